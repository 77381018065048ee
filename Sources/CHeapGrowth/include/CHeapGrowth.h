// glibc's malloc settings, for HeapGrowth (Sources/TouchLayout/Loading/HeapGrowth.swift).
// Swift's Glibc module leaves out <malloc.h>, so mallopt and M_TOP_PAD are reached here.
#ifndef TOUCHLAB_HEAP_GROWTH_H
#define TOUCHLAB_HEAP_GROWTH_H

// Asks the C library to grow every heap by `bytes` more than it needs (glibc's M_TOP_PAD).
// Returns 1 when the setting was taken, 0 where it was refused or does not exist (not glibc).
int touchlab_set_heap_top_pad(int bytes);

#endif
