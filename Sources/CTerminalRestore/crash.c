#define _GNU_SOURCE
#include "CTerminalRestore.h"
#include "stderr_put.h"

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The user's frames the engine entered, innermost last. Beyond the array (runaway recursion
   through the engine), only the depth is counted and the newest frame kept aside. */
#define FRAME_CAPACITY 256
static const char *volatile frames[FRAME_CAPACITY];
static volatile sig_atomic_t frame_depth;
static const char *volatile deepest_overflow;
/* The thread that announced the outermost frame: a crash on another thread is not that
   method's, whatever the stack says. */
static pthread_t frames_thread;

static char trace_partial[PATH_MAX];
static volatile sig_atomic_t trace_armed;

/* The engine thread's lowest stack address, to tell a stack overflow from another SIGSEGV. */
static uintptr_t stack_low;
static volatile sig_atomic_t handlers_installed;

static const int crash_signals[] = {SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])

/* The other signals that end the process by default and that a person, a terminal or a pipe
   delivers: each gets a handler that writes the trace buffer (touchlab_trace_buffer.h) and
   re-raises, so the process still ends as the signal meant; only over the default action (one
   the command ignores, SIGXFSZ, stays ignored). SIGKILL and SIGSTOP cannot be caught. */
static const int ending_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU};
#define ENDING_SIGNAL_COUNT (sizeof ending_signals / sizeof ending_signals[0])

void touchlab_crash_enter(const char *frame) {
  sig_atomic_t depth = frame_depth;
  if (depth == 0) frames_thread = pthread_self();
  if (depth < FRAME_CAPACITY)
    frames[depth] = frame;
  else
    deepest_overflow = frame;
  frame_depth = depth + 1;
}

void touchlab_crash_leave(void) {
  if (frame_depth > 0) frame_depth = frame_depth - 1;
}

const char *touchlab_crash_current_frame(void) {
  sig_atomic_t depth = frame_depth;
  if (depth == 0) return NULL;
  return depth <= FRAME_CAPACITY ? frames[depth - 1] : deepest_overflow;
}

int touchlab_crash_set_trace(const char *partial_path) {
  trace_armed = 0;
  if (!partial_path) return 1;
  size_t length = strlen(partial_path);
  if (length >= sizeof trace_partial) return 0;
  memcpy(trace_partial, partial_path, length + 1);
  trace_armed = 1;
  return 1;
}

void touchlab_put_stderr(const char *text) {
  size_t length = strlen(text), written = 0;
  while (written < length) {
    ssize_t n = write(STDERR_FILENO, text + written, length - written);
    if (n <= 0) break;
    written += (size_t)n;
  }
}

static void put(const char *text) { touchlab_put_stderr(text); }

static void put_number(long value) {
  char digits[24];
  size_t at = sizeof digits;
  digits[--at] = 0;
  do {
    digits[--at] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0 && at > 0);
  put(digits + at);
}

static int is_stack_overflow(int sig, const void *fault) {
  if ((sig != SIGSEGV && sig != SIGBUS) || !fault || stack_low == 0) return 0;
  uintptr_t address = (uintptr_t)fault;
  /* The guard page below the stack, or anywhere near its low end. */
  return address + (1u << 20) >= stack_low && address < stack_low + (64u << 10);
}

static const char *meaning(int sig, const void *fault) {
  if (is_stack_overflow(sig, fault)) return "stack overflow: runaway recursion";
  switch (sig) {
  case SIGILL:
  case SIGTRAP:
    return "a Swift runtime trap: fatalError, precondition, a force unwrap of nil, an index out of "
           "range or an arithmetic overflow";
  case SIGABRT: return "abort()";
  case SIGSEGV: return "a bad memory access";
  case SIGBUS: return "a bus error (a bad memory access)";
  case SIGFPE: return "an arithmetic error";
  case SIGINT: return "interrupted";
  case SIGTERM: return "terminated";
  case SIGHUP: return "the terminal closed";
  case SIGQUIT: return "quit";
  default: return "a signal";
  }
}

static const char *name(int sig) {
  switch (sig) {
  case SIGSEGV: return "SIGSEGV";
  case SIGILL: return "SIGILL";
  case SIGTRAP: return "SIGTRAP";
  case SIGABRT: return "SIGABRT";
  case SIGBUS: return "SIGBUS";
  case SIGFPE: return "SIGFPE";
  case SIGINT: return "SIGINT";
  case SIGTERM: return "SIGTERM";
  case SIGHUP: return "SIGHUP";
  case SIGQUIT: return "SIGQUIT";
  default: return "signal";
  }
}

static int is_crash(int sig) {
  for (size_t i = 0; i < CRASH_SIGNAL_COUNT; i++)
    if (crash_signals[i] == sig) return 1;
  return 0;
}

/* The announced frame, if it was announced on this thread. */
static const char *frame_on_this_thread(void) {
  const char *frame = touchlab_crash_current_frame();
  if (frame && !pthread_equal(frames_thread, pthread_self())) return NULL;
  return frame;
}

static void put_trace_and_status(int sig) {
  if (trace_armed) {
    put("touchlab: the trace up to here is in ");
    put(trace_partial);
    put("\n");
  }
  put("touchlab: exit status ");
  put_number(128 + sig);
  put(" (128 + the signal's number; see docs/reliability.md)\n");
}

void touchlab_crash_report(int sig, const void *fault) {
  const char *frame = frame_on_this_thread();
  const char *other = frame ? NULL : touchlab_crash_current_frame();
  struct touchlab_user_frame found = touchlab_user_frame_on_stack(1);
  if (is_crash(sig)) {
    if (frame) {
      put("\ntouchlab: crashed in your code: ");
      put(frame);
      if (frame_depth > 1) {
        put(" (");
        put_number((long)frame_depth);
        put(" of your methods were running; this one is the innermost)");
      }
      put("\n");
      if (found.symbol) {
        put("touchlab: in your function ");
        put(found.symbol);
        put("\n");
      }
    } else if (found.in_user_code) {
      put("\ntouchlab: crashed in your code: ");
      put(found.symbol ? found.symbol : "a function of yours (no symbol name)");
      if (other) put(", on another thread than the engine's");
      put("\n");
      if (other) {
        put("touchlab: the engine was meanwhile running your ");
        put(other);
        put("\n");
      }
    } else {
      put("\ntouchlab: crashed outside your code (no override of yours was running): a TouchLab bug; "
          "please report it\n");
    }
    put("touchlab: ");
  } else {
    put("\ntouchlab: ended by ");
  }
  put(name(sig));
  put(" (");
  put(meaning(sig, fault));
  put(")\n");
  if (!is_crash(sig) && (frame || other)) {
    put("touchlab: your code was running: ");
    put(frame ? frame : other);
    put("\n");
  }
  put_trace_and_status(sig);
}

void touchlab_crash_report_context(void) {
  const char *frame = touchlab_crash_current_frame();
  if (frame) {
    put("touchlab: your code was running: ");
    put(frame);
    put("\n");
  }
  touchlab_crash_report_trace();
}

void touchlab_crash_report_trace(void) {
  if (trace_armed) {
    put("touchlab: the trace up to here is in ");
    put(trace_partial);
    put("\n");
  }
}

static void report_and_reraise(int sig, siginfo_t *info, void *context) {
  (void)context;
  touchlab_trace_buffer_flush_now();
  touchlab_crash_report(sig, info ? info->si_addr : NULL);
  raise(sig);
}

/* Headless SIGINT and SIGTERM: said only when the person's code was running (an endless loop
   in an override), so that Ctrl-C on a busy TouchLab of its own stays silent, as before. */
static void report_interrupt_and_reraise(int sig, siginfo_t *info, void *context) {
  (void)info;
  (void)context;
  touchlab_trace_buffer_flush_now();
  if (touchlab_crash_current_frame()) touchlab_crash_report(sig, NULL);
  raise(sig);
}

int touchlab_crash_alternate_stack(void) {
  static __thread int has_stack;
  if (has_stack) return 0;
  size_t size = 64 * 1024 + (size_t)SIGSTKSZ;
  void *memory = malloc(size);
  if (!memory) return -1;
  stack_t alternate = {.ss_sp = memory, .ss_size = size, .ss_flags = 0};
  if (sigaltstack(&alternate, NULL) != 0) return -1;
  has_stack = 1;
  touchlab_user_code_prepare();
#if defined(__APPLE__)
  /* The stack grows down from pthread_get_stackaddr_np. */
  stack_low = (uintptr_t)pthread_get_stackaddr_np(pthread_self()) - pthread_get_stacksize_np(pthread_self());
#else
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
    void *address;
    size_t stack_size;
    if (pthread_attr_getstack(&attributes, &address, &stack_size) == 0) stack_low = (uintptr_t)address;
    pthread_attr_destroy(&attributes);
  }
#endif
  return 0;
}

int touchlab_crash_install(void) {
  if (touchlab_crash_alternate_stack() != 0) return -1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = report_and_reraise;
  action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < CRASH_SIGNAL_COUNT; i++)
    if (sigaction(crash_signals[i], &action, NULL) != 0) return -1;
  action.sa_sigaction = report_interrupt_and_reraise;
  for (size_t i = 0; i < ENDING_SIGNAL_COUNT; i++) {
    struct sigaction current;
    if (sigaction(ending_signals[i], NULL, &current) != 0) return -1;
    if (ending_signals[i] != SIGINT && ending_signals[i] != SIGTERM && current.sa_handler == SIG_IGN) continue;
    if (sigaction(ending_signals[i], &action, NULL) != 0) return -1;
  }
  touchlab_exit_watch_install();
  handlers_installed = 1;
  return 0;
}

int touchlab_crash_installed(void) { return handlers_installed; }
