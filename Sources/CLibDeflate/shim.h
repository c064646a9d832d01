#ifndef BUBBLES_CLIBDEFLATE_SHIM_H
#define BUBBLES_CLIBDEFLATE_SHIM_H

#include <libdeflate.h>

#endif
