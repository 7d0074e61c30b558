// Texture-coordinate edits by id (the UV dock and the UV menu entries):
// transform, project, fit, align, weld, split, copy a set, select an island
// and export the layout as an image. Each edit works on the selected faces,
// or the selected vertices, or every face of the selected meshes (of every
// mesh when nothing is selected), and is one undo step.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/commands/EditUVsCommand.h"
#include "model/ops/TextureLookup.h"
#include "model/ops/UvEdit.h"
#include "model/ops/UvLayoutImage.h"
#include "model/ops/UvProjectFit.h"

#include <QFileInfo>
#include <QImageWriter>

#include <cmath>
#include <numeric>

namespace quarry {

using namespace operation_support;

namespace {

using Options = QVariantMap;
using Type = OperationOption::Type;

int uvSet(const Options &options)
{
    return options.value(QStringLiteral("set")).toInt();
}

OperationOption setOption()
{
    return numberOption("set", Type::Int, 0, "the texture-coordinate set (0: the first)", 0);
}

// The bounds of the selection's coordinates over every mesh it touches.
QRectF partsBounds(const Model &model, const QMap<int, UvPart> &parts, int set)
{
    QRectF all;
    bool any = false;
    for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
        const Mesh &mesh = model.meshes[it.key()];
        if (!hasUvSet(mesh, set) || uvPartVertices(mesh, it.value()).isEmpty())
            continue;
        const QRectF b = uvBounds(mesh, set, it.value());
        all = any ? all.united(b) : b;
        // united() drops empty rectangles: keep a point's or line's extent.
        if (any)
            all = QRectF(QPointF(std::min(all.left(), b.left()), std::min(all.top(), b.top())),
                         QPointF(std::max(all.right(), b.right()), std::max(all.bottom(), b.bottom())));
        any = true;
    }
    return all;
}

OperationResult pushUVs(Document &document, const QString &text, const std::function<void(Model &)> &edit,
                        const QString &done, const QString &nothing)
{
    return push(document, new EditUVsCommand(&document, text, edit), done, nothing);
}

QString needsUVs(const Document &document)
{
    const QString why = needsMeshes(document);
    if (!why.isEmpty())
        return why;
    for (const Mesh &mesh : document.model().meshes)
        if (hasUvSet(mesh, 0))
            return {};
    return tr("the meshes have no texture coordinates");
}

OperationResult runTransformUVs(Document &document, const Options &options)
{
    const int set = uvSet(options);
    const QMap<int, UvPart> parts = uvParts(document.model(), document.selection());
    const QRectF bounds = partsBounds(document.model(), parts, set);
    QPointF offset(options.value(QStringLiteral("translate_u")).toDouble(),
                   options.value(QStringLiteral("translate_v")).toDouble());
    const int snap = options.value(QStringLiteral("snap")).toInt();
    if (snap > 0)
        offset = QPointF(std::round(offset.x() * snap) / snap, std::round(offset.y() * snap) / snap);
    QPointF scale(options.value(QStringLiteral("scale_u")).toDouble(),
                  options.value(QStringLiteral("scale_v")).toDouble());
    const QString flip = options.value(QStringLiteral("flip")).toString();
    if (flip == QLatin1String("u"))
        scale.rx() = -scale.x();
    else if (flip == QLatin1String("v"))
        scale.ry() = -scale.y();
    const QTransform transform = uvTransform(bounds.center(), offset,
                                             options.value(QStringLiteral("rotate")).toDouble(), scale);
    return pushUVs(
        document, tr("Transform UVs"),
        [&](Model &model) {
            for (auto it = parts.cbegin(); it != parts.cend(); ++it)
                transformUVs(model.meshes[it.key()], set, it.value(), transform);
        },
        tr("Transformed the texture coordinates."), tr("No texture coordinates changed."));
}

OperationResult runProjectUVs(Document &document, const Options &options)
{
    const int set = uvSet(options);
    UvProjectionSettings settings;
    const QString mode = options.value(QStringLiteral("mode")).toString();
    settings.mode = mode == QLatin1String("box")           ? UvProjection::Box
                    : mode == QLatin1String("cylindrical") ? UvProjection::Cylindrical
                    : mode == QLatin1String("spherical")   ? UvProjection::Spherical
                                                           : UvProjection::Planar;
    const QString axis = options.value(QStringLiteral("axis")).toString();
    settings.axis = axis == QLatin1String("x")      ? UvAxis::X
                    : axis == QLatin1String("y")    ? UvAxis::Y
                    : axis == QLatin1String("view") ? UvAxis::View
                                                    : UvAxis::Z;
    settings.viewDirection = options.value(QStringLiteral("direction")).value<QVector3D>();
    const bool fit = options.value(QStringLiteral("fit")).toBool();

    const Model &model = document.model();
    const QMap<int, UvPart> parts = uvParts(model, document.selection());
    // The faces per mesh and the centre of all their corners (the axis of
    // a cylinder or sphere passes through it).
    QMap<int, QList<quint32>> faces;
    QVector3D lo, hi;
    bool any = false;
    for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
        const Mesh &mesh = model.meshes[it.key()];
        const QList<quint32> f = uvPartFaces(mesh, it.value());
        if (f.isEmpty())
            continue;
        faces.insert(it.key(), f);
        for (quint32 t : f)
            for (quint32 v : mesh.triangles[t]) {
                const QVector3D p = mesh.positions[v];
                lo = any ? QVector3D(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()), std::min(lo.z(), p.z())) : p;
                hi = any ? QVector3D(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()), std::max(hi.z(), p.z())) : p;
                any = true;
            }
    }
    if (faces.isEmpty())
        return OperationResult::failure(tr("Select faces (or meshes) to project."));
    settings.centre = (lo + hi) / 2;
    const bool round = settings.mode == UvProjection::Cylindrical || settings.mode == UvProjection::Spherical;
    if (fit && round)
        settings.seam = seamThroughVertex(model, faces, settings);
    QMap<int, QList<QVector2D>> corners;
    QMap<int, QList<int>> sides;
    for (auto it = faces.cbegin(); it != faces.cend(); ++it) {
        const Mesh &mesh = model.meshes[it.key()];
        corners.insert(it.key(), projectCorners(mesh, it.value(), settings));
        if (settings.mode == UvProjection::Box) {
            QList<int> &side = sides[it.key()];
            for (quint32 f : it.value())
                side.append(boxSide(mesh, f));
        }
    }
    if (fit)
        fitProjectedCorners(corners, settings.mode, sides);
    return pushUVs(
        document, tr("Project UVs"),
        [&](Model &m) {
            for (auto it = faces.cbegin(); it != faces.cend(); ++it)
                setCornerUVs(m.meshes[it.key()], set, it.value(), corners.value(it.key()));
        },
        tr("Projected the texture coordinates of %n face(s).", nullptr,
           int(std::accumulate(faces.cbegin(), faces.cend(), qsizetype(0),
                               [](qsizetype n, const QList<quint32> &f) { return n + f.size(); }))),
        tr("The texture coordinates are already so."));
}

OperationResult runFitUVs(Document &document, const Options &options)
{
    const int set = uvSet(options);
    const QMap<int, UvPart> parts = uvParts(document.model(), document.selection());
    const QRectF bounds = partsBounds(document.model(), parts, set);
    const QTransform fit = fitTransform(bounds, options.value(QStringLiteral("keep_aspect")).toBool());
    return pushUVs(
        document, tr("Fit UVs"),
        [&](Model &model) {
            for (auto it = parts.cbegin(); it != parts.cend(); ++it)
                transformUVs(model.meshes[it.key()], set, it.value(), fit);
        },
        tr("Fitted the texture coordinates to the unit square."), tr("The texture coordinates already fit."));
}

OperationResult runAlignUVs(Document &document, const Options &options)
{
    const int set = uvSet(options);
    const QMap<int, UvPart> parts = uvParts(document.model(), document.selection());
    const QRectF bounds = partsBounds(document.model(), parts, set);
    const bool alongU = options.value(QStringLiteral("axis")).toString() == QLatin1String("u");
    const QString where = options.value(QStringLiteral("to")).toString();
    const double lo = alongU ? bounds.left() : bounds.top(), hi = alongU ? bounds.right() : bounds.bottom();
    const float value = float(where == QLatin1String("min") ? lo : where == QLatin1String("max") ? hi : (lo + hi) / 2);
    return pushUVs(
        document, tr("Align UVs"),
        [&](Model &model) {
            for (auto it = parts.cbegin(); it != parts.cend(); ++it)
                mapUVs(model.meshes[it.key()], set, it.value(), [&](QVector2D uv) {
                    if (alongU)
                        uv.setX(value);
                    else
                        uv.setY(value);
                    return uv;
                });
        },
        tr("Aligned the texture coordinates."), tr("The texture coordinates are already aligned."));
}

OperationResult runWeldUVs(Document &document, const Options &options)
{
    const int set = uvSet(options);
    const QMap<int, UvPart> parts = uvParts(document.model(), document.selection());
    return pushUVs(
        document, tr("Weld UVs"),
        [&](Model &model) {
            for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
                Mesh &mesh = model.meshes[it.key()];
                weldUVs(mesh, set, uvPartVertices(mesh, it.value()));
            }
        },
        tr("Welded the texture coordinates."), tr("No seam among the selected vertices to weld."));
}

OperationResult runSplitUVs(Document &document, const Options &)
{
    const QMap<int, UvPart> parts = uvParts(document.model(), document.selection());
    return pushUVs(
        document, tr("Split UVs"),
        [&](Model &model) {
            for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
                Mesh &mesh = model.meshes[it.key()];
                if (it.value().byFaces()) {
                    // The selected faces tear from the rest: give them vertices of their own.
                    if (!hasUvSet(mesh, 0))
                        continue;
                    const QList<quint32> faces = uvPartFaces(mesh, it.value());
                    QList<QVector2D> corners;
                    for (quint32 f : faces)
                        for (quint32 v : mesh.triangles[f])
                            corners.append(mesh.texcoords[0][v]);
                    setCornerUVs(mesh, 0, faces, corners);
                } else {
                    splitUVs(mesh, uvPartVertices(mesh, it.value()));
                }
            }
        },
        tr("Split the texture coordinates."), tr("Nothing to split: select the vertices of an edge."));
}

OperationResult runCopyUVSet(Document &document, const Options &options)
{
    const int from = options.value(QStringLiteral("from")).toInt();
    const int to = options.value(QStringLiteral("to")).toInt();
    if (from == to)
        return OperationResult::failure(tr("copyUVSet: \"from\" and \"to\" are the same set"));
    QList<int> meshes = targetMeshes(document);
    if (meshes.isEmpty())
        for (int m = 0; m < document.model().meshes.size(); ++m)
            meshes.append(m);
    return pushUVs(
        document, tr("Copy UV Set"),
        [&](Model &model) {
            for (int m : std::as_const(meshes)) {
                Mesh &mesh = model.meshes[m];
                if (!hasUvSet(mesh, from))
                    continue;
                if (to > mesh.texcoords.size())
                    ensureUvSet(mesh, to - 1);
                copyUVSet(mesh, from, to);
            }
        },
        tr("Copied texture-coordinate set %1 to set %2.").arg(from).arg(to),
        tr("No mesh has texture-coordinate set %1.").arg(from));
}

OperationResult runSelectUVIsland(Document &document, const Options &options)
{
    const int set = uvSet(options);
    const Model &model = document.model();
    Selection selection = document.selection();
    const QMap<int, UvPart> parts = uvParts(model, selection);
    Selection out;
    out.mode = Selection::Mode::Faces;
    for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
        const Mesh &mesh = model.meshes[it.key()];
        QList<quint32> seed = it.value().faces;
        if (!it.value().byFaces()) {
            // A vertex selection: the faces at the selected vertices.
            QList<bool> chosen(mesh.positions.size(), false);
            for (quint32 v : it.value().vertices)
                if (v < quint32(chosen.size()))
                    chosen[v] = true;
            for (qsizetype t = 0; t < mesh.triangles.size(); ++t)
                for (quint32 v : mesh.triangles[t])
                    if (v < quint32(chosen.size()) && chosen[v]) {
                        seed.append(quint32(t));
                        break;
                    }
        }
        const QList<quint32> faces = islandFaces(mesh, set, seed);
        if (!faces.isEmpty())
            out.faces.insert(it.key(), faces);
    }
    if (out.faces.isEmpty())
        return {true, tr("No UV island under the selection."), {}};
    document.setSelection(out);
    return {true, tr("Selected %n face(s).", nullptr, int(out.faceCount())), {}};
}

OperationResult runExportUVLayout(Document &document, const Options &options)
{
    const QString path = options.value(QStringLiteral("path")).toString();
    if (path.isEmpty())
        return OperationResult::failure(tr("exportUVLayout: give the option \"path\" (a .png file)"));
    const int size = options.value(QStringLiteral("size")).toInt();
    const int set = uvSet(options);
    const Model &model = document.model();
    QList<int> meshes = targetMeshes(document);
    if (meshes.isEmpty())
        for (int m = 0; m < model.meshes.size(); ++m)
            meshes.append(m);
    QImage background;
    if (options.value(QStringLiteral("background")).toString() == QLatin1String("texture")) {
        for (int m : std::as_const(meshes)) {
            const int material = model.meshes[m].material;
            if (material < 0 || material >= model.materials.size())
                continue;
            const MaterialTexture texture = loadMaterialTexture(
                model.materials[material], document.filePath(),
                model.extras.value(QLatin1String(kEmbeddedTextures)).toMap());
            if (texture.loaded()) {
                background = texture.image;
                break;
            }
        }
    }
    const QImage image = paintUvLayout(model, meshes, set, size, background);
    QImageWriter writer(path, QFileInfo(path).suffix().isEmpty() ? QByteArray("png") : QByteArray());
    if (!writer.write(image))
        return OperationResult::failure(tr("Could not write %1: %2").arg(path, writer.errorString()));
    return {true, tr("Wrote the UV layout to %1.").arg(path), path};
}

} // namespace

void addUvOperations(QList<Operation> &list)
{
    const QString uv = QStringLiteral("UV");
    list.append({QStringLiteral("transformUVs"),
                 uv,
                 QStringLiteral("Transform UVs"),
                 {numberOption("translate_u", Type::Double, 0.0, "move along u (1: the texture's width)", {}),
                  numberOption("translate_v", Type::Double, 0.0, "move along v (1: the texture's height)", {}),
                  numberOption("rotate", Type::Double, 0.0,
                               "degrees about the centre of the selected coordinates (clockwise on the texture)", {}),
                  numberOption("scale_u", Type::Double, 1.0, "scale along u about the centre", {}),
                  numberOption("scale_v", Type::Double, 1.0, "scale along v about the centre", {}),
                  option("flip", Type::Choice, QStringLiteral("none"), "mirror along u or v about the centre",
                         {QStringLiteral("none"), QStringLiteral("u"), QStringLiteral("v")}),
                  numberOption("snap", Type::Int, 0,
                               "snap the move to the pixels of a texture this many pixels wide (0: no snapping)", 0),
                  setOption()},
                 runTransformUVs,
                 needsUVs,
                 {{QStringLiteral("translate"),
                   {QStringLiteral("translate_u"), QStringLiteral("translate_v")},
                   QStringLiteral("the move as a pair (u, v)")},
                  {QStringLiteral("scale"),
                   {QStringLiteral("scale_u"), QStringLiteral("scale_v")},
                   QStringLiteral("the scale as a pair (u, v)")}}});
    list.append({QStringLiteral("projectUVs"),
                 uv,
                 QStringLiteral("Project UVs"),
                 {option("mode", Type::Choice, QStringLiteral("planar"),
                         "planar, box (each face along its nearest axis), cylindrical or spherical",
                         {QStringLiteral("planar"), QStringLiteral("box"), QStringLiteral("cylindrical"),
                          QStringLiteral("spherical")}),
                  option("axis", Type::Choice, QStringLiteral("z"),
                         "the projection's axis: x, y, z, or view (the `direction` option)",
                         {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z"), QStringLiteral("view")}),
                  option("direction", Type::Vector3, QVector3D(0, 1, 0), "the view direction where axis is view"),
                  option("fit", Type::Bool, true,
                         "fit into the unit square (box: the sides side by side; cylindrical and spherical: the "
                         "seam through a column of vertices, faces across it split off) (false: one unit of the "
                         "model per texture)"),
                  setOption()},
                 runProjectUVs,
                 needsMeshes});
    list.append(
        {QStringLiteral("fitUVs"),
         uv,
         QStringLiteral("Fit UVs"),
         {option("keep_aspect", Type::Bool, true, "scale both directions alike (false: stretch to fill the square)"),
          setOption()},
         runFitUVs,
         needsUVs});
    list.append(
        {QStringLiteral("alignUVs"),
         uv,
         QStringLiteral("Align UVs"),
         {option("axis", Type::Choice, QStringLiteral("u"), "the coordinate made equal",
                 {QStringLiteral("u"), QStringLiteral("v")}),
          option("to", Type::Choice, QStringLiteral("center"), "the selection's smallest, middle or largest value",
                 {QStringLiteral("min"), QStringLiteral("center"), QStringLiteral("max")}),
          setOption()},
         runAlignUVs,
         needsUVs});
    list.append({QStringLiteral("weldUVs"), uv, QStringLiteral("Weld UVs"), {setOption()}, runWeldUVs, needsUVs});
    list.append({QStringLiteral("splitUVs"), uv, QStringLiteral("Split UVs"), {}, runSplitUVs, needsUVs});
    list.append({QStringLiteral("copyUVSet"),
                 uv,
                 QStringLiteral("Copy UV Set"),
                 {numberOption("from", Type::Int, 0, "the set copied", 0),
                  numberOption("to", Type::Int, 1, "the set written (the set count: a new set)", 0)},
                 runCopyUVSet,
                 needsUVs});
    list.append({QStringLiteral("selectUVIsland"),
                 QStringLiteral("Selection"),
                 QStringLiteral("Select UV Island"),
                 {setOption()},
                 runSelectUVIsland,
                 needsUVs});
    list.append({QStringLiteral("exportUVLayout"),
                 QStringLiteral("File"),
                 QStringLiteral("Export UV Layout"),
                 {option("path", Type::String, QString(), "the image written (PNG by its extension)"),
                  numberOption("size", Type::Int, 1024, "the image's width and height in pixels", 16, 16384),
                  option("background", Type::Choice, QStringLiteral("texture"),
                         "the material's texture behind the layout, or transparent",
                         {QStringLiteral("texture"), QStringLiteral("transparent")}),
                  setOption()},
                 runExportUVLayout,
                 needsUVs});
}

} // namespace quarry
