#include "model/operations/FixedLengths.h"

#include "model/Document.h"
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

namespace {

QString warning(const Animation &a)
{
    return tr("%1 is %2 frames long now: the game requires %3 (the first-person weapon is synced to it)")
        .arg(a.name)
        .arg(a.frameCount())
        .arg(fixedCount(a));
}

} // namespace

QStringList FixedLengthWatch::warnings(const Model &model) const
{
    QStringList list;
    for (const Animation &a : model.animations) {
        const auto before = m_counts.constFind(a.name);
        if (fixedCount(a) > 0 && before != m_counts.cend() && *before != a.frameCount())
            list << warning(a);
    }
    return list;
}

QString fixedLengthWarning(const Animation &before, const Animation &after)
{
    if (fixedCount(before) <= 0 || fixedCount(after) <= 0 || before.frameCount() == after.frameCount())
        return {};
    return warning(after);
}

bool hasFixedLengthClips(const Model &model)
{
    for (const Animation &a : model.animations)
        if (fixedCount(a) > 0)
            return true;
    return false;
}

QStringList fixedLengthWarningsBefore(const Document &document, const std::function<void(Document &)> &edit)
{
    if (!hasFixedLengthClips(document.model()))
        return {};
    // The model's lists are shared until the edit writes to them: the copy
    // costs what the edit changes.
    Document scratch;
    scratch.resetModel(document.model(), document.filePath(), document.format());
    scratch.setSelection(document.selection());
    scratch.setHiddenFaces(document.hiddenFaces());
    scratch.setCurrentAnimation(document.currentAnimation());
    scratch.setCurrentTime(document.currentTime());
    scratch.setKeySelection(document.keySelection());
    const FixedLengthWatch watch(scratch.model());
    edit(scratch);
    return watch.warnings(scratch.model());
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
