#include "io/xmf/CalXml.h"

#include "io/TextNumbers.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <charconv>
#include <cstring>
#include <strings.h>

namespace quarry::calxml {

namespace {

// lupdate files tr() calls made in this namespace's free functions under
// the context "quarry::calxml"; the lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::calxml")

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

const char *skipSpace(const char *p)
{
    while (isSpace(*p))
        ++p;
    return p;
}

// strcasecmp(name, pattern) == 0 for an ASCII pattern, as the C locale
// compares: letters without case, every other byte as it is. Inline, as
// every key of an animation asks it a few times.
bool sameName(const char *name, const char *pattern)
{
    for (;; ++name, ++pattern) {
        const unsigned char a = static_cast<unsigned char>(*name), b = static_cast<unsigned char>(*pattern);
        if (a != b) {
            const unsigned char lower = a | 0x20;
            if (lower != (b | 0x20) || lower < 'a' || lower > 'z')
                return false;
        } else if (a == 0) {
            return true;
        }
    }
}

QString shown(const char *text)
{
    QString s = QString::fromUtf8(text).simplified();
    if (s.size() > 40)
        s = s.left(40) + QStringLiteral("...");
    return s;
}

} // namespace

void fail(const Element *element, const QString &message)
{
    throw ParseError{element ? element->GetLineNum() : -1, message};
}

void fail(int line, const QString &message)
{
    throw ParseError{line, message};
}

bool nameIs(const Element *element, const char *name)
{
    if (!element)
        return false;
    const char *n = element->Name();
    // Most mismatches differ in the first letter: settle those without the call.
    return (n[0] | 0x20) == (name[0] | 0x20) && sameName(n, name);
}

const char *attribute(const Element *element, const char *name)
{
    for (const Attribute *a = element->FirstAttribute(); a; a = a->Next())
        if (sameName(a->Name(), name))
            return a->Value();
    return nullptr;
}

const char *requiredAttribute(const Element *element, const char *name)
{
    const char *value = attribute(element, name);
    if (!value)
        fail(element, tr("<%1> has no %2 attribute").arg(QString::fromUtf8(element->Name()), QLatin1String(name)));
    return value;
}

const Element *expectChild(const Element *parent, const Element *current, const char *name)
{
    if (!current)
        fail(parent, tr("<%1> ends where a <%2> element was expected")
                         .arg(QString::fromUtf8(parent->Name()), QLatin1String(name)));
    if (!nameIs(current, name))
        fail(current, tr("found <%1> where a <%2> element was expected")
                          .arg(QString::fromUtf8(current->Name()), QLatin1String(name)));
    return current;
}

const char *elementText(const Element *element)
{
    const char *text = element->GetText();
    return text ? text : "";
}

int parseInt(const Element *element, const char *text, const char *what)
{
    const char *p = skipSpace(text);
    if (*p == '+')
        ++p;
    int value = 0;
    const char *end = p + std::strlen(p);
    const auto r = std::from_chars(p, end, value);
    if (r.ec != std::errc() || *skipSpace(r.ptr) != '\0')
        fail(element, tr("%1 is not a whole number: \"%2\"").arg(QLatin1String(what), shown(text)));
    return value;
}

int parseCount(const Element *element, const char *attributeName, qint64 limit)
{
    const int value = parseInt(element, requiredAttribute(element, attributeName), attributeName);
    if (value < 0 || value > limit)
        fail(element,
             tr("%1=\"%2\" is out of range (0 to %3)").arg(QLatin1String(attributeName)).arg(value).arg(limit));
    return value;
}

void parseFloats(const Element *element, const char *text, float *out, int count, const char *what)
{
    const char *p = text;
    const char *end = p + std::strlen(p);
    for (int i = 0; i < count; ++i) {
        p = skipSpace(p);
        const char *next = nullptr;
        switch (parseTextFloat(p, end, out[i], &next)) {
        case FloatParse::Ok: p = next; continue;
        case FloatParse::OutOfRange:
            fail(element,
                 tr("<%1> has a number beyond the range of a float: \"%2\"").arg(QLatin1String(what), shown(text)));
            break;
        case FloatParse::NotANumber:
            fail(element, tr("<%1> needs %2 numbers: \"%3\"").arg(QLatin1String(what)).arg(count).arg(shown(text)));
            break;
        }
    }
    if (*skipSpace(p) != '\0')
        fail(element, tr("<%1> has more than %2 numbers: \"%3\"").arg(QLatin1String(what)).arg(count).arg(shown(text)));
}

void parseInts(const Element *element, const char *text, int *out, int count, const char *what)
{
    const char *p = text;
    const char *end = p + std::strlen(p);
    for (int i = 0; i < count; ++i) {
        p = skipSpace(p);
        if (*p == '+')
            ++p;
        const auto r = std::from_chars(p, end, out[i]);
        if (r.ec != std::errc() || (*r.ptr != '\0' && !isSpace(*r.ptr)))
            fail(element, tr("%1 needs %2 whole numbers: \"%3\"").arg(QLatin1String(what)).arg(count).arg(shown(text)));
        p = r.ptr;
    }
    if (*skipSpace(p) != '\0')
        fail(element, tr("%1 has more than %2 numbers: \"%3\"").arg(QLatin1String(what)).arg(count).arg(shown(text)));
}

void appendFloat(QByteArray &out, float value)
{
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, r.ptr - buffer);
}

void appendFloats(QByteArray &out, const float *values, int count)
{
    for (int i = 0; i < count; ++i) {
        if (i)
            out.append(' ');
        appendFloat(out, values[i]);
    }
}

void appendInt(QByteArray &out, qint64 value)
{
    char buffer[24];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, r.ptr - buffer);
}

void appendEscaped(QByteArray &out, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    for (char c : utf8) {
        switch (c) {
        case '&': out.append("&amp;"); break;
        case '<': out.append("&lt;"); break;
        case '>': out.append("&gt;"); break;
        case '"': out.append("&quot;"); break;
        case '\'': out.append("&apos;"); break;
        default: out.append(c);
        }
    }
}

QVariantMap defaultDialect()
{
    QVariantMap d;
    d.insert(QStringLiteral("rootVersion"), QStringLiteral("1100"));
    return d;
}

void appendProlog(QByteArray &out, const QVariantMap &dialect, const char *magic)
{
    const QString declaration = dialect.value(QStringLiteral("declaration")).toString();
    if (!declaration.isEmpty())
        out.append("<?").append(declaration.toUtf8()).append("?>\n");
    const QString header = dialect.value(QStringLiteral("header")).toString();
    if (header.isEmpty())
        return;
    const bool lower = dialect.value(QStringLiteral("headerAttrLower")).toBool();
    out.append('<');
    appendEscaped(out, header);
    out.append(lower ? " magic=\"" : " MAGIC=\"");
    const QString m = dialect.value(QStringLiteral("headerMagic")).toString();
    appendEscaped(out, m.isEmpty() ? QString::fromLatin1(magic) : m);
    out.append(lower ? "\" version=\"" : "\" VERSION=\"");
    appendEscaped(out, dialect.value(QStringLiteral("headerVersion"), QStringLiteral("1000")).toString());
    out.append("\"/>\n");
}

void appendRootAttributes(QByteArray &out, const QVariantMap &dialect)
{
    if (dialect.contains(QStringLiteral("rootMagic"))) {
        out.append(" MAGIC=\"");
        appendEscaped(out, dialect.value(QStringLiteral("rootMagic")).toString());
        out.append('"');
    }
    if (dialect.contains(QStringLiteral("rootVersion"))) {
        out.append(" VERSION=\"");
        appendEscaped(out, dialect.value(QStringLiteral("rootVersion")).toString());
        out.append('"');
    }
}

ReadResult failure(const QString &path, const ParseError &error)
{
    return ReadResult::failure(path, error.message, error.line);
}

QByteArray sniff(QByteArrayView head)
{
    const char *p = head.data();
    const char *end = p + head.size();
    if (end - p >= 3 && static_cast<unsigned char>(p[0]) == 0xEF && static_cast<unsigned char>(p[1]) == 0xBB
        && static_cast<unsigned char>(p[2]) == 0xBF)
        p += 3;
    // Skip white space, the declaration, comments and doctype.
    while (p < end) {
        while (p < end && isSpace(*p))
            ++p;
        if (end - p >= 2 && p[0] == '<' && (p[1] == '?' || p[1] == '!')) {
            const char *close = static_cast<const char *>(memchr(p, '>', size_t(end - p)));
            if (!close)
                return {};
            if (end - p >= 4 && std::memcmp(p, "<!--", 4) == 0) {
                const QByteArrayView rest(p, end - p);
                const qsizetype c = rest.indexOf(QByteArrayView("-->"));
                if (c < 0)
                    return {};
                p += c + 3;
            } else {
                p = close + 1;
            }
            continue;
        }
        break;
    }
    if (p >= end || *p != '<')
        return {};
    ++p;
    const char *nameStart = p;
    while (p < end && (std::isalnum(static_cast<unsigned char>(*p)) || *p == '_'))
        ++p;
    const QByteArray name = QByteArray(nameStart, p - nameStart).toUpper();
    if (name == "HEADER") {
        const char *close = static_cast<const char *>(memchr(p, '>', size_t(end - p)));
        const QByteArray tag = QByteArray(p, (close ? close : end) - p).toUpper();
        for (const char *m : {"XMF", "XSF", "XAF", "XRF", "XPF"})
            if (tag.contains(QByteArray("MAGIC=\"") + m + '"') || tag.contains(QByteArray("MAGIC='") + m + '\''))
                return m;
        return {};
    }
    if (name == "MESH")
        return "XMF";
    if (name == "SKELETON")
        return "XSF";
    if (name == "ANIMATION") {
        // A morph animation (XPF) says so in its MAGIC, else by its first
        // track naming a morph target rather than a bone.
        const QByteArray rest = QByteArray(p, end - p).toUpper();
        const qsizetype close = rest.indexOf('>');
        const QByteArray tag = rest.left(close < 0 ? rest.size() : close);
        if (tag.contains("MAGIC=\"XPF\"") || tag.contains("MAGIC='XPF'"))
            return "XPF";
        const qsizetype track = rest.indexOf("<TRACK");
        if (track >= 0) {
            const qsizetype trackClose = rest.indexOf('>', track);
            const QByteArray trackTag = rest.mid(track, trackClose < 0 ? -1 : trackClose - track);
            if (trackTag.contains("MORPHNAME") || trackTag.contains("MORPHID"))
                return "XPF";
        }
        return "XAF";
    }
    if (name == "MATERIAL")
        return "XRF";
    return {};
}

} // namespace quarry::calxml
