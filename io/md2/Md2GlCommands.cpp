#include "io/md2/Md2GlCommands.h"

#include <QHash>
#include <QSet>

namespace quarry::md2 {

namespace {

quint64 edgeKey(quint32 a, quint32 b)
{
    return (quint64(a) << 32) | b;
}

class Builder
{
public:
    explicit Builder(const QList<std::array<quint32, 3>> &triangles)
        : m_triangles(triangles)
        , m_used(triangles.size(), false)
    {
        for (qsizetype t = 0; t < triangles.size(); ++t)
            for (int k = 0; k < 3; ++k)
                m_edges.insert(edgeKey(triangles[t][k], triangles[t][(k + 1) % 3]), t);
    }

    QList<GlCommand> run()
    {
        QList<GlCommand> commands;
        for (qsizetype t = 0; t < m_triangles.size(); ++t) {
            if (m_used[t])
                continue;
            GlCommand best;
            QList<qsizetype> bestTriangles;
            for (int rotation = 0; rotation < 3; ++rotation)
                for (bool fan : {false, true}) {
                    QList<qsizetype> taken;
                    GlCommand c = grow(t, rotation, fan, taken);
                    if (taken.size() > bestTriangles.size()) {
                        best = c;
                        bestTriangles = taken;
                    }
                }
            for (qsizetype u : std::as_const(bestTriangles))
                m_used[u] = true;
            commands.append(best);
        }
        return commands;
    }

private:
    // An unused triangle, not in `taken`, with the directed edge a → b; -1
    // when there is none. *third is its other corner.
    qsizetype find(quint32 a, quint32 b, const QSet<qsizetype> &taken, quint32 *third) const
    {
        for (auto it = m_edges.constFind(edgeKey(a, b)); it != m_edges.constEnd() && it.key() == edgeKey(a, b); ++it) {
            const qsizetype t = it.value();
            if (m_used[t] || taken.contains(t))
                continue;
            const auto &tri = m_triangles[t];
            for (int k = 0; k < 3; ++k)
                if (tri[k] == a && tri[(k + 1) % 3] == b)
                    *third = tri[(k + 2) % 3];
            return t;
        }
        return -1;
    }

    GlCommand grow(qsizetype start, int rotation, bool fan, QList<qsizetype> &order) const
    {
        const auto &tri = m_triangles[start];
        GlCommand c;
        c.fan = fan;
        c.corners = {tri[rotation], tri[(rotation + 1) % 3], tri[(rotation + 2) % 3]};
        QSet<qsizetype> taken{start};
        order = {start};
        for (;;) {
            const qsizetype n = c.corners.size();
            // The next triangle, in its own winding: a fan's is f0, f[n-1],
            // x; a strip's j-th (j = n - 2) is s[n-2], s[n-1], x for even
            // j and s[n-1], s[n-2], x for odd j. It is the unused
            // triangle with that directed edge.
            quint32 a = c.corners[n - 2], b = c.corners[n - 1];
            if (fan) {
                a = c.corners[0];
                b = c.corners[n - 1];
            } else if ((n - 2) % 2 == 1) {
                std::swap(a, b);
            }
            quint32 third = 0;
            const qsizetype t = find(a, b, taken, &third);
            if (t < 0)
                break;
            c.corners.append(third);
            taken.insert(t);
            order.append(t);
        }
        return c;
    }

    const QList<std::array<quint32, 3>> &m_triangles;
    QList<bool> m_used;
    QMultiHash<quint64, qsizetype> m_edges;
};

} // namespace

QList<GlCommand> buildGlCommands(const QList<std::array<quint32, 3>> &triangles)
{
    return Builder(triangles).run();
}

} // namespace quarry::md2
