/* Spawn patterns: where agents start, all from counter-based random numbers (seed, agent, purpose). */
#include <math.h>

#include "sim_internal.h"

/* Fractions of the field side (docs/SIMULATION.md). */
#define SPAWN_DISK_RADIUS 0.35
#define SPAWN_RING_JITTER 0.01
#define SPAWN_BURST_RADIUS 0.02

typedef struct SpawnJob {
    SimKernel *kernel;
    int32_t firstSpecies1, firstSpecies2;  /* agent indices where species 1 and 2 begin */
    uint32_t keyX, keyY, keyHeading, keyPhase, keyRadius, keyAngle;
} SpawnJob;

static double wrap_position(double p, double size) {
    double w = p - size * floor(p / size);
    return w < size ? w : 0.0;  /* p just below a multiple of size can round up to size */
}

static double wrap_heading(double a) { return a - 2.0 * M_PI * floor(a / (2.0 * M_PI) + 0.5); }

static void spawn_range(void *context, int index, int count) {
    SpawnJob *job = context;
    SimKernel *k = job->kernel;
    long begin, end;
    sim_pool_share(k->agentCount, index, count, SIM_ALIGN_AGENTS, &begin, &end);
    const double size = k->size, centre = size / 2.0;
    const int pattern = k->params.spawnPattern;
    for (long i = begin; i < end; i++) {
        const uint32_t agent = (uint32_t)i;
        const int s = i < job->firstSpecies1 ? 0 : (i < job->firstSpecies2 ? 1 : 2);
        const double u = sim_unit(sim_rng(job->keyRadius, agent));
        double angle = 2.0 * M_PI * sim_unit(sim_rng(job->keyAngle, agent));
        double x, y, heading, radius;
        switch (pattern) {
        case SIM_SPAWN_DISK:
        case SIM_SPAWN_SECTORS:
        case SIM_SPAWN_BURST:
            if (pattern == SIM_SPAWN_SECTORS) angle = (s + angle / (2.0 * M_PI)) * (2.0 * M_PI / SIM_SPECIES);
            /* sqrt: uniform over the disk's area, not its radius. */
            radius = (pattern == SIM_SPAWN_BURST ? SPAWN_BURST_RADIUS : SPAWN_DISK_RADIUS) * size * sqrt(u);
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
            x = size * sim_unit(sim_rng(job->keyX, agent));
            y = size * sim_unit(sim_rng(job->keyY, agent));
            heading = 2.0 * M_PI * sim_unit(sim_rng(job->keyHeading, agent));
            break;
        }
        k->x[i] = (float)wrap_position(x, size);
        k->y[i] = (float)wrap_position(y, size);
        if (k->x[i] >= (float)size) k->x[i] = 0.0f;  /* double → float rounding at the seam */
        if (k->y[i] >= (float)size) k->y[i] = 0.0f;
        k->heading[i] = (float)wrap_heading(heading);
        k->phase[i] = (float)(2.0 * M_PI * sim_unit(sim_rng(job->keyPhase, agent)));
        k->species[i] = (uint8_t)s;
    }
}

/* Species counts: round(N·p_s/Σp) for species 0 and 1, the rest species 2 (Σp = 0: equal shares). */
static void species_split(const SimParams *p, int32_t n, int32_t *first1, int32_t *first2) {
    double share[SIM_SPECIES], total = 0;
    for (int s = 0; s < SIM_SPECIES; s++) total += p->species[s].population;
    for (int s = 0; s < SIM_SPECIES; s++) share[s] = total > 0 ? p->species[s].population / total : 1.0 / SIM_SPECIES;
    long n0 = lround(n * share[0]), n1 = lround(n * share[1]);
    if (n0 > n) n0 = n;
    if (n1 > n - n0) n1 = n - n0;
    *first1 = (int32_t)n0;
    *first2 = (int32_t)(n0 + n1);
}

void sim_spawn(SimKernel *k, uint64_t seed) {
    SpawnJob job = {.kernel = k};
    species_split(&k->params, k->agentCount, &job.firstSpecies1, &job.firstSpecies2);
    job.keyX = sim_rng_key(seed, 0, SIM_RNG_SPAWN_X);
    job.keyY = sim_rng_key(seed, 0, SIM_RNG_SPAWN_Y);
    job.keyHeading = sim_rng_key(seed, 0, SIM_RNG_SPAWN_HEADING);
    job.keyPhase = sim_rng_key(seed, 0, SIM_RNG_SPAWN_PHASE);
    job.keyRadius = sim_rng_key(seed, 0, SIM_RNG_SPAWN_RADIUS);
    job.keyAngle = sim_rng_key(seed, 0, SIM_RNG_SPAWN_ANGLE);
    sim_pool_run(&k->pool, spawn_range, &job);
}
