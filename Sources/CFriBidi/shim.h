#ifndef VFL_PREVIEW_CFRIBIDI_SHIM_H
#define VFL_PREVIEW_CFRIBIDI_SHIM_H
#include <fribidi.h>

/* The paragraph directions are macros built from other macros, which Swift does not import. */
static inline FriBidiParType vfl_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType vfl_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType vfl_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }

/* A global variable in C is shared mutable state to Swift; this reads it without a warning. */
static inline const char *vfl_fribidi_version_info(void) { return fribidi_version_info; }
#endif
