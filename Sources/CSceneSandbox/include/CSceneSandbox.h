#ifndef C_SCENE_SANDBOX_H
#define C_SCENE_SANDBOX_H

#include <stddef.h>
#include <stdint.h>

/// What a scene's process may do, handed to `dynamics_sandbox_enter` (see SceneSandbox.c and
/// docs/ARCHITECTURE.md, "The sandbox").
struct dynamics_sandbox_policy {
    /// Files and folders (and everything under them) the scene may read.
    const char *const *read_paths;
    size_t read_count;
    /// Files and folders the scene may write: its private folder, each output itself.
    const char *const *write_paths;
    size_t write_count;
    /// Name prefixes the scene may also write (and everything under them): an output's
    /// temporaries, `<folder>/.<name>.tmp-`.
    const char *const *write_prefixes;
    size_t write_prefix_count;
    /// Folders Landlock lets the scene write in (the outputs' folders and the private folder);
    /// the seccomp gate narrows them to the two lists above.
    const char *const *write_folders;
    size_t write_folder_count;
    /// Limits; 0 leaves one as it is.
    uint64_t memory_bytes;
    uint64_t cpu_seconds;
    uint64_t open_files;
    /// The user's home folder, shown as `~` in refusals.
    const char *home;
};

/// What `dynamics_sandbox_enter` managed, for `--verbose`-like reporting and the docs' table.
struct dynamics_sandbox_report {
    /// The Landlock ABI used, 0 when the kernel has none.
    int landlock_abi;
    /// Whether a network namespace of its own was made.
    int network_namespace;
    /// Whether the seccomp filter (network, processes, the file gate) is in place.
    int seccomp;
    /// Whether file system calls pass the gate (the one-line refusals).
    int file_gate;
};

/// Confines this process for good: limits, no new privileges, no capabilities, a network
/// namespace when allowed, Landlock, then seccomp. Call it while the process has one thread.
/// Returns 0, or -1 with a reason in `error`.
int dynamics_sandbox_enter(const struct dynamics_sandbox_policy *policy, struct dynamics_sandbox_report *report,
                           char *error, size_t error_size);

/// The number of threads this process has (for the check that it is alone).
int dynamics_sandbox_thread_count(void);

#endif
