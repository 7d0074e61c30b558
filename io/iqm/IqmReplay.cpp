#include "io/iqm/IqmReplay.h"

#include "io/iqm/IqmFormat.h"
#include "io/iqm/IqmGeometryPatch.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmTrianglePatch.h"
#include "io/kept/KeptSource.h"
#include "model/MaterialNames.h"

#include <QByteArrayView>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cstring>
#include <tuple>

namespace quarry {

using namespace iqm;

namespace {

ReadResult readKept(const QByteArray &bytes, const QString &path)
{
    ReadOptions options;
    options.options.insert(QLatin1String(kIqmKeepSourceOption), false);
    return readIqm(path, bytes, options);
}

// `model` with the names of `read`: equal to `read` when nothing but names
// changed. The bounds key is derived from the file's bytes, which a patch
// moves.
std::optional<Model> withNamesOf(const Model &model, const Model &read)
{
    return quarry::withNamesOf(model, read, {QLatin1String(kIqmSource)}, {QStringLiteral("iqm.boundsKey")});
}

class NamePatch
{
public:
    explicit NamePatch(const QByteArray &file)
        : m_out(file)
    { }

    quint32 field(int f) const { return u32(m_out.constData() + headerFieldOffset(f)); }

    // Points the record field at byte `at` to `text`, adding it to the
    // table when it is not there.
    void point(quint32 at, const QByteArray &text) { m_refs.append({at, text}); }

    // The patched file; empty when it cannot be patched so. A name no
    // longer used by any record is overwritten by the new one where that
    // fits, else cleared to zeros, so that an old name does not linger.
    QByteArray apply()
    {
        const quint32 textAt = field(OfsText), textSize = field(NumText);
        const quint64 size = quint64(m_out.size());
        if (m_refs.isEmpty())
            return m_out;
        if (textSize == 0 || quint64(textAt) + textSize > size)
            return {};
        m_out.detach();
        const char *text = m_out.constData() + textAt;
        // A string's length with its terminator, never past the table (whose
        // last string may lack one).
        auto length = [&](quint32 index) {
            return std::min(quint32(strnlen(text + index, textSize - index)) + 1, textSize - index);
        };
        // Strings no name patch repoints (custom array and extension names):
        // [start, end) with the terminator.
        const QList<std::pair<quint32, quint32>> used = usedStrings(textSize);
        QSet<quint32> changing;
        for (const auto &ref : std::as_const(m_refs))
            changing.insert(ref.first);
        // Old strings whose every user is repointed: free to reuse or clear.
        QList<std::pair<quint32, quint32>> freed;
        for (const auto &ref : std::as_const(m_refs)) {
            const quint32 index = u32(m_out.constData() + ref.first);
            if (index >= textSize)
                continue;
            const std::pair<quint32, quint32> slot{index, index + length(index)};
            bool free = !freed.contains(slot);
            for (const auto &[at, start, end] : std::as_const(m_users))
                if (free && start < slot.second && slot.first < end && !changing.contains(at))
                    free = false;
            for (const auto &[start, end] : used)
                if (free && start < slot.second && slot.first < end)
                    free = false; // a custom array's name: not repointed
            if (free)
                freed.append(slot);
        }
        auto inFreed = [&](quint32 start, quint32 end) {
            for (const auto &[s, e] : std::as_const(freed))
                if (start < e && s < end)
                    return true;
            return false;
        };
        QByteArray added;
        QList<std::pair<quint32, QByteArray>> inPlace; // freed slot start, new text
        QList<std::pair<quint32, quint32>> pointers; // record field, string offset
        QHash<QByteArray, quint32> placed;
        const QByteArrayView table(text, textSize);
        for (const auto &[at, newText] : std::as_const(m_refs)) {
            if (auto it = placed.constFind(newText); it != placed.cend()) {
                pointers.append({at, it.value()});
                continue;
            }
            QByteArray z = newText;
            z.append('\0');
            qint64 found = -1;
            for (qsizetype from = 0; found < 0;) {
                const qsizetype i = table.indexOf(QByteArrayView(z), from);
                if (i < 0)
                    break;
                if (!inFreed(quint32(i), quint32(i + z.size())))
                    found = i;
                from = i + 1;
            }
            if (found < 0) {
                // The string this record used, when freed and long enough.
                const quint32 old = u32(m_out.constData() + at);
                for (qsizetype f = 0; f < freed.size() && found < 0; ++f)
                    if (freed[f].first == old && quint32(z.size()) <= freed[f].second - freed[f].first) {
                        found = old;
                        inPlace.append({old, z});
                        freed.removeAt(f);
                    }
            }
            if (found < 0) {
                found = textSize + added.size();
                added.append(z);
            }
            placed.insert(newText, quint32(found));
            pointers.append({at, quint32(found)});
        }
        // Freed strings not reused: cleared; reused ones: the new name, the
        // rest of the old one cleared.
        char *table0 = m_out.data() + textAt;
        for (const auto &[start, end] : std::as_const(freed))
            std::memset(table0 + start, 0, end - start);
        for (const auto &[start, z] : std::as_const(inPlace)) {
            const quint32 end = start + length(start);
            std::memset(table0 + start, 0, end - start);
            std::memcpy(table0 + start, z.constData(), size_t(z.size()));
        }
        const quint32 end = textAt + textSize;
        quint32 shift = 0;
        if (!added.isEmpty()) {
            // Zero bytes after the table, up to the next thing in the file.
            quint32 next = quint32(std::min<quint64>(size, 0xFFFFFFFFu));
            for (quint32 ofs : offsets())
                if (ofs >= end && ofs < next)
                    next = ofs;
            quint32 gap = 0;
            while (end + gap < next && m_out.constData()[end + gap] == '\0')
                ++gap;
            if (quint32(added.size()) > gap) {
                shift = (quint32(added.size()) - gap + 7) & ~7u;
                if (size + shift > 0xFFFFFFFFu)
                    return {};
                moveAfter(end, shift);
            }
            std::memcpy(m_out.data() + end, added.constData(), size_t(added.size()));
            setField(NumText, textSize + quint32(added.size()));
        }
        for (const auto &[at, offset] : std::as_const(pointers))
            qToLittleEndian<quint32>(offset, m_out.data() + (at >= end ? at + shift : at));
        return m_out;
    }

    // A record field that points into the text table: where it is.
    void user(quint32 at)
    {
        if (quint64(at) + 4 > quint64(m_out.size()))
            return;
        const quint32 index = u32(m_out.constData() + at);
        const quint32 textSize = field(NumText);
        if (index >= textSize)
            return;
        const char *text = m_out.constData() + field(OfsText);
        m_users.append({at, index, std::min(index + quint32(strnlen(text + index, textSize - index)) + 1, textSize)});
    }

private:
    void setField(int f, quint32 value) { qToLittleEndian<quint32>(value, m_out.data() + headerFieldOffset(f)); }

    static constexpr int kOffsetFields[] = {FileSize,     OfsMeshes, OfsVertexArrays, OfsTriangles,
                                            OfsAdjacency, OfsJoints, OfsPoses,        OfsAnims,
                                            OfsFrames,    OfsBounds, OfsComment,      OfsExtensions};

    // Where every offset field of the file is (header, vertex array records,
    // extension records), each once.
    QList<quint32> offsetFields() const
    {
        QList<quint32> at;
        for (int f : kOffsetFields)
            at << headerFieldOffset(f);
        const quint64 size = quint64(m_out.size());
        const quint32 arrays = field(OfsVertexArrays), numArrays = field(NumVertexArrays);
        if (quint64(arrays) + quint64(numArrays) * kVertexArraySize <= size)
            for (quint32 i = 0; i < numArrays; ++i)
                at << arrays + i * kVertexArraySize + 16;
        quint32 ext = field(OfsExtensions);
        for (quint32 i = 0; i < field(NumExtensions) && ext != 0 && quint64(ext) + kExtensionSize <= size; ++i) {
            at << ext + 8 << ext + 12;
            ext = u32(m_out.constData() + ext + 12);
        }
        return at;
    }

    // Strings of the table used by what is never repointed: custom
    // vertex array names and extension names.
    QList<std::pair<quint32, quint32>> usedStrings(quint32 textSize) const
    {
        QList<std::pair<quint32, quint32>> used;
        const char *text = m_out.constData() + field(OfsText);
        auto use = [&](quint32 index) {
            if (index < textSize)
                used.append({index, std::min(index + quint32(strnlen(text + index, textSize - index)) + 1, textSize)});
        };
        const quint64 size = quint64(m_out.size());
        const quint32 arrays = field(OfsVertexArrays), numArrays = field(NumVertexArrays);
        if (quint64(arrays) + quint64(numArrays) * kVertexArraySize <= size)
            for (quint32 i = 0; i < numArrays; ++i)
                if (const quint32 type = u32(m_out.constData() + arrays + i * kVertexArraySize); type >= Custom)
                    use(type - Custom);
        quint32 ext = field(OfsExtensions);
        for (quint32 i = 0; i < field(NumExtensions) && ext != 0 && quint64(ext) + kExtensionSize <= size; ++i) {
            use(u32(m_out.constData() + ext));
            ext = u32(m_out.constData() + ext + 12);
        }
        return used;
    }

    QList<quint32> offsets() const
    {
        QList<quint32> values;
        for (quint32 at : offsetFields())
            values << u32(m_out.constData() + at);
        return values;
    }

    // Inserts `shift` zero bytes at `end`; every offset at or past it
    // moves with what it points to.
    void moveAfter(quint32 end, quint32 shift)
    {
        const QList<quint32> fields = offsetFields();
        QList<quint32> values;
        for (quint32 at : fields)
            values << u32(m_out.constData() + at);
        m_out.insert(end, QByteArray(shift, '\0'));
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const quint32 at = fields[i] >= end ? fields[i] + shift : fields[i];
            if (values[i] >= end)
                qToLittleEndian<quint32>(values[i] + shift, m_out.data() + at);
        }
    }

    QByteArray m_out;
    QList<std::pair<quint32, QByteArray>> m_refs;
    QList<std::tuple<quint32, quint32, quint32>> m_users; // record field, string start, end
};

std::optional<QByteArray> patchNames(const QByteArray &source, const Model &model, const Model &read)
{
    NamePatch patch(source);
    const WrittenNames want = writtenNames(model), have = writtenNames(read);
    if (quint64(model.meshes.size()) != patch.field(NumMeshes)
        || quint64(model.animations.size()) != patch.field(NumAnims))
        return std::nullopt;
    // Every record field that names a string, so that a name still used
    // elsewhere is never overwritten.
    for (quint32 i = 0; i < patch.field(NumMeshes); ++i) {
        patch.user(patch.field(OfsMeshes) + i * kMeshSize);
        patch.user(patch.field(OfsMeshes) + i * kMeshSize + 4);
    }
    for (quint32 j = 0; j < patch.field(NumJoints); ++j)
        patch.user(patch.field(OfsJoints) + j * kJointSize);
    for (quint32 a = 0; a < patch.field(NumAnims); ++a)
        patch.user(patch.field(OfsAnims) + a * kAnimSize);
    for (qsizetype i = 0; i < want.meshes.size(); ++i) {
        const quint32 at = patch.field(OfsMeshes) + quint32(i) * kMeshSize;
        if (want.meshes[i] != have.meshes[i])
            patch.point(at, want.meshes[i]);
        if (want.materials[i] != have.materials[i])
            patch.point(at + 4, want.materials[i]);
    }
    if (want.joints != have.joints) {
        // An animation-only file has no joint table to hold names.
        if (quint64(model.skeleton.joints.size()) != patch.field(NumJoints))
            return std::nullopt;
        for (qsizetype j = 0; j < want.joints.size(); ++j)
            if (want.joints[j] != have.joints[j])
                patch.point(patch.field(OfsJoints) + quint32(j) * kJointSize, want.joints[j]);
    }
    for (qsizetype a = 0; a < want.animations.size(); ++a)
        if (want.animations[a] != have.animations[a])
            patch.point(patch.field(OfsAnims) + quint32(a) * kAnimSize, want.animations[a]);
    const QByteArray out = patch.apply();
    if (out.isEmpty())
        return std::nullopt;
    // The patched file must read as the model: the names it was given and
    // everything else as before.
    const ReadResult back = readKept(out, QString());
    if (!back.ok())
        return std::nullopt;
    const WrittenNames got = writtenNames(back.model);
    const std::optional<Model> rest = withNamesOf(back.model, read);
    if (got.meshes != want.meshes || got.materials != want.materials || got.animations != want.animations
        || (model.skeleton.joints.size() == qsizetype(patch.field(NumJoints)) && got.joints != want.joints) || !rest
        || !sameIqmModel(*rest, read))
        return std::nullopt;
    return out;
}

} // namespace

bool sameIqmModel(const Model &a, const Model &b)
{
    return sameModelBits(a, b);
}

std::optional<QByteArray> replayIqm(const Model &model, const QString &path, QStringList *notes)
{
    const QByteArray source = model.extras.value(QLatin1String(kIqmSource)).toByteArray();
    if (source.isEmpty())
        return std::nullopt;
    const ReadResult read = readKept(source, path);
    if (!read.ok())
        return std::nullopt;
    Model unkept = model;
    unkept.extras.remove(QLatin1String(kIqmSource));
    if (sameIqmModel(unkept, read.model))
        return source;
    const std::optional<Model> renamed = withNamesOf(model, read.model);
    if (renamed && sameIqmModel(*renamed, read.model))
        return patchNames(source, model, read.model);
    // Vertex values changed: patched in place, then the names.
    std::optional<iqm::GeometryPatch> geometry = iqm::patchIqmGeometry(source, model, read.model);
    // Triangles added or removed: new triangle and adjacency arrays, the
    // other sections' bytes moved as they are.
    if (!geometry)
        geometry = iqm::patchIqmTriangleCounts(source, model, read.model);
    if (!geometry)
        return std::nullopt;
    if (notes)
        *notes = geometry->notes;
    Model patched = model;
    for (const QString &key : iqm::derivedIqmExtras()) {
        if (geometry->read.extras.contains(key))
            patched.extras.insert(key, geometry->read.extras.value(key));
        else
            patched.extras.remove(key);
    }
    return patchNames(geometry->bytes, patched, geometry->read);
}

} // namespace quarry
