#ifndef BUBBLES_CONFINED_OPEN_H
#define BUBBLES_CONFINED_OPEN_H

#include <stdbool.h>

/// `O_PATH` (open a place in the file system, not its content), which Swift's Glibc module
/// leaves out as a GNU extension.
extern const int bubbles_open_path_flag;

/// Opens `path` relative to the folder descriptor `folder` with `openat2(2)`, resolving it
/// beneath that folder (`RESOLVE_BENEATH`: no `..`, absolute path or symbolic link may lead
/// out of it) and following no magic link (`RESOLVE_NO_MAGICLINKS`, the `/proc/self/fd`
/// kind); with `no_symbolic_links`, no symbolic link at all (`RESOLVE_NO_SYMLINKS`).
/// Returns the new descriptor, or -1 with `errno` set: `EXDEV` for a path leading out,
/// `ELOOP` for a link not followed, `ENOSYS` where the kernel (or a filter in front of it)
/// has no `openat2`. Tries again, 64 times at most, on `EINTR` and on `EAGAIN` (a rename
/// elsewhere in the file system while the path was resolved).
int bubbles_open_beneath(int folder, const char *path, int flags, bool no_symbolic_links);

#endif
