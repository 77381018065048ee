#ifndef TOUCHLAB_CRASH_H
#define TOUCHLAB_CRASH_H

/* What a crash says, from a signal handler: which of the user's overrides was running, what the
   signal means, and where the trace up to the crash is. Everything it prints is prepared in
   advance by Swift (the engine announces each user override it calls, the trace stream names
   its partial file), so the handler only reads memory and calls write(2). */

/* The engine is about to run the user's `frame` ("RoundButton.hitTest(_:with:)"): pushed on a
   stack the handler reads, innermost last. `frame` must stay valid for the process's life (Swift
   keeps one copy per class and method). */
void touchlab_crash_enter(const char *frame);

/* The frame entered last returned. */
void touchlab_crash_leave(void);

/* The `.partial` trace file being streamed (NULL: none); copied. Returns 0 when too long. */
int touchlab_crash_set_trace(const char *partial_path);

/* Installs handlers for SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS and SIGFPE that report and
   re-raise (headless commands; the explorer's touchlab_restore_install reports too), and gives
   this thread an alternate signal stack, so that a stack overflow is reported as well. Returns
   0 on success. */
int touchlab_crash_install(void);

/* Whether touchlab_crash_install ran (the explorer puts its handlers back when it ends). */
int touchlab_crash_installed(void);

/* Gives the calling thread an alternate signal stack (once); 0 on success. */
int touchlab_crash_alternate_stack(void);

/* Writes the report for `sig` (with `fault`, the faulting address, or NULL) to stderr. */
void touchlab_crash_report(int sig, const void *fault);

/* Names the user's method running and the partial trace, if any (the watchdog's quit). */
void touchlab_crash_report_context(void);

/* For tests: the frame a crash now would name, or NULL. */
const char *touchlab_crash_current_frame(void);

#endif
