// Debian's libxml2 is built with ICU, and its encoding header then includes the system's ICU
// headers, whose types clash with the copy Foundation carries (_FoundationICU) in any module
// that sees both (test builds load internal imports). Nothing here uses libxml2's ICU
// converters: they are two pointers at the end of the encoding handler, which we never touch.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
