// Graphviz's C API for UIFlowGraphviz: the context, layout and rendering (gvc.h) and the graph
// library with its error reporting (cgraph.h, included by gvc.h). The include path comes from
// pkg-config (`libgvc`, Debian's libgraphviz-dev), which points into /usr/include/graphviz.
#ifndef UIFLOW_CGRAPHVIZ_SHIM_H
#define UIFLOW_CGRAPHVIZ_SHIM_H


#include <dlfcn.h>
#include <fcntl.h>
#include <gvc.h>
#include <malloc.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fan_order.h"
#include "subgraph_stack.h"

// Discards what the DOT lexer has buffered but not parsed. The lexer reads ahead, and a parse stops
// at the graph's closing brace, so what followed it (a line break, a second graph) would otherwise
// be read first by the next, unrelated parse: a wrong line number in its error messages, or the
// wrong graph. Graphviz calls this itself after a failed parse only. Exported by libcgraph (it is
// the lexer's `YY_FLUSH_BUFFER`), though no public header declares it.
extern void aglexbad(void);

// Object IDs in the order the DOT names objects. Graphviz's default makes a named object's ID the
// address of its interned name, and keeps a graph's subgraphs ordered by ID: the order it lays
// clusters out in then depends on what the process allocated and freed before, so that in a
// long-lived process (the preview, a test run) the same DOT could be laid out differently from one
// render to the next. Here each name gets an even ID the first time it is seen, counting up from
// 2^40, and each anonymous object an odd one from its graph's own counter (the default counts for
// the whole process). Anonymous subgraphs (rank sets) so come before named ones (clusters), as
// with the default, whose counter stays far below any address. Names are interned with agstrdup, as
// by default, and freed with the graph.
#define UIFLOW_NAMED_ID_BASE ((IDTYPE)1 << 40)

typedef struct {
    Agraph_t *graph;
    char **names;          // the name of ID UIFLOW_NAMED_ID_BASE + 2 (i + 1), interned in `graph`
    size_t count, capacity;
    uint32_t *slots;       // open addressing by the name's hash: i + 1 into `names`, 0 when empty
    size_t slotCount;      // a power of two, more than twice `count`
    IDTYPE nextAnonymous;  // odd
} uiflow_ids;

static inline uint64_t uiflow_name_hash(const char *name) {
    uint64_t hash = 1469598103934665603ULL;  // FNV-1a
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) hash = (hash ^ *p) * 1099511628211ULL;
    return hash;
}

// The slot that holds `name`, or the empty slot where it would go.
static inline size_t uiflow_ids_slot(const uiflow_ids *ids, const char *name) {
    size_t mask = ids->slotCount - 1;
    size_t slot = (size_t)uiflow_name_hash(name) & mask;
    while (ids->slots[slot] != 0 && strcmp(ids->names[ids->slots[slot] - 1], name) != 0) slot = (slot + 1) & mask;
    return slot;
}

static inline int uiflow_ids_grow(uiflow_ids *ids) {
    if (ids->count == ids->capacity) {
        size_t capacity = ids->capacity == 0 ? 64 : ids->capacity * 2;
        char **names = (char **)realloc(ids->names, capacity * sizeof(char *));
        if (names == NULL) return 0;
        ids->names = names;
        ids->capacity = capacity;
    }
    if ((ids->count + 1) * 2 >= ids->slotCount) {
        size_t slotCount = ids->slotCount == 0 ? 128 : ids->slotCount * 2;
        if (slotCount > UINT32_MAX) return 0;
        uint32_t *slots = (uint32_t *)calloc(slotCount, sizeof(uint32_t));
        if (slots == NULL) return 0;
        free(ids->slots);
        ids->slots = slots;
        ids->slotCount = slotCount;
        for (size_t i = 0; i < ids->count; i++) ids->slots[uiflow_ids_slot(ids, ids->names[i])] = (uint32_t)(i + 1);
    }
    return 1;
}

static inline void *uiflow_ids_open(Agraph_t *graph, Agdisc_t *disc) {
    (void)disc;
    uiflow_ids *ids = (uiflow_ids *)calloc(1, sizeof(uiflow_ids));
    if (ids == NULL) return NULL;
    ids->graph = graph;
    ids->nextAnonymous = 1;
    return ids;
}

static inline long uiflow_ids_map(void *state, int kind, char *name, IDTYPE *id, int create) {
    (void)kind;
    uiflow_ids *ids = (uiflow_ids *)state;
    if (ids == NULL) return 0;
    if (name == NULL) {
        *id = ids->nextAnonymous;
        ids->nextAnonymous += 2;
        return 1;
    }
    if (ids->slotCount > 0) {
        size_t slot = uiflow_ids_slot(ids, name);
        if (ids->slots[slot] != 0) {
            *id = UIFLOW_NAMED_ID_BASE + 2 * (IDTYPE)ids->slots[slot];
            return 1;
        }
    }
    if (!create || !uiflow_ids_grow(ids)) return 0;
    char *interned = agstrdup(ids->graph, name);
    if (interned == NULL) return 0;
    ids->names[ids->count++] = interned;
    ids->slots[uiflow_ids_slot(ids, name)] = (uint32_t)ids->count;
    *id = UIFLOW_NAMED_ID_BASE + 2 * (IDTYPE)ids->count;
    return 1;
}

// As by default: IDs cannot be asked for, and a name stays interned until its graph is closed.
static inline long uiflow_ids_alloc(void *state, int kind, IDTYPE request) { (void)state; (void)kind; (void)request; return 0; }
static inline void uiflow_ids_free(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; }

static inline char *uiflow_ids_print(void *state, int kind, IDTYPE id) {
    (void)kind;
    const uiflow_ids *ids = (const uiflow_ids *)state;
    if (ids == NULL || id % 2 != 0 || id <= UIFLOW_NAMED_ID_BASE || (id - UIFLOW_NAMED_ID_BASE) / 2 > ids->count) return NULL;
    return ids->names[(id - UIFLOW_NAMED_ID_BASE) / 2 - 1];
}

// Called by agclose before the graph's interned strings are freed, which frees the names.
static inline void uiflow_ids_close(void *state) {
    uiflow_ids *ids = (uiflow_ids *)state;
    if (ids == NULL) return;
    free(ids->names);
    free(ids->slots);
    free(ids);
}

static inline void uiflow_ids_register(void *state, int kind, void *object) { (void)state; (void)kind; (void)object; }

// DOT text for agread, one line at a time, as agmemread reads it (Graphviz's line numbers count
// the reads).
typedef struct {
    const char *text;
    size_t length, offset;
} uiflow_text_reader;

static inline int uiflow_read_text(void *channel, char *buffer, int size) {
    uiflow_text_reader *reader = (uiflow_text_reader *)channel;
    int count = 0;
    while (count < size && reader->offset < reader->length) {
        char c = reader->text[reader->offset++];
        buffer[count++] = c;
        if (c == '\n') break;
    }
    return count;
}

// Reads DOT text into a graph, as agmemread does, but with the IDs above.
static inline Agraph_t *uiflow_read_graph(const char *text) {
    static Agiddisc_t ids = {
        uiflow_ids_open, uiflow_ids_map, uiflow_ids_alloc, uiflow_ids_free, uiflow_ids_print, uiflow_ids_close,
        uiflow_ids_register};
    static Agiodisc_t io;
    io.afread = uiflow_read_text;
    io.putstr = AgIoDisc.putstr;
    io.flush = AgIoDisc.flush;
    uiflow_text_reader reader = {text, strlen(text), 0};
    Agdisc_t disc = {&AgMemDisc, &ids, &io};
    return agread(&reader, &disc);
}

// Repairs what Graphviz 2.4x's `dot` layout leaves inconsistent, so that gvFreeLayout frees the right
// memory. To place the label of an edge between two nodes of one rank, dot grows that rank's node
// array with realloc (flat.c, make_vn_slot) but leaves the array's allocation pointer (`av`) at the
// old block, which its cleanup then frees a second time: a double free, and a crash, whenever
// realloc moved the block. Later Graphviz keeps `av` equal to `v` there; this does it after the
// layout. Only the root graph owns its rank arrays (a cluster's point into the root's).
static inline void uiflow_repair_dot_ranks(Agraph_t *graph) {
    Agraphinfo_t *info = (Agraphinfo_t *)aggetrec(graph, "Agraphinfo_t", 0);
    if (info == NULL || info->rank == NULL) return;
    for (int r = info->minrank; r <= info->maxrank; r++) {
        if (info->rank[r].av != info->rank[r].v) info->rank[r].av = info->rank[r].v;
    }
}

// Puts a laid-out graph's clusters in the order the DOT created them (their sequence numbers), so
// that they are drawn in that order. Graphviz keeps subgraphs ordered by ID: with the IDs of
// uiflow_read_graph, anonymous clusters (`cluster=true`) before named ones, and a named one where
// the DOT first named it, which need not be where it created the cluster.
static inline void uiflow_order_clusters(Agraph_t *graph) {
    Agraphinfo_t *info = (Agraphinfo_t *)aggetrec(graph, "Agraphinfo_t", 0);
    if (info == NULL || info->clust == NULL) return;
    // An insertion sort: clusters are few. GD_clust is 1-based.
    for (int i = 2; i <= info->n_cluster; i++) {
        Agraph_t *cluster = info->clust[i];
        int j = i - 1;
        while (j >= 1 && AGSEQ(info->clust[j]) > AGSEQ(cluster)) {
            info->clust[j + 1] = info->clust[j];
            j--;
        }
        info->clust[j + 1] = cluster;
    }
    for (int i = 1; i <= info->n_cluster; i++) uiflow_order_clusters(info->clust[i]);
}

// Grows the buffer Graphviz 2.4x formats its reports in, once, to `size` bytes. Its `userout`
// (agerror.c, used whenever an error function is set, as uiflow does) formats into a static
// 1,024-byte buffer and, when a report is longer, grows the buffer and formats again with the
// `va_list` it already used up: `vsnprintf` then reads garbage for every `%s`, and the process
// crashes. Any report of 1,024 bytes or more does it, such as a warning that quotes a long node
// name or attribute value. A report with no conversions in it is harmless there (nothing is read
// from the `va_list`) and leaves the buffer grown, so later reports up to `size` bytes are safe. Later
// Graphviz formats correctly; there this is a warning like any other, which the caller discards.
static inline void uiflow_grow_error_buffer(size_t size) {
    if (size < 2) return;
    char *text = (char *)malloc(size);
    if (text == NULL) return;
    memset(text, 'x', size - 1);
    text[size - 1] = '\0';
    agerr(AGWARN, text);
    free(text);
}

// What decides whether Graphviz can lay out a graph safely and in reasonable time, counted on the
// parsed graph before the layout: see GraphvizLimits.
typedef struct {
    size_t nodes;
    size_t edges;
    size_t subgraphs;
    // The longest name or attribute value, in bytes.
    size_t longest_text;
    // The most line breaks and table rows in one attribute value, plus one.
    size_t most_lines;
    // The sum of the edges' `minlen` (1 unless set), and the largest one.
    size_t minlen_sum;
    size_t minlen_max;
    // Whether some edge has a label (dot then doubles every edge's length in ranks).
    int has_edge_labels;
} uiflow_graph_size;

static inline void uiflow_measure_text(const char *text, uiflow_graph_size *size) {
    if (text == NULL) return;
    size_t length = 0, lines = 1;
    for (const char *p = text; *p; p++, length++) {
        char c = *p;
        if (c == '\n') {
            lines++;
        } else if (c == '\\' && (p[1] == 'n' || p[1] == 'l' || p[1] == 'r')) {
            lines++;
        } else if (c == '<' && (p[1] == 'B' || p[1] == 'b' || p[1] == 'T' || p[1] == 't')
                   && (p[2] == 'R' || p[2] == 'r')) {
            lines++;  // <BR/> and <TR>
        }
    }
    if (length > size->longest_text) size->longest_text = length;
    if (lines > size->most_lines) size->most_lines = lines;
}

// Measures every value of the attributes declared for `kind` on `object`.
static inline void uiflow_measure_attributes(Agraph_t *root, int kind, void *object, uiflow_graph_size *size) {
    for (Agsym_t *symbol = agnxtattr(root, kind, NULL); symbol; symbol = agnxtattr(root, kind, symbol)) {
        uiflow_measure_text(agxget(object, symbol), size);
    }
}

// Subgraphs, their names and attributes, iteratively (a stack of subgraphs to visit).
static inline int uiflow_measure_subgraphs(Agraph_t *root, uiflow_graph_size *size) {
    size_t capacity = 64, count = 0;
    Agraph_t **stack = (Agraph_t **)malloc(capacity * sizeof(Agraph_t *));
    if (stack == NULL) return -1;
    for (Agraph_t *sub = agfstsubg(root); sub; sub = agnxtsubg(sub)) {
        if (uiflow_push_subgraph(&stack, &capacity, &count, sub) != 0) { free(stack); return -1; }
    }
    while (count > 0) {
        Agraph_t *graph = stack[--count];
        size->subgraphs++;
        uiflow_measure_text(agnameof(graph), size);
        uiflow_measure_attributes(root, AGRAPH, graph, size);
        for (Agraph_t *sub = agfstsubg(graph); sub; sub = agnxtsubg(sub)) {
            if (uiflow_push_subgraph(&stack, &capacity, &count, sub) != 0) { free(stack); return -1; }
        }
    }
    free(stack);
    return 0;
}

// Counts and measures a parsed graph in one pass over its objects. Returns 0, or -1 when out of memory.
static inline int uiflow_measure_graph(Agraph_t *graph, uiflow_graph_size *size) {
    memset(size, 0, sizeof *size);
    uiflow_measure_text(agnameof(graph), size);
    uiflow_measure_attributes(graph, AGRAPH, graph, size);
    if (uiflow_measure_subgraphs(graph, size) != 0) return -1;
    Agsym_t *minlen = agattr(graph, AGEDGE, "minlen", NULL);
    Agsym_t *label = agattr(graph, AGEDGE, "label", NULL);
    for (Agnode_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        size->nodes++;
        uiflow_measure_text(agnameof(node), size);
        uiflow_measure_attributes(graph, AGNODE, node, size);
        for (Agedge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) {
            size->edges++;
            uiflow_measure_attributes(graph, AGEDGE, edge, size);
            size_t length = 1;
            if (minlen != NULL) {
                const char *value = agxget(edge, minlen);
                if (value != NULL && *value != '\0') {
                    long parsed = strtol(value, NULL, 10);
                    length = parsed > 0 ? (size_t)parsed : 0;
                }
            }
            size->minlen_sum += length;
            if (length > size->minlen_max) size->minlen_max = length;
            if (label != NULL && !size->has_edge_labels) {
                const char *value = agxget(edge, label);
                if (value != NULL && *value != '\0') size->has_edge_labels = 1;
            }
        }
    }
    return 0;
}

// Sets the capacity of a pipe where the system allows it (Linux), so that more of what is written to
// it fits before a writer would have to wait. Returns -1 where it cannot.
static inline int uiflow_set_pipe_capacity(int fd, int bytes) {
#if defined(__linux__)
    return fcntl(fd, 1031 /* F_SETPIPE_SZ */, bytes);
#else
    (void)fd;
    (void)bytes;
    return -1;
#endif
}

// Flushes C's standard error stream, before its file descriptor is redirected and before it is put back.
static inline void uiflow_flush_standard_error(void) { fflush(stderr); }

// Clears the error state C's standard error stream may have taken while redirected into a full pipe.
static inline void uiflow_clear_standard_error(void) { clearerr(stderr); }

// Widens a laid-out graph's bounding box, at the right and at the bottom, by the fraction of a
// pixel its bitmap would otherwise end in. cairo's bitmap is a whole number of pixels, rounded from
// the drawing's size in points (the bounding box and the pad around it) at the resolution (`dpi`,
// 96 by default); the background fills the drawing's size exactly, so the last column and row of
// pixels were partly transparent: a thin dark line on the right and at the bottom in viewers that
// show transparency dark. Left alone when the drawing is scaled (`size`) or turned (`rotate`).
static inline void uiflow_round_bitmap_canvas(Agraph_t *graph) {
    Agraphinfo_t *info = (Agraphinfo_t *)aggetrec(graph, "Agraphinfo_t", 0);
    if (info == NULL || info->drawing == NULL) return;
    if (info->drawing->size.x > 0 || info->drawing->size.y > 0 || info->drawing->landscape) return;
    double dpi = info->drawing->dpi > 0 ? info->drawing->dpi : 96.0;
    double padX = 4, padY = 4;  // Graphviz's default pad, in points
    char *pad = agget(graph, "pad");
    if (pad != NULL && *pad != '\0') {
        double x, y;
        int count = sscanf(pad, "%lf,%lf", &x, &y);
        if (count > 0) {
            padX = x * 72;
            padY = count > 1 ? y * 72 : padX;
        }
    }
    double width = (info->bb.UR.x - info->bb.LL.x + 2 * padX) * dpi / 72;
    double height = (info->bb.UR.y - info->bb.LL.y + 2 * padY) * dpi / 72;
    if (!(width > 0 && height > 0 && width < 1e7 && height < 1e7)) return;
    // A hair over the next whole pixel, so that rounding cannot leave a sliver.
    double extraWidth = ceil(width) - width, extraHeight = ceil(height) - height;
    if (extraWidth > 1e-6) info->bb.UR.x += (extraWidth + 1e-3) * 72 / dpi;
    if (extraHeight > 1e-6) info->bb.LL.y -= (extraHeight + 1e-3) * 72 / dpi;
}

// Bytes the C heap has handed out and not taken back, for the memory tests and benchmark (glibc).
static inline size_t uiflow_heap_in_use(void) { return mallinfo2().uordblks; }

// Graphviz 2.42's `dot` numbers the passes of its search for connected components (`decompose`,
// dotgen/decomp.c) with a static `char`: it counts up for the whole process, wraps from 255 to 1,
// and each pass marks the nodes it visits with its number. A node still marked 1 (`TRUE`) by an
// earlier step of the same layout (acyclic, network simplex) looks visited to the pass numbered 1:
// it is left out of every component, network simplex then follows an edge into it and reads a null
// subtree (`STsetFind`, "Bad pointer dereference at 0x10"). Which layout of a long-lived process
// meets the pass numbered 1 depends on everything laid out before it: the same DOT (a random flow
// with rank marks, under the old ranking) laid out 300 times in one process crashed. uiflow sets
// the counter back to 0 before each `dot` layout, so that every layout runs as in a fresh process.
// The counter is not exported: its address is read from `decompose`'s own x86-64 code, which loads
// it (`movzbl rel32(%rip)`), adds one and stores it back (`mov %al, rel32(%rip)`, the same address),
// and must lie after that code, within 16 MiB (the plugin's own data). Where that code is not found
// (another build or architecture), NULL, and nothing is done.
static inline unsigned char *uiflow_find_decompose_mark(const char *directory) {
#if defined(__x86_64__)
    void *library = uiflow_open_plugin(directory, "gvplugin_dot_layout");
    const unsigned char *code = library == NULL ? NULL : (const unsigned char *)dlsym(library, "decompose");
    if (code == NULL) return NULL;
    for (int i = 0; i < 192; i++) {
        if (code[i] != 0x0f || code[i + 1] != 0xb6 || code[i + 2] != 0x05) continue;
        int32_t load;
        memcpy(&load, code + i + 3, 4);
        const unsigned char *mark = code + i + 7 + load;
        for (int j = i + 7; j < i + 64; j++) {
            if (code[j] != 0x88 || code[j + 1] != 0x05) continue;
            int32_t store;
            memcpy(&store, code + j + 2, 4);
            if (code + j + 6 + store != mark) continue;
            // The plugin's own data follows its code, within a few hundred KiB.
            if (mark <= code || mark - code > (16 << 20)) return NULL;
            return (unsigned char *)mark;
        }
    }
#else
    (void)directory;
#endif
    return NULL;
}

// A Graphviz context with only the `dot` layout and the core renderers (among them `json`), and so
// no text layout plugin: Graphviz then sizes text with its own estimate from fixed character widths
// (Times, Helvetica/Arial or Courier) instead of the machine's fonts through pango, and the same DOT
// is laid out the same way whatever fonts are installed. The layout-quality check uses it.
// `directory` is where Graphviz keeps its plugins (`…/graphviz`, beside libgvc); the two plugin
// libraries stay loaded, as does the list of built-in plugins the context keeps. NULL when they
// cannot be loaded.
static inline GVC_t *uiflow_estimating_context(const char *directory) {
    const char *names[2] = {"gvplugin_dot_layout", "gvplugin_core"};
    lt_symlist_t *builtins = (lt_symlist_t *)calloc(3, sizeof(lt_symlist_t));
    if (builtins == NULL) return NULL;
    for (int n = 0; n < 2; n++) {
        void *library = uiflow_open_plugin(directory, names[n]);
        char symbol[64];
        snprintf(symbol, sizeof symbol, "%s_LTX_library", names[n]);
        void *address = library == NULL ? NULL : dlsym(library, symbol);
        if (address == NULL) { free(builtins); return NULL; }
        builtins[n].name = n == 0 ? "gvplugin_dot_layout_LTX_library" : "gvplugin_core_LTX_library";
        builtins[n].address = address;
    }
    return gvContextPlugins(builtins, 0);
}

#endif
