// What libcal3d (the format's own library, a test-only dependency) reads
// from Cal3D XML files and how it skins them: the reference the tests and
// the benchmark compare Quarry with.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVector3D>
#include <QVector4D>

#include <array>
#include <memory>

class CalCoreModel;

struct Cal3dBone
{
    QString name;
    int parent = -1;
    QVector3D translation, localTranslation;
    QVector4D rotation, localRotation; // x y z w as Cal3D holds them
};

struct Cal3dVertex
{
    QVector3D position, normal;
    QList<QPair<int, float>> influences;
    QList<QVector4D> texcoords; // u v in x y
};

struct Cal3dKey
{
    float time;
    QVector3D translation;
    QVector4D rotation;
};

struct Cal3dAvatar
{
    QString error; // empty when everything loaded
    QList<Cal3dBone> bones;
    QList<QList<Cal3dVertex>> submeshVertices;
    QList<QList<std::array<int, 3>>> submeshFaces;
    QList<int> submeshMaterials;
    QList<float> durations;
    QList<QList<QPair<int, QList<Cal3dKey>>>> tracks; // per animation: (bone, keys)
    int materialCount = 0;

    int vertexCount() const;
    int faceCount() const;
    int trackCount() const;
    int keyCount() const;
};

// Loads a skeleton (may be empty), a mesh (may be empty), animations and
// materials with libcal3d and copies out what it holds.
Cal3dAvatar loadWithCal3d(const QString &skeleton, const QString &mesh, const QStringList &animations,
                          const QStringList &materials = {});

// Vertex positions of every submesh, in order, as libcal3d skins the mesh
// with animation `animation` sampled at each of `times` (seconds).
QList<QList<QVector3D>> skinWithCal3d(const QString &skeleton, const QString &mesh, const QString &animation,
                                      const QList<float> &times);

// Loads the three files and frees them: what the benchmark times.
bool loadOnlyWithCal3d(const QString &skeleton, const QString &mesh, const QString &animation);
