#include "io/gltf/GltfReader.h"

#include "io/EmbeddedTextures.h"
#include "io/gltf/GltfAnimations.h"
#include "io/gltf/GltfMaterials.h"
#include "model/Translate.h"
#include "model/ops/ModelTransform.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

#include <cstring>

namespace quarry {

namespace {

constexpr quint32 kJsonChunk = 0x4E4F534A; // "JSON"
constexpr quint32 kBinChunk = 0x004E4942; // "BIN\0"

quint32 word(QByteArrayView data, qsizetype at)
{
    return qFromLittleEndian<quint32>(data.data() + at);
}

// The GLB's header and chunks, checked before tinygltf reads them: each
// must end inside the file. Sets *binOffset to where the first binary
// chunk's data starts; an error names the byte where the problem is.
std::optional<Diagnostic> checkGlb(const QString &path, QByteArrayView data, qint64 *binOffset, qsizetype *length)
{
    const qsizetype size = data.size();
    if (size < 12)
        return Diagnostic{path, -1, size,
                          tr("the file ends inside the 12-byte GLB header (it holds %1 bytes)").arg(size)};
    if (const quint32 version = word(data, 4); version != 2)
        return Diagnostic{path, -1, 4, tr("GLB version %1; only version 2 is read").arg(version)};
    const quint32 declared = word(data, 8);
    if (declared > quint64(size))
        return Diagnostic{path, -1, size,
                          tr("the GLB header gives the file's length as %1 bytes, but the file ends at byte %2")
                              .arg(declared)
                              .arg(size)};
    *length = qsizetype(declared);
    qsizetype at = 12;
    int chunk = 0;
    while (at < *length) {
        if (*length - at < 8)
            return Diagnostic{path, -1, at, tr("GLB chunk %1's header is cut off by the end of the file").arg(chunk)};
        const quint32 chunkLength = word(data, at);
        const quint32 type = word(data, at + 4);
        if (quint64(chunkLength) > quint64(*length - at - 8))
            return Diagnostic{path, -1, at,
                              tr("GLB chunk %1 holds %2 bytes from byte %3, but the file ends at byte %4")
                                  .arg(chunk)
                                  .arg(chunkLength)
                                  .arg(at + 8)
                                  .arg(*length)};
        if (chunk == 0 && type != kJsonChunk)
            return Diagnostic{path, -1, at + 4, tr("the first GLB chunk is not JSON")};
        if (type == kBinChunk && *binOffset < 0)
            *binOffset = at + 8;
        at += 8 + qsizetype(chunkLength);
        ++chunk;
    }
    if (chunk == 0)
        return Diagnostic{path, -1, 12, tr("the GLB holds no JSON chunk")};
    return std::nullopt;
}

// Keeps an embedded image's bytes as they are (the texture loader decodes
// them when they are shown); an image in a file of its own keeps its path.
bool keepImageBytes(tinygltf::Image *image, const int, std::string *, std::string *, int, int,
                    const unsigned char *bytes, int size, void *)
{
    if (image->uri.empty() && bytes && size > 0)
        image->image.assign(bytes, bytes + size);
    image->as_is = true;
    return true;
}

// Files a .gltf names (buffers, images) are read only where they are
// regular files of a bounded size: a URI naming a device or a pipe would
// otherwise read without end.
constexpr qint64 kMaxCompanionBytes = qint64(4) << 30;

bool fileExists(const std::string &path, void *)
{
    return QFileInfo(QString::fromStdString(path)).isFile();
}

std::string expandPath(const std::string &path, void *)
{
    return path;
}

bool readWholeFile(std::vector<unsigned char> *out, std::string *err, const std::string &path, void *)
{
    QFile file(QString::fromStdString(path));
    const QFileInfo info(file);
    if (!info.isFile() || info.size() > kMaxCompanionBytes || !file.open(QIODevice::ReadOnly)) {
        if (err)
            *err += "cannot read " + path + (info.isFile() ? std::string() : std::string(": not a regular file"))
                    + "\n";
        return false;
    }
    out->resize(size_t(info.size()));
    if (info.size() > 0 && file.read(reinterpret_cast<char *>(out->data()), info.size()) != info.size()) {
        if (err)
            *err += "cannot read " + path + "\n";
        return false;
    }
    return true;
}

bool writeNoFile(std::string *, const std::string &, const std::vector<unsigned char> &, void *)
{
    return false;
}

QString firstLine(const std::string &text)
{
    QString line = QString::fromStdString(text).trimmed();
    return line.section(QLatin1Char('\n'), 0, 0);
}

void turnUpAxis(ReadResult &result, const QString &path, const ReadOptions &options)
{
    if (options.options.value(QStringLiteral("upAxis")).toString() == QLatin1String("stored")) {
        result.notes.append(
            {path, -1, -1, tr("the file is %1 up; its axes are left as stored").arg(QLatin1String("Y"))});
        return;
    }
    Similarity turn;
    turn.rotation = QQuaternion::fromAxisAndAngle(1, 0, 0, 90);
    transformModel(result.model, turn);
    result.notes.append({path, -1, -1, tr("the file is %1 up: turned Z up").arg(QLatin1String("Y"))});
}

ReadResult failure(const QString &path, const gltf::DataError &error)
{
    return ReadResult::failure(path, error.message, -1, error.offset);
}

} // namespace

bool nativeGltfReader()
{
    static const bool native = qgetenv(kGltfReaderVariable).compare("assimp", Qt::CaseInsensitive) != 0;
    return native;
}

bool probeGltf(QByteArrayView head)
{
    if (!nativeGltfReader())
        return false;
    if (head.size() >= 8 && std::memcmp(head.data(), "glTF", 4) == 0)
        return word(head, 4) == 2;
    qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\n' || head[i] == '\r' || head[i] == '\t'))
        ++i;
    if (i >= head.size() || head[i] != '{')
        return false;
    // A JSON object with one of glTF's own members near its start (writers
    // put "asset" first, or the members in alphabetical order).
    for (const char *member : {"\"asset\"", "\"accessors\"", "\"bufferViews\"", "\"extensionsUsed\""})
        if (head.indexOf(member) > i)
            return true;
    return false;
}

ReadResult readGltf(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    tinygltf::Model model;
    tinygltf::TinyGLTF loader;
    loader.SetImageLoader(keepImageBytes, nullptr);
    loader.SetFsCallbacks({fileExists, expandPath, readWholeFile, writeNoFile, nullptr});
    std::string err, warn;
    qint64 binOffset = -1;
    bool loaded = false;
    const bool binary = data.size() >= 4 && std::memcmp(data.data(), "glTF", 4) == 0;
    // tinygltf takes a 32-bit size (and GLB's header holds one).
    if (quint64(data.size()) > 0xFFFFFFFFu)
        return ReadResult::failure(path, tr("the file is larger than 4 GiB, which glTF's reader cannot take"));
    try {
        if (binary) {
            qsizetype length = 0;
            if (const std::optional<Diagnostic> problem = checkGlb(path, data, &binOffset, &length)) {
                ReadResult result;
                result.error = problem;
                return result;
            }
            loaded = loader.LoadBinaryFromMemory(&model, &err, &warn,
                                                 reinterpret_cast<const unsigned char *>(data.data()), unsigned(length),
                                                 QFileInfo(path).absolutePath().toStdString());
        } else {
            loaded = loader.LoadASCIIFromString(&model, &err, &warn, data.data(), unsigned(data.size()),
                                                QFileInfo(path).absolutePath().toStdString());
        }
    } catch (const std::exception &e) {
        err = e.what();
        loaded = false;
    }
    if (!loaded)
        return ReadResult::failure(
            path, tr("cannot read this glTF 2.0 file: %1").arg(err.empty() ? tr("no reason given") : firstLine(err)));
    if (options.progress && !options.progress(0.3))
        return ReadResult::failure(path, cancelledMessage());

    ReadResult result;
    // An image file missing beside the model is no problem of the model's:
    // its path is kept, and the texture checks say what is missing.
    for (const QString &line : QString::fromStdString(warn).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QLatin1String("File not found")) && !line.contains(QLatin1String("for image[")))
            result.warnings.append({path, -1, -1, line.trimmed()});
    const gltf::Accessors accessors(model, binOffset);
    gltf::DataError error;
    gltf::SceneTree tree;
    QString treeError;
    if (!gltf::buildTree(model, tree, &treeError))
        return ReadResult::failure(path, treeError);
    gltf::SkeletonBuild skeleton;
    if (!gltf::buildSkeleton(model, tree, accessors, skeleton, path, result.warnings, &error))
        return failure(path, error);
    Model &out = result.model;
    out.skeleton = skeleton.skeleton;
    out.materials = gltf::importMaterials(model);
    QList<gltf::MeshSource> sources;
    if (!gltf::importMeshes(model, tree, skeleton, accessors, path, result.warnings, out.meshes, sources, &error))
        return failure(path, error);
    if (!gltf::importAnimations(model, tree, skeleton, sources, accessors, path, result.warnings, out, &error))
        return failure(path, error);
    for (Mesh &mesh : out.meshes) {
        if (mesh.material >= out.materials.size())
            mesh.material = -1;
        const QString problem = mesh.validate();
        if (!problem.isEmpty())
            return ReadResult::failure(path, tr("mesh \"%1\": %2").arg(mesh.name, problem));
    }
    if (out.meshes.isEmpty() && out.animations.isEmpty())
        return ReadResult::failure(path, tr("the file holds no triangles and no animations"));
    if (!model.cameras.empty() || !model.lights.empty())
        result.warnings.append({path, -1, -1, tr("cameras and lights are not imported")});
    if (const QVariantMap textures = gltf::importEmbeddedTextures(model); !textures.isEmpty())
        out.extras.insert(QLatin1String(kEmbeddedTextures), textures);
    if (options.progress && !options.progress(1.0))
        return ReadResult::failure(path, cancelledMessage());
    turnUpAxis(result, path, options);
    return result;
}

} // namespace quarry
