#include "SIMDLevel.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

/// The answer of the first call; -1 before it.
static int known_level = -1;

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

int bubbles_simd_level(void) {
    int level = __atomic_load_n(&known_level, __ATOMIC_RELAXED);
    if (level >= 0) {
        return level;
    }
    unsigned int eax, ebx, ecx, edx;
    level = bubbles_simd_scalar;
    if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3)) {
        level = bubbles_simd_ssse3;
        if (os_saves_ymm(ecx) && __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && (ebx & bit_AVX2)) {
            level = bubbles_simd_avx2;
        }
    }
    __atomic_store_n(&known_level, level, __ATOMIC_RELAXED);
    return level;
}
#else
int bubbles_simd_level(void) {
    return bubbles_simd_scalar;
}
#endif
