#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, and its encoding.h then includes ICU's headers, which clash with the copy
   of ICU inside Swift's Foundation. Unfold never touches the encoding handler's ICU fields (at the end of a
   struct used only through pointers), so the headers are read without them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
