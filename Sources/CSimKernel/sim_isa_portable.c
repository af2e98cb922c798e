/* The portable compilation of the loops: the target's baseline ISA (SSE2 on x86-64). */
#define SIM_LOOPS_ENTRY sim_kernels_portable
#define SIM_VECTORIZE _Pragma("clang loop vectorize(enable)")
#include "sim_loops.h"
