#ifndef VFL_PREVIEW_CFREETYPE_SHIM_H
#define VFL_PREVIEW_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_GLYPH_H
#endif
