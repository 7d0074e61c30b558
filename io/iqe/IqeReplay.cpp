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

} // namespace

std::optional<QByteArray> replayIqe(const Model &model, const QString &path)
{
    TextFormat format;
    format.sourceKey = kIqeSource;
    format.read = [&path](const QByteArray &bytes) -> std::optional<Model> {
        ReadOptions options;
        options.options.insert(QLatin1String(kIqeKeepSourceOption), false);
        ReadResult r = readIqe(path, bytes, options);
        if (!r.ok())
            return std::nullopt;
        return std::move(r.model);
    };
    format.nameSlots = iqeSlots;
    format.token = quotedNameToken;
    return replayText(model, format);
}

} // namespace quarry
