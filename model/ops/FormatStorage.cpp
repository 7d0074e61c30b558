#include "model/ops/FormatStorage.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

bool formatStoresNormals(const QString &format)
{
    return format != QLatin1String("md5") && format != QLatin1String("md5anim");
}

QString normalsNotStoredNote(const QString &format)
{
    if (formatStoresNormals(format))
        return {};
    return tr("MD5 stores no normals (the engine derives them from the triangles' winding): saved as MD5, this "
              "change is lost.");
}

bool formatKeepsMorphAnimation(const QString &format)
{
    static const QStringList keep = {QStringLiteral("md3"), QStringLiteral("md2"),  QStringLiteral("mdl"),
                                     QStringLiteral("glb"), QStringLiteral("gltf"), QStringLiteral("cfg"),
                                     QStringLiteral("xmf"), QStringLiteral("cmf"),  QStringLiteral("xpf"),
                                     QStringLiteral("cpf")};
    return keep.contains(format);
}

QString animationLostNote(const Model &model, const QString &format)
{
    qsizetype morphTracks = 0;
    bool jointTracks = false;
    for (const Animation &animation : model.animations) {
        for (const MorphTrack &track : animation.morphTracks)
            morphTracks += track.isEmpty() ? 0 : 1;
        for (const JointTrack &track : animation.tracks)
            jointTracks = jointTracks || !track.isEmpty();
    }
    const bool skinned = std::any_of(model.meshes.cbegin(), model.meshes.cend(),
                                     [](const Mesh &mesh) { return mesh.isSkinned(); });
    // Joint tracks move vertices only where vertices are weighted to joints
    // (an MD3's tags move with its clips, its vertices by frames alone).
    if (morphTracks == 0 || (jointTracks && skinned) || formatKeepsMorphAnimation(format))
        return {};
    return tr("%1 keeps no vertex animation, and all of this model's animation is vertex animation (%n morph "
              "track(s)): every frame of it would be lost. Formats that keep it: MD3, MD2, MDL, glTF (morph targets) "
              "and Cal3D (morph animations); MD5 and IQM keep skeletal animation only.",
              nullptr, int(morphTracks))
        .arg(format.toUpper());
}

} // namespace quarry
