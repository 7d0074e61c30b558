// QuickModel reading, writing and detection.
#include "io/Formats.h"
#include "io/qm/QmReader.h"
#include "io/qm/QmWriter.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Tessellate.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

const QString fixtures = QStringLiteral(QUARRY_SOURCE_DIR "/tests/qm/fixtures/");

QByteArray fixture(const QString &name)
{
    QFile f(fixtures + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

ReadResult readText(const QByteArray &text)
{
    return readQm(QStringLiteral("test.qm"), text, {});
}

QByteArray writeShapes(const Model &model)
{
    const WriteResult w = writeQm(model, QStringLiteral("out.qm"), {});
    if (!w.ok())
        qWarning("%s", qPrintable(w.error->toString()));
    return w.data;
}

QString diagnostics(const QList<Diagnostic> &list)
{
    QStringList out;
    for (const Diagnostic &d : list)
        out << d.toString();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestQm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specExamplesRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("nu");
        QTest::addColumn<int>("nv");
        const QStringList files = QDir(fixtures).entryList({QStringLiteral("spec_*.qm")});
        QCOMPARE(files.size(), qsizetype(8));
        QTest::newRow("sphere") << "spec_sphere.qm" << int(Shape::Kind::Sphere) << 0 << 0;
        QTest::newRow("open curve") << "spec_open_curve.qm" << int(Shape::Kind::Surface) << 4 << 1;
        QTest::newRow("closed curve") << "spec_closed_curve.qm" << int(Shape::Kind::Surface) << 6 << 1;
        QTest::newRow("4x4 patch") << "spec_patch_4x4.qm" << int(Shape::Kind::Surface) << 4 << 4;
        QTest::newRow("closed in v") << "spec_closed_v_surface.qm" << int(Shape::Kind::Surface) << 3 << 9;
        QTest::newRow("doughnut") << "spec_doughnut.qm" << int(Shape::Kind::Surface) << 6 << 9;
        QTest::newRow("cube transforms") << "spec_cube_transforms.qm" << int(Shape::Kind::Cube) << 0 << 0;
        QTest::newRow("cube tm") << "spec_cube_tm.qm" << int(Shape::Kind::Cube) << 0 << 0;
    }

    void specExamplesRoundTrip()
    {
        QFETCH(QString, file);
        QFETCH(int, kind);
        QFETCH(int, nu);
        QFETCH(int, nv);
        const QByteArray text = fixture(file);
        QVERIFY(probeQm(text));
        const ReadResult r = readText(text);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QVERIFY2(r.warnings.isEmpty(), qPrintable(diagnostics(r.warnings)));
        QCOMPARE(r.model.shapes.size(), qsizetype(1));
        const Shape &s = r.model.shapes[0];
        QCOMPARE(int(s.kind), kind);
        QCOMPARE(s.nu, nu);
        QCOMPARE(s.nv, nv);
        QCOMPARE(s.cvs.size(), qsizetype(nu) * nv);
        // Absent characteristics stay absent and mean the defaults.
        QVERIFY(!s.color && !s.diffusion && !s.specularity);
        QCOMPARE(s.effectiveColor(), QVector3D(0.3f, 0.6f, 1.0f));
        QCOMPARE(s.effectiveDiffusion(), 0.8f);
        QCOMPARE(s.effectiveSpecularity(), 0.6f);

        const QByteArray first = writeShapes(r.model);
        QVERIFY(!first.isEmpty());
        const ReadResult again = readText(first);
        QVERIFY2(again.ok(), qPrintable(again.error ? again.error->toString() : QString()));
        QCOMPARE(again.model, r.model);
        const QByteArray second = writeShapes(again.model);
        QCOMPARE(second, first);
    }

    void specValuesAreRead()
    {
        const Shape curve = readText(fixture(QStringLiteral("spec_open_curve.qm"))).model.shapes.value(0);
        QVERIFY(curve.isCurve());
        QCOMPARE(curve.cvs[0], (ControlVertex{QVector3D(3.1f, 0, 3.0f), 1, 0}));
        QCOMPARE(curve.cvs[2], (ControlVertex{QVector3D(3.0f, 0, -0.2f), 0, 0}));
        QCOMPARE(curve.cvs[3], (ControlVertex{QVector3D(3.6f, 0, -2.0f), 1, 0}));

        const Shape patch = readText(fixture(QStringLiteral("spec_patch_4x4.qm"))).model.shapes.value(0);
        QCOMPARE(patch.cvs[5], (ControlVertex{QVector3D(2.0f, -0.2f, 1.3f), 0, 0}));
        QCOMPARE(patch.cvs[15], (ControlVertex{QVector3D(2.6f, -0.4f, -2.0f), 1, 1}));

        const Shape cube = readText(fixture(QStringLiteral("spec_cube_tm.qm"))).model.shapes.value(0);
        QCOMPARE(cube.tm, std::optional<QMatrix4x4>(QMatrix4x4()));
        QCOMPARE(cube.rotate, std::optional<QVector3D>(QVector3D(45, 30, 0)));
        QCOMPARE(cube.scale, std::optional<QVector3D>(QVector3D(2, 1, 5.5f)));
        QCOMPARE(cube.translate, std::optional<QVector3D>(QVector3D(-0.6f, 0, -4)));
        using S = Shape::Statement;
        QCOMPARE(cube.statementOrder, (QList<S>{S::Tm, S::Rotate, S::Scale, S::Translate, S::Primitive}));
    }

    void writesTheSpecLayout()
    {
        const ReadResult r = readText(fixture(QStringLiteral("spec_cube_transforms.qm")));
        QCOMPARE(writeShapes(r.model), QByteArray("model\n{\n"
                                                  "    rotate( 45, 30, 0 );\n"
                                                  "    scale( 2, 1, 5.5 );\n"
                                                  "    translate( -0.6, 0, -4 );\n"
                                                  "    cube();\n"
                                                  "}\n"));
        const ReadResult curve = readText(fixture(QStringLiteral("spec_open_curve.qm")));
        QCOMPARE(writeShapes(curve.model), QByteArray("model\n{\n"
                                                      "    surface( 4, 1 );\n    {\n"
                                                      "        CV( 3.1, 0, 3, 1, 0 );\n"
                                                      "        CV( 3.8, 0, 1.2, 0, 0 );\n"
                                                      "        CV( 3, 0, -0.2, 0, 0 );\n"
                                                      "        CV( 3.6, 0, -2, 1, 0 );\n"
                                                      "    }\n}\n"));
    }

    void statementOrderAndCharacteristicsKept()
    {
        // Several models, comments, characteristics, an unusual order,
        // numbers with and without decimal points, a tm with translation.
        const QByteArray text = "/* scene */\n"
                                "# exported\n"
                                "model {\n"
                                "  cone();  // after the primitive:\n"
                                "  specularity(1);\n"
                                "  translate(1,2,3);\n"
                                "  color(1, 0.5, 0);\n"
                                "}\n"
                                "model\n{\n"
                                "  diffusion( 0.25 );\n"
                                "  tm( (1,0,0,0), (0,1,0,0), (0,0,1,0), (5,6,7,1) );\n"
                                "  scale( 2, 2, 2 );\n"
                                "  light();\n"
                                "}\n";
        QVERIFY(probeQm(text));
        const ReadResult r = readText(text);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.shapes.size(), qsizetype(2));
        QCOMPARE(r.model.shapes[0].name, QStringLiteral("cone 1"));
        QCOMPARE(r.model.shapes[1].name, QStringLiteral("light 2"));
        const Shape &cone = r.model.shapes[0];
        QCOMPARE(cone.kind, Shape::Kind::Cone);
        QCOMPARE(cone.color, std::optional<QVector3D>(QVector3D(1, 0.5f, 0)));
        QCOMPARE(cone.specularity, std::optional<float>(1.0f));
        QVERIFY(!cone.diffusion);
        QCOMPARE(cone.effectiveDiffusion(), 0.8f);
        const Shape &light = r.model.shapes[1];
        QCOMPARE(light.kind, Shape::Kind::Light);
        QCOMPARE(light.diffusion, std::optional<float>(0.25f));
        // SGI GL order: the translation is the last row of the text.
        QCOMPARE(light.matrix().map(QVector3D(1, 0, 0)), QVector3D(7, 6, 7));

        const QByteArray written = writeShapes(r.model);
        QVERIFY2(written.indexOf("cone();\n    specularity( 1 );\n    translate( 1, 2, 3 );\n    color( 1, 0.5, 0 );")
                     > 0,
                 written.constData());
        QVERIFY2(written.indexOf("( 5, 6, 7, 1 ) );\n    scale( 2, 2, 2 );\n    light();") > 0, written.constData());
        const ReadResult back = readText(written);
        QCOMPARE(back.model, r.model);
        QCOMPARE(writeShapes(back.model), written);
    }

    void transformOrder()
    {
        // tm * translate * rotate x, y, z * scale.
        Shape s;
        s.scale = QVector3D(2, 1, 1);
        s.rotate = QVector3D(0, 0, 90);
        s.translate = QVector3D(10, 0, 0);
        QMatrix4x4 tm;
        tm.translate(0, 0, 100);
        s.tm = tm;
        const QVector3D p = s.matrix().map(QVector3D(1, 0, 0));
        // scale: (2, 0, 0); rotate z 90: (0, 2, 0); translate: (10, 2, 0); tm: (10, 2, 100).
        QVERIFY((p - QVector3D(10, 2, 100)).length() < 1e-5f);
        s.tm.reset();
        s.translate.reset();
        s.scale.reset();
        s.rotate = QVector3D(90, 90, 0);
        // x first, then y (applied to the point in the reverse order of the matrix product).
        const QVector3D q = s.matrix().map(QVector3D(0, 0, 1));
        // Rz(0) then Ry(90) maps z to x; then Rx(90) leaves x alone.
        QVERIFY2((q - QVector3D(1, 0, 0)).length() < 1e-5f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(q.x()).arg(q.y()).arg(q.z())));
    }

    void editedShapesWriteInTheWritersOrder()
    {
        ReadResult r = readText("model { sphere(); }");
        QVERIFY(r.ok());
        r.model.shapes[0].translate = QVector3D(1, 0, 0);
        r.model.shapes[0].color = QVector3D(1, 1, 1);
        QCOMPARE(writeShapes(r.model), QByteArray("model\n{\n    translate( 1, 0, 0 );\n    color( 1, 1, 1 );\n"
                                                  "    sphere();\n}\n"));
        Model fresh;
        Shape s;
        s.kind = Shape::Kind::Cylinder;
        s.scale = QVector3D(1, 2, 3);
        fresh.shapes = {s, s};
        QCOMPARE(writeShapes(fresh), QByteArray("model\n{\n    scale( 1, 2, 3 );\n    cylinder();\n}\n\n"
                                                "model\n{\n    scale( 1, 2, 3 );\n    cylinder();\n}\n"));
    }

    void unknownFunctionsAreReportedAndKept()
    {
        const QByteArray text = "model\n{\n    texture( \"a\" );\n}\n";
        QVERIFY(!readText(text).ok()); // a quote is no QuickModel token
        const QByteArray known = "model\n{\n    glow( 1, 2 );\n    sphere();\n    shininess( 5 );\n}\n";
        const ReadResult r = readText(known);
        QVERIFY(r.ok());
        QCOMPARE(r.warnings.size(), qsizetype(2));
        QCOMPARE(r.warnings[0].line, qint64(3));
        QVERIFY(r.warnings[0].message.contains(QLatin1String("glow")));
        QCOMPARE(r.warnings[1].line, qint64(5));
        const QByteArray written = writeShapes(r.model);
        QCOMPARE(written, QByteArray("model\n{\n    glow( 1, 2 );\n    sphere();\n    shininess( 5 );\n}\n"));
        QCOMPARE(readText(written).model, r.model);
    }

    void errorsNameTheLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("empty") << QByteArray("\n\n") << 3 << "no model";
        QTest::newRow("not model") << QByteArray("model {}\nmodle\n{\n}\n") << 1 << "no primitive";
        QTest::newRow("second word") << QByteArray("model { cube(); }\n\nmodle\n{\n}\n") << 3 << "expected 'model'";
        QTest::newRow("missing paren") << QByteArray("model\n{\n    sphere(;\n}\n") << 3 << "no parameters";
        QTest::newRow("primitive args") << QByteArray("model\n{\n    cube( 1 );\n}\n") << 3 << "no parameters";
        QTest::newRow("missing semicolon") << QByteArray("model\n{\n    cube()\n    rotate(1,2,3);\n}\n") << 4 << "';'";
        QTest::newRow("cv arguments") << QByteArray("model\n{\n    surface( 2, 1 );\n    {\n        CV( 1, 2, 3, 0 );\n"
                                                    "        CV( 1, 2, 3, 0, 0 );\n    }\n}\n")
                                      << 5 << "5 number";
        QTest::newRow("cv count") << QByteArray("model\n{\n    surface( 3, 1 );\n    {\n        CV( 1, 2, 3, 0, 0 );\n"
                                                "        CV( 1, 2, 3, 0, 0 );\n    }\n}\n")
                                  << 3 << "needs 3 CVs, found 2";
        QTest::newRow("too many cvs") << QByteArray(
            "model\n{\n    surface( 1, 1 );\n    {\n        CV( 1, 2, 3, 0, 0 );\n"
            "        CV( 1, 2, 3, 0, 0 );\n    }\n}\n")
                                      << 6 << "more than 1 CVs";
        QTest::newRow("bad number") << QByteArray("model\n{\n\n    translate( 1.2.3, 0, 0 );\n    cube();\n}\n") << 4
                                    << "malformed number";
        QTest::newRow("word as number") << QByteArray("model\n{\n    scale( 1, two, 3 );\n    cube();\n}\n") << 3
                                        << "expected a number";
        QTest::newRow("too many numbers")
            << QByteArray("model\n{\n    color( 1, 1, 1, 1 );\n    cube();\n}\n") << 3 << "found more";
        QTest::newRow("two primitives") << QByteArray("model\n{\n    cube();\n    sphere();\n}\n") << 4 << "line 3";
        QTest::newRow("twice") << QByteArray(
            "model\n{\n    rotate( 1, 2, 3 );\n    cube();\n    rotate( 1, 2, 3 );\n}\n")
                               << 5 << "twice";
        QTest::newRow("unclosed model") << QByteArray("model\n{\n    cube();\n") << 1 << "not closed";
        QTest::newRow("unclosed cv list")
            << QByteArray("model\n{\n  surface(1,1);\n  {\n    CV(0,0,0,0,0);\n") << 3 << "not closed";
        QTest::newRow("comment") << QByteArray("model\n{\n    cube();\n/* note\n\n") << 4 << "unterminated comment";
        QTest::newRow("binary") << QByteArray("model\n{\n    cube();\n\x01\x02\n}") << 4 << "0x01";
        QTest::newRow("cv outside") << QByteArray("model\n{\n    CV( 1, 2, 3, 0, 0 );\n}\n") << 3 << "outside";
        QTest::newRow("huge surface") << QByteArray("model\n{\n    surface( 100000, 100000 );\n}\n") << 3
                                      << "more than the file can hold";
        QTest::newRow("zero surface") << QByteArray("model\n{\n    surface( 0, 1 );\n}\n") << 3 << "at least 1";
        QTest::newRow("fraction") << QByteArray("model\n{\n    surface( 1.5, 1 );\n}\n") << 3 << "whole numbers";
        QTest::newRow("multiplicity") << QByteArray(
            "model\n{\n    surface( 1, 1 );\n    {\n        CV( 1, 2, 3, 7, 0 );\n    }\n}\n")
                                      << 5 << "multiplicity";
        QTest::newRow("infinite") << QByteArray("model\n{\n    scale( 1e999, 1, 1 );\n    cube();\n}\n") << 3
                                  << "malformed number";
        QTest::newRow("float overflow") << QByteArray("model\n{\n    translate( 0, 1e39, 0 );\n    cube();\n}\n") << 3
                                        << "too large";
        QTest::newRow("tm rows") << QByteArray("model\n{\n    tm( (1,0,0,0), (0,1,0,0), (0,0,1,0) );\n    cube();\n}\n")
                                 << 3 << "tm";
        QTest::newRow("unknown unclosed") << QByteArray("model\n{\n    glow( 1, 2;\n    cube();\n}\n") << 3 << "glow";
    }

    void errorsNameTheLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        const ReadResult r = readText(text);
        QVERIFY(!r.ok());
        QVERIFY(r.model.shapes.isEmpty());
        QCOMPARE(r.error->line, qint64(line));
        QVERIFY2(r.error->message.contains(fragment), qPrintable(r.error->message));
        QVERIFY(r.error->toString().startsWith(QStringLiteral("test.qm:%1: ").arg(line)));
    }

    void multiplicityWarnings()
    {
        const ReadResult r = readText("model\n{\n    surface( 2, 2 );\n    {\n        CV( 0, 0, 0, 1, 1 );\n"
                                      "        CV( 1, 0, 0, 1, 1 );\n        CV( 0, 1, 0, 0, 1 );\n"
                                      "        CV( 1, 1, 0, 1, 2 );\n    }\n}\n");
        QVERIFY(r.ok());
        QCOMPARE(r.warnings.size(), qsizetype(3));
        QCOMPARE(r.warnings[0].line, qint64(8)); // the documented range
        QCOMPARE(r.warnings[1].line, qint64(7)); // column 0 disagrees in u
        QCOMPARE(r.warnings[2].line, qint64(8)); // row 1 disagrees in v
    }

    void truncatedFilesNeverCrash()
    {
        const QByteArray text = fixture(QStringLiteral("spec_doughnut.qm"))
                                + fixture(QStringLiteral("spec_cube_tm.qm"));
        const qsizetype doughnutEnd = fixture(QStringLiteral("spec_doughnut.qm")).size();
        const qsizetype cubeEnd = text.lastIndexOf('}') + 1;
        int complete = 0;
        for (qsizetype n = 0; n < text.size(); ++n) {
            const ReadResult r = readText(text.left(n));
            if (r.ok()) {
                ++complete;
                // Only cuts right after a model's closing brace read.
                QVERIFY(n == doughnutEnd - 1 || n == doughnutEnd || n == cubeEnd);
                QCOMPARE(r.model.shapes.size(), qsizetype(n < cubeEnd ? 1 : 2));
            } else {
                QVERIFY(r.error->line >= 1);
            }
        }
        QCOMPARE(complete, 3);
        QCOMPARE(readText(text).model.shapes.size(), qsizetype(2));
    }

    void byteFlipsNeverCrash()
    {
        const QByteArray text = fixture(QStringLiteral("spec_closed_v_surface.qm"))
                                + fixture(QStringLiteral("spec_cube_tm.qm"));
        quint32 seed = 12345;
        auto next = [&seed] {
            seed = seed * 1664525u + 1013904223u;
            return seed >> 8;
        };
        int failures = 0;
        for (int round = 0; round < 2000; ++round) {
            QByteArray damaged = text;
            for (int k = 0; k < 3; ++k)
                damaged[qsizetype(next() % quint32(damaged.size()))] = char(next() & 0xFF);
            const ReadResult r = readText(damaged);
            if (!r.ok()) {
                ++failures;
                QVERIFY(r.error->line >= 1 && r.error->line <= damaged.count('\n') + 1);
                QVERIFY(!r.error->message.isEmpty());
            } else {
                // Whatever reads writes back and reads the same.
                QCOMPARE(readText(writeShapes(r.model)).model, r.model);
            }
        }
        QVERIFY(failures > 0);
    }

    void detectionByContent()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString named = dir.filePath(QStringLiteral("scene.txt"));
        QFile f(named);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("// written by hand\n\n  model\n  {\n    sphere();\n  }\n");
        f.close();
        QCOMPARE(detectFormat(named), QStringLiteral("qm"));
        const ReadResult r = readModelFile(named);
        QVERIFY(r.ok());
        QCOMPARE(r.model.shapes.size(), qsizetype(1));

        const QString notModel = dir.filePath(QStringLiteral("list.qm"));
        QFile g(notModel);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("\nmodels {\n}\n");
        g.close();
        QString why;
        QCOMPARE(detectFormat(notModel, &why), QString());
        QVERIFY2(why.contains(QLatin1String("line 2")) && why.contains(QLatin1String("models")), qPrintable(why));
        QCOMPARE(formatForWriting(notModel), QStringLiteral("qm"));
        QVERIFY(probeQm("\xEF\xBB\xBFmodel\r\n{\r\n    sphere();\r\n}\r\n"));
        QCOMPARE(readText("\xEF\xBB\xBF\r\nmodel\r\n{\r\n    cube();\r\n}\r\n").model.shapes.value(0).kind,
                 Shape::Kind::Cube);
        // A long header comment: the probe cannot see past it and lets the reader judge.
        const QByteArray longComment = "/* " + QByteArray(5000, 'x') + " */\nmodel\n{\n    cube();\n}\n";
        QVERIFY(probeQm(longComment.left(4096)));
        QCOMPARE(readText(longComment).model.shapes.size(), qsizetype(1));
        QVERIFY(!probeQm(QByteArray(4096, '#'))); // other text formats start with # lines
        QVERIFY(!probeQm("modelx { sphere(); }"));
        QVERIFY(!probeQm("model sphere();"));
        QVERIFY(!probeQm("# Inter-Quake Export\nmesh \"a\"\n"));
    }

    void qtTranslationIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString qmPath = dir.filePath(QStringLiteral("app_de.qm"));
        const QString lrelease = QStringLiteral("/usr/lib/qt6/bin/lrelease");
        bool generated = false;
        if (QFile::exists(lrelease)) {
            const QString ts = dir.filePath(QStringLiteral("app_de.ts"));
            QFile f(ts);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" language=\"de\">\n"
                    "<context><name>main</name><message><source>model {</source>"
                    "<translation>Modell {</translation></message></context>\n</TS>\n");
            f.close();
            QProcess p;
            p.start(lrelease, {QStringLiteral("-silent"), ts, QStringLiteral("-qm"), qmPath});
            generated = p.waitForFinished(30000) && p.exitCode() == 0 && QFile::exists(qmPath);
        }
        if (!generated) {
            // The documented 16-byte header of a compiled translation.
            QFile f(qmPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromHex("3CB86418CAEF9C95CD211CBF60A1BDDD") + QByteArray("\x42\0\0\0\x08model {", 13));
        }
        QFile f(qmPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        f.close();
        QVERIFY(isQtTranslation(bytes));
        QVERIFY(!probeQm(bytes));

        QString why;
        QCOMPARE(detectFormat(qmPath, &why), QString());
        QVERIFY2(why.contains(QLatin1String("Qt translation")) && why.contains(QLatin1String("not a QuickModel")),
                 qPrintable(why));
        const ReadResult r = readModelFile(qmPath);
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(QLatin1String("Qt translation")), qPrintable(r.error->toString()));
        QCOMPARE(r.error->file, qmPath);
        // The reader says the same when handed the bytes directly.
        const ReadResult direct = readQm(qmPath, bytes, {});
        QVERIFY(!direct.ok());
        QVERIFY(direct.error->message.contains(QLatin1String("Qt translation")));
    }

    void writeModelFileRoundTrip()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.qm"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(fixture(QStringLiteral("spec_doughnut.qm")) + fixture(QStringLiteral("spec_cube_tm.qm")));
        f.close();
        const ReadResult r = readModelFile(in);
        QVERIFY(r.ok());
        const QString out1 = dir.filePath(QStringLiteral("out1.qm"));
        const QString out2 = dir.filePath(QStringLiteral("out2.qm"));
        QVERIFY(writeModelFile(r.model, out1, formatForWriting(out1)).ok());
        const ReadResult back = readModelFile(out1);
        QVERIFY(back.ok());
        QCOMPARE(back.model, r.model);
        QVERIFY(writeModelFile(back.model, out2, QStringLiteral("qm")).ok());
        QFile a(out1), b(out2);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }

    void meshModelExportsAsPatches()
    {
        const Model sample = makeSampleModel();
        QVERIFY(!sample.skeleton.isEmpty() && !sample.animations.isEmpty());
        const WriteResult w = writeQm(sample, QStringLiteral("sample.qm"), {});
        QVERIFY(w.ok());
        const QString warnings = diagnostics(w.warnings);
        QVERIFY2(warnings.contains(QLatin1String("skeleton")) && warnings.contains(QLatin1String("animation")),
                 qPrintable(warnings));
        const ReadResult r = readText(w.data);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        qsizetype triangles = 0;
        for (const Mesh &m : sample.meshes)
            triangles += m.triangles.size();
        // Quads made of two triangles become one patch.
        QVERIFY(r.model.shapes.size() < triangles);
        QVERIFY(r.model.shapes.size() >= triangles / 2);
        for (const Shape &s : r.model.shapes) {
            QCOMPARE(s.kind, Shape::Kind::Surface);
            QCOMPARE(s.nu, 2);
            QCOMPARE(s.nv, 2);
            for (const ControlVertex &cv : s.cvs)
                QVERIFY(cv.multiplicityU == 1 && cv.multiplicityV == 1);
        }
        // Materials become colors.
        QCOMPARE(r.model.shapes.first().color, std::optional<QVector3D>(sample.materials[0].diffuse->toVector3D()));
        QCOMPARE(r.model.shapes.last().color, std::optional<QVector3D>(sample.materials[1].diffuse->toVector3D()));

        // Tessellated, the patches give back the triangles with their winding.
        Model back = r.model;
        tessellateShapesIntoMeshes(back);
        QCOMPARE(back.triangleCount(), triangles);
        QCOMPARE(back.meshes.size(), sample.meshes.size()); // patches of one look share a mesh
        QList<QVector3D> original, again;
        auto corners = [](const Model &m, QList<QVector3D> &out) {
            for (const Mesh &mesh : m.meshes)
                for (const Triangle &t : mesh.triangles) {
                    const QVector3D n = QVector3D::crossProduct(mesh.positions[t[1]] - mesh.positions[t[0]],
                                                                mesh.positions[t[2]] - mesh.positions[t[0]]);
                    out << (mesh.positions[t[0]] + mesh.positions[t[1]] + mesh.positions[t[2]]) / 3.0f
                        << n.normalized();
                }
        };
        corners(sample, original);
        corners(back, again);
        QCOMPARE(again.size(), original.size());
        for (qsizetype i = 0; i < original.size(); ++i)
            QVERIFY2((again[i] - original[i]).length() < 1e-4f, qPrintable(QString::number(i)));
    }

    void progressAndCancel()
    {
        const QByteArray text = fixture(QStringLiteral("spec_doughnut.qm")) + fixture(QStringLiteral("spec_sphere.qm"));
        QList<double> seen;
        ReadOptions options;
        options.progress = [&seen](double f) {
            seen << f;
            return true;
        };
        const ReadResult r = readQm(QStringLiteral("p.qm"), text, options);
        QVERIFY(r.ok());
        QCOMPARE(seen.size(), qsizetype(2)); // once per model
        QVERIFY(seen[0] > 0 && seen[0] < seen[1] && seen[1] <= 1.0);
        options.progress = [](double) { return false; };
        const ReadResult cancelled = readQm(QStringLiteral("p.qm"), text, options);
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error->message, cancelledMessage());

        WriteOptions writeOptions;
        writeOptions.progress = [](double) { return false; };
        const WriteResult w = writeQm(r.model, QStringLiteral("p.qm"), writeOptions);
        QVERIFY(!w.ok());
        QCOMPARE(w.error->message, cancelledMessage());
    }

    void emptyModelIsNotWritten()
    {
        const WriteResult w = writeQm(Model{}, QStringLiteral("empty.qm"), {});
        QVERIFY(!w.ok());
        QVERIFY(w.error->message.contains(QLatin1String("no shapes")));
    }
};

QTEST_GUILESS_MAIN(TestQm)
#include "tst_qm.moc"
