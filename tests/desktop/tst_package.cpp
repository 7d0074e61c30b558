// The Debian package CPack makes (what `./build.sh package` runs): its
// contents, its Depends as dpkg-shlibdeps found them, and the executable
// unpacked into a scratch root running with the system's libraries.
#include "DesktopTools.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry::test;

class TestPackage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_deb;

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString tool = missingTool(
                {QStringLiteral("cpack"), QStringLiteral("dpkg-deb"), QStringLiteral("dpkg-shlibdeps")});
            !tool.isEmpty())
            QSKIP(qPrintable(tool + QStringLiteral(" is not installed (Debian packages cmake, dpkg, dpkg-dev)")));
        QVERIFY(m_dir.isValid());
        const ToolRun r = runTool(QStringLiteral("cpack"),
                                  {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                                   QStringLiteral(QUARRY_BINARY_DIR "/CPackConfig.cmake"), QStringLiteral("-B"),
                                   m_dir.path()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out));
        const QStringList debs = QDir(m_dir.path()).entryList({QStringLiteral("*.deb")}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        m_deb = m_dir.filePath(debs.first());
        QVERIFY2(debs.first().startsWith(QStringLiteral("quarry_" QUARRY_VERSION)), qPrintable(debs.first()));
    }

    void contents()
    {
        const ToolRun r = runTool(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), m_deb});
        QCOMPARE(r.exitCode, 0);
        QStringList expected{QStringLiteral("./usr/bin/quarry"),
                             QStringLiteral("./usr/libexec/quarry/quarry-editor"),
                             QStringLiteral("./usr/share/applications/io.github.quarry.Quarry.desktop"),
                             QStringLiteral("./usr/share/mime/packages/io.github.quarry.Quarry.xml"),
                             QStringLiteral("./usr/share/metainfo/io.github.quarry.Quarry.metainfo.xml"),
                             QStringLiteral("./usr/share/icons/hicolor/scalable/apps/io.github.quarry.Quarry.svg"),
                             QStringLiteral("./usr/share/quarry/translations/quarry_de.qm"),
                             QStringLiteral("./usr/share/doc/quarry/copyright"),
                             QStringLiteral("./usr/share/doc/quarry/manual/README.md"),
                             QStringLiteral("./usr/lib/python3/dist-packages/quarry.pyi")};
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
            expected << QStringLiteral("./usr/share/icons/hicolor/%1x%1/apps/io.github.quarry.Quarry.png").arg(size);
        for (const QString &file : expected)
            QVERIFY2(r.out.contains(QLatin1Char(' ') + file + QLatin1Char('\n')),
                     qPrintable(file + QLatin1Char('\n') + r.out));
        // Nothing outside /usr (no build paths, no /usr/local).
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString &line : lines) {
            const QString path = line.section(QLatin1Char(' '), -1);
            QVERIFY2(path == QLatin1String("./") || path.startsWith(QLatin1String("./usr/"))
                         || path == QLatin1String("./usr"),
                     qPrintable(line));
            QVERIFY2(!path.startsWith(QLatin1String("./usr/local")), qPrintable(line));
        }
    }

    // Depends comes from dpkg-shlibdeps: the packages of the libraries the
    // executables link, with versions (Widgets and OpenGL: quarry-editor's),
    // and libzip4 and libmeshoptimizer2d, which are loaded when first used.
    void dependsFromTheLinkedLibraries()
    {
        const ToolRun r = runTool(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb, QStringLiteral("Depends")});
        QCOMPARE(r.exitCode, 0);
        const QString depends = r.out.trimmed();
        for (const char *package : {"libc6 (>=", "libstdc++6 (>=", "libqt6core6 (>=", "libqt6gui6 (>=",
                                    "libqt6widgets6 (>=", "libqt6opengl6 (>=", "libassimp5 (>=", "libtinyxml2-9 (>=",
                                    "libtinygltf2d (>=", "libzip4", "libmeshoptimizer2d"})
            QVERIFY2(depends.contains(QLatin1String(package)),
                     qPrintable(QLatin1String(package) + QStringLiteral(" in ") + depends));
        const ToolRun fields = runTool(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb});
        QVERIFY(fields.out.contains(QStringLiteral("Package: quarry\n")));
        QVERIFY(fields.out.contains(QStringLiteral("Version: " QUARRY_VERSION)));
        QVERIFY(fields.out.contains(QStringLiteral("Section: graphics\n")));
        QVERIFY(fields.out.contains(QStringLiteral("Architecture: ")));
    }

    void unpackedExecutableRuns()
    {
        const QString root = m_dir.filePath(QStringLiteral("root"));
        const ToolRun x = runTool(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_deb, root});
        QVERIFY2(x.exitCode == 0, qPrintable(x.out));
        const ToolRun r = runTool(root + QStringLiteral("/usr/bin/quarry"), {QStringLiteral("--version")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Quarry " QUARRY_VERSION)), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("Assimp \\d+\\.\\d+"))), qPrintable(r.out));
        // Handed on to the unpacked libexec/quarry/quarry-editor.
        const ToolRun script = runTool(root + QStringLiteral("/usr/bin/quarry"),
                                       {QStringLiteral("script"), QStringLiteral("--help")});
        QVERIFY2(script.exitCode == 0, qPrintable(script.out));
        QVERIFY2(script.out.contains(QStringLiteral("usage: quarry script")), qPrintable(script.out));
    }
};

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
