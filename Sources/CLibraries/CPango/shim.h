#ifndef CARET_HARNESS_CPANGO_SHIM_H
#define CARET_HARNESS_CPANGO_SHIM_H
// Pango (itemizing with FriBidi's bidi levels, Unicode line and grapheme breaks, font fallback)
// over HarfBuzz shaping, with fonts found only through a private fontconfig configuration.
#include <pango/pango.h>
#include <pango/pangoft2.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <fribidi.h>

// FriBidi's paragraph direction (Unicode rules P2-P3: the first strong character) for UTF-32
// text: 1 when right-to-left, 0 otherwise (left-to-right or no strong character). Inline here
// because FRIBIDI_PAR_RTL is a composed macro Swift cannot import.
static inline int caret_harness_paragraph_is_rtl(const uint32_t *text, int length) {
    if (length <= 0) return 0;
    FriBidiCharType *types = (FriBidiCharType *)g_malloc_n((gsize)length, sizeof(FriBidiCharType));
    fribidi_get_bidi_types(text, length, types);
    FriBidiParType direction = fribidi_get_par_direction(types, length);
    g_free(types);
    return direction == FRIBIDI_PAR_RTL;
}

// FriBidi's version text (a global Swift would import as shared mutable state).
static inline const char *caret_harness_fribidi_version(void) { return fribidi_version_info; }
#endif
