#ifndef TOUCHLAB_STDERR_PUT_H
#define TOUCHLAB_STDERR_PUT_H

/* Writes `text` whole to standard error with write(2) alone, so the crash, signal and exit
   handlers can all say what happened: async-signal-safe, no stdio, no allocation. Internal to
   this target (not in include/), defined once in crash.c. */
void touchlab_put_stderr(const char *text);

#endif
