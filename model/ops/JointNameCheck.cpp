#include "model/ops/JointNameCheck.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QHash>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

void checkDuplicateJointNames(const Model &model, QList<Finding> &findings)
{
    const QList<Joint> &joints = model.skeleton.joints;
    QHash<QString, QList<int>> byName;
    QStringList order;
    for (int j = 0; j < joints.size(); ++j) {
        QList<int> &list = byName[joints[j].name];
        if (list.size() == 1)
            order.append(joints[j].name);
        list.append(j);
    }
    for (const QString &name : std::as_const(order)) {
        const QList<int> &list = byName.value(name);
        Finding f{Finding::Check::DuplicateJointName,
                  tr("%1 joints are named \"%2\": files and engines find joints by name").arg(list.size()).arg(name),
                  {}};
        f.selection.mode = Selection::Mode::Joints;
        f.selection.joints = list;
        findings.append(f);
    }
}

} // namespace quarry
