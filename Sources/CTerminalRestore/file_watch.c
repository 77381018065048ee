#include "touchlab_file_watch.h"

#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/inotify.h>

int touchlab_file_watch_open(void) { return inotify_init1(IN_NONBLOCK | IN_CLOEXEC); }

int touchlab_file_watch_add(int watch, const char *path, int opened[2]) {
  (void)opened;
  char copy[PATH_MAX];
  if (watch < 0 || strlen(path) >= sizeof copy) return -1;
  strcpy(copy, path);
  /* The folder: a file written in place (closed after writing, or its time touched) and a file
     renamed or moved into it both show there, by name; other files of the folder wake the loop
     too, for nothing but a look. Not IN_CREATE or IN_MODIFY: a file being written is not saved
     yet, and a look at half a file would reload it broken. */
  return inotify_add_watch(watch, dirname(copy), IN_CLOSE_WRITE | IN_MOVED_TO | IN_ATTRIB) < 0 ? -1 : 0;
}

int touchlab_file_watch_drain(int watch) {
  char events[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
  int said = 0;
  while (read(watch, events, sizeof events) > 0) said = 1;
  return said;
}

void touchlab_file_watch_close(int watch, const int *opened, int count) {
  (void)opened;
  (void)count;
  if (watch >= 0) close(watch);
}

#elif defined(__APPLE__) || defined(__FreeBSD__) || defined(__OpenBSD__) || defined(__NetBSD__)
#include <sys/event.h>
#include <sys/time.h>
#include <sys/types.h>

#ifndef O_EVTONLY
#define O_EVTONLY O_RDONLY
#endif

int touchlab_file_watch_open(void) {
  int watch = kqueue();
  if (watch >= 0) {
    fcntl(watch, F_SETFD, FD_CLOEXEC);
    fcntl(watch, F_SETFL, O_NONBLOCK);
  }
  return watch;
}

/* kqueue watches descriptors, not names: the folder's (a file renamed into it) and the file's
   (written in place). A file replaced by a rename keeps its old descriptor; the folder's event
   still says so, and the explorer watches the paths afresh when they change. */
static int watch_descriptor(int watch, const char *path, unsigned flags) {
  int descriptor = open(path, O_EVTONLY | O_CLOEXEC);
  if (descriptor < 0) return -1;
  struct kevent change;
  EV_SET(&change, descriptor, EVFILT_VNODE, EV_ADD | EV_CLEAR, flags, 0, NULL);
  if (kevent(watch, &change, 1, NULL, 0, NULL) < 0) {
    close(descriptor);
    return -1;
  }
  return descriptor;
}

int touchlab_file_watch_add(int watch, const char *path, int opened[2]) {
  char copy[PATH_MAX];
  if (watch < 0 || strlen(path) >= sizeof copy) return -1;
  strcpy(copy, path);
  int count = 0;
  int folder = watch_descriptor(watch, dirname(copy), NOTE_WRITE);
  if (folder >= 0) opened[count++] = folder;
  int file = watch_descriptor(watch, path, NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME);
  if (file >= 0) opened[count++] = file;
  return count == 0 ? -1 : count;
}

int touchlab_file_watch_drain(int watch) {
  struct kevent events[16];
  struct timespec none = {0, 0};
  int said = 0;
  int count;
  while ((count = kevent(watch, NULL, 0, events, 16, &none)) > 0) said = 1;
  return said;
}

void touchlab_file_watch_close(int watch, const int *opened, int count) {
  for (int index = 0; index < count; index++) close(opened[index]);
  if (watch >= 0) close(watch);
}

#else

int touchlab_file_watch_open(void) { return -1; }
int touchlab_file_watch_add(int watch, const char *path, int opened[2]) {
  (void)watch;
  (void)path;
  (void)opened;
  return -1;
}
int touchlab_file_watch_drain(int watch) {
  (void)watch;
  return 0;
}
void touchlab_file_watch_close(int watch, const int *opened, int count) {
  (void)opened;
  (void)count;
  if (watch >= 0) close(watch);
}

#endif
