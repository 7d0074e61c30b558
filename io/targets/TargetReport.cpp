#include "io/targets/TargetReport.h"

#include <QJsonObject>

namespace quarry {

QJsonArray targetFindingsJson(const QList<TargetFinding> &findings)
{
    QJsonArray list;
    for (const TargetFinding &f : findings) {
        QJsonObject select;
        if (!f.selection.meshes.isEmpty()) {
            QJsonArray meshes;
            for (int m : f.selection.meshes)
                meshes.append(m);
            select.insert(QStringLiteral("meshes"), meshes);
        }
        if (!f.selection.joints.isEmpty()) {
            QJsonArray joints;
            for (int j : f.selection.joints)
                joints.append(j);
            select.insert(QStringLiteral("joints"), joints);
        }
        list.append(QJsonObject{{QStringLiteral("kind"), targetFindingKindName(f.kind)},
                                {QStringLiteral("limit"), f.limit},
                                {QStringLiteral("allowed"), f.allowed},
                                {QStringLiteral("actual"), f.actual},
                                {QStringLiteral("fixable"), f.fixable},
                                {QStringLiteral("remedy"), f.remedy},
                                {QStringLiteral("message"), f.message},
                                {QStringLiteral("select"), select}});
    }
    return list;
}

} // namespace quarry
