#ifndef HIGDOC_CCONTROLSCAN_H
#define HIGDOC_CCONTROLSCAN_H

#include <stddef.h>

/// The offset of the first byte of `bytes` (valid UTF-8, `count` long) that starts a control character
/// no page may hold: C0 but a tab, a line feed, a form feed and a carriage return (NUL too), DEL, and C1
/// (U+0080-U+009F, C2 80 to C2 9F); `count` when there is none.
///
/// Sixteen bytes at a time with SSE2 where the compiler has it (every x86-64), else one at a time: Swift's
/// SIMD16 compares were scalarized, fifty times slower than eight-byte words, and eight-byte words cost
/// five instructions a byte, 1.1% of a check.
size_t higdoc_first_control_character(const unsigned char *bytes, size_t count);

#endif
