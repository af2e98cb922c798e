/* The CPU backend's field image (include/sim_image.h): the GLSL field passes of
 * RendererShaderSource.swift — composite, bloom, saturation, contrast — on the CPU, row-parallel on
 * the image's own threads (the kernel's may be stepping the next frame meanwhile). */
#include <stdlib.h>
#include <string.h>

#include "include/sim_image.h"
#include "sim_internal.h"

/* The per-pixel loops run once per frame over the whole field: on x86-64 each also gets an AVX2
 * compilation, picked at load time (ifunc), because the baseline (SSE2) runs them at half speed. */
#if defined(__x86_64__) && defined(__ELF__)
#define SIM_IMAGE_LOOP __attribute__((target_clones("avx2", "default")))
#else
#define SIM_IMAGE_LOOP
#endif
/* Head counts up to this many per cell take their glow from a table. */
#define SIM_GLOW_TABLE 256

struct SimImage {
    int32_t size, small;
    SimPool pool;
    int poolStarted;
    /* S² × 3: `previous` is the last frame's composite (the next frame's feedback history);
     * `composite` is written by the next compose and, until then, still holds the frame before
     * `previous` — the last frame's own history, which composing it again or dropping it needs. */
    float *composite, *previous;
    int lastRepeatable;          /* whether `composite` holds the last frame's history */
    uint32_t *heads;             /* S²: agents per cell counted from a kernel (head glow) */
    float *bloomA, *bloomB;      /* small² × 3 */
    float *bloomUp;              /* small rows × 3 planes × S: the bloom rows magnified along x */
    /* Per field column: the two bloom texels (× 3, interleaved offsets) and the weight of the second. */
    int32_t *columnA, *columnB;
    float *columnWeight;
};

SimImage *sim_image_create(int32_t fieldSize, int32_t threadCount, SimStatus *status) {
    SimStatus ignored;
    if (!status) status = &ignored;
    if (fieldSize < SIM_MIN_FIELD_SIZE || fieldSize > SIM_MAX_FIELD_SIZE || threadCount < 0 ||
        threadCount > SIM_MAX_THREADS) {
        *status = SIM_ERROR_INVALID_ARGUMENT;
        return NULL;
    }
    SimImage *image = calloc(1, sizeof *image);
    if (!image) {
        *status = SIM_ERROR_OUT_OF_MEMORY;
        return NULL;
    }
    image->size = fieldSize;
    const size_t cells = (size_t)fieldSize * fieldSize * 3;
    image->composite = calloc(cells, sizeof(float));
    image->previous = calloc(cells, sizeof(float));
    if (!image->composite || !image->previous) {
        sim_image_destroy(image);
        *status = SIM_ERROR_OUT_OF_MEMORY;
        return NULL;
    }
    threadCount = sim_pool_thread_count(threadCount, SIM_MAX_THREADS);
    if (sim_pool_start(&image->pool, threadCount)) {
        sim_image_destroy(image);
        *status = SIM_ERROR_THREADS;
        return NULL;
    }
    image->poolStarted = 1;
    *status = SIM_OK;
    return image;
}

void sim_image_destroy(SimImage *image) {
    if (!image) return;
    if (image->poolStarted) sim_pool_stop(&image->pool);
    free(image->composite);
    free(image->previous);
    free(image->heads);
    free(image->bloomA);
    free(image->bloomB);
    free(image->bloomUp);
    free(image->columnA);
    free(image->columnB);
    free(image->columnWeight);
    free(image);
}

void sim_image_reset_history(SimImage *image) {
    memset(image->previous, 0, (size_t)image->size * image->size * 3 * sizeof(float));
    image->lastRepeatable = 0;
}

void sim_image_drop_last(SimImage *image) {
    if (!image->lastRepeatable) return;
    float *swap = image->previous;
    image->previous = image->composite;
    image->composite = swap;
    image->lastRepeatable = 0;
}

void sim_kernel_copy_trail_units(const SimKernel *k, uint32_t *out) {
    memcpy(out, k->trail[k->current], (size_t)k->size * k->size * SIM_SPECIES * sizeof(uint32_t));
}

/* exp(−x) for x ≥ 0: 2^(−x·log2 e) split into a power of two and a degree-6 polynomial on (−1, 0]
 * (relative error < 2e-5, far below one 8-bit step), written so the compiler vectorises it. */
static inline float exp_neg(float x) {
    float y = -(x < 87.0f ? x : 87.0f) * 1.44269504f;
    int32_t i = (int32_t)y; /* toward zero: y − i ∈ (−1, 0] */
    float f = y - (float)i;
    float p = 1.0f + f * (0.69314718f + f * (0.24022651f + f * (0.05550411f + f * (0.00961813f +
                                                                                   f * (0.00133336f + f * 0.00015404f)))));
    union {
        int32_t bits;
        float value;
    } scale = {.bits = (i + 127) << 23};
    return p * scale.value;
}

static inline float tone(float x) { return 1.0f - exp_neg(x > 0 ? x : 0); }
static inline float luma(float r, float g, float b) { return 0.2126f * r + 0.7152f * g + 0.0722f * b; }

typedef struct ComposeJob {
    SimImage *image;
    const SimImageParams *p;
    const uint32_t *trail;
    const uint32_t *heads;
    uint8_t *out;
    int bright;                 /* whether compose_rows also makes bloom's bright pass */
    int32_t downsample;         /* bloom's D (≥ 1): a small texel covers D×D cells */
    float glow[SIM_GLOW_TABLE]; /* headGlow · (1 − e^(−n·falloff)) for n agents in a cell */
} ComposeJob;

/* Bloom's bright pass for small row `by`, from `sums` (the D composite rows that row covers,
 * summed per column): the D×D box average, then the luma threshold. */
static void bloom_bright_row(ComposeJob *job, long by, float sums[3][SIM_MAX_FIELD_SIZE]) {
    SimImage *image = job->image;
    const int32_t small = image->small, d = job->downsample;
    const float norm = 1.0f / (float)(d * d);
    for (int32_t bx = 0; bx < small; bx++) {
        float c[3];
        for (int k = 0; k < 3; k++) {
            float total = 0;
            for (int32_t x = 0; x < d; x++) total += sums[k][bx * d + x];
            c[k] = total * norm;
        }
        float l = luma(c[0], c[1], c[2]);
        float over = l - job->p->bloomThreshold;
        float scale = (over > 0 ? over : 0) / (l > 1e-4f ? l : 1e-4f);
        float *out = image->bloomA + 3 * ((size_t)by * small + bx);
        for (int k = 0; k < 3; k++) out[k] = c[k] * scale;
    }
}

/* Field space: colours from the trail (blend mode, exposure, tone mapping), head glow, feedback —
 * RendererShaderSource.composite. Planar float rows so the loops vectorise. */
SIM_IMAGE_LOOP static void compose_rows(void *context, int index, int count) {
    ComposeJob *job = context;
    const SimImageParams *p = job->p;
    SimImage *image = job->image;
    const int32_t size = image->size;
    const size_t cells = (size_t)size * size;
    /* With bloom each thread's rows are whole small rows, so it makes their bright pass too,
     * from its composite rows while they are in cache (the same sums in the same order). */
    const int32_t d = job->bright ? job->downsample : 1;
    const long brightRows = job->bright ? (long)image->small * d : 0;
    long begin, end;
    sim_pool_share(size, index, count, d, &begin, &end);
    float sums[3][SIM_MAX_FIELD_SIZE];
    const float gain = p->gain / SIM_UNITS_PER_TRAIL, unit = 1.0f / SIM_UNITS_PER_TRAIL;
    const float c00 = p->colors[0][0], c01 = p->colors[0][1], c02 = p->colors[0][2];
    const float c10 = p->colors[1][0], c11 = p->colors[1][1], c12 = p->colors[1][2];
    const float c20 = p->colors[2][0], c21 = p->colors[2][1], c22 = p->colors[2][2];
    const float feedback = p->feedback;
    for (long y = begin; y < end; y++) {
        const size_t row = (size_t)y * size;
        const uint32_t *u0 = job->trail + row, *u1 = job->trail + cells + row, *u2 = job->trail + 2 * cells + row;
        float *r = image->composite + row, *g = image->composite + cells + row, *b = image->composite + 2 * cells + row;
        if (p->blendMode == 0) {
            for (int32_t x = 0; x < size; x++) {
                float l0 = (float)u0[x] * gain, l1 = (float)u1[x] * gain, l2 = (float)u2[x] * gain;
                r[x] = tone(c00 * l0 + c10 * l1 + c20 * l2);
                g[x] = tone(c01 * l0 + c11 * l1 + c21 * l2);
                b[x] = tone(c02 * l0 + c12 * l1 + c22 * l2);
            }
        } else if (p->blendMode == 1) {
            for (int32_t x = 0; x < size; x++) {
                float a = tone((float)u0[x] * gain), e = tone((float)u1[x] * gain), d = tone((float)u2[x] * gain);
                r[x] = 1.0f - (1.0f - c00 * a) * (1.0f - c10 * e) * (1.0f - c20 * d);
                g[x] = 1.0f - (1.0f - c01 * a) * (1.0f - c11 * e) * (1.0f - c21 * d);
                b[x] = 1.0f - (1.0f - c02 * a) * (1.0f - c12 * e) * (1.0f - c22 * d);
            }
        } else {
            for (int32_t x = 0; x < size; x++) {
                float l0 = (float)u0[x] * gain, l1 = (float)u1[x] * gain, l2 = (float)u2[x] * gain;
                int first = l0 >= l1 && l0 >= l2, second = !first && l1 >= l2;
                float v = tone(first ? l0 : (second ? l1 : l2));
                r[x] = (first ? c00 : (second ? c10 : c20)) * v;
                g[x] = (first ? c01 : (second ? c11 : c21)) * v;
                b[x] = (first ? c02 : (second ? c12 : c22)) * v;
            }
        }
        if (job->heads) {
            /* Most cells hold no head: they get no glow, and skipping them changes nothing. */
            const uint32_t *heads = job->heads + row;
            const float glowScale = p->headGlow, falloff = p->headFalloff;
            const float mean0 = (c00 + c10 + c20) / 3.0f, mean1 = (c01 + c11 + c21) / 3.0f,
                        mean2 = (c02 + c12 + c22) / 3.0f;
            for (int32_t x = 0; x < size; x++) {
                const uint32_t n = heads[x];
                if (n == 0) continue;
                float glow = n < SIM_GLOW_TABLE ? job->glow[n] : glowScale * (1.0f - exp_neg((float)n * falloff));
                float t0 = (float)u0[x] * unit, t1 = (float)u1[x] * unit, t2 = (float)u2[x] * unit;
                float total = t0 + t1 + t2;
                float inverse = total > 0 ? 1.0f / total : 0.0f;
                r[x] += glow * (total > 0 ? (c00 * t0 + c10 * t1 + c20 * t2) * inverse : mean0);
                g[x] += glow * (total > 0 ? (c01 * t0 + c11 * t1 + c21 * t2) * inverse : mean1);
                b[x] += glow * (total > 0 ? (c02 * t0 + c12 * t1 + c22 * t2) * inverse : mean2);
            }
        }
        if (feedback > 0) {
            const float *pr = image->previous + row, *pg = image->previous + cells + row,
                        *pb = image->previous + 2 * cells + row;
            for (int32_t x = 0; x < size; x++) {
                float kr = pr[x] * feedback, kg = pg[x] * feedback, kb = pb[x] * feedback;
                r[x] = kr > r[x] ? kr : r[x];
                g[x] = kg > g[x] ? kg : g[x];
                b[x] = kb > b[x] ? kb : b[x];
            }
        }
        if (y < brightRows) {
            const float *rows[3] = {r, g, b};
            const int first = y % d == 0;
            for (int k = 0; k < 3; k++) {
                float *sum = sums[k];
                const float *src = rows[k];
                if (first)
                    for (int32_t x = 0; x < size; x++) sum[x] = src[x];
                else
                    for (int32_t x = 0; x < size; x++) sum[x] += src[x];
            }
            if (y % d == d - 1) bloom_bright_row(job, y / d, sums);
        }
    }
}

/* i wrapped into [0, n) for i within a few n of it (no division). */
static inline int32_t wrap(int32_t i, int32_t n) {
    while (i < 0) i += n;
    while (i >= n) i -= n;
    return i;
}

/* One direction of the 9-tap Gaussian, wrapping at the edges (the GL textures repeat). Along a
 * row: that row padded with 4 wrapped texels each side; down the columns: the 9 wrapped rows. Each
 * output is then one contiguous loop over the row's 3·small interleaved floats. */
#define SIM_BLUR_PAD 4
SIM_IMAGE_LOOP static void blur_rows(ComposeJob *job, int index, int count, const float *src, float *dst,
                                     int horizontal) {
    const int32_t small = job->image->small, width = 3 * small;
    const float w0 = job->p->blurWeights[0], w1 = job->p->blurWeights[1], w2 = job->p->blurWeights[2],
                w3 = job->p->blurWeights[3], w4 = job->p->blurWeights[4];
    long begin, end;
    sim_pool_share(small, index, count, 1, &begin, &end);
    float padded[3 * (SIM_MAX_FIELD_SIZE + 2 * SIM_BLUR_PAD)];
    for (long y = begin; y < end; y++) {
        const float *t[9]; /* t[4 + i]: the texel i away, for the first output */
        if (horizontal) {
            const float *row = src + (size_t)y * width;
            for (int32_t x = -SIM_BLUR_PAD; x < small + SIM_BLUR_PAD; x++) {
                const float *texel = row + 3 * wrap(x, small);
                float *to = padded + 3 * (x + SIM_BLUR_PAD);
                to[0] = texel[0];
                to[1] = texel[1];
                to[2] = texel[2];
            }
            for (int i = 0; i < 9; i++) t[i] = padded + 3 * i;
        } else {
            for (int i = 0; i < 9; i++) t[i] = src + (size_t)wrap((int32_t)y + i - SIM_BLUR_PAD, small) * width;
        }
        const float *restrict m4 = t[0], *restrict m3 = t[1], *restrict m2 = t[2], *restrict m1 = t[3],
                              *restrict c = t[4], *restrict p1 = t[5], *restrict p2 = t[6], *restrict p3 = t[7],
                              *restrict p4 = t[8];
        float *restrict out = dst + (size_t)y * width;
        for (int32_t i = 0; i < width; i++)
            out[i] = c[i] * w0 + (p1[i] + m1[i]) * w1 + (p2[i] + m2[i]) * w2 + (p3[i] + m3[i]) * w3 +
                     (p4[i] + m4[i]) * w4;
    }
}

static void blur_horizontal(void *context, int index, int count) {
    ComposeJob *job = context;
    blur_rows(job, index, count, job->image->bloomA, job->image->bloomB, 1);
}

static void blur_vertical(void *context, int index, int count) {
    ComposeJob *job = context;
    blur_rows(job, index, count, job->image->bloomB, job->image->bloomA, 0);
}

/* The blurred bloom's rows magnified along x to the field's width (bilinear, repeating), once
 * per small row: the finishing pass then only blends two of them per field row. */
SIM_IMAGE_LOOP static void bloom_magnify_rows(void *context, int index, int count) {
    ComposeJob *job = context;
    SimImage *image = job->image;
    const int32_t size = image->size, small = image->small;
    long begin, end;
    sim_pool_share(small, index, count, 1, &begin, &end);
    for (long by = begin; by < end; by++) {
        const float *src = image->bloomA + 3 * (size_t)by * small;
        float *dst = image->bloomUp + 3 * (size_t)by * size;
        for (int k = 0; k < 3; k++) {
            float *plane = dst + (size_t)k * size;
            for (int32_t x = 0; x < size; x++) {
                const float a = src[image->columnA[x] + k], b = src[image->columnB[x] + k];
                plane[x] = a + (b - a) * image->columnWeight[x];
            }
        }
    }
}

/* v (already × 255) clamped and rounded to an 8-bit value, as GL stores a float in UNORM8. */
static inline uint32_t unorm8(float v) {
    v = v < 0 ? 0 : (v > 255.0f ? 255.0f : v);
    return (uint32_t)(v + 0.5f);
}

/* One field row finished: the composite plus this row's bloom (its two magnified small rows
 * blended along y, or none), saturation and contrast (skipped at their neutral 1, as the GL passes
 * compile them out), into RGBA8 as colour / range. Inlined per combination of the two switches
 * so each loop is straight-line and vectorised. */
static inline __attribute__((always_inline)) void finish_row(const float *restrict r, const float *restrict g,
                                                             const float *restrict b, const float *restrict top,
                                                             const float *restrict bottom, float fy, int bloomOn,
                                                             int graded, const SimImageParams *p, int32_t size,
                                                             uint32_t *restrict out) {
    const float toStored = 255.0f / (p->range > 0 ? p->range : 1.0f);
    const float saturation = p->saturation, contrast = p->contrast, bloom = p->bloom;
    const float *restrict ur = top, *restrict ug = top + size, *restrict ub = top + 2 * (size_t)size;
    const float *restrict lr = bottom, *restrict lg = bottom + size, *restrict lb = bottom + 2 * (size_t)size;
    for (int32_t x = 0; x < size; x++) {
        float cr = r[x], cg = g[x], cb = b[x];
        if (bloomOn) {
            cr += bloom * (ur[x] + (lr[x] - ur[x]) * fy);
            cg += bloom * (ug[x] + (lg[x] - ug[x]) * fy);
            cb += bloom * (ub[x] + (lb[x] - ub[x]) * fy);
        }
        if (graded) {
            float l = luma(cr, cg, cb);
            cr = l + (cr - l) * saturation;
            cg = l + (cg - l) * saturation;
            cb = l + (cb - l) * saturation;
            cr = (cr - 0.5f) * contrast + 0.5f;
            cg = (cg - 0.5f) * contrast + 0.5f;
            cb = (cb - 0.5f) * contrast + 0.5f;
        }
        out[x] = (uint32_t)unorm8(cr * toStored) | (uint32_t)unorm8(cg * toStored) << 8 |
                 (uint32_t)unorm8(cb * toStored) << 16 | 0xff000000u;
    }
}

/* The composite plus bloom (bilinear from the small buffer, repeating), saturation and contrast —
 * RendererShaderSource.final's colour work, at field resolution — into RGBA8 as colour / range:
 * the clamp to 1 comes after the viewport's vignette, as in the GL pass. */
SIM_IMAGE_LOOP static void finish_rows(void *context, int index, int count) {
    ComposeJob *job = context;
    SimImage *image = job->image;
    const SimImageParams *p = job->p;
    const int32_t size = image->size, small = image->small;
    const size_t cells = (size_t)size * size;
    const int bloomOn = p->bloom > 0, graded = p->saturation != 1.0f || p->contrast != 1.0f;
    long begin, end;
    sim_pool_share(size, index, count, 1, &begin, &end);
    const float toSmall = (float)small / (float)size;
    for (long y = begin; y < end; y++) {
        const size_t row = (size_t)y * size;
        const float *r = image->composite + row, *g = image->composite + cells + row,
                    *b = image->composite + 2 * cells + row;
        uint32_t *out = (uint32_t *)(void *)(job->out + 4 * row);
        if (!bloomOn) {
            if (graded) finish_row(r, g, b, r, r, 0, 0, 1, p, size, out);
            else finish_row(r, g, b, r, r, 0, 0, 0, p, size, out);
            continue;
        }
        /* This row's bloom: two magnified small rows blended (bilinear along y). */
        float by = ((float)y + 0.5f) * toSmall - 0.5f;
        int32_t y0 = (int32_t)(by + small) - small; /* floor for by ≥ −1 */
        float fy = by - (float)y0;
        const float *top = image->bloomUp + 3 * (size_t)wrap(y0, small) * size;
        const float *bottom = image->bloomUp + 3 * (size_t)wrap(y0 + 1, small) * size;
        if (graded) finish_row(r, g, b, top, bottom, fy, 1, 1, p, size, out);
        else finish_row(r, g, b, top, bottom, fy, 1, 0, p, size, out);
    }
}

/* Whether every bloom buffer is there (an allocation may have failed: then no bloom, no crash). */
static int bloom_ready(const SimImage *image) {
    return image->bloomA && image->bloomB && image->bloomUp && image->columnA && image->columnB && image->columnWeight;
}

static void compose(SimImage *image, const SimImageParams *p, const uint32_t *trail, const uint32_t *heads, int again,
                    uint8_t *out) {
    if (again && image->lastRepeatable) {
        /* The last frame again: back to its history; the result replaces it. */
        float *swap = image->previous;
        image->previous = image->composite;
        image->composite = swap;
    }
    int32_t downsample = p->bloomDownsample > 0 ? p->bloomDownsample : 1;
    if (downsample > image->size) downsample = image->size;
    const int32_t small = image->size / downsample;
    if (p->bloom > 0 && (image->small != small || !image->bloomA)) {
        free(image->bloomA);
        free(image->bloomB);
        free(image->bloomUp);
        image->bloomA = calloc((size_t)small * small * 3, sizeof(float));
        image->bloomB = calloc((size_t)small * small * 3, sizeof(float));
        image->bloomUp = calloc((size_t)small * image->size * 3, sizeof(float));
        image->small = small;
        if (!image->columnA) {
            image->columnA = malloc((size_t)image->size * sizeof(int32_t));
            image->columnB = malloc((size_t)image->size * sizeof(int32_t));
            image->columnWeight = malloc((size_t)image->size * sizeof(float));
        }
        if (image->columnA && image->columnB && image->columnWeight) {
            const float toSmall = (float)small / (float)image->size;
            for (int32_t x = 0; x < image->size; x++) {
                float bx = ((float)x + 0.5f) * toSmall - 0.5f;
                int32_t x0 = (int32_t)(bx + small) - small; /* floor for bx ≥ −1 */
                image->columnA[x] = 3 * wrap(x0, small);
                image->columnB[x] = 3 * wrap(x0 + 1, small);
                image->columnWeight[x] = bx - (float)x0;
            }
        }
    }
    const int bloomOn = p->bloom > 0 && bloom_ready(image);
    ComposeJob job = {image, p, trail, p->headGlow > 0 ? heads : NULL, out, bloomOn, downsample, {0}};
    if (job.heads)
        for (int n = 0; n < SIM_GLOW_TABLE; n++) job.glow[n] = p->headGlow * (1.0f - exp_neg((float)n * p->headFalloff));
    /* The composite, and with bloom its bright pass into bloomA. */
    sim_pool_run(&image->pool, compose_rows, &job);
    if (bloomOn) {
        sim_pool_run(&image->pool, blur_horizontal, &job);
        sim_pool_run(&image->pool, blur_vertical, &job);
        sim_pool_run(&image->pool, bloom_magnify_rows, &job);
    }
    SimImageParams finishing = *p;
    if (!bloomOn) finishing.bloom = 0;
    job.p = &finishing;
    sim_pool_run(&image->pool, finish_rows, &job);
    /* This frame's composite is the next one's feedback history; its own stays in `composite`. */
    float *swap = image->previous;
    image->previous = image->composite;
    image->composite = swap;
    image->lastRepeatable = 1;
}

void sim_image_compose(SimImage *image, const SimImageParams *p, const uint32_t *trail, const uint32_t *heads,
                       uint8_t *out) {
    compose(image, p, trail, heads, 0, out);
}

void sim_image_compose_kernel(SimImage *image, const SimImageParams *p, SimKernel *kernel, int32_t again,
                              uint8_t *out) {
    if (kernel->size != image->size) return;
    const uint32_t *heads = NULL;
    if (p->headGlow > 0) {
        if (!image->heads) image->heads = malloc((size_t)image->size * image->size * sizeof(uint32_t));
        if (image->heads) {
            sim_kernel_head_totals(kernel, image->heads);
            heads = image->heads;
        }
    }
    compose(image, p, kernel->trail[kernel->current], heads, again, out);
}
