#ifndef CDIGEST_H
#define CDIGEST_H

#include <stddef.h>
#include <stdint.h>

/// The SHA-256 digest of `count` bytes, by the processor's SHA instructions where it has them.
void rx_sha256(const void *bytes, size_t count, uint8_t digest[32]);
/// The same, always by the portable rounds (for the tests that compare the two).
void rx_sha256_portable(const void *bytes, size_t count, uint8_t digest[32]);
/// 1 when `rx_sha256` uses the processor's SHA instructions.
int rx_sha256_uses_instructions(void);

#endif
