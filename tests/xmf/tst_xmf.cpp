#include <QTest>
class TestXmf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QVERIFY(true); }
};
QTEST_GUILESS_MAIN(TestXmf)
#include "tst_xmf.moc"
