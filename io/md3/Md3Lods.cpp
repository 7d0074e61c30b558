#include "io/md3/Md3Lods.h"

#include "io/md3/Md3Format.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Sidecar.h"
#include "model/MorphWeights.h"
#include "model/Translate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>
#include <cstring>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

using namespace md3;

namespace {

void putI32(char *p, qint32 v)
{
    const quint32 le = qToLittleEndian(quint32(v));
    std::memcpy(p, &le, 4);
}

void putF32(char *p, float v)
{
    quint32 bits;
    std::memcpy(&bits, &v, 4);
    putI32(p, qint32(bits));
}

// Where a level of detail's file lies beside the part, as the game finds
// it (lower_1.md3), any case.
QString lodPath(const QString &path, int level)
{
    const QFileInfo info(path);
    const QString wanted = info.completeBaseName() + QStringLiteral("_%1.md3").arg(level);
    const QStringList found = info.dir().entryList(QDir::Files);
    for (const QString &name : found)
        if (name.compare(wanted, Qt::CaseInsensitive) == 0)
            return info.dir().filePath(name);
    return {};
}

// The stored frame of the largest weight.
qint64 heaviest(const Md3FramePick &p)
{
    qint64 best = p.frames.first().first;
    float weight = p.frames.first().second;
    for (const auto &[frame, w] : p.frames)
        if (w > weight) {
            best = frame;
            weight = w;
        }
    return best;
}

struct Surface
{
    qint64 start = 0;
    qint32 numVerts = 0;
    qint64 xyz = 0; // from the surface's start
    qint64 end = 0; // from the surface's start
};

// The level of detail laid out anew for `picks`: its sections in the
// order the games write them, each surface's bytes before its vertex
// records kept; empty with `why` where the file's layout is not one that
// can be followed.
QByteArray relaid(const QByteArray &lod, const QList<Md3FramePick> &picks, qint32 partFrames, QString *why)
{
    const char *d = lod.constData();
    const qint64 size = lod.size();
    if (size < kHeaderSize || std::memcmp(d, kIdent, 4) != 0 || readI32(d + HeaderVersion) != kVersion) {
        *why = tr("is not an MD3 file");
        return {};
    }
    const qint32 numFrames = readI32(d + HeaderNumFrames), numTags = readI32(d + HeaderNumTags);
    const qint32 numSurfaces = readI32(d + HeaderNumSurfaces);
    const qint64 ofsFrames = readI32(d + HeaderOfsFrames), ofsTags = readI32(d + HeaderOfsTags);
    if (numFrames != partFrames) {
        *why = tr("has %1 frames, the part %2").arg(numFrames).arg(partFrames);
        return {};
    }
    if (numTags < 0 || numTags > kMaxTags || numSurfaces < 0 || numSurfaces > kMaxSurfaces || ofsFrames < 0
        || ofsFrames + qint64(numFrames) * kFrameSize > size || ofsTags < 0
        || ofsTags + qint64(numFrames) * numTags * kTagSize > size) {
        *why = tr("has a header that does not fit its %1 bytes").arg(size);
        return {};
    }
    QList<Surface> surfaces;
    qint64 at = readI32(d + HeaderOfsSurfaces);
    for (qint32 s = 0; s < numSurfaces; ++s) {
        if (at < kHeaderSize || at > size - kSurfaceHeaderSize) {
            *why = tr("has its surface %1 outside the file").arg(s);
            return {};
        }
        const Surface surface{at, readI32(d + at + SurfaceNumVerts), readI32(d + at + SurfaceOfsXyzNormals),
                              readI32(d + at + SurfaceOfsEnd)};
        // The vertex records last in the surface, as every tool writes them.
        if (surface.numVerts < 0 || surface.numVerts > (1 << 16) || surface.xyz < kSurfaceHeaderSize
            || surface.end != surface.xyz + qint64(surface.numVerts) * numFrames * kVertexSize
            || at + surface.end > size || readI32(d + at + SurfaceNumFrames) != numFrames) {
            *why = tr("has its surface %1 not ending with its vertex records").arg(s);
            return {};
        }
        surfaces.append(surface);
        at += surface.end;
    }
    const qint64 frames = picks.size();
    qint64 out = kHeaderSize + frames * (kFrameSize + qint64(numTags) * kTagSize);
    for (const Surface &s : std::as_const(surfaces))
        out += s.xyz + qint64(s.numVerts) * frames * kVertexSize;
    QByteArray data(out, '\0');
    char *o = data.data();
    std::memcpy(o, d, kHeaderSize);
    putI32(o + HeaderNumFrames, qint32(frames));
    const qint64 newTags = kHeaderSize + frames * kFrameSize;
    const qint64 newSurfaces = newTags + frames * numTags * kTagSize;
    putI32(o + HeaderOfsFrames, qint32(kHeaderSize));
    putI32(o + HeaderOfsTags, qint32(newTags));
    putI32(o + HeaderOfsSurfaces, qint32(newSurfaces));
    putI32(o + HeaderOfsEnd, qint32(out));
    for (qint64 f = 0; f < frames; ++f) {
        const Md3FramePick &p = picks[f];
        const qint64 near = heaviest(p);
        char *frame = o + kHeaderSize + f * kFrameSize;
        std::memcpy(frame, d + ofsFrames + near * kFrameSize, size_t(kFrameSize));
        for (qint32 t = 0; t < numTags; ++t) {
            char *tag = o + newTags + (f * numTags + t) * kTagSize;
            std::memcpy(tag, d + ofsTags + (near * numTags + t) * kTagSize, size_t(kTagSize));
            if (p.whole())
                continue;
            for (int k = 0; k < 12; ++k) {
                const qint64 field = kNameSize + 4 * k;
                float v = 0;
                for (const auto &[stored, w] : p.frames)
                    v += w * readF32(d + ofsTags + (stored * numTags + t) * kTagSize + field);
                putF32(tag + field, v);
            }
        }
    }
    qint64 write = newSurfaces;
    for (const Surface &s : std::as_const(surfaces)) {
        char *base = o + write;
        std::memcpy(base, d + s.start, size_t(s.xyz));
        putI32(base + SurfaceNumFrames, qint32(frames));
        putI32(base + SurfaceOfsEnd, qint32(s.xyz + qint64(s.numVerts) * frames * kVertexSize));
        const qint64 record = qint64(s.numVerts) * kVertexSize;
        const char *xyz = d + s.start + s.xyz;
        for (qint64 f = 0; f < frames; ++f) {
            const Md3FramePick &p = picks[f];
            char *to = base + s.xyz + f * record;
            const qint64 near = heaviest(p);
            std::memcpy(to, xyz + near * record, size_t(record)); // the nearest frame's normals
            if (p.whole())
                continue;
            for (qint32 v = 0; v < s.numVerts; ++v) {
                const qint64 r = qint64(v) * kVertexSize;
                for (int c = 0; c < 3; ++c) {
                    float x = 0;
                    for (const auto &[stored, w] : p.frames)
                        x += w * float(readI16(xyz + stored * record + r + 2 * c));
                    const qint16 blended = qint16(std::clamp<long>(std::lround(x), -32768, 32767));
                    const quint16 le = qToLittleEndian(quint16(blended));
                    std::memcpy(to + r + 2 * c, &le, 2);
                }
            }
        }
        write += s.xyz + qint64(s.numVerts) * frames * kVertexSize;
    }
    // A blended frame's bounds from its blended vertices.
    for (qint64 f = 0; f < frames; ++f) {
        if (picks[f].whole())
            continue;
        QVector3D min(1e9f, 1e9f, 1e9f), max(-1e9f, -1e9f, -1e9f);
        qint64 from = newSurfaces;
        for (const Surface &s : std::as_const(surfaces)) {
            const char *rec = o + from + s.xyz + f * qint64(s.numVerts) * kVertexSize;
            for (qint32 v = 0; v < s.numVerts; ++v) {
                const QVector3D q(readI16(rec + v * kVertexSize), readI16(rec + v * kVertexSize + 2),
                                  readI16(rec + v * kVertexSize + 4));
                min = QVector3D(std::min(min.x(), q.x()), std::min(min.y(), q.y()), std::min(min.z(), q.z()));
                max = QVector3D(std::max(max.x(), q.x()), std::max(max.y(), q.y()), std::max(max.z(), q.z()));
            }
            from += s.xyz + qint64(s.numVerts) * frames * kVertexSize;
        }
        if (min.x() > max.x())
            continue;
        min *= kXyzScale;
        max *= kXyzScale;
        const QVector3D origin = (min + max) * 0.5f;
        char *frame = o + kHeaderSize + f * kFrameSize;
        for (int c = 0; c < 3; ++c) {
            putF32(frame + 4 * c, min[c]);
            putF32(frame + 12 + 4 * c, max[c]);
            putF32(frame + 24 + 4 * c, origin[c]);
        }
        putF32(frame + 36, (max - origin).length());
    }
    return data;
}

} // namespace

QList<Md3FramePick> md3StoredFramePicks(const Model &model, const QList<Md3FrameTime> &frames)
{
    const QVariantList stored = model.extras.value(QStringLiteral("md3.storedFrames")).toList();
    QList<qint64> firstStored(model.animations.size(), -1);
    for (qsizetype a = 0; a < model.animations.size(); ++a) {
        const quint64 key = md3AnimationKey(model.animations[a]);
        for (qsizetype i = 0; i < stored.size(); ++i) {
            const QVariantMap entry = stored[(a + i) % stored.size()].toMap();
            if (entry.value(QStringLiteral("key")).toULongLong() == key) {
                firstStored[a] = entry.value(QStringLiteral("first")).toLongLong();
                break;
            }
        }
    }
    int mesh = -1; // a mesh with a target per stored frame after the first
    qsizetype targets = 0;
    for (int m = 0; m < model.meshes.size(); ++m)
        if (model.meshes[m].morphs.size() > targets) {
            targets = model.meshes[m].morphs.size();
            mesh = m;
        }
    QList<Md3FramePick> picks;
    for (const Md3FrameTime &t : frames) {
        Md3FramePick pick;
        if (t.animation < 0 || t.animation >= model.animations.size()) {
            picks.append(pick);
            continue;
        }
        const Animation &animation = model.animations[t.animation];
        const double local = t.time * (animation.fps > 0 ? animation.fps : 30.0);
        if (firstStored[t.animation] >= 0 && std::abs(local - std::round(local)) <= 1e-3) {
            pick.frames.append({firstStored[t.animation] + std::llround(local), 1.0f});
            picks.append(pick);
            continue;
        }
        if (mesh < 0) {
            picks.append(pick);
            continue;
        }
        const QList<float> w = animationMorphWeights(model, animation, float(t.time)).value(mesh);
        float rest = 1.0f;
        for (qsizetype i = 0; i < w.size(); ++i)
            if (std::abs(w[i]) > 1e-4f) {
                pick.frames.append({i + 1, w[i]});
                rest -= w[i];
            }
        if (std::abs(rest) > 1e-4f || pick.frames.isEmpty())
            pick.frames.prepend({0, rest});
        picks.append(pick);
    }
    return picks;
}

QList<FileBytes> retimedMd3Lods(const Model &model, const QString &path, const QList<Md3FrameTime> &frames,
                                QList<Diagnostic> &warnings)
{
    static const QRegularExpression level(QStringLiteral("_[0-9]+\\.md3$"), QRegularExpression::CaseInsensitiveOption);
    if (quake3PlayerPart(path) == Quake3PlayerPart::None || level.match(path).hasMatch())
        return {};
    const QByteArray source = model.extras.value(QStringLiteral("md3.source")).toByteArray();
    if (source.size() < kHeaderSize)
        return {};
    const qint32 partFrames = readI32(source.constData() + HeaderNumFrames);
    const QList<Md3FramePick> picks = md3StoredFramePicks(model, frames);
    bool same = picks.size() == partFrames;
    for (qsizetype f = 0; same && f < picks.size(); ++f)
        same = picks[f].whole() && picks[f].frames[0].first == f;
    if (same)
        return {};
    QList<FileBytes> files;
    for (int n = 1; n <= 2; ++n) {
        const QString lod = lodPath(path, n);
        if (lod.isEmpty())
            continue;
        QString why;
        for (qsizetype f = 0; f < picks.size() && why.isEmpty(); ++f) {
            bool inside = !picks[f].frames.isEmpty();
            for (const auto &[stored, w] : picks[f].frames)
                inside = inside && stored >= 0 && stored < partFrames;
            if (!inside)
                why = tr("cannot follow frame %1 of the retimed part, which shows no stored frame").arg(f);
        }
        QFile file(lod);
        QByteArray data;
        if (why.isEmpty()) {
            if (file.size() > (qint64(1) << 28) || !file.open(QIODevice::ReadOnly))
                why = tr("cannot be read (%1)").arg(file.errorString());
            else
                data = relaid(file.readAll(), picks, partFrames, &why);
        }
        if (!why.isEmpty()) {
            warnings.append(
                {lod, -1, -1,
                 tr("the level of detail %1; it is left as it was and no longer plays as the part does").arg(why)});
            continue;
        }
        files.append({lod, std::move(data)});
    }
    return files;
}

} // namespace quarry
