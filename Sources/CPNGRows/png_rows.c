#include "png_rows.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int bezel_png_all_opaque(const uint32_t *pixels, size_t stride, size_t width, size_t height) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = pixels + y * stride;
        uint32_t all = 0xFF000000u;
        for (size_t x = 0; x < width; x++) all &= row[x];
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}

/* Cairo's unpremultiply_data (cairo-png.c), or plain RGB for opaque rows. */
static void unpremultiply(const uint32_t *row, size_t width, int channels, uint8_t *out) {
    if (channels == 3) {
        for (size_t x = 0; x < width; x++) {
            uint32_t p = row[x];
            out[0] = (uint8_t)(p >> 16); out[1] = (uint8_t)(p >> 8); out[2] = (uint8_t)p;
            out += 3;
        }
        return;
    }
    for (size_t x = 0; x < width; x++) {
        uint32_t p = row[x];
        uint32_t a = p >> 24;
        if (a == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else {
            out[0] = (uint8_t)((((p >> 16) & 0xFF) * 255 + a / 2) / a);
            out[1] = (uint8_t)((((p >> 8) & 0xFF) * 255 + a / 2) / a);
            out[2] = (uint8_t)(((p & 0xFF) * 255 + a / 2) / a);
            out[3] = (uint8_t)a;
        }
        out += 4;
    }
}

static inline int paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
}

/* Filters `cur` (row above: `prev`) with `filter` into `out`; returns the
   sum of the output bytes read as signed magnitudes. */
static size_t filter_row(int filter, const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    size_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        int left = i >= (size_t)bpp ? cur[i - bpp] : 0;
        int up = prev[i];
        int upleft = i >= (size_t)bpp ? prev[i - bpp] : 0;
        int predicted;
        switch (filter) {
        case 1: predicted = left; break;
        case 2: predicted = up; break;
        case 3: predicted = (left + up) >> 1; break;
        case 4: predicted = paeth(left, up, upleft); break;
        default: predicted = 0; break;
        }
        uint8_t v = (uint8_t)(cur[i] - predicted);
        out[i] = v;
        sum += v < 128 ? v : 256 - v;
    }
    return sum;
}

/* Unpremultiplies one row of `width` pixels into `cur` and writes it to
   `row` filtered against `prev`: a filter byte, then width * channels
   bytes. `filter` is 0-4, or -1 to pick the filter with the smallest sum of
   absolute differences; `spare` holds 2 * width * channels bytes.
   Aligned to 64 bytes: its inner loops are most of a large PNG's time, and
   where the linker happened to place them moved whole renders by 8%
   (issue 12's 16384² benchmark), with the same instructions. */
__attribute__((aligned(64)))
static void encode_row(const uint32_t *pixels, size_t width, int channels, int filter,
                       uint8_t *cur, const uint8_t *prev, uint8_t *row, uint8_t *spare) {
    size_t n = width * (size_t)channels;
    unpremultiply(pixels, width, channels, cur);
    if (filter >= 0 && filter <= 4) {
        row[0] = (uint8_t)filter;
        filter_row(filter, cur, prev, n, channels, row + 1);
        return;
    }
    uint8_t *best = spare, *candidate = spare + n;
    size_t best_sum = (size_t)-1;
    int best_filter = 0;
    for (int f = 0; f <= 4; f++) {
        size_t sum = filter_row(f, cur, prev, n, channels, candidate);
        if (sum < best_sum) {
            best_sum = sum; best_filter = f;
            uint8_t *t = best; best = candidate; candidate = t;
        }
    }
    row[0] = (uint8_t)best_filter;
    memcpy(row + 1, best, n);
}

void bezel_png_filter_rows(const uint32_t *pixels, size_t stride, size_t width, size_t height,
                           int channels, int filter, uint8_t *out, uint8_t *scratch) {
    size_t n = width * (size_t)channels;
    uint8_t *prev = scratch, *cur = scratch + width * 4, *spare = scratch + 2 * width * 4;
    memset(prev, 0, n);
    for (size_t y = 0; y < height; y++) {
        encode_row(pixels + y * stride, width, channels, filter, cur, prev, out + y * (n + 1), spare);
        uint8_t *t = prev; prev = cur; cur = t;
    }
}

int bezel_changed_rect(const uint32_t *a, size_t stride_a, const uint32_t *b, size_t stride_b,
                       size_t width, size_t height, size_t rect[4]) {
    size_t row_bytes = width * sizeof(uint32_t);
    size_t top = 0;
    while (top < height && memcmp(a + top * stride_a, b + top * stride_b, row_bytes) == 0) top++;
    if (top == height) return 0;
    size_t bottom = height - 1;
    while (bottom > top && memcmp(a + bottom * stride_a, b + bottom * stride_b, row_bytes) == 0) bottom--;
    size_t left = width, right = 0;
    for (size_t y = top; y <= bottom; y++) {
        const uint32_t *ra = a + y * stride_a, *rb = b + y * stride_b;
        size_t x = 0;
        while (x < left && ra[x] == rb[x]) x++;
        if (x < left) left = x;
        size_t r = width - 1;
        while (r > right && ra[r] == rb[r]) r--;
        if (r > right) right = r;
    }
    if (right < left) right = left;  /* every difference in one column */
    rect[0] = left; rect[1] = top; rect[2] = right - left + 1; rect[3] = bottom - top + 1;
    return 1;
}

/* Appends what the stream produced to *out (growing it). */
static int drain(z_stream *z, uint8_t *chunk, size_t chunk_size, uint8_t **out, size_t *out_size, size_t *capacity) {
    size_t produced = chunk_size - z->avail_out;
    if (produced > 0) {
        if (*out_size + produced > *capacity) {
            size_t grown = *capacity ? *capacity : 1 << 16;
            while (grown < *out_size + produced) grown *= 2;
            uint8_t *bigger = realloc(*out, grown);
            if (!bigger) return 0;
            *out = bigger;
            *capacity = grown;
        }
        memcpy(*out + *out_size, chunk, produced);
        *out_size += produced;
    }
    z->next_out = chunk;
    z->avail_out = (uInt)chunk_size;
    return 1;
}

int bezel_png_deflate_rows(const uint32_t *pixels, size_t stride, size_t width, size_t height,
                           int channels, int filter, int level, uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    size_t n = width * (size_t)channels, capacity = 0;
    enum { CHUNK = 1 << 16 };
    uint8_t *scratch = calloc(4, width * 4 + 1), *row = malloc(n + 1), *chunk = malloc(CHUNK);
    z_stream z;
    memset(&z, 0, sizeof z);
    int ok = scratch && row && chunk && deflateInit(&z, level) == Z_OK;
    int initialised = ok;
    uint8_t *prev = scratch, *cur = scratch ? scratch + width * 4 : NULL, *spare = scratch ? scratch + 2 * width * 4 : NULL;
    if (ok) { z.next_out = chunk; z.avail_out = CHUNK; }
    for (size_t y = 0; ok && y <= height; y++) {
        int last = y == height;
        if (!last) {
            encode_row(pixels + y * stride, width, channels, filter, cur, prev, row, spare);
            uint8_t *t = prev; prev = cur; cur = t;
            z.next_in = row;
            z.avail_in = (uInt)(n + 1);
        }
        for (;;) {
            int status = deflate(&z, last ? Z_FINISH : Z_NO_FLUSH);
            if (status == Z_STREAM_ERROR) { ok = 0; break; }
            if (z.avail_out == 0 || (last && status == Z_STREAM_END)) {
                if (!drain(&z, chunk, CHUNK, out, out_size, &capacity)) { ok = 0; break; }
            }
            if (last ? status == Z_STREAM_END : z.avail_in == 0) break;
        }
    }
    if (initialised) deflateEnd(&z);
    free(scratch); free(row); free(chunk);
    if (!ok) { free(*out); *out = NULL; *out_size = 0; }
    return ok;
}
