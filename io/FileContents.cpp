#include "io/FileContents.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace quarry {

namespace {

struct Magic
{
    QByteArrayView bytes;
    const char *description;
};

// Formats a model file is often mistaken for, by their first bytes.
const Magic kMagics[] = {
    {"\x89PNG", QT_TRANSLATE_NOOP("quarry", "it is a PNG image")},
    {"\xFF\xD8\xFF", QT_TRANSLATE_NOOP("quarry", "it is a JPEG image")},
    {"GIF8", QT_TRANSLATE_NOOP("quarry", "it is a GIF image")},
    {"glTF", QT_TRANSLATE_NOOP("quarry", "it is a binary glTF (GLB) model")},
    {"Kaydara FBX Binary", QT_TRANSLATE_NOOP("quarry", "it is a binary FBX model")},
    {"MD5Version", QT_TRANSLATE_NOOP("quarry", "it is a Doom 3 MD5 model or animation")},
    {"IDP3", QT_TRANSLATE_NOOP("quarry", "it is a Quake III MD3 model")},
    {"IDP2", QT_TRANSLATE_NOOP("quarry", "it is a Quake II MD2 model")},
    {"PK\x03\x04", QT_TRANSLATE_NOOP("quarry", "it is a ZIP archive")},
    {"\x1F\x8B", QT_TRANSLATE_NOOP("quarry", "it is gzip-compressed")},
    {"%PDF", QT_TRANSLATE_NOOP("quarry", "it is a PDF document")},
    {"\x7F"
     "ELF",
     QT_TRANSLATE_NOOP("quarry", "it is a program (ELF)")},
    {"\x3C\xB8\x64\x18\xCA\xEF\x9C\x95", QT_TRANSLATE_NOOP("quarry", "it is a Qt translation file")},
};

bool looksLikeText(QByteArrayView head)
{
    // A multi-byte character cut at the end of the sample is not a fault.
    qsizetype end = head.size();
    for (qsizetype back = 0; back < 3 && end > 0 && (uchar(head[end - 1]) & 0xC0) == 0x80; ++back)
        --end;
    if (end > 0 && uchar(head[end - 1]) >= 0xC0)
        --end;
    const QByteArrayView body = head.first(end);
    for (char c : body) {
        const uchar u = uchar(c);
        if (u < 0x20 && u != '\t' && u != '\n' && u != '\r' && u != '\f' && u != 0x1B)
            return false;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8(body);
    return !utf8.hasError() && !decoded.isEmpty();
}

QString firstLine(QByteArrayView head)
{
    qsizetype end = 0;
    while (end < head.size() && head[end] != '\n' && head[end] != '\r')
        ++end;
    QString line = QString::fromUtf8(head.first(end)).trimmed();
    constexpr int kShown = 60;
    if (line.size() > kShown)
        line = line.left(kShown) + QChar(0x2026);
    return line;
}

} // namespace

QString describeFileContents(QByteArrayView head)
{
    if (head.isEmpty())
        return tr("the file is empty");
    for (const Magic &m : kMagics)
        if (head.startsWith(m.bytes))
            return tr(m.description);
    if (looksLikeText(head)) {
        const QString line = firstLine(head);
        if (line.isEmpty())
            return tr("it is text whose first line is blank");
        return tr("it is text whose first line is \"%1\"").arg(line);
    }
    QStringList bytes;
    for (qsizetype i = 0; i < qMin<qsizetype>(8, head.size()); ++i)
        bytes << QStringLiteral("%1").arg(uchar(head[i]), 2, 16, QLatin1Char('0'));
    return tr("it is binary data beginning with the bytes %1").arg(bytes.join(QLatin1Char(' ')));
}

} // namespace quarry
