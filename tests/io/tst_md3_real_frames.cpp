// Shipped MD3 files edited over their frames: a clip retimed leaves every
// other clip's frames their stored bytes and rewrites the sidecar's lines
// for the new layout; a BOTH_ clip's length change in one player part is
// refused; Clean Up keeps triangles with area in some frame; Recompute
// Normals reaches every frame (each checked on the saved bytes, parsed in
// Md3RealFiles.h, not by Quarry's reader).
#include "Md3RealFiles.h"

#include "io/Formats.h"
#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Reader.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Normals.h"

#include <QtTest>

using namespace quarry;
using namespace quarry::test;

class TestMd3RealFrames : public QObject, private Md3RealFiles
{
    Q_OBJECT

private slots:
    void initTestCase() { extract(); }

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
        QVERIFY(!written.siblings.isEmpty());
        const QString sidecarPath = readSidecar.value(QStringLiteral("path")).toString();
        QCOMPARE(written.siblings[0].path, sidecarPath);
        // Then the part's levels of detail, with its new frame count.
        for (qsizetype l = 1; l < written.siblings.size(); ++l) {
            const QString expected = QFileInfo(path).completeBaseName() + QStringLiteral("_%1.md3").arg(l);
            QCOMPARE(QFileInfo(written.siblings[l].path).fileName(), expected);
            QCOMPARE(i32(written.siblings[l].data, 76), outFrames);
        }
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
};

QTEST_GUILESS_MAIN(TestMd3RealFrames)
#include "tst_md3_real_frames.moc"
