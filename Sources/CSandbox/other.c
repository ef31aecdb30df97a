// Systems with no piece of their own: the program runs in its own session and folder, with
// only its three standard descriptors, and the process group is killed when it ends.
#if !defined(__linux__) && !defined(__APPLE__)
#include "os.h"

#include <unistd.h>

void *rxsb_os_prepare(const rxsb_launch *launch) { (void)launch; return 0; }
void rxsb_os_release(void *prepared) { (void)prepared; }
int rxsb_os_isolate_processes(void) { return 0; }
pid_t rxsb_os_fork_isolated(const rxsb_launch *launch, int *applied) { (void)launch; (void)applied; return -1; }
int rxsb_os_folder_full(const rxsb_launch *launch) { (void)launch; return 0; }
void rxsb_os_die_with_parent(void) {}
pid_t rxsb_os_start(void (*run)(void *), void *argument) {
    pid_t pid = fork();
    if (pid == 0) { run(argument); _exit(127); }
    return pid;
}
int rxsb_os_close_range(int first, int last) { (void)first; (void)last; return -1; }
int rxsb_os_confine(const rxsb_launch *launch, void *prepared, int applied) { (void)launch; (void)prepared; (void)applied; return 0; }
void rxsb_os_end_orphans(void) {}
#endif
