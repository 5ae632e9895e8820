#include "huffman.h"

#include <stdlib.h>
#include <string.h>

/*
 * Huffman code lengths for DEFLATE's dynamic blocks (RFC 1951 3.2.7): an optimal prefix code from
 * the two-queue construction over the symbols sorted by count, its lengths kept within the
 * format's limit by halving the counts and building again (a code longer than the limit needs
 * counts growing like the Fibonacci numbers, rare on images; each halving flattens them, and
 * equal counts give a balanced tree). Every code made is complete, as zlib's inflate demands.
 */

typedef struct leaf {
    uint32_t count;
    uint16_t symbol;
} leaf;

static int by_count(const void *a, const void *b) {
    const leaf *x = a, *y = b;
    if (x->count != y->count) {
        return x->count < y->count ? -1 : 1;
    }
    return x->symbol < y->symbol ? -1 : x->symbol > y->symbol;
}

/* The depth of each of n sorted leaves (n >= 2) in the optimal tree; returns the deepest. */
static int tree_depths(const leaf *leaves, int n, uint8_t *depth) {
    uint32_t weight[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    int parent[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    for (int i = 0; i < n; i++) {
        weight[i] = leaves[i].count;
    }
    /* Leaves 0..n-1 in count order, internal nodes n.. in the order made (their weights never
     * fall), so the two lightest are always at the head of one queue or the other. */
    int next_leaf = 0, next_node = n, made = n;
    for (int k = 0; k < n - 1; k++) {
        int pick[2];
        for (int j = 0; j < 2; j++) {
            if (next_leaf < n && (next_node >= made || weight[next_leaf] <= weight[next_node])) {
                pick[j] = next_leaf++;
            } else {
                pick[j] = next_node++;
            }
        }
        weight[made] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = made;
        made++;
    }
    /* Root is the last node made, at depth 0; every other node lies below one made later. */
    uint8_t level[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    level[made - 1] = 0;
    int deepest = 0;
    for (int i = made - 2; i >= 0; i--) {
        level[i] = (uint8_t)(level[parent[i]] + 1);
        if (i < n) {
            depth[i] = level[i];
            deepest = level[i] > deepest ? level[i] : deepest;
        }
    }
    return deepest;
}

void cpng_huffman_lengths(const uint32_t *counts, int n, int limit, uint8_t *lengths) {
    leaf leaves[CPNG_HUFFMAN_MAX_SYMBOLS];
    int used = 0;
    memset(lengths, 0, (size_t)n);
    for (int s = 0; s < n; s++) {
        if (counts[s] > 0) {
            leaves[used].count = counts[s];
            leaves[used].symbol = (uint16_t)s;
            used++;
        }
    }
    /* Fewer than two symbols: one bit each for the symbol and a neighbour, a complete code. */
    if (used < 2) {
        int s = used == 1 ? leaves[0].symbol : 0;
        lengths[s] = 1;
        lengths[s == 0 ? 1 : s - 1] = 1;
        return;
    }
    uint8_t depth[CPNG_HUFFMAN_MAX_SYMBOLS];
    for (;;) {
        qsort(leaves, (size_t)used, sizeof leaves[0], by_count);
        if (tree_depths(leaves, used, depth) <= limit) {
            break;
        }
        for (int i = 0; i < used; i++) {
            leaves[i].count = (leaves[i].count >> 1) | 1;
        }
    }
    for (int i = 0; i < used; i++) {
        lengths[leaves[i].symbol] = depth[i];
    }
}

void cpng_huffman_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t per_length[16] = {0};
    for (int s = 0; s < n; s++) {
        per_length[lengths[s]]++;
    }
    per_length[0] = 0;
    uint16_t next[16];
    uint32_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + per_length[bits - 1]) << 1;
        next[bits] = (uint16_t)code;
    }
    /* Canonical codes in symbol order, each bit-reversed: DEFLATE sends a code's top bit first
     * into a stream written from each byte's low bit. */
    for (int s = 0; s < n; s++) {
        int bits = lengths[s];
        if (bits == 0) {
            codes[s] = 0;
            continue;
        }
        uint32_t c = next[bits]++, reversed = 0;
        for (int b = 0; b < bits; b++) {
            reversed = (reversed << 1) | ((c >> b) & 1);
        }
        codes[s] = (uint16_t)reversed;
    }
}

/* Symbol 16 repeats the length before 3-6 times, 17 a zero 3-10 times, 18 a zero 11-138 times. */
int cpng_huffman_run_lengths(const uint8_t *lengths, int total, uint32_t *items, uint32_t *counts) {
    int n = 0;
    for (int i = 0; i < total;) {
        uint8_t v = lengths[i];
        int run = 1;
        while (i + run < total && lengths[i + run] == v) {
            run++;
        }
        i += run;
        if (v != 0) {
            items[n++] = v, counts[v]++, run--;
        }
        while (run >= 3) {
            int take;
            uint32_t symbol;
            if (v != 0) {
                take = run < 6 ? run : 6, symbol = 16;
                items[n++] = symbol | (uint32_t)(take - 3) << 5;
            } else if (run <= 10) {
                take = run, symbol = 17;
                items[n++] = symbol | (uint32_t)(take - 3) << 5;
            } else {
                take = run < 138 ? run : 138, symbol = 18;
                items[n++] = symbol | (uint32_t)(take - 11) << 5;
            }
            counts[symbol]++;
            run -= take;
        }
        for (; run > 0; run--) {
            items[n++] = v, counts[v]++;
        }
    }
    return n;
}
