#ifndef C_PROCESS_LIFETIME_H
#define C_PROCESS_LIFETIME_H

#include <sys/types.h>

/// Asks the kernel to kill this process when the thread that started it ends (prctl's
/// PR_SET_PDEATHSIG, which Swift cannot call: it is variadic). Returns 0 when `parent` is
/// still this process's parent, 1 when it is already gone, -1 when the kernel refused.
int dynamics_end_with_parent(pid_t parent);

#endif
