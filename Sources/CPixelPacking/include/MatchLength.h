#ifndef BUBBLES_MATCH_LENGTH_H
#define BUBBLES_MATCH_LENGTH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// How many of the `limit` bytes at `here` equal those at `earlier` (which may overlap them):
/// sixteen bytes per compare with SSE2 (every x86-64 processor has it), then eight, then one.
/// Defined here so that Swift inlines it into the deflater's loop.
static inline size_t bubbles_match_length(const uint8_t *here, const uint8_t *earlier, size_t limit) {
    size_t length = 0;
#if defined(__SSE2__)
    while (length + 16 <= limit) {
        __m128i a = _mm_loadu_si128((const __m128i *)(here + length));
        __m128i b = _mm_loadu_si128((const __m128i *)(earlier + length));
        unsigned differing = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xFFFFu;
        if (differing != 0) {
            return length + (size_t)__builtin_ctz(differing);
        }
        length += 16;
    }
#endif
    while (length + 8 <= limit) {
        uint64_t a, b;
        memcpy(&a, here + length, 8);
        memcpy(&b, earlier + length, 8);
        if (a != b) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return length + (size_t)(__builtin_ctzll(a ^ b) >> 3);
#else
            break;
#endif
        }
        length += 8;
    }
    while (length < limit && here[length] == earlier[length]) {
        length++;
    }
    return length;
}

#endif
