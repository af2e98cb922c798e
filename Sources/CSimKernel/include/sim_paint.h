#ifndef SIM_PAINT_H
#define SIM_PAINT_H
/* Painting into the field (docs/PAINTING.md): what a user draws is kept apart from the trails.
 * - A stimulus per species (trail units, signed) that the sensors add to what they perceive:
 *   Attract paints it up, Repel down. It fades by its own share per step (0: permanent food).
 * - Walls: an agent never enters a wall cell (a move that would cross one is turned back), the
 *   sensors read a wall as the least attractive thing there is, and no trail stays in a wall, so
 *   diffusion does not cross one.
 * - Erase empties the trails under the brush; with `everything` the stimulus and walls too.
 * Strokes are applied between steps, single-threaded and without random draws, so a painted run
 * stays deterministic for a seed and a thread count. Until the first stroke nothing is allocated
 * and a step costs what it cost before painting existed. */
#include <stdint.h>

#include "sim_kernel.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What sensors read in a wall cell: far below any perceived value a trail can give. */
#define SIM_WALL_PERCEIVED (-1.0e30f)
/* A stimulus cell's bound (trail units, ±). */
#define SIM_MAX_STIMULUS 1.0e6f

typedef enum SimPaintTool {
    SIM_PAINT_ATTRACT = 0,
    SIM_PAINT_REPEL = 1,
    SIM_PAINT_ERASE = 2,
    SIM_PAINT_WALL = 3,
} SimPaintTool;

/* One capsule of a stroke: the segment from (x0, y0) to (x1, y1) in cells (any real values: the
 * field wraps), swept by a disc of `radius` cells (0 paints the cells the segment passes through;
 * at most half the field). Inside, the brush's weight falls off smoothly from 1 on the segment to 0
 * at the radius: (1 − (d/r)²)². Attract and Repel add strength·weight·speciesWeight[s] to species
 * s's stimulus (strength in trail units, at most SIM_MAX_STIMULUS); Erase and Wall act on every
 * cell the brush reaches, with a hard edge: Erase empties its trails, Wall walls it. */
typedef struct SimBrush {
    int32_t tool;                  /* SimPaintTool */
    float x0, y0, x1, y1;
    float radius;
    float strength;
    float speciesWeight[SIM_SPECIES]; /* Attract/Repel: 0…1 per species */
    int32_t everything;            /* Erase: the stimulus and walls too */
} SimBrush;

/* Paints one capsule. Agents standing in a cell that becomes a wall are moved out of it, along
 * the line from the segment through them, to the first free cell. */
SimStatus sim_kernel_paint(SimKernel *kernel, const SimBrush *brush);

/* The painting's planes of a `size` field, for a backend that keeps them itself (the GPU backend
 * paints into CPU copies with the kernel's own rule, then uploads the rows it touched). */
typedef struct SimPaintPlanes {
    int32_t size;
    float *stimulus;    /* 3 planes of size² (trail units); needed by Attract and Repel */
    uint8_t *walls;     /* size², 1 = wall; needed by Wall */
    uint8_t *erased;    /* size², set to 1 where an Erase reaches (whose trails to empty); needed by Erase */
    /* Out: the box a stroke touched: `rowCount` rows from `firstRow` on and `columnCount` columns
     * from `firstColumn` on, each wrapping past the last. */
    int32_t firstRow, rowCount, firstColumn, columnCount;
} SimPaintPlanes;

/* Paints one capsule into `planes` (Erase with `everything` also clears the stimulus and walls
 * where those planes are given). */
SimStatus sim_paint_planes(SimPaintPlanes *planes, const SimBrush *brush);
/* The tiles (SIM_PAINT_TILE cells a side, row-major, ⌈size / SIM_PAINT_TILE⌉ a row) from which a
 * move of up to `speed` cells can reach a wall cell of `walls` (size²): agents elsewhere need no
 * wall check. */
#define SIM_PAINT_TILE 4
void sim_paint_near_wall_tiles(const uint8_t *walls, int32_t size, float speed, uint8_t *out);
/* Moves the agents (positions in cells, [0, size)) that stand in a wall out of it, as
 * sim_kernel_paint does after a Wall `brush`; returns how many moved. */
int32_t sim_paint_free_walled_agents(const SimPaintPlanes *planes, const SimBrush *brush, float *x, float *y,
                                     const float *heading, int32_t count);
/* Removes the stimulus and every wall (the trails stay). */
void sim_kernel_clear_painting(SimKernel *kernel);
/* The share of the stimulus lost per step, 0…1 (0, the default: it lasts). */
SimStatus sim_kernel_set_stimulus_fade(SimKernel *kernel, float fade);
/* The stimulus of one species (S² floats, trail units) and the walls (S² bytes, 1 = wall); NULL
 * while nothing of that kind was painted. Valid until the next paint, step or clear. */
const float *sim_kernel_stimulus(const SimKernel *kernel, int32_t species);
const uint8_t *sim_kernel_walls(const SimKernel *kernel);
/* The perceived field of one species (S² floats: what the sensors read at the next step). */
const float *sim_kernel_perceived(SimKernel *kernel, int32_t species);

#ifdef __cplusplus
}
#endif
#endif
