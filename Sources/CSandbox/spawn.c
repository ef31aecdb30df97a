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
    applied |= rxsb_os_confine(launch, prepared);
    report(launch->report_fd, RXSB_APPLIED, applied);
    execve(launch->executable, launch->argv, launch->envp);
    report(launch->report_fd, RXSB_EXEC_ERROR, errno);
    _exit(127);
}

static void launcher(const rxsb_launch *launch, void *prepared) {
    // Another thread of the grader may have pipes of its own open: not ours to hold.
    int keep[] = { launch->stdin_fd, launch->stdout_fd, launch->stderr_fd, launch->report_fd };
    close_all_but(keep, 4);
    int applied = setsid() >= 0 ? RXSB_SESSION : 0;
    struct rlimit no_core = { 0, 0 };
    setrlimit(RLIMIT_CORE, &no_core);
    handle(SIGTERM, on_stop);
    handle(SIGQUIT, on_quit);
    applied |= rxsb_os_isolate_processes();

    pid_t program = fork();
    if (program == 0) {
        rxsb_os_die_with_parent();
        run_program(launch, prepared, applied);
    }
    if (program < 0) report(launch->report_fd, RXSB_EXEC_ERROR, errno);
    else report(launch->report_fd, RXSB_WAIT_STATUS, wait_for(program));
    // Whatever the program started: orphans (back here as the subreaper) first, then the
    // process group, this launcher included.
    rxsb_os_end_orphans();
    close(launch->report_fd);
    kill(0, SIGKILL);
    _exit(0);
}

pid_t rxsb_spawn(const rxsb_launch *launch) {
    void *prepared = rxsb_os_prepare(launch);
    pid_t pid = fork();
    if (pid == 0) launcher(launch, prepared);
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
