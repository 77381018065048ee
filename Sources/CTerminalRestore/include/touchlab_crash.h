#ifndef TOUCHLAB_CRASH_H
#define TOUCHLAB_CRASH_H

#include <stddef.h>
#include <stdint.h>

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

/* Writes where the partial trace is, if one is streamed (the exit handler). */
void touchlab_crash_report_trace(void);

/* Registers a library of the person's code just loaded: its executable address ranges
   [start, end) and its functions [start, end) sorted by start, with their names (copied).
   A crash or an exit() whose stack passes through it is "in your code", named by the innermost
   function there. Returns 0, or -1 when no more libraries can be kept. */
int touchlab_user_library_add(const uintptr_t *range_starts, const uintptr_t *range_ends, size_t range_count,
                              const uintptr_t *symbol_starts, const uintptr_t *symbol_ends,
                              const char *const *symbol_names, size_t symbol_count);

/* The load address of the library holding `symbol` (dladdr's dli_fbase); 0 on success. */
int touchlab_library_base(const void *symbol, uintptr_t *base);

/* How many libraries are registered. */
size_t touchlab_user_library_count(void);

/* Whether an address (or a frame of the calling thread's stack, innermost first, after `skip`
   frames) lies in a library of the person's code, and the name of its function there (NULL:
   none known). Async-signal-safe: reads only memory prepared in advance; backtrace(3) is
   loaded beforehand by touchlab_user_code_prepare. */
struct touchlab_user_frame {
  int in_user_code;
  const char *symbol;
};
struct touchlab_user_frame touchlab_user_frame_at(uintptr_t address);
struct touchlab_user_frame touchlab_user_frame_on_stack(int skip);

/* Loads what the handlers use later (the unwinder behind backtrace(3)); once. */
void touchlab_user_code_prepare(void);

/* Registers (once) the exit handler: exit() while the explorer is up restores the terminal,
   and exit() from the person's code says whose code called it. */
void touchlab_exit_watch_install(void);

/* For tests: the frame a crash now would name, or NULL. */
const char *touchlab_crash_current_frame(void);

#endif
