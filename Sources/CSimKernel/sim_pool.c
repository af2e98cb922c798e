#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include "sim_pool.h"

#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct WorkerStart {
    SimPool *pool;
    int index;
} WorkerStart;

static void *worker_main(void *argument) {
    WorkerStart *start = argument;
    SimPool *pool = start->pool;
    unsigned long seen = 0;
    pthread_mutex_lock(&pool->lock);
    for (;;) {
        while (pool->generation == seen && !pool->stopping) pthread_cond_wait(&pool->wake, &pool->lock);
        if (pool->stopping) break;
        seen = pool->generation;
        SimPoolJob job = pool->job;
        void *context = pool->context;
        pthread_mutex_unlock(&pool->lock);
        job(context, start->index, pool->count);
        pthread_mutex_lock(&pool->lock);
        if (--pool->pending == 0) pthread_cond_signal(&pool->done);
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
}

int sim_pool_start(SimPool *pool, int count) {
    pool->count = count < 1 ? 1 : count;
    pool->generation = 0;
    pool->pending = 0;
    pool->stopping = 0;
    pool->job = NULL;
    pool->context = NULL;
    pool->workers = NULL;
    pool->starts = NULL;
    if (pthread_mutex_init(&pool->lock, NULL)) return -1;
    pthread_cond_init(&pool->wake, NULL);
    pthread_cond_init(&pool->done, NULL);
    if (pool->count == 1) return 0;
    pool->workers = calloc((size_t)pool->count - 1, sizeof(pthread_t));
    WorkerStart *own = calloc((size_t)pool->count - 1, sizeof(WorkerStart));
    if (!pool->workers || !own) {
        free(pool->workers);
        free(own);
        pool->workers = NULL;
        pool->count = 1;
        return -1;
    }
    for (int i = 1; i < pool->count; i++) {
        own[i - 1].pool = pool;
        own[i - 1].index = i;
        if (pthread_create(&pool->workers[i - 1], NULL, worker_main, &own[i - 1])) {
            /* Run with the workers that did start. */
            pool->count = i;
            break;
        }
    }
    pool->starts = own;
    return 0;
}

void sim_pool_stop(SimPool *pool) {
    pthread_mutex_lock(&pool->lock);
    pool->stopping = 1;
    pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
    for (int i = 1; i < pool->count; i++) pthread_join(pool->workers[i - 1], NULL);
    free(pool->workers);
    free(pool->starts);
    pool->workers = NULL;
    pool->starts = NULL;
    pthread_cond_destroy(&pool->wake);
    pthread_cond_destroy(&pool->done);
    pthread_mutex_destroy(&pool->lock);
}

void sim_pool_run(SimPool *pool, SimPoolJob job, void *context) {
    if (pool->count == 1) {
        job(context, 0, 1);
        return;
    }
    pthread_mutex_lock(&pool->lock);
    pool->job = job;
    pool->context = context;
    pool->pending = pool->count - 1;
    pool->generation++;
    pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
    job(context, 0, pool->count);
    pthread_mutex_lock(&pool->lock);
    while (pool->pending > 0) pthread_cond_wait(&pool->done, &pool->lock);
    pthread_mutex_unlock(&pool->lock);
}

void sim_pool_share(long total, int index, int count, long align, long *begin, long *end) {
    long per = (total + count - 1) / count;
    per = (per + align - 1) / align * align;
    long b = per * index, e = b + per;
    *begin = b < total ? b : total;
    *end = e < total ? e : total;
}

/* The cores this process may run on: under taskset or a container's cpuset that is fewer than
 * the machine has online, and a thread per online core would only queue on them. */
int sim_pool_usable_cores(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        int count = CPU_COUNT(&set);
        if (count > 0) return count;
    }
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online < 1 ? 1 : (int)online;
}

int sim_pool_thread_count(int requested, int max) {
    if (requested > 0) return requested;
    int cores = sim_pool_usable_cores();
    return cores > max ? max : cores;
}
