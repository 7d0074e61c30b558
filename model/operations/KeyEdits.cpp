#include "model/operations/KeyEdits.h"

#include "model/Document.h"
#include "model/Translate.h"
#include "model/commands/DeleteKeysCommand.h"
#include "model/commands/PasteKeysCommand.h"
#include "model/commands/RetimeKeysCommand.h"
#include "model/operations/FixedLengths.h"
#include "model/operations/OperationSupport.h"
#include "model/ops/MorphTracks.h"

namespace quarry::key_edits {

using operation_support::push;
// lupdate files this namespace's messages under its own name.
QUARRY_NAMESPACE_TR("quarry::key_edits")

KeyClipboard &clipboard()
{
    static KeyClipboard keys;
    return keys;
}

namespace {

bool validClip(const Document &document, int animation)
{
    return animation >= 0 && animation < document.model().animations.size();
}

} // namespace

OperationResult deleteKeys(Document &document, int animation, const KeySelection &keys)
{
    if (!validClip(document, animation) || keys.isEmpty())
        return {true, tr("No keys to delete."), 0};
    const qsizetype n = keys.size();
    OperationResult result = push(document, new DeleteKeysCommand(&document, animation, keys),
                                  tr("Deleted %n key(s).", nullptr, int(n)), tr("No keys to delete."));
    result.value = int(n);
    return result;
}

OperationResult retimeKeys(Document &document, int animation, const KeySelection &keys, const TimeMap &given,
                           double snapFps)
{
    if (!validClip(document, animation) || keys.isEmpty())
        return {true, tr("No keys to move."), 0};
    TimeMap map = given;
    if (map.scale == 1.0)
        map.offset = std::max(map.offset, -double(keys.firstTime()));
    const Animation &a = document.model().animations[animation];
    const qsizetype replaced = replacedKeyCount(a, keys, map, snapFps);
    const qsizetype moved = keys.size();
    const QString what = tr("Moved %n key(s)", nullptr, int(moved));
    const QString done =
        replaced > 0 ? tr("%1; %n key(s) on the same frames and channels replaced", nullptr, int(replaced)).arg(what)
                     : tr("%1; no keys replaced").arg(what);
    const FixedLengthWatch fixedLengths(document.model());
    OperationResult result = push(document, new RetimeKeysCommand(&document, animation, keys, map, snapFps), done,
                                  tr("The keys stay where they are."));
    result.value = int(moved);
    addWarnings(result, fixedLengths.warnings(document.model()));
    return result;
}

OperationResult copyKeys(const Document &document, int animation, const KeySelection &keys)
{
    if (!validClip(document, animation) || keys.isEmpty())
        return {true, tr("No keys to copy: the clipboard is as it was."), 0};
    clipboard() = quarry::copyKeys(document.model().animations[animation], keys);
    qsizetype n = 0;
    for (const JointTrack &track : std::as_const(clipboard().tracks))
        n += track.keyCount();
    return {true, tr("Copied %n key(s).", nullptr, int(keys.size())), int(n)};
}

OperationResult pasteKeys(Document &document, int animation, float time)
{
    if (!validClip(document, animation))
        return OperationResult::failure(tr("pasteKeys: no clip to paste into"));
    if (clipboard().isEmpty())
        return {true, tr("Nothing to paste: copy keys first."), 0};
    // The clipboard outlives edits of the skeleton and the document it was
    // copied from: keys of joints this model does not have are left out.
    KeyClipboard keys = clipboard();
    const Model &model = document.model();
    keys.tracks.removeIf([&model](const auto &track) { return existingRows(model, {track.key()}).isEmpty(); });
    if (keys.isEmpty())
        return {true, tr("Nothing to paste: the copied keys are of joints this model does not have."), 0};
    const KeySelection pasted = pastedSelection(keys, time);
    OperationResult result = push(document, new PasteKeysCommand(&document, animation, keys, time),
                                  tr("Pasted %n key(s).", nullptr, int(pasted.size())),
                                  tr("The pasted keys were already there."));
    result.value = int(pasted.size());
    return result;
}

} // namespace quarry::key_edits
