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
