/* The viewport's picture on the CPU (include/sim_viewport.h): RendererShaderSource.imageFinal without
 * the kaleidoscope, so the window only has to copy it. Sampling follows GL's bilinear filter on a
 * repeating texture (texel centres at half-integers); the crop is one scale for both axes, so each
 * source row is filtered along x once and each output row blends two of them along y. */
#include <math.h>
#include <stdlib.h>

#include "include/sim_viewport.h"

#if defined(__x86_64__) && defined(__ELF__)
#define SIM_VIEWPORT_LOOP __attribute__((target_clones("avx2", "default")))
#else
#define SIM_VIEWPORT_LOOP
#endif

/* i wrapped into [0, n) (any int). */
static inline int32_t wrap_any(int32_t i, int32_t n) {
    int32_t r = i % n;
    return r < 0 ? r + n : r;
}

/* GL's linear filter along one axis at output coordinate `o` (texel centres at half-integers) of a
 * viewport of `extent` pixels cropped from a field of `size` texels with `longest` the viewport's
 * longer side: the first texel (wrapped) and the second's weight. */
static inline void sample_axis(int32_t o, int32_t extent, int32_t longest, int32_t size, int32_t *first,
                               float *weight) {
    const float uv = ((float)o + 0.5f - 0.5f * (float)extent) / (float)longest + 0.5f;
    const float t = uv * (float)size - 0.5f;
    const float base = floorf(t);
    *first = wrap_any((int32_t)base, size);
    *weight = t - base;
}

/* Source row `row` filtered along x for every output column, as three planes of `width` floats:
 * the row's texels first as float planes with the wrapped first texel appended (`texels`, 3 ×
 * (size + 1)), so each output reads two neighbours with no test. */
SIM_VIEWPORT_LOOP static void filter_row(const uint8_t *image, int32_t size, int32_t row, const int32_t *column,
                                         const float *weight, int32_t width, float *restrict texels,
                                         float *restrict out) {
    const uint8_t *restrict src = image + 4 * (size_t)row * size;
    const int32_t stride = size + 1;
    float *restrict tr = texels, *restrict tg = texels + stride, *restrict tb = texels + 2 * (size_t)stride;
    for (int32_t i = 0; i < size; i++) {
        tr[i] = (float)src[4 * i];
        tg[i] = (float)src[4 * i + 1];
        tb[i] = (float)src[4 * i + 2];
    }
    tr[size] = tr[0];
    tg[size] = tg[0];
    tb[size] = tb[0];
    float *restrict r = out, *restrict g = out + width, *restrict b = out + 2 * (size_t)width;
    for (int32_t x = 0; x < width; x++) {
        const int32_t c = column[x];
        const float w = weight[x];
        r[x] = tr[c] + (tr[c + 1] - tr[c]) * w;
        g[x] = tg[c] + (tg[c + 1] - tg[c]) * w;
        b[x] = tb[c] + (tb[c + 1] - tb[c]) * w;
    }
}

/* v (already × 255) clamped and rounded to an 8-bit value, as GL stores a float in UNORM8. */
static inline uint32_t unorm8(float v) {
    v = v < 0 ? 0 : (v > 255.0f ? 255.0f : v);
    return (uint32_t)(int32_t)(v + 0.5f); /* through int32: AVX2 has no float → uint32 */
}

/* One output row: the two filtered source rows blended along y, × range, the vignette's factor,
 * clamped, alpha 255. */
SIM_VIEWPORT_LOOP static void finish_row(const float *restrict upper, const float *restrict lower, float fy,
                                         float range, float vignette, float dy2, int32_t width,
                                         uint32_t *restrict out) {
    const float *ur = upper, *ug = upper + width, *ub = upper + 2 * (size_t)width;
    const float *lr = lower, *lg = lower + width, *lb = lower + 2 * (size_t)width;
    const float invWidth = 1.0f / (float)width;
    for (int32_t x = 0; x < width; x++) {
        /* Texels are 0…255 already: × range is the stored colour × 255. */
        float factor = range;
        if (vignette > 0) {
            /* 1 − v·smoothstep(0.25, 0.75, |frag / viewport − 0.5|·√2) */
            const float dx = ((float)x + 0.5f) * invWidth - 0.5f;
            float t = (sqrtf(dx * dx + dy2) * 1.41421356f - 0.25f) * 2.0f;
            t = t < 0 ? 0 : (t > 1 ? 1 : t);
            factor *= 1.0f - vignette * (t * t * (3.0f - 2.0f * t));
        }
        const float cr = ur[x] + (lr[x] - ur[x]) * fy, cg = ug[x] + (lg[x] - ug[x]) * fy,
                    cb = ub[x] + (lb[x] - ub[x]) * fy;
        out[x] = unorm8(cr * factor) | unorm8(cg * factor) << 8 | unorm8(cb * factor) << 16 | 0xff000000u;
    }
}

int32_t sim_viewport_compose(const uint8_t *image, int32_t size, float range, float vignette, int32_t width,
                             int32_t height, uint8_t *out) {
    if (!image || !out || size < 1 || width < 1 || height < 1) return 0;
    const int32_t longest = width > height ? width : height;
    int32_t *column = malloc(sizeof(int32_t) * (size_t)width);
    float *weight = malloc(sizeof(float) * (size_t)width);
    /* The two filtered source rows the current output row blends, and which rows they are. */
    float *rows[2] = {malloc(sizeof(float) * 3 * (size_t)width), malloc(sizeof(float) * 3 * (size_t)width)};
    float *texels = malloc(sizeof(float) * 3 * ((size_t)size + 1));
    int32_t held[2] = {-1, -1};
    int32_t ok = column && weight && rows[0] && rows[1] && texels;
    if (ok) {
        for (int32_t x = 0; x < width; x++) sample_axis(x, width, longest, size, &column[x], &weight[x]);
        for (int32_t y = 0; y < height; y++) {
            int32_t top;
            float fy;
            sample_axis(y, height, longest, size, &top, &fy);
            const int32_t lower = top + 1 == size ? 0 : top + 1;
            int upper = held[0] == top ? 0 : (held[1] == top ? 1 : -1);
            int below = held[0] == lower ? 0 : (held[1] == lower ? 1 : -1);
            if (upper < 0) {
                upper = below == 0 ? 1 : 0;
                filter_row(image, size, top, column, weight, width, texels, rows[upper]);
                held[upper] = top;
            }
            if (below < 0) {
                below = 1 - upper;
                filter_row(image, size, lower, column, weight, width, texels, rows[below]);
                held[below] = lower;
            }
            const float dy = ((float)y + 0.5f) / (float)height - 0.5f;
            finish_row(rows[upper], rows[below], fy, range, vignette, dy * dy, width,
                       (uint32_t *)(void *)(out + 4 * (size_t)y * width));
        }
    }
    free(column);
    free(weight);
    free(rows[0]);
    free(rows[1]);
    free(texels);
    return ok;
}
