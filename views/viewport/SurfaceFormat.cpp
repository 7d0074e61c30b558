#include "views/viewport/SurfaceFormat.h"

#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>

namespace quarry {

namespace {

// Multisampling multiplies the fragment work of a software rasterizer
// (llvmpipe, softpipe, swrast) for little gain: off there.
bool &softwareRenderer()
{
    static bool software = false;
    return software;
}

} // namespace

bool isSoftwareRenderer()
{
    return softwareRenderer();
}

void prepareViewportEnvironment()
{
    if (!qEnvironmentVariableIsSet("QT_QPA_UPDATE_IDLE_TIME"))
        qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
}

QSurfaceFormat viewportSurfaceFormat()
{
    QSurfaceFormat format;
    format.setVersion(3, 3);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    format.setStencilBufferSize(8);
    format.setSamples(softwareRenderer() ? 0 : 4);
    return format;
}

bool canCreateViewportContext()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return false;
    if (QGuiApplication::platformName() == QLatin1String("offscreen")
        || QGuiApplication::platformName() == QLatin1String("minimal"))
        return false;
    QOpenGLContext context;
    context.setFormat(viewportSurfaceFormat());
    if (!context.create())
        return false;
    const QSurfaceFormat got = context.format();
    if (got.version() < qMakePair(3, 3))
        return false;
    QOffscreenSurface surface;
    surface.setFormat(got);
    surface.create();
    const bool ok = surface.isValid() && context.makeCurrent(&surface);
    if (ok) {
        const QByteArray renderer =
            QByteArray(reinterpret_cast<const char *>(context.functions()->glGetString(GL_RENDERER))).toLower();
        softwareRenderer() = renderer.contains("llvmpipe") || renderer.contains("softpipe")
                             || renderer.contains("swrast");
        context.doneCurrent();
    }
    return ok;
}

} // namespace quarry
