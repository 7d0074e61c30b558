#include "io/targets/QuakeModels.h"

#include "io/Formats.h"
#include "io/TgaImage.h"
#include "io/md3/Md3Format.h"
#include "io/md5/Md5Writer.h"
#include "io/mdl/MdlFormat.h"
#include "io/mdl/MdlSkins.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/SkinImages.h"
#include "io/targets/QuakeFrames.h"
#include "io/targets/TargetCompanions.h"
#include "model/Translate.h"
#include "model/ops/TargetFixes.h"
#include "model/ops/TextureLookup.h"

#include <QColor>
#include <QFileInfo>
#include <QImage>

#include <algorithm>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

struct MdlCounts
{
    qint64 skins = 0, vertices = 0, triangles = 0, frames = 0, poses = 0;
    bool ok = false;
};

// The counts of an MDL Quarry wrote: the header's and the poses in its frames.
MdlCounts mdlCounts(const QByteArray &bytes)
{
    MdlCounts c;
    if (bytes.size() < mdl::kHeaderSize)
        return c;
    const char *p = bytes.constData();
    const qint64 size = bytes.size();
    c.skins = quake::readI32(p + mdl::HeaderNumSkins);
    c.vertices = quake::readI32(p + mdl::HeaderNumVerts);
    c.triangles = quake::readI32(p + mdl::HeaderNumTris);
    c.frames = quake::readI32(p + mdl::HeaderNumFrames);
    const qint64 image = qint64(quake::readI32(p + mdl::HeaderSkinWidth)) * quake::readI32(p + mdl::HeaderSkinHeight);
    qint64 at = mdl::kHeaderSize;
    auto i32 = [&](qint64 offset) { return offset + 4 <= size ? quake::readI32(p + offset) : -1; };
    for (qint64 s = 0; s < c.skins && at < size; ++s) {
        if (i32(at) == 0) {
            at += 4 + image;
        } else {
            const qint64 count = i32(at + 4);
            if (count < 0)
                return c;
            at += 8 + count * (4 + image);
        }
    }
    at += c.vertices * mdl::kStVertSize + c.triangles * mdl::kTriangleSize;
    const qint64 pose = mdl::kPoseHeaderSize + c.vertices * mdl::kTriVertSize;
    for (qint64 f = 0; f < c.frames; ++f) {
        const qint32 type = i32(at);
        if (type == 0) {
            c.poses += 1;
            at += 4 + pose;
        } else {
            const qint64 count = i32(at + 4);
            if (type < 0 || count < 0)
                return c;
            c.poses += count;
            at += 4 + 12 + count * (4 + pose);
        }
        if (at > size)
            return c;
    }
    c.ok = at == size;
    return c;
}

// The .mdl's numbers against the engine's: an error for the first number
// past a limit, warnings for QuakeSpasm's where the engine only warns.
bool checkMdlCounts(const MdlCounts &c, const EngineTarget &target, const QString &path, TargetExportResult &result)
{
    const TargetLimits &l = target.limits;
    const struct
    {
        qint64 actual;
        int limit;
        const char *what;
    } checks[] = {{c.vertices, l.maxTotalVertices, "vertices"},
                  {c.triangles, l.maxTotalTriangles, "triangles"},
                  {c.poses, l.maxFrames, "poses (frames)"},
                  {c.skins, mdl::kMaxSkins, "skins"}};
    for (const auto &check : checks)
        if (check.limit > 0 && check.actual > check.limit) {
            result.error = tr("%1: %2 %3; %4 loads at most %5")
                               .arg(path)
                               .arg(check.actual)
                               .arg(QLatin1String(check.what))
                               .arg(target.title)
                               .arg(check.limit);
            return false;
        }
    if (c.vertices > mdl::kMaxVertices)
        result.warnings << tr("%1: %2 vertices: %3 loads them, QuakeSpasm stops at %4")
                               .arg(path)
                               .arg(c.vertices)
                               .arg(target.title)
                               .arg(mdl::kMaxVertices);
    if (c.triangles > mdl::kMaxTriangles)
        result.warnings << tr("%1: %2 triangles: %3 loads them, QuakeSpasm stops at %4")
                               .arg(path)
                               .arg(c.triangles)
                               .arg(target.title)
                               .arg(mdl::kMaxTriangles);
    return true;
}

// A bare skin name for each material (no '/', as the re-release's
// convention needs): NAME for the first, NAME_2, NAME_3, ... after.
QString skinShader(const QString &name, int material)
{
    QString shader = name;
    shader.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char('\\'), QLatin1Char('_'));
    return material == 0 ? shader : QStringLiteral("%1_%2").arg(shader).arg(material + 1);
}

// Each material's skin image: its texture made ready for the target, else
// the one the model holds (an MDL's own skins, embedded), else null.
QList<QImage> skinImages(const Model &model, const TargetTextures &textures, const QString &sourcePath)
{
    QList<QImage> images;
    for (int m = 0; m < model.materials.size(); ++m) {
        const qsizetype file = textures.materialFiles.value(m, -1);
        images << (file >= 0 ? decodeImage(textures.files[file].data)
                             : quake::materialImage(model, model.materials[m], QFileInfo(sourcePath).absolutePath(),
                                                    nullptr));
    }
    return images;
}

// The enhanced model: the MD5 pair and its skins, or an MD3 for a model
// without a skeleton (vkQuake, Ironwail).
bool enhancedFiles(const Model &model, const EngineTarget &target, const QString &name, const QList<QuakeFrame> &frames,
                   const QList<QImage> &images, const TargetTextures &textures, const quake::SkinMapping &mapping,
                   QList<FileBytes> &files, TargetExportResult &result)
{
    const bool lmp = target.quakeEnhancedSkins == QLatin1String("lmp");
    Model enhanced = model;
    enhanced.animations = {quakeFramesAnimation(model, frames, name)};
    if (model.skeleton.isEmpty()) {
        if (lmp) {
            result.warnings << tr("%1: no enhanced model: the re-release's are MD5, and the model has no skeleton")
                                   .arg(target.title);
            return true;
        }
        const QString md3Path = QStringLiteral("progs/%1.md3").arg(name);
        // The renderers draw at most 999 vertices and 1,999 triangles a surface.
        splitMeshesAtCap(enhanced, md3::kMaxSurfaceVertices, md3::kMaxSurfaceTriangles);
        const WriteResult md3 = encodeModelFile(enhanced, md3Path, QStringLiteral("md3"));
        for (const Diagnostic &d : md3.warnings)
            result.warnings << d.message;
        if (!md3.ok()) {
            result.error = md3.error->toString();
            return false;
        }
        result.fixes << tr("%1 in place of the .mdl: the model has no skeleton for an MD5").arg(md3Path);
        files.append({md3Path, md3.data});
        // The skin file names every surface, the parts of a split mesh too;
        // a skin the model holds goes beside it as progs/NAME_N.tga.
        QStringList materialShaders;
        for (int m = 0; m < enhanced.materials.size(); ++m) {
            if (textures.materialFiles.value(m, -1) >= 0) {
                materialShaders << enhanced.materials[m].name;
            } else if (!images.value(m).isNull()) {
                materialShaders << QStringLiteral("progs/%1_%2").arg(name).arg(m);
                files.append({materialShaders.last() + QStringLiteral(".tga"), encodeBottomUpTga(images[m])});
            } else {
                materialShaders << QString();
            }
        }
        QStringList shaders;
        for (const Mesh &mesh : std::as_const(enhanced.meshes))
            shaders << materialShaders.value(mesh.material);
        files.append({md3Path + QStringLiteral("_0.skin"), skinText(enhanced, shaders)});
        files << textures.files;
        return true;
    }
    for (int m = 0; m < enhanced.materials.size(); ++m)
        enhanced.materials[m].name = skinShader(name, m);
    const QString meshPath = QStringLiteral("progs/%1.md5mesh").arg(name);
    const QString animPath = QStringLiteral("progs/%1.md5anim").arg(name);
    Model meshOnly = enhanced;
    meshOnly.animations.clear();
    const WriteResult mesh = writeMd5Mesh(meshOnly, meshPath);
    // Every channel of every joint in each frame: Ironwail reads no
    // baseframe (gl_model.c MD5Anim_Load; vkQuake's does).
    WriteOptions animOptions;
    animOptions.options.insert(QStringLiteral("md5.everyChannel"), true);
    const WriteResult anim = mesh.ok() ? writeMd5AnimFile(enhanced, animPath, animOptions) : WriteResult();
    for (const WriteResult *w : {&mesh, &anim}) {
        for (const Diagnostic &d : w->warnings)
            result.warnings << d.message;
        if (!w->ok()) {
            result.error = w->error->toString();
            return false;
        }
    }
    files.append({meshPath, mesh.data});
    files.append({animPath, anim.data});
    // Each material's skin, skin 0 frame 0 of the convention.
    QList<bool> used(model.materials.size(), false);
    for (const Mesh &m : model.meshes)
        if (m.material >= 0 && m.material < used.size())
            used[m.material] = true;
    for (int m = 0; m < model.materials.size(); ++m) {
        if (!used[m])
            continue;
        QImage image = images.value(m);
        const QString stem = QStringLiteral("progs/%1_00_00").arg(skinShader(name, m));
        if (image.isNull() && model.materials[m].diffuse) {
            // A material of a colour alone, as the .mdl's skin draws it.
            const QVector4D c = *model.materials[m].diffuse;
            image = QImage(8, 8, QImage::Format_RGB32);
            image.fill(QColor::fromRgbF(std::clamp(c.x(), 0.0f, 1.0f), std::clamp(c.y(), 0.0f, 1.0f),
                                        std::clamp(c.z(), 0.0f, 1.0f)));
            result.fixes << tr("%1: material \"%2\" has a colour and no texture: its skin is 8 × 8 texels of that "
                               "colour")
                                .arg(meshPath, model.materials[m].name);
        }
        if (image.isNull()) {
            result.warnings << tr("%1: material \"%2\" has no texture: %3 has no skin for it")
                                   .arg(meshPath, model.materials[m].name, target.title);
            continue;
        }
        if (lmp) {
            const quake::IndexedSkin skin = quake::indexSkin(image, image.width(), image.height(), image.width(),
                                                             image.height(), mapping);
            files.append({stem + QStringLiteral(".lmp"), quakeLmp(skin.width, skin.height, skin.indices)});
        } else {
            files.append({stem + QStringLiteral(".tga"), encodeBottomUpTga(image)});
        }
    }
    return true;
}

} // namespace

QByteArray quakeLmp(int width, int height, const QByteArray &indices)
{
    QByteArray out(8, '\0');
    quake::writeI32(out.data(), width);
    quake::writeI32(out.data() + 4, height);
    return out + indices;
}

bool quakeModelFiles(const Model &model, const EngineTarget &target, const TargetExportOptions &options,
                     const QString &name, const TargetTextures &textures, QList<FileBytes> &files,
                     TargetExportResult &result)
{
    const QString mdlPath = targetModelPath(target, name);
    const double fps = options.conversion.fps > 0 ? options.conversion.fps : mdl::kFramesPerSecond;
    // The skins the MDL quantises: the textures found for the target.
    Model mdlModel = model;
    QVariantMap embedded = mdlModel.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
    for (int m = 0; m < mdlModel.materials.size(); ++m)
        if (const qsizetype file = textures.materialFiles.value(m, -1); file >= 0)
            embedded.insert(mdlModel.materials[m].texturePath(),
                            QVariantMap{{QStringLiteral("data"), textures.files[file].data}});
    if (!embedded.isEmpty())
        mdlModel.extras.insert(QLatin1String(kEmbeddedTextures), embedded);
    WriteOptions write;
    write.options = options.quakeOptions;
    write.options.insert(QStringLiteral("mdl.limits"), false); // the engine's own, below
    write.options.insert(QStringLiteral("textureDirectory"), QFileInfo(options.sourcePath).absolutePath());
    if (options.conversion.fps > 0)
        write.options.insert(QStringLiteral("mdl.fps"), fps);
    const WriteResult mdlFile = encodeModelFile(mdlModel, mdlPath, QStringLiteral("mdl"), write);
    for (const Diagnostic &d : mdlFile.warnings)
        result.warnings << d.message;
    if (!mdlFile.ok()) {
        result.error = mdlFile.error->toString();
        return false;
    }
    // The .mdl holds the skins the model holds: not "not copied".
    const QList<QImage> images = skinImages(model, textures, options.sourcePath);
    for (int m = 0; m < model.materials.size(); ++m)
        if (textures.materialFiles.value(m, -1) < 0 && !images.value(m).isNull())
            result.warnings.removeIf([&](const QString &w) {
                return w.contains(QStringLiteral("of material \"%1\"").arg(model.materials[m].name));
            });
    const MdlCounts counts = mdlCounts(mdlFile.data);
    if (!counts.ok) {
        result.error = tr("%1: the file written cannot be read back").arg(mdlPath);
        return false;
    }
    if (!checkMdlCounts(counts, target, mdlPath, result))
        return false;
    files.append({mdlPath, mdlFile.data});
    const QList<QuakeFrame> frames = quakeFrames(model, fps);
    if (frames.size() != counts.frames)
        result.warnings << tr("%1 holds %2 frames where %3 were expected: the .qc and the enhanced model may number "
                              "them differently")
                               .arg(mdlPath)
                               .arg(counts.frames)
                               .arg(frames.size());
    files.append({QStringLiteral("progs/%1.qc").arg(name), quakecFrameText(model, frames, mdlPath)});
    if (target.quakeEnhanced.isEmpty())
        return true;
    QString paletteSource;
    const quake::SkinMapping mapping = mdl::skinMapping(write, &paletteSource);
    return enhancedFiles(model, target, name, frames, images, textures, mapping, files, result);
}

} // namespace quarry
