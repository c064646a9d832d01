#include "CPixelPacking.h"
#include "SIMDLevel.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define BUBBLES_HAS_SSSE3_PATH 1
#endif

/// Of pixel `x`'s R, G and B, how many equal the same channel of pixel `x - 1` (zeros for the
/// first pixel).
static size_t equal_to_left(const uint8_t *source, size_t x) {
    uint32_t pixel, left = 0;
    memcpy(&pixel, source + 4 * x, 4);
    if (x > 0) {
        memcpy(&left, source + 4 * x - 4, 4);
    }
    uint32_t same = ~(pixel ^ left);
    return ((same & 0xFF) == 0xFF) + ((same & 0xFF00) == 0xFF00) + ((same & 0xFF0000) == 0xFF0000);
}

/// Packs pixels `first..<count` and counts their equal channels, one at a time.
static size_t pack_rgb_scalar(const uint8_t *source, size_t first, size_t count, uint8_t *output) {
    size_t equal = 0;
    for (size_t x = first; x < count; x++) {
        uint32_t pixel;
        memcpy(&pixel, source + 4 * x, 4);
        output[3 * x] = (uint8_t)(pixel >> 16);
        output[3 * x + 1] = (uint8_t)(pixel >> 8);
        output[3 * x + 2] = (uint8_t)pixel;
        equal += equal_to_left(source, x);
    }
    return equal;
}

#ifdef BUBBLES_HAS_SSSE3_PATH
/// B, G, R, A bytes of four pixels in, R, G, B of each out: twelve bytes, then four unused.
/// Each pixel is compared with the one before it, loaded four bytes earlier, from pixel 1.
__attribute__((target("ssse3")))
static size_t pack_rgb_ssse3(const uint8_t *source, size_t first, size_t count, uint8_t *output) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    size_t equal = 0;
    size_t x = first;
    if (x == 0 && count > 0) {
        equal = pack_rgb_scalar(source, 0, 1, output);
        x = 1;
    }
    // A 16-byte store writes four bytes past a group's twelve: only while two more pixels
    // follow, whose bytes the next group overwrites.
    while (x + 6 <= count) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(source + 4 * x));
        __m128i left = _mm_loadu_si128((const __m128i *)(source + 4 * x - 4));
        _mm_storeu_si128((__m128i *)(output + 3 * x), _mm_shuffle_epi8(pixels, order));
        equal += (size_t)__builtin_popcount((unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(pixels, left)) & 0x7777u);
        x += 4;
    }
    return equal + pack_rgb_scalar(source, x, count, output);
}

/// B, G, R, A bytes of eight pixels in, R, G, B of each out: each half shuffled as above,
/// then the two twelve-byte groups moved together; 24 bytes, then eight unused.
__attribute__((target("avx2,popcnt")))
static size_t pack_rgb_avx2(const uint8_t *source, size_t count, uint8_t *output) {
    const __m256i order = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                           2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i together = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    size_t equal = count > 0 ? pack_rgb_scalar(source, 0, 1, output) : 0;
    size_t x = 1;
    // A 32-byte store writes eight bytes past a group's 24: only while three more pixels
    // (nine bytes) follow, which the next group overwrites.
    while (x + 11 <= count) {
        __m256i pixels = _mm256_loadu_si256((const __m256i *)(source + 4 * x));
        __m256i left = _mm256_loadu_si256((const __m256i *)(source + 4 * x - 4));
        __m256i packed = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(pixels, order), together);
        _mm256_storeu_si256((__m256i *)(output + 3 * x), packed);
        equal += (size_t)__builtin_popcount((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(pixels, left)) & 0x77777777u);
        x += 8;
    }
    return equal + pack_rgb_ssse3(source, count > 0 ? x : 0, count, output);
}

#endif

size_t bubbles_pack_rgb(const void *source, size_t count, uint8_t *output) {
#ifdef BUBBLES_HAS_SSSE3_PATH
    switch (bubbles_simd_level()) {
    case bubbles_simd_avx2:
        return pack_rgb_avx2(source, count, output);
    case bubbles_simd_ssse3:
        return pack_rgb_ssse3(source, 0, count, output);
    }
#endif
    return pack_rgb_scalar(source, 0, count, output);
}
