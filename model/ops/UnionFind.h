#pragma once

#include <QList>

#include <algorithm>

namespace quarry {

// Sets of 0..n-1 joined by unite(); find() gives each set's smallest member
// once every union is made (paths halved as they are walked).
struct UnionFind
{
    QList<quint32> parent;
    explicit UnionFind(qsizetype n)
        : parent(n)
    {
        for (qsizetype i = 0; i < n; ++i)
            parent[i] = quint32(i);
    }
    quint32 find(quint32 x)
    {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
    void unite(quint32 a, quint32 b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            parent[std::max(a, b)] = std::min(a, b);
    }
};


} // namespace quarry
