#include "io/md2/Md2Reader.h"

#include "io/ReadLimits.h"
#include "io/md2/Md2Format.h"
#include "io/quake/BinaryParser.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/ModelKey.h"
#include "io/quake/PoseAnimations.h"
#include "io/quake/QuakeTables.h"
#include "model/Translate.h"

#include <QFileInfo>
#include <QHash>

#include <cstring>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

using namespace md2;
using quake::readF32;
using quake::readI16;
using quake::readI32;

namespace {

class Md2Parser : public quake::BinaryParser
{
public:
    // lupdate files the messages of a class's members under its name.
    QUARRY_NAMESPACE_TR("quarry::Md2Parser")

    Md2Parser(const QString &path, QByteArrayView data, const ReadOptions &options)
        : BinaryParser(path, data)
        , m_options(options)
    { }

    ReadResult run() { return finish(parse()); }

private:
    bool checkBlock(int countField, qint64 count, qint64 size, int offsetField, const QString &what)
    {
        const qint64 offset = i32(offsetField);
        if (!checkTable(count, size, offset, kHeaderSize, countField, offsetField, what, tr("%1: negative count %2"),
                        tr("%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)")))
            return false;
        if (count > 0 && offset % 4 != 0)
            warn(offsetField,
                 tr("%1 start at byte %2, not a multiple of 4: Q2PRO refuses the file").arg(what).arg(offset));
        return true;
    }

    bool parse();

    const ReadOptions &m_options;
};

bool Md2Parser::parse()
{
    if (m_size < 4 || std::memcmp(m_data, kIdent, 4) != 0)
        return fail(0, tr("not an MD2 file (the ident \"IDP2\" is missing)"));
    if (m_size < kHeaderSize)
        return fail(m_size, tr("the file ends inside the header (%1 of %2 bytes)").arg(m_size).arg(kHeaderSize));
    if (i32(HeaderVersion) != kVersion)
        return fail(HeaderVersion, tr("MD2 version %1 is not supported (only version 8)").arg(i32(HeaderVersion)));
    const qint32 width = i32(HeaderSkinWidth), height = i32(HeaderSkinHeight);
    const qint32 numSkins = i32(HeaderNumSkins), numXyz = i32(HeaderNumXyz), numSt = i32(HeaderNumSt),
                 numTris = i32(HeaderNumTris), numGlCmds = i32(HeaderNumGlCmds), numFrames = i32(HeaderNumFrames);
    const qint32 frameSize = i32(HeaderFrameSize);
    if (numXyz < 1)
        return fail(HeaderNumXyz, tr("the model has no vertices (%1)").arg(numXyz));
    if (numTris < 1)
        return fail(HeaderNumTris, tr("the model has no triangles (%1)").arg(numTris));
    if (numSt < 1)
        return fail(HeaderNumSt, tr("the model has no texture coordinates (%1)").arg(numSt));
    if (numFrames < 1)
        return fail(HeaderNumFrames, tr("the model has no frames (%1)").arg(numFrames));
    if (frameSize < kFrameHeaderSize + kTriVertSize * qint64(numXyz))
        return fail(HeaderFrameSize, tr("frames of %1 bytes cannot hold %2 vertices").arg(frameSize).arg(numXyz));
    if (!checkBlock(HeaderNumSkins, numSkins, kSkinNameSize, HeaderOfsSkins, tr("skins"))
        || !checkBlock(HeaderNumSt, numSt, kStSize, HeaderOfsSt, tr("texture coordinates"))
        || !checkBlock(HeaderNumTris, numTris, kTriangleSize, HeaderOfsTris, tr("triangles"))
        || !checkBlock(HeaderNumFrames, numFrames, frameSize, HeaderOfsFrames, tr("frames"))
        || !checkBlock(HeaderNumGlCmds, numGlCmds, 4, HeaderOfsGlCmds, tr("GL commands")))
        return false;
    if (width <= 0 || height <= 0)
        warn(HeaderSkinWidth, tr("the skin size is %1 × %2 texels").arg(width).arg(height));
    if (numXyz > kMaxVertices)
        warn(HeaderNumXyz, tr("%1 vertices: Quake II loads at most %2").arg(numXyz).arg(kMaxVertices));
    if (numTris > kMaxTriangles)
        warn(HeaderNumTris, tr("%1 triangles: FTE holds at most %2").arg(numTris).arg(kMaxTriangles));
    if (numFrames > kMaxFrames)
        warn(HeaderNumFrames, tr("%1 frames: Quake II loads at most %2").arg(numFrames).arg(kMaxFrames));
    if (numSkins > kMaxSkins)
        warn(HeaderNumSkins, tr("%1 skins: Quake II loads at most %2").arg(numSkins).arg(kMaxSkins));
    if (height > kMaxSkinHeight)
        warn(HeaderSkinHeight,
             tr("the skin is %1 texels high: Quake II loads at most %2").arg(height).arg(kMaxSkinHeight));
    if (numGlCmds < 1 || i32(i32(HeaderOfsGlCmds) + 4 * qint64(numGlCmds - 1)) != 0)
        warn(HeaderOfsGlCmds, tr("the GL commands do not end with 0: Quake II's renderer draws only from them"));

    // The mesh's vertices: distinct (xyz, st) pairs, in the order the
    // triangles use them.
    const char *tris = m_data + i32(HeaderOfsTris);
    QHash<quint64, quint32> pairs;
    QList<std::array<qint32, 2>> corners;
    Mesh mesh;
    mesh.name = m_path.isEmpty() ? QStringLiteral("md2") : QFileInfo(m_path).completeBaseName();
    mesh.triangles.resize(numTris);
    for (qint32 t = 0; t < numTris; ++t) {
        const char *p = tris + qint64(t) * kTriangleSize;
        for (int k = 0; k < 3; ++k) {
            const qint32 xyz = quint16(readI16(p + 2 * k));
            const qint32 st = quint16(readI16(p + 6 + 2 * k));
            if (xyz >= numXyz || st >= numSt)
                return fail(i32(HeaderOfsTris) + qint64(t) * kTriangleSize + (xyz >= numXyz ? 2 * k : 6 + 2 * k),
                            tr("triangle %1 names %2 %3 of %4")
                                .arg(t)
                                .arg(xyz >= numXyz ? tr("vertex") : tr("texture coordinate"))
                                .arg(xyz >= numXyz ? xyz : st)
                                .arg(xyz >= numXyz ? numXyz : numSt));
            const quint64 key = (quint64(xyz) << 32) | quint32(st);
            auto it = pairs.constFind(key);
            if (it == pairs.constEnd()) {
                it = pairs.insert(key, quint32(corners.size()));
                corners.append({xyz, st});
            }
            mesh.triangles[t][k] = *it;
        }
    }
    const qsizetype n = corners.size();
    if (quint64(n) * quint64(numFrames) * 32 > readBudget(quint64(m_size)))
        return fail(
            HeaderNumFrames,
            tr("%1 vertices of %2 frames are more than a file of %3 bytes can hold").arg(n).arg(numFrames).arg(m_size));
    const char *frames = m_data + i32(HeaderOfsFrames);
    auto frameAt = [&](qint32 f) { return frames + qint64(f) * frameSize; };
    auto decode = [](const char *frame, qint32 xyz) {
        const char *p = frame + kFrameHeaderSize + qint64(xyz) * kTriVertSize;
        const QVector3D scale(readF32(frame), readF32(frame + 4), readF32(frame + 8));
        const QVector3D translate(readF32(frame + 12), readF32(frame + 16), readF32(frame + 20));
        return QVector3D(quint8(p[0]), quint8(p[1]), quint8(p[2])) * scale + translate;
    };
    bool badNormal = false;
    auto normalOf = [&](const char *frame, qint32 xyz) {
        const int index = quint8(frame[kFrameHeaderSize + qint64(xyz) * kTriVertSize + 3]);
        badNormal = badNormal || index >= quake::kNormalCount;
        return index < quake::kNormalCount ? quake::normal(index) : QVector3D(0, 0, 1);
    };
    const char *st = m_data + i32(HeaderOfsSt);
    const float w = float(std::max(width, 1)), h = float(std::max(height, 1));
    mesh.positions.resize(n);
    mesh.normals.resize(n);
    QList<QVector2D> uv(n);
    for (qsizetype v = 0; v < n; ++v) {
        mesh.positions[v] = decode(frameAt(0), corners[v][0]);
        mesh.normals[v] = normalOf(frameAt(0), corners[v][0]);
        const char *p = st + qint64(corners[v][1]) * kStSize;
        uv[v] = QVector2D((float(readI16(p)) + 0.5f) / w, (float(readI16(p + 2)) + 0.5f) / h);
    }
    mesh.texcoords.append(uv);
    QList<QString> names;
    names.append(QString::fromLatin1(quake::fixedName(frameAt(0) + 24, kFrameNameSize)));
    for (qint32 f = 1; f < numFrames; ++f) {
        names.append(QString::fromLatin1(quake::fixedName(frameAt(f) + 24, kFrameNameSize)));
        MorphTarget target;
        target.name = QStringLiteral("frame %1").arg(f);
        for (qsizetype v = 0; v < n; ++v) {
            const QVector3D p = decode(frameAt(f), corners[v][0]);
            const QVector3D nrm = normalOf(frameAt(f), corners[v][0]);
            if (p == mesh.positions[v] && nrm == mesh.normals[v])
                continue;
            target.vertices.append(quint32(v));
            target.positions.append(p);
            target.normals.append(nrm);
        }
        mesh.morphs.append(target);
        if (m_options.progress && (f & 63) == 0 && !m_options.progress(0.9 * f / numFrames))
            return fail(-1, cancelledMessage());
    }
    if (badNormal)
        warn(-1, tr("some vertices name a normal past the table's %1 entries: read as pointing up")
                     .arg(quake::kNormalCount));
    Model &model = m_result.model;
    const char *skins = m_data + i32(HeaderOfsSkins);
    for (qint32 s = 0; s < numSkins; ++s) {
        const QString name = QString::fromLatin1(quake::fixedName(skins + qint64(s) * kSkinNameSize, kSkinNameSize));
        Material material;
        material.name = name.isEmpty() ? QStringLiteral("skin%1").arg(s) : name;
        if (!name.isEmpty())
            material.maps.append(TextureMap{QStringLiteral("diffuse"), name});
        material.extras.insert(QStringLiteral("md2.skin"), s);
        model.materials.append(material);
    }
    if (numSkins > 0)
        mesh.material = 0;
    model.meshes.append(mesh);
    if (numFrames > 1) {
        QList<int> all;
        for (int f = 0; f < numFrames; ++f)
            all.append(f);
        quake::addPoseAnimations(model, quake::runsByPrefix(names, all, kFramesPerSecond));
    }
    model.extras.insert(QStringLiteral("md2.skinWidth"), width);
    model.extras.insert(QStringLiteral("md2.skinHeight"), height);
    if (m_options.options.value(QLatin1String(kMd2KeepSourceOption), true).toBool()) {
        model.extras.insert(QStringLiteral("md2.key"), quake::modelKey(model, QStringLiteral("md2.")));
        model.extras.insert(QStringLiteral("md2.source"), QByteArray(m_data, m_size));
    }
    if (m_options.progress && !m_options.progress(1.0))
        return fail(-1, cancelledMessage());
    return true;
}

} // namespace

bool probeMd2(QByteArrayView head)
{
    return head.size() >= 8 && std::memcmp(head.data(), kIdent, 4) == 0 && readI32(head.data() + 4) == kVersion;
}

ReadResult readMd2(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return Md2Parser(path, data, options).run();
}

} // namespace quarry
