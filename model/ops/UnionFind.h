#pragma once

#include <QList>

#include <algorithm>

namespace quarry {

// Sets of 0..n-1 joined by unite(); find() gives each set's smallest member
// once every union is made (paths halved as they are walked). Index: the
// type the caller numbers its members with.
template<typename Index = quint32>
struct UnionFind
{
    QList<Index> parent;
    explicit UnionFind(qsizetype n)
        : parent(n)
    {
        for (qsizetype i = 0; i < n; ++i)
            parent[i] = Index(i);
    }
    Index find(Index x)
    {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
    void unite(Index a, Index b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            parent[std::max(a, b)] = std::min(a, b);
    }
};

} // namespace quarry
