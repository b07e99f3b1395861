// The scene process's sandbox (docs/ARCHITECTURE.md, "The sandbox"). In the order applied:
// resource limits, a network namespace (when the kernel lets us make one), no new privileges,
// Landlock (the kernel's own refusal of files outside the lists), no capabilities, then a
// seccomp filter. The filter refuses sockets, new processes and a few dangerous calls outright
// (SECCOMP_RET_TRAP, so our SIGSYS handler can say which in one line), and sends every system
// call that names a file through the "gate": the SIGSYS handler resolves the path as the kernel
// would, refuses it with one line when it lies outside the lists, and otherwise makes the call
// itself from one instruction the filter lets through. Landlock stays the boundary: the gate
// is what turns a refusal into a clear line, and it narrows writes to the outputs' own names.
#define _GNU_SOURCE
#include "CSceneSandbox.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <ucontext.h>
#include <unistd.h>
#include <spawn.h>

#ifdef __linux__
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/capability.h>
#include <stddef.h>

// ---------------------------------------------------------------------------------------------
// The policy, copied for the signal handler (which may not allocate).

#define MAX_ENTRIES 256
static char *read_list[MAX_ENTRIES];
static size_t read_length;
static char *write_list[MAX_ENTRIES];
static size_t write_length;
static char *prefix_list[MAX_ENTRIES];
static size_t prefix_length;
static char *folder_list[MAX_ENTRIES];
static size_t folder_length;
static char home_path[PATH_MAX];
static volatile int armed;
static uint64_t cpu_limit;

static size_t text_length(const char *text) { size_t n = 0; while (text[n]) n++; return n; }

static int starts_with(const char *text, const char *prefix) {
    while (*prefix) if (*text++ != *prefix++) return 0;
    return 1;
}

/// `path` is `root` or lies under it.
static int inside(const char *path, const char *root) {
    size_t n = text_length(root);
    if (n == 1 && root[0] == '/') return 1;
    if (!starts_with(path, root)) return 0;
    return path[n] == 0 || path[n] == '/';
}

/// Whether `path` has a `.git` component: a checkout's `.git/config` can hold the CI's token,
/// and the scene's folder may be the checkout's.
static int in_git_folder(const char *path) {
    for (const char *c = path; *c; c++) {
        if (c[0] == '/' && c[1] == '.' && c[2] == 'g' && c[3] == 'i' && c[4] == 't' && (c[5] == '/' || c[5] == 0)) return 1;
    }
    return 0;
}

static int may_write(const char *path) {
    if (path[0] != '/') return 1;  // a pipe's or socket's descriptor (`pipe:[…]`), no file
    for (size_t i = 0; i < write_length; i++) if (inside(path, write_list[i])) return 1;
    for (size_t i = 0; i < prefix_length; i++) if (starts_with(path, prefix_list[i])) return 1;
    return 0;
}

/// `/proc/<pid>/stat`: whether a process runs (the sweep of stale temporaries asks). The rest
/// of another process's `/proc` folder is refused (and its `environ`, `mem` and `fd` are
/// refused by Landlock too, as ptrace would be).
static int is_process_stat(const char *path) {
    if (!starts_with(path, "/proc/")) return 0;
    const char *c = path + 6;
    if (*c < '0' || *c > '9') return 0;
    while (*c >= '0' && *c <= '9') c++;
    return c[0] == '/' && c[1] == 's' && c[2] == 't' && c[3] == 'a' && c[4] == 't' && c[5] == 0;
}

static int may_read(const char *path) {
    if (may_write(path)) return 1;
    if (is_process_stat(path)) return 1;
    if (in_git_folder(path)) return 0;
    // An output's folder may be listed (for its stale temporaries), not read.
    for (size_t i = 0; i < folder_length; i++) if (strcmp(path, folder_list[i]) == 0) return 1;
    for (size_t i = 0; i < read_length; i++) if (inside(path, read_list[i])) return 1;
    return 0;
}

// ---------------------------------------------------------------------------------------------
// The gate's one system call instruction, which the filter lets through.

#if defined(__x86_64__)
__asm__(".text\n"
        ".globl dynamics_gate_syscall\n.hidden dynamics_gate_syscall\n"
        ".type dynamics_gate_syscall,@function\n"
        "dynamics_gate_syscall:\n"
        "  movq %rdi, %rax\n  movq %rsi, %rdi\n  movq %rdx, %rsi\n  movq %rcx, %rdx\n"
        "  movq %r8, %r10\n  movq %r9, %r8\n  movq 8(%rsp), %r9\n"
        "  syscall\n"
        ".globl dynamics_gate_return\n.hidden dynamics_gate_return\n"
        "dynamics_gate_return:\n"
        "  ret\n");
#define GATE 1
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
__asm__(".text\n"
        ".globl dynamics_gate_syscall\n.hidden dynamics_gate_syscall\n"
        ".type dynamics_gate_syscall,%function\n"
        "dynamics_gate_syscall:\n"
        "  mov x8, x0\n  mov x0, x1\n  mov x1, x2\n  mov x2, x3\n  mov x3, x4\n  mov x4, x5\n  mov x5, x6\n"
        "  svc #0\n"
        ".globl dynamics_gate_return\n.hidden dynamics_gate_return\n"
        "dynamics_gate_return:\n"
        "  ret\n");
#define GATE 1
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#define GATE 0
#endif

#if GATE
long dynamics_gate_syscall(long nr, long a0, long a1, long a2, long a3, long a4, long a5);
extern char dynamics_gate_return[];
#define gate(nr, a0, a1, a2, a3, a4, a5) dynamics_gate_syscall((long)(nr), (long)(a0), (long)(a1), (long)(a2), (long)(a3), (long)(a4), (long)(a5))
#endif

// ---------------------------------------------------------------------------------------------
// One line, then the end: what the parent reports as `dynamics: …`.

struct line { char text[PATH_MAX + 512]; size_t length; };

static void add(struct line *line, const char *text) {
    while (*text && line->length < sizeof line->text - 2) line->text[line->length++] = *text++;
}

static void add_number(struct line *line, long long value) {
    char digits[24]; int n = 0;
    unsigned long long magnitude = value < 0 ? (unsigned long long)(-value) : (unsigned long long)value;
    do { digits[n++] = (char)('0' + magnitude % 10); magnitude /= 10; } while (magnitude);
    if (value < 0) add(line, "-");
    char text[2] = {0, 0};
    while (n) { text[0] = digits[--n]; add(line, text); }
}

static void add_path(struct line *line, const char *path) {
    if (home_path[0] && home_path[1] && inside(path, home_path)) {
        add(line, "~");
        add(line, path + text_length(home_path));
    } else {
        add(line, path);
    }
}

__attribute__((noreturn)) static void refuse(struct line *line) {
    add(line, " (use --no-sandbox to allow)\n");
    struct line full = { .length = 0 };
    add(&full, "dynamics-scene-refused: ");
    for (size_t i = 0; i < line->length && full.length < sizeof full.text - 1; i++) full.text[full.length++] = line->text[i];
    if (full.text[full.length - 1] != '\n') full.text[full.length - 1] = '\n';
    size_t done = 0;
    while (done < full.length) {
        long wrote = syscall(SYS_write, 2, full.text + done, full.length - done);
        if (wrote <= 0) break;
        done += (size_t)wrote;
    }
    syscall(SYS_exit_group, 2);
    for (;;) {}
}

// ---------------------------------------------------------------------------------------------
// Paths as the kernel resolves them.

#if GATE
/// The path of open descriptor `fd` (the kernel's own, absolute and without symlinks).
static int descriptor_path(int fd, char *out, size_t size) {
    char link[64] = "/proc/self/fd/";
    size_t n = text_length(link);
    char digits[16]; int d = 0;
    do { digits[d++] = (char)('0' + fd % 10); fd /= 10; } while (fd);
    while (d) link[n++] = digits[--d];
    link[n] = 0;
    long length = syscall(SYS_readlinkat, AT_FDCWD, link, out, size - 1);
    if (length <= 0) return -1;
    out[length] = 0;
    return 0;
}

/// `path` made absolute against `dirfd` and with `.` and `..` taken out, without asking the
/// file system (for a path whose folder does not exist either).
static void lexical(int dirfd, const char *path, char *out, size_t size) {
    char joined[PATH_MAX * 2];
    size_t n = 0;
    if (path[0] != '/') {
        char base[PATH_MAX];
        if (dirfd == AT_FDCWD) {
            if (syscall(SYS_getcwd, base, sizeof base) <= 0) { base[0] = '/'; base[1] = 0; }
        } else if (descriptor_path(dirfd, base, sizeof base) != 0) {
            base[0] = '/'; base[1] = 0;
        }
        for (const char *c = base; *c && n < sizeof joined - 2; c++) joined[n++] = *c;
        joined[n++] = '/';
    }
    for (const char *c = path; *c && n < sizeof joined - 1; c++) joined[n++] = *c;
    joined[n] = 0;
    // Components, with `.` dropped and `..` taking one back.
    size_t length = 0;
    out[length++] = '/';
    const char *c = joined;
    while (*c) {
        while (*c == '/') c++;
        if (!*c) break;
        const char *end = c;
        while (*end && *end != '/') end++;
        size_t part = (size_t)(end - c);
        if (part == 1 && c[0] == '.') {
        } else if (part == 2 && c[0] == '.' && c[1] == '.') {
            while (length > 1 && out[length - 1] != '/') length--;
            if (length > 1) length--;
        } else if (length + part + 2 < size) {
            if (length > 1) out[length++] = '/';
            for (size_t i = 0; i < part; i++) out[length++] = c[i];
        }
        c = end;
    }
    out[length] = 0;
}

/// Where `path` (relative to `dirfd`) leads: the file itself when it exists (through a final
/// symlink when `follow`), else its folder's real path and its last name.
static void resolve(int dirfd, const char *path, int follow, char *out, size_t size) {
    if (!path) { out[0] = 0; return; }
    long fd = gate(SYS_openat, dirfd, path, O_PATH | O_CLOEXEC | (follow ? 0 : O_NOFOLLOW), 0, 0, 0);
    if (fd >= 0) {
        int found = descriptor_path((int)fd, out, size);
        syscall(SYS_close, (int)fd);
        if (found == 0) return;
    }
    // Not there (yet): its folder, then the name.
    size_t n = text_length(path);
    size_t slash = n;
    while (slash > 0 && path[slash - 1] != '/') slash--;
    const char *name = path + slash;
    if (*name && !(name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) && slash < PATH_MAX) {
        char folder[PATH_MAX];
        if (slash == 0) { folder[0] = '.'; folder[1] = 0; }
        else { memcpy(folder, path, slash); folder[slash] = 0; }
        long folder_fd = gate(SYS_openat, dirfd, folder, O_PATH | O_DIRECTORY | O_CLOEXEC, 0, 0, 0);
        if (folder_fd >= 0) {
            int found = descriptor_path((int)folder_fd, out, size);
            syscall(SYS_close, (int)folder_fd);
            size_t length = text_length(out);
            if (found == 0 && length + text_length(name) + 2 < size) {
                if (length > 1) out[length++] = '/';
                for (const char *c = name; *c; c++) out[length++] = *c;
                out[length] = 0;
                return;
            }
        }
    }
    lexical(dirfd, path, out, size);
}

// ---------------------------------------------------------------------------------------------
// The SIGSYS handler: the gate, and the lines for what the filter refuses outright.

enum access_kind { READING, WRITING };

static const char *write_verb(long nr) {
    switch (nr) {
#ifdef SYS_mkdir
    case SYS_mkdir:
#endif
    case SYS_mkdirat: return "create the folder ";
#ifdef SYS_rmdir
    case SYS_rmdir:
#endif
#ifdef SYS_unlink
    case SYS_unlink:
#endif
    case SYS_unlinkat: return "delete ";
#ifdef SYS_rename
    case SYS_rename:
#endif
#ifdef SYS_renameat
    case SYS_renameat:
#endif
    case SYS_renameat2: return "move ";
#ifdef SYS_link
    case SYS_link:
#endif
    case SYS_linkat: return "link ";
#ifdef SYS_symlink
    case SYS_symlink:
#endif
    case SYS_symlinkat: return "create a link at ";
#ifdef SYS_chmod
    case SYS_chmod:
#endif
#ifdef SYS_chown
    case SYS_chown:
#endif
#ifdef SYS_lchown
    case SYS_lchown:
#endif
#ifdef SYS_fchmodat2
    case SYS_fchmodat2:
#endif
    case SYS_fchmodat:
    case SYS_fchownat: return "change ";
    default: return "write ";
    }
}

/// Checks one path of a gated call; refuses (and never returns) when it is outside.
static void check(long nr, int dirfd, const char *path, int follow, enum access_kind kind) {
    char where[PATH_MAX];
    resolve(dirfd, path, follow, where, sizeof where);
    if (kind == WRITING ? may_write(where) : may_read(where)) return;
    struct line line = { .length = 0 };
    add(&line, "the scene tried to ");
    if (kind == READING) {
        add(&line, "open ");
        add_path(&line, where);
        add(&line, "; scene files may read only their own folder");
    } else {
        add(&line, write_verb(nr));
        add_path(&line, where);
        add(&line, "; scene files may write only their output");
    }
    refuse(&line);
}

static int open_writes(long flags) {
    return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC)) != 0;
}

static const char *family_name(long family) {
    switch (family) {
    case AF_UNIX: return "AF_UNIX";
    case AF_INET: return "AF_INET";
    case AF_INET6: return "AF_INET6";
    case AF_NETLINK: return "AF_NETLINK";
    case AF_PACKET: return "AF_PACKET";
    default: return 0;
    }
}

static const char *call_name(long nr) {
    switch (nr) {
    case SYS_ptrace: return "ptrace";
    case SYS_process_vm_readv: return "process_vm_readv";
    case SYS_process_vm_writev: return "process_vm_writev";
    case SYS_mount: return "mount";
    case SYS_umount2: return "umount2";
    case SYS_pivot_root: return "pivot_root";
    case SYS_chroot: return "chroot";
    case SYS_setns: return "setns";
    case SYS_unshare: return "unshare";
    case SYS_keyctl: return "keyctl";
    case SYS_add_key: return "add_key";
    case SYS_request_key: return "request_key";
    case SYS_bpf: return "bpf";
    case SYS_perf_event_open: return "perf_event_open";
    case SYS_userfaultfd: return "userfaultfd";
    case SYS_init_module: return "init_module";
    case SYS_finit_module: return "finit_module";
    case SYS_delete_module: return "delete_module";
    case SYS_kexec_load: return "kexec_load";
    case SYS_reboot: return "reboot";
    case SYS_swapon: return "swapon";
    case SYS_swapoff: return "swapoff";
    case SYS_io_uring_setup: return "io_uring_setup";
    case SYS_io_uring_enter: return "io_uring_enter";
    case SYS_io_uring_register: return "io_uring_register";
    case SYS_open_by_handle_at: return "open_by_handle_at";
    case SYS_name_to_handle_at: return "name_to_handle_at";
    case SYS_fanotify_init: return "fanotify_init";
    case SYS_personality: return "personality";
    case SYS_setrlimit: return "setrlimit";
    case SYS_prlimit64: return "prlimit64";
    default: return "an unknown call";
    }
}

static void add_string(struct line *line, const char *text) {
    if (!text) { add(line, "(null)"); return; }
    add(line, text);
}

static void on_sigsys(int signal, siginfo_t *info, void *context) {
    (void)signal;
    ucontext_t *uc = context;
#if defined(__x86_64__)
    greg_t *r = uc->uc_mcontext.gregs;
    long a[6] = { r[REG_RDI], r[REG_RSI], r[REG_RDX], r[REG_R10], r[REG_R8], r[REG_R9] };
#define SET_RESULT(value) (r[REG_RAX] = (greg_t)(value))
#else
    unsigned long long *r = uc->uc_mcontext.regs;
    long a[6] = { (long)r[0], (long)r[1], (long)r[2], (long)r[3], (long)r[4], (long)r[5] };
#define SET_RESULT(value) (r[0] = (unsigned long long)(value))
#endif
    long nr = info->si_syscall;
    struct line line = { .length = 0 };
    switch (nr) {
    // Files: through the gate.
#ifdef SYS_open
    case SYS_open:
        if (!(a[1] & O_PATH)) check(nr, AT_FDCWD, (const char *)a[0], !(a[1] & O_NOFOLLOW), open_writes(a[1]) ? WRITING : READING);
        break;
#endif
#ifdef SYS_creat
    case SYS_creat: check(nr, AT_FDCWD, (const char *)a[0], 1, WRITING); break;
#endif
    case SYS_openat:
        if (!(a[2] & O_PATH)) check(nr, (int)a[0], (const char *)a[1], !(a[2] & O_NOFOLLOW), open_writes(a[2]) ? WRITING : READING);
        break;
    case SYS_openat2: {
        long flags = a[2] ? (long)*(const unsigned long long *)a[2] : 0;
        if (!(flags & O_PATH)) check(nr, (int)a[0], (const char *)a[1], !(flags & O_NOFOLLOW), open_writes(flags) ? WRITING : READING);
        break;
    }
#ifdef SYS_mkdir
    case SYS_mkdir:
#endif
#ifdef SYS_rmdir
    case SYS_rmdir:
#endif
#ifdef SYS_unlink
    case SYS_unlink:
#endif
#ifdef SYS_lchown
    case SYS_lchown:
#endif
#ifdef SYS_mknod
    case SYS_mknod:
#endif
#if defined(SYS_mkdir) || defined(SYS_unlink)
        check(nr, AT_FDCWD, (const char *)a[0], 0, WRITING);
        break;
#endif
#ifdef SYS_chmod
    case SYS_chmod:
#endif
#ifdef SYS_chown
    case SYS_chown:
#endif
#ifdef SYS_truncate
    case SYS_truncate:
#endif
        check(nr, AT_FDCWD, (const char *)a[0], 1, WRITING);
        break;
    case SYS_mkdirat:
    case SYS_unlinkat:
    case SYS_mknodat:
        check(nr, (int)a[0], (const char *)a[1], 0, WRITING);
        break;
    case SYS_fchmodat:
#ifdef SYS_fchmodat2
    case SYS_fchmodat2:
#endif
        check(nr, (int)a[0], (const char *)a[1], !(nr != SYS_fchmodat && (a[3] & AT_SYMLINK_NOFOLLOW)), WRITING);
        break;
    case SYS_fchownat:
        check(nr, (int)a[0], (const char *)a[1], !(a[4] & AT_SYMLINK_NOFOLLOW), WRITING);
        break;
#ifdef SYS_rename
    case SYS_rename:
#endif
#ifdef SYS_link
    case SYS_link:
#endif
#if defined(SYS_rename) || defined(SYS_link)
        check(nr, AT_FDCWD, (const char *)a[0], 0, WRITING);
        check(nr, AT_FDCWD, (const char *)a[1], 0, WRITING);
        break;
#endif
#ifdef SYS_renameat
    case SYS_renameat:
#endif
    case SYS_renameat2:
    case SYS_linkat:
        check(nr, (int)a[0], (const char *)a[1], 0, WRITING);
        check(nr, (int)a[2], (const char *)a[3], 0, WRITING);
        break;
#ifdef SYS_symlink
    case SYS_symlink:
        check(nr, AT_FDCWD, (const char *)a[1], 0, WRITING);
        break;
#endif
    case SYS_symlinkat:
        check(nr, (int)a[1], (const char *)a[2], 0, WRITING);
        break;

    // Refused outright.
    case SYS_socket: {
        const char *family = family_name(a[0]);
        // (AF_UNIX sockets are refused quietly by the filter: glibc asks nscd for users first.)
        add(&line, "the scene tried to open a network socket (");
        if (family) add(&line, family); else { add(&line, "family "); add_number(&line, a[0]); }
        add(&line, ", as the network and Foundation's Process do); scene files have no network and start no processes");
        refuse(&line);
    }
    case SYS_clone:
#ifdef SYS_fork
    case SYS_fork:
#endif
#ifdef SYS_vfork
    case SYS_vfork:
#endif
        add(&line, "the scene tried to start a process; scene files may not start processes");
        refuse(&line);
    case SYS_execve:
    case SYS_execveat:
        add(&line, "the scene tried to run ");
        add_string(&line, (const char *)(nr == SYS_execve ? a[0] : a[1]));
        add(&line, "; scene files may not start processes");
        refuse(&line);
    case SYS_kill:
    case SYS_tkill:
    case SYS_tgkill:
        add(&line, "the scene tried to signal another process (");
        add_number(&line, (int)a[0]);
        add(&line, "); scene files may signal only themselves");
        refuse(&line);
    case SYS_setrlimit:
    case SYS_prlimit64:
        add(&line, "the scene tried to change its limits; scene files keep the sandbox's");
        refuse(&line);
    default:
        add(&line, "the scene made a system call scene files may not make (");
        add(&line, call_name(nr));
        add(&line, ")");
        refuse(&line);
    }
    // Allowed: make the call from the gate's instruction, and hand back its result.
    SET_RESULT(gate(nr, a[0], a[1], a[2], a[3], a[4], a[5]));
}
#endif  // GATE

static void on_sigxcpu(int signal) {
    (void)signal;
    struct line line = { .length = 0 };
    add(&line, "the scene used more than ");
    add_number(&line, (long long)cpu_limit);
    add(&line, " s of processor time, its limit; scene files may not run for ever");
    refuse(&line);
}

// ---------------------------------------------------------------------------------------------
// posix_spawn: named here, before the filter's line for a bare clone, so the line says which
// program (Foundation's Process starts programs this way).

typedef int (*spawn_function)(pid_t *, const char *, const posix_spawn_file_actions_t *, const posix_spawnattr_t *,
                              char *const[], char *const[]);

static int refuse_spawn(const char *path) {
    struct line line = { .length = 0 };
    add(&line, "the scene tried to run ");
    add_string(&line, path);
    add(&line, "; scene files may not start processes");
    refuse(&line);
    return -1;
}

int posix_spawn(pid_t *pid, const char *path, const posix_spawn_file_actions_t *actions, const posix_spawnattr_t *attributes,
                char *const argv[], char *const envp[]) {
    if (armed) return refuse_spawn(path);
    static spawn_function real;
    if (!real) real = (spawn_function)dlsym(RTLD_NEXT, "posix_spawn");
    return real(pid, path, actions, attributes, argv, envp);
}

int posix_spawnp(pid_t *pid, const char *file, const posix_spawn_file_actions_t *actions, const posix_spawnattr_t *attributes,
                 char *const argv[], char *const envp[]) {
    if (armed) return refuse_spawn(file);
    static spawn_function real;
    if (!real) real = (spawn_function)dlsym(RTLD_NEXT, "posix_spawnp");
    return real(pid, file, actions, attributes, argv, envp);
}

// ---------------------------------------------------------------------------------------------
// Landlock (its constants, for headers older than the kernel).

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

struct ll_ruleset { uint64_t fs; uint64_t net; uint64_t scoped; };
struct ll_path_beneath { uint64_t allowed; int32_t parent_fd; } __attribute__((packed));

#define LL_EXECUTE (1ULL << 0)
#define LL_WRITE_FILE (1ULL << 1)
#define LL_READ_FILE (1ULL << 2)
#define LL_READ_DIR (1ULL << 3)
#define LL_TRUNCATE (1ULL << 14)
#define LL_IOCTL_DEV (1ULL << 15)
#define LL_FILE_RIGHTS (LL_EXECUTE | LL_WRITE_FILE | LL_READ_FILE | LL_TRUNCATE | LL_IOCTL_DEV)
#define LL_READ (LL_EXECUTE | LL_READ_FILE | LL_READ_DIR)

static uint64_t landlock_fs_rights(int abi) {
    uint64_t rights = (1ULL << 13) - 1;  // ABI 1: execute … make_sym
    if (abi >= 2) rights |= 1ULL << 13;  // refer
    if (abi >= 3) rights |= LL_TRUNCATE;
    if (abi >= 5) rights |= LL_IOCTL_DEV;
    return rights;
}

static void add_landlock_rule(int ruleset, const char *path, uint64_t rights) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return;
    struct stat status;
    if (fstat(fd, &status) == 0 && !S_ISDIR(status.st_mode)) rights &= LL_FILE_RIGHTS;
    struct ll_path_beneath rule = { .allowed = rights, .parent_fd = fd };
    syscall(SYS_landlock_add_rule, ruleset, 1 /* LANDLOCK_RULE_PATH_BENEATH */, &rule, 0);
    close(fd);
}

static int enter_landlock(const struct dynamics_sandbox_policy *policy, char *error, size_t error_size) {
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, 1 /* LANDLOCK_CREATE_RULESET_VERSION */);
    if (abi < 1) return 0;
    uint64_t all = landlock_fs_rights((int)abi);
    struct ll_ruleset attributes = { .fs = all };
    size_t size = sizeof(uint64_t);
    if (abi >= 4) { attributes.net = 3; size = 2 * sizeof(uint64_t); }   // TCP bind and connect: none allowed
    if (abi >= 6) { attributes.scoped = 3; size = sizeof attributes; }  // abstract sockets, signals: our own only
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attributes, size, 0);
    if (ruleset < 0) {
        snprintf(error, error_size, "cannot make a Landlock ruleset: %s", strerror(errno));
        return -1;
    }
    for (size_t i = 0; i < read_length; i++) add_landlock_rule(ruleset, read_list[i], all & LL_READ);
    for (size_t i = 0; i < write_length; i++) add_landlock_rule(ruleset, write_list[i], all);
    for (size_t i = 0; i < policy->write_folder_count; i++) add_landlock_rule(ruleset, policy->write_folders[i], all);
    add_landlock_rule(ruleset, "/dev/null", all);
    add_landlock_rule(ruleset, "/proc", all & LL_READ);  // the gate narrows it to our own and others' `stat`
    if (syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) {
        snprintf(error, error_size, "cannot enter the Landlock ruleset: %s", strerror(errno));
        close(ruleset);
        return -1;
    }
    close(ruleset);
    return (int)abi;
}

// ---------------------------------------------------------------------------------------------
// The seccomp filter.

struct program { struct sock_filter code[400]; unsigned short length; };

static void emit(struct program *p, unsigned short code, unsigned char jt, unsigned char jf, unsigned int k) {
    p->code[p->length++] = (struct sock_filter){ code, jt, jf, k };
}

#define LOAD(p, offset) emit(p, BPF_LD | BPF_W | BPF_ABS, 0, 0, (unsigned int)(offset))
#define RETURN(p, value) emit(p, BPF_RET | BPF_K, 0, 0, (value))
#define ARG_LOW(i) (offsetof(struct seccomp_data, args) + (i) * 8)
#define ARG_HIGH(i) (offsetof(struct seccomp_data, args) + (i) * 8 + 4)
#define NR offsetof(struct seccomp_data, nr)

/// `nr` → `action`; otherwise on to the next instruction.
static void when(struct program *p, long nr, unsigned int action) {
    emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, (unsigned int)nr);
    RETURN(p, action);
}

#if GATE
static const long gated_calls[] = {
#ifdef SYS_open
    SYS_open, SYS_creat, SYS_mkdir, SYS_rmdir, SYS_unlink, SYS_rename, SYS_link, SYS_symlink, SYS_chmod, SYS_chown,
    SYS_lchown, SYS_truncate, SYS_mknod,
#endif
    SYS_openat, SYS_openat2, SYS_mkdirat, SYS_unlinkat, SYS_renameat2, SYS_linkat, SYS_symlinkat, SYS_mknodat,
    SYS_fchmodat, SYS_fchownat,
#ifdef SYS_renameat
    SYS_renameat,
#endif
#ifdef SYS_fchmodat2
    SYS_fchmodat2,
#endif
};
#endif

static const long refused_calls[] = {
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot,
    SYS_setns, SYS_unshare, SYS_keyctl, SYS_add_key, SYS_request_key, SYS_bpf, SYS_perf_event_open, SYS_userfaultfd,
    SYS_init_module, SYS_finit_module, SYS_delete_module, SYS_kexec_load, SYS_reboot, SYS_swapon, SYS_swapoff,
    SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register, SYS_open_by_handle_at, SYS_name_to_handle_at,
    SYS_fanotify_init, SYS_personality, SYS_setrlimit, SYS_execve, SYS_execveat, SYS_tkill,
#ifdef SYS_fork
    SYS_fork, SYS_vfork,
#endif
};

static int enter_seccomp(int gated, char *error, size_t error_size) {
#if GATE
    struct program p = { .length = 0 };
    const unsigned int trap = SECCOMP_RET_TRAP, allow = SECCOMP_RET_ALLOW;
    LOAD(&p, offsetof(struct seccomp_data, arch));
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 1, 0, NATIVE_ARCH);
    RETURN(&p, SECCOMP_RET_KILL_PROCESS);
    LOAD(&p, NR);
#if defined(__x86_64__)
    emit(&p, BPF_JMP | BPF_JGE | BPF_K, 0, 1, 0x40000000);  // x32's numbers
    RETURN(&p, SECCOMP_RET_KILL_PROCESS);
#endif
    // socket: AF_UNIX refused quietly (glibc tries nscd, then reads /etc/passwd), others trap.
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 4, SYS_socket);
    LOAD(&p, ARG_LOW(0));
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, AF_UNIX);
    RETURN(&p, SECCOMP_RET_ERRNO | EACCES);
    RETURN(&p, trap);
    for (size_t i = 0; i < sizeof refused_calls / sizeof *refused_calls; i++) when(&p, refused_calls[i], trap);
    when(&p, SYS_clone3, SECCOMP_RET_ERRNO | ENOSYS);  // its flags are out of the filter's sight: glibc falls back to clone
    // clone: threads only.
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 4, SYS_clone);
    LOAD(&p, ARG_LOW(0));
    emit(&p, BPF_JMP | BPF_JSET | BPF_K, 0, 1, CLONE_THREAD);
    RETURN(&p, allow);
    RETURN(&p, trap);
    // kill and tgkill: this process only; kill(pid, 0), which only asks whether it runs, any.
    unsigned int self = (unsigned int)getpid();
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 3, SYS_kill);
    LOAD(&p, ARG_LOW(1));
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0);
    RETURN(&p, allow);
    LOAD(&p, NR);
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 1, 0, SYS_kill);
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 4, SYS_tgkill);
    LOAD(&p, ARG_LOW(0));
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, self);
    RETURN(&p, allow);
    RETURN(&p, trap);
    // prlimit64: reading limits is fine, changing them is not.
    LOAD(&p, NR);
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 6, SYS_prlimit64);
    LOAD(&p, ARG_LOW(2));
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 3, 0);
    LOAD(&p, ARG_HIGH(2));
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0);
    RETURN(&p, allow);
    RETURN(&p, trap);
    // Our SIGSYS and SIGXCPU handlers stay.
    LOAD(&p, NR);
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 5, SYS_rt_sigaction);
    LOAD(&p, ARG_LOW(0));
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 1, 0, SIGSYS);
    emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, SIGXCPU);
    RETURN(&p, SECCOMP_RET_ERRNO | EPERM);
    RETURN(&p, allow);
    if (gated) {
        // The gate's own instruction makes any file call; from anywhere else they trap.
        uint64_t gate_address = (uint64_t)(uintptr_t)dynamics_gate_return;
        LOAD(&p, offsetof(struct seccomp_data, instruction_pointer));
        emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 3, (unsigned int)(gate_address & 0xffffffffu));
        LOAD(&p, offsetof(struct seccomp_data, instruction_pointer) + 4);
        emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, (unsigned int)(gate_address >> 32));
        RETURN(&p, allow);
        LOAD(&p, NR);
        for (size_t i = 0; i < sizeof gated_calls / sizeof *gated_calls; i++) when(&p, gated_calls[i], trap);
    }
    RETURN(&p, allow);

    struct sock_fprog program = { .len = p.length, .filter = p.code };
    if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program) != 0) {
        snprintf(error, error_size, "cannot install the seccomp filter: %s", strerror(errno));
        return -1;
    }
    return 1;
#else
    (void)gated; (void)error; (void)error_size;
    return 0;
#endif
}

// ---------------------------------------------------------------------------------------------

static char *copy_real(const char *path) {
    char resolved[PATH_MAX];
    if (realpath(path, resolved)) return strdup(resolved);
    return strdup(path);
}

static int add_library_folder(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size; (void)data;
    if (!info->dlpi_name || info->dlpi_name[0] != '/' || read_length >= MAX_ENTRIES) return 0;
    char folder[PATH_MAX];
    char *real = copy_real(info->dlpi_name);
    snprintf(folder, sizeof folder, "%s", real);
    free(real);
    char *slash = strrchr(folder, '/');
    if (!slash || slash == folder) return 0;
    *slash = 0;
    for (size_t i = 0; i < read_length; i++) if (strcmp(read_list[i], folder) == 0) return 0;
    read_list[read_length++] = strdup(folder);
    return 0;
}

int dynamics_sandbox_thread_count(void) {
    DIR *tasks = opendir("/proc/self/task");
    if (!tasks) return -1;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(tasks))) if (entry->d_name[0] != '.') count++;
    closedir(tasks);
    return count;
}

static void set_limit(int resource, uint64_t soft, uint64_t hard) {
    struct rlimit limit = { .rlim_cur = soft, .rlim_max = hard };
    setrlimit(resource, &limit);
}

int dynamics_sandbox_enter(const struct dynamics_sandbox_policy *policy, struct dynamics_sandbox_report *report,
                           char *error, size_t error_size) {
    memset(report, 0, sizeof *report);
    // The lists, with symlinks resolved as the kernel will see them.
    for (size_t i = 0; i < policy->read_count && read_length < MAX_ENTRIES; i++) read_list[read_length++] = copy_real(policy->read_paths[i]);
    for (size_t i = 0; i < policy->write_count && write_length < MAX_ENTRIES; i++) write_list[write_length++] = copy_real(policy->write_paths[i]);
    for (size_t i = 0; i < policy->write_prefix_count && prefix_length < MAX_ENTRIES; i++) {
        // The folder's real path, then the name's prefix.
        char folder[PATH_MAX], joined[PATH_MAX * 2];
        snprintf(folder, sizeof folder, "%s", policy->write_prefixes[i]);
        char *slash = strrchr(folder, '/');
        if (!slash) continue;
        *slash = 0;
        char *real = copy_real(folder[0] ? folder : "/");
        snprintf(joined, sizeof joined, "%s/%s", strcmp(real, "/") == 0 ? "" : real, slash + 1);
        free(real);
        prefix_list[prefix_length++] = strdup(joined);
    }
    for (size_t i = 0; i < policy->write_folder_count && folder_length < MAX_ENTRIES; i++) folder_list[folder_length++] = copy_real(policy->write_folders[i]);
    dl_iterate_phdr(add_library_folder, NULL);
    if (policy->home) snprintf(home_path, sizeof home_path, "%s", policy->home);

    // Limits: hard as well as soft, so the scene cannot raise them.
    if (policy->memory_bytes) set_limit(RLIMIT_AS, policy->memory_bytes, policy->memory_bytes);
    if (policy->cpu_seconds) {
        cpu_limit = policy->cpu_seconds;
        signal(SIGXCPU, on_sigxcpu);
        set_limit(RLIMIT_CPU, policy->cpu_seconds, policy->cpu_seconds + 5);
    }
    if (policy->open_files) set_limit(RLIMIT_NOFILE, policy->open_files, policy->open_files);
    set_limit(RLIMIT_CORE, 0, 0);

    // A network of its own (root, or where user namespaces are allowed).
    if (unshare(CLONE_NEWNET) == 0) report->network_namespace = 1;

    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        snprintf(error, error_size, "cannot set no_new_privs: %s", strerror(errno));
        return -1;
    }
    int abi = enter_landlock(policy, error, error_size);
    if (abi < 0) return -1;
    report->landlock_abi = abi;

    // No capabilities, even as root: none in the bounding set, none held.
    for (int capability = 0; capability <= 63; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    struct __user_cap_header_struct header = { .version = _LINUX_CAPABILITY_VERSION_3, .pid = 0 };
    struct __user_cap_data_struct none[2];
    memset(none, 0, sizeof none);
    syscall(SYS_capset, &header, none);

#if GATE
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_sigsys;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGSYS, &action, NULL) != 0) {
        snprintf(error, error_size, "cannot handle SIGSYS: %s", strerror(errno));
        return -1;
    }
#endif
    armed = 1;
    int seccomp = enter_seccomp(1, error, error_size);
    if (seccomp < 0) return -1;
    report->seccomp = seccomp;
    report->file_gate = seccomp;
    return 0;
}

#else  // not Linux: nothing to confine with.
int dynamics_sandbox_enter(const struct dynamics_sandbox_policy *policy, struct dynamics_sandbox_report *report,
                           char *error, size_t error_size) {
    (void)policy; (void)report;
    snprintf(error, error_size, "the sandbox needs Linux");
    return -1;
}
int dynamics_sandbox_thread_count(void) { return 1; }
#endif
