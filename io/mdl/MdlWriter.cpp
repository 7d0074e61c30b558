#include "io/mdl/MdlWriter.h"

#include "io/HugePages.h"
#include "io/mdl/MdlFormat.h"
#include "io/mdl/MdlFrameLayout.h"
#include "io/mdl/MdlPoseMath.h"
#include "io/mdl/MdlPosePatch.h"
#include "io/mdl/MdlSkins.h"
#include "io/quake/FrameSamples.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/ModelKey.h"
#include "io/quake/QuakeTables.h"
#include "io/quake/SkinImages.h"
#include "model/Parallel.h"
#include "model/Pose.h"
#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <array>
#include <climits>
#include <cmath>
#include <cstring>
#include <memory>
#include <unordered_map>
#include <vector>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

using namespace mdl;
using quake::appendF32;
using quake::appendI32;

namespace {

// The sign that turns a triangle's cross product (b - a) × (c - a) into its
// outward normal: Quake winds front faces clockwise, as Quarry's model does
// (model/ops/Normals: (c - a) × (b - a)), so triangles are stored as they are.
constexpr float kFaceNormalSign = -1.0f;

class MdlEncoder
{
public:
    // lupdate files the messages of a class's members under its name.
    QUARRY_NAMESPACE_TR("quarry::MdlEncoder")

    // `skin`, where not null, is the one skin (the materials' textures
    // packed), `notes` said of it.
    MdlEncoder(const Model &model, const QString &path, const WriteOptions &options, const QImage &skin = {},
               const QStringList &notes = {}, const QImage &skinGlow = {})
        : m_model(model)
        , m_path(path)
        , m_options(options)
        , m_skin(skin)
        , m_skinGlow(skinGlow)
    {
        for (const QString &note : notes)
            warn(note);
    }

    WriteResult run();

private:
    void warn(const QString &message) { m_result.warnings.append(Diagnostic{m_path, -1, -1, message}); }
    bool option(const char *name, bool fallback) const
    {
        return m_options.options.value(QLatin1String(name), fallback).toBool();
    }
    WriteResult failure(const QString &message)
    {
        WriteResult r = WriteResult::failure(m_path, message);
        r.warnings = m_result.warnings;
        return r;
    }
    bool makeSkins();
    void foldSeam(QList<Triangle> &faces, QList<qsizetype> &firstSource, QList<std::array<qint32, 2>> &texels,
                  QList<quint32> &placeOf, QList<bool> &back, QList<bool> &onSeam);

    const Model &m_model;
    QString m_path;
    const WriteOptions &m_options;
    QImage m_skin;
    QImage m_skinGlow;
    WriteResult m_result;

    // Skins: the texel size texture coordinates map to, the stored size.
    int m_imageWidth = 64, m_imageHeight = 64, m_width = 64, m_height = 64;
    QList<SkinSlot> m_slots;
    QList<QList<QByteArray>> m_skinPixels; // per slot, per image
};

bool MdlEncoder::makeSkins()
{
    SkinSet set = indexSkins(m_model, m_path, m_options, m_skin, m_skinGlow);
    for (const QString &message : std::as_const(set.warnings))
        warn(message);
    m_slots = std::move(set.slotList);
    m_skinPixels = std::move(set.pixels);
    m_imageWidth = set.imageWidth;
    m_imageHeight = set.imageHeight;
    m_width = set.width;
    m_height = set.height;
    return true;
}

// Quake's own layout, when asked: a vertex whose texel lies half the skin's
// width right of another vertex at the same position (the back half of a
// skin laid out as two halves) is stored once, marked onseam, and the
// triangles that use the right-hand copy face back. Left as it was (with a
// warning) where a back-facing triangle would also use the left-hand copy.
void MdlEncoder::foldSeam(QList<Triangle> &faces, QList<qsizetype> &firstSource, QList<std::array<qint32, 2>> &texels,
                          QList<quint32> &placeOf, QList<bool> &back, QList<bool> &onSeam)
{
    const qint32 half = m_width / 2;
    const qsizetype n = firstSource.size();
    auto key = [&](qsizetype v, qint32 shift) {
        return (quint64(placeOf[v]) << 40) ^ (quint64(quint32(texels[v][0] - shift)) << 20) ^ quint32(texels[v][1]);
    };
    QHash<quint64, qsizetype> left;
    for (qsizetype v = 0; v < n; ++v)
        if (texels[v][0] < half)
            left.insert(key(v, 0), v);
    QList<qsizetype> twinOf(n, -1);
    QList<bool> hasTwin(n, false);
    bool any = false;
    for (qsizetype v = 0; v < n; ++v)
        if (texels[v][0] >= half)
            if (const auto it = left.constFind(key(v, half)); it != left.constEnd()) {
                twinOf[v] = *it;
                hasTwin[*it] = true;
                any = true;
            }
    if (!any)
        return;
    QList<bool> faceBack(faces.size(), false);
    for (qsizetype t = 0; t < faces.size(); ++t) {
        for (quint32 v : faces[t])
            faceBack[t] = faceBack[t] || twinOf[v] >= 0;
        if (faceBack[t])
            for (quint32 v : faces[t])
                if (hasTwin[v]) {
                    warn(tr("the texture coordinates do not split into a front and a back half: written "
                            "without onseam"));
                    return;
                }
    }
    QList<quint32> index(n);
    QList<qsizetype> sources;
    QList<std::array<qint32, 2>> newTexels;
    QList<quint32> places;
    QList<bool> seam;
    for (qsizetype v = 0; v < n; ++v)
        if (twinOf[v] < 0) {
            index[v] = quint32(sources.size());
            sources.append(firstSource[v]);
            newTexels.append(texels[v]);
            places.append(placeOf[v]);
            seam.append(hasTwin[v]);
        }
    for (qsizetype v = 0; v < n; ++v)
        if (twinOf[v] >= 0)
            index[v] = index[twinOf[v]];
    for (Triangle &t : faces)
        for (quint32 &v : t)
            v = index[v];
    firstSource = sources;
    texels = newTexels;
    placeOf = places;
    onSeam = seam;
    back = faceBack;
}

WriteResult MdlEncoder::run()
{
    const bool limits = option("mdl.limits", true);
    QList<quake::FrameSample> samples;
    const QList<TopFrame> frames = layoutFrames(m_model, m_options, samples);
    if (limits && samples.size() > kMaxPoses)
        return failure(tr("%1 frames: QuakeSpasm loads at most %2 (lower the frame rate, write option \"mdl.fps\")")
                           .arg(samples.size())
                           .arg(kMaxPoses));
    makeSkins();
    if (limits && m_slots.size() > kMaxSkins)
        return failure(tr("%1 skins: the engines load at most %2").arg(m_slots.size()).arg(kMaxSkins));

    // The source vertices: every mesh's, one after the other.
    qsizetype total = 0;
    QList<QVector2D> st;
    QList<Triangle> triangles;
    for (const Mesh &mesh : m_model.meshes) {
        const QList<QVector2D> uv = mesh.texcoords.value(0);
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
            st.append(uv.value(v));
        for (const Triangle &t : mesh.triangles)
            if (t[0] < quint32(mesh.vertexCount()) && t[1] < quint32(mesh.vertexCount())
                && t[2] < quint32(mesh.vertexCount()))
                triangles.append({quint32(t[0] + total), quint32(t[1] + total), quint32(t[2] + total)});
        total += mesh.vertexCount();
    }
    if (total == 0 || triangles.isEmpty())
        return failure(tr("the model has no triangles: an MDL needs at least one"));

    const qsizetype frameCount = samples.size();
    // Every frame's positions, frames on every core, and each frame's
    // bounds while its positions are at hand. The buffer is left
    // uninitialised: every float of it is written, and one after them (a
    // position is read as four floats). Once the normals are made, the
    // file's poses are written over them (its pages already the process's).
    QByteArray positionStore((frameCount * total * 3 + 1) * qsizetype(sizeof(float)), Qt::Uninitialized);
    adviseHugePages(positionStore.data(), positionStore.size());
    float *positionBuffer = reinterpret_cast<float *>(positionStore.data());
    Q_ASSERT(quintptr(positionBuffer) % alignof(float) == 0);
    positionBuffer[frameCount * total * 3] = 0.0f;
    const float *positions = positionBuffer;
    auto positionAt = [positions](qsizetype i) {
        return QVector3D(positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]);
    };
    std::vector<Bounds> frameBounds(static_cast<size_t>(frameCount));
    const bool evaluated = shareRunsReporting(
        frameCount, 4, threadsFor(qint64(frameCount) * total, 200000),
        [&](qint64 first, qint64 last) {
            QList<QVector3D> frame;
            for (qint64 f = first; f < last; ++f) {
                frame.clear();
                quake::evaluateFrame(m_model, samples[f], frame);
                frame.resize(total);
                float *out = positionBuffer + f * total * 3;
                std::memcpy(out, frame.constData(), size_t(total) * 3 * sizeof(float));
                const QVector3D &min = frameBounds[size_t(f)].min, &max = frameBounds[size_t(f)].max;
                float lo[3] = {min.x(), min.y(), min.z()}, hi[3] = {max.x(), max.y(), max.z()};
                mdl::widenBounds(out, total, lo, hi);
                frameBounds[size_t(f)] = Bounds{QVector3D(lo[0], lo[1], lo[2]), QVector3D(hi[0], hi[1], hi[2])};
            }
        },
        [&](qint64 done) {
            return !m_options.progress || m_options.progress(0.6 * double(done) / double(frameCount));
        });
    if (!evaluated)
        return failure(cancelledMessage());
    Bounds bounds;
    for (const Bounds &b : frameBounds)
        bounds.add(b);
    QVector3D scale, origin = bounds.min;
    for (int k = 0; k < 3; ++k) {
        const float extent = bounds.max[k] - bounds.min[k];
        scale[k] = extent > 0 ? extent / 255.0f : 1.0f;
    }
    // Every position in bytes once, frame after frame, and a hash per
    // vertex of its bytes in every frame (what it is welded by). One byte
    // more at the end: a position is read as four bytes.
    QByteArray quantised(frameCount * total * 3 + 1, Qt::Uninitialized);
    adviseHugePages(quantised.data(), quantised.size());
    quantised.back() = '\0';
    std::vector<quint64> hashOf(size_t(total), 0xcbf29ce484222325ull);
    const float originAxes[3] = {origin[0], origin[1], origin[2]}, scaleAxes[3] = {scale[0], scale[1], scale[2]};
    for (qsizetype f = 0; f < frameCount; ++f) {
        const uchar *q = reinterpret_cast<const uchar *>(quantised.constData()) + f * total * 3;
        mdl::quantisePositions(positions + f * total * 3, total, originAxes, scaleAxes,
                               quantised.data() + f * total * 3);
        for (qsizetype v = 0; v < total; ++v) {
            const quint32 packed = quint32(q[v * 3]) << 16 | quint32(q[v * 3 + 1]) << 8 | q[v * 3 + 2];
            hashOf[size_t(v)] = (hashOf[size_t(v)] ^ packed) * 0x100000001b3ull;
        }
    }
    auto samePositions = [&](qsizetype a, qsizetype b) {
        for (qsizetype f = 0; f < frameCount; ++f) {
            const char *q = quantised.constData() + f * total * 3;
            if (std::memcmp(q + a * 3, q + b * 3, 3) != 0)
                return false;
        }
        return true;
    };

    // A vertex per distinct texel and position in every frame.
    QList<quint32> weldOf(total);
    QList<qsizetype> firstSource;
    QList<std::array<qint32, 2>> texels;
    QList<quint32> placeOf; // per welded vertex: its position's, for normals across texture seams
    QList<qsizetype> placeSource; // per position: a vertex there
    std::unordered_multimap<quint64, quint32> welded, places; // by hash: welded vertices, positions
    for (qsizetype v = 0; v < total; ++v) {
        const qint32 s = std::clamp(qint32(std::floor(st[v].x() * m_imageWidth)), 0, m_imageWidth - 1);
        const qint32 t = std::clamp(qint32(std::floor(st[v].y() * m_imageHeight)), 0, m_imageHeight - 1);
        const quint64 hash = hashOf[size_t(v)];
        const quint64 key = hash ^ (quint64(quint32(s)) * 0x9E3779B97F4A7C15ull) ^ (quint64(quint32(t)) << 29);
        qint64 found = -1;
        for (auto [it, end] = welded.equal_range(key); it != end && found < 0; ++it)
            if (texels[it->second] == std::array<qint32, 2>{s, t} && samePositions(firstSource[it->second], v))
                found = it->second;
        if (found < 0) {
            found = firstSource.size();
            welded.emplace(key, quint32(found));
            firstSource.append(v);
            texels.append({s, t});
            qint64 place = -1;
            for (auto [it, end] = places.equal_range(hash); it != end && place < 0; ++it)
                if (samePositions(placeSource[it->second], v))
                    place = it->second;
            if (place < 0) {
                place = placeSource.size();
                places.emplace(hash, quint32(place));
                placeSource.append(v);
            }
            placeOf.append(quint32(place));
        }
        weldOf[v] = quint32(found);
    }
    QList<Triangle> faces;
    for (const Triangle &t : std::as_const(triangles)) {
        const Triangle w{weldOf[t[0]], weldOf[t[1]], weldOf[t[2]]};
        if (w[0] != w[1] && w[1] != w[2] && w[0] != w[2])
            faces.append(w);
    }
    QList<bool> back(faces.size(), false), onSeam(firstSource.size(), false);
    if (option("mdl.onseam", false))
        foldSeam(faces, firstSource, texels, placeOf, back, onSeam);
    const qsizetype numVerts = firstSource.size();
    if (faces.isEmpty())
        return failure(tr("every triangle is degenerate once the vertices are stored in bytes"));
    if (limits && numVerts > kMaxVertices)
        return failure(tr("%1 vertices: QuakeSpasm loads at most %2").arg(numVerts).arg(kMaxVertices));
    if (limits && faces.size() > kMaxTriangles)
        return failure(tr("%1 triangles: QuakeSpasm loads at most %2").arg(faces.size()).arg(kMaxTriangles));

    QByteArray &out = m_result.data;
    out.append(kIdent, 4);
    appendI32(out, kVersion);
    for (int k = 0; k < 3; ++k)
        appendF32(out, scale[k]);
    for (int k = 0; k < 3; ++k)
        appendF32(out, origin[k]);
    QVector3D extent;
    for (int k = 0; k < 3; ++k)
        extent[k] = std::max(std::abs(bounds.min[k]), std::abs(bounds.max[k]));
    appendF32(out, extent.length());
    const QVariantList eye = m_model.extras.value(QStringLiteral("mdl.eye")).toList();
    for (int k = 0; k < 3; ++k)
        appendF32(out, eye.value(k).toFloat());
    appendI32(out, qint32(m_slots.size()));
    appendI32(out, m_width);
    appendI32(out, m_height);
    appendI32(out, qint32(numVerts));
    appendI32(out, qint32(faces.size()));
    appendI32(out, qint32(frames.size()));
    appendI32(out, m_model.extras.value(QStringLiteral("mdl.synctype"), 0).toInt());
    qint32 flags = m_model.extras.value(QStringLiteral("mdl.flags"), 0).toInt();
    if (!option("mdl.allFlags", false) && (flags & ~0xff) != 0) {
        warn(tr("flags 0x%1: only bits 0-7 written (the engines disagree on the others; write option "
                "\"mdl.allFlags\" keeps them)")
                 .arg(flags, 0, 16));
        flags &= 0xff;
    }
    appendI32(out, flags);
    double area = 0;
    for (const Triangle &t : std::as_const(faces)) {
        const QVector3D a = positionAt(firstSource[t[0]]), b = positionAt(firstSource[t[1]]),
                        c = positionAt(firstSource[t[2]]);
        area += 0.5 * double(QVector3D::crossProduct(b - a, c - a).length());
    }
    appendF32(out, float(area / double(faces.size())));

    for (qsizetype s = 0; s < m_slots.size(); ++s) {
        const SkinSlot &slot = m_slots[s];
        if (slot.intervals.isEmpty()) {
            appendI32(out, 0);
            out.append(m_skinPixels[s].value(0));
            continue;
        }
        appendI32(out, 1);
        appendI32(out, qint32(slot.intervals.size()));
        for (float interval : slot.intervals)
            appendF32(out, interval);
        for (const QByteArray &pixels : std::as_const(m_skinPixels[s]))
            out.append(pixels);
    }
    for (qsizetype v = 0; v < numVerts; ++v) {
        appendI32(out, onSeam[v] ? kOnSeam : 0);
        appendI32(out, texels[v][0]);
        appendI32(out, texels[v][1]);
    }
    for (qsizetype t = 0; t < faces.size(); ++t) {
        appendI32(out, back[t] ? 0 : 1);
        for (quint32 v : faces[t])
            appendI32(out, qint32(v));
    }
    // The frames laid out first, so that each pose's vertices go to their
    // place in the file as they are made.
    std::vector<qsizetype> poseAt(size_t(frameCount), -1); // where each pose's vertices start
    const qsizetype prefix = out.size();
    qsizetype size = prefix;
    for (const TopFrame &frame : frames) {
        size += 4 + (frame.group ? 4 + 8 + 4 * frame.intervals.size() : 0);
        for (int f : frame.samples) {
            poseAt[size_t(f)] = size + 8 + kFrameNameSize;
            size += 8 + kFrameNameSize + numVerts * kTriVertSize;
        }
    }
    // Normals per frame and place: the nearest table entry to the sum of
    // the (area-weighted) normals of the faces at each position, as modelgen
    // sums them over a vertex shared by both halves of the skin.
    const qsizetype placeCount = placeSource.size();
    std::vector<quint8> normals(size_t(frameCount) * size_t(placeCount));
    {
        // Per face: its corners' source vertices and positions (places).
        std::vector<std::array<quint32, 6>> corners;
        corners.reserve(size_t(faces.size()));
        for (const Triangle &t : std::as_const(faces))
            corners.push_back({quint32(firstSource[t[0]]), quint32(firstSource[t[1]]), quint32(firstSource[t[2]]),
                               placeOf[t[0]], placeOf[t[1]], placeOf[t[2]]});
        shareRuns(frameCount, 8, threadsFor(qint64(frameCount) * total, 200000), [&](qint64 first, qint64 last) {
            // The sums four floats a place.
            std::vector<float> sums(static_cast<size_t>(placeCount) * 4), directions(size_t(placeCount) * 3);
            for (qint64 f = first; f < last; ++f) {
                if (poseAt[size_t(f)] < 0)
                    continue;
                // In floats: the same sums as QVector3D's operators give,
                // without its register shuffles.
                std::fill(sums.begin(), sums.end(), 0.0f);
                mdl::sumFaceNormals(positions + f * total * 3, corners, kFaceNormalSign, sums.data());
                for (qsizetype i = 0; i < placeCount; ++i)
                    std::memcpy(&directions[size_t(3 * i)], &sums[size_t(4 * i)], 3 * sizeof(float));
                quake::nearestNormals(directions.data(), placeCount, normals.data() + f * placeCount);
            }
        });
    }
    // The file: what is made so far, then the poses, over the positions.
    positionStore.resize(size);
    std::memcpy(positionStore.data(), out.constData(), size_t(prefix));
    out = std::move(positionStore);
    // Per frame: the least and the greatest byte of each axis.
    std::vector<std::array<quint8, 6>> frameBoxes(static_cast<size_t>(frameCount));
    {
        char *fileData = out.data();
        shareRuns(frameCount, 8, threadsFor(qint64(frameCount) * total, 200000), [&](qint64 first, qint64 last) {
            for (qint64 f = first; f < last; ++f) {
                if (poseAt[size_t(f)] < 0)
                    continue;
                const quint8 *normalOf = normals.data() + f * placeCount;
                char *vertices = fileData + poseAt[size_t(f)];
                const char *q = quantised.constData() + f * total * 3;
                for (qsizetype v = 0; v < numVerts; ++v) {
                    // Four bytes copied (the fourth is the next position's
                    // or the one past the end), the fourth then the normal.
                    std::memcpy(vertices + v * kTriVertSize, q + firstSource[v] * 3, 4);
                    vertices[v * kTriVertSize + 3] = char(normalOf[placeOf[v]]);
                }
                frameBoxes[size_t(f)] = mdl::byteBox(vertices, numVerts);
            }
        });
    }

    char *at = out.data() + prefix;
    auto box = [&](const QList<int> &list) {
        quint8 bytes[8] = {255, 255, 255, 0, 0, 0, 0, 0};
        for (int f : list)
            for (int k = 0; k < 3; ++k) {
                bytes[k] = std::min(bytes[k], frameBoxes[size_t(f)][size_t(k)]);
                bytes[4 + k] = std::max(bytes[4 + k], frameBoxes[size_t(f)][size_t(k + 3)]);
            }
        std::memcpy(at, bytes, 8);
        at += 8;
    };
    auto pose = [&](int f) {
        box({f});
        QByteArray name = samples[f].name;
        name.resize(kFrameNameSize, '\0');
        std::memcpy(at, name.constData(), kFrameNameSize);
        at += kFrameNameSize;
        if (at != out.data() + poseAt[size_t(f)]) // a pose in two frames
            std::memcpy(at, out.constData() + poseAt[size_t(f)], size_t(numVerts) * kTriVertSize);
        at += numVerts * kTriVertSize;
    };
    auto putI32 = [&](qint32 value) {
        quake::writeI32(at, value);
        at += 4;
    };
    for (const TopFrame &frame : frames) {
        if (!frame.group) {
            putI32(0);
            pose(frame.samples[0]);
            continue;
        }
        putI32(1);
        putI32(qint32(frame.samples.size()));
        box(frame.samples);
        for (float interval : frame.intervals) {
            quake::writeF32(at, interval);
            at += 4;
        }
        for (int f : frame.samples)
            pose(f);
    }
    Q_ASSERT(at == out.data() + out.size());
    if (m_options.progress && !m_options.progress(1.0))
        return failure(cancelledMessage());
    return std::move(m_result);
}

// A model read from an MDL and unchanged: the file it came from, with the
// header fields the extras give.
std::optional<QByteArray> unchangedSource(const Model &model, const WriteOptions &options)
{
    // Options that ask for another layout of the frames or the skins.
    for (const char *name : {"mdl.fps", "mdl.groups", "mdl.fullbrights", "mdl.playerColours", "mdl.onseam"})
        if (options.options.contains(QLatin1String(name)))
            return std::nullopt;
    const QByteArray source = model.extras.value(QStringLiteral("mdl.source")).toByteArray();
    if (source.size() < kHeaderSize
        || model.extras.value(QStringLiteral("mdl.key")).toByteArray()
               != quake::modelKey(model, QStringLiteral("mdl.")))
        return std::nullopt;
    QByteArray out = source;
    char *p = out.data();
    const qint32 stored = quake::readI32(p + HeaderFlags);
    qint32 flags = model.extras.value(QStringLiteral("mdl.flags"), stored).toInt();
    if (flags != stored && !options.options.value(QStringLiteral("mdl.allFlags"), false).toBool())
        flags &= 0xff;
    quake::writeI32(p + HeaderFlags, flags);
    quake::writeI32(p + HeaderSyncType,
                    model.extras.value(QStringLiteral("mdl.synctype"), quake::readI32(p + HeaderSyncType)).toInt());
    const QVariantList eye = model.extras.value(QStringLiteral("mdl.eye")).toList();
    if (eye.size() == 3)
        for (int k = 0; k < 3; ++k)
            quake::writeF32(p + HeaderEye + 4 * k, eye[k].toFloat());
    return out;
}

} // namespace

WriteResult writeMdl(const Model &model, const QString &path, const WriteOptions &options)
{
    std::optional<QByteArray> kept = unchangedSource(model, options);
    bool relayout = false;
    for (const char *name : {"mdl.fps", "mdl.groups", "mdl.fullbrights", "mdl.playerColours", "mdl.onseam"})
        relayout = relayout || options.options.contains(QLatin1String(name));
    if (!kept && !relayout)
        if (std::optional<mdl::PosePatch> patch = mdl::patchMdlPoses(model, path))
            kept = std::move(patch->bytes);
    if (kept) {
        WriteResult r;
        r.data = std::move(*kept);
        if (options.progress && !options.progress(1.0))
            return WriteResult::failure(path, cancelledMessage());
        return r;
    }
    if (std::optional<PackedSkin> packed = packMaterials(model, skinTextureDirectory(path, options)))
        return MdlEncoder(packed->model, path, options, packed->image, packed->notes, packed->glow).run();
    return MdlEncoder(model, path, options).run();
}

} // namespace quarry
