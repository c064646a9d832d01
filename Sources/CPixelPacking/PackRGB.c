#include "CPixelPacking.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#define BUBBLES_HAS_SSSE3_PATH 1
#endif

static void pack_rgb_scalar(const uint8_t *source, size_t count, uint8_t *output) {
    for (size_t x = 0; x < count; x++) {
        uint32_t pixel;
        memcpy(&pixel, source + 4 * x, 4);
        output[3 * x] = (uint8_t)(pixel >> 16);
        output[3 * x + 1] = (uint8_t)(pixel >> 8);
        output[3 * x + 2] = (uint8_t)pixel;
    }
}

#ifdef BUBBLES_HAS_SSSE3_PATH
/// B, G, R, A bytes of four pixels in, R, G, B of each out: twelve bytes, then four unused.
__attribute__((target("ssse3")))
static void pack_rgb_ssse3(const uint8_t *source, size_t count, uint8_t *output) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    size_t x = 0;
    // A 16-byte store writes four bytes past a group's twelve: only while two more pixels
    // follow, whose bytes the next group overwrites.
    while (x + 6 <= count) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(source + 4 * x));
        _mm_storeu_si128((__m128i *)(output + 3 * x), _mm_shuffle_epi8(pixels, order));
        x += 4;
    }
    pack_rgb_scalar(source + 4 * x, count - x, output + 3 * x);
}

/// B, G, R, A bytes of eight pixels in, R, G, B of each out: each half shuffled as above,
/// then the two twelve-byte groups moved together; 24 bytes, then eight unused.
__attribute__((target("avx2")))
static void pack_rgb_avx2(const uint8_t *source, size_t count, uint8_t *output) {
    const __m256i order = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                           2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i together = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    size_t x = 0;
    // A 32-byte store writes eight bytes past a group's 24: only while three more pixels
    // (nine bytes) follow, which the next group overwrites.
    while (x + 11 <= count) {
        __m256i pixels = _mm256_loadu_si256((const __m256i *)(source + 4 * x));
        __m256i packed = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(pixels, order), together);
        _mm256_storeu_si256((__m256i *)(output + 3 * x), packed);
        x += 8;
    }
    pack_rgb_ssse3(source + 4 * x, count - x, output + 3 * x);
}

enum { level_scalar, level_ssse3, level_avx2 };

/// What CPUID (and, for AVX2, the operating system's saving of its registers) allows; -1
/// before the first call asked.
static int pack_level = -1;

/// Whether the operating system saves the YMM registers (XGETBV bits 1 and 2), given
/// CPUID leaf 1's ECX.
static int os_saves_ymm(unsigned int ecx) {
    if (!(ecx & bit_OSXSAVE)) {
        return 0;
    }
    unsigned int low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    return (low & 6) == 6;
}

static int supported_level(void) {
    int level = __atomic_load_n(&pack_level, __ATOMIC_RELAXED);
    if (level >= 0) {
        return level;
    }
    unsigned int eax, ebx, ecx, edx;
    level = level_scalar;
    if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3)) {
        level = level_ssse3;
        if (os_saves_ymm(ecx) && __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && (ebx & bit_AVX2)) {
            level = level_avx2;
        }
    }
    __atomic_store_n(&pack_level, level, __ATOMIC_RELAXED);
    return level;
}
#endif

void bubbles_pack_rgb(const void *source, size_t count, uint8_t *output) {
#ifdef BUBBLES_HAS_SSSE3_PATH
    switch (supported_level()) {
    case level_avx2:
        pack_rgb_avx2(source, count, output);
        return;
    case level_ssse3:
        pack_rgb_ssse3(source, count, output);
        return;
    }
#endif
    pack_rgb_scalar(source, count, output);
}
