/* The kernel's lifecycle, parameters and step orchestration; the loops live in sim_loops.h. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "include/sim_paint.h"
#include "sim_internal.h"

/* Largest cap in units: values stay below 2³¹ so the field loops convert through int32. */
#define SIM_MAX_CAP_UNITS 2147483392.0f
#define SIM_ALIGNMENT 64

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static void *aligned(size_t bytes) {
    size_t rounded = (bytes + SIM_ALIGNMENT - 1) / SIM_ALIGNMENT * SIM_ALIGNMENT;
    return aligned_alloc(SIM_ALIGNMENT, rounded ? rounded : SIM_ALIGNMENT);
}

const char *sim_status_message(SimStatus status) {
    switch (status) {
    case SIM_OK: return "ok";
    case SIM_ERROR_INVALID_ARGUMENT: return "invalid argument";
    case SIM_ERROR_OUT_OF_MEMORY: return "out of memory";
    case SIM_ERROR_THREADS: return "could not start threads";
    }
    return "unknown status";
}

SimParams sim_params_default(void) {
    SimParams p;
    memset(&p, 0, sizeof p);
    p.agentCount = 300000;
    p.spawnPattern = SIM_SPAWN_RANDOM;
    for (int s = 0; s < SIM_SPECIES; s++) {
        p.species[s] = (SimSpeciesParams){0.333f, 45, 9, 45, 1, 5};
        for (int c = 0; c < SIM_SPECIES; c++) p.matrix[s][c] = s == c ? 1.0f : -1.0f;
    }
    p.decay = 0.9f;
    p.diffusionInterval = 1;
    p.fade = 0;
    p.trailCap = 20;
    p.chaosInterval = 0;
    p.chaosStrength = 30;
    p.rhythm = 0;
    return p;
}

/* MARK: ISA */

const char *sim_isa_name(SimISA isa) {
    switch (isa) {
    case SIM_ISA_AUTO: return "auto";
    case SIM_ISA_PORTABLE: return "portable";
    case SIM_ISA_AVX2: return "avx2";
    case SIM_ISA_AVX512: return "avx512";
    }
    return "unknown";
}

static int isa_supported(SimISA isa) {
    switch (isa) {
    case SIM_ISA_PORTABLE: return 1;
#if defined(__x86_64__) && defined(__clang__)
    case SIM_ISA_AVX2:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi2");
    case SIM_ISA_AVX512:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
               __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") && isa_supported(SIM_ISA_AVX2);
#endif
    default: return 0;
    }
}

SimStatus sim_kernel_set_isa(SimKernel *k, SimISA isa) {
    if (isa == SIM_ISA_AUTO) {
        isa = isa_supported(SIM_ISA_AVX512) ? SIM_ISA_AVX512
              : isa_supported(SIM_ISA_AVX2) ? SIM_ISA_AVX2
                                            : SIM_ISA_PORTABLE;
    }
    if (!isa_supported(isa)) return SIM_ERROR_INVALID_ARGUMENT;
    switch (isa) {
#if defined(__x86_64__) && defined(__clang__)
    case SIM_ISA_AVX2: k->kernels = sim_kernels_avx2(); break;
    case SIM_ISA_AVX512: k->kernels = sim_kernels_avx512(); break;
#endif
    default: k->kernels = sim_kernels_portable(); break;
    }
    k->isa = isa;
    return SIM_OK;
}

SimISA sim_kernel_isa(const SimKernel *k) { return k->isa; }

/* MARK: Lifecycle */

void sim_kernel_destroy(SimKernel *k) {
    if (!k) return;
    sim_pool_stop(&k->pool);
    float *floats[] = {k->x, k->y, k->heading, k->phase, k->x2, k->y2, k->heading2, k->phase2, k->perceived};
    for (size_t i = 0; i < sizeof floats / sizeof floats[0]; i++) free(floats[i]);
    free(k->species);
    free(k->species2);
    free(k->trail[0]);
    free(k->trail[1]);
    free(k->histogram);
    free(k->ownRows);
    sim_paint_free(k);
    free(k);
}

SimKernel *sim_kernel_create(int32_t fieldSize, int32_t threadCount, SimStatus *status) {
    SimStatus ignored;
    if (!status) status = &ignored;
    if (fieldSize < SIM_MIN_FIELD_SIZE || fieldSize > SIM_MAX_FIELD_SIZE || threadCount < 0 ||
        threadCount > SIM_MAX_THREADS) {
        *status = SIM_ERROR_INVALID_ARGUMENT;
        return NULL;
    }
    threadCount = sim_pool_thread_count(threadCount, SIM_MAX_THREADS);
    SimKernel *k = calloc(1, sizeof *k);
    if (!k) {
        *status = SIM_ERROR_OUT_OF_MEMORY;
        return NULL;
    }
    if (sim_pool_start(&k->pool, threadCount)) {
        free(k);
        *status = SIM_ERROR_THREADS;
        return NULL;
    }
    k->size = fieldSize;
    k->threads = k->pool.count;
    k->params = sim_params_default();
    k->params.agentCount = 0;
    const size_t cells = (size_t)fieldSize * fieldSize;
    k->tilesPerRow = (fieldSize + SIM_TILE - 1) / SIM_TILE;
    k->tiles = k->tilesPerRow * k->tilesPerRow;
    k->trail[0] = aligned(cells * SIM_SPECIES * sizeof(uint32_t));
    k->trail[1] = aligned(cells * SIM_SPECIES * sizeof(uint32_t));
    k->perceived = aligned(cells * SIM_SPECIES * sizeof(float));
    k->histogram = malloc((size_t)k->threads * k->tiles * sizeof(uint32_t));
    k->ownRows = calloc((size_t)(k->threads + 1) * fieldSize, 1);
    if (!k->trail[0] || !k->trail[1] || !k->perceived || !k->histogram || !k->ownRows) {
        sim_kernel_destroy(k);
        *status = SIM_ERROR_OUT_OF_MEMORY;
        return NULL;
    }
    memset(k->trail[0], 0, cells * SIM_SPECIES * sizeof(uint32_t));
    memset(k->perceived, 0, cells * SIM_SPECIES * sizeof(float));
    sim_kernel_set_isa(k, SIM_ISA_AUTO);
    *status = SIM_OK;
    return k;
}

int32_t sim_kernel_field_size(const SimKernel *k) { return k->size; }
int32_t sim_kernel_thread_count(const SimKernel *k) { return k->threads; }
int64_t sim_kernel_step_index(const SimKernel *k) { return k->step; }
int32_t sim_kernel_agent_count(const SimKernel *k) { return k->agentCount; }

/* MARK: Parameters */

static int finite_in(float v, float lo, float hi) { return sim_is_finite(v) && v >= lo && v <= hi; }

static int params_valid(const SimParams *p) {
    if (p->agentCount < 0 || p->agentCount > SIM_MAX_AGENTS) return 0;
    if (p->spawnPattern < SIM_SPAWN_RANDOM || p->spawnPattern > SIM_SPAWN_BURST) return 0;
    for (int s = 0; s < SIM_SPECIES; s++) {
        const SimSpeciesParams *sp = &p->species[s];
        if (!finite_in(sp->population, 0, SIM_MAX_POPULATION) ||
            !finite_in(sp->sensorAngle, -SIM_MAX_ANGLE_DEGREES, SIM_MAX_ANGLE_DEGREES) ||
            !finite_in(sp->sensorDistance, 0, SIM_MAX_FIELD_SIZE) ||
            !finite_in(sp->turnSpeed, -SIM_MAX_ANGLE_DEGREES, SIM_MAX_ANGLE_DEGREES) ||
            !finite_in(sp->moveSpeed, 0, SIM_MAX_MOVE_SPEED) || !finite_in(sp->deposit, 0, SIM_MAX_DEPOSIT))
            return 0;
        for (int c = 0; c < SIM_SPECIES; c++)
            if (!finite_in(p->matrix[s][c], -SIM_MAX_MATRIX, SIM_MAX_MATRIX)) return 0;
    }
    return finite_in(p->decay, 0, 1) && p->diffusionInterval >= 1 && finite_in(p->fade, 0, 1) &&
           finite_in(p->trailCap, SIM_MIN_TRAIL_CAP, SIM_MAX_TRAIL_CAP) && p->chaosInterval >= 0 &&
           finite_in(p->chaosStrength, -SIM_MAX_ANGLE_DEGREES, SIM_MAX_ANGLE_DEGREES) &&
           finite_in(p->rhythm, -SIM_MAX_RHYTHM, SIM_MAX_RHYTHM);
}

SimStatus sim_kernel_set_params(SimKernel *k, const SimParams *p) {
    if (!p || !params_valid(p)) return SIM_ERROR_INVALID_ARGUMENT;
    if (memcmp(p->matrix, k->params.matrix, sizeof p->matrix)) k->perceivedStale = 1;
    k->params = *p;
    return SIM_OK;
}

void sim_kernel_get_params(const SimKernel *k, SimParams *out) { *out = k->params; }

static float max_move_speed(const SimParams *p) {
    float m = 0;
    for (int s = 0; s < SIM_SPECIES; s++) m = p->species[s].moveSpeed > m ? p->species[s].moveSpeed : m;
    return m;
}

/* MARK: Respawn */

SimStatus sim_reserve_agents(SimKernel *k, int32_t count) {
    if (count <= k->agentCapacity) return SIM_OK;
    float **floats[] = {&k->x, &k->y, &k->heading, &k->phase, &k->x2, &k->y2, &k->heading2, &k->phase2};
    for (size_t i = 0; i < sizeof floats / sizeof floats[0]; i++) {
        free(*floats[i]);
        *floats[i] = aligned((size_t)count * sizeof(float));
    }
    free(k->species);
    free(k->species2);
    k->species = aligned((size_t)count);
    k->species2 = aligned((size_t)count);
    int ok = k->species && k->species2;
    for (size_t i = 0; i < sizeof floats / sizeof floats[0]; i++) ok = ok && *floats[i];
    k->agentCapacity = ok ? count : 0;
    k->agentCount = 0;  /* the old agents are gone */
    return ok ? SIM_OK : SIM_ERROR_OUT_OF_MEMORY;
}

SimStatus sim_kernel_respawn(SimKernel *k, uint64_t seed) {
    SimStatus status = sim_reserve_agents(k, k->params.agentCount);
    if (status != SIM_OK) return status;
    k->agentCount = k->params.agentCount;
    const size_t cells = (size_t)k->size * k->size;
    memset(k->trail[k->current], 0, cells * SIM_SPECIES * sizeof(uint32_t));
    memset(k->perceived, 0, cells * SIM_SPECIES * sizeof(float));
    k->perceivedStale = 0;
    k->seed = seed;
    k->step = 0;
    sim_spawn(k, seed);
    k->stepsSinceSort = SIM_SORT_PERIOD;  /* sort before the first step */
    return SIM_OK;
}

/* MARK: Step */

typedef struct AgentJob {
    SimKernel *kernel;
    SimAgentUniforms uniforms;
} AgentJob;

static void agent_job(void *context, int index, int count) {
    AgentJob *job = context;
    SimKernel *k = job->kernel;
    long begin, end;
    sim_pool_share(k->agentCount, index, count, SIM_ALIGN_AGENTS, &begin, &end);
    SimAgentArrays arrays = {.x = k->x, .y = k->y, .heading = k->heading, .phase = k->phase,
                             .species = k->species, .perceived = k->perceived, .trail = k->trail[k->current],
                             .ownRows = k->ownRows + (size_t)index * k->size, .walls = k->walls,
                             .nearWallTiles = k->nearWallTiles,
                             .nearWallSums = k->nearWallSums, .tilesPerRow = k->tilesPerRow};
    if (end > begin) k->kernels.agents(&job->uniforms, &arrays, begin, end);
}

typedef struct FieldJob {
    SimKernel *kernel;
    SimFieldUniforms uniforms;
    const uint32_t *source;
    uint32_t *target;
    int perceiveOnly;
} FieldJob;

static void field_job(void *context, int index, int count) {
    FieldJob *job = context;
    SimKernel *k = job->kernel;
    long begin, end;
    sim_pool_share(k->size, index, count, 1, &begin, &end);
    if (end <= begin) return;
    if (job->perceiveOnly)
        k->kernels.perceive(&job->uniforms, job->source, k->perceived, (int32_t)begin, (int32_t)end);
    else
        k->kernels.field(&job->uniforms, job->source, job->target, k->perceived, (int32_t)begin, (int32_t)end);
    if (k->stimulus || k->walls)
        sim_paint_rows(k, job->perceiveOnly ? NULL : job->target, (int32_t)begin, (int32_t)end, !job->perceiveOnly);
}

void sim_step_rules(const SimParams *p, int64_t step, SimStepRules *out) {
    memset(out, 0, sizeof *out);
    memcpy(out->matrix, p->matrix, sizeof out->matrix);
    for (int s = 0; s < SIM_SPECIES; s++) {
        const SimSpeciesParams *sp = &p->species[s];
        out->cosA[s] = cosf(sp->sensorAngle * SIM_DEG);
        out->sinA[s] = sinf(sp->sensorAngle * SIM_DEG);
        out->sensorDistance[s] = sp->sensorDistance;
        out->turnRadians[s] = sp->turnSpeed * SIM_DEG;
        out->moveSpeed[s] = sp->moveSpeed;
        out->depositUnits[s] = (uint32_t)lroundf(sp->deposit * SIM_UNITS_PER_TRAIL);
    }
    out->rhythmAmplitude = 0.5f * p->rhythm;
    out->rhythmPhase = (float)fmod(0.1 * (double)step, 2.0 * M_PI);
    out->chaosRadians = p->chaosInterval > 0 && step % p->chaosInterval == 0 ? p->chaosStrength * SIM_DEG : 0.0f;
    out->diffuse = p->diffusionInterval > 0 && step % p->diffusionInterval == 0;
    out->fieldScale = (out->diffuse ? p->decay / 9.0f : 1.0f) * (1.0f - p->fade);
    double cap = (double)p->trailCap * SIM_UNITS_PER_TRAIL;
    out->capUnits = cap < SIM_MAX_CAP_UNITS ? (float)cap : SIM_MAX_CAP_UNITS;
}

/* Field pass uniforms of the kernel's current step (the perceived-field refresh reads only the
 * size and the matrix). */
static SimFieldUniforms field_uniforms(const SimKernel *k) {
    SimStepRules rules;
    sim_step_rules(&k->params, k->step, &rules);
    SimFieldUniforms u;
    u.size = k->size;
    u.blur = rules.diffuse;
    u.scale = rules.fieldScale;
    u.capUnits = rules.capUnits;
    u.capUnitsInt = (uint32_t)u.capUnits;
    memcpy(u.matrix, rules.matrix, sizeof u.matrix);
    return u;
}

static void refresh_perceived(SimKernel *k) {
    FieldJob job = {k, field_uniforms(k), k->trail[k->current], NULL, 1};
    sim_pool_run(&k->pool, field_job, &job);
    k->perceivedStale = 0;
}

const float *sim_kernel_perceived(SimKernel *k, int32_t species) {
    if (species < 0 || species >= SIM_SPECIES) return NULL;
    if (k->perceivedStale) refresh_perceived(k);
    return k->perceived + (size_t)species * k->size * k->size;
}

static SimAgentUniforms agent_uniforms(const SimKernel *k) {
    SimStepRules rules;
    sim_step_rules(&k->params, k->step, &rules);
    SimAgentUniforms u;
    memset(&u, 0, sizeof u);
    u.size = k->size;
    u.sizeF = (float)k->size;
    u.invSize = 1.0f / (float)k->size;
    u.cells = k->size * k->size;
    for (int s = 0; s < SIM_SPECIES; s++) {
        u.cosA[s] = rules.cosA[s];
        u.sinA[s] = rules.sinA[s];
        u.distance[s] = rules.sensorDistance[s];
        u.turn[s] = rules.turnRadians[s];
        u.speed[s] = rules.moveSpeed[s];
        u.depositUnits[s] = rules.depositUnits[s];
    }
    u.rhythmOn = rules.rhythmAmplitude != 0;
    u.rhythmAmplitude = rules.rhythmAmplitude;
    u.rhythmPhase = rules.rhythmPhase;
    u.chaosOn = rules.chaosRadians != 0;
    u.chaosAmplitude = rules.chaosRadians;
    u.turnKey = sim_rng_key(k->seed, k->step, SIM_RANDOM_TURN);
    u.chaosKey = sim_rng_key(k->seed, k->step, SIM_RANDOM_CHAOS);
    return u;
}

static void step_once(SimKernel *k) {
    double t0 = now_ms();
    if (k->perceivedStale) refresh_perceived(k);
    const float speed = max_move_speed(&k->params);
    /* A faster move than the bands were computed for could cross into another thread's band. */
    if (k->stepsSinceSort >= SIM_SORT_PERIOD || speed > k->marginSpeed) {
        k->marginSpeed = speed;
        sim_sort_agents(k);
        k->stepsSinceSort = 0;
    }
    if (k->walls) sim_paint_prepare_agents(k, speed);
    double t1 = now_ms();
    k->step++;
    AgentJob agents = {k, agent_uniforms(k)};
    if (k->agentCount > 0) sim_pool_run(&k->pool, agent_job, &agents);
    k->stepsSinceSort++;
    double t2 = now_ms();
    const SimFieldUniforms uniforms = field_uniforms(k);
    const int blur = uniforms.blur;
    FieldJob field = {k, uniforms, k->trail[k->current], k->trail[blur ? 1 - k->current : k->current], 0};
    sim_pool_run(&k->pool, field_job, &field);
    if (blur) k->current = 1 - k->current;
    double t3 = now_ms();
    k->sortMs += t1 - t0;
    k->agentsMs += t2 - t1;
    k->fieldMs += t3 - t2;
}

void sim_kernel_step(SimKernel *k, int32_t count) {
    for (int32_t i = 0; i < count; i++) step_once(k);
}

void sim_kernel_pass_times(const SimKernel *k, double *agentsMs, double *fieldMs, double *sortMs) {
    if (agentsMs) *agentsMs = k->agentsMs;
    if (fieldMs) *fieldMs = k->fieldMs;
    if (sortMs) *sortMs = k->sortMs;
}

int32_t sim_usable_cores(void) { return sim_pool_usable_cores(); }
