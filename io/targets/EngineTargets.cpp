#include "io/targets/EngineTarget.h"

#include "io/md3/Md3PlayerMemory.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/FaceWinding.h"
#include "io/targets/PlayerConventions.h"
#include "io/targets/Quake2Check.h"

namespace quarry {

const QList<EngineTarget> &engineTargets()
{
    static const QList<EngineTarget> targets = [] {
        QList<EngineTarget> list{darkplacesTarget(),       xonoticTarget(), fteqwTarget(),   ioquake3Target(),
                                 quakespasmSpikedTarget(), warsowTarget(),  warforkTarget(), unvanquishedTarget()};
        list << md3Md5Targets() << dhewm3Target() << rbdoom3Target();
        list << quakeTargets();
        list << yquake2Target() << q2proTarget();
        return list;
    }();
    return targets;
}

const EngineTarget *findEngineTarget(const QString &id)
{
    for (const EngineTarget &t : engineTargets())
        if (t.id.compare(id, Qt::CaseInsensitive) == 0)
            return &t;
    return nullptr;
}

const EngineTarget &singleModelForm(const EngineTarget &target)
{
    static const EngineTarget ioquake3Model = ioquake3ModelTarget();
    if (target.md2Layout == EngineTarget::Md2Layout::Player)
        return quake2ModelForm(target);
    return target.quake3Player ? ioquake3Model : target;
}

QList<TargetChoice> targetChoices()
{
    QList<TargetChoice> choices;
    for (const EngineTarget &t : engineTargets()) {
        TargetChoice choice{t.id, t.title, t.limits, {}};
        // Every target: the triangles the game would draw inside out.
        choice.moreFindings = [&t](const Model &model) {
            QList<TargetFinding> findings = checkPlayerConventions(model, t, {}) + checkAnimationSlots(model, t);
            if (t.md2Layout != EngineTarget::Md2Layout::None)
                findings += checkQuake2Limits(model, t, playerKind(model, t, {}).player);
            if (t.quake3Player && playerKind(model, t, {}).player)
                findings += checkQuake3PlayerMemory(model, {});
            return findings + checkFaceWinding(model, t);
        };
        choices.append(choice);
    }
    return choices;
}

QString engineTargetIds()
{
    QStringList ids;
    for (const EngineTarget &t : engineTargets())
        ids << t.id;
    return ids.join(QStringLiteral(", "));
}

} // namespace quarry
