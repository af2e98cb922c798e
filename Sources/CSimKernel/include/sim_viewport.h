#ifndef SIM_VIEWPORT_H
#define SIM_VIEWPORT_H
/* The viewport pass for a CPU field image (sim_image.h), on the CPU: what
 * RendererShaderSource.imageFinal draws without the kaleidoscope — aspect-fill crop, GL's bilinear
 * filter on a repeating texture, × range, vignette, clamp — so a window only copies the result into
 * its framebuffer. On a software GL renderer (llvmpipe) the filtered pass costs several times more. */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Composes `width × height` RGBA8 into `out` (row 0 at the bottom, GL's order; alpha 255) from
 * `image`: `size × size` RGBA8 holding colour / range, row 0 = field row 0. `vignette` 0 is off.
 * Returns 0 when its scratch memory could not be had (nothing written), else 1. */
int32_t sim_viewport_compose(const uint8_t *image, int32_t size, float range, float vignette, int32_t width,
                             int32_t height, uint8_t *out);

#ifdef __cplusplus
}
#endif
#endif
