// libFuzzer's driver, callable from Swift: SwiftPM links a debug executable with its entry
// point renamed (`main` is defined as `<Module>_main`), so libFuzzer's own `main` is never
// linked in and each target's `<Module>_main` starts the fuzzer through this function.
#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

#endif
