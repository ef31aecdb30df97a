// The macOS piece: a sandbox profile (sandbox_init with the profile's text) that lets the
// program write nowhere but the null devices (its own folder is read-only: no private file
// system of a bounded size can be made here, and no exercise writes a file), read neither the
// checkout, the build folder nor the home folder (but its own executable and the toolchain),
// and use no network.
//
// What the Linux promises come to here:
// - sockets: `(deny network*)` covers IP and Unix sockets alike (a Unix socket's connect is
//   network-outbound to its path); creating a socket is not refused, reaching anything is.
// - resource limits: spawn.c's setrlimit calls are portable and apply here (file size and CPU
//   time are enforced; XNU accepts RLIMIT_AS but is not known to enforce it). No process
//   count: RLIMIT_NPROC is the whole user's, and there is no namespace to count in.
// - what the program started: no PID namespace and no subreaper exist, so
//   rxsb_os_fork_isolated says none and the launcher kills the process group when the
//   program ends; a process that called setsid (a new group) can outlive grading.
// - seccomp, Landlock, capabilities: none; the profile is the whole confinement.
// Every function here is compiled only on Apple systems; nothing Linux-only is called.
#if defined(__APPLE__)
#include "os.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if __has_include(<sandbox.h>)
#include <sandbox.h>
#define HAS_SANDBOX_INIT 1
#endif

typedef struct { char *text; size_t length, capacity; } text_buffer;

static void append(text_buffer *buffer, const char *text) {
    size_t length = strlen(text);
    if (buffer->length + length + 1 > buffer->capacity) {
        size_t capacity = (buffer->capacity + length + 1) * 2;
        char *grown = realloc(buffer->text, capacity);
        if (!grown) return;
        buffer->text = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->text + buffer->length, text, length + 1);
    buffer->length += length;
}

/// A path as a profile string literal.
static void append_quoted(text_buffer *buffer, const char *path) {
    append(buffer, "\"");
    char one[2] = { 0, 0 };
    for (const char *cursor = path; *cursor; cursor++) {
        if (*cursor == '"' || *cursor == '\\') append(buffer, "\\");
        one[0] = *cursor;
        append(buffer, one);
    }
    append(buffer, "\"");
}

static void rule(text_buffer *buffer, const char *head, const char *kind, const char *path) {
    append(buffer, head);
    append(buffer, " (");
    append(buffer, kind);
    append(buffer, " ");
    append_quoted(buffer, path);
    append(buffer, "))\n");
}

void *rxsb_os_prepare(const rxsb_launch *launch) {
    // Later rules win over earlier ones. Reading contents is what is denied, not metadata:
    // the loader must still walk the folders above the program.
    text_buffer profile = { NULL, 0, 0 };
    append(&profile, "(version 1)\n(allow default)\n(deny network*)\n(deny file-write*)\n");
    for (int index = 0; index < launch->device_count; index++)
        rule(&profile, "(allow file-write*", "literal", launch->devices[index]);
    for (int index = 0; index < launch->hidden_count; index++)
        rule(&profile, "(deny file-read-data", "subpath", launch->hidden[index]);
    for (int index = 0; index < launch->readable_count; index++)
        rule(&profile, "(allow file-read-data", "subpath", launch->readable[index]);
    rule(&profile, "(allow file-read*", "subpath", launch->work_dir);
    return profile.text;
}

void rxsb_os_release(void *prepared) { free(prepared); }

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

int rxsb_os_confine(const rxsb_launch *launch, void *prepared, int applied) {
    (void)launch;
    (void)applied;
#ifdef HAS_SANDBOX_INIT
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    char *error = NULL;
    if (prepared && sandbox_init((const char *)prepared, 0, &error) == 0) return RXSB_DARWIN_PROFILE;
    if (error) sandbox_free_error(error);
#pragma clang diagnostic pop
#else
    (void)prepared;
#endif
    return 0;
}

void rxsb_os_end_orphans(void) {}
#endif
