// Euler angles as the transform editors show them: within (-180, 180] after
// rounding, never -0, and the same rotation as the quaternion they stand for.
#include "model/EulerAngles.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace quarry;

class TestEulerAngles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void degreesWrapIntoHalfOpenRange_data()
    {
        QTest::addColumn<double>("in");
        QTest::addColumn<double>("out");
        QTest::newRow("360") << 360.0 << 0.0;
        QTest::newRow("-360") << -360.0 << 0.0;
        QTest::newRow("180") << 180.0 << 180.0;
        QTest::newRow("-180") << -180.0 << 180.0;
        QTest::newRow("-179.999 rounds to -180") << -179.999 << 180.0;
        QTest::newRow("179.996 rounds to 180") << 179.996 << 180.0;
        QTest::newRow("-179.99") << -179.99 << -179.99;
        QTest::newRow("540") << 540.0 << 180.0;
        QTest::newRow("-291.5736") << -291.5736 << 68.43;
        QTest::newRow("339.9971") << 339.9971 << -20.0;
        QTest::newRow("tiny negative") << -0.001 << 0.0;
        QTest::newRow("45.125") << 45.125 << 45.13;
    }

    void degreesWrapIntoHalfOpenRange()
    {
        QFETCH(double, in);
        QFETCH(double, out);
        const double shown = displayedDegrees(in, 2);
        QVERIFY2(std::abs(shown - out) < 1e-9, qPrintable(QStringLiteral("%1 -> %2").arg(in).arg(shown)));
        QVERIFY(!std::signbit(displayedDegrees(-0.0, 2)));
        QVERIFY(!std::signbit(displayedDegrees(-0.001, 2)));
    }

    void quaternionAnglesInRangeAndSameRotation()
    {
        const float c = std::sqrt(0.5f);
        // Gimbal lock with a negative w: Qt gives 360 about Y for no Y rotation.
        QCOMPARE(displayedEulerAngles(QQuaternion(-c, -c, 0, 0), 2), QVector3D(90, 0, 0));
        QCOMPARE(displayedEulerAngles(QQuaternion(-c, c, 0, 0), 2), QVector3D(-90, 0, 0));
        const QVector3D identity = displayedEulerAngles(QQuaternion(-1, 0, 0, 0), 2);
        for (int a = 0; a < 3; ++a)
            QVERIFY(identity[a] == 0.0f && !std::signbit(identity[a]));
        std::mt19937 random(7);
        std::uniform_real_distribution<float> u(-1, 1);
        for (int i = 0; i < 20000; ++i) {
            QQuaternion q(u(random), u(random), u(random), u(random));
            if (i % 4 == 0) // near gimbal lock
                q = QQuaternion::fromAxisAndAngle(1, 0, 0, u(random) > 0 ? 90 : -90)
                    * QQuaternion::fromAxisAndAngle(0, 0, 1, 180 * u(random));
            if (i % 2)
                q = -q;
            q.normalize();
            const QVector3D a = displayedEulerAngles(q, 4);
            for (int k = 0; k < 3; ++k)
                QVERIFY2(a[k] > -180.0f && a[k] <= 180.0f, qPrintable(QStringLiteral("%1").arg(a[k])));
            const QQuaternion back = QQuaternion::fromEulerAngles(a);
            QVERIFY2(std::abs(QQuaternion::dotProduct(back, q)) > 0.9999f,
                     qPrintable(QStringLiteral("%1 %2 %3 %4").arg(q.scalar()).arg(q.x()).arg(q.y()).arg(q.z())));
        }
    }
};

QTEST_GUILESS_MAIN(TestEulerAngles)
#include "tst_eulerangles.moc"
