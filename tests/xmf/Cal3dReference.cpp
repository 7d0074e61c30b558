#include "Cal3dReference.h"

#include <cal3d/cal3d.h>
#include <cal3d/corekeyframe.h>
#include <cal3d/coretrack.h>

namespace {

QVector3D vec(const CalVector &v)
{
    return QVector3D(v.x, v.y, v.z);
}

QVector4D quat(const CalQuaternion &q)
{
    return QVector4D(q.x, q.y, q.z, q.w);
}

QString lastError()
{
    return QString::fromStdString(CalError::getLastErrorDescription() + " " + CalError::getLastErrorText());
}

} // namespace

int Cal3dAvatar::vertexCount() const
{
    int n = 0;
    for (const auto &s : submeshVertices)
        n += int(s.size());
    return n;
}

int Cal3dAvatar::faceCount() const
{
    int n = 0;
    for (const auto &s : submeshFaces)
        n += int(s.size());
    return n;
}

int Cal3dAvatar::trackCount() const
{
    int n = 0;
    for (const auto &a : tracks)
        n += int(a.size());
    return n;
}

int Cal3dAvatar::keyCount() const
{
    int n = 0;
    for (const auto &a : tracks)
        for (const auto &t : a)
            n += int(t.second.size());
    return n;
}

Cal3dAvatar loadWithCal3d(const QString &skeleton, const QString &mesh, const QStringList &animations,
                          const QStringList &materials)
{
    Cal3dAvatar out;
    CalCoreModel core("reference");
    if (!skeleton.isEmpty() && !core.loadCoreSkeleton(skeleton.toStdString())) {
        out.error = skeleton + QStringLiteral(": ") + lastError();
        return out;
    }
    if (!skeleton.isEmpty()) {
        for (CalCoreBone *b : core.getCoreSkeleton()->getVectorCoreBone()) {
            Cal3dBone bone;
            bone.name = QString::fromStdString(b->getName());
            bone.parent = b->getParentId();
            bone.translation = vec(b->getTranslation());
            bone.rotation = quat(b->getRotation());
            bone.localTranslation = vec(b->getTranslationBoneSpace());
            bone.localRotation = quat(b->getRotationBoneSpace());
            out.bones.append(bone);
        }
    }
    if (!mesh.isEmpty()) {
        const int id = core.loadCoreMesh(mesh.toStdString());
        if (id < 0) {
            out.error = mesh + QStringLiteral(": ") + lastError();
            return out;
        }
        CalCoreMesh *m = core.getCoreMesh(id);
        for (int s = 0; s < m->getCoreSubmeshCount(); ++s) {
            CalCoreSubmesh *sub = m->getCoreSubmesh(s);
            QList<Cal3dVertex> vertices;
            const auto &tex = sub->getVectorVectorTextureCoordinate();
            for (size_t v = 0; v < sub->getVectorVertex().size(); ++v) {
                const CalCoreSubmesh::Vertex &cv = sub->getVectorVertex()[v];
                Cal3dVertex vertex;
                vertex.position = vec(cv.position);
                vertex.normal = vec(cv.normal);
                for (const auto &i : cv.vectorInfluence)
                    vertex.influences.append({i.boneId, i.weight});
                for (const auto &set : tex)
                    vertex.texcoords.append(QVector4D(set[v].u, set[v].v, 0, 0));
                vertices.append(vertex);
            }
            out.submeshVertices.append(vertices);
            QList<std::array<int, 3>> faces;
            for (const auto &f : sub->getVectorFace())
                faces.append({int(f.vertexId[0]), int(f.vertexId[1]), int(f.vertexId[2])});
            out.submeshFaces.append(faces);
            out.submeshMaterials.append(sub->getCoreMaterialThreadId());
        }
    }
    for (const QString &a : animations) {
        const int id = core.loadCoreAnimation(a.toStdString());
        if (id < 0) {
            out.error = a + QStringLiteral(": ") + lastError();
            return out;
        }
        CalCoreAnimation *anim = core.getCoreAnimation(id);
        out.durations.append(anim->getDuration());
        QList<QPair<int, QList<Cal3dKey>>> tracks;
        for (CalCoreTrack *t : anim->getListCoreTrack()) {
            QList<Cal3dKey> keys;
            for (int k = 0; k < t->getCoreKeyframeCount(); ++k) {
                CalCoreKeyframe *kf = t->getCoreKeyframe(k);
                keys.append(Cal3dKey{kf->getTime(), vec(kf->getTranslation()), quat(kf->getRotation())});
            }
            tracks.append({t->getCoreBoneId(), keys});
        }
        out.tracks.append(tracks);
    }
    for (const QString &m : materials) {
        if (core.loadCoreMaterial(m.toStdString()) < 0) {
            out.error = m + QStringLiteral(": ") + lastError();
            return out;
        }
        ++out.materialCount;
    }
    return out;
}

QList<QList<QVector3D>> skinWithCal3d(const QString &skeleton, const QString &mesh, const QString &animation,
                                      const QList<float> &times)
{
    QList<QList<QVector3D>> result;
    CalCoreModel core("reference");
    if (!core.loadCoreSkeleton(skeleton.toStdString()))
        return result;
    const int meshId = core.loadCoreMesh(mesh.toStdString());
    const int animId = core.loadCoreAnimation(animation.toStdString());
    if (meshId < 0 || animId < 0)
        return result;
    CalModel model(&core);
    model.attachMesh(meshId);
    CalSkeleton *sk = model.getSkeleton();
    for (float time : times) {
        QList<QVector3D> out;
        sk->clearState();
        for (CalCoreTrack *t : core.getCoreAnimation(animId)->getListCoreTrack()) {
            CalVector translation;
            CalQuaternion rotation;
            t->getState(time, translation, rotation);
            sk->getBone(t->getCoreBoneId())->blendState(1.0f, translation, rotation);
        }
        sk->lockState();
        sk->calculateState();
        CalMesh *m = model.getMesh(meshId);
        for (int s = 0; s < m->getSubmeshCount(); ++s) {
            CalSubmesh *sub = m->getSubmesh(s);
            std::vector<float> buffer(size_t(sub->getVertexCount()) * 3);
            const int n = model.getPhysique()->calculateVertices(sub, buffer.data());
            for (int v = 0; v < n; ++v)
                out.append(QVector3D(buffer[size_t(v) * 3], buffer[size_t(v) * 3 + 1], buffer[size_t(v) * 3 + 2]));
        }
        result.append(out);
    }
    return result;
}

bool loadOnlyWithCal3d(const QString &skeleton, const QString &mesh, const QString &animation)
{
    CalCoreModel core("bench");
    return core.loadCoreSkeleton(skeleton.toStdString()) && core.loadCoreMesh(mesh.toStdString()) >= 0
           && core.loadCoreAnimation(animation.toStdString()) >= 0;
}
