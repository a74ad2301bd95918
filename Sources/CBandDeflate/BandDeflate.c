#include "CBandDeflate.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
  const unsigned char *rgba;
  size_t width;
  size_t first_row;
  size_t row_count;
  int drop_alpha;
  int level;
  int is_last;
  unsigned char *filtered;
  size_t filtered_length;
  unsigned char *compressed;
  size_t compressed_length;
  uLong adler;
  int status;
} band_t;

static size_t row_bytes(size_t width, int drop_alpha) { return 1 + width * (drop_alpha ? 3 : 4); }

/// Writes `count` rows from `first` as PNG rows (filter byte 0, alpha dropped or kept) to `target`.
static void filter_rows(const band_t *band, size_t first, size_t count, unsigned char *out) {
  size_t stride = row_bytes(band->width, band->drop_alpha);
  size_t pixel_row = band->width * 4;
  for (size_t row = 0; row < count; row++) {
    const unsigned char *source = band->rgba + (first + row) * pixel_row;
    unsigned char *target = out + row * stride;
    *target++ = 0;
    if (band->drop_alpha) {
      for (size_t x = 0; x < band->width; x++) {
        target[0] = source[0];
        target[1] = source[1];
        target[2] = source[2];
        target += 3;
        source += 4;
      }
    } else {
      memcpy(target, source, pixel_row);
    }
  }
}

static void *compress_band(void *argument) {
  band_t *band = argument;
  // Each band filters its own rows, and the rows just before it for its dictionary: the last
  // 32 KiB of the previous band, the window deflate would have had in one stream.
  filter_rows(band, band->first_row, band->row_count, band->filtered);
  size_t stride = row_bytes(band->width, band->drop_alpha);
  size_t window = 32768;
  size_t context_rows = band->first_row < (window + stride - 1) / stride ? band->first_row : (window + stride - 1) / stride;
  unsigned char *context = NULL;
  size_t dictionary_length = 0;
  if (context_rows > 0) {
    context = malloc(context_rows * stride);
    if (context == NULL) {
      band->status = -1;
      return NULL;
    }
    filter_rows(band, band->first_row - context_rows, context_rows, context);
    dictionary_length = context_rows * stride < window ? context_rows * stride : window;
  }
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (deflateInit2(&stream, band->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    free(context);
    band->status = -1;
    return NULL;
  }
  int dictionary_status = Z_OK;
  if (dictionary_length > 0) {
    dictionary_status = deflateSetDictionary(
      &stream, context + context_rows * stride - dictionary_length, (uInt)dictionary_length);
  }
  free(context);
  if (dictionary_status != Z_OK) {
    deflateEnd(&stream);
    band->status = -1;
    return NULL;
  }
  size_t capacity = deflateBound(&stream, band->filtered_length) + 64;
  band->compressed = malloc(capacity);
  if (band->compressed == NULL) {
    deflateEnd(&stream);
    band->status = -1;
    return NULL;
  }
  band->adler = adler32(0L, Z_NULL, 0);
  const unsigned char *input = band->filtered;
  size_t remaining = band->filtered_length;
  stream.next_out = band->compressed;
  stream.avail_out = (uInt)capacity;
  // zlib counts in uInt: feed at most 1 GiB at a time.
  const size_t chunk = (size_t)1 << 30;
  int result = Z_OK;
  do {
    size_t piece = remaining < chunk ? remaining : chunk;
    band->adler = adler32(band->adler, input, (uInt)piece);
    stream.next_in = (unsigned char *)input;
    stream.avail_in = (uInt)piece;
    input += piece;
    remaining -= piece;
    int flush = remaining > 0 ? Z_NO_FLUSH : (band->is_last ? Z_FINISH : Z_SYNC_FLUSH);
    result = deflate(&stream, flush);
  } while (remaining > 0 && result == Z_OK);
  band->compressed_length = capacity - stream.avail_out;
  deflateEnd(&stream);
  band->status = (band->is_last ? result == Z_STREAM_END : result == Z_OK) ? 0 : -1;
  return NULL;
}

unsigned long vfl_crc32(unsigned long crc, const unsigned char *data, size_t length) {
  const size_t chunk = (size_t)1 << 30;
  while (length > 0) {
    size_t piece = length < chunk ? length : chunk;
    crc = crc32(crc, data, (uInt)piece);
    data += piece;
    length -= piece;
  }
  return crc;
}

void vfl_band_deflate_free(unsigned char *stream) { free(stream); }

int vfl_rgba_is_opaque(const unsigned char *rgba, size_t count) {
  unsigned char all = 0xFF;
  for (size_t i = 0; i < count; i++) all &= rgba[i * 4 + 3];
  return all == 0xFF;
}

int vfl_band_deflate_png_rows(
  const unsigned char *rgba, size_t width, size_t height, int drop_alpha, int level, int bands,
  unsigned char **out, size_t *out_length) {
  if (width == 0 || height == 0 || bands < 1) return -1;
  if ((size_t)bands > height) bands = (int)height;
  size_t stride = row_bytes(width, drop_alpha);
  band_t *parts = calloc((size_t)bands, sizeof(band_t));
  if (parts == NULL) return -1;
  int status = 0;
  size_t next_row = 0;
  for (int i = 0; i < bands; i++) {
    size_t rows = height / (size_t)bands + ((size_t)i < height % (size_t)bands ? 1 : 0);
    parts[i] = (band_t){
      .rgba = rgba, .width = width, .first_row = next_row, .row_count = rows,
      .drop_alpha = drop_alpha, .level = level, .is_last = i == bands - 1,
      .filtered_length = rows * stride};
    parts[i].filtered = malloc(parts[i].filtered_length);
    if (parts[i].filtered == NULL) status = -1;
    next_row += rows;
  }
  pthread_t *threads = calloc((size_t)bands, sizeof(pthread_t));
  int *started = calloc((size_t)bands, sizeof(int));
  if (threads == NULL || started == NULL) status = -1;
  for (int i = 1; status == 0 && i < bands; i++) {
    started[i] = pthread_create(&threads[i], NULL, compress_band, &parts[i]) == 0;
    if (!started[i]) compress_band(&parts[i]);
  }
  if (status == 0) compress_band(&parts[0]);
  for (int i = 1; status == 0 && i < bands; i++) {
    if (started[i]) pthread_join(threads[i], NULL);
  }
  size_t total = 2 + 4;
  for (int i = 0; status == 0 && i < bands; i++) {
    if (parts[i].status != 0) status = -1;
    total += parts[i].compressed_length;
  }
  unsigned char *stream = status == 0 ? malloc(total) : NULL;
  if (status == 0 && stream == NULL) status = -1;
  if (status == 0) {
    // CMF 0x78: deflate with a 32 KiB window; FLG 0x01: no dictionary, and 0x7801 % 31 == 0.
    stream[0] = 0x78;
    stream[1] = 0x01;
    size_t at = 2;
    uLong adler = parts[0].adler;
    for (int i = 0; i < bands; i++) {
      memcpy(stream + at, parts[i].compressed, parts[i].compressed_length);
      at += parts[i].compressed_length;
      if (i > 0) adler = adler32_combine(adler, parts[i].adler, (z_off_t)parts[i].filtered_length);
    }
    stream[at++] = (unsigned char)(adler >> 24);
    stream[at++] = (unsigned char)(adler >> 16);
    stream[at++] = (unsigned char)(adler >> 8);
    stream[at++] = (unsigned char)adler;
    *out = stream;
    *out_length = at;
  }
  for (int i = 0; i < bands; i++) {
    free(parts[i].filtered);
    free(parts[i].compressed);
  }
  free(parts);
  free(threads);
  free(started);
  return status;
}
