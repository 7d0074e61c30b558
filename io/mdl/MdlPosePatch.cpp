#include "io/mdl/MdlPosePatch.h"

#include "io/kept/KeptSource.h"
#include "io/mdl/MdlFormat.h"
#include "io/mdl/MdlReader.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/MorphPoses.h"
#include "io/quake/QuakeTables.h"

#include <algorithm>
#include <cmath>

namespace quarry::mdl {

namespace {

using quake::readF32;
using quake::readI32;

const QString kSource = QStringLiteral("mdl.source");
const QString kKey = QStringLiteral("mdl.key");

Model withoutKept(Model m)
{
    m.extras.remove(kSource);
    m.extras.remove(kKey);
    return m;
}

void takeGeometry(Mesh &m, const Mesh &from)
{
    m.positions = from.positions;
    m.normals = from.normals;
    m.morphs = from.morphs;
}

// Where each pose's vertices start, and the box (bboxmin, bboxmax) each
// pose and each frame group has: byte offsets, in file order.
struct Layout
{
    QList<qint64> poses; // first vertex of each pose
    QList<qint64> poseBoxes; // each pose's bboxmin (bboxmax 4 bytes on)
    QList<qint64> groupBoxOf; // per pose: its group's bboxmin, or -1
};

bool layoutOf(const QByteArray &file, Layout &l)
{
    const char *h = file.constData();
    const qint64 size = file.size();
    const qint32 numSkins = readI32(h + HeaderNumSkins), w = readI32(h + HeaderSkinWidth),
                 ht = readI32(h + HeaderSkinHeight), numVerts = readI32(h + HeaderNumVerts),
                 numTris = readI32(h + HeaderNumTris), numFrames = readI32(h + HeaderNumFrames);
    const qint64 image = qint64(w) * qint64(ht);
    qint64 at = kHeaderSize;
    auto need = [&](qint64 bytes) { return bytes >= 0 && at + bytes <= size; };
    for (qint32 s = 0; s < numSkins; ++s) {
        if (!need(4))
            return false;
        const qint32 type = readI32(h + at);
        at += 4;
        if (type == 0) {
            at += image;
        } else {
            if (!need(4))
                return false;
            const qint32 count = readI32(h + at);
            if (count < 1)
                return false;
            at += 4 + qint64(count) * 4 + qint64(count) * image;
        }
    }
    at += qint64(numVerts) * kStVertSize + qint64(numTris) * kTriangleSize;
    const qint64 poseSize = kPoseHeaderSize + kTriVertSize * qint64(numVerts);
    auto pose = [&](qint64 group) {
        l.poseBoxes.append(at);
        l.poses.append(at + kPoseHeaderSize);
        l.groupBoxOf.append(group);
        at += poseSize;
    };
    for (qint32 f = 0; f < numFrames; ++f) {
        if (!need(4))
            return false;
        const qint32 type = readI32(h + at);
        at += 4;
        if (type == 0) {
            if (!need(poseSize))
                return false;
            pose(-1);
            continue;
        }
        if (!need(12))
            return false;
        const qint32 count = readI32(h + at);
        const qint64 box = at + 4;
        at += 12 + qint64(std::max(count, 0)) * 4;
        if (count < 1 || !need(qint64(count) * poseSize))
            return false;
        for (qint32 i = 0; i < count; ++i)
            pose(box);
    }
    return true;
}

// Grows the box of bytes at `box` (min, then max 4 bytes on) to hold `q`.
void grow(char *box, const quint8 q[3])
{
    for (int k = 0; k < 3; ++k) {
        box[k] = char(std::min(quint8(box[k]), q[k]));
        box[4 + k] = char(std::max(quint8(box[4 + k]), q[k]));
    }
}

} // namespace

std::optional<PosePatch> patchMdlPoses(const Model &model, const QString &path)
{
    const QByteArray source = model.extras.value(kSource).toByteArray();
    if (source.size() < kHeaderSize || model.meshes.size() != 1)
        return std::nullopt;
    const ReadResult r = readMdl(path, source);
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
    Layout layout;
    if (!layoutOf(source, layout) || mesh.morphs.size() != layout.poses.size() - 1)
        return std::nullopt;

    const char *h = source.constData();
    const qint32 numVerts = readI32(h + HeaderNumVerts), numTris = readI32(h + HeaderNumTris);
    const QVector3D scale(readF32(h + HeaderScale), readF32(h + HeaderScale + 4), readF32(h + HeaderScale + 8));
    const QVector3D origin(readF32(h + HeaderOrigin), readF32(h + HeaderOrigin + 4), readF32(h + HeaderOrigin + 8));
    // The file's vertex each of the mesh's is: its own, or (a seam copy)
    // the one its triangle corner names.
    QList<qint32> fileVertex(mesh.vertexCount(), -1);
    for (qint32 v = 0; v < std::min<qint32>(numVerts, qint32(fileVertex.size())); ++v)
        fileVertex[v] = v;
    const qint64 tris = layout.poseBoxes.first() - qint64(numTris) * kTriangleSize;
    if (numTris != was.triangles.size())
        return std::nullopt;
    for (qint32 t = 0; t < numTris; ++t)
        for (int k = 0; k < 3; ++k)
            if (was.triangles[t][k] >= quint32(numVerts))
                fileVertex[was.triangles[t][k]] = readI32(h + tris + qint64(t) * kTriangleSize + 4 + 4 * k);
    for (qint32 x : std::as_const(fileVertex))
        if (x < 0 || x >= numVerts)
            return std::nullopt;

    PosePatch patch;
    patch.bytes = source;
    char *const out = patch.bytes.data();
    float radius = readF32(h + HeaderRadius);
    QList<QVector3D> now, nowN, then, thenN;
    for (int p = 0; p < layout.poses.size(); ++p) {
        if (!quake::morphPose(mesh, p, now, nowN) || !quake::morphPose(was, p, then, thenN))
            return std::nullopt;
        QList<QVector3D> pos(numVerts), nrm(numVerts);
        QList<bool> seen(numVerts, false), moved(numVerts, false), turned(numVerts, false);
        bool touched = false;
        for (qsizetype v = 0; v < now.size(); ++v) {
            const qint32 x = fileVertex[v];
            const bool hasNormal = v < nowN.size();
            if (seen[x] && (pos[x] != now[v] || (hasNormal && nrm[x] != nowN[v])))
                return std::nullopt;
            seen[x] = true;
            pos[x] = now[v];
            if (hasNormal)
                nrm[x] = nowN[v];
            moved[x] = moved[x] || now[v] != then[v];
            turned[x] = turned[x] || (hasNormal && nowN[v] != thenN[v]);
            touched = touched || moved[x] || turned[x];
        }
        if (!touched)
            continue;
        for (qint32 x = 0; x < numVerts; ++x) {
            char *b = out + layout.poses[p] + qint64(x) * kTriVertSize;
            if (moved[x]) {
                quint8 q[3];
                for (int k = 0; k < 3; ++k) {
                    const float n = std::round((pos[x][k] - origin[k]) / scale[k]);
                    if (!(scale[k] != 0.0f && n >= 0.0f && n <= 255.0f))
                        return std::nullopt; // out of the header's box: every pose again
                    q[k] = quint8(n);
                    b[k] = char(q[k]);
                }
                grow(out + layout.poseBoxes[p], q);
                if (layout.groupBoxOf[p] >= 0)
                    grow(out + layout.groupBoxOf[p], q);
                radius = std::max(radius, (QVector3D(q[0], q[1], q[2]) * scale + origin).length());
            }
            if (turned[x])
                b[3] = char(quake::nearestNormal(nrm[x].normalized()));
        }
        patch.poses.append(p);
    }
    if (patch.poses.isEmpty())
        return std::nullopt;
    if (radius != readF32(h + HeaderRadius))
        quake::writeF32(out + HeaderRadius, radius);

    // Read back: everything but the geometry as read; each pose's positions
    // within half a quantisation step of the model's.
    const ReadResult back = readMdl(path, patch.bytes);
    if (!back.ok() || back.model.meshes.size() != 1)
        return std::nullopt;
    Model again = withoutKept(back.model);
    const Mesh got = again.meshes[0];
    takeGeometry(again.meshes[0], was);
    if (!sameModelBits(again, read))
        return std::nullopt;
    for (int p = 0; p < layout.poses.size(); ++p) {
        if (!quake::morphPose(got, p, then, thenN) || !quake::morphPose(mesh, p, now, nowN)
            || then.size() != now.size())
            return std::nullopt;
        for (qsizetype v = 0; v < now.size(); ++v)
            for (int k = 0; k < 3; ++k)
                if (!(std::abs(then[v][k] - now[v][k])
                      <= 0.5f * std::abs(scale[k]) + 1e-4f * (1 + std::abs(now[v][k]))))
                    return std::nullopt;
    }
    return patch;
}

} // namespace quarry::mdl
