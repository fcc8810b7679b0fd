#include "heap_stats.h"
#include <stdio.h>
#include <unistd.h>

size_t heap_stats_resident_bytes(void) {
    FILE *file = fopen("/proc/self/statm", "r");
    if (!file) return 0;
    unsigned long size = 0, resident = 0;
    int read = fscanf(file, "%lu %lu", &size, &resident);
    fclose(file);
    if (read != 2) return 0;
    return (size_t)resident * (size_t)sysconf(_SC_PAGESIZE);
}
