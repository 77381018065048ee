#include "CTerminalRestore.h"
void touchlab_placeholder(void) {}
