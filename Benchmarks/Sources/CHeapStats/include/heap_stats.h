#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// Bytes the C heap has handed out and not taken back, memory-mapped
/// blocks included (glibc's mallinfo2); 0 where that is not available.
size_t heap_stats_allocated_bytes(void);

#endif
