#include "model/ops/TexturePaths.h"
#include "model/MaterialNames.h"

namespace quarry {

QString fixTexturePath(const QString &path, const TexturePathFix &fix)
{
    QString result = path;
    if (fix.stripDirectories) {
        const qsizetype slash = std::max(result.lastIndexOf(QLatin1Char('/')), result.lastIndexOf(QLatin1Char('\\')));
        if (slash >= 0)
            result = result.mid(slash + 1);
    }
    QString ext = fix.extension;
    while (ext.startsWith(QLatin1Char('.')))
        ext.remove(0, 1);
    if (!ext.isEmpty() && !result.isEmpty()) {
        const qsizetype slash = std::max(result.lastIndexOf(QLatin1Char('/')), result.lastIndexOf(QLatin1Char('\\')));
        const qsizetype dot = result.lastIndexOf(QLatin1Char('.'));
        if (dot > slash)
            result.truncate(dot);
        result += QLatin1Char('.') + ext;
    }
    return result;
}

qsizetype fixTexturePaths(Model &model, const TexturePathFix &fix)
{
    qsizetype changed = 0;
    for (Material &m : model.materials) {
        if (m.maps.isEmpty()) {
            if (looksLikeFileName(m.name)) {
                const QString fixed = fixTexturePath(m.name, fix);
                if (fixed != m.name) {
                    m.name = fixed;
                    ++changed;
                }
            }
            continue;
        }
        for (TextureMap &map : m.maps) {
            const QString fixed = fixTexturePath(map.path, fix);
            if (fixed != map.path) {
                map.path = fixed;
                ++changed;
            }
        }
    }
    return changed;
}

} // namespace quarry
