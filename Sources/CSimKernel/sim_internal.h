#ifndef SIM_INTERNAL_H
#define SIM_INTERNAL_H
/* Kernel state shared by the kernel's files (not public). */
#include <stdint.h>

#include "include/sim_kernel.h"
#include "include/sim_paint.h"
#include "sim_pool.h"

#define SIM_TWO_PI 6.28318530717958647692f
#define SIM_PI 3.14159265358979323846f
#define SIM_DEG 0.01745329251994329577f
/* Agents are counting-sorted by SIM_TILE×SIM_TILE tile every SIM_SORT_PERIOD steps: neighbours
 * then touch nearby memory (several times faster: docs/BENCHMARKS.md) and each thread owns a band of rows (owner-split). */
#define SIM_TILE SIM_PAINT_TILE
#define SIM_SORT_PERIOD 32
/* Agents handled per inner batch: the index/value scratch stays in L1. */
#define SIM_CHUNK 256
/* Thread shares are multiples of this (whole vectors). */
#define SIM_ALIGN_AGENTS 64

/* Everything one agent pass reads, resolved once per step. */
typedef struct SimAgentUniforms {
    int32_t size;
    float sizeF;
    float invSize;
    int32_t cells;                         /* size² */
    float cosA[SIM_SPECIES], sinA[SIM_SPECIES], distance[SIM_SPECIES];
    float turn[SIM_SPECIES], speed[SIM_SPECIES];
    uint32_t depositUnits[SIM_SPECIES];
    int rhythmOn;
    float rhythmAmplitude;                 /* radians */
    float rhythmPhase;                     /* 0.1·k wrapped into [0, 2π) */
    int chaosOn;
    float chaosAmplitude;                  /* radians */
    uint32_t turnKey, chaosKey;
} SimAgentUniforms;

/* The arrays one thread's agent pass touches. */
typedef struct SimAgentArrays {
    float *x, *y, *heading, *phase;
    const uint8_t *species;
    const float *perceived;                /* 3 planes */
    uint32_t *trail;                       /* 3 planes, fixed point */
    const uint8_t *ownRows;                /* rows this thread adds to without atomics */
    const uint8_t *walls;                  /* size², 1 = wall; NULL: no walls (sim_paint.h) */
    const uint8_t *nearWallTiles;          /* tiles from which a move can reach a wall */
    const int32_t *nearWallSums;           /* their summed-area table, (tilesPerRow + 1)² */
    int32_t tilesPerRow;
} SimAgentArrays;

typedef struct SimFieldUniforms {
    int32_t size;
    int blur;
    float scale;                           /* decay/9·(1−fade) with blur, (1−fade) without */
    float capUnits;
    uint32_t capUnitsInt;
    float matrix[SIM_SPECIES][SIM_SPECIES];
} SimFieldUniforms;

typedef void (*SimAgentRangeFn)(const SimAgentUniforms *u, const SimAgentArrays *a, long begin, long end);
typedef void (*SimFieldRowsFn)(const SimFieldUniforms *u, const uint32_t *src, uint32_t *dst, float *perceived,
                               int32_t row0, int32_t row1);
typedef void (*SimPerceiveRowsFn)(const SimFieldUniforms *u, const uint32_t *trail, float *perceived, int32_t row0,
                                  int32_t row1);

typedef struct SimKernels {
    SimAgentRangeFn agents;
    SimFieldRowsFn field;
    SimPerceiveRowsFn perceive;
} SimKernels;

struct SimKernel {
    int32_t size;
    int32_t threads;
    SimPool pool;
    SimParams params;
    SimISA isa;
    SimKernels kernels;

    /* Agents (structure of arrays) and their sort targets. */
    int32_t agentCapacity;
    int32_t agentCount;
    float *x, *y, *heading, *phase;
    uint8_t *species;
    float *x2, *y2, *heading2, *phase2;
    uint8_t *species2;

    /* Field: two fixed-point buffers (blur ping-pong) and the perceived field per species. */
    uint32_t *trail[2];
    int current;
    float *perceived;
    int perceivedStale;

    /* Sorting and owner-split deposits. */
    uint32_t *histogram;                   /* threads × tiles */
    int32_t tilesPerRow, tiles;
    uint8_t *ownRows;                      /* threads × size */
    int stepsSinceSort;                    /* ≥ SIM_SORT_PERIOD forces a sort */
    float marginSpeed;                     /* the move speed the owner bands were computed for */

    uint64_t seed;
    int64_t step;
    double agentsMs, fieldMs, sortMs;

    /* Painting (sim_paint.c), NULL until something of its kind is painted. */
    float *stimulus;                       /* 3 planes, trail units, signed */
    float stimulusFade;                    /* share lost per step */
    uint8_t *walls;                        /* size², 1 = wall */
    uint8_t *nearWallTiles;                /* tiles within a move (nearWallSpeed) of a wall tile */
    int32_t *nearWallSums;                 /* their summed-area table, (tilesPerRow + 1)² */
    float nearWallSpeed;                   /* the move speed nearWallTiles was grown for */
    int32_t *wallSpans, *stimulusSpans;    /* per row [first, end) of the columns holding a wall /
                                            * painted stimulus (first ≥ end: none) */
    uint8_t *erased;                       /* size², scratch: the cells an Erase reached */
};

/* Counter-based random numbers: a 32-bit mix (lowbias32) of a per-step key and the agent; inline
 * here for the loops, exported as sim_random_key/sim_random_bits (sim_spawn.c). */
static inline uint32_t sim_mix32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
static inline uint32_t sim_rng_key(uint64_t seed, int64_t step, uint32_t purpose) {
    uint32_t h = sim_mix32((uint32_t)seed ^ 0x9e3779b9U);
    h = sim_mix32(h ^ (uint32_t)(seed >> 32));
    h = sim_mix32(h ^ (uint32_t)step);
    h = sim_mix32(h ^ (uint32_t)((uint64_t)step >> 32) ^ (purpose * 0x85ebca6bU));
    return h;
}
static inline uint32_t sim_rng(uint32_t key, uint32_t agent) { return sim_mix32(agent * 0x9e3779b9U ^ key); }
/* Uniform in [0, 1) from the top 24 bits. */
static inline float sim_unit(uint32_t bits) { return (float)(bits >> 8) * (1.0f / 16777216.0f); }

/* Finite test that survives -ffast-math, which lets the compiler fold isfinite() and even a test
 * on the bits to "true": defined out of line without optimisation (sim_access.c). Input checks only. */
int sim_is_finite(float v);

/* The kernels compiled for each ISA (sim_isa_*.c). */
SimKernels sim_kernels_portable(void);
#if defined(__x86_64__) && defined(__clang__)
SimKernels sim_kernels_avx2(void);
SimKernels sim_kernels_avx512(void);
#endif

/* sim_kernel.c: room for `count` agents (contents undefined when it grows). */
SimStatus sim_reserve_agents(SimKernel *k, int32_t count);
/* sim_spawn.c: the kernel's own agents from sim_spawn_agent. */
void sim_spawn(SimKernel *k, uint64_t seed);
/* sim_sort.c */
void sim_sort_agents(SimKernel *k);
/* sim_paint.c: after the field pass (or the perceived refresh) of rows [row0, row1): walls empty
 * `trail` (NULL: a refresh) and read as SIM_WALL_PERCEIVED; the stimulus is added to what is
 * perceived, and fades when `stepping`. Runs on the thread that owns those rows. */
void sim_paint_rows(SimKernel *k, uint32_t *trail, int32_t row0, int32_t row1, int stepping);
/* sim_paint.c: frees the painting's planes (sim_kernel_destroy). */
void sim_paint_free(SimKernel *k);
/* sim_paint.c: before an agent pass whose fastest species moves `speed` cells: the tiles a move
 * can reach a wall from, grown again when the speed rose. */
void sim_paint_prepare_agents(SimKernel *k, float speed);

#endif
