// The Skeleton menu's joint edits by id: add a joint (or an attachment
// point), place it in the bind pose, hang it from another joint.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/commands/AddJointCommand.h"
#include "model/commands/MoveJointCommand.h"
#include "model/commands/ReparentJointCommand.h"

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

// The "joint" option: -1 is the first selected joint.
int jointIndex(const Document &document, const QVariantMap &options)
{
    const int given = options.value(QStringLiteral("joint")).toInt();
    if (given >= 0)
        return given;
    const QList<int> &selected = document.selection().joints;
    return selected.isEmpty() ? -1 : selected.first();
}

QString jointName(const Document &document, int joint)
{
    return joint >= 0 ? document.model().skeleton.joints[joint].name : tr("(root)");
}

OperationResult runAddJoint(Document &document, const QVariantMap &options)
{
    auto *command = new AddJointCommand(&document, options.value(QStringLiteral("name")).toString(),
                                        options.value(QStringLiteral("parent")).toInt(),
                                        options.value(QStringLiteral("position")).value<QVector3D>());
    const int joint = command->joint();
    const QString name = command->name();
    OperationResult result = push(document, command, tr("Added joint \"%1\".").arg(name), tr("No joint added."));
    result.value = joint;
    return result;
}

OperationResult runMoveJoint(Document &document, const QVariantMap &options)
{
    const int joint = jointIndex(document, options);
    if (joint < 0)
        return OperationResult::failure(tr("moveJoint: no joint given or selected"));
    JointMove move;
    move.translation = options.value(QStringLiteral("translation")).value<QVector3D>();
    move.rotation = rotationFromDegrees(options.value(QStringLiteral("rotation")).value<QVector3D>());
    move.keepMesh = options.value(QStringLiteral("keep_mesh")).toBool();
    move.moveChildren = options.value(QStringLiteral("move_children")).toBool();
    return push(document, new MoveJointCommand(&document, joint, move),
                move.keepMesh ? tr("Moved joint \"%1\"; the skin stays.").arg(jointName(document, joint))
                              : tr("Moved joint \"%1\" with its vertices.").arg(jointName(document, joint)),
                tr("The joint stays where it is."));
}

OperationResult runReparentJoint(Document &document, const QVariantMap &options)
{
    const int joint = jointIndex(document, options);
    if (joint < 0)
        return OperationResult::failure(tr("reparentJoint: no joint given or selected"));
    const int parent = options.value(QStringLiteral("parent")).toInt();
    const Skeleton &skeleton = document.model().skeleton;
    for (int a = parent; a >= 0; a = skeleton.joints[a].parent)
        if (a == joint)
            return OperationResult::failure(
                tr("reparentJoint: \"%1\" cannot hang from itself or its own descendant \"%2\"")
                    .arg(jointName(document, joint), jointName(document, parent)));
    const QString done = tr("Hung \"%1\" from %2.")
                             .arg(jointName(document, joint),
                                  parent >= 0 ? QStringLiteral("\"%1\"").arg(jointName(document, parent))
                                              : tr("nothing (a root)"));
    return push(document, new ReparentJointCommand(&document, joint, parent), done,
                tr("\"%1\" already hangs there.").arg(jointName(document, joint)));
}

} // namespace

void addJointOperations(QList<Operation> &list)
{
    const QString skeleton = QStringLiteral("Model");
    list.append(
        {QStringLiteral("addJoint"),
         skeleton,
         QStringLiteral("Add Joint"),
         {option("name", Type::String, QStringLiteral("joint"), "the name (made unique with _2, _3, ...)"),
          option("parent", Type::Joint, -1, "the joint it hangs from; None (-1): a root"),
          option("position", Type::Vector3, QVariantList{0.0, 0.0, 0.0}, "where, in model space, in the bind pose")},
         runAddJoint,
         {}});
    list.append(
        {QStringLiteral("moveJoint"),
         skeleton,
         QStringLiteral("Move Joint"),
         {option("joint", Type::Joint, -1, "the joint; None (-1): the selected joint"),
          option("translation", Type::Vector3, QVariantList{0.0, 0.0, 0.0},
                 "how far to move it in model space, in the bind pose"),
          option("rotation", Type::Vector3, QVariantList{0.0, 0.0, 0.0},
                 "degrees about X, then Y, then Z (model axes), around the joint"),
          option("keep_mesh", Type::Bool, true,
                 "true: the skin stays where it is (the joint is rebound); false: its weighted vertices follow"),
          option("move_children", Type::Bool, true, "true: the joints below move along; false: they stay")},
         runMoveJoint,
         needsSkeleton});
    list.append({QStringLiteral("reparentJoint"),
                 skeleton,
                 QStringLiteral("Reparent Joint"),
                 {option("joint", Type::Joint, -1, "the joint; None (-1): the selected joint"),
                  option("parent", Type::Joint, -1, "the new parent; None (-1): make it a root")},
                 runReparentJoint,
                 needsSkeleton});
}

} // namespace quarry
