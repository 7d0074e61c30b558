#include "io/qm/QmReader.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

namespace quarry {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("QmReader", text, disambiguation, n);
}

// Compiled Qt translation files begin with these 16 bytes.
constexpr std::array<unsigned char, 16> qtTranslationMagic = {
    0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95, 0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD};

// Multiplicities beyond this would only multiply work: a CV with
// multiplicity m is used m + 1 times.
constexpr int maxMultiplicity = 3;

struct Token
{
    enum class Type : quint8 { End, Word, Number, Punct, Bad };
    Type type = Type::End;
    QByteArrayView text;
    qint64 line = 1;

    bool is(char c) const { return type == Type::Punct && text.size() == 1 && text[0] == c; }
};

// Splits QuickModel text into words, numbers and punctuation, skipping
// whitespace and comments (/* */, // and # to the end of the line).
class Lexer
{
public:
    explicit Lexer(QByteArrayView data) : m_data(data) {}

    Token next()
    {
        if (!skipSpace())
            return {Token::Type::Bad, QByteArrayView("/*"), m_commentLine};
        Token t;
        t.line = m_line;
        if (m_pos >= m_data.size())
            return t;
        const qsizetype start = m_pos;
        const char c = m_data[m_pos];
        if (isWordStart(c)) {
            while (m_pos < m_data.size() && isWordChar(m_data[m_pos]))
                ++m_pos;
            t.type = Token::Type::Word;
        } else if (isNumberChar(c) && c != 'e' && c != 'E') {
            while (m_pos < m_data.size() && isNumberChar(m_data[m_pos]))
                ++m_pos;
            t.type = Token::Type::Number;
        } else if (std::strchr("(){},;", c) && c != '\0') {
            ++m_pos;
            t.type = Token::Type::Punct;
        } else {
            ++m_pos;
            t.type = Token::Type::Bad;
        }
        t.text = m_data.sliced(start, m_pos - start);
        return t;
    }

    qsizetype position() const { return m_pos; }
    bool unterminatedComment() const { return m_unterminated; }

private:
    static bool isWordStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
    static bool isWordChar(char c) { return isWordStart(c) || (c >= '0' && c <= '9'); }
    static bool isNumberChar(char c)
    {
        return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
    }

    // False on an unterminated block comment.
    bool skipSpace()
    {
        while (m_pos < m_data.size()) {
            const char c = m_data[m_pos];
            if (c == '\n') {
                ++m_line;
                ++m_pos;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                ++m_pos;
            } else if (c == '#' || (c == '/' && m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '/')) {
                while (m_pos < m_data.size() && m_data[m_pos] != '\n')
                    ++m_pos;
            } else if (c == '/' && m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '*') {
                m_commentLine = m_line;
                m_pos += 2;
                bool closed = false;
                while (m_pos < m_data.size()) {
                    if (m_data[m_pos] == '*' && m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '/') {
                        m_pos += 2;
                        closed = true;
                        break;
                    }
                    if (m_data[m_pos] == '\n')
                        ++m_line;
                    ++m_pos;
                }
                if (!closed) {
                    m_unterminated = true;
                    return false;
                }
            } else {
                break;
            }
        }
        return true;
    }

    QByteArrayView m_data;
    qsizetype m_pos = 0;
    qint64 m_line = 1;
    qint64 m_commentLine = 1;
    bool m_unterminated = false;
};

bool wordIs(const Token &t, const char *word)
{
    return t.type == Token::Type::Word && t.text.compare(QByteArrayView(word), Qt::CaseInsensitive) == 0;
}

// How a token reads in a message.
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
    default: return QStringLiteral("'%1'").arg(QString::fromLatin1(t.text.first(std::min<qsizetype>(40, t.text.size()))));
    }
}

struct ParseError
{
    qint64 line;
    QString message;
};

class Parser
{
public:
    Parser(const QString &path, QByteArrayView data, const ReadOptions &options)
        : m_path(path), m_data(data), m_lexer(data), m_options(options)
    {
    }

    ReadResult run()
    {
        ReadResult result;
        if (isQtTranslation(m_data))
            return ReadResult::failure(m_path, qmRefusal(m_data));
        Token t = m_lexer.next();
        if (t.type == Token::Type::End)
            return ReadResult::failure(m_path, tr("the file holds no model"), t.line);
        while (t.type != Token::Type::End) {
            if (!wordIs(t, "model"))
                return fail(result, {t.line, tr("expected 'model', found %1").arg(describe(t))});
            Shape shape;
            if (auto error = parseModel(t.line, shape))
                return fail(result, *error);
            result.model.shapes.append(std::move(shape));
            if (m_options.progress && m_data.size() > 0
                && !m_options.progress(double(m_lexer.position()) / double(m_data.size())))
                return ReadResult::failure(m_path, cancelledMessage());
            t = m_lexer.next();
        }
        result.warnings = m_warnings;
        return result;
    }

private:
    ReadResult fail(ReadResult &result, const ParseError &error)
    {
        result = ReadResult::failure(m_path, error.message, error.line);
        result.warnings = m_warnings;
        return result;
    }

    void warn(qint64 line, const QString &message) { m_warnings.append(Diagnostic{m_path, line, -1, message}); }

    std::optional<ParseError> expect(char c, const char *after)
    {
        const Token t = m_lexer.next();
        if (!t.is(c))
            return ParseError{t.line, tr("expected '%1' after %2, found %3")
                                          .arg(QLatin1Char(c)).arg(QLatin1String(after)).arg(describe(t))};
        return std::nullopt;
    }

    std::optional<ParseError> parseNumber(const Token &t, double &value)
    {
        if (t.type != Token::Type::Number)
            return ParseError{t.line, tr("expected a number, found %1").arg(describe(t))};
        const char *begin = t.text.data();
        const char *end = begin + t.text.size();
        if (begin < end && *begin == '+')
            ++begin;
        const auto [ptr, ec] = std::from_chars(begin, end, value);
        if (ec != std::errc() || ptr != end || !std::isfinite(value))
            return ParseError{t.line, tr("malformed number %1").arg(describe(t))};
        return std::nullopt;
    }

    // Reads "n1, n2, ... nk )" after the opening parenthesis of `name`.
    std::optional<ParseError> parseArguments(const QString &name, int count, double *values)
    {
        for (int i = 0; i < count; ++i) {
            const Token t = m_lexer.next();
            if (t.is(')') || t.is(';') || t.type == Token::Type::End)
                return ParseError{t.line, tr("%1() takes %n number(s), found fewer", nullptr, count).arg(name)};
            if (auto e = parseNumber(t, values[i]))
                return e;
            const Token sep = m_lexer.next();
            const char want = i + 1 < count ? ',' : ')';
            if (!sep.is(want)) {
                if (want == ')' && sep.is(','))
                    return ParseError{sep.line, tr("%1() takes %n number(s), found more", nullptr, count).arg(name)};
                if (want == ',' && sep.is(')'))
                    return ParseError{sep.line, tr("%1() takes %n number(s), found fewer", nullptr, count).arg(name)};
                return ParseError{sep.line, tr("expected '%1' in %2(), found %3")
                                                .arg(QLatin1Char(want)).arg(name, describe(sep))};
            }
        }
        return std::nullopt;
    }

    std::optional<ParseError> parseTm(QMatrix4x4 &matrix)
    {
        // Four rows of four numbers, SGI GL order: the numbers in the order
        // written are the column-major array glMultMatrixf takes, so row r
        // of the text is column r of the matrix (translation in the last
        // row of the text).
        float values[16];
        for (int r = 0; r < 4; ++r) {
            if (auto e = expect('(', "tm( or ','"))
                return e;
            double row[4];
            if (auto e = parseArguments(QStringLiteral("tm row"), 4, row))
                return e;
            for (int c = 0; c < 4; ++c)
                values[r * 4 + c] = float(row[c]);
            const Token sep = m_lexer.next();
            const char want = r < 3 ? ',' : ')';
            if (!sep.is(want))
                return ParseError{sep.line, tr("expected '%1' in tm(), found %2").arg(QLatin1Char(want)).arg(describe(sep))};
        }
        matrix = QMatrix4x4(values).transposed();
        return std::nullopt;
    }

    static std::optional<int> integerValue(double v)
    {
        if (v != std::floor(v) || v < -1e9 || v > 1e9)
            return std::nullopt;
        return int(v);
    }

    std::optional<ParseError> parseSurface(qint64 line, Shape &shape)
    {
        double dims[2];
        if (auto e = parseArguments(QStringLiteral("surface"), 2, dims))
            return e;
        const auto nu = integerValue(dims[0]);
        const auto nv = integerValue(dims[1]);
        if (!nu || !nv || *nu < 1 || *nv < 1)
            return ParseError{line, tr("surface() needs two whole numbers of at least 1, found %1, %2")
                                        .arg(dims[0]).arg(dims[1])};
        // Each CV takes at least "CV(0,0,0,0,0);" in the file.
        const qint64 total = qint64(*nu) * qint64(*nv);
        if (total > m_data.size() / 14 + 1)
            return ParseError{line, tr("surface( %1, %2 ) declares %3 CVs, more than the file can hold")
                                        .arg(*nu).arg(*nv).arg(total)};
        if (auto e = expect(';', "surface( )"))
            return e;
        if (auto e = expect('{', "surface( );"))
            return e;
        shape.kind = Shape::Kind::Surface;
        shape.nu = *nu;
        shape.nv = *nv;
        shape.cvs.reserve(qsizetype(total));
        QList<qint64> lines;
        lines.reserve(qsizetype(total));
        for (;;) {
            const Token t = m_lexer.next();
            if (t.is('}'))
                break;
            if (!wordIs(t, "CV")) {
                if (t.type == Token::Type::End)
                    return ParseError{line, tr("the CV list of the surface at line %1 is not closed").arg(line)};
                return ParseError{t.line, tr("expected CV( ) or '}' in the surface's CV list, found %1").arg(describe(t))};
            }
            if (shape.cvs.size() >= total)
                return ParseError{t.line, tr("surface( %1, %2 ) at line %3 holds more than %4 CVs")
                                              .arg(*nu).arg(*nv).arg(line).arg(total)};
            if (auto e = expect('(', "CV"))
                return e;
            double v[5];
            if (auto e = parseArguments(QStringLiteral("CV"), 5, v))
                return e;
            if (auto e = expect(';', "CV( )"))
                return e;
            ControlVertex cv;
            cv.position = QVector3D(float(v[0]), float(v[1]), float(v[2]));
            for (int k = 0; k < 2; ++k) {
                const auto m = integerValue(v[3 + k]);
                if (!m || *m < 0 || *m > maxMultiplicity)
                    return ParseError{t.line, tr("CV multiplicity must be 0 or 1, found %1").arg(v[3 + k])};
                if (*m > 1)
                    warn(t.line, tr("CV multiplicity %1 is beyond the documented 0 or 1; the CV is used %2 times")
                                     .arg(*m).arg(*m + 1));
                (k == 0 ? cv.multiplicityU : cv.multiplicityV) = *m;
            }
            shape.cvs.append(cv);
            lines.append(t.line);
        }
        if (shape.cvs.size() != total)
            return ParseError{line, tr("surface( %1, %2 ) needs %3 CVs, found %4")
                                        .arg(*nu).arg(*nv).arg(total).arg(shape.cvs.size())};
        // Multiplicities must agree along a column (u) and a row (v), or the
        // CV counts per row differ once CVs are doubled.
        for (int j = 1; j < *nv; ++j)
            for (int i = 0; i < *nu; ++i) {
                const qsizetype k = qsizetype(j) * *nu + i;
                if (shape.cvs[k].multiplicityU != shape.cvs[i].multiplicityU) {
                    warn(lines[k], tr("the u multiplicity differs from the first CV of its column; "
                                      "the larger one is used"));
                    j = *nv;
                    break;
                }
            }
        for (int j = 0; j < *nv; ++j)
            for (int i = 1; i < *nu; ++i) {
                const qsizetype k = qsizetype(j) * *nu + i;
                if (shape.cvs[k].multiplicityV != shape.cvs[qsizetype(j) * *nu].multiplicityV) {
                    warn(lines[k], tr("the v multiplicity differs from the first CV of its row; "
                                      "the larger one is used"));
                    j = *nv;
                    break;
                }
            }
        return std::nullopt;
    }

    // Keeps a function the format does not define, as text, up to its ';'.
    std::optional<ParseError> parseUnknown(const Token &name, QString &text)
    {
        text = QString::fromLatin1(name.text) + QLatin1Char('(');
        int depth = 1;
        bool first = true;
        while (depth > 0) {
            const Token t = m_lexer.next();
            if (t.type == Token::Type::End || t.type == Token::Type::Bad || t.is('{') || t.is('}') || t.is(';'))
                return ParseError{t.line, tr("expected ')' to close %1(, found %2")
                                              .arg(QString::fromLatin1(name.text), describe(t))};
            if (t.is('('))
                ++depth;
            if (t.is(')') && --depth == 0)
                break;
            if (!t.is(','))
                text += QLatin1Char(' ');
            first = false;
            text += QString::fromLatin1(t.text);
        }
        text += first ? QStringLiteral(")") : QStringLiteral(" )");
        return expect(';', "a function call");
    }

    std::optional<ParseError> parseModel(qint64 modelLine, Shape &shape)
    {
        if (auto e = expect('{', "model"))
            return e;
        std::optional<qint64> primitiveLine;
        QStringList unknown;
        QMap<Shape::Statement, qint64> seen;
        for (;;) {
            const Token t = m_lexer.next();
            if (t.is('}'))
                break;
            if (t.type == Token::Type::End)
                return ParseError{modelLine, tr("the model starting at line %1 is not closed").arg(modelLine)};
            if (t.type != Token::Type::Word)
                return ParseError{t.line, tr("expected a function or '}', found %1").arg(describe(t))};
            const QString name = QString::fromLatin1(t.text).toLower();
            if (auto e = expect('(', qPrintable(name)))
                return e;

            static const QMap<QString, Shape::Kind> primitives = {
                {QStringLiteral("sphere"), Shape::Kind::Sphere}, {QStringLiteral("cone"), Shape::Kind::Cone},
                {QStringLiteral("cube"), Shape::Kind::Cube}, {QStringLiteral("cylinder"), Shape::Kind::Cylinder},
                {QStringLiteral("light"), Shape::Kind::Light}, {QStringLiteral("surface"), Shape::Kind::Surface}};
            static const QMap<QString, Shape::Statement> vectors = {
                {QStringLiteral("rotate"), Shape::Statement::Rotate}, {QStringLiteral("scale"), Shape::Statement::Scale},
                {QStringLiteral("translate"), Shape::Statement::Translate}, {QStringLiteral("color"), Shape::Statement::Color}};

            Shape::Statement statement = Shape::Statement::Unknown;
            if (primitives.contains(name)) {
                statement = Shape::Statement::Primitive;
                if (primitiveLine)
                    return ParseError{t.line, tr("a model holds one primitive or surface; this one already has one "
                                                 "(line %1)").arg(*primitiveLine)};
                primitiveLine = t.line;
                shape.kind = primitives.value(name);
                if (shape.kind == Shape::Kind::Surface) {
                    if (auto e = parseSurface(t.line, shape))
                        return e;
                    shape.statementOrder.append(statement);
                    continue;  // the CV list closes the statement
                }
                const Token close = m_lexer.next();
                if (!close.is(')'))
                    return ParseError{close.line, tr("%1() takes no parameters").arg(name)};
            } else if (name == QLatin1String("cv")) {
                return ParseError{t.line, tr("CV( ) outside a surface's CV list")};
            } else if (vectors.contains(name)) {
                statement = vectors.value(name);
                double v[3];
                if (auto e = parseArguments(name, 3, v))
                    return e;
                const QVector3D value{float(v[0]), float(v[1]), float(v[2])};
                switch (statement) {
                case Shape::Statement::Rotate: shape.rotate = value; break;
                case Shape::Statement::Scale: shape.scale = value; break;
                case Shape::Statement::Translate: shape.translate = value; break;
                default: shape.color = value; break;
                }
            } else if (name == QLatin1String("diffusion") || name == QLatin1String("specularity")) {
                statement = name == QLatin1String("diffusion") ? Shape::Statement::Diffusion
                                                                : Shape::Statement::Specularity;
                double v;
                if (auto e = parseArguments(name, 1, &v))
                    return e;
                (statement == Shape::Statement::Diffusion ? shape.diffusion : shape.specularity) = float(v);
            } else if (name == QLatin1String("tm")) {
                statement = Shape::Statement::Tm;
                QMatrix4x4 m;
                if (auto e = parseTm(m))
                    return e;
                shape.tm = m;
            } else {
                QString text;
                if (auto e = parseUnknown(t, text))
                    return e;
                warn(t.line, tr("unknown function %1(); kept as written").arg(QString::fromLatin1(t.text)));
                unknown.append(text);
                shape.statementOrder.append(Shape::Statement::Unknown);
                continue;
            }
            if (statement != Shape::Statement::Primitive) {
                if (seen.contains(statement))
                    return ParseError{t.line, tr("%1() given twice in one model (first at line %2)")
                                                  .arg(name).arg(seen.value(statement))};
                seen.insert(statement, t.line);
            }
            if (auto e = expect(';', qPrintable(name + QStringLiteral("( )"))))
                return e;
            shape.statementOrder.append(statement);
        }
        if (!primitiveLine)
            return ParseError{modelLine, tr("the model starting at line %1 has no primitive or surface").arg(modelLine)};
        if (!unknown.isEmpty())
            shape.extras.insert(QStringLiteral("qm.unknown"), unknown);
        return std::nullopt;
    }

    QString m_path;
    QByteArrayView m_data;
    Lexer m_lexer;
    const ReadOptions &m_options;
    QList<Diagnostic> m_warnings;
};

} // namespace

bool isQtTranslation(QByteArrayView head)
{
    return head.size() >= qsizetype(qtTranslationMagic.size())
           && std::memcmp(head.data(), qtTranslationMagic.data(), qtTranslationMagic.size()) == 0;
}

bool probeQm(QByteArrayView head)
{
    Lexer lexer(head);
    return wordIs(lexer.next(), "model") && lexer.next().is('{');
}

QString qmRefusal(QByteArrayView head)
{
    if (isQtTranslation(head))
        return tr("this is a Qt translation file (compiled Qt Linguist messages), not a QuickModel");
    Lexer lexer(head);
    const Token first = lexer.next();
    if (!wordIs(first, "model"))
        return tr("not a QuickModel: line %1: expected 'model', found %2").arg(first.line).arg(describe(first));
    const Token second = lexer.next();
    if (!second.is('{'))
        return tr("not a QuickModel: line %1: expected '{' after model, found %2").arg(second.line).arg(describe(second));
    return {};
}

ReadResult readQm(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return Parser(path, data, options).run();
}

} // namespace quarry
