#include "cpng.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <stdint.h>

/*
 * The fast path for the PNGs this project writes and reads most: 8-bit RGB or RGBA, not
 * interlaced, no palette, no tRNS. Every chunk's CRC is checked, the IDAT data is inflated by
 * libdeflate in one call straight into the caller's pixel buffer, and the rows are unfiltered
 * there. Anything else, and anything at all wrong with the file, is declined (CPNG_DECLINED)
 * and the caller decodes with libpng, whose answer (pixels or error message) then stands. So
 * this path never accepts a file libpng would reject nor returns other pixels than libpng's
 * (HarnessPNGTests' LibpngParityTests compare both on every golden and fixture).
 */

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/* Ancillary chunks libpng reads itself (so an error in one could change its answer): any of
 * them sends the file to libpng. Other ancillary chunks (acTL, fcTL, fdAT ...) libpng skips. */
static int libpng_reads(const uint8_t *type) {
    static const char *const known[] = {"tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "hIST", "pHYs",
                                        "sPLT", "tIME", "tEXt", "zTXt", "iTXt", "oFFs", "pCAL", "sCAL", "eXIf"};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (memcmp(type, known[i], 4) == 0) {
            return 1;
        }
    }
    return 0;
}

static int valid_header(const uint8_t *d, uint32_t *width, uint32_t *height, int *channels) {
    uint32_t w = be32(d), h = be32(d + 4);
    if (w == 0 || h == 0 || w > 0x7FFFFFFFu || h > 0x7FFFFFFFu || d[8] != 8 || d[10] != 0 || d[11] != 0 || d[12] != 0) {
        return 0;
    }
    if (d[9] != 2 && d[9] != 6) {
        return 0;
    }
    *width = w;
    *height = h;
    *channels = d[9] == 2 ? 3 : 4;
    return 1;
}

cpng_status cpng_fast_probe(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    int channels = 0;
    if (data == NULL || width == NULL || height == NULL || size < 8 + 25 || memcmp(data, signature, 8) != 0
        || be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0
        || !valid_header(data + 16, width, height, &channels)) {
        return CPNG_DECLINED;
    }
    return CPNG_OK;
}

static int paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
}

/* Undoes one row's filter in place: row holds the filtered bytes, above the row before (zeros
 * for the first row). Returns 0 for an unknown filter type. */
static int unfilter(int type, uint8_t *restrict row, const uint8_t *restrict above, size_t count, int bpp) {
    switch (type) {
    case 0:
        return 1;
    case 1:
        for (size_t i = (size_t)bpp; i < count; i++) {
            row[i] = (uint8_t)(row[i] + row[i - bpp]);
        }
        return 1;
    case 2:
        for (size_t i = 0; i < count; i++) {
            row[i] = (uint8_t)(row[i] + above[i]);
        }
        return 1;
    case 3:
        for (size_t i = 0; i < (size_t)bpp; i++) {
            row[i] = (uint8_t)(row[i] + (above[i] >> 1));
        }
        for (size_t i = (size_t)bpp; i < count; i++) {
            row[i] = (uint8_t)(row[i] + ((row[i - bpp] + above[i]) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < (size_t)bpp; i++) {
            row[i] = (uint8_t)(row[i] + above[i]);
        }
        for (size_t i = (size_t)bpp; i < count; i++) {
            row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], above[i], above[i - bpp]));
        }
        return 1;
    default:
        return 0;
    }
}

/* One row of RGB as RGBA with alpha 255: four bytes read and one 32-bit word stored a pixel
 * on a little-endian machine (the last pixel byte by byte, so nothing past the row is read). */
static void expand_rgb(uint8_t *restrict out, const uint8_t *restrict in, uint32_t width) {
    uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 1 < width; x++) {
        uint32_t word;
        memcpy(&word, in + 3 * (size_t)x, 4);
        word = (word & 0x00FFFFFFu) | 0xFF000000u;
        memcpy(out + 4 * (size_t)x, &word, 4);
    }
#endif
    for (; x < width; x++) {
        out[4 * x] = in[3 * x];
        out[4 * x + 1] = in[3 * x + 1];
        out[4 * x + 2] = in[3 * x + 2];
        out[4 * x + 3] = 0xFF;
    }
}

/* Walks the chunks: every CRC right, IHDR first, one run of IDAT, IEND, nothing libpng would
 * read or reject. Sets *idat to the image data (copied into *joined when split over chunks). */
static int collect_idat(const uint8_t *data, size_t size, const uint8_t **idat, size_t *idat_size, uint8_t **joined) {
    size_t offset = 8, first = 0, total = 0, count = 0;
    int seen_idat = 0, ended_idat = 0, index = 0;
    for (;; index++) {
        if (size - offset < 12) {
            return 0;
        }
        uint32_t length = be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (length > 0x7FFFFFFFu || size - offset - 12 < length) {
            return 0;
        }
        if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])
            || (type[2] & 0x20) != 0) {
            return 0;
        }
        uint32_t crc = libdeflate_crc32(0, type, 4 + (size_t)length);
        if (crc != be32(data + offset + 8 + length)) {
            return 0;
        }
        int critical = (type[0] & 0x20) == 0;
        if (index == 0) {
            if (memcmp(type, "IHDR", 4) != 0) {
                return 0;
            }
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (ended_idat) {
                return 0;
            }
            if (!seen_idat) {
                first = offset;
            }
            seen_idat = 1;
            total += length;
            count++;
        } else if (memcmp(type, "IEND", 4) == 0) {
            if (!seen_idat || length != 0) {
                return 0;
            }
            break;
        } else if (critical || libpng_reads(type)) {
            return 0;
        } else if (seen_idat) {
            ended_idat = 1;
        }
        offset += 12 + (size_t)length;
    }
    if (total == 0) {
        return 0;
    }
    if (count == 1) {
        *idat = data + first + 8;
        *idat_size = total;
        return 1;
    }
    uint8_t *buffer = malloc(total);
    if (buffer == NULL) {
        return 0;
    }
    size_t at = 0;
    for (size_t o = first; at < total;) {
        uint32_t length = be32(data + o);
        memcpy(buffer + at, data + o + 8, length);
        at += length;
        o += 12 + (size_t)length;
    }
    *joined = buffer;
    *idat = buffer;
    *idat_size = total;
    return 1;
}

/* Inflates into the pixel buffer's tail and unfilters row by row into RGBA from its start. The
 * buffer holds width * height * 4 + height bytes, so the filtered rows (height * (1 + width *
 * channels) bytes) fit at its end and each output row is written only over input already read. */
static cpng_status decode_into(const uint8_t *idat, size_t idat_size, uint32_t width, uint32_t height, int channels,
                               uint8_t *pixels, uint8_t *rows) {
    size_t line = (size_t)width * (size_t)channels;
    size_t filtered = (size_t)height * (line + 1);
    size_t capacity = (size_t)width * height * 4 + height;
    uint8_t *source = pixels + (capacity - filtered);
    /* CMF 8 (deflate) with a 32 KiB window, no preset dictionary: what libpng accepts as is. */
    if (idat_size < 2 || idat[0] != 0x78 || (idat[1] & 0x20) != 0) {
        return CPNG_DECLINED;
    }
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (inflater == NULL) {
        return CPNG_DECLINED;
    }
    size_t used = 0;
    enum libdeflate_result result = libdeflate_zlib_decompress_ex(inflater, idat, idat_size, source, filtered, &used, NULL);
    libdeflate_free_decompressor(inflater);
    if (result != LIBDEFLATE_SUCCESS || used != idat_size) {
        return CPNG_DECLINED;
    }
    /* A row filtered with None is read where it was inflated; it is copied aside only when the
     * next row's filter reads it (writing an output row may overwrite input rows already read). */
    uint8_t *spare[2] = {rows, rows + line};
    const uint8_t *above = spare[1];
    memset(spare[1], 0, line);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *in = source + (size_t)y * (line + 1);
        int type = in[0];
        const uint8_t *row = in + 1;
        uint8_t *target = spare[y & 1];
        if (type != 0) {
            memcpy(target, in + 1, line);
            if (!unfilter(type, target, above, line, channels)) {
                return CPNG_DECLINED;
            }
            row = target;
        } else if (y + 1 < height && in[line + 1] != 0) {
            memcpy(target, in + 1, line);
            row = target;
        }
        uint8_t *out = pixels + (size_t)y * width * 4;
        if (channels == 4) {
            memmove(out, row, line);
        } else {
            expand_rgb(out, row, width);
        }
        above = row;
    }
    return CPNG_OK;
}

cpng_status cpng_fast_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t capacity) {
    uint32_t width = 0, height = 0;
    int channels = 0;
    if (cpng_fast_probe(data, size, &width, &height) != CPNG_OK || pixels == NULL) {
        return CPNG_DECLINED;
    }
    valid_header(data + 16, &width, &height, &channels);
    if ((uint64_t)width * height > (SIZE_MAX - height) / 4 || capacity != (size_t)width * height * 4 + height) {
        return CPNG_DECLINED;
    }
    /* A frame is megabytes of fresh memory: in 2 MiB pages it costs hundreds of page faults, not
     * thousands. Advice only (declined, nothing changes but the speed). */
    uintptr_t start = ((uintptr_t)pixels + (1u << 21) - 1) & ~(uintptr_t)((1u << 21) - 1);
    uintptr_t end = ((uintptr_t)pixels + capacity) & ~(uintptr_t)((1u << 21) - 1);
    if (end > start) {
        (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
    }
    const uint8_t *idat = NULL;
    size_t idat_size = 0;
    uint8_t *joined = NULL;
    if (!collect_idat(data, size, &idat, &idat_size, &joined)) {
        free(joined);
        return CPNG_DECLINED;
    }
    size_t line = (size_t)width * (size_t)channels;
    uint8_t *rows = malloc(2 * line);
    cpng_status status = rows == NULL ? CPNG_DECLINED : decode_into(idat, idat_size, width, height, channels, pixels, rows);
    free(rows);
    free(joined);
    return status;
}
