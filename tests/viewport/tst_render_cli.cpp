// `quarry render` run as a user would, under the test's (virtual) display.
#include "CliRunner.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry::test;

class TestRenderCli : public QObject
{
    Q_OBJECT

private:
    // Under the test's display; the exit code, and standard error in `errorText`.
    static int run(const QStringList &arguments, QString *errorText = nullptr)
    {
        const CliRun r = runQuarry(arguments);
        if (errorText)
            *errorText = r.err;
        return r.exitCode;
    }

    QTemporaryDir m_dir;
    QString m_model;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A QuickModel sphere, the smallest model this build reads.
        m_model = m_dir.filePath(QStringLiteral("ball.qm"));
        QFile f(m_model);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("model\n{\n    sphere();\n}\n");
        f.close();
    }

    void rendersAPng()
    {
        const QString out = m_dir.filePath(QStringLiteral("ball.png"));
        QString err;
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--size"),
                      QStringLiteral("160x120"), QStringLiteral("--view"), QStringLiteral("front"),
                      QStringLiteral("--no-grid")},
                     &err),
                 0);
        QImage image(out);
        QVERIFY2(!image.isNull(), qPrintable(err));
        QCOMPARE(image.size(), QSize(160, 120));
        // The sphere fills the middle; the corners are background.
        const QRgb background = image.pixel(0, 0);
        QVERIFY(image.pixel(80, 60) != background);
        QCOMPARE(image.pixel(159, 119), background);
        int covered = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                covered += image.pixel(x, y) != background;
        // The sphere (radius 0.5) framed by its bounds (radius 0.866, with a
        // tenth more around): a disc of radius 0.5 / 0.953 * 60 = 31.5
        // pixels, about 3100 pixels.
        QVERIFY2(covered > 2800 && covered < 3400, qPrintable(QString::number(covered)));
        // With the grid, more is drawn.
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--size"),
                      QStringLiteral("160x120"), QStringLiteral("--view"), QStringLiteral("front")},
                     &err),
                 0);
        const QImage withGrid(out);
        int gridCovered = 0;
        for (int y = 0; y < withGrid.height(); ++y)
            for (int x = 0; x < withGrid.width(); ++x)
                gridCovered += withGrid.pixel(x, y) != withGrid.pixel(0, 0);
        QVERIFY2(gridCovered > covered + 500, qPrintable(QString::number(gridCovered)));
    }

    void refusesBadArguments()
    {
        const QString out = m_dir.filePath(QStringLiteral("bad.png"));
        QString err;
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--view"),
                      QStringLiteral("diagonal")},
                     &err),
                 2);
        QVERIFY(err.contains(QLatin1String("--view")));
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--size"),
                      QStringLiteral("0x10")},
                     &err),
                 2);
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--frame"),
                      QStringLiteral("3")},
                     &err),
                 1);
        QVERIFY(err.contains(QLatin1String("animation")));
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--animation"),
                      QStringLiteral("walk")},
                     &err),
                 1);
        QVERIFY(err.contains(QLatin1String("walk")));
        QCOMPARE(
            run({QStringLiteral("render"), m_dir.filePath(QStringLiteral("missing.qm")), QStringLiteral("-o"), out},
                &err),
            1);
        QCOMPARE(run({QStringLiteral("render"), m_model}, &err), 2);
        QVERIFY(!QFile::exists(out));
    }

    void rendersAnAvatarWithTheFilesBesideIt()
    {
        // An XMF mesh renders with the skeleton and animation beside it,
        // found as batch conversion finds them, or given after the mesh.
        const QString corpus = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
        if (!QFileInfo::exists(corpus + QStringLiteral("DokuroChan.xmf")))
            QSKIP("corpus xmf/dokuro not found");
        QDir dir(m_dir.path());
        QVERIFY(dir.mkpath(QStringLiteral("avatar")) && dir.mkpath(QStringLiteral("alone")));
        const QString mesh = dir.filePath(QStringLiteral("avatar/doku.xmf"));
        const QString skeleton = dir.filePath(QStringLiteral("avatar/doku.xsf"));
        const QString animation = dir.filePath(QStringLiteral("avatar/doku_walk.xaf"));
        const QString alone = dir.filePath(QStringLiteral("alone/doku.xmf"));
        QVERIFY(QFile::copy(corpus + QStringLiteral("DokuroChan.xmf"), mesh));
        QVERIFY(QFile::copy(corpus + QStringLiteral("DokuroChan.xsf"), skeleton));
        QVERIFY(QFile::copy(corpus + QStringLiteral("DokuroChan_test_bone.xaf"), animation));
        QVERIFY(QFile::copy(corpus + QStringLiteral("DokuroChan.xmf"), alone));
        auto render = [&](QStringList arguments, const QString &name, QString *err) {
            const QString out = m_dir.filePath(name);
            arguments << QStringLiteral("-o") << out << QStringLiteral("--size") << QStringLiteral("160x120")
                      << QStringLiteral("--view") << QStringLiteral("front") << QStringLiteral("--no-grid");
            return run(arguments, err) == 0 ? QImage(out) : QImage();
        };
        QString err;
        const QImage bind = render({QStringLiteral("render"), mesh, QStringLiteral("--bind-pose")},
                                   QStringLiteral("bind.png"), &err);
        QVERIFY2(!bind.isNull(), qPrintable(err));
        const QImage posed = render({QStringLiteral("render"), mesh, QStringLiteral("--animation"),
                                     QStringLiteral("doku_walk"), QStringLiteral("--frame"), QStringLiteral("300")},
                                    QStringLiteral("posed.png"), &err);
        QVERIFY2(!posed.isNull(), qPrintable(err));
        QVERIFY(posed != bind);
        // Alone, the mesh has no animation to show.
        QVERIFY(render({QStringLiteral("render"), alone, QStringLiteral("--frame"), QStringLiteral("300")},
                       QStringLiteral("alone.png"), &err)
                    .isNull());
        QVERIFY2(err.contains(QLatin1String("animation")), qPrintable(err));
        // Given on the command line, the same files give the same picture.
        const QImage given = render(
            {QStringLiteral("render"), alone, skeleton, animation, QStringLiteral("--frame"), QStringLiteral("300")},
            QStringLiteral("given.png"), &err);
        QVERIFY2(!given.isNull(), qPrintable(err));
        QCOMPARE(given, posed);
    }

    void explainsMissingOpenGL()
    {
        // Qt's offscreen platform makes no OpenGL contexts.
        const QString out = m_dir.filePath(QStringLiteral("none.png"));
        const CliOptions offscreen = CliOptions().withVariable(QStringLiteral("QT_QPA_PLATFORM"),
                                                               QStringLiteral("offscreen"));
        const CliRun r = runQuarry({QStringLiteral("render"), m_model, QStringLiteral("-o"), out}, offscreen);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("OpenGL")));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestRenderCli)
#include "tst_render_cli.moc"
