#include "cpng.h"

#include <libdeflate.h>

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    /* Nothing to add; also keeps a NULL pointer of an empty buffer away from libdeflate. */
    if (count == 0) {
        return crc;
    }
    return libdeflate_crc32(crc, bytes, count);
}
