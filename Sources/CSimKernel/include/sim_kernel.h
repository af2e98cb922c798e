#ifndef SIM_KERNEL_H
#define SIM_KERNEL_H
/* The CPU simulation kernel: three-species physarum on an S×S wrap-around field, multithreaded
 * with its own pthread pool, deterministic for a seed and a thread count. The rules are those of
 * docs/SIMULATION.md; trail values are fixed point, SIM_UNITS_PER_TRAIL units per trail unit. */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Fixed-point resolution of the trail: deposits are round(deposit * SIM_UNITS_PER_TRAIL) units. */
#define SIM_UNITS_PER_TRAIL 1024
#define SIM_SPECIES 3
/* Accepted field sides, in cells. */
#define SIM_MIN_FIELD_SIZE 8
#define SIM_MAX_FIELD_SIZE 4096
/* Accepted agent counts (the registry allows 1000…2,000,000; tests use fewer). */
#define SIM_MAX_AGENTS 4000000
#define SIM_MAX_THREADS 64
/* The bounds of each parameter, which sim_kernel_set_params rejects values outside of and the
 * Swift side clamps presets into (SimParams+Preset): one list. A move faster than
 * SIM_MAX_MOVE_SPEED could cross a thread's row band; a deposit above SIM_MAX_DEPOSIT could
 * overflow a cell's 32-bit fixed-point sum; the rest keep the arithmetic finite. */
#define SIM_MAX_POPULATION 1e6f
#define SIM_MAX_ANGLE_DEGREES 360.0f  /* sensor angle, turn speed, chaos strength: ± */
#define SIM_MAX_MOVE_SPEED 16.0f
#define SIM_MAX_DEPOSIT 1000.0f
#define SIM_MAX_MATRIX 1e6f           /* ± */
#define SIM_MAX_RHYTHM 100.0f         /* ± */
#define SIM_MIN_TRAIL_CAP 1e-3f
#define SIM_MAX_TRAIL_CAP 1e9f

typedef enum SimStatus {
    SIM_OK = 0,
    SIM_ERROR_INVALID_ARGUMENT = 1,
    SIM_ERROR_OUT_OF_MEMORY = 2,
    SIM_ERROR_THREADS = 3,
} SimStatus;

typedef enum SimSpawnPattern {
    SIM_SPAWN_RANDOM = 0,
    SIM_SPAWN_DISK = 1,
    SIM_SPAWN_RING = 2,
    SIM_SPAWN_SECTORS = 3,
    SIM_SPAWN_BURST = 4,
} SimSpawnPattern;

/* Which compilation of the agent and field loops runs (same C source, different vector ISA). */
typedef enum SimISA {
    SIM_ISA_AUTO = 0,     /* the best the CPU supports */
    SIM_ISA_PORTABLE = 1, /* the target's baseline (SSE2 on x86-64, NEON on aarch64) */
    SIM_ISA_AVX2 = 2,     /* x86-64 AVX2 + FMA */
    SIM_ISA_AVX512 = 3,   /* x86-64 AVX-512 F/BW/DQ/VL */
} SimISA;

typedef struct SimSpeciesParams {
    float population;      /* relative share, >= 0 (respawn) */
    float sensorAngle;     /* degrees either side of the heading */
    float sensorDistance;  /* cells ahead, > 0 */
    float turnSpeed;       /* degrees per step */
    float moveSpeed;       /* cells per step, 0 ... SIM_MAX_MOVE_SPEED (the editor offers 0.1 ... 5) */
    float deposit;         /* trail units per step, >= 0 */
} SimSpeciesParams;

typedef struct SimParams {
    int32_t agentCount;                 /* respawn */
    int32_t spawnPattern;               /* SimSpawnPattern, respawn */
    SimSpeciesParams species[SIM_SPECIES];
    float matrix[SIM_SPECIES][SIM_SPECIES]; /* [row = sensing species][column = trail species] */
    float decay;                        /* share kept per diffusion pass */
    int32_t diffusionInterval;          /* blur every N steps, >= 1 */
    float fade;                         /* extra decay per step, 0 ... 1 */
    float trailCap;                     /* clip level, > 0 */
    int32_t chaosInterval;              /* steps between kicks, 0 = off */
    float chaosStrength;                /* degrees */
    float rhythm;                       /* sine wander amplitude (0.5·rhythm radians) */
} SimParams;

/* The constants of step k (the step being taken: 1 for the first after a respawn), as both
 * backends consume them: the CPU loops here, the GPU backend's uniforms (AgentStepRules,
 * FieldStepRules in Swift read them from sim_step_rules). The one place of docs/SIMULATION.md's
 * per-step rules: sensor rotation, turn, speed, deposit units, rhythm, chaos kicks, diffusion
 * interval, decay and fade, the cap. */
typedef struct SimStepRules {
    float matrix[SIM_SPECIES][SIM_SPECIES]; /* [sensing species][trail species] */
    float cosA[SIM_SPECIES], sinA[SIM_SPECIES]; /* the sensor angle */
    float sensorDistance[SIM_SPECIES];
    float turnRadians[SIM_SPECIES];
    float moveSpeed[SIM_SPECIES];
    uint32_t depositUnits[SIM_SPECIES];
    float rhythmAmplitude;                  /* radians (0.5·rhythm); 0 = no wander */
    float rhythmPhase;                      /* 0.1·k reduced into [0, 2π) in double precision */
    float chaosRadians;                     /* ± range of this step's kick; 0 = no kick this step */
    int32_t diffuse;                        /* 1 when the 3×3 blur runs this step (k % diffusion == 0) */
    float fieldScale;                       /* decay/9·(1−fade) with the blur, (1−fade) without */
    float capUnits;                         /* trailCap in units, below 2³¹ */
} SimStepRules;

/* The rules of step `step` for `params` (which sim_kernel_set_params would accept). */
void sim_step_rules(const SimParams *params, int64_t step, SimStepRules *out);

/* What a random draw is for: part of its key, so that draws of different uses never correlate.
 * The one numbering of both backends (the GPU's steering draws take keys made here). */
typedef enum SimRandomPurpose {
    SIM_RANDOM_TURN = 1,          /* the turn's direction when both sides sense alike */
    SIM_RANDOM_CHAOS = 2,         /* a chaos kick's size */
    SIM_RANDOM_SPAWN_X = 3,
    SIM_RANDOM_SPAWN_Y = 4,
    SIM_RANDOM_SPAWN_HEADING = 5,
    SIM_RANDOM_SPAWN_PHASE = 6,
    SIM_RANDOM_SPAWN_RADIAL = 7,  /* the disk's radius (as √u), the ring's jitter */
    SIM_RANDOM_SPAWN_ANGLE = 8,
} SimRandomPurpose;

/* Counter-based random numbers, never a stream: the key of `purpose`'s draws at step `step` (0 for
 * the spawn) after a respawn from `seed`, and the 32 bits of agent `agent` under a key. Any
 * agent's draw at any step can be recomputed, on either backend, in any order. */
uint32_t sim_random_key(uint64_t seed, int64_t step, SimRandomPurpose purpose);
uint32_t sim_random_bits(uint32_t key, uint32_t agent);

/* The spawn rule (docs/SIMULATION.md "Spawn"), shared by both backends: the CPU kernel spawns
 * with it, the GPU backend computes each agent with it and uploads them. */
typedef struct SimSpawnPlan {
    int32_t agentCount;
    int32_t firstOfSpecies[SIM_SPECIES];    /* index of each species' first agent (in order) */
    int32_t pattern;                        /* SimSpawnPattern */
    int32_t fieldSize;
    uint32_t keyX, keyY, keyHeading, keyPhase, keyRadial, keyAngle;
} SimSpawnPlan;

/* One agent as spawned: position in cells [0, S), heading radians [−π, π), the rhythm's phase
 * as a 16-bit fraction of 2π (phase = phase16 · 2π / 65536: the GPU packs it beside the species). */
typedef struct SimSpawnedAgent {
    float x, y, heading;
    uint16_t phase16;
    uint8_t species;
} SimSpawnedAgent;

/* The plan of a respawn of `agentCount` agents (any count: the GPU backend takes more than
 * SIM_MAX_AGENTS) with `params`' populations and pattern on a `fieldSize` field from `seed`:
 * species counts round(N·p_s/Σp) for species 0 and 1, the rest species 2 (Σp = 0: equal shares). */
void sim_spawn_plan(const SimParams *params, int32_t agentCount, int32_t fieldSize, uint64_t seed, SimSpawnPlan *out);
/* Agent `index` (0 ≤ index < agentCount) of a plan. */
SimSpawnedAgent sim_spawn_agent(const SimSpawnPlan *plan, uint32_t index);

typedef struct SimKernel SimKernel;

/* The defaults of params.tsv at 300,000 agents. */
SimParams sim_params_default(void);
/* A message for a status, never NULL. */
const char *sim_status_message(SimStatus status);

/* Creates a kernel for an S×S field; threadCount 0 uses every core the process may run on (its CPU
 * affinity). Agents appear at the first sim_kernel_respawn. Returns NULL and sets *status on bad input or failure. */
SimKernel *sim_kernel_create(int32_t fieldSize, int32_t threadCount, SimStatus *status);
void sim_kernel_destroy(SimKernel *kernel);

int32_t sim_kernel_field_size(const SimKernel *kernel);
int32_t sim_kernel_thread_count(const SimKernel *kernel);
/* Steps since the last respawn. */
int64_t sim_kernel_step_index(const SimKernel *kernel);
int32_t sim_kernel_agent_count(const SimKernel *kernel);

/* Validates and applies parameters live; agentCount, populations and spawnPattern take effect at
 * the next respawn. On error nothing changes. */
SimStatus sim_kernel_set_params(SimKernel *kernel, const SimParams *params);
void sim_kernel_get_params(const SimKernel *kernel, SimParams *out);
/* Re-seeds the agents from the current parameters and clears the field; step index 0. */
SimStatus sim_kernel_respawn(SimKernel *kernel, uint64_t seed);
/* Runs `count` full steps (agent pass, then field pass). */
void sim_kernel_step(SimKernel *kernel, int32_t count);

/* Trail of one species: S² fixed-point values, row-major; valid until the next step/respawn. */
const uint32_t *sim_kernel_trail_units(const SimKernel *kernel, int32_t species);
/* Writes the trail as floats, S² × 3, the species interleaved per cell. */
void sim_kernel_copy_trail(SimKernel *kernel, float *out);
/* Replaces the trail with S² × 3 interleaved non-negative floats (rounded to units). */
SimStatus sim_kernel_load_trail(SimKernel *kernel, const float *values);
/* Sum of one species' trail in units (exact). */
uint64_t sim_kernel_trail_total_units(const SimKernel *kernel, int32_t species);

/* Agent state, structure of arrays, in the kernel's current (tile-sorted) order; valid until the
 * next step/respawn. Positions in cells, [0, S). */
const float *sim_kernel_agent_x(const SimKernel *kernel);
const float *sim_kernel_agent_y(const SimKernel *kernel);
const uint8_t *sim_kernel_agent_species(const SimKernel *kernel);
/* Headings in radians, [−π, π). */
const float *sim_kernel_agent_heading(const SimKernel *kernel);
/* Replaces the agents (tests, saved states): positions in [0, S), any finite heading, species
 * 0…2; phases become 0. Keeps the trail and the step index. */
SimStatus sim_kernel_set_agents(SimKernel *kernel, int32_t count, const float *x, const float *y, const float *heading,
                                const uint8_t *species);
/* Head glow input: agents per cell and species, S² × 3 bytes interleaved, saturating at 255. */
void sim_kernel_head_counts(SimKernel *kernel, uint8_t *out);

/* Head glow input for the renderer: agents per cell (any species), S² uint32. */
void sim_kernel_head_totals(SimKernel *kernel, uint32_t *out);

/* Vector ISA: selects a compilation (returns SIM_ERROR_INVALID_ARGUMENT if the CPU lacks it). */
SimStatus sim_kernel_set_isa(SimKernel *kernel, SimISA isa);
SimISA sim_kernel_isa(const SimKernel *kernel);
const char *sim_isa_name(SimISA isa);
/* The cores this process may run on (its CPU affinity: fewer than online under taskset or a
 * container's cpuset), at least 1: what the kernel's pools size themselves by. */
int32_t sim_usable_cores(void);
/* Wall time spent per pass since creation, milliseconds: agents, field, sort. */
void sim_kernel_pass_times(const SimKernel *kernel, double *agentsMs, double *fieldMs, double *sortMs);

#ifdef __cplusplus
}
#endif
/* Painting into the field is part of the kernel's interface (and of its module: an include here,
 * not only the umbrella directory, so a module cached before it existed is rebuilt). */
#include "sim_paint.h"

#endif
