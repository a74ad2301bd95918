#ifndef VFL_PREVIEW_CISAL_SHIM_H
#define VFL_PREVIEW_CISAL_SHIM_H
#include <isa-l/igzip_lib.h>
#endif
