// Checks shared by the Assimp import tests: the same reading on both
// sides, fixtures written by Assimp's exporters, poses compared.
#pragma once

#include "io/IoResult.h"

#include <QMatrix4x4>
#include <QSet>
#include <QString>

#include <assimp/postprocess.h>
#include <assimp/scene.h>

namespace quarry::test {

// The flags the importer reads with, so both sides see the same scene.
constexpr unsigned kImportFlags = aiProcess_Triangulate | aiProcess_FlipUVs | aiProcess_ValidateDataStructure;

// Writes `scene` with Assimp's exporter `format` into dir/file (the
// channels keyed together first for Collada); returns the path.
QString exportScene(aiScene &scene, const QString &dir, const char *format, const QString &file);
QSet<QString> boneNames(const aiScene &scene);
const aiNode *nodeShowing(const aiNode *node, unsigned mesh);
// The error of a failed read, for messages (QVERIFY2 evaluates its message
// even when the check passes).
QString errorText(const ReadResult &r);
bool fuzzyMatrix(const QMatrix4x4 &a, const QMatrix4x4 &b, float tolerance = 1e-4f);
QString describe(const QMatrix4x4 &m);
// For every joint that is a node of the scene: Quarry's world matrix of the
// joint at `seconds` into animation `index` equals Assimp's node transform
// (position within `tolerance`, full matrix where `fullMatrix`), Assimp's
// taken through `turn` first (a glTF read Y up, turned Z up). Fails the
// running test otherwise.
void compareJointWorlds(const Model &model, int index, const aiScene &scene, const aiAnimation *anim, double seconds,
                        float tolerance, bool fullMatrix, const QMatrix4x4 &turn = QMatrix4x4());

// Quarry's skeleton against Assimp's node hierarchy, not its names alone:
// every bone of the scene is one joint, whose bind world is the rest world
// of a node of its name that shows no mesh, and whose parent is that
// node's nearest ancestor named like a joint (none: a root). Catches a
// skeleton built from mesh nodes that carry bones' names. Returns the
// first difference, or empty.
QString skeletonAgainstNodes(const Model &model, const aiScene &scene, float tolerance = 1e-4f);

// Reads through Quarry with the axes as the file stores them (glTF and
// Collada are otherwise turned Z up), to compare with Assimp's own reading.
ReadResult readAsStored(const QString &path);

} // namespace quarry::test
