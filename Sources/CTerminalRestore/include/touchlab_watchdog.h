#ifndef TOUCHLAB_WATCHDOG_H
#define TOUCHLAB_WATCHDOG_H

#include <stddef.h>

/* A watchdog for the explorer's input loop, so that q and Ctrl-C end the process promptly even
   while the loop is stuck (an endless loop in a hitTest override, a pathological layout).

   The loop says when it is busy (between reading input and waiting for the next) and when it
   is idle. While it is busy, a thread polls the input for it: the bytes it reads are kept and
   handed back when the loop is idle again, so nothing typed is lost. If one of them is a quit
   byte (Ctrl-C, q or Q) and the loop is still busy `grace_ms` later, the thread finishes a
   recording in progress, restores the terminal, writes `message` to stderr and ends the
   process with status 130: it cannot wait for Swift code that may never return. Written in C,
   with only pthreads, poll(2) and read(2), for the same reason. */

/* Starts the watchdog on `fd`, busy. Returns 0 on success. */
int touchlab_watchdog_start(int fd, int grace_ms, const char *message);

/* The loop is about to handle input, draw, or fire timers. */
void touchlab_watchdog_busy(void);

/* The loop is about to wait for input: copies the bytes read while it was busy into `buffer`
   (at most `capacity`) and returns how many. */
size_t touchlab_watchdog_idle(unsigned char *buffer, size_t capacity);

/* Stops the thread (joined) before the terminal is closed. */
void touchlab_watchdog_stop(void);

/* For tests and benchmarks: called instead of ending the process (NULL: end it). */
void touchlab_watchdog_set_exit_hook(void (*hook)(void));

/* For tests: called on the watchdog's thread when its poll finds input, before it takes its lock
   again (NULL: nothing), so a test can make the loop read that input first. */
void touchlab_watchdog_set_poll_hook(void (*hook)(void));

#endif
