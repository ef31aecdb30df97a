// Systems with no piece of their own: the program runs in its own session and folder, with
// only its three standard descriptors, and the process group is killed when it ends.
#if !defined(__linux__) && !defined(__APPLE__)
#include "os.h"

#include <fcntl.h>
#include <unistd.h>

void *rxsb_os_prepare(const rxsb_launch *launch) { (void)launch; return 0; }
void rxsb_os_release(void *prepared) { (void)prepared; }
int rxsb_os_isolate_processes(void) { return 0; }
void rxsb_os_die_with_parent(void) {}
void rxsb_os_close_range(int first, int last) {
    long limit = sysconf(_SC_OPEN_MAX);
    if (limit < 0 || limit > 65536) limit = 65536;
    for (int fd = first; fd <= last && fd < limit; fd++) close(fd);
}
int rxsb_os_confine(const rxsb_launch *launch, void *prepared) { (void)launch; (void)prepared; return 0; }
void rxsb_os_end_orphans(void) {}
#endif
