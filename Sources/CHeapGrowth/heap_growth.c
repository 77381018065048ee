#include "CHeapGrowth.h"

// <stdlib.h> first: on glibc it brings <features.h>, which defines __GLIBC__.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

int touchlab_set_heap_top_pad(int bytes) { return mallopt(M_TOP_PAD, bytes) == 1; }
#else
int touchlab_set_heap_top_pad(int bytes) {
  (void)bytes;
  return 0;
}
#endif
