// Fast Navigation's simplified copies in one run: Quarry's two methods
// (model/ops/Simplify: Fast and Close, which add input checks and clean-up
// to meshoptimizer) beside meshoptimizer's meshopt_simplifySloppy and
// meshopt_simplify called bare, on the same meshes for the same triangle
// targets. For each: the time to make the copy, the
// triangles kept, and the geometric error: the distance from sampled
// vertices of the original surface to the copy (which keeps the original
// vertices' positions), as a fraction of the mesh's bounding radius and as
// pixels where the mesh fills a 1000-pixel view. All three index the
// mesh's own vertices, so the viewport can draw any of them.
// QUARRY_BENCH_ONLY=<case name> runs one case.
#include "TestMeshes.h"
#include "io/Formats.h"
#include "model/Pose.h"
#include "model/ops/Simplify.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

#include <meshoptimizer.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace quarry;

namespace {

QVector3D closestOnTriangle(const QVector3D &p, const QVector3D &a, const QVector3D &b, const QVector3D &c)
{
    // Ericson, Real-Time Collision Detection, 5.1.5.
    const QVector3D ab = b - a, ac = c - a, ap = p - a;
    const float d1 = QVector3D::dotProduct(ab, ap), d2 = QVector3D::dotProduct(ac, ap);
    if (d1 <= 0 && d2 <= 0)
        return a;
    const QVector3D bp = p - b;
    const float d3 = QVector3D::dotProduct(ab, bp), d4 = QVector3D::dotProduct(ac, bp);
    if (d3 >= 0 && d4 <= d3)
        return b;
    const float vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0)
        return a + ab * (d1 / (d1 - d3));
    const QVector3D cp = p - c;
    const float d5 = QVector3D::dotProduct(ab, cp), d6 = QVector3D::dotProduct(ac, cp);
    if (d6 >= 0 && d5 <= d6)
        return c;
    const float vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0)
        return a + ac * (d2 / (d2 - d6));
    const float va = d3 * d6 - d5 * d4;
    if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0)
        return b + (c - b) * ((d4 - d3) / ((d4 - d3) + (d5 - d6)));
    const float denom = 1.0f / (va + vb + vc);
    return a + ab * (vb * denom) + ac * (vc * denom);
}

struct Error
{
    double mean = 0;
    double max = 0;
};

// Distances from up to 400 vertices used by the original triangles (evenly
// spread over the list) to the nearest triangle of the copy.
Error surfaceError(const QList<QVector3D> &p, const QList<Triangle> &original, const QList<Triangle> &copy)
{
    Error e;
    if (copy.isEmpty())
        return {INFINITY, INFINITY};
    std::vector<quint32> used;
    std::vector<bool> seen(size_t(p.size()), false);
    for (const Triangle &t : original)
        for (quint32 v : t)
            if (!seen[v]) {
                seen[v] = true;
                used.push_back(v);
            }
    const size_t samples = std::min<size_t>(400, used.size());
    for (size_t s = 0; s < samples; ++s) {
        const QVector3D q = p[used[s * used.size() / samples]];
        float best = INFINITY;
        for (const Triangle &t : copy)
            best = std::min(best, (closestOnTriangle(q, p[t[0]], p[t[1]], p[t[2]]) - q).lengthSquared());
        const double d = std::sqrt(double(best));
        e.mean += d;
        e.max = std::max(e.max, d);
    }
    e.mean /= double(samples);
    return e;
}

struct Way
{
    const char *name;
    QList<Triangle> (*make)(const QList<QVector3D> &, const QList<Triangle> &, qsizetype);
};

QList<Triangle> quarryFast(const QList<QVector3D> &p, const QList<Triangle> &t, qsizetype target)
{
    return simplifyTriangles(p, t, target, SimplifyMethod::Fast);
}

QList<Triangle> quarryClose(const QList<QVector3D> &p, const QList<Triangle> &t, qsizetype target)
{
    return simplifyTriangles(p, t, target, SimplifyMethod::Close);
}

QList<Triangle> fromIndexes(const std::vector<unsigned> &indexes, size_t count)
{
    QList<Triangle> out;
    out.reserve(qsizetype(count / 3));
    for (size_t i = 0; i + 2 < count; i += 3)
        out.append(Triangle{indexes[i], indexes[i + 1], indexes[i + 2]});
    return out;
}

QList<Triangle> sloppy(const QList<QVector3D> &p, const QList<Triangle> &t, qsizetype target)
{
    std::vector<unsigned> out(size_t(t.size()) * 3);
    const size_t n = meshopt_simplifySloppy(out.data(), reinterpret_cast<const unsigned *>(t.constData()),
                                            size_t(t.size()) * 3, reinterpret_cast<const float *>(p.constData()),
                                            size_t(p.size()), sizeof(QVector3D), size_t(target) * 3, 1.0f, nullptr);
    return fromIndexes(out, n);
}

QList<Triangle> edgeCollapse(const QList<QVector3D> &p, const QList<Triangle> &t, qsizetype target)
{
    std::vector<unsigned> out(size_t(t.size()) * 3);
    const size_t n = meshopt_simplify(out.data(), reinterpret_cast<const unsigned *>(t.constData()),
                                      size_t(t.size()) * 3, reinterpret_cast<const float *>(p.constData()),
                                      size_t(p.size()), sizeof(QVector3D), size_t(target) * 3, 1.0f, 0, nullptr);
    return fromIndexes(out, n);
}

struct Case
{
    QString name;
    QList<QVector3D> positions;
    QList<Triangle> triangles;
};

QList<Case> cases()
{
    QList<Case> list;
    for (int rings : {160, 500}) {
        const test::Surface s = test::sphere(rings, rings * 2);
        list.append({QStringLiteral("sphere %1").arg(s.triangles.size()), s.positions, s.triangles});
    }
    const QStringList corpus = {QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm"),
                                QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf")};
    for (const QString &path : corpus) {
        if (!QFileInfo::exists(path)) {
            std::printf("%s: absent, left out\n", qPrintable(path));
            continue;
        }
        const ReadResult r = readModelFile(path);
        if (!r.ok()) {
            std::printf("%s: %s\n", qPrintable(path), qPrintable(r.error->toString()));
            continue;
        }
        // The model's meshes as one (the viewport shares its budget out).
        Case c{QFileInfo(path).fileName(), {}, {}};
        for (const Mesh &m : r.model.meshes) {
            const quint32 base = quint32(c.positions.size());
            c.positions += m.positions;
            for (const Triangle &t : m.triangles)
                c.triangles.append(Triangle{t[0] + base, t[1] + base, t[2] + base});
        }
        list.append(c);
    }
    return list;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QByteArray only = qgetenv("QUARRY_BENCH_ONLY");
    const Way ways[] = {{"Quarry Fast", quarryFast},
                        {"Quarry Close", quarryClose},
                        {"meshopt_simplifySloppy", sloppy},
                        {"meshopt_simplify", edgeCollapse}};
    std::printf("%-22s %9s %8s  %-24s %9s %9s %10s %9s %8s\n", "case", "triangles", "target", "way", "ms", "kept",
                "mean err", "max err", "max px");
    for (const Case &c : cases()) {
        if (!only.isEmpty() && c.name != QString::fromUtf8(only))
            continue;
        Bounds b;
        for (const QVector3D &p : c.positions)
            b.add(p);
        const double radius = std::max(double(b.radius()), 1e-9);
        for (qsizetype target : {qsizetype(20000), qsizetype(5000)}) {
            if (target >= c.triangles.size())
                continue;
            for (const Way &way : ways) {
                // The best of three runs.
                double best = INFINITY;
                QList<Triangle> copy;
                for (int run = 0; run < 3; ++run) {
                    QElapsedTimer timer;
                    timer.start();
                    copy = way.make(c.positions, c.triangles, target);
                    best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
                }
                const Error e = surfaceError(c.positions, c.triangles, copy);
                std::printf("%-22s %9lld %8lld  %-24s %9.2f %9lld %9.4f%% %8.4f%% %8.2f\n", qPrintable(c.name),
                            qlonglong(c.triangles.size()), qlonglong(target), way.name, best, qlonglong(copy.size()),
                            100 * e.mean / radius, 100 * e.max / radius, 500 * e.max / radius);
                std::fflush(stdout);
            }
        }
    }
    return 0;
}
