#ifndef CEXERCISEINPUT_H
#define CEXERCISEINPUT_H

#include <stddef.h>

/// The grader's request to a graded program (a token line, then JSON), read whole from
/// standard input by a constructor before `main` — before any code of the learner's can
/// run, whatever the program's `main.swift` resolves to. Standard input is /dev/null after.
/// Only in a graded program (the sandbox sets RXLESSON_GRADED=1); elsewhere it takes nothing.
///
/// Copies the request into `buffer` (at most `capacity` bytes) and forgets it: a second call
/// gets nothing. Returns the request's length (call with capacity 0 to learn it first; that
/// call forgets nothing).
long rxex_take_request(unsigned char *buffer, long capacity);

/// The descriptor of the report channel: the sandbox's seccomp filter lets no call close it or
/// put another file there (CSandbox's `RXSB_CHANNEL`, checked equal by a test).
enum { RXEX_CHANNEL = 10 };

/// The report channel: the program's original standard output, kept on `RXEX_CHANNEL`
/// (standard output then goes to standard error). -1 outside a graded program, or when that
/// descriptor could not be had. Once.
int rxex_take_channel(void);

#endif
