// The launcher every graded program is started through: a forked step of the grader that
// isolates the program's processes, confines the program (the OS pieces: linux.c,
// darwin.c) and executes it, then reports how it ended and ends everything it started.
// Confinement is in place before the program's first instruction, so nothing the program
// does can undo it.
#if defined(__linux__)
#define _GNU_SOURCE // pipe2
#endif
#include "CSandbox.h"
#include "os.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static void report(int fd, int kind, int value) {
    rxsb_record record = { kind, value };
    ssize_t written;
    do { written = write(fd, &record, sizeof record); } while (written < 0 && errno == EINTR);
}

/// Closes the descriptors from `first` to `last`: at once where the system can, else one by
/// one up to the descriptor limit.
static void close_descriptors(int first, int last) {
    if (rxsb_os_close_range(first, last) == 0) return;
    long limit = sysconf(_SC_OPEN_MAX);
    if (limit < 0 || limit > 65536) limit = 65536;
    for (int fd = first; fd <= last && fd < limit; fd++) close(fd);
}

/// Closes every descriptor above 2 but those in `keep`.
static void close_all_but(int *keep, int count) {
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && keep[j - 1] > keep[j]; j--) { int swap = keep[j]; keep[j] = keep[j - 1]; keep[j - 1] = swap; }
    int next = 3;
    for (int i = 0; i < count; i++) {
        if (keep[i] < next) continue;
        if (keep[i] > next) close_descriptors(next, keep[i] - 1);
        next = keep[i] + 1;
    }
    close_descriptors(next, ~0U >> 1);
}

static volatile sig_atomic_t stop_requested = 0;
static void on_stop(int signal) { (void)signal; stop_requested = 1; }
static void on_quit(int signal) { (void)signal; } // for the program (a backtrace), not the launcher

static void handle(int signal, void (*handler)(int)) {
    struct sigaction action = { 0 };
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
}

/// Waits for `pid`; on a stop request, kills it first. Returns its wait status.
static int wait_for(pid_t pid) {
    int status = 0;
    for (;;) {
        if (stop_requested) kill(pid, SIGKILL);
        pid_t done = waitpid(pid, &status, 0);
        if (done == pid) return status;
        if (done < 0 && errno != EINTR) return 0;
    }
}

/// Sets one limit, soft and hard; 1 when it took hold (or none was asked).
static int limit(int resource, uint64_t soft, uint64_t hard) {
    if (soft == 0) return 1;
    struct rlimit value = { (rlim_t)soft, (rlim_t)hard };
    return setrlimit(resource, &value) == 0;
}

/// The program's resource limits: RXSB_LIMITS when every one asked took hold.
static int apply_limits(const rxsb_launch *launch, int applied) {
    int held = limit(RLIMIT_AS, launch->address_space_bytes, launch->address_space_bytes);
    held &= limit(RLIMIT_FSIZE, launch->file_size_bytes, launch->file_size_bytes);
    if (launch->cpu_seconds > 0) held &= limit(RLIMIT_CPU, (uint64_t)launch->cpu_seconds, (uint64_t)launch->cpu_seconds + 1);
    // Counted per user and user namespace: only in a namespace of its own is the count the
    // program's alone (elsewhere every process of the user counts).
    if (applied & RXSB_PID_NAMESPACE) held &= limit(RLIMIT_NPROC, (uint64_t)launch->processes, (uint64_t)launch->processes);
    return held ? RXSB_LIMITS : 0;
}

/// The program's own process: confined, then replaced by the program.
static void run_program(const rxsb_launch *launch, void *prepared, int applied) {
    handle(SIGTERM, SIG_DFL);
    handle(SIGQUIT, SIG_DFL);
    handle(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (dup2(launch->stdin_fd, 0) < 0 || dup2(launch->stdout_fd, 1) < 0 || dup2(launch->stderr_fd, 2) < 0 ||
        chdir(launch->work_dir) != 0) {
        report(launch->report_fd, RXSB_EXEC_ERROR, errno);
        _exit(127);
    }
    int keep[] = { launch->report_fd };
    close_all_but(keep, 1);
    fcntl(launch->report_fd, F_SETFD, FD_CLOEXEC);
    applied |= RXSB_CLOSED_DESCRIPTORS;
    applied |= apply_limits(launch, applied);
    applied |= rxsb_os_confine(launch, prepared, applied);
    report(launch->report_fd, RXSB_APPLIED, applied);
    execve(launch->executable, launch->argv, launch->envp);
    report(launch->report_fd, RXSB_EXEC_ERROR, errno);
    _exit(127);
}

struct program_start { const rxsb_launch *launch; void *prepared; int applied; };

static void start_program(void *given) {
    const struct program_start *start = given;
    rxsb_os_die_with_parent();
    run_program(start->launch, start->prepared, start->applied);
}

/// Starts the program, reports how it ended, then kills what it left behind that came back
/// here (orphans come back to a subreaper, and to a PID namespace's first process).
static void supervise(const rxsb_launch *launch, void *prepared, int applied) {
    struct program_start start = { launch, prepared, applied };
    pid_t program = rxsb_os_start(start_program, &start);
    if (program < 0) report(launch->report_fd, RXSB_EXEC_ERROR, errno);
    else report(launch->report_fd, RXSB_WAIT_STATUS, wait_for(program));
    rxsb_os_end_orphans();
    if ((applied & RXSB_PRIVATE_FOLDER) && rxsb_os_folder_full(launch)) report(launch->report_fd, RXSB_FOLDER_FULL, 1);
}

/// The launcher: `isolated` has RXSB_PID_NAMESPACE (and what else rxsb_os_fork_isolated set
/// up) when it is the first process of the program's own namespaces, else it is 0.
static void launcher(const rxsb_launch *launch, void *prepared, int isolated) {
    // Another thread of the grader may have pipes of its own open: not ours to hold.
    int keep[] = { launch->stdin_fd, launch->stdout_fd, launch->stderr_fd, launch->report_fd };
    close_all_but(keep, 4);
    int applied = isolated | (setsid() >= 0 ? RXSB_SESSION : 0);
    struct rlimit no_core = { 0, 0 };
    setrlimit(RLIMIT_CORE, &no_core);
    handle(SIGTERM, on_stop);
    handle(SIGQUIT, on_quit);
    applied |= rxsb_os_isolate_processes();
    supervise(launch, prepared, applied);
    // Whatever the program started that is still here: orphans (back to this launcher as
    // the subreaper or the namespace's first process) first. Then, as the namespace's first
    // process, its end kills every process left in the namespace, however it detached (new
    // session, double fork); elsewhere the process group is killed, this launcher included.
    rxsb_os_end_orphans();
    close(launch->report_fd);
    if (!(isolated & RXSB_PID_NAMESPACE)) kill(0, SIGKILL);
    _exit(0);
}

pid_t rxsb_spawn(const rxsb_launch *launch) {
    void *prepared = rxsb_os_prepare(launch);
    // Where the system gives them, the launcher itself starts in the program's own namespaces
    // (one copy of the grader's memory, not two); elsewhere it is forked, and relies on the
    // subreaper.
    int isolated = RXSB_PID_NAMESPACE;
    pid_t pid = launch->pid_namespace ? rxsb_os_fork_isolated(launch, &isolated) : -1;
    if (pid < 0) {
        isolated = 0;
        pid = fork();
    }
    if (pid == 0) launcher(launch, prepared, isolated);
    int saved = errno;
    rxsb_os_release(prepared);
    errno = saved;
    return pid;
}

int rxsb_pipe(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

void rxsb_stop(pid_t launcher) {
    kill(launcher, SIGTERM);
}
