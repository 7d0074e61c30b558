// XMF, XSF, XAF and XRF bad input: every kind of damage a reader must
// report with the file and the line, and damaged files that must never crash.
#include "io/Formats.h"

#include "XmfFixtures.h"

#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace xmffixtures;

class TestXmfBadInput : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_xsf;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_xsf = writeText(m_dir, QStringLiteral("fixture.xsf"), kSkeleton);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("withSkeleton");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("line");
        const QByteArray mesh = kMesh;
        auto edit = [](QByteArray text, const char *from, const char *to) { return text.replace(from, to); };
        QTest::newRow("malformed XML") << "bad.xmf" << edit(mesh, "<NORM>0 1 0</NORM>", "<NORM>0 1 0</NROM>") << false
                                       << "malformed XML" << 19;
        QTest::newRow("missing attribute") << "bad.xmf" << edit(mesh, "NUMFACES=\"1\" MATERIAL=\"1\"", "MATERIAL=\"1\"")
                                           << false << "no NUMFACES attribute" << 2;
        QTest::newRow("submesh count") << "bad.xmf" << edit(mesh, "NUMSUBMESH=\"2\"", "NUMSUBMESH=\"3\"") << false
                                       << "NUMSUBMESH=\"3\" but the mesh has 2" << 1;
        QTest::newRow("vertex count") << "bad.xmf"
                                      << edit(mesh, "NUMVERTICES=\"3\" NUMFACES=\"1\" MATERIAL=\"1\"",
                                              "NUMVERTICES=\"4\" NUMFACES=\"1\" MATERIAL=\"1\"")
                                      << false << "where a <VERTEX> element was expected" << 39;
        QTest::newRow("face count") << "bad.xmf"
                                    << edit(mesh, "NUMFACES=\"1\" MATERIAL=\"0\"", "NUMFACES=\"2\" MATERIAL=\"0\"")
                                    << false << "NUMFACES=\"2\" but the submesh has 1" << 50;
        QTest::newRow("influence count") << "bad.xmf"
                                         << edit(mesh, "<VERTEX ID=\"1\" NUMINFLUENCES=\"1\">",
                                                 "<VERTEX ID=\"1\" NUMINFLUENCES=\"2\">")
                                         << false << "NUMINFLUENCES=\"2\" but the vertex has 1" << 17;
        QTest::newRow("texcoord count") << "bad.xmf" << edit(mesh, "<TEXCOORD>1 0</TEXCOORD>\n", "") << false
                                        << "NUMTEXCOORDS=\"2\" but the vertex has 1" << 17;
        QTest::newRow("influence not in skeleton")
            << "bad.xmf" << edit(mesh, "<INFLUENCE ID=\"1\">1</INFLUENCE>", "<INFLUENCE ID=\"7\">1</INFLUENCE>") << true
            << "influence ID 7 is not a bone of the skeleton" << 25;
        QTest::newRow("face out of range")
            << "bad.xmf" << edit(mesh, "<FACE VERTEXID=\"2 1 0\"/>", "<FACE VERTEXID=\"2 3 0\"/>") << false
            << "face vertex 3 is out of range" << 63;
        QTest::newRow("not a number") << "bad.xmf" << edit(mesh, "<POS>4 5 6</POS>", "<POS>4 five 6</POS>") << false
                                      << "<POS> needs 3 numbers" << 18;
        // Beyond a float's range: an error, as in IQE, not a silent infinity.
        QTest::newRow("number beyond float") << "bad.xmf" << edit(mesh, "<POS>4 5 6</POS>", "<POS>4 5e39 6</POS>")
                                             << false << "<POS> has a number beyond the range of a float" << 18;
        QTest::newRow("huge count") << "bad.xmf" << edit(mesh, "NUMSUBMESH=\"2\"", "NUMSUBMESH=\"2000000000\"") << false
                                    << "out of range" << 1;
        QTest::newRow("empty") << "bad.xmf" << QByteArray() << false
                               << "not an XMF file Quarry can read; the file is empty" << -1;
        QTest::newRow("header magic") << "bad.xmf"
                                      << QByteArray("<HEADER MAGIC=\"XSF\" VERSION=\"910\"/>\n<MESH NUMSUBMESH=\"0\"/>")
                                      << false << "where the <SKELETON> element was expected" << 2;
        // Many vertices and one with very many influences: the slots would outgrow the file.
        QByteArray manySlots = "<MESH NUMSUBMESH=\"1\">\n<SUBMESH NUMVERTICES=\"400\" NUMFACES=\"0\" MATERIAL=\"0\" "
                               "NUMLODSTEPS=\"0\" NUMSPRINGS=\"0\" NUMTEXCOORDS=\"0\">\n<VERTEX "
                               "NUMINFLUENCES=\"255\"><POS>0 0 0</POS><NORM>0 0 1</NORM>";
        for (int i = 0; i < 255; ++i)
            manySlots += "<INFLUENCE ID=\"0\">0.1</INFLUENCE>";
        manySlots += "</VERTEX>\n";
        for (int i = 1; i < 400; ++i)
            manySlots += "<VERTEX NUMINFLUENCES=\"0\"><POS>0 0 0</POS><NORM>0 0 1</NORM></VERTEX>\n";
        manySlots += "</SUBMESH>\n</MESH>\n";
        QTest::newRow("influence manySlots") << "bad.xmf" << manySlots << false << "more than the file can hold" << 2;
        const QByteArray skeleton = kSkeleton;
        QTest::newRow("bone count") << "bad.xsf" << edit(skeleton, "NUMBONES=\"3\"", "NUMBONES=\"4\"") << false
                                    << "NUMBONES=\"4\" but the skeleton has 3" << 1;
        QTest::newRow("child count") << "bad.xsf"
                                     << edit(skeleton, "NAME=\"root\" NUMCHILDS=\"1\"", "NAME=\"root\" NUMCHILDS=\"2\"")
                                     << false << "NUMCHILDS=\"2\" but the bone lists 1" << 9;
        QTest::newRow("parent loop") << "bad.xsf" << edit(skeleton, "<PARENTID>-1</PARENTID>", "<PARENTID>0</PARENTID>")
                                     << false << "PARENTID loop" << 2;
        QTest::newRow("parent out of range")
            << "bad.xsf" << edit(skeleton, "<PARENTID>2</PARENTID>", "<PARENTID>9</PARENTID>") << false
            << "PARENTID 9 is not a bone" << 7;
        QTest::newRow("missing rotation")
            << "bad.xsf" << edit(skeleton, "<ROTATION>0 0 0.707107 0.707107</ROTATION>\n", "") << false
            << "needs TRANSLATION, ROTATION and PARENTID" << 9;
        const QByteArray animation = kAnimation;
        QTest::newRow("track count") << "bad.xaf" << edit(animation, "NUMTRACKS=\"2\"", "NUMTRACKS=\"1\"") << true
                                     << "NUMTRACKS=\"1\" but the animation has more" << 16;
        QTest::newRow("key count") << "bad.xaf" << edit(animation, "NUMKEYFRAMES=\"3\"", "NUMKEYFRAMES=\"4\"") << true
                                   << "NUMKEYFRAMES=\"4\" but the track has 3" << 2;
        QTest::newRow("track bone") << "bad.xaf" << edit(animation, "BONEID=\"2\"", "BONEID=\"5\"") << true
                                    << "track BONEID 5 is not a bone" << 16;
        QTest::newRow("missing time") << "bad.xaf" << edit(animation, "<KEYFRAME TIME=\"0.3\">", "<KEYFRAME>") << true
                                      << "no TIME attribute" << 7;
        QTest::newRow("no rotation")
            << "bad.xaf"
            << edit(animation, "<ROTATION>0 0 0 1</ROTATION>\n        </KEYFRAME>\n    </TRACK>\n</ANIMATION>",
                    "</KEYFRAME>\n    </TRACK>\n</ANIMATION>")
            << true << "<KEYFRAME> has no <ROTATION>" << 17;
        const QByteArray material = kMaterial;
        QTest::newRow("map count") << "bad.xrf" << edit(material, "NUMMAPS=\"2\"", "NUMMAPS=\"1\"") << false
                                   << "NUMMAPS=\"1\" but the material has more" << 8;
        QTest::newRow("color range") << "bad.xrf" << edit(material, "255 102 0 255", "256 102 0 255") << false
                                     << "0 to 255" << 4;
        QTest::newRow("missing shininess") << "bad.xrf" << edit(material, "<SHININESS>96.078431</SHININESS>", "")
                                           << false << "needs AMBIENT, DIFFUSE, SPECULAR and SHININESS" << 2;
    }

    void badInput()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QFETCH(bool, withSkeleton);
        QFETCH(QString, message);
        QFETCH(int, line);
        QTemporaryDir dir;
        const QString path = writeText(dir, name, text);
        ReadOptions options;
        if (withSkeleton)
            options.companions << m_xsf;
        const ReadResult r = readModelFile(path, options);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->file, path);
        QVERIFY2(r.error->message.contains(message), qPrintable(r.error->toString()));
        QCOMPARE(r.error->line, qint64(line));
    }

    // Every truncation and seeded byte damage of each fixture: an error or a
    // model, never a crash or a hang.
    void damagedFilesNeverCrash()
    {
        QTemporaryDir dir;
        const QList<QPair<QString, QByteArray>> files{{QStringLiteral("d.xmf"), kMesh},
                                                      {QStringLiteral("d.xsf"), kSkeleton},
                                                      {QStringLiteral("d.xaf"), kAnimation},
                                                      {QStringLiteral("d.xrf"), kMaterial}};
        ReadOptions options;
        options.companions << m_xsf;
        quint32 seed = 12345;
        auto next = [&seed]() { return seed = seed * 1664525u + 1013904223u; };
        int failures = 0, reads = 0;
        for (const auto &[name, text] : files) {
            const QString path = dir.filePath(name);
            const ReadOptions &o = name.endsWith(QLatin1String("xrf")) || name.endsWith(QLatin1String("xsf"))
                                       ? ReadOptions()
                                       : options;
            for (qsizetype cut = 0; cut < text.size(); cut += 13) {
                writeText(dir, name, text.left(cut));
                const ReadResult r = readModelFile(path, o);
                failures += r.ok() ? 0 : 1;
                ++reads;
            }
            for (int round = 0; round < 80; ++round) {
                QByteArray damaged = text;
                for (int k = 0; k < 3; ++k)
                    damaged[next() % damaged.size()] = char(next() % 256);
                writeText(dir, name, damaged);
                const ReadResult r = readModelFile(path, o);
                failures += r.ok() ? 0 : 1;
                QVERIFY(r.ok() || !r.error->message.isEmpty());
                ++reads;
            }
        }
        // Most damage is caught (truncated XML never parses).
        QVERIFY(failures > reads / 2);
    }

    // The fast path for plain decimals gives exactly what from_chars gives.
};

QTEST_GUILESS_MAIN(TestXmfBadInput)
#include "tst_xmf_bad_input.moc"
