#include "io/iqe/IqeReplay.h"

#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeText.h"
#include "io/kept/KeptSource.h"
#include "io/kept/LineSplice.h"

#include <cstring>

namespace quarry {

namespace {

// The name tokens of an IQE file, in the order the reader makes the
// model's lists of them.
TextNameSlots iqeSlots(const QByteArray &text)
{
    TextNameSlots s;
    const char *const base = text.constData();
    const char *p = base;
    const char *const end = base + text.size();
    TextSlot pendingMaterial;
    while (p < end) {
        const char *eol = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        iqe::LineCursor c(p, eol);
        const std::string_view command = c.word();
        auto nameSlot = [&]() {
            c.skipSpace();
            const char *from = c.position();
            c.name();
            const char *to = c.position();
            // A bare word ends before the space; a quoted name after its quote.
            while (to > from && iqe::LineCursor::isSpace(to[-1]))
                --to;
            return TextSlot{from - base, to - base};
        };
        if (command == "comment" && c.atEnd())
            break; // the rest of the file is the comment section
        if (command == "mesh") {
            s.meshes.append(nameSlot());
            s.materials.append(pendingMaterial);
            pendingMaterial = {};
        } else if (command == "material") {
            if (s.meshes.isEmpty())
                pendingMaterial = nameSlot();
            else
                s.materials.last() = nameSlot();
        } else if (command == "joint") {
            s.joints.append(nameSlot());
        } else if (command == "animation") {
            if (c.atEnd())
                s.animations.append(TextSlot{});
            else
                s.animations.append(nameSlot());
        }
        p = eol + 1;
    }
    return s;
}

// The mesh and animation blocks of an IQE text, each from its `mesh` or
// `animation` line to the next such line, the comment section or the end.
// A `material` line right before a `mesh` line (the layout of exporters
// that name a mesh's material first) starts that mesh's block: it is
// the material of the mesh after it.
struct Blocks
{
    QList<std::pair<qsizetype, qsizetype>> meshes, animations;
    QList<bool> materialFirst; // per mesh: its block starts with its material line
};

Blocks blocksOf(const QByteArray &text)
{
    Blocks blocks;
    std::pair<qsizetype, qsizetype> *open = nullptr;
    qsizetype at = 0, material = -1;
    while (at < text.size()) {
        qsizetype eol = text.indexOf('\n', at);
        if (eol < 0)
            eol = text.size();
        iqe::LineCursor c(text.constData() + at, text.constData() + eol);
        const std::string_view command = c.word();
        const bool comment = command == "comment" && c.atEnd();
        if (comment || command == "mesh" || command == "animation") {
            const qsizetype start = command == "mesh" && material >= 0 ? material : at;
            if (open)
                open->second = start;
            open = nullptr;
            if (comment)
                break;
            auto &list = command == "mesh" ? blocks.meshes : blocks.animations;
            list.append({start, text.size()});
            if (command == "mesh")
                blocks.materialFirst.append(material >= 0);
            open = &list.last();
        }
        material = command == "material" ? at : -1;
        at = eol + 1;
    }
    return blocks;
}

// The writer's block of a mesh (its `mesh` line, then its `material`
// line) in the layout of a file that names the material first.
QByteArray materialFirst(const QByteArray &block)
{
    const qsizetype second = block.indexOf('\n') + 1;
    if (second <= 0)
        return block;
    qsizetype third = block.indexOf('\n', second);
    third = third < 0 ? block.size() : third + 1;
    iqe::LineCursor c(block.constData() + second, block.constData() + third);
    if (c.word() != "material")
        return block;
    QByteArray line = block.mid(second, third - second);
    if (!line.endsWith('\n'))
        line += '\n';
    return line + block.left(second) + block.mid(third);
}

// The base pose lines of an IQE text (pq, pm or pa before any animation:
// the Nth is the Nth joint's bind pose), each from its first byte to the
// end of its content (its line break, and a carriage return, left out).
QList<std::pair<qsizetype, qsizetype>> basePoseLines(const QByteArray &text)
{
    QList<std::pair<qsizetype, qsizetype>> lines;
    qsizetype at = 0;
    while (at < text.size()) {
        qsizetype eol = text.indexOf('\n', at);
        if (eol < 0)
            eol = text.size();
        iqe::LineCursor c(text.constData() + at, text.constData() + eol);
        const std::string_view command = c.word();
        if (command == "animation" || (command == "comment" && c.atEnd()))
            break;
        if (command == "pq" || command == "pm" || command == "pa")
            lines.append({at, eol > at && text[eol - 1] == '\r' ? eol - 1 : eol});
        at = eol + 1;
    }
    return lines;
}

// Whether an IQE text gives normals (`vn` lines); a file that gives none
// has every mesh's normals made by its reader, smoothed across meshes.
bool givesNormals(const QByteArray &text)
{
    for (qsizetype at = 0; at < text.size();) {
        qsizetype eol = text.indexOf('\n', at);
        if (eol < 0)
            eol = text.size();
        iqe::LineCursor c(text.constData() + at, text.constData() + eol);
        const std::string_view command = c.word();
        if (command == "vn")
            return true;
        if (command == "comment" && c.atEnd())
            break;
        at = eol + 1;
    }
    return false;
}

// `block` without its `vn` lines.
QByteArray withoutNormals(const QByteArray &block)
{
    QByteArray out;
    out.reserve(block.size());
    for (qsizetype at = 0; at < block.size();) {
        qsizetype eol = block.indexOf('\n', at);
        eol = eol < 0 ? block.size() : eol + 1;
        iqe::LineCursor c(block.constData() + at, block.constData() + eol);
        if (c.word() != "vn")
            out.append(block.constData() + at, eol - at);
        at = eol;
    }
    return out;
}

// `block` (the writer's animation block) with its `frame` lines as
// `stored` (the file's block) has them, where both have as many: the
// reader takes nothing after the word (a frame number some exporters
// write), so the stored line says the same.
QByteArray framesAsStored(const QByteArray &stored, const QByteArray &block)
{
    auto frameLines = [](const QByteArray &text) {
        QList<std::pair<qsizetype, qsizetype>> lines;
        for (qsizetype at = 0; at < text.size();) {
            qsizetype eol = text.indexOf('\n', at);
            eol = eol < 0 ? text.size() : eol;
            iqe::LineCursor c(text.constData() + at, text.constData() + eol);
            if (c.word() == "frame")
                lines.append({at, eol});
            at = eol + 1;
        }
        return lines;
    };
    const auto a = frameLines(stored), b = frameLines(block);
    if (a.size() != b.size())
        return block;
    QByteArray out = block;
    for (qsizetype i = b.size(); i-- > 0;)
        out.replace(b[i].first, b[i].second - b[i].first, stored.mid(a[i].first, a[i].second - a[i].first));
    return out;
}

// A model of mesh `m` alone, for comparing one mesh bit for bit.
Model withMesh(const Model &model, qsizetype m)
{
    Model one;
    one.meshes = {model.meshes[m]};
    return one;
}

std::optional<Model> readWithoutSource(const QString &path, const QByteArray &bytes)
{
    ReadOptions options;
    options.options.insert(QLatin1String(kIqeKeepSourceOption), false);
    ReadResult r = readIqe(path, bytes, options);
    if (!r.ok())
        return std::nullopt;
    return std::move(r.model);
}

} // namespace

std::optional<QByteArray> keepUnchangedIqeBlocks(const Model &model, const QString &path, const QByteArray &written)
{
    const QByteArray source = model.extras.value(QLatin1String(kIqeSource)).toByteArray();
    if (source.isEmpty())
        return std::nullopt;
    const std::optional<Model> read = readWithoutSource(path, source);
    if (!read || read->animations.size() != model.animations.size() || read->meshes.size() != model.meshes.size())
        return std::nullopt;
    Model rest = model;
    rest.extras.remove(QLatin1String(kIqeSource));
    rest.meshes = read->meshes;
    rest.animations = read->animations;
    const qsizetype joints = model.skeleton.joints.size();
    if (read->skeleton.joints.size() == joints)
        for (qsizetype j = 0; j < joints; ++j)
            rest.skeleton.joints[j].bind = read->skeleton.joints[j].bind;
    if (!sameModelBits(rest, *read))
        return std::nullopt; // more than meshes, animations and bind poses changed
    const Blocks stored = blocksOf(source), made = blocksOf(written);
    if (stored.meshes.size() != model.meshes.size() || made.meshes.size() != model.meshes.size()
        || stored.animations.size() != model.animations.size() || made.animations.size() != model.animations.size())
        return std::nullopt;
    QList<std::pair<qsizetype, qsizetype>> all = stored.meshes + stored.animations;
    // Before the first block: the header, joints and bind poses, as stored
    // but for the pose lines of joints whose bind pose changed, which are
    // the writer's.
    const qsizetype head = all.isEmpty() ? source.size() : all.first().first;
    QByteArray out = source.left(head);
    const auto poses = basePoseLines(out), madePoses = basePoseLines(written);
    if (poses.size() != joints || madePoses.size() != joints)
        return std::nullopt;
    for (qsizetype j = joints; j-- > 0;) {
        if (!(model.skeleton.joints[j].bind == read->skeleton.joints[j].bind))
            out.replace(poses[j].first, poses[j].second - poses[j].first,
                        written.mid(madePoses[j].first, madePoses[j].second - madePoses[j].first));
    }
    qsizetype end = head;
    // A file without normals stays without: its reader makes them (a block
    // with `vn` lines beside blocks without would leave the others none).
    const bool normals = givesNormals(source);
    auto take = [&](bool same, const std::pair<qsizetype, qsizetype> &kept, const std::pair<qsizetype, qsizetype> &anew,
                    bool material, const QByteArray *from = nullptr) {
        // What lies between stored blocks (nothing, in the files seen) stays.
        out += source.mid(end, kept.first - end);
        QByteArray block = (from ? *from : written).mid(anew.first, anew.second - anew.first);
        if (material)
            block = materialFirst(block);
        const QByteArray storedBlock = source.mid(kept.first, kept.second - kept.first);
        if (same)
            out += storedBlock;
        else
            out += keepEqualLines(storedBlock, normals ? block : withoutNormals(block));
        end = kept.second;
    };
    for (qsizetype m = 0; m < model.meshes.size(); ++m)
        take(sameModelBits(withMesh(model, m), withMesh(*read, m)), stored.meshes[m], made.meshes[m],
             stored.materialFirst[m]);
    for (qsizetype a = 0; a < model.animations.size(); ++a) {
        const std::pair<qsizetype, qsizetype> &kept = stored.animations[a], &anew = made.animations[a];
        const QByteArray frames = framesAsStored(source.mid(kept.first, kept.second - kept.first),
                                                 written.mid(anew.first, anew.second - anew.first));
        take(model.animations[a] == read->animations[a], kept, {0, frames.size()}, false, &frames);
    }
    out += source.mid(end);
    std::optional<Model> back = readWithoutSource(path, out);
    Model unkept = model;
    unkept.extras.remove(QLatin1String(kIqeSource));
    if (back && !normals) {
        // Normals the file does not hold are compared as its reader makes
        // them, not as the model had them.
        for (Mesh &m : back->meshes)
            m.normals.clear();
        for (Mesh &m : unkept.meshes)
            m.normals.clear();
    }
    if (!back || !sameModelBits(*back, unkept))
        return std::nullopt;
    return out;
}

std::optional<QByteArray> replayIqe(const Model &model, const QString &path)
{
    TextFormat format;
    format.sourceKey = kIqeSource;
    format.read = [&path](const QByteArray &bytes) { return readWithoutSource(path, bytes); };
    format.nameSlots = iqeSlots;
    format.token = quotedNameToken;
    return replayText(model, format);
}

} // namespace quarry
