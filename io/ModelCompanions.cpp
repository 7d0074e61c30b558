#include "io/ModelCompanions.h"

#include "io/md5/Md5Reader.h"
#include "io/xmf/XmfAvatar.h"

#include <QFileInfo>

namespace quarry {

QStringList companionsBeside(const QString &modelPath)
{
    const QString suffix = QFileInfo(modelPath).suffix().toLower();
    if (hasAvatarCompanions(modelPath))
        return findAvatarCompanions(modelPath).toCompanions();
    if (suffix == QLatin1String("md5mesh"))
        return findMd5Companions(modelPath);
    return {};
}

} // namespace quarry
