#include "io/assimp/AssimpTextures.h"

#include "io/EmbeddedTextures.h"

#include <QBuffer>
#include <QImage>

#include <assimp/scene.h>
#include <assimp/texture.h>

namespace quarry::assimp {

QVariantMap importEmbeddedTextures(const aiScene &scene)
{
    QVariantMap result;
    for (unsigned i = 0; i < scene.mNumTextures; ++i) {
        const aiTexture *texture = scene.mTextures[i];
        if (!texture || !texture->pcData || texture->mWidth == 0)
            continue;
        QByteArray data;
        QString format;
        if (texture->mHeight == 0) {
            // Compressed: mWidth bytes of an image file, its kind in the hint.
            data = QByteArray(reinterpret_cast<const char *>(texture->pcData), qsizetype(texture->mWidth));
            format = QString::fromLatin1(texture->achFormatHint,
                                         int(qstrnlen(texture->achFormatHint, HINTMAXTEXTURELEN)))
                         .toLower();
            if (format == QLatin1String("jpeg"))
                format = QStringLiteral("jpg");
            if (format.isEmpty())
                format = QStringLiteral("bin");
        } else {
            if (quint64(texture->mWidth) * texture->mHeight > quint64(1) << 28)
                continue;
            QImage image(int(texture->mWidth), int(texture->mHeight), QImage::Format_ARGB32);
            for (unsigned y = 0; y < texture->mHeight; ++y)
                for (unsigned x = 0; x < texture->mWidth; ++x) {
                    const aiTexel &t = texture->pcData[y * texture->mWidth + x];
                    image.setPixel(int(x), int(y), qRgba(t.r, t.g, t.b, t.a));
                }
            QBuffer buffer(&data);
            buffer.open(QIODevice::WriteOnly);
            image.save(&buffer, "PNG");
            format = QStringLiteral("png");
        }
        const QVariantMap entry{{QStringLiteral("data"), data}, {QStringLiteral("format"), format}};
        result.insert(QStringLiteral("*%1").arg(i), entry);
        const QString name = QString::fromUtf8(texture->mFilename.C_Str());
        if (!name.isEmpty() && !result.contains(name))
            result.insert(name, entry);
    }
    return result;
}

} // namespace quarry::assimp
