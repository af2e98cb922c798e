/* Painting into the field: brushes, the stimulus and the walls (include/sim_paint.h). */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "include/sim_paint.h"
#include "sim_internal.h"

void sim_paint_free(SimKernel *k) {
    free(k->stimulus);
    free(k->walls);
    free(k->wallTiles);
    k->stimulus = NULL;
    k->walls = NULL;
    k->wallTiles = NULL;
}

static size_t cell_count(const SimKernel *k) { return (size_t)k->size * k->size; }

/* The planes a tool writes, allocated on first use (zeroed: no stimulus, no wall). */
static int ensure_stimulus(SimKernel *k) {
    if (!k->stimulus) k->stimulus = calloc(cell_count(k) * SIM_SPECIES, sizeof(float));
    return k->stimulus != NULL;
}

static int ensure_walls(SimKernel *k) {
    if (!k->walls) k->walls = calloc(cell_count(k), 1);
    if (!k->wallTiles) k->wallTiles = calloc((size_t)k->tiles, 1);
    return k->walls && k->wallTiles;
}

/* Index into [0, size) of any integer cell coordinate (the field wraps). */
static int32_t wrap_index(int64_t v, int32_t size) {
    int64_t r = v % size;
    return (int32_t)(r < 0 ? r + size : r);
}

/* Squared distance from (px, py) to the segment a→b. */
static float segment_distance2(float px, float py, float ax, float ay, float bx, float by) {
    const float dx = bx - ax, dy = by - ay, length2 = dx * dx + dy * dy;
    float t = length2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / length2 : 0;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    const float ex = px - (ax + t * dx), ey = py - (ay + t * dy);
    return ex * ex + ey * ey;
}

/* A brush of radius 0 still reaches the cells its segment passes through: a point inside a cell
 * lies at most √½ from the cell's centre. */
#define SIM_BRUSH_MIN_REACH 0.7072f

typedef void (*CellFn)(SimKernel *k, const SimBrush *b, size_t cell, float weight);

/* Calls `fn` once for every cell whose centre lies within the brush's reach of its segment,
 * with the brush's weight there, each cell once even where the capsule wraps onto itself. */
static void for_each_cell(SimKernel *k, const SimBrush *b, CellFn fn) {
    const int32_t size = k->size;
    const float reach = b->radius > SIM_BRUSH_MIN_REACH ? b->radius : SIM_BRUSH_MIN_REACH;
    const float minX = fminf(b->x0, b->x1) - reach, maxX = fmaxf(b->x0, b->x1) + reach;
    const float minY = fminf(b->y0, b->y1) - reach, maxY = fmaxf(b->y0, b->y1) + reach;
    /* The segment in the field once: its copies a field away are the same cells. */
    const int64_t x0 = (int64_t)floorf(minX), x1 = (int64_t)floorf(maxX);
    const int64_t y0 = (int64_t)floorf(minY), y1 = (int64_t)floorf(maxY);
    const int64_t columns = x1 - x0 + 1 < size ? x1 - x0 + 1 : size, rows = y1 - y0 + 1 < size ? y1 - y0 + 1 : size;
    for (int64_t row = 0; row < rows; row++) {
        for (int64_t column = 0; column < columns; column++) {
            /* Of the cell's copies inside the box, the nearest to the segment decides. */
            float best = FLT_MAX;
            for (int64_t cy = y0 + row; cy <= y1; cy += size)
                for (int64_t cx = x0 + column; cx <= x1; cx += size) {
                    const float d2 = segment_distance2((float)cx + 0.5f, (float)cy + 0.5f, b->x0, b->y0, b->x1, b->y1);
                    best = d2 < best ? d2 : best;
                }
            if (best > reach * reach) continue;
            const float q = 1.0f - best / (reach * reach);
            const size_t cell = (size_t)wrap_index(y0 + row, size) * size + wrap_index(x0 + column, size);
            fn(k, b, cell, q * q);
        }
    }
}

static void stimulus_cell(SimKernel *k, const SimBrush *b, size_t cell, float weight) {
    const float sign = b->tool == SIM_PAINT_REPEL ? -1.0f : 1.0f;
    for (int s = 0; s < SIM_SPECIES; s++) {
        float *v = &k->stimulus[(size_t)s * cell_count(k) + cell];
        float next = *v + sign * b->strength * weight * b->speciesWeight[s];
        *v = next > SIM_MAX_STIMULUS ? SIM_MAX_STIMULUS : (next < -SIM_MAX_STIMULUS ? -SIM_MAX_STIMULUS : next);
    }
}

static void erase_cell(SimKernel *k, const SimBrush *b, size_t cell, float weight) {
    (void)weight;
    for (int c = 0; c < SIM_SPECIES; c++) k->trail[k->current][(size_t)c * cell_count(k) + cell] = 0;
    if (!b->everything) return;
    if (k->stimulus)
        for (int s = 0; s < SIM_SPECIES; s++) k->stimulus[(size_t)s * cell_count(k) + cell] = 0;
    if (k->walls) k->walls[cell] = 0;
}

static void wall_cell(SimKernel *k, const SimBrush *b, size_t cell, float weight) {
    (void)b;
    (void)weight;
    k->walls[cell] = 1;
    for (int c = 0; c < SIM_SPECIES; c++) k->trail[k->current][(size_t)c * cell_count(k) + cell] = 0;
}

/* Which tiles hold a wall cell, after walls were added or removed. */
static void refresh_wall_tiles(SimKernel *k) {
    const int32_t size = k->size;
    memset(k->wallTiles, 0, (size_t)k->tiles);
    for (int32_t row = 0; row < size; row++)
        for (int32_t column = 0; column < size; column++)
            if (k->walls[(size_t)row * size + column])
                k->wallTiles[(row / SIM_TILE) * k->tilesPerRow + column / SIM_TILE] = 1;
}

static int is_wall(const SimKernel *k, float x, float y) {
    const int32_t size = k->size;
    return k->walls[(size_t)wrap_index((int64_t)floorf(y), size) * size + wrap_index((int64_t)floorf(x), size)];
}

/* The direction, as a unit vector, from the nearest point of the brush's segment to (x, y), over
 * the copies of (x, y) that lie in the brush's box (the field wraps); 0 when none does or the
 * point lies on the segment. */
static int away_from_segment(const SimKernel *k, const SimBrush *b, float x, float y, float *ox, float *oy) {
    const float size = (float)k->size, reach = b->radius > SIM_BRUSH_MIN_REACH ? b->radius : SIM_BRUSH_MIN_REACH;
    const float minX = fminf(b->x0, b->x1) - reach, maxX = fmaxf(b->x0, b->x1) + reach;
    const float minY = fminf(b->y0, b->y1) - reach, maxY = fmaxf(b->y0, b->y1) + reach;
    const float dx = b->x1 - b->x0, dy = b->y1 - b->y0, length2 = dx * dx + dy * dy;
    float best = FLT_MAX;
    for (float cy = y + size * ceilf((minY - y) / size); cy <= maxY; cy += size)
        for (float cx = x + size * ceilf((minX - x) / size); cx <= maxX; cx += size) {
            float t = length2 > 0 ? ((cx - b->x0) * dx + (cy - b->y0) * dy) / length2 : 0;
            t = t < 0 ? 0 : (t > 1 ? 1 : t);
            const float ex = cx - (b->x0 + t * dx), ey = cy - (b->y0 + t * dy), d2 = ex * ex + ey * ey;
            if (d2 >= best) continue;
            best = d2;
            *ox = ex;
            *oy = ey;
        }
    if (best == FLT_MAX || best < 1e-8f) return 0;
    const float d = sqrtf(best);
    *ox /= d;
    *oy /= d;
    return 1;
}

/* Agents inside walls leave them: along the line from the nearest point of the brush's segment
 * through the agent (its heading where it stands on the segment), a half cell at a time, to the
 * first free cell; one walled in on every side stays. */
static void free_walled_agents(SimKernel *k, const SimBrush *b) {
    const float size = (float)k->size;
    for (int32_t i = 0; i < k->agentCount; i++) {
        float x = k->x[i], y = k->y[i], ox, oy;
        if (!is_wall(k, x, y)) continue;
        if (!away_from_segment(k, b, x, y, &ox, &oy)) {
            ox = cosf(k->heading[i]);
            oy = sinf(k->heading[i]);
        }
        for (int32_t stepCount = 0; stepCount < 4 * k->size && is_wall(k, x, y); stepCount++) {
            x += 0.5f * ox;
            y += 0.5f * oy;
        }
        if (is_wall(k, x, y)) continue;
        x -= size * floorf(x / size);
        y -= size * floorf(y / size);
        k->x[i] = x < size ? x : 0;
        k->y[i] = y < size ? y : 0;
    }
}

static int brush_valid(const SimKernel *k, const SimBrush *b) {
    if (!b || b->tool < SIM_PAINT_ATTRACT || b->tool > SIM_PAINT_WALL) return 0;
    const float limit = 1e6f;
    if (!sim_is_finite(b->x0) || !sim_is_finite(b->y0) || !sim_is_finite(b->x1) || !sim_is_finite(b->y1)) return 0;
    if (fabsf(b->x0) > limit || fabsf(b->y0) > limit || fabsf(b->x1) > limit || fabsf(b->y1) > limit) return 0;
    if (!sim_is_finite(b->radius) || b->radius < 0 || b->radius > 0.5f * (float)k->size) return 0;
    if (!sim_is_finite(b->strength) || b->strength < 0 || b->strength > SIM_MAX_STIMULUS) return 0;
    for (int s = 0; s < SIM_SPECIES; s++)
        if (!sim_is_finite(b->speciesWeight[s]) || b->speciesWeight[s] < 0 || b->speciesWeight[s] > 1) return 0;
    return 1;
}

SimStatus sim_kernel_paint(SimKernel *k, const SimBrush *b) {
    if (!brush_valid(k, b)) return SIM_ERROR_INVALID_ARGUMENT;
    switch ((SimPaintTool)b->tool) {
    case SIM_PAINT_ATTRACT:
    case SIM_PAINT_REPEL:
        if (!ensure_stimulus(k)) return SIM_ERROR_OUT_OF_MEMORY;
        for_each_cell(k, b, stimulus_cell);
        break;
    case SIM_PAINT_ERASE:
        for_each_cell(k, b, erase_cell);
        if (b->everything && k->walls) refresh_wall_tiles(k);
        break;
    case SIM_PAINT_WALL:
        if (!ensure_walls(k)) return SIM_ERROR_OUT_OF_MEMORY;
        for_each_cell(k, b, wall_cell);
        refresh_wall_tiles(k);
        free_walled_agents(k, b);
        /* An agent moved out of a wall may now stand in another thread's rows: sort first. */
        k->stepsSinceSort = SIM_SORT_PERIOD;
        break;
    }
    /* What the sensors read changed: rebuilt (with the painting) before the next step. */
    k->perceivedStale = 1;
    return SIM_OK;
}

void sim_kernel_clear_painting(SimKernel *k) {
    sim_paint_free(k);
    k->perceivedStale = 1;
}

SimStatus sim_kernel_set_stimulus_fade(SimKernel *k, float fade) {
    if (!sim_is_finite(fade) || fade < 0 || fade > 1) return SIM_ERROR_INVALID_ARGUMENT;
    k->stimulusFade = fade;
    return SIM_OK;
}

const float *sim_kernel_stimulus(const SimKernel *k, int32_t species) {
    if (!k->stimulus || species < 0 || species >= SIM_SPECIES) return NULL;
    return k->stimulus + (size_t)species * cell_count(k);
}

const uint8_t *sim_kernel_walls(const SimKernel *k) { return k->walls; }

void sim_paint_rows(SimKernel *k, uint32_t *trail, int32_t row0, int32_t row1, int stepping) {
    const size_t cells = cell_count(k), begin = (size_t)row0 * k->size, end = (size_t)row1 * k->size;
    if (k->stimulus) {
        const float keep = stepping ? 1.0f - k->stimulusFade : 1.0f;
        for (int s = 0; s < SIM_SPECIES; s++) {
            float *restrict perceived = k->perceived + (size_t)s * cells;
            float *restrict stimulus = k->stimulus + (size_t)s * cells;
            for (size_t i = begin; i < end; i++) {
                perceived[i] += stimulus[i];
                stimulus[i] *= keep;
            }
        }
    }
    if (k->walls) {
        const uint8_t *walls = k->walls;
        for (size_t i = begin; i < end; i++) {
            if (!walls[i]) continue;
            for (int c = 0; c < SIM_SPECIES; c++) {
                if (trail) trail[(size_t)c * cells + i] = 0;
                k->perceived[(size_t)c * cells + i] = SIM_WALL_PERCEIVED;
            }
        }
    }
}
