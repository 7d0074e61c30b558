// `quarry render` run as a user would, under the test's (virtual) display.
#include "CliRunner.h"

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
                      QStringLiteral("160x120"), QStringLiteral("--view"), QStringLiteral("front")}, &err), 0);
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
                      QStringLiteral("diagonal")}, &err), 2);
        QVERIFY(err.contains(QLatin1String("--view")));
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--size"),
                      QStringLiteral("0x10")}, &err), 2);
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--frame"),
                      QStringLiteral("3")}, &err), 1);
        QVERIFY(err.contains(QLatin1String("animation")));
        QCOMPARE(run({QStringLiteral("render"), m_model, QStringLiteral("-o"), out, QStringLiteral("--animation"),
                      QStringLiteral("walk")}, &err), 1);
        QVERIFY(err.contains(QLatin1String("walk")));
        QCOMPARE(run({QStringLiteral("render"), m_dir.filePath(QStringLiteral("missing.qm")), QStringLiteral("-o"), out}, &err), 1);
        QCOMPARE(run({QStringLiteral("render"), m_model}, &err), 2);
        QVERIFY(!QFile::exists(out));
    }

    void explainsMissingOpenGL()
    {
        // Qt's offscreen platform makes no OpenGL contexts.
        const QString out = m_dir.filePath(QStringLiteral("none.png"));
        const CliOptions offscreen = CliOptions().withVariable(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const CliRun r = runQuarry({QStringLiteral("render"), m_model, QStringLiteral("-o"), out}, offscreen);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("OpenGL")));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestRenderCli)
#include "tst_render_cli.moc"
