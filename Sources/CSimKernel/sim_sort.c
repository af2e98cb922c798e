/* Counting sort of the agents by tile, and the owner bands it makes possible: after a sort each
 * thread's agents (a contiguous share) sit in a band of rows; rows no other thread's agents can
 * reach before the next sort take plain adds, the rest atomics — exact by construction. */
#include <math.h>
#include <string.h>

#include "sim_internal.h"

static inline int32_t tile_of(const SimKernel *k, long i) {
    return ((int32_t)k->y[i] / SIM_TILE) * k->tilesPerRow + (int32_t)k->x[i] / SIM_TILE;
}

static void count_tiles(void *context, int index, int count) {
    SimKernel *k = context;
    long begin, end;
    sim_pool_share(k->agentCount, index, count, SIM_ALIGN_AGENTS, &begin, &end);
    uint32_t *histogram = k->histogram + (size_t)index * k->tiles;
    memset(histogram, 0, sizeof(uint32_t) * k->tiles);
    for (long i = begin; i < end; i++) histogram[tile_of(k, i)]++;
}

static void scatter_agents(void *context, int index, int count) {
    SimKernel *k = context;
    long begin, end;
    sim_pool_share(k->agentCount, index, count, SIM_ALIGN_AGENTS, &begin, &end);
    uint32_t *next = k->histogram + (size_t)index * k->tiles;
    for (long i = begin; i < end; i++) {
        uint32_t to = next[tile_of(k, i)]++;
        k->x2[to] = k->x[i];
        k->y2[to] = k->y[i];
        k->heading2[to] = k->heading[i];
        k->phase2[to] = k->phase[i];
        k->species2[to] = k->species[i];
    }
}

#define SWAP(type, a, b) do { type t_ = (a); (a) = (b); (b) = t_; } while (0)

/* Rows each thread may write without atomics until the next sort. */
static void compute_owner_bands(SimKernel *k) {
    const int32_t size = k->size, threads = k->threads;
    const int32_t margin = (int32_t)ceilf(k->marginSpeed * SIM_SORT_PERIOD) + 2;
    /* reach[r] counts the threads whose agents can reach row r. */
    uint8_t *reach = k->ownRows + (size_t)threads * size;  /* scratch row after the bands */
    memset(reach, 0, (size_t)size);
    memset(k->ownRows, 0, (size_t)threads * size);
    for (int t = 0; t < threads; t++) {
        long begin, end;
        sim_pool_share(k->agentCount, t, threads, SIM_ALIGN_AGENTS, &begin, &end);
        if (end <= begin) continue;
        int32_t first = (int32_t)k->y[begin] / SIM_TILE * SIM_TILE;
        int32_t last = (int32_t)k->y[end - 1] / SIM_TILE * SIM_TILE + SIM_TILE - 1;
        uint8_t *band = k->ownRows + (size_t)t * size;
        if (last - first + 2 * margin >= size) {
            memset(band, 1, (size_t)size);
        } else {
            for (int32_t r = first - margin; r <= last + margin; r++) band[((r % size) + size) % size] = 1;
        }
    }
    for (int32_t r = 0; r < size; r++)
        for (int t = 0; t < threads; t++) reach[r] += k->ownRows[(size_t)t * size + r];
    /* A thread owns the rows only it reaches. */
    for (int t = 0; t < threads; t++)
        for (int32_t r = 0; r < size; r++) {
            uint8_t *cell = k->ownRows + (size_t)t * size + r;
            *cell = *cell && reach[r] == 1;
        }
}

void sim_sort_agents(SimKernel *k) {
    if (k->agentCount > 0) {
        sim_pool_run(&k->pool, count_tiles, k);
        /* Exclusive prefix over (tile, thread): stable, so the order is independent of the thread count. */
        uint32_t sum = 0;
        for (int32_t b = 0; b < k->tiles; b++)
            for (int t = 0; t < k->pool.count; t++) {
                uint32_t *slot = k->histogram + (size_t)t * k->tiles + b;
                uint32_t c = *slot;
                *slot = sum;
                sum += c;
            }
        sim_pool_run(&k->pool, scatter_agents, k);
        SWAP(float *, k->x, k->x2);
        SWAP(float *, k->y, k->y2);
        SWAP(float *, k->heading, k->heading2);
        SWAP(float *, k->phase, k->phase2);
        SWAP(uint8_t *, k->species, k->species2);
    }
    compute_owner_bands(k);
}
