#ifndef VFL_PREVIEW_CDEFLATE_SHIM_H
#define VFL_PREVIEW_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
