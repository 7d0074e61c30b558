#include "io/iqe/IqeReplay.h"

#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeText.h"
#include "io/kept/KeptSource.h"

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

// Each animation block of an IQE text: from its `animation` line to the
// next one, or to the comment section or the end.
QList<std::pair<qsizetype, qsizetype>> animationBlocks(const QByteArray &text)
{
    QList<std::pair<qsizetype, qsizetype>> blocks;
    qsizetype at = 0;
    while (at < text.size()) {
        qsizetype eol = text.indexOf('\n', at);
        if (eol < 0)
            eol = text.size();
        iqe::LineCursor c(text.constData() + at, text.constData() + eol);
        const std::string_view command = c.word();
        if (command == "comment" && c.atEnd())
            break;
        if (command == "animation") {
            if (!blocks.isEmpty())
                blocks.last().second = at;
            blocks.append({at, text.size()});
        }
        at = eol + 1;
    }
    if (!blocks.isEmpty() && at < text.size())
        blocks.last().second = at;
    return blocks;
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

std::optional<QByteArray> keepUnchangedIqeAnimations(const Model &model, const QString &path, const QByteArray &written)
{
    const QByteArray source = model.extras.value(QLatin1String(kIqeSource)).toByteArray();
    if (source.isEmpty())
        return std::nullopt;
    const std::optional<Model> read = readWithoutSource(path, source);
    if (!read || read->animations.size() != model.animations.size() || model.animations.isEmpty())
        return std::nullopt;
    Model rest = model;
    rest.extras.remove(QLatin1String(kIqeSource));
    rest.animations = read->animations;
    if (!sameModelBits(rest, *read))
        return std::nullopt; // more than animations changed
    const auto stored = animationBlocks(source), made = animationBlocks(written);
    if (stored.size() != model.animations.size() || made.size() != model.animations.size())
        return std::nullopt;
    QByteArray out = source.left(stored.first().first);
    for (qsizetype a = 0; a < stored.size(); ++a) {
        const auto &[from, to] = model.animations[a] == read->animations[a] ? stored[a] : made[a];
        out += (model.animations[a] == read->animations[a] ? source : written).mid(from, to - from);
    }
    out += source.mid(stored.last().second);
    const std::optional<Model> back = readWithoutSource(path, out);
    Model unkept = model;
    unkept.extras.remove(QLatin1String(kIqeSource));
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
