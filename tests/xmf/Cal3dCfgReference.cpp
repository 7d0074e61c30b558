#include "Cal3dCfgReference.h"

#include <cal3d/cal3d.h>
#include <cal3d/corekeyframe.h>
#include <cal3d/coretrack.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace {

struct CfgLine
{
    QString key, path;
};

QList<CfgLine> cfgLines(const QString &cfg, float *scale)
{
    QList<CfgLine> lines;
    QFile f(cfg);
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    const QDir dir = QFileInfo(cfg).absoluteDir();
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || eq < 0)
            continue;
        const QString key = line.left(eq).trimmed(), value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("scale"))
            *scale = value.toFloat();
        else
            lines.append({key, dir.absoluteFilePath(value)});
    }
    return lines;
}

QString lastError()
{
    return QString::fromStdString(CalError::getLastErrorDescription() + " " + CalError::getLastErrorText());
}

// Loads the list into `core`; the mesh ids in order. Empty `error` on success.
QList<int> loadCfg(CalCoreModel &core, const QString &cfg, QString *error, int *materials = nullptr)
{
    float scale = 1.0f;
    QList<int> meshes;
    for (const CfgLine &l : cfgLines(cfg, &scale)) {
        const std::string file = l.path.toStdString();
        bool ok = true;
        if (l.key == QLatin1String("skeleton"))
            ok = core.loadCoreSkeleton(file);
        else if (l.key == QLatin1String("mesh")) {
            meshes << core.loadCoreMesh(file);
            ok = meshes.last() >= 0;
        } else if (l.key == QLatin1String("animation"))
            ok = core.loadCoreAnimation(file) >= 0;
        else if (l.key == QLatin1String("material")) {
            ok = core.loadCoreMaterial(file) >= 0;
            if (ok && materials)
                ++*materials;
        }
        if (!ok) {
            *error = l.path + QStringLiteral(": ") + lastError();
            return meshes;
        }
    }
    if (scale != 1.0f)
        core.scale(scale);
    return meshes;
}

QVector3D vec(const CalVector &v)
{
    return QVector3D(v.x, v.y, v.z);
}

QVector4D quat(const CalQuaternion &q)
{
    return QVector4D(q.x, q.y, q.z, q.w);
}

} // namespace

Cal3dAvatar loadCfgWithCal3d(const QString &cfg)
{
    Cal3dAvatar out;
    CalCoreModel core("reference");
    const QList<int> meshes = loadCfg(core, cfg, &out.error, &out.materialCount);
    if (!out.error.isEmpty())
        return out;
    if (CalCoreSkeleton *skeleton = core.getCoreSkeleton()) {
        for (CalCoreBone *b : skeleton->getVectorCoreBone()) {
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
    for (int id : meshes) {
        CalCoreMesh *m = core.getCoreMesh(id);
        for (int s = 0; s < m->getCoreSubmeshCount(); ++s) {
            CalCoreSubmesh *sub = m->getCoreSubmesh(s);
            QList<Cal3dVertex> vertices;
            for (const CalCoreSubmesh::Vertex &cv : sub->getVectorVertex()) {
                Cal3dVertex vertex;
                vertex.position = vec(cv.position);
                vertex.normal = vec(cv.normal);
                for (const auto &i : cv.vectorInfluence)
                    vertex.influences.append({i.boneId, i.weight});
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
    for (int a = 0; a < core.getCoreAnimationCount(); ++a) {
        CalCoreAnimation *anim = core.getCoreAnimation(a);
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
    return out;
}

QList<QList<QVector3D>> skinCfgWithCal3d(const QString &cfg, const QList<float> &times)
{
    QList<QList<QVector3D>> result;
    CalCoreModel core("reference");
    QString error;
    const QList<int> meshes = loadCfg(core, cfg, &error);
    if (!error.isEmpty() || core.getCoreAnimationCount() < 1)
        return result;
    CalModel model(&core);
    for (int id : meshes)
        model.attachMesh(id);
    CalSkeleton *sk = model.getSkeleton();
    for (float time : times) {
        QList<QVector3D> out;
        sk->clearState();
        for (CalCoreTrack *t : core.getCoreAnimation(0)->getListCoreTrack()) {
            CalVector translation;
            CalQuaternion rotation;
            t->getState(time, translation, rotation);
            sk->getBone(t->getCoreBoneId())->blendState(1.0f, translation, rotation);
        }
        sk->lockState();
        sk->calculateState();
        for (int id : meshes) {
            CalMesh *m = model.getMesh(id);
            for (int s = 0; s < m->getSubmeshCount(); ++s) {
                CalSubmesh *sub = m->getSubmesh(s);
                std::vector<float> buffer(size_t(sub->getVertexCount()) * 3);
                const int n = model.getPhysique()->calculateVertices(sub, buffer.data());
                for (int v = 0; v < n; ++v)
                    out.append(QVector3D(buffer[size_t(v) * 3], buffer[size_t(v) * 3 + 1], buffer[size_t(v) * 3 + 2]));
            }
        }
        result.append(out);
    }
    return result;
}
