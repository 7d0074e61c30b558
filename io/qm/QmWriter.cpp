#include "io/qm/QmWriter.h"

#include "model/Translate.h"
#include "model/ops/MeshPatches.h"

#include <QCoreApplication>

#include <charconv>
#include <cmath>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

// The shortest text that reads back as the same float.
void appendNumber(QByteArray &out, float value)
{
    if (value == 0.0f)
        value = 0.0f; // no "-0"
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr - buffer);
}

void appendNumbers(QByteArray &out, std::initializer_list<float> values)
{
    bool first = true;
    for (float v : values) {
        if (!first)
            out.append(", ");
        first = false;
        appendNumber(out, v);
    }
}

void appendCall(QByteArray &out, const char *name, std::initializer_list<float> values)
{
    out.append("    ").append(name).append("( ");
    appendNumbers(out, values);
    out.append(" );\n");
}

const char *primitiveName(Shape::Kind kind)
{
    switch (kind) {
    case Shape::Kind::Sphere: return "sphere";
    case Shape::Kind::Cone: return "cone";
    case Shape::Kind::Cube: return "cube";
    case Shape::Kind::Cylinder: return "cylinder";
    case Shape::Kind::Light: return "light";
    case Shape::Kind::Surface: return "surface";
    }
    return "sphere";
}

bool finite(const QVector3D &v)
{
    return std::isfinite(v.x()) && std::isfinite(v.y()) && std::isfinite(v.z());
}

// Empty when every number of the shape can be written; else what is wrong.
QString checkShape(const Shape &s)
{
    bool ok = (!s.rotate || finite(*s.rotate)) && (!s.scale || finite(*s.scale))
              && (!s.translate || finite(*s.translate)) && (!s.color || finite(*s.color))
              && (!s.diffusion || std::isfinite(*s.diffusion)) && (!s.specularity || std::isfinite(*s.specularity));
    if (s.tm)
        for (int i = 0; i < 16; ++i)
            ok = ok && std::isfinite(s.tm->constData()[i]);
    for (const ControlVertex &cv : s.cvs)
        ok = ok && finite(cv.position);
    if (!ok)
        return tr("a number is not finite");
    if (s.kind == Shape::Kind::Surface && (s.nu < 1 || s.nv < 1 || qint64(s.nu) * s.nv != s.cvs.size()))
        return tr("surface( %1, %2 ) has %3 CVs").arg(s.nu).arg(s.nv).arg(s.cvs.size());
    return {};
}

void appendStatement(QByteArray &out, const Shape &s, Shape::Statement statement, qsizetype &unknownIndex,
                     const QStringList &unknown)
{
    switch (statement) {
    case Shape::Statement::Tm:
        if (s.tm) {
            // Row r of the text is column r of the matrix (SGI GL order).
            const float *m = s.tm->constData(); // column-major
            out.append("    tm( ");
            for (int r = 0; r < 4; ++r) {
                if (r > 0)
                    out.append(",\n        ");
                out.append("( ");
                appendNumbers(out, {m[r * 4], m[r * 4 + 1], m[r * 4 + 2], m[r * 4 + 3]});
                out.append(" )");
            }
            out.append(" );\n");
        }
        break;
    case Shape::Statement::Rotate:
        if (s.rotate)
            appendCall(out, "rotate", {s.rotate->x(), s.rotate->y(), s.rotate->z()});
        break;
    case Shape::Statement::Scale:
        if (s.scale)
            appendCall(out, "scale", {s.scale->x(), s.scale->y(), s.scale->z()});
        break;
    case Shape::Statement::Translate:
        if (s.translate)
            appendCall(out, "translate", {s.translate->x(), s.translate->y(), s.translate->z()});
        break;
    case Shape::Statement::Color:
        if (s.color)
            appendCall(out, "color", {s.color->x(), s.color->y(), s.color->z()});
        break;
    case Shape::Statement::Diffusion:
        if (s.diffusion)
            appendCall(out, "diffusion", {*s.diffusion});
        break;
    case Shape::Statement::Specularity:
        if (s.specularity)
            appendCall(out, "specularity", {*s.specularity});
        break;
    case Shape::Statement::Unknown:
        if (unknownIndex < unknown.size())
            out.append("    ").append(unknown[unknownIndex++].toLatin1()).append(";\n");
        break;
    case Shape::Statement::Primitive:
        if (s.kind != Shape::Kind::Surface) {
            out.append("    ").append(primitiveName(s.kind)).append("();\n");
            break;
        }
        out.append("    surface( ")
            .append(QByteArray::number(s.nu))
            .append(", ")
            .append(QByteArray::number(s.nv))
            .append(" );\n    {\n");
        for (qsizetype k = 0; k < s.cvs.size(); ++k) {
            if (k > 0 && s.nv > 1 && k % s.nu == 0)
                out.append('\n');
            const ControlVertex &cv = s.cvs[k];
            out.append("        CV( ");
            appendNumbers(out, {cv.position.x(), cv.position.y(), cv.position.z()});
            out.append(", ")
                .append(QByteArray::number(cv.multiplicityU))
                .append(", ")
                .append(QByteArray::number(cv.multiplicityV))
                .append(" );\n");
        }
        out.append("    }\n");
        break;
    }
}

void appendShape(QByteArray &out, const Shape &s)
{
    using S = Shape::Statement;
    const QStringList unknown = s.extras.value(QStringLiteral("qm.unknown")).toStringList();
    QList<S> order = s.statementOrder;
    // Statements present but not in the recorded order (added by an edit):
    // in the writer's own order, transforms and looks before the geometry.
    for (S st : {S::Tm, S::Rotate, S::Scale, S::Translate, S::Color, S::Diffusion, S::Specularity, S::Primitive})
        if (!order.contains(st)) {
            const qsizetype primitive = order.indexOf(S::Primitive);
            order.insert(primitive < 0 ? order.size() : primitive, st);
        }
    if (order.count(S::Unknown) < unknown.size())
        order.append(QList<S>(unknown.size() - order.count(S::Unknown), S::Unknown));
    out.append("model\n{\n");
    qsizetype unknownIndex = 0;
    bool primitiveWritten = false;
    for (S st : order) {
        if (st == S::Primitive) {
            if (primitiveWritten)
                continue;
            primitiveWritten = true;
        }
        appendStatement(out, s, st, unknownIndex, unknown);
    }
    out.append("}\n");
}

} // namespace

WriteResult writeQm(const Model &model, const QString &path, const WriteOptions &options)
{
    WriteResult result;
    auto warn = [&](const QString &message) { result.warnings.append(Diagnostic{path, -1, -1, message}); };
    QList<Shape> shapes = model.shapes;
    if (!model.meshes.isEmpty()) {
        const MeshPatches patches = meshPatches(model);
        shapes.append(patches.shapes);
        warn(tr("meshes are written as %n flat patch(es), one per triangle or quad; normals, texture coordinates "
                "and texture maps are not kept",
                nullptr, int(patches.shapes.size())));
        if (patches.skippedTriangles > 0)
            warn(tr("%n triangle(s) with indexes out of range were skipped", nullptr, int(patches.skippedTriangles)));
    }
    if (!model.skeleton.isEmpty())
        warn(tr("the skeleton (%n joint(s)) is dropped: QuickModel has no skeletons", nullptr,
                int(model.skeleton.joints.size())));
    if (!model.animations.isEmpty())
        warn(tr("%n animation(s) dropped: QuickModel has no animations", nullptr, int(model.animations.size())));
    if (shapes.isEmpty())
        return WriteResult::failure(path, tr("the model has no shapes or meshes to write as a QuickModel"));

    result.data.reserve(shapes.size() * 160);
    for (qsizetype i = 0; i < shapes.size(); ++i) {
        const QString problem = checkShape(shapes[i]);
        if (!problem.isEmpty())
            return WriteResult::failure(path, tr("shape %1 (\"%2\"): %3").arg(i + 1).arg(shapes[i].name, problem));
        if (i > 0)
            result.data.append('\n');
        appendShape(result.data, shapes[i]);
        if (options.progress && (i & 1023) == 0 && !options.progress(double(i) / double(shapes.size())))
            return WriteResult::failure(path, cancelledMessage());
    }
    return result;
}

} // namespace quarry
