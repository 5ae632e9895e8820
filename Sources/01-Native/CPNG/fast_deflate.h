#ifndef CARET_HARNESS_CPNG_FAST_DEFLATE_H
#define CARET_HARNESS_CPNG_FAST_DEFLATE_H
#include <stddef.h>
#include <stdint.h>

#define CPNG_FAST_DEFLATE_HASH_BITS 15
#define CPNG_FAST_DEFLATE_TABLE (1u << CPNG_FAST_DEFLATE_HASH_BITS)

/* Working memory of one compression (384 KB), reusable from call to call by one thread. */
typedef struct cpng_fast_deflate_space {
    int32_t table[CPNG_FAST_DEFLATE_TABLE];
    uint32_t symbols[65536];
} cpng_fast_deflate_space;

/* The most bytes cpng_fast_zlib_compress writes for count bytes in. */
size_t cpng_fast_deflate_bound(size_t count);

/* A zlib stream of count bytes (fast_deflate.c), row the bytes from a PNG row to the next (0 for
 * data without rows); out holds cpng_fast_deflate_bound(count) bytes. Returns the bytes written. */
size_t cpng_fast_zlib_compress(const uint8_t *input, size_t count, size_t row, size_t pixel, cpng_fast_deflate_space *space,
                               uint8_t *out);
#endif
