#ifndef CARET_HARNESS_CPNG_HUFFMAN_H
#define CARET_HARNESS_CPNG_HUFFMAN_H
#include <stdint.h>

/* DEFLATE's largest alphabet: 286 literal/length symbols (288 with the two reserved ones). */
#define CPNG_HUFFMAN_MAX_SYMBOLS 288

/* The code length of each of n symbols from their counts: 0 for a symbol never used, at most
 * limit bits, a complete code (two symbols at least, one given a neighbour). */
void cpng_huffman_lengths(const uint32_t *counts, int n, int limit, uint8_t *lengths);

/* The canonical codes of RFC 1951 3.2.2 for those lengths, bit-reversed to be written from the
 * low bit (DEFLATE's order). */
void cpng_huffman_codes(const uint8_t *lengths, int n, uint16_t *codes);

/* The code-length sequence of a dynamic block's two codes, total lengths, run-length coded
 * (RFC 1951 3.2.7): each item a symbol 0...18 in its low 5 bits and its extra bits' value above,
 * counted into counts[19]. Returns the number of items (at most total). */
int cpng_huffman_run_lengths(const uint8_t *lengths, int total, uint32_t *items, uint32_t *counts);
#endif
