// The Python module `quarry`, built into Quarry's embedded interpreter.
#include "editor/scripting/Module.h"

#include "editor/scripting/ScriptCompare.h"
#include "editor/scripting/ScriptDocument.h"
#include "io/Formats.h"
#include "io/md3/Md3PlayerModel.h"
#include "model/operations/Operation.h"

#include <QFileInfo>

namespace quarry::scripting {

namespace {

py::list operationList()
{
    py::list list;
    for (const Operation &operation : operations()) {
        py::list options;
        for (const OperationOption &o : operation.options) {
            py::dict option;
            option["name"] = toPython(o.name);
            option["type"] = toPython(optionTypeName(o.type));
            // An object option whose default is -1 means "none given": None.
            const bool noObject = (o.type == OperationOption::Type::Mesh || o.type == OperationOption::Type::Joint
                                   || o.type == OperationOption::Type::Material
                                   || o.type == OperationOption::Type::Animation)
                                  && o.defaultValue.toInt() == -1;
            option["default"] = noObject ? py::none() : toPython(o.defaultValue);
            option["help"] = toPython(o.help);
            if (!o.choices.isEmpty())
                option["choices"] = toPython(QVariant(o.choices));
            if (o.minimum.isValid())
                option["minimum"] = toPython(o.minimum);
            if (o.maximum.isValid())
                option["maximum"] = toPython(o.maximum);
            options.append(option);
        }
        py::dict entry;
        entry["id"] = toPython(operation.id);
        entry["category"] = toPython(operation.category);
        entry["label"] = toPython(operation.label);
        entry["options"] = options;
        py::list aliases;
        for (const OptionAlias &a : operation.aliases) {
            py::dict alias;
            alias["name"] = toPython(a.name);
            alias["options"] = toPython(QVariant(a.options));
            alias["help"] = toPython(a.help);
            aliases.append(alias);
        }
        entry["aliases"] = aliases;
        list.append(entry);
    }
    return list;
}

std::unique_ptr<ScriptDocument> openDocument(const std::string &path, const std::optional<std::string> &skeleton,
                                             const std::vector<std::string> &animations,
                                             const std::vector<std::string> &materials,
                                             const std::vector<std::string> &meshes, bool player)
{
    const QString file = QString::fromStdString(path);
    ReadOptions options;
    if (player) {
        // A Quake III player's part opens the whole player, or not at all.
        if (!quake3PlayerPaths(file).complete())
            throw ScriptError{QStringLiteral("%1: player=True opens lower.md3, upper.md3 or head.md3 with the other "
                                             "two and animation.cfg beside it")
                                  .arg(file)};
        options.options.insert(QLatin1String(kMd3PlayerOption), true);
    }
    // Further Cal3D meshes join the first on its skeleton.
    for (const std::string &m : meshes)
        options.companions << QString::fromStdString(m);
    if (skeleton)
        options.companions << QString::fromStdString(*skeleton);
    for (const std::string &a : animations)
        options.companions << QString::fromStdString(a);
    for (const std::string &m : materials)
        options.companions << QString::fromStdString(m);
    ReadResult result = readModelFile(file, options);
    if (!result.ok())
        throw ScriptError{result.error->toString()};
    auto doc = std::make_unique<ScriptDocument>(std::move(result.model), QFileInfo(file).absoluteFilePath(),
                                                detectFormat(file));
    for (const Diagnostic &d : result.warnings)
        doc->warnings << d.toString();
    return doc;
}

template<typename T>
std::string repr(const char *kind, const T &info)
{
    return std::string("<quarry.") + kind + " '" + info.name + "'>";
}

} // namespace

void defineModule(py::module_ &m)
{
    m.doc() = "Quarry's models: open, inspect, edit with the editor's operations, save and export.";
    // Looked up when raised rather than kept in a static: a static Python
    // object would outlive the interpreter.
    py::exception<ScriptError>(m, "Error");
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p)
                std::rethrow_exception(p);
        } catch (const ScriptError &e) {
            const py::object error = py::module_::import("quarry").attr("Error");
            PyErr_SetString(error.ptr(), e.message.toUtf8().constData());
        }
    });

    py::class_<MeshInfo>(m, "Mesh", "A mesh as it was when read (a snapshot).")
        .def_readonly("name", &MeshInfo::name)
        .def_readonly("vertex_count", &MeshInfo::vertexCount)
        .def_readonly("triangle_count", &MeshInfo::triangleCount)
        .def_readonly("material", &MeshInfo::material)
        .def("__repr__", [](const MeshInfo &i) { return repr("Mesh", i); });
    py::class_<JointInfo>(m, "Joint", "A joint as it was when read (a snapshot).")
        .def_readonly("name", &JointInfo::name)
        .def_readonly("parent", &JointInfo::parent)
        .def("__repr__", [](const JointInfo &i) { return repr("Joint", i); });
    py::class_<AnimationInfo>(m, "Animation", "An animation as it was when read (a snapshot).")
        .def_readonly("name", &AnimationInfo::name)
        .def_readonly("frame_rate", &AnimationInfo::frameRate)
        .def_readonly("frame_count", &AnimationInfo::frameCount)
        .def_readonly("loop", &AnimationInfo::loop)
        .def_readonly("duration", &AnimationInfo::duration)
        .def("__repr__", [](const AnimationInfo &i) { return repr("Animation", i); });
    py::class_<MaterialInfo>(m, "Material", "A material as it was when read (a snapshot).")
        .def_readonly("name", &MaterialInfo::name)
        .def_readonly("textures", &MaterialInfo::textures)
        .def("__repr__", [](const MaterialInfo &i) { return repr("Material", i); });

    py::class_<ScriptDocument>(m, "Document", "An open model with its undo history and selection.")
        .def_property_readonly("meshes", &ScriptDocument::meshes)
        .def_property_readonly("joints", &ScriptDocument::joints)
        .def_property_readonly("animations", &ScriptDocument::animations)
        .def_property_readonly("materials", &ScriptDocument::materials)
        .def_property_readonly("path", &ScriptDocument::path)
        .def_property(
            "time", [](const ScriptDocument &d) { return d.document().currentTime(); },
            [](ScriptDocument &d, double seconds) { d.document().setCurrentTime(seconds); },
            "the timeline's current time in seconds (where splitClip and insertKeys act by default)")
        .def_property(
            "animation",
            [](const ScriptDocument &d) -> py::object {
                const int i = d.document().currentAnimation();
                return i >= 0 ? py::object(py::int_(i)) : py::object(py::none());
            },
            [](ScriptDocument &d, const py::object &animation) { d.setCurrentAnimation(animation); },
            "the current animation's index (None when none); set by name or index")
        .def_property_readonly("modified", &ScriptDocument::modified)
        .def_property_readonly("message", &ScriptDocument::lastMessage,
                               "what the last operation said (\"Welded 12 vertices away.\")")
        .def_property_readonly("warnings", [](const ScriptDocument &d) { return toPython(QVariant(d.warnings)); })
        .def("positions", &ScriptDocument::positions, py::arg("mesh"))
        .def("normals", &ScriptDocument::normals, py::arg("mesh"))
        .def("texcoords", &ScriptDocument::texcoords, py::arg("mesh"), py::arg("set") = 0)
        .def("triangles", &ScriptDocument::triangles, py::arg("mesh"))
        .def("weights", &ScriptDocument::weights, py::arg("mesh"), py::arg("vertex"))
        .def("joint_world_positions", &ScriptDocument::jointWorldPositions, py::arg("animation") = py::none(),
             py::arg("time") = 0.0)
        .def("select", &ScriptDocument::select, py::kw_only(), py::arg("meshes") = py::none(),
             py::arg("vertices") = py::none(), py::arg("faces") = py::none(), py::arg("joints") = py::none(),
             py::arg("materials") = py::none(), py::arg("animations") = py::none())
        .def("run", &ScriptDocument::run, py::arg("operation_id"))
        .def("undo", &ScriptDocument::undo)
        .def("redo", &ScriptDocument::redo)
        .def("save", &ScriptDocument::save, py::arg("path"))
        .def("export", &ScriptDocument::exportTo, py::arg("path"))
        .def("copy", &ScriptDocument::copy, "A new document holding the same model, without history or file.")
        .def("compare", &compareDocument, py::arg("other"), py::arg("times") = py::none(), py::arg("tolerance") = 0.005,
             py::arg("fit_scale") = false,
             "How far this model and `other` (a document or a path) differ, as `quarry compare --json` says it: "
             "`times` is how many evenly spaced times per animation (default: every frame of the coarser, at most "
             "500) or a list of times in seconds; distances are fractions of this model's height. `fit_scale`: "
             "scale `other` to this model's height first (the factor is the report's `scale`).")
        .def("__eq__", [](const ScriptDocument &a, const ScriptDocument &b) { return a.sameModel(b); })
        .def("__ne__", [](const ScriptDocument &a, const ScriptDocument &b) { return !a.sameModel(b); });

    m.def("open", &openDocument, py::arg("path"), py::arg("skeleton") = py::none(),
          py::arg("animations") = std::vector<std::string>(), py::arg("materials") = std::vector<std::string>(),
          py::arg("meshes") = std::vector<std::string>(), py::arg("player") = false,
          "Reads a model (with an XMF avatar's skeleton, animations and materials; `meshes`: further Cal3D "
          "meshes joined to it on the skeleton; a Cal3D .cfg list opens as one model; `player`: a Quake III "
          "player's lower.md3, upper.md3 or head.md3 opens the whole player, its parts on their tags and every "
          "animation.cfg slot a clip, saved back part by part); raises quarry.Error when it cannot.");
    m.def(
        "new", [] { return std::make_unique<ScriptDocument>(Model(), QString(), QString()); }, "An empty document.");
    m.def("operations", &operationList, "Every operation id with its options, types and defaults.");
}

namespace {

PyObject *initModule()
{
    static py::module_::module_def definition;
    auto m = py::module_::create_extension_module("quarry", nullptr, &definition);
    try {
        defineModule(m);
        return m.release().ptr();
    }
    PYBIND11_CATCH_INIT_EXCEPTIONS
}

} // namespace

void registerModule()
{
    static bool registered = false;
    if (!registered && !Py_IsInitialized()) {
        PyImport_AppendInittab("quarry", &initModule);
        registered = true;
    }
}

} // namespace quarry::scripting
