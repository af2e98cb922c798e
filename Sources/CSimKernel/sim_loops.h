/* The agent and field loops, written as plain C the compiler vectorises. Included once per ISA
 * file (sim_isa_*.c), each of which sets the target features and names the entry point; so the
 * same source is the portable path and, chosen at run time, the AVX2 and AVX-512 paths.
 * Needs before inclusion: SIM_LOOPS_ENTRY (the SimKernels getter's name) and SIM_VECTORIZE (a loop
 * pragma, possibly empty). */
#include <math.h>
#include <string.h>

#include "sim_internal.h"

/* floor for |v| < 2³¹ through truncation: vectorises without SSE4.1's roundps. */
static inline float loops_floor(float v) {
    float t = (float)(int32_t)v;
    return t > v ? t - 1.0f : t;
}

/* a wrapped into [−π, π). */
static inline float loops_wrap_angle(float a) {
    return a - SIM_TWO_PI * loops_floor(a * (1.0f / SIM_TWO_PI) + 0.5f);
}

/* sin and cos of a ∈ [−π, π]: fold into [−π/2, π/2], then minimax polynomials (error < 2e-7). */
static inline void loops_sincos(float a, float *sinOut, float *cosOut) {
    const float halfPi = 1.57079632679f;
    int high = a > halfPi, low = a < -halfPi;
    float x = high ? SIM_PI - a : (low ? -SIM_PI - a : a);
    float sign = (high | low) ? -1.0f : 1.0f;
    float x2 = x * x;
    *sinOut = x * (1.0f + x2 * (-1.6666654611e-1f + x2 * (8.3321608736e-3f + x2 * -1.9515295891e-4f)));
    *cosOut = sign * (1.0f + x2 * (-0.5f + x2 * (4.166664568298827e-2f +
                                                 x2 * (-1.388731625493765e-3f + x2 * 2.443315711809948e-5f))));
}

/* floor(p) wrapped into [0, size), as a float (exact: cells < 2²⁴). Clamped in floats, as SSE2
 * has float min/max but no int32 ones; the clamp only acts on rounding at the seam. */
static inline float loops_wrap_cell(float p, float sizeF, float invSize, float lastCell) {
    float wrapped = p - sizeF * loops_floor(p * invSize);
    wrapped = wrapped > 0.0f ? wrapped : 0.0f;
    wrapped = wrapped < lastCell ? wrapped : lastCell;
    return (float)(int32_t)wrapped;
}

/* Index of a sensed cell in the species' plane of the perceived field. */
static inline int32_t loops_cell_index(float px, float py, int32_t plane, float sizeF, float invSize, float lastCell) {
    float row = loops_wrap_cell(py, sizeF, invSize, lastCell), column = loops_wrap_cell(px, sizeF, invSize, lastCell);
    return plane + (int32_t)(row * sizeF + column);
}

/* Per-species value without a gather: three species, two selects. */
static inline float loops_pick(const float *table, int species) {
    return species == 0 ? table[0] : (species == 1 ? table[1] : table[2]);
}
static inline int32_t loops_pick_int(const int32_t *table, int species) {
    return species == 0 ? table[0] : (species == 1 ? table[1] : table[2]);
}

/* Exact deposits of one chunk: plain adds in rows only this thread reaches until the next sort. */
static inline void loops_deposit(uint32_t *trail, const uint8_t *ownRows, const int32_t *index, const int32_t *row,
                                 const uint32_t *units, int n) {
    for (int j = 0; j < n; j++) {
        if (!units[j]) continue;
        if (ownRows[row[j]]) trail[index[j]] += units[j];
        else __atomic_fetch_add(&trail[index[j]], units[j], __ATOMIC_RELAXED);
    }
}

/* Whether the straight move from (x0, y0) by (dx, dy) cells passes through a wall cell: sampled
 * every half cell (a wall painted by a brush is at least a cell thick). Only moves that start near
 * a wall get here. */
static inline int loops_move_hits_wall(const SimAgentArrays *a, float x0, float y0, float dx, float dy, float sizeF,
                                       float invSize, float lastCell) {
    const float length = fabsf(dx) > fabsf(dy) ? fabsf(dx) : fabsf(dy);
    const int samples = 1 + (int)(length * 2.0f);
    const int32_t size = (int32_t)sizeF;
    for (int i = 1; i <= samples; i++) {
        const float t = (float)i / (float)samples;
        const int32_t column = (int32_t)loops_wrap_cell(x0 + t * dx, sizeF, invSize, lastCell);
        const int32_t row = (int32_t)loops_wrap_cell(y0 + t * dy, sizeF, invSize, lastCell);
        if (a->walls[row * size + column]) return 1;
    }
    return 0;
}

/* Walls (sim_paint.h): a move that would pass through a wall is not made; the agent turns back and
 * deposits where it stands. Run only while walls exist: which agents start near a wall is found
 * in a vectorised pass over the chunk (most chunks have none), the check itself is scalar. */
static void loops_block_walls(const SimAgentArrays *a, const SimAgentUniforms *u, const float *oldX, const float *oldY,
                              float *x, float *y, float *heading, int32_t *depositIndex, int32_t *depositRow,
                              const uint8_t *sp, int n) {
    const float sizeF = u->sizeF, invSize = u->invSize, lastCell = sizeF - 1.0f, half = 0.5f * sizeF;
    const uint8_t *restrict nearWall = a->nearWallTiles;
    const uint32_t tilesPerRow = (uint32_t)a->tilesPerRow;
    /* The chunk's box first (sorted agents of a chunk sit close together): none of its tiles near
     * a wall (a summed-area table answers at once), nothing to check. */
    float minX = oldX[0], maxX = oldX[0], minY = oldY[0], maxY = oldY[0];
    SIM_VECTORIZE
    for (int j = 1; j < n; j++) {
        minX = oldX[j] < minX ? oldX[j] : minX;
        maxX = oldX[j] > maxX ? oldX[j] : maxX;
        minY = oldY[j] < minY ? oldY[j] : minY;
        maxY = oldY[j] > maxY ? oldY[j] : maxY;
    }
    const uint32_t tx0 = (uint32_t)minX / SIM_TILE, tx1 = (uint32_t)maxX / SIM_TILE + 1;
    const uint32_t ty0 = (uint32_t)minY / SIM_TILE, ty1 = (uint32_t)maxY / SIM_TILE + 1;
    const uint32_t stride = tilesPerRow + 1;
    const int32_t *sums = a->nearWallSums;
    if (sums[ty1 * stride + tx1] - sums[ty0 * stride + tx1] - sums[ty1 * stride + tx0] + sums[ty0 * stride + tx0] == 0)
        return;
    uint8_t near[SIM_CHUNK];
    int any = 0;
    SIM_VECTORIZE
    for (int j = 0; j < n; j++) {
        const uint32_t tile = ((uint32_t)oldY[j] / SIM_TILE) * tilesPerRow + (uint32_t)oldX[j] / SIM_TILE;
        near[j] = nearWall[tile];
        any |= near[j];
    }
    if (!any) return;
    for (int j = 0; j < n; j++) {
        if (!near[j]) continue;
        float dx = x[j] - oldX[j], dy = y[j] - oldY[j];
        dx = dx > half ? dx - sizeF : (dx < -half ? dx + sizeF : dx);
        dy = dy > half ? dy - sizeF : (dy < -half ? dy + sizeF : dy);
        if (!loops_move_hits_wall(a, oldX[j], oldY[j], dx, dy, sizeF, invSize, lastCell)) continue;
        x[j] = oldX[j];
        y[j] = oldY[j];
        heading[j] = loops_wrap_angle(heading[j] + SIM_PI);
        depositRow[j] = (int32_t)oldY[j];
        depositIndex[j] = sp[j] * u->cells + (int32_t)oldY[j] * u->size + (int32_t)oldX[j];
    }
}

static void loops_agent_range(const SimAgentUniforms *u, const SimAgentArrays *a, long begin, long end) {
    int32_t indexL[SIM_CHUNK], indexC[SIM_CHUNK], indexR[SIM_CHUNK];
    float valueL[SIM_CHUNK], valueC[SIM_CHUNK], valueR[SIM_CHUNK], theta[SIM_CHUNK];
    /* Deposits lag one chunk: a chunk's cells are prefetched when it has moved and added after
     * the next chunk has found its sensed cells, so the read-modify-writes find their lines in
     * cache; and those sensed cells are prefetched before the deposits, so the reads do too. */
    int32_t depositIndexes[2][SIM_CHUNK], depositRows[2][SIM_CHUNK];
    uint32_t depositUnitsBuf[2][SIM_CHUNK];
    int pending = 0, current = 0;
    const int32_t size = u->size, cells = u->cells;
    const float sizeF = u->sizeF, invSize = u->invSize, lastCell = sizeF - 1.0f;
    const int32_t planes[SIM_SPECIES] = {0, cells, 2 * cells};
    float *X = a->x, *Y = a->y, *H = a->heading;
    const float *restrict phase = a->phase;
    const uint8_t *restrict species = a->species;
    const float *restrict perceived = a->perceived;
    uint32_t *trail = a->trail;
    const uint8_t *ownRows = a->ownRows;
    const float depF[SIM_SPECIES] = {(float)u->depositUnits[0], (float)u->depositUnits[1], (float)u->depositUnits[2]};

    for (long base = begin; base < end; base += SIM_CHUNK) {
        const int n = (int)(end - base < SIM_CHUNK ? end - base : SIM_CHUNK);
        int32_t *depositIndex = depositIndexes[current], *depositRow = depositRows[current];
        uint32_t *depositUnits = depositUnitsBuf[current];
        /* Read-only views for steps 1-3; step 6 writes through its own pointers. */
        const float *x = X + base, *y = Y + base, *h = H + base;
        const uint8_t *restrict sp = species + base;

        /* 1. Sensor cells: left θ−A, centre θ, right θ+A, distance D, in the species' plane. */
        SIM_VECTORIZE
        for (int j = 0; j < n; j++) {
            int s = sp[j];
            float sn, cs;
            loops_sincos(h[j], &sn, &cs);
            float cA = loops_pick(u->cosA, s), sA = loops_pick(u->sinA, s), d = loops_pick(u->distance, s);
            int32_t plane = loops_pick_int(planes, s);
            float lx = cs * cA + sn * sA, ly = sn * cA - cs * sA;
            float rx = cs * cA - sn * sA, ry = sn * cA + cs * sA;
            indexC[j] = loops_cell_index(x[j] + d * cs, y[j] + d * sn, plane, sizeF, invSize, lastCell);
            indexL[j] = loops_cell_index(x[j] + d * lx, y[j] + d * ly, plane, sizeF, invSize, lastCell);
            indexR[j] = loops_cell_index(x[j] + d * rx, y[j] + d * ry, plane, sizeF, invSize, lastCell);
        }
        /* The sensed cells load while the previous chunk's deposits are added (sensing reads the
         * perceived field, deposits write the trail: their order within a step changes nothing). */
        for (int j = 0; j < n; j++) {
            __builtin_prefetch(&perceived[indexL[j]], 0, 3);
            __builtin_prefetch(&perceived[indexC[j]], 0, 3);
            __builtin_prefetch(&perceived[indexR[j]], 0, 3);
        }
        loops_deposit(trail, ownRows, depositIndexes[current ^ 1], depositRows[current ^ 1],
                      depositUnitsBuf[current ^ 1], pending);
        /* 2. Smell: the perceived field is Σ_c M[s][c]·trail_c, precomputed by the field pass. */
        for (int j = 0; j < n; j++) {
            valueL[j] = perceived[indexL[j]];
            valueC[j] = perceived[indexC[j]];
            valueR[j] = perceived[indexR[j]];
        }
        /* 3. Steer: keep if the centre is best, else toward the larger side; ties (L == R > C) are
         * rare, so their random sign is drawn in a scalar pass, keeping the hash out of this loop. */
        int ties = 0;
        SIM_VECTORIZE
        for (int j = 0; j < n; j++) {
            float L = valueL[j], C = valueC[j], R = valueR[j];
            int keep = C >= L && C >= R, tie = !keep && L == R;
            float turn = keep || tie ? 0.0f : (L > R ? -1.0f : 1.0f);
            theta[j] = h[j] + turn * loops_pick(u->turn, sp[j]);
            ties |= tie;
        }
        if (ties) {
            for (int j = 0; j < n; j++) {
                float L = valueL[j], C = valueC[j], R = valueR[j];
                if (C >= L && C >= R) continue;
                if (L != R) continue;
                float sign = (sim_rng(u->turnKey, (uint32_t)(base + j)) & 1u) ? 1.0f : -1.0f;
                theta[j] += sign * loops_pick(u->turn, sp[j]);
            }
        }
        /* 4. Rhythm: θ += 0.5·rhythm·sin(φ + 0.1·k). */
        if (u->rhythmOn) {
            const float *restrict ph = phase + base;
            SIM_VECTORIZE
            for (int j = 0; j < n; j++) {
                float sn, cs;
                loops_sincos(loops_wrap_angle(ph[j] + u->rhythmPhase), &sn, &cs);
                theta[j] += u->rhythmAmplitude * sn;
            }
        }
        /* 5. Chaos: a uniform kick in ±strength on kick steps. */
        if (u->chaosOn) {
            SIM_VECTORIZE
            for (int j = 0; j < n; j++) {
                float unit = sim_unit(sim_rng(u->chaosKey, (uint32_t)(base + j)));
                theta[j] += (2.0f * unit - 1.0f) * u->chaosAmplitude;
            }
        }
        /* 6. Move and wrap; remember where to deposit. Walls turn a move back (after the move,
         * from the positions before it). */
        float oldX[SIM_CHUNK], oldY[SIM_CHUNK];
        if (a->walls) {
            memcpy(oldX, x, (size_t)n * sizeof(float));
            memcpy(oldY, y, (size_t)n * sizeof(float));
        }
        {
            float *restrict xw = X + base, *restrict yw = Y + base, *restrict hw = H + base;
            SIM_VECTORIZE
            for (int j = 0; j < n; j++) {
                int s = sp[j];
                float t = loops_wrap_angle(theta[j]);
                float sn, cs;
                loops_sincos(t, &sn, &cs);
                float speed = loops_pick(u->speed, s);
                float nx = xw[j] + speed * cs, ny = yw[j] + speed * sn;
                nx = nx < 0.0f ? nx + sizeF : nx;
                nx = nx >= sizeF ? nx - sizeF : nx;
                ny = ny < 0.0f ? ny + sizeF : ny;
                ny = ny >= sizeF ? ny - sizeF : ny;
                xw[j] = nx;
                yw[j] = ny;
                hw[j] = t;
                depositRow[j] = (int32_t)ny;
                depositIndex[j] = loops_pick_int(planes, s) + (int32_t)((float)(int32_t)ny * sizeF + (float)(int32_t)nx);
                depositUnits[j] = (uint32_t)loops_pick(depF, s);
            }
        }
        if (a->walls)
            loops_block_walls(a, u, oldX, oldY, X + base, Y + base, H + base, depositIndex, depositRow, sp, n);
        /* 7. This chunk's deposit cells load while the next chunk finds its sensed cells. */
        for (int j = 0; j < n; j++) __builtin_prefetch(&trail[depositIndex[j]], 1, 3);
        pending = n;
        current ^= 1;
    }
    loops_deposit(trail, ownRows, depositIndexes[current ^ 1], depositRows[current ^ 1], depositUnitsBuf[current ^ 1],
                  pending);
}

/* Perceived field of one row from three trail rows already as trail units (floats). */
static inline void loops_perceive_row(const SimFieldUniforms *u, float *const rows[SIM_SPECIES], float *perceived,
                                      int32_t offset, int32_t size, int32_t cells) {
    for (int s = 0; s < SIM_SPECIES; s++) {
        const float m0 = u->matrix[s][0], m1 = u->matrix[s][1], m2 = u->matrix[s][2];
        float *restrict out = perceived + (long)s * cells + offset;
        const float *restrict r0 = rows[0], *restrict r1 = rows[1], *restrict r2 = rows[2];
        SIM_VECTORIZE
        for (int32_t x = 0; x < size; x++) out[x] = m0 * r0[x] + m1 * r1[x] + m2 * r2[x];
    }
}

static void loops_field_rows(const SimFieldUniforms *u, const uint32_t *src, uint32_t *dst, float *perceived,
                             int32_t row0, int32_t row1) {
    const int32_t size = u->size, cells = size * size;
    const float unit = 1.0f / (float)SIM_UNITS_PER_TRAIL, scale = u->scale, cap = u->capUnits;
    float vertical[SIM_MAX_FIELD_SIZE + 2];
    float out0[SIM_MAX_FIELD_SIZE], out1[SIM_MAX_FIELD_SIZE], out2[SIM_MAX_FIELD_SIZE];
    float *const outs[SIM_SPECIES] = {out0, out1, out2};
    for (int32_t y = row0; y < row1; y++) {
        const int32_t above = (y == 0 ? size : y) - 1, below = y + 1 == size ? 0 : y + 1;
        for (int c = 0; c < SIM_SPECIES; c++) {
            const uint32_t *restrict plane = src + (long)c * cells;
            /* Not restrict: without blur the pass runs in place (dst == src). */
            uint32_t *target = dst + (long)c * cells + (long)y * size;
            float *restrict o = outs[c];
            if (u->blur) {
                /* 3×3 box with wrap: vertical sums (padded by one cell each side), then horizontal. */
                const uint32_t *restrict a = plane + (long)above * size, *restrict b = plane + (long)y * size,
                                         *restrict d = plane + (long)below * size;
                float *restrict v = vertical;
                uint32_t *restrict blurred = target;
                SIM_VECTORIZE
                for (int32_t x = 0; x < size; x++) v[x + 1] = (float)(int32_t)a[x] + (float)(int32_t)b[x] + (float)(int32_t)d[x];
                v[0] = v[size];
                v[size + 1] = v[1];
                SIM_VECTORIZE
                for (int32_t x = 0; x < size; x++) {
                    float value = (v[x] + v[x + 1] + v[x + 2]) * scale;
                    value = value < cap ? value : cap;
                    uint32_t q = (uint32_t)(int32_t)value;
                    blurred[x] = q;
                    o[x] = (float)(int32_t)q * unit;
                }
            } else if (scale == 1.0f) {
                /* No fade: integer clip only, so totals stay exact. */
                const uint32_t *b = plane + (long)y * size;
                const uint32_t capInt = u->capUnitsInt;
                SIM_VECTORIZE
                for (int32_t x = 0; x < size; x++) {
                    uint32_t q = b[x] < capInt ? b[x] : capInt;
                    target[x] = q;
                    o[x] = (float)(int32_t)q * unit;
                }
            } else {
                const uint32_t *b = plane + (long)y * size;
                SIM_VECTORIZE
                for (int32_t x = 0; x < size; x++) {
                    float value = (float)(int32_t)b[x] * scale;
                    value = value < cap ? value : cap;
                    uint32_t q = (uint32_t)(int32_t)value;
                    target[x] = q;
                    o[x] = (float)(int32_t)q * unit;
                }
            }
        }
        loops_perceive_row(u, outs, perceived, y * size, size, cells);
    }
}

static void loops_perceive_rows(const SimFieldUniforms *u, const uint32_t *trail, float *perceived, int32_t row0,
                                int32_t row1) {
    const int32_t size = u->size, cells = size * size;
    const float unit = 1.0f / (float)SIM_UNITS_PER_TRAIL;
    float out0[SIM_MAX_FIELD_SIZE], out1[SIM_MAX_FIELD_SIZE], out2[SIM_MAX_FIELD_SIZE];
    float *const outs[SIM_SPECIES] = {out0, out1, out2};
    for (int32_t y = row0; y < row1; y++) {
        for (int c = 0; c < SIM_SPECIES; c++) {
            const uint32_t *restrict b = trail + (long)c * cells + (long)y * size;
            float *restrict o = outs[c];
            for (int32_t x = 0; x < size; x++) o[x] = (float)(int32_t)b[x] * unit;
        }
        loops_perceive_row(u, outs, perceived, y * size, size, cells);
    }
}

SimKernels SIM_LOOPS_ENTRY(void) {
    SimKernels kernels = {loops_agent_range, loops_field_rows, loops_perceive_rows};
    return kernels;
}
