#include "io/md2/Md2Writer.h"
#include "io/md2/Md2FramePatch.h"

#include "io/md2/Md2Format.h"
#include "io/md2/Md2GlCommands.h"
#include "io/quake/FrameSamples.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/ModelKey.h"
#include "io/quake/QuakeTables.h"
#include "io/quake/SkinImages.h"
#include "model/Parallel.h"
#include "model/Pose.h"
#include "model/Translate.h"

#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

using namespace md2;
using quake::appendF32;
using quake::appendI16;
using quake::appendI32;

namespace {

// As in the MDL writer: Quake II winds front faces clockwise, as Quarry's
// model does, so (c - a) × (b - a) is a stored triangle's outward normal.
constexpr float kFaceNormalSign = -1.0f;

// std::lround(x) clamped to a byte, without the library call where x is in
// [0, 256) (the whole part and the fraction are exact there); the library
// for anything else.
quint8 quantiseByte(float x)
{
    if (x >= 0.0f && x < 256.0f) {
        int i = int(x);
        if (x - float(i) >= 0.5f)
            ++i;
        return quint8(std::min(i, 255));
    }
    return quint8(std::clamp(std::lround(x), 0l, 255l));
}

class Md2Encoder
{
public:
    // lupdate files the messages of a class's members under its name.
    QUARRY_NAMESPACE_TR("quarry::Md2Encoder")

    Md2Encoder(const Model &model, const QString &path, const WriteOptions &options,
               const QList<quake::FrameSample> *frames = nullptr)
        : m_model(model)
        , m_path(path)
        , m_options(options)
        , m_frames(frames)
    { }

    WriteResult run();

private:
    void warn(const QString &message) { m_result.warnings.append(Diagnostic{m_path, -1, -1, message}); }
    WriteResult failure(const QString &message)
    {
        WriteResult r = WriteResult::failure(m_path, message);
        r.warnings = m_result.warnings;
        return r;
    }

    const Model &m_model;
    QString m_path;
    const WriteOptions &m_options;
    const QList<quake::FrameSample> *m_frames; // null: every animation sampled
    WriteResult m_result;
};

WriteResult Md2Encoder::run()
{
    const bool limits = m_options.options.value(QStringLiteral("md2.limits"), true).toBool();
    double fps = m_options.options.value(QStringLiteral("md2.fps"), kFramesPerSecond).toDouble();
    if (!(fps > 0) || !std::isfinite(fps))
        fps = kFramesPerSecond;
    const QList<quake::FrameSample> samples = m_frames ? *m_frames : quake::sampleFrames(m_model, fps);
    if (samples.isEmpty())
        return failure(tr("no frames to write: an MD2 needs at least one"));
    const qsizetype frameCount = samples.size();
    if (limits && frameCount > kMaxFrames)
        return failure(tr("%1 frames: Quake II loads at most %2 (lower the frame rate, write option \"md2.fps\")")
                           .arg(frameCount)
                           .arg(kMaxFrames));

    // Skins: the materials' texture paths as .pcx, the size of the first
    // texture that can be read.
    const QString prefix = m_options.options.value(QStringLiteral("md2.skinPath")).toString();
    QList<QByteArray> skins;
    int width = 0, height = 0;
    QList<int> materials;
    for (const Mesh &mesh : m_model.meshes)
        if (mesh.material >= 0 && mesh.material < m_model.materials.size() && !materials.contains(mesh.material))
            materials.append(mesh.material);
    for (int m = 0; m < m_model.materials.size(); ++m)
        if (m_model.materials[m].extras.contains(QStringLiteral("md2.skin")) && !materials.contains(m))
            materials.append(m);
    for (int m : std::as_const(materials)) {
        const Material &material = m_model.materials[m];
        QString path = material.texturePath();
        if (path.isEmpty())
            continue;
        if (width == 0) {
            const QString folder = m_options.options.value(QStringLiteral("textureDirectory")).toString();
            const QImage image = quake::materialImage(
                m_model, material, folder.isEmpty() ? QFileInfo(m_path).absolutePath() : folder, nullptr);
            if (!image.isNull()) {
                width = image.width();
                height = image.height();
            }
        }
        if (path.startsWith(QLatin1Char('*')))
            path = material.name;
        const QFileInfo info(path);
        QString name = path.contains(QLatin1Char('/')) && prefix.isEmpty() ? path : prefix + info.fileName();
        if (info.suffix().compare(QLatin1String("pcx"), Qt::CaseInsensitive) != 0)
            name = name.left(name.size() - (info.suffix().isEmpty() ? 0 : info.suffix().size() + 1))
                   + QStringLiteral(".pcx");
        QByteArray latin = name.toLatin1();
        if (latin.size() > kSkinNameSize - 1) {
            if (limits)
                return failure(tr("the skin path \"%1\" is longer than 63 characters").arg(name));
            latin.truncate(kSkinNameSize - 1);
        }
        if (!skins.contains(latin))
            skins.append(latin);
    }
    if (width == 0) {
        width = m_model.extras.value(QStringLiteral("md2.skinWidth"), 256).toInt();
        height = m_model.extras.value(QStringLiteral("md2.skinHeight"), 256).toInt();
        if (width <= 0 || height <= 0)
            width = height = 256;
    }
    const int imageWidth = width, imageHeight = height;
    width = (width + 3) / 4 * 4;
    if (limits && skins.size() > kMaxSkins)
        return failure(tr("%1 skins: Quake II loads at most %2").arg(skins.size()).arg(kMaxSkins));
    if (limits && height > kMaxSkinHeight)
        return failure(tr("the skin is %1 texels high: Quake II loads at most %2").arg(height).arg(kMaxSkinHeight));

    qsizetype total = 0;
    QList<QVector2D> uv;
    QList<Triangle> triangles;
    for (const Mesh &mesh : m_model.meshes) {
        const QList<QVector2D> set = mesh.texcoords.value(0);
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
            uv.append(set.value(v));
        for (const Triangle &t : mesh.triangles)
            if (t[0] < quint32(mesh.vertexCount()) && t[1] < quint32(mesh.vertexCount())
                && t[2] < quint32(mesh.vertexCount()))
                triangles.append({quint32(t[0] + total), quint32(t[1] + total), quint32(t[2] + total)});
        total += mesh.vertexCount();
    }
    if (total == 0 || triangles.isEmpty())
        return failure(tr("the model has no triangles: an MD2 needs at least one"));

    // Every frame's positions, its bounds and its bytes, the frames shared
    // among the cores: each position quantised once (frame by frame as the
    // positions are made) into its vertex's row, a vertex's bytes in every
    // frame, which is the key that welds it.
    QList<QVector3D> positions(frameCount * total);
    QList<QVector3D> scales(frameCount), origins(frameCount);
    const qsizetype rowSize = frameCount * 3;
    std::vector<quint8> quantised(size_t(total * rowSize));
    const int threads = threadsFor(frameCount * total, 1 << 15);
    QVector3D *framePositions = positions.data();
    const bool evaluated = shareRunsReporting(
        frameCount, 8, threads,
        [&](qint64 first, qint64 last) {
            QList<QVector3D> frame;
            frame.reserve(total);
            for (qint64 f = first; f < last; ++f) {
                frame.clear();
                quake::evaluateFrame(m_model, samples[f], frame);
                QVector3D *p = framePositions + f * total;
                std::copy_n(frame.constBegin(), std::min(frame.size(), total), p);
                Bounds b;
                for (qsizetype v = 0; v < total; ++v)
                    b.add(p[v]);
                origins[f] = b.min;
                for (int k = 0; k < 3; ++k) {
                    const float extent = b.max[k] - b.min[k];
                    scales[f][k] = extent > 0 ? extent / 255.0f : 1.0f;
                }
                quint8 *row = quantised.data() + f * 3;
                for (qsizetype v = 0; v < total; ++v, row += rowSize)
                    for (int k = 0; k < 3; ++k)
                        row[k] = quantiseByte((p[v][k] - origins[f][k]) / scales[f][k]);
            }
        },
        [&](qint64 done) {
            return !m_options.progress || m_options.progress(0.6 * double(done) / double(frameCount));
        });
    if (!evaluated)
        return failure(cancelledMessage());
    auto quantise = [&](qsizetype f, qsizetype v, int k) { return quantised[size_t(v * rowSize + f * 3 + k)]; };

    // A vertex per position in every frame, a texture coordinate per texel.
    QHash<QByteArrayView, quint32> xyzIndex;
    QHash<quint64, quint32> stIndex;
    QList<qsizetype> xyzSource;
    QList<std::array<qint16, 2>> st;
    QList<quint32> xyzOf(total), stOf(total);
    for (qsizetype v = 0; v < total; ++v) {
        const QByteArrayView key(quantised.data() + v * rowSize, rowSize);
        auto x = xyzIndex.constFind(key);
        if (x == xyzIndex.constEnd()) {
            x = xyzIndex.insert(key, quint32(xyzSource.size()));
            xyzSource.append(v);
        }
        xyzOf[v] = *x;
        const qint16 s = qint16(std::clamp(int(std::floor(uv[v].x() * imageWidth)), 0, imageWidth - 1));
        const qint16 t = qint16(std::clamp(int(std::floor(uv[v].y() * imageHeight)), 0, imageHeight - 1));
        const quint64 stKey = (quint64(quint16(s)) << 16) | quint16(t);
        auto y = stIndex.constFind(stKey);
        if (y == stIndex.constEnd()) {
            y = stIndex.insert(stKey, quint32(st.size()));
            st.append({s, t});
        }
        stOf[v] = *y;
    }
    QList<Triangle> faces; // of source vertices
    for (const Triangle &t : std::as_const(triangles))
        if (xyzOf[t[0]] != xyzOf[t[1]] && xyzOf[t[1]] != xyzOf[t[2]] && xyzOf[t[0]] != xyzOf[t[2]])
            faces.append(t);
    const qsizetype numXyz = xyzSource.size();
    if (faces.isEmpty())
        return failure(tr("every triangle is degenerate once the vertices are stored in bytes"));
    if (limits && numXyz > kMaxVertices)
        return failure(tr("%1 vertices: Quake II loads at most %2").arg(numXyz).arg(kMaxVertices));
    if (limits && faces.size() > kMaxTriangles)
        return failure(tr("%1 triangles: FTE holds at most %2").arg(faces.size()).arg(kMaxTriangles));

    // Corners for the GL commands: distinct (xyz, st) pairs.
    QHash<quint64, quint32> cornerIndex;
    QList<std::array<quint32, 2>> corners;
    QList<std::array<quint32, 3>> cornerTriangles;
    for (const Triangle &t : std::as_const(faces)) {
        std::array<quint32, 3> c{};
        for (int k = 0; k < 3; ++k) {
            const quint64 key = (quint64(xyzOf[t[k]]) << 32) | stOf[t[k]];
            auto it = cornerIndex.constFind(key);
            if (it == cornerIndex.constEnd()) {
                it = cornerIndex.insert(key, quint32(corners.size()));
                corners.append({xyzOf[t[k]], stOf[t[k]]});
            }
            c[k] = *it;
        }
        cornerTriangles.append(c);
    }

    const qint32 frameSize = qint32(kFrameHeaderSize + kTriVertSize * numXyz);
    QByteArray glcmds;
    for (const GlCommand &c : buildGlCommands(cornerTriangles)) {
        appendI32(glcmds, c.fan ? -qint32(c.corners.size()) : qint32(c.corners.size()));
        for (quint32 corner : c.corners) {
            const auto &s = st[corners[corner][1]];
            appendF32(glcmds, (float(s[0]) + 0.5f) / float(width));
            appendF32(glcmds, (float(s[1]) + 0.5f) / float(height));
            appendI32(glcmds, qint32(corners[corner][0]));
        }
    }
    appendI32(glcmds, 0);

    QByteArray &out = m_result.data;
    const qint32 ofsSkins = qint32(kHeaderSize);
    const qint32 ofsSt = ofsSkins + qint32(skins.size() * kSkinNameSize);
    const qint32 ofsTris = ofsSt + qint32(st.size() * kStSize);
    // Triangles take 12 bytes, st 4: every offset stays a multiple of 4.
    const qint32 ofsFrames = ofsTris + qint32(faces.size() * kTriangleSize);
    const qint32 ofsGlCmds = ofsFrames + qint32(frameCount * frameSize);
    const qint32 ofsEnd = ofsGlCmds + qint32(glcmds.size());
    out.append(kIdent, 4);
    for (qint32 v : {kVersion, qint32(width), qint32(height), frameSize, qint32(skins.size()), qint32(numXyz),
                     qint32(st.size()), qint32(faces.size()), qint32(glcmds.size() / 4), qint32(frameCount), ofsSkins,
                     ofsSt, ofsTris, ofsFrames, ofsGlCmds, ofsEnd})
        appendI32(out, v);
    for (QByteArray name : std::as_const(skins)) {
        name.resize(kSkinNameSize, '\0');
        out.append(name);
    }
    for (const auto &s : std::as_const(st)) {
        appendI16(out, s[0]);
        appendI16(out, s[1]);
    }
    for (const Triangle &t : std::as_const(faces)) {
        for (int k = 0; k < 3; ++k)
            appendI16(out, qint16(xyzOf[t[k]]));
        for (int k = 0; k < 3; ++k)
            appendI16(out, qint16(stOf[t[k]]));
    }
    // Each frame written where the file holds it, the frames shared among
    // the cores.
    Q_ASSERT(out.size() == ofsFrames);
    out.resize(ofsGlCmds);
    char *frameBytes = out.data() + ofsFrames;
    shareRuns(frameCount, 8, threads, [&](qint64 first, qint64 last) {
        QList<QVector3D> sums(numXyz);
        for (qint64 f = first; f < last; ++f) {
            sums.fill(QVector3D());
            const QVector3D *p = positions.constData() + f * total;
            for (const Triangle &t : std::as_const(faces)) {
                const QVector3D n = kFaceNormalSign * QVector3D::crossProduct(p[t[1]] - p[t[0]], p[t[2]] - p[t[0]]);
                for (quint32 v : t)
                    sums[xyzOf[v]] += n;
            }
            char *d = frameBytes + f * frameSize;
            for (int k = 0; k < 3; ++k)
                quake::writeF32(d + 4 * k, scales[f][k]);
            for (int k = 0; k < 3; ++k)
                quake::writeF32(d + 12 + 4 * k, origins[f][k]);
            const QByteArray &name = samples[f].name;
            const qsizetype named = std::min<qsizetype>(name.size(), kFrameNameSize);
            std::memcpy(d + 24, name.constData(), size_t(named));
            std::memset(d + 24 + named, 0, size_t(kFrameNameSize - named));
            d += kFrameHeaderSize;
            for (qsizetype x = 0; x < numXyz; ++x, d += kTriVertSize) {
                for (int k = 0; k < 3; ++k)
                    d[k] = char(quantise(f, xyzSource[x], k));
                d[3] = char(quake::nearestNormal(sums[x].normalized()));
            }
        }
    });
    out.append(glcmds);
    Q_ASSERT(out.size() == ofsEnd);
    if (!skins.isEmpty() && !m_options.options.value(QStringLiteral("md2.skinsWritten")).toBool())
        warn(tr("the skins are named in the MD2 (%1) but not written: put the .pcx images where the game looks for "
                "them")
                 .arg(QString::fromLatin1(skins.join(", "))));
    if (m_options.progress && !m_options.progress(1.0))
        return failure(cancelledMessage());
    return std::move(m_result);
}

} // namespace

WriteResult writeMd2(const Model &model, const QString &path, const WriteOptions &options)
{
    const QByteArray source = model.extras.value(QStringLiteral("md2.source")).toByteArray();
    // Options that ask for other frames or skin names write the model afresh.
    const bool relayout = options.options.contains(QStringLiteral("md2.fps"))
                          || options.options.contains(QStringLiteral("md2.skinPath"));
    if (!relayout && source.size() >= kHeaderSize
        && model.extras.value(QStringLiteral("md2.key")).toByteArray()
               == quake::modelKey(model, QStringLiteral("md2."))) {
        WriteResult r;
        r.data = source;
        if (options.progress && !options.progress(1.0))
            return WriteResult::failure(path, cancelledMessage());
        return r;
    }
    // Positions or normals edited: the frames they touched, the rest as read.
    if (!relayout && source.size() >= kHeaderSize)
        if (std::optional<md2::FramePatch> patch = md2::patchMd2Frames(model, path)) {
            WriteResult r;
            r.data = std::move(patch->bytes);
            if (!patch->newBoxes.isEmpty()) {
                QStringList frames;
                for (int f : std::as_const(patch->newBoxes))
                    frames << QString::number(f);
                r.notes.append(Diagnostic{path, -1, -1,
                                          tr("moved vertices left the box of %n frames (%1): each was given a new "
                                             "box and its vertices quantised again",
                                             nullptr, int(frames.size()))
                                              .arg(frames.join(QStringLiteral(", ")))});
            }
            if (options.progress && !options.progress(1.0))
                return WriteResult::failure(path, cancelledMessage());
            return r;
        }
    return Md2Encoder(model, path, options).run();
}

WriteResult writeMd2Frames(const Model &model, const QString &path, const QList<quake::FrameSample> &frames,
                           const WriteOptions &options)
{
    return Md2Encoder(model, path, options, &frames).run();
}

} // namespace quarry
