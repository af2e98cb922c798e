#ifndef SIM_POOL_H
#define SIM_POOL_H
/* A fork-join pool of pthreads: sim_pool_run calls job(context, index, count) once per thread,
 * the caller being index 0, and returns when all have finished. (No OpenMP in this toolchain.) */
#include <pthread.h>

typedef void (*SimPoolJob)(void *context, int index, int count);

typedef struct SimPool {
    int count;                 /* threads including the caller */
    pthread_t *workers;        /* count - 1 */
    void *starts;              /* per-worker start records, count - 1 */
    pthread_mutex_t lock;
    pthread_cond_t wake;       /* new generation posted */
    pthread_cond_t done;       /* all workers finished the generation */
    unsigned long generation;
    int pending;
    int stopping;
    SimPoolJob job;
    void *context;
} SimPool;

/* The cores this process may run on (its CPU affinity: fewer than online under taskset), ≥ 1. */
int sim_pool_usable_cores(void);
/* A pool's thread count: `requested`, or with 0 every usable core, at most `max`. */
int sim_pool_thread_count(int requested, int max);
/* Starts count - 1 workers; returns 0 on success. */
int sim_pool_start(SimPool *pool, int count);
void sim_pool_stop(SimPool *pool);
void sim_pool_run(SimPool *pool, SimPoolJob job, void *context);
/* The [begin, end) share of `total` items for thread `index` of `count`, in multiples of `align`. */
void sim_pool_share(long total, int index, int count, long align, long *begin, long *end);

#endif
