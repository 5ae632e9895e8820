#ifndef CARET_HARNESS_CCRYPTO_SHIM_H
#define CARET_HARNESS_CCRYPTO_SHIM_H
/* OpenSSL's libcrypto, for its message digests only (EVP: SHA-256 on the CPU's SHA
 * instructions where it has them). */
#include <openssl/evp.h>
#include <openssl/err.h>
#endif
