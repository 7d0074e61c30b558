// The Cal3D XML files' two parsers (io/xmf/CalXml): the fast one takes the
// fixtures, the fuzz seeds and every Cal3D file of the corpus, and whatever
// it accepts gives tinyxml2's tree to the byte (names, attributes in order,
// texts, lines, the declaration); what it does not take, tinyxml2 reads or
// refuses with its own error. Hand-written edge cases, then thousands of
// random mutations of the fixtures: the fast parser never accepts what
// tinyxml2 refuses, and never reads anything differently.
#include "io/xmf/CalXml.h"

#include "XmfFixtures.h"

#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <cstring>

using namespace quarry;
using namespace quarry::calxml;

namespace {

bool sameText(const char *a, const char *b)
{
    return (!a && !b) || (a && b && std::strcmp(a, b) == 0);
}

// Empty when the trees are equal, else where they first differ.
QString difference(const Element *a, const Element *b, const QString &at = QStringLiteral("/"))
{
    for (int index = 0; a || b; a = a->nextSibling, b = b->nextSibling, ++index) {
        if (!a || !b)
            return QStringLiteral("%1: one list of elements ends at %2").arg(at).arg(index);
        const QString here = at + QString::fromUtf8(a->name) + QLatin1Char('[') + QString::number(index)
                             + QLatin1Char(']');
        if (std::strcmp(a->name, b->name) != 0)
            return QStringLiteral("%1: name %2 against %3")
                .arg(here, QString::fromUtf8(a->name), QString::fromUtf8(b->name));
        if (a->line != b->line)
            return QStringLiteral("%1: line %2 against %3").arg(here).arg(a->line).arg(b->line);
        if (!sameText(a->text, b->text))
            return QStringLiteral("%1: text \"%2\" against \"%3\"")
                .arg(here, QString::fromUtf8(a->text ? a->text : "(none)"),
                     QString::fromUtf8(b->text ? b->text : "(none)"));
        const Attribute *x = a->attributes, *y = b->attributes;
        for (; x || y; x = x ? x->next : nullptr, y = y ? y->next : nullptr) {
            if (!x || !y)
                return here + QStringLiteral(": a different number of attributes");
            if (std::strcmp(x->name, y->name) != 0 || std::strcmp(x->value, y->value) != 0)
                return QStringLiteral("%1: attribute %2=\"%3\" against %4=\"%5\"")
                    .arg(here, QString::fromUtf8(x->name), QString::fromUtf8(x->value), QString::fromUtf8(y->name),
                         QString::fromUtf8(y->value));
        }
        const QString inner = difference(a->firstChild, b->firstChild, here + QLatin1Char('/'));
        if (!inner.isEmpty())
            return inner;
    }
    return {};
}

struct Outcome
{
    bool parsed = false;
    bool fast = false;
    QString error; // "line: message" when not parsed
    QString differs;
};

// Both parsers on the same text: tinyxml2 alone, then the fast one with
// tinyxml2 behind it.
Outcome compareParsers(const QByteArray &text)
{
    Outcome o;
    Document slow, fast;
    QString slowError, fastError;
    bool slowOk = true, fastOk = true;
    try {
        parseXml(slow, text, false);
    } catch (const ParseError &e) {
        slowOk = false;
        slowError = QString::number(e.line) + QStringLiteral(": ") + e.message;
    }
    try {
        parseXml(fast, text, true);
    } catch (const ParseError &e) {
        fastOk = false;
        fastError = QString::number(e.line) + QStringLiteral(": ") + e.message;
    }
    o.fast = fast.parsedFast;
    o.parsed = slowOk;
    if (slowOk != fastOk)
        o.differs = slowOk ? QStringLiteral("the fast path refused: ") + fastError
                           : QStringLiteral("tinyxml2 refused what the fast path took: ") + slowError;
    else if (!slowOk)
        o.differs = slowError == fastError ? QString()
                                           : QStringLiteral("errors differ: %1 / %2").arg(slowError, fastError);
    else if (!sameText(slow.declaration, fast.declaration))
        o.differs = QStringLiteral("declarations differ");
    else
        o.differs = difference(fast.top, slow.top);
    o.error = slowError;
    return o;
}

QList<QByteArray> fixtures()
{
    using namespace xmffixtures;
    return {kSkeleton, kMesh, kAnimation, kMaterial, kOldHeaderMesh};
}

} // namespace

class TestCalXml : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fastOnRealFiles()
    {
        QList<QPair<QString, QByteArray>> files;
        for (const QByteArray &f : fixtures())
            files.append({QStringLiteral("fixture"), f});
        for (const char *root : {QUARRY_SOURCE_DIR "/tests/fuzz/seeds", QUARRY_CORPUS_DIR}) {
            QDirIterator it(
                QString::fromUtf8(root),
                {QStringLiteral("*.xmf"), QStringLiteral("*.xsf"), QStringLiteral("*.xaf"), QStringLiteral("*.xrf")},
                QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                files.append({path, file.readAll()});
            }
        }
        int corpus = 0;
        for (const auto &[name, text] : files) {
            if (name.startsWith(QLatin1String(QUARRY_CORPUS_DIR)))
                ++corpus;
            const Outcome o = compareParsers(text);
            QVERIFY2(o.parsed, qPrintable(name + QStringLiteral(": ") + o.error));
            QVERIFY2(o.fast, qPrintable(name + QStringLiteral(": not taken by the fast parser")));
            QVERIFY2(o.differs.isEmpty(), qPrintable(name + QStringLiteral(": ") + o.differs));
        }
        if (corpus == 0)
            qInfo("corpus not found (QUARRY_CORPUS_DIR): only the fixtures and seeds compared");
        else
            qInfo("%d corpus files compared", corpus);
    }

    void edgeCases_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("fast"); // taken by the fast parser
        QTest::newRow("crlf") << QByteArray(
            "<?xml version=\"1.0\"?>\r\n<A X=\"1\r\n2\">\r\n<B>t\r\nu\n\rv\rw</B>\r\n</A>\r\n")
                              << true;
        QTest::newRow("entities") << QByteArray("<A N=\"&apos;x&amp;y&lt;&gt;&quot;\">&amp;&amp&unknown;&lt</A>")
                                  << true;
        QTest::newRow("comment first") << QByteArray("<!-- c --><A><!-- first -->text<B/></A>") << true;
        QTest::newRow("text after child") << QByteArray("<A><B/>later</A>") << true;
        QTest::newRow("quotes and spaces") << QByteArray("<A  x = 'a\"b'\ty=\"c'd\"\n/>") << true;
        QTest::newRow("attributes unspaced") << QByteArray("<A x=\"1\"y=\"2\"/>") << true;
        QTest::newRow("siblings at the top")
            << QByteArray("<H MAGIC=\"XMF\"/>\n<MESH>\n <S/>\n</MESH>\n<!-- end -->\n") << true;
        QTest::newRow("whitespace text") << QByteArray("<A>  \n\t </A>") << true;
        QTest::newRow("vertical tab") << QByteArray("<A>\v\f</A>") << true;
        QTest::newRow("end tag spaces") << QByteArray("<A><B></B  \n></A>") << true;
        QTest::newRow("character reference") << QByteArray("<A>&#65;&#x42;</A>") << false;
        QTest::newRow("cdata") << QByteArray("<A><![CDATA[x]]></A>") << false;
        QTest::newRow("doctype") << QByteArray("<!DOCTYPE a><A/>") << false;
        QTest::newRow("repeated attribute") << QByteArray("<A x=\"1\" x=\"2\"/>") << false;
        QTest::newRow("mismatched") << QByteArray("<A><B></C></A>") << false;
        QTest::newRow("unclosed") << QByteArray("<A><B>") << false;
        QTest::newRow("declaration late") << QByteArray("<!-- c --><?xml version=\"1.0\"?><A/>") << false;
        QTest::newRow("two declarations") << QByteArray("<?xml version=\"1.0\"?><?xml?><A/>") << false;
        QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBF<A/>") << false;
        QTest::newRow("nul") << QByteArray("<A>\0</A>", 8) << false;
        QTest::newRow("utf8 name") << QByteArray("<\xC3\xA9/>") << false;
        QTest::newRow("text at the top") << QByteArray("x<A/>") << false;
        QTest::newRow("stray end tag") << QByteArray("<A/></B><C/>") << false;
        QTest::newRow("space after <") << QByteArray("< A/>") << false;
        QTest::newRow("no elements") << QByteArray("<!-- only -->") << false;
        QTest::newRow("deep") << QByteArray(QByteArray("<A>").repeated(120) + QByteArray("</A>").repeated(120))
                              << false;
    }

    void edgeCases()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, fast);
        const Outcome o = compareParsers(text);
        QVERIFY2(o.differs.isEmpty(), qPrintable(o.differs));
        QCOMPARE(o.fast, fast);
    }

    // Random edits of the fixtures, with the characters XML gives meaning.
    void mutations()
    {
        // QUARRY_CALXML_MUTATIONS and QUARRY_CALXML_SEED for longer runs.
        const int count = qEnvironmentVariableIntValue("QUARRY_CALXML_MUTATIONS") > 0
                              ? qEnvironmentVariableIntValue("QUARRY_CALXML_MUTATIONS")
                              : 20000;
        const quint32 seed = qEnvironmentVariableIsSet("QUARRY_CALXML_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("QUARRY_CALXML_SEED"))
                                 : 20261126u;
        QRandomGenerator random(seed);
        const QByteArray alphabet = "<>/=\"'&;!?-[] \t\r\n\vABXaz09.#";
        const QList<QByteArray> sources = fixtures();
        int fast = 0, refused = 0, slowOnly = 0;
        for (int i = 0; i < count; ++i) {
            QByteArray text = sources.at(random.bounded(int(sources.size())));
            const int edits = 1 + random.bounded(2);
            for (int e = 0; e < edits; ++e) {
                const int at = random.bounded(int(text.size()) + 1);
                const char c = alphabet.at(random.bounded(int(alphabet.size())));
                switch (random.bounded(3)) {
                case 0: text.insert(at, c); break;
                case 1:
                    if (at < text.size())
                        text.remove(at, 1);
                    break;
                default:
                    if (at < text.size())
                        text[at] = c;
                    break;
                }
            }
            const Outcome o = compareParsers(text);
            QVERIFY2(o.differs.isEmpty(),
                     qPrintable(QStringLiteral("mutation %1: %2\n%3").arg(i).arg(o.differs, QString::fromUtf8(text))));
            fast += o.fast;
            refused += !o.parsed;
            slowOnly += o.parsed && !o.fast;
        }
        qInfo("seed %u, %d mutations: %d read by the fast parser, %d by tinyxml2 alone, %d refused", seed, count, fast,
              slowOnly, refused);
        QVERIFY(fast > count / 10); // the comparison covers accepted texts...
        QVERIFY(refused > count / 10); // ...and refused ones
    }
};

QTEST_GUILESS_MAIN(TestCalXml)
#include "tst_calxml.moc"
