#ifndef CESPEAKDIRECT_SHIM_H
#define CESPEAKDIRECT_SHIM_H
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#include <stdlib.h>
#endif
