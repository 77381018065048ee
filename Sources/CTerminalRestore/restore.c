#include "CTerminalRestore.h"

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static char reset_bytes[256];
static size_t reset_length;
static struct termios saved_termios;
static volatile sig_atomic_t have_termios;
static volatile sig_atomic_t installed;

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

/* SA_RESETHAND puts the default action back before this runs and SA_NODEFER lets the re-raise
   through at once, so the process ends the way the signal meant (status, core dump). On the
   alternate stack (SA_ONSTACK), so a stack overflow gets here too. The report (which user code
   crashed, the partial trace) is written after the terminal is restored, onto the shell's
   screen. */
static void restore_and_reraise(int sig, siginfo_t *info, void *context) {
  (void)context;
  touchlab_recording_finish_now();
  touchlab_restore_now();
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
}

void touchlab_restore_uninstall(void) {
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
