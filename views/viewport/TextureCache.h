// The materials' textures on the GPU: found and decoded by the one loader
// (model/ops/TextureLookup, io/textures/TextureImage), embedded images
// included, on first use; kept until the material or the model's folder
// changes, scaled down to what the GPU takes; a checkerboard where a
// texture named is not found or cannot be read, with the reason kept.
// Every call needs the OpenGL context current.
#pragma once

#include "model/Material.h"

#include <QList>
#include <QOpenGLFunctions_3_3_Core>
#include <QString>
#include <QStringList>

class QImage;

namespace quarry {

class TextureCache : protected QOpenGLFunctions_3_3_Core
{
public:
    void initialize();
    void release();

    // Forgets the textures of materials that changed (all of them where the
    // model's path changed).
    void sync(const QList<Material> &materials, const QString &modelPath, const QVariantMap &embedded = {});
    // The texture of a material, loaded on first use; the checkerboard
    // where the texture it names is not found; 0 where it names none (no
    // material, or one drawn in its colour).
    unsigned textureFor(int material);
    // True when the material's texture has its opacity map (XRF, IMVU)
    // merged into its alpha (known once textureFor loaded it).
    bool hasOpacityMap(int material) const;
    // Why textures are drawn as the checkerboard (known once textureFor
    // tried them), a line for each: "Material "arm": arm.tga: not found".
    QStringList problems() const;
    // The materials as of the last sync.
    const QList<Material> &materials() const { return m_materialData; }

private:
    struct GpuMaterial
    {
        unsigned texture = 0;
        QString problem;
        bool resolved = false;
        bool opacity = false;
        bool none = false; // names no texture: drawn in its colour
    };

    unsigned createTexture(const QImage &image);

    QList<GpuMaterial> m_materials;
    QList<Material> m_materialData;
    QString m_modelPath;
    QVariantMap m_embedded;
    unsigned m_checkerTexture = 0;
    int m_maxTextureSize = 0;
};

} // namespace quarry
