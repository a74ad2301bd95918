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

/// Returned by vfl_fast_inflate_png for a PNG outside its fast path (or damaged): decode it with libpng.
#define VFL_FAST_INFLATE_UNSUPPORTED (-1)

/// Decodes a `width`×`height` PNG held in `png` into `rgba` (width·height·4 bytes) when it is 8-bit
/// RGB or RGBA, not interlaced, with no tRNS, gAMA, cHRM, iCCP or sBIT chunk: the chunk CRCs are
/// checked, the image data inflated (by libdeflate when `allow_libdeflate` and its shared library
/// can be loaded, else raw by zlib, skipping zlib's Adler-32 over the bytes the CRCs cover),
/// unfiltered and widened to RGBA. Returns 0, or VFL_FAST_INFLATE_UNSUPPORTED for anything else,
/// damaged files included, which the caller then gives to libpng.
int vfl_fast_inflate_png(const unsigned char *png, size_t length, size_t width, size_t height,
                         unsigned char *rgba, int allow_libdeflate);

#endif
