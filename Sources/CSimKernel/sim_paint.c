/* Painting into the field: brushes, the stimulus and the walls (include/sim_paint.h). The rule of
 * what a brush reaches lives here once: the kernel paints with it, and so does the GPU backend
 * into its CPU copies of the planes. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "include/sim_paint.h"
#include "sim_internal.h"

/* A brush of radius 0 still reaches the cells its segment passes through: a point inside a cell
 * lies at most √½ from the cell's centre. */
#define SIM_BRUSH_MIN_REACH 0.7072f

/* MARK: The brush's rule, on plain planes */

/* Index into [0, size) of any integer cell coordinate (the field wraps). */
static int32_t wrap_index(int64_t v, int32_t size) {
    int64_t r = v % size;
    return (int32_t)(r < 0 ? r + size : r);
}

static float brush_reach(const SimBrush *b) { return b->radius > SIM_BRUSH_MIN_REACH ? b->radius : SIM_BRUSH_MIN_REACH; }

/* Squared distance from (px, py) to the segment a→b, and the offset from its nearest point. */
static float segment_offset(const SimBrush *b, float px, float py, float *ex, float *ey) {
    const float dx = b->x1 - b->x0, dy = b->y1 - b->y0, length2 = dx * dx + dy * dy;
    float t = length2 > 0 ? ((px - b->x0) * dx + (py - b->y0) * dy) / length2 : 0;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    *ex = px - (b->x0 + t * dx);
    *ey = py - (b->y0 + t * dy);
    return *ex * *ex + *ey * *ey;
}

typedef void (*CellFn)(SimPaintPlanes *planes, const SimBrush *b, size_t cell, float weight);

/* Calls `fn` once for every cell whose centre lies within the brush's reach of its segment,
 * with the brush's weight there, each cell once even where the capsule wraps onto itself. */
static void for_each_cell(SimPaintPlanes *planes, const SimBrush *b, CellFn fn) {
    const int32_t size = planes->size;
    const float reach = brush_reach(b);
    const float minX = fminf(b->x0, b->x1) - reach, maxX = fmaxf(b->x0, b->x1) + reach;
    const float minY = fminf(b->y0, b->y1) - reach, maxY = fmaxf(b->y0, b->y1) + reach;
    /* The segment in the field once: its copies a field away are the same cells. */
    const int64_t x0 = (int64_t)floorf(minX), x1 = (int64_t)floorf(maxX);
    const int64_t y0 = (int64_t)floorf(minY), y1 = (int64_t)floorf(maxY);
    const int64_t columns = x1 - x0 + 1 < size ? x1 - x0 + 1 : size, rows = y1 - y0 + 1 < size ? y1 - y0 + 1 : size;
    planes->firstRow = wrap_index(y0, size);
    planes->rowCount = (int32_t)rows;
    planes->firstColumn = wrap_index(x0, size);
    planes->columnCount = (int32_t)columns;
    for (int64_t row = 0; row < rows; row++) {
        for (int64_t column = 0; column < columns; column++) {
            /* Of the cell's copies inside the box, the nearest to the segment decides. */
            float best = FLT_MAX, ex, ey;
            for (int64_t cy = y0 + row; cy <= y1; cy += size)
                for (int64_t cx = x0 + column; cx <= x1; cx += size) {
                    const float d2 = segment_offset(b, (float)cx + 0.5f, (float)cy + 0.5f, &ex, &ey);
                    best = d2 < best ? d2 : best;
                }
            if (best > reach * reach) continue;
            const float q = 1.0f - best / (reach * reach);
            const size_t cell = (size_t)wrap_index(y0 + row, size) * size + wrap_index(x0 + column, size);
            fn(planes, b, cell, q * q);
        }
    }
}

static size_t plane_cells(const SimPaintPlanes *planes) { return (size_t)planes->size * planes->size; }

static void stimulus_cell(SimPaintPlanes *planes, const SimBrush *b, size_t cell, float weight) {
    const float sign = b->tool == SIM_PAINT_REPEL ? -1.0f : 1.0f;
    for (int s = 0; s < SIM_SPECIES; s++) {
        float *v = &planes->stimulus[(size_t)s * plane_cells(planes) + cell];
        float next = *v + sign * b->strength * weight * b->speciesWeight[s];
        *v = next > SIM_MAX_STIMULUS ? SIM_MAX_STIMULUS : (next < -SIM_MAX_STIMULUS ? -SIM_MAX_STIMULUS : next);
    }
}

static void erase_cell(SimPaintPlanes *planes, const SimBrush *b, size_t cell, float weight) {
    (void)weight;
    planes->erased[cell] = 1;
    if (!b->everything) return;
    if (planes->stimulus)
        for (int s = 0; s < SIM_SPECIES; s++) planes->stimulus[(size_t)s * plane_cells(planes) + cell] = 0;
    if (planes->walls) planes->walls[cell] = 0;
}

static void wall_cell(SimPaintPlanes *planes, const SimBrush *b, size_t cell, float weight) {
    (void)b;
    (void)weight;
    planes->walls[cell] = 1;
}

static int brush_valid(int32_t size, const SimBrush *b) {
    if (!b || b->tool < SIM_PAINT_ATTRACT || b->tool > SIM_PAINT_WALL) return 0;
    const float limit = 1e6f;
    if (!sim_is_finite(b->x0) || !sim_is_finite(b->y0) || !sim_is_finite(b->x1) || !sim_is_finite(b->y1)) return 0;
    if (fabsf(b->x0) > limit || fabsf(b->y0) > limit || fabsf(b->x1) > limit || fabsf(b->y1) > limit) return 0;
    if (!sim_is_finite(b->radius) || b->radius < 0 || b->radius > 0.5f * (float)size) return 0;
    if (!sim_is_finite(b->strength) || b->strength < 0 || b->strength > SIM_MAX_STIMULUS) return 0;
    for (int s = 0; s < SIM_SPECIES; s++)
        if (!sim_is_finite(b->speciesWeight[s]) || b->speciesWeight[s] < 0 || b->speciesWeight[s] > 1) return 0;
    return 1;
}

SimStatus sim_paint_planes(SimPaintPlanes *planes, const SimBrush *b) {
    if (!planes || planes->size < SIM_MIN_FIELD_SIZE || planes->size > SIM_MAX_FIELD_SIZE || !brush_valid(planes->size, b))
        return SIM_ERROR_INVALID_ARGUMENT;
    switch ((SimPaintTool)b->tool) {
    case SIM_PAINT_ATTRACT:
    case SIM_PAINT_REPEL:
        if (!planes->stimulus) return SIM_ERROR_INVALID_ARGUMENT;
        for_each_cell(planes, b, stimulus_cell);
        break;
    case SIM_PAINT_ERASE:
        if (!planes->erased) return SIM_ERROR_INVALID_ARGUMENT;
        for_each_cell(planes, b, erase_cell);
        break;
    case SIM_PAINT_WALL:
        if (!planes->walls) return SIM_ERROR_INVALID_ARGUMENT;
        for_each_cell(planes, b, wall_cell);
        break;
    }
    return SIM_OK;
}

static int is_wall(const SimPaintPlanes *planes, float x, float y) {
    const int32_t size = planes->size;
    return planes->walls[(size_t)wrap_index((int64_t)floorf(y), size) * size + wrap_index((int64_t)floorf(x), size)];
}

/* The direction, as a unit vector, from the nearest point of the brush's segment to (x, y), over
 * the copies of (x, y) that lie in the brush's box (the field wraps); 0 when none does or the
 * point lies on the segment. */
static int away_from_segment(int32_t fieldSize, const SimBrush *b, float x, float y, float *ox, float *oy) {
    const float size = (float)fieldSize, reach = brush_reach(b);
    const float minX = fminf(b->x0, b->x1) - reach, maxX = fmaxf(b->x0, b->x1) + reach;
    const float minY = fminf(b->y0, b->y1) - reach, maxY = fmaxf(b->y0, b->y1) + reach;
    float best = FLT_MAX;
    for (float cy = y + size * ceilf((minY - y) / size); cy <= maxY; cy += size)
        for (float cx = x + size * ceilf((minX - x) / size); cx <= maxX; cx += size) {
            float ex, ey;
            const float d2 = segment_offset(b, cx, cy, &ex, &ey);
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
int32_t sim_paint_free_walled_agents(const SimPaintPlanes *planes, const SimBrush *b, float *x, float *y,
                                     const float *heading, int32_t count) {
    if (!planes || !planes->walls || !b) return 0;
    const float size = (float)planes->size;
    int32_t moved = 0;
    for (int32_t i = 0; i < count; i++) {
        float px = x[i], py = y[i], ox, oy;
        if (!is_wall(planes, px, py)) continue;
        if (!away_from_segment(planes->size, b, px, py, &ox, &oy)) {
            ox = cosf(heading[i]);
            oy = sinf(heading[i]);
        }
        for (int32_t stepCount = 0; stepCount < 4 * planes->size && is_wall(planes, px, py); stepCount++) {
            px += 0.5f * ox;
            py += 0.5f * oy;
        }
        if (is_wall(planes, px, py)) continue;
        px -= size * floorf(px / size);
        py -= size * floorf(py / size);
        x[i] = px < size ? px : 0;
        y[i] = py < size ? py : 0;
        moved++;
    }
    return moved;
}

/* MARK: The kernel's painting */

void sim_paint_free(SimKernel *k) {
    void **planes[] = {(void **)&k->stimulus,      (void **)&k->walls,        (void **)&k->nearWallTiles,
                       (void **)&k->nearWallSums,  (void **)&k->wallSpans,    (void **)&k->stimulusSpans,
                       (void **)&k->erased};
    for (size_t i = 0; i < sizeof planes / sizeof planes[0]; i++) {
        free(*planes[i]);
        *planes[i] = NULL;
    }
    k->nearWallSpeed = 0;
}

static size_t cell_count(const SimKernel *k) { return (size_t)k->size * k->size; }

/* The planes a tool writes, allocated on first use (zeroed: no stimulus, no wall, nothing erased). */
static int ensure_planes(SimKernel *k, SimPaintTool tool) {
    switch (tool) {
    case SIM_PAINT_ATTRACT:
    case SIM_PAINT_REPEL:
        if (!k->stimulus) k->stimulus = calloc(cell_count(k) * SIM_SPECIES, sizeof(float));
        if (!k->stimulusSpans) k->stimulusSpans = calloc((size_t)k->size * 2, sizeof(int32_t));
        return k->stimulus && k->stimulusSpans;
    case SIM_PAINT_ERASE:
        if (!k->erased) k->erased = calloc(cell_count(k), 1);
        return k->erased != NULL;
    case SIM_PAINT_WALL:
        if (!k->walls) k->walls = calloc(cell_count(k), 1);
        if (!k->nearWallTiles) k->nearWallTiles = calloc((size_t)k->tiles, 1);
        if (!k->nearWallSums)
            k->nearWallSums = calloc((size_t)(k->tilesPerRow + 1) * (k->tilesPerRow + 1), sizeof(int32_t));
        if (!k->wallSpans) k->wallSpans = calloc((size_t)k->size * 2, sizeof(int32_t));
        return k->walls && k->nearWallTiles && k->nearWallSums && k->wallSpans;
    }
    return 0;
}

void sim_paint_near_wall_tiles(const uint8_t *walls, int32_t size, float speed, uint8_t *out) {
    const int32_t n = (size + SIM_PAINT_TILE - 1) / SIM_PAINT_TILE;
    /* A move of `speed` from a tile reaches tiles up to ⌈speed / tile⌉ away, wrapping. */
    const int32_t reach = (int32_t)ceilf(speed / SIM_PAINT_TILE) + 1;
    memset(out, 0, (size_t)n * n);
    for (int32_t ty = 0; ty < n; ty++)
        for (int32_t tx = 0; tx < n; tx++) {
            int walled = 0;
            for (int32_t y = ty * SIM_PAINT_TILE; y < size && y < (ty + 1) * SIM_PAINT_TILE && !walled; y++)
                for (int32_t x = tx * SIM_PAINT_TILE; x < size && x < (tx + 1) * SIM_PAINT_TILE; x++)
                    if (walls[(size_t)y * size + x]) {
                        walled = 1;
                        break;
                    }
            if (!walled) continue;
            for (int32_t dy = -reach; dy <= reach; dy++)
                for (int32_t dx = -reach; dx <= reach; dx++) out[wrap_index(ty + dy, n) * n + wrap_index(tx + dx, n)] = 1;
        }
}

void sim_paint_prepare_agents(SimKernel *k, float speed) {
    if (speed <= k->nearWallSpeed) return;
    sim_paint_near_wall_tiles(k->walls, k->size, speed, k->nearWallTiles);
    const int32_t n = k->tilesPerRow, stride = n + 1;
    for (int32_t ty = 0; ty <= n; ty++)
        for (int32_t tx = 0; tx <= n; tx++)
            k->nearWallSums[ty * stride + tx] =
                ty == 0 || tx == 0 ? 0
                                   : k->nearWallTiles[(ty - 1) * n + tx - 1] + k->nearWallSums[(ty - 1) * stride + tx] +
                                         k->nearWallSums[ty * stride + tx - 1] - k->nearWallSums[(ty - 1) * stride + tx - 1];
    k->nearWallSpeed = speed;
}

/* Widens row `row`'s span [span[0], span[1]) of painted columns by the stroke's columns (a span
 * that would wrap or leave a gap becomes the whole row). */
static void widen_span(int32_t *span, int32_t size, const SimPaintPlanes *planes) {
    const int32_t first = planes->firstColumn, end = first + planes->columnCount;
    if (end > size || planes->columnCount >= size) {
        span[0] = 0;
        span[1] = size;
    } else if (span[0] >= span[1]) {
        span[0] = first;
        span[1] = end;
    } else {
        span[0] = first < span[0] ? first : span[0];
        span[1] = end > span[1] ? end : span[1];
    }
}

/* Empties the trails of the cells of the stroke's rows that `erased` (cleared as it goes) or a
 * wall holds. */
static void empty_trails(SimKernel *k, const SimPaintPlanes *planes) {
    const size_t cells = cell_count(k);
    uint32_t *trail = k->trail[k->current];
    for (int32_t r = 0; r < planes->rowCount; r++) {
        const size_t begin = (size_t)((planes->firstRow + r) % k->size) * k->size;
        for (size_t i = begin; i < begin + (size_t)k->size; i++) {
            const int erased = k->erased && k->erased[i], walled = k->walls && k->walls[i];
            if (!erased && !walled) continue;
            for (int c = 0; c < SIM_SPECIES; c++) trail[(size_t)c * cells + i] = 0;
            if (erased) k->erased[i] = 0;
        }
    }
}

SimStatus sim_kernel_paint(SimKernel *k, const SimBrush *b) {
    if (!b || !brush_valid(k->size, b)) return SIM_ERROR_INVALID_ARGUMENT;
    if (!ensure_planes(k, (SimPaintTool)b->tool)) return SIM_ERROR_OUT_OF_MEMORY;
    SimPaintPlanes planes = {k->size, k->stimulus, k->walls, k->erased, 0, 0, 0, 0};
    SimStatus status = sim_paint_planes(&planes, b);
    if (status != SIM_OK) return status;
    empty_trails(k, &planes);
    int32_t *spans = b->tool == SIM_PAINT_WALL ? k->wallSpans
                     : b->tool == SIM_PAINT_ERASE  ? NULL
                                                   : k->stimulusSpans;
    if (spans)
        for (int32_t r = 0; r < planes.rowCount; r++) widen_span(spans + 2 * ((planes.firstRow + r) % k->size), k->size, &planes);
    /* Walls added or removed: the tiles near them are found again before the next agent pass. */
    if (b->tool == SIM_PAINT_WALL || (b->tool == SIM_PAINT_ERASE && b->everything && k->walls)) k->nearWallSpeed = -1;
    if (b->tool == SIM_PAINT_WALL &&
        sim_paint_free_walled_agents(&planes, b, k->x, k->y, k->heading, k->agentCount) > 0) {
        /* An agent moved out of a wall may now stand in another thread's rows: sort first. */
        k->stepsSinceSort = SIM_SORT_PERIOD;
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
    const size_t cells = cell_count(k), size = (size_t)k->size;
    const float keep = stepping ? 1.0f - k->stimulusFade : 1.0f;
    for (int32_t row = row0; row < row1; row++) {
        if (k->stimulus && k->stimulusSpans[2 * row] < k->stimulusSpans[2 * row + 1]) {
            const size_t begin = (size_t)row * size + k->stimulusSpans[2 * row];
            const size_t end = (size_t)row * size + k->stimulusSpans[2 * row + 1];
            for (int s = 0; s < SIM_SPECIES; s++) {
                float *restrict perceived = k->perceived + (size_t)s * cells;
                float *restrict stimulus = k->stimulus + (size_t)s * cells;
                for (size_t i = begin; i < end; i++) perceived[i] += stimulus[i];
                if (keep != 1.0f)
                    for (size_t i = begin; i < end; i++) stimulus[i] *= keep;
            }
        }
        if (k->walls && k->wallSpans[2 * row] < k->wallSpans[2 * row + 1]) {
            const size_t begin = (size_t)row * size + k->wallSpans[2 * row];
            const size_t end = (size_t)row * size + k->wallSpans[2 * row + 1];
            for (size_t i = begin; i < end; i++) {
                if (!k->walls[i]) continue;
                for (int c = 0; c < SIM_SPECIES; c++) {
                    if (trail) trail[(size_t)c * cells + i] = 0;
                    k->perceived[(size_t)c * cells + i] = SIM_WALL_PERCEIVED;
                }
            }
        }
    }
}
