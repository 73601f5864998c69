#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

// MHD_start_daemon takes its options as C varargs, which Swift cannot pass: this fixes the ones Unfold uses.
// The daemon listens on no socket of its own: Unfold's gate accepts each connection, waits for its header block
// and hands it over with MHD_add_connection (ITC, so a connection handed over is served at once). One thread per
// connection (a Server-Sent Events stream may wait), every connection closed after `timeout` seconds without
// progress, at most `limit` at once, `memory` bytes per connection for the request line and headers (beyond
// that, the library answers with an error itself).
// `closed` is told of each connection the daemon closes, so that the gate knows how many it holds: the daemon counts
// a handed-over connection only once its own thread has taken it, and past its limit libmicrohttpd 0.9.75's
// thread-per-connection mode deadlocked (its listening thread waited on a mutex it held) and served nothing again.
static inline struct MHD_Daemon *unfold_mhd_start(MHD_AccessHandlerCallback handler, void *context,
                                                  MHD_RequestCompletedCallback completed,
                                                  MHD_NotifyConnectionCallback closed, unsigned int timeout,
                                                  unsigned int limit, size_t memory) {
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL |
                                MHD_USE_NO_LISTEN_SOCKET | MHD_USE_ITC,
                            0, NULL, NULL, handler, context,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_NOTIFY_CONNECTION, closed, context,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                            MHD_OPTION_CONNECTION_LIMIT, limit,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory,
                            MHD_OPTION_END);
}
