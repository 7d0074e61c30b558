// The operations of every area, in menu order. Each area defines its
// add...Operations function beside its commands; a new area adds one line.
#include "model/operations/Operation.h"

namespace quarry {

void addMeshOperations(QList<Operation> &list);
void addTransformOperations(QList<Operation> &list);
void addSkeletonOperations(QList<Operation> &list);
void addJointOperations(QList<Operation> &list);
void addMaterialOperations(QList<Operation> &list);
void addValidateOperations(QList<Operation> &list);
void addClipOperations(QList<Operation> &list);
void addKeyOperations(QList<Operation> &list);
void addRepairOperations(QList<Operation> &list);
void addWeightOperations(QList<Operation> &list);
void addPoseOperations(QList<Operation> &list);
void addUvOperations(QList<Operation> &list);

const QList<Operation> &operations()
{
    static const QList<Operation> list = [] {
        QList<Operation> all;
        addMeshOperations(all);
        addTransformOperations(all);
        addSkeletonOperations(all);
        addJointOperations(all);
        addMaterialOperations(all);
        addValidateOperations(all);
        addClipOperations(all);
        addKeyOperations(all);
        addRepairOperations(all);
        addWeightOperations(all);
        addPoseOperations(all);
        addUvOperations(all);
        return all;
    }();
    return list;
}

const Operation *findOperation(const QString &id)
{
    for (const Operation &operation : operations()) {
        if (operation.id == id)
            return &operation;
    }
    return nullptr;
}

bool operationAvailable(const Document &document, const QString &id)
{
    const Operation *operation = findOperation(id);
    return operation && (!operation->unavailable || operation->unavailable(document).isEmpty());
}

} // namespace quarry
