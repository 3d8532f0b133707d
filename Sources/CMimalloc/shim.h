#ifndef HIGDOC_CMIMALLOC_SHIM_H
#define HIGDOC_CMIMALLOC_SHIM_H
#include <mimalloc.h>
#endif
