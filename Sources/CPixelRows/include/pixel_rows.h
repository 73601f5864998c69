#ifndef UNFOLD_PIXEL_ROWS_H
#define UNFOLD_PIXEL_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// One row of Cairo's native-endian ARGB32 words (on a little-endian machine, the bytes B, G, R, A) as packed
/// R, G, B bytes, the layout of a PNG truecolour row. `src` holds `width` words, `dst` 3 × `width` bytes.
void unfold_argb_row_to_rgb(const uint8_t *src, size_t width, uint8_t *dst);

#endif
