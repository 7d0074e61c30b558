// Every message of translations/*.ts is finished, current and consistent
// with its source text. lupdate runs over today's sources into a copy of
// each .ts (as `update_translations` does, but keeping what vanished), so a
// string added in the code without its translations, or one removed from
// the code but left in the files, fails here; `translations/update.sh`
// lists what to do.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    QString type; // "unfinished", "vanished", "obsolete" or empty
    QStringList translations; // one, or one per plural form
};

QList<Message> readTs(const QString &path, QString *language = nullptr)
{
    QList<Message> messages;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&f);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS") && language) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            Message m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    m.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    m.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (m.numerus) {
                        while (xml.readNextStartElement()) {
                            if (xml.name() == QLatin1String("numerusform"))
                                m.translations << xml.readElementText();
                            else
                                xml.skipCurrentElement();
                        }
                    } else {
                        m.translations << xml.readElementText();
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            messages << m;
        }
    }
    if (xml.hasError())
        qWarning("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

// %1 to %99 with how often each occurs, and %n; each also in its
// localized form (%L1, %Ln).
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    std::sort(found.begin(), found.end());
    return found;
}

// Keyboard accelerators: an '&' before a character ("&&" is a literal '&').
int accelerators(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&(?=\\S)"));
    return int(text.count(re));
}

QString describe(const QString &file, const Message &m)
{
    return QStringLiteral("%1: [%2] \"%3\"").arg(file, m.context, m.source);
}

// Problems of one translated text against its source; empty when none.
QStringList check(const Message &m, const QString &text)
{
    QStringList problems;
    if (text.isEmpty())
        return {QStringLiteral("empty translation")};
    const QStringList expected = placeholders(m.source);
    const bool counted = expected.contains(QStringLiteral("%n")) || expected.contains(QStringLiteral("%Ln"));
    if (m.numerus && !counted)
        problems << QStringLiteral("a plural message without %n");
    if (!m.numerus && counted)
        problems << QStringLiteral(
            "%n in a message that is not marked plural (use tr(text, nullptr, n) or QT_TR_N_NOOP)");
    if (placeholders(text) != expected)
        problems << QStringLiteral("placeholders %1, source has %2")
                        .arg(placeholders(text).join(QLatin1Char(' ')), expected.join(QLatin1Char(' ')));
    if (accelerators(text) != accelerators(m.source))
        problems
            << QStringLiteral("%1 accelerators (&), source has %2").arg(accelerators(text)).arg(accelerators(m.source));
    if (text.endsWith(QLatin1Char('\n')) != m.source.endsWith(QLatin1Char('\n')))
        problems << QStringLiteral("the trailing line break differs");
    return problems;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_files;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_files = QDir(QStringLiteral(QUARRY_SOURCE_DIR "/translations"))
                      .entryList({QStringLiteral("quarry_*.ts")}, QDir::Files, QDir::Name);
        QVERIFY2(m_files.size() >= 3, qPrintable(m_files.join(QLatin1Char(' '))));
    }

    // Each file's own content: every message finished, plural messages with
    // a form per plural of the language, placeholders, accelerators and
    // line breaks as in the source.
    void committedFilesAreComplete_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : std::as_const(m_files))
            QTest::newRow(qPrintable(file)) << file;
    }

    void committedFilesAreComplete()
    {
        QFETCH(QString, file);
        QString language;
        const QList<Message> messages = readTs(QStringLiteral(QUARRY_SOURCE_DIR "/translations/") + file, &language);
        QVERIFY(messages.size() > 100);
        QVERIFY(!language.isEmpty());
        QStringList failures;
        for (const Message &m : messages) {
            if (!m.type.isEmpty()) {
                failures << describe(file, m) + QStringLiteral(": ") + m.type;
                continue;
            }
            // German, French and English all have one singular and one plural.
            const int forms = m.numerus ? 2 : 1;
            if (m.translations.size() != forms) {
                failures << describe(file, m)
                                + QStringLiteral(": %1 forms, %2 expected").arg(m.translations.size()).arg(forms);
                continue;
            }
            for (const QString &text : m.translations)
                for (const QString &problem : check(m, text))
                    failures << describe(file, m) + QStringLiteral(": ") + problem + QStringLiteral(" in \"") + text
                                    + QLatin1Char('"');
        }
        QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 problems:\n").arg(failures.size())
                                                + failures.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // The files against today's sources: nothing new that lacks its
    // translation, nothing translated that the code no longer has.
    void filesMatchTheSources()
    {
        if (!QFile::exists(QStringLiteral(QUARRY_LUPDATE)))
            QSKIP("lupdate (Qt Linguist tools) not installed");
        QStringList targets;
        for (const QString &file : std::as_const(m_files)) {
            const QString copy = m_dir.filePath(file);
            QFile::remove(copy);
            QVERIFY(QFile::copy(QStringLiteral(QUARRY_SOURCE_DIR "/translations/") + file, copy));
            QFile(copy).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
            targets << copy;
        }
        // Every .cpp and .h file, as editor/CMakeLists.txt gives them: with
        // the headers beside the sources lupdate knows each class's namespace.
        QStringList sources;
        for (const char *dir : {"model", "io", "views", "editor"}) {
            QDirIterator it(QStringLiteral(QUARRY_SOURCE_DIR "/") + QLatin1String(dir),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                sources << it.next();
        }
        sources.sort();
        QFile list(m_dir.filePath(QStringLiteral("sources.lst")));
        QVERIFY(list.open(QIODevice::WriteOnly | QIODevice::Truncate));
        list.write(sources.join(QLatin1Char('\n')).toUtf8());
        list.close();
        QProcess lupdate;
        // -I: includes ("editor/Autosave.h") resolve from the source root.
        const QStringList arguments = QStringList{QStringLiteral("-silent"),
                                                  QStringLiteral("-locations"),
                                                  QStringLiteral("none"),
                                                  QStringLiteral("-I"),
                                                  QStringLiteral(QUARRY_SOURCE_DIR),
                                                  QLatin1Char('@') + list.fileName(),
                                                  QStringLiteral("-ts")}
                                      + targets;
        lupdate.start(QStringLiteral(QUARRY_LUPDATE), arguments);
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        QStringList failures;
        for (const QString &file : std::as_const(m_files)) {
            const QList<Message> committed = readTs(QStringLiteral(QUARRY_SOURCE_DIR "/translations/") + file);
            for (const Message &m : readTs(m_dir.filePath(file))) {
                if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                    failures << describe(file, m)
                                    + QStringLiteral(": no longer in the sources (run translations/update.sh)");
                else if (m.type == QLatin1String("unfinished"))
                    failures << describe(file, m) + QStringLiteral(": not translated (run translations/update.sh)");
            }
            QVERIFY(!committed.isEmpty());
        }
        QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 problems:\n").arg(failures.size())
                                                + failures.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // The checks themselves catch what they are for.
    void checksCatchMistakes()
    {
        Message m{QStringLiteral("c"), QStringLiteral("&Open %1..."), false, {}, {}};
        QVERIFY(check(m, QStringLiteral("Ö&ffnen %1...")).isEmpty());
        QVERIFY(!check(m, QStringLiteral("Öffnen %1...")).isEmpty());
        QVERIFY(!check(m, QStringLiteral("&Öffnen %2...")).isEmpty());
        QVERIFY(!check(m, QString()).isEmpty());
        QVERIFY(check(m, QStringLiteral("Ö&ffnen && %1")).isEmpty());
        Message n{QStringLiteral("c"), QStringLiteral("%n key(s) in %1\n"), true, {}, {}};
        QVERIFY(check(n, QStringLiteral("%n clé dans %1\n")).isEmpty());
        QVERIFY(!check(n, QStringLiteral("une clé dans %1\n")).isEmpty());
        QVERIFY(!check(n, QStringLiteral("%n clé dans %1")).isEmpty());
        n.numerus = false;
        QVERIFY(!check(n, QStringLiteral("%n clé dans %1\n")).isEmpty());
        Message l{QStringLiteral("c"), QStringLiteral("%Ln vertex(es)"), true, {}, {}};
        QVERIFY(check(l, QStringLiteral("%Ln Punkte")).isEmpty());
        QVERIFY(!check(l, QStringLiteral("%n Punkte")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
