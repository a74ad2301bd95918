// A run of repeated rows under filter Up is the byte 2 and zeros, row after row. igzip spends about
// ten bits on each 258-byte match of zeros (its matches point 258 bytes back, with 7 extra bits);
// this block spends two: its code has four or five symbols, the length 258 and the distance 1 get
// one bit each, and no data is scanned, as every row's bits are the same. The format is RFC 1951's
// dynamic block, written directly because no library writes a block from a known symbol sequence.
#include "ZeroRowBlock.h"

#include <stdint.h>
#include <string.h>

typedef struct {
  unsigned char *out;
  size_t length;
  uint64_t bits;
  unsigned count;
} bit_writer_t;

static void put(bit_writer_t *writer, uint32_t value, unsigned count) {
  writer->bits |= (uint64_t)value << writer->count;
  writer->count += count;
  while (writer->count >= 8) {
    writer->out[writer->length++] = (unsigned char)writer->bits;
    writer->bits >>= 8;
    writer->count -= 8;
  }
}

static void pad_to_byte(bit_writer_t *writer) {
  if (writer->count > 0) put(writer, 0, 8 - writer->count);
}

// Huffman codes go into the stream from their first bit on, the reverse of how integers go.
static uint32_t reversed(uint32_t code, unsigned length) {
  uint32_t result = 0;
  for (unsigned i = 0; i < length; i++) result = (result << 1) | ((code >> i) & 1);
  return result;
}

// Canonical codes (RFC 1951, 3.2.2) for `count` symbols with `lengths` (0: unused), stored reversed.
static void canonical_codes(const unsigned char *lengths, size_t count, uint32_t *codes) {
  unsigned length_count[16] = {0};
  for (size_t i = 0; i < count; i++) length_count[lengths[i]]++;
  length_count[0] = 0;
  uint32_t next[16] = {0};
  uint32_t code = 0;
  for (unsigned bits = 1; bits < 16; bits++) {
    code = (code + length_count[bits - 1]) << 1;
    next[bits] = code;
  }
  for (size_t i = 0; i < count; i++) {
    codes[i] = lengths[i] ? reversed(next[lengths[i]]++, lengths[i]) : 0;
  }
}

// The length symbol (257–285) and its extra bits for a match of 3–258 bytes.
static void length_symbol(unsigned length, unsigned *symbol, unsigned *extra_bits, unsigned *extra) {
  static const unsigned short base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                          31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
  static const unsigned char bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
  unsigned index = 28;
  while (base[index] > length) index--;
  *symbol = 257 + index;
  *extra_bits = bits[index];
  *extra = length - base[index];
}

size_t vfl_zero_row_block_bound(size_t zeros, size_t rows) {
  // Per row: two literals of at most 3 bits, a bit and a bit for each full match, and a last match
  // (3 + 5 + 1 bits) or two literal zeros.
  size_t row_bits = 6 + 2 * (zeros / 258) + 9 + 6;
  return 128 + rows * ((row_bits + 7) / 8 + 1);
}

size_t vfl_write_zero_row_block(unsigned char *out, size_t zeros, size_t rows, int final) {
  // Each row: literal 2, literal 0, then the other zeros copied from one byte back.
  size_t copies = zeros - 1;
  size_t full = copies / 258;
  unsigned rest = (unsigned)(copies % 258);
  unsigned rest_symbol = 0, rest_extra_bits = 0, rest_extra = 0;
  if (rest >= 3) length_symbol(rest, &rest_symbol, &rest_extra_bits, &rest_extra);

  // The code: 258 (symbol 285) in one bit; the rest in two or three. Complete, as decoders want.
  unsigned char lengths[286 + 2];
  memset(lengths, 0, sizeof lengths);
  lengths[285] = 1;
  if (rest_symbol != 0) {
    lengths[0] = 3;
    lengths[2] = 3;
    lengths[256] = 3;
    lengths[rest_symbol] = 3;
  } else {
    lengths[0] = 2;
    lengths[2] = 3;
    lengths[256] = 3;
  }
  // Two distance codes of one bit (only distance 1 is used): a complete code.
  lengths[286] = 1;
  lengths[287] = 1;
  uint32_t literal_codes[286], distance_codes[2];
  canonical_codes(lengths, 286, literal_codes);
  canonical_codes(lengths + 286, 2, distance_codes);

  // The code lengths themselves are coded with eight 3-bit symbols: 0–4, 16, 17 and 18.
  static const unsigned char order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
  unsigned char length_lengths[19] = {0};
  const unsigned char used[8] = {0, 1, 2, 3, 4, 16, 17, 18};
  for (int i = 0; i < 8; i++) length_lengths[used[i]] = 3;
  uint32_t length_codes[19];
  canonical_codes(length_lengths, 19, length_codes);

  bit_writer_t writer = {out, 0, 0, 0};
  put(&writer, final ? 1 : 0, 1);
  put(&writer, 2, 2);          // dynamic Huffman codes
  put(&writer, 286 - 257, 5);  // HLIT
  put(&writer, 2 - 1, 5);      // HDIST
  put(&writer, 18 - 4, 4);     // HCLEN: the order up to symbol 1
  for (int i = 0; i < 18; i++) put(&writer, length_lengths[order[i]], 3);
  for (size_t i = 0; i < 288;) {
    if (lengths[i] != 0) {
      put(&writer, length_codes[lengths[i]], 3);
      i++;
      continue;
    }
    size_t run = 1;
    while (i + run < 288 && lengths[i + run] == 0 && run < 138) run++;
    if (run >= 11) {
      put(&writer, length_codes[18], 3);
      put(&writer, (uint32_t)(run - 11), 7);
    } else if (run >= 3) {
      put(&writer, length_codes[17], 3);
      put(&writer, (uint32_t)(run - 3), 3);
    } else {
      for (size_t j = 0; j < run; j++) put(&writer, length_codes[0], 3);
    }
    i += run;
  }

  // One row's bits, gathered once into pieces of up to 32 bits, then written row after row.
  uint32_t piece_values[64];
  unsigned char piece_counts[64];
  size_t pieces = 0;
  uint64_t gathered = 0;
  unsigned gathered_count = 0;
#define GATHER(value, count)                                              \
  do {                                                                    \
    gathered |= (uint64_t)(value) << gathered_count;                      \
    gathered_count += (count);                                            \
    if (gathered_count >= 32) {                                           \
      if (pieces == 64) {                                                 \
        /* A very wide row: flush into the stream for every row below. */ \
        goto wide;                                                        \
      }                                                                   \
      piece_values[pieces] = (uint32_t)gathered;                          \
      piece_counts[pieces++] = 32;                                        \
      gathered >>= 32;                                                    \
      gathered_count -= 32;                                               \
    }                                                                     \
  } while (0)
  GATHER(literal_codes[2], lengths[2]);
  GATHER(literal_codes[0], lengths[0]);
  for (size_t i = 0; i < full; i++) {
    GATHER(literal_codes[285], 1);
    GATHER(distance_codes[0], 1);
  }
  if (rest_symbol != 0) {
    GATHER(literal_codes[rest_symbol], 3);
    GATHER(rest_extra, rest_extra_bits);
    GATHER(distance_codes[0], 1);
  } else {
    for (unsigned i = 0; i < rest; i++) GATHER(literal_codes[0], lengths[0]);
  }
  if (gathered_count > 0) {
    if (pieces == 64) goto wide;
    piece_values[pieces] = (uint32_t)gathered;
    piece_counts[pieces++] = (unsigned char)gathered_count;
  }
#undef GATHER
  for (size_t row = 0; row < rows; row++) {
    for (size_t i = 0; i < pieces; i++) put(&writer, piece_values[i], piece_counts[i]);
  }
  goto end;

wide:
  // Rows of more than 64 × 32 bits (over 260,000 bytes): symbol by symbol.
  for (size_t row = 0; row < rows; row++) {
    put(&writer, literal_codes[2], lengths[2]);
    put(&writer, literal_codes[0], lengths[0]);
    for (size_t i = 0; i < full; i++) {
      put(&writer, literal_codes[285], 1);
      put(&writer, distance_codes[0], 1);
    }
    if (rest_symbol != 0) {
      put(&writer, literal_codes[rest_symbol], 3);
      put(&writer, rest_extra, rest_extra_bits);
      put(&writer, distance_codes[0], 1);
    } else {
      for (unsigned i = 0; i < rest; i++) put(&writer, literal_codes[0], lengths[0]);
    }
  }

end:
  put(&writer, literal_codes[256], lengths[256]);
  if (!final) {
    // An empty stored block: the next block starts on a byte boundary.
    put(&writer, 0, 3);
    pad_to_byte(&writer);
    put(&writer, 0x0000, 16);
    put(&writer, 0xFFFF, 16);
  } else {
    pad_to_byte(&writer);
  }
  return writer.length;
}
