#include "io/md2/Md2FramePatch.h"

#include "io/kept/KeptSource.h"
#include "io/md2/Md2Format.h"
#include "io/md2/Md2Reader.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/MorphPoses.h"
#include "io/quake/QuakeTables.h"

#include <algorithm>
#include <cmath>

namespace quarry::md2 {

namespace {

using quake::readF32;
using quake::readI16;
using quake::readI32;

const QString kSource = QStringLiteral("md2.source");
const QString kKey = QStringLiteral("md2.key");

// `m` with the geometry of `from`: what a patch may change.
void takeGeometry(Mesh &m, const Mesh &from)
{
    m.positions = from.positions;
    m.normals = from.normals;
    m.morphs = from.morphs;
}

Model withoutKept(Model m)
{
    m.extras.remove(kSource);
    m.extras.remove(kKey);
    return m;
}

} // namespace

std::optional<FramePatch> patchMd2Frames(const Model &model, const QString &path)
{
    const QByteArray source = model.extras.value(kSource).toByteArray();
    if (source.size() < kHeaderSize || model.meshes.size() != 1)
        return std::nullopt;
    ReadResult r = readMd2(path, source);
    if (!r.ok() || r.model.meshes.size() != 1)
        return std::nullopt;
    const Model read = withoutKept(r.model);
    const Mesh &was = read.meshes[0], &mesh = model.meshes[0];
    if (mesh.vertexCount() != was.vertexCount() || mesh.normals.size() != was.normals.size())
        return std::nullopt;
    Model rest = withoutKept(model);
    takeGeometry(rest.meshes[0], was);
    if (!sameModelBits(rest, read))
        return std::nullopt;

    const char *h = source.constData();
    const qint32 numXyz = readI32(h + HeaderNumXyz), numTris = readI32(h + HeaderNumTris);
    const qint32 numFrames = readI32(h + HeaderNumFrames), frameSize = readI32(h + HeaderFrameSize);
    const qint64 ofsTris = readI32(h + HeaderOfsTris), ofsFrames = readI32(h + HeaderOfsFrames);
    if (numTris != was.triangles.size() || mesh.morphs.size() != qsizetype(numFrames) - 1)
        return std::nullopt;
    // The file's vertex each of the mesh's is (the reader makes one per
    // pair of file vertex and texture coordinate).
    QList<qint32> xyzOf(mesh.vertexCount(), -1);
    for (qint32 t = 0; t < numTris; ++t)
        for (int k = 0; k < 3; ++k)
            xyzOf[was.triangles[t][k]] = readI16(h + ofsTris + qint64(t) * kTriangleSize + k * 2);
    if (std::find(xyzOf.cbegin(), xyzOf.cend(), -1) != xyzOf.cend())
        return std::nullopt;

    FramePatch patch;
    patch.bytes = source;
    char *const out = patch.bytes.data();
    QList<QVector3D> now, nowN, then, thenN;
    for (int f = 0; f < numFrames; ++f) {
        if (!quake::morphPose(mesh, f, now, nowN) || !quake::morphPose(was, f, then, thenN))
            return std::nullopt;
        // The frame's file vertices as the model now has them; false where
        // two of the model's that share one disagree.
        QList<QVector3D> pos(numXyz), nrm(numXyz);
        QList<bool> seen(numXyz, false), moved(numXyz, false), turned(numXyz, false);
        for (qsizetype v = 0; v < now.size(); ++v) {
            const qint32 x = xyzOf[v];
            const bool hasNormal = v < nowN.size();
            if (seen[x] && (pos[x] != now[v] || (hasNormal && nrm[x] != nowN[v])))
                return std::nullopt;
            seen[x] = true;
            pos[x] = now[v];
            if (hasNormal)
                nrm[x] = nowN[v];
            moved[x] = moved[x] || now[v] != then[v];
            turned[x] = turned[x] || (hasNormal && nowN[v] != thenN[v]);
        }
        if (std::find(moved.cbegin(), moved.cend(), true) == moved.cend()
            && std::find(turned.cbegin(), turned.cend(), true) == turned.cend())
            continue;
        char *frame = out + ofsFrames + qint64(f) * frameSize;
        QVector3D scale(readF32(frame), readF32(frame + 4), readF32(frame + 8));
        QVector3D translate(readF32(frame + 12), readF32(frame + 16), readF32(frame + 20));
        auto fits = [&](const QVector3D &p) {
            for (int k = 0; k < 3; ++k) {
                const float q = std::round((p[k] - translate[k]) / scale[k]);
                if (!(scale[k] != 0.0f && q >= 0.0f && q <= 255.0f))
                    return false;
            }
            return true;
        };
        bool fitsBox = true;
        for (qint32 x = 0; x < numXyz && fitsBox; ++x)
            fitsBox = !moved[x] || fits(pos[x]);
        if (!fitsBox) {
            // A new box for the frame, as the writer makes it; every
            // position quantised again (of a vertex no triangle uses, the
            // stored one).
            QVector3D lo(INFINITY, INFINITY, INFINITY), hi(-INFINITY, -INFINITY, -INFINITY);
            for (qint32 x = 0; x < numXyz; ++x) {
                if (!seen[x]) {
                    const char *p = frame + kFrameHeaderSize + qint64(x) * kTriVertSize;
                    pos[x] = QVector3D(quint8(p[0]), quint8(p[1]), quint8(p[2])) * scale + translate;
                }
                for (int k = 0; k < 3; ++k) {
                    lo[k] = std::min(lo[k], pos[x][k]);
                    hi[k] = std::max(hi[k], pos[x][k]);
                }
            }
            for (int k = 0; k < 3; ++k)
                scale[k] = hi[k] > lo[k] ? (hi[k] - lo[k]) / 255.0f : 1.0f;
            translate = lo;
            for (int k = 0; k < 3; ++k) {
                quake::writeF32(frame + 4 * k, scale[k]);
                quake::writeF32(frame + 12 + 4 * k, translate[k]);
            }
            patch.newBoxes.append(f);
        }
        for (qint32 x = 0; x < numXyz; ++x) {
            char *p = frame + kFrameHeaderSize + qint64(x) * kTriVertSize;
            if (moved[x] || !fitsBox)
                for (int k = 0; k < 3; ++k)
                    p[k] = char(quint8(std::clamp(std::lround((pos[x][k] - translate[k]) / scale[k]), 0l, 255l)));
            if (turned[x])
                p[3] = char(quake::nearestNormal(nrm[x].normalized()));
        }
        patch.frames.append(f);
    }
    if (patch.frames.isEmpty())
        return std::nullopt;

    // Read back: everything but the geometry as read; each frame's
    // positions within half its quantisation step of the model's.
    ReadResult back = readMd2(path, patch.bytes);
    if (!back.ok() || back.model.meshes.size() != 1)
        return std::nullopt;
    Model again = withoutKept(back.model);
    const Mesh got = again.meshes[0];
    takeGeometry(again.meshes[0], was);
    if (!sameModelBits(again, read))
        return std::nullopt;
    for (int f = 0; f < numFrames; ++f) {
        if (!quake::morphPose(got, f, then, thenN) || !quake::morphPose(mesh, f, now, nowN)
            || then.size() != now.size())
            return std::nullopt;
        const char *frame = patch.bytes.constData() + ofsFrames + qint64(f) * frameSize;
        const QVector3D step(readF32(frame), readF32(frame + 4), readF32(frame + 8));
        for (qsizetype v = 0; v < now.size(); ++v)
            for (int k = 0; k < 3; ++k)
                if (!(std::abs(then[v][k] - now[v][k]) <= 0.5f * std::abs(step[k]) + 1e-4f * (1 + std::abs(now[v][k]))))
                    return std::nullopt;
    }
    return patch;
}

} // namespace quarry::md2
