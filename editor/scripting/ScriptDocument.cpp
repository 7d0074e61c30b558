#include "editor/scripting/ScriptDocument.h"

#include "editor/scripting/ModelExport.h"
#include "io/Formats.h"
#include "model/Pose.h"
#include "model/Translate.h"
#include "model/operations/Operation.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace quarry::scripting {

namespace {

QUARRY_NAMESPACE_TR("quarry::scripting")

std::string utf8(const QString &text)
{
    return text.toStdString();
}

QString kindName(ObjectKind kind)
{
    switch (kind) {
    case ObjectKind::Mesh: return QCoreApplication::translate("quarry::scripting", "mesh");
    case ObjectKind::Material: return QCoreApplication::translate("quarry::scripting", "material");
    case ObjectKind::Joint: return QCoreApplication::translate("quarry::scripting", "joint");
    case ObjectKind::Animation: return QCoreApplication::translate("quarry::scripting", "animation");
    case ObjectKind::Shape: return QCoreApplication::translate("quarry::scripting", "shape");
    }
    return {};
}

QStringList names(const Model &model, ObjectKind kind)
{
    QStringList list;
    switch (kind) {
    case ObjectKind::Mesh:
        for (const Mesh &m : model.meshes)
            list << m.name;
        break;
    case ObjectKind::Material:
        for (const Material &m : model.materials)
            list << m.name;
        break;
    case ObjectKind::Joint:
        for (const Joint &j : model.skeleton.joints)
            list << j.name;
        break;
    case ObjectKind::Animation:
        for (const Animation &a : model.animations)
            list << a.name;
        break;
    case ObjectKind::Shape:
        for (qsizetype i = 0; i < model.shapes.size(); ++i)
            list << QString::number(i);
        break;
    }
    return list;
}

// A list argument: a list or tuple of items, or one item alone.
std::vector<py::handle> items(const py::object &object)
{
    std::vector<py::handle> list;
    if (py::isinstance<py::list>(object) || py::isinstance<py::tuple>(object)) {
        for (const py::handle item : object)
            list.push_back(item);
    } else {
        list.push_back(object);
    }
    return list;
}

QList<quint32> elementIndexes(const py::handle &list, qsizetype count, const QString &what)
{
    QList<quint32> indexes;
    for (const py::handle item : items(py::reinterpret_borrow<py::object>(list))) {
        if (!py::isinstance<py::int_>(item) || py::isinstance<py::bool_>(item))
            throw ScriptError{QCoreApplication::translate("quarry::scripting", "%1: expects whole numbers").arg(what)};
        const long long i = item.cast<long long>();
        if (i < 0 || i >= count)
            throw ScriptError{QCoreApplication::translate("quarry::scripting", "%1: no index %2 (there are %3)")
                                  .arg(what)
                                  .arg(i)
                                  .arg(count)};
        indexes << quint32(i);
    }
    return indexes;
}

// Settings of doc.export as `quarry convert` names them (snake_case).
ConversionSettings conversionSettings(const py::kwargs &kwargs, ExportRequest &request)
{
    ConversionSettings s;
    auto number = [](const py::handle &v, const QString &name, bool positive) {
        if ((!py::isinstance<py::int_>(v) && !py::isinstance<py::float_>(v)) || py::isinstance<py::bool_>(v))
            throw ScriptError{
                QCoreApplication::translate("quarry::scripting", "export: \"%1\" expects a number").arg(name)};
        const double d = v.cast<double>();
        if (!std::isfinite(d) || (positive && !(d > 0)))
            throw ScriptError{
                QCoreApplication::translate("quarry::scripting", "export: \"%1\" expects a positive number, not %2")
                    .arg(name)
                    .arg(d)};
        return d;
    };
    auto flag = [](const py::handle &v, const QString &name) {
        if (!py::isinstance<py::bool_>(v))
            throw ScriptError{
                QCoreApplication::translate("quarry::scripting", "export: \"%1\" expects True or False").arg(name)};
        return v.cast<bool>();
    };
    auto text = [](const py::handle &v, const QString &name) {
        if (!py::isinstance<py::str>(v))
            throw ScriptError{
                QCoreApplication::translate("quarry::scripting", "export: \"%1\" expects a string").arg(name)};
        return toQString(v);
    };
    for (const auto &[key, value] : kwargs) {
        const QString name = toQString(key);
        if (name == QLatin1String("fps"))
            s.fps = number(value, name, true);
        else if (name == QLatin1String("scale"))
            s.scale = float(number(value, name, true));
        else if (name == QLatin1String("height"))
            s.height = float(number(value, name, true));
        else if (name == QLatin1String("up")) {
            const QString up = text(value, name).toLower();
            if (up != QLatin1String("y") && up != QLatin1String("z") && up != QLatin1String("stored"))
                throw ScriptError{QCoreApplication::translate("quarry::scripting",
                                                              "export: \"up\" expects \"z\", \"y\" or \"stored\"")};
            s.axesAsStored = up == QLatin1String("stored");
            s.sourceUp = s.axesAsStored ? 'z' : char(up.at(0).toLatin1());
        } else if (name == QLatin1String("flip_winding"))
            s.flipWinding = flag(value, name);
        else if (name == QLatin1String("max_influences")) {
            if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value) || value.cast<long long>() < 1
                || value.cast<long long>() > 64)
                throw ScriptError{QCoreApplication::translate(
                    "quarry::scripting", "export: \"max_influences\" expects a whole number from 1 to 64")};
            s.maxInfluences = value.cast<int>();
        } else if (name == QLatin1String("framegroups"))
            request.framegroups = flag(value, name);
        else if (name == QLatin1String("weld"))
            s.weld = flag(value, name);
        else if (name == QLatin1String("flip_normals"))
            s.flipNormals = flag(value, name);
        else if (name == QLatin1String("smooth_normals")) {
            const double angle = number(value, name, false);
            if (angle < 0 || angle > 180)
                throw ScriptError{QCoreApplication::translate(
                    "quarry::scripting", "export: \"smooth_normals\" expects an angle from 0 to 180 degrees")};
            s.smoothNormalsAngle = float(angle);
        } else if (name == QLatin1String("iqe_normals"))
            s.iqeNormals = flag(value, name);
        else if (name == QLatin1String("normalize_weights"))
            s.normalizeWeights = flag(value, name);
        else if (name == QLatin1String("remove_unused_joints"))
            s.removeUnusedJoints = flag(value, name);
        else if (name == QLatin1String("root_motion")) {
            if (!parseRootMotion(text(value, name), &s.rootMotion))
                throw ScriptError{QCoreApplication::translate(
                    "quarry::scripting", "export: \"root_motion\" expects \"in-place\" or \"keep\"")};
        } else if (name == QLatin1String("drop_to_ground"))
            s.dropToGround = flag(value, name);
        else if (name == QLatin1String("center") || name == QLatin1String("centre"))
            s.centre = flag(value, name);
        else if (name == QLatin1String("strip_texture_dirs"))
            s.texturePaths.stripDirectories = flag(value, name);
        else if (name == QLatin1String("texture_ext"))
            s.texturePaths.extension = text(value, name);
        else if (name == QLatin1String("format"))
            request.format = text(value, name);
        else if (name == QLatin1String("target"))
            request.target = text(value, name);
        else if (name == QLatin1String("max_joints"))
            request.maxJoints = int(number(value, name, true));
        else if (name == QLatin1String("pack"))
            request.pack = flag(value, name);
        else if (name == QLatin1String("lods"))
            request.lods = int(number(value, name, true));
        else if (name == QLatin1String("single_model"))
            request.singleModel = flag(value, name);
        else if (name == QLatin1String("keep_winding"))
            request.keepWinding = flag(value, name);
        else if (name == QLatin1String("facing"))
            request.facing = text(value, name);
        else if (name == QLatin1String("player_format"))
            request.playerFormat = text(value, name);
        else if (name == QLatin1String("keep_slot_lengths"))
            request.keepSlotLengths = flag(value, name);
        else if (name == QLatin1String("animation_map"))
            request.animationMap = text(value, name);
        else if (name == QLatin1String("tags"))
            request.writerOptions.insert(QStringLiteral("md3.tags"),
                                         text(value, name).split(QLatin1Char(','), Qt::SkipEmptyParts));
        else
            throw ScriptError{
                QCoreApplication::translate(
                    "quarry::scripting",
                    "export: no setting \"%1\" (it takes: fps, scale, height, up, root_motion, flip_winding, "
                    "max_influences, framegroups, weld, flip_normals, smooth_normals, iqe_normals, "
                    "normalize_weights, remove_unused_joints, drop_to_ground, center, "
                    "strip_texture_dirs, texture_ext, format, target, max_joints, pack, lods, single_model, "
                    "keep_winding, facing, player_format, keep_slot_lengths, animation_map, tags)")
                    .arg(name)};
    }
    if (s.scale > 0 && s.height > 0)
        throw ScriptError{
            QCoreApplication::translate("quarry::scripting", "export: give \"scale\" or \"height\", not both")};
    return s;
}

py::tuple tuple3(const QVector3D &v)
{
    return py::make_tuple(v.x(), v.y(), v.z());
}

} // namespace

ScriptDocument::ScriptDocument(Model model, const QString &path, const QString &format)
    : m_owned(std::make_shared<Document>())
    , m_document(m_owned.get())
{
    m_owned->resetModel(std::move(model), path, format);
}

ScriptDocument::ScriptDocument(Document *document)
    : m_document(document)
{ }

Document &ScriptDocument::document() const
{
    if (!m_document)
        throw ScriptError{QCoreApplication::translate("quarry::scripting", "the document is closed")};
    return *m_document;
}

std::vector<MeshInfo> ScriptDocument::meshes() const
{
    const Model &model = document().model();
    std::vector<MeshInfo> list;
    for (const Mesh &m : model.meshes) {
        MeshInfo info{utf8(m.name), m.vertexCount(), m.triangles.size(), std::nullopt};
        if (m.material >= 0 && m.material < model.materials.size())
            info.material = utf8(model.materials[m.material].name);
        list.push_back(std::move(info));
    }
    return list;
}

std::vector<JointInfo> ScriptDocument::joints() const
{
    std::vector<JointInfo> list;
    for (const Joint &j : document().model().skeleton.joints)
        list.push_back({utf8(j.name), j.parent});
    return list;
}

std::vector<AnimationInfo> ScriptDocument::animations() const
{
    std::vector<AnimationInfo> list;
    for (const Animation &a : document().model().animations)
        list.push_back({utf8(a.name), a.fps, a.frameCount(), a.loop, a.duration});
    return list;
}

std::vector<MaterialInfo> ScriptDocument::materials() const
{
    std::vector<MaterialInfo> list;
    for (const Material &m : document().model().materials) {
        MaterialInfo info{utf8(m.name), {}};
        for (const TextureMap &map : m.maps)
            info.textures[utf8(map.type)] = utf8(map.path);
        list.push_back(std::move(info));
    }
    return list;
}

int ScriptDocument::objectIndex(const py::object &object, ObjectKind kind) const
{
    const QStringList list = names(document().model(), kind);
    if (py::isinstance<py::int_>(object) && !py::isinstance<py::bool_>(object)) {
        const long long i = object.cast<long long>();
        if (i < 0 || i >= list.size())
            throw ScriptError{QCoreApplication::translate("quarry::scripting", "no %1 at index %2 (the model has %3)")
                                  .arg(kindName(kind))
                                  .arg(i)
                                  .arg(list.size())};
        return int(i);
    }
    if (py::isinstance<py::str>(object)) {
        const QString name = toQString(object);
        const int i = int(list.indexOf(name));
        if (i < 0)
            throw ScriptError{
                QCoreApplication::translate("quarry::scripting", "no %1 named \"%2\"").arg(kindName(kind), name)};
        return i;
    }
    throw ScriptError{
        QCoreApplication::translate("quarry::scripting", "a %1 is given by its name or index").arg(kindName(kind))};
}

int ScriptDocument::meshIndex(const py::object &mesh) const
{
    return objectIndex(mesh, ObjectKind::Mesh);
}

py::list ScriptDocument::positions(const py::object &mesh) const
{
    py::list list;
    for (const QVector3D &p : document().model().meshes[meshIndex(mesh)].positions)
        list.append(tuple3(p));
    return list;
}

py::list ScriptDocument::normals(const py::object &mesh) const
{
    py::list list;
    for (const QVector3D &n : document().model().meshes[meshIndex(mesh)].normals)
        list.append(tuple3(n));
    return list;
}

py::list ScriptDocument::texcoords(const py::object &mesh, int set) const
{
    const Mesh &m = document().model().meshes[meshIndex(mesh)];
    py::list list;
    if (m.texcoords.isEmpty() && set == 0)
        return list;
    if (set < 0 || set >= m.texcoords.size())
        throw ScriptError{
            QCoreApplication::translate("quarry::scripting", "mesh \"%1\" has no texture coordinate set %2 (it has %3)")
                .arg(m.name)
                .arg(set)
                .arg(m.texcoords.size())};
    for (const QVector2D &t : m.texcoords[set])
        list.append(py::make_tuple(t.x(), t.y()));
    return list;
}

py::list ScriptDocument::triangles(const py::object &mesh) const
{
    py::list list;
    for (const Triangle &t : document().model().meshes[meshIndex(mesh)].triangles)
        list.append(py::make_tuple(t[0], t[1], t[2]));
    return list;
}

py::list ScriptDocument::weights(const py::object &mesh, qsizetype vertex) const
{
    const Mesh &m = document().model().meshes[meshIndex(mesh)];
    if (vertex < 0 || vertex >= m.vertexCount())
        throw ScriptError{QCoreApplication::translate("quarry::scripting", "mesh \"%1\" has no vertex %2 (it has %3)")
                              .arg(m.name)
                              .arg(vertex)
                              .arg(m.vertexCount())};
    py::list list;
    if (!m.isSkinned())
        return list;
    const qsizetype n = m.influencesPerVertex;
    for (qsizetype i = vertex * n; i < (vertex + 1) * n && i < m.blendWeights.size(); ++i)
        if (m.blendWeights[i] != 0.0f)
            list.append(py::make_tuple(m.blendIndexes[i], m.blendWeights[i]));
    return list;
}

py::list ScriptDocument::jointWorldPositions(const py::object &animation, double time) const
{
    const Model &model = document().model();
    QList<QMatrix4x4> world;
    if (animation.is_none())
        world = model.skeleton.bindWorldMatrices();
    else
        world = worldMatrices(model.skeleton, localPose(model, objectIndex(animation, ObjectKind::Animation), time));
    py::list list;
    for (const QMatrix4x4 &m : world)
        list.append(tuple3(m.column(3).toVector3D()));
    return list;
}

void ScriptDocument::select(const py::object &meshes, const py::object &vertices, const py::object &faces,
                            const py::object &joints, const py::object &materials, const py::object &animations)
{
    const Model &model = document().model();
    Selection s;
    auto objects = [this](const py::object &given, ObjectKind kind, QList<int> &into) {
        if (given.is_none())
            return;
        for (const py::handle item : items(given)) {
            const int i = objectIndex(py::reinterpret_borrow<py::object>(item), kind);
            if (!into.contains(i))
                into << i;
        }
    };
    objects(meshes, ObjectKind::Mesh, s.meshes);
    objects(joints, ObjectKind::Joint, s.joints);
    objects(materials, ObjectKind::Material, s.materials);
    objects(animations, ObjectKind::Animation, s.animations);
    auto elements = [this, &model](const py::object &given, bool faceList, QMap<int, QList<quint32>> &into) {
        if (given.is_none())
            return;
        if (!py::isinstance<py::dict>(given))
            throw ScriptError{
                QCoreApplication::translate("quarry::scripting", "select: \"%1\" expects a dict {mesh: [indices]}")
                    .arg(faceList ? QStringLiteral("faces") : QStringLiteral("vertices"))};
        for (const auto &[key, list] : given.cast<py::dict>()) {
            const int mesh = meshIndex(py::reinterpret_borrow<py::object>(key));
            const Mesh &m = model.meshes[mesh];
            const QString what = QCoreApplication::translate("quarry::scripting", "select: %1 of mesh \"%2\"")
                                     .arg(faceList ? QStringLiteral("faces") : QStringLiteral("vertices"), m.name);
            QList<quint32> indexes = elementIndexes(list, faceList ? m.triangles.size() : m.vertexCount(), what);
            std::sort(indexes.begin(), indexes.end());
            indexes.erase(std::unique(indexes.begin(), indexes.end()), indexes.end());
            if (!indexes.isEmpty())
                into[mesh] = indexes;
        }
    };
    elements(vertices, false, s.vertices);
    elements(faces, true, s.faces);
    if (!s.faces.isEmpty())
        s.mode = Selection::Mode::Faces;
    else if (!s.vertices.isEmpty())
        s.mode = Selection::Mode::Vertices;
    else if (!s.joints.isEmpty() && s.meshes.isEmpty())
        s.mode = Selection::Mode::Joints;
    document().setSelection(s);
}

py::object ScriptDocument::run(const std::string &id, const py::kwargs &options)
{
    Document &doc = document();
    QVariantMap values;
    for (const auto &[key, value] : options) {
        const QString name = toQString(key);
        values.insert(name,
                      toVariant(value, QStringLiteral("%1: option \"%2\"").arg(QString::fromStdString(id), name)));
    }
    const int steps = doc.undoStack()->index();
    const OperationResult result = runOperation(doc, QString::fromStdString(id), values);
    m_lastMessage = utf8(result.message);
    // An edit the game will not take as expected (a fixed-length clip
    // retimed) is applied and warned of, after the reader's warnings.
    warnings << result.warnings;
    if (!result.ok) {
        // An operation that fails changes nothing; should one have pushed a
        // step before failing, it is taken back.
        if (doc.undoStack()->index() > steps)
            doc.undoStack()->setIndex(steps);
        throw ScriptError{result.message};
    }
    return toPython(result.value);
}

void ScriptDocument::setCurrentAnimation(const py::object &animation)
{
    document().setCurrentAnimation(animation.is_none() ? -1 : objectIndex(animation, ObjectKind::Animation));
}

void ScriptDocument::refuseInsideOneStepRun(const char *what) const
{
    // The editor's document: the run is one open macro on its stack, and
    // QUndoStack steps through no part of a macro while it is open.
    if (!m_owned)
        throw ScriptError{QCoreApplication::translate(
                              "quarry::scripting",
                              "doc.%1(): a script run in the editor is one undo step and cannot take back its own "
                              "operations while it runs; undo the whole run afterwards with Edit > Undo")
                              .arg(QLatin1String(what))};
}

bool ScriptDocument::undo()
{
    refuseInsideOneStepRun("undo");
    QUndoStack *stack = document().undoStack();
    if (!stack->canUndo())
        return false;
    stack->undo();
    return true;
}

bool ScriptDocument::redo()
{
    refuseInsideOneStepRun("redo");
    QUndoStack *stack = document().undoStack();
    if (!stack->canRedo())
        return false;
    stack->redo();
    return true;
}

void ScriptDocument::save(const std::string &path)
{
    const QString file = QString::fromStdString(path);
    const QString format = formatForWriting(file);
    if (format.isEmpty())
        throw ScriptError{
            QCoreApplication::translate("quarry::scripting", "Quarry cannot write %1: unknown extension").arg(file)};
    const WriteResult result = writeModelFile(document().model(), file, format);
    if (!result.ok())
        throw ScriptError{result.error->toString()};
    document().markSaved(QFileInfo(file).absoluteFilePath(), format);
    // doc.message names every file written (a sidecar and levels of detail
    // a retime rewrote with the model); the writer's warnings follow the
    // others in doc.warnings.
    m_lastMessage = utf8(QCoreApplication::translate("quarry::scripting", "Saved %1")
                             .arg(result.written.isEmpty()
                                      ? QCoreApplication::translate("quarry::scripting", "nothing (unchanged)")
                                      : result.written.join(QStringLiteral(", "))));
    for (const Diagnostic &d : result.warnings)
        warnings << d.toString();
}

py::list ScriptDocument::exportTo(const std::string &path, const py::kwargs &settings) const
{
    ExportRequest request;
    request.path = QString::fromStdString(path);
    request.settings = conversionSettings(settings, request);
    request.sourcePath = document().filePath();
    const ExportOutcome outcome = exportModel(document().model(), request);
    if (!outcome.error.isEmpty())
        throw ScriptError{outcome.error};
    py::list messages;
    for (const QString &m : outcome.messages)
        messages.append(toPython(m));
    return messages;
}

std::unique_ptr<ScriptDocument> ScriptDocument::copy() const
{
    return std::make_unique<ScriptDocument>(document().model(), QString(), QString());
}

bool ScriptDocument::sameModel(const ScriptDocument &other) const
{
    return document().model() == other.document().model();
}

std::optional<std::string> ScriptDocument::path() const
{
    const QString p = document().filePath();
    return p.isEmpty() ? std::nullopt : std::optional<std::string>(utf8(p));
}

bool ScriptDocument::modified() const
{
    return document().isModified();
}

} // namespace quarry::scripting
