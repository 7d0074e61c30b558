// What shipped IQE files do beyond the format document, each in a small
// file written here in the style of the tool that does it: such a file
// opens (with a warning naming the line where it is odd) and a plain save
// gives it back byte for byte.
// - Blender's IQE exporter writes `vx nan nan nan 1` for the tangent of a
//   vertex whose texture coordinates are degenerate (Unvanquished's
//   plasma rifle view model had seven); the IQM compiler stores what it
//   reads and the renderer never needs that tangent. A `vn` the same way.
#include "io/Formats.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace quarry;

namespace {

// Blender's exporter: joints, vertex arrays declared, then per vertex vp,
// vn, vx, vt, vb; faces as fm; nine significant digits.
const QByteArray kNanTangent = "# Inter-Quake Export\n"
                               "\n"
                               "joint \"tag_weapon\" -1\n"
                               "joint \"gun_bone\" 0\n"
                               "\n"
                               "pq 0 0 0 0.707107008 0 0.707107008 0\n"
                               "pq 1.5 0 -0.25 0 0 0 1\n"
                               "\n"
                               "vertexarray position float 3\n"
                               "vertexarray normal float 3\n"
                               "vertexarray tangent float 4\n"
                               "vertexarray texcoord float 2\n"
                               "vertexarray blendindexes ubyte 4\n"
                               "vertexarray blendweights ubyte 4\n"
                               "\n"
                               "mesh \"gun\"\n"
                               "material \"models/weapons/gun\"\n"
                               "vp -5.27656031 -17.1318531 -6.17343616\n"
                               "vn 0.37167576 1.06918662e-06 -0.928362608\n"
                               "vx -8.04468016e-07 1 8.29616965e-07 -1\n"
                               "vt 0.548720002 0.101943001\n"
                               "vb 1 1\n"
                               "vp -4.99237871 -17.1318531 -6.18218517\n"
                               "vn -0.0307731722 8.04468016e-07 -0.999526381\n"
                               "vx nan nan nan 1\n"
                               "vt 0.548720002 0.101943001\n"
                               "vb 1 1\n"
                               "vp -4.70819664 -17.1318512 -6.19093466\n"
                               "vn -0.0307731722 8.04468016e-07 -0.999526381\n"
                               "vx nan nan nan 1\n"
                               "vt 0.548720002 0.101943001\n"
                               "vb 1 1\n"
                               "fm 0 1 2\n"
                               "\n"
                               "animation \"idle\"\n"
                               "framerate 24\n"
                               "loop\n"
                               "\n"
                               "frame 0\n"
                               "pq 0 0 0 0.707107008 0 0.707107008 0\n"
                               "pq 1.5 0 -0.25 0 0 0 1\n"
                               "\n";

} // namespace

class TestIqeShippedQuirks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString place(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

    static void checkPlainSave(const QString &path, const QByteArray &bytes)
    {
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const WriteResult w = encodeModelFile(r.model, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QCOMPARE(w.data, bytes);
    }

private slots:
    void nanTangent()
    {
        const QString path = place(QStringLiteral("gun_view.iqe"), kNanTangent);
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 1);
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.tangents.size(), 3);
        QVERIFY(std::isfinite(m.tangents[0].x()));
        QVERIFY(std::isnan(m.tangents[1].x()) && std::isnan(m.tangents[2].z()));
        // Said once, at the first such line.
        int said = 0;
        for (const Diagnostic &w : r.warnings)
            if (w.message.contains(QLatin1String("tangent"))) {
                ++said;
                QCOMPARE(w.line, 25);
            }
        QCOMPARE(said, 1);
        checkPlainSave(path, kNanTangent);
    }

    void nanNormal()
    {
        QByteArray text = kNanTangent;
        text.replace("vn -0.0307731722 8.04468016e-07 -0.999526381\nvx nan nan nan 1\nvt 0.548720002 0.101943001\nvb 1 "
                     "1\nvp -4.70819664",
                     "vn nan nan nan\nvx 1 0 0 1\nvt 0.548720002 0.101943001\nvb 1 1\nvp -4.70819664");
        QVERIFY(text.contains("vn nan nan nan"));
        const QString path = place(QStringLiteral("normal.iqe"), text);
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        bool said = false;
        for (const Diagnostic &w : r.warnings)
            said = said || (w.line == 24 && w.message.contains(QLatin1String("normal")));
        QVERIFY(said);
        checkPlainSave(path, text);
    }

    void nanTangentInTheSecondHalf()
    {
        // A file of 4 MiB or more is read on two threads from a `mesh` line
        // near its middle: the tangent there is said once, at its line.
        QByteArray text = "# Inter-Quake Export\n\njoint \"root\" -1\n\npq 0 0 0 0 0 0 1\n";
        qint64 line = 5, nanLine = 0;
        for (int m = 0; m < 10; ++m) {
            text += "\nmesh \"m" + QByteArray::number(m) + "\"\nmaterial \"skin\"\n";
            line += 3;
            for (int v = 0; v < 6000; ++v) {
                const QByteArray x = QByteArray::number(v * 0.001234567, 'g', 9);
                text += "vp " + x + " 0.5 " + x + "\nvn 0 0 1\n";
                text += (m == 8 && v == 100) ? "vx nan nan nan 1\n" : "vx 1 0 0 1\n";
                text += "vt 0.25 " + x + "\nvb 0 1\n";
                if (m == 8 && v == 100)
                    nanLine = line + 3;
                line += 5;
            }
            for (int t = 0; t < 5997; t += 3)
                text += "fm " + QByteArray::number(t) + ' ' + QByteArray::number(t + 1) + ' '
                        + QByteArray::number(t + 2) + '\n';
            line += 1999;
        }
        QVERIFY(text.size() >= (qsizetype(4) << 20));
        const QString path = place(QStringLiteral("large.iqe"), text);
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 10);
        QVERIFY(std::isnan(r.model.meshes[8].tangents[100].x()));
        int said = 0;
        for (const Diagnostic &w : r.warnings)
            if (w.message.contains(QLatin1String("tangent"))) {
                ++said;
                QCOMPARE(w.line, nanLine);
            }
        QCOMPARE(said, 1);
        checkPlainSave(path, text);
    }
};

QTEST_GUILESS_MAIN(TestIqeShippedQuirks)
#include "tst_iqe_shipped_quirks.moc"
