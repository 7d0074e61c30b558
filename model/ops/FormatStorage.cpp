#include "model/ops/FormatStorage.h"
#include "model/Translate.h"

#include <QCoreApplication>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

bool formatStoresNormals(const QString &format)
{
    return format != QLatin1String("md5") && format != QLatin1String("md5anim");
}

QString normalsNotStoredNote(const QString &format)
{
    if (formatStoresNormals(format))
        return {};
    return tr("MD5 stores no normals (the engine derives them from the triangles' winding): saved as MD5, this "
              "change is lost.");
}

} // namespace quarry
