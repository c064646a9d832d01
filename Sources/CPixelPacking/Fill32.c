#include "CPixelPacking.h"
#include "SIMDLevel.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

/// 128 bytes a step in four 32-byte stores.
__attribute__((target("avx2")))
static void fill32_avx2(uint32_t *destination, uint32_t value, size_t count) {
    const __m256i words = _mm256_set1_epi32((int)value);
    size_t index = 0;
    for (; index + 32 <= count; index += 32) {
        _mm256_storeu_si256((__m256i *)(destination + index), words);
        _mm256_storeu_si256((__m256i *)(destination + index + 8), words);
        _mm256_storeu_si256((__m256i *)(destination + index + 16), words);
        _mm256_storeu_si256((__m256i *)(destination + index + 24), words);
    }
    for (; index + 8 <= count; index += 8) {
        _mm256_storeu_si256((__m256i *)(destination + index), words);
    }
    for (; index < count; index++) {
        destination[index] = value;
    }
}
#endif

void bubbles_fill32(void *start, uint32_t value, size_t count) {
    uint32_t *destination = start;
    uint8_t low = (uint8_t)value;
    if ((value >> 8 & 0xFF) == low && (value >> 16 & 0xFF) == low && value >> 24 == low) {
        memset(destination, low, count * sizeof(uint32_t));
        return;
    }
#if defined(__x86_64__) || defined(__i386__)
    if (bubbles_simd_level() == bubbles_simd_avx2) {
        fill32_avx2(destination, value, count);
        return;
    }
#endif
    for (size_t index = 0; index < count; index++) {
        destination[index] = value;
    }
}
