#ifndef C_PNG_H
#define C_PNG_H

// PNG encoding and decoding straight through libpng, for Swift: libpng reports errors by
// longjmp, which Swift cannot catch (it cannot call setjmp), so the setjmp, the error and
// warning callbacks and every allocation libpng could jump over live on this side. This
// header does not include <png.h>, so Swift never sees libpng itself.

#include <stddef.h>
#include <stdint.h>

/// What an encode or decode came to. On anything but `DYNAMICS_PNG_OK`, the caller's message
/// buffer holds a short, NUL-terminated reason (libpng's own words where libpng failed).
typedef enum DynamicsPNGStatus {
    DYNAMICS_PNG_OK = 0,
    /// The bytes do not start with the 8-byte PNG signature (fewer than 8 bytes included).
    DYNAMICS_PNG_NOT_PNG = 1,
    /// libpng rejected the data: a bad CRC, a bad header, damaged image data, bytes that end
    /// before the IEND chunk…
    DYNAMICS_PNG_DAMAGED = 2,
    /// The header declares more than the caller's `maximum_pixels`; nothing sized by the image
    /// was allocated. The declared width and height are still stored.
    DYNAMICS_PNG_TOO_MANY_PIXELS = 3,
    /// An allocation failed, libpng's or the pixel buffer.
    DYNAMICS_PNG_OUT_OF_MEMORY = 4,
    /// libpng refused to write the image (for example a width over 2^31 - 1), or an argument
    /// was invalid (a null pointer, a zero width or height).
    DYNAMICS_PNG_CANNOT_ENCODE = 5,
} DynamicsPNGStatus;

/// Encodes `width * height` pixels of straight (not premultiplied) 8-bit RGBA, rows top to
/// bottom with no padding, the way Cairo's `cairo_surface_write_to_png_stream` writes an image
/// surface: 8 bits per channel; colour type RGB when every alpha is 255, else RGB + alpha; no
/// interlace; libpng's default compression and filtering; a white bKGD chunk. The same pixels
/// give the same bytes as Cairo for opaque images (for others Cairo writes its premultiplied
/// values un-premultiplied, which may differ by a step; this writes the values given).
///
/// On success stores a malloc'd buffer in `*png` (free it with `dynamics_png_free`) and its
/// length in bytes in `*png_count`; on failure stores NULL and 0. `message` receives the reason
/// on failure (at most `message_capacity` bytes, NUL included; may be NULL when 0).
DynamicsPNGStatus dynamics_png_encode_rgba(
    const uint8_t *rgba, uint32_t width, uint32_t height,
    uint8_t **png, size_t *png_count,
    char *message, size_t message_capacity);

/// Decodes a PNG of any bit depth, colour type and interlacing to straight 8-bit RGBA, rows top
/// to bottom with no padding: palette and grey are expanded to RGB, bit depths under 8 are
/// scaled up (a 1-bit 1 is 255), 16-bit samples keep their high byte, a tRNS chunk becomes
/// alpha (0 where it matches, else 255), opaque types get alpha 255. No gamma correction or
/// colour management is applied (as Cairo applies none). Every chunk's CRC is checked, the
/// ancillary ones' included, and the bytes must reach the IEND chunk.
///
/// `maximum_pixels` bounds width * height: the check runs as soon as libpng has accepted the
/// IHDR header, before any buffer sized by the image exists, and fails with
/// `DYNAMICS_PNG_TOO_MANY_PIXELS`. The declared `*width` and `*height` are stored whenever the
/// header was read (else 0). On success `*rgba` is a malloc'd buffer of width * height * 4
/// bytes (free it with `dynamics_png_free`); on failure it is NULL.
DynamicsPNGStatus dynamics_png_decode_rgba(
    const uint8_t *png, size_t png_count, uint64_t maximum_pixels,
    uint32_t *width, uint32_t *height, uint8_t **rgba,
    char *message, size_t message_capacity);

/// Frees a buffer returned by `dynamics_png_encode_rgba` or `dynamics_png_decode_rgba`.
void dynamics_png_free(void *buffer);

#endif
