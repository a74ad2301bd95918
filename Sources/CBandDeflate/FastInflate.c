// A fast path for decoding the PNGs this tool writes (and most wireframe PNGs): 8-bit RGB or RGBA,
// not interlaced, no colour management. libpng's simplified API spends most of a 2000×2000 decode
// verifying zlib's Adler-32 (the chunk CRCs already cover the same bytes) and converting rows
// through its generic transform pipeline; here the image data is inflated raw, unfiltered in
// place and widened to RGBA in one pass. Anything else returns VFL_FAST_INFLATE_UNSUPPORTED and
// the caller decodes with libpng, so the pixels and the error messages stay libpng's.
#include "CBandDeflate.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static uint32_t read_u32(const unsigned char *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define VFL_HAVE_SSSE3_PATH 1

// RGB to RGBA, four pixels per shuffle; returns how many pixels it widened (a multiple of 4, leaving
// at least two pixels so the 16-byte load never reads past the row).
__attribute__((target("ssse3"))) static size_t widen_rgb_ssse3(const unsigned char *in, unsigned char *out,
                                                                size_t width) {
  const __m128i shuffle = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
  const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
  size_t x = 0;
  for (; x + 6 <= width; x += 4) {
    __m128i pixels = _mm_loadu_si128((const __m128i *)(in + 3 * x));
    _mm_storeu_si128((__m128i *)(out + 4 * x), _mm_or_si128(_mm_shuffle_epi8(pixels, shuffle), alpha));
  }
  return x;
}
#endif

static int paeth(int a, int b, int c) {
  int p = a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

// Undoes one row's filter in place; `previous` is NULL for the first row. Returns 0 on success.
static int unfilter(unsigned char type, unsigned char *row, const unsigned char *previous, size_t length,
                    size_t bpp) {
  size_t i;
  switch (type) {
  case 0: return 0;
  case 1:
    for (i = bpp; i < length; i++) row[i] = (unsigned char)(row[i] + row[i - bpp]);
    return 0;
  case 2:
    if (previous)
      for (i = 0; i < length; i++) row[i] = (unsigned char)(row[i] + previous[i]);
    return 0;
  case 3:
    for (i = 0; i < length; i++) {
      int left = i >= bpp ? row[i - bpp] : 0;
      int up = previous ? previous[i] : 0;
      row[i] = (unsigned char)(row[i] + ((left + up) >> 1));
    }
    return 0;
  case 4:
    for (i = 0; i < length; i++) {
      int left = i >= bpp ? row[i - bpp] : 0;
      int up = previous ? previous[i] : 0;
      int corner = (previous && i >= bpp) ? previous[i - bpp] : 0;
      row[i] = (unsigned char)(row[i] + paeth(left, up, corner));
    }
    return 0;
  default: return -1;
  }
}

int vfl_fast_inflate_png(const unsigned char *png, size_t length, size_t width, size_t height,
                         unsigned char *rgba) {
  static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  if (length < 8 + 25 || memcmp(png, signature, 8) != 0) return VFL_FAST_INFLATE_UNSUPPORTED;
  size_t position = 8;
  int channels = 0;
  int seen_header = 0, ended = 0;
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  unsigned char *scan = NULL;  // two rows of filtered bytes: the current and the previous
  size_t row_bytes = 0;
  size_t row = 0, filled = 0;
  int result = VFL_FAST_INFLATE_UNSUPPORTED;
  int stream_open = 0, skipped_zlib_header = 0;
  unsigned char zlib_header[2];
  size_t zlib_header_length = 0;
#ifdef VFL_HAVE_SSSE3_PATH
  int has_ssse3 = __builtin_cpu_supports("ssse3");
#endif

  while (position + 12 <= length) {
    uint32_t chunk_length = read_u32(png + position);
    const unsigned char *type = png + position + 4;
    const unsigned char *data = png + position + 8;
    if (chunk_length > length - position - 12) goto done;
    uint32_t stored_crc = read_u32(data + chunk_length);
    if ((uint32_t)crc32(crc32(0L, type, 4), data, chunk_length) != stored_crc) goto done;
    if (memcmp(type, "IHDR", 4) == 0) {
      if (chunk_length != 13 || seen_header) goto done;
      if (read_u32(data) != width || read_u32(data + 4) != height) goto done;
      if (data[8] != 8 || data[10] != 0 || data[11] != 0 || data[12] != 0) goto done;
      if (data[9] == 2) channels = 3;
      else if (data[9] == 6) channels = 4;
      else goto done;
      seen_header = 1;
      row_bytes = width * (size_t)channels;
      scan = malloc(2 * (row_bytes + 1));
      if (!scan) goto done;
      if (inflateInit2(&stream, -15) != Z_OK) goto done;
      stream_open = 1;
    } else if (memcmp(type, "IDAT", 4) == 0) {
      if (!seen_header || ended) goto done;
      size_t offset = 0;
      // The 2-byte zlib header may straddle chunks; raw inflate starts after it.
      while (!skipped_zlib_header && offset < chunk_length) {
        zlib_header[zlib_header_length++] = data[offset++];
        if (zlib_header_length == 2) {
          if ((zlib_header[0] & 0x0F) != 8 || (zlib_header[1] & 0x20) != 0 ||
              ((zlib_header[0] << 8) | zlib_header[1]) % 31 != 0)
            goto done;
          skipped_zlib_header = 1;
        }
      }
      stream.next_in = (unsigned char *)data + offset;
      stream.avail_in = (uInt)(chunk_length - offset);
      while (row < height) {
        unsigned char *current = scan + (row & 1) * (row_bytes + 1);
        stream.next_out = current + filled;
        stream.avail_out = (uInt)(row_bytes + 1 - filled);
        int status = inflate(&stream, Z_NO_FLUSH);
        if (status == Z_BUF_ERROR) break;  // this chunk is used up: the next IDAT goes on
        if (status != Z_OK && status != Z_STREAM_END) goto done;
        int row_full = stream.avail_out == 0;
        filled = row_bytes + 1 - stream.avail_out;
        if (row_full) {
          const unsigned char *previous = row > 0 ? scan + ((row - 1) & 1) * (row_bytes + 1) + 1 : NULL;
          if (unfilter(current[0], current + 1, previous, row_bytes, (size_t)channels) != 0) goto done;
          unsigned char *out = rgba + row * width * 4;
          if (channels == 4) {
            memcpy(out, current + 1, row_bytes);
          } else {
            const unsigned char *in = current + 1;
            size_t x = 0;
#ifdef VFL_HAVE_SSSE3_PATH
            if (has_ssse3) x = widen_rgb_ssse3(in, out, width);
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            // One 4-byte load, OR and store a pixel; the last pixel is done bytewise so the load
            // never reads past the row.
            for (; x + 1 < width; x++) {
              uint32_t pixel;
              memcpy(&pixel, in + 3 * x, 4);
              pixel |= 0xFF000000u;
              memcpy(out + 4 * x, &pixel, 4);
            }
#endif
            for (; x < width; x++) {
              out[4 * x] = in[3 * x];
              out[4 * x + 1] = in[3 * x + 1];
              out[4 * x + 2] = in[3 * x + 2];
              out[4 * x + 3] = 255;
            }
          }
          row++;
          filled = 0;
        }
        if (status == Z_STREAM_END) break;
        // Input used up without filling the row: zlib holds nothing more until the next IDAT.
        if (stream.avail_in == 0 && !row_full) break;
      }
    } else if (memcmp(type, "IEND", 4) == 0) {
      ended = 1;
      break;
    } else if (!(type[0] & 0x20)) {
      // An unknown critical chunk (PLTE has no place in RGB/RGBA we accept here).
      goto done;
    } else if (memcmp(type, "tRNS", 4) == 0 || memcmp(type, "gAMA", 4) == 0 ||
               memcmp(type, "cHRM", 4) == 0 || memcmp(type, "iCCP", 4) == 0 ||
               memcmp(type, "sBIT", 4) == 0) {
      // Transparency and colour management change the pixels libpng returns.
      goto done;
    }
    position += 12 + (size_t)chunk_length;
  }
  if (ended && row == height) result = 0;

done:
  if (stream_open) inflateEnd(&stream);
  free(scan);
  return result;
}
