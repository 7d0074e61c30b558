#include "io/xmf/XmfMesh.h"

#include "io/Progress.h"
#include "io/xmf/CalCommon.h"
#include "io/xmf/CalXml.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>

namespace quarry {

using namespace calxml;
using namespace calcommon;

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

const QString kDialect = QStringLiteral("xmf.dialect");
const QString kPosDiff = QStringLiteral("xmf.posDiff");
const QString kMorphId = QStringLiteral("xmf.morphId");
const QString kMorphsAfterFaces = QStringLiteral("xmf.morphsAfterFaces");

CustomAttribute scalarAttribute(const QString &name, ComponentType type, qsizetype count, double fill)
{
    CustomAttribute a;
    a.name = name;
    a.type = type;
    a.components = 1;
    a.values = QList<double>(count, fill);
    return a;
}

const CustomAttribute *findCustom(const Mesh &mesh, const QString &name)
{
    for (const CustomAttribute &a : mesh.customs)
        if (a.name == name)
            return &a;
    return nullptr;
}

struct SubmeshReader
{
    Q_DECLARE_TR_FUNCTIONS(XmfMesh)

public:
    const QList<int> *jointMap = nullptr;
    qint64 dataSize = 0;

    Mesh read(const Element *e, int index);
};

Mesh SubmeshReader::read(const Element *e, int index)
{
    // Each vertex takes well over 16 bytes of text, each face over 8.
    const int vertexCount = parseCount(e, "NUMVERTICES", dataSize / 16);
    const int faceCount = parseCount(e, "NUMFACES", dataSize / 8);
    const int material = parseInt(e, requiredAttribute(e, "MATERIAL"), "MATERIAL");
    const char *lodText = attribute(e, "NUMLODSTEPS");
    const int lodSteps = lodText ? parseInt(e, lodText, "NUMLODSTEPS") : 0;
    const int springCount = attribute(e, "NUMSPRINGS") ? parseCount(e, "NUMSPRINGS", dataSize / 8) : 0;
    const int texcoordSets = parseCount(e, "NUMTEXCOORDS", 16);
    const char *morphText = attribute(e, "NUMMORPHS");
    const int morphCount = morphText ? parseCount(e, "NUMMORPHS", dataSize / 8) : -1;

    Mesh mesh;
    mesh.name = QStringLiteral("submesh%1").arg(index);
    mesh.extras.insert(kMaterial, material);
    if (lodText)
        mesh.extras.insert(kLodSteps, lodSteps);
    if (morphText)
        mesh.extras.insert(kNumMorphs, true);
    mesh.positions.reserve(vertexCount);
    mesh.normals.reserve(vertexCount);
    mesh.texcoords.resize(texcoordSets);
    for (QList<QVector2D> &set : mesh.texcoords)
        set.reserve(vertexCount);

    QList<qint32> collapseIds, collapseCounts;
    QList<float> physique;
    bool haveCollapse = false, havePhysique = false, haveColor = false, zeroWeights = false;
    QList<quint8> influenceCounts;
    QList<quint32> influenceIds;
    QList<float> influenceWeights;
    influenceCounts.reserve(vertexCount);
    influenceIds.reserve(vertexCount * 2);
    influenceWeights.reserve(vertexCount * 2);
    const int jointCount = jointMap ? int(jointMap->size()) : -1;

    const Element *c = e->FirstChildElement();
    float f[4];
    for (int v = 0; v < vertexCount; ++v, c = c->NextSiblingElement()) {
        expectChild(e, c, "VERTEX");
        const int influences = parseCount(c, "NUMINFLUENCES", 255);
        bool havePos = false, haveNorm = false, vertexColor = false, vertexCollapse = false, vertexPhysique = false;
        int texcoords = 0, influencesRead = 0;
        for (const Element *x = c->FirstChildElement(); x; x = x->NextSiblingElement()) {
            const char *name = x->Name();
            if (nameIs(x, "POS")) {
                parseFloats(x, elementText(x), f, 3, "POS");
                mesh.positions.append(QVector3D(f[0], f[1], f[2]));
                havePos = true;
            } else if (nameIs(x, "NORM")) {
                parseFloats(x, elementText(x), f, 3, "NORM");
                mesh.normals.append(QVector3D(f[0], f[1], f[2]));
                haveNorm = true;
            } else if (nameIs(x, "TEXCOORD")) {
                if (texcoords == texcoordSets)
                    fail(x, tr("NUMTEXCOORDS=\"%1\" but the vertex has more <TEXCOORD> elements").arg(texcoordSets));
                parseFloats(x, elementText(x), f, 2, "TEXCOORD");
                mesh.texcoords[texcoords++].append(QVector2D(f[0], f[1]));
            } else if (nameIs(x, "INFLUENCE")) {
                if (influencesRead == influences)
                    fail(x, tr("NUMINFLUENCES=\"%1\" but the vertex has more <INFLUENCE> elements").arg(influences));
                const int id = parseInt(x, requiredAttribute(x, "ID"), "ID");
                if (id < 0 || (jointCount >= 0 && id >= jointCount))
                    fail(x,
                         jointCount >= 0
                             ? tr("influence ID %1 is not a bone of the skeleton (0 to %2)").arg(id).arg(jointCount - 1)
                             : tr("influence ID %1 is negative").arg(id));
                parseFloats(x, elementText(x), f, 1, "INFLUENCE");
                influenceIds.append(quint32(jointMap ? (*jointMap)[id] : id));
                influenceWeights.append(f[0]);
                zeroWeights = zeroWeights || f[0] == 0.0f;
                ++influencesRead;
            } else if (nameIs(x, "COLOR")) {
                parseFloats(x, elementText(x), f, 3, "COLOR");
                if (!haveColor) {
                    mesh.colors = QList<QVector4D>(v, QVector4D(1, 1, 1, 1));
                    mesh.colors.reserve(vertexCount);
                    haveColor = true;
                }
                mesh.colors.append(QVector4D(f[0], f[1], f[2], 1.0f));
                vertexColor = true;
            } else if (nameIs(x, "COLLAPSEID") || nameIs(x, "COLLAPSECOUNT")) {
                if (!haveCollapse) {
                    collapseIds = QList<qint32>(v, -1);
                    collapseCounts = QList<qint32>(v, 0);
                    collapseIds.reserve(vertexCount);
                    collapseCounts.reserve(vertexCount);
                    haveCollapse = true;
                }
                if (!vertexCollapse) {
                    collapseIds.append(-1);
                    collapseCounts.append(0);
                    vertexCollapse = true;
                }
                const int value = parseInt(x, elementText(x), name);
                (nameIs(x, "COLLAPSEID") ? collapseIds : collapseCounts).last() = value;
            } else if (nameIs(x, "PHYSIQUE")) {
                parseFloats(x, elementText(x), f, 1, "PHYSIQUE");
                if (!havePhysique) {
                    physique = QList<float>(v, 0.0f);
                    physique.reserve(vertexCount);
                    havePhysique = true;
                }
                physique.append(f[0]);
                vertexPhysique = true;
            } else {
                fail(x, tr("unknown element <%1> in <VERTEX>").arg(QString::fromUtf8(name)));
            }
        }
        if (!havePos || !haveNorm)
            fail(c, tr("<VERTEX> needs a <POS> and a <NORM>"));
        if (mesh.positions.size() != v + 1 || mesh.normals.size() != v + 1)
            fail(c, tr("<VERTEX> has more than one <POS> or <NORM>"));
        if (texcoords != texcoordSets)
            fail(c,
                 tr("NUMTEXCOORDS=\"%1\" but the vertex has %2 <TEXCOORD> elements").arg(texcoordSets).arg(texcoords));
        if (influencesRead != influences)
            fail(c, tr("NUMINFLUENCES=\"%1\" but the vertex has %2 <INFLUENCE> elements")
                        .arg(influences)
                        .arg(influencesRead));
        influenceCounts.append(quint8(influences));
        if (haveColor && !vertexColor)
            mesh.colors.append(QVector4D(1, 1, 1, 1));
        if (haveCollapse && !vertexCollapse) {
            collapseIds.append(-1);
            collapseCounts.append(0);
        }
        if (havePhysique && !vertexPhysique)
            physique.append(0.0f);
        if (springCount > 0 && !vertexPhysique)
            fail(c, tr("the submesh has springs but the vertex has no <PHYSIQUE>"));
    }

    // Influences: as many slots per vertex as the most any vertex has.
    const int k = influenceCounts.isEmpty() ? 0 : *std::max_element(influenceCounts.begin(), influenceCounts.end());
    if (k > 0 && qint64(vertexCount) * k > dataSize)
        fail(e, tr("%1 influence slots for each of %2 vertices: more than the file can hold").arg(k).arg(vertexCount));
    if (k > 0) {
        mesh.influencesPerVertex = k;
        mesh.blendIndexes = QList<quint32>(qsizetype(vertexCount) * k, 0);
        mesh.blendWeights = QList<float>(qsizetype(vertexCount) * k, 0.0f);
        qsizetype next = 0;
        for (int v = 0; v < vertexCount; ++v)
            for (int j = 0; j < influenceCounts[v]; ++j, ++next) {
                mesh.blendIndexes[qsizetype(v) * k + j] = influenceIds[next];
                mesh.blendWeights[qsizetype(v) * k + j] = influenceWeights[next];
            }
        if (zeroWeights) {
            CustomAttribute a = scalarAttribute(kInfluenceCount, ComponentType::UByte, vertexCount, 0);
            for (int v = 0; v < vertexCount; ++v)
                a.values[v] = influenceCounts[v];
            mesh.customs.append(a);
        }
    }
    if (haveCollapse) {
        CustomAttribute ids = scalarAttribute(kCollapseId, ComponentType::Int, vertexCount, 0);
        CustomAttribute counts = scalarAttribute(kCollapseCount, ComponentType::Int, vertexCount, 0);
        for (int v = 0; v < vertexCount; ++v) {
            ids.values[v] = collapseIds[v];
            counts.values[v] = collapseCounts[v];
        }
        mesh.customs.append(ids);
        mesh.customs.append(counts);
    }
    if (havePhysique) {
        CustomAttribute a = scalarAttribute(kPhysique, ComponentType::Float, vertexCount, 0);
        for (int v = 0; v < vertexCount; ++v)
            a.values[v] = physique[v];
        mesh.customs.append(a);
    }

    // Springs, morph targets and faces, in any order.
    QVariantList springs;
    mesh.triangles.reserve(faceCount);
    int morphs = 0;
    for (; c; c = c->NextSiblingElement()) {
        if (nameIs(c, "FACE")) {
            if (mesh.triangles.size() == faceCount)
                fail(c, tr("NUMFACES=\"%1\" but the submesh has more <FACE> elements").arg(faceCount));
            int t[3];
            parseInts(c, requiredAttribute(c, "VERTEXID"), t, 3, "VERTEXID");
            for (int i : t)
                if (i < 0 || i >= vertexCount)
                    fail(c, tr("face vertex %1 is out of range (the submesh has %2 vertices)").arg(i).arg(vertexCount));
            mesh.triangles.append(Triangle{quint32(t[0]), quint32(t[1]), quint32(t[2])});
        } else if (nameIs(c, "SPRING")) {
            if (springs.size() == springCount)
                fail(c, tr("NUMSPRINGS=\"%1\" but the submesh has more <SPRING> elements").arg(springCount));
            int ids[2];
            parseInts(c, requiredAttribute(c, "VERTEXID"), ids, 2, "VERTEXID");
            for (int i : ids)
                if (i < 0 || i >= vertexCount)
                    fail(c,
                         tr("spring vertex %1 is out of range (the submesh has %2 vertices)").arg(i).arg(vertexCount));
            float coef, length;
            parseFloats(c, requiredAttribute(c, "COEF"), &coef, 1, "COEF");
            parseFloats(c, requiredAttribute(c, "LENGTH"), &length, 1, "LENGTH");
            springs.append(QVariant(QVariantList{ids[0], ids[1], coef, length}));
        } else if (nameIs(c, "MORPH")) {
            // Newer Cal3D writes morphs before the faces; older files after them.
            if (morphs == 0 && !mesh.triangles.isEmpty())
                mesh.extras.insert(kMorphsAfterFaces, true);
            MorphTarget m;
            m.name = QString::fromUtf8(requiredAttribute(c, "NAME"));
            if (const char *id = attribute(c, "MORPHID"))
                m.extras.insert(kMorphId, QString::fromUtf8(id));
            const char *blendText = attribute(c, "NUMBLENDVERTS");
            const int blendCount = blendText ? parseCount(c, "NUMBLENDVERTS", vertexCount) : -1;
            QVariantList posDiff;
            QVariantList extraTexcoords;
            int last = -1;
            for (const Element *b = c->FirstChildElement(); b; b = b->NextSiblingElement()) {
                expectChild(c, b, "BLENDVERTEX");
                const int id = parseInt(b, requiredAttribute(b, "VERTEXID"), "VERTEXID");
                if (id < 0 || id >= vertexCount)
                    fail(b,
                         tr("blend vertex %1 is out of range (the submesh has %2 vertices)").arg(id).arg(vertexCount));
                if (id <= last)
                    fail(b, tr("blend vertex %1 is not in increasing order").arg(id));
                last = id;
                float diff = 0;
                if (const char *d = attribute(b, "POSDIFF"))
                    parseFloats(b, d, &diff, 1, "POSDIFF");
                posDiff.append(diff);
                m.vertices.append(quint32(id));
                const Element *x = expectChild(b, b->FirstChildElement(), "POSITION");
                parseFloats(x, elementText(x), f, 3, "POSITION");
                m.positions.append(QVector3D(f[0], f[1], f[2]));
                x = expectChild(b, x->NextSiblingElement(), "NORMAL");
                parseFloats(x, elementText(x), f, 3, "NORMAL");
                m.normals.append(QVector3D(f[0], f[1], f[2]));
                QVariantList more;
                for (int s = 0; s < texcoordSets; ++s) {
                    x = expectChild(b, x->NextSiblingElement(), "TEXCOORD");
                    parseFloats(x, elementText(x), f, 2, "TEXCOORD");
                    if (s == 0)
                        m.texcoords.append(QVector2D(f[0], f[1]));
                    else
                        more.append(QVector2D(f[0], f[1]));
                }
                if (texcoordSets > 1)
                    extraTexcoords.append(QVariant(more));
                if (x->NextSiblingElement())
                    fail(
                        x->NextSiblingElement(),
                        tr("unexpected <%1> in <BLENDVERTEX>").arg(QString::fromUtf8(x->NextSiblingElement()->Name())));
            }
            if (blendCount >= 0 && blendCount != m.vertices.size())
                fail(c, tr("NUMBLENDVERTS=\"%1\" but the morph has %2 <BLENDVERTEX> elements")
                            .arg(blendCount)
                            .arg(m.vertices.size()));
            if (!blendText)
                m.extras.insert(QStringLiteral("xmf.noBlendCount"), true);
            m.extras.insert(kPosDiff, posDiff);
            if (texcoordSets > 1)
                m.extras.insert(kMorphTexcoords, extraTexcoords);
            mesh.morphs.append(m);
            ++morphs;
        } else {
            fail(c, tr("unknown element <%1> in <SUBMESH>").arg(QString::fromUtf8(c->Name())));
        }
    }
    if (mesh.triangles.size() != faceCount)
        fail(e, tr("NUMFACES=\"%1\" but the submesh has %2 <FACE> elements").arg(faceCount).arg(mesh.triangles.size()));
    if (springs.size() != springCount)
        fail(e, tr("NUMSPRINGS=\"%1\" but the submesh has %2 <SPRING> elements").arg(springCount).arg(springs.size()));
    if (morphCount >= 0 && morphs != morphCount)
        fail(e, tr("NUMMORPHS=\"%1\" but the submesh has %2 <MORPH> elements").arg(morphCount).arg(morphs));
    if (springCount > 0 || attribute(e, "NUMSPRINGS"))
        mesh.extras.insert(kSprings, springs);
    return mesh;
}

void appendVector(QByteArray &out, const char *tag, const float *v, int n, const char *indent)
{
    out.append(indent).append('<').append(tag).append('>');
    appendFloats(out, v, n);
    out.append("</").append(tag).append(">\n");
}

} // namespace

ReadResult readXmfMesh(const QString &path, QByteArrayView data, const QList<int> *fileIdToJoint)
{
    ReadResult result;
    try {
        Document doc;
        parseDocument(doc, data, "XMF", "MESH");
        const Element *root = doc.root;
        const int count = parseCount(root, "NUMSUBMESH", data.size() / 16);
        SubmeshReader reader{fileIdToJoint, data.size()};
        for (const Element *e = root->FirstChildElement(); e; e = e->NextSiblingElement()) {
            if (!nameIs(e, "SUBMESH"))
                fail(e, tr("unknown element <%1> in <MESH>").arg(QString::fromUtf8(e->Name())));
            if (result.model.meshes.size() == count)
                fail(e, tr("NUMSUBMESH=\"%1\" but the mesh has more <SUBMESH> elements").arg(count));
            result.model.meshes.append(reader.read(e, int(result.model.meshes.size())));
        }
        if (result.model.meshes.size() != count)
            fail(root, tr("NUMSUBMESH=\"%1\" but the mesh has %2 <SUBMESH> elements")
                           .arg(count)
                           .arg(result.model.meshes.size()));
        result.model.extras.insert(kDialect, doc.dialect);
    } catch (const ParseError &e) {
        return failure(path, e);
    }
    return result;
}

WriteResult writeXmfMesh(const Model &model, const QString &path, const ProgressFn &progress)
{
    WriteResult result;
    ProgressMeter meter(progress, double(model.vertexCount()));
    QVariantMap dialect = model.extras.value(kDialect).toMap();
    if (dialect.isEmpty())
        dialect = defaultDialect();
    for (const Mesh &mesh : model.meshes) {
        const QString problem = mesh.validate();
        if (!problem.isEmpty())
            return WriteResult::failure(path, tr("mesh \"%1\": %2").arg(mesh.name, problem));
    }
    QByteArray &out = result.data;
    out.reserve(model.vertexCount() * 330 + model.triangleCount() * 40 + 256);
    appendProlog(out, dialect, "XMF");
    out.append("<MESH");
    appendRootAttributes(out, dialect);
    out.append(" NUMSUBMESH=\"");
    appendInt(out, model.meshes.size());
    out.append("\">\n");
    bool droppedTangents = false, droppedAlpha = false;
    for (const Mesh &mesh : model.meshes) {
        const qsizetype n = mesh.vertexCount();
        const int material = mesh.material >= 0 ? mesh.material : mesh.extras.value(kMaterial, -1).toInt();
        const QVariantList springs = mesh.extras.value(kSprings).toList();
        const CustomAttribute *collapseId = findCustom(mesh, kCollapseId);
        const CustomAttribute *collapseCount = findCustom(mesh, kCollapseCount);
        const CustomAttribute *physique = findCustom(mesh, kPhysique);
        const CustomAttribute *influenceCount = findCustom(mesh, kInfluenceCount);
        if (collapseId && collapseId->values.size() != n)
            collapseId = nullptr;
        if (collapseCount && collapseCount->values.size() != n)
            collapseCount = nullptr;
        if (physique && physique->values.size() != n)
            physique = nullptr;
        if (influenceCount && influenceCount->values.size() != n)
            influenceCount = nullptr;
        droppedTangents = droppedTangents || !mesh.tangents.isEmpty();
        const int sets = int(mesh.texcoords.size());
        out.append("    <SUBMESH NUMVERTICES=\"");
        appendInt(out, n);
        out.append("\" NUMFACES=\"");
        appendInt(out, mesh.triangles.size());
        out.append("\" MATERIAL=\"");
        appendInt(out, material);
        out.append("\" NUMLODSTEPS=\"");
        appendInt(out, mesh.extras.value(kLodSteps, 0).toInt());
        out.append("\" NUMSPRINGS=\"");
        appendInt(out, springs.size());
        if (mesh.extras.value(kNumMorphs).toBool() || !mesh.morphs.isEmpty()) {
            out.append("\" NUMMORPHS=\"");
            appendInt(out, mesh.morphs.size());
        }
        out.append("\" NUMTEXCOORDS=\"");
        appendInt(out, sets);
        out.append("\">\n");
        const int k = mesh.isSkinned() ? mesh.influencesPerVertex : 0;
        for (qsizetype v = 0; v < n; ++v) {
            if ((v & 4095) == 4095 && !meter.advance(4096))
                return WriteResult::failure(path, cancelledMessage());
            int influences = 0;
            if (influenceCount) {
                influences = std::min(int(influenceCount->values[v]), k);
            } else {
                for (int j = 0; j < k; ++j)
                    if (mesh.blendWeights[v * k + j] != 0.0f)
                        influences = j + 1;
            }
            out.append("        <VERTEX ID=\"");
            appendInt(out, v);
            out.append("\" NUMINFLUENCES=\"");
            // Zero-weight slots between non-zero ones are written as they are.
            int written = 0;
            for (int j = 0; j < influences; ++j)
                if (influenceCount || mesh.blendWeights[v * k + j] != 0.0f)
                    ++written;
            appendInt(out, written);
            out.append("\">\n");
            const QVector3D &p = mesh.positions[v];
            const float pos[3] = {p.x(), p.y(), p.z()};
            appendVector(out, "POS", pos, 3, "            ");
            const QVector3D nv = mesh.normals.isEmpty() ? QVector3D() : mesh.normals[v];
            const float norm[3] = {nv.x(), nv.y(), nv.z()};
            appendVector(out, "NORM", norm, 3, "            ");
            if (!mesh.colors.isEmpty()) {
                const QVector4D &cv = mesh.colors[v];
                droppedAlpha = droppedAlpha || cv.w() != 1.0f;
                const float color[3] = {cv.x(), cv.y(), cv.z()};
                appendVector(out, "COLOR", color, 3, "            ");
            }
            if (collapseId && collapseId->values[v] != -1) {
                out.append("            <COLLAPSEID>");
                appendInt(out, qint64(collapseId->values[v]));
                out.append("</COLLAPSEID>\n            <COLLAPSECOUNT>");
                appendInt(out, collapseCount ? qint64(collapseCount->values[v]) : 0);
                out.append("</COLLAPSECOUNT>\n");
            }
            for (int s = 0; s < sets; ++s) {
                const QVector2D &t = mesh.texcoords[s][v];
                const float uv[2] = {t.x(), t.y()};
                appendVector(out, "TEXCOORD", uv, 2, "            ");
            }
            for (int j = 0; j < influences; ++j) {
                const float w = mesh.blendWeights[v * k + j];
                if (!influenceCount && w == 0.0f)
                    continue;
                out.append("            <INFLUENCE ID=\"");
                appendInt(out, mesh.blendIndexes[v * k + j]);
                out.append("\">");
                appendFloat(out, w);
                out.append("</INFLUENCE>\n");
            }
            if (physique || !springs.isEmpty()) {
                out.append("            <PHYSIQUE>");
                appendFloat(out, physique ? float(physique->values[v]) : 0.0f);
                out.append("</PHYSIQUE>\n");
            }
            out.append("        </VERTEX>\n");
        }
        for (const QVariant &s : springs) {
            const QVariantList spring = s.toList();
            if (spring.size() != 4)
                continue;
            out.append("        <SPRING VERTEXID=\"");
            appendInt(out, spring[0].toInt());
            out.append(' ');
            appendInt(out, spring[1].toInt());
            out.append("\" COEF=\"");
            appendFloat(out, spring[2].toFloat());
            out.append("\" LENGTH=\"");
            appendFloat(out, spring[3].toFloat());
            out.append("\"/>\n");
        }
        auto writeMorphs = [&]() {
            for (const MorphTarget &m : mesh.morphs) {
                const QVariantList posDiff = m.extras.value(kPosDiff).toList();
                const QVariantList moreTexcoords = m.extras.value(kMorphTexcoords).toList();
                out.append("        <MORPH NAME=\"");
                appendEscaped(out, m.name);
                out.append('"');
                if (m.extras.contains(kMorphId)) {
                    out.append(" MORPHID=\"");
                    appendEscaped(out, m.extras.value(kMorphId).toString());
                    out.append('"');
                }
                if (!m.extras.value(QStringLiteral("xmf.noBlendCount")).toBool()) {
                    out.append(" NUMBLENDVERTS=\"");
                    appendInt(out, m.vertices.size());
                    out.append('"');
                }
                out.append(">\n");
                for (qsizetype i = 0; i < m.vertices.size(); ++i) {
                    const quint32 id = m.vertices[i];
                    if (id >= quint32(n) || i >= m.positions.size())
                        continue;
                    out.append("            <BLENDVERTEX VERTEXID=\"");
                    appendInt(out, id);
                    out.append("\" POSDIFF=\"");
                    const float diff = i < posDiff.size() ? posDiff[i].toFloat()
                                                          : (m.positions[i] - mesh.positions[id]).length();
                    appendFloat(out, diff);
                    out.append("\">\n");
                    const QVector3D &mp = m.positions[i];
                    const float mpos[3] = {mp.x(), mp.y(), mp.z()};
                    appendVector(out, "POSITION", mpos, 3, "                ");
                    const QVector3D mn = i < m.normals.size()
                                             ? m.normals[i]
                                             : (mesh.normals.isEmpty() ? QVector3D() : mesh.normals[id]);
                    const float mnorm[3] = {mn.x(), mn.y(), mn.z()};
                    appendVector(out, "NORMAL", mnorm, 3, "                ");
                    const QVariantList more = i < moreTexcoords.size() ? moreTexcoords[i].toList() : QVariantList();
                    for (int s = 0; s < sets; ++s) {
                        QVector2D t = mesh.texcoords[s][id];
                        if (s == 0 && i < m.texcoords.size())
                            t = m.texcoords[i];
                        else if (s > 0 && s - 1 < more.size())
                            t = more[s - 1].value<QVector2D>();
                        const float uv[2] = {t.x(), t.y()};
                        appendVector(out, "TEXCOORD", uv, 2, "                ");
                    }
                    out.append("            </BLENDVERTEX>\n");
                }
                out.append("        </MORPH>\n");
            }
        };
        auto writeFaces = [&]() {
            for (const Triangle &t : mesh.triangles) {
                out.append("        <FACE VERTEXID=\"");
                appendInt(out, t[0]);
                out.append(' ');
                appendInt(out, t[1]);
                out.append(' ');
                appendInt(out, t[2]);
                out.append("\"/>\n");
            }
        };
        if (mesh.extras.value(kMorphsAfterFaces).toBool()) {
            writeFaces();
            writeMorphs();
        } else {
            writeMorphs();
            writeFaces();
        }
        out.append("    </SUBMESH>\n");
    }
    out.append("</MESH>\n");
    if (droppedTangents)
        result.warnings.append(Diagnostic{path, -1, -1, tr("XMF has no tangents: they were not written")});
    if (droppedAlpha)
        result.warnings.append(Diagnostic{path, -1, -1, tr("XMF vertex colors have no alpha: it was not written")});
    return result;
}

} // namespace quarry
