#ifndef SIM_IMAGE_H
#define SIM_IMAGE_H
/* The CPU backend's field image: the renderer's field-space passes (composite, bloom, saturation,
 * contrast; Sources/PhysarumEngine/Render/RendererShaderSource.swift is the same picture in GLSL)
 * computed on the CPU into an RGBA8 image the GL viewport pass only has to magnify. On a software
 * GL renderer (llvmpipe) this is several times cheaper than the float passes. */
#include <stdint.h>

#include "sim_kernel.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct SimImageParams {
    float colors[3][3];         /* species colours, linear 0…1 */
    float gain;                 /* light per trail unit: exposure · trailGain / trailCap */
    int32_t blendMode;          /* 0 additive, 1 screen, 2 dominant */
    float headGlow;             /* 0 = off */
    float headFalloff;          /* how fast head glow saturates with the agents in a cell */
    float feedback;             /* share of the previous composite kept, 0 = off */
    float bloom;                /* 0 = off */
    float bloomThreshold;
    int32_t bloomDownsample;    /* the bloom buffer is (size / bloomDownsample)² */
    float blurWeights[5];       /* one side of the 9-tap Gaussian, centre first */
    float saturation;           /* 1 = neutral */
    float contrast;             /* 1 = neutral */
    float range;                /* the image stores colour / range (headroom above 1 for the vignette) */
} SimImageParams;

typedef struct SimImage SimImage;

/* An image maker for an S×S field, with its own threadCount threads (0 = every core it may run on). */
SimImage *sim_image_create(int32_t fieldSize, int32_t threadCount, SimStatus *status);
void sim_image_destroy(SimImage *image);
/* Forgets the previous composites: feedback starts from black. */
void sim_image_reset_history(SimImage *image);
/* Composes one frame from `trail` (3 planes of S² fixed-point units, as sim_kernel_copy_trail_units
 * writes) and `heads` (S² agents per cell, or NULL without head glow) into `out`: S×S RGBA8 holding
 * colour / range, row 0 = field row 0, alpha 255. */
void sim_image_compose(SimImage *image, const SimImageParams *params, const uint32_t *trail, const uint32_t *heads,
                       uint8_t *out);

/* The same from the kernel's own trail, read where it lies (no copy), and with head glow its agents
 * counted per cell; call only while the kernel does not step. `again` nonzero composes the last
 * frame again (other parameters, same state): with that frame's feedback history, replacing it.
 * A kernel of another size composes nothing. */
void sim_image_compose_kernel(SimImage *image, const SimImageParams *params, SimKernel *kernel, int32_t again,
                              uint8_t *out);
/* Forgets the last composed frame (composed ahead, never shown): the next frame's feedback history
 * is the frame before it again. Only the last frame can be dropped; composing it again after a
 * drop composes a next frame. */
void sim_image_drop_last(SimImage *image);

/* The trail as 3 planes of S² fixed-point units (species 0, 1, 2), for sim_image_compose. */
void sim_kernel_copy_trail_units(const SimKernel *kernel, uint32_t *out);

#ifdef __cplusplus
}
#endif
#endif
