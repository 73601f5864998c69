#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libswscale/swscale.h>

/* Function-like macros do not import into Swift. */
static inline int unfold_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int unfold_averror_eof(void) { return AVERROR_EOF; }
