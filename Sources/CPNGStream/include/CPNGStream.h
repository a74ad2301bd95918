#ifndef C_PNG_STREAM_H
#define C_PNG_STREAM_H

#include <stddef.h>

/// The zlib stream of a PNG's image data, compressed by ISA-L's igzip at level 1, or, for a mostly
/// empty picture, by deflate blocks written here.
///
/// `rgba` holds `height` rows of `width` pixels of 4 bytes. A row that repeats the row above is
/// written with filter Up (all its bytes are then zero); a row that changes a few pixels of its
/// neighbours, in a picture written by stretches (below), with filter Up or Sub; any other row with
/// filter None. An image whose pixels are all opaque is written as RGB (`*opaque` set to 1), any
/// other as RGBA (0).
///
/// Why igzip: on the samples' renders it compressed 10× faster than zlib at level 2 (the previous
/// encoder, on two threads) and wrote 0.79–0.92× of libpng's default sizes. Its weak spots are long
/// runs (an empty device screen, a contact sheet's margins), where its matches cost about ten bits
/// each against zlib's two or three; hatching, which zlib copies from the row above moved by a
/// pixel; and lines of text, where it finds neither the row above nor the best of several earlier
/// places: such pictures came out at 1.2–2.4× libpng's default. So a picture whose rows repeat the
/// row above at least 40 % of the time, or that igzip writes in under 0.65 bits a pixel, is
/// written by stretches, each a block of DeflateBlock.c's token writer, from tokens found here:
/// runs of repeated rows, rows that change a few pixels of their neighbours (filter Up or Sub),
/// rows equal to one a few rows up, hatched rows and dense rows on their own (a run of zeros a copy
/// from one byte back, a grid line copies of its own period or of the rows just above, a hatched
/// row copies of the row above a pixel over); and runs of dense rows (lines of text), by copies
/// over the whole stretch with the row above as one more distance. Such pictures are then
/// 0.72–1.07× libpng's default, in about the time igzip alone took for the text; for a picture
/// under 0.65 bits a pixel the smaller of both is kept.
///
/// The bytes depend only on the pixels and igzip's version and code path (x86-64 with SSE4.2 and
/// later share one; older or other processors may write other, equally valid, bytes), since the
/// compression state is kept at a fixed address (see vfl_deflate_stream_slot). On success returns
/// 0 and sets `*out` (free it with vfl_deflate_free) and `*out_length`.
int vfl_deflate_png_rows(const unsigned char *rgba, size_t width, size_t height, int *opaque,
                         unsigned char **out, size_t *out_length);

/// The igzip hash-table slot that the calling thread's compression state is placed at (see
/// RowDeflate.c: igzip files one entry under a hash of that address, so the address is fixed to
/// keep the output the same from thread to thread and run to run): 5735 on x86-64 Linux, -1 where
/// the state cannot be placed (and where igzip's other code paths do not need it).
int vfl_deflate_stream_slot(void);

/// Frees a stream returned by vfl_deflate_png_rows.
void vfl_deflate_free(unsigned char *stream);

/// zlib's CRC-32 (the PNG chunk checksum) of `length` bytes, continuing from `crc` (0 to start).
unsigned long vfl_crc32(unsigned long crc, const unsigned char *data, size_t length);

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
