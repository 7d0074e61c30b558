// Text files other tools wrote come back byte for byte from a plain open
// and save (their comments, spacing, number formatting and order kept), and
// an edit changes only what it touches: IQE (names replaced in place), MD5
// (per file) and Cal3D XML, on the corpus's files and on hand-written ones
// in other exporters' styles.
#include "io/Formats.h"
#include "io/iqe/IqeReplay.h"
#include "io/xmf/XmfAvatar.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

const QString kCorpus = QStringLiteral(QUARRY_CORPUS_DIR);

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList corpusFiles(const QStringList &patterns)
{
    QStringList files;
    QDirIterator it(kCorpus, patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

// The first byte where two byte strings differ, or -1.
qsizetype firstDifference(const QByteArray &a, const QByteArray &b)
{
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i)
        if (a[i] != b[i])
            return i;
    return a.size() == b.size() ? -1 : n;
}

QString describeDifference(const QString &file, const QByteArray &want, const QByteArray &got)
{
    const qsizetype at = firstDifference(want, got);
    const qsizetype line = want.left(at).count('\n') + 1;
    return QStringLiteral("%1: first differing byte %2 (line %3): stored \"%4\", written \"%5\"")
        .arg(file)
        .arg(at)
        .arg(line)
        .arg(QString::fromUtf8(want.mid(at, 40)), QString::fromUtf8(got.mid(at, 40)));
}

// An IQE in the style of other exporters: tabs, comments between
// commands, bare names, a material before its mesh, numbers as they came.
const QByteArray kHandIqe = "# Inter-Quake Export\n"
                            "# exported by some other tool\n"
                            "\n"
                            "joint\tRoot\t-1\n"
                            "pq  0 0 0    0 0 0 1\n"
                            "joint \"Arm bone\" 0\n"
                            "pq 1.000000 0.0 0.50 0 0 0 1\n"
                            "\n"
                            "material skin/body.tga\n"
                            "mesh\tbody\n"
                            "vp 0.000000 0.000000 0.000000\n"
                            "\tvt 0 0\n"
                            "vb 0 1.0\n"
                            "vp 1.000000 0.000000 0.000000\n"
                            "\tvt 1 0\n"
                            "vb 1 1.0\n"
                            "vp 0.000000 1.000000 0.000000   \n"
                            "\tvt 0 1\n"
                            "vb 0 0.5 1 0.5\n"
                            "fm 0 1 2\n"
                            "\n"
                            "animation \"wave\"\n"
                            "framerate 15\n"
                            "frame\n"
                            "pq 0 0 0 0 0 0 1\n"
                            "pq 1 0 0.5 0 0 0 1\n"
                            "frame\n"
                            "pq 0 0 0 0 0 0 1\n"
                            "pq 1 0 0.5 0 0 0.70710678 0.70710678\n";

// MD5 in another exporter's style: spaces, six decimals, -0, comments of
// its own, blank lines where it likes them.
const QByteArray kHandMd5Mesh =
    "MD5Version 10\n"
    "// written by another exporter\n"
    "commandline \"\"\n"
    "\n"
    "numJoints 2\n"
    "numMeshes 1\n"
    "\n"
    "joints {\n"
    "    \"origin\" -1 ( 0.000000 0.000000 0.000000 ) ( -0.000000 0.000000 0.000000 )\n"
    "    \"arm\" 0 ( 0.000000 -2.000000 0.000000 ) ( 0.000000 0.000000 0.000000 ) // origin\n"
    "}\n"
    "\n"
    "\n"
    "mesh {\n"
    "    shader \"models/hero/skin.tga\"\n"
    "    numverts 3\n"
    "    vert 0 ( 0.250000 0.500000 ) 0 1\n"
    "    vert 1 ( 1.000000 0.000000 ) 1 1\n"
    "    vert 2 ( 0.000000 1.000000 ) 2 2\n"
    "    numtris 1\n"
    "    tri 0 0 2 1\n"
    "    numweights 4\n"
    "    weight 0 0 1.000000 ( 1.000000 0.000000 0.000000 )\n"
    "    weight 1 1 1.000000 ( 0.000000 0.000000 1.000000 )\n"
    "    weight 2 0 0.500000 ( 0.000000 1.000000 0.000000 )\n"
    "    weight 3 1 0.500000 ( 0.000000 1.000000 0.000000 )\n"
    "}\n";

QByteArray handMd5Anim(const QByteArray &turn)
{
    return "MD5Version 10\n"
           "commandline \"\"\n"
           "\n"
           "numFrames 2\n"
           "numJoints 2\n"
           "frameRate 30\n"
           "numAnimatedComponents 1\n"
           "\n"
           "hierarchy {\n"
           "    \"origin\" -1 32 0 // \n"
           "    \"arm\" 0 0 1 // origin\n"
           "}\n"
           "\n"
           "bounds {\n"
           "    ( -3.000000 -3.000000 -1.000000 ) ( 3.000000 3.000000 2.000000 )\n"
           "    ( -3.000000 -3.000000 -1.000000 ) ( 3.000000 3.000000 2.000000 )\n"
           "}\n"
           "\n"
           "baseframe {\n"
           "    ( 0.000000 0.000000 0.000000 ) ( -0.000000 0.000000 0.000000 )\n"
           "    ( 0.000000 -2.000000 0.000000 ) ( 0.000000 0.000000 0.000000 )\n"
           "}\n"
           "\n"
           "frame 0 {\n"
           "    0.000000\n"
           "}\n"
           "\n"
           "frame 1 {\n"
           "    "
           + turn
           + "\n"
             "}\n";
}

} // namespace

class TestTextLossless : public QObject
{
    Q_OBJECT

private:
    // Opens `path`, saves it unchanged to `out` through the format table.
    QByteArray plainSave(const QString &path, const QString &out)
    {
        const ReadResult r = readModelFile(path);
        if (!r.ok()) {
            qWarning("%s", qPrintable(r.error->toString()));
            return {};
        }
        const WriteResult w = encodeModelFile(r.model, out, formatForWriting(out));
        return w.ok() ? w.data : QByteArray();
    }

private slots:
    void iqeCorpusPlainSave()
    {
        const QStringList files = corpusFiles({QStringLiteral("*.iqe")});
        if (files.isEmpty())
            QSKIP("no IQE files in ../shared/corpus");
        QTemporaryDir dir;
        for (const QString &f : files) {
            const QByteArray stored = bytesOf(f);
            const QByteArray written = plainSave(f, dir.filePath(QStringLiteral("out.iqe")));
            QVERIFY2(written == stored, qPrintable(describeDifference(f, stored, written)));
        }
    }

    void iqeOtherExporterStyle()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.iqe"));
        QVERIFY(writeFile(path, kHandIqe));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.skeleton.joints.size(), 2);
        QCOMPARE(r.model.meshes.size(), 1);
        const WriteResult w = encodeModelFile(r.model, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY2(w.data == kHandIqe, qPrintable(describeDifference(path, kHandIqe, w.data)));
    }

    // A model read to be looked at, or written in another format, keeps no
    // copy of the file; one written elsewhere as IQE still comes back as it
    // was read.
    void iqeCopyKeptOnlyForIqe()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.iqe"));
        QVERIFY(writeFile(path, kHandIqe));
        const ReadResult looked = readModelFile(path, withoutSaveBack({}));
        QVERIFY(looked.ok());
        QVERIFY(!looked.model.extras.contains(QLatin1String(kIqeSource)));
        const ReadResult elsewhere = readModelFile(path, withoutSaveBack({}, true));
        QVERIFY(elsewhere.ok());
        QCOMPARE(elsewhere.model.extras.value(QLatin1String(kIqeSource)).toByteArray(), kHandIqe);
        const WriteResult w = encodeModelFile(elsewhere.model, dir.filePath(QStringLiteral("copy.iqe")),
                                              QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY2(w.data == kHandIqe, qPrintable(describeDifference(path, kHandIqe, w.data)));
        QVERIFY(!readModelFile(path, withoutFileCopy({})).model.extras.contains(QLatin1String(kIqeSource)));
    }

    // Renaming: only the name's bytes change, bare names stay bare where
    // they can and are quoted where the new name needs it.
    void iqeNameEditsChangeOnlyNames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.iqe"));
        QVERIFY(writeFile(path, kHandIqe));
        ReadResult r = readModelFile(path);
        QVERIFY(r.ok());
        Model m = r.model;
        QCOMPARE(m.materials.size(), 1);
        m.materials[0].name = QStringLiteral("skin/fixed.png");
        m.meshes[0].name = QStringLiteral("torso");
        m.skeleton.joints[0].name = QStringLiteral("Root bone");
        m.animations[0].name = QStringLiteral("greet");
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QByteArray want = kHandIqe;
        want.replace("material skin/body.tga", "material skin/fixed.png")
            .replace("mesh\tbody", "mesh\ttorso")
            .replace("joint\tRoot\t-1", "joint\t\"Root bone\"\t-1")
            .replace("animation \"wave\"", "animation \"greet\"");
        QVERIFY2(w.data == want, qPrintable(describeDifference(path, want, w.data)));
    }

    void iqeCorpusMaterialEdit()
    {
        const QString f = kCorpus + QStringLiteral("/iqm/mrfixit.iqe");
        if (!QFileInfo::exists(f))
            QSKIP("../shared/corpus/iqm/mrfixit.iqe is absent");
        const QByteArray stored = bytesOf(f);
        ReadResult r = readModelFile(f);
        QVERIFY(r.ok());
        Model m = r.model;
        qsizetype body = -1;
        for (qsizetype i = 0; i < m.materials.size(); ++i)
            if (m.materials[i].name == QLatin1String("Body.tga"))
                body = i;
        QVERIFY(body >= 0);
        m.materials[body].name = QStringLiteral("textures/Body_fixed.tga");
        const WriteResult w = encodeModelFile(m, f, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QByteArray want = stored;
        want.replace("material \"Body.tga\"", "material \"textures/Body_fixed.tga\"");
        QVERIFY(want != stored);
        QVERIFY2(w.data == want, qPrintable(describeDifference(f, want, w.data)));

        // A vertex of the head moved: only the head's block is new; the
        // joints, the body and the animation are the stored bytes.
        Model moved = r.model;
        qsizetype head = -1;
        for (qsizetype i = 0; i < moved.meshes.size(); ++i)
            if (moved.meshes[i].name == QLatin1String("Head"))
                head = i;
        QVERIFY(head >= 0);
        moved.meshes[head].positions[0] += QVector3D(0, 0, 0.25f);
        const WriteResult mw = encodeModelFile(moved, f, QStringLiteral("iqe"));
        QVERIFY(mw.ok());
        QVERIFY(mw.notes.isEmpty());
        const qsizetype headAt = stored.indexOf("mesh \"Head\"");
        const qsizetype animationAt = stored.indexOf("animation \"idle\"");
        QVERIFY(headAt > 0 && animationAt > headAt);
        QVERIFY(mw.data != stored);
        QVERIFY2(mw.data.startsWith(stored.left(headAt)), qPrintable(describeDifference(f, stored, mw.data)));
        QVERIFY(mw.data.endsWith(stored.mid(animationAt)));
    }

    // One animation edited: the other's block and everything before the
    // animations are the stored bytes; only the edited block is new.
    void iqeAnimationEditKeepsTheOthers()
    {
        const QByteArray bow = "animation bow\n"
                               "framerate 15\n"
                               "frame\n"
                               "pq  0 0 0    0 0 0 1\n"
                               "pq 1.000000 0.0 0.50 0 0 0 1\n";
        const QByteArray text = kHandIqe + "\n" + bow;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("two.iqe"));
        QVERIFY(writeFile(path, text));
        const ReadResult r = readModelFile(path);
        QVERIFY(r.ok());
        QCOMPARE(r.model.animations.size(), 2);
        Model m = r.model;
        bool edited = false;
        for (JointTrack &t : m.animations[0].tracks)
            if (t.joint == 1 && !t.translations.isEmpty()) {
                t.translations.last().value = QVector3D(2, 0, 0.5f);
                edited = true;
            }
        QVERIFY(edited);
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY(w.notes.isEmpty());
        const qsizetype wave = text.indexOf("animation \"wave\"");
        QVERIFY(wave > 0);
        QVERIFY2(w.data.startsWith(text.left(wave)), qPrintable(describeDifference(path, text, w.data)));
        QVERIFY2(w.data.endsWith(bow), w.data.constData());
        QVERIFY(w.data != text);
        QVERIFY(writeFile(path, w.data));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.model.animations, m.animations);
    }

    // A geometry edit: the mesh's block is written anew, the rest kept.
    void iqeGeometryEditIsWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.iqe"));
        QVERIFY(writeFile(path, kHandIqe));
        ReadResult r = readModelFile(path);
        QVERIFY(r.ok());
        Model m = r.model;
        m.meshes[0].positions[2] = QVector3D(0, 2, 0);
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY(w.data != kHandIqe);
        QVERIFY(writeFile(path, w.data));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.model.meshes[0].positions[2], QVector3D(0, 2, 0));
        QCOMPARE(back.model.extras.value(QLatin1String(kIqeSource)).toByteArray(), w.data);
        // Only the mesh's block is new: the other tool's comment and joints stay.
        QVERIFY(w.data.startsWith("# Inter-Quake Export\n# exported by some other tool\n\njoint\tRoot\t-1\n"));
        QVERIFY(w.notes.isEmpty());
        // A joint given another parent: the file is written anew, and the
        // save says so (a bind pose moved rewrites its line: tst_iqe_edits).
        m.skeleton.joints[1].parent = -1;
        const WriteResult anew = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(anew.ok());
        QCOMPARE(anew.notes.size(), 1);
        QVERIFY2(anew.notes[0].message.contains(QLatin1String("written anew")), qPrintable(anew.notes[0].message));
        QVERIFY(!anew.data.contains("exported by some other tool"));
    }

    // A mesh with two animations beside it: saved unchanged, every file as
    // it was; one animation edited, only its file is rewritten.
    void md5PlainSaveAndOneAnimationEdited()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("hero.md5mesh"));
        const QString walk = dir.filePath(QStringLiteral("hero_walk.md5anim"));
        const QString wave = dir.filePath(QStringLiteral("hero_wave.md5anim"));
        const QByteArray walkBytes = handMd5Anim("0.382683"), waveBytes = handMd5Anim("-0.707107");
        QVERIFY(writeFile(mesh, kHandMd5Mesh) && writeFile(walk, walkBytes) && writeFile(wave, waveBytes));
        ReadOptions options;
        options.companions = {walk, wave};
        const ReadResult r = readModelFile(mesh, options);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.animations.size(), 2);
        auto stored = [&](const WriteResult &w, const QString &path) -> QByteArray {
            if (path == mesh)
                return w.data;
            for (const FileBytes &f : w.siblings)
                if (QFileInfo(f.path).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
                    return f.data;
            // Not written: the file stays as it is.
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const WriteResult plain = encodeModelFile(r.model, mesh, QStringLiteral("md5"));
        QVERIFY(plain.ok());
        // A clip unchanged since it was read from its file is not written.
        QCOMPARE(plain.siblings.size(), 0);
        QVERIFY2(plain.data == kHandMd5Mesh, qPrintable(describeDifference(mesh, kHandMd5Mesh, plain.data)));
        QVERIFY2(stored(plain, walk) == walkBytes,
                 qPrintable(describeDifference(walk, walkBytes, stored(plain, walk))));
        QVERIFY2(stored(plain, wave) == waveBytes,
                 qPrintable(describeDifference(wave, waveBytes, stored(plain, wave))));

        Model edited = r.model;
        qsizetype w = edited.animations[0].name == QLatin1String("walk") ? 0 : 1;
        QCOMPARE(edited.animations[w].name, QStringLiteral("walk"));
        bool changed = false;
        for (JointTrack &t : edited.animations[w].tracks)
            if (!t.rotations.isEmpty()) {
                t.rotations.last().value = QQuaternion::fromAxisAndAngle(0, 0, 1, 10);
                changed = true;
            }
        QVERIFY(changed);
        const WriteResult after = encodeModelFile(edited, mesh, QStringLiteral("md5"));
        QVERIFY(after.ok());
        QCOMPARE(after.siblings.size(), 1);
        QVERIFY(stored(after, walk) != walkBytes);
        QVERIFY(stored(after, wave) == waveBytes);
        QVERIFY(after.data == kHandMd5Mesh);
    }

    // A shader renamed (a texture path fixed): only its bytes in the mesh
    // file change, the animation's file stays as stored.
    void md5ShaderRename()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("hero.md5mesh"));
        const QString walk = dir.filePath(QStringLiteral("hero_walk.md5anim"));
        const QByteArray walkBytes = handMd5Anim("0.382683");
        QVERIFY(writeFile(mesh, kHandMd5Mesh) && writeFile(walk, walkBytes));
        ReadOptions options;
        options.companions = {walk};
        const ReadResult r = readModelFile(mesh, options);
        QVERIFY(r.ok());
        Model m = r.model;
        QCOMPARE(m.materials.size(), 1);
        m.materials[0].name = QStringLiteral("models/hero/skin_fixed.tga");
        const WriteResult w = encodeModelFile(m, mesh, QStringLiteral("md5"));
        QVERIFY(w.ok());
        QVERIFY(w.notes.isEmpty());
        QByteArray want = kHandMd5Mesh;
        want.replace("models/hero/skin.tga", "models/hero/skin_fixed.tga");
        QVERIFY2(w.data == want, qPrintable(describeDifference(mesh, want, w.data)));
        QVERIFY(w.siblings.isEmpty()); // the animation's file is not written
        // A vertex moved: the mesh file is written anew, and Save says so.
        m.meshes[0].positions[0] += QVector3D(0, 0, 1);
        const WriteResult moved = encodeModelFile(m, mesh, QStringLiteral("md5"));
        QVERIFY(moved.ok());
        QVERIFY(moved.data != want);
        QVERIFY(!moved.notes.isEmpty());
    }

    void md5AnimAlonePlainSave()
    {
        QTemporaryDir dir;
        const QString walk = dir.filePath(QStringLiteral("walk.md5anim"));
        const QByteArray bytes = handMd5Anim("0.382683");
        QVERIFY(writeFile(walk, bytes));
        const QByteArray written = plainSave(walk, walk);
        QVERIFY2(written == bytes, qPrintable(describeDifference(walk, bytes, written)));
    }

    // Every Cal3D XML file of the corpus that opens alone, saved where it
    // was read: the stored bytes.
    void calXmlCorpusPlainSave()
    {
        const QStringList files = corpusFiles(
            {QStringLiteral("*.xmf"), QStringLiteral("*.xsf"), QStringLiteral("*.xaf"), QStringLiteral("*.xrf")});
        if (files.isEmpty())
            QSKIP("no Cal3D XML files in ../shared/corpus");
        int saved = 0;
        for (const QString &f : files) {
            const QByteArray stored = bytesOf(f);
            const QByteArray written = plainSave(f, f);
            QVERIFY2(written == stored, qPrintable(describeDifference(f, stored, written)));
            ++saved;
            if (!f.endsWith(QLatin1String(".xmf")))
                continue;
            // Opened as the editor opens a mesh: with the files found beside it.
            ReadOptions options;
            options.companions = findAvatarCompanions(f).toCompanions();
            const ReadResult avatar = readModelFile(f, options);
            QVERIFY(avatar.ok());
            const WriteResult again = encodeModelFile(avatar.model, f, QStringLiteral("xmf"));
            QVERIFY(again.ok());
            QVERIFY2(again.data == stored, qPrintable(describeDifference(f, stored, again.data)));
        }
        QVERIFY(saved >= 1);
    }

    // A texture path fixed in a material another tool wrote: only the
    // path's bytes change.
    void calXmlTexturePathEdit()
    {
        const QString f = kCorpus + QStringLiteral("/real/cal3d/paladin/paladin_cape.xrf");
        if (!QFileInfo::exists(f))
            QSKIP("../shared/corpus/real/cal3d/paladin is absent");
        const QByteArray stored = bytesOf(f);
        const ReadResult r = readModelFile(f);
        QVERIFY(r.ok());
        Model m = r.model;
        QCOMPARE(m.materials.size(), 1);
        QCOMPARE(m.materials[0].maps.size(), 1);
        m.materials[0].maps[0].path = QStringLiteral("textures/cape & cloth.png");
        const WriteResult w = encodeModelFile(m, f, QStringLiteral("xrf"));
        QVERIFY(w.ok());
        QVERIFY(w.notes.isEmpty());
        QByteArray want = stored;
        want.replace("<MAP>paladin_cape.tga</MAP>", "<MAP>textures/cape &amp; cloth.png</MAP>");
        QVERIFY(want != stored);
        QVERIFY2(w.data == want, qPrintable(describeDifference(f, want, w.data)));
        // Another edit: only the element it touched is rewritten
        // (tst_calxml_element_edits).
        m.materials[0].shininess = 0.5f;
        const WriteResult shiny = encodeModelFile(m, f, QStringLiteral("xrf"));
        QVERIFY(shiny.ok());
        QVERIFY(shiny.notes.isEmpty());
        QVERIFY(shiny.data.contains("<MAP>textures/cape &amp; cloth.png</MAP>"));
        QCOMPARE(shiny.data.split('\n').size(), want.split('\n').size());
    }
};

QTEST_GUILESS_MAIN(TestTextLossless)
#include "tst_text_lossless.moc"
