#include <dlfcn.h>
#include <poppler.h>

/*
 * poppler-glib is not linked: it is opened (dlopen) the first time a scene draws a PDF, so that every other
 * command starts without it and the libraries it brings (CLI v5, "Speed where users wait"). Each field has the
 * type of the function of the same name in poppler's headers, so a call through it is checked as a direct call
 * would be. The file name carries the ABI version Debian 12's libpoppler-glib-dev links to.
 */
#define UNFOLD_POPPLER_FUNCTIONS(F) \
    F(poppler_document_new_from_bytes) F(poppler_document_get_n_pages) F(poppler_document_get_page) \
    F(poppler_page_get_size) F(poppler_page_render)

#define UNFOLD_POPPLER_FIELD(name) __typeof__(&name) _Nonnull name;
struct unfold_poppler {
    UNFOLD_POPPLER_FUNCTIONS(UNFOLD_POPPLER_FIELD)
};

/* Opens the library and fills `out`; on failure returns the name that could not be found, else NULL. */
static inline const char *_Nullable unfold_poppler_load(struct unfold_poppler *_Nonnull out) {
    void *library = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
    if (!library) return "libpoppler-glib.so.8";
#define UNFOLD_POPPLER_LOAD(name) \
    if (!(out->name = (__typeof__(&name))dlsym(library, #name))) return #name;
    UNFOLD_POPPLER_FUNCTIONS(UNFOLD_POPPLER_LOAD)
#undef UNFOLD_POPPLER_LOAD
    return NULL;
}
