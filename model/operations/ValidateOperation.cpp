// Validate: the model's problems as a list of findings, each a map that
// says what was checked, the message, and what to select to see it.
#include "model/operations/ValidateOperation.h"

#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/ops/Validation.h"

#include <QFileInfo>

#include <algorithm>

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

QString checkName(Finding::Check check)
{
    switch (check) {
    case Finding::Check::BrokenStreams: return QStringLiteral("broken_streams");
    case Finding::Check::NotANumber: return QStringLiteral("not_a_number");
    case Finding::Check::DegenerateTriangle: return QStringLiteral("degenerate_triangle");
    case Finding::Check::UnusedVertex: return QStringLiteral("unused_vertex");
    case Finding::Check::WeightSum: return QStringLiteral("weight_sum");
    case Finding::Check::TooManyInfluences: return QStringLiteral("too_many_influences");
    case Finding::Check::TooManyJoints: return QStringLiteral("too_many_joints");
    case Finding::Check::MissingTexture: return QStringLiteral("missing_texture");
    case Finding::Check::DuplicateJointName: return QStringLiteral("duplicate_joint_name");
    case Finding::Check::UnreadableTexture: return QStringLiteral("unreadable_texture");
    }
    return {};
}

constexpr Finding::Check kChecks[] = {
    Finding::Check::BrokenStreams,     Finding::Check::NotANumber,     Finding::Check::DegenerateTriangle,
    Finding::Check::UnusedVertex,      Finding::Check::WeightSum,      Finding::Check::TooManyInfluences,
    Finding::Check::TooManyJoints,     Finding::Check::MissingTexture, Finding::Check::DuplicateJointName,
    Finding::Check::UnreadableTexture,
};

QVariantList ints(const QList<int> &list)
{
    QVariantList out;
    for (int i : list)
        out << i;
    return out;
}

// Per-mesh element lists as [[mesh, [indexes...]], ...].
QVariantList perMesh(const QMap<int, QList<quint32>> &elements)
{
    QVariantList out;
    for (auto it = elements.begin(); it != elements.end(); ++it) {
        QVariantList indexes;
        for (quint32 i : it.value())
            indexes << int(i);
        out << QVariant(QVariantList{it.key(), indexes});
    }
    return out;
}

QList<int> intList(const QVariant &value)
{
    QList<int> out;
    for (const QVariant &v : value.toList())
        out << v.toInt();
    return out;
}

QMap<int, QList<quint32>> perMeshFrom(const QVariant &value)
{
    QMap<int, QList<quint32>> out;
    for (const QVariant &entry : value.toList()) {
        const QVariantList pair = entry.toList();
        if (pair.size() != 2)
            continue;
        QList<quint32> &elements = out[pair[0].toInt()];
        for (const QVariant &i : pair[1].toList())
            elements << quint32(i.toInt());
    }
    return out;
}

} // namespace

QVariantMap findingToMap(const Finding &f)
{
    return {
        {QStringLiteral("check"), checkName(f.check)},
        {QStringLiteral("message"), f.message},
        {QStringLiteral("meshes"), ints(f.selection.meshes)},
        {QStringLiteral("materials"), ints(f.selection.materials)},
        {QStringLiteral("joints"), ints(f.selection.joints)},
        {QStringLiteral("vertices"), perMesh(f.selection.vertices)},
        {QStringLiteral("faces"), perMesh(f.selection.faces)},
    };
}

QList<Finding> findingsFromValue(const QVariant &value)
{
    QList<Finding> findings;
    for (const QVariant &item : value.toList()) {
        const QVariantMap map = item.toMap();
        const QString name = map.value(QStringLiteral("check")).toString();
        const auto check = std::find_if(std::begin(kChecks), std::end(kChecks),
                                        [&name](Finding::Check c) { return checkName(c) == name; });
        if (check == std::end(kChecks))
            continue;
        Finding f{*check, map.value(QStringLiteral("message")).toString(), {}};
        f.selection.meshes = intList(map.value(QStringLiteral("meshes")));
        f.selection.materials = intList(map.value(QStringLiteral("materials")));
        f.selection.joints = intList(map.value(QStringLiteral("joints")));
        f.selection.vertices = perMeshFrom(map.value(QStringLiteral("vertices")));
        f.selection.faces = perMeshFrom(map.value(QStringLiteral("faces")));
        // The mode validateModel gives: the finest elements listed.
        if (!f.selection.faces.isEmpty())
            f.selection.mode = Selection::Mode::Faces;
        else if (!f.selection.vertices.isEmpty())
            f.selection.mode = Selection::Mode::Vertices;
        else if (!f.selection.joints.isEmpty())
            f.selection.mode = Selection::Mode::Joints;
        findings << f;
    }
    return findings;
}

namespace {

OperationResult validate(Document &document, const QVariantMap &options)
{
    ValidationOptions checks;
    checks.baseDirectory = options.value(QStringLiteral("base_directory")).toString();
    if (checks.baseDirectory.isEmpty() && !document.filePath().isEmpty())
        checks.baseDirectory = QFileInfo(document.filePath()).path();
    const QList<Finding> findings = validateModel(document.model(), checks);
    QVariantList list;
    for (const Finding &f : findings)
        list << findingToMap(f);
    const qsizetype n = findings.size();
    return {true, n == 0 ? tr("No problems found.") : tr("%n problem(s) found.", nullptr, int(n)), list};
}

} // namespace

void addValidateOperations(QList<Operation> &list)
{
    list.append({QStringLiteral("validate"),
                 QStringLiteral("Model"),
                 QStringLiteral("Validate"),
                 {option("base_directory", Type::String, QString(),
                         "where relative texture paths start; empty: the model file's folder "
                         "(texture files are not checked when neither is known)")},
                 validate,
                 {}});
}

} // namespace quarry
