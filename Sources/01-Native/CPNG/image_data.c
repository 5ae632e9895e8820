#include "cpng.h"
#include "report.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/*
 * PNG image data for the animated PNG's frames, compressed by zlib directly: libpng writes whole
 * files only, and an APNG frame's data is the zlib stream alone (IDAT or fdAT).
 *
 * zlib slides its 32 KiB window after every 32 KiB of input, and each slide rewrites its two
 * tables of positions (64 Ki entries at memory level 8): in a profile of one stream a frame over
 * the 11 motion goldens' 1179 x 2556 frames (Up filter) that was about 40 % of the time. So the rows go in as raw deflate in pieces of under 64 KiB, which never slide: after
 * each piece a sync flush ends the blocks on a byte boundary (an empty stored block) and
 * deflateReset starts the next piece afresh, its blocks following on (as pigz joins its pieces).
 * Z_RLE only looks back one byte, so the reset loses a run at most. The zlib wrapper around the
 * raw stream is RFC 1950's: two header bytes, and the Adler-32 of the filtered rows from zlib's
 * adler32, big-endian, at the end.
 */

/* Input bytes between resets: below 2 * 32 KiB less zlib's 262-byte lookahead, the point where
 * deflate slides its window. */
#define PIECE_BYTES 65000


static const char *zlib_code_name(int code) {
    switch (code) {
    case Z_OK: return "Z_OK";
    case Z_STREAM_END: return "Z_STREAM_END";
    case Z_NEED_DICT: return "Z_NEED_DICT";
    case Z_ERRNO: return "Z_ERRNO";
    case Z_STREAM_ERROR: return "Z_STREAM_ERROR";
    case Z_DATA_ERROR: return "Z_DATA_ERROR";
    case Z_MEM_ERROR: return "Z_MEM_ERROR";
    case Z_BUF_ERROR: return "Z_BUF_ERROR";
    case Z_VERSION_ERROR: return "Z_VERSION_ERROR";
    default: return "an unknown code";
    }
}

/* One frame's compression: the stream, where its bytes go, and the rows' checksum so far. */
typedef struct row_stream {
    z_stream z;
    cpng_buffer *out;
    uLong adler;
    size_t in_piece;
    char *message;
    size_t message_size;
} row_stream;

/* A failed zlib call as a status and a message naming the call, its code and zlib's text. */
static cpng_status zlib_failure(row_stream *s, const char *call, int code) {
    cpng_status status = code == Z_MEM_ERROR ? CPNG_NO_MEMORY : CPNG_ENCODE_FAILED;
    const char *text = s->z.msg;
    return cpng_report(s->message, s->message_size, status, "zlib %s returned %s (%d)%s%s", call, zlib_code_name(code),
                code, text != NULL ? ": " : "", text != NULL ? text : "");
}

/* Makes room for at least `more` bytes after the used ones, doubling. */
static cpng_status grow(row_stream *s, size_t more) {
    cpng_buffer *out = s->out;
    if (out->capacity - out->size >= more) {
        return CPNG_OK;
    }
    size_t capacity = out->capacity < 65536 ? 65536 : out->capacity;
    while (capacity - out->size < more) {
        if (capacity > SIZE_MAX / 2) {
            return cpng_report(s->message, s->message_size, CPNG_NO_MEMORY, "the image data would pass %zu bytes", capacity);
        }
        capacity *= 2;
    }
    uint8_t *bytes = realloc(out->bytes, capacity);
    if (bytes == NULL) {
        return cpng_report(s->message, s->message_size, CPNG_NO_MEMORY, "cannot grow the image data to %zu bytes", capacity);
    }
    out->bytes = bytes;
    out->capacity = capacity;
    return CPNG_OK;
}

/* Runs deflate over `count` bytes with `flush` until it has taken them all; for a sync flush
 * until the output is flushed too, for Z_FINISH until the stream ends. */
static cpng_status deflate_all(row_stream *s, const uint8_t *input, size_t count, int flush) {
    s->z.next_in = (Bytef *)input;
    s->z.avail_in = (uInt)count;
    for (;;) {
        cpng_status status = grow(s, 4096);
        if (status != CPNG_OK) {
            return status;
        }
        size_t room = s->out->capacity - s->out->size;
        s->z.next_out = s->out->bytes + s->out->size;
        s->z.avail_out = room > UINT32_MAX ? UINT32_MAX : (uInt)room;
        uInt offered = s->z.avail_out;
        int code = deflate(&s->z, flush);
        s->out->size += offered - s->z.avail_out;
        if (flush == Z_FINISH ? code == Z_STREAM_END
                              : code == Z_OK && s->z.avail_in == 0 && (flush == Z_NO_FLUSH || s->z.avail_out > 0)) {
            return CPNG_OK;
        }
        /* Z_OK: the output filled up first, so round again with more room. Anything else,
         * Z_BUF_ERROR (no progress despite the room) included, is a failure. */
        if (code != Z_OK) {
            return zlib_failure(s, "deflate", code);
        }
    }
}

/* Appends `count` bytes to the output as they are. */
static cpng_status put(row_stream *s, const uint8_t *bytes, size_t count) {
    cpng_status status = grow(s, count);
    if (status == CPNG_OK) {
        memcpy(s->out->bytes + s->out->size, bytes, count);
        s->out->size += count;
    }
    return status;
}

/* Compresses one filtered row (filter byte first), starting a new piece when it would not fit. */
static cpng_status add_row(row_stream *s, const uint8_t *line, size_t count) {
    if (s->in_piece > 0 && s->in_piece + count > PIECE_BYTES) {
        cpng_status status = deflate_all(s, NULL, 0, Z_SYNC_FLUSH);
        if (status != CPNG_OK) {
            return status;
        }
        int code = deflateReset(&s->z);
        if (code != Z_OK) {
            return zlib_failure(s, "deflateReset", code);
        }
        s->in_piece = 0;
    }
    s->in_piece += count;
    return deflate_all(s, line, count, Z_NO_FLUSH);
}

/* libpng's measure of a filtered row: the sum of its bytes read as signed, in absolute value.
 * Summed in pieces of 2^16 bytes, whose sums fit 32 bits, so the loop vectorizes. */
static uint64_t signed_sum(const uint8_t *bytes, size_t count) {
    uint64_t total = 0;
    for (size_t start = 0; start < count; start += 65536) {
        size_t end = count - start < 65536 ? count : start + 65536;
        uint32_t sum = 0;
        for (size_t i = start; i < end; i++) {
            int32_t v = (int8_t)bytes[i];
            sum += (uint32_t)(v < 0 ? -v : v);
        }
        total += sum;
    }
    return total;
}

/* Writes the row filtered by PNG filter `type` (0 None, 1 Sub, 2 Up; above is NULL on the first
 * row, which PNG treats as a row of zeros) after its filter byte. */
static void filter_row(int type, const uint8_t *row, const uint8_t *above, size_t count, uint8_t *out) {
    out[0] = (uint8_t)type;
    uint8_t *data = out + 1;
    if (type == 1) {
        memcpy(data, row, count < 4 ? count : 4);
        for (size_t i = 4; i < count; i++) {
            data[i] = (uint8_t)(row[i] - row[i - 4]);
        }
    } else if (type == 2 && above != NULL) {
        for (size_t i = 0; i < count; i++) {
            data[i] = (uint8_t)(row[i] - above[i]);
        }
    } else {
        memcpy(data, row, count);
    }
}

/* Rows filtered into scratch space: two rows, and Up's row for a row that repeats the one above
 * (filter byte 2, then zeros) with its Adler-32 from 1, so that checksum needs no pass. */
typedef struct filter_space {
    uint8_t *first;
    uint8_t *second;
    uint8_t *repeat;
    uLong repeat_adler;
} filter_space;

/* The row as it goes into the stream, filter byte first; *repeated tells it is the repeat row. */
static const uint8_t *filtered_row(cpng_row_filter filter, const uint8_t *row, const uint8_t *above, size_t count,
                                   const filter_space *space, int *repeated) {
    *repeated = (filter == CPNG_ROWS_UP || filter == CPNG_ROWS_ADAPTIVE) && above != NULL
                && memcmp(row, above, count) == 0;
    if (*repeated) {
        return space->repeat;
    }
    if (filter != CPNG_ROWS_ADAPTIVE) {
        filter_row((int)filter, row, above, count, space->first);
        return space->first;
    }
    /* Up, Sub, then None when it measures less than both (rarely, on a drawn screen). */
    filter_row(2, row, above, count, space->first);
    filter_row(1, row, above, count, space->second);
    uint64_t up = signed_sum(space->first + 1, count), sub = signed_sum(space->second + 1, count);
    if (signed_sum(row, count) < (sub < up ? sub : up)) {
        filter_row(0, row, above, count, space->first);
        return space->first;
    }
    return sub < up ? space->second : space->first;
}

static cpng_status deflate_rows(row_stream *s, const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                cpng_row_filter filter, const filter_space *space) {
    /* CMF 0x78: deflate with a 32 KiB window; FLG 0x01: the fastest level, and 0x7801 is a
     * multiple of 31 (30721 = 31 * 991) as the check bits require. */
    static const uint8_t header[2] = {0x78, 0x01};
    cpng_status status = put(s, header, 2);
    size_t count = (size_t)width * 4 + 1;
    for (uint32_t y = 0; y < height && status == CPNG_OK; y++) {
        const uint8_t *row = pixels + y * stride;
        int repeated = 0;
        const uint8_t *line = filtered_row(filter, row, y > 0 ? row - stride : NULL, count - 1, space, &repeated);
        status = add_row(s, line, count);
        if (repeated) {
            s->adler = adler32(s->adler, line, 1);
            s->adler = adler32_combine(s->adler, space->repeat_adler, (z_off_t)(count - 1));
        } else {
            s->adler = adler32_z(s->adler, line, count);
        }
    }
    if (status == CPNG_OK) {
        status = deflate_all(s, NULL, 0, Z_FINISH);
    }
    if (status == CPNG_OK) {
        uint8_t trailer[4] = {(uint8_t)(s->adler >> 24), (uint8_t)(s->adler >> 16), (uint8_t)(s->adler >> 8),
                              (uint8_t)s->adler};
        status = put(s, trailer, 4);
    }
    return status;
}

cpng_status cpng_deflate_rgba_rows(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                   cpng_row_filter filter, cpng_buffer *out, char *message, size_t message_size) {
    if (out == NULL) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT, "cpng_deflate_rgba_rows: missing output buffer");
    }
    memset(out, 0, sizeof *out);
    if (width == 0 || height == 0 || width > (UINT32_MAX - 1) / 4 || stride < (size_t)width * 4) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT,
                    "cpng_deflate_rgba_rows: a %u x %u region with rows %zu bytes apart", (unsigned)width,
                    (unsigned)height, stride);
    }
    if (pixels == NULL) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT, "cpng_deflate_rgba_rows: missing pixels");
    }
    if (filter != CPNG_ROWS_NONE && filter != CPNG_ROWS_SUB && filter != CPNG_ROWS_UP && filter != CPNG_ROWS_ADAPTIVE) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT, "cpng_deflate_rgba_rows: unknown row filter %d",
                    (int)filter);
    }
    size_t count = (size_t)width * 4 + 1;
    uint8_t *rows = calloc(3, count);
    if (rows == NULL) {
        return cpng_report(message, message_size, CPNG_NO_MEMORY, "cannot allocate three filtered rows of %zu bytes", count);
    }
    filter_space space = {rows, rows + count, rows + 2 * count, 0};
    space.repeat[0] = 2;
    space.repeat_adler = adler32_z(1L, space.repeat + 1, count - 1);

    row_stream s;
    memset(&s, 0, sizeof s);
    s.out = out;
    s.adler = adler32(0L, Z_NULL, 0);
    s.message = message;
    s.message_size = message_size;
    /* Raw deflate (negative window bits), level 1, memory level 8 (zlib's default), Z_RLE: only
     * repeats of the byte before, which on filtered rows of a drawn screen are the runs of zeros. */
    int code = deflateInit2(&s.z, 1, Z_DEFLATED, -15, 8, Z_RLE);
    cpng_status status = code == Z_OK ? deflate_rows(&s, pixels, stride, width, height, filter, &space)
                                      : zlib_failure(&s, "deflateInit2", code);
    if (code == Z_OK) {
        code = deflateEnd(&s.z);
        /* Z_DATA_ERROR when the stream ended early (a failure already reported) is expected. */
        if (status == CPNG_OK && code != Z_OK) {
            status = zlib_failure(&s, "deflateEnd", code);
        }
    }
    free(rows);
    if (status != CPNG_OK) {
        cpng_buffer_free(out);
    }
    return status;
}
