#ifndef CSANDBOX_H
#define CSANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// What a graded program is started with. Every path and string is prepared by the caller
/// before the fork: between fork and exec only system calls run (the caller has threads).
typedef struct {
    const char *executable;
    char *const *argv;
    char *const *envp;
    /// The child's fresh temporary folder: its working directory, and the only place it may write.
    const char *work_dir;
    /// Files and folders it may read (and execute) besides: the system's libraries, the
    /// toolchain's runtime, its own executable.
    const char *const *readable;
    int readable_count;
    /// Devices it may read and write (/dev/null).
    const char *const *devices;
    int device_count;
    /// Folders it must not read where the confinement lists what is denied rather than what
    /// is allowed (macOS): the checkout, the build folder, the home folder.
    const char *const *hidden;
    int hidden_count;
    int stdin_fd, stdout_fd, stderr_fd;
    /// Resource limits of the program (0: none). Address space and file size in bytes, CPU
    /// time in seconds (SIGXCPU at it, SIGKILL a second later), processes and threads (counted
    /// in the program's own user namespace, so applied only where it has one: elsewhere the
    /// count is the whole user's).
    uint64_t address_space_bytes;
    uint64_t file_size_bytes;
    int cpu_seconds;
    int processes;
    /// Its folder, where the namespaces allow it (Linux): a private file system of at most
    /// this many bytes and files, gone with the namespace; elsewhere the folder is read-only.
    uint64_t folder_bytes;
    int folder_files;
    /// Nonzero: in a PID namespace of its own where the system allows (zero only to test the
    /// fallback).
    int pid_namespace;
    /// Where the launcher reports, as `rxsb_record`s, what confinement took hold and how the
    /// program ended; closed (end of file) once every launcher step has exited.
    int report_fd;
} rxsb_launch;

/// One protection each; `rxsb_record.value` of an `RXSB_APPLIED` record is their union.
enum {
    RXSB_SESSION = 1 << 0,        // own session and process group
    RXSB_PID_NAMESPACE = 1 << 1,  // a PID namespace of its own: its end kills everything in it
    RXSB_SUBREAPER = 1 << 2,      // orphans come back to the launcher, which kills them
    RXSB_LANDLOCK = 1 << 3,       // file system: write only its folder, read only what it needs
    RXSB_LANDLOCK_NETWORK = 1 << 4, // no TCP bind/connect (Landlock ABI 4)
    RXSB_LANDLOCK_SCOPE = 1 << 5, // no signals or abstract sockets outside (Landlock ABI 6)
    RXSB_SECCOMP = 1 << 6,        // ptrace, process_vm_*, namespaces, mounts, sockets: refused
    RXSB_DARWIN_PROFILE = 1 << 7, // macOS sandbox profile: no writes outside its folder, no reads of the checkout
    RXSB_CLOSED_DESCRIPTORS = 1 << 8, // nothing but stdin, stdout, stderr inherited
    RXSB_LIMITS = 1 << 9,         // address space, file size and CPU time limited (processes too with RXSB_PID_NAMESPACE)
    RXSB_PRIVATE_FOLDER = 1 << 10, // its folder a size-limited file system of its own (else read-only)
    RXSB_FIXED_LAYOUT = 1 << 11,  // the same addresses on every run (no address space randomisation)
};

/// The descriptor a graded program reports on (CExerciseInput's `RXEX_CHANNEL`, checked equal
/// by a test): seccomp lets nothing put another file in its place.
enum { RXSB_CHANNEL = 10 };

/// RXSB_FOLDER_FULL: the program used up its private folder (its size or its files).
enum { RXSB_APPLIED = 1, RXSB_WAIT_STATUS = 2, RXSB_EXEC_ERROR = 3, RXSB_FOLDER_FULL = 4 };

typedef struct {
    int kind;
    int value;
} rxsb_record;

/// Starts the launcher: it confines a child as far as this system allows and executes the
/// program in it. Returns the launcher's process id (also its process group), or -1 with errno.
pid_t rxsb_spawn(const rxsb_launch *launch);

/// A pipe whose ends are close-on-exec from the start, so no program another thread starts
/// inherits them. 0, or -1 with errno.
int rxsb_pipe(int fds[2]);

/// Asks the launcher to end the program and everything it started (it exits afterwards).
void rxsb_stop(pid_t launcher);

#endif
