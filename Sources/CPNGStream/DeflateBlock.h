#ifndef VFL_DEFLATE_BLOCK_H
#define VFL_DEFLATE_BLOCK_H

#include <stddef.h>
#include <stdint.h>

// Internal to CPNGStream (not in its public header): deflate blocks written by hand, for the rows of
// mostly empty pictures that igzip codes poorly (see RowDeflate.c).

/// A growing output buffer written bit by bit, least significant bit first, as deflate wants.
typedef struct {
  unsigned char *data;
  size_t length;
  size_t capacity;
  uint64_t bits;
  int count;
} vfl_bit_writer;

/// Makes room for `more` whole bytes past the current length. Returns 0, or -1 without memory.
int vfl_bit_writer_reserve(vfl_bit_writer *writer, size_t more);

/// What a block holds, in order: a literal byte (`literal` 0…255), a copy of `length` bytes (3…258)
/// from `distance` bytes back (`literal` VFL_COPY), or a whole repeated row (`literal`
/// VFL_ZERO_ROW: its filter byte 2 and zeros, coded once a block and repeated bit for bit).
typedef struct {
  int32_t literal;
  uint16_t length;
  uint16_t distance;
} vfl_token;

#define VFL_COPY (-1)
#define VFL_ZERO_ROW (-2)

/// A growing list of tokens.
typedef struct {
  vfl_token *tokens;
  size_t count;
  size_t capacity;
} vfl_token_list;

/// Appends a token. Returns 0, or -1 without memory.
int vfl_token_list_append(vfl_token_list *list, int32_t literal, int length, int distance);

/// Appends copies of `length` bytes from `distance` back, in pieces of 3 to 258 bytes
/// (`length` ≥ 3). Returns 0, or -1 without memory.
int vfl_token_list_append_copies(vfl_token_list *list, size_t length, int distance);

/// Writes one dynamic-Huffman block holding `tokens` (repeated rows `stride` bytes long), its code
/// fitted to them, marked last when `final`. Returns 0, or -1 without memory.
int vfl_write_token_block(vfl_bit_writer *writer, const vfl_token *tokens, size_t count, size_t stride, int final);

/// Pads the final block to a byte boundary.
int vfl_finish_bits(vfl_bit_writer *writer);

#endif
