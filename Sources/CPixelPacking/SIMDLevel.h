#ifndef BUBBLES_SIMD_LEVEL_H
#define BUBBLES_SIMD_LEVEL_H

/// The vector instructions the processor has, in the order each includes the last.
enum { bubbles_simd_scalar, bubbles_simd_ssse3, bubbles_simd_avx2 };

/// What CPUID (and, for AVX2, the operating system's saving of its registers) allows on this
/// processor: asked once, then remembered. Always `bubbles_simd_scalar` off x86.
int bubbles_simd_level(void);

#endif
