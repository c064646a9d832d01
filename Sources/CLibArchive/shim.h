#ifndef BUBBLES_CLIBARCHIVE_SHIM_H
#define BUBBLES_CLIBARCHIVE_SHIM_H

#include <archive.h>
#include <archive_entry.h>

#endif
