// The Linux piece: a PID namespace where unprivileged user namespaces are allowed (with a
// /proc of its own, so the crash handler's thread ids are right; its first process ending
// kills everything in it), else a child subreaper (every orphan comes back to the launcher,
// which kills it); Landlock for the file system (and TCP, and signals where the ABI has
// them); seccomp for the system calls that reach into other processes or the kernel, and
// for every socket.
#if defined(__linux__)
#define _GNU_SOURCE
#include "os.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

void *rxsb_os_prepare(const rxsb_launch *launch) {
    (void)launch;
    // The grader (and the launcher it forks) not dumpable: its /proc entries, its environment
    // among them, belong to root, and the program has no capability to pass that by.
    prctl(PR_SET_DUMPABLE, 0);
    return NULL;
}
void rxsb_os_release(void *prepared) { (void)prepared; }

void rxsb_os_die_with_parent(void) { prctl(PR_SET_PDEATHSIG, SIGKILL); }

// The program's process until it executes: a launcher step is one thread, suspended meanwhile.
static char start_stack[256 << 10] __attribute__((aligned(16)));
struct start { void (*run)(void *); void *argument; };

static int started(void *given) {
    const struct start *start = given;
    start->run(start->argument);
    _exit(127);
}

pid_t rxsb_os_start(void (*run)(void *), void *argument) {
    // As posix_spawn does: the new process shares this one's memory (not its signal handlers,
    // limits or credentials: confining it leaves the launcher as it was) until it executes.
    // A fork would copy the page tables of the whole grader it was forked from, and tear
    // them down at the exec.
    struct start start = { run, argument };
    return clone(started, start_stack + sizeof start_stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &start);
}

int rxsb_os_isolate_processes(void) {
    int applied = 0;
    rxsb_os_die_with_parent();
    if (prctl(PR_SET_CHILD_SUBREAPER, 1) == 0) applied |= RXSB_SUBREAPER;
    return applied;
}

/// `number` in decimal at `text`; the end.
static char *decimal(char *text, unsigned long number) {
    char digits[24];
    int count = 0;
    do { digits[count++] = (char)('0' + number % 10); number /= 10; } while (number);
    while (count) *text++ = digits[--count];
    return text;
}

/// Writes `/proc/self/<name>`; 1 when all of it was written.
static int write_proc(const char *name, const char *text, size_t length) {
    char path[64] = "/proc/self/";
    size_t name_length = strlen(name);
    memcpy(path + 11, name, name_length + 1);
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t written = write(fd, text, length);
    close(fd);
    return written == (ssize_t)length;
}

/// `inside outside 1`: the one id the namespace has is the launcher's own.
static int map_id(const char *name, unsigned long id) {
    char line[64];
    char *end = decimal(line, id);
    *end++ = ' ';
    end = decimal(end, id);
    memcpy(end, " 1\n", 3);
    end += 3;
    return write_proc(name, line, (size_t)(end - line));
}

/// Reads one byte from `fd` (0 at its end), then closes it.
static char receive(int fd) {
    char byte = 0;
    while (read(fd, &byte, 1) < 0 && errno == EINTR) {}
    close(fd);
    return byte;
}

/// Writes one byte to `fd`, then closes it; 1 when it was written.
static int send_byte(int fd, char byte) {
    ssize_t written;
    do { written = write(fd, &byte, 1); } while (written < 0 && errno == EINTR);
    close(fd);
    return written == 1;
}

/// `size=<bytes>,nr_inodes=<files>,mode=0700`, the options of the program's private folder.
static void folder_options(char *text, const rxsb_launch *launch) {
    memcpy(text, "size=", 5);
    text = decimal(text + 5, (unsigned long)launch->folder_bytes);
    memcpy(text, ",nr_inodes=", 11);
    text = decimal(text + 11, (unsigned long)launch->folder_files);
    memcpy(text, ",mode=0700", 11);
}

pid_t rxsb_os_fork_isolated(const rxsb_launch *launch, int *applied) {
    // One handshake: the new process says it has set up its namespaces.
    int ready[2];
    if (pipe2(ready, O_CLOEXEC) != 0) return -1;
    uid_t uid = getuid();
    gid_t gid = getgid();
    // Like fork, into new namespaces: a user namespace (no privilege needed; it owns the
    // others), a PID namespace whose first process this is, and a mount namespace for its
    // own /proc.
    long pid = syscall(SYS_clone, (unsigned long)(CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS | SIGCHLD), 0, 0, 0, 0);
    if (pid != 0) {
        close(ready[1]);
        if (pid > 0 && receive(ready[0]) == 'y') return (pid_t)pid;
        if (pid < 0) close(ready[0]);
        else while (waitpid((pid_t)pid, NULL, 0) < 0 && errno == EINTR) {}
        return -1;
    }
    close(ready[0]);
    rxsb_os_die_with_parent();
    // Its one id is the grader's own, which an unprivileged process may map for itself.
    // Then its own /proc, showing the namespace's processes with the ids they have in it:
    // the runtime's crash handler names its threads by those ids, and the program sees none
    // of the machine's processes. Where the system refuses to mount one (a container hiding
    // parts of its /proc), the grader goes on without the namespace.
    int ok = map_id("uid_map", uid) && write_proc("setgroups", "deny", 4) && map_id("gid_map", gid) &&
             mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
             mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) == 0;
    if (!ok) _exit(0);
    // Its folder, a file system of its own in this mount namespace: what it writes is
    // bounded in bytes and files, and goes with the namespace (the grader's folder under it
    // stays empty). Where that mount is refused, the folder stays read-only.
    char options[96];
    folder_options(options, launch);
    if (launch->folder_bytes > 0 && launch->folder_files > 0 &&
        mount("tmpfs", launch->work_dir, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, options) == 0)
        *applied |= RXSB_PRIVATE_FOLDER;
    if (!send_byte(ready[1], 'y')) _exit(0);
    return 0;
}

int rxsb_os_close_range(int first, int last) {
#ifdef SYS_close_range
    return syscall(SYS_close_range, (unsigned)first, (unsigned)last, 0) == 0 ? 0 : -1;
#else
    (void)first; (void)last;
    return -1;
#endif
}

// Landlock, declared here so that an older <linux/landlock.h> does not hold it back.
#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

struct ruleset_attributes { uint64_t handled_fs, handled_net, scoped; };
struct path_beneath { uint64_t allowed; int32_t parent_fd; } __attribute__((packed));

enum {
    FS_EXECUTE = 1 << 0, FS_WRITE_FILE = 1 << 1, FS_READ_FILE = 1 << 2, FS_READ_DIR = 1 << 3,
    FS_ABI1 = (1 << 13) - 1, FS_REFER = 1 << 13, FS_TRUNCATE = 1 << 14, FS_IOCTL_DEV = 1 << 15,
    FS_FILE_ONLY = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV,
};

static int allow(int ruleset, const char *path, uint64_t access, uint64_t handled) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return 0; // not on this system: nothing to allow
    struct stat info;
    if (fstat(fd, &info) == 0 && !S_ISDIR(info.st_mode)) access &= FS_FILE_ONLY;
    struct path_beneath rule = { access & handled, fd };
    int result = (int)syscall(SYS_landlock_add_rule, ruleset, 1 /* path beneath */, &rule, 0);
    close(fd);
    return result;
}

static int landlock(const rxsb_launch *launch, int isolation) {
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, 1 /* version */);
    if (abi < 1) return 0;
    struct ruleset_attributes attributes = { FS_ABI1, 0, 0 };
    if (abi >= 2) attributes.handled_fs |= FS_REFER;
    if (abi >= 3) attributes.handled_fs |= FS_TRUNCATE;
    if (abi >= 5) attributes.handled_fs |= FS_IOCTL_DEV;
    if (abi >= 4) attributes.handled_net = 1 | 2; // bind and connect TCP: neither allowed
    if (abi >= 6) attributes.scoped = 1 | 2;      // abstract Unix sockets and signals stay inside
    size_t size = abi >= 6 ? sizeof attributes : abi >= 4 ? 2 * sizeof(uint64_t) : sizeof(uint64_t);
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attributes, size, 0);
    if (ruleset < 0) return 0;
    uint64_t handled = attributes.handled_fs;
    int failed = 0;
    for (int index = 0; index < launch->readable_count; index++)
        failed |= allow(ruleset, launch->readable[index], FS_EXECUTE | FS_READ_FILE | FS_READ_DIR, handled) < 0;
    for (int index = 0; index < launch->device_count; index++)
        failed |= allow(ruleset, launch->devices[index], FS_READ_FILE | FS_WRITE_FILE, handled) < 0;
    // Its folder: everything where it is a bounded file system of its own, else read only.
    uint64_t folder = (isolation & RXSB_PRIVATE_FOLDER) ? handled : FS_READ_FILE | FS_READ_DIR;
    failed |= allow(ruleset, launch->work_dir, folder, handled) < 0;
    int applied = 0;
    if (!failed && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
        syscall(SYS_landlock_restrict_self, ruleset, 0) == 0) {
        applied = RXSB_LANDLOCK | (abi >= 4 ? RXSB_LANDLOCK_NETWORK : 0) | (abi >= 6 ? RXSB_LANDLOCK_SCOPE : 0);
    }
    close(ruleset);
    return applied;
}

// seccomp: refused with EPERM, so a program that tries gets an error, not a mysterious death.
#if defined(__x86_64__)
#define THIS_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define THIS_ARCH AUDIT_ARCH_AARCH64
#endif

#ifdef THIS_ARCH
#define REFUSE_NR(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)
// Call `nr` refused when its argument `index` is the report channel, allowed otherwise.
#define REFUSE_ON_CHANNEL(nr, index) \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), \
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[index])), \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, RXSB_CHANNEL, 0, 1), \
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM), \
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)
#define NAMESPACE_FLAGS (CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)

static int seccomp_filter(void) {
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, THIS_ARCH, 1, 0),
        // Another architecture's calls (i386's int 0x80 on x86_64, with its socketcall; arm32
        // on aarch64): not one is let through.
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
        // The x32 numbering of the same calls.
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
#endif
        // Reading or writing another process, or stealing its descriptors.
        REFUSE_NR(__NR_ptrace), REFUSE_NR(__NR_process_vm_readv), REFUSE_NR(__NR_process_vm_writev),
        REFUSE_NR(__NR_kcmp),
#ifdef __NR_pidfd_getfd
        REFUSE_NR(__NR_pidfd_getfd),
#endif
        // Namespaces and mounts (clone's flags are checked below).
        REFUSE_NR(__NR_unshare), REFUSE_NR(__NR_setns), REFUSE_NR(__NR_mount), REFUSE_NR(__NR_umount2),
        REFUSE_NR(__NR_pivot_root), REFUSE_NR(__NR_chroot),
#ifdef __NR_open_tree
        REFUSE_NR(__NR_open_tree), REFUSE_NR(__NR_move_mount), REFUSE_NR(__NR_fsopen), REFUSE_NR(__NR_fsmount),
        REFUSE_NR(__NR_fspick),
#endif
        // Kernel facilities no exercise needs and that widen what a program can reach.
        REFUSE_NR(__NR_bpf), REFUSE_NR(__NR_perf_event_open), REFUSE_NR(__NR_userfaultfd), REFUSE_NR(__NR_keyctl),
        REFUSE_NR(__NR_add_key), REFUSE_NR(__NR_request_key), REFUSE_NR(__NR_open_by_handle_at),
        REFUSE_NR(__NR_name_to_handle_at), REFUSE_NR(__NR_init_module), REFUSE_NR(__NR_finit_module),
        REFUSE_NR(__NR_delete_module), REFUSE_NR(__NR_kexec_load), REFUSE_NR(__NR_reboot), REFUSE_NR(__NR_swapon),
        REFUSE_NR(__NR_swapoff), REFUSE_NR(__NR_acct), REFUSE_NR(__NR_syslog), REFUSE_NR(__NR_fanotify_init),
#ifdef __NR_io_uring_setup
        REFUSE_NR(__NR_io_uring_setup),
#endif
#ifdef __NR_clone3
        // Its flags are in memory a filter cannot read: ENOSYS makes the C library use clone.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
        // The report channel stays the pipe the grader reads: no close of it, no dup2/dup3 onto
        // it, no close_range (ENOSYS: the C library then closes one by one). Put another file
        // there and the host's lines, token and all, would land where the program reads them.
        REFUSE_ON_CHANNEL(__NR_close, 0),
#ifdef __NR_dup2
        REFUSE_ON_CHANNEL(__NR_dup2, 1),
#endif
        REFUSE_ON_CHANNEL(__NR_dup3, 1),
#ifdef __NR_close_range
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_close_range, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
        // socket: none, of any family. A socket of its own is how a program reaches a
        // pathname Unix socket (a daemon's, the grader's), which neither Landlock nor the
        // file rules mediate, or the network.
        REFUSE_NR(__NR_socket),
        // clone: no new namespaces.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        // socketpair: only the one the runtime's crash handler makes, a connected Unix stream
        // pair (socketpair(AF_UNIX, SOCK_STREAM, 0), for its backtracer). A connected stream
        // socket can neither be connected elsewhere nor send to an address (EISCONN); a
        // datagram pair could, so every other family and type is refused.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socketpair, 0, 6),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[1])),
        BPF_STMT(BPF_ALU | BPF_AND | BPF_K, ~(uint32_t)(SOCK_CLOEXEC | SOCK_NONBLOCK)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SOCK_STREAM, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = { (unsigned short)(sizeof filter / sizeof filter[0]), filter };
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return 0;
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0 ? RXSB_SECCOMP : 0;
}
#else
static int seccomp_filter(void) { return 0; }
#endif

/// Even a grader running as root starts a program with no capability (CAP_SYS_PTRACE,
/// CAP_DAC_OVERRIDE, ...): the bounding set emptied, so exec grants none back.
static void drop_capabilities(void) {
    for (int capability = 0; capability < 64; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    struct { uint32_t version; int pid; } header = { 0x20080522 /* _LINUX_CAPABILITY_VERSION_3 */, 0 };
    struct { uint32_t effective, permitted, inheritable; } none[2] = { { 0, 0, 0 }, { 0, 0, 0 } };
    syscall(SYS_capset, &header, none);
}

int rxsb_os_confine(const rxsb_launch *launch, void *prepared, int applied) {
    (void)prepared;
    drop_capabilities();
    // Addresses the same on every run: nothing can be drawn from where things were placed.
    int fixed_layout = personality(ADDR_NO_RANDOMIZE) != -1;
    int confined = landlock(launch, applied) | seccomp_filter();
    return confined | (fixed_layout ? RXSB_FIXED_LAYOUT : 0);
}

int rxsb_os_folder_full(const rxsb_launch *launch) {
    struct statvfs usage;
    return statvfs(launch->work_dir, &usage) == 0 && (usage.f_bavail == 0 || usage.f_favail == 0);
}

/// Kills the children listed for this process (orphans come back to it as the subreaper);
/// how many there were.
static int kill_children(void) {
    char path[64] = "/proc/self/task/", buffer[4096];
    // This launcher has one thread: its task id is its process id.
    pid_t self = getpid();
    char digits[16];
    int count = 0, length = (int)strlen(path);
    do { digits[count++] = (char)('0' + self % 10); self /= 10; } while (self);
    while (count) path[length++] = digits[--count];
    memcpy(path + length, "/children", 10);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t size = read(fd, buffer, sizeof buffer - 1);
    close(fd);
    int killed = 0;
    pid_t pid = 0;
    for (ssize_t index = 0; index < size; index++) {
        if (buffer[index] >= '0' && buffer[index] <= '9') { pid = pid * 10 + (buffer[index] - '0'); continue; }
        if (pid > 0) { kill(pid, SIGKILL); killed++; }
        pid = 0;
    }
    if (pid > 0) { kill(pid, SIGKILL); killed++; }
    return killed;
}

void rxsb_os_end_orphans(void) {
    for (int round = 0; round < 200; round++) {
        int killed = kill_children();
        while (waitpid(-1, NULL, WNOHANG) > 0) {}
        if (killed == 0) return;
        usleep(1000);
    }
}
#endif
