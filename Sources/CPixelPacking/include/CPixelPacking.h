#ifndef CPIXELPACKING_H
#define CPIXELPACKING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "FourByteMatches.h"
#include "MatchLength.h"

/// Writes `count` Cairo ARGB32 pixels (native 32-bit words A << 24 | R << 16 | G << 8 | B,
/// little-endian) from `source` as R, G, B bytes to `output`, which holds `3 * count` bytes;
/// alpha is dropped. Eight pixels take one byte shuffle and one move where the processor has
/// AVX2, four one shuffle where it has SSSE3.
///
/// Returns how many of the bytes written equal the byte three before them (the same channel
/// one pixel to the left; zeros before the first pixel), counted from the same loads: what
/// the encoder's choice of filter needs, without reading the row again.
size_t bubbles_pack_rgb(const void *source, size_t count, uint8_t *output);

/// Whether at least `enough` of the `count` bytes at `row` equal the byte `distance` bytes
/// before them (the same channel one pixel to the left); the `distance` bytes before `row`
/// must be readable. Stops comparing as soon as the answer is known. Sixteen bytes per
/// compare with SSE2 (every x86-64 processor has it), one at a time elsewhere.
bool bubbles_left_equal_at_least(const uint8_t *row, size_t count, size_t distance, size_t enough);

/// What `bubbles_match_length` answers, for comparisons expected to run long (a flat stretch
/// of many 258-byte matches): 64 bytes per step with AVX2 where the processor has it, not
/// inlined.
size_t bubbles_long_match_length(const uint8_t *here, const uint8_t *earlier, size_t limit);

/// Sets the `count` 32-bit words at `destination` to `value`: with `memset` when its four
/// bytes are equal (white, transparent), else 32 bytes a store where the processor has AVX2
/// (a band buffer's background refilled row by row; Swift's loop stores 16 bytes at a time).
void bubbles_fill32(void *destination, uint32_t value, size_t count);

#endif
