// The PNG encoder's image data: rows filtered here and compressed by ISA-L's igzip (level 1), in
// one pass over the pixels with a small buffer, so neither a filtered copy of the image nor a
// second thread is needed; mostly empty pictures by stretches, in blocks of our own
// (DeflateBlock.c). See CPNGStream.h for the choices and what they measured.
#include "CPNGStream.h"
#include "DeflateBlock.h"

#include <isa-l/igzip_lib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Filtered rows handed to igzip at a time: big enough that the call overhead vanishes, small enough
// to stay in the cache next to igzip's own buffers.
static const size_t batch_bytes = 256 * 1024;

static size_t row_bytes(size_t width, int drop_alpha) { return 1 + width * (drop_alpha ? 3 : 4); }

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define VFL_HAVE_X86_SIMD_PATH 1

// RGBA to RGB, four pixels per shuffle, the alpha bytes ANDed into `*alpha` meanwhile; returns how
// many pixels it narrowed (a multiple of 4, leaving at least two pixels, so that each 16-byte store
// ends inside the row: its last four bytes are the next pixel's, written again after). With
// `above`, the bytes narrowed are the pixels' differences from it (filter Up).
__attribute__((target("ssse3"))) static size_t narrow_rgba_ssse3(const unsigned char *in, const unsigned char *above,
                                                                  unsigned char *out, size_t width,
                                                                  unsigned char *alpha) {
  const __m128i shuffle = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
  __m128i all = _mm_set1_epi8((char)0xFF);
  size_t x = 0;
  for (; x + 6 <= width; x += 4) {
    __m128i pixels = _mm_loadu_si128((const __m128i *)(in + 4 * x));
    all = _mm_and_si128(all, pixels);
    if (above != NULL) pixels = _mm_sub_epi8(pixels, _mm_loadu_si128((const __m128i *)(above + 4 * x)));
    _mm_storeu_si128((__m128i *)(out + 3 * x), _mm_shuffle_epi8(pixels, shuffle));
  }
  // The alpha lanes are bytes 3, 7, 11 and 15.
  int opaque = (_mm_movemask_epi8(_mm_cmpeq_epi8(all, _mm_set1_epi8((char)0xFF))) & 0x8888) == 0x8888;
  if (!opaque) *alpha = 0;
  return x;
}

// The same, eight pixels per shuffle: each 128-bit lane is packed as above, then the two lanes'
// twelve bytes are moved together. Each 32-byte store ends inside the row (at least three pixels
// are left), its last eight bytes written again after.
__attribute__((target("avx2"))) static size_t narrow_rgba_avx2(const unsigned char *in, const unsigned char *above,
                                                                unsigned char *out, size_t width,
                                                                unsigned char *alpha) {
  const __m256i shuffle = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0, 1, 2, 4, 5, 6, 8,
                                           9, 10, 12, 13, 14, -1, -1, -1, -1);
  const __m256i together = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 7, 7);
  __m256i all = _mm256_set1_epi8((char)0xFF);
  size_t x = 0;
  for (; x + 11 <= width; x += 8) {
    __m256i pixels = _mm256_loadu_si256((const __m256i *)(in + 4 * x));
    all = _mm256_and_si256(all, pixels);
    if (above != NULL) pixels = _mm256_sub_epi8(pixels, _mm256_loadu_si256((const __m256i *)(above + 4 * x)));
    __m256i packed = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(pixels, shuffle), together);
    _mm256_storeu_si256((__m256i *)(out + 3 * x), packed);
  }
  unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(all, _mm256_set1_epi8((char)0xFF)));
  if ((mask & 0x88888888u) != 0x88888888u) *alpha = 0;
  return x;
}
#endif

// What filter_row wrote.
enum { ROW_TRANSLUCENT = -1, ROW_PIXELS = 0, ROW_REPEATED = 1 };

// Whether a row repeats the row above, as far as is known before filtering it. REPEATS_HATCHED: it
// does not, but where it differs it is mostly the row above moved a pixel (hatching), so that it
// is written without alpha with filter Up (see deflate_mostly_repeated).
enum { REPEATS_NO = 0, REPEATS_YES = 1, REPEATS_UNKNOWN = 2, REPEATS_HATCHED = 3 };

// p − q byte by byte, each byte modulo 256 (no borrow from one byte to the next).
static inline uint32_t bytewise_difference(uint32_t p, uint32_t q) {
  return ((p | 0x80808080u) - (q & 0x7F7F7F7Fu)) ^ ((p ^ ~q) & 0x80808080u);
}

// A row as RGB filtered Up (against the pixels `above`) or, when `above` is NULL, Sub, after its
// filter byte. Returns 1 when a pixel is not opaque, else 0.
static int filter_rgb_by_differences(const uint32_t *row, const uint32_t *above, size_t width, int simd,
                                     unsigned char *target) {
  uint32_t all = 0xFFFFFFFFu, left = 0;
  *target++ = above != NULL ? 2 : 1;
  size_t x = 0;
#ifdef VFL_HAVE_X86_SIMD_PATH
  // Filter Up a vector at a time (the hatched rows of a picture): a pixel's alpha, like its colour,
  // is read from `row`, so a translucent one is caught as in the loop below.
  if (above != NULL && simd >= 1) {
    unsigned char alpha = 0xFF;
    const unsigned char *in = (const unsigned char *)row, *reference = (const unsigned char *)above;
    if (simd >= 2) x = narrow_rgba_avx2(in, reference, target, width, &alpha);
    x += narrow_rgba_ssse3(in + 4 * x, reference + 4 * x, target + 3 * x, width - x, &alpha);
    if (alpha != 0xFF) return 1;
  }
#else
  (void)simd;
#endif
  for (; x < width; x++) {
    uint32_t p = row[x], reference = above != NULL ? above[x] : left;
    uint32_t difference = bytewise_difference(p, reference);
    all &= p;
    left = p;
    // Four bytes stored a pixel, the fourth written over by the next pixel; the last one three.
    memcpy(target + 3 * x, &difference, x + 1 < width ? 4 : 3);
  }
  return (all >> 24) != 0xFF;
}

// Writes one PNG row: filter Up when the pixels repeat the row above (the filtered bytes are then
// all zero: ROW_REPEATED) or, without alpha, when they are hatched, else filter None (ROW_PIXELS).
// Without alpha, returns ROW_TRANSLUCENT when a pixel of the row is not opaque (the image must then
// be written with alpha).
static int filter_row(const unsigned char *row, const unsigned char *above, size_t width, int drop_alpha,
                      int simd, int repeats, unsigned char *target) {
  size_t pixel_bytes = width * 4;
  if (above != NULL && (repeats == REPEATS_UNKNOWN ? memcmp(row, above, pixel_bytes) == 0 : repeats == REPEATS_YES)) {
    *target++ = 2;
    memset(target, 0, width * (drop_alpha ? 3 : 4));
    return ROW_REPEATED;
  }
  if (above != NULL && drop_alpha && repeats == REPEATS_HATCHED) {
    int translucent = filter_rgb_by_differences((const uint32_t *)(const void *)row,
                                                (const uint32_t *)(const void *)above, width, simd, target);
    return translucent ? ROW_TRANSLUCENT : ROW_PIXELS;
  }
  *target++ = 0;
  if (!drop_alpha) {
    memcpy(target, row, pixel_bytes);
    return ROW_PIXELS;
  }
  // Four bytes stored for every pixel, each store overlapping the next pixel's first byte: one
  // load and one store a pixel instead of three of each. The alpha bytes are gathered meanwhile.
  unsigned char alpha = 0xFF;
  size_t x = 0;
#ifdef VFL_HAVE_X86_SIMD_PATH
  if (simd >= 2) x = narrow_rgba_avx2(row, NULL, target, width, &alpha);
  if (simd >= 1) x += narrow_rgba_ssse3(row + 4 * x, NULL, target + 3 * x, width - x, &alpha);
#else
  (void)simd;
#endif
  for (; x + 1 < width; x++) {
    uint32_t pixel;
    memcpy(&pixel, row + x * 4, 4);
    memcpy(target + x * 3, &pixel, 4);
    alpha &= row[x * 4 + 3];
  }
  memcpy(target + x * 3, row + x * 4, 3);
  alpha &= row[x * 4 + 3];
  return alpha == 0xFF ? ROW_PIXELS : ROW_TRANSLUCENT;
}

// The Adler-32 of the zlib stream, kept here rather than by igzip so that runs of zeros cost
// constant time: zeros leave the first sum alone and add it to the second once each, so a repeated
// row costs two multiplications instead of a pass over its bytes (an empty device screen is mostly
// such rows).
static uint32_t adler32_byte(uint32_t adler, unsigned byte) {
  uint32_t s1 = ((adler & 0xFFFF) + byte) % 65521, s2 = ((adler >> 16) + s1) % 65521;
  return s2 << 16 | s1;
}

static uint32_t adler32_zeros(uint32_t adler, size_t count) {
  uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
  s2 = (s2 + s1 * (count % 65521)) % 65521;
  return (uint32_t)(s2 << 16 | s1);
}

// A repeated row: the filter byte 2, then `zeros` zero bytes.
static uint32_t adler32_of_repeated_row(uint32_t adler, size_t zeros) {
  return adler32_zeros(adler32_byte(adler, 2), zeros);
}

// Filters `count` rows from row `first` into `batch` (row_bytes each) and continues `*adler` over
// them: rows of pixels summed in runs, repeated rows one by one. Returns ROW_TRANSLUCENT when a row
// written without alpha has a pixel that is not opaque, else 0.
static int filter_rows(const unsigned char *rgba, size_t width, size_t first, size_t count, int drop_alpha, int simd,
                       const unsigned char *repeats, unsigned char *batch, uint32_t *adler) {
  size_t stride = row_bytes(width, drop_alpha), pixel_row = width * 4, run_start = 0;
  for (size_t row = 0; row < count; row++) {
    size_t y = first + row;
    int kind = filter_row(rgba + y * pixel_row, y > 0 ? rgba + (y - 1) * pixel_row : NULL, width, drop_alpha, simd,
                          repeats[y], batch + row * stride);
    if (kind == ROW_TRANSLUCENT) return ROW_TRANSLUCENT;
    if (kind == ROW_REPEATED) {
      *adler = isal_adler32(*adler, batch + run_start * stride, (row - run_start) * stride);
      *adler = adler32_of_repeated_row(*adler, stride - 1);
      run_start = row + 1;
    }
  }
  *adler = isal_adler32(*adler, batch + run_start * stride, (count - run_start) * stride);
  return 0;
}

// The widest RGBA-to-RGB path the processor has: 2 (AVX2), 1 (SSSE3) or 0 (plain C).
static int cpu_simd_level(void) {
#ifdef VFL_HAVE_X86_SIMD_PATH
  if (__builtin_cpu_supports("avx2")) return 2;
  return __builtin_cpu_supports("ssse3") ? 1 : 0;
#else
  return 0;
#endif
}

// The zlib wrapper is written here, igzip writes the raw deflate data between: CMF 0x78 (deflate,
// 32 KiB window) and FLG 0x01 (no dictionary, the lowest level hint, 0x7801 % 31 == 0), the bytes
// igzip's own zlib wrapper writes at level 1; at the end the Adler-32, most significant byte first.
static void write_zlib_header(unsigned char *at) {
  at[0] = 0x78;
  at[1] = 0x01;
}

static void write_zlib_trailer(unsigned char *at, uint32_t adler) {
  for (int k = 0; k < 4; k++) at[k] = (unsigned char)(adler >> (24 - 8 * k));
}

// Starts a raw deflate stream at level 1 (the caller sets the input, output and flush).
static void start_igzip(struct isal_zstream *stream, unsigned char *level_buffer) {
  isal_deflate_init(stream);
  stream->gzip_flag = IGZIP_DEFLATE;
  stream->level = 1;
  stream->level_buf = level_buffer;
  stream->level_buf_size = ISAL_DEF_LVL1_DEFAULT;
}

// Where each thread's igzip stream lives, so that the same pixels always give the same bytes.
//
// igzip's level-1 match finder (isal_deflate_icf_body_hash_hist_01/02/04 in
// igzip_icf_body_h1_gr_bt.asm, ISA-L 2.30 to 2.32) files the stream's third byte in the hash table
// under a hash of `rcx >> 16` instead of the data, and there, on x86-64 ELF, rcx holds the
// isal_zstream pointer: one entry lands in slot crc32c((address >> 16) as 32 bits) & 8191. When a
// later position looks that slot up before it is overwritten, the match found, and so the stream,
// changes with the struct's address: about one picture in a thousand for a given address, and a
// stack address differs per thread and per run (a 1,000-spec batch gave a different file now and
// then, equally valid, the same pixels). So the struct lives at an address of a fixed slot, 5735
// (the slot the samples' pictures use least; all of them get the bytes they get most often). One
// mapping per thread, made once and unmapped when the thread ends; where none can be made the
// stack is the fallback, with the old behaviour.
#if defined(__x86_64__) && defined(__linux__)
#include <pthread.h>
#include <sys/mman.h>
#define VFL_PLACED_STREAM 1

// The first values v ≥ 0x10000000 with crc32c(v) & 8191 == 5735: the mappings start at v << 16,
// 16 TiB and up, clear of the heap, the libraries and the stacks. CPNGStreamTests recomputes them.
static const uint32_t stream_addresses[] = {0x10000ff7, 0x100017e1, 0x100027cd, 0x10003fdb, 0x1000c12a,
                                            0x1000d93c, 0x1000e910, 0x1000f106, 0x10010ce4, 0x100114f2,
                                            0x100124de, 0x10013cc8, 0x1001c239, 0x1001da2f, 0x1001ea03,
                                            0x1001f215};
static pthread_key_t stream_key;
static pthread_once_t stream_once = PTHREAD_ONCE_INIT;
static int stream_key_made;

static size_t stream_mapping_bytes(void) { return (sizeof(struct isal_zstream) + 4095) & ~(size_t)4095; }
static void unmap_stream(void *stream) { munmap(stream, stream_mapping_bytes()); }
static void make_stream_key(void) { stream_key_made = pthread_key_create(&stream_key, unmap_stream) == 0; }

// This thread's stream at one of `stream_addresses`, or NULL.
static struct isal_zstream *placed_stream(void) {
  pthread_once(&stream_once, make_stream_key);
  if (!stream_key_made) return NULL;
  struct isal_zstream *stream = pthread_getspecific(stream_key);
  if (stream != NULL) return stream;
  size_t bytes = stream_mapping_bytes();
  for (size_t index = 0; index < sizeof stream_addresses / sizeof stream_addresses[0]; index++) {
    void *wanted = (void *)((uintptr_t)stream_addresses[index] << 16);
    int flags = MAP_PRIVATE | MAP_ANONYMOUS;
#ifdef MAP_FIXED_NOREPLACE
    flags |= MAP_FIXED_NOREPLACE;
#endif
    // Without MAP_FIXED_NOREPLACE (Linux before 4.17) the address is a hint, and anything else
    // given back is refused.
    void *got = mmap(wanted, bytes, PROT_READ | PROT_WRITE, flags, -1, 0);
    if (got == MAP_FAILED) continue;
    if (got != wanted) {
      munmap(got, bytes);
      continue;
    }
    if (pthread_setspecific(stream_key, got) != 0) {
      munmap(got, bytes);
      return NULL;
    }
    return got;
  }
  return NULL;
}
#endif

// The calling thread's placed state, or `fallback` (a stack variable) where none can be placed.
static struct isal_zstream *compression_state(struct isal_zstream *fallback) {
#ifdef VFL_PLACED_STREAM
  struct isal_zstream *placed = placed_stream();
  if (placed != NULL) return placed;
#endif
  return fallback;
}

int vfl_deflate_stream_slot(void) {
#ifdef VFL_PLACED_STREAM
  struct isal_zstream *stream = placed_stream();
  if (stream == NULL) return -1;
  uint32_t crc = (uint32_t)((uintptr_t)stream >> 16);
  for (int bit = 0; bit < 32; bit++) crc = (crc >> 1) ^ (0x82F63B78u & (0u - (crc & 1)));
  return (int)(crc & 8191);
#else
  return -1;
#endif
}

// Makes room for more output: igzip writes into `stream->next_out` until it is full.
static int grow_output(struct isal_zstream *stream, unsigned char **output, size_t *capacity) {
  size_t used = (size_t)(stream->next_out - *output);
  size_t larger = *capacity * 2;
  unsigned char *moved = realloc(*output, larger);
  if (moved == NULL) return -1;
  *output = moved;
  *capacity = larger;
  stream->next_out = moved + used;
  stream->avail_out = (uint32_t)((larger - used) > UINT32_MAX ? UINT32_MAX : larger - used);
  return 0;
}

// One attempt: RGB (`drop_alpha`) or RGBA. Returns 0 on success, 1 when an RGB attempt met a pixel
// that is not opaque, -1 on failure.
static int deflate_rows(const unsigned char *rgba, size_t width, size_t height, int drop_alpha,
                        const unsigned char *repeats, unsigned char **out, size_t *out_length) {
  size_t stride = row_bytes(width, drop_alpha);
  size_t rows_per_batch = batch_bytes / stride > 0 ? batch_bytes / stride : 1;

  unsigned char *batch = malloc(rows_per_batch * stride);
  unsigned char *level_buffer = malloc(ISAL_DEF_LVL1_DEFAULT);
  // Wireframes shrink 30–300×; start at a sixteenth of the filtered size and double when needed.
  size_t capacity = (stride * height) / 16 + 4096;
  unsigned char *output = malloc(capacity);
  int status = -1;
  if (batch == NULL || level_buffer == NULL || output == NULL) goto done;

  write_zlib_header(output);
  uint32_t adler = 1;

  // One stream for the whole picture, at the address compression_state() picks (see there), with
  // no flush before its end.
  struct isal_zstream stack_stream;
  struct isal_zstream *stream = compression_state(&stack_stream);
  start_igzip(stream, level_buffer);
  stream->flush = NO_FLUSH;
  stream->next_out = output + 2;
  stream->avail_out = (uint32_t)(capacity - 2 > UINT32_MAX ? UINT32_MAX : capacity - 2);

  int simd = cpu_simd_level();
  for (size_t first = 0; first < height; first += rows_per_batch) {
    size_t count = height - first < rows_per_batch ? height - first : rows_per_batch;
    if (filter_rows(rgba, width, first, count, drop_alpha, simd, repeats, batch, &adler) == ROW_TRANSLUCENT) {
      status = 1;
      goto done;
    }
    stream->next_in = batch;
    stream->avail_in = (uint32_t)(count * stride);
    stream->end_of_stream = first + count == height;
    for (;;) {
      if (isal_deflate(stream) != COMP_OK) goto done;
      int finished = stream->end_of_stream ? stream->internal_state.state == ZSTATE_END : stream->avail_in == 0;
      if (finished) break;
      if (stream->avail_out == 0 && grow_output(stream, &output, &capacity) != 0) goto done;
    }
  }
  if (stream->avail_out < 4 && grow_output(stream, &output, &capacity) != 0) goto done;
  write_zlib_trailer(stream->next_out, adler);
  stream->next_out += 4;
  *out = output;
  *out_length = (size_t)(stream->next_out - output);
  output = NULL;
  status = 0;
done:
  free(batch);
  free(level_buffer);
  free(output);
  return status;
}

// ---- Mostly repeated pictures: hand-made blocks, by stretches ----
//
// An empty device screen is mostly rows that repeat the row above, or change a few pixels of it:
// igzip spends about ten bits on each 258 zeros of such a row (see DeflateBlock.c) and wrote such
// screens at 1.5–2× libpng's default size. Here each row is given a kind first, and the picture is
// cut into stretches, each a block of its own written by DeflateBlock.c (text and runs want codes
// of their own): runs of repeated and sparse rows, with the odd dense row (a grid line, a box's
// edge) coded by copies; and runs of dense rows (lines of text), coded by copies over the whole
// stretch. igzip wrote those runs of text at 1.3–1.4× what zlib's level 6 writes (its hash table
// keeps one position per hash, and never the row above): the widest contact sheets at 1×, mostly
// text, came out at up to 1.18× libpng's default, against 1.07× now.

enum {
  KIND_REPEATED,  // equal to the row above: filter Up, all zeros
  KIND_UP,        // a few pixels differ from the row above: filter Up
  KIND_SUB,       // a few pixels differ from the pixel to their left: filter Sub
  KIND_COPY,      // equal to a row a few rows up written with filter None: copies of it or of its period
  KIND_SHIFTED,   // the row above moved one pixel left or right (hatching): filter None, copies of it
  KIND_DENSE      // anything else: filter None, copies
};

// A row is sparse when at most 1/128 of its pixels differ from their neighbour above or to the
// left; runs of sparse rows shorter than 4 rows between dense ones join the stretch of text (a
// stretch of its own costs a block's code), and runs of at least 4 dense rows make one (shorter
// ones are coded row by row). A sparse row whose tokens pass 1/16 of its pixels is coded by
// copies instead (its differences repeat: a grid line crossing the columns). All fitted on the
// samples' device screens at 1× to 3× and contact sheets of them (2 to 8 rows for either run
// changes the sizes by under 1 %).
static const size_t sparse_fraction = 128;
static const size_t shortest_run = 4;
static const size_t shortest_dense_run = 4;
static const size_t sparse_token_fraction = 16;

// The picture is taken this way when at least 40 % of its rows repeat the row above (the samples'
// device screens at 1× to 3×; wireframes with views from edge to edge have fewer, and igzip alone
// writes them well, faster; the few it does not are caught by their size, see
// vfl_deflate_png_rows). Every row is compared, until the answer is known: a sample of every
// eighth row would fall in step with an 8-point grid. What was found is kept in `repeats`
// (REPEATS_UNKNOWN past the rows compared), for the filters.
static int mostly_repeated(const unsigned char *rgba, size_t width, size_t height, unsigned char *repeats) {
  size_t pixel_row = width * 4, repeated = 0;
  memset(repeats, REPEATS_UNKNOWN, height);
  repeats[0] = REPEATS_NO;
  if (height < 64) return 0;
  for (size_t y = 1; y < height; y++) {
    int same = memcmp(rgba + y * pixel_row, rgba + (y - 1) * pixel_row, pixel_row) == 0;
    repeats[y] = same ? REPEATS_YES : REPEATS_NO;
    repeated += (size_t)same;
    if (5 * repeated >= 2 * height) return 1;
    if (5 * (y - repeated) > 3 * height) return 0;
  }
  return 0;
}

// The tokens of a stretch of our rows, and the Adler-32 of the bytes they stand for.
typedef struct {
  vfl_token_list list;
  uint32_t adler;
  size_t pending;   // zero bytes not yet given a token
  int last_zero;    // whether the last byte with a token is a zero (a run can then be copied on)
} row_tokens;

// Gives the pending zeros their tokens: a literal zero unless one came last, then copies of it.
static int flush_zeros(row_tokens *t) {
  size_t zeros = t->pending;
  if (zeros == 0) return 0;
  t->pending = 0;
  t->adler = adler32_zeros(t->adler, zeros);
  if (!t->last_zero) {
    if (vfl_token_list_append(&t->list, 0, 0, 0) != 0) return -1;
    zeros--;
    t->last_zero = 1;
  }
  if (zeros >= 3) return vfl_token_list_append_copies(&t->list, zeros, 1);
  for (; zeros > 0; zeros--)
    if (vfl_token_list_append(&t->list, 0, 0, 0) != 0) return -1;
  return 0;
}

static int emit_byte(row_tokens *t, unsigned byte) {
  if (byte == 0) {
    t->pending++;
    return 0;
  }
  if (flush_zeros(t) != 0 || vfl_token_list_append(&t->list, (int32_t)byte, 0, 0) != 0) return -1;
  t->adler = adler32_byte(t->adler, byte);
  t->last_zero = 0;
  return 0;
}

// How many bytes from the start `a` and `b` agree on, up to `limit`: eight at a time.
static inline size_t same_bytes(const unsigned char *a, const unsigned char *b, size_t limit) {
  size_t n = 0;
  while (n + 8 <= limit) {
    uint64_t x, y;
    memcpy(&x, a + n, 8);
    memcpy(&y, b + n, 8);
    if (x != y) return n + ((size_t)__builtin_ctzll(x ^ y) >> 3);
    n += 8;
  }
  while (n < limit && a[n] == b[n]) n++;
  return n;
}

// The first pixel from `from` on (before `to`) where `a` and `b` differ, or `to`.
static size_t first_difference(const uint32_t *a, const uint32_t *b, size_t from, size_t to) {
  return from + same_bytes((const unsigned char *)(a + from), (const unsigned char *)(b + from), (to - from) * 4) / 4;
}

// The three filtered bytes of pixel `p` against its reference `q` (RGB, low byte first).
static inline uint32_t rgb_difference(uint32_t p, uint32_t q) { return bytewise_difference(p, q) & 0xFFFFFFu; }

static uint32_t adler32_rgb(uint32_t adler, uint32_t rgb) {
  for (int c = 0; c < 3; c++) adler = adler32_byte(adler, (rgb >> (8 * c)) & 0xFF);
  return adler;
}

// The zeros between two stripes of hatching, in pixels, at 1× to 3× are fewer than this (a copy
// of the row above's differences spans them; 8 to 32 give the same sizes).
static const size_t stripe_gap = 16;

// The tokens of row `y` filtered Up or Sub, from its pixels: zeros where a pixel equals its
// reference (the pixel above, or to the left; the first pixel's is black), the three differences
// where it does not, and a copy from 3 bytes back for the pixels after it with the same
// differences. Returns 0, 1 when a pixel is not opaque, -1 without memory.
//
// Only the pixels that differ from their reference are checked for opacity: the others equal it,
// alpha included, and the references are opaque (the rows above were checked as they were
// written, and the pixels to the left of a pixel here were checked or equal theirs).
static int sparse_row_tokens(const unsigned char *rgba, size_t width, size_t y, int kind, size_t stride,
                             int above_is_up, row_tokens *t) {
  const uint32_t *row = (const uint32_t *)(const void *)(rgba + y * width * 4);
  uint32_t all = 0xFFFFFFFFu;
  const uint32_t *above = row - width;
  if (emit_byte(t, kind == KIND_UP ? 2 : 1) != 0) return -1;
  // The reference of pixel x (RGB in the low three bytes; every alpha is 255).
#define REFERENCE(x) (kind == KIND_UP ? above[x] : (x) > 0 ? row[(x) - 1] : 0xFF000000u)
  size_t x = 0;
  // Where the last span of differences began (the stripes of hatching repeat along the row), or
  // SIZE_MAX.
  size_t last_span = SIZE_MAX;
  while (x < width) {
    size_t first = x;
    if (x == 0 && kind == KIND_SUB) {
      x += row[0] == 0xFF000000u;
    }
    if (x > 0 || kind == KIND_UP) x = first_difference(row, kind == KIND_UP ? above : row - 1, x, width);
    t->pending += 3 * (x - first);
    if (x == width) break;
    // A span of differences equal to the last one, nearer than the row above: a copy of it, and
    // of the zeros after it for as long as they agree too (stripes a few pixels apart repeat
    // with the zeros between them).
    size_t near = 0;
    if (last_span != SIZE_MAX && 3 * (x - last_span) <= 32768) {
      while (x + near < width) {
        uint32_t difference = rgb_difference(row[x + near], REFERENCE(x + near));
        if (difference != rgb_difference(row[last_span + near], REFERENCE(last_span + near))) break;
        if (difference == 0 && near == 0) break;
        near++;
      }
    }
    // How many pixels to copy, and from how far back: the last span, or the row above.
    size_t copied = 0, distance = 0;
    if (near >= 2) copied = near, distance = 3 * (x - last_span);
    if (above_is_up) {
      // Hatching moves its stripes a pixel a row, so a span of differences is often the row
      // above's span, in place or a pixel over: a copy of the row above's bytes (filter Up too)
      // instead of literals. A copy carries on over the zeros between stripes while differences
      // that agree follow within `stripe_gap` pixels, and stops at the last of them (longer runs
      // of zeros cost less as runs).
      const uint32_t *above2 = above - width;
      size_t best = 0;
      long best_shift = 0;
      for (long shift = -1; shift <= 1; shift++) {
        size_t n = 0, covered = 0;
        while (x + n < width && (long)(x + n) + shift >= 0 && (long)(x + n) + shift < (long)width) {
          size_t from = (size_t)((long)(x + n) + shift);
          uint32_t difference = rgb_difference(row[x + n], above[x + n]);
          if (difference != rgb_difference(above[from], above2[from])) break;
          if (difference == 0 && n >= covered + stripe_gap) break;
          n++;
          if (difference != 0) covered = n;
        }
        if (covered > best) best = covered, best_shift = shift;
      }
      if (best >= 2 && best > near) copied = best, distance = (size_t)((long)stride - 3 * best_shift);
    }
    last_span = x;
    if (copied > 0) {
      if (flush_zeros(t) != 0 || vfl_token_list_append_copies(&t->list, 3 * copied, (int)distance) != 0) return -1;
      uint32_t difference = 0;
      for (size_t k = 0; k < copied; k++) {
        difference = rgb_difference(row[x + k], REFERENCE(x + k));
        t->adler = adler32_rgb(t->adler, difference);
        all &= row[x + k];
      }
      t->last_zero = (difference >> 16) == 0;
      x += copied;
      continue;
    }
    // Not zero: the pixel differs from its reference (its alpha is checked at the end).
    uint32_t difference = rgb_difference(row[x], REFERENCE(x));
    all &= row[x];
    for (int c = 0; c < 3; c++)
      if (emit_byte(t, (difference >> (8 * c)) & 0xFF) != 0) return -1;
    size_t same = 0;
    for (x++; x < width && rgb_difference(row[x], REFERENCE(x)) == difference; x++) {
      all &= row[x];
      same++;
    }
    if (same > 0) {
      // The copy's source is the three bytes just given: zeros among them are given first.
      if (flush_zeros(t) != 0 || vfl_token_list_append_copies(&t->list, 3 * same, 3) != 0) return -1;
      for (size_t k = 0; k < same; k++) t->adler = adler32_rgb(t->adler, difference);
      t->last_zero = (difference >> 16) == 0;
    }
  }
#undef REFERENCE
  return (all >> 24) == 0xFF ? 0 : 1;
}

// ---- Rows by copies ----
//
// A row that the tokens above code poorly: a grid line across a panel, which neither repeats the
// row above nor changes a few of its pixels, or a row whose differences repeat every few pixels;
// and the stretches of dense rows (lines of text). Their filtered bytes are coded by copies: at
// each byte the longest of the copies one byte back, one pixel back, at the last two distances
// used (a grid's period), from the same place in a few rows coded this way just before (a grid
// line is mostly the row of dots two rows up), and from the last position that began with the
// same four bytes; a literal when none is 3 bytes long. The hash table is kept for the whole
// picture and not cleared between rows: a position from elsewhere is refused unless it lies in the
// bytes at hand and they agree.

enum { ROW_HASH_BITS = 14 };

typedef struct {
  uint32_t *head;  // a hash of four bytes -> the stream position (+1) where they last began
  uint32_t start;  // the stream position of the current row's first byte (wrapping is harmless)
} row_matcher;

// A row coded by copies a few rows up, its filtered bytes kept: `distance` is how far back its
// first byte lies in the stream (a whole number of rows, within deflate's 32 KiB window).
typedef struct {
  const unsigned char *bytes;
  size_t distance;
} earlier_row;

// At most this many rows coded by copies are kept to copy from: a grid repeats within a few rows.
// One more slot is kept for the row being coded.
enum { EARLIER_ROWS = 4, EARLIER_SLOTS = EARLIER_ROWS + 1 };

// The tokens of the `count` filtered bytes at `bytes` (one row, or a stretch of rows), with the
// `back` bytes before them in the stream also there to copy from (the row above, the stretch so
// far, or none). `shift` is one more distance to try (the row above, moved by a pixel or not, or
// 0). The `earlier` rows (one row's bytes only) are tried at the same place in the row. A row
// known to equal the bytes `same_row_back` bytes back (a KIND_COPY row, or 0) may also copy those,
// last of all: a grid line copied from the one before costs a far distance's extra bits for every
// 258 bytes, and its period within the row a short one.
static int row_copy_tokens(row_matcher *m, const unsigned char *bytes, size_t count, size_t back, size_t shift,
                           const earlier_row *earlier, int earlier_count, size_t same_row_back,
                           vfl_token_list *list) {
  size_t recent[2] = {1, 3};
  size_t i = 0;
  while (i < count) {
    size_t limit = count - i < 258 ? count - i : 258, best = 0, distance = 0;
    if (limit >= 4) {
      uint32_t here, there;
      memcpy(&here, bytes + i, 4);
      // The hash table is read first, so that the load overlaps the fixed distances' checks.
      uint32_t slot = (here * 0x9E3779B1u) >> (32 - ROW_HASH_BITS), at = m->start + (uint32_t)i;
      uint32_t last_seen = m->head[slot];
      // The fixed distances first: among copies of one length the nearest costs the fewest bits.
      const size_t candidates[5] = {1, 3, recent[0], recent[1], shift};
      for (int c = 0; c < 5; c++) {
        size_t d = candidates[c];
        if (d == 0 || d > i + back || d > 32768) continue;
        memcpy(&there, bytes + i - d, 4);
        if (((here ^ there) & 0xFFFFFFu) != 0) continue;  // the first three bytes (little-endian)
        // Only a longer copy is taken: one that differs where the best so far ends is not.
        if (best > 0 && bytes[i + best] != bytes[i + best - d]) continue;
        size_t n = 3 + same_bytes(bytes + i + 3, bytes + i + 3 - d, limit - 3);
        if (n > best) best = n, distance = d;
        if (best == limit) break;
      }
      for (int e = 0; e < earlier_count && best < limit; e++) {
        memcpy(&there, earlier[e].bytes + i, 4);
        if (((here ^ there) & 0xFFFFFFu) != 0) continue;
        if (best > 0 && bytes[i + best] != earlier[e].bytes[i + best]) continue;
        size_t n = 3 + same_bytes(bytes + i + 3, earlier[e].bytes + i + 3, limit - 3);
        if (n > best) best = n, distance = earlier[e].distance;
      }
      if (best < limit) {
        m->head[slot] = at + 1;
        size_t d = (uint32_t)(at + 1 - last_seen);
        if (last_seen != 0 && d > 0 && d <= i + back && d <= 32768) {
          memcpy(&there, bytes + i - d, 4);
          if (here == there && (best == 0 || bytes[i + best] == bytes[i + best - d])) {
            size_t n = 4 + same_bytes(bytes + i + 4, bytes + i + 4 - d, limit - 4);
            if (n > best) best = n, distance = d;
          }
        }
      }
    } else {
      for (size_t d = 1; d <= 3; d += 2) {
        if (d > i + back) continue;
        size_t n = same_bytes(bytes + i, bytes + i - d, limit);
        if (n > best) best = n, distance = d;
      }
    }
    if (same_row_back != 0 && best < limit) best = limit, distance = same_row_back;
    if (best >= 3) {
      if (vfl_token_list_append(list, VFL_COPY, (int)best, (int)distance) != 0) return -1;
      if (distance != recent[0] && distance != same_row_back && distance != shift)
        recent[1] = recent[0], recent[0] = distance;
      i += best;
    } else {
      if (vfl_token_list_append(list, bytes[i], 0, 0) != 0) return -1;
      i++;
    }
  }
  m->start += (uint32_t)count;
  return 0;
}

// A row by copies, its filtered bytes at `bytes` (see row_copy_tokens): the pending zeros first,
// then the row's bytes in the Adler-32 and its tokens.
static int row_by_copies(row_tokens *t, row_matcher *m, const unsigned char *bytes, size_t stride, size_t back,
                         size_t shift, const earlier_row *earlier, int earlier_count, size_t same_row_back) {
  if (flush_zeros(t) != 0) return -1;
  t->adler = isal_adler32(t->adler, bytes, stride);
  if (row_copy_tokens(m, bytes, stride, back, shift, earlier, earlier_count, same_row_back, &t->list) != 0) return -1;
  t->last_zero = bytes[stride - 1] == 0;
  return 0;
}

// Row `y` as RGB with its filter byte: Up for KIND_UP, Sub for KIND_SUB, else None. Returns 1 when
// a pixel is not opaque, else 0.
static int filter_row_as(const unsigned char *rgba, size_t width, size_t y, int kind, int simd, unsigned char *target) {
  if (kind != KIND_UP && kind != KIND_SUB)
    return filter_row(rgba + y * width * 4, NULL, width, 1, simd, REPEATS_NO, target) == ROW_TRANSLUCENT;
  const uint32_t *row = (const uint32_t *)(const void *)(rgba + y * width * 4);
  return filter_rgb_by_differences(row, kind == KIND_UP ? row - width : NULL, width, simd, target);
}

// The rows coded by copies just before, kept to copy from (see row_copy_tokens): a ring of
// EARLIER_SLOTS rows' filtered bytes, the row being coded in the slot after the kept ones.
typedef struct {
  unsigned char *bytes;  // EARLIER_SLOTS rows of `stride` bytes
  size_t stride;
  size_t rows[EARLIER_SLOTS];
  int count, next;
} earlier_ring;

// Where the next row coded by copies is filtered into.
static unsigned char *earlier_slot(earlier_ring *ring) { return ring->bytes + (size_t)ring->next * ring->stride; }

// Keeps the row just filtered into earlier_slot as row `y`.
static void earlier_keep(earlier_ring *ring, size_t y) {
  ring->rows[ring->next] = y;
  ring->next = (ring->next + 1) % EARLIER_SLOTS;
  if (ring->count < EARLIER_ROWS) ring->count++;
}

// The kept rows that row `y` may copy from (within deflate's window), nearest first.
static int earlier_rows_for(const earlier_ring *ring, size_t y, earlier_row *found) {
  int n = 0;
  for (int k = 1; k <= ring->count; k++) {
    int slot = (ring->next - k + EARLIER_SLOTS) % EARLIER_SLOTS;
    size_t distance = (y - ring->rows[slot]) * ring->stride;
    if (distance > 32768) break;
    found[n++] = (earlier_row){ring->bytes + (size_t)slot * ring->stride, distance};
  }
  return n;
}

// Row `y` filtered as `kind` into the ring's free slot, coded by copies (see row_by_copies) with
// the kept rows to copy from, and kept for the rows after it. Returns 0, 1 when a pixel is not
// opaque, -1 without memory.
static int ring_row_by_copies(row_tokens *t, row_matcher *m, earlier_ring *ring, const unsigned char *rgba,
                              size_t width, size_t y, int kind, int simd, size_t same_row_back) {
  unsigned char *bytes = earlier_slot(ring);
  if (filter_row_as(rgba, width, y, kind, simd, bytes) != 0) return 1;
  earlier_row earlier[EARLIER_ROWS];
  int found = earlier_rows_for(ring, y, earlier);
  if (row_by_copies(t, m, bytes, ring->stride, 0, 0, earlier, found, same_row_back) != 0) return -1;
  earlier_keep(ring, y);
  return 0;
}

static int deflate_mostly_repeated(const unsigned char *rgba, size_t width, size_t height,
                                   unsigned char *repeats, unsigned char **out, size_t *out_length) {
  size_t stride = row_bytes(width, 1), pixel_row = width * 4;
  size_t rows_per_batch = batch_bytes / stride > 0 ? batch_bytes / stride : 1;
  unsigned char *kinds = malloc(height), *owned = malloc(height);
  uint32_t *copies = malloc(height * sizeof *copies);
  // A stretch of dense rows is filtered after the last 32 KiB of it, which its copies reach back into.
  unsigned char *window = malloc(32768 + rows_per_batch * stride);
  vfl_bit_writer w = {malloc((stride * height) / 16 + 4096), 0, (stride * height) / 16 + 4096, 0, 0};
  row_matcher matcher = {calloc((size_t)1 << ROW_HASH_BITS, sizeof(uint32_t)), 0};
  row_tokens t = {{NULL, 0, 0}, 1, 0, 0};
  earlier_ring ring = {malloc(EARLIER_SLOTS * stride), stride, {0}, 0, 0};
  earlier_row earlier[EARLIER_ROWS];
  // A shifted row after the row above, both filtered None: the row above's copies reach back into it.
  unsigned char *pair = malloc(2 * stride);
  size_t row_in_pair = SIZE_MAX;
  int status = -1;
  if (kinds == NULL || owned == NULL || copies == NULL || window == NULL || w.data == NULL || matcher.head == NULL ||
      ring.bytes == NULL || pair == NULL)
    goto done;

  // Kinds, and whether every pixel is opaque. A dense row may equal a row written with filter None
  // a few rows up (a grid line equals the grid line before it): the row is then a copy of it, when
  // it is within deflate's window.
  size_t window_rows = 32768 / stride, last_none[64], nones = 0;
  for (size_t y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(const void *)(rgba + y * pixel_row);
    copies[y] = 0;
    // A repeated row has the alpha of the row above, already looked at. The answer is kept for
    // the filters.
    int same = repeats[y] == REPEATS_UNKNOWN ? y > 0 && memcmp(row, row - width, pixel_row) == 0
                                             : repeats[y] == REPEATS_YES;
    repeats[y] = same ? REPEATS_YES : REPEATS_NO;
    if (same) {
      kinds[y] = KIND_REPEATED;
      copies[y] = VFL_ZERO_ROW;
      continue;
    }
    // The differing pixels are counted on every fourth pixel (a few pixels more or less change
    // the size a little, never the pixels), and only up to the sparse limit: a dense row stops
    // early. Opacity is checked later, as the rows are written.
    size_t limit = width / (4 * sparse_fraction), up = limit + 1, left = 0;
    for (size_t x = 4; x < width && left <= limit; x += 4) left += row[x] != row[x - 1];
    if (y > 0) {
      const uint32_t *above = row - width;
      up = 0;
      for (size_t x = 0; x < width && up <= limit; x += 4) up += row[x] != above[x];
    }
    if (up <= limit || left <= limit) {
      kinds[y] = up <= left ? KIND_UP : KIND_SUB;
    } else {
      kinds[y] = KIND_DENSE;
      for (size_t k = nones; k > 0 && k + 64 > nones; k--) {
        size_t earlier = last_none[(k - 1) % 64];
        if (y - earlier > window_rows) break;
        // A few pixels first (most dense rows differ there), then the whole row.
        const uint32_t *candidate = (const uint32_t *)(const void *)(rgba + earlier * pixel_row);
        if (candidate[width / 2] != row[width / 2] || candidate[width - 1] != row[width - 1]) continue;
        if (memcmp(candidate, row, pixel_row) == 0) {
          kinds[y] = KIND_COPY;
          copies[y] = (uint32_t)((y - earlier) * stride);
          break;
        }
      }
      // Hatching (a view outside the canvas, a conflict) moves a pixel a row: most of such a row
      // is the row above one pixel to the left or right, a copy from just over a row back, which
      // igzip does not find (its hash table keeps the nearer repeat of the stripes' period).
      if (kinds[y] == KIND_DENSE && y > 0 && width >= 16) {
        const uint32_t *above = row - width;
        size_t in_place = 0, moved_left = 0, moved_right = 0, differing_moved = 0;
        for (size_t x = 4; x + 4 < width; x += 4) {
          int differs = row[x] != above[x], left_differs = row[x] != above[x + 1],
              right_differs = row[x] != above[x - 1];
          in_place += (size_t)differs;
          moved_left += (size_t)left_differs;
          moved_right += (size_t)right_differs;
          differing_moved += differs && !(left_differs && right_differs);
        }
        size_t moved = moved_left < moved_right ? moved_left : moved_right;
        if (stride + 3 <= 32768 && 4 * moved < in_place) {
          kinds[y] = KIND_SHIFTED;
          copies[y] = (uint32_t)(moved_left <= moved_right ? stride - 3 : stride + 3);
        } else if (in_place > 0 && 4 * differing_moved >= 3 * in_place) {
          // Hatched margins beside a canvas (a view outside it): the row differs from the row above
          // mostly in moved stripes, and the rest (a grid's dots, a box's sides) repeats it.
          // Filtered Up, that rest is zeros, runs that cost a bit or two each 258 bytes, where
          // filter None needs copies of a grid's period or of the row above, several bits each
          // (and out of deflate's reach above 32 KiB a row): a picture hatched on every row came
          // out at up to 1.3× libpng's default, against at most 1.07× now. When fewer than three
          // in four of the differing pixels moved it is text more likely, which codes better as
          // pixels (its glyphs repeat).
          repeats[y] = REPEATS_HATCHED;
        }
      }
      // A hatched row is written with filter Up: no later row can copy it as pixels.
      if (repeats[y] != REPEATS_HATCHED) last_none[nones++ % 64] = y;
    }
  }
  // Which rows are coded as stretches of dense rows: runs of dense rows at least
  // `shortest_dense_run` long, and runs of the others shorter than `shortest_run` between them
  // (their repeated rows stay Up, the others become None).
  for (size_t y = 0; y < height;) {
    size_t end = y;
    while (end < height && kinds[end] == KIND_DENSE) end++;
    if (end == y) {
      owned[y++] = 0;
      continue;
    }
    memset(owned + y, end - y >= shortest_dense_run, end - y);
    y = end;
  }
  for (size_t y = 0; y < height;) {
    if (owned[y]) {
      y++;
      continue;
    }
    size_t end = y;
    while (end < height && !owned[end]) end++;
    if (y > 0 && end < height && end - y < shortest_run) {
      for (size_t k = y; k < end; k++) {
        owned[k] = 1;
        if (kinds[k] != KIND_REPEATED) kinds[k] = KIND_DENSE, copies[k] = 0;
      }
    }
    y = end;
  }

  write_zlib_header(w.data);
  w.length = 2;
  int simd = cpu_simd_level();
  for (size_t y = 0; y < height;) {
    int dense = owned[y];
    size_t end = y;
    while (end < height && owned[end] == dense) end++;
    if (dense) {
      // Filtered a batch at a time after the stretch's last 32 KiB, and coded by copies (the row
      // above one more distance to try): text repeats its glyphs and its background.
      if (flush_zeros(&t) != 0) goto done;
      size_t history = 0;
      for (size_t first = y; first < end; first += rows_per_batch) {
        size_t count = end - first < rows_per_batch ? end - first : rows_per_batch;
        unsigned char *fresh = window + history;
        if (filter_rows(rgba, width, first, count, 1, simd, repeats, fresh, &t.adler) == ROW_TRANSLUCENT) {
          status = 1;
          goto done;
        }
        size_t bytes = count * stride;
        if (row_copy_tokens(&matcher, fresh, bytes, history, stride, NULL, 0, 0, &t.list) != 0) goto done;
        t.last_zero = fresh[bytes - 1] == 0;
        if (t.list.count >= 65536 && first + count < end) {
          if (vfl_write_token_block(&w, t.list.tokens, t.list.count, stride, 0) != 0) goto done;
          t.list.count = 0;
        }
        size_t total = history + bytes, keep = total < 32768 ? total : 32768;
        memmove(window, window + total - keep, keep);
        history = keep;
      }
    } else {
      // Our rows become tokens: a repeated row one token, a sparse row (straight from its pixels)
      // literals for the pixels that differ and copies for the zeros between them, the other rows
      // copies (row_by_copies). A block is written every 64 K tokens and at the stretch's end.
      for (size_t row = y; row < end; row++) {
        int kind = kinds[row];
        if (kind == KIND_REPEATED) {
          if (flush_zeros(&t) != 0 || vfl_token_list_append(&t.list, VFL_ZERO_ROW, 0, 0) != 0) goto done;
          t.adler = adler32_of_repeated_row(t.adler, stride - 1);
          t.last_zero = stride > 1;
        } else if (kind == KIND_COPY) {
          int result = ring_row_by_copies(&t, &matcher, &ring, rgba, width, row, KIND_DENSE, simd, copies[row]);
          if (result != 0) {
            status = result;
            goto done;
          }
        } else if (kind == KIND_SHIFTED) {
          // The row above is at hand to copy from when it was written with filter None too.
          int kind_above = row > 0 ? kinds[row - 1] : KIND_REPEATED;
          int none_above = (kind_above == KIND_DENSE && repeats[row - 1] != REPEATS_HATCHED) ||
                           kind_above == KIND_COPY || kind_above == KIND_SHIFTED;
          size_t back = none_above ? stride : 0;
          if (back != 0 && row_in_pair != row - 1) filter_row_as(rgba, width, row - 1, KIND_DENSE, simd, pair);
          if (filter_row_as(rgba, width, row, KIND_DENSE, simd, pair + stride) != 0) {
            status = 1;
            goto done;
          }
          int found = earlier_rows_for(&ring, row, earlier);
          if (row_by_copies(&t, &matcher, pair + stride, stride, back, back ? copies[row] : 0, earlier, found, 0) != 0)
            goto done;
          memcpy(pair, pair + stride, stride);
          row_in_pair = row;
          memcpy(earlier_slot(&ring), pair + stride, stride);
          earlier_keep(&ring, row);
        } else {
          // A sparse row by its differences, unless they take too many tokens; a dense row (and
          // such a sparse row) by copies within the row.
          size_t first_token = t.list.count;
          row_tokens before = t;
          if (kind != KIND_DENSE) {
            // The row above's bytes can be copied when it too was written with filter Up and
            // a copy of it a pixel over fits deflate's window.
            int above_is_up = kind == KIND_UP && row >= 2 && kinds[row - 1] == KIND_UP && stride + 3 <= 32768;
            int result = sparse_row_tokens(rgba, width, row, kind, stride, above_is_up, &t);
            if (result != 0) {
              status = result;
              goto done;
            }
          }
          if (kind == KIND_DENSE || t.list.count - first_token > width / sparse_token_fraction) {
            before.list = t.list;  // the list may have moved; its tokens for this row are dropped
            before.list.count = first_token;
            t = before;
            int filter = kind == KIND_DENSE && repeats[row] == REPEATS_HATCHED ? KIND_UP : kind;
            int result = ring_row_by_copies(&t, &matcher, &ring, rgba, width, row, filter, simd, 0);
            if (result != 0) {
              status = result;
              goto done;
            }
          }
        }
        if (t.list.count >= 65536 && row + 1 < end) {
          if (flush_zeros(&t) != 0) goto done;
          if (vfl_write_token_block(&w, t.list.tokens, t.list.count, stride, 0) != 0) goto done;
          t.list.count = 0;
        }
      }
    }
    // A block ends with each stretch: text and runs want codes of their own.
    if (flush_zeros(&t) != 0) goto done;
    if (vfl_write_token_block(&w, t.list.tokens, t.list.count, stride, end == height) != 0) goto done;
    t.list.count = 0;
    y = end;
  }
  if (vfl_finish_bits(&w) != 0 || vfl_bit_writer_reserve(&w, 4) != 0) goto done;
  write_zlib_trailer(w.data + w.length, t.adler);
  w.length += 4;
  *out = w.data;
  *out_length = w.length;
  w.data = NULL;
  status = 0;
done:
  free(pair);
  free(ring.bytes);
  free(matcher.head);
  free(t.list.tokens);
  free(kinds);
  free(owned);
  free(copies);
  free(window);
  free(w.data);
  return status;
}

int vfl_deflate_png_rows(const unsigned char *rgba, size_t width, size_t height, int *opaque,
                         unsigned char **out, size_t *out_length) {
  if (width == 0 || height == 0) return -1;
  // Wireframes are opaque: RGB is tried first (by stretches, or by igzip alone), with the alpha
  // bytes checked on the way, and an image with a translucent pixel starts again as RGBA.
  unsigned char *repeats = malloc(height);
  if (repeats == NULL) return -1;
  int status;
  if (mostly_repeated(rgba, width, height, repeats)) {
    status = deflate_mostly_repeated(rgba, width, height, repeats, out, out_length);
  } else {
    status = deflate_rows(rgba, width, height, 1, repeats, out, out_length);
    // Under 0.65 bits a pixel the runs igzip codes poorly may be a tenth of the file: the
    // samples' wireframes at 1× to 3× take it 0.7–2.1 bits a pixel, the pictures it wrote larger
    // than libpng's default 0.37–0.6 (a contact sheet and device screens at 1×, with fewer than
    // 40 % of their rows repeated). Those are written by stretches too, and the smaller kept.
    if (status == 0 && (double)*out_length * 8 < 0.65 * (double)width * (double)height) {
      unsigned char *second;
      size_t second_length;
      if (deflate_mostly_repeated(rgba, width, height, repeats, &second, &second_length) == 0) {
        if (second_length < *out_length) {
          free(*out);
          *out = second;
          *out_length = second_length;
        } else {
          free(second);
        }
      }
    }
  }
  *opaque = status == 0;
  if (status == 1) status = deflate_rows(rgba, width, height, 0, repeats, out, out_length);
  free(repeats);
  return status;
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
