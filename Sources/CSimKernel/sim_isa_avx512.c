/* The loops compiled for AVX-512 (x86-64-v4), chosen at run time when the CPU has it. 16 lanes:
 * the vectoriser would otherwise stay at 256-bit vectors. */
#if defined(__x86_64__) && defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,avx2,fma,bmi2,f16c"))), \
                             apply_to = function)
#define SIM_LOOPS_ENTRY sim_kernels_avx512
#define SIM_VECTORIZE _Pragma("clang loop vectorize(enable) vectorize_width(16)")
#include "sim_loops.h"
#pragma clang attribute pop
#else
typedef int sim_isa_avx512_unused;
#endif
