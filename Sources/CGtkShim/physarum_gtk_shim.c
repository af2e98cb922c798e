#include "physarum_gtk_shim.h"
