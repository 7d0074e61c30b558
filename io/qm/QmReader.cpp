#include "io/qm/QmReader.h"

#include "io/qm/QmLexer.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

namespace quarry {

namespace {

using qm::describe;
using qm::Lexer;
using qm::Token;
using qm::wordIs;

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

// Compiled Qt translation files begin with these 16 bytes.
constexpr std::array<unsigned char, 16> qtTranslationMagic = {0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95,
                                                              0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD};

// Multiplicities beyond this would only multiply work: a CV with
// multiplicity m is used m + 1 times.
constexpr int maxMultiplicity = 3;

QString shapeWord(const Shape &shape)
{
    switch (shape.kind) {
    case Shape::Kind::Sphere: return QStringLiteral("sphere");
    case Shape::Kind::Cone: return QStringLiteral("cone");
    case Shape::Kind::Cube: return QStringLiteral("cube");
    case Shape::Kind::Cylinder: return QStringLiteral("cylinder");
    case Shape::Kind::Light: return QStringLiteral("light");
    case Shape::Kind::Surface: return shape.isCurve() ? QStringLiteral("curve") : QStringLiteral("surface");
    }
    return {};
}

struct ParseError
{
    qint64 line;
    QString message;
};

class Parser
{
    Q_DECLARE_TR_FUNCTIONS(QmReader)

public:
    Parser(const QString &path, QByteArrayView data, const ReadOptions &options)
        : m_path(path)
        , m_data(data)
        , m_lexer(data)
        , m_options(options)
    { }

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
            // QuickModel has no names: number the models in file order.
            shape.name = QStringLiteral("%1 %2").arg(shapeWord(shape)).arg(result.model.shapes.size() + 1);
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

    std::optional<ParseError> expect(char c, const char *after, const char *suffix = "")
    {
        const Token t = m_lexer.next();
        if (!t.is(c))
            return ParseError{t.line, tr("expected '%1' after %2, found %3")
                                          .arg(QLatin1Char(c))
                                          .arg(QLatin1String(after) + QLatin1String(suffix), describe(t))};
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
        if (!std::isfinite(float(value)))
            return ParseError{t.line, tr("number %1 is too large").arg(describe(t))};
        return std::nullopt;
    }

    // Reads "n1, n2, ... nk )" after the opening parenthesis of `name`.
    std::optional<ParseError> parseArguments(const char *name, int count, double *values)
    {
        for (int i = 0; i < count; ++i) {
            const Token t = m_lexer.next();
            if (t.is(')') || t.is(';') || t.type == Token::Type::End)
                return ParseError{t.line,
                                  tr("%1() takes %n number(s), found fewer", nullptr, count).arg(QLatin1String(name))};
            if (auto e = parseNumber(t, values[i]))
                return e;
            const Token sep = m_lexer.next();
            const char want = i + 1 < count ? ',' : ')';
            if (!sep.is(want)) {
                if (want == ')' && sep.is(','))
                    return ParseError{
                        sep.line, tr("%1() takes %n number(s), found more", nullptr, count).arg(QLatin1String(name))};
                if (want == ',' && sep.is(')'))
                    return ParseError{
                        sep.line, tr("%1() takes %n number(s), found fewer", nullptr, count).arg(QLatin1String(name))};
                return ParseError{sep.line, tr("expected '%1' in %2(), found %3")
                                                .arg(QLatin1Char(want))
                                                .arg(QLatin1String(name), describe(sep))};
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
            if (auto e = parseArguments("tm", 4, row))
                return e;
            for (int c = 0; c < 4; ++c)
                values[r * 4 + c] = float(row[c]);
            const Token sep = m_lexer.next();
            const char want = r < 3 ? ',' : ')';
            if (!sep.is(want))
                return ParseError{sep.line,
                                  tr("expected '%1' in tm(), found %2").arg(QLatin1Char(want)).arg(describe(sep))};
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
        if (auto e = parseArguments("surface", 2, dims))
            return e;
        const auto nu = integerValue(dims[0]);
        const auto nv = integerValue(dims[1]);
        if (!nu || !nv || *nu < 1 || *nv < 1)
            return ParseError{
                line, tr("surface() needs two whole numbers of at least 1, found %1, %2").arg(dims[0]).arg(dims[1])};
        // Each CV takes at least "CV(0,0,0,0,0);" in the file.
        const qint64 total = qint64(*nu) * qint64(*nv);
        if (total > m_data.size() / 14 + 1)
            return ParseError{
                line,
                tr("surface( %1, %2 ) declares %3 CVs, more than the file can hold").arg(*nu).arg(*nv).arg(total)};
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
                return ParseError{t.line,
                                  tr("expected CV( ) or '}' in the surface's CV list, found %1").arg(describe(t))};
            }
            if (shape.cvs.size() >= total)
                return ParseError{
                    t.line,
                    tr("surface( %1, %2 ) at line %3 holds more than %4 CVs").arg(*nu).arg(*nv).arg(line).arg(total)};
            if (auto e = expect('(', "CV"))
                return e;
            double v[5];
            if (auto e = parseArguments("CV", 5, v))
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
                                     .arg(*m)
                                     .arg(*m + 1));
                (k == 0 ? cv.multiplicityU : cv.multiplicityV) = *m;
            }
            shape.cvs.append(cv);
            lines.append(t.line);
        }
        if (shape.cvs.size() != total)
            return ParseError{
                line,
                tr("surface( %1, %2 ) needs %3 CVs, found %4").arg(*nu).arg(*nv).arg(total).arg(shape.cvs.size())};
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
                return ParseError{
                    t.line, tr("expected ')' to close %1(, found %2").arg(QString::fromLatin1(name.text), describe(t))};
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
        using S = Shape::Statement;
        struct Function
        {
            const char *name;
            S statement;
            Shape::Kind kind;
        };
        static constexpr Function functions[] = {{"sphere", S::Primitive, Shape::Kind::Sphere},
                                                 {"cone", S::Primitive, Shape::Kind::Cone},
                                                 {"cube", S::Primitive, Shape::Kind::Cube},
                                                 {"cylinder", S::Primitive, Shape::Kind::Cylinder},
                                                 {"light", S::Primitive, Shape::Kind::Light},
                                                 {"surface", S::Primitive, Shape::Kind::Surface},
                                                 {"rotate", S::Rotate, {}},
                                                 {"scale", S::Scale, {}},
                                                 {"translate", S::Translate, {}},
                                                 {"color", S::Color, {}},
                                                 {"diffusion", S::Diffusion, {}},
                                                 {"specularity", S::Specularity, {}},
                                                 {"tm", S::Tm, {}},
                                                 {"cv", S::Unknown, {}}};

        if (auto e = expect('{', "model"))
            return e;
        std::optional<qint64> primitiveLine;
        QStringList unknown;
        std::array<qint64, 9> seen{}; // line of each statement kind, 0 = not yet
        for (;;) {
            const Token t = m_lexer.next();
            if (t.is('}'))
                break;
            if (t.type == Token::Type::End)
                return ParseError{modelLine, tr("the model starting at line %1 is not closed").arg(modelLine)};
            if (t.type != Token::Type::Word)
                return ParseError{t.line, tr("expected a function or '}', found %1").arg(describe(t))};
            const Function *f = nullptr;
            for (const Function &candidate : functions)
                if (wordIs(t, candidate.name)) {
                    f = &candidate;
                    break;
                }
            const char *name = f ? f->name : "a function";
            if (auto e = expect('(', name))
                return e;

            if (!f) {
                QString text;
                if (auto e = parseUnknown(t, text))
                    return e;
                warn(t.line, tr("unknown function %1(); kept as written").arg(QString::fromLatin1(t.text)));
                unknown.append(text);
                shape.statementOrder.append(S::Unknown);
                continue;
            }
            switch (f->statement) {
            case S::Primitive:
                if (primitiveLine)
                    return ParseError{t.line, tr("a model holds one primitive or surface; this one already has one "
                                                 "(line %1)")
                                                  .arg(*primitiveLine)};
                primitiveLine = t.line;
                shape.kind = f->kind;
                if (shape.kind == Shape::Kind::Surface) {
                    if (auto e = parseSurface(t.line, shape))
                        return e;
                    shape.statementOrder.append(S::Primitive);
                    continue; // the CV list closes the statement
                }
                if (const Token close = m_lexer.next(); !close.is(')'))
                    return ParseError{close.line, tr("%1() takes no parameters").arg(QLatin1String(name))};
                break;
            case S::Rotate:
            case S::Scale:
            case S::Translate:
            case S::Color: {
                double v[3];
                if (auto e = parseArguments(name, 3, v))
                    return e;
                const QVector3D value{float(v[0]), float(v[1]), float(v[2])};
                (f->statement == S::Rotate      ? shape.rotate
                 : f->statement == S::Scale     ? shape.scale
                 : f->statement == S::Translate ? shape.translate
                                                : shape.color) = value;
                break;
            }
            case S::Diffusion:
            case S::Specularity: {
                double v;
                if (auto e = parseArguments(name, 1, &v))
                    return e;
                (f->statement == S::Diffusion ? shape.diffusion : shape.specularity) = float(v);
                break;
            }
            case S::Tm: {
                QMatrix4x4 m;
                if (auto e = parseTm(m))
                    return e;
                shape.tm = m;
                break;
            }
            case S::Unknown: return ParseError{t.line, tr("CV( ) outside a surface's CV list")};
            }
            if (f->statement != S::Primitive) {
                qint64 &first = seen[size_t(f->statement)];
                if (first > 0)
                    return ParseError{
                        t.line,
                        tr("%1() given twice in one model (first at line %2)").arg(QLatin1String(name)).arg(first)};
                first = t.line;
            }
            if (auto e = expect(';', name, "( )"))
                return e;
            shape.statementOrder.append(f->statement);
        }
        if (!primitiveLine)
            return ParseError{modelLine,
                              tr("the model starting at line %1 has no primitive or surface").arg(modelLine)};
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
    const Token first = lexer.next();
    // A head (4 KiB) that ends inside a /* comment cannot tell: the reader
    // decides. (Not so for # lines: other text formats start with those.)
    if (head.size() >= 4096 && lexer.unterminatedComment())
        return true;
    return wordIs(first, "model") && lexer.next().is('{');
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
        return tr("not a QuickModel: line %1: expected '{' after model, found %2")
            .arg(second.line)
            .arg(describe(second));
    return {};
}

ReadResult readQm(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return Parser(path, data, options).run();
}

} // namespace quarry
