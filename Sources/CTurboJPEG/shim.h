// libjpeg-turbo's TurboJPEG API: plain function calls with error returns
// (no setjmp/longjmp, which Swift cannot use).
#ifndef BEZEL_CTURBOJPEG_SHIM_H
#define BEZEL_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
