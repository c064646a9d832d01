#define _GNU_SOURCE
#include "CConfinedOpen.h"

#include <errno.h>
#include <fcntl.h>

#if defined(__linux__)
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

const int bubbles_open_path_flag = O_PATH;

int bubbles_open_beneath(int folder, const char *path, int flags, bool no_symbolic_links) {
#if defined(__linux__) && defined(SYS_openat2)
    struct open_how how = {
        .flags = (unsigned long long)(unsigned)flags,
        .mode = 0,
        .resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS | (no_symbolic_links ? RESOLVE_NO_SYMLINKS : 0),
    };
    long result;
    int tries = 0;
    do {
        result = syscall(SYS_openat2, folder, path, &how, sizeof how);
    } while (result < 0 && (errno == EINTR || errno == EAGAIN) && ++tries < 64);
    return (int)result;
#else
    (void)folder;
    (void)path;
    (void)flags;
    (void)no_symbolic_links;
    errno = ENOSYS;
    return -1;
#endif
}
