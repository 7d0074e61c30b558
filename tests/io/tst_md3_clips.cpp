// MD3 clips and rates from the file beside the model: NAME.md3.framegroups
// and a player part's animation.cfg split the frames into animations that
// play the file's frames at the sidecar's rates; frames outside every clip,
// ranges outside the frames and damaged sidecars are reported; the file
// still writes back byte for byte, shared frames stored once.
#include "Md3Fixture.h"

#include "io/Export.h"
#include "io/Formats.h"
#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Sidecar.h"
#include "io/md3/Md3Writer.h"
#include "io/md3/Quake3Animations.h"
#include "io/targets/EngineTarget.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace quarry;
using namespace quarry::test;

namespace {

// Frames of the fixture whose packed normals are canonical (longitude
// under 128 steps), so that it writes back byte for byte.
constexpr int kFrames = 10;

void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

// The fixture of kFrames frames as `name` in `dir`, `sidecar` beside it
// under `sidecarName` (none when empty); read back.
ReadResult readWithSidecar(const QTemporaryDir &dir, const QString &name, const QString &sidecarName,
                           const QByteArray &sidecar)
{
    writeFile(dir.filePath(name), md3Fixture(kFrames));
    if (!sidecarName.isEmpty())
        writeFile(dir.filePath(sidecarName), sidecar);
    return readModelFile(dir.filePath(name));
}

// Whether animation `a` at its frame `local` shows the file's frame `frame`
// (every vertex of both surfaces, and the tags).
bool showsFrame(const Model &m, int a, int local, int frame)
{
    const Animation &animation = m.animations[a];
    const double t = local / animation.fps;
    const MorphWeights weights = animationMorphWeights(m, animation, float(t));
    for (int s = 0; s < 2; ++s) {
        const QList<QVector3D> p = morphedPositions(m.meshes[s], weights.value(s));
        for (int v = 0; v < p.size(); ++v)
            if (std::abs(p[v].z() - fixtureCoordinate(s, frame, v, 2) / 64.0f) > 1e-4f)
                return false;
    }
    const QList<Transform> pose = localPose(m, a, t);
    return (pose[0].translation - QVector3D(1.0f + frame, 0.0f, 3.0f + 0.5f * frame)).length() < 1e-5f;
}

bool mentions(const QList<Diagnostic> &list, const QString &text)
{
    return std::any_of(list.cbegin(), list.cend(),
                       [&](const Diagnostic &d) { return d.toString().contains(text, Qt::CaseInsensitive); });
}

QString joined(const QList<Diagnostic> &list)
{
    QStringList lines;
    for (const Diagnostic &d : list)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

QByteArray rewritten(const Model &model)
{
    const WriteResult w = writeMd3(model, QStringLiteral("out.md3"));
    return w.ok() ? w.data : QByteArray();
}

// An animation.cfg in the game's order: `entry(slot)` gives its numbers.
QByteArray animationConfig(const std::function<QByteArray(int)> &entry, int count = 25)
{
    QByteArray text = "// animation config file\nsex f\nfootsteps boot\nheadoffset 0 0 0\n\n";
    for (int s = 0; s < count; ++s)
        text += entry(s) + "\t// slot " + QByteArray::number(s) + "\n";
    return text;
}

} // namespace

class TestMd3Clips : public QObject
{
    Q_OBJECT

private slots:
    void framegroupsGiveClipsAndRates()
    {
        QTemporaryDir dir;
        const ReadResult r = readWithSidecar(dir, QStringLiteral("m.md3"), QStringLiteral("m.md3.framegroups"),
                                             "0 4 10 1 // walk\n// a comment\n4 6 20 0 // die\n");
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QVERIFY2(r.warnings.isEmpty(), qPrintable(joined(r.warnings)));
        QVERIFY2(mentions(r.notes, QStringLiteral("from m.md3.framegroups")), qPrintable(joined(r.notes)));
        const Model &m = r.model;
        QCOMPARE(m.animations.size(), 2);
        QCOMPARE(m.animations[0].name, QStringLiteral("walk"));
        QCOMPARE(m.animations[0].fps, 10.0);
        QVERIFY(m.animations[0].loop);
        QCOMPARE(m.animations[0].frameCount(), 4);
        QCOMPARE(m.animations[1].name, QStringLiteral("die"));
        QCOMPARE(m.animations[1].fps, 20.0);
        QVERIFY(!m.animations[1].loop);
        QCOMPARE(m.animations[1].frameCount(), 6);
        for (int f = 0; f < 4; ++f)
            QVERIFY2(showsFrame(m, 0, f, f), qPrintable(QString::number(f)));
        for (int f = 0; f < 6; ++f)
            QVERIFY2(showsFrame(m, 1, f, 4 + f), qPrintable(QString::number(f)));
        QCOMPARE(rewritten(m), md3Fixture(kFrames));
        // Without the sidecar: one animation of every frame, as before.
        ReadOptions plain;
        plain.options.insert(QStringLiteral("md3.sidecar"), false);
        const Model all = readModelFile(dir.filePath(QStringLiteral("m.md3")), plain).model;
        QCOMPARE(all.animations.size(), 1);
        QCOMPARE(all.animations[0].name, QStringLiteral("frames"));
        QCOMPARE(all.animations[0].fps, kMd3FramesPerSecond);
    }

    void sharedFramesAreStoredOnce()
    {
        // As id's own configs: the dead pose is the death's last frame.
        QTemporaryDir dir;
        const ReadResult r = readWithSidecar(
            dir, QStringLiteral("m.md3"), QStringLiteral("m.md3.framegroups"),
            "0 5 15 0 // death\n4 1 15 0 // dead\n5 5 20 1 // run\n5 5 25 1 // same as run\n");
        QVERIFY(r.ok());
        QVERIFY2(mentions(r.notes, QStringLiteral("same as run (as run)")), qPrintable(joined(r.notes)));
        const Model &m = r.model;
        QCOMPARE(m.animations.size(), 3);
        QCOMPARE(m.animations[1].name, QStringLiteral("dead"));
        QVERIFY(showsFrame(m, 1, 0, 4));
        QCOMPARE(rewritten(m), md3Fixture(kFrames));
        // Its .framegroups says the ranges it was read with.
        QCOMPARE(framegroupsText(md3FrameGroups(m)),
                 QByteArray("0 5 15 0 // death\n4 1 15 0 // dead\n5 5 20 1 // run\n"));
        // The dead pose edited away from the death's last frame: each
        // animation's frames are then stored one after the other.
        Model edited = m;
        for (MorphTrack &t : edited.animations[1].morphTracks)
            if (t.target == 3)
                t.target = 2;
        const Model back = readMd3(QStringLiteral("out.md3"), rewritten(edited)).model;
        QCOMPARE(back.animations[0].frameCount(), kFrames + 1);
    }

    void uncoveredFramesAndBadRanges()
    {
        QTemporaryDir dir;
        const ReadResult r = readWithSidecar(dir, QStringLiteral("m.md3"), QStringLiteral("m.md3.framegroups"),
                                             "0 3 10 0 // a\n5 20 10 0 // too long\n8 2 10 0 // b\n");
        QVERIFY(r.ok());
        // The range past the end: a warning naming the file and line.
        QVERIFY2(std::any_of(r.warnings.cbegin(), r.warnings.cend(),
                             [](const Diagnostic &d) {
                                 return d.file.endsWith(QLatin1String("m.md3.framegroups")) && d.line == 2
                                        && d.message.contains(QLatin1String("too long"));
                             }),
                 qPrintable(joined(r.warnings)));
        QVERIFY2(mentions(r.warnings, QStringLiteral("frames 3 to 7 are in no clip")), qPrintable(joined(r.warnings)));
        const Model &m = r.model;
        QCOMPARE(m.animations.size(), 3);
        QCOMPARE(m.animations[1].name, QStringLiteral("frames 3-7"));
        QCOMPARE(m.animations[1].frameCount(), 5);
        QVERIFY(showsFrame(m, 1, 0, 3));
        QVERIFY(showsFrame(m, 2, 1, 9));
        QCOMPARE(rewritten(m), md3Fixture(kFrames));
    }

    void floodsAreBounded()
    {
        // Thousands of ranges outside the frames: ten warnings and a count.
        QByteArray outside, same, every;
        for (int i = 0; i < 5000; ++i) {
            outside += "20 5 10 0 // x\n";
            same += "0 2 10 0 // same\n";
        }
        const Md3Sidecar a = md3ClipsFromFramegroups(QStringLiteral("m.framegroups"), outside, kFrames);
        QVERIFY(a.clips.isEmpty());
        QCOMPARE(a.warnings.size(), 11);
        QVERIFY2(
            a.warnings.last().message.contains(QRegularExpression(QStringLiteral("^4.?990 more ranges left out$"))),
            qPrintable(a.warnings.last().message));
        // Thousands of lines of one range: one clip, a short note.
        const Md3Sidecar b = md3ClipsFromFramegroups(QStringLiteral("m.framegroups"), same, kFrames);
        QCOMPARE(b.clips.size(), 1);
        QCOMPARE(b.notes.size(), 1);
        QVERIFY(b.notes[0].message.size() < 2000);
        // Every range of the frames: more than 8 times the frames in clips.
        for (int first = 0; first < kFrames; ++first)
            for (int count = 1; first + count <= kFrames; ++count)
                every += QByteArray::number(first) + ' ' + QByteArray::number(count) + " 10 0\n";
        const Md3Sidecar c = md3ClipsFromFramegroups(QStringLiteral("m.framegroups"), every, kFrames);
        QVERIFY(c.clips.isEmpty());
        QCOMPARE(c.warnings.size(), 1);
        QVERIFY2(c.warnings[0].message.contains(QLatin1String("more than 8 times")), qPrintable(c.warnings[0].message));
    }

    void damagedSidecarsFallBack()
    {
        for (const QByteArray &text :
             {QByteArray("0 4 10 1 // a\n4 x 10 0 // b\n"), QByteArray("0 4 -3 1 // a\n"), QByteArray("0 4 10\n")}) {
            QTemporaryDir dir;
            const ReadResult r = readWithSidecar(dir, QStringLiteral("m.md3"), QStringLiteral("m.md3.framegroups"),
                                                 text);
            QVERIFY(r.ok());
            QCOMPARE(r.warnings.size(), 1);
            QVERIFY(r.warnings[0].file.endsWith(QLatin1String("m.md3.framegroups")));
            QVERIFY(r.warnings[0].line >= 1);
            QCOMPARE(r.model.animations.size(), 1);
            QCOMPARE(r.model.animations[0].name, QStringLiteral("frames"));
            QCOMPARE(r.model.animations[0].frameCount(), kFrames);
            QCOMPARE(rewritten(r.model), md3Fixture(kFrames));
        }
        // An animation.cfg that ends early, with a word in place of a number.
        for (const QByteArray &text :
             {animationConfig([](int s) { return QByteArray::number(s) + " 1 0 15"; }, 20), animationConfig([](int s) {
                  return s == 7 ? QByteArray("7 one 0 15") : QByteArray::number(s) + " 1 0 15";
              })}) {
            QTemporaryDir dir;
            const ReadResult r = readWithSidecar(dir, QStringLiteral("upper.md3"), QStringLiteral("animation.cfg"),
                                                 text);
            QVERIFY(r.ok());
            QCOMPARE(r.warnings.size(), 1);
            QVERIFY(r.warnings[0].file.endsWith(QLatin1String("animation.cfg")));
            QVERIFY2(r.warnings[0].line > 5, qPrintable(r.warnings[0].toString()));
            QCOMPARE(r.model.animations.size(), 1);
        }
        // Garbage of every kind: a warning or clips, never a crash.
        for (int seed = 0; seed < 200; ++seed) {
            QByteArray text;
            for (int i = 0; i < 40; ++i)
                text += "0123456789 -/*\n\"x."[(seed * 31 + i * 17 + i * i * seed) % 17];
            const Md3Sidecar a = md3ClipsFromFramegroups(QStringLiteral("x.framegroups"), text, kFrames);
            const Md3Sidecar b = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), text,
                                                             Quake3PlayerPart::Lower, kFrames);
            for (const Md3Sidecar &s : {a, b})
                for (const Md3Clip &c : s.clips)
                    QVERIFY(c.first >= 0 && c.count >= 1 && c.first + c.count <= kFrames);
        }
    }

    void animationConfigAsTheGameReadsIt()
    {
        // 10 frames a part: BOTH_ 0-5 (each death 2 frames, each dead pose
        // the death's last), TORSO_ 6-9 in upper.md3, LEGS_ written after
        // the torso's, from 12 on: 6-9 in lower.md3 after the game's offset.
        auto entry = [](int s) -> QByteArray {
            if (s < 6)
                return s % 2 == 0 ? QByteArray::number(s) + " 2 0 25" : QByteArray::number(s) + " 1 0 25";
            if (s == 12) // TORSO_STAND2: 6-7 backwards
                return "6 -2 0 15";
            if (s < 13) // two slots a frame
                return QByteArray::number(6 + (s - 6) / 2) + (s == 11 ? " 1 1 15" : " 1 0 15");
            return QByteArray::number(12 + (s - 13) / 3) + " 1 1 20"; // three slots a frame
        };
        const QByteArray cfg = animationConfig(entry);
        const Md3Sidecar lower = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), cfg,
                                                             Quake3PlayerPart::Lower, kFrames);
        QVERIFY2(lower.warnings.isEmpty(), qPrintable(joined(lower.warnings)));
        // BOTH_DEATH1 0-1, BOTH_DEAD1 1 ... then LEGS_WALKCR at 6 (12 less the offset 12 - 6) ...
        QStringList names;
        for (const Md3Clip &c : lower.clips)
            names << c.name;
        QCOMPARE(names.first(), QStringLiteral("BOTH_DEATH1"));
        QVERIFY(names.contains(QStringLiteral("LEGS_WALKCR")));
        QVERIFY(!names.contains(QStringLiteral("TORSO_GESTURE")));
        const auto walkcr = std::find_if(lower.clips.cbegin(), lower.clips.cend(),
                                         [](const Md3Clip &c) { return c.name == QLatin1String("LEGS_WALKCR"); });
        QCOMPARE(walkcr->first, 6);
        QCOMPARE(walkcr->fps, 20.0);
        QVERIFY(walkcr->loop);
        const Md3Sidecar upper = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), cfg,
                                                             Quake3PlayerPart::Upper, kFrames);
        QVERIFY2(upper.warnings.isEmpty(), qPrintable(joined(upper.warnings)));
        names.clear();
        for (const Md3Clip &c : upper.clips)
            names << c.name;
        QVERIFY(names.contains(QStringLiteral("TORSO_ATTACK2")));
        QVERIFY2(mentions(upper.notes, QStringLiteral("TORSO_ATTACK (as TORSO_GESTURE)")),
                 qPrintable(joined(upper.notes)));
        QVERIFY(!names.contains(QStringLiteral("LEGS_RUN")));
        // TORSO_STAND2: numFrames -2 plays 6-7 backwards (a note), read forwards.
        QVERIFY2(mentions(upper.notes, QStringLiteral("TORSO_STAND2 plays its frames backwards")),
                 qPrintable(joined(upper.notes)));
        // The same file beside lower.md3: read from the folder, written back unchanged.
        QTemporaryDir dir;
        const ReadResult r = readWithSidecar(dir, QStringLiteral("lower.md3"), QStringLiteral("animation.cfg"), cfg);
        QVERIFY2(r.warnings.isEmpty(), qPrintable(joined(r.warnings)));
        QVERIFY2(mentions(r.notes, QStringLiteral("from animation.cfg")), qPrintable(joined(r.notes)));
        QCOMPARE(r.model.animations.size(), lower.clips.size());
        QCOMPARE(r.model.animations[0].fps, 25.0);
        QCOMPARE(rewritten(r.model), md3Fixture(kFrames));
        // The lines stand for the slots the export writes them for.
        const QList<AnimationSlot> order = quake3AnimationSlots();
        QCOMPARE(order.size(), quake3::kRequiredAnimations);
        for (int i = 0; i < quake3::kRequiredAnimations; ++i)
            QCOMPARE(order[i].name, QLatin1String(quake3::kAnimationNames[i]));
        // Level-of-detail files read it too; other names do not.
        QCOMPARE(quake3PlayerPart(QStringLiteral("a/Upper_2.md3")), Quake3PlayerPart::Upper);
        QCOMPARE(quake3PlayerPart(QStringLiteral("a/lower_3.md3")), Quake3PlayerPart::None);
        QCOMPARE(quake3PlayerPart(QStringLiteral("a/hero.md3")), Quake3PlayerPart::None);
        const ReadResult other = readWithSidecar(dir, QStringLiteral("hero.md3"), QString(), {});
        QCOMPARE(other.model.animations.size(), 1);
    }

    void quarrysOwnFramegroupsReadBack()
    {
        // A model with clips written as MD3 with --framegroups: read back,
        // the same names, rates, loop flags and frame counts.
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("src.md3")), md3Fixture(kFrames));
        writeFile(dir.filePath(QStringLiteral("src.md3.framegroups")), "0 5 12.5 1 // idle\n5 7 30 0 // jump\n");
        const Model source = readModelFile(dir.filePath(QStringLiteral("src.md3"))).model;
        Model stripped = source;
        stripped.extras.remove(QStringLiteral("md3.clips"));
        const QString out = dir.filePath(QStringLiteral("out.md3"));
        ExportOptions options;
        options.format = QStringLiteral("md3");
        options.framegroups = true;
        QVERIFY(exportModel(stripped, out, options).ok());
        const ReadResult back = readModelFile(out);
        QVERIFY(back.ok());
        QCOMPARE(back.model.animations.size(), 2);
        for (int a = 0; a < 2; ++a) {
            QCOMPARE(back.model.animations[a].name, source.animations[a].name);
            QCOMPARE(back.model.animations[a].fps, source.animations[a].fps);
            QCOMPARE(back.model.animations[a].loop, source.animations[a].loop);
            QCOMPARE(back.model.animations[a].frameCount(), source.animations[a].frameCount());
        }
    }

    // A renamed clip of an MD3 read with a .framegroups beside it: saved,
    // the line's name (its comment) is the new one, the numbers as they
    // were; reopened, the clip has the new name. With an animation.cfg the
    // slot's name stays, and the save says so.
    void renamedClipKeptOnSave()
    {
        QTemporaryDir dir;
        const QByteArray groups = "0 5 12.5 1 // idle\n5 5 30 0\n";
        const ReadResult read = readWithSidecar(dir, QStringLiteral("m.md3"), QStringLiteral("m.md3.framegroups"),
                                                groups);
        QVERIFY(read.ok());
        QCOMPARE(read.model.animations.size(), 2);
        Model model = read.model;
        model.animations[0].name = QStringLiteral("stand");
        model.animations[1].name = QStringLiteral("jump");
        const QString path = dir.filePath(QStringLiteral("m.md3"));
        const WriteResult saved = writeModelFile(model, path, QStringLiteral("md3"));
        QVERIFY2(saved.ok(), qPrintable(saved.error ? saved.error->toString() : QString()));
        QFile sidecar(dir.filePath(QStringLiteral("m.md3.framegroups")));
        QVERIFY(sidecar.open(QIODevice::ReadOnly));
        QCOMPARE(sidecar.readAll(), QByteArray("0 5 12.5 1 // stand\n5 5 30 0 // jump\n"));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.model.animations.size(), 2);
        QCOMPARE(back.model.animations[0].name, QStringLiteral("stand"));
        QCOMPARE(back.model.animations[1].name, QStringLiteral("jump"));
        QCOMPARE(back.model.animations[0].fps, 12.5);

        // animation.cfg beside lower.md3: BOTH_DEATH1 renamed.
        QTemporaryDir q3;
        auto entry = [](int s) -> QByteArray {
            return s < 6 ? QByteArray::number(s) + " 1 0 25" : QByteArray(s < 13 ? "6 1 0 15" : "12 4 0 20");
        };
        const QByteArray cfg = animationConfig(entry);
        const ReadResult lower = readWithSidecar(q3, QStringLiteral("lower.md3"), QStringLiteral("animation.cfg"), cfg);
        QVERIFY(lower.ok());
        Model renamed = lower.model;
        QCOMPARE(renamed.animations[0].name, QStringLiteral("BOTH_DEATH1"));
        renamed.animations[0].name = QStringLiteral("fall");
        const QString lowerPath = q3.filePath(QStringLiteral("lower.md3"));
        const WriteResult warned = writeModelFile(renamed, lowerPath, QStringLiteral("md3"));
        QVERIFY(warned.ok());
        QVERIFY2(mentions(warned.warnings, QStringLiteral("the clip renamed \"fall\" is still BOTH_DEATH1 in "
                                                          "animation.cfg")),
                 qPrintable(joined(warned.warnings)));
        QFile config(q3.filePath(QStringLiteral("animation.cfg")));
        QVERIFY(config.open(QIODevice::ReadOnly));
        QCOMPARE(config.readAll(), cfg);

        // No sidecar: the MD3 alone keeps no clip name, and the save says so
        // (an unrenamed clip saves without the warning).
        QTemporaryDir bare;
        const ReadResult alone = readWithSidecar(bare, QStringLiteral("alone.md3"), QString(), {});
        QVERIFY(alone.ok());
        QCOMPARE(alone.model.animations.size(), 1);
        const QString alonePath = bare.filePath(QStringLiteral("alone.md3"));
        const WriteResult plain = writeModelFile(alone.model, alonePath, QStringLiteral("md3"));
        QVERIFY(plain.ok());
        QVERIFY2(!mentions(plain.warnings, QStringLiteral("MD3 keeps no clip names")),
                 qPrintable(joined(plain.warnings)));
        Model sway = alone.model;
        sway.animations[0].name = QStringLiteral("sway");
        const WriteResult lost = writeModelFile(sway, alonePath, QStringLiteral("md3"));
        QVERIFY(lost.ok());
        QVERIFY2(mentions(lost.warnings, QStringLiteral("MD3 keeps no clip names")), qPrintable(joined(lost.warnings)));
        QCOMPARE(readModelFile(alonePath).model.animations[0].name, QStringLiteral("frames"));
    }
};

QTEST_GUILESS_MAIN(TestMd3Clips)
#include "tst_md3_clips.moc"
