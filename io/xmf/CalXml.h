// What the four Cal3D XML formats (XMF, XSF, XAF, XRF) share: parsing with
// line-numbered errors, case-insensitive names, the two header dialects,
// number text both ways, entity escaping and Cal3D's rotation convention.
// Internal to io/xmf.
#pragma once

#include "io/HugePages.h"
#include "io/IoResult.h"
#include "io/xmf/CalCommon.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QQuaternion>
#include <QString>
#include <QVariantMap>
#include <QVector3D>

#include <tinyxml2.h>

#include <algorithm>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

namespace quarry::calxml {

// A parsed document's elements and attributes, as the readers walk them,
// from either of two parsers (parseXml): a fast one for the well-formed
// files Cal3D exporters write, and tinyxml2 for everything else, errors
// included. The methods are named as tinyxml2's and answer the same: the
// text is that of an element's first child node when it is text (entities
// decoded, line ends normalized), else null; lines are those of each '<'.
struct Attribute
{
    const char *name = nullptr;
    const char *value = nullptr;
    const Attribute *next = nullptr;

    const char *Name() const { return name; }
    const char *Value() const { return value; }
    const Attribute *Next() const { return next; }
};

struct Element
{
    const char *name = nullptr;
    const char *text = nullptr;
    int line = 0;
    const Attribute *attributes = nullptr;
    const Element *firstChild = nullptr;
    const Element *nextSibling = nullptr;

    const char *Name() const { return name; }
    const char *GetText() const { return text; }
    int GetLineNum() const { return line; }
    const Attribute *FirstAttribute() const { return attributes; }
    const Element *FirstChildElement() const { return firstChild; }
    const Element *NextSiblingElement() const { return nextSibling; }
};

// Thrown by the parsing helpers; readers catch it and turn it into a
// ReadResult error naming the file and the line.
struct ParseError
{
    int line = -1;
    QString message;
};

[[noreturn]] void fail(const Element *element, const QString &message);
[[noreturn]] void fail(int line, const QString &message);

bool nameIs(const Element *element, const char *name);
// The attribute's value, names compared without case; nullptr when absent.
const char *attribute(const Element *element, const char *name);
// The attribute's value; throws "missing attribute" when absent.
const char *requiredAttribute(const Element *element, const char *name);
// The next element sibling that must be called `name` (throws otherwise).
const Element *expectChild(const Element *parent, const Element *current, const char *name);

// Whole-number and float parsing of attribute and element text; throw
// with the element's line on anything that is not a number.
int parseInt(const Element *element, const char *text, const char *what);
// A count attribute: an integer in 0..limit.
int parseCount(const Element *element, const char *attributeName, qint64 limit);
void parseFloats(const Element *element, const char *text, float *out, int count, const char *what);
void parseInts(const Element *element, const char *text, int *out, int count, const char *what);
const char *elementText(const Element *element);

// Shortest text that reads back as the same float.
void appendFloat(QByteArray &out, float value);
void appendFloats(QByteArray &out, const float *values, int count);
void appendInt(QByteArray &out, qint64 value);
// Text with &, <, >, " and ' escaped as XML entities.
void appendEscaped(QByteArray &out, const QString &text);

// Items made one at a time that never move once made (the tree points
// from one to another): blocks of them, each twice as large as the last,
// the first as large as clear() was told to expect; large blocks in huge
// pages. A large animation makes some 100,000 elements.
template<typename T>
class Pool
{
    static_assert(std::is_trivially_destructible_v<T>);

public:
    // Empties the pool; its first block will hold `expected` items.
    void clear(qsizetype expected = 0)
    {
        m_blocks.clear();
        m_left = 0;
        m_next = std::max<qsizetype>(expected, 64);
    }
    T &emplace_back()
    {
        if (m_left == 0) {
            m_blocks.push_back(std::make_unique_for_overwrite<T[]>(size_t(m_next)));
            m_at = m_blocks.back().get();
            adviseHugePages(m_at, m_next * qint64(sizeof(T)));
            m_left = m_next;
            m_next *= 2;
        }
        --m_left;
        return *::new (static_cast<void *>(m_at++)) T();
    }

private:
    std::vector<std::unique_ptr<T[]>> m_blocks;
    T *m_at = nullptr;
    qsizetype m_left = 0;
    qsizetype m_next = 64;
};

// How a file introduced itself, kept so the writer does the same:
// "declaration" (the <?xml ...?> text or absent), "header" (HEADER element
// name as written, absent in the headerless dialect), "headerMagic",
// "headerVersion", "headerAttrLower" (attribute names in lower case),
// "rootVersion" and "rootMagic" (attributes of the root element, absent
// when the file had none).
struct Document
{
    // The fast parser's copy of the text, names and values ended in place;
    // or tinyxml2's tree, which the strings point into.
    QByteArray text;
    tinyxml2::XMLDocument xml;
    Pool<Element> elements;
    Pool<Attribute> attributes;
    const Element *top = nullptr; // the first element of the document
    const char *declaration = nullptr; // the <?...?> text before it, if any
    bool parsedFast = false; // which parser made the tree
    const Element *root = nullptr;
    QVariantMap dialect;
};

// The largest Cal3D XML file read: the document tree takes several times
// the text, and no real mesh comes near. Elements nested deeper than
// tinyxml2's limit (TINYXML2_MAX_ELEMENT_DEPTH, 100) are refused too.
constexpr quint64 kMaxXmlBytes = quint64(512) << 20;

// Parses the text into document.elements (the fast parser where it takes
// the whole text, else tinyxml2, which reports the errors); `fast` false
// uses tinyxml2 alone. Throws ParseError.
void parseXml(Document &document, QByteArrayView data, bool fast = true);

// Parses the text and finds the root element `rootName` (after an optional
// HEADER whose MAGIC must be `magic`). Throws ParseError.
void parseDocument(Document &document, QByteArrayView data, const char *magic, const char *rootName);

// The dialect for files Quarry creates: headerless, VERSION 1100 on the root.
QVariantMap defaultDialect();
// Writes the declaration and header the dialect asks for.
void appendProlog(QByteArray &out, const QVariantMap &dialect, const char *magic);
// Writes ` VERSION="..."` (and ` MAGIC="..."` where the dialect had one) for the root.
void appendRootAttributes(QByteArray &out, const QVariantMap &dialect);

// Cal3D's quaternion convention (io/xmf/CalCommon.h).
using calcommon::fromCal3d;
using calcommon::toCal3d;

// "file:line: message" error result from a ParseError.
ReadResult failure(const QString &path, const ParseError &error);

// Probes: the root element's name (or the HEADER's MAGIC) in the first bytes.
// Returns the upper-case root name ("MESH", "SKELETON", "ANIMATION",
// "MATERIAL") or the header's magic ("XMF", "XSF", "XAF", "XRF"), else empty;
// "XPF" for a morph animation (an ANIMATION whose magic or tracks say so).
QByteArray sniff(QByteArrayView head);

} // namespace quarry::calxml
