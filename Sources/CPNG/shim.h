#ifndef VFL_PREVIEW_CPNG_SHIM_H
#define VFL_PREVIEW_CPNG_SHIM_H
#include <png.h>
#endif
