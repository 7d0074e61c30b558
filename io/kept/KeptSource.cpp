#include "io/kept/KeptSource.h"

#include "model/MaterialNames.h"
#include "model/Translate.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <cstring>

namespace quarry {

namespace {

// Bit for bit: a NaN equals itself, 0 and -0 differ.
template<typename T>
bool sameBits(const QList<T> &a, const QList<T> &b)
{
    return a.size() == b.size()
           && (a.isEmpty() || std::memcmp(a.constData(), b.constData(), size_t(a.size()) * sizeof(T)) == 0);
}

QByteArray fingerprint(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace

bool sameModelBits(const Model &a, const Model &b)
{
    if (a.meshes.size() != b.meshes.size())
        return false;
    for (qsizetype i = 0; i < a.meshes.size(); ++i) {
        Mesh x = a.meshes[i], y = b.meshes[i];
        if (!sameBits(x.normals, y.normals) || !sameBits(x.tangents, y.tangents))
            return false;
        x.normals.clear();
        x.tangents.clear();
        y.normals.clear();
        y.tangents.clear();
        if (!(x == y))
            return false;
    }
    Model x = a, y = b;
    x.meshes.clear();
    y.meshes.clear();
    return x == y;
}

WrittenNames writtenNames(const Model &model)
{
    WrittenNames n;
    for (const Mesh &m : model.meshes) {
        n.meshes << m.name.toUtf8();
        n.materials << (m.material >= 0 && m.material < model.materials.size()
                            ? materialReference(model.materials[m.material]).toUtf8()
                            : QByteArray());
    }
    for (const Joint &j : model.skeleton.joints)
        n.joints << j.name.toUtf8();
    for (const Animation &a : model.animations)
        n.animations << a.name.toUtf8();
    return n;
}

std::optional<Model> withNamesOf(const Model &model, const Model &read, const QStringList &dropped,
                                 const QStringList &fromRead)
{
    if (model.meshes.size() != read.meshes.size() || model.skeleton.joints.size() != read.skeleton.joints.size()
        || model.animations.size() != read.animations.size())
        return std::nullopt;
    Model c = model;
    for (const QString &key : dropped)
        c.extras.remove(key);
    for (const QString &key : fromRead) {
        if (read.extras.contains(key))
            c.extras.insert(key, read.extras.value(key));
        else
            c.extras.remove(key);
    }
    c.materials = read.materials;
    for (qsizetype i = 0; i < c.meshes.size(); ++i) {
        c.meshes[i].name = read.meshes[i].name;
        c.meshes[i].material = read.meshes[i].material;
    }
    for (qsizetype j = 0; j < c.skeleton.joints.size(); ++j)
        c.skeleton.joints[j].name = read.skeleton.joints[j].name;
    for (qsizetype a = 0; a < c.animations.size(); ++a)
        c.animations[a].name = read.animations[a].name;
    return c;
}

QByteArray quotedNameToken(const QByteArray &name, QByteArrayView stored)
{
    if (name.contains('"') || name.contains('\n') || name.contains('\r'))
        return {};
    bool bare = !stored.startsWith('"') && !name.isEmpty() && !name.startsWith('#');
    for (char c : name)
        bare = bare && c != ' ' && c != '\t' && c != '\v' && c != '\f';
    return bare ? name : '"' + name + '"';
}

std::optional<QByteArray> replayText(const Model &model, const TextFormat &format)
{
    const QString key = QLatin1String(format.sourceKey);
    const QByteArray source = model.extras.value(key).toByteArray();
    if (source.isEmpty())
        return std::nullopt;
    const std::optional<Model> read = format.read(source);
    if (!read)
        return std::nullopt;
    Model unkept = model;
    unkept.extras.remove(key);
    if (sameModelBits(unkept, *read))
        return source;
    const std::optional<Model> renamed = withNamesOf(model, *read, {key});
    if (!renamed || !sameModelBits(*renamed, *read))
        return std::nullopt;

    // Only names changed: each changed one replaced where the file says it.
    const WrittenNames want = writtenNames(model), have = writtenNames(*read);
    const TextNameSlots found = format.nameSlots(source);
    struct Edit
    {
        TextSlot slot;
        QByteArray text;
    };
    QList<Edit> edits;
    bool fits = true;
    auto collect = [&](const QList<QByteArray> &w, const QList<QByteArray> &h, const QList<TextSlot> &s) {
        for (qsizetype i = 0; i < w.size() && fits; ++i) {
            if (w[i] == h[i])
                continue;
            if (i >= s.size() || s[i].begin < 0 || s[i].end < s[i].begin || s[i].end > source.size()) {
                fits = false;
                return;
            }
            const QByteArray token = format.token(w[i],
                                                  QByteArrayView(source).sliced(s[i].begin, s[i].end - s[i].begin));
            if (token.isEmpty())
                fits = false;
            else
                edits.append({s[i], token});
        }
    };
    collect(want.meshes, have.meshes, found.meshes);
    collect(want.materials, have.materials, found.materials);
    collect(want.joints, have.joints, found.joints);
    collect(want.animations, have.animations, found.animations);
    if (!fits)
        return std::nullopt;
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.slot.begin > b.slot.begin; });
    QByteArray out = source;
    qsizetype limit = out.size();
    for (const Edit &e : std::as_const(edits)) {
        if (e.slot.end > limit)
            return std::nullopt; // overlapping slots
        out.replace(e.slot.begin, e.slot.end - e.slot.begin, e.text);
        limit = e.slot.begin;
    }
    // The patched file must read as the model: the names it was given and
    // everything else as before.
    const std::optional<Model> back = format.read(out);
    if (!back)
        return std::nullopt;
    const WrittenNames got = writtenNames(*back);
    const std::optional<Model> rest = withNamesOf(*back, *read, {key});
    if (got.meshes != want.meshes || got.materials != want.materials || got.joints != want.joints
        || got.animations != want.animations || !rest || !sameModelBits(*rest, *read))
        return std::nullopt;
    return out;
}

std::optional<Diagnostic> materialColoursNotWritten(const Model &model, const QString &path, const QString &format)
{
    QStringList names;
    for (const Material &m : model.materials)
        if (m.ambient || m.diffuse || m.specular || m.shininess || m.diffusion || m.specularity)
            names << (m.name.isEmpty() ? tr("(unnamed)") : m.name);
    if (names.isEmpty())
        return std::nullopt;
    return Diagnostic{path, -1, -1,
                      tr("%1 keeps only a material's name: the colours of %n materials (%2) are not written", nullptr,
                         int(names.size()))
                          .arg(format, names.join(QStringLiteral(", ")))};
}

Diagnostic writtenAnewNote(const QString &path, const QString &why)
{
    return Diagnostic{path, -1, -1,
                      tr("%1 written anew from the model (%2): its own layout, spacing and number formatting "
                         "are not kept")
                          .arg(QFileInfo(path).fileName(), why)};
}

QString keptFileName(const QString &base, const QString &path)
{
    const QFileInfo b(base), p(path);
    if (b.absoluteFilePath() == p.absoluteFilePath())
        return QString();
    return QDir::cleanPath(b.absoluteDir().relativeFilePath(p.absoluteFilePath()));
}

void keepWrittenFiles(Model &model, const char *key, const QString &base, const QHash<QString, QByteArray> &read,
                      const WriteResult &written)
{
    if (!written.ok())
        return;
    QVariantMap kept;
    auto keep = [&](const QString &path, const QByteArray &data) {
        const QString name = keptFileName(base, path);
        if (const auto it = read.constFind(name); it != read.cend())
            kept.insert(name, QVariantList{it.value(), fingerprint(data)});
    };
    keep(base, written.data);
    for (const FileBytes &f : written.siblings)
        keep(f.path, f.data);
    if (!kept.isEmpty())
        model.extras.insert(QLatin1String(key), kept);
}

void replayWrittenFiles(const Model &model, const char *key, const QString &base, WriteResult &result)
{
    const QVariantMap kept = model.extras.value(QLatin1String(key)).toMap();
    if (kept.isEmpty() || !result.ok())
        return;
    auto replay = [&](const QString &path, QByteArray &data) {
        const QVariantList entry = kept.value(keptFileName(base, path)).toList();
        if (entry.size() != 2)
            return;
        if (fingerprint(data) == entry[1].toByteArray())
            data = entry[0].toByteArray();
        else
            result.notes.append(writtenAnewNote(path, tr("the model no longer holds what the file held")));
    };
    replay(base, result.data);
    for (FileBytes &f : result.siblings)
        replay(f.path, f.data);
}

} // namespace quarry
