#ifndef CPNG_H
#define CPNG_H

/*
 * PNG in memory. libpng (cpng.c, every setjmp/longjmp kept inside C, so Swift never sees a
 * longjmp crossing its frames) decodes any PNG to 8-bit straight-alpha RGBA; a fast decoder of
 * our own (fast_decode.c) takes the common 8-bit RGB/RGBA files through libdeflate; the encoder
 * (encode.c) and the animated PNG's frame data (image_data.c) compress with libdeflate. No
 * global state: each call owns its structures, so threads may decode and encode at once.
 *
 * Every call that can fail returns a cpng_status and writes a NUL-terminated message into
 * the caller's buffer (libpng's own text where libpng reported the error). 256 bytes are
 * plenty for any message.
 */

#include <stddef.h>
#include <stdint.h>

typedef enum cpng_status {
    CPNG_OK = 0,
    CPNG_EMPTY = 1,            /* zero bytes of input */
    CPNG_NOT_PNG = 2,          /* the 8-byte signature does not match */
    CPNG_TRUNCATED = 3,        /* the data ends before the PNG does */
    CPNG_TOO_LARGE = 4,        /* IHDR declares more pixels than the caller allows */
    CPNG_CORRUPT = 5,          /* libpng rejected the data (bad CRC, bad zlib stream, ...) */
    CPNG_NO_MEMORY = 6,
    CPNG_INVALID_ARGUMENT = 7, /* a caller mistake: bad size, wrong buffer length, second read */
    CPNG_ENCODE_FAILED = 8,    /* the encoder could not encode; the message has its reason */
    CPNG_DECLINED = 9,         /* the fast decoder leaves this file to libpng (no message) */
} cpng_status;

/* An in-progress decode. The input buffer must stay valid until cpng_decoder_free. */
typedef struct cpng_decoder cpng_decoder;

/*
 * Reads the signature and the chunks up to the image data, and refuses an image that
 * declares more than max_pixels pixels before any pixel memory is allocated.
 * On CPNG_OK, *decoder is a new decoder (free it with cpng_decoder_free) and *width and
 * *height are the image size; otherwise *decoder is NULL and nothing needs freeing.
 */
cpng_status cpng_decoder_open(const uint8_t *data, size_t size, uint64_t max_pixels,
                              cpng_decoder **decoder, uint32_t *width, uint32_t *height,
                              char *message, size_t message_size);

/*
 * Decodes the image into pixels, which must hold exactly width * height * 4 bytes:
 * 8-bit straight-alpha RGBA, rows top to bottom, no padding. Any colour type, bit depth
 * and interlacing is converted. Call at most once per decoder.
 */
cpng_status cpng_decoder_read_rgba(cpng_decoder *decoder, uint8_t *pixels, size_t pixels_size,
                                   char *message, size_t message_size);

/* Frees the decoder and everything libpng allocated for it; NULL is allowed. */
void cpng_decoder_free(cpng_decoder *decoder);

/* Bytes made by cpng_encode_png, cpng_zlib_compress or cpng_deflate_rgba_rows; release with
 * cpng_buffer_free. */
typedef struct cpng_buffer {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} cpng_buffer;

/* Frees the bytes and empties the buffer; safe to call on an empty buffer. */
void cpng_buffer_free(cpng_buffer *buffer);

/* How cpng_deflate_rgba_rows filters each row: a PNG filter type for every row, or one chosen
 * per row. */
typedef enum cpng_row_filter {
    CPNG_ROWS_NONE = 0,
    CPNG_ROWS_SUB = 1,
    CPNG_ROWS_UP = 2,
    /* Per row, whichever of Up, Sub and None has the smallest sum of its bytes read as signed
     * numbers, in absolute value (libpng's measure); Up on a tie. */
    CPNG_ROWS_ADAPTIVE = 5,
} cpng_row_filter;

/*
 * PNG image data for a width x height rectangle of 8-bit RGBA pixels: the zlib stream of its rows,
 * each row its filter type byte and then the row filtered, as an IDAT or fdAT chunk holds it.
 * pixels points at the rectangle's first pixel, stride is the bytes from one row to the next (at
 * least width * 4), so a rectangle inside a larger image needs no copy. libdeflate compresses it
 * at level 1 in one call (image_data.c); the same pixels give the same bytes. On CPNG_OK, *out
 * holds the stream; on failure *out is empty and the message says why.
 */
cpng_status cpng_deflate_rgba_rows(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                   cpng_row_filter filter, cpng_buffer *out, char *message, size_t message_size);

/*
 * The fast decoder (fast_decode.c): 8-bit RGB or RGBA, not interlaced, without palette or tRNS,
 * every CRC right, inflated by libdeflate. cpng_fast_probe reads the size from IHDR when the
 * file is of that kind; cpng_fast_decode_rgba decodes into pixels, which must hold exactly
 * width * height * 4 + height bytes (the extra bytes are working room; the image is the first
 * width * height * 4). Either returns CPNG_DECLINED for any other file or any problem at all,
 * and the caller then decodes with libpng, whose answer stands.
 */
cpng_status cpng_fast_probe(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height);
cpng_status cpng_fast_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t capacity);

/* libdeflate levels for cpng_encode_png: fast for frames a run writes, strong for goldens. */
#define CPNG_LEVEL_FAST 1
#define CPNG_LEVEL_STRONG 12

/*
 * Encodes width * height 8-bit straight-alpha RGBA pixels as a PNG without libpng (encode.c):
 * RGB (colour type 2) when every alpha is 255, else RGBA; every row filter type None (encode.c
 * says why); one IDAT compressed by libdeflate at level (1...12); no ancillary chunk, so equal
 * pixels give equal bytes.
 */
cpng_status cpng_encode_png(const uint8_t *pixels, uint32_t width, uint32_t height, int level, cpng_buffer *out,
                            char *message, size_t message_size);

/* A zlib stream of count bytes by libdeflate at level, with before bytes left free ahead of it
 * and room for after bytes behind (out->size counts before + the stream). */
cpng_status cpng_zlib_compress(const uint8_t *input, size_t count, int level, cpng_buffer *out, size_t before,
                               size_t after, char *message, size_t message_size);

/* CRC-32 (PNG's chunk checksum, zlib's definition; computed by libdeflate) of count bytes, continuing crc: 0 to start, then the
 * value returned for the bytes before. */
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

/* The runtime libpng version, e.g. "1.6.39", for the goldens' renderer fingerprint. */
const char *cpng_libpng_version(void);

#endif
