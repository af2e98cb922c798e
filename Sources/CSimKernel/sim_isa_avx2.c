/* The loops compiled for AVX2 + FMA (x86-64-v3), chosen at run time when the CPU has them. */
#if defined(__x86_64__) && defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,fma,bmi2,f16c"))), apply_to = function)
#define SIM_LOOPS_ENTRY sim_kernels_avx2
#define SIM_VECTORIZE _Pragma("clang loop vectorize(enable)")
#include "sim_loops.h"
#pragma clang attribute pop
#else
typedef int sim_isa_avx2_unused;
#endif
