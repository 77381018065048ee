#include "touchlab_watchdog.h"
#include "CTerminalRestore.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* How often the thread looks at the input while the loop is busy. */
#define POLL_INTERVAL_MS 10
/* The most bytes kept for the loop while it is busy; more are dropped (a paste into a hung UI). */
#define STASH_CAPACITY 65536

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static pthread_t thread;
static int running;
static int stopping;
static int busy;
static int input_fd = -1;
static int grace;
static int64_t quit_at; /* ms, 0: no quit byte read while busy */
static unsigned char stash[STASH_CAPACITY];
static size_t stash_length;
static char exit_message[256];
static void (*exit_hook)(void);
static void (*poll_hook)(void);

static int64_t now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void end_process(void) {
  touchlab_trace_buffer_flush_now();
  if (exit_hook) {
    exit_hook();
    return;
  }
  touchlab_recording_finish_now();
  touchlab_restore_now();
  touchlab_stderr_release();
  size_t length = strlen(exit_message);
  if (length > 0) {
    ssize_t ignored = write(STDERR_FILENO, exit_message, length);
    (void)ignored;
  }
  touchlab_crash_report_context();
  _exit(130);
}

/* Called with the lock held and the loop busy. The poll that woke the thread ran without the
   lock, so the loop may have read those bytes itself since (it reads whenever it is idle) and a
   blocking read here would wait, lock held, for input that may never come: the loop's next
   busy/idle/stop would then wait for the lock forever (found by the first-screen benchmark, which
   types q the moment the first frame is drawn). Looked at again here, where the loop cannot read
   (it is busy until it takes the lock), the answer holds until the read. */
static void read_while_busy(void) {
  struct pollfd input = {.fd = input_fd, .events = POLLIN, .revents = 0};
  if (poll(&input, 1, 0) <= 0 || !(input.revents & POLLIN)) return;
  unsigned char bytes[4096];
  ssize_t count = read(input_fd, bytes, sizeof bytes);
  if (count <= 0) return;
  for (ssize_t i = 0; i < count; i++) {
    if ((bytes[i] == 0x03 || bytes[i] == 'q' || bytes[i] == 'Q') && quit_at == 0) quit_at = now_ms();
  }
  size_t room = STASH_CAPACITY - stash_length;
  size_t kept = (size_t)count < room ? (size_t)count : room;
  memcpy(stash + stash_length, bytes, kept);
  stash_length += kept;
}

static void *watch(void *unused) {
  (void)unused;
  pthread_mutex_lock(&lock);
  while (!stopping) {
    if (!busy) {
      pthread_cond_wait(&changed, &lock);
      continue;
    }
    pthread_mutex_unlock(&lock);
    struct pollfd input = {.fd = input_fd, .events = POLLIN, .revents = 0};
    int ready = poll(&input, 1, POLL_INTERVAL_MS);
    if (ready > 0 && poll_hook) poll_hook();
    pthread_mutex_lock(&lock);
    /* Read only while the loop is still busy: an idle loop reads for itself. */
    if (busy && !stopping && ready > 0 && (input.revents & POLLIN)) read_while_busy();
    if (busy && !stopping && quit_at != 0 && now_ms() - quit_at >= grace) {
      quit_at = 0;
      pthread_mutex_unlock(&lock);
      end_process();
      pthread_mutex_lock(&lock);
    }
  }
  pthread_mutex_unlock(&lock);
  return NULL;
}

int touchlab_watchdog_start(int fd, int grace_ms, const char *message) {
  pthread_mutex_lock(&lock);
  if (running) {
    pthread_mutex_unlock(&lock);
    return -1;
  }
  input_fd = fd;
  grace = grace_ms;
  busy = 1;
  stopping = 0;
  quit_at = 0;
  stash_length = 0;
  size_t length = strlen(message);
  if (length >= sizeof exit_message) length = sizeof exit_message - 1;
  memcpy(exit_message, message, length);
  exit_message[length] = 0;
  int result = pthread_create(&thread, NULL, watch, NULL);
  running = result == 0;
  pthread_mutex_unlock(&lock);
  return result;
}

void touchlab_watchdog_busy(void) {
  pthread_mutex_lock(&lock);
  busy = 1;
  pthread_cond_signal(&changed);
  pthread_mutex_unlock(&lock);
}

size_t touchlab_watchdog_idle(unsigned char *buffer, size_t capacity) {
  pthread_mutex_lock(&lock);
  busy = 0;
  quit_at = 0;
  size_t count = stash_length < capacity ? stash_length : capacity;
  memcpy(buffer, stash, count);
  memmove(stash, stash + count, stash_length - count);
  stash_length -= count;
  pthread_mutex_unlock(&lock);
  return count;
}

void touchlab_watchdog_stop(void) {
  pthread_mutex_lock(&lock);
  if (!running) {
    pthread_mutex_unlock(&lock);
    return;
  }
  stopping = 1;
  pthread_cond_signal(&changed);
  pthread_mutex_unlock(&lock);
  pthread_join(thread, NULL);
  pthread_mutex_lock(&lock);
  running = 0;
  busy = 0;
  stash_length = 0;
  pthread_mutex_unlock(&lock);
}

void touchlab_watchdog_set_exit_hook(void (*hook)(void)) {
  pthread_mutex_lock(&lock);
  exit_hook = hook;
  pthread_mutex_unlock(&lock);
}

void touchlab_watchdog_set_poll_hook(void (*hook)(void)) {
  pthread_mutex_lock(&lock);
  poll_hook = hook;
  pthread_mutex_unlock(&lock);
}
