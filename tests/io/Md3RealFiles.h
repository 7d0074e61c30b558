// Shipped MD3 files for the corpus suites (tst_md3_real, tst_md3_real_frames):
// the files of ../shared/corpus/real and of Debian's OpenArena data (taken
// out of its .pk3 archives with unzip, an independent reader), and a small
// parser of the MD3 layout, independent of Quarry's reader, that names the
// field a byte belongs to and reads each frame's records.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QVector3D>
#include <QtEndian>
#include <QtTest>

#include <array>
#include <cmath>
#include <cstring>

namespace quarry::test {

inline qint32 i32(const QByteArray &d, qint64 at)
{
    if (at < 0 || at + 4 > d.size())
        return 0;
    quint32 v;
    std::memcpy(&v, d.constData() + at, 4);
    return qint32(qFromLittleEndian(v));
}

inline float f32(const QByteArray &d, qint64 at)
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
inline QList<Field> md3Fields(const QByteArray &d)
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

inline QString fieldAt(const QList<Field> &fields, qint64 offset)
{
    for (const Field &f : fields)
        if (offset >= f.begin && offset < f.end)
            return f.name;
    return QStringLiteral("no field (padding or data outside the layout)");
}

// Empty when equal; else where the first difference lies.
inline QString firstDifference(const QByteArray &expected, const QByteArray &actual)
{
    const qint64 n = std::min(expected.size(), actual.size());
    for (qint64 i = 0; i < n; ++i)
        if (expected[i] != actual[i])
            return QStringLiteral("byte %1 (%2) differs").arg(i).arg(fieldAt(md3Fields(expected), i));
    if (expected.size() != actual.size())
        return QStringLiteral("%1 bytes written, %2 stored").arg(actual.size()).arg(expected.size());
    return {};
}

inline QByteArray fileBytes(const QString &path)
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

inline QList<StoredSurface> storedSurfaces(const QByteArray &d)
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

inline QVector3D faceCross(const QList<QVector3D> &p, const std::array<qint32, 3> &t)
{
    return QVector3D::crossProduct(p[t[2]] - p[t[0]], p[t[1]] - p[t[0]]);
}

inline QVector3D decodeStoredNormal(quint16 code)
{
    const double lat = (code >> 8) * 2.0 * M_PI / 256.0, lng = (code & 0xff) * 2.0 * M_PI / 256.0;
    return QVector3D(float(std::cos(lat) * std::sin(lng)), float(std::sin(lat) * std::sin(lng)), float(std::cos(lng)));
}

inline QString corpusDir()
{
    return QStringLiteral(QUARRY_CORPUS_DIR) + QStringLiteral("/real");
}

// OpenArena's data (Debian's openarena-081-players and the packages
// beside it): every .pk3 of baseoa, in the order the game reads them, a
// later one's files over an earlier one's.
inline const char *const kOpenArenaData = "/usr/share/games/openarena/baseoa";

// One file of OpenArena's data (e.g. "models/players/tony/lower.md3")
// taken out into `directory` with unzip, a later archive's over an
// earlier one's; empty where the data is not installed or has no such file.
inline QString openArenaFile(const QString &member, const QString &directory)
{
    const QDir data(QString::fromLatin1(kOpenArenaData));
    for (const QString &archive : data.entryList({QStringLiteral("*.pk3")}, QDir::Files, QDir::Name)) {
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"), {QStringLiteral("-qq"), QStringLiteral("-o"), data.filePath(archive),
                                              member, QStringLiteral("-d"), directory});
        unzip.waitForFinished(120000);
    }
    const QString path = QDir(directory).filePath(member);
    return QFileInfo::exists(path) ? path : QString();
}

// A vertex-animated MD3 as a game ships it: OpenArena's tony/lower.md3
// where the data is installed, else Tremulous's human_base/lower.md3 of the
// corpus; copied into `directory`. Empty when neither is there.
inline QString shippedAnimatedMd3(const QString &directory)
{
    QString path = openArenaFile(QStringLiteral("models/players/tony/lower.md3"), directory);
    if (path.isEmpty()) {
        const QString corpus = corpusDir()
                               + QStringLiteral("/md3/tremulous/models/tremulous/players/human_base/lower.md3");
        path = QDir(directory).filePath(QStringLiteral("lower.md3"));
        if (!QFileInfo::exists(corpus) || !QFile::copy(corpus, path))
            return {};
    }
    return path;
}

// The first surface with at least `count` vertices, or -1.
inline int surfaceWithVertices(const QByteArray &d, qint32 count)
{
    qint64 at = i32(d, 100);
    for (qint32 s = 0; s < i32(d, 84) && at > 0 && at < d.size(); ++s) {
        if (i32(d, at + 80) >= count)
            return s;
        at += i32(d, at + 104);
    }
    return -1;
}

// Moves the first `count` vertices of surface `surface` by `offset` (in
// units of 1/64) along X in every frame, in the stored bytes.
inline void moveStoredVertices(QByteArray &d, int surface, qint32 count, qint16 offset)
{
    qint64 at = i32(d, 100);
    for (int s = 0; s < surface; ++s)
        at += i32(d, at + 104);
    const qint32 verts = i32(d, at + 80);
    const qint64 xyz = at + i32(d, at + 100);
    for (qint32 f = 0; f < i32(d, 76); ++f)
        for (qint32 v = 0; v < count && v < verts; ++v) {
            const qint64 r = xyz + (qint64(f) * verts + v) * 8;
            const quint16 x = quint16(quint16(quint8(d[r])) | quint16(quint8(d[r + 1])) << 8);
            const quint16 moved = quint16(qint16(x) + offset);
            d[r] = char(moved & 0xff);
            d[r + 1] = char(moved >> 8);
        }
}

// The files, taken out once per suite: every MD3 of the corpus and of
// OpenArena's data where it is installed.
class Md3RealFiles
{
public:
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

    // For initTestCase: OpenArena's models are in .pk3 files (zip), taken
    // out with unzip in the order the game reads them.
    void extract()
    {
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
};

} // namespace quarry::test
