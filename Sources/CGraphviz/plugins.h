// Opening one of Graphviz's plugin libraries from its folder (`…/graphviz`, beside libgvc).
#ifndef UIFLOW_CGRAPHVIZ_PLUGINS_H
#define UIFLOW_CGRAPHVIZ_PLUGINS_H

#include <dlfcn.h>
#include <stdio.h>

// `lib<name>` in `directory`, with the suffixes Debian and macOS give it, loaded (or, when Graphviz
// has loaded it already, the same library again); NULL when none loads.
static inline void *uiflow_open_plugin(const char *directory, const char *name) {
    const char *suffixes[4] = {".so.6", ".so", ".6.dylib", ".dylib"};
    void *library = NULL;
    char path[4096];
    for (int s = 0; s < 4 && library == NULL; s++) {
        int length = snprintf(path, sizeof path, "%s/lib%s%s", directory, name, suffixes[s]);
        if (length > 0 && (size_t)length < sizeof path) library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    }
    return library;
}

#endif
