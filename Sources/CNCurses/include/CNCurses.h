/* ncurses for Swift, wide-character API. Macros Swift cannot import (A_* attributes, getmaxyx,
   cchar_t setup) are re-exported as constants and inline functions.

   Which ncurses: Linux has the wide library as its own (`<ncursesw/curses.h>`, libncursesw);
   macOS's system ncurses has the wide functions in its one library (`<curses.h>`, libncurses),
   switched on by NCURSES_WIDECHAR. Package.swift links the matching library per platform.
   TOUCHLAB_APPLE_CURSES selects the macOS branch anywhere, so CI compiles it on Linux
   (.ci/run) and a mistake there shows before anyone builds on a Mac. */
#ifndef TOUCHLAB_CNCURSES_H
#define TOUCHLAB_CNCURSES_H

#define NCURSES_WIDECHAR 1
#include <langinfo.h>
#include <locale.h>
#include <wchar.h>
#if defined(__APPLE__) || defined(TOUCHLAB_APPLE_CURSES)
#include <curses.h>
#elif __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#error "TouchLab needs the ncurses development files: sudo apt-get install libncurses-dev"
#endif

/* glibc declares wcwidth only under _XOPEN_SOURCE, which a Swift build does not set. */
extern int wcwidth(wchar_t c);

static const attr_t kANormal = A_NORMAL, kABold = A_BOLD, kAReverse = A_REVERSE, kADim = A_DIM;

/* Draws one cell: a NUL-terminated wide string (a base character and its combining marks). */
static inline int shim_put_cell(int y, int x, const wchar_t *text, attr_t attributes, short pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
  return mvadd_wch(y, x, &cell);
}

/* newterm on the process's own streams: Swift 6 cannot read C's stdout/stdin globals. Unlike
   initscr, which exits on an unknown TERM, it returns NULL and lets the caller explain. */
static inline SCREEN *shim_newterm(void) { return newterm(NULL, stdout, stdin); }
/* The current screen's standard window (a C global Swift 6 will not read). */
static inline WINDOW *shim_stdscr(void) { return stdscr; }

#endif
