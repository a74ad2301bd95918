// A fast path for decoding the PNGs this tool writes (and most wireframe PNGs): 8-bit RGB or RGBA,
// not interlaced, no colour management. libpng's simplified API spends most of a 2000×2000 decode
// verifying zlib's Adler-32 (the chunk CRCs already cover the same bytes) and converting rows
// through its generic transform pipeline; here the image data is inflated, unfiltered and widened
// to RGBA row by row. Inflating is the rest of the cost: libdeflate (whole-buffer, about 3× zlib's
// speed) is used when its shared library is installed, loaded at run time so that building the
// package never needs it; otherwise zlib inflates raw. Anything else returns
// VFL_FAST_INFLATE_UNSUPPORTED and the caller decodes with libpng, so the pixels and the error
// messages stay libpng's.
#include "CPNGStream.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

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

// libdeflate's decompressor, found at run time (its ABI has been stable since 1.0).
typedef void *(*deflate_alloc_fn)(void);
typedef int (*deflate_zlib_fn)(void *, const void *, size_t, void *, size_t, size_t *);
typedef void (*deflate_free_fn)(void *);
static struct {
  deflate_alloc_fn alloc;
  deflate_zlib_fn zlib_decompress;
  deflate_free_fn free;
} libdeflate;
static pthread_once_t libdeflate_once = PTHREAD_ONCE_INIT;

static void load_libdeflate(void) {
  void *library = dlopen("libdeflate.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!library) return;
  deflate_alloc_fn alloc = (deflate_alloc_fn)dlsym(library, "libdeflate_alloc_decompressor");
  deflate_zlib_fn zlib_decompress = (deflate_zlib_fn)dlsym(library, "libdeflate_zlib_decompress");
  deflate_free_fn release = (deflate_free_fn)dlsym(library, "libdeflate_free_decompressor");
  if (!alloc || !zlib_decompress || !release) return;
  libdeflate.alloc = alloc;
  libdeflate.zlib_decompress = zlib_decompress;
  libdeflate.free = release;
}

static uint32_t read_u32(const unsigned char *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

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

// Rows in, RGBA out: each filtered row (filter byte first) is copied to a scratch row, unfiltered
// against the previous one and written to its place in the image. The copy lets the filtered data
// sit inside the output buffer itself (see decode_with_libdeflate).
typedef struct {
  size_t width, channels, row_bytes, row;
  unsigned char *rows;  // two scratch rows of row_bytes: the current and the previous
  unsigned char *rgba;
  int has_ssse3;
} row_writer_t;

static int write_row(row_writer_t *writer, const unsigned char *filtered) {
  unsigned char *current = writer->rows + (writer->row & 1) * writer->row_bytes;
  const unsigned char *previous = writer->row > 0 ? writer->rows + ((writer->row - 1) & 1) * writer->row_bytes : NULL;
  memcpy(current, filtered + 1, writer->row_bytes);
  if (unfilter(filtered[0], current, previous, writer->row_bytes, writer->channels) != 0) return -1;
  unsigned char *out = writer->rgba + writer->row * writer->width * 4;
  if (writer->channels == 4) {
    memcpy(out, current, writer->row_bytes);
  } else {
    const unsigned char *in = current;
    size_t x = 0, width = writer->width;
#ifdef VFL_HAVE_SSSE3_PATH
    if (writer->has_ssse3) x = widen_rgb_ssse3(in, out, width);
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // One 4-byte load, OR and store a pixel; the last pixel is done bytewise so the load never
    // reads past the row.
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
  writer->row++;
  return 0;
}

// The image data in one piece, inflated by libdeflate. For RGB the filtered rows (3 bytes a pixel
// and a filter byte) fit at the end of the RGBA buffer (4 bytes a pixel) and are read, row by row,
// always ahead of the rows written, so no second image-sized buffer is needed.
static int decode_with_libdeflate(const unsigned char *data, size_t length, row_writer_t *writer,
                                  size_t height) {
  size_t stride = writer->row_bytes + 1;
  size_t filtered_length = stride * height;
  size_t image_length = writer->width * 4 * height;
  unsigned char *filtered =
    filtered_length <= image_length ? writer->rgba + (image_length - filtered_length) : malloc(filtered_length);
  if (!filtered) return -1;
  void *decompressor = libdeflate.alloc();
  size_t produced = 0;
  int status = decompressor ? libdeflate.zlib_decompress(decompressor, data, length, filtered, filtered_length,
                                                         &produced)
                            : -1;
  if (decompressor) libdeflate.free(decompressor);
  int result = status == 0 && produced == filtered_length ? 0 : -1;
  for (size_t row = 0; result == 0 && row < height; row++) {
    if (write_row(writer, filtered + row * stride) != 0) result = -1;
  }
  if (filtered_length > image_length) free(filtered);
  return result;
}

int vfl_fast_inflate_png(const unsigned char *png, size_t length, size_t width, size_t height,
                         unsigned char *rgba, int allow_libdeflate) {
  static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  if (length < 8 + 25 || memcmp(png, signature, 8) != 0) return VFL_FAST_INFLATE_UNSUPPORTED;
  pthread_once(&libdeflate_once, load_libdeflate);
  int use_libdeflate = allow_libdeflate && libdeflate.zlib_decompress != NULL;
  size_t position = 8;
  int seen_header = 0, ended = 0;
  row_writer_t writer = {.width = width, .rgba = rgba};
#ifdef VFL_HAVE_SSSE3_PATH
  writer.has_ssse3 = __builtin_cpu_supports("ssse3");
#endif
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  int stream_open = 0;
  unsigned char *pending = NULL;  // zlib: one filtered row being filled
  size_t filled = 0;
  unsigned char *joined = NULL;   // libdeflate: the image data of several IDAT chunks, joined
  const unsigned char *image_data = NULL;
  size_t image_data_length = 0, joined_capacity = 0;
  int result = VFL_FAST_INFLATE_UNSUPPORTED;
  int skipped_zlib_header = 0;
  unsigned char zlib_header[2];
  size_t zlib_header_length = 0;

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
      if (data[9] == 2) writer.channels = 3;
      else if (data[9] == 6) writer.channels = 4;
      else goto done;
      seen_header = 1;
      writer.row_bytes = width * writer.channels;
      writer.rows = malloc(2 * writer.row_bytes);
      pending = malloc(writer.row_bytes + 1);
      if (!writer.rows || !pending) goto done;
      if (!use_libdeflate) {
        if (inflateInit2(&stream, -15) != Z_OK) goto done;
        stream_open = 1;
      }
    } else if (memcmp(type, "IDAT", 4) == 0) {
      if (!seen_header || ended) goto done;
      if (use_libdeflate) {
        // The first chunk is used in place; later ones are joined to it.
        if (image_data == NULL) {
          image_data = data;
          image_data_length = chunk_length;
        } else {
          if (joined == NULL || image_data_length + chunk_length > joined_capacity) {
            size_t capacity = 2 * (image_data_length + chunk_length);
            unsigned char *grown = realloc(joined, capacity);
            if (!grown) goto done;
            if (joined == NULL) memcpy(grown, image_data, image_data_length);
            joined = grown;
            joined_capacity = capacity;
          }
          memcpy(joined + image_data_length, data, chunk_length);
          image_data = joined;
          image_data_length += chunk_length;
        }
      } else {
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
        while (writer.row < height) {
          stream.next_out = pending + filled;
          stream.avail_out = (uInt)(writer.row_bytes + 1 - filled);
          int status = inflate(&stream, Z_NO_FLUSH);
          if (status == Z_BUF_ERROR) break;  // this chunk is used up: the next IDAT goes on
          if (status != Z_OK && status != Z_STREAM_END) goto done;
          int row_full = stream.avail_out == 0;
          filled = writer.row_bytes + 1 - stream.avail_out;
          if (row_full) {
            if (write_row(&writer, pending) != 0) goto done;
            filled = 0;
          }
          if (status == Z_STREAM_END) break;
          // Input used up without filling the row: zlib holds nothing more until the next IDAT.
          if (stream.avail_in == 0 && !row_full) break;
        }
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
  if (ended && use_libdeflate && image_data != NULL) {
    if (decode_with_libdeflate(image_data, image_data_length, &writer, height) != 0) goto done;
  }
  if (ended && writer.row == height) result = 0;

done:
  if (stream_open) inflateEnd(&stream);
  free(writer.rows);
  free(pending);
  free(joined);
  return result;
}
