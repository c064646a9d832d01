#include "CPixelPacking.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Vectors compared between checks of the running count: 256 bytes.
enum { vectorsPerCheck = 16 };

bool bubbles_left_equal_at_least(const uint8_t *row, size_t count, size_t distance, size_t enough) {
    size_t equal = 0;
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    while (i + 16 <= count) {
        if (equal >= enough) {
            return true;
        }
        if (equal + (count - i) < enough) {
            return false;
        }
        // Each equal byte compares to 0xFF, and subtracting it adds one to its lane: far
        // fewer than 255 vectors before the byte lanes are summed.
        __m128i lanes = zero;
        for (int vectors = 0; vectors < vectorsPerCheck && i + 16 <= count; vectors++, i += 16) {
            __m128i here = _mm_loadu_si128((const __m128i *)(row + i));
            __m128i left = _mm_loadu_si128((const __m128i *)(row + i - distance));
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(here, left));
        }
        __m128i sums = _mm_sad_epu8(lanes, zero);
        equal += (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_extract_epi16(sums, 4);
    }
#endif
    for (; i < count; i++) {
        equal += row[i] == row[i - distance];
    }
    return equal >= enough;
}
