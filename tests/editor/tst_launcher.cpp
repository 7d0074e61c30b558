// The two executables: `quarry` runs the headless commands without loading
// Qt Widgets, OpenGL or Python, and replaces itself with quarry-editor
// (same process, same arguments) for the rest.
#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry::test;

namespace {

QString editorBinary()
{
    return QFileInfo(QStringLiteral(QUARRY_BINARY)).dir().filePath(QStringLiteral("quarry-editor"));
}

// The shared libraries the dynamic loader maps for `program`, what ldd
// lists (the loader prints them and stops before main).
QStringList loadedLibraries(const QString &program)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1"));
    process.setProcessEnvironment(env);
    process.start(program, {});
    if (!process.waitForFinished(30000))
        return {};
    QStringList names;
    const QStringList lines =
        QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines)
        names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    return names;
}

// (libOpenGL and libGLX come with Qt Gui itself, which both link.)
QStringList heavyLibraries(const QStringList &libraries)
{
    QStringList heavy;
    for (const QString &name : libraries)
        if (name.startsWith(QLatin1String("libQt6Widgets")) || name.startsWith(QLatin1String("libQt6OpenGL"))
            || name.startsWith(QLatin1String("libpython")) || name.startsWith(QLatin1String("libassimp")))
            heavy << name;
    return heavy;
}

} // namespace

class TestLauncher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quarryLoadsNeitherWidgetsNorOpenGLNorPython()
    {
        const QStringList light = loadedLibraries(QStringLiteral(QUARRY_BINARY));
        QVERIFY2(light.contains(QLatin1String("libQt6Core.so.6")), qPrintable(light.join(QLatin1Char(' '))));
        QVERIFY2(heavyLibraries(light).isEmpty(), qPrintable(heavyLibraries(light).join(QLatin1Char(' '))));
        // The full executable does load them: the check above can fail.
        const QStringList full = loadedLibraries(editorBinary());
        QVERIFY2(full.contains(QLatin1String("libQt6Widgets.so.6")), qPrintable(full.join(QLatin1Char(' '))));
        QVERIFY2(heavyLibraries(full).size() >= 4, qPrintable(full.join(QLatin1Char(' '))));
    }

    // quarry script runs in quarry-editor (Python), in the same process.
    void handsScriptToTheEditorInTheSameProcess()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString script = dir.filePath(QStringLiteral("whoami.py"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import os, sys\nprint(os.getpid())\nprint(os.readlink('/proc/self/exe'))\nprint(sys.argv[1:])\n");
        file.close();
        QProcess process;
        process.start(QStringLiteral(QUARRY_BINARY), {QStringLiteral("script"), script, QStringLiteral("--an-option")});
        QVERIFY(process.waitForStarted());
        const qint64 pid = process.processId();
        QVERIFY(process.waitForFinished(60000));
        const QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'));
        QVERIFY2(process.exitCode() == 0 && lines.size() >= 3, qPrintable(process.readAllStandardError()));
        QCOMPARE(lines[0].toLongLong(), pid);
        QCOMPARE(QFileInfo(lines[1]).canonicalFilePath(), QFileInfo(editorBinary()).canonicalFilePath());
        QCOMPARE(lines[2], QStringLiteral("['--an-option']"));
    }

    // render with no display: quarry-editor's refusal, as before.
    void handsRenderToTheEditor()
    {
        const CliRun r = runQuarry({QStringLiteral("render"),
                                    QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"),
                                    QStringLiteral("-o"), QStringLiteral("never.png")},
                                   CliOptions().withoutDisplay().inLocale(QStringLiteral("C")));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("quarry render draws with OpenGL and needs a display")),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(QStringLiteral("never.png")));
    }

    // The interchange formats (Assimp) are quarry-editor's: quarry hands a
    // command naming one on, whether it reads or writes it.
    void handsInterchangeFormatsToTheEditor()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString obj = dir.filePath(QStringLiteral("sample.obj"));
        const CliRun written = runQuarry(
            {QStringLiteral("convert"), QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"), obj},
            CliOptions().withoutDisplay());
        QVERIFY2(written.exitCode == 0, qPrintable(written.err));
        QVERIFY(QFileInfo(obj).size() > 0);
        const CliRun read = runQuarry({QStringLiteral("info"), obj}, CliOptions().withoutDisplay());
        QVERIFY2(read.exitCode == 0, qPrintable(read.err));
        QVERIFY2(read.out.startsWith(QLatin1String("Meshes: ")), qPrintable(read.out));
        const CliRun version = runQuarry({QStringLiteral("--version")}, CliOptions().withoutDisplay());
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.contains(QLatin1String("Assimp ")), qPrintable(version.out));
    }

    // Alone, quarry still runs what it runs itself (Quarry's own formats),
    // and says where it looked for quarry-editor when it needs it: for the
    // editor's subcommands, for a format only Assimp reads, for --version.
    void withoutTheEditor()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString alone = dir.filePath(QStringLiteral("quarry"));
        QVERIFY(QFile::copy(QStringLiteral(QUARRY_BINARY), alone));
        QProcess info;
        info.start(alone, {QStringLiteral("info"), QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe")});
        QVERIFY(info.waitForFinished(30000));
        QCOMPARE(info.exitCode(), 0);
        QVERIFY(info.readAllStandardOutput().startsWith("Meshes: "));
        // glTF too: it has a reader of its own (io/gltf), no Assimp.
        QProcess gltf;
        gltf.start(alone,
                   {QStringLiteral("info"), QStringLiteral(QUARRY_SOURCE_DIR "/tests/fuzz/seeds/glb/sample.glb")});
        QVERIFY(gltf.waitForFinished(30000));
        QCOMPARE(gltf.exitCode(), 0);
        QVERIFY(gltf.readAllStandardOutput().startsWith("Meshes: "));

        const QString obj = dir.filePath(QStringLiteral("cube.obj"));
        QFile cube(obj);
        QVERIFY(cube.open(QIODevice::WriteOnly));
        cube.write("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        cube.close();
        const QList<QStringList> handedOn = {{QStringLiteral("script"), QStringLiteral("--help")},
                                             {QStringLiteral("info"), obj},
                                             {QStringLiteral("convert"),
                                              QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"),
                                              dir.filePath(QStringLiteral("out.glb"))},
                                             {QStringLiteral("--version")}};
        for (const QStringList &arguments : handedOn) {
            QProcess process;
            process.start(alone, arguments);
            QVERIFY(process.waitForFinished(30000));
            QCOMPARE(process.exitCode(), 1);
            const QString err = QString::fromUtf8(process.readAllStandardError());
            QVERIFY2(err.contains(QLatin1String("cannot find quarry-editor")),
                     qPrintable(arguments.join(QLatin1Char(' ')) + QLatin1Char(':') + err));
            QVERIFY2(err.contains(QDir(dir.path()).canonicalPath() + QStringLiteral("/quarry-editor")),
                     qPrintable(err));
        }
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out.glb"))));
    }
};

QTEST_GUILESS_MAIN(TestLauncher)
#include "tst_launcher.moc"
