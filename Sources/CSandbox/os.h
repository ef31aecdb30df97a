// What each operating system's piece of the sandbox provides (linux.c, darwin.c, other.c).
#ifndef CSANDBOX_OS_H
#define CSANDBOX_OS_H

#include "CSandbox.h"

/// In the grader, before forking: anything that needs memory (the child may not allocate).
void *rxsb_os_prepare(const rxsb_launch *launch);
void rxsb_os_release(void *prepared);
/// In the launcher: process isolation (a PID namespace, a subreaper); the RXSB_* applied.
int rxsb_os_isolate_processes(void);
/// In the launcher: starts the process every later one descends from in new user, PID and
/// mount namespaces (its own /proc; when it ends the kernel kills everything left in the
/// namespace), like fork: its id in the launcher, 0 in it. -1 where the system gives none, or
/// will not mount that /proc: the caller forks as usual and relies on the subreaper.
pid_t rxsb_os_fork_isolated(void);
/// Killed when the process that forked it goes.
void rxsb_os_die_with_parent(void);
/// Closes the descriptors from `first` to `last` (inclusive) at once where the system can:
/// 0 when it did, -1 to have the caller close them one by one.
int rxsb_os_close_range(int first, int last);
/// In the program's process before exec: the file system and system call confinement.
int rxsb_os_confine(const rxsb_launch *launch, void *prepared);
/// In the launcher after the program ended: kills what it left behind that came back here.
void rxsb_os_end_orphans(void);

#endif
