// A file that is not what its name says gets a message that names the
// format it was taken for, with its article right, and says what the file
// looks like instead.
#include "io/Formats.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

class TestDetection : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    static QString why(const QString &path)
    {
        QString reason;
        const QString id = detectFormat(path, &reason);
        if (!id.isEmpty())
            return QStringLiteral("detected as ") + id;
        return reason;
    }

private Q_SLOTS:
    void emptyFileSaysEmpty()
    {
        const QString reason = why(write(QStringLiteral("empty.iqm"), {}));
        QVERIFY2(reason.contains(QLatin1String("not an IQM file")), qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("the file is empty")), qPrintable(reason));
    }

    void textFileShowsItsFirstLine()
    {
        const QString reason = why(write(QStringLiteral("notes.iqm"), "hello there\nsecond line\n"));
        QVERIFY2(reason.contains(QLatin1String("not an IQM file")), qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("text whose first line is \"hello there\"")), qPrintable(reason));
        QVERIFY2(!reason.contains(QLatin1String("second line")), qPrintable(reason));
    }

    void longFirstLineIsCut()
    {
        const QString reason = why(write(QStringLiteral("long.iqm"), QByteArray(500, 'x') + "\n"));
        QVERIFY2(reason.contains(QChar(0x2026)), qPrintable(reason));
        QVERIFY2(reason.size() < 200, qPrintable(reason));
    }

    void otherFormatNamedByItsMagic()
    {
        QByteArray png("\x89PNG\r\n\x1A\n", 8);
        png.append(QByteArray(64, '\0'));
        const QString reason = why(write(QStringLiteral("picture.iqm"), png));
        QVERIFY2(reason.contains(QLatin1String("PNG image")), qPrintable(reason));

        // A format read through Assimp (a GLB is read by Quarry itself, by its
        // content, whatever its name).
        QByteArray fbx("Kaydara FBX Binary  \0", 21);
        fbx.append(QByteArray(32, '\0'));
        const QString named = why(write(QStringLiteral("robot.xmf"), fbx));
        QVERIFY2(named.contains(QLatin1String("not an XMF file")), qPrintable(named));
        QVERIFY2(named.contains(QLatin1String("binary FBX")), qPrintable(named));
    }

    void binaryShowsItsFirstBytes()
    {
        const QString reason = why(write(QStringLiteral("noise.iqm"), QByteArray("\x01\x02\xAB\xCD\0\0\0\x07\x09", 9)));
        QVERIFY2(reason.contains(QLatin1String("01 02 ab cd 00 00 00 07")), qPrintable(reason));
    }

    void unknownExtensionStillDescribed()
    {
        const QString reason = why(write(QStringLiteral("readme.xyz"), "just words\n"));
        QVERIFY2(reason.contains(QLatin1String("unknown")), qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("\"just words\"")), qPrintable(reason));
    }

    void readErrorNamesTheFile()
    {
        const QString path = write(QStringLiteral("blank.iqm"), {});
        const ReadResult r = readModelFile(path);
        QVERIFY(!r.ok());
        const QString text = r.error->toString();
        QVERIFY2(text.contains(QLatin1String("blank.iqm")) && text.contains(QLatin1String("empty")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestDetection)
#include "tst_detection.moc"
