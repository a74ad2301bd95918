#ifndef C_BAND_DEFLATE_H
#define C_BAND_DEFLATE_H

#include <stddef.h>

/// The zlib stream of a PNG's image data, compressed in bands of rows on their own threads (the
/// method of pigz): each band is raw deflate that ends in a sync flush (the last one finishes the
/// stream) and starts from the previous band's last 32 KiB as its dictionary, and the Adler-32 of
/// the whole is combined from the bands'. The result is one ordinary zlib stream that any PNG reader
/// inflates. It is in C because zlib's setup is a macro and the threads share plain buffers.
///
/// `rgba` holds `height` rows of `width` pixels of 4 bytes. Each row is written with filter type
/// 0 (none): on the renders of the samples, none at zlib level 2 gave smaller files than Up, and
/// smaller than libpng's defaults. With `drop_alpha` the alpha byte of each pixel is left out (an
/// opaque image written as RGB). `bands` is how many
/// pieces to compress at once; the bytes depend only on the pixels, `level` and `bands`, never on
/// the machine. On success returns 0 and sets `*out` (free it with free(3)) and `*out_length`.
int vfl_band_deflate_png_rows(
  const unsigned char *rgba, size_t width, size_t height, int drop_alpha, int level, int bands,
  unsigned char **out, size_t *out_length);

/// Frees a stream returned by vfl_band_deflate_png_rows.
void vfl_band_deflate_free(unsigned char *stream);

/// zlib's CRC-32 (the PNG chunk checksum) of `length` bytes, continuing from `crc` (0 to start).
unsigned long vfl_crc32(unsigned long crc, const unsigned char *data, size_t length);

/// Whether every pixel of `count` RGBA pixels has alpha 255.
int vfl_rgba_is_opaque(const unsigned char *rgba, size_t count);

#endif
