// Constant and smooth keys written to XAF: libcal3d, which interpolates in
// straight lines (and spherically) between keys, loads keys that play the
// motion Quarry samples, within 1e-4.
#include "xmf/Cal3dReference.h"

#include "io/xmf/XafAnimation.h"
#include "io/xmf/XsfSkeleton.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Timing.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace quarry;

class TestXafInterpolation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void libcal3dPlaysTheSameMotion_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("smooth") << int(Interpolation::Smooth);
        QTest::newRow("constant") << int(Interpolation::Constant);
    }

    void libcal3dPlaysTheSameMotion()
    {
        QFETCH(int, mode);
        Model m = makeSampleModel();
        Animation &a = m.animations[0];
        // Irregular times, as XAF files have them: every other key dropped.
        for (JointTrack &t : a.tracks) {
            for (qsizetype i = t.rotations.size() - 2; i > 0; i -= 2)
                t.rotations.removeAt(i);
            for (qsizetype i = t.translations.size() - 2; i > 0; i -= 2)
                t.translations.removeAt(i);
            t.scales.clear();
        }
        a = setInterpolation(a, allKeys(a), Interpolation(mode));
        QTemporaryDir dir;
        const QString xsf = dir.filePath(QStringLiteral("sample.xsf"));
        const QString xaf = dir.filePath(QStringLiteral("sample.xaf"));
        for (const auto &[path, result] :
             {std::pair{xsf, writeXsfSkeleton(m, xsf)}, std::pair{xaf, writeXafAnimation(m, 0, xaf)}}) {
            QVERIFY(result.ok());
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(result.data);
        }
        const Cal3dAvatar cal = loadWithCal3d(xsf, QString(), {xaf});
        QVERIFY2(cal.error.isEmpty(), qPrintable(cal.error));
        QCOMPARE(cal.tracks.size(), qsizetype(1));
        int compared = 0;
        for (const auto &[bone, calKeys] : cal.tracks[0]) {
            const JointTrack *track = a.track(bone);
            QVERIFY(track);
            // libcal3d's keys, back in Quarry's convention, played linearly.
            QList<QuatKey> rotations;
            QList<Vec3Key> translations;
            for (const Cal3dKey &k : calKeys) {
                rotations.append(
                    {k.time, QQuaternion(k.rotation.w(), -k.rotation.x(), -k.rotation.y(), -k.rotation.z())});
                translations.append({k.time, k.translation});
            }
            for (int i = 0; i <= 1000; ++i) {
                const float t = float(a.duration * i / 1000);
                if (mode == int(Interpolation::Constant)) {
                    // The step is keyed 0.1 ms before each key: skip that sliver.
                    bool nearKey = false;
                    for (const QuatKey &k : track->rotations)
                        nearKey = nearKey || (t < k.time && k.time - t < 2e-4f);
                    if (nearKey)
                        continue;
                }
                QQuaternion mine = sampleChannel(track->rotations, t, {});
                const QQuaternion theirs = sampleChannel(rotations, t, {});
                if (QQuaternion::dotProduct(mine, theirs) < 0)
                    mine = -mine;
                const QVector4D d = mine.toVector4D() - theirs.toVector4D();
                QVERIFY2(std::abs(d.x()) < 1e-4f && std::abs(d.y()) < 1e-4f && std::abs(d.z()) < 1e-4f
                             && std::abs(d.w()) < 1e-4f,
                         qPrintable(QStringLiteral("bone %1 at %2").arg(bone).arg(t)));
                if (track->translations.size() > 1) {
                    const QVector3D dt = sampleChannel(track->translations, t, {}) - sampleChannel(translations, t, {});
                    QVERIFY(std::abs(dt.x()) < 1e-4f && std::abs(dt.y()) < 1e-4f && std::abs(dt.z()) < 1e-4f);
                }
                ++compared;
            }
        }
        QVERIFY(compared > 1000);
    }
};

QTEST_GUILESS_MAIN(TestXafInterpolation)
#include "tst_xaf_interpolation.moc"
