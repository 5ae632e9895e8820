#ifndef CPNG_H
#define CPNG_H

/*
 * A small libpng wrapper that keeps every setjmp/longjmp inside C, so Swift never sees a
 * longjmp crossing its frames. It decodes any PNG from memory to 8-bit straight-alpha RGBA
 * and encodes 8-bit RGBA to memory. No global state: each decoder or encode call owns its
 * libpng structures, so threads may decode and encode at the same time. The animated PNG's
 * frame data and PNG's chunk checksums come from zlib directly (image_data.c, crc.c).
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
    CPNG_ENCODE_FAILED = 8,    /* libpng refused to encode; the message has its reason */
} cpng_status;

/* Filter choices for cpng_encode_rgba; they may be or-ed. The values equal libpng's
 * PNG_FILTER_* masks (checked in cpng.c) so this header needs no libpng include. */
#define CPNG_FILTER_NONE 0x08
#define CPNG_FILTER_SUB 0x10
#define CPNG_FILTER_UP 0x20
#define CPNG_FILTER_AVG 0x40
#define CPNG_FILTER_PAETH 0x80
#define CPNG_FILTER_ALL 0xF8

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

/* PNG bytes made by cpng_encode_rgba; release with cpng_buffer_free. */
typedef struct cpng_buffer {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} cpng_buffer;

/*
 * Encodes width * height 8-bit straight-alpha RGBA pixels (rows top to bottom, no padding)
 * as a non-interlaced 8-bit RGBA PNG with no ancillary chunks, so equal pixels give equal
 * bytes. zlib_level is 0...9; filters is a non-zero or of CPNG_FILTER_* values.
 * On CPNG_OK, *out holds the PNG; on failure *out is empty and nothing needs freeing.
 */
cpng_status cpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height,
                             int zlib_level, int filters, cpng_buffer *out,
                             char *message, size_t message_size);

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
 * least width * 4), so a rectangle inside a larger image needs no copy. zlib compresses it at
 * level 1 with the Z_RLE strategy, in pieces of under 64 KiB (image_data.c says why); the same
 * pixels give the same bytes. On CPNG_OK, *out holds the stream; on failure *out is empty and the
 * message names the zlib call that failed and its return code.
 */
cpng_status cpng_deflate_rgba_rows(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                   cpng_row_filter filter, cpng_buffer *out, char *message, size_t message_size);

/* zlib's CRC-32 (PNG's chunk checksum) of count bytes, continuing crc: 0 to start, then the
 * value returned for the bytes before. */
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

/* The runtime libpng version, e.g. "1.6.39", for the goldens' renderer fingerprint. */
const char *cpng_libpng_version(void);

#endif
