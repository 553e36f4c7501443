// libdeflate: whole-buffer DEFLATE/zlib compression and a fast CRC-32, for
// the PNG files Bezel writes (faster than zlib's streaming, and smaller).
#ifndef BEZEL_CDEFLATE_SHIM_H
#define BEZEL_CDEFLATE_SHIM_H
#include <stddef.h>
#include <libdeflate.h>
#endif
