// What the IQM reader and writer suites share: hand-built files, reading and
// writing bytes, joint positions, the corpus path, large grid models and
// where a vertex or triangle sits in a file.
#pragma once

#include "IqmFixture.h"

#include "io/Formats.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"
#include "model/Parallel.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Weights.h"

#include <QSet>
#include <QTest>

#include <bit>
#include <cmath>
#include <limits>

namespace quarry::iqmtest {

using namespace iqmfixture;

// One triangle mesh: three vertices with float positions, plus whatever
// the caller adds.
inline Builder triangleFile(const QList<QByteArray> &extraArrays = {}, const QList<QByteArray> &extraData = {})
{
    Builder b;
    const quint32 name = b.str("tri"), material = b.str("skin.tga");
    b.table(NumMeshes, 1, OfsMeshes, u32s({name, material, 0, 3, 0, 1}));
    b.table(NumTriangles, 1, OfsTriangles, u32s({0, 1, 2}));
    b.set(NumVertexes, 3);
    const quint32 pos = b.add(f32s({0, 0, 0, 1, 0, 0, 0, 1, 0}));
    QByteArray records = u32s({Position, 0, Float, 3, pos});
    for (qsizetype i = 0; i < extraArrays.size(); ++i) {
        const QByteArray &rec = extraArrays[i];
        const quint32 at = b.add(extraData[i], 8);
        records.append(rec);
        putU32(records, records.size() - 4, at);
    }
    b.table(NumVertexArrays, quint32(records.size() / kVertexArraySize), OfsVertexArrays, records);
    return b;
}

template<typename R>
inline QString errorText(const R &r)
{
    return r.error ? r.error->toString() : QString();
}

inline ReadResult readBytes(const QByteArray &bytes)
{
    return readIqm(QStringLiteral("test.iqm"), bytes);
}

inline QByteArray writeBytes(const Model &model, QList<Diagnostic> *warnings = nullptr)
{
    const WriteResult w = writeIqm(model, QStringLiteral("out.iqm"));
    if (!w.ok())
        qWarning() << w.error->toString();
    if (warnings)
        *warnings = w.warnings;
    return w.data;
}

// Joint world positions of an animation at a frame.
inline QList<QVector3D> jointPositions(const Model &model, int animation, double time)
{
    const QList<QMatrix4x4> world = worldMatrices(model.skeleton, localPose(model, animation, time));
    QList<QVector3D> out;
    for (const QMatrix4x4 &m : world)
        out.append(m.map(QVector3D()));
    return out;
}

inline QString corpus(const char *file)
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/iqm/") + QLatin1String(file);
}

// A model of `meshes` meshes of `side` x `side` vertices each (positions,
// normals, one texture set) over as many triangles: big enough, at 12 x
// 120 x 120, for the reader to read its meshes on several threads.
inline Model gridMeshes(int meshes, int side)
{
    Model model;
    for (int m = 0; m < meshes; ++m) {
        Mesh mesh;
        mesh.name = QStringLiteral("grid%1").arg(m);
        QList<QVector2D> uvs;
        for (int y = 0; y < side; ++y)
            for (int x = 0; x < side; ++x) {
                mesh.positions.append(QVector3D(float(x), float(y), float(m)));
                mesh.normals.append(QVector3D(0, 0, 1));
                uvs.append(QVector2D(float(x) / float(side), float(y + m) / float(side)));
            }
        mesh.texcoords.append(uvs);
        for (int y = 0; y + 1 < side; ++y)
            for (int x = 0; x + 1 < side; ++x) {
                const quint32 v = quint32(y * side + x);
                mesh.triangles.append({v, v + 1, v + quint32(side)});
                mesh.triangles.append({v + 1, v + quint32(side) + 1, v + quint32(side)});
            }
        model.meshes.append(mesh);
    }
    return model;
}

// Where mesh `m`'s vertex `v` has its position, and its triangle `t` its
// first corner, in an IQM file.
inline quint64 positionAt(const QByteArray &file, int m, quint32 v)
{
    const quint64 mesh = field(file, OfsMeshes) + quint64(m) * kMeshSize;
    for (quint32 a = 0; a < field(file, NumVertexArrays); ++a) {
        const quint64 record = field(file, OfsVertexArrays) + quint64(a) * kVertexArraySize;
        if (u32At(file, record) == Position)
            return u32At(file, record + 16) + (quint64(u32At(file, mesh + 8)) + v) * 12;
    }
    return 0;
}
inline quint64 triangleAt(const QByteArray &file, int m, quint32 t)
{
    const quint64 mesh = field(file, OfsMeshes) + quint64(m) * kMeshSize;
    return field(file, OfsTriangles) + (quint64(u32At(file, mesh + 16)) + t) * kTriangleSize;
}

} // namespace quarry::iqmtest
