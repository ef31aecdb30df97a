// What each operating system's piece of the sandbox provides (linux.c, darwin.c, other.c).
#ifndef CSANDBOX_OS_H
#define CSANDBOX_OS_H

#include "CSandbox.h"

/// In the grader, before forking: anything that needs memory (the child may not allocate).
void *rxsb_os_prepare(const rxsb_launch *launch);
void rxsb_os_release(void *prepared);
/// In the launcher: process isolation (a PID namespace, a subreaper); the RXSB_* applied.
int rxsb_os_isolate_processes(void);
/// In the grader: starts the launcher as the first process of new user, PID and mount
/// namespaces (its own /proc; when it ends the kernel kills everything left in the
/// namespace), like fork: its id in the grader, 0 in it, once it has set them up. -1 where
/// the system gives none, or will not map its ids or mount that /proc: the caller forks as
/// usual and relies on the subreaper. In it, `*applied` gains RXSB_PRIVATE_FOLDER where the
/// program's folder became a file system of its own, limited to the launch's folder size and
/// files.
pid_t rxsb_os_fork_isolated(const rxsb_launch *launch, int *applied);
/// In the PID namespace's first process after the program ended: whether it used up its
/// private folder.
int rxsb_os_folder_full(const rxsb_launch *launch);
/// Runs `run(argument)` in a new process, like fork; `run` ends in exec or _exit. The caller
/// may be suspended until then (Linux: the new process borrows its memory, so no copy of the
/// grader's page tables is made and torn down). Its id, or -1 with errno.
pid_t rxsb_os_start(void (*run)(void *), void *argument);
/// Killed when the process that forked it goes.
void rxsb_os_die_with_parent(void);
/// Closes the descriptors from `first` to `last` (inclusive) at once where the system can:
/// 0 when it did, -1 to have the caller close them one by one.
int rxsb_os_close_range(int first, int last);
/// In the program's process before exec: the file system and system call confinement; its
/// folder writable only when `applied` has RXSB_PRIVATE_FOLDER.
int rxsb_os_confine(const rxsb_launch *launch, void *prepared, int applied);
/// In the launcher after the program ended: kills what it left behind that came back here.
void rxsb_os_end_orphans(void);

#endif
