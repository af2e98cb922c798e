/* Spawn patterns: where agents start, all from counter-based random numbers (seed, agent, purpose).
 * The one spawn rule of both backends (sim_kernel.h: sim_spawn_plan, sim_spawn_agent). */
#include <math.h>

#include "sim_internal.h"

/* Fractions of the field side (docs/SIMULATION.md). */
#define SPAWN_DISK_RADIUS 0.35
#define SPAWN_RING_JITTER 0.01
#define SPAWN_BURST_RADIUS 0.02

uint32_t sim_random_key(uint64_t seed, int64_t step, SimRandomPurpose purpose) {
    return sim_rng_key(seed, step, (uint32_t)purpose);
}

uint32_t sim_random_bits(uint32_t key, uint32_t agent) { return sim_rng(key, agent); }

static double wrap_position(double p, double size) {
    double w = p - size * floor(p / size);
    return w < size ? w : 0.0;  /* p just below a multiple of size can round up to size */
}

static double wrap_heading(double a) { return a - 2.0 * M_PI * floor(a / (2.0 * M_PI) + 0.5); }

/* The float of a wrapped coordinate, kept below size (double → float can round up to it). */
static float cell_coordinate(double p, double size) {
    float v = (float)wrap_position(p, size);
    return v >= (float)size ? 0.0f : v;
}

void sim_spawn_plan(const SimParams *p, int32_t agentCount, int32_t fieldSize, uint64_t seed, SimSpawnPlan *out) {
    const int32_t n = agentCount > 0 ? agentCount : 0;
    double share[SIM_SPECIES], total = 0;
    for (int s = 0; s < SIM_SPECIES; s++) total += p->species[s].population > 0 ? p->species[s].population : 0;
    for (int s = 0; s < SIM_SPECIES; s++) {
        const double population = p->species[s].population > 0 ? p->species[s].population : 0;
        share[s] = total > 0 ? population / total : 1.0 / SIM_SPECIES;
    }
    long n0 = lround(n * share[0]), n1 = lround(n * share[1]);
    if (n0 > n) n0 = n;
    if (n1 > n - n0) n1 = n - n0;
    *out = (SimSpawnPlan){
        .agentCount = n,
        .firstOfSpecies = {0, (int32_t)n0, (int32_t)(n0 + n1)},
        .pattern = p->spawnPattern,
        .fieldSize = fieldSize,
        .keyX = sim_rng_key(seed, 0, SIM_RANDOM_SPAWN_X),
        .keyY = sim_rng_key(seed, 0, SIM_RANDOM_SPAWN_Y),
        .keyHeading = sim_rng_key(seed, 0, SIM_RANDOM_SPAWN_HEADING),
        .keyPhase = sim_rng_key(seed, 0, SIM_RANDOM_SPAWN_PHASE),
        .keyRadial = sim_rng_key(seed, 0, SIM_RANDOM_SPAWN_RADIAL),
        .keyAngle = sim_rng_key(seed, 0, SIM_RANDOM_SPAWN_ANGLE),
    };
}

SimSpawnedAgent sim_spawn_agent(const SimSpawnPlan *plan, uint32_t agent) {
    const int s = (int32_t)agent < plan->firstOfSpecies[1] ? 0 : ((int32_t)agent < plan->firstOfSpecies[2] ? 1 : 2);
    const double size = plan->fieldSize, centre = size / 2.0;
    const double u = sim_unit(sim_rng(plan->keyRadial, agent));
    double angle = 2.0 * M_PI * sim_unit(sim_rng(plan->keyAngle, agent));
    double x, y, heading, radius;
    switch (plan->pattern) {
    case SIM_SPAWN_DISK:
    case SIM_SPAWN_SECTORS:
    case SIM_SPAWN_BURST:
        if (plan->pattern == SIM_SPAWN_SECTORS) angle = (s + angle / (2.0 * M_PI)) * (2.0 * M_PI / SIM_SPECIES);
        /* sqrt: uniform over the disk's area, not its radius. */
        radius = (plan->pattern == SIM_SPAWN_BURST ? SPAWN_BURST_RADIUS : SPAWN_DISK_RADIUS) * size * sqrt(u);
        x = centre + radius * cos(angle);
        y = centre + radius * sin(angle);
        heading = angle;  /* outward */
        break;
    case SIM_SPAWN_RING:
        radius = (SPAWN_DISK_RADIUS + (2.0 * u - 1.0) * SPAWN_RING_JITTER) * size;
        x = centre + radius * cos(angle);
        y = centre + radius * sin(angle);
        heading = angle + M_PI;  /* inward */
        break;
    default: /* SIM_SPAWN_RANDOM */
        x = size * sim_unit(sim_rng(plan->keyX, agent));
        y = size * sim_unit(sim_rng(plan->keyY, agent));
        heading = 2.0 * M_PI * sim_unit(sim_rng(plan->keyHeading, agent));
        break;
    }
    return (SimSpawnedAgent){
        .x = cell_coordinate(x, size),
        .y = cell_coordinate(y, size),
        .heading = (float)wrap_heading(heading),
        .phase16 = (uint16_t)(sim_rng(plan->keyPhase, agent) >> 16),
        .species = (uint8_t)s,
    };
}

typedef struct SpawnJob {
    SimKernel *kernel;
    SimSpawnPlan plan;
} SpawnJob;

static void spawn_range(void *context, int index, int count) {
    SpawnJob *job = context;
    SimKernel *k = job->kernel;
    long begin, end;
    sim_pool_share(k->agentCount, index, count, SIM_ALIGN_AGENTS, &begin, &end);
    for (long i = begin; i < end; i++) {
        const SimSpawnedAgent a = sim_spawn_agent(&job->plan, (uint32_t)i);
        k->x[i] = a.x;
        k->y[i] = a.y;
        k->heading[i] = a.heading;
        k->phase[i] = (float)(a.phase16 * (2.0 * M_PI / 65536.0));
        k->species[i] = a.species;
    }
}

void sim_spawn(SimKernel *k, uint64_t seed) {
    SpawnJob job = {.kernel = k};
    sim_spawn_plan(&k->params, k->agentCount, k->size, seed, &job.plan);
    sim_pool_run(&k->pool, spawn_range, &job);
}
