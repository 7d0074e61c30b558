// MDL and MD2, what a write then a read gives back: animation names ending
// in digits (frames named as Quake II numbers a series', "pain101", or
// after an underscore, and grouped back into the same names); an MDL read
// without the copy kept for saving it back.
#include "Md2Fixture.h"
#include "MdlFixture.h"

#include "io/Formats.h"
#include "io/md2/Md2Reader.h"
#include "io/md2/Md2Writer.h"
#include "io/mdl/MdlReader.h"
#include "io/mdl/MdlWriter.h"
#include "io/quake/FrameSamples.h"
#include "io/quake/PoseAnimations.h"

#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

QStringList animationNames(const Model &model)
{
    QStringList names;
    for (const Animation &a : model.animations)
        names << a.name;
    return names;
}

// `model`'s animations renamed, the last stretched to `seconds` (more than
// 99 frames at 10 a second where long enough).
Model renamed(Model model, const QStringList &names, double seconds)
{
    while (model.animations.size() < names.size())
        model.animations.append(model.animations.first());
    for (qsizetype a = 0; a < names.size(); ++a)
        model.animations[a].name = names[a];
    model.animations.last().duration = seconds;
    return model;
}

} // namespace

class TestQuakeRoundTrips : public QObject
{
    Q_OBJECT

private slots:
    void frameNamesGroupBackIntoTheirAnimation_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<int>("count");
        QTest::addColumn<QByteArray>("first");
        QTest::addColumn<QString>("name"); // read back
        QTest::newRow("letters") << "walk" << 8 << QByteArray("walk1") << "walk";
        QTest::newRow("a digit") << "pain1" << 4 << QByteArray("pain101") << "pain1";
        QTest::newRow("two digits") << "death12" << 30 << QByteArray("death1201") << "death12";
        QTest::newRow("a zero") << "walk0" << 5 << QByteArray("walk0_1") << "walk0";
        QTest::newRow("over 99 frames") << "run2" << 120 << QByteArray("run2_1") << "run2";
        QTest::newRow("digits only") << "42" << 3 << QByteArray("42_1") << "42";
        QTest::newRow("a space") << "hit 3" << 2 << QByteArray("hit_301") << "hit_3";
        // Cut to 11 characters in every one of its 1,630 frames (not 14,
        // 13, 12, 11 as the numbers grow): one animation.
        QTest::newRow("a long name") << "DokuroChan_test_bone" << 1630 << QByteArray("DokuroChan_1") << "DokuroChan_";
    }

    void frameNamesGroupBackIntoTheirAnimation()
    {
        QFETCH(QString, base);
        QFETCH(int, count);
        QFETCH(QByteArray, first);
        QFETCH(QString, name);
        QCOMPARE(quake::frameName(base, 1, count), first);
        QList<QString> names;
        QList<int> poses;
        for (int k = 1; k <= count; ++k) {
            const QByteArray name = quake::frameName(base, k, count);
            QVERIFY(name.size() <= 15);
            names << QString::fromLatin1(name);
            poses << k - 1;
        }
        const QList<quake::PoseRun> runs = quake::runsByPrefix(names, poses, 10.0);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].name, name);
        QCOMPARE(runs[0].poses.size(), qsizetype(count));
    }

    void mdlKeepsAnimationNamesEndingInDigits()
    {
        const ReadResult r = readMdl(QStringLiteral("fixture.mdl"), mdlFixture());
        QVERIFY(r.ok());
        // The fixture's frames and its frame group, renamed; the group
        // stays one group, the frames become three animations.
        const QStringList names = {QStringLiteral("pain1"), QStringLiteral("walk0")};
        const Model m = renamed(r.model, names, r.model.animations.last().duration);
        const WriteResult w = writeMdl(m, QStringLiteral("out.mdl"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const ReadResult back = readMdl(QStringLiteral("out.mdl"), w.data);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        QCOMPARE(animationNames(back.model), names);
        // Frames written one by one, over 99 of them in the last.
        WriteOptions options;
        options.options.insert(QStringLiteral("mdl.fps"), 10.0);
        const QStringList more = {QStringLiteral("pain1"), QStringLiteral("walk0"), QStringLiteral("attack2")};
        const Model longer = renamed(r.model, more, 12.0);
        const WriteResult l = writeMdl(longer, QStringLiteral("out.mdl"), options);
        QVERIFY2(l.ok(), qPrintable(l.error ? l.error->toString() : QString()));
        const ReadResult longerBack = readMdl(QStringLiteral("out.mdl"), l.data);
        QVERIFY(longerBack.ok());
        QCOMPARE(animationNames(longerBack.model), more);
        QCOMPARE(longerBack.model.animations.last().frameCount(), 121);
    }

    void md2KeepsAnimationNamesEndingInDigits()
    {
        const ReadResult r = readMd2(QStringLiteral("tank.md2"), md2Fixture());
        QVERIFY(r.ok());
        const QStringList names = {QStringLiteral("pain1"), QStringLiteral("walk0"), QStringLiteral("death12"),
                                   QStringLiteral("attack2")};
        const Model m = renamed(r.model, names, 12.0);
        const WriteResult w = writeMd2(m, QStringLiteral("out.md2"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const ReadResult back = readMd2(QStringLiteral("out.md2"), w.data);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        QCOMPARE(animationNames(back.model), names);
        QCOMPARE(back.model.animations.last().frameCount(), 121);
    }

    // Read to be looked at or written in another format: no copy, no
    // fingerprint, the same model otherwise.
    void mdlReadWithoutSaveBack()
    {
        const QByteArray file = mdlFixture();
        const ReadResult r = readMdl(QStringLiteral("fixture.mdl"), file);
        QVERIFY(r.ok());
        QVERIFY(r.model.extras.contains(QStringLiteral("mdl.source")));
        QCOMPARE(writeMdl(r.model, QStringLiteral("out.mdl")).data, file);
        const ReadResult looked = readMdl(QStringLiteral("fixture.mdl"), file, withoutSaveBack({}));
        QVERIFY(looked.ok());
        QVERIFY(!looked.model.extras.contains(QStringLiteral("mdl.source")));
        QVERIFY(!looked.model.extras.contains(QStringLiteral("mdl.key")));
        Model kept = r.model;
        kept.extras.remove(QStringLiteral("mdl.source"));
        kept.extras.remove(QStringLiteral("mdl.key"));
        QVERIFY(looked.model == kept);
    }
};

QTEST_GUILESS_MAIN(TestQuakeRoundTrips)
#include "tst_quake_round_trips.moc"
