#ifndef C_PDF_H
#define C_PDF_H

// The first page of a PDF (an asset catalog's vector image) through Poppler, drawn by Cairo:
// its size in points, and its pixels at a scale. Poppler's GLib types stay on this side.

#include <stddef.h>
#include <stdint.h>

/// The first page's size in points; 0 when the bytes are not a PDF Poppler can read.
int dynamics_pdf_page_size(const uint8_t *pdf, size_t count, double *width, double *height);

/// The first page drawn at `scale` pixels per point onto a transparent `width` × `height`
/// image, as straight RGBA rows; a malloc'd buffer (free with `dynamics_pdf_free`), or NULL.
uint8_t *dynamics_pdf_render_rgba(const uint8_t *pdf, size_t count, double scale, int width, int height);

void dynamics_pdf_free(void *pointer);

#endif
