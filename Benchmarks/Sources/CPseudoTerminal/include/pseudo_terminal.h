#ifndef PSEUDO_TERMINAL_H
#define PSEUDO_TERMINAL_H

#include <stddef.h>

/// Opens a new pseudo-terminal of `columns`×`rows` cells: its controlling side's descriptor,
/// and the path of the side a child opens in `name`; -1 on failure (errno says why).
///
/// In C because glibc declares posix_openpt, grantpt, unlockpt and ptsname only under
/// _XOPEN_SOURCE, which Swift's Glibc module does not define, and Swift cannot call ioctl.
int benchmark_open_pseudo_terminal(unsigned short columns, unsigned short rows, char *name, size_t length);

#endif
