// A growable stack of subgraphs, for walking a graph's subgraphs without recursion.
#ifndef UIFLOW_CGRAPHVIZ_SUBGRAPH_STACK_H
#define UIFLOW_CGRAPHVIZ_SUBGRAPH_STACK_H

#include <cgraph.h>
#include <stdlib.h>

// Pushes `sub` on a growable stack of subgraphs; -1 when memory runs out (the stack is left as it was).
static inline int uiflow_push_subgraph(Agraph_t ***stack, size_t *capacity, size_t *count, Agraph_t *sub) {
    if (*count == *capacity) {
        Agraph_t **grown = (Agraph_t **)realloc(*stack, 2 * *capacity * sizeof(Agraph_t *));
        if (grown == NULL) return -1;
        *stack = grown;
        *capacity *= 2;
    }
    (*stack)[(*count)++] = sub;
    return 0;
}

#endif
