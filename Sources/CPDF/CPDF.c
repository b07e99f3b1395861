#include "CPDF.h"

#include <poppler.h>
#include <cairo.h>
#include <stdlib.h>
#include <string.h>

static PopplerPage *first_page(const uint8_t *pdf, size_t count, PopplerDocument **document) {
    GBytes *bytes = g_bytes_new(pdf, count);
    GError *error = NULL;
    *document = poppler_document_new_from_bytes(bytes, NULL, &error);
    g_bytes_unref(bytes);
    if (!*document) {
        if (error) g_error_free(error);
        return NULL;
    }
    if (poppler_document_get_n_pages(*document) < 1) {
        g_object_unref(*document);
        *document = NULL;
        return NULL;
    }
    return poppler_document_get_page(*document, 0);
}

int dynamics_pdf_page_size(const uint8_t *pdf, size_t count, double *width, double *height) {
    *width = 0;
    *height = 0;
    if (!pdf || count < 5 || memcmp(pdf, "%PDF-", 5) != 0) return 0;
    PopplerDocument *document = NULL;
    PopplerPage *page = first_page(pdf, count, &document);
    if (!page) return 0;
    poppler_page_get_size(page, width, height);
    g_object_unref(page);
    g_object_unref(document);
    return *width > 0 && *height > 0;
}

uint8_t *dynamics_pdf_render_rgba(const uint8_t *pdf, size_t count, double scale, int width, int height) {
    if (width <= 0 || height <= 0) return NULL;
    PopplerDocument *document = NULL;
    PopplerPage *page = first_page(pdf, count, &document);
    if (!page) return NULL;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    poppler_page_render(page, cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    g_object_unref(page);
    g_object_unref(document);
    uint8_t *rgba = malloc((size_t)width * (size_t)height * 4);
    if (rgba && cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
        const uint8_t *data = cairo_image_surface_get_data(surface);
        int stride = cairo_image_surface_get_stride(surface);
        for (int y = 0; y < height; y++) {
            const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
            for (int x = 0; x < width; x++) {
                uint32_t pixel = row[x];
                unsigned a = pixel >> 24;
                uint8_t *out = rgba + ((size_t)y * width + x) * 4;
                // Cairo stores premultiplied alpha: divide it back out, rounding to nearest.
                unsigned r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
                out[0] = a ? (uint8_t)((r * 255 + a / 2) / a) : 0;
                out[1] = a ? (uint8_t)((g * 255 + a / 2) / a) : 0;
                out[2] = a ? (uint8_t)((b * 255 + a / 2) / a) : 0;
                out[3] = (uint8_t)a;
            }
        }
    } else if (rgba) {
        free(rgba);
        rgba = NULL;
    }
    cairo_surface_destroy(surface);
    return rgba;
}

void dynamics_pdf_free(void *pointer) { free(pointer); }
