// `cmake --install` into a temporary prefix: the files land where the
// freedesktop specifications look for them, the desktop entry and the
// AppStream metainfo validate, and the installed shared-mime-info package
// recognises every corpus file by its contents (also under a name that
// says nothing) while leaving Qt's compiled translations, also .qm, alone.
#include "DesktopTools.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry::test;

namespace {

const QString kAppId = QStringLiteral("io.github.quarry.Quarry");

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

    QTemporaryDir m_prefix;

    QString prefixed(const QString &relative) const { return m_prefix.filePath(relative); }

    QProcessEnvironment xdgEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), prefixed(QStringLiteral("share")));
        env.insert(QStringLiteral("XDG_DATA_DIRS"), prefixed(QStringLiteral("share")) + QStringLiteral(":/usr/share"));
        // The generic lookup (mimetype from shared-mime-info's database), as
        // on a desktop without GNOME or KDE tools.
        env.remove(QStringLiteral("XDG_CURRENT_DESKTOP"));
        env.remove(QStringLiteral("DESKTOP_SESSION"));
        env.remove(QStringLiteral("KDE_FULL_SESSION"));
        env.remove(QStringLiteral("GNOME_DESKTOP_SESSION_ID"));
        return env;
    }

    QString mimeTypeOf(const QString &path) const
    {
        const ToolRun r = runTool(QStringLiteral("xdg-mime"),
                                  {QStringLiteral("query"), QStringLiteral("filetype"), path}, xdgEnvironment());
        return r.exitCode == 0 ? r.out.trimmed() : QStringLiteral("(failed: %1)").arg(r.out.trimmed());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_prefix.isValid());
        const ToolRun r = runTool(QStringLiteral("cmake"),
                                  {QStringLiteral("--install"), QStringLiteral(QUARRY_BINARY_DIR),
                                   QStringLiteral("--prefix"), m_prefix.path()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    }

    void filesWhereTheSpecificationsSay()
    {
        QStringList expected{QStringLiteral("bin/quarry"),
                             QStringLiteral("libexec/quarry/quarry-editor"),
                             QStringLiteral("share/applications/%1.desktop").arg(kAppId),
                             QStringLiteral("share/mime/packages/%1.xml").arg(kAppId),
                             QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId),
                             QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
                             QStringLiteral("share/quarry/translations/quarry_de.qm"),
                             QStringLiteral("share/quarry/translations/quarry_fr.qm"),
                             QStringLiteral("share/doc/quarry/copyright"),
                             QStringLiteral("share/doc/quarry/LICENSE"),
                             QStringLiteral("share/doc/quarry/manual/README.md"),
                             QStringLiteral("share/doc/quarry/manual/getting-started.md"),
                             QStringLiteral("share/doc/quarry/manual/formats/iqm.md")};
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
            expected << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId);
        for (const QString &file : expected)
            QVERIFY2(QFileInfo(prefixed(file)).isFile(), qPrintable(file));
        QVERIFY(QFileInfo(prefixed(QStringLiteral("bin/quarry"))).isExecutable());
        QVERIFY(QFileInfo(prefixed(QStringLiteral("libexec/quarry/quarry-editor"))).isExecutable());
        // Each PNG is the size its folder names.
        for (int size : {16, 48, 256}) {
            QFile png(prefixed(QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId)));
            QVERIFY(png.open(QIODevice::ReadOnly));
            const QByteArray head = png.read(24);
            QCOMPARE(head.mid(1, 3), QByteArray("PNG"));
            const auto be32 = [&](int at) {
                return (quint32(quint8(head[at])) << 24) | (quint32(quint8(head[at + 1])) << 16)
                       | (quint32(quint8(head[at + 2])) << 8) | quint32(quint8(head[at + 3]));
            };
            QCOMPARE(be32(16), quint32(size));
            QCOMPARE(be32(20), quint32(size));
        }
        // The installed executable runs and names its version.
        const ToolRun version = runTool(prefixed(QStringLiteral("bin/quarry")), {QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.contains(QStringLiteral("Quarry " QUARRY_VERSION)), qPrintable(version.out));
        // bin/quarry finds quarry-editor in libexec for what it does not run itself.
        const ToolRun script = runTool(prefixed(QStringLiteral("bin/quarry")),
                                       {QStringLiteral("script"), QStringLiteral("--help")});
        QCOMPARE(script.exitCode, 0);
        QVERIFY2(script.out.contains(QStringLiteral("usage: quarry script")), qPrintable(script.out));
    }

    void desktopEntryValidates()
    {
        if (const QString tool = missingTool({QStringLiteral("desktop-file-validate")}); !tool.isEmpty())
            QSKIP(qPrintable(tool + QStringLiteral(" is not installed (Debian package desktop-file-utils)")));
        const QString entry = prefixed(QStringLiteral("share/applications/%1.desktop").arg(kAppId));
        const ToolRun r = runTool(QStringLiteral("desktop-file-validate"), {entry});
        QVERIFY2(r.exitCode == 0 && r.out.trimmed().isEmpty(), qPrintable(r.out));
        QFile file(entry);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QStringLiteral("\nIcon=%1\n").arg(kAppId)));
        for (const char *type : {"model/x-iqm", "model/x-iqe", "model/x-quickmodel", "model/x-cal3d-xmf",
                                 "model/x-cal3d-xsf", "model/x-cal3d-xaf", "model/x-cal3d-xrf"})
            QVERIFY2(text.contains(QLatin1String(type) + QLatin1Char(';')), type);
    }

    void metainfoValidates()
    {
        if (const QString tool = missingTool({QStringLiteral("appstreamcli")}); !tool.isEmpty())
            QSKIP(qPrintable(tool + QStringLiteral(" is not installed (Debian package appstream)")));
        const QString metainfo = prefixed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId));
        const ToolRun r = runTool(
            QStringLiteral("appstreamcli"),
            {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--no-color"), metainfo});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out));
        QFile file(metainfo);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<release version=\"" QUARRY_VERSION "\""));
    }

    void mimeTypesByContent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("type");
        const QString corpus = QStringLiteral(QUARRY_CORPUS_DIR);
        const QString sample = QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe");
        QTest::newRow("sample.iqe") << sample << QStringLiteral("model/x-iqe");
        if (!QDir(corpus).exists())
            return;
        const QList<QPair<QString, QString>> byExtension{{QStringLiteral("iqm"), QStringLiteral("model/x-iqm")},
                                                         {QStringLiteral("iqe"), QStringLiteral("model/x-iqe")},
                                                         {QStringLiteral("xmf"), QStringLiteral("model/x-cal3d-xmf")},
                                                         {QStringLiteral("xsf"), QStringLiteral("model/x-cal3d-xsf")},
                                                         {QStringLiteral("xaf"), QStringLiteral("model/x-cal3d-xaf")},
                                                         {QStringLiteral("xrf"), QStringLiteral("model/x-cal3d-xrf")},
                                                         {QStringLiteral("mdl"), QStringLiteral("model/x-quake-mdl")}};
        QDirIterator it(corpus, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            for (const auto &[ext, type] : byExtension)
                if (QFileInfo(path).suffix().toLower() == ext)
                    QTest::newRow(qPrintable(QDir(corpus).relativeFilePath(path))) << path << type;
        }
    }

    // Every corpus file, under its own name and under one that says nothing.
    void mimeTypesByContent()
    {
        if (const QString tool = missingTool({QStringLiteral("xdg-mime"), QStringLiteral("update-mime-database")});
            !tool.isEmpty())
            QSKIP(qPrintable(tool + QStringLiteral(" is not installed (Debian packages xdg-utils, shared-mime-info)")));
        QFETCH(QString, file);
        QFETCH(QString, type);
        updateMimeDatabase();
        QCOMPARE(mimeTypeOf(file), type);
        const QString anonymous = m_prefix.filePath(QStringLiteral("anonymous.dat"));
        QFile::remove(anonymous);
        QVERIFY(QFile::copy(file, anonymous));
        QCOMPARE(mimeTypeOf(anonymous), type);
    }

    // QuickModel by its syntax; Qt's compiled translations (.qm too) are not claimed.
    void quickModelBySyntax()
    {
        if (const QString tool = missingTool({QStringLiteral("xdg-mime"), QStringLiteral("update-mime-database")});
            !tool.isEmpty())
            QSKIP(qPrintable(tool + QStringLiteral(" is not installed (Debian packages xdg-utils, shared-mime-info)")));
        updateMimeDatabase();
        const QString scene = m_prefix.filePath(QStringLiteral("ball.qm"));
        QFile file(scene);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("/* a ball */\nmodel {\n    sphere();\n}\n");
        file.close();
        QCOMPARE(mimeTypeOf(scene), QStringLiteral("model/x-quickmodel"));
        for (const QString &translation : {prefixed(QStringLiteral("share/quarry/translations/quarry_de.qm")),
                                           prefixed(QStringLiteral("share/quarry/translations/quarry_fr.qm"))}) {
            QVERIFY(QFileInfo::exists(translation));
            const QString type = mimeTypeOf(translation);
            QVERIFY2(!type.startsWith(QLatin1String("model/")) && !type.startsWith(QLatin1String("(failed")),
                     qPrintable(type));
        }
    }

    // The desktop entry is what opens the types, once the desktop database knows it.
    void desktopEntryOpensTheTypes()
    {
        if (const QString tool = missingTool({QStringLiteral("xdg-mime"), QStringLiteral("update-desktop-database")});
            !tool.isEmpty())
            QSKIP(
                qPrintable(tool + QStringLiteral(" is not installed (Debian packages xdg-utils, desktop-file-utils)")));
        const ToolRun update = runTool(QStringLiteral("update-desktop-database"),
                                       {prefixed(QStringLiteral("share/applications"))});
        QVERIFY2(update.exitCode == 0, qPrintable(update.out));
        for (const char *type : {"model/x-iqm", "model/x-iqe", "model/x-quickmodel", "model/x-cal3d-xmf"}) {
            const ToolRun r = runTool(QStringLiteral("xdg-mime"),
                                      {QStringLiteral("query"), QStringLiteral("default"), QLatin1String(type)},
                                      xdgEnvironment());
            QCOMPARE(r.out.trimmed(), kAppId + QStringLiteral(".desktop"));
        }
    }

    // The module quarry for the system's Python 3: beside its stub in the
    // prefix's dist-packages, importable with that on PYTHONPATH (run
    // outside the build tree, so nothing else can be found).
    void pythonImportsTheInstalledModule()
    {
        const QString packages = prefixed(QStringLiteral("lib/python3/dist-packages"));
        const QStringList modules = QDir(packages).entryList({QStringLiteral("quarry*.so")}, QDir::Files);
        QCOMPARE(modules.size(), qsizetype(1));
        QVERIFY(QFileInfo::exists(packages + QStringLiteral("/quarry.pyi")));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PYTHONPATH"), packages);
        env.insert(QStringLiteral("PYTHONNOUSERSITE"), QStringLiteral("1"));
        const QString script = QStringLiteral(
            "import quarry\n"
            "print(quarry.__file__)\n"
            "doc = quarry.new()\n"
            "assert len(doc.meshes) == 0\n"
            "doc.run('addPrimitive', kind='plane')\n"
            "assert len(doc.meshes) == 1, doc.meshes\n"
            "before = doc.texcoords(0)\n"
            "doc.run('transformUVs', translate=(0.25, 0.5))\n"
            "after = doc.texcoords(0)\n"
            "assert all(abs(a[0] - b[0] - 0.25) < 1e-6 and abs(a[1] - b[1] - 0.5) < 1e-6 for a, b in zip(after, "
            "before))\n"
            "try:\n"
            "    doc.run('transformUVs', scale=(1, 2, 3))\n"
            "    raise SystemExit('a pair of three was taken')\n"
            "except quarry.Error as error:\n"
            "    assert 'scale_u, scale_v' in str(error), error\n"
            "assert doc.undo() and doc.undo() and not doc.undo()\n"
            "ops = {o['id']: o for o in quarry.operations()}\n"
            "assert [a['name'] for a in ops['transformUVs']['aliases']] == ['translate', 'scale']\n"
            "print('ok', len(ops))\n");
        QTemporaryDir elsewhere;
        QProcess python;
        python.setProcessEnvironment(env);
        python.setWorkingDirectory(elsewhere.path());
        python.setProcessChannelMode(QProcess::MergedChannels);
        python.start(QStringLiteral(QUARRY_PYTHON), {QStringLiteral("-c"), script});
        QVERIFY(python.waitForFinished(60000));
        const QString out = QString::fromUtf8(python.readAll());
        QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.startsWith(packages + QLatin1Char('/')), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\nok ")), qPrintable(out));
    }

private:
    void updateMimeDatabase()
    {
        if (QFileInfo::exists(prefixed(QStringLiteral("share/mime/mime.cache"))))
            return;
        const ToolRun r = runTool(QStringLiteral("update-mime-database"), {prefixed(QStringLiteral("share/mime"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out));
        QVERIFY(QFileInfo::exists(prefixed(QStringLiteral("share/mime/mime.cache"))));
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
