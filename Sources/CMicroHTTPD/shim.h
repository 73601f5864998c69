#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

// MHD_start_daemon takes its options as C varargs, which Swift cannot pass: this fixes the ones Unfold uses.
// One thread per connection (a Server-Sent Events stream may wait), bound to the address given, every
// connection closed after `timeout` seconds without progress, at most `limit` at once, `memory` bytes per
// connection for the request line and headers (beyond that, the library answers with an error itself).
static inline struct MHD_Daemon *unfold_mhd_start(const struct sockaddr *address, MHD_AccessHandlerCallback handler,
                                                  void *context, MHD_RequestCompletedCallback completed,
                                                  unsigned int timeout, unsigned int limit, size_t memory) {
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL, 0,
                            NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                            MHD_OPTION_CONNECTION_LIMIT, limit,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory,
                            MHD_OPTION_END);
}
