#ifndef BUBBLES_CTURBOJPEG_SHIM_H
#define BUBBLES_CTURBOJPEG_SHIM_H

#include <turbojpeg.h>

#endif
