#include "io/xmf/XrfMaterial.h"
#include "model/MaterialNames.h"

#include "io/xmf/CalXml.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace quarry {

using namespace calxml;

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

const QString kDialect = QStringLiteral("xrf.dialect");
const QString kTypedMaps = QStringLiteral("xrf.typedMaps");
const QString kFile = QStringLiteral("xrf.file");

QVector4D readColor(const Element *e, const char *what)
{
    int c[4];
    parseInts(e, elementText(e), c, 4, what);
    for (int v : c)
        if (v < 0 || v > 255)
            fail(e, tr("<%1> components must be 0 to 255").arg(QLatin1String(what)));
    return QVector4D(c[0], c[1], c[2], c[3]) / 255.0f;
}

void appendColor(QByteArray &out, const char *tag, const std::optional<QVector4D> &color, const QVector4D &fallback)
{
    const QVector4D c = color.value_or(fallback);
    out.append("    <").append(tag).append('>');
    for (int i = 0; i < 4; ++i) {
        if (i)
            out.append(' ');
        appendInt(out, qBound(0, int(std::lround(c[i] * 255.0f)), 255));
    }
    out.append("</").append(tag).append(">\n");
}

} // namespace

ReadResult readXrfMaterial(const QString &path, QByteArrayView data)
{
    ReadResult result;
    try {
        Document doc;
        parseDocument(doc, data, "XRF", "MATERIAL");
        const Element *root = doc.root;
        const int mapCount = parseCount(root, "NUMMAPS", data.size() / 8);
        Material material;
        bool typed = false;
        for (const Element *e = root->FirstChildElement(); e; e = e->NextSiblingElement()) {
            if (nameIs(e, "AMBIENT")) {
                material.ambient = readColor(e, "AMBIENT");
            } else if (nameIs(e, "DIFFUSE")) {
                material.diffuse = readColor(e, "DIFFUSE");
            } else if (nameIs(e, "SPECULAR")) {
                material.specular = readColor(e, "SPECULAR");
            } else if (nameIs(e, "SHININESS")) {
                float s = 0;
                parseFloats(e, elementText(e), &s, 1, "SHININESS");
                material.shininess = s;
            } else if (nameIs(e, "MAP")) {
                if (material.maps.size() == mapCount)
                    fail(e, tr("NUMMAPS=\"%1\" but the material has more <MAP> elements").arg(mapCount));
                TextureMap map;
                map.path = QString::fromUtf8(elementText(e));
                map.type = QStringLiteral("diffuse");
                if (const char *type = attribute(e, "TYPE")) {
                    map.type = QString::fromUtf8(type);
                    typed = true;
                }
                material.maps.append(map);
            } else {
                fail(e, tr("unknown element <%1> in <MATERIAL>").arg(QString::fromUtf8(e->Name())));
            }
        }
        if (material.maps.size() != mapCount)
            fail(root,
                 tr("NUMMAPS=\"%1\" but the material has %2 <MAP> elements").arg(mapCount).arg(material.maps.size()));
        if (!material.ambient || !material.diffuse || !material.specular || !material.shininess)
            fail(root, tr("<MATERIAL> needs AMBIENT, DIFFUSE, SPECULAR and SHININESS"));
        material.name = material.maps.isEmpty() ? QFileInfo(path).completeBaseName()
                                                : QFileInfo(material.maps[0].path).fileName();
        material.extras.insert(kDialect, doc.dialect);
        material.extras.insert(kFile, QFileInfo(path).fileName());
        if (typed)
            material.extras.insert(kTypedMaps, true);
        result.model.materials.append(material);
    } catch (const ParseError &e) {
        return failure(path, e);
    }
    return result;
}

WriteResult writeXrfMaterial(const Model &model, int index, const QString &path)
{
    if (index < 0 || index >= model.materials.size())
        return WriteResult::failure(path, tr("the model has no material to write"));
    const Material &material = model.materials[index];
    WriteResult result;
    QVariantMap dialect = material.extras.value(kDialect).toMap();
    if (dialect.isEmpty()) {
        dialect = defaultDialect();
        dialect.insert(QStringLiteral("declaration"), QStringLiteral("xml version=\"1.0\""));
        dialect.insert(QStringLiteral("rootMagic"), QStringLiteral("XRF"));
    }
    // A material without maps but with a name that is a file keeps the name as its map.
    const QList<TextureMap> maps = material.extras.isEmpty() ? writtenTextureMaps(material) : material.maps;
    const bool typed = material.extras.value(kTypedMaps).toBool();
    QByteArray &out = result.data;
    appendProlog(out, dialect, "XRF");
    out.append("<MATERIAL");
    appendRootAttributes(out, dialect);
    out.append(" NUMMAPS=\"");
    appendInt(out, maps.size());
    out.append("\">\n");
    appendColor(out, "AMBIENT", material.ambient, QVector4D(0, 0, 0, 1));
    appendColor(out, "DIFFUSE", material.diffuse, QVector4D(1, 1, 1, 1));
    appendColor(out, "SPECULAR", material.specular, QVector4D(0, 0, 0, 1));
    out.append("    <SHININESS>");
    appendFloat(out, material.shininess.value_or(0.0f));
    out.append("</SHININESS>\n");
    for (const TextureMap &map : maps) {
        out.append("    <MAP");
        if (typed) {
            out.append(" TYPE=\"");
            appendEscaped(out, map.type);
            out.append('"');
        }
        out.append('>');
        appendEscaped(out, map.path);
        out.append("</MAP>\n");
    }
    out.append("</MATERIAL>\n");
    return result;
}

} // namespace quarry
