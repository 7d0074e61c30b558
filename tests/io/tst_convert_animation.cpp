// `quarry convert` where the output format would keep none of the model's
// animation: an MD3's vertex frames written as IQM (or IQE, MD5) stop with
// an error naming the formats that keep them, unless --drop-animation is
// given; formats that keep vertex frames convert as before.
#include "CliRunner.h"
#include "Md3Fixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry::test;

class TestConvertAnimation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_md3;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_md3 = path(QStringLiteral("frames.md3"));
        QFile f(m_md3);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray bytes = md3Fixture(3);
        QCOMPARE(f.write(bytes), bytes.size());
    }

    void vertexFramesToIqmStop_data()
    {
        QTest::addColumn<QString>("output");
        QTest::newRow("iqm") << QStringLiteral("out.iqm");
        QTest::newRow("iqe") << QStringLiteral("out.iqe");
        QTest::newRow("md5") << QStringLiteral("out.md5mesh");
    }

    void vertexFramesToIqmStop()
    {
        QFETCH(QString, output);
        const CliRun run = runQuarry({QStringLiteral("convert"), m_md3, path(output)});
        QVERIFY2(run.exitCode != 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("error:")), qPrintable(run.err));
        for (const char *format : {"MD3", "MD2", "MDL", "glTF (morph targets)", "MD5", "--drop-animation"})
            QVERIFY2(run.err.contains(QLatin1String(format)), qPrintable(format + QStringLiteral(": ") + run.err));
        QVERIFY2(!QFileInfo::exists(path(output)), "nothing is written");
    }

    void dropAnimationConverts()
    {
        const QString out = path(QStringLiteral("dropped.iqm"));
        const CliRun run = runQuarry({QStringLiteral("convert"), m_md3, out, QStringLiteral("--drop-animation")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(out).size() > 0);
    }

    void batchStopsToo()
    {
        const QString out = path(QStringLiteral("batch"));
        QVERIFY(QDir().mkpath(out));
        const CliRun run = runQuarry({QStringLiteral("convert"), m_md3, QStringLiteral("--out-dir"), out,
                                      QStringLiteral("--to"), QStringLiteral("iqm")});
        QVERIFY2(run.exitCode != 0, qPrintable(run.out + run.err));
        QVERIFY2((run.out + run.err).contains(QStringLiteral("--drop-animation")), qPrintable(run.out + run.err));
        const CliRun dropped = runQuarry({QStringLiteral("convert"), m_md3, QStringLiteral("--out-dir"), out,
                                          QStringLiteral("--to"), QStringLiteral("iqm"),
                                          QStringLiteral("--drop-animation")});
        QVERIFY2(dropped.exitCode == 0, qPrintable(dropped.out + dropped.err));
    }

    // Formats that keep vertex frames need no option.
    void formatsThatKeepFramesConvert_data()
    {
        QTest::addColumn<QString>("output");
        QTest::newRow("md3") << QStringLiteral("copy.md3");
        QTest::newRow("md2") << QStringLiteral("copy.md2");
    }

    void formatsThatKeepFramesConvert()
    {
        QFETCH(QString, output);
        const CliRun run = runQuarry({QStringLiteral("convert"), m_md3, path(output)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(path(output)).size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestConvertAnimation)
#include "tst_convert_animation.moc"
