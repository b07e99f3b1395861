#include "CProcessLifetime.h"

#include <signal.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

int dynamics_end_with_parent(pid_t parent) {
#ifdef __linux__
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
#endif
    // The parent may have died before the request above: then nothing would ever kill us.
    return getppid() == parent ? 0 : 1;
}
