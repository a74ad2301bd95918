#ifndef VFL_PREVIEW_CLIBXML2_SHIM_H
#define VFL_PREVIEW_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, so its encoding.h would include ICU's own headers, whose
// UErrorCode then clashes with the copy Foundation carries ("different definitions in different
// modules") in every target that sees both. We never touch the ICU converter fields (they sit at
// the end of xmlCharEncodingHandler, which we only hold by pointer), so hide them.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
