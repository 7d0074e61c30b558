// Reader and validation messages come out translated: lupdate extracts them
// from the sources into a .ts file, each under the context it chooses; a
// translation of some of them, compiled with lrelease and installed, must
// then reach the messages the code produces. A message looked up under
// another context than lupdate's could never be translated.
#include "io/iqe/IqeReader.h"
#include "io/iqm/IqmReader.h"
#include "io/qm/QmReader.h"
#include "io/xmf/XmfMesh.h"
#include "model/Document.h"
#include "model/operations/KeyEdits.h"
#include "model/operations/OperationSupport.h"
#include "model/ops/Validation.h"

#include "xmf/XmfFixtures.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <functional>

using namespace quarry;

namespace {

const QString kMark = QStringLiteral("[de] ");

struct Extracted
{
    QString context;
    bool numerus = false;
};

// Every (context, source) pair lupdate finds, keyed by source text.
QMultiHash<QString, Extracted> readTs(const QString &path)
{
    QMultiHash<QString, Extracted> found;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return found;
    QXmlStreamReader xml(&f);
    QString context;
    bool numerus = false;
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        else if (xml.name() == QLatin1String("source"))
            found.insert(xml.readElementText(), {context, numerus});
    }
    return found;
}

QString errorMessage(const ReadResult &r)
{
    return r.error ? r.error->message : QStringLiteral("(no error)");
}

QString degenerateFinding()
{
    Model model;
    Mesh mesh;
    mesh.name = QStringLiteral("flat");
    mesh.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
    mesh.triangles = {{0, 0, 1}, {1, 2, 2}};
    model.meshes.append(mesh);
    for (const Finding &f : validateModel(model))
        if (f.check == Finding::Check::DegenerateTriangle)
            return f.message;
    return QStringLiteral("(no finding)");
}

} // namespace

class TestMessageContexts : public QObject
{
    Q_OBJECT

    struct Case
    {
        const char *source; // the text as written in the code
        QString english; // what the message holds, untranslated
        QString translated; // what it holds with the translation
        std::function<QString()> message;
    };

    QList<Case> cases()
    {
        using namespace xmffixtures;
        const QByteArray mesh = kMesh;
        auto xmf = [mesh](const char *from, const char *to) {
            return [text = QByteArray(mesh).replace(from, to)] {
                return errorMessage(readXmfMesh(QStringLiteral("bad.xmf"), text));
            };
        };
        auto qm = [](const char *text) {
            return [text] { return errorMessage(readQm(QStringLiteral("bad.qm"), QByteArrayView(text), {})); };
        };
        QList<Case> list;
        // A class of io/xmf (Q_DECLARE_TR_FUNCTIONS).
        list.append({"NUMTEXCOORDS=\"%1\" but the vertex has %2 <TEXCOORD> elements",
                     QStringLiteral("NUMTEXCOORDS=\"2\" but the vertex has 1 <TEXCOORD> elements"),
                     {},
                     xmf("<TEXCOORD>1 0</TEXCOORD>\n", "")});
        // A free function of io/xmf (namespace quarry).
        list.append({"NUMSUBMESH=\"%1\" but the mesh has %2 <SUBMESH> elements",
                     QStringLiteral("NUMSUBMESH=\"3\" but the mesh has 2 <SUBMESH> elements"),
                     {},
                     xmf("NUMSUBMESH=\"2\"", "NUMSUBMESH=\"3\"")});
        // A free function of namespace quarry::calxml.
        list.append({"malformed XML: %1",
                     QStringLiteral("malformed XML: "),
                     {},
                     xmf("<NORM>0 1 0</NORM>", "<NORM>0 1 0</NROM>")});
        // The IQE parser class.
        list.append({"expected a number, found \"%1\"", QStringLiteral("expected a number, found \"zero\""), {}, [] {
                         return errorMessage(
                             readIqe(QStringLiteral("bad.iqe"), "# Inter-Quake Export\nmesh m\nvp 0 0 zero\n"));
                     }});
        // The IQM parser class.
        list.append({"the file ends inside the header (%1 of %2 bytes)",
                     QStringLiteral("the file ends inside the header (20 of"),
                     {},
                     [] {
                         return errorMessage(
                             readIqm(QStringLiteral("bad.iqm"), QByteArrayView("INTERQUAKEMODEL\0\2\0\0\0", 20)));
                     }});
        // The QuickModel parser class, a free function of its reader and its
        // lexer (namespace quarry::qm).
        list.append({"the model starting at line %1 is not closed",
                     QStringLiteral("the model starting at line 1 is not closed"),
                     {},
                     qm("model {")});
        list.append({"not a QuickModel: line %1: expected 'model', found %2",
                     QStringLiteral("not a QuickModel: line 1: expected 'model', found 'scene'"),
                     {},
                     [] { return qmRefusal("scene { }"); }});
        list.append(
            {"the end of the file", QStringLiteral("the end of the file"), {}, [] { return qmRefusal("model"); }});
        // Free functions of nested namespaces of the operations.
        list.append({"the model has no meshes", QStringLiteral("the model has no meshes"), {}, [] {
                         Document document;
                         return operation_support::needsMeshes(document);
                     }});
        list.append({"No keys to delete.", QStringLiteral("No keys to delete."), {}, [] {
                         Document document;
                         return key_edits::deleteKeys(document, 0, {}).message;
                     }});
        // Validation, with a count.
        list.append({"Mesh %1: %n degenerate triangles (repeated corners or no area)",
                     QStringLiteral("Mesh \"flat\": 2 degenerate triangles (repeated corners or no area)"),
                     QStringLiteral("[de] Mesh \"flat\": 2 entartete Dreiecke"), degenerateFinding});
        return list;
    }

    QTemporaryDir m_dir;
    QTranslator m_translator;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!QFile::exists(QStringLiteral(QUARRY_LUPDATE)) || !QFile::exists(QStringLiteral(QUARRY_LRELEASE)))
            QSKIP("lupdate or lrelease (Qt Linguist tools) not installed");
    }

    void untranslatedFirst()
    {
        for (const Case &c : cases()) {
            const QString text = c.message();
            QVERIFY2(text.contains(c.english) && !text.contains(kMark), qPrintable(text));
        }
    }

    void translated()
    {
        // lupdate over the sources, as `update_translations` runs it.
        const QString all = m_dir.filePath(QStringLiteral("all.ts"));
        QProcess lupdate;
        lupdate.start(QStringLiteral(QUARRY_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral(QUARRY_SOURCE_DIR "/model"), QStringLiteral(QUARRY_SOURCE_DIR "/io"),
                       QStringLiteral("-ts"), all});
        QVERIFY(lupdate.waitForFinished(60000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
        const QMultiHash<QString, Extracted> extracted = readTs(all);
        QVERIFY(extracted.size() > 100);

        // A German .ts with just the messages above, under lupdate's contexts.
        const QString ts = m_dir.filePath(QStringLiteral("de.ts"));
        QFile f(ts);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QXmlStreamWriter xml(&f);
        xml.writeStartDocument();
        xml.writeDTD(QStringLiteral("<!DOCTYPE TS>"));
        xml.writeStartElement(QStringLiteral("TS"));
        xml.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
        xml.writeAttribute(QStringLiteral("language"), QStringLiteral("de"));
        for (const Case &c : cases()) {
            const QString source = QString::fromUtf8(c.source);
            // The same text may be written in more than one place (the IQM
            // and MD3 readers' header message): each context lupdate files it
            // under gets the translation, and the message must find one.
            const QList<Extracted> found = extracted.values(source);
            QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("lupdate does not find \"%1\"").arg(source)));
            const bool counted = source.contains(QLatin1String("%n"));
            for (const Extracted &e : found) {
                QVERIFY2(e.numerus == counted, qPrintable(source));
                xml.writeStartElement(QStringLiteral("context"));
                xml.writeTextElement(QStringLiteral("name"), e.context);
                xml.writeStartElement(QStringLiteral("message"));
                if (counted)
                    xml.writeAttribute(QStringLiteral("numerus"), QStringLiteral("yes"));
                xml.writeTextElement(QStringLiteral("source"), source);
                xml.writeStartElement(QStringLiteral("translation"));
                if (counted) {
                    xml.writeTextElement(QStringLiteral("numerusform"),
                                         kMark + QStringLiteral("Mesh %1: ein entartetes Dreieck"));
                    xml.writeTextElement(QStringLiteral("numerusform"),
                                         kMark + QStringLiteral("Mesh %1: %n entartete Dreiecke"));
                } else {
                    xml.writeCharacters(kMark + source);
                }
                xml.writeEndElement();
                xml.writeEndElement();
                xml.writeEndElement();
            }
        }
        xml.writeEndElement();
        xml.writeEndDocument();
        f.close();

        const QString qm = m_dir.filePath(QStringLiteral("de.qm"));
        QProcess lrelease;
        lrelease.start(QStringLiteral(QUARRY_LRELEASE), {QStringLiteral("-silent"), ts, QStringLiteral("-qm"), qm});
        QVERIFY(lrelease.waitForFinished(60000));
        QVERIFY2(lrelease.exitCode() == 0, lrelease.readAllStandardError().constData());
        QVERIFY(m_translator.load(qm));
        QVERIFY(QCoreApplication::installTranslator(&m_translator));

        for (const Case &c : cases()) {
            const QString text = c.message();
            const QString expected = c.translated.isEmpty() ? kMark + c.english : c.translated;
            QVERIFY2(text.contains(expected), qPrintable(QStringLiteral("%1\nexpected: %2").arg(text, expected)));
        }
        QCoreApplication::removeTranslator(&m_translator);
    }
};

QTEST_GUILESS_MAIN(TestMessageContexts)
#include "tst_message_contexts.moc"
