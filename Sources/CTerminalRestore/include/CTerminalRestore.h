#ifndef TOUCHLAB_TERMINAL_RESTORE_H
#define TOUCHLAB_TERMINAL_RESTORE_H

/* Restores the terminal from a signal handler, which Swift cannot safely be: only write(2),
   tcsetattr(3) and sigaction(2), on state prepared in advance. */

/* Saves stdin's termios and copies `reset` (the bytes that turn mouse modes off, leave the
   alternate screen and show the cursor), then installs handlers for SIGINT, SIGTERM, SIGHUP,
   SIGQUIT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS and SIGFPE that restore, report
   (touchlab_crash_report: the user's method that was running, the partial trace) and re-raise,
   on an alternate signal stack so that a stack overflow is handled too. Call it
   before newterm/initscr: they change the termios (no ICRNL, no ONLCR) before returning, and
   ncurses installs no handlers of its own where these are already set. */
void touchlab_restore_install(const char *reset);

/* Whether touchlab_restore_install's handlers are in place (the explorer is up). */
int touchlab_restore_active(void);

/* Writes the reset bytes and restores the saved termios; safe to call more than once. */
void touchlab_restore_now(void);

/* Puts the default actions back (after a normal exit has restored the terminal), and writes
   out what was written to stderr meanwhile. */
void touchlab_restore_uninstall(void);

/* Standard error is held in a temporary file from touchlab_restore_install on, so nothing is
   drawn over the UI; this puts it back and writes out what it holds (async-signal-safe; the
   handlers and the watchdog call it once the terminal is restored). Safe to call more than
   once. */
void touchlab_stderr_release(void);

/* A recording in progress (TouchLabTUI's RecordingFile): `partial` holds every step so far and
   is renamed to `final` by the signal handlers before they restore the terminal, so a
   recording survives SIGINT, SIGTERM, SIGHUP, SIGQUIT and crashes (rename(2) is async-signal-safe).
   Until touchlab_recording_written is called the file has no step, is no script, and is
   removed instead (unlink(2)). Returns 0 when a path is too long to keep. */
int touchlab_recording_arm(const char *partial, const char *final);

/* The partial file has a step: from now on it is a script worth keeping. */
void touchlab_recording_written(void);

/* Forgets the recording (it was finished or discarded in Swift). */
void touchlab_recording_disarm(void);

/* Renames the armed recording now, once; what the handlers call. */
void touchlab_recording_finish_now(void);

#include "touchlab_watchdog.h"
#include "touchlab_crash.h"
#include "touchlab_trace_buffer.h"
#include "touchlab_file_watch.h"

#endif
