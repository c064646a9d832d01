#ifndef BUBBLES_CMICROHTTPD_SHIM_H
#define BUBBLES_CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <stdarg.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// MHD_start_daemon with its options in an array: the function is variadic, which Swift
/// cannot call, and MHD_OPTION_ARRAY is the library's own way to pass options without it.
static inline struct MHD_Daemon *bubbles_mhd_start_daemon(unsigned int flags, MHD_AccessHandlerCallback handler,
                                                          void *handler_cls, struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The socket of `connection` (MHD_get_connection_info with MHD_CONNECTION_INFO_CONNECTION_FD,
/// which is variadic), or -1; the library's, never to be closed by the caller.
static inline int bubbles_mhd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

#endif
