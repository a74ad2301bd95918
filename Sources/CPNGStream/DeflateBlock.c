// Dynamic-Huffman deflate blocks for the rows of mostly empty pictures, from tokens found in
// RowDeflate.c: a repeated row (all zeros once filtered Up), a row that changes a few pixels, a
// row equal to one a few rows above, lines of text. igzip's
// match finder files only the first positions of a match in its hash table, so in a run of zeros
// it finds the zeros 256 bytes back, and each 258-byte copy costs about ten bits; here a run is a
// copy from one byte (or one pixel) back, about two bits, and the code is fitted to the block.
#include "DeflateBlock.h"

#include <stdlib.h>
#include <string.h>

enum { LITLEN_SYMBOLS = 286, DIST_SYMBOLS = 30, CODE_LENGTH_SYMBOLS = 19, END_OF_BLOCK = 256 };

int vfl_bit_writer_reserve(vfl_bit_writer *w, size_t more) {
  if (w->capacity - w->length >= more) return 0;
  size_t larger = w->capacity * 2 > w->length + more ? w->capacity * 2 : w->length + more;
  unsigned char *moved = realloc(w->data, larger);
  if (moved == NULL) return -1;
  w->data = moved;
  w->capacity = larger;
  return 0;
}

// At most 32 bits; the caller has reserved room for them. Whole bytes are stored four at a time,
// once 32 bits are pending (drain stores the rest).
static inline void put_bits(vfl_bit_writer *w, uint32_t value, int count) {
  w->bits |= (uint64_t)value << w->count;
  w->count += count;
  if (w->count >= 32) {
    uint32_t word = (uint32_t)w->bits;
    unsigned char *at = w->data + w->length;
    at[0] = (unsigned char)word, at[1] = (unsigned char)(word >> 8);
    at[2] = (unsigned char)(word >> 16), at[3] = (unsigned char)(word >> 24);
    w->length += 4;
    w->bits >>= 32;
    w->count -= 32;
  }
}

// Stores the whole bytes still pending.
static void drain(vfl_bit_writer *w) {
  while (w->count >= 8) {
    w->data[w->length++] = (unsigned char)w->bits;
    w->bits >>= 8;
    w->count -= 8;
  }
}

// A copy's length (3…258) or distance (1…32768) as its symbol, extra bits and their value. Past
// the first codes, each power of two is split into two (distances) or four (lengths) codes, so
// the code follows from the position of the highest bit.
static inline void length_code(int length, int *symbol, int *extra, int *value) {
  static const uint16_t base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                    31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
  int index, bits;
  unsigned x = (unsigned)length - 3;
  if (length == 258) {
    index = 28, bits = 0;
  } else if (x < 8) {
    index = (int)x, bits = 0;
  } else {
    bits = 29 - __builtin_clz(x);  // floor(log2(x)) - 2
    index = 4 * bits + 4 + (int)((x >> bits) & 3);
  }
  *symbol = 257 + index;
  *extra = bits;
  *value = length - base[index];
}

static inline void distance_code(int distance, int *symbol, int *extra, int *value) {
  static const uint16_t base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                    193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
  unsigned x = (unsigned)distance - 1;
  int index = x < 4 ? (int)x : 2 * (31 - __builtin_clz(x)) + (int)((x >> (30 - __builtin_clz(x))) & 1);
  *symbol = index;
  *extra = index < 4 ? 0 : index / 2 - 1;
  *value = distance - base[index];
}

int vfl_token_list_append(vfl_token_list *list, int32_t literal, int length, int distance) {
  if (list->count == list->capacity) {
    size_t larger = list->capacity * 2 + 1024;
    vfl_token *moved = realloc(list->tokens, larger * sizeof *moved);
    if (moved == NULL) return -1;
    list->tokens = moved;
    list->capacity = larger;
  }
  list->tokens[list->count++] = (vfl_token){literal, (uint16_t)length, (uint16_t)distance};
  return 0;
}

int vfl_token_list_append_copies(vfl_token_list *list, size_t length, int distance) {
  while (length > 0) {
    // Never leave 1 or 2 bytes behind: 258 + 2 is written as 257 + 3.
    size_t piece = length > 258 ? (length - 258 < 3 ? length - 3 : 258) : length;
    if (vfl_token_list_append(list, VFL_COPY, (int)piece, distance) != 0) return -1;
    length -= piece;
  }
  return 0;
}

// The tokens of a repeated row: the filter byte 2, a zero, and the other zeros copied from one
// byte back.
static int zero_row_tokens(size_t stride, vfl_token_list *list) {
  if (vfl_token_list_append(list, 2, 0, 0) != 0 || vfl_token_list_append(list, 0, 0, 0) != 0) return -1;
  if (stride - 2 >= 3) return vfl_token_list_append_copies(list, stride - 2, 1);
  for (size_t k = 2; k < stride; k++)
    if (vfl_token_list_append(list, 0, 0, 0) != 0) return -1;
  return 0;
}

typedef struct {
  uint32_t litlen[LITLEN_SYMBOLS];
  uint32_t dist[DIST_SYMBOLS];
} frequencies;

static void count_tokens(const vfl_token *tokens, size_t count, uint32_t times, frequencies *f, size_t *zero_rows) {
  for (size_t i = 0; i < count; i++) {
    const vfl_token *t = &tokens[i];
    if (t->literal >= 0) {
      f->litlen[t->literal] += times;
    } else if (t->literal == VFL_COPY) {
      int symbol, extra, value;
      length_code(t->length, &symbol, &extra, &value);
      f->litlen[symbol] += times;
      distance_code(t->distance, &symbol, &extra, &value);
      f->dist[symbol] += times;
    } else {
      (*zero_rows)++;
    }
  }
}

// Sorts `count` keys (at most LITLEN_SYMBOLS, all different) in place: insertion sort into runs of
// 16, then merged bottom-up; several times faster than qsort's calls through a pointer here.
static void sort_keys(uint64_t *keys, int count) {
  uint64_t spare[LITLEN_SYMBOLS];
  for (int start = 0; start < count; start += 16) {
    int end = start + 16 < count ? start + 16 : count;
    for (int a = start + 1; a < end; a++) {
      uint64_t key = keys[a];
      int b = a;
      for (; b > start && keys[b - 1] > key; b--) keys[b] = keys[b - 1];
      keys[b] = key;
    }
  }
  uint64_t *from = keys, *to = spare;
  for (int width = 16; width < count; width *= 2) {
    for (int start = 0; start < count; start += 2 * width) {
      int middle = start + width < count ? start + width : count;
      int end = start + 2 * width < count ? start + 2 * width : count;
      int a = start, b = middle, k = start;
      while (a < middle && b < end) to[k++] = from[a] < from[b] ? from[a++] : from[b++];
      while (a < middle) to[k++] = from[a++];
      while (b < end) to[k++] = from[b++];
    }
    uint64_t *swap = from;
    from = to;
    to = swap;
  }
  if (from != keys) memcpy(keys, from, (size_t)count * sizeof *keys);
}

// Huffman code lengths of at most `limit` bits for the `count` symbols of `freq`: a tree built by
// joining the two lightest nodes (leaves and joined nodes each kept in weight order), then lengths
// past the limit shortened as zlib does, moving codes down from the deepest level that has room.
// The shortest lengths go to the most frequent symbols, ties to the lower symbol.
static void code_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths) {
  int symbols[LITLEN_SYMBOLS];
  int used = 0;
  memset(lengths, 0, (size_t)count);
  for (int s = 0; s < count; s++)
    if (freq[s] > 0) symbols[used++] = s;
  if (used == 0) return;
  if (used == 1) {
    lengths[symbols[0]] = 1;
    return;
  }
  // By frequency, then symbol: sorted as 64-bit keys (frequency above, symbol below).
  uint64_t keys[LITLEN_SYMBOLS];
  for (int a = 0; a < used; a++) keys[a] = (uint64_t)freq[symbols[a]] << 16 | (uint64_t)symbols[a];
  sort_keys(keys, used);
  for (int a = 0; a < used; a++) symbols[a] = (int)(keys[a] & 0xFFFF);
  uint64_t weight[2 * LITLEN_SYMBOLS];
  int parent[2 * LITLEN_SYMBOLS];
  for (int a = 0; a < used; a++) weight[a] = freq[symbols[a]];
  int leaf = 0, node = used, made = used;
  for (int step = 0; step < used - 1; step++) {
    int pick[2];
    for (int k = 0; k < 2; k++) pick[k] = (leaf < used && (node >= made || weight[leaf] <= weight[node])) ? leaf++ : node++;
    weight[made] = weight[pick[0]] + weight[pick[1]];
    parent[pick[0]] = made;
    parent[pick[1]] = made;
    made++;
  }
  int depth[2 * LITLEN_SYMBOLS];
  depth[made - 1] = 0;
  for (int n = made - 2; n >= 0; n--) depth[n] = depth[parent[n]] + 1;
  int per_length[2 * LITLEN_SYMBOLS] = {0};
  int longest = 0;
  for (int a = 0; a < used; a++) {
    per_length[depth[a]]++;
    if (depth[a] > longest) longest = depth[a];
  }
  if (longest > limit) {
    for (int l = limit + 1; l <= longest; l++) {
      per_length[limit] += per_length[l];
      per_length[l] = 0;
    }
    // Kraft's sum in units of 2^-limit is over 2^limit; each move takes one unit off it.
    uint64_t kraft = 0;
    for (int l = 1; l <= limit; l++) kraft += (uint64_t)per_length[l] << (limit - l);
    while (kraft > ((uint64_t)1 << limit)) {
      int bits = limit - 1;
      while (per_length[bits] == 0) bits--;
      per_length[bits]--;
      per_length[bits + 1] += 2;
      per_length[limit]--;
      kraft -= 1;
    }
  }
  int a = used - 1;
  for (int l = 1; l <= limit; l++)
    for (int k = 0; k < per_length[l]; k++) lengths[symbols[a--]] = (uint8_t)l;
}

// Canonical codes for `lengths`, bit-reversed for writing least significant bit first.
static void canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
  int per_length[16] = {0};
  for (int s = 0; s < count; s++) per_length[lengths[s]]++;
  per_length[0] = 0;
  int next[16] = {0};
  int code = 0;
  for (int l = 1; l < 16; l++) {
    code = (code + per_length[l - 1]) << 1;
    next[l] = code;
  }
  for (int s = 0; s < count; s++) {
    int l = lengths[s];
    if (l == 0) continue;
    // The code's l bits reversed: all 16 swapped in halves, quarters, eighths and pairs, then shifted.
    uint32_t v = (uint32_t)next[l]++;
    v = ((v >> 1) & 0x5555u) | ((v & 0x5555u) << 1);
    v = ((v >> 2) & 0x3333u) | ((v & 0x3333u) << 2);
    v = ((v >> 4) & 0x0F0Fu) | ((v & 0x0F0Fu) << 4);
    v = ((v >> 8) & 0x00FFu) | ((v & 0x00FFu) << 8);
    codes[s] = (uint16_t)(v >> (16 - l));
  }
}

typedef struct {
  uint8_t litlen_lengths[LITLEN_SYMBOLS];
  uint16_t litlen_codes[LITLEN_SYMBOLS];
  uint8_t dist_lengths[DIST_SYMBOLS];
  uint16_t dist_codes[DIST_SYMBOLS];
} code;

static void write_tokens(vfl_bit_writer *w, const code *c, const vfl_token *tokens, size_t count,
                         const vfl_bit_writer *zero_row) {
  for (size_t i = 0; i < count; i++) {
    const vfl_token *t = &tokens[i];
    if (t->literal >= 0) {
      put_bits(w, c->litlen_codes[t->literal], c->litlen_lengths[t->literal]);
    } else if (t->literal == VFL_COPY) {
      int symbol, extra, value;
      length_code(t->length, &symbol, &extra, &value);
      put_bits(w, c->litlen_codes[symbol], c->litlen_lengths[symbol]);
      if (extra) put_bits(w, (uint32_t)value, extra);
      distance_code(t->distance, &symbol, &extra, &value);
      put_bits(w, c->dist_codes[symbol], c->dist_lengths[symbol]);
      if (extra) put_bits(w, (uint32_t)value, extra);
    } else {
      // A repeated row: its bits, made once for the block.
      size_t whole = zero_row->length;
      for (size_t k = 0; k + 4 <= whole; k += 4) {
        uint32_t word;
        memcpy(&word, zero_row->data + k, 4);
        put_bits(w, word, 32);
      }
      for (size_t k = whole & ~(size_t)3; k < whole; k++) put_bits(w, zero_row->data[k], 8);
      if (zero_row->count > 0) put_bits(w, (uint32_t)zero_row->bits, zero_row->count);
    }
  }
}

int vfl_write_token_block(vfl_bit_writer *w, const vfl_token *tokens, size_t count, size_t stride, int final) {
  frequencies f;
  memset(&f, 0, sizeof f);
  size_t zero_rows = 0;
  count_tokens(tokens, count, 1, &f, &zero_rows);
  vfl_token_list zero_row = {NULL, 0, 0};
  if (zero_rows > 0) {
    size_t ignored = 0;
    if (zero_row_tokens(stride, &zero_row) != 0) return -1;
    count_tokens(zero_row.tokens, zero_row.count, (uint32_t)zero_rows, &f, &ignored);
  }
  f.litlen[END_OF_BLOCK] = 1;
  // At least one distance code: a lone one has length 1, the one incomplete code deflate allows.
  int any_distance = 0;
  for (int s = 0; s < DIST_SYMBOLS; s++) any_distance |= f.dist[s] != 0;
  if (!any_distance) f.dist[0] = 1;
  code c;
  memset(&c, 0, sizeof c);
  code_lengths(f.litlen, LITLEN_SYMBOLS, 15, c.litlen_lengths);
  code_lengths(f.dist, DIST_SYMBOLS, 15, c.dist_lengths);
  canonical_codes(c.litlen_lengths, LITLEN_SYMBOLS, c.litlen_codes);
  canonical_codes(c.dist_lengths, DIST_SYMBOLS, c.dist_codes);
  int hlit = LITLEN_SYMBOLS;
  while (hlit > 257 && c.litlen_lengths[hlit - 1] == 0) hlit--;
  int hdist = DIST_SYMBOLS;
  while (hdist > 1 && c.dist_lengths[hdist - 1] == 0) hdist--;

  // Both alphabets' code lengths, run-length coded: 16 repeats the last length 3–6 times, 17 and
  // 18 stand for 3–10 and 11–138 zeros.
  uint8_t all[LITLEN_SYMBOLS + DIST_SYMBOLS];
  memcpy(all, c.litlen_lengths, (size_t)hlit);
  memcpy(all + hlit, c.dist_lengths, (size_t)hdist);
  int total = hlit + hdist, runs = 0;
  uint8_t run_symbol[LITLEN_SYMBOLS + DIST_SYMBOLS], run_extra[LITLEN_SYMBOLS + DIST_SYMBOLS];
  uint32_t length_freq[CODE_LENGTH_SYMBOLS] = {0};
  for (int i = 0; i < total;) {
    int value = all[i], run = 1;
    while (i + run < total && all[i + run] == value) run++;
    i += run;
    if (value == 0) {
      while (run >= 11) {
        int piece = run > 138 ? 138 : run;
        run_symbol[runs] = 18, run_extra[runs++] = (uint8_t)(piece - 11), length_freq[18]++;
        run -= piece;
      }
      if (run >= 3) {
        run_symbol[runs] = 17, run_extra[runs++] = (uint8_t)(run - 3), length_freq[17]++;
        run = 0;
      }
    } else {
      run_symbol[runs] = (uint8_t)value, run_extra[runs++] = 0, length_freq[value]++;
      run--;
      while (run >= 3) {
        int piece = run > 6 ? 6 : run;
        run_symbol[runs] = 16, run_extra[runs++] = (uint8_t)(piece - 3), length_freq[16]++;
        run -= piece;
      }
    }
    while (run > 0) {
      run_symbol[runs] = (uint8_t)value, run_extra[runs++] = 0, length_freq[value]++;
      run--;
    }
  }
  // The code-length code must be complete: a lone symbol gets a partner.
  int lengths_used = 0;
  for (int s = 0; s < CODE_LENGTH_SYMBOLS; s++) lengths_used += length_freq[s] > 0;
  if (lengths_used == 1) length_freq[length_freq[0] ? 1 : 0] = 1;
  uint8_t length_lengths[CODE_LENGTH_SYMBOLS];
  uint16_t length_codes[CODE_LENGTH_SYMBOLS] = {0};
  code_lengths(length_freq, CODE_LENGTH_SYMBOLS, 7, length_lengths);
  canonical_codes(length_lengths, CODE_LENGTH_SYMBOLS, length_codes);
  static const uint8_t order[CODE_LENGTH_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
  int hclen = CODE_LENGTH_SYMBOLS;
  while (hclen > 4 && length_lengths[order[hclen - 1]] == 0) hclen--;

  // A repeated row's bits, made once: a literal costs at most 15 bits and a copy 48, for 3 bytes.
  vfl_bit_writer pattern = {NULL, 0, 0, 0, 0};
  if (zero_rows > 0) {
    if (vfl_bit_writer_reserve(&pattern, stride * 2 + 16) != 0) {
      free(zero_row.tokens);
      return -1;
    }
    write_tokens(&pattern, &c, zero_row.tokens, zero_row.count, NULL);
    drain(&pattern);
  }
  free(zero_row.tokens);
  // At most 48 bits a token (6 bytes), a row's pattern a repeated row, and the header.
  if (vfl_bit_writer_reserve(w, count * 6 + zero_rows * (pattern.length + 1) + 1024) != 0) {
    free(pattern.data);
    return -1;
  }
  put_bits(w, final ? 1 : 0, 1);
  put_bits(w, 2, 2);
  put_bits(w, (uint32_t)(hlit - 257), 5);
  put_bits(w, (uint32_t)(hdist - 1), 5);
  put_bits(w, (uint32_t)(hclen - 4), 4);
  for (int i = 0; i < hclen; i++) put_bits(w, length_lengths[order[i]], 3);
  static const uint8_t extra_bits[3] = {2, 3, 7};
  for (int i = 0; i < runs; i++) {
    int s = run_symbol[i];
    put_bits(w, length_codes[s], length_lengths[s]);
    if (s >= 16) put_bits(w, run_extra[i], extra_bits[s - 16]);
  }
  write_tokens(w, &c, tokens, count, &pattern);
  free(pattern.data);
  put_bits(w, c.litlen_codes[END_OF_BLOCK], c.litlen_lengths[END_OF_BLOCK]);
  return 0;
}

int vfl_finish_bits(vfl_bit_writer *w) {
  if (vfl_bit_writer_reserve(w, 8) != 0) return -1;
  if (w->count % 8 > 0) put_bits(w, 0, 8 - w->count % 8);
  drain(w);
  return 0;
}
