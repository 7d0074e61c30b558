// The MODEL_0.skin Quarry writes for the DarkPlaces family (darkplaces,
// xonotic; FTEQW takes the same files) as DarkPlaces reads it
// (model_shared.c Mod_LoadSkinFiles with COM_ParseToken_QuakeC): words end
// at whitespace and at { } ( ) [ ] : , ; (each a word of its own), a quote
// starts a quoted string and "//" a comment, a line whose first word starts
// with "tag_" is skipped and one whose first word is "replace" is a
// command; a mesh the skin names no shader for is hidden. Every mesh of the
// IQM written is named by a line of its own, compared as DarkPlaces does
// (strcmp), whatever its name was.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/md3/Md3SkinNames.h"
#include "io/targets/TargetExport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// COM_ParseToken_QuakeC's words of one line (no comments left in them).
QList<QByteArray> quakeCWords(const QByteArray &line)
{
    static const QByteArray single = "{})(][:,;";
    QList<QByteArray> words;
    qsizetype i = 0;
    while (i < line.size()) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r') {
            ++i;
        } else if (c == '/' && i + 1 < line.size() && (line[i + 1] == '/' || line[i + 1] == '*')) {
            break; // a comment to the end of the line (or past it)
        } else if (c == '"' || c == '\'') {
            QByteArray word;
            for (++i; i < line.size() && line[i] != c; ++i)
                word += line[i];
            ++i;
            words << word;
        } else if (single.contains(c)) {
            words << QByteArray(1, c);
            ++i;
        } else {
            QByteArray word;
            for (; i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && !single.contains(line[i]);
                 ++i)
                word += line[i];
            words << word;
        }
    }
    return words;
}

// The mesh -> shader lines Mod_LoadSkinFiles keeps (names cut to 63 bytes).
QHash<QByteArray, QByteArray> readSkin(const QString &path, QStringList *errors)
{
    QFile file(path);
    QHash<QByteArray, QByteArray> skin;
    if (!file.open(QIODevice::ReadOnly)) {
        *errors << path + QStringLiteral(": cannot be read");
        return skin;
    }
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> word = quakeCWords(line);
        if (word.isEmpty())
            continue;
        if (word.size() > 10)
            *errors << QStringLiteral("too many words: ") + QString::fromUtf8(line);
        else if (word[0] == "replace")
            *errors << QStringLiteral("a replace command: ") + QString::fromUtf8(line);
        else if (word.size() >= 2 && word[0].startsWith("tag_"))
            *errors << QStringLiteral("skipped as a tag: ") + QString::fromUtf8(line);
        else if (word.size() >= 2 && word[1] == ",")
            skin.insert(word[0].left(63), word.value(2));
        else
            *errors << QStringLiteral("not a mesh line: ") + QString::fromUtf8(line);
    }
    return skin;
}

// The biped's body under names DarkPlaces' reader would misread.
Model namedFigure()
{
    Model model = biped();
    const Mesh body = model.meshes[0];
    model.meshes.clear();
    const char *names[] = {"coat front",   "coat:front",
                           "hat(1)",       "replace",
                           "tag_cloth",    "'quoted",
                           "//hidden",     "glove;left",
                           "\xe9\xa0\xad", "a_name_longer_than_the_sixty_three_bytes_darkplaces_keeps_of_it_end",
                           "Body",         "body"};
    for (const char *name : names) {
        Mesh mesh = body;
        mesh.name = QString::fromUtf8(name);
        model.meshes << mesh;
    }
    return model;
}

} // namespace

class TestTargetDarkplacesSkins : public QObject
{
    Q_OBJECT

private slots:
    void namesAsTheReaderReadsThem()
    {
        Model model = namedFigure();
        const QStringList fixes = darkplacesSkinSurfaceNames(model);
        QCOMPARE(fixes.size(), 1);
        QVERIFY2(fixes[0].contains(QLatin1String("DarkPlaces' .skin reader")), qPrintable(fixes[0]));
        QCOMPARE(model.meshes[0].name, QStringLiteral("coat_front"));
        QCOMPARE(model.meshes[1].name, QStringLiteral("coat_front~2"));
        QCOMPARE(model.meshes[2].name, QStringLiteral("hat_1_"));
        QCOMPARE(model.meshes[3].name, QStringLiteral("replace-"));
        QCOMPARE(model.meshes[4].name, QStringLiteral("tag-cloth"));
        QCOMPARE(model.meshes[5].name, QStringLiteral("_quoted"));
        QCOMPARE(model.meshes[6].name, QStringLiteral("__hidden"));
        QCOMPARE(model.meshes[8].name, QString::fromUtf8("\xe9\xa0\xad")); // taken as it is
        QVERIFY(model.meshes[9].name.toUtf8().size() <= kDarkplacesSurfaceNameBytes);
        QVERIFY(model.meshes[9].name.endsWith(QLatin1String("_end")));
        QCOMPARE(model.meshes[10].name, QStringLiteral("Body")); // compared as they are
        QCOMPARE(model.meshes[11].name, QStringLiteral("body"));
        // Names the reader takes are left alone.
        Model plain = biped();
        QVERIFY(darkplacesSkinSurfaceNames(plain).isEmpty());
        QCOMPARE(plain.meshes[0].name, QStringLiteral("body"));
    }

    void everyMeshNamedBySkin_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("darkplaces") << QStringLiteral("darkplaces");
        QTest::newRow("xonotic") << QStringLiteral("xonotic");
        QTest::newRow("fteqw") << QStringLiteral("fteqw");
    }
    void everyMeshNamedBySkin()
    {
        QFETCH(QString, target);
        QTemporaryDir dir;
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("hero");
        options.sourcePath = dir.filePath(QStringLiteral("hero.iqe"));
        const EngineTarget *engine = findEngineTarget(target);
        QVERIFY(engine);
        const TargetExportResult result = exportForTarget(namedFigure(), *engine, options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString modelPath = dir.filePath(targetModelPath(*engine, options.name));
        QStringList errors;
        const QHash<QByteArray, QByteArray> skin = readSkin(modelPath + QStringLiteral("_0.skin"), &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        const ReadResult read = readModelFile(modelPath);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QCOMPARE(read.model.meshes.size(), 12);
        QCOMPARE(skin.size(), 12);
        for (const Mesh &mesh : read.model.meshes)
            QVERIFY2(skin.contains(mesh.name.toUtf8()), qPrintable(mesh.name));
    }
};

QTEST_GUILESS_MAIN(TestTargetDarkplacesSkins)
#include "tst_target_darkplaces_skins.moc"
