#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t capacity;
};

static void fail(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    if (failure->message && failure->capacity > 0) {
        char text[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, text);
        snprintf(failure->message, failure->capacity, "%s", text);
    }
    longjmp(failure->jump, 1);
}

/// Warnings (corrupt-but-decodable data) are not failures: the image is drawn as libjpeg reads it.
static void ignore(j_common_ptr info, int level) { (void)info; (void)level; }

void dynamics_jpeg_free(void *pointer) { free(pointer); }

DynamicsJPEGStatus dynamics_jpeg_decode_rgba(
    const uint8_t *jpeg, size_t jpeg_count, uint64_t maximum_pixels,
    uint32_t *width, uint32_t *height, uint8_t **rgba,
    char *message, size_t message_capacity) {
    *width = 0;
    *height = 0;
    *rgba = NULL;
    if (message && message_capacity > 0) message[0] = 0;
    if (!jpeg || jpeg_count < 3 || jpeg[0] != 0xFF || jpeg[1] != 0xD8 || jpeg[2] != 0xFF) {
        if (message && message_capacity > 0) snprintf(message, message_capacity, "not a JPEG file (no SOI marker)");
        return DYNAMICS_JPEG_NOT_JPEG;
    }
    struct jpeg_decompress_struct info;
    struct failure failure;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = fail;
    failure.manager.emit_message = ignore;
    failure.message = message;
    failure.capacity = message_capacity;
    // Volatile: set after setjmp and read after a longjmp back to it.
    uint8_t *volatile pixels = NULL;
    JSAMPLE *volatile row = NULL;
    volatile DynamicsJPEGStatus status = DYNAMICS_JPEG_DAMAGED;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return status;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (unsigned char *)jpeg, (unsigned long)jpeg_count);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if ((uint64_t)info.image_width * (uint64_t)info.image_height > maximum_pixels) {
        jpeg_destroy_decompress(&info);
        if (message && message_capacity > 0) snprintf(message, message_capacity, "%u × %u pixels", info.image_width, info.image_height);
        return DYNAMICS_JPEG_TOO_MANY_PIXELS;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&info);
    size_t count = (size_t)info.output_width * (size_t)info.output_height;
    pixels = malloc(count * 4);
    row = malloc((size_t)info.output_width * (size_t)info.output_components);
    if (!pixels || !row) {
        status = DYNAMICS_JPEG_OUT_OF_MEMORY;
        if (message && message_capacity > 0) snprintf(message, message_capacity, "out of memory");
        longjmp(failure.jump, 1);
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW rows[1] = { row };
        size_t y = info.output_scanline;
        jpeg_read_scanlines(&info, rows, 1);
        uint8_t *out = pixels + y * info.output_width * 4;
        for (size_t x = 0; x < info.output_width; x++) {
            if (cmyk) {
                // Adobe's CMYK JPEGs store inverted values: each channel times K.
                unsigned k = row[x * 4 + 3];
                out[x * 4] = (uint8_t)((row[x * 4] * k + 127) / 255);
                out[x * 4 + 1] = (uint8_t)((row[x * 4 + 1] * k + 127) / 255);
                out[x * 4 + 2] = (uint8_t)((row[x * 4 + 2] * k + 127) / 255);
            } else {
                out[x * 4] = row[x * 3];
                out[x * 4 + 1] = row[x * 3 + 1];
                out[x * 4 + 2] = row[x * 3 + 2];
            }
            out[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = info.output_width;
    *height = info.output_height;
    *rgba = pixels;
    return DYNAMICS_JPEG_OK;
}
