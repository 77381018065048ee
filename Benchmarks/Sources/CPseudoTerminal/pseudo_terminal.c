#define _XOPEN_SOURCE 600
#define _DEFAULT_SOURCE
#include "pseudo_terminal.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int benchmark_open_pseudo_terminal(unsigned short columns, unsigned short rows, char *name, size_t length) {
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0) return -1;
  const char *path = NULL;
  if (grantpt(master) != 0 || unlockpt(master) != 0 || (path = ptsname(master)) == NULL ||
      strlen(path) >= length) {
    close(master);
    return -1;
  }
  strcpy(name, path);
  struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
  if (ioctl(master, TIOCSWINSZ, &size) != 0) {
    close(master);
    return -1;
  }
  return master;
}
