#include "io/md5/Md5Kept.h"

#include "io/kept/KeptSource.h"
#include "io/md5/Md5Writer.h"

#include "io/md5/Md5Reader.h"

#include <QFile>
#include <QHash>

#include <cstring>

namespace quarry {

namespace {

constexpr char kMeshSource[] = "md5.meshSource";

// The name tokens of a .md5mesh: joint names in the joints block, and per
// mesh block its name (a `name` line or the `// meshes:` comment) and its
// shader.
TextNameSlots md5MeshSlots(const QByteArray &text)
{
    TextNameSlots s;
    enum class Block { None, Joints, Mesh } block = Block::None;
    const char *const base = text.constData();
    const char *p = base;
    const char *const end = base + text.size();
    auto quotedAt = [&](const char *from, const char *eol) -> TextSlot {
        const char *q = static_cast<const char *>(std::memchr(from, '"', size_t(eol - from)));
        if (!q)
            return {};
        const char *close = static_cast<const char *>(std::memchr(q + 1, '"', size_t(eol - q - 1)));
        return close ? TextSlot{q - base, close + 1 - base} : TextSlot{};
    };
    while (p < end) {
        const char *eol = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        const char *w = p;
        while (w < eol && (*w == ' ' || *w == '\t' || *w == '\r'))
            ++w;
        const QByteArrayView line(w, eol - w);
        if (block == Block::None) {
            if (line.startsWith("joints") && line.contains('{')) {
                block = Block::Joints;
            } else if (line.startsWith("mesh") && line.contains('{')) {
                block = Block::Mesh;
                s.meshes.append(TextSlot{});
                s.materials.append(TextSlot{});
            }
        } else if (line.startsWith("}")) {
            block = Block::None;
        } else if (block == Block::Joints && line.startsWith("\"")) {
            s.joints.append(quotedAt(w, eol));
        } else if (block == Block::Mesh && line.startsWith("shader")) {
            s.materials.last() = quotedAt(w, eol);
        } else if (block == Block::Mesh && line.startsWith("name")) {
            s.meshes.last() = quotedAt(w, eol);
        } else if (block == Block::Mesh && line.startsWith("// meshes:") && s.meshes.last().begin < 0) {
            const char *n = w + 10;
            while (n < eol && *n == ' ')
                ++n;
            const char *e = eol;
            while (e > n && (e[-1] == ' ' || e[-1] == '\r' || e[-1] == '\t'))
                --e;
            s.meshes.last() = TextSlot{n - base, e - base};
        }
        p = eol + 1;
    }
    return s;
}

} // namespace

std::optional<Model> readMd5MeshUnkept(const QString &path, const QByteArray &bytes)
{
    ReadOptions options;
    options.options.insert(QLatin1String(kMd5KeepFilesOption), false);
    ReadResult r = readMd5Mesh(path, bytes, options);
    if (!r.ok())
        return std::nullopt;
    return std::move(r.model);
}

std::optional<QByteArray> patchMd5MeshNames(const Model &model, const QString &path)
{
    const QVariantList kept = model.extras.value(QLatin1String(kMd5KeptFiles)).toMap().value(QString()).toList();
    if (kept.size() != 2)
        return std::nullopt;
    // The mesh file alone: the model without the animations other files hold.
    Model mesh = model;
    mesh.animations.clear();
    mesh.extras.remove(QLatin1String(kMd5KeptFiles));
    mesh.extras.insert(QLatin1String(kMeshSource), kept[0].toByteArray());
    TextFormat format;
    format.sourceKey = kMeshSource;
    format.read = [&path](const QByteArray &bytes) { return readMd5MeshUnkept(path, bytes); };
    format.nameSlots = md5MeshSlots;
    format.token = quotedNameToken;
    return replayText(mesh, format);
}

ReadResult readMd5MeshKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    ReadResult r = readMd5Mesh(path, data, options);
    if (r.ok() && !r.model.extras.contains(QLatin1String(kAnimationOnly))
        && options.options.value(QLatin1String(kMd5KeepFilesOption), true).toBool())
        keepMd5Files(r.model, path, data, options.companions, true);
    return r;
}

ReadResult readMd5AnimKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    ReadResult r = readMd5Anim(path, data, options);
    if (r.ok() && options.options.value(QLatin1String(kMd5KeepFilesOption), true).toBool())
        keepMd5Files(r.model, path, data, {}, false);
    return r;
}

void keepMd5Files(Model &model, const QString &path, QByteArrayView data, const QStringList &animations, bool mesh)
{
    const WriteResult written = mesh ? writeMd5Mesh(model, path) : writeMd5AnimFile(model, path);
    QHash<QString, QByteArray> read;
    read.insert(QString(), data.toByteArray());
    for (const QString &a : animations) {
        QFile file(a);
        // The reader took it whole a moment ago; 512 MiB bounds what it takes.
        if (file.open(QIODevice::ReadOnly) && file.size() <= (qint64(512) << 20))
            read.insert(keptFileName(path, a), file.readAll());
    }
    keepWrittenFiles(model, kMd5KeptFiles, path, read, written);
    // The clips' files the writer leaves alone while their clips are as
    // read: kept too (with no fingerprint), so that a clip saved edited and
    // then undone is given back as it was read.
    if (read.size() > 1) {
        QVariantMap files = model.extras.value(QLatin1String(kMd5KeptFiles)).toMap();
        for (auto it = read.cbegin(); it != read.cend(); ++it)
            if (!it.key().isEmpty() && !files.contains(it.key()))
                files.insert(it.key(), QVariantList{it.value(), QByteArray()});
        model.extras.insert(QLatin1String(kMd5KeptFiles), files);
    }
}

} // namespace quarry
