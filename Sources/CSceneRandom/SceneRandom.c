// A scene's process draws its "system" random bytes from a seeded sequence. Swift's standard
// library on Linux fills `SystemRandomNumberGenerator` through `syscall(SYS_getrandom, …)` (its
// `swift_stdlib_random`), called through the dynamic linker, so a `syscall` defined here, in
// the library the scene runner loads first, is the one it reaches. Every other system call is
// passed on to the C library's `syscall` unchanged; so is `getrandom` until a seed is set, and
// in a process that never sets one (the tests, `dynamics` itself).

#define _GNU_SOURCE
#include "CSceneRandom.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <sys/syscall.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int seeded = 0;
static uint64_t state = 0;

static uint64_t next_word(void) {
    state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void dynamics_seed_system_random(uint64_t seed) {
    pthread_mutex_lock(&lock);
    // Apart from the scene's own sequence (`SceneRandom`), which starts at the seed itself.
    state = seed ^ 0x5DEECE66DULL;
    seeded = 1;
    pthread_mutex_unlock(&lock);
}

/// Fills `buffer` from the sequence; 0 when no seed is set (then the kernel's bytes are used).
static int fill(void *buffer, size_t count) {
    pthread_mutex_lock(&lock);
    if (!seeded) {
        pthread_mutex_unlock(&lock);
        return 0;
    }
    unsigned char *bytes = buffer;
    while (count > 0) {
        uint64_t word = next_word();
        size_t take = count < 8 ? count : 8;
        memcpy(bytes, &word, take);
        bytes += take;
        count -= take;
    }
    pthread_mutex_unlock(&lock);
    return 1;
}

typedef long (*syscall_function)(long, ...);

long syscall(long number, ...) {
    // Six arguments at most, each a register's width: as the C library's own `syscall` reads them.
    va_list arguments;
    va_start(arguments, number);
    long a = va_arg(arguments, long), b = va_arg(arguments, long), c = va_arg(arguments, long);
    long d = va_arg(arguments, long), e = va_arg(arguments, long), f = va_arg(arguments, long);
    va_end(arguments);
#ifdef SYS_getrandom
    if (number == SYS_getrandom && b >= 0 && fill((void *)a, (size_t)b)) return b;
#endif
    static syscall_function next = NULL;
    if (next == NULL) next = (syscall_function)dlsym(RTLD_NEXT, "syscall");
    return next(number, a, b, c, d, e, f);
}
