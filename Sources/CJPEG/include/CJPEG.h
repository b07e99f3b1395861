#ifndef C_JPEG_H
#define C_JPEG_H

// JPEG decoding straight through libjpeg, for Swift: libjpeg reports errors through its error
// manager, which must longjmp out (Swift cannot call setjmp), so the setjmp and every
// allocation it could jump over live on this side. This header does not include <jpeglib.h>.

#include <stddef.h>
#include <stdint.h>

typedef enum DynamicsJPEGStatus {
    DYNAMICS_JPEG_OK = 0,
    /// The bytes do not start with a JPEG's SOI marker.
    DYNAMICS_JPEG_NOT_JPEG = 1,
    /// libjpeg rejected the data; the message holds its words.
    DYNAMICS_JPEG_DAMAGED = 2,
    /// The header declares more than `maximum_pixels`; the declared size is still stored.
    DYNAMICS_JPEG_TOO_MANY_PIXELS = 3,
    DYNAMICS_JPEG_OUT_OF_MEMORY = 4,
} DynamicsJPEGStatus;

/// Decodes a baseline or progressive JPEG (grey, YCbCr, RGB, CMYK or YCCK) to straight 8-bit
/// RGBA with alpha 255, rows top to bottom, no padding; no colour management (as Cairo applies
/// none). On success `*rgba` is a malloc'd buffer of width * height * 4 bytes (free it with
/// `dynamics_jpeg_free`); on failure NULL, and `message` holds the reason.
DynamicsJPEGStatus dynamics_jpeg_decode_rgba(
    const uint8_t *jpeg, size_t jpeg_count, uint64_t maximum_pixels,
    uint32_t *width, uint32_t *height, uint8_t **rgba,
    char *message, size_t message_capacity);

void dynamics_jpeg_free(void *pointer);

#endif
