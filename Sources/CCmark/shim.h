#ifndef HIGDOC_CCMARK_SHIM_H
#define HIGDOC_CCMARK_SHIM_H
#include <cmark.h>
#endif
