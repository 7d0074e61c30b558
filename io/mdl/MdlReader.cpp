#include "io/mdl/MdlReader.h"

#include "io/EmbeddedTextures.h"
#include "io/ReadLimits.h"
#include "io/mdl/MdlFormat.h"
#include "io/quake/BinaryParser.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/ModelKey.h"
#include "io/quake/PoseAnimations.h"
#include "io/quake/QuakeTables.h"
#include "model/Translate.h"

#include <QBuffer>
#include <QFileInfo>
#include <QHash>
#include <QImage>

#include <array>
#include <cstring>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

using namespace mdl;
using quake::readF32;
using quake::readI32;

namespace {

struct SkinImage
{
    int slot = 0;
    int frame = -1; // -1: a single skin; else the image's index in its group
    float interval = 0;
    qint64 offset = 0;
};

struct Pose
{
    QString name;
    qint64 offset = 0; // of its trivertx records
};

struct TopFrame
{
    bool group = false;
    QList<int> poses;
    QList<float> intervals;
};

class MdlParser : public quake::BinaryParser
{
public:
    // lupdate files the messages of a class's members under its name.
    QUARRY_NAMESPACE_TR("quarry::MdlParser")

    MdlParser(const QString &path, QByteArrayView data, const ReadOptions &options)
        : BinaryParser(path, data)
        , m_options(options)
    { }

    ReadResult run() { return finish(parse()); }

private:
    // `bytes` more bytes from m_at lie inside the file.
    bool need(qint64 bytes, const QString &what)
    {
        if (bytes < 0 || bytes > m_size - m_at)
            return fail(m_at, tr("%1 (%2 bytes at byte %3) run past the end of the file (%4 bytes)")
                                  .arg(what)
                                  .arg(bytes)
                                  .arg(m_at)
                                  .arg(m_size));
        return true;
    }

    bool parse();
    bool parseSkins();
    bool parseFrames();
    void buildMesh();
    void buildSkins();
    void buildAnimations();

    const ReadOptions &m_options;
    qint64 m_at = 0;

    qint32 m_numSkins = 0, m_width = 0, m_height = 0, m_numVerts = 0, m_numTris = 0, m_numFrames = 0;
    QVector3D m_scale, m_origin;
    QList<SkinImage> m_skins;
    qint64 m_stverts = 0, m_triangles = 0;
    QList<Pose> m_poses;
    QList<TopFrame> m_frames;
};

bool MdlParser::parse()
{
    if (m_size < 4 || std::memcmp(m_data, kIdent, 4) != 0)
        return fail(0, tr("not an MDL file (the ident \"IDPO\" is missing)"));
    if (m_size < kHeaderSize)
        return fail(m_size, tr("the file ends inside the header (%1 of %2 bytes)").arg(m_size).arg(kHeaderSize));
    if (i32(HeaderVersion) != kVersion)
        return fail(HeaderVersion, tr("MDL version %1 is not supported (only version 6)").arg(i32(HeaderVersion)));
    m_scale = QVector3D(readF32(m_data + HeaderScale), readF32(m_data + HeaderScale + 4),
                        readF32(m_data + HeaderScale + 8));
    m_origin = QVector3D(readF32(m_data + HeaderOrigin), readF32(m_data + HeaderOrigin + 4),
                         readF32(m_data + HeaderOrigin + 8));
    m_numSkins = i32(HeaderNumSkins);
    m_width = i32(HeaderSkinWidth);
    m_height = i32(HeaderSkinHeight);
    m_numVerts = i32(HeaderNumVerts);
    m_numTris = i32(HeaderNumTris);
    m_numFrames = i32(HeaderNumFrames);
    if (m_numSkins < 0)
        return fail(HeaderNumSkins, tr("skins: negative count %1").arg(m_numSkins));
    if (m_numSkins > 0 && (m_width <= 0 || m_height <= 0))
        return fail(HeaderSkinWidth, tr("the skins are %1 × %2 texels").arg(m_width).arg(m_height));
    if (m_numVerts < 1)
        return fail(HeaderNumVerts, tr("the model has no vertices (%1)").arg(m_numVerts));
    if (m_numTris < 1)
        return fail(HeaderNumTris, tr("the model has no triangles (%1)").arg(m_numTris));
    if (m_numFrames < 1)
        return fail(HeaderNumFrames, tr("the model has no frames (%1)").arg(m_numFrames));
    // Every skin, vertex, triangle and frame takes bytes of the file: the
    // counts are checked against its size before anything is made for them.
    // The frames' share by division: their count times their size can pass
    // what a 64-bit integer holds.
    const qint64 available = m_size - kHeaderSize;
    const qint64 fixedPart = qint64(m_numSkins) * 4 + qint64(m_numVerts) * kStVertSize
                             + qint64(m_numTris) * kTriangleSize;
    const qint64 perFrame = 4 + kPoseHeaderSize + kTriVertSize * qint64(m_numVerts);
    if (fixedPart > available || qint64(m_numFrames) > (available - fixedPart) / perFrame)
        return fail(HeaderNumVerts, tr("%1 skins, %2 vertices, %3 triangles and %4 frames are more than a file of "
                                       "%5 bytes holds")
                                        .arg(m_numSkins)
                                        .arg(m_numVerts)
                                        .arg(m_numTris)
                                        .arg(m_numFrames)
                                        .arg(m_size));
    if (m_numVerts > kMaxVertices)
        warn(HeaderNumVerts, tr("%1 vertices: QuakeSpasm loads at most %2").arg(m_numVerts).arg(kMaxVertices));
    if (m_numTris > kMaxTriangles)
        warn(HeaderNumTris, tr("%1 triangles: QuakeSpasm loads at most %2").arg(m_numTris).arg(kMaxTriangles));
    if (m_numSkins > kMaxSkins)
        warn(HeaderNumSkins, tr("%1 skins: the engines load at most %2").arg(m_numSkins).arg(kMaxSkins));
    if (m_numSkins == 0)
        warn(HeaderNumSkins, tr("the model has no skin: the engines refuse it"));
    if (m_height > kMaxSkinHeight)
        warn(HeaderSkinHeight,
             tr("the skins are %1 texels high: Quake loads at most %2").arg(m_height).arg(kMaxSkinHeight));
    if (m_numSkins > 0 && m_width % 4 != 0)
        warn(HeaderSkinWidth,
             tr("the skins are %1 texels wide, not a multiple of 4: WinQuake refuses them").arg(m_width));
    const qint32 sync = i32(HeaderSyncType);
    if (sync != 0 && sync != 1)
        warn(HeaderSyncType, tr("sync type %1: DarkPlaces accepts only 0 and 1").arg(sync));

    m_at = kHeaderSize;
    if (!parseSkins())
        return false;
    if (!need(qint64(m_numVerts) * kStVertSize, tr("texture coordinates")))
        return false;
    m_stverts = m_at;
    m_at += qint64(m_numVerts) * kStVertSize;
    if (!need(qint64(m_numTris) * kTriangleSize, tr("triangles")))
        return false;
    m_triangles = m_at;
    m_at += qint64(m_numTris) * kTriangleSize;
    for (qint32 t = 0; t < m_numTris; ++t)
        for (int k = 0; k < 3; ++k) {
            const qint64 at = m_triangles + qint64(t) * kTriangleSize + 4 + 4 * k;
            const qint32 index = i32(at);
            if (index < 0 || index >= m_numVerts)
                return fail(at, tr("triangle %1 names vertex %2 of %3").arg(t).arg(index).arg(m_numVerts));
        }
    if (!parseFrames())
        return false;
    if (m_at != m_size)
        warn(m_at, tr("%1 bytes after the last frame are not part of the model").arg(m_size - m_at));
    if (m_poses.size() > kMaxPoses)
        warn(HeaderNumFrames, tr("%1 poses: QuakeSpasm loads at most %2").arg(m_poses.size()).arg(kMaxPoses));
    // The model holds up to 28 bytes a vertex and pose for 4 of the file.
    if (quint64(m_numVerts) * quint64(m_poses.size()) * 64 > readBudget(quint64(m_size)))
        return fail(HeaderNumVerts, tr("%1 vertices of %2 poses are more than a file of %3 bytes can hold")
                                        .arg(m_numVerts)
                                        .arg(m_poses.size())
                                        .arg(m_size));

    buildMesh();
    buildSkins();
    buildAnimations();
    Model &model = m_result.model;
    model.extras.insert(QStringLiteral("mdl.flags"), i32(HeaderFlags));
    model.extras.insert(QStringLiteral("mdl.synctype"), sync);
    model.extras.insert(
        QStringLiteral("mdl.eye"),
        QVariantList{readF32(m_data + HeaderEye), readF32(m_data + HeaderEye + 4), readF32(m_data + HeaderEye + 8)});
    if (m_options.options.value(QLatin1String(kMdlKeepSourceOption), true).toBool()) {
        model.extras.insert(QStringLiteral("mdl.key"), quake::modelKey(model, QStringLiteral("mdl.")));
        model.extras.insert(QStringLiteral("mdl.source"), QByteArray(m_data, m_size));
    }
    if (m_options.progress && !m_options.progress(1.0))
        return fail(-1, cancelledMessage());
    return true;
}

bool MdlParser::parseSkins()
{
    const qint64 image = qint64(m_width) * qint64(m_height);
    for (qint32 s = 0; s < m_numSkins; ++s) {
        if (!need(4, tr("skin %1").arg(s)))
            return false;
        const qint32 type = i32(m_at);
        if (type == 0) {
            m_at += 4;
            if (!need(image, tr("skin %1").arg(s)))
                return false;
            m_skins.append(SkinImage{s, -1, 0.0f, m_at});
            m_at += image;
            continue;
        }
        if (type != 1)
            return fail(m_at, tr("skin %1 has type %2 (0 single, 1 group)").arg(s).arg(type));
        m_at += 4;
        if (!need(4, tr("skin group %1").arg(s)))
            return false;
        const qint32 count = i32(m_at);
        if (count < 1)
            return fail(m_at, tr("skin group %1 has %2 images").arg(s).arg(count));
        m_at += 4;
        if (!need(qint64(count) * (4 + image), tr("skin group %1 (%2 images)").arg(s).arg(count)))
            return false;
        const qint64 intervals = m_at;
        m_at += qint64(count) * 4;
        for (qint32 i = 0; i < count; ++i) {
            m_skins.append(SkinImage{s, i, readF32(m_data + intervals + 4 * i), m_at});
            m_at += image;
        }
    }
    return true;
}

bool MdlParser::parseFrames()
{
    const qint64 poseSize = kPoseHeaderSize + kTriVertSize * qint64(m_numVerts);
    auto pose = [&] {
        m_poses.append(
            Pose{QString::fromLatin1(quake::fixedName(m_data + m_at + 8, kFrameNameSize)), m_at + kPoseHeaderSize});
        m_at += poseSize;
    };
    for (qint32 f = 0; f < m_numFrames; ++f) {
        if (!need(4, tr("frame %1").arg(f)))
            return false;
        const qint32 type = i32(m_at);
        TopFrame frame;
        if (type == 0) {
            m_at += 4;
            if (!need(poseSize, tr("frame %1").arg(f)))
                return false;
            frame.poses.append(int(m_poses.size()));
            pose();
        } else if (type == 1) {
            m_at += 4;
            if (!need(12, tr("frame group %1").arg(f)))
                return false;
            const qint32 count = i32(m_at);
            if (count < 1)
                return fail(m_at, tr("frame group %1 has %2 frames").arg(f).arg(count));
            m_at += 12;
            if (!need(qint64(count) * (4 + poseSize), tr("frame group %1 (%2 frames)").arg(f).arg(count)))
                return false;
            frame.group = true;
            for (qint32 i = 0; i < count; ++i) {
                const float interval = readF32(m_data + m_at + 4 * i);
                if (!(interval > 0) || (i > 0 && !(interval > frame.intervals.last())))
                    warn(m_at + 4 * i, tr("frame group %1: interval %2 is %3, not a running total above the one "
                                          "before (software Quake refuses it); the group plays at 10 frames a second")
                                           .arg(f)
                                           .arg(i)
                                           .arg(interval));
                frame.intervals.append(interval);
            }
            m_at += qint64(count) * 4;
            for (qint32 i = 0; i < count; ++i) {
                frame.poses.append(int(m_poses.size()));
                pose();
            }
        } else {
            return fail(m_at, tr("frame %1 has type %2 (0 single, 1 group)").arg(f).arg(type));
        }
        m_frames.append(frame);
        if (m_options.progress && (f & 63) == 0 && !m_options.progress(0.5 * (f + 1) / m_numFrames))
            return fail(-1, cancelledMessage());
    }
    return true;
}

void MdlParser::buildMesh()
{
    Model &model = m_result.model;
    Mesh mesh;
    mesh.name = m_path.isEmpty() ? QStringLiteral("mdl") : QFileInfo(m_path).completeBaseName();
    // Vertex v of the file is vertex v of the mesh; a seam vertex that a
    // back-facing triangle uses gets a copy after them.
    QList<qint32> source(m_numVerts);
    for (qint32 v = 0; v < m_numVerts; ++v)
        source[v] = v;
    QHash<qint32, quint32> seamCopy;
    QList<bool> shifted(m_numVerts, false);
    mesh.triangles.resize(m_numTris);
    for (qint32 t = 0; t < m_numTris; ++t) {
        const qint64 at = m_triangles + qint64(t) * kTriangleSize;
        const bool front = i32(at) != 0;
        for (int k = 0; k < 3; ++k) {
            const qint32 v = i32(at + 4 + 4 * k);
            quint32 index = quint32(v);
            if (!front && i32(m_stverts + qint64(v) * kStVertSize) != 0) {
                auto it = seamCopy.find(v);
                if (it == seamCopy.end()) {
                    it = seamCopy.insert(v, quint32(source.size()));
                    source.append(v);
                    shifted.append(true);
                }
                index = it.value();
            }
            mesh.triangles[t][k] = index;
        }
    }
    const qsizetype n = source.size();
    mesh.positions.resize(n);
    mesh.normals.resize(n);
    QList<QVector2D> st(n);
    const float w = float(std::max(m_width, 1)), h = float(std::max(m_height, 1));
    auto decode = [&](const char *p) {
        return QVector3D(quint8(p[0]), quint8(p[1]), quint8(p[2])) * m_scale + m_origin;
    };
    auto decodeNormal = [](const char *p) {
        const int index = quint8(p[3]);
        return index < quake::kNormalCount ? quake::normal(index) : QVector3D(0, 0, 1);
    };
    bool badNormal = false;
    const char *first = m_data + m_poses[0].offset;
    for (qsizetype v = 0; v < n; ++v) {
        const char *p = first + qint64(source[v]) * kTriVertSize;
        mesh.positions[v] = decode(p);
        mesh.normals[v] = decodeNormal(p);
        badNormal = badNormal || quint8(p[3]) >= quake::kNormalCount;
        const char *s = m_data + m_stverts + qint64(source[v]) * kStVertSize;
        const qint32 ss = readI32(s + 4) + (shifted[v] ? m_width / 2 : 0);
        st[v] = QVector2D((float(ss) + 0.5f) / w, (float(readI32(s + 8)) + 0.5f) / h);
    }
    mesh.texcoords.append(st);
    for (qsizetype p = 1; p < m_poses.size(); ++p) {
        MorphTarget target;
        target.name = QStringLiteral("frame %1").arg(p);
        const char *pose = m_data + m_poses[p].offset;
        for (qsizetype v = 0; v < n; ++v) {
            const char *a = pose + qint64(source[v]) * kTriVertSize;
            if (std::memcmp(a, first + qint64(source[v]) * kTriVertSize, kTriVertSize) == 0)
                continue;
            target.vertices.append(quint32(v));
            target.positions.append(decode(a));
            target.normals.append(decodeNormal(a));
            badNormal = badNormal || quint8(a[3]) >= quake::kNormalCount;
        }
        mesh.morphs.append(target);
    }
    if (badNormal)
        warn(-1, tr("some vertices name a normal past the table's %1 entries: read as pointing up")
                     .arg(quake::kNormalCount));
    if (m_numSkins > 0)
        mesh.material = 0;
    model.meshes.append(mesh);
}

void MdlParser::buildSkins()
{
    Model &model = m_result.model;
    QVariantMap embedded;
    // The game's palette where the reader is given one ("mdl.palette", 768
    // bytes: `--palette`), else Quake's.
    const std::optional<std::array<quint8, 768>> given = quake::paletteFromBytes(
        m_options.options.value(QStringLiteral("mdl.palette")).toByteArray());
    const QList<QRgb> palette = given ? quake::colorTable(*given) : quake::quakeColorTable();
    for (qsizetype i = 0; i < m_skins.size(); ++i) {
        const SkinImage &skin = m_skins[i];
        QImage image(m_width, m_height, QImage::Format_Indexed8);
        image.setColorTable(palette);
        for (qint32 y = 0; y < m_height; ++y)
            std::memcpy(image.scanLine(y), m_data + skin.offset + qint64(y) * m_width, size_t(m_width));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        const QString key = QStringLiteral("*%1").arg(i);
        embedded.insert(key,
                        QVariantMap{{QStringLiteral("data"), png}, {QStringLiteral("format"), QStringLiteral("png")}});
        Material material;
        material.name = skin.frame < 0 ? QStringLiteral("skin%1").arg(skin.slot)
                                       : QStringLiteral("skin%1_%2").arg(skin.slot).arg(skin.frame);
        material.maps.append(TextureMap{QStringLiteral("diffuse"), key});
        material.extras.insert(QStringLiteral("mdl.skin"), skin.slot);
        if (skin.frame >= 0)
            material.extras.insert(QStringLiteral("mdl.interval"), skin.interval);
        model.materials.append(material);
    }
    if (!embedded.isEmpty())
        model.extras.insert(QLatin1String(kEmbeddedTextures), embedded);
}

void MdlParser::buildAnimations()
{
    if (m_poses.size() < 2)
        return;
    QList<QString> names;
    for (const Pose &p : std::as_const(m_poses))
        names.append(p.name);
    QList<quake::PoseRun> runs;
    QList<int> singles;
    auto flush = [&] {
        runs << quake::runsByPrefix(names, singles, kFramesPerSecond);
        singles.clear();
    };
    for (const TopFrame &frame : std::as_const(m_frames)) {
        if (!frame.group) {
            singles.append(frame.poses[0]);
            continue;
        }
        flush();
        quake::PoseRun run;
        const QString name = names[frame.poses[0]];
        run.name = quake::framePrefix(name).isEmpty() ? name : quake::framePrefix(name);
        if (run.name.isEmpty())
            run.name = QStringLiteral("group");
        run.poses = frame.poses;
        QVariantList intervals;
        // Running totals: each larger than the one before. Where they are
        // not (software Quake refuses such a file), the frames play at 10 a
        // second.
        bool increasing = frame.intervals[0] > 0;
        for (qsizetype i = 1; i < frame.intervals.size(); ++i)
            increasing = increasing && frame.intervals[i] > frame.intervals[i - 1];
        for (qsizetype i = 0; i < frame.poses.size(); ++i) {
            run.times.append(!increasing ? float(double(i) / kFramesPerSecond)
                             : i == 0    ? 0.0f
                                         : frame.intervals[i - 1]);
            intervals.append(frame.intervals[i]);
        }
        const float cycle = frame.intervals.last();
        run.fps = increasing ? double(frame.poses.size()) / double(cycle) : kFramesPerSecond;
        run.extras.insert(QStringLiteral("mdl.group"), true);
        run.extras.insert(QStringLiteral("mdl.intervals"), intervals);
        runs.append(run);
    }
    flush();
    quake::addPoseAnimations(m_result.model, runs);
}

} // namespace

bool probeMdl(QByteArrayView head)
{
    return head.size() >= 8 && std::memcmp(head.data(), kIdent, 4) == 0 && readI32(head.data() + 4) == kVersion;
}

QString mdlRefusal(QByteArrayView head)
{
    if (head.size() >= 8 && std::memcmp(head.data(), kIdent, 4) == 0)
        return tr("MDL version %1: Quarry reads version 6, Quake's").arg(readI32(head.data() + 4));
    if (head.size() >= 4 && std::memcmp(head.data(), "MD16", 4) == 0)
        return tr("a QuakeForge 16-bit MDL (\"MD16\"): Quarry reads Quake's \"IDPO\" version 6");
    return {};
}

ReadResult readMdl(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return MdlParser(path, data, options).run();
}

} // namespace quarry
