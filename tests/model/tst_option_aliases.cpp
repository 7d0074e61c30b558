// Option aliases of the operation registry: transformUVs takes
// `translate=(u, v)` and `scale=(u, v)` as well as translate_u/translate_v
// and scale_u/scale_v, with the same result; an alias and the options it
// stands for are not given together; a pair needs two values; the error for
// an unknown option names the aliases too.
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QTest>

using namespace quarry;

namespace {

// Two triangles sharing the edge 1-2: a unit square in XY and in UV.
Model square()
{
    Mesh m;
    m.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}};
    m.texcoords = {{{0, 0}, {1, 0}, {0, 1}, {1, 1}}};
    m.triangles = {{0, 1, 2}, {2, 1, 3}};
    Model model;
    model.meshes.append(m);
    return model;
}

Model after(const QVariantMap &options, OperationResult *result = nullptr)
{
    Document doc;
    doc.resetModel(square());
    const OperationResult r = runOperation(doc, QStringLiteral("transformUVs"), options);
    if (result)
        *result = r;
    return doc.model();
}

} // namespace

class TestOptionAliases : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void registryListsTheAliases()
    {
        const Operation *op = findOperation(QStringLiteral("transformUVs"));
        QVERIFY(op);
        QCOMPARE(op->aliases.size(), qsizetype(2));
        QCOMPARE(op->aliases[0].name, QStringLiteral("translate"));
        QCOMPARE(op->aliases[0].options, (QStringList{QStringLiteral("translate_u"), QStringLiteral("translate_v")}));
        QCOMPARE(op->aliases[1].name, QStringLiteral("scale"));
        QCOMPARE(op->aliases[1].options, (QStringList{QStringLiteral("scale_u"), QStringLiteral("scale_v")}));
        // Every alias stands for options the operation has, and no alias is
        // named like an option.
        for (const Operation &operation : operations()) {
            QStringList names;
            for (const OperationOption &o : operation.options)
                names << o.name;
            for (const OptionAlias &a : operation.aliases) {
                QVERIFY2(!names.contains(a.name), qPrintable(operation.id + QLatin1Char(' ') + a.name));
                for (const QString &target : a.options)
                    QVERIFY2(names.contains(target), qPrintable(operation.id + QLatin1Char(' ') + target));
            }
        }
    }

    void translatePairMovesAsTheTwoOptions()
    {
        OperationResult r;
        const Model pair = after({{QStringLiteral("translate"), QVariantList{0.25, 0.5}}}, &r);
        QVERIFY2(r.ok, qPrintable(r.message));
        const Model two = after({{QStringLiteral("translate_u"), 0.25}, {QStringLiteral("translate_v"), 0.5}});
        QVERIFY(pair == two);
        QVERIFY(!(pair == square()));
        QCOMPARE(pair.meshes[0].texcoords[0][0], QVector2D(0.25f, 0.5f));
        QCOMPARE(pair.meshes[0].texcoords[0][3], QVector2D(1.25f, 1.5f));
    }

    void scalePairScalesAsTheTwoOptions()
    {
        OperationResult r;
        const Model pair = after({{QStringLiteral("scale"), QVariantList{2, 0.5}}}, &r);
        QVERIFY2(r.ok, qPrintable(r.message));
        const Model two = after({{QStringLiteral("scale_u"), 2}, {QStringLiteral("scale_v"), 0.5}});
        QVERIFY(pair == two);
        // About the centre (0.5, 0.5).
        QCOMPARE(pair.meshes[0].texcoords[0][0], QVector2D(-0.5f, 0.25f));
        QCOMPARE(pair.meshes[0].texcoords[0][3], QVector2D(1.5f, 0.75f));
        // Both aliases at once.
        const Model both = after(
            {{QStringLiteral("translate"), QVariantList{1, 0}}, {QStringLiteral("scale"), QVariantList{2, 2}}});
        const Model bothNamed = after({{QStringLiteral("translate_u"), 1},
                                       {QStringLiteral("translate_v"), 0},
                                       {QStringLiteral("scale_u"), 2},
                                       {QStringLiteral("scale_v"), 2}});
        QVERIFY(both == bothNamed);
    }

    void aliasAndItsOptionsNotTogether()
    {
        OperationResult r;
        const Model m = after({{QStringLiteral("translate"), QVariantList{1, 1}}, {QStringLiteral("translate_u"), 0.5}},
                              &r);
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains(QStringLiteral("\"translate\"")) && r.message.contains(QStringLiteral("not both")),
                 qPrintable(r.message));
        QVERIFY(m == square());
    }

    void pairNeedsTwoValues()
    {
        for (const QVariant &bad :
             {QVariant(QVariantList{1.0}), QVariant(QVariantList{1.0, 2.0, 3.0}), QVariant(0.5)}) {
            OperationResult r;
            const Model m = after({{QStringLiteral("scale"), bad}}, &r);
            QVERIFY(!r.ok);
            QVERIFY2(r.message.contains(QStringLiteral("expects 2 values (scale_u, scale_v)")), qPrintable(r.message));
            QVERIFY(m == square());
        }
        // The values are checked as the options' own.
        OperationResult r;
        after({{QStringLiteral("translate"), QVariantList{QStringLiteral("left"), 0}}}, &r);
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains(QStringLiteral("translate_u")), qPrintable(r.message));
    }

    void unknownOptionNamesTheAliases()
    {
        OperationResult r;
        after({{QStringLiteral("move"), QVariantList{1, 1}}}, &r);
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains(QStringLiteral("translate_u")) && r.message.contains(QStringLiteral("translate,"))
                     && r.message.contains(QStringLiteral("scale")),
                 qPrintable(r.message));
    }
};

QTEST_MAIN(TestOptionAliases)
#include "tst_option_aliases.moc"
