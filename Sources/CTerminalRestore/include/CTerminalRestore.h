#ifndef TOUCHLAB_TERMINAL_RESTORE_H
#define TOUCHLAB_TERMINAL_RESTORE_H

/* Restores the terminal from a signal handler, which Swift cannot safely be: only write(2),
   tcsetattr(3) and sigaction(2), on state prepared in advance. */

/* Saves stdin's termios and copies `reset` (the bytes that turn mouse modes off, leave the
   alternate screen and show the cursor), then installs handlers for SIGINT, SIGTERM, SIGHUP,
   SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS and SIGFPE that restore and re-raise. Call it
   before initscr so that ncurses does not install its own. */
void touchlab_restore_install(const char *reset);

/* Writes the reset bytes and restores the saved termios; safe to call more than once. */
void touchlab_restore_now(void);

/* Puts the default actions back (after a normal exit has restored the terminal). */
void touchlab_restore_uninstall(void);

#endif
