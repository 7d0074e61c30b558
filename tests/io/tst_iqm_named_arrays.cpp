// IQM: texture-coordinate sets after the first and explicit bitangents
// travel as named custom arrays ("texcoord1", ..., "bitangent") and come
// back into their places; other custom arrays are left as they were.
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"

#include <QTest>

using namespace quarry;

class TestIqmNamedArrays : public QObject
{
    Q_OBJECT

private:
    static Mesh quad()
    {
        Mesh m;
        m.name = QStringLiteral("quad");
        m.positions = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}};
        m.normals = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
        m.tangents = {{1, 0, 0, 1}, {1, 0, 0, 1}, {1, 0, 0, -1}, {1, 0, 0, 1}};
        m.bitangents = {{0, 1, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0.5f, 0.25f}};
        m.texcoords = {{{0, 0}, {1, 0}, {1, 1}, {0, 1}},
                       {{0.5f, 0.25f}, {0.75f, 0.125f}, {0.1f, 0.2f}, {0.3f, 0.4f}},
                       {{2, 3}, {4, 5}, {6, 7}, {8, 9}}};
        CustomAttribute c;
        c.name = QStringLiteral("ambientocclusion");
        c.type = ComponentType::UByte;
        c.components = 1;
        c.values = {0, 64, 128, 255};
        m.customs = {c};
        m.triangles = {{0, 1, 2}, {0, 2, 3}};
        return m;
    }

    static ReadResult roundTrip(const Model &model, QList<Diagnostic> *warnings = nullptr, QByteArray *file = nullptr)
    {
        const WriteResult w = writeIqm(model, QStringLiteral("out.iqm"));
        if (!w.ok())
            return ReadResult::failure(QStringLiteral("out.iqm"), w.error->toString());
        if (warnings)
            *warnings = w.warnings;
        if (file)
            *file = w.data;
        return readIqm(QStringLiteral("out.iqm"), w.data);
    }

private Q_SLOTS:
    void extraSetsAndBitangentsRoundTrip()
    {
        Model model;
        model.meshes = {quad()};
        QList<Diagnostic> warnings;
        QByteArray file;
        const ReadResult r = roundTrip(model, &warnings, &file);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.value(0).toString()));
        // In the file: custom arrays by those names, which other readers see.
        QVERIFY(file.contains(QByteArray("texcoord1\0", 10)));
        QVERIFY(file.contains(QByteArray("texcoord2\0", 10)));
        QVERIFY(file.contains(QByteArray("bitangent\0", 10)));
        QCOMPARE(r.model.meshes.size(), 1);
        const Mesh &m = r.model.meshes[0];
        const Mesh original = quad();
        QCOMPARE(m.texcoords, original.texcoords);
        QCOMPARE(m.bitangents, original.bitangents);
        QCOMPARE(m.customs, original.customs);
        QCOMPARE(m.tangents, original.tangents);
        // And again: the same bytes.
        QByteArray again;
        Model back = r.model;
        QVERIFY(roundTrip(back, nullptr, &again).ok());
        QCOMPARE(again, file);
    }

    void oneSetAndNoBitangentsAddNothing()
    {
        Model model;
        Mesh m = quad();
        m.texcoords.resize(1);
        m.bitangents.clear();
        model.meshes = {m};
        QByteArray file;
        const ReadResult r = roundTrip(model, nullptr, &file);
        QVERIFY(r.ok());
        QVERIFY(!file.contains("texcoord1"));
        QVERIFY(!file.contains("bitangent"));
        QCOMPARE(r.model.meshes[0].texcoords.size(), 1);
        QVERIFY(r.model.meshes[0].bitangents.isEmpty());
        QCOMPARE(r.model.meshes[0].customs, m.customs);
    }

    void aCustomArrayOfAnotherShapeStaysCustom()
    {
        // "texcoord1" with three components is not a texture-coordinate set.
        Model model;
        Mesh m = quad();
        m.texcoords.resize(1);
        m.bitangents.clear();
        CustomAttribute c;
        c.name = QStringLiteral("texcoord1");
        c.type = ComponentType::Float;
        c.components = 3;
        c.values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
        m.customs.append(c);
        model.meshes = {m};
        const ReadResult r = roundTrip(model);
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes[0].texcoords.size(), 1);
        QCOMPARE(r.model.meshes[0].customs, m.customs);
    }
};

QTEST_GUILESS_MAIN(TestIqmNamedArrays)
#include "tst_iqm_named_arrays.moc"
