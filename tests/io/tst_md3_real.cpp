// Shipped MD3 files made by other tools (../shared/corpus/real, and the
// players of Debian's openarena-081-players where it is installed): each
// opened and saved with no edit is the same file, byte for byte; a texture
// path fixed changes only its shader names' bytes; a vertex moved changes
// only its records and the bounds of the frames it moved in. Tag axes keep
// their length (the scale the game draws weapons at). A failure names the
// file and the first differing byte with the field it belongs to, found by
// a small parser of the file's layout here, not Quarry's reader.
#include "io/Formats.h"
#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Reader.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Normals.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <cmath>
#include <cstring>

using namespace quarry;

namespace {

qint32 i32(const QByteArray &d, qint64 at)
{
    if (at < 0 || at + 4 > d.size())
        return 0;
    quint32 v;
    std::memcpy(&v, d.constData() + at, 4);
    return qint32(qFromLittleEndian(v));
}

float f32(const QByteArray &d, qint64 at)
{
    const qint32 bits = i32(d, at);
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

// One field of an MD3's layout: [begin, end) and its name.
struct Field
{
    qint64 begin = 0;
    qint64 end = 0;
    QString name;
};

// The file's fields, from its header and surface headers alone.
QList<Field> md3Fields(const QByteArray &d)
{
    QList<Field> fields{{0, 108, QStringLiteral("header")}};
    const qint32 frames = i32(d, 76), tags = i32(d, 80), surfaces = i32(d, 84);
    for (qint32 f = 0; f < frames; ++f) {
        const qint64 at = i32(d, 92) + qint64(f) * 56;
        fields.append({at, at + 40, QStringLiteral("frame %1 bounds, origin and radius").arg(f)});
        fields.append({at + 40, at + 56, QStringLiteral("frame %1 name").arg(f)});
    }
    for (qint64 t = 0; t < qint64(frames) * tags; ++t) {
        const qint64 at = i32(d, 96) + t * 112;
        fields.append({at, at + 64, QStringLiteral("tag %1 of frame %2: name").arg(t % tags).arg(t / tags)});
        fields.append(
            {at + 64, at + 112, QStringLiteral("tag %1 of frame %2: origin and axes").arg(t % tags).arg(t / tags)});
    }
    qint64 at = i32(d, 100);
    for (qint32 s = 0; s < surfaces && at > 0 && at < d.size(); ++s) {
        const qint32 shaders = i32(d, at + 76), verts = i32(d, at + 80), tris = i32(d, at + 84);
        fields.append({at, at + 108, QStringLiteral("surface %1 header").arg(s)});
        for (qint32 k = 0; k < shaders; ++k) {
            const qint64 p = at + i32(d, at + 92) + qint64(k) * 68;
            fields.append({p, p + 64, QStringLiteral("surface %1 shader %2 name").arg(s).arg(k)});
            fields.append({p + 64, p + 68, QStringLiteral("surface %1 shader %2 index").arg(s).arg(k)});
        }
        fields.append({at + i32(d, at + 88), at + i32(d, at + 88) + qint64(tris) * 12,
                       QStringLiteral("surface %1 triangles").arg(s)});
        fields.append({at + i32(d, at + 96), at + i32(d, at + 96) + qint64(verts) * 8,
                       QStringLiteral("surface %1 texture coordinates").arg(s)});
        for (qint32 f = 0; f < frames; ++f) {
            const qint64 p = at + i32(d, at + 100) + qint64(f) * verts * 8;
            fields.append({p, p + qint64(verts) * 8, QStringLiteral("surface %1 frame %2 vertices").arg(s).arg(f)});
        }
        at += i32(d, at + 104);
    }
    return fields;
}

QString fieldAt(const QList<Field> &fields, qint64 offset)
{
    for (const Field &f : fields)
        if (offset >= f.begin && offset < f.end)
            return f.name;
    return QStringLiteral("no field (padding or data outside the layout)");
}

// Empty when equal; else where the first difference lies.
QString firstDifference(const QByteArray &expected, const QByteArray &actual)
{
    const qint64 n = std::min(expected.size(), actual.size());
    for (qint64 i = 0; i < n; ++i)
        if (expected[i] != actual[i])
            return QStringLiteral("byte %1 (%2) differs").arg(i).arg(fieldAt(md3Fields(expected), i));
    if (expected.size() != actual.size())
        return QStringLiteral("%1 bytes written, %2 stored").arg(actual.size()).arg(expected.size());
    return {};
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A surface's frames as stored, parsed here: positions per frame.
struct StoredSurface
{
    qint32 verts = 0;
    QList<std::array<qint32, 3>> triangles;
    QList<QList<QVector3D>> frames;
    QList<QList<quint16>> normals;
};

QList<StoredSurface> storedSurfaces(const QByteArray &d)
{
    QList<StoredSurface> list;
    const qint32 frames = i32(d, 76), surfaces = i32(d, 84);
    qint64 at = i32(d, 100);
    for (qint32 s = 0; s < surfaces && at > 0 && at < d.size(); ++s) {
        StoredSurface surface;
        surface.verts = i32(d, at + 80);
        const qint64 tris = at + i32(d, at + 88);
        for (qint32 t = 0; t < i32(d, at + 84); ++t)
            surface.triangles.append({i32(d, tris + t * 12), i32(d, tris + t * 12 + 4), i32(d, tris + t * 12 + 8)});
        const qint64 xyz = at + i32(d, at + 100);
        for (qint32 f = 0; f < frames; ++f) {
            QList<QVector3D> p;
            QList<quint16> n;
            for (qint32 v = 0; v < surface.verts; ++v) {
                const qint64 r = xyz + (qint64(f) * surface.verts + v) * 8;
                const qint32 xy = i32(d, r), zn = i32(d, r + 4);
                p.append(QVector3D(qint16(xy & 0xffff), qint16(quint32(xy) >> 16), qint16(zn & 0xffff)) / 64.0f);
                n.append(quint16(quint32(zn) >> 16));
            }
            surface.frames.append(p);
            surface.normals.append(n);
        }
        list.append(surface);
        at += i32(d, at + 104);
    }
    return list;
}

QVector3D faceCross(const QList<QVector3D> &p, const std::array<qint32, 3> &t)
{
    return QVector3D::crossProduct(p[t[2]] - p[t[0]], p[t[1]] - p[t[0]]);
}

QVector3D decodeStoredNormal(quint16 code)
{
    const double lat = (code >> 8) * 2.0 * M_PI / 256.0, lng = (code & 0xff) * 2.0 * M_PI / 256.0;
    return QVector3D(float(std::cos(lat) * std::sin(lng)), float(std::sin(lat) * std::sin(lng)), float(std::cos(lng)));
}

QString corpusDir()
{
    return QStringLiteral(QUARRY_CORPUS_DIR) + QStringLiteral("/real");
}

// OpenArena's data (Debian's openarena-081-players and the packages
// beside it): every .pk3 of baseoa, in the order the game reads them, a
// later one's files over an earlier one's.
const char *const kOpenArenaData = "/usr/share/games/openarena/baseoa";

} // namespace

class TestMd3Real : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_openarena;
    bool m_haveOpenArena = false;

    QStringList files() const
    {
        QStringList list;
        for (const QString &root : {corpusDir(), m_haveOpenArena ? m_openarena.path() : QString()}) {
            if (root.isEmpty() || !QFileInfo::exists(root))
                continue;
            QDirIterator it(root, {QStringLiteral("*.md3"), QStringLiteral("*.MD3")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                list.append(it.next());
        }
        list.sort();
        return list;
    }

    void addRows()
    {
        QTest::addColumn<QString>("path");
        const QStringList all = files();
        if (all.isEmpty())
            QSKIP("no MD3 files: ../shared/corpus/real is absent and openarena-081-players is not installed");
        for (const QString &path : all)
            QTest::newRow(qPrintable(path.section(QLatin1Char('/'), -3))) << path;
    }

private slots:
    void initTestCase()
    {
        // OpenArena's models are in .pk3 files (zip): taken out once with
        // unzip, an independent reader of the archives.
        const QDir data(QString::fromLatin1(kOpenArenaData));
        const QStringList archives = data.entryList({QStringLiteral("*.pk3")}, QDir::Files, QDir::Name);
        if (archives.isEmpty()) {
            qInfo("openarena-081-players is not installed: only ../shared/corpus/real is read");
            return;
        }
        for (const QString &archive : archives) {
            QProcess unzip;
            unzip.start(QStringLiteral("unzip"),
                        {QStringLiteral("-qq"), QStringLiteral("-o"), data.filePath(archive), QStringLiteral("*.md3"),
                         QStringLiteral("*.cfg"), QStringLiteral("-d"), m_openarena.path()});
            QVERIFY2(unzip.waitForFinished(120000), qPrintable(archive + QStringLiteral(": unzip did not finish")));
            // 11: no file matched (an archive of maps or textures alone).
            QVERIFY2(unzip.exitCode() == 0 || unzip.exitCode() == 11,
                     qPrintable(archive + QStringLiteral(": unzip failed: ") + unzip.readAllStandardError()));
        }
        m_haveOpenArena = true;
    }

    void unchangedSaveIsTheSameFile_data() { addRows(); }
    void unchangedSaveIsTheSameFile()
    {
        QFETCH(QString, path);
        const QByteArray stored = fileBytes(path);
        const ReadResult read = readModelFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        const WriteResult written = encodeModelFile(read.model, path, QStringLiteral("md3"));
        QVERIFY2(written.ok(), qPrintable(written.error ? written.error->toString() : QString()));
        const QString difference = firstDifference(stored, written.data);
        QVERIFY2(difference.isEmpty(), qPrintable(path + QStringLiteral(": ") + difference));
    }

    void texturePathFixChangesOnlyShaderNames_data() { addRows(); }
    void texturePathFixChangesOnlyShaderNames()
    {
        QFETCH(QString, path);
        const QByteArray stored = fileBytes(path);
        ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        if (read.model.materials.isEmpty())
            QSKIP("no shaders");
        Material &material = read.model.materials[0];
        const QString fixed = QStringLiteral("fixed/skin.png");
        if (material.maps.isEmpty())
            material.maps.append(TextureMap{QStringLiteral("diffuse"), fixed});
        else
            material.maps[0].path = fixed;
        const WriteResult written = encodeModelFile(read.model, path, QStringLiteral("md3"));
        QVERIFY(written.ok());
        QCOMPARE(written.data.size(), stored.size());
        const QList<Field> fields = md3Fields(stored);
        int changedShaders = 0;
        for (qint64 i = 0; i < stored.size(); ++i) {
            if (stored[i] == written.data[i])
                continue;
            const QString field = fieldAt(fields, i);
            QVERIFY2(field.contains(QLatin1String("shader")) && field.endsWith(QLatin1String("name")),
                     qPrintable(QStringLiteral("%1: byte %2 (%3) changed").arg(path).arg(i).arg(field)));
            ++changedShaders;
        }
        QVERIFY2(changedShaders > 0, "the texture path did not reach the file");
        // The new name as the engine reads it: every surface of material 0.
        const ReadResult again = readMd3(QString(), written.data);
        QVERIFY(again.ok());
        for (qsizetype m = 0; m < again.model.meshes.size(); ++m)
            if (read.model.meshes[m].material == 0)
                QCOMPARE(again.model.materials[again.model.meshes[m].material].name, fixed);
    }

    void movedVertexChangesOnlyItsRecords_data() { addRows(); }
    void movedVertexChangesOnlyItsRecords()
    {
        QFETCH(QString, path);
        const QByteArray stored = fileBytes(path);
        ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        if (read.model.meshes.isEmpty() || read.model.meshes[0].positions.isEmpty())
            QSKIP("no vertices");
        // Vertex 0 of surface 0 moved one unit along X in the bind pose:
        // every frame that does not store it apart moves with it.
        Mesh &mesh = read.model.meshes[0];
        mesh.positions[0] += QVector3D(1, 0, 0);
        const WriteResult written = encodeModelFile(read.model, path, QStringLiteral("md3"));
        QVERIFY(written.ok());
        QCOMPARE(written.data.size(), stored.size());
        const QList<Field> fields = md3Fields(stored);
        const qint64 surface = i32(stored, 100);
        const qint64 xyz = surface + i32(stored, surface + 100);
        const qint32 verts = i32(stored, surface + 80);
        for (qint64 i = 0; i < stored.size(); ++i) {
            if (stored[i] == written.data[i])
                continue;
            const QString field = fieldAt(fields, i);
            const bool vertexZero = i >= xyz && (i - xyz) % (qint64(verts) * 8) < 6;
            QVERIFY2(vertexZero || field.contains(QLatin1String("bounds")),
                     qPrintable(QStringLiteral("%1: byte %2 (%3) changed").arg(path).arg(i).arg(field)));
        }
        const qint16 x0 = qint16(i32(stored, xyz) & 0xffff);
        const qint16 x1 = qint16(i32(written.data, xyz) & 0xffff);
        QCOMPARE(int(x1), int(x0) + 64);
    }

    // One clip of a player retimed (its keys spread to 1.5 times as long,
    // so the frames are laid out anew): every other clip's frames in the
    // saved file are its stored records, byte for byte, and its tags'
    // numbers too, wherever the new layout puts them.
    void retimedClipLeavesTheOthersStored_data() { addRows(); }
    void retimedClipLeavesTheOthersStored()
    {
        QFETCH(QString, path);
        const QByteArray stored = fileBytes(path);
        ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        Model &model = read.model;
        if (model.animations.size() < 2 || model.meshes.isEmpty())
            QSKIP("fewer than two clips");
        // Where each clip's frames are stored: the ranges read from the
        // sidecar (clips may share frames), else one after the other.
        QList<FrameGroup> before = md3FrameGroups(model);
        const QVariantList clips = model.extras.value(QStringLiteral("md3.clips")).toList();
        if (clips.size() == model.animations.size())
            for (qsizetype a = 0; a < clips.size(); ++a)
                before[a].first = clips[a].toMap().value(QStringLiteral("first")).toLongLong();
        // The longest clip a sidecar names that is not a BOTH_ one (those
        // play in lower.md3 and upper.md3 with one frame numbering: see
        // bothClipKeepsItsLength) nor TORSO_GESTURE or LEGS_WALKCR (where
        // the game starts the legs: they stay put), else the longest.
        const bool sidecar = model.extras.contains(QStringLiteral("md3.sidecar"));
        int longest = -1;
        for (int a = 0; a < model.animations.size(); ++a) {
            const QString &name = model.animations[a].name;
            if (sidecar
                && (name.startsWith(QLatin1String("BOTH_")) || name.startsWith(QLatin1String("frame"))
                    || name == QLatin1String("TORSO_GESTURE") || name == QLatin1String("LEGS_WALKCR")))
                continue;
            if (longest < 0 || model.animations[a].frameCount() > model.animations[longest].frameCount())
                longest = a;
        }
        if (longest < 0 || model.animations[longest].frameCount() < 2)
            QSKIP("no clip of two frames but BOTH_ ones");
        Animation &edited = model.animations[longest];
        auto stretch = [](auto &keys) {
            for (auto &k : keys)
                k.time *= 1.5f;
        };
        for (JointTrack &t : edited.tracks) {
            stretch(t.translations);
            stretch(t.rotations);
            stretch(t.scales);
        }
        for (MorphTrack &t : edited.morphTracks)
            stretch(t.weights);
        edited.duration *= 1.5;
        const WriteResult written = encodeModelFile(model, path, QStringLiteral("md3"));
        QVERIFY2(written.ok(), qPrintable(written.error ? written.error->toString() : QString()));
        const QList<FrameGroup> after = md3FrameGroups(model);
        const QByteArray &out = written.data;
        const qint32 storedFrames = i32(stored, 76), outFrames = i32(out, 76), tags = i32(stored, 80);
        QVERIFY(outFrames > 0);
        QCOMPARE(i32(out, 80), tags);
        QCOMPARE(i32(out, 84), i32(stored, 84));
        int compared = 0;
        for (int a = 0; a < model.animations.size(); ++a) {
            if (a == longest)
                continue;
            QCOMPARE(after[a].count, before[a].count);
            for (qint64 f = 0; f < before[a].count; ++f) {
                const qint64 k = before[a].first + f, g = after[a].first + f;
                QVERIFY(k < storedFrames && g < outFrames);
                qint64 sa = i32(stored, 100), oa = i32(out, 100);
                for (qint32 s = 0; s < i32(stored, 84); ++s) {
                    const qint32 verts = i32(stored, sa + 80);
                    QCOMPARE(i32(out, oa + 80), verts);
                    const QByteArray a1 = stored.mid(sa + i32(stored, sa + 100) + k * verts * 8, verts * 8);
                    const QByteArray b1 = out.mid(oa + i32(out, oa + 100) + g * verts * 8, verts * 8);
                    QVERIFY2(a1 == b1, qPrintable(QStringLiteral("%1: clip \"%2\" frame %3 (stored %4, written %5), "
                                                                 "surface %6: vertex records differ")
                                                      .arg(path, model.animations[a].name)
                                                      .arg(f)
                                                      .arg(k)
                                                      .arg(g)
                                                      .arg(s)));
                    sa += i32(stored, sa + 104);
                    oa += i32(out, oa + 104);
                }
                for (qint32 t = 0; t < tags; ++t)
                    QVERIFY2(stored.mid(i32(stored, 96) + (k * tags + t) * 112 + 64, 48)
                                 == out.mid(i32(out, 96) + (g * tags + t) * 112 + 64, 48),
                             qPrintable(QStringLiteral("%1: clip \"%2\" frame %3: tag %4 differs")
                                            .arg(path, model.animations[a].name)
                                            .arg(f)
                                            .arg(t)));
                QVERIFY2(stored.mid(i32(stored, 92) + k * 56, 56) == out.mid(i32(out, 92) + g * 56, 56),
                         qPrintable(QStringLiteral("%1: clip \"%2\" frame %3: bounds or name differ")
                                        .arg(path, model.animations[a].name)
                                        .arg(f)));
                ++compared;
            }
        }
        QVERIFY(compared > 0);
        // The sidecar the clips came from, rewritten beside the file, gives
        // every clip its new range as the game reads it.
        if (!sidecar)
            return;
        const QVariantMap readSidecar = model.extras.value(QStringLiteral("md3.sidecar")).toMap();
        QCOMPARE(written.siblings.size(), qsizetype(1));
        const QString sidecarPath = readSidecar.value(QStringLiteral("path")).toString();
        QCOMPARE(written.siblings[0].path, sidecarPath);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QFileInfo(path).fileName());
        QFile md3(copy);
        QVERIFY(md3.open(QIODevice::WriteOnly));
        md3.write(out);
        md3.close();
        QFile side(dir.filePath(QFileInfo(sidecarPath).fileName()));
        QVERIFY(side.open(QIODevice::WriteOnly));
        side.write(written.siblings[0].data);
        side.close();
        const ReadResult again = readModelFile(copy);
        QVERIFY(again.ok());
        QCOMPARE(again.model.animations.size(), model.animations.size());
        // Each clip the sidecar names, read back where the layout put it
        // (clips are read in the order of their first frames).
        QHash<QString, QPair<qint64, qint64>> ranges;
        for (const QVariant &v : again.model.extras.value(QStringLiteral("md3.clips")).toList()) {
            const QVariantMap r = v.toMap();
            ranges.insert(r.value(QStringLiteral("name")).toString(), {r.value(QStringLiteral("first")).toLongLong(),
                                                                       r.value(QStringLiteral("count")).toLongLong()});
        }
        for (qsizetype a = 0; a < after.size(); ++a) {
            const QString &name = model.animations[a].name;
            if (name.startsWith(QLatin1String("frame"))) // named after frame numbers
                continue;
            QVERIFY2(ranges.contains(name), qPrintable(name + QStringLiteral(" is not read back")));
            QCOMPARE(ranges.value(name).first, after[a].first);
            QCOMPARE(ranges.value(name).second, after[a].count);
        }
        // Only the numbers of the lines of clips that moved changed: the
        // same number of lines, each edited line's words outside its
        // numbers as they were.
        const QList<QByteArray> oldLines = readSidecar.value(QStringLiteral("text")).toByteArray().split('\n');
        const QList<QByteArray> newLines = written.siblings[0].data.split('\n');
        QCOMPARE(newLines.size(), oldLines.size());
        int changedLines = 0;
        for (qsizetype i = 0; i < oldLines.size(); ++i) {
            if (oldLines[i] == newLines[i])
                continue;
            ++changedLines;
            const qsizetype comment = oldLines[i].indexOf("//");
            if (comment >= 0)
                QVERIFY(newLines[i].endsWith(oldLines[i].mid(comment)));
        }
        QVERIFY(changedLines > 0);
    }

    // A BOTH_ clip of a player part changed in length: the game numbers
    // BOTH_ frames alike in lower.md3 and upper.md3, so the save says why
    // it cannot follow rather than write a player that plays wrong frames.
    void bothClipKeepsItsLength()
    {
        QString lower;
        for (const QString &path : files())
            if (path.endsWith(QLatin1String("/lower.md3"))
                && QFileInfo::exists(QFileInfo(path).dir().filePath(QStringLiteral("animation.cfg")))) {
                lower = path;
                break;
            }
        if (lower.isEmpty())
            QSKIP("no player with an animation.cfg");
        ReadResult read = readModelFile(lower);
        QVERIFY(read.ok());
        int both = -1;
        for (int a = 0; a < read.model.animations.size() && both < 0; ++a)
            if (read.model.animations[a].name.startsWith(QLatin1String("BOTH_DEATH")))
                both = a;
        QVERIFY(both >= 0);
        Animation &animation = read.model.animations[both];
        for (JointTrack &t : animation.tracks)
            for (auto *keys : {&t.translations, &t.scales})
                for (Vec3Key &k : *keys)
                    k.time *= 2;
        for (JointTrack &t : animation.tracks)
            for (QuatKey &k : t.rotations)
                k.time *= 2;
        for (MorphTrack &t : animation.morphTracks)
            for (FloatKey &k : t.weights)
                k.time *= 2;
        animation.duration *= 2;
        const WriteResult written = encodeModelFile(read.model, lower, QStringLiteral("md3"));
        QVERIFY(!written.ok());
        QVERIFY2(written.error->message.contains(QLatin1String("BOTH_")), qPrintable(written.error->message));
    }

    // Clean Up on an animated model removes only the triangles with no
    // area in any frame (the file's frames parsed here, not by Quarry).
    void cleanUpKeepsTrianglesWithAreaInSomeFrame_data() { addRows(); }
    void cleanUpKeepsTrianglesWithAreaInSomeFrame()
    {
        QFETCH(QString, path);
        const QList<StoredSurface> stored = storedSurfaces(fileBytes(path));
        ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        QCOMPARE(read.model.meshes.size(), stored.size());
        for (qsizetype m = 0; m < stored.size(); ++m) {
            Mesh mesh = read.model.meshes[m];
            const GeometryRemoval removal = cleanUpMesh(mesh);
            for (qsizetype t = 0; t < stored[m].triangles.size(); ++t) {
                if (removal.triangleMap.isEmpty() || removal.triangleMap[t] >= 0)
                    continue;
                const auto &tri = stored[m].triangles[t];
                const bool repeated = tri[0] == tri[1] || tri[1] == tri[2] || tri[0] == tri[2];
                int withArea = 0;
                for (const QList<QVector3D> &frame : stored[m].frames)
                    withArea += !repeated && faceCross(frame, tri).lengthSquared() > 0 ? 1 : 0;
                QVERIFY2(withArea == 0, qPrintable(QStringLiteral("%1: surface %2 triangle %3 removed, with area in %4 "
                                                                  "of %5 frames")
                                                       .arg(path)
                                                       .arg(m)
                                                       .arg(t)
                                                       .arg(withArea)
                                                       .arg(stored[m].frames.size())));
            }
        }
    }

    // Recompute Normals on a vertex-animated model: every frame written
    // has the normals of its own faces (checked on the saved bytes against
    // area-weighted face normals computed here), not frame 0's.
    void recomputedNormalsReachEveryFrame()
    {
        int checked = 0;
        for (const QString &path : files()) {
            if (!path.endsWith(QLatin1String("lower.md3")) || checked >= 6)
                continue;
            ReadResult read = readModelFile(path);
            QVERIFY(read.ok());
            for (Mesh &mesh : read.model.meshes) {
                smoothNormalsByAngle(mesh, 180.0f);
                smoothMorphNormalsByAngle(mesh, 180.0f);
            }
            const WriteResult written = encodeModelFile(read.model, path, QStringLiteral("md3"));
            QVERIFY(written.ok());
            const QList<StoredSurface> surfaces = storedSurfaces(written.data);
            if (surfaces.isEmpty() || surfaces[0].frames.size() < 2)
                continue;
            ++checked;
            qsizetype compared = 0, off = 0;
            for (const StoredSurface &s : surfaces)
                for (qsizetype f = 0; f < s.frames.size(); f += std::max<qsizetype>(1, s.frames.size() / 8)) {
                    const QList<QVector3D> &p = s.frames[f];
                    // Corners at one position smoothed together, as Quarry
                    // smooths (180 degrees: everything).
                    QHash<QString, QVector3D> sums;
                    auto key = [](const QVector3D &v) {
                        return QStringLiteral("%1 %2 %3").arg(v.x()).arg(v.y()).arg(v.z());
                    };
                    for (const auto &t : s.triangles)
                        for (int k = 0; k < 3; ++k)
                            sums[key(p[t[k]])] += faceCross(p, t);
                    for (qint32 v = 0; v < s.verts; ++v) {
                        const QVector3D expected = sums.value(key(p[v]));
                        if (expected.length() < 1e-3f)
                            continue;
                        const float cosine = QVector3D::dotProduct(expected.normalized(),
                                                                   decodeStoredNormal(s.normals[f][v]));
                        ++compared;
                        off += cosine < std::cos(3.0 * M_PI / 180.0) ? 1 : 0;
                    }
                }
            QVERIFY(compared > 0);
            // Packing rounds to 1.4 degree steps; none is 3 degrees off.
            QVERIFY2(off == 0, qPrintable(QStringLiteral("%1: %2 of %3 normals more than 3 degrees from their frame's "
                                                         "faces")
                                              .arg(path)
                                              .arg(off)
                                              .arg(compared)));
        }
        if (checked == 0)
            QSKIP("no animated lower.md3 here");
    }

    // OpenArena's sarge holds its weapon at tag axes 1.414 long: kept as
    // the tag joint's scale, and written back as stored.
    void tagScaleIsKept()
    {
        if (!m_haveOpenArena)
            QSKIP("openarena-081-players is not installed");
        const QString path = m_openarena.filePath(QStringLiteral("models/players/sarge/upper.md3"));
        QVERIFY(QFileInfo::exists(path));
        const ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        const int weapon = read.model.skeleton.indexOf(QStringLiteral("tag_weapon"));
        QVERIFY(weapon >= 0);
        const QByteArray d = fileBytes(path);
        const qint64 tags = i32(d, 96);
        const qint32 numTags = i32(d, 80);
        qint64 at = -1;
        for (qint32 t = 0; t < numTags; ++t)
            if (QByteArray(d.constData() + tags + t * 112) == "tag_weapon")
                at = tags + t * 112 + 64;
        QVERIFY(at > 0);
        const QVector3D axis(f32(d, at + 12), f32(d, at + 16), f32(d, at + 20));
        QVERIFY2(std::abs(axis.length() - 1.0f) > 0.1f, "sarge's tag_weapon is no longer scaled in this data");
        QCOMPARE(read.model.skeleton.joints[weapon].bind.scale.x(), axis.length());
        // Written from the model (the layout changed: a triangle deleted),
        // the tag keeps its scale too.
        Model edited = read.model;
        edited.meshes[0].triangles.removeLast();
        const WriteResult written = encodeModelFile(edited, path, QStringLiteral("md3"));
        QVERIFY(written.ok());
        const qint64 writtenTags = i32(written.data, 96);
        for (qint32 t = 0; t < numTags; ++t)
            if (QByteArray(written.data.constData() + writtenTags + t * 112) == "tag_weapon") {
                const qint64 p = writtenTags + t * 112 + 64;
                const QVector3D written0(f32(written.data, p + 12), f32(written.data, p + 16),
                                         f32(written.data, p + 20));
                QVERIFY2(std::abs(written0.length() - axis.length()) < 1e-3f,
                         qPrintable(QStringLiteral("tag_weapon axis %1 long, stored %2")
                                        .arg(written0.length())
                                        .arg(axis.length())));
            }
    }

    // A surface over the renderers' 999-vertex cap is saved as it was,
    // with a warning, even when the layout changes; --split-at-caps splits.
    void surfaceOverTheCapsIsNotSplitOnSave()
    {
        QString big;
        for (const QString &path : files()) {
            const ReadResult read = readModelFile(path);
            if (!read.ok())
                continue;
            for (const Mesh &m : read.model.meshes)
                if (m.vertexCount() > 999 && m.triangles.size() > 1)
                    big = path;
            if (!big.isEmpty())
                break;
        }
        if (big.isEmpty())
            QSKIP("no MD3 with a surface over 999 vertices here");
        ReadResult read = readModelFile(big);
        QVERIFY(read.ok());
        const qsizetype surfaces = read.model.meshes.size();
        read.model.meshes[0].triangles.removeLast();
        WriteResult written = encodeModelFile(read.model, big, QStringLiteral("md3"));
        QVERIFY(written.ok());
        QCOMPARE(qsizetype(i32(written.data, 84)), surfaces);
        WriteOptions split;
        split.options.insert(QStringLiteral("md3.splitAtCaps"), true);
        written = encodeModelFile(read.model, big, QStringLiteral("md3"), split);
        QVERIFY(written.ok());
        QVERIFY(qsizetype(i32(written.data, 84)) > surfaces);
    }
};

QTEST_GUILESS_MAIN(TestMd3Real)
#include "tst_md3_real.moc"
