#include "cpng.h"
#include "report.h"

#include <png.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Where libpng's callbacks report to. It is the error and memory pointer of one libpng
 * structure, never shared, which is what makes concurrent use safe.
 * Each entry point points message at the caller's buffer before it calls into libpng.
 */
typedef struct error_sink {
    char *message;
    size_t message_size;
    cpng_status status;          /* what to return after a longjmp */
    cpng_status libpng_status;   /* the status a plain libpng error maps to */
    const char *libpng_prefix;   /* explains a plain libpng error to a reader of the message */
    int out_of_memory;
} error_sink;

cpng_status cpng_report(char *message, size_t message_size, cpng_status status, const char *format, ...) {
    if (message != NULL && message_size > 0) {
        va_list args;
        va_start(args, format);
        vsnprintf(message, message_size, format, args);
        va_end(args);
    }
    return status;
}

static void sink_start(error_sink *sink, char *message, size_t message_size) {
    sink->message = message;
    sink->message_size = message_size;
    sink->status = sink->libpng_status;
    sink->out_of_memory = 0;
    cpng_report(message, message_size, CPNG_OK, "%s", "");
}

/* libpng calls this for every error; it must not return, so it ends in png_longjmp. */
__attribute__((noreturn))
static void on_error(png_structp png, png_const_charp text) {
    error_sink *sink = png_get_error_ptr(png);
    if (sink->out_of_memory) {
        sink->status = cpng_report(sink->message, sink->message_size, CPNG_NO_MEMORY,
                              "out of memory: %s", text);
    } else {
        cpng_report(sink->message, sink->message_size, sink->status, "%s%s", sink->libpng_prefix, text);
    }
    png_longjmp(png, 1);
}

/* Warnings (unknown chunks, benign CRC problems in ancillary chunks) must not reach stderr
 * in CI logs, and they do not change the pixels we return. */
static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* Routing allocations through the sink lets an allocation failure be reported as
 * CPNG_NO_MEMORY rather than as whatever libpng's follow-up error text suggests. */
static png_voidp sink_malloc(png_structp png, png_alloc_size_t size) {
    void *p = malloc(size);
    if (p == NULL) {
        error_sink *sink = png_get_mem_ptr(png);
        sink->out_of_memory = 1;
    }
    return p;
}

static void sink_free(png_structp png, png_voidp p) {
    (void)png;
    free(p);
}

/* ---- decoding ---- */

struct cpng_decoder {
    error_sink sink;
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    uint32_t width;
    uint32_t height;
    int passes;
    int used;
};

/* Says where in the file the data ran out, so a truncated golden is easy to recognise. */
static void describe_truncation(cpng_decoder *d) {
    png_uint_32 type = png_get_io_chunk_type(d->png);
    char chunk[5] = {(char)(type >> 24), (char)(type >> 16), (char)(type >> 8), (char)type, '\0'};
    char place[64];
    switch (png_get_io_state(d->png) & PNG_IO_MASK_LOC) {
    case PNG_IO_CHUNK_HDR:
        snprintf(place, sizeof place, "%s",
                 d->offset == d->size ? "where the next chunk should start" : "inside a chunk header");
        break;
    case PNG_IO_CHUNK_DATA:
        snprintf(place, sizeof place, "inside the data of the %s chunk", chunk);
        break;
    case PNG_IO_CHUNK_CRC:
        snprintf(place, sizeof place, "inside the CRC of the %s chunk", chunk);
        break;
    default:
        snprintf(place, sizeof place, "%s", "inside the signature");
        break;
    }
    d->sink.status = cpng_report(d->sink.message, d->sink.message_size, CPNG_TRUNCATED,
                            "truncated: the data ends after %zu bytes, %s", d->size, place);
}

static void read_from_memory(png_structp png, png_bytep out, size_t length) {
    cpng_decoder *d = png_get_io_ptr(png);
    if (length > d->size - d->offset) {
        describe_truncation(d);
        png_longjmp(png, 1);
    }
    memcpy(out, d->data + d->offset, length);
    d->offset += length;
}

/* Asks libpng for 8-bit RGBA whatever the file holds. */
static void request_rgba(png_structp png, png_infop info) {
    int color = png_get_color_type(png, info);
    png_set_expand(png);  /* palette to RGB, gray below 8 bits to 8 bits, tRNS to alpha */
    png_set_strip_16(png);
    if ((color & PNG_COLOR_MASK_COLOR) == 0) {
        png_set_gray_to_rgb(png);
    }
    if ((color & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
}

/* Separate from cpng_decoder_open so that no local of the function holding the setjmp is
 * changed between setjmp and longjmp: everything lives in *d. */
static cpng_status open_body(cpng_decoder *d, uint64_t max_pixels) {
    d->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &d->sink, on_error, on_warning,
                                      &d->sink, sink_malloc, sink_free);
    if (d->png == NULL) {
        return cpng_report(d->sink.message, d->sink.message_size, CPNG_NO_MEMORY,
                      "cannot create the libpng read structure");
    }
    d->info = png_create_info_struct(d->png);
    if (d->info == NULL) {
        return cpng_report(d->sink.message, d->sink.message_size, CPNG_NO_MEMORY,
                      "cannot create the libpng info structure");
    }
    if (setjmp(png_jmpbuf(d->png))) {
        return d->sink.status;
    }
    png_set_read_fn(d->png, d, read_from_memory);
#ifdef PNG_IGNORE_ADLER32
    /* Skip zlib's Adler-32 over the inflated rows (about a fifth of decoding a frame): every
     * IDAT chunk's CRC-32 still guards the compressed bytes, and inflate still rejects a
     * malformed stream, so only a buggy encoder's output could slip through. */
    png_set_option(d->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    /* The caller's pixel limit is the one that decides, with its own message. */
    png_set_user_limits(d->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(d->png, d->info);

    d->width = png_get_image_width(d->png, d->info);
    d->height = png_get_image_height(d->png, d->info);
    /* Both sides are below 2^31, so the product cannot overflow 64 bits. */
    uint64_t pixels = (uint64_t)d->width * d->height;
    if (pixels > max_pixels) {
        return cpng_report(d->sink.message, d->sink.message_size, CPNG_TOO_LARGE,
                      "declared %u x %u pixels, more than the limit of %llu",
                      (unsigned)d->width, (unsigned)d->height, (unsigned long long)max_pixels);
    }
    if (pixels > SIZE_MAX / 4) {
        return cpng_report(d->sink.message, d->sink.message_size, CPNG_TOO_LARGE,
                      "declared %u x %u pixels, more than this machine can address",
                      (unsigned)d->width, (unsigned)d->height);
    }

    request_rgba(d->png, d->info);
    d->passes = png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);
    if (png_get_bit_depth(d->png, d->info) != 8 || png_get_channels(d->png, d->info) != 4 ||
        png_get_rowbytes(d->png, d->info) != (size_t)d->width * 4) {
        return cpng_report(d->sink.message, d->sink.message_size, CPNG_CORRUPT,
                      "libpng did not convert this image to 8-bit RGBA");
    }
    return CPNG_OK;
}

cpng_status cpng_decoder_open(const uint8_t *data, size_t size, uint64_t max_pixels,
                              cpng_decoder **decoder, uint32_t *width, uint32_t *height,
                              char *message, size_t message_size) {
    if (decoder == NULL || width == NULL || height == NULL || (data == NULL && size > 0)) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT,
                      "cpng_decoder_open: missing data or result pointer");
    }
    *decoder = NULL;
    *width = 0;
    *height = 0;
    if (size == 0) {
        return cpng_report(message, message_size, CPNG_EMPTY, "zero-length input");
    }
    if (png_sig_cmp(data, 0, size < 8 ? size : 8) != 0) {
        return cpng_report(message, message_size, CPNG_NOT_PNG, "not a PNG file (signature mismatch)");
    }
    if (size < 8) {
        return cpng_report(message, message_size, CPNG_TRUNCATED,
                      "truncated: the data ends after %zu bytes, inside the signature", size);
    }

    cpng_decoder *d = calloc(1, sizeof *d);
    if (d == NULL) {
        return cpng_report(message, message_size, CPNG_NO_MEMORY, "cannot allocate a decoder");
    }
    d->sink.libpng_status = CPNG_CORRUPT;
    d->sink.libpng_prefix = "invalid PNG data: ";
    d->data = data;
    d->size = size;
    sink_start(&d->sink, message, message_size);

    cpng_status status = open_body(d, max_pixels);
    if (status != CPNG_OK) {
        cpng_decoder_free(d);
        return status;
    }
    *decoder = d;
    *width = d->width;
    *height = d->height;
    return CPNG_OK;
}

static cpng_status read_body(cpng_decoder *d, uint8_t *pixels) {
    if (setjmp(png_jmpbuf(d->png))) {
        return d->sink.status;
    }
    size_t stride = (size_t)d->width * 4;
    /* With interlace handling on, every pass visits every row and fills in its own pixels,
     * which is exactly what png_read_image does without needing a row-pointer array. */
    for (int pass = 0; pass < d->passes; pass++) {
        for (uint32_t y = 0; y < d->height; y++) {
            png_read_row(d->png, pixels + y * stride, NULL);
        }
    }
    /* Reading to IEND catches files cut off after the image data and bad IDAT checksums. */
    png_read_end(d->png, NULL);
    return CPNG_OK;
}

cpng_status cpng_decoder_read_rgba(cpng_decoder *decoder, uint8_t *pixels, size_t pixels_size,
                                   char *message, size_t message_size) {
    if (decoder == NULL || pixels == NULL) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT,
                      "cpng_decoder_read_rgba: missing decoder or pixel buffer");
    }
    if (decoder->used) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT,
                      "cpng_decoder_read_rgba: this decoder was already read");
    }
    size_t needed = (size_t)decoder->width * decoder->height * 4;
    if (pixels_size != needed) {
        return cpng_report(message, message_size, CPNG_INVALID_ARGUMENT,
                      "cpng_decoder_read_rgba: the buffer holds %zu bytes, the image needs %zu",
                      pixels_size, needed);
    }
    decoder->used = 1;
    sink_start(&decoder->sink, message, message_size);
    return read_body(decoder, pixels);
}

void cpng_decoder_free(cpng_decoder *decoder) {
    if (decoder == NULL) {
        return;
    }
    /* Accepts NULL structures, so a half-built decoder is freed the same way. */
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

void cpng_buffer_free(cpng_buffer *buffer) {
    if (buffer == NULL) {
        return;
    }
    free(buffer->bytes);
    memset(buffer, 0, sizeof *buffer);
}

const char *cpng_libpng_version(void) {
    return png_get_libpng_ver(NULL);
}
