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

/// 1 when CPUID says SSSE3, 0 when not, -1 before the first call asked.
static int ssse3_state = -1;

static int has_ssse3(void) {
    int state = __atomic_load_n(&ssse3_state, __ATOMIC_RELAXED);
    if (state < 0) {
        unsigned int eax, ebx, ecx, edx;
        state = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3) ? 1 : 0;
        __atomic_store_n(&ssse3_state, state, __ATOMIC_RELAXED);
    }
    return state;
}
#endif

void bubbles_pack_rgb(const void *source, size_t count, uint8_t *output) {
#ifdef BUBBLES_HAS_SSSE3_PATH
    if (has_ssse3()) {
        pack_rgb_ssse3(source, count, output);
        return;
    }
#endif
    pack_rgb_scalar(source, count, output);
}
