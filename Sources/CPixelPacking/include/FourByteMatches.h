#ifndef BUBBLES_FOUR_BYTE_MATCHES_H
#define BUBBLES_FOUR_BYTE_MATCHES_H

#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Positions that can start a match of at least four bytes `here - earlier` bytes back: bit
/// `i` (0...28) is set when the four bytes at `here + i` equal the four at `earlier + i`.
/// Reads 32 bytes at each, compared sixteen at a time with SSE2 (every x86-64 processor has
/// it), one at a time elsewhere. Defined here so that Swift inlines it into the deflater.
static inline uint32_t bubbles_four_byte_matches(const uint8_t *here, const uint8_t *earlier) {
    uint32_t equal = 0;
#if defined(__SSE2__)
    __m128i low = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)here), _mm_loadu_si128((const __m128i *)earlier));
    __m128i high = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(here + 16)),
                                  _mm_loadu_si128((const __m128i *)(earlier + 16)));
    equal = (uint32_t)_mm_movemask_epi8(low) | (uint32_t)_mm_movemask_epi8(high) << 16;
#else
    for (int i = 0; i < 32; i++) {
        equal |= (uint32_t)(here[i] == earlier[i]) << i;
    }
#endif
    return equal & equal >> 1 & equal >> 2 & equal >> 3 & 0x1FFFFFFFu;
}

#endif
