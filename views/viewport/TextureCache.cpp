#include "views/viewport/TextureCache.h"

#include "model/Translate.h"
#include "model/ops/TextureLookup.h"

#include <QColor>
#include <QImage>

namespace quarry {

void TextureCache::initialize()
{
    initializeOpenGLFunctions();
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &m_maxTextureSize);
    QImage checker(64, 64, QImage::Format_RGBA8888);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x)
            checker.setPixelColor(x, y, ((x / 8 + y / 8) % 2) ? QColor(230, 60, 200) : QColor(40, 40, 40));
    m_checkerTexture = createTexture(checker);
}

void TextureCache::release()
{
    for (const GpuMaterial &m : std::as_const(m_materials))
        if (m.texture)
            glDeleteTextures(1, &m.texture);
    m_materials.clear();
    glDeleteTextures(1, &m_checkerTexture);
    m_checkerTexture = 0;
}

void TextureCache::sync(const QList<Material> &materials, const QString &modelPath, const QVariantMap &embedded)
{
    // Reload only where the material, the model's folder or its embedded
    // images changed.
    if (modelPath == m_modelPath && materials == m_materialData && embedded == m_embedded)
        return;
    const bool pathChanged = modelPath != m_modelPath || embedded != m_embedded;
    m_modelPath = modelPath;
    m_embedded = embedded;
    for (qsizetype i = 0; i < m_materials.size(); ++i) {
        const bool same = !pathChanged && i < materials.size() && i < m_materialData.size()
                          && materials[i] == m_materialData[i];
        if (!same) {
            if (m_materials[i].texture)
                glDeleteTextures(1, &m_materials[i].texture);
            m_materials[i] = {};
        }
    }
    m_materials.resize(materials.size());
    m_materialData = materials;
}

unsigned TextureCache::createTexture(const QImage &image)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888).mirrored();
    GLuint texture = 0;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, rgba.width(), rgba.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE,
                 rgba.constBits());
    glGenerateMipmap(GL_TEXTURE_2D);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
    return texture;
}

unsigned TextureCache::textureFor(int material)
{
    if (material < 0 || material >= m_materials.size())
        return 0;
    GpuMaterial &m = m_materials[material];
    if (!m.resolved) {
        m.resolved = true;
        const MaterialTexture texture = loadMaterialTexture(m_materialData[material], m_modelPath, m_embedded);
        m.none = texture.status == MaterialTexture::Status::None;
        m.problem = textureProblemText(texture);
        if (texture.loaded()) {
            QImage image = texture.image;
            if (m_maxTextureSize > 0 && (image.width() > m_maxTextureSize || image.height() > m_maxTextureSize))
                image = image.scaled(m_maxTextureSize, m_maxTextureSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
            m.opacity = texture.opacityMerged;
            m.texture = createTexture(image);
        }
    }
    return m.texture ? m.texture : m.none ? 0 : m_checkerTexture;
}

bool TextureCache::hasOpacityMap(int material) const
{
    return material >= 0 && material < m_materials.size() && m_materials[material].opacity;
}

namespace {

// Outside the class, so that lupdate files the message under "quarry", the
// context quarry::tr looks it up in.
QString problemLine(const QString &material, const QString &problem)
{
    return tr("Material \"%1\": %2").arg(material, problem);
}

} // namespace

QStringList TextureCache::problems() const
{
    QStringList lines;
    for (qsizetype i = 0; i < m_materials.size() && i < m_materialData.size(); ++i)
        if (!m_materials[i].problem.isEmpty())
            lines << problemLine(m_materialData[i].name, m_materials[i].problem);
    return lines;
}

} // namespace quarry
