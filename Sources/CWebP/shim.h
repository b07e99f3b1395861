// libwebp (libwebp-dev): the encoder, the animation encoder (libwebpmux's WebPAnimEncoder) and
// the animation decoder (libwebpdemux's WebPAnimDecoder, which the tests read WebP files with).
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
