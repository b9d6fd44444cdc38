// Graphviz's C API for UIFlowGraphviz: the context, layout and rendering (gvc.h) and the graph
// library with its error reporting (cgraph.h, included by gvc.h). The include path comes from
// pkg-config (`libgvc`, Debian's libgraphviz-dev), which points into /usr/include/graphviz.
#ifndef UIFLOW_CGRAPHVIZ_SHIM_H
#define UIFLOW_CGRAPHVIZ_SHIM_H

#include <gvc.h>
#include <malloc.h>

// Discards what the DOT lexer has buffered but not parsed. The lexer reads ahead, and a parse stops
// at the graph's closing brace, so what followed it (a line break, a second graph) would otherwise
// be read first by the next, unrelated parse: a wrong line number in its error messages, or the
// wrong graph. Graphviz calls this itself after a failed parse only. Exported by libcgraph (it is
// the lexer's `YY_FLUSH_BUFFER`), though no public header declares it.
extern void aglexbad(void);

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
// that they are drawn in that order. Graphviz keeps subgraphs ordered by ID, and a named subgraph's
// ID is the address of its interned name: in a process that has freed memory before, that order
// changes from one render to the next, and so would the order of clusters in the output.
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

// Bytes the C heap has handed out and not taken back, for the memory tests and benchmark (glibc).
static inline size_t uiflow_heap_in_use(void) { return mallinfo2().uordblks; }

#endif
