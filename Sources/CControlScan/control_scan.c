#include "CControlScan.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Whether the byte at `offset` starts a control character a page may not hold.
static int is_control_at(const unsigned char *bytes, size_t count, size_t offset) {
    unsigned char byte = bytes[offset];
    if (byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D) return 0;
    if (byte < 0x20 || byte == 0x7F) return 1;
    return byte == 0xC2 && offset + 1 < count && bytes[offset + 1] >= 0x80 && bytes[offset + 1] <= 0x9F;
}

size_t higdoc_first_control_character(const unsigned char *bytes, size_t count) {
    size_t index = 0;
#if defined(__SSE2__)
    // A byte below 0x20 is one that min(b, 0x1F) leaves as it is; line feeds and tabs, which most
    // lines and lists hold, are let through here rather than read again one byte at a time.
    const __m128i limit = _mm_set1_epi8(0x1F);
    const __m128i line_feed = _mm_set1_epi8(0x0A);
    const __m128i tab = _mm_set1_epi8(0x09);
    const __m128i delete = _mm_set1_epi8(0x7F);
    const __m128i c1_lead = _mm_set1_epi8((char)0xC2);
    for (; index + 16 <= count; index += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(bytes + index));
        __m128i low = _mm_cmpeq_epi8(_mm_min_epu8(v, limit), v);
        __m128i suspect = _mm_or_si128(
            _mm_andnot_si128(_mm_or_si128(_mm_cmpeq_epi8(v, line_feed), _mm_cmpeq_epi8(v, tab)), low),
            _mm_or_si128(_mm_cmpeq_epi8(v, delete), _mm_cmpeq_epi8(v, c1_lead)));
        if (_mm_movemask_epi8(suspect) == 0) continue;
        for (size_t offset = index; offset < index + 16; offset++) {
            if (is_control_at(bytes, count, offset)) return offset;
        }
    }
#endif
    for (; index < count; index++) {
        if (is_control_at(bytes, count, index)) return index;
    }
    return count;
}
