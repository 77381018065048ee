#define _GNU_SOURCE
#include "CTerminalRestore.h"
#include "stderr_put.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__) || defined(__APPLE__)
#include <execinfo.h>
#define HAVE_BACKTRACE 1
#endif

/* The libraries of the person's code loaded so far, for telling an address in them from one in
   TouchLab: filled in Swift after each dlopen (never closed, so never removed), read by the
   crash handler and the exit handler. A slot is filled completely before the count that
   publishes it grows, so a handler never reads half a library. */
#define LIBRARY_CAPACITY 256
#define RANGE_CAPACITY 8

struct user_library {
  uintptr_t range_start[RANGE_CAPACITY];
  uintptr_t range_end[RANGE_CAPACITY];
  size_t range_count;
  /* Functions sorted by start address, with their names (demangled in Swift beforehand). */
  uintptr_t *symbol_start;
  uintptr_t *symbol_end;
  const char **symbol_name;
  size_t symbol_count;
};

static struct user_library *libraries[LIBRARY_CAPACITY];
static volatile sig_atomic_t library_count;
static pthread_mutex_t library_lock = PTHREAD_MUTEX_INITIALIZER;

int touchlab_user_library_add(const uintptr_t *range_starts, const uintptr_t *range_ends, size_t range_count,
                              const uintptr_t *symbol_starts, const uintptr_t *symbol_ends,
                              const char *const *symbol_names, size_t symbol_count) {
  if (range_count > RANGE_CAPACITY) range_count = RANGE_CAPACITY;
  struct user_library *library = calloc(1, sizeof *library);
  if (!library) return -1;
  for (size_t i = 0; i < range_count; i++) {
    library->range_start[i] = range_starts[i];
    library->range_end[i] = range_ends[i];
  }
  library->range_count = range_count;
  if (symbol_count > 0) {
    library->symbol_start = malloc(symbol_count * sizeof(uintptr_t));
    library->symbol_end = malloc(symbol_count * sizeof(uintptr_t));
    library->symbol_name = malloc(symbol_count * sizeof(char *));
    if (!library->symbol_start || !library->symbol_end || !library->symbol_name) symbol_count = 0;
    for (size_t i = 0; i < symbol_count; i++) {
      library->symbol_start[i] = symbol_starts[i];
      library->symbol_end[i] = symbol_ends[i];
      library->symbol_name[i] = strdup(symbol_names[i] ? symbol_names[i] : "?");
    }
  }
  library->symbol_count = symbol_count;
  pthread_mutex_lock(&library_lock);
  int result = -1;
  if (library_count < LIBRARY_CAPACITY) {
    libraries[library_count] = library;
    __sync_synchronize();
    library_count = library_count + 1;
    result = 0;
  }
  pthread_mutex_unlock(&library_lock);
  return result;
}

int touchlab_library_base(const void *symbol, uintptr_t *base) {
  Dl_info information;
  if (dladdr(symbol, &information) == 0 || !information.dli_fbase) return -1;
  *base = (uintptr_t)information.dli_fbase;
  return 0;
}

size_t touchlab_user_library_count(void) { return (size_t)library_count; }

struct touchlab_user_frame touchlab_user_frame_at(uintptr_t address) {
  struct touchlab_user_frame found = {0, NULL};
  sig_atomic_t count = library_count;
  for (sig_atomic_t l = 0; l < count; l++) {
    const struct user_library *library = libraries[l];
    int inside = 0;
    for (size_t r = 0; r < library->range_count; r++)
      if (address >= library->range_start[r] && address < library->range_end[r]) inside = 1;
    if (!inside) continue;
    found.in_user_code = 1;
    /* The last function starting at or before the address. */
    size_t low = 0, high = library->symbol_count;
    while (low < high) {
      size_t middle = low + (high - low) / 2;
      if (library->symbol_start[middle] <= address)
        low = middle + 1;
      else
        high = middle;
    }
    if (low > 0 && address < library->symbol_end[low - 1]) found.symbol = library->symbol_name[low - 1];
    return found;
  }
  return found;
}

struct touchlab_user_frame touchlab_user_frame_on_stack(int skip) {
  struct touchlab_user_frame none = {0, NULL};
#ifdef HAVE_BACKTRACE
  if (library_count == 0) return none;
  void *addresses[128];
  int count = backtrace(addresses, 128);
  for (int i = skip; i < count; i++) {
    /* A return address is just after its call: look one byte back, inside the call. */
    struct touchlab_user_frame found = touchlab_user_frame_at((uintptr_t)addresses[i] - 1);
    if (found.in_user_code) return found;
  }
#else
  (void)skip;
#endif
  return none;
}

void touchlab_user_code_prepare(void) {
#ifdef HAVE_BACKTRACE
  /* The first backtrace() loads the unwinder (malloc, dlopen): done here, never in a handler. */
  static int prepared;
  if (prepared) return;
  prepared = 1;
  void *addresses[2];
  backtrace(addresses, 2);
#endif
}

static void put(const char *text) { touchlab_put_stderr(text); }

/* exit() called by the person's code: the terminal is restored (an explorer left raw, on the
   alternate screen, with the mouse reported and no cursor, was the case this is for) and the
   message says whose code called it. Runs for every exit; silent when neither the explorer is
   up nor the person's code is on the stack or announced. */
static void at_exit(void) {
  /* Whatever ends the process with exit(), the buffered trace keeps its records. */
  touchlab_trace_buffer_flush_now();
  const char *frame = touchlab_crash_current_frame();
  struct touchlab_user_frame found = touchlab_user_frame_on_stack(1);
  int explorer = touchlab_restore_active();
  if (!frame && !found.in_user_code && !explorer) return;
  if (explorer) {
    touchlab_recording_finish_now();
    touchlab_restore_now();
    touchlab_stderr_release();
  }
  if (frame || found.in_user_code) {
    put("\ntouchlab: your code called exit(): ");
    put(frame ? frame : (found.symbol ? found.symbol : "a function of yours"));
    put("\n");
    if (frame && found.symbol) {
      put("touchlab: in your function ");
      put(found.symbol);
      put("\n");
    }
  } else {
    put("\ntouchlab: exit() was called while the explorer was up\n");
  }
  if (explorer) put("touchlab: the terminal is restored\n");
  touchlab_crash_report_trace();
}

void touchlab_exit_watch_install(void) {
  static int installed;
  if (installed) return;
  installed = 1;
  touchlab_user_code_prepare();
  atexit(at_exit);
}
