#include "fast_deflate.h"
#include "huffman.h"

#include <libdeflate.h>
#include <string.h>

/*
 * A DEFLATE made for our frames' rows, the .fast setting's compressor: greedy matching that
 * tries, at each byte, the pixel before, the distance of the match before, the row above, then
 * a one-entry hash of the next four bytes, and takes the longest, the nearest on a tie (fewer
 * extra bits); it hashes the bytes inside a short match and only the last of a long one, where
 * libdeflate's fastest level hashes every byte, most of its time on these frames (whole rows
 * repeat, flat colours run for thousands of bytes). Blocks of at most 65,535 symbols, each with
 * its own Huffman codes (huffman.c). The same bytes in give the same stream out.
 */

#define HASH_BITS CPNG_FAST_DEFLATE_HASH_BITS
#define WINDOW 32768
#define MIN_MATCH 4
#define MAX_MATCH 258
#define BLOCK_SYMBOLS 65535
#define MATCH_FLAG 0x80000000u
/* A match this long or shorter has each of its bytes hashed; a longer one its last byte alone. */
#define INSERT_ALL 8
#define INSERT_TAIL 1

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "fast_deflate.c loads and stores little-endian words"
#endif

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static inline uint32_t hash4(uint32_t word) { return (word * 2654435761u) >> (32 - HASH_BITS); }

typedef struct bit_writer {
    uint8_t *at;
    uint64_t bits;
    int count;
} bit_writer;

/* Appends count (at most 16) bits, low bit first. */
static inline void put_bits(bit_writer *w, uint32_t value, int count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count >= 32) {
        uint32_t low = (uint32_t)w->bits;
        memcpy(w->at, &low, 4);
        w->at += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

static void flush_bits(bit_writer *w) {
    while (w->count > 0) {
        *w->at++ = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
    w->count = 0;
    w->bits = 0;
}

static inline int floor_log2(uint32_t v) { return 31 - __builtin_clz(v); }

/* Length 3...258 as its symbol 257...285 and extra bits (RFC 1951 3.2.5). */
static inline void length_code(uint32_t length, uint32_t *symbol, int *extra_bits, uint32_t *extra) {
    uint32_t l = length - 3;
    if (length == MAX_MATCH) {
        *symbol = 285, *extra_bits = 0, *extra = 0;
    } else if (l < 8) {
        *symbol = 257 + l, *extra_bits = 0, *extra = 0;
    } else {
        int n = floor_log2(l);
        *extra_bits = n - 2;
        *symbol = 257 + 4 * (uint32_t)(n - 1) + ((l >> (n - 2)) & 3);
        *extra = l & ((1u << (n - 2)) - 1);
    }
}

/* Distance 1...32768 as its symbol 0...29 and extra bits. */
static inline void distance_code(uint32_t distance, uint32_t *symbol, int *extra_bits, uint32_t *extra) {
    uint32_t v = distance - 1;
    if (v < 4) {
        *symbol = v, *extra_bits = 0, *extra = 0;
    } else {
        int n = floor_log2(v);
        *extra_bits = n - 1;
        *symbol = 2 * (uint32_t)n + ((v >> (n - 1)) & 1);
        *extra = v & ((1u << (n - 1)) - 1);
    }
}

/* How far the bytes at earlier and at here agree, given their first MIN_MATCH do, up to limit. */
static inline uint32_t match_length(const uint8_t *earlier, const uint8_t *here, uint32_t limit) {
    uint32_t n = MIN_MATCH;
    while (n + 8 <= limit) {
        uint64_t differ = load64(earlier + n) ^ load64(here + n);
        if (differ != 0) {
            return n + (uint32_t)(__builtin_ctzll(differ) >> 3);
        }
        n += 8;
    }
    while (n < limit && earlier[n] == here[n]) {
        n++;
    }
    return n;
}

/* One dynamic-Huffman block of the symbols, with the end-of-block symbol. */
static void write_block(bit_writer *w, const uint32_t *symbols, size_t count, uint32_t *literal_counts,
                        uint32_t *distance_counts, int final) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    literal_counts[256] = 1;
    uint8_t lengths[286 + 30];
    cpng_huffman_lengths(literal_counts, 286, 15, lengths);
    int literals = 286;
    while (literals > 257 && lengths[literals - 1] == 0) {
        literals--;
    }
    uint8_t distance_lengths[30];
    cpng_huffman_lengths(distance_counts, 30, 15, distance_lengths);
    int distances = 30;
    while (distances > 1 && distance_lengths[distances - 1] == 0) {
        distances--;
    }
    uint16_t literal_codes[286], distance_codes[30];
    cpng_huffman_codes(lengths, 286, literal_codes);
    cpng_huffman_codes(distance_lengths, 30, distance_codes);
    memcpy(lengths + literals, distance_lengths, (size_t)distances);

    uint32_t items[286 + 30], item_counts[19] = {0};
    int item_count = cpng_huffman_run_lengths(lengths, literals + distances, items, item_counts);
    uint8_t item_lengths[19];
    uint16_t item_codes[19];
    cpng_huffman_lengths(item_counts, 19, 7, item_lengths);
    cpng_huffman_codes(item_lengths, 19, item_codes);
    int sent = 19;
    while (sent > 4 && item_lengths[order[sent - 1]] == 0) {
        sent--;
    }
    put_bits(w, (uint32_t)final, 1);
    put_bits(w, 2, 2); /* dynamic Huffman */
    put_bits(w, (uint32_t)(literals - 257), 5);
    put_bits(w, (uint32_t)(distances - 1), 5);
    put_bits(w, (uint32_t)(sent - 4), 4);
    for (int i = 0; i < sent; i++) {
        put_bits(w, item_lengths[order[i]], 3);
    }
    static const int item_extra[3] = {2, 3, 7};
    for (int i = 0; i < item_count; i++) {
        uint32_t symbol = items[i] & 31;
        put_bits(w, item_codes[symbol], item_lengths[symbol]);
        if (symbol >= 16) {
            put_bits(w, items[i] >> 5, item_extra[symbol - 16]);
        }
    }
    for (size_t i = 0; i < count; i++) {
        uint32_t s = symbols[i];
        if (!(s & MATCH_FLAG)) {
            put_bits(w, literal_codes[s], lengths[s]);
            continue;
        }
        uint32_t symbol, extra;
        int extra_bits;
        length_code((s >> 16) & 0x1FF, &symbol, &extra_bits, &extra);
        put_bits(w, literal_codes[symbol], lengths[symbol]);
        put_bits(w, extra, extra_bits);
        distance_code(s & 0xFFFF, &symbol, &extra_bits, &extra);
        put_bits(w, distance_codes[symbol], distance_lengths[symbol]);
        put_bits(w, extra, extra_bits);
    }
    put_bits(w, literal_codes[256], lengths[256]);
}

size_t cpng_fast_deflate_bound(size_t count) { return 2 * count + ((count >> 16) + 1) * 640 + 64; }

size_t cpng_fast_zlib_compress(const uint8_t *input, size_t count, size_t row, size_t pixel, cpng_fast_deflate_space *space,
                               uint8_t *out) {
    int32_t *table = space->table;
    for (size_t i = 0; i < CPNG_FAST_DEFLATE_TABLE; i++) {
        table[i] = -WINDOW - 1;
    }
    out[0] = 0x78, out[1] = 0x01; /* zlib: DEFLATE, 32 KB window, fastest */
    bit_writer w = {out + 2, 0, 0};
    const uint8_t *end = input + count;
    size_t pos = 0;
    uint32_t last = 1;
    int above = row > 0 && row <= WINDOW;
    for (;;) {
        uint32_t literal_counts[286] = {0}, distance_counts[30] = {0};
        uint32_t *symbols = space->symbols;
        size_t made = 0;
        while (made < BLOCK_SYMBOLS && pos + MIN_MATCH <= count) {
            const uint8_t *here = input + pos;
            uint32_t word = load32(here), limit = (uint32_t)(end - here < MAX_MATCH ? end - here : MAX_MATCH);
            uint32_t best = 0, distance = 0;
            if (pos >= pixel && load32(here - pixel) == word) {
                best = match_length(here - pixel, here, limit), distance = (uint32_t)pixel;
            }
            if (best < limit && last != pixel && pos >= last && load32(here - last) == word) {
                uint32_t n = match_length(here - last, here, limit);
                if (n > best || (n == best && last < distance)) {
                    best = n, distance = last;
                }
            }
            if (above && best < limit && row != last && pos >= row && load32(here - row) == word) {
                uint32_t n = match_length(here - row, here, limit);
                if (n > best || (n == best && row < distance)) {
                    best = n, distance = (uint32_t)row;
                }
            }
            uint32_t h = hash4(word);
            int32_t candidate = table[h];
            table[h] = (int32_t)pos;
            if (best < limit && (int64_t)pos - candidate <= WINDOW && load32(input + candidate) == word) {
                uint32_t n = match_length(input + candidate, here, limit);
                if (n > best || (n == best && pos - (size_t)candidate < distance)) {
                    best = n, distance = (uint32_t)(pos - (size_t)candidate);
                }
            }
            if (best >= MIN_MATCH) {
                uint32_t symbol, extra;
                int extra_bits;
                length_code(best, &symbol, &extra_bits, &extra);
                literal_counts[symbol]++;
                distance_code(distance, &symbol, &extra_bits, &extra);
                distance_counts[symbol]++;
                symbols[made++] = MATCH_FLAG | best << 16 | distance;
                last = distance;
                size_t from = best <= INSERT_ALL ? pos + 1 : pos + best - INSERT_TAIL;
                pos += best;
                for (size_t p = from; p < pos && p + MIN_MATCH <= count; p++) {
                    table[hash4(load32(input + p))] = (int32_t)p;
                }
            } else {
                literal_counts[*here]++;
                symbols[made++] = *here;
                pos++;
            }
        }
        while (made < BLOCK_SYMBOLS && pos + MIN_MATCH > count && pos < count) {
            literal_counts[input[pos]]++;
            symbols[made++] = input[pos++];
        }
        int final = pos >= count;
        write_block(&w, symbols, made, literal_counts, distance_counts, final);
        if (final) {
            break;
        }
    }
    flush_bits(&w);
    uint32_t adler = libdeflate_adler32(1, input, count);
    w.at[0] = (uint8_t)(adler >> 24), w.at[1] = (uint8_t)(adler >> 16);
    w.at[2] = (uint8_t)(adler >> 8), w.at[3] = (uint8_t)adler;
    return (size_t)(w.at + 4 - out);
}
