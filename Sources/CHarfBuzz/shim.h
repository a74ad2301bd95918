#ifndef VFL_PREVIEW_CHARFBUZZ_SHIM_H
#define VFL_PREVIEW_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
