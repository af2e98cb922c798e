// gettext (glibc's libintl): Swift's Glibc module does not include libintl.h.
#include <libintl.h>
#include <locale.h>
