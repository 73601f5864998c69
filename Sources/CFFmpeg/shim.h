#include <dlfcn.h>
#include <stddef.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libswscale/swscale.h>

/* Function-like macros do not import into Swift. */
static inline int unfold_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int unfold_averror_eof(void) { return AVERROR_EOF; }

/*
 * FFmpeg's libraries are not linked: they and the ~130 libraries they bring are opened (dlopen) by the first command
 * that writes or probes video or scales a huge PNG, so every other command starts without them (CLI v5, "Speed
 * where users wait"). Each field has the type of the function of the same name in the headers above, so a call
 * through it is checked as a direct call would be. The file names carry the major versions of the headers built
 * against, which are the ABI those headers describe.
 */
#define UNFOLD_FFMPEG_FUNCTIONS(F) \
    F(avutil, av_dict_set) F(avutil, av_dict_get) F(avutil, av_dict_free) F(avutil, av_frame_alloc) \
    F(avutil, av_frame_free) F(avutil, av_frame_get_buffer) F(avutil, av_frame_make_writable) \
    F(avutil, av_log_set_level) F(avutil, av_strerror) \
    F(avcodec, av_packet_alloc) F(avcodec, av_packet_clone) F(avcodec, av_packet_free) \
    F(avcodec, av_packet_rescale_ts) F(avcodec, av_packet_unref) F(avcodec, avcodec_alloc_context3) \
    F(avcodec, avcodec_find_encoder_by_name) F(avcodec, avcodec_free_context) F(avcodec, avcodec_open2) \
    F(avcodec, avcodec_parameters_from_context) F(avcodec, avcodec_receive_packet) F(avcodec, avcodec_send_frame) \
    F(avformat, av_find_best_stream) F(avformat, av_interleaved_write_frame) F(avformat, av_read_frame) \
    F(avformat, av_write_trailer) F(avformat, avformat_alloc_output_context2) F(avformat, avformat_close_input) \
    F(avformat, avformat_find_stream_info) F(avformat, avformat_free_context) F(avformat, avformat_new_stream) \
    F(avformat, avformat_open_input) F(avformat, avformat_write_header) F(avformat, avio_closep) \
    F(avformat, avio_open) \
    F(swscale, sws_getContext) F(swscale, sws_freeContext) F(swscale, sws_scale) \
    F(swscale, sws_getCoefficients) F(swscale, sws_setColorspaceDetails)

#define UNFOLD_FFMPEG_FIELD(lib, name) __typeof__(&name) _Nonnull name;
struct unfold_ffmpeg {
    UNFOLD_FFMPEG_FUNCTIONS(UNFOLD_FFMPEG_FIELD)
};

#define UNFOLD_STRING2(x) #x
#define UNFOLD_STRING(x) UNFOLD_STRING2(x)

/* Opens the four libraries and fills `out`; on failure returns the name that could not be found, else NULL. */
static inline const char *_Nullable unfold_ffmpeg_load(struct unfold_ffmpeg *_Nonnull out) {
    void *avutil = dlopen("libavutil.so." UNFOLD_STRING(LIBAVUTIL_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!avutil) return "libavutil.so." UNFOLD_STRING(LIBAVUTIL_VERSION_MAJOR);
    void *avcodec = dlopen("libavcodec.so." UNFOLD_STRING(LIBAVCODEC_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!avcodec) return "libavcodec.so." UNFOLD_STRING(LIBAVCODEC_VERSION_MAJOR);
    void *avformat = dlopen("libavformat.so." UNFOLD_STRING(LIBAVFORMAT_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!avformat) return "libavformat.so." UNFOLD_STRING(LIBAVFORMAT_VERSION_MAJOR);
    void *swscale = dlopen("libswscale.so." UNFOLD_STRING(LIBSWSCALE_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!swscale) return "libswscale.so." UNFOLD_STRING(LIBSWSCALE_VERSION_MAJOR);
#define UNFOLD_FFMPEG_LOAD(lib, name) \
    if (!(out->name = (__typeof__(&name))dlsym(lib, #name))) return #name;
    UNFOLD_FFMPEG_FUNCTIONS(UNFOLD_FFMPEG_LOAD)
#undef UNFOLD_FFMPEG_LOAD
    return NULL;
}
