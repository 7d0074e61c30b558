// A model shaped like the corpus avatar for timeline tests and benchmarks:
// 97 joints and one animation with 97 tracks and 28,218 rotation keys at
// irregular times (as XAF files key them), built deterministically.
#pragma once

#include "model/Model.h"

#include <QRandomGenerator>

namespace quarry::test {

inline Model makeAvatarLikeModel(int joints = 97, int keys = 28218, double duration = 9.7)
{
    Model model;
    QRandomGenerator random(9);
    for (int j = 0; j < joints; ++j) {
        Joint joint;
        joint.name = QStringLiteral("Bip01 bone %1").arg(j);
        joint.parent = j == 0 ? -1 : int(random.bounded(std::max(1, j - 3), j));
        joint.bind.translation = QVector3D(0, 0, 1);
        model.skeleton.joints.append(joint);
    }
    Animation a;
    a.name = QStringLiteral("avatar_walk");
    a.fps = 30;
    a.duration = duration;
    for (int j = 0; j < joints; ++j) {
        JointTrack track;
        track.joint = j;
        const int count = keys / joints + (j < keys % joints ? 1 : 0);
        // Irregular spacing: random steps, scaled to span the whole clip.
        QList<double> steps(count);
        double sum = 0;
        for (int k = 1; k < count; ++k) {
            steps[k] = 0.3 + random.generateDouble();
            sum += steps[k];
        }
        double t = 0;
        for (int k = 0; k < count; ++k) {
            t += k > 0 ? steps[k] / sum * duration : 0.0;
            const float angle = float(30.0 * std::sin(t * 3.0 + j));
            track.rotations.append({float(std::min(t, duration)), QQuaternion::fromAxisAndAngle(1, 0, 0, angle)});
        }
        a.tracks.append(track);
    }
    model.animations.append(a);
    return model;
}

} // namespace quarry::test
