#ifndef VFL_PREVIEW_CFONTCONFIG_SHIM_H
#define VFL_PREVIEW_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
