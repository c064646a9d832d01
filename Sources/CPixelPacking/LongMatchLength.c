#include "CPixelPacking.h"
#include "SIMDLevel.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

/// 64 bytes per step: two 32-byte compares, one mask.
__attribute__((target("avx2")))
static size_t long_match_length_avx2(const uint8_t *here, const uint8_t *earlier, size_t limit) {
    size_t length = 0;
    while (length + 64 <= limit) {
        __m256i low = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(here + length)),
                                        _mm256_loadu_si256((const __m256i *)(earlier + length)));
        __m256i high = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(here + length + 32)),
                                         _mm256_loadu_si256((const __m256i *)(earlier + length + 32)));
        if ((unsigned)_mm256_movemask_epi8(_mm256_and_si256(low, high)) != 0xFFFFFFFFu) {
            break;
        }
        length += 64;
    }
    return length + bubbles_match_length(here + length, earlier + length, limit - length);
}
#endif

size_t bubbles_long_match_length(const uint8_t *here, const uint8_t *earlier, size_t limit) {
#if defined(__x86_64__) || defined(__i386__)
    if (bubbles_simd_level() == bubbles_simd_avx2) {
        return long_match_length_avx2(here, earlier, limit);
    }
#endif
    return bubbles_match_length(here, earlier, limit);
}
