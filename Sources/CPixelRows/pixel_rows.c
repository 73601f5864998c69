#include "pixel_rows.h"

// Why C: the byte picks are one SSSE3 shuffle (pshufb) for four pixels, an instruction Swift reaches only when a
// whole module is built for a newer CPU than x86-64's baseline. Here the shuffling function alone is built for
// SSSE3 and chosen at run time, so the binary still runs on any x86-64. Every path gives the same bytes.

static void rows_scalar(const uint8_t *src, size_t width, uint8_t *dst) {
    for (size_t x = 0; x < width; x++) {
        uint32_t v;
        __builtin_memcpy(&v, src + 4 * x, 4);
        dst[3 * x] = (uint8_t)(v >> 16);
        dst[3 * x + 1] = (uint8_t)(v >> 8);
        dst[3 * x + 2] = (uint8_t)v;
    }
}

#if defined(__x86_64__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#include <tmmintrin.h>

__attribute__((target("ssse3"))) static void rows_ssse3(const uint8_t *src, size_t width, uint8_t *dst) {
    // Four pixels' B, G, R, A bytes to their R, G, B in the low 12 bytes; -1 clears the top four.
    const __m128i pick = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    size_t x = 0;
    for (; x + 16 <= width; x += 16) {
        const __m128i *in = (const __m128i *)(src + 4 * x);
        __m128i a = _mm_shuffle_epi8(_mm_loadu_si128(in), pick);
        __m128i b = _mm_shuffle_epi8(_mm_loadu_si128(in + 1), pick);
        __m128i c = _mm_shuffle_epi8(_mm_loadu_si128(in + 2), pick);
        __m128i d = _mm_shuffle_epi8(_mm_loadu_si128(in + 3), pick);
        // Sixteen pixels' 48 bytes: each 12-byte group joined to the next across the three stores.
        __m128i *out = (__m128i *)(dst + 3 * x);
        _mm_storeu_si128(out, _mm_or_si128(a, _mm_slli_si128(b, 12)));
        _mm_storeu_si128(out + 1, _mm_or_si128(_mm_srli_si128(b, 4), _mm_slli_si128(c, 8)));
        _mm_storeu_si128(out + 2, _mm_or_si128(_mm_srli_si128(c, 8), _mm_slli_si128(d, 4)));
    }
    rows_scalar(src + 4 * x, width - x, dst + 3 * x);
}

void unfold_argb_row_to_rgb(const uint8_t *src, size_t width, uint8_t *dst) {
    // Checked once: __builtin_cpu_supports reads a table the runtime fills before main.
    if (__builtin_cpu_supports("ssse3")) {
        rows_ssse3(src, width, dst);
    } else {
        rows_scalar(src, width, dst);
    }
}
#else
void unfold_argb_row_to_rgb(const uint8_t *src, size_t width, uint8_t *dst) {
    // Big-endian Cairo words hold A, R, G, B in that byte order.
    if (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__) {
        for (size_t x = 0; x < width; x++) {
            dst[3 * x] = src[4 * x + 1];
            dst[3 * x + 1] = src[4 * x + 2];
            dst[3 * x + 2] = src[4 * x + 3];
        }
        return;
    }
    rows_scalar(src, width, dst);
}
#endif
