/* The shim is all inline, in include/CNCurses.h; this file makes CNCurses a C target, so that
   Package.swift can link a different ncurses library on Linux and on macOS (a system-library
   module map cannot), and so the header is compiled on its own in every build. */
#include "CNCurses.h"
