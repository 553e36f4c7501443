// The per-byte loops of Bezel's PNG and APNG writers, in C so that they stay fast in
// debug builds too (where test suites record their snapshots): checking
// alpha, unpremultiplying as Cairo's writer does, and PNG row filtering.
#ifndef BEZEL_PNG_ROWS_H
#define BEZEL_PNG_ROWS_H
#include <stddef.h>
#include <stdint.h>

/// 1 when every pixel's alpha is 255. `stride` is in 32-bit words.
int bezel_png_all_opaque(const uint32_t *pixels, size_t stride, size_t width, size_t height);

/// Writes `height` filtered rows to `out` (each: a filter byte, then
/// `width * channels` bytes), from premultiplied ARGB words (`stride` in
/// words). `channels` is 3 (RGB, every pixel opaque) or 4 (RGBA, straight
/// alpha, unpremultiplied as Cairo's writer does). `filter` is 0-4 for one
/// PNG filter on every row, or -1 to pick per row the filter with the
/// smallest sum of absolute differences (libpng's heuristic). `scratch`
/// holds at least `4 * width * 4` bytes.
void bezel_png_filter_rows(const uint32_t *pixels, size_t stride, size_t width, size_t height,
                           int channels, int filter, uint8_t *out, uint8_t *scratch);

/// The smallest rectangle holding every pixel where images `a` and `b` (the
/// same `width` × `height`; strides in words) differ, as x, y, width,
/// height in `rect`. Returns 0, leaving `rect` alone, when they are equal.
/// Used by the animated PNG writer to store only what changed.
int bezel_changed_rect(const uint32_t *a, size_t stride_a, const uint32_t *b, size_t stride_b,
                       size_t width, size_t height, size_t rect[4]);
/// Filters and compresses rows as `bezel_png_filter_rows` does, but one row
/// at a time through zlib's streaming deflate at `level`, so that no buffer
/// of the whole image's rows is needed (for the largest images). On success
/// returns 1 and sets `*out` to a malloc'd zlib stream of `*out_size` bytes
/// that the caller frees; returns 0 when memory runs out.
int bezel_png_deflate_rows(const uint32_t *pixels, size_t stride, size_t width, size_t height,
                           int channels, int filter, int level, uint8_t **out, size_t *out_size);
#endif
