// The PNG encoder's image data: rows filtered here and compressed by ISA-L's igzip (level 1) in one
// pass over the pixels with a small buffer, except long runs of repeated rows, which are written as
// deflate blocks of their own (ZeroRowBlock.c). See CPNGStream.h for the choices and what they
// measured.
#include "CPNGStream.h"
#include "ZeroRowBlock.h"

#include <isa-l/igzip_lib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Filtered rows handed to igzip at a time: big enough that the call overhead vanishes, small enough
// to stay in the cache next to igzip's own buffers.
static const size_t batch_bytes = 256 * 1024;

// Whether a run of `rows` repeated rows of `zeros` zero bytes each is worth a block of its own.
// igzip spends about ten bits on each 258 zeros of a repeated row, the block two, plus about 16 a
// row for its literals and last match; the block's code, its sync flush and the igzip stream that
// starts again after it cost about 60 bytes (fitted on the samples at 1× and 2×: with 60, no
// picture is larger than with igzip alone, and the 60 are 6 % smaller in all; a 2048-pixel-wide
// device screen's runs between grid lines pay, 2.07 → 1.39× libpng's default size, a 375-pixel
// one's do not).
static int run_pays(size_t zeros, size_t rows) {
  size_t saved_bits_per_row = 8 * (zeros / 258);
  return saved_bits_per_row > 16 && rows * (saved_bits_per_row - 16) > 60 * 8;
}

static size_t row_bytes(size_t width, int drop_alpha) { return 1 + width * (drop_alpha ? 3 : 4); }

// Writes one PNG row: filter Up when the pixels repeat the row above (the filtered bytes are then
// all zero), else filter None. Without alpha, returns 0 when a pixel of the row is not opaque (the
// image must then be written with alpha), else 1.
static int filter_row(const unsigned char *rgba, size_t width, size_t y, int repeat, int drop_alpha,
                      unsigned char *target) {
  const unsigned char *row = rgba + y * width * 4;
  if (repeat) {
    *target++ = 2;
    memset(target, 0, width * (drop_alpha ? 3 : 4));
    return 1;
  }
  *target++ = 0;
  if (!drop_alpha) {
    memcpy(target, row, width * 4);
    return 1;
  }
  // Four bytes stored for every pixel, each store overlapping the next pixel's first byte: one
  // load and one store a pixel instead of three of each. The alpha bytes are gathered meanwhile.
  unsigned char alpha = 0xFF;
  size_t x = 0;
  for (; x + 1 < width; x++) {
    uint32_t pixel;
    memcpy(&pixel, row + x * 4, 4);
    memcpy(target + x * 3, &pixel, 4);
    alpha &= row[x * 4 + 3];
  }
  memcpy(target + x * 3, row + x * 4, 3);
  alpha &= row[x * 4 + 3];
  return alpha == 0xFF;
}

// The Adler-32 of a repeated row under filter Up: the byte 2, then `zeros` zero bytes.
static uint32_t adler_of_zero_row(uint32_t adler, size_t zeros) {
  const uint64_t modulus = 65521;
  uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
  s1 = (s1 + 2) % modulus;
  s2 = (s2 + s1 * ((zeros + 1) % modulus)) % modulus;
  return (uint32_t)(s2 << 16 | s1);
}

typedef struct {
  unsigned char *data;
  size_t length;
  size_t capacity;
} output_t;

static int reserve(output_t *output, size_t more) {
  if (output->capacity - output->length >= more) return 0;
  size_t larger = output->capacity * 2;
  while (larger - output->length < more) larger *= 2;
  unsigned char *moved = realloc(output->data, larger);
  if (moved == NULL) return -1;
  output->data = moved;
  output->capacity = larger;
  return 0;
}

// Rows `first` up to `end` (none of them part of a long run) through a new igzip stream, ending in a
// sync flush, or in the final block when `last`.
static int compress_segment(const unsigned char *rgba, const unsigned char *repeats, size_t width, size_t first,
                            size_t end, int drop_alpha,
                            int last, unsigned char *batch, unsigned char *level_buffer, output_t *output,
                            uint32_t *adler) {
  size_t stride = row_bytes(width, drop_alpha);
  size_t rows_per_batch = batch_bytes / stride > 0 ? batch_bytes / stride : 1;
  struct isal_zstream stream;
  isal_deflate_init(&stream);
  stream.gzip_flag = IGZIP_DEFLATE;
  stream.level = 1;
  stream.level_buf = level_buffer;
  stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
  // No dictionary: every segment but the first follows a run of repeated rows, whose bytes (zeros
  // after a filter byte) would only be matched by zeros, which the segment has in reach anyway; and
  // hashing 32 KiB for each of a device screen's 300 segments cost more than the igzip work.
  for (size_t from = first; from < end; from += rows_per_batch) {
    size_t count = end - from < rows_per_batch ? end - from : rows_per_batch;
    for (size_t row = 0; row < count; row++) {
      if (!filter_row(rgba, width, from + row, repeats[from + row], drop_alpha, batch + row * stride)) return 1;
    }
    *adler = isal_adler32(*adler, batch, count * stride);
    stream.next_in = batch;
    stream.avail_in = (uint32_t)(count * stride);
    int finishing = from + count == end;
    stream.end_of_stream = finishing && last;
    stream.flush = finishing && !last ? SYNC_FLUSH : NO_FLUSH;
    for (;;) {
      if (reserve(output, 64 * 1024) != 0) return -1;
      stream.next_out = output->data + output->length;
      stream.avail_out = (uint32_t)(output->capacity - output->length > UINT32_MAX
                                      ? UINT32_MAX
                                      : output->capacity - output->length);
      uint32_t before = stream.avail_out;
      if (isal_deflate(&stream) != COMP_OK) return -1;
      output->length += before - stream.avail_out;
      int done = stream.end_of_stream ? stream.internal_state.state == ZSTATE_END
                                      : stream.avail_in == 0 && stream.avail_out > 0;
      if (done) break;
    }
  }
  return 0;
}

// One attempt: RGB (`drop_alpha`) or RGBA. Returns 0 on success, 1 when an RGB attempt met a pixel
// that is not opaque, -1 on failure.
static int deflate_rows(const unsigned char *rgba, size_t width, size_t height, int drop_alpha, size_t block_rows,
                        unsigned char **out, size_t *out_length) {
  size_t stride = row_bytes(width, drop_alpha);
  size_t rows_per_batch = batch_bytes / stride > 0 ? batch_bytes / stride : 1;
  output_t output = {malloc((stride * height) / 16 + 65536), 0, (stride * height) / 16 + 65536};
  unsigned char *batch = malloc(rows_per_batch * stride);
  unsigned char *level_buffer = malloc(ISAL_DEF_LVL1_DEFAULT);
  // Which rows repeat the row above, found once: the runs are looked for and the rows filtered by it.
  unsigned char *repeats = malloc(height);
  int status = -1;
  uint32_t adler = 1;
  if (output.data == NULL || batch == NULL || level_buffer == NULL || repeats == NULL) goto done;
  repeats[0] = 0;
  for (size_t row = 1; row < height; row++) {
    repeats[row] = memcmp(rgba + row * width * 4, rgba + (row - 1) * width * 4, width * 4) == 0;
  }
  // CMF 0x78: deflate with a 32 KiB window; FLG 0x01: no dictionary, and 0x7801 % 31 == 0.
  output.data[0] = 0x78;
  output.data[1] = 0x01;
  output.length = 2;

  size_t y = 0;
  while (y < height) {
    // The next long run of repeated rows, if any: rows that equal the row above.
    size_t run_start = height, run_end = height;
    for (size_t row = y; row < height;) {
      if (!repeats[row]) {
        row++;
        continue;
      }
      size_t end = row;
      while (end < height && repeats[end]) end++;
      if (block_rows > 0 ? end - row >= block_rows : run_pays(stride - 1, end - row)) {
        run_start = row;
        run_end = end;
        break;
      }
      row = end;
    }
    if (run_start > y) {
      status = compress_segment(rgba, repeats, width, y, run_start, drop_alpha, run_start == height, batch,
                                level_buffer, &output, &adler);
      if (status != 0) goto done;
      status = -1;
    }
    if (run_start < height) {
      size_t zeros = stride - 1;
      size_t rows = run_end - run_start;
      if (reserve(&output, vfl_zero_row_block_bound(zeros, rows)) != 0) goto done;
      output.length += vfl_write_zero_row_block(output.data + output.length, zeros, rows, run_end == height);
      for (size_t row = 0; row < rows; row++) adler = adler_of_zero_row(adler, zeros);
    }
    y = run_end;
  }
  if (reserve(&output, 4) != 0) goto done;
  output.data[output.length++] = (unsigned char)(adler >> 24);
  output.data[output.length++] = (unsigned char)(adler >> 16);
  output.data[output.length++] = (unsigned char)(adler >> 8);
  output.data[output.length++] = (unsigned char)adler;
  *out = output.data;
  *out_length = output.length;
  output.data = NULL;
  status = 0;
done:
  free(repeats);
  free(batch);
  free(level_buffer);
  free(output.data);
  return status;
}

int vfl_deflate_png_rows_with_blocks(const unsigned char *rgba, size_t width, size_t height, size_t block_rows,
                                     int *opaque, unsigned char **out, size_t *out_length) {
  if (width == 0 || height == 0) return -1;
  // Wireframes are opaque: RGB is tried first, with the alpha bytes checked on the way, and an
  // image with a translucent pixel starts again as RGBA.
  int status = deflate_rows(rgba, width, height, 1, block_rows, out, out_length);
  *opaque = status == 0;
  if (status == 1) status = deflate_rows(rgba, width, height, 0, block_rows, out, out_length);
  return status;
}

int vfl_deflate_png_rows(const unsigned char *rgba, size_t width, size_t height, int *opaque,
                         unsigned char **out, size_t *out_length) {
  return vfl_deflate_png_rows_with_blocks(rgba, width, height, 0, opaque, out, out_length);
}

void vfl_deflate_free(unsigned char *stream) { free(stream); }

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
