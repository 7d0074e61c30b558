#include "model/ops/ModelMerge.h"

namespace quarry {

void appendModel(Model &target, const Model &source)
{
    const int materialOffset = int(target.materials.size());
    const int meshOffset = int(target.meshes.size());
    target.materials.append(source.materials);
    // Map source joints to target joints by name, appending the missing ones
    // in source order (a parent before its children, so indexes stay ordered).
    QList<int> jointMap(source.skeleton.joints.size(), -1);
    for (qsizetype j = 0; j < source.skeleton.joints.size(); ++j) {
        const Joint &joint = source.skeleton.joints[j];
        int found = target.skeleton.indexOf(joint.name);
        if (found < 0) {
            Joint copy = joint;
            copy.parent = joint.parent >= 0 && joint.parent < j ? jointMap[joint.parent] : -1;
            found = int(target.skeleton.joints.size());
            target.skeleton.joints.append(copy);
        }
        jointMap[j] = found;
    }
    for (Mesh mesh : source.meshes) {
        if (mesh.material >= 0)
            mesh.material += materialOffset;
        for (quint32 &i : mesh.blendIndexes)
            if (i < quint32(jointMap.size()))
                i = quint32(jointMap[i]);
        target.meshes.append(mesh);
    }
    for (Animation animation : source.animations) {
        for (JointTrack &t : animation.tracks)
            if (t.joint >= 0 && t.joint < jointMap.size())
                t.joint = jointMap[t.joint];
        for (MorphTrack &t : animation.morphTracks)
            t.mesh += meshOffset;
        target.animations.append(animation);
    }
    target.shapes.append(source.shapes);
}

} // namespace quarry
