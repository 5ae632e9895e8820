#include "cpng.h"
#include "report.h"

#include <stdlib.h>
#include <string.h>

/*
 * PNG image data for the animated PNG's frames: the rows of a rectangle filtered into one buffer
 * (an APNG frame's data is the zlib stream alone, IDAT or fdAT, which libpng cannot write), then
 * compressed in one call by libdeflate at level 1 through cpng_zlib_compress, the encoder's path
 * (encode.c). Whole-buffer DEFLATE needs none of zlib's window sliding, which cost the streamed
 * zlib version of this file about 40 % of its time.
 */

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
 * (filter byte 2, then zeros). */
typedef struct filter_space {
    uint8_t *first;
    uint8_t *second;
    uint8_t *repeat;
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
    if (height > SIZE_MAX / count - 3) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT, "cpng_deflate_rgba_rows: %u rows are too many",
                           (unsigned)height);
    }
    /* Three scratch rows (two candidates and the repeat row), then every filtered row. */
    uint8_t *rows = malloc(((size_t)height + 3) * count);
    if (rows == NULL) {
        return cpng_report(message, message_size, CPNG_NO_MEMORY, "cannot allocate %u filtered rows of %zu bytes",
                           (unsigned)height + 3, count);
    }
    filter_space space = {rows, rows + count, rows + 2 * count};
    memset(space.repeat, 0, count);
    space.repeat[0] = 2;
    uint8_t *filtered = rows + 3 * count;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + y * stride;
        int repeated = 0;
        const uint8_t *line = filtered_row(filter, row, y > 0 ? row - stride : NULL, count - 1, &space, &repeated);
        memcpy(filtered + (size_t)y * count, line, count);
    }
    cpng_status status = cpng_zlib_compress(filtered, (size_t)height * count, 1, out, 0, 0, message, message_size);
    free(rows);
    return status;
}
