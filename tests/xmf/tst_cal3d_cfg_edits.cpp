// A Cal3D avatar opened from its .cfg list (the DokuroChan XML files of
// ../shared/corpus/xmf/dokuro, listed as its exporter lists them) and
// saved after a small edit: only the file the edit touched is written, and
// in it only the elements the edit touched (a material's colour: one
// <DIFFUSE> line of its .xrf; vertices moved through the moveVertices
// operation: their <POS> lines in the .xmf); the list and every other file
// are left alone, their modification times included. Undo saves nothing.
// The real avatars of ../shared/corpus (binary meshes, XML materials) too.
#include "CalXmlLineEdits.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/commands/SetMaterialCommand.h"
#include "model/operations/Operation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kDokuro = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");

} // namespace

class TestCal3dCfgEdits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_cfg;
    QHash<QString, QByteArray> m_stored; // file name -> bytes
    ReadResult m_read;

    // Every file of the folder but `edited` as stored; the names of the
    // files written are `expectWritten`.
    QString othersAsStored(const WriteResult &w, const QStringList &expectWritten) const
    {
        QStringList written;
        for (const QString &p : w.written)
            written << QFileInfo(p).fileName();
        written.sort();
        if (written != expectWritten)
            return QStringLiteral("written: %1; expected: %2")
                .arg(written.join(QLatin1Char(',')), expectWritten.join(QLatin1Char(',')));
        for (auto it = m_stored.cbegin(); it != m_stored.cend(); ++it)
            if (!expectWritten.contains(it.key()) && bytesOf(m_dir.filePath(it.key())) != it.value())
                return QStringLiteral("%1 changed").arg(it.key());
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(kDokuro + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("../shared/corpus/xmf/dokuro is absent");
        QVERIFY(m_dir.isValid());
        QByteArray list = "# the DokuroChan avatar\n"
                          "skeleton=DokuroChan.xsf\n"
                          "animation=DokuroChan_test_bone.xaf\n"
                          "mesh=DokuroChan.xmf\n";
        int materials = 0;
        while (QFileInfo::exists(kDokuro + QStringLiteral("/DokuroChan_%1.xrf").arg(materials)))
            list += "material=DokuroChan_" + QByteArray::number(materials++) + ".xrf\n";
        QVERIFY(materials > 1);
        for (const QFileInfo &f : QDir(kDokuro).entryInfoList(QDir::Files)) {
            QVERIFY(QFile::copy(f.absoluteFilePath(), m_dir.filePath(f.fileName())));
            m_stored.insert(f.fileName(), bytesOf(f.absoluteFilePath()));
        }
        m_cfg = m_dir.filePath(QStringLiteral("DokuroChan.cfg"));
        QFile file(m_cfg);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(list) == list.size());
        file.close();
        m_stored.insert(QStringLiteral("DokuroChan.cfg"), list);
        m_read = readModelFile(m_cfg);
        QVERIFY2(m_read.ok(), qPrintable(m_read.error ? m_read.error->toString() : QString()));
        QCOMPARE(m_read.model.materials.size(), materials);
        // Saved unchanged: nothing written.
        const WriteResult w = writeModelFile(m_read.model, m_cfg, QStringLiteral("cfg"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const QString wrong = othersAsStored(w, {});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    // A material's colour changed in the Materials dock's command: its
    // .xrf's <DIFFUSE> line alone.
    void materialColour()
    {
        Document doc;
        doc.resetModel(m_read.model, m_cfg, QStringLiteral("cfg"));
        Material material = doc.model().materials[1];
        material.diffuse = QVector4D(1.0f, 0.0f, 128.0f / 255.0f, 1.0f);
        doc.undoStack()->push(new SetMaterialCommand(&doc, 1, material));
        const WriteResult w = writeModelFile(doc.model(), m_cfg, QStringLiteral("cfg"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const QString xrf = QStringLiteral("DokuroChan_1.xrf");
        QString wrong = othersAsStored(w, {xrf});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        const QByteArray saved = bytesOf(m_dir.filePath(xrf));
        wrong = onlyLines(xrf, m_stored.value(xrf), saved, "<DIFFUSE>", 1);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QVERIFY2(saved.contains("255 0 128"), saved.constData());
        // Undone: the file as stored again, the rest untouched.
        doc.undoStack()->undo();
        const WriteResult undone = writeModelFile(doc.model(), m_cfg, QStringLiteral("cfg"));
        QVERIFY(undone.ok());
        QCOMPARE(bytesOf(m_dir.filePath(xrf)), m_stored.value(xrf));
        wrong = othersAsStored(undone, {xrf});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    // Five vertices of the mesh moved: their <POS> lines in the .xmf alone.
    void verticesMoved()
    {
        Document doc;
        doc.resetModel(m_read.model, m_cfg, QStringLiteral("cfg"));
        Selection selection;
        selection.mode = Selection::Mode::Vertices;
        selection.vertices.insert(0, {0u, 1u, 2u, 3u, 4u});
        doc.setSelection(selection);
        const OperationResult op = runOperation(doc, QStringLiteral("moveVertices"),
                                                {{QStringLiteral("offset"), QVariantList{0.0, 0.0, 0.25}}});
        QVERIFY2(op.ok, qPrintable(op.message));
        const WriteResult w = writeModelFile(doc.model(), m_cfg, QStringLiteral("cfg"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const QString xmf = QStringLiteral("DokuroChan.xmf");
        QString wrong = othersAsStored(w, {xmf});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        wrong = onlyLines(xmf, m_stored.value(xmf), bytesOf(m_dir.filePath(xmf)), "<POS>", 5);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        const ReadResult back = readModelFile(m_cfg);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        for (quint32 v = 0; v < 5; ++v)
            QVERIFY((back.model.meshes[0].positions[v] - doc.model().meshes[0].positions[v]).length() < 1e-4f);
        QCOMPARE(back.model.meshes[0].positions.mid(5), m_read.model.meshes[0].positions.mid(5));
        doc.undoStack()->undo();
        QVERIFY(writeModelFile(doc.model(), m_cfg, QStringLiteral("cfg")).ok());
        QCOMPARE(bytesOf(m_dir.filePath(xmf)), m_stored.value(xmf));
    }

    // The avatars of ../shared/corpus (DokuroChan's binary meshes with XML
    // materials, Cal3D's cally and paladin): a material's colour changed,
    // one .xrf is written and in it the <DIFFUSE> line alone.
    void realAvatarsMaterialColour()
    {
        const QStringList lists = {QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg"),
                                   QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/cally/cally.cfg"),
                                   QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg")};
        int checked = 0;
        for (const QString &list : lists) {
            if (!QFileInfo::exists(list))
                continue;
            QTemporaryDir dir;
            QVERIFY(dir.isValid());
            QHash<QString, QByteArray> stored;
            for (const QFileInfo &f : QFileInfo(list).dir().entryInfoList(QDir::Files)) {
                QVERIFY(QFile::copy(f.absoluteFilePath(), dir.filePath(f.fileName())));
                stored.insert(f.fileName(), bytesOf(f.absoluteFilePath()));
            }
            const QString cfg = dir.filePath(QFileInfo(list).fileName());
            const ReadResult r = readModelFile(cfg);
            QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : list));
            QVERIFY2(!r.model.materials.isEmpty(), qPrintable(list));
            Document doc;
            doc.resetModel(r.model, cfg, QStringLiteral("cfg"));
            Material material = doc.model().materials[0];
            material.diffuse = QVector4D(1.0f, 0.0f, 128.0f / 255.0f, 1.0f);
            doc.undoStack()->push(new SetMaterialCommand(&doc, 0, material));
            const WriteResult w = writeModelFile(doc.model(), cfg, QStringLiteral("cfg"));
            QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : list));
            QVERIFY2(w.written.size() == 1 && w.written[0].endsWith(QLatin1String(".xrf")),
                     qPrintable(QStringLiteral("%1: written %2").arg(list, w.written.join(QLatin1Char(',')))));
            const QString xrf = QFileInfo(w.written[0]).fileName();
            const QString wrong = onlyLines(xrf, stored.value(xrf), bytesOf(w.written[0]), "<DIFFUSE>", 1);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            for (auto it = stored.cbegin(); it != stored.cend(); ++it)
                QVERIFY2(it.key() == xrf || bytesOf(dir.filePath(it.key())) == it.value(),
                         qPrintable(QStringLiteral("%1: %2 changed").arg(list, it.key())));
            ++checked;
        }
        if (checked == 0)
            QSKIP("no Cal3D .cfg avatars in ../shared/corpus");
    }
};

QTEST_GUILESS_MAIN(TestCal3dCfgEdits)
#include "tst_cal3d_cfg_edits.moc"
