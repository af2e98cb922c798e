/* Reading and replacing the kernel's state: trail (for the renderer and tests), agents, head counts. */
#include <math.h>
#include <string.h>

#include "sim_internal.h"

__attribute__((optnone, noinline)) int sim_is_finite(float v) {
    uint32_t bits;
    memcpy(&bits, &v, sizeof bits);
    return (bits & 0x7f800000U) != 0x7f800000U;
}

const uint32_t *sim_kernel_trail_units(const SimKernel *k, int32_t species) {
    if (species < 0 || species >= SIM_SPECIES) return NULL;
    return k->trail[k->current] + (size_t)species * k->size * k->size;
}

uint64_t sim_kernel_trail_total_units(const SimKernel *k, int32_t species) {
    const uint32_t *plane = sim_kernel_trail_units(k, species);
    if (!plane) return 0;
    uint64_t total = 0;
    const size_t cells = (size_t)k->size * k->size;
    for (size_t i = 0; i < cells; i++) total += plane[i];
    return total;
}

typedef struct CopyJob {
    SimKernel *kernel;
    float *out;
} CopyJob;

static void copy_rows(void *context, int index, int count) {
    CopyJob *job = context;
    const SimKernel *k = job->kernel;
    const size_t cells = (size_t)k->size * k->size;
    long begin, end;
    sim_pool_share(k->size, index, count, 1, &begin, &end);
    const uint32_t *t0 = k->trail[k->current], *t1 = t0 + cells, *t2 = t1 + cells;
    const float unit = 1.0f / SIM_UNITS_PER_TRAIL;
    for (size_t i = (size_t)begin * k->size; i < (size_t)end * k->size; i++) {
        job->out[3 * i] = (float)t0[i] * unit;
        job->out[3 * i + 1] = (float)t1[i] * unit;
        job->out[3 * i + 2] = (float)t2[i] * unit;
    }
}

void sim_kernel_copy_trail(SimKernel *k, float *out) {
    CopyJob job = {k, out};
    sim_pool_run(&k->pool, copy_rows, &job);
}

SimStatus sim_kernel_load_trail(SimKernel *k, const float *values) {
    if (!values) return SIM_ERROR_INVALID_ARGUMENT;
    const size_t cells = (size_t)k->size * k->size;
    const double limit = 4294967295.0 / SIM_UNITS_PER_TRAIL;
    for (size_t i = 0; i < cells * SIM_SPECIES; i++)
        if (!sim_is_finite(values[i]) || values[i] < 0 || values[i] > limit) return SIM_ERROR_INVALID_ARGUMENT;
    uint32_t *trail = k->trail[k->current];
    for (size_t i = 0; i < cells; i++)
        for (int c = 0; c < SIM_SPECIES; c++)
            trail[c * cells + i] = (uint32_t)llround((double)values[SIM_SPECIES * i + c] * SIM_UNITS_PER_TRAIL);
    k->perceivedStale = 1;  /* refreshed before the next agent pass */
    return SIM_OK;
}

const float *sim_kernel_agent_x(const SimKernel *k) { return k->x; }
const float *sim_kernel_agent_y(const SimKernel *k) { return k->y; }
const uint8_t *sim_kernel_agent_species(const SimKernel *k) { return k->species; }
const float *sim_kernel_agent_heading(const SimKernel *k) { return k->heading; }

SimStatus sim_kernel_set_agents(SimKernel *k, int32_t count, const float *x, const float *y, const float *heading,
                                const uint8_t *species) {
    if (count < 0 || count > SIM_MAX_AGENTS || (count > 0 && (!x || !y || !heading || !species)))
        return SIM_ERROR_INVALID_ARGUMENT;
    const float size = (float)k->size;
    for (int32_t i = 0; i < count; i++)
        if (!sim_is_finite(x[i]) || !sim_is_finite(y[i]) || !sim_is_finite(heading[i]) || x[i] < 0 || x[i] >= size ||
            y[i] < 0 || y[i] >= size || species[i] >= SIM_SPECIES || heading[i] < -1e6f || heading[i] > 1e6f)
            return SIM_ERROR_INVALID_ARGUMENT;
    SimStatus status = sim_reserve_agents(k, count);
    if (status != SIM_OK) return status;
    for (int32_t i = 0; i < count; i++) {
        k->x[i] = x[i];
        k->y[i] = y[i];
        double a = heading[i];
        k->heading[i] = (float)(a - 2.0 * M_PI * floor(a / (2.0 * M_PI) + 0.5));
        k->phase[i] = 0;
        k->species[i] = species[i];
    }
    k->agentCount = count;
    k->stepsSinceSort = SIM_SORT_PERIOD;  /* re-sort and recompute the owner bands */
    return SIM_OK;
}

void sim_kernel_head_counts(SimKernel *k, uint8_t *out) {
    const size_t cells = (size_t)k->size * k->size;
    memset(out, 0, cells * SIM_SPECIES);
    for (int32_t i = 0; i < k->agentCount; i++) {
        size_t cell = (size_t)(int32_t)k->y[i] * k->size + (size_t)(int32_t)k->x[i];
        uint8_t *count = out + cell * SIM_SPECIES + k->species[i];
        if (*count < 255) (*count)++;
    }
}

void sim_kernel_head_totals(SimKernel *k, uint32_t *out) {
    memset(out, 0, (size_t)k->size * k->size * sizeof(uint32_t));
    for (int32_t i = 0; i < k->agentCount; i++) out[(size_t)(int32_t)k->y[i] * k->size + (size_t)(int32_t)k->x[i]]++;
}
