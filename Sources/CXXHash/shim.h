// xxHash's XXH3: a fast 128-bit non-cryptographic hash, for the pixel and
// image-data hashes that let a matching snapshot skip decoding its reference.
#ifndef BEZEL_CXXHASH_SHIM_H
#define BEZEL_CXXHASH_SHIM_H
#include <xxhash.h>
#endif
