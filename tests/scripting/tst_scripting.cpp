// quarry script and the module quarry, run as a user runs them: the real
// binary, without a display, on scripts in tests/scripting/scripts.
#include "CliRunner.h"

#include "io/Formats.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

QString script(const QString &name)
{
    return QStringLiteral(QUARRY_SOURCE_DIR "/tests/scripting/scripts/") + name;
}

QString sample()
{
    return QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe");
}

QString corpus(const QString &file)
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/") + file;
}

CliRun runScript(const QStringList &arguments)
{
    return runQuarry(QStringList{QStringLiteral("script")} + arguments, CliOptions().withoutDisplay());
}

// The fenced Python block of the README that starts with `firstLine`.
QString readmeExample(const QString &firstLine)
{
    QFile file(QStringLiteral(QUARRY_SOURCE_DIR "/docs/scripting.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype start = text.indexOf(QStringLiteral("```python\n") + firstLine);
    if (start < 0)
        return {};
    const qsizetype body = start + qsizetype(strlen("```python\n"));
    const qsizetype end = text.indexOf(QStringLiteral("\n```"), body);
    return end < 0 ? QString() : text.mid(body, end - body + 1);
}

} // namespace

class TestScripting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoEverythingGivesTheOriginal()
    {
        const QString mrfixit = corpus(QStringLiteral("iqm/mrfixit.iqm"));
        if (!QFile::exists(mrfixit))
            QSKIP("the corpus (../shared/corpus) is not here");
        const CliRun run = runScript({script(QStringLiteral("undo_roundtrip.py")), mrfixit});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(QStringLiteral("the model is the original")), qPrintable(run.out));
    }

    void everyOperationRunsFromAScript()
    {
        const CliRun run = runScript({script(QStringLiteral("every_operation.py")), sample()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        // Every operation reported a line: none was skipped.
        static const QRegularExpression counts(QStringLiteral("(\\d+) operations run; (\\d+) changed"));
        const auto match = counts.match(run.out);
        QVERIFY2(match.hasMatch(), qPrintable(run.out));
        QVERIFY(match.captured(1).toInt() >= 40);
        QCOMPARE(run.out.count(QLatin1Char('\n')), match.captured(1).toInt() + 1);
    }

    void keyOperationsPickKeysByJointsAndTimes()
    {
        const CliRun run = runScript({script(QStringLiteral("key_operations.py")), sample()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(QStringLiteral("key operations ok")), qPrintable(run.out));
    }

    void jointOperationsAddPlaceAndReparent()
    {
        const CliRun run = runScript({script(QStringLiteral("joints.py")), sample()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(QStringLiteral("joint operations ok")), qPrintable(run.out));
    }

    void badOptionsSayWhatIsWrong()
    {
        const CliRun run = runScript({script(QStringLiteral("bad_options.py")), sample()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY(run.out.contains(QStringLiteral("changed nothing")));
    }

    void apiReadsSelectsSavesAndExports()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CliRun run = runScript({script(QStringLiteral("api.py")), sample(), dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY(run.out.contains(QStringLiteral("api ok")));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("sample.iqm"))));
    }

    void exportsForAnEngine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CliRun run = runScript({script(QStringLiteral("engine_export.py")), sample(), dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY(run.out.contains(QStringLiteral("engine export ok")));
    }

    void compareReturnsTheReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CliRun run = runScript({script(QStringLiteral("compare.py")), sample(), dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY(run.out.contains(QStringLiteral("compare ok")));
    }

    void uncaughtExceptionPrintsTheTracebackAndExitsOne()
    {
        const QString file = script(QStringLiteral("fails.py"));
        const CliRun run = runScript({file});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("Traceback (most recent call last)")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("File \"%1\", line 8").arg(file)), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("File \"%1\", line 5, in broken").arg(file)), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("AttributeError")), qPrintable(run.err));
    }

    void exitStatusIsTheScripts()
    {
        const QString file = script(QStringLiteral("exits.py"));
        QCOMPARE(runScript({file, QStringLiteral("0")}).exitCode, 0);
        QCOMPARE(runScript({file, QStringLiteral("7")}).exitCode, 7);
        QCOMPARE(runScript({file, QStringLiteral("none")}).exitCode, 0);
        const CliRun message = runScript({file, QStringLiteral("message"), QStringLiteral("--not-an-option")});
        QCOMPARE(message.exitCode, 1);
        QVERIFY2(message.err.contains(QStringLiteral("stopped: --not-an-option")), qPrintable(message.err));
    }

    void missingScriptOrNoneGiven()
    {
        const CliRun missing = runScript({QStringLiteral("/no/such/script.py")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QStringLiteral("/no/such/script.py")));
        const CliRun none = runScript({});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains(QStringLiteral("usage: quarry script")));
    }

    void argvAndWorkingDirectory()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("args.py")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import sys, quarry\nprint(repr(sys.argv))\nprint(len(quarry.operations()))\n");
        file.close();
        const CliRun run = runScript({file.fileName(), QStringLiteral("a b"), QStringLiteral("-x")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.startsWith(QStringLiteral("['%1', 'a b', '-x']").arg(file.fileName())), qPrintable(run.out));
    }

    void readmeBatchExample()
    {
        const QString example = readmeExample(QStringLiteral("# fix_and_convert.py"));
        QVERIFY2(!example.isEmpty(), "docs/scripting.md has no fix_and_convert.py example");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("fix_and_convert.py")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(example.toUtf8());
        file.close();

        // The input folder: the sample with texture paths in folders, as
        // exporters write them, and mrfixit from the corpus when it is here.
        const QString in = dir.filePath(QStringLiteral("in"));
        QVERIFY(QDir().mkpath(in));
        ReadResult read = readModelFile(sample());
        QVERIFY(read.ok());
        for (Material &m : read.model.materials) {
            m.name = QStringLiteral("textures/skins/%1.tga").arg(m.name);
            m.maps.clear();
        }
        QVERIFY(writeModelFile(read.model, in + QStringLiteral("/sample.iqe"), QStringLiteral("iqe")).ok());
        const bool withCorpus = QFile::copy(corpus(QStringLiteral("iqm/mrfixit.iqm")),
                                            in + QStringLiteral("/mrfixit.iqm"));

        const QString out = dir.filePath(QStringLiteral("out"));
        const CliRun run = runScript({file.fileName(), in, out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(QStringLiteral("sample.iqe: 2 meshes, 3 joints -> sample.iqm")), qPrintable(run.out));

        const ReadResult converted = readModelFile(out + QStringLiteral("/sample.iqm"));
        QVERIFY2(converted.ok(), qPrintable(converted.error ? converted.error->toString() : QString()));
        QVERIFY2(run.out.contains(QStringLiteral("sample.iqe: textures body.png, head.png")), qPrintable(run.out));
        QCOMPARE(converted.model.materials.size(), read.model.materials.size());
        for (const Material &m : converted.model.materials)
            QVERIFY2(m.texturePath() == QLatin1String("body.png") || m.texturePath() == QLatin1String("head.png"),
                     qPrintable(m.texturePath()));
        float low = 1e9f, high = -1e9f;
        for (const Mesh &mesh : converted.model.meshes)
            for (const QVector3D &p : mesh.positions) {
                low = std::min(low, p.z());
                high = std::max(high, p.z());
            }
        QVERIFY2(std::abs(high - low - 56.0f) < 1e-3f, qPrintable(QString::number(high - low)));
        QCOMPARE(converted.model.animations.first().fps, 30.0);
        if (withCorpus)
            QVERIFY(QFile::exists(out + QStringLiteral("/mrfixit.iqm")));
        else
            qInfo("the corpus (../shared/corpus) is not here: the example ran on the sample alone");

        // A file that cannot be read is reported and makes the exit status 1.
        QFile broken(in + QStringLiteral("/broken.iqm"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("INTERQUAKEMODEL\0garbage", 23);
        broken.close();
        const CliRun failing = runScript({file.fileName(), in, out});
        QCOMPARE(failing.exitCode, 1);
        QVERIFY2(failing.err.contains(QStringLiteral("skipped: "))
                     && failing.err.contains(QStringLiteral("broken.iqm")),
                 qPrintable(failing.err));
    }
};

QTEST_GUILESS_MAIN(TestScripting)
#include "tst_scripting.moc"
