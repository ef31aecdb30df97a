#include "CExerciseInput.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static unsigned char *request;
static long request_length;
static int channel = -1;

__attribute__((constructor)) static void rxex_capture(void) {
    const char *graded = getenv("RXLESSON_GRADED");
    if (graded == NULL || strcmp(graded, "1") != 0) return;
    long capacity = 1 << 16;
    request = malloc((size_t)capacity);
    while (request != NULL) {
        if (request_length == capacity) {
            unsigned char *larger = realloc(request, (size_t)capacity * 2);
            if (larger == NULL) break;
            request = larger;
            capacity *= 2;
        }
        ssize_t count = read(STDIN_FILENO, request + request_length, (size_t)(capacity - request_length));
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        request_length += count;
    }
    int null = open("/dev/null", O_RDONLY);
    if (null >= 0) {
        dup2(null, STDIN_FILENO);
        if (null != STDIN_FILENO) close(null);
    } else {
        close(STDIN_FILENO);
    }
    channel = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, RXEX_CHANNEL);
    if (channel != RXEX_CHANNEL) {
        // Not the descriptor the sandbox guards: no report, so the grading fails.
        if (channel >= 0) close(channel);
        channel = -1;
    }
    dup2(STDERR_FILENO, STDOUT_FILENO);
}

long rxex_take_request(unsigned char *buffer, long capacity) {
    long length = request_length;
    if (capacity <= 0 || request == NULL) return length;
    memcpy(buffer, request, (size_t)(length < capacity ? length : capacity));
    memset(request, 0, (size_t)request_length);
    free(request);
    request = NULL;
    request_length = 0;
    return length;
}

int rxex_take_channel(void) {
    int taken = channel;
    channel = -1;
    return taken;
}
