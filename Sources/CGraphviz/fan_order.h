// Graphviz 2.42's `dot`, with one step of uiflow's own between crossing minimisation and placement:
// the screens a screen's rows lead to are put in the order of those rows (docs/rendering.md,
// "Fan-out follows the rows").
//
// Why a step of its own: `dot` counts two edges that leave a node's ports in the opposite order to
// their heads as a crossing, but weighs it as any other, and trades it for one elsewhere. A hub whose
// rows lead to a dozen screens (a menu, settings) then has its targets scrambled, and the edges
// tangle at the hub, where reading which row leads where matters most. Graphviz's own remedy,
// `ordering=out`, does nothing for nodes in clusters (mincross.c, `do_ordering_node`), and uiflow's
// groups are clusters. Flat edges between the targets crash 2.42 (class2.c, `merge_chain`).
//
// How: the layout engine registered here as `dot`, with a higher quality than Graphviz's own, runs
// the phases of `dot` exactly as Graphviz 2.42's `dotLayout` does (dotinit.c), calling the
// plugin's exported phase functions, and between `dot_mincross` and `dot_position` reorders: for
// each node, the edges that leave it for nodes of one cluster on one rank, each with the chain of
// virtual nodes that carries it, are put in the order of their tail ports (ties keep Graphviz's
// order), slot for slot among the places those nodes already hold, so that every cluster keeps its
// block. The new order is kept only when Graphviz's own count of crossings (`ncross`, which counts
// the ports' order too) grows by at most twice the number of pairs it puts right, and every edge
// within the heads' rank (a flat edge) still runs the way it ran. Chains shared by several edges or
// with flat edges of their own, and heads two rows lead to, are left as they are, and so are edges
// to nodes of different clusters: the clusters' order decides.
// Graphs that ask for packing, an aspect or a phase are laid out by Graphviz's own `dot_layout`.
//
// Only for Graphviz 2.42 and 2.43, whose phases and structures this follows; with any other version,
// or when the plugin's functions are not found, nothing is registered and Graphviz's `dot` lays out.
#ifndef UIFLOW_CGRAPHVIZ_FAN_ORDER_H
#define UIFLOW_CGRAPHVIZ_FAN_ORDER_H

#include <dlfcn.h>
#include <gvc.h>
#include <gvplugin.h>
#include <gvplugin_layout.h>
#include <stdlib.h>
#include <string.h>

#include "plugins.h"
#include "subgraph_stack.h"

// Exported by libgvc, declared only in Graphviz's private headers (common/utils.h, render.h).
extern void setEdgeType(graph_t *g, int defaultType);
extern void dotneato_postprocess(Agraph_t *g);
extern void free_label(textlabel_t *label);
extern boolean mapbool(char *text);

// The phase functions of the `dot` plugin (libgvplugin_dot_layout), found once with dlsym.
typedef struct {
    void (*init_node_edge)(Agraph_t *);
    void (*rank)(Agraph_t *, void *);
    void (*mincross)(Agraph_t *, int);
    void (*position)(Agraph_t *, void *);
    void (*sameports)(Agraph_t *);
    void (*splines)(Agraph_t *);
    void (*compound_edges)(Agraph_t *);
    void (*layout)(Agraph_t *);
    void (*cleanup)(Agraph_t *);
    int (*ncross)(Agraph_t *);
    void (*delete_fast_node)(Agraph_t *, Agnode_t *);
} uiflow_dot_phases;

// Set once, before the engine is registered, to the same addresses whoever sets it; read by the
// engine, which Graphviz runs under UIFlowGraphviz's lock. A function's static: Swift's importer
// emits a header's functions, not its file-scope variables.
static inline uiflow_dot_phases *uiflow_phases_storage(void) {
    static uiflow_dot_phases phases;
    return &phases;
}
#define uiflow_phases (*uiflow_phases_storage())

// Graphviz's values (const.h, not installed): the node type of a virtual node, the edge type
// `dot` draws by default, and the graph flag of the new ranking.
#define UIFLOW_VIRTUAL_NODE 1
#define UIFLOW_ET_SPLINE (5 << 1)
#define UIFLOW_NEW_RANK (1 << 4)
// Longest chain (ranks from the tail's next to the head) and most edges of one group reordered.
#define UIFLOW_FAN_SPAN 16
#define UIFLOW_FAN_GROUP 32
// Nodes with more edges than this are left as they are: grouping a node's edges takes time in the
// square of their number.
#define UIFLOW_FAN_MOST_EDGES 256
// Crossings a new order may add, for each pair of edges it puts in the order of their rows: edges
// tangled at a hub read worse than a crossing elsewhere. Measured with Graphviz's text estimate
// (UIFLOW_PRINT_QUALITY=1 swift test --filter AppShapedLayoutQualityTests), pairs left inverted on
// 300 app-shaped screens: 47 of 979 with 1, 12 with 2, 11 with 3 (Graphviz's own order: 168), for
// 7354, 7377 and 7394 crossings (Graphviz: 7200); social 7, 6, 6 of 19 (Graphviz: 7).
#define UIFLOW_FAN_CROSSINGS_PER_PAIR 2

// dotinit.c's dot_init_subg: every subgraph gets Graphviz's layout record. With a work list of its
// own rather than recursion (Graphviz recurses); -1 when out of memory.
static inline int uiflow_dot_init_subgraphs(Agraph_t *g) {
    if (g != agroot(g)) agbindrec(g, "Agraphinfo_t", sizeof(Agraphinfo_t), TRUE);
    GD_dotroot(agroot(g)) = g;
    size_t capacity = 64, count = 0;
    Agraph_t **pending = (Agraph_t **)malloc(capacity * sizeof *pending);
    if (pending == NULL) return -1;
    pending[count++] = g;
    while (count > 0) {
        Agraph_t *parent = pending[--count];
        for (Agraph_t *sub = agfstsubg(parent); sub; sub = agnxtsubg(sub)) {
            agbindrec(sub, "Agraphinfo_t", sizeof(Agraphinfo_t), TRUE);
            if (uiflow_push_subgraph(&pending, &capacity, &count, sub) != 0) { free(pending); return -1; }
        }
    }
    free(pending);
    return 0;
}

// dotinit.c's removeFill: takes out the nodes the new ranking added to fill empty ranks of clusters.
static inline void uiflow_dot_remove_fill(Agraph_t *g) {
    Agraph_t *fill = agsubg(g, "_new_rank", 0);
    if (fill == NULL) return;
    Agnode_t *next;
    for (Agnode_t *n = agfstnode(fill); n; n = next) {
        next = agnxtnode(fill, n);
        uiflow_phases.delete_fast_node(g, n);
        int r = ND_rank(n);
        for (int j = 0; j < GD_rank(g)[r].n; j++) {
            if (GD_rank(g)[r].v[j] != n) continue;
            for (j++; j < GD_rank(g)[r].n; j++) GD_rank(g)[r].v[j - 1] = GD_rank(g)[r].v[j];
            GD_rank(g)[r].n--;
            break;
        }
        free(ND_in(n).list);
        free(ND_out(n).list);
        free(ND_flat_out(n).list);
        free(ND_flat_in(n).list);
        free(ND_other(n).list);
        free_label(ND_label(n));
        free_label(ND_xlabel(n));
        if (ND_shape(n)) ND_shape(n)->fns->freefn(n);
        agdelrec(n, "Agnodeinfo_t");
        agdelnode(g, n);
    }
    agdelsubg(g, fill);
}

// The innermost cluster of each node, by its sequence number; a cluster's own nodes are marked
// before its subclusters', which then win. Iterative over the cluster tree.
static inline int uiflow_innermost_clusters(Agraph_t *g, Agraph_t **innermost) {
    size_t capacity = 64, count = 0;
    Agraph_t **stack = (Agraph_t **)malloc(capacity * sizeof *stack);
    if (stack == NULL) return -1;
    stack[count++] = g;
    while (count > 0) {
        Agraph_t *parent = stack[--count];
        for (int i = 1; i <= GD_n_cluster(parent); i++) {
            Agraph_t *cluster = GD_clust(parent)[i];
            for (Agnode_t *n = agfstnode(cluster); n; n = agnxtnode(cluster, n)) innermost[AGSEQ(n)] = cluster;
            if (uiflow_push_subgraph(&stack, &capacity, &count, cluster) != 0) { free(stack); return -1; }
        }
    }
    free(stack);
    return 0;
}

// One edge leaving a node: where it leaves (its tail port along the rank), and the nodes that carry
// it, from the next rank down to its real head.
typedef struct {
    double port;
    int order;            // the head's place before reordering, to break ties
    int span;
    Agnode_t *chain[UIFLOW_FAN_SPAN];
    int open;             // not yet in a group, and reorderable
} uiflow_fan_edge;

static inline int uiflow_fan_edge_compare(const void *a, const void *b) {
    const uiflow_fan_edge *x = (const uiflow_fan_edge *)a, *y = (const uiflow_fan_edge *)b;
    if (x->port != y->port) return x->port < y->port ? -1 : 1;
    return x->order - y->order;
}

static inline int uiflow_int_compare(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static inline void uiflow_fan_invalidate(Agraph_t *g, int r) {
    GD_rank(g)[r].valid = FALSE;
    if (r > GD_minrank(g)) GD_rank(g)[r - 1].valid = FALSE;
}

// Puts `group` (sorted by port) into the slots its chains hold, rank by rank; `keep` takes the nodes
// that held them, to put back. Returns whether anything moved.
static inline int uiflow_fan_place(Agraph_t *g, uiflow_fan_edge *group, int m, Agnode_t *keep[][UIFLOW_FAN_GROUP],
                                   int slots[][UIFLOW_FAN_GROUP]) {
    int moved = 0;
    for (int s = 0; s < group[0].span; s++) {
        int r = ND_rank(group[0].chain[s]);
        for (int i = 0; i < m; i++) slots[s][i] = ND_order(group[i].chain[s]);
        qsort(slots[s], (size_t)m, sizeof(int), uiflow_int_compare);
        for (int i = 0; i < m; i++) keep[s][i] = GD_rank(g)[r].v[slots[s][i]];
        for (int i = 0; i < m; i++) {
            if (keep[s][i] != group[i].chain[s]) moved = 1;
            GD_rank(g)[r].v[slots[s][i]] = group[i].chain[s];
            ND_order(group[i].chain[s]) = slots[s][i];
        }
        uiflow_fan_invalidate(g, r);
    }
    return moved;
}

static inline void uiflow_fan_restore(Agraph_t *g, int span, int m, Agnode_t *keep[][UIFLOW_FAN_GROUP],
                                      int slots[][UIFLOW_FAN_GROUP]) {
    for (int s = 0; s < span; s++) {
        int r = ND_rank(keep[s][0]);
        for (int i = 0; i < m; i++) {
            GD_rank(g)[r].v[slots[s][i]] = keep[s][i];
            ND_order(keep[s][i]) = slots[s][i];
        }
        uiflow_fan_invalidate(g, r);
    }
}

// The place `n` held before `uiflow_fan_place` moved the nodes of rank slots `slots` (`keep`: who
// held each), or its place now when it was not among them.
static inline int uiflow_fan_old_order(Agnode_t *n, int m, Agnode_t *const keep[], const int slots[]) {
    for (int i = 0; i < m; i++) if (keep[i] == n) return slots[i];
    return ND_order(n);
}

// Whether every edge within the heads' rank (a flat edge) that touches a moved head still runs the
// way it ran: `dot` keeps a flat edge's tail left of its head, and its placement counts on that.
static inline int uiflow_fan_keeps_flat_edges(const uiflow_fan_edge *group, int m, Agnode_t *const keep[], const int slots[]) {
    for (int i = 0; i < m; i++) {
        Agnode_t *head = group[i].chain[group[i].span - 1];
        for (int side = 0; side < 2; side++) {
            elist flat = side == 0 ? ND_flat_out(head) : ND_flat_in(head);
            for (int j = 0; j < flat.size; j++) {
                Agnode_t *other = side == 0 ? aghead(flat.list[j]) : agtail(flat.list[j]);
                int before = uiflow_fan_old_order(head, m, keep, slots) - uiflow_fan_old_order(other, m, keep, slots);
                int after = ND_order(head) - ND_order(other);
                if ((before < 0) != (after < 0)) return 0;
            }
        }
    }
    return 1;
}

// Reads the edges leaving `u` into `edges` (room for ND_out(u).size); returns how many.
static inline int uiflow_fan_edges(Agnode_t *u, uiflow_fan_edge *edges) {
    int count = 0;
    for (int i = 0; i < ND_out(u).size; i++) {
        Agedge_t *e = ND_out(u).list[i];
        uiflow_fan_edge edge;
        memset(&edge, 0, sizeof edge);
        edge.port = ED_tail_port(e).p.x;
        edge.open = 1;
        Agnode_t *v = aghead(e);
        while (ND_node_type(v) == UIFLOW_VIRTUAL_NODE && edge.open) {
            if (edge.span >= UIFLOW_FAN_SPAN - 1 || ND_in(v).size != 1 || ND_out(v).size != 1 ||
                ND_flat_out(v).size > 0 || ND_flat_in(v).size > 0) {
                edge.open = 0;
                break;
            }
            edge.chain[edge.span++] = v;
            v = aghead(ND_out(v).list[0]);
        }
        if (!edge.open) continue;
        edge.chain[edge.span++] = v;
        edge.order = ND_order(v);
        // A head two rows lead to has no one place in their order: it stays where it is.
        int twice = 0;
        for (int j = 0; j < count; j++) {
            if (edges[j].chain[edges[j].span - 1] == v) { edges[j].open = 0; twice = 1; }
        }
        if (!twice) edges[count++] = edge;
    }
    return count;
}

// The reordering step (see the top of this file), on a graph `dot_mincross` has just ordered.
static inline void uiflow_fan_order(Agraph_t *g) {
    int most = 0;
    for (Agnode_t *n = agfstnode(g); n; n = agnxtnode(g, n)) if ((int)AGSEQ(n) > most) most = (int)AGSEQ(n);
    Agraph_t **innermost = (Agraph_t **)calloc((size_t)most + 1, sizeof *innermost);
    if (innermost == NULL) return;
    if (uiflow_innermost_clusters(g, innermost) != 0) { free(innermost); return; }
    Agnode_t *keep[UIFLOW_FAN_SPAN][UIFLOW_FAN_GROUP];
    int slots[UIFLOW_FAN_SPAN][UIFLOW_FAN_GROUP];
    for (Agnode_t *u = agfstnode(g); u; u = agnxtnode(g, u)) {
        if (ND_out(u).size < 2 || ND_out(u).size > UIFLOW_FAN_MOST_EDGES) continue;
        uiflow_fan_edge *edges = (uiflow_fan_edge *)malloc((size_t)ND_out(u).size * sizeof *edges);
        if (edges == NULL) break;
        int count = uiflow_fan_edges(u, edges);
        for (int a = 0; a < count; a++) {
            if (!edges[a].open) continue;
            Agnode_t *head = edges[a].chain[edges[a].span - 1];
            uiflow_fan_edge group[UIFLOW_FAN_GROUP];
            int m = 0;
            for (int b = a; b < count && m < UIFLOW_FAN_GROUP; b++) {
                Agnode_t *other = edges[b].chain[edges[b].span - 1];
                if (!edges[b].open || edges[b].span != edges[a].span || innermost[AGSEQ(other)] != innermost[AGSEQ(head)]) continue;
                int same = 1;
                for (int s = 0; s < edges[a].span - 1 && same; s++) same = ND_clust(edges[b].chain[s]) == ND_clust(edges[a].chain[s]);
                if (!same) continue;
                group[m++] = edges[b];
                edges[b].open = 0;
            }
            if (m < 2) continue;
            // Pairs of heads in the wrong order, before.
            qsort(group, (size_t)m, sizeof *group, uiflow_fan_edge_compare);
            int wrong = 0;
            for (int i = 0; i < m; i++)
                for (int j = i + 1; j < m; j++)
                    if (group[i].port != group[j].port && group[i].order > group[j].order) wrong++;
            if (wrong == 0) continue;
            int before = uiflow_phases.ncross(g);
            if (!uiflow_fan_place(g, group, m, keep, slots)) continue;
            int last = group[0].span - 1;
            if (!uiflow_fan_keeps_flat_edges(group, m, keep[last], slots[last]) ||
                uiflow_phases.ncross(g) > before + UIFLOW_FAN_CROSSINGS_PER_PAIR * wrong) {
                uiflow_fan_restore(g, group[0].span, m, keep, slots);
            }
        }
        free(edges);
    }
    free(innermost);
}

// dotinit.c's dot_layout and dotLayout, without the aspect (never set by uiflow: such graphs go to
// Graphviz's own), with the reordering step.
static inline void uiflow_dot_layout(Agraph_t *g) {
    const char *own[4] = {"pack", "packmode", "aspect", "phase"};
    for (int i = 0; i < 4; i++) {
        const char *value = agget(g, (char *)own[i]);
        if (value != NULL && value[0] != '\0') { uiflow_phases.layout(g); return; }
    }
    if (agnnodes(g) > 0) {
        setEdgeType(g, UIFLOW_ET_SPLINE);
        // Out of memory: Graphviz's own, which fails as it fails.
        if (uiflow_dot_init_subgraphs(g) != 0) { uiflow_phases.layout(g); return; }
        uiflow_phases.init_node_edge(g);
        uiflow_phases.rank(g, NULL);
        uiflow_phases.mincross(g, 0);
        uiflow_fan_order(g);
        uiflow_phases.position(g, NULL);
        if (GD_flags(g) & UIFLOW_NEW_RANK) uiflow_dot_remove_fill(g);
        uiflow_phases.sameports(g);
        uiflow_phases.splines(g);
        if (mapbool(agget(g, (char *)"compound"))) uiflow_phases.compound_edges(g);
    }
    dotneato_postprocess(g);
}

// Registers the engine in `gvc`, taking the phases from the `dot` plugin in `directory`. Returns 1
// when registered, 0 when not (another Graphviz version, a function not found, no memory).
static inline int uiflow_add_fan_order_layout(GVC_t *gvc, const char *directory) {
    const char *version = gvcVersion(gvc);
    if (version == NULL || (strncmp(version, "2.42.", 5) != 0 && strncmp(version, "2.43.", 5) != 0)) return 0;
    void *library = uiflow_open_plugin(directory, "gvplugin_dot_layout");
    if (library == NULL) return 0;
    uiflow_dot_phases phases;
    *(void **)&phases.init_node_edge = dlsym(library, "dot_init_node_edge");
    *(void **)&phases.rank = dlsym(library, "dot_rank");
    *(void **)&phases.mincross = dlsym(library, "dot_mincross");
    *(void **)&phases.position = dlsym(library, "dot_position");
    *(void **)&phases.sameports = dlsym(library, "dot_sameports");
    *(void **)&phases.splines = dlsym(library, "dot_splines");
    *(void **)&phases.compound_edges = dlsym(library, "dot_compoundEdges");
    *(void **)&phases.layout = dlsym(library, "dot_layout");
    *(void **)&phases.cleanup = dlsym(library, "dot_cleanup");
    *(void **)&phases.ncross = dlsym(library, "ncross");
    *(void **)&phases.delete_fast_node = dlsym(library, "delete_fast_node");
    void **found = (void **)&phases;
    for (size_t i = 0; i < sizeof phases / sizeof(void *); i++) if (found[i] == NULL) return 0;
    uiflow_phases = phases;

    // Kept for the context's life, as Graphviz keeps its built-in plugins' tables.
    gvlayout_engine_t *engine = (gvlayout_engine_t *)calloc(1, sizeof *engine);
    gvlayout_features_t *features = (gvlayout_features_t *)calloc(1, sizeof *features);
    gvplugin_installed_t *types = (gvplugin_installed_t *)calloc(2, sizeof *types);
    gvplugin_api_t *apis = (gvplugin_api_t *)calloc(2, sizeof *apis);
    gvplugin_library_t *plugin = (gvplugin_library_t *)calloc(1, sizeof *plugin);
    if (engine == NULL || features == NULL || types == NULL || apis == NULL || plugin == NULL) {
        free(engine); free(features); free(types); free(apis); free(plugin);
        return 0;
    }
    engine->layout = uiflow_dot_layout;
    engine->cleanup = uiflow_phases.cleanup;
    features->flags = LAYOUT_USES_RANKDIR;
    // Graphviz's own `dot` has quality 0: a context asked for `dot` takes this one.
    types[0] = (gvplugin_installed_t){0, "dot", 1, engine, features};
    apis[0] = (gvplugin_api_t){API_layout, types};
    plugin->packagename = (char *)"uiflow";
    plugin->apis = apis;
    gvAddLibrary(gvc, plugin);
    return 1;
}

#endif
