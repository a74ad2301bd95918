#ifndef VFL_ZERO_ROW_BLOCK_H
#define VFL_ZERO_ROW_BLOCK_H

#include <stddef.h>

// Internal to CPNGStream (not in its public header): the deflate block for a run of repeated rows.

/// At most how many bytes vfl_write_zero_row_block writes for `rows` rows of `zeros` zero bytes.
size_t vfl_zero_row_block_bound(size_t zeros, size_t rows);

/// Writes, from a byte boundary, one dynamic-Huffman deflate block holding `rows` PNG rows that
/// each are the filter byte 2 (Up) and `zeros` zero bytes (`zeros` >= 1), then ends on a byte
/// boundary: with an empty stored block (a sync flush) when not `final`, with the block marked
/// last and padding otherwise. Returns the number of bytes written.
size_t vfl_write_zero_row_block(unsigned char *out, size_t zeros, size_t rows, int final);

#endif
