#ifndef TOUCHLAB_FILE_WATCH_H
#define TOUCHLAB_FILE_WATCH_H

/* The file system's word that a watched file may have changed, as a descriptor the explorer's
   loop can wait on beside its input (poll(2)): inotify on Linux, kqueue on macOS and the BSDs.
   So a save wakes the loop at once, and a loop with nothing to do still sleeps; what changed is
   still decided by the files' stamps (LayoutWatch), so a spurious wake-up costs a few stats.
   Elsewhere, or when the system refuses, the open call returns -1 and the explorer keeps its
   periodic look alone. */

/* A new watch, non-blocking and close-on-exec; -1 when there is none. */
int touchlab_file_watch_open(void);

/* Watches `path` and the folder it is in (an editor that saves by writing a new file and
   renaming it over the old one changes the folder, not the file). The descriptors it opens for
   this (kqueue's way: none on Linux) go into `opened`, for touchlab_file_watch_close; returns
   how many (0 to 2), or -1 when nothing could be watched. */
int touchlab_file_watch_add(int watch, const char *path, int opened[2]);

/* Reads what the watch has to say; 1 when anything was said (a change may have happened), else
   0. Never blocks. */
int touchlab_file_watch_drain(int watch);

/* Closes the watch and the descriptors touchlab_file_watch_add opened for it. */
void touchlab_file_watch_close(int watch, const int *opened, int count);

#endif
