#include "CTerminalRestore.h"

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static char reset_bytes[256];
static size_t reset_length;
static struct termios saved_termios;
static volatile sig_atomic_t have_termios;
static volatile sig_atomic_t installed;

/* Standard error while the explorer is up: an unlinked temporary file, so that what the Swift
   runtime writes there (a `Fatal error: …` line before a trap) is not drawn over the UI and lost
   with its screen, but shown once the terminal is restored. */
static int held_stderr = -1;
static int saved_stderr = -1;

static char recording_partial[PATH_MAX];
static char recording_final[PATH_MAX];
static volatile sig_atomic_t recording_armed;
static volatile sig_atomic_t recording_has_steps;

/* Every signal that ends the process by default and that a person (kill, a terminal closing) or
   a crash delivers. SIGQUIT too: it dumps core by default, and the crash reporter's backtrace
   was drawn over the UI in raw mode. */
static const int restored_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE};
#define SIGNAL_COUNT (sizeof restored_signals / sizeof restored_signals[0])

void touchlab_restore_now(void) {
  size_t written = 0;
  while (written < reset_length) {
    ssize_t n = write(STDOUT_FILENO, reset_bytes + written, reset_length - written);
    if (n <= 0) break;
    written += (size_t)n;
  }
  if (have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

static void hold_stderr(void) {
  if (held_stderr >= 0) return;
  char path[] = "/tmp/touchlab-stderr-XXXXXX";
  int file = mkstemp(path);
  if (file < 0) return;
  unlink(path);
  int saved = dup(STDERR_FILENO);
  if (saved < 0 || dup2(file, STDERR_FILENO) < 0) {
    if (saved >= 0) close(saved);
    close(file);
    return;
  }
  saved_stderr = saved;
  held_stderr = file;
}

void touchlab_stderr_release(void) {
  int file = held_stderr;
  if (file < 0) return;
  held_stderr = -1;
  dup2(saved_stderr, STDERR_FILENO);
  close(saved_stderr);
  saved_stderr = -1;
  char buffer[4096];
  if (lseek(file, 0, SEEK_SET) == 0) {
    ssize_t n;
    while ((n = read(file, buffer, sizeof buffer)) > 0) {
      ssize_t written = 0;
      while (written < n) {
        ssize_t w = write(STDERR_FILENO, buffer + written, (size_t)(n - written));
        if (w <= 0) break;
        written += w;
      }
      if (written < n) break;
    }
  }
  close(file);
}

/* SA_RESETHAND puts the default action back before this runs and SA_NODEFER lets the re-raise
   through at once, so the process ends the way the signal meant (status, core dump). On the
   alternate stack (SA_ONSTACK), so a stack overflow gets here too. The report (which user code
   crashed, the partial trace) is written after the terminal is restored, onto the shell's
   screen. */
static void restore_and_reraise(int sig, siginfo_t *info, void *context) {
  (void)context;
  touchlab_trace_buffer_flush_now();
  touchlab_recording_finish_now();
  touchlab_restore_now();
  touchlab_stderr_release();
  touchlab_crash_report(sig, info ? info->si_addr : NULL);
  raise(sig);
}

void touchlab_restore_install(const char *reset) {
  size_t length = strlen(reset);
  if (length >= sizeof reset_bytes) length = sizeof reset_bytes - 1;
  memcpy(reset_bytes, reset, length);
  reset_length = length;
  if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_termios = 1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  touchlab_crash_alternate_stack();
  action.sa_sigaction = restore_and_reraise;
  action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < SIGNAL_COUNT; i++) sigaction(restored_signals[i], &action, NULL);
  installed = 1;
  touchlab_exit_watch_install();
  hold_stderr();
}

int touchlab_restore_active(void) { return installed; }

void touchlab_restore_uninstall(void) {
  touchlab_stderr_release();
  if (!installed) return;
  for (size_t i = 0; i < SIGNAL_COUNT; i++) signal(restored_signals[i], SIG_DFL);
  installed = 0;
  if (touchlab_crash_installed()) touchlab_crash_install();
}

int touchlab_recording_arm(const char *partial, const char *final) {
  recording_armed = 0;
  size_t partial_length = strlen(partial), final_length = strlen(final);
  if (partial_length >= sizeof recording_partial || final_length >= sizeof recording_final) return 0;
  memcpy(recording_partial, partial, partial_length + 1);
  memcpy(recording_final, final, final_length + 1);
  recording_has_steps = 0;
  recording_armed = 1;
  return 1;
}

void touchlab_recording_written(void) { recording_has_steps = 1; }

void touchlab_recording_disarm(void) { recording_armed = 0; }

void touchlab_recording_finish_now(void) {
  if (!recording_armed) return;
  recording_armed = 0;
  if (recording_has_steps)
    rename(recording_partial, recording_final);
  else
    unlink(recording_partial);
}
