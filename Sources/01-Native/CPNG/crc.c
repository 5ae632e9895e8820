#include "cpng.h"

#include <zlib.h>

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    /* zlib answers a NULL buffer with the starting value, which would drop the crc so far. */
    if (count == 0) {
        return crc;
    }
    return (uint32_t)crc32_z(crc, bytes, count);
}
