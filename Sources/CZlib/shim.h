#ifndef BUBBLES_CZLIB_SHIM_H
#define BUBBLES_CZLIB_SHIM_H

#include <zlib.h>

#endif
