#include "io/qm/QmLexer.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>

namespace quarry::qm {

namespace {
// lupdate files tr() calls made in this namespace's free functions under
// the context "quarry::qm"; the lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::qm")
} // namespace

bool wordIs(const Token &t, const char *word)
{
    return t.type == Token::Type::Word && t.text.compare(QByteArrayView(word), Qt::CaseInsensitive) == 0;
}

QString describe(const Token &t)
{
    switch (t.type) {
    case Token::Type::End: return tr("the end of the file");
    case Token::Type::Bad:
        if (t.text == QByteArrayView("/*"))
            return tr("an unterminated comment");
        {
            const unsigned char c = static_cast<unsigned char>(t.text[0]);
            if (c < 0x20 || c >= 0x7F)
                return tr("the byte 0x%1").arg(int(c), 2, 16, QLatin1Char('0'));
        }
        [[fallthrough]];
    default:
        return QStringLiteral("'%1'").arg(QString::fromLatin1(t.text.first(std::min<qsizetype>(40, t.text.size()))));
    }
}

} // namespace quarry::qm
