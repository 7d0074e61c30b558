// A document as scripts see it: `doc` in the module quarry. It owns its
// Document (quarry.open, quarry.new) or works on the editor's. Reading
// returns plain Python values; every change goes through the operations
// registry or the undo stack, so a script edits the model exactly as the
// menus do.
#pragma once

#include "editor/scripting/Python.h"
#include "model/Document.h"

#include <QPointer>

#include <map>
#include <memory>
#include <optional>

namespace quarry::scripting {

struct MeshInfo
{
    std::string name;
    qsizetype vertexCount = 0;
    qsizetype triangleCount = 0;
    std::optional<std::string> material;
};

struct JointInfo
{
    std::string name;
    int parent = -1;
};

struct AnimationInfo
{
    std::string name;
    double frameRate = 0;
    int frameCount = 0;
    bool loop = false;
    double duration = 0;
};

struct MaterialInfo
{
    std::string name;
    std::map<std::string, std::string> textures; // map type -> path
};

class ScriptDocument
{
public:
    // Owns a new document holding `model`.
    ScriptDocument(Model model, const QString &path, const QString &format);
    // Works on a document that lives elsewhere (the editor's).
    explicit ScriptDocument(Document *document);

    Document &document() const;

    std::vector<MeshInfo> meshes() const;
    std::vector<JointInfo> joints() const;
    std::vector<AnimationInfo> animations() const;
    std::vector<MaterialInfo> materials() const;

    py::list positions(const py::object &mesh) const;
    py::list normals(const py::object &mesh) const;
    py::list texcoords(const py::object &mesh, int set) const;
    py::list triangles(const py::object &mesh) const;
    py::list weights(const py::object &mesh, qsizetype vertex) const;
    py::list jointWorldPositions(const py::object &animation, double time) const;

    void select(const py::object &meshes, const py::object &vertices, const py::object &faces, const py::object &joints,
                const py::object &materials, const py::object &animations);
    py::object run(const std::string &id, const py::kwargs &options);
    void setCurrentAnimation(const py::object &animation);
    // Steps through the document's undo stack; false when there is no step.
    // On the editor's document (a script or console entry run in the
    // editor, one undo step as a whole) both raise quarry.Error instead.
    bool undo();
    bool redo();
    void save(const std::string &path);
    py::list exportTo(const std::string &path, const py::kwargs &settings) const;

    // A new document holding the same model (no history, no file).
    std::unique_ptr<ScriptDocument> copy() const;
    // Whether the two models are identical in every value.
    bool sameModel(const ScriptDocument &other) const;

    std::optional<std::string> path() const;
    bool modified() const;
    std::string lastMessage() const { return m_lastMessage; }
    QStringList warnings; // what the reader and then the operations run warned about

private:
    void refuseInsideOneStepRun(const char *what) const;
    int meshIndex(const py::object &mesh) const;
    int objectIndex(const py::object &object, ObjectKind kind) const;

    std::shared_ptr<Document> m_owned;
    QPointer<Document> m_document;
    std::string m_lastMessage;
};

} // namespace quarry::scripting
