#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// The process's resident memory in bytes (Linux /proc/self/statm); 0
/// where that cannot be read.
size_t heap_stats_resident_bytes(void);

#endif
