#include "io/iqm/IqmReader.h"

#include "io/iqm/IqmBounds.h"
#include "io/iqm/IqmNamedArrays.h"
#include "io/iqm/IqmParser.h"
#include "model/Parallel.h"
#include "model/ops/Weights.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <limits>
#include <system_error>
#include <vector>

namespace quarry::iqm {

namespace {

QString typeName(quint32 type)
{
    switch (type) {
    case Position: return QStringLiteral("position");
    case TexCoord: return QStringLiteral("texcoord");
    case Normal: return QStringLiteral("normal");
    case Tangent: return QStringLiteral("tangent");
    case BlendIndexes: return QStringLiteral("blendindexes");
    case BlendWeights: return QStringLiteral("blendweights");
    case Color: return QStringLiteral("color");
    default: return QStringLiteral("custom");
    }
}

// Meshes' data worth reading on several threads (bytes in the model).
constexpr qint64 kThreadedMeshBytes = qint64(4) << 20;

// The corners' stored indexes less the mesh's first vertex, into dst; true
// when one is not below vertexCount (indexes below the first vertex wrap
// around to large numbers, so one unsigned comparison checks both ends).
// Blocks of a fixed length, apart from the short rest, and the comparison
// made signed (SSE2 has no unsigned one), so the compiler vectorizes them at
// -O2 too; a loop of unknown length it does not.
bool rebaseCorners(const char *__restrict src, quint32 *__restrict dst, size_t corners, quint32 firstVertex,
                   quint32 vertexCount)
{
    constexpr size_t block = 64;
    constexpr quint32 sign = 0x80000000u;
    const qint32 limit = qint32(vertexCount ^ sign);
    qint32 outside = 0;
    size_t k = 0;
    for (; k + block <= corners; k += block) {
        const char *const s = src + k * 4;
        quint32 *const d = dst + k;
        for (size_t i = 0; i < block; ++i) {
            const quint32 v = u32(s + i * 4) - firstVertex;
            d[i] = v;
            outside |= qint32(qint32(v ^ sign) >= limit);
        }
    }
    for (; k < corners; ++k) {
        const quint32 v = u32(src + k * 4) - firstVertex;
        dst[k] = v;
        outside |= qint32(v >= vertexCount);
    }
    return outside != 0;
}

} // namespace

bool IqmReader::failed(MeshFailure *failure, qint64 offset, const QString &message)
{
    failure->failed = true;
    failure->offset = offset;
    failure->message = message;
    return false;
}

bool IqmReader::parse()
{
    if (!parseHeader())
        return false;
    // The fingerprint kept with the file's bounds (parseBounds), made on a
    // thread of its own while the rest is read.
    if (field(OfsBounds) != 0 && field(NumFrames) != 0) {
        try {
            m_boundsKey = std::async(std::launch::async,
                                     [data = m_data, limit = m_limit] { return boundsInputsKey(data, limit); });
        } catch (const std::system_error &) {
            // No thread to be had: parseBounds makes it itself.
        }
    }
    if (!parseVertexArrays() || !parseMeshes() || !progress(0.7) || !parseAdjacency() || !parseSkeleton()
        || !parseAnimations() || !parseBounds() || !parseCommentAndExtensions())
        return false;
    return progress(1.0);
}

bool IqmReader::parseHeader()
{
    if (m_size < 16 || std::memcmp(m_data, kMagic, 16) != 0)
        return fail(0, tr("not an IQM file (the magic \"INTERQUAKEMODEL\" is missing)"));
    if (m_size < kHeaderSize)
        return fail(qint64(m_size),
                    tr("the file ends inside the header (%1 of %2 bytes)").arg(m_size).arg(kHeaderSize));
    if (field(Version) != kVersion)
        return fail(headerFieldOffset(Version),
                    tr("IQM version %1 is not supported (only version 2)").arg(field(Version)));
    const quint32 fileSize = field(FileSize);
    if (fileSize < kHeaderSize)
        return fail(headerFieldOffset(FileSize), tr("the header gives a file size of %1 bytes").arg(fileSize));
    if (fileSize > m_size)
        return fail(qint64(m_size), tr("the file is truncated: %1 of %2 bytes").arg(m_size).arg(fileSize));
    m_limit = fileSize;
    if (m_size > fileSize)
        warn(fileSize, tr("%n byte(s) after the end the header gives (%1 bytes) are not read; a save without edits "
                          "keeps them",
                          nullptr, int(std::min<quint64>(m_size - fileSize, 0x7FFFFFFF)))
                           .arg(fileSize));
    if (field(Flags) != 0)
        m_result.model.extras.insert(QStringLiteral("iqm.flags"), field(Flags));

    if (!checkTable(NumText, OfsText, 1, tr("the text table")))
        return false;
    return true;
}

bool IqmReader::parseVertexArrays()
{
    if (!checkTable(NumVertexArrays, OfsVertexArrays, kVertexArraySize, tr("vertex arrays")))
        return false;
    const quint32 numVertexes = field(NumVertexes);
    const quint32 count = field(NumVertexArrays);
    bool seen[Custom] = {};
    for (quint32 i = 0; i < count; ++i) {
        const qint64 at = qint64(field(OfsVertexArrays)) + qint64(i) * kVertexArraySize;
        const char *p = m_data + at;
        VertexArray va;
        va.type = u32(p);
        va.format = u32(p + 8);
        const quint32 size = u32(p + 12);
        va.offset = u32(p + 16);
        va.recordOffset = at;
        if (va.format >= FormatCount)
            return fail(at + 8, tr("vertex array %1: unknown component format %2").arg(i).arg(va.format));
        if (size < 1 || size > 4)
            return fail(at + 12, tr("vertex array %1: %2 components (1 to 4 are supported)").arg(i).arg(size));
        va.size = int(size);
        if (!checkRange(numVertexes, quint64(size) * kFormatSizes[va.format], va.offset, at + 16,
                        tr("vertex array %1 (%2)").arg(i).arg(typeName(va.type))))
            return false;
        if (va.type >= Custom) {
            if (!text(va.type - Custom, at, &va.name))
                return false;
        } else if (va.type > Color) {
            warn(at, tr("vertex array %1 has the reserved type %2 and is skipped").arg(i).arg(va.type));
            continue;
        } else if (seen[va.type]) {
            warn(at, tr("a second %1 vertex array (%2) is skipped").arg(typeName(va.type)).arg(i));
            continue;
        } else {
            seen[va.type] = true;
        }
        m_arrays.append(va);
    }
    const bool hasIndexes = seen[BlendIndexes], hasWeights = seen[BlendWeights];
    if (hasIndexes != hasWeights) {
        warn(headerFieldOffset(OfsVertexArrays), hasIndexes ? tr("blend indexes without blend weights are skipped")
                                                            : tr("blend weights without blend indexes are skipped"));
        m_arrays.removeIf([](const VertexArray &va) { return va.type == BlendIndexes || va.type == BlendWeights; });
    }
    return true;
}

bool IqmReader::parseMeshes()
{
    if (!checkTable(NumMeshes, OfsMeshes, kMeshSize, tr("meshes"))
        || !checkTable(NumTriangles, OfsTriangles, kTriangleSize, tr("triangles")))
        return false;
    const quint32 count = field(NumMeshes);
    const quint64 numVertexes = field(NumVertexes);
    const quint64 numTriangles = field(NumTriangles);
    Model &model = m_result.model;
    QHash<QString, int> materials;
    // What one vertex takes in a mesh: floats for the standard streams (at
    // most four), doubles for custom arrays, index and weight per influence.
    quint64 vertexBytes = 12;
    for (const VertexArray &va : std::as_const(m_arrays))
        vertexBytes += va.type < Custom ? 16 : quint64(va.size) * 8 + 16;
    m_vertexBytes = vertexBytes;
    // First the meshes' records, in order, each mesh's arrays allocated
    // here (untouched: on the heap the reader made room for in huge pages);
    // then their data. A record found wrong stops the first pass with its
    // error, which stands unless a mesh before it fails to read.
    model.meshes.reserve(count);
    QList<MeshSpan> spans;
    spans.reserve(count);
    quint64 work = 0;
    for (quint32 i = 0; i < count; ++i) {
        const qint64 at = qint64(field(OfsMeshes)) + qint64(i) * kMeshSize;
        const char *p = m_data + at;
        Mesh mesh;
        QString material;
        if (!text(u32(p), at, &mesh.name) || !text(u32(p + 4), at + 4, &material))
            break;
        const MeshSpan span{u32(p + 8), u32(p + 12), u32(p + 16), u32(p + 20)};
        if (quint64(span.firstVertex) + span.vertexCount > numVertexes) {
            fail(at + 8, tr("mesh %1: vertices %2 to %3 are past the %4 vertices of the file")
                             .arg(i)
                             .arg(span.firstVertex)
                             .arg(quint64(span.firstVertex) + span.vertexCount)
                             .arg(numVertexes));
            break;
        }
        if (quint64(span.firstTriangle) + span.triangleCount > numTriangles) {
            fail(at + 16, tr("mesh %1: triangles %2 to %3 are past the %4 triangles of the file")
                              .arg(i)
                              .arg(span.firstTriangle)
                              .arg(quint64(span.firstTriangle) + span.triangleCount)
                              .arg(numTriangles));
            break;
        }
        if (!material.isEmpty()) {
            auto it = materials.find(material);
            if (it == materials.end()) {
                Material m;
                m.name = material;
                m.maps.append(TextureMap{QStringLiteral("diffuse"), material});
                it = materials.insert(material, int(model.materials.size()));
                model.materials.append(m);
            }
            mesh.material = it.value();
        }
        const quint64 bytes = quint64(span.vertexCount) * vertexBytes + quint64(span.triangleCount) * 12;
        if (!spend(bytes, at, tr("mesh %1").arg(i)))
            break;
        reserveMeshData(mesh, span);
        model.meshes.append(std::move(mesh));
        spans.append(span);
        work += bytes;
    }
    const bool recordsRead = spans.size() == qsizetype(count);

    // The data, a mesh at a time, on the cores where there is much of it.
    // After a failure only the meshes past it are left out, so every mesh
    // before the first failing one is read: the first failure in file
    // order is the one a reading in order would meet.
    // Progress is reported, and Cancel heard, on the calling thread.
    std::vector<MeshFailure> failures(size_t(spans.size()));
    std::atomic<qint64> firstFailure{std::numeric_limits<qint64>::max()};
    Mesh *const meshes = model.meshes.data();
    const bool finished = shareRunsReporting(
        spans.size(), 1, threadsFor(qint64(work), kThreadedMeshBytes),
        [&](qint64 first, qint64 last) {
            for (qint64 i = first; i < last; ++i) {
                if (i > firstFailure.load(std::memory_order_relaxed))
                    return;
                if (!readMeshData(meshes[i], spans[i], int(i), &failures[size_t(i)])) {
                    for (qint64 known = firstFailure.load();
                         i < known && !firstFailure.compare_exchange_weak(known, i);) { }
                    return;
                }
            }
        },
        [&](qint64 read) { return progress(0.7 * double(read) / double(count)); });
    if (!finished)
        return false; // cancelled (progress() said so)
    for (const MeshFailure &f : failures) {
        for (const auto &[offset, message] : f.warnings)
            warn(offset, message);
        if (f.failed)
            return fail(f.offset, f.message);
    }
    return recordsRead;
}

void IqmReader::reserveMeshData(Mesh &mesh, const MeshSpan &span) const
{
    const qsizetype n = span.vertexCount;
    int indexSlots = 0, weightSlots = 0;
    for (const VertexArray &va : m_arrays) {
        switch (va.type) {
        case Position: mesh.positions.reserve(n); break;
        case TexCoord: mesh.texcoords.emplaceBack().reserve(n); break;
        case Normal: mesh.normals.reserve(n); break;
        case Tangent: mesh.tangents.reserve(n); break;
        case Color: mesh.colors.reserve(n); break;
        case BlendIndexes: indexSlots = va.size; break;
        case BlendWeights: weightSlots = va.size; break;
        default: break;
        }
    }
    const int k = std::max(indexSlots, weightSlots);
    if (indexSlots > 0 && weightSlots > 0) {
        mesh.blendWeights.reserve(n * k);
        mesh.blendIndexes.reserve(n * k);
    }
    mesh.triangles.reserve(span.triangleCount);
}

bool IqmReader::readMeshData(Mesh &mesh, const MeshSpan &span, int meshIndex, MeshFailure *failure) const
{
    if (!readMeshStreams(mesh, span.firstVertex, span.vertexCount, meshIndex, failure)
        || !readTriangles(mesh, span, meshIndex, failure))
        return false;
    // IQM holds four slots a vertex; the mesh keeps those it uses.
    dropUnusedInfluenceSlots(mesh);
    return true;
}

bool IqmReader::readTriangles(Mesh &mesh, const MeshSpan &span, int meshIndex, MeshFailure *failure) const
{
    // Triangles, turned mesh-local.
    const quint32 firstVertex = span.firstVertex, vertexCount = span.vertexCount;
    mesh.triangles.resize(span.triangleCount);
    const qint64 triAt = qint64(field(OfsTriangles)) + qint64(span.firstTriangle) * kTriangleSize;
    const char *t = m_data + triAt;
    // A mesh without triangles has no buffer to point into.
    quint32 *dst = span.triangleCount > 0 ? mesh.triangles.data()->data() : nullptr;
    const size_t corners = size_t(span.triangleCount) * 3;
    if (rebaseCorners(t, dst, corners, firstVertex, vertexCount))
        return readBorrowedVertices(mesh, span, meshIndex, failure);
    return true;
}

bool IqmReader::readMeshStreams(Mesh &mesh, quint32 first, quint32 count, int meshIndex, MeshFailure *failure) const
{
    const QString what = tr("mesh %1").arg(meshIndex);
    const VertexArray *indexes = nullptr;
    const VertexArray *weights = nullptr;
    static const float zero4[4] = {0, 0, 0, 0};
    static const float tangentDefaults[4] = {0, 0, 0, 1};
    static const float colorDefaults[4] = {0, 0, 0, 1};
    for (const VertexArray &va : m_arrays) {
        const quint64 stride = quint64(va.size) * kFormatSizes[va.format];
        const qint64 at = qint64(va.offset) + qint64(first) * qint64(stride);
        const char *src = m_data + at;
        // Offset of float element e of a stream with `dst` components.
        auto elementOffset = [&](qsizetype e, int dst) {
            return at + qint64(e / dst) * qint64(stride)
                   + qint64(std::min<int>(int(e % dst), va.size - 1)) * kFormatSizes[va.format];
        };
        // A stream of float vectors; float data of the same width is taken
        // as it is, in one copy.
        auto readStream = [&](auto &list, const float *defaults) {
            using V = typename std::decay_t<decltype(list)>::value_type;
            constexpr int n = int(sizeof(V) / sizeof(float));
            if (va.format == Float && va.size == n && quintptr(src) % alignof(V) == 0
                && Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
                // Into the room reserveMeshData made: no new allocation, and
                // appended as copied (a resize would first set every value to
                // zero, a pass over memory the copy overwrites).
                using Iterator = typename std::decay_t<decltype(list)>::const_iterator;
                const V *const values = reinterpret_cast<const V *>(src);
                list.clear();
                list.append(Iterator(values), Iterator(values + count));
            } else {
                list.resize(count);
                componentsToFloats(src, va.format, va.size, count, true, reinterpret_cast<float *>(list.data()), n,
                                   defaults);
            }
            const float *values = reinterpret_cast<const float *>(list.constData());
            const qsizetype bad = firstNonFinite(values, qsizetype(count) * n);
            if (bad < 0)
                return true;
            if (va.type != Normal && va.type != Tangent)
                return failed(failure, elementOffset(bad, n),
                              tr("%1: %2 of vertex %3 is not a finite number")
                                  .arg(what, typeName(va.type))
                                  .arg(quint64(first) + bad / n));
            // A renderer recomputes a broken normal or tangent (or never
            // reads it): kept as stored, said in a warning.
            qsizetype vertices = 0;
            for (qsizetype v = bad / n; v < qsizetype(count); ++v)
                vertices += firstNonFinite(values + v * n, n) >= 0 ? 1 : 0;
            failure->warnings.append(
                {elementOffset(bad, n),
                 tr("%1: %2 of vertex %3 is not a finite number (%n vertices have one); kept as stored, as "
                    "the engines read it",
                    nullptr, int(vertices))
                     .arg(what, typeName(va.type))
                     .arg(quint64(first) + bad / n)});
            return true;
        };
        switch (va.type) {
        case Position:
            if (!readStream(mesh.positions, zero4))
                return false;
            break;
        case TexCoord:
            // The set reserveMeshData made (the first: a file has one).
            if (!readStream(mesh.texcoords.isEmpty() ? mesh.texcoords.emplaceBack() : mesh.texcoords.first(), zero4))
                return false;
            break;
        case Normal:
            if (!readStream(mesh.normals, zero4))
                return false;
            break;
        case Tangent:
            if (!readStream(mesh.tangents, tangentDefaults))
                return false;
            break;
        case Color:
            if (!readStream(mesh.colors, colorDefaults))
                return false;
            break;
        case BlendIndexes: indexes = &va; break;
        case BlendWeights: weights = &va; break;
        default: {
            CustomAttribute c;
            c.name = va.name;
            c.type = ComponentType(va.format);
            c.components = va.size;
            c.values.resize(qsizetype(count) * va.size);
            componentsToDoubles(src, va.format, qsizetype(count) * va.size, c.values.data());
            const qsizetype bad = firstNonFinite(c.values.constData(), c.values.size());
            if (bad >= 0)
                return failed(failure, at + qint64(bad) * kFormatSizes[va.format],
                              tr("%1: custom array \"%2\" holds a number that is not finite").arg(what, va.name));
            mesh.customs.append(std::move(c));
            break;
        }
        }
    }
    if (mesh.positions.isEmpty() && count > 0)
        mesh.positions.resize(count); // no position array: the vertices still exist
    customsToExtraStreams(mesh);
    if (indexes && weights) {
        const int k = std::max(indexes->size, weights->size);
        mesh.influencesPerVertex = k;
        mesh.blendWeights.resize(qsizetype(count) * k);
        mesh.blendIndexes.resize(qsizetype(count) * k);
        const qint64 wAt = qint64(weights->offset) + qint64(first) * weights->size * kFormatSizes[weights->format];
        if (!k || count == 0)
            return true;
        componentsToFloats(m_data + wAt, weights->format, weights->size, count, true, mesh.blendWeights.data(), k,
                           zero4);
        const qsizetype bad = firstNonFinite(mesh.blendWeights.constData(), mesh.blendWeights.size());
        if (bad >= 0)
            return failed(
                failure, wAt,
                tr("%1: a blend weight of vertex %2 is not a finite number").arg(what).arg(quint64(first) + bad / k));
        const quint32 isize = kFormatSizes[indexes->format];
        const quint32 jointLimit = std::max(field(NumJoints), field(NumPoses));
        if (indexes->format == UByte && indexes->size == k) {
            // The recommended layout: bytes straight into the stream; any
            // index of a weighted slot past the joints is looked for after.
            const quint8 *src = reinterpret_cast<const quint8 *>(m_data) + indexes->offset + qsizetype(first) * k;
            quint32 *dst = mesh.blendIndexes.data();
            const float *w = mesh.blendWeights.constData();
            quint32 highest = 0;
            for (qsizetype e = 0; e < qsizetype(count) * k; ++e) {
                dst[e] = src[e];
                highest = std::max(highest, w[e] != 0.0f ? dst[e] : 0u);
            }
            if (highest < jointLimit)
                return true;
        }
        const qint64 iAt = qint64(indexes->offset) + qint64(first) * indexes->size * isize;
        const quint32 numJoints = jointLimit;
        QList<double> raw(indexes->size);
        for (quint32 v = 0; v < count; ++v) {
            const qint64 vAt = iAt + qint64(v) * indexes->size * isize;
            componentsToDoubles(m_data + vAt, indexes->format, indexes->size, raw.data());
            for (int j = 0; j < k; ++j) {
                const double x = j < indexes->size ? raw[j] : 0.0;
                const float w = mesh.blendWeights[qsizetype(v) * k + j];
                if (!(x >= 0 && x <= 4294967295.0) || (w != 0 && x >= numJoints))
                    return failed(failure, vAt + qint64(j) * isize,
                                  tr("%1: vertex %2 is bound to joint %3, but there are %4 joints")
                                      .arg(what)
                                      .arg(quint64(first) + v)
                                      .arg(x)
                                      .arg(numJoints));
                mesh.blendIndexes[qsizetype(v) * k + j] = quint32(x);
            }
        }
    }
    return true;
}

bool IqmReader::parseAdjacency()
{
    const quint32 ofs = field(OfsAdjacency);
    const quint32 count = field(NumTriangles);
    if (ofs == 0 || count == 0)
        return true;
    if (!checkRange(count, kTriangleSize, ofs, headerFieldOffset(OfsAdjacency), tr("adjacency")))
        return false;
    // Derived data, not loaded: the writer generates it again. Only its
    // place is checked; its values are never read (which also keeps its
    // pages of a mapped file out of memory).
    return true;
}

bool IqmReader::parseCommentAndExtensions()
{
    Model &model = m_result.model;
    if (!checkTable(NumComment, OfsComment, 1, tr("the comment")))
        return false;
    if (field(NumComment) > 0) {
        const char *c = m_data + field(OfsComment);
        const size_t n = strnlen(c, field(NumComment));
        if (n > 0)
            model.extras.insert(QStringLiteral("iqm.comment"), QString::fromUtf8(c, qsizetype(n)));
    }
    const quint32 count = field(NumExtensions);
    if (count == 0)
        return true;
    if (quint64(count) * kExtensionSize > m_limit)
        return fail(headerFieldOffset(NumExtensions),
                    tr("%1 extensions cannot fit in %2 bytes").arg(count).arg(m_limit));
    QVariantList extensions;
    quint32 ofs = field(OfsExtensions);
    qint64 reportAt = headerFieldOffset(OfsExtensions);
    for (quint32 i = 0; i < count; ++i) {
        if (!checkRange(1, kExtensionSize, ofs, reportAt, tr("extension %1").arg(i)))
            return false;
        const char *p = m_data + ofs;
        QString name;
        if (!text(u32(p), ofs, &name))
            return false;
        const quint32 numData = u32(p + 4), ofsData = u32(p + 8);
        if (!checkRange(numData, 1, ofsData, ofs + 8, tr("the data of extension %1 (%2)").arg(i).arg(name)))
            return false;
        extensions.append(QVariantMap{{QStringLiteral("name"), name},
                                      {QStringLiteral("data"), QByteArray(m_data + ofsData, numData)}});
        reportAt = ofs + 12;
        ofs = u32(p + 12);
        if (ofs == 0 && i + 1 < count)
            return fail(reportAt, tr("the extension list ends after %1 of %2 extensions").arg(i + 1).arg(count));
    }
    model.extras.insert(QStringLiteral("iqm.extensions"), extensions);
    return true;
}

} // namespace quarry::iqm

namespace quarry {

using namespace iqm;

bool probeIqm(QByteArrayView head)
{
    return head.size() >= 16 && std::memcmp(head.data(), kMagic, 16) == 0;
}

ReadResult readIqm(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    ReadResult r = IqmReader(path, data, options).run();
    // The file as read, for writing it back as it was (IqmReplay.h).
    if (r.ok() && options.options.value(QLatin1String(kIqmKeepSourceOption), true).toBool())
        r.model.extras.insert(QLatin1String(kIqmSource), data.toByteArray());
    return r;
}

} // namespace quarry
