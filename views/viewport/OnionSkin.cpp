#include "views/viewport/OnionSkin.h"

#include "model/Pose.h"

#include <algorithm>
#include <cmath>

namespace quarry {

QList<OnionGhost> onionGhosts(const Model &model, int animation, double time, const OnionSkinSettings &settings)
{
    QList<OnionGhost> ghosts;
    if (!settings.enabled || animation < 0 || animation >= model.animations.size() || settings.step < 1)
        return ghosts;
    const Animation &a = model.animations[animation];
    const double fps = a.fps > 0 ? a.fps : 30.0;
    const double length = a.duration;
    // Before: cool blue; after: warm green. Nearest is the most opaque.
    const QVector4D beforeColor(0.35f, 0.55f, 1.0f, 1.0f);
    const QVector4D afterColor(0.45f, 0.95f, 0.4f, 1.0f);
    const int most = std::max(settings.before, settings.after);
    for (int k = most; k >= 1; --k) {
        for (int side : {-1, 1}) {
            if (k > (side < 0 ? settings.before : settings.after))
                continue;
            double t = time + side * k * settings.step / fps;
            if (t < -1e-9 || t > length + 1e-9) {
                if (!a.loop || length <= 0)
                    continue;
                t = std::fmod(t, length);
                if (t < 0)
                    t += length;
            }
            OnionGhost ghost;
            ghost.time = t;
            const QList<QMatrix4x4> world = worldMatrices(model.skeleton, localPose(model, animation, t));
            ghost.skinning = skinningMatrices(model.skeleton, world);
            for (const QMatrix4x4 &m : world)
                ghost.jointPositions << m.map(QVector3D());
            ghost.color = side < 0 ? beforeColor : afterColor;
            const int count = side < 0 ? settings.before : settings.after;
            ghost.color.setW(0.45f * (1.0f - 0.75f * float(k - 1) / float(std::max(count, 1))));
            ghosts.append(ghost);
        }
    }
    return ghosts;
}

} // namespace quarry
