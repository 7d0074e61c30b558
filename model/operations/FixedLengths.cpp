#include "model/operations/FixedLengths.h"

#include "model/Model.h"
#include "model/operations/OperationSupport.h"

namespace quarry {

using operation_support::tr;

namespace {

int fixedCount(const Animation &a)
{
    return a.extras.value(QLatin1String(kAnimationFixedFrameCount)).toInt();
}

} // namespace

FixedLengthWatch::FixedLengthWatch(const Model &model)
{
    for (const Animation &a : model.animations)
        if (fixedCount(a) > 0)
            m_counts.insert(a.name, a.frameCount());
}

QStringList FixedLengthWatch::warnings(const Model &model) const
{
    QStringList list;
    for (const Animation &a : model.animations) {
        const int fixed = fixedCount(a);
        const auto before = m_counts.constFind(a.name);
        if (fixed <= 0 || before == m_counts.cend() || *before == a.frameCount())
            continue;
        list << tr("%1 is %2 frames long now: the game requires %3 (the first-person weapon is synced to it)")
                    .arg(a.name)
                    .arg(a.frameCount())
                    .arg(fixed);
    }
    return list;
}

QString fixedLengthNote(const Model &model, int animation)
{
    if (animation < 0 || animation >= model.animations.size())
        return {};
    const int fixed = fixedCount(model.animations[animation]);
    if (fixed <= 0)
        return {};
    return tr("The game requires %n frame(s) of this clip: the first-person weapon is synced to it.", nullptr, fixed);
}

} // namespace quarry
