#include "io/MorphTracksLeftOut.h"

#include "model/Translate.h"

namespace quarry {

void warnMorphTracksLeftOut(const Model &model, const QString &format, const QString &path, QList<Diagnostic> &warnings)
{
    qsizetype tracks = 0;
    for (const Animation &animation : model.animations)
        tracks += animation.morphTracks.size();
    if (tracks > 0)
        warnings.append(Diagnostic{
            path, -1, -1,
            tr("%1 holds no morph animation: %n morph tracks are left out", nullptr, int(tracks)).arg(format)});
}

} // namespace quarry
