#include "CPNG.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// How errors travel: libpng calls `on_error`, which records a status and message in the
// `outcome` and longjmps back to the setjmp in `encode_image` or `decode_image`. Those two
// functions keep everything that must survive the jump (buffers, sizes) in a struct owned by
// their caller, not in their own local variables (which C leaves indeterminate after a
// longjmp), and the caller frees it all once they return, whether they failed or not.

/// What the callbacks share: the result so far, where the message goes, and whether an
/// allocation failed (so libpng's "Out of memory" error is reported as such).
struct outcome {
    DynamicsPNGStatus status;
    /// What an error raised by libpng itself means here: DAMAGED when reading,
    /// CANNOT_ENCODE when writing.
    DynamicsPNGStatus libpng_failure;
    int allocation_failed;
    char *message;
    size_t message_capacity;
    /// libpng's latest warning: png_check_IHDR warns the specific reason ("Image width is
    /// zero in IHDR") and then errors with a bare "Invalid IHDR data"; the message joins them.
    char warning[128];
};

/// Records the first failure only: later errors are consequences of it.
static void record_failure(struct outcome *outcome, DynamicsPNGStatus status, const char *text,
                           const char *detail) {
    if (outcome->status != DYNAMICS_PNG_OK) return;
    outcome->status = status;
    if (outcome->message == NULL || outcome->message_capacity == 0) return;
    if (detail != NULL && detail[0] != '\0')
        snprintf(outcome->message, outcome->message_capacity, "%s: %s", text, detail);
    else
        snprintf(outcome->message, outcome->message_capacity, "%s", text);
}

static void on_error(png_structp png, png_const_charp text) {
    struct outcome *outcome = png_get_error_ptr(png);
    const char *reason = text != NULL && text[0] != '\0' ? text : "libpng failed";
    DynamicsPNGStatus status = outcome->allocation_failed ? DYNAMICS_PNG_OUT_OF_MEMORY : outcome->libpng_failure;
    const char *detail = strcmp(reason, "Invalid IHDR data") == 0 ? outcome->warning : NULL;
    record_failure(outcome, status, reason, detail);
    // Never returns: libpng's own handler, which it would call next, prints to stderr.
    png_longjmp(png, 1);
}

/// Warnings never fail an image (libpng goes on after them); kept only to explain an error.
static void on_warning(png_structp png, png_const_charp text) {
    struct outcome *outcome = png_get_error_ptr(png);
    snprintf(outcome->warning, sizeof outcome->warning, "%s", text != NULL ? text : "");
}

static png_voidp allocate(png_structp png, png_alloc_size_t size) {
    void *memory = malloc(size);
    if (memory == NULL) {
        struct outcome *outcome = png_get_mem_ptr(png);
        if (outcome != NULL) outcome->allocation_failed = 1;
    }
    return memory;
}

static void deallocate(png_structp png, png_voidp memory) {
    (void)png;
    free(memory);
}

static void clear_message(char *message, size_t message_capacity) {
    if (message != NULL && message_capacity > 0) message[0] = '\0';
}

// MARK: - Encoding

struct encoder {
    struct outcome outcome;
    const uint8_t *rgba;
    png_uint_32 width, height;
    png_structp png;
    png_infop info;
    /// The PNG so far: `count` bytes of a malloc'd buffer of `capacity` bytes.
    uint8_t *bytes;
    size_t count, capacity;
};

static void write_bytes(png_structp png, png_bytep data, size_t count) {
    struct encoder *encoder = png_get_io_ptr(png);
    if (count > encoder->capacity - encoder->count) {
        if (count > SIZE_MAX - encoder->count) {
            record_failure(&encoder->outcome, DYNAMICS_PNG_OUT_OF_MEMORY, "Out of memory", NULL);
            png_error(png, "Out of memory");
        }
        size_t needed = encoder->count + count;
        // Doubling keeps the copying linear in the output's size.
        size_t capacity = encoder->capacity > 0 ? encoder->capacity : 16384;
        while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        uint8_t *grown = realloc(encoder->bytes, capacity);
        if (grown == NULL) {
            record_failure(&encoder->outcome, DYNAMICS_PNG_OUT_OF_MEMORY, "Out of memory", NULL);
            png_error(png, "Out of memory");
        }
        encoder->bytes = grown;
        encoder->capacity = capacity;
    }
    memcpy(encoder->bytes + encoder->count, data, count);
    encoder->count += count;
}

/// Writing to memory needs no flush; without a function of its own libpng would fflush its
/// I/O pointer as a FILE.
static void flush_nothing(png_structp png) { (void)png; }

/// Makes the same libpng calls as Cairo's `write_png` (cairo-png.c) for an ARGB32 surface, so
/// that the same rows give the same bytes.
static void encode_image(struct encoder *encoder) {
    png_structp png = encoder->png;
    png_infop info = encoder->info;
    if (setjmp(png_jmpbuf(png))) return;

    // libpng refuses widths and heights over 1,000,000 by default; a PNG may have up to
    // 2^31 - 1, and the callers bound images by their pixel count instead.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_write_fn(png, encoder, write_bytes, flush_nothing);

    size_t width = encoder->width, height = encoder->height;
    if (width > SIZE_MAX / 4 || (height > 0 && width * 4 > SIZE_MAX / height)) {
        record_failure(&encoder->outcome, DYNAMICS_PNG_CANNOT_ENCODE, "Image too large to address", NULL);
        png_error(png, "Image too large to address");
    }
    size_t row_bytes = width * 4;

    // Like Cairo: RGB when no pixel is transparent at all, which drops a quarter of the data.
    int opaque = 1;
    for (size_t index = 3; index < row_bytes * height; index += 4) {
        if (encoder->rgba[index] != 255) {
            opaque = 0;
            break;
        }
    }

    png_set_IHDR(png, info, encoder->width, encoder->height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color_16 white;
    memset(&white, 0, sizeof white);
    white.red = white.green = white.blue = white.gray = 255;
    png_set_bKGD(png, info, &white);
    png_write_info(png, info);
    // Rows stay 4 bytes a pixel; for RGB, libpng drops the 4th byte (alpha, all 255) as it
    // copies each row in. Cairo strips its unused padding byte the same way.
    if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
    // Row by row is what png_write_image does for a non-interlaced image, without an array of
    // row pointers. libpng copies each row before transforming it: the input stays untouched.
    for (size_t y = 0; y < height; y++) png_write_row(png, encoder->rgba + y * row_bytes);
    png_write_end(png, info);
}

DynamicsPNGStatus dynamics_png_encode_rgba(
    const uint8_t *rgba, uint32_t width, uint32_t height,
    uint8_t **png, size_t *png_count,
    char *message, size_t message_capacity) {
    clear_message(message, message_capacity);
    if (png == NULL || png_count == NULL) return DYNAMICS_PNG_CANNOT_ENCODE;
    *png = NULL;
    *png_count = 0;

    struct encoder encoder;
    memset(&encoder, 0, sizeof encoder);
    encoder.outcome.libpng_failure = DYNAMICS_PNG_CANNOT_ENCODE;
    encoder.outcome.message = message;
    encoder.outcome.message_capacity = message_capacity;
    if (rgba == NULL || width == 0 || height == 0) {
        record_failure(&encoder.outcome, DYNAMICS_PNG_CANNOT_ENCODE, "A PNG needs pixels and a positive width and height", NULL);
        return encoder.outcome.status;
    }
    encoder.rgba = rgba;
    encoder.width = width;
    encoder.height = height;

    encoder.png = png_create_write_struct_2(PNG_LIBPNG_VER_STRING, &encoder.outcome, on_error, on_warning,
                                            &encoder.outcome, allocate, deallocate);
    if (encoder.png != NULL) encoder.info = png_create_info_struct(encoder.png);
    if (encoder.png == NULL || encoder.info == NULL) {
        record_failure(&encoder.outcome,
                       encoder.outcome.allocation_failed ? DYNAMICS_PNG_OUT_OF_MEMORY : DYNAMICS_PNG_CANNOT_ENCODE,
                       "libpng could not start a writer", encoder.outcome.warning);
    } else {
        encode_image(&encoder);
    }
    png_destroy_write_struct(&encoder.png, &encoder.info);

    if (encoder.outcome.status != DYNAMICS_PNG_OK) {
        free(encoder.bytes);
        return encoder.outcome.status;
    }
    *png = encoder.bytes;
    *png_count = encoder.count;
    return DYNAMICS_PNG_OK;
}

// MARK: - Decoding

struct decoder {
    struct outcome outcome;
    const uint8_t *bytes;
    size_t count, offset;
    uint64_t maximum_pixels;
    png_structp png;
    png_infop info;
    /// Set once libpng has accepted IHDR and the size was checked against `maximum_pixels`.
    int size_checked;
    png_uint_32 width, height;
    /// The decoded image (width * height * 4 bytes) and a pointer to each of its rows.
    uint8_t *pixels;
    png_bytep *rows;
};

/// Checks the declared size against the limit as soon as IHDR has been read. IHDR must be the
/// first chunk, and libpng validates it (CRC and fields) before it reads another byte, so the
/// first read that finds a width here comes before anything is allocated for the image.
static void check_size(struct decoder *decoder) {
    if (decoder->size_checked) return;
    png_uint_32 width = png_get_image_width(decoder->png, decoder->info);
    png_uint_32 height = png_get_image_height(decoder->png, decoder->info);
    if (width == 0 || height == 0) return;  // IHDR not read yet: libpng allows no zero size
    decoder->size_checked = 1;
    decoder->width = width;
    decoder->height = height;
    // Both are at most 2^31 - 1, so the product fits in 64 bits.
    if ((uint64_t)width * height > decoder->maximum_pixels) {
        record_failure(&decoder->outcome, DYNAMICS_PNG_TOO_MANY_PIXELS, "Image has more pixels than allowed", NULL);
        png_error(decoder->png, "Image has more pixels than allowed");
    }
}

static void read_bytes(png_structp png, png_bytep destination, size_t count) {
    struct decoder *decoder = png_get_io_ptr(png);
    check_size(decoder);
    // libpng stops reading at IEND, so running out of bytes always means they end before it.
    if (count > decoder->count - decoder->offset) png_error(png, "Data ends before the IEND chunk");
    memcpy(destination, decoder->bytes + decoder->offset, count);
    decoder->offset += count;
}

static void decode_image(struct decoder *decoder) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return;

    // See encode_image: the pixel count is the limit, not each side.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    // A CRC error fails the image in any chunk; by default libpng only warns about ancillary
    // ones and drops the chunk.
    png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
    png_set_read_fn(png, decoder, read_bytes);

    png_read_info(png, info);
    check_size(decoder);  // already done in read_bytes; kept for clarity and safety
    if (!decoder->size_checked) png_error(png, "Missing IHDR");

    // The output is allocated before png_read_update_info, where libpng allocates (and
    // clears) row buffers for the image's width: a size that cannot be addressed or allocated
    // fails here at once, not after libpng has touched gigabytes for one row.
    size_t width = decoder->width, height = decoder->height;
    if (width > SIZE_MAX / 4 / height) {
        record_failure(&decoder->outcome, DYNAMICS_PNG_OUT_OF_MEMORY, "Image too large to address", NULL);
        png_error(png, "Image too large to address");
    }
    size_t row_bytes = width * 4;  // and height * sizeof(pointer) <= width * 4 * height
    decoder->pixels = malloc(row_bytes * height);
    decoder->rows = malloc(height * sizeof *decoder->rows);
    if (decoder->pixels == NULL || decoder->rows == NULL) {
        record_failure(&decoder->outcome, DYNAMICS_PNG_OUT_OF_MEMORY, "Out of memory", NULL);
        png_error(png, "Out of memory");
    }
    for (size_t y = 0; y < height; y++) decoder->rows[y] = decoder->pixels + y * row_bytes;

    int color_type = png_get_color_type(png, info);
    // Palette to RGB, grey under 8 bits to 8 bits, and a tRNS chunk to an alpha channel (which
    // is what png_set_tRNS_to_alpha asks for, too).
    png_set_expand(png);
    png_set_strip_16(png);  // keeps each 16-bit sample's high byte, like Cairo
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    // Alpha 255 for types without alpha; a no-op where an alpha channel exists or tRNS made one.
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);  // png_read_image then runs the 7 Adam7 passes
    // No png_set_gamma or png_set_alpha_mode: samples come out as stored, straight alpha.
    png_read_update_info(png, info);
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 ||
        png_get_rowbytes(png, info) != row_bytes)
        png_error(png, "Unexpected pixel layout after conversion to RGBA");

    png_read_image(png, decoder->rows);
    // Reads through IEND, checking the CRCs of the chunks after the image data.
    png_read_end(png, NULL);
}

DynamicsPNGStatus dynamics_png_decode_rgba(
    const uint8_t *png, size_t png_count, uint64_t maximum_pixels,
    uint32_t *width, uint32_t *height, uint8_t **rgba,
    char *message, size_t message_capacity) {
    clear_message(message, message_capacity);
    if (width == NULL || height == NULL || rgba == NULL) return DYNAMICS_PNG_DAMAGED;
    *width = 0;
    *height = 0;
    *rgba = NULL;

    struct decoder decoder;
    memset(&decoder, 0, sizeof decoder);
    decoder.outcome.libpng_failure = DYNAMICS_PNG_DAMAGED;
    decoder.outcome.message = message;
    decoder.outcome.message_capacity = message_capacity;
    if (png == NULL || png_count < 8 || png_sig_cmp(png, 0, 8) != 0) {
        record_failure(&decoder.outcome, DYNAMICS_PNG_NOT_PNG, "No PNG signature", NULL);
        return decoder.outcome.status;
    }
    decoder.bytes = png;
    decoder.count = png_count;
    decoder.maximum_pixels = maximum_pixels;

    decoder.png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &decoder.outcome, on_error, on_warning,
                                           &decoder.outcome, allocate, deallocate);
    if (decoder.png != NULL) decoder.info = png_create_info_struct(decoder.png);
    if (decoder.png == NULL || decoder.info == NULL) {
        record_failure(&decoder.outcome,
                       decoder.outcome.allocation_failed ? DYNAMICS_PNG_OUT_OF_MEMORY : DYNAMICS_PNG_DAMAGED,
                       "libpng could not start a reader", decoder.outcome.warning);
    } else {
        decode_image(&decoder);
    }
    png_destroy_read_struct(&decoder.png, &decoder.info, NULL);
    free(decoder.rows);

    *width = decoder.width;
    *height = decoder.height;
    if (decoder.outcome.status != DYNAMICS_PNG_OK) {
        free(decoder.pixels);
        return decoder.outcome.status;
    }
    *rgba = decoder.pixels;
    return DYNAMICS_PNG_OK;
}

void dynamics_png_free(void *buffer) { free(buffer); }
