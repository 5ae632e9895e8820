#ifndef CARET_HARNESS_CPNG_REPORT_H
#define CARET_HARNESS_CPNG_REPORT_H
#include "cpng.h"
#include <stddef.h>

/* Writes a printf-style message into the caller's buffer (when it has one) and returns status:
 * the one way cpng's C files report a failure to Swift. */
__attribute__((format(printf, 4, 5)))
cpng_status cpng_report(char *message, size_t message_size, cpng_status status, const char *format, ...);
#endif
