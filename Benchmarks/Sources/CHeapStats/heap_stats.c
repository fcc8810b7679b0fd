#include "heap_stats.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

size_t heap_stats_allocated_bytes(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}
