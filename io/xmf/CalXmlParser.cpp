// Parsing a Cal3D XML file into the element tree the readers walk: the
// fast parser for the well-formed files Cal3D exporters write, tinyxml2 for
// everything else (its errors are the ones reported), and the root element
// with the header dialect. The helpers the readers use on the tree are in
// CalXml.cpp.
#include "io/xmf/CalXml.h"

#include "model/Translate.h"

#include <QCoreApplication>

#include <array>
#include <bit>
#include <cstring>
#include <strings.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace quarry::calxml {

namespace {

// lupdate files tr() calls made in this namespace's free functions under
// the context "quarry::calxml"; the lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::calxml")

} // namespace

namespace {

// Each byte's classes, looked up once per character (the parser's inner
// loops test every byte of the file).
enum CharClass : quint8 {
    kSpace = 1, // ' ', \t, \n, \r, \v, \f
    kNameStart = 2, // a-z, A-Z, '_', ':'
    kNameChar = 4, // a name start, 0-9, '.', '-'
};
constexpr std::array<quint8, 256> kCharClasses = [] {
    std::array<quint8, 256> t{};
    for (int c = 0; c < 256; ++c) {
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
        const bool start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
        const bool name = start || (c >= '0' && c <= '9') || c == '.' || c == '-';
        t[size_t(c)] = quint8((space ? kSpace : 0) | (start ? kNameStart : 0) | (name ? kNameChar : 0));
    }
    return t;
}();

inline bool isXmlSpace(char c)
{
    return kCharClasses[quint8(c)] & kSpace;
}

inline bool isNameStart(char c)
{
    return kCharClasses[quint8(c)] & kNameStart;
}

inline bool isNameChar(char c)
{
    return kCharClasses[quint8(c)] & kNameChar;
}

// The text [from, to) as tinyxml2 gives it: CR LF, LF CR and a lone CR
// read as LF, and (with `entities`) the five named entities decoded, an
// unknown one left as tinyxml2 leaves it; ended with a NUL in place. False for a
// character reference (&#...;), which only tinyxml2 decodes.
bool finishText(char *from, char *to, bool entities)
{
    struct Entity
    {
        const char *pattern;
        int length;
        char value;
    };
    static constexpr Entity kEntities[] = {
        {"quot", 4, '"'}, {"amp", 3, '&'}, {"apos", 4, '\''}, {"lt", 2, '<'}, {"gt", 2, '>'}};
    // Up to the first CR, LF or '&' nothing changes: most texts (numbers)
    // have none, and are only ended. Sixteen bytes at a time where they can be.
    char *r = from;
#ifdef __SSE2__
    const __m128i cr = _mm_set1_epi8('\r'), lf = _mm_set1_epi8('\n'), amp = _mm_set1_epi8('&');
    for (; to - r >= 16; r += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(r));
        const int hits = _mm_movemask_epi8(_mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, cr), _mm_cmpeq_epi8(bytes, lf)), _mm_cmpeq_epi8(bytes, amp)));
        if (hits) {
            r += std::countr_zero(unsigned(hits));
            break;
        }
    }
#endif
    while (r < to && *r != '\r' && *r != '\n' && *r != '&')
        ++r;
    char *q = r;
    while (r < to) {
        const char c = *r;
        if (c == '\r') {
            r += r[1] == '\n' ? 2 : 1;
            *q++ = '\n';
        } else if (c == '\n') {
            r += r[1] == '\r' ? 2 : 1;
            *q++ = '\n';
        } else if (c == '&' && entities) {
            if (r[1] == '#')
                return false;
            bool decoded = false;
            for (const Entity &e : kEntities) {
                if (std::strncmp(r + 1, e.pattern, size_t(e.length)) == 0 && r[e.length + 1] == ';') {
                    *q++ = e.value;
                    r += e.length + 2;
                    decoded = true;
                    break;
                }
            }
            if (!decoded) {
                // As tinyxml2 does: past the '&' without writing it, so the
                // byte already at q stays (the '&' itself until the text
                // has shrunk, a byte from further back after that).
                ++r;
                ++q;
            }
        } else {
            *q++ = *r++;
        }
    }
    *q = '\0';
    return true;
}

// The fast parser: elements, attributes, text, comments and a leading
// declaration, in the text's own buffer. Returns false, leaving the
// document to tinyxml2, on anything else or anything malformed (errors are
// tinyxml2's to word), so that whatever it accepts gives the tree tinyxml2
// would (tst_xmf's fastParserMatchesTinyxml2 compares them).
bool parseFast(Document &document, QByteArrayView data)
{
    if (std::memchr(data.data(), '\0', size_t(data.size())))
        return false;
    // Copied into room marked for huge pages first (a large animation's text
    // is megabytes).
    document.text = QByteArray(data.size(), Qt::Uninitialized);
    adviseHugePages(document.text.data(), data.size());
    std::memcpy(document.text.data(), data.data(), size_t(data.size()));
    char *p = document.text.data();
    char *const end = p + document.text.size(); // a NUL follows
    // Cal3D files hold about an element per 60 bytes and an attribute per
    // 200: room for that many in the first blocks.
    document.elements.clear(data.size() / 48);
    document.attributes.clear(data.size() / 128);
    struct Open
    {
        Element *element;
        Element *lastChild;
        bool anyChild; // an element or text inside yet
    };
    constexpr size_t kMaxDepth = 64;
    std::vector<Open> open;
    open.reserve(16);
    Element *topLast = nullptr;
    bool anyNode = false;
    int line = 1;
    auto skipSpaces = [&] {
        while (isXmlSpace(*p)) {
            if (*p == '\n')
                ++line;
            ++p;
        }
    };
    // Moves p past `marker` (counting lines); false when it never comes.
    auto findEnd = [&](const char *marker, size_t length) -> char * {
        for (char *q = p; q + length <= end; ++q) {
            if (*q == marker[0] && std::memcmp(q, marker, length) == 0)
                return q;
            if (*q == '\n')
                ++line;
        }
        return nullptr;
    };
    for (;;) {
        // Text up to the next '<'.
        char *const textStart = p;
        bool onlySpace = true;
#ifdef __SSE2__
        // Sixteen bytes at a time while they last: the same lines counted
        // and the same test of the bytes before the '<'.
        const __m128i lessThan = _mm_set1_epi8('<'), newline = _mm_set1_epi8('\n'), blank = _mm_set1_epi8(' ');
        const __m128i tab = _mm_set1_epi8('\t'), four = _mm_set1_epi8(4);
        while (end - p >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const __m128i fromTab = _mm_sub_epi8(bytes, tab); // \t \n \v \f \r: 0 to 4
            const __m128i space = _mm_or_si128(_mm_cmpeq_epi8(bytes, blank),
                                               _mm_cmpeq_epi8(_mm_min_epu8(fromTab, four), fromTab));
            const unsigned less = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, lessThan)));
            const unsigned before = less ? (less & (0u - less)) - 1 : 0xFFFFu; // the bytes before the '<'
            // (A bit at a time: few, and std::popcount is a library call without POPCNT.)
            for (unsigned lines = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, newline))) & before; lines;
                 lines &= lines - 1)
                ++line;
            if (~unsigned(_mm_movemask_epi8(space)) & before)
                onlySpace = false;
            if (less) {
                p += std::countr_zero(less);
                break;
            }
            p += 16;
        }
#endif
        while (p < end && *p != '<') {
            if (*p == '\n')
                ++line;
            else if (!isXmlSpace(*p))
                onlySpace = false;
            ++p;
        }
        if (!onlySpace) {
            if (open.empty() || p == end)
                return false; // text outside the elements, or never ended
            Open &o = open.back();
            if (!o.anyChild) {
                if (!finishText(textStart, p, true)) // ends the text at p's '<' (after it is read)
                    return false;
                o.element->text = textStart;
            }
            o.anyChild = true;
        }
        if (p == end)
            break;
        // p is at '<' (or at the NUL finishText wrote there).
        char *const tag = p + 1;
        if (*tag == '?') {
            // The declaration: only as the document's first node.
            if (anyNode || !open.empty())
                return false;
            p = tag + 1;
            char *const close = findEnd("?>", 2);
            if (!close || !finishText(tag + 1, close, false))
                return false;
            document.declaration = tag + 1;
            anyNode = true;
            p = close + 2;
            continue;
        }
        if (*tag == '!') {
            if (tag[1] != '-' || tag[2] != '-')
                return false; // CDATA, DOCTYPE
            p = tag + 3;
            char *const close = findEnd("-->", 3);
            if (!close)
                return false;
            anyNode = true; // (tinyxml2's GetText passes over comments)
            p = close + 3;
            continue;
        }
        if (*tag == '/') {
            if (open.empty())
                return false;
            char *const name = tag + 1;
            char *q = name;
            while (isNameChar(*q))
                ++q;
            const char *openName = open.back().element->name;
            const size_t length = size_t(q - name);
            if (length == 0 || std::strncmp(openName, name, length) != 0 || openName[length] != '\0')
                return false;
            p = q;
            skipSpaces();
            if (*p != '>')
                return false;
            ++p;
            open.pop_back();
            continue;
        }
        // A start tag.
        if (!isNameStart(*tag))
            return false;
        char *q = tag + 1;
        while (isNameChar(*q))
            ++q;
        Element &e = document.elements.emplace_back();
        e.name = tag;
        e.line = line;
        if (open.empty()) {
            if (topLast)
                topLast->nextSibling = &e;
            else
                document.top = &e;
            topLast = &e;
        } else {
            Open &o = open.back();
            if (o.lastChild)
                o.lastChild->nextSibling = &e;
            else
                o.element->firstChild = &e;
            o.lastChild = &e;
            o.anyChild = true;
        }
        anyNode = true;
        const char after = *q;
        if (!isXmlSpace(after) && after != '>' && after != '/')
            return false;
        p = q;
        Attribute *lastAttribute = nullptr;
        bool closed = false; // <name ... />
        for (;;) {
            skipSpaces();
            if (*p == '>') {
                ++p;
                break;
            }
            if (*p == '/') {
                if (p[1] != '>')
                    return false;
                p += 2;
                closed = true;
                break;
            }
            if (!isNameStart(*p))
                return false;
            char *const attributeName = p;
            while (isNameChar(*p))
                ++p;
            char *const nameEnd = p;
            skipSpaces();
            if (*p != '=')
                return false;
            ++p;
            skipSpaces();
            const char quote = *p;
            if (quote != '"' && quote != '\'')
                return false;
            char *const value = ++p;
            while (p < end && *p != quote) {
                if (*p == '\n')
                    ++line;
                ++p;
            }
            if (p == end)
                return false;
            *nameEnd = '\0';
            if (!finishText(value, p, true))
                return false;
            ++p;
            for (const Attribute *a = e.attributes; a; a = a->next)
                if (std::strcmp(a->name, attributeName) == 0)
                    return false; // tinyxml2 refuses a repeated attribute
            Attribute &a = document.attributes.emplace_back();
            a.name = attributeName;
            a.value = value;
            if (lastAttribute)
                lastAttribute->next = &a;
            else
                e.attributes = &a;
            lastAttribute = &a;
        }
        *q = '\0'; // the name's end: a space, '>' or '/', all read by now
        if (!closed) {
            if (open.size() == kMaxDepth)
                return false;
            open.push_back({&e, nullptr, false});
        }
    }
    if (!open.empty() || !document.top)
        return false;
    document.parsedFast = true;
    return true;
}

// tinyxml2's tree as Elements.
const Element *copyTree(Document &document, const tinyxml2::XMLElement *x)
{
    const Element *first = nullptr;
    Element *last = nullptr;
    for (; x; x = x->NextSiblingElement()) {
        Element &e = document.elements.emplace_back();
        e.name = x->Name();
        e.text = x->GetText();
        e.line = x->GetLineNum();
        Attribute *lastAttribute = nullptr;
        for (const tinyxml2::XMLAttribute *xa = x->FirstAttribute(); xa; xa = xa->Next()) {
            Attribute &a = document.attributes.emplace_back();
            a.name = xa->Name();
            a.value = xa->Value();
            if (lastAttribute)
                lastAttribute->next = &a;
            else
                e.attributes = &a;
            lastAttribute = &a;
        }
        e.firstChild = copyTree(document, x->FirstChildElement());
        if (last)
            last->nextSibling = &e;
        else
            first = &e;
        last = &e;
    }
    return first;
}

} // namespace

void parseXml(Document &document, QByteArrayView data, bool fast)
{
    if (data.isEmpty())
        fail(-1, tr("the file is empty"));
    if (quint64(data.size()) > kMaxXmlBytes)
        fail(-1, tr("the file is %1 MiB; Cal3D XML files over %2 MiB are refused")
                     .arg(quint64(data.size()) >> 20)
                     .arg(kMaxXmlBytes >> 20));
    if (fast && parseFast(document, data))
        return;
    document.text.clear();
    document.elements.clear(data.size() / 48);
    document.attributes.clear(data.size() / 128);
    document.top = nullptr;
    document.declaration = nullptr;
    document.parsedFast = false;
    tinyxml2::XMLDocument &xml = document.xml;
    if (xml.Parse(data.data(), size_t(data.size())) != tinyxml2::XML_SUCCESS) {
        if (xml.ErrorID() == tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED)
            fail(xml.ErrorLineNum() > 0 ? xml.ErrorLineNum() : -1,
                 tr("elements nested deeper than %1 levels are refused (Cal3D files nest 4 deep)")
                     .arg(TINYXML2_MAX_ELEMENT_DEPTH));
        const char *detail = xml.ErrorStr();
        fail(xml.ErrorLineNum() > 0 ? xml.ErrorLineNum() : -1,
             tr("malformed XML: %1").arg(QString::fromUtf8(detail ? detail : "")));
    }
    // The XML declaration, kept as written.
    for (const tinyxml2::XMLNode *n = xml.FirstChild(); n; n = n->NextSibling()) {
        if (const tinyxml2::XMLDeclaration *d = n->ToDeclaration()) {
            document.declaration = d->Value();
            break;
        }
        if (n->ToElement())
            break;
    }
    document.top = copyTree(document, xml.FirstChildElement());
}

void parseDocument(Document &document, QByteArrayView data, const char *magic, const char *rootName)
{
    parseXml(document, data);
    QVariantMap &dialect = document.dialect;
    if (document.declaration)
        dialect.insert(QStringLiteral("declaration"), QString::fromUtf8(document.declaration));
    const Element *first = document.top;
    if (!first)
        fail(-1, tr("no elements: not a Cal3D %1 file").arg(QLatin1String(magic)));
    const Element *root = first;
    if (nameIs(first, "HEADER")) {
        const char *m = requiredAttribute(first, "MAGIC");
        if (strcasecmp(m, magic) != 0)
            fail(first, tr("the header's MAGIC is \"%1\", not \"%2\"").arg(QString::fromUtf8(m), QLatin1String(magic)));
        const char *version = requiredAttribute(first, "VERSION");
        dialect.insert(QStringLiteral("header"), QString::fromUtf8(first->Name()));
        dialect.insert(QStringLiteral("headerMagic"), QString::fromUtf8(m));
        dialect.insert(QStringLiteral("headerVersion"), QString::fromUtf8(version));
        const Attribute *a = first->FirstAttribute();
        dialect.insert(QStringLiteral("headerAttrLower"), a && std::islower(static_cast<unsigned char>(a->Name()[0])));
        root = first->NextSiblingElement();
        if (!root)
            fail(first, tr("the header is not followed by a <%1> element").arg(QLatin1String(rootName)));
    }
    if (!nameIs(root, rootName))
        fail(root, tr("found <%1> where the <%2> element was expected")
                       .arg(QString::fromUtf8(root->Name()), QLatin1String(rootName)));
    if (const char *v = attribute(root, "VERSION"))
        dialect.insert(QStringLiteral("rootVersion"), QString::fromUtf8(v));
    if (const char *m = attribute(root, "MAGIC"))
        dialect.insert(QStringLiteral("rootMagic"), QString::fromUtf8(m));
    document.root = root;
}

} // namespace quarry::calxml
