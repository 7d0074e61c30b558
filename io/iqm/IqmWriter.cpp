#include "io/iqm/IqmWriter.h"
#include "model/MaterialNames.h"

#include "io/HugePages.h"
#include "io/MorphTracksLeftOut.h"
#include "io/Progress.h"

#include "io/iqm/IqmAdjacency.h"
#include "io/iqm/IqmBlendBytes.h"
#include "io/iqm/IqmBounds.h"
#include "io/iqm/IqmComponents.h"
#include "io/iqm/IqmFormat.h"
#include "io/iqm/IqmFrameEncoder.h"
#include "io/iqm/IqmNamedArrays.h"
#include "io/iqm/IqmOutput.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmReplay.h"
#include "io/kept/KeptSource.h"
#include "model/Pose.h"
#include "model/Translate.h"
#include "model/ops/Resample.h"
#include "model/ops/Weights.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <future>
#include <vector>

namespace quarry {

using namespace iqm;

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

struct CustomLayout
{
    QString name;
    ComponentType type;
    int components;
};

struct Layout
{
    bool texcoords = false, normals = false, tangents = false, blends = false, colors = false;
    QList<CustomLayout> customs;
    quint32 indexFormat = UByte;
};

} // namespace

struct IqmSharedAnimation
{
    QList<Animation> animations; // on fixed frames
    QList<Diagnostic> warnings; // from putting them there
    EncodedFrames frames;
    QList<float> bounds; // empty: none written
};

static WriteResult writeIqmFile(const Model &source, const QString &path, const WriteOptions &options);

WriteResult writeIqm(const Model &source, const QString &path, const WriteOptions &options)
{
    WriteResult r = writeIqmFile(source, path, options);
    // IQM keeps a material's name alone (a mesh's material string).
    if (r.ok())
        if (std::optional<Diagnostic> note = materialColoursNotWritten(source, path, QStringLiteral("IQM")))
            r.notes.append(*note);
    return r;
}

static WriteResult writeIqmFile(const Model &source, const QString &path, const WriteOptions &options)
{
    // The file it was read from, as it was or with new names, when that is
    // what the model holds (IqmReplay.h).
    QStringList keptNotes;
    if (std::optional<QByteArray> kept = replayIqm(source, path, &keptNotes)) {
        WriteResult result;
        result.data = std::move(*kept);
        for (const QString &note : std::as_const(keptNotes))
            result.notes.append(Diagnostic{path, -1, -1, note});
        if (options.progress && !options.progress(1.0))
            return WriteResult::failure(path, cancelledMessage());
        return result;
    }
    std::shared_ptr<IqmSharedAnimation> none;
    WriteResult r = writeIqm(source, path, options, none);
    if (r.ok() && source.extras.contains(QLatin1String(kIqmSource)))
        r.notes.append(writtenAnewNote(path, tr("the edit changed more than names, vertex values and triangles")));
    return r;
}

WriteResult writeIqm(const Model &source, const QString &path, const WriteOptions &options,
                     std::shared_ptr<IqmSharedAnimation> &shared)
{
    const bool reuse = shared != nullptr;
    if (!reuse)
        shared = std::make_shared<IqmSharedAnimation>();
    WriteResult result;
    auto warn = [&](const QString &message) { result.warnings.append(Diagnostic{path, -1, -1, message}); };
    const Model &model = source;
    const Skeleton &skeleton = model.skeleton;
    const qsizetype joints = skeleton.joints.size();
    if (!skeleton.isTopologicallyOrdered())
        return WriteResult::failure(path, tr("the skeleton has a joint whose parent comes after it"));

    // Meshes as written: at most four influences.
    QList<Mesh> meshes = model.meshes;
    qsizetype limited = 0;
    for (qsizetype m = 0; m < meshes.size(); ++m) {
        const QString problem = meshes[m].validate();
        if (!problem.isEmpty())
            return WriteResult::failure(path, tr("mesh %1 (%2): %3").arg(m).arg(meshes[m].name, problem));
        if (meshes[m].influencesPerVertex > 4)
            limited += limitInfluences(meshes[m], 4);
        extraStreamsToCustoms(meshes[m]);
        if (!meshes[m].morphs.isEmpty())
            warn(tr("mesh %1 (%2): IQM has no morph targets; %3 are not written")
                     .arg(m)
                     .arg(meshes[m].name)
                     .arg(meshes[m].morphs.size()));
    }
    if (limited > 0)
        warn(QCoreApplication::translate("IqmWriter",
                                         "%n vertices had more than 4 influences; the 4 largest are kept, "
                                         "renormalized",
                                         nullptr, int(limited)));
    if (!model.shapes.isEmpty())
        warn(tr("IQM has no shapes; %1 are not written").arg(model.shapes.size()));
    warnMorphTracksLeftOut(model, QStringLiteral("IQM"), path, result.warnings);

    // Animations on fixed frames. IQM frames are poses of joints: without
    // a skeleton there is nothing to animate.
    if (!reuse) {
        QList<Animation> &fixed = shared->animations;
        fixed = model.animations;
        const qsizetype before = result.warnings.size();
        if (joints == 0 && !fixed.isEmpty()) {
            warn(tr("the model has no joints; its %1 animations are not written").arg(fixed.size()));
            fixed.clear();
        }
        for (Animation &a : fixed) {
            if (!isFixedRate(a)) {
                a = resampleAnimation(a, a.fps);
                warn(tr("animation \"%1\" was resampled at %2 frames per second").arg(a.name).arg(a.fps));
            }
        }
        shared->warnings = result.warnings.mid(before);
    } else {
        for (const Diagnostic &d : std::as_const(shared->warnings))
            warn(d.message);
    }
    const QList<Animation> &animations = shared->animations;

    const bool animationOnly = meshes.isEmpty() && model.writesAnimationOnly(true);
    Layout layout;
    quint64 vertexCount = 0, triangleCount = 0;
    for (const Mesh &m : std::as_const(meshes)) {
        vertexCount += quint64(m.vertexCount());
        triangleCount += quint64(m.triangles.size());
        layout.texcoords |= !m.texcoords.isEmpty();
        layout.normals |= !m.normals.isEmpty();
        layout.tangents |= !m.tangents.isEmpty();
        layout.blends |= m.isSkinned();
        layout.colors |= !m.colors.isEmpty();
        for (const CustomAttribute &c : m.customs) {
            auto it = std::find_if(layout.customs.begin(), layout.customs.end(),
                                   [&](const CustomLayout &l) { return l.name == c.name; });
            if (it == layout.customs.end())
                layout.customs.append({c.name, c.type, c.components});
            else if (it->type != c.type || it->components != c.components)
                warn(tr("custom array \"%1\" differs in format between meshes; the first mesh's is used").arg(c.name));
        }
    }
    if (vertexCount > 0xFFFFFFF0u || triangleCount > 0x15555555u)
        return WriteResult::failure(path, tr("the model is too large for an IQM file"));
    if (layout.blends && joints > 256)
        layout.indexFormat = UShort;
    if (joints > 65536)
        return WriteResult::failure(path, tr("IQM cannot index %1 joints").arg(joints));

    // Progress in vertices and triangles handled: blends, each vertex
    // array, triangles and their adjacency; frames count as their poses.
    qsizetype frameCount = 0;
    for (const Animation &a : std::as_const(animations))
        frameCount += a.frameCount();
    const quint64 framePoses = quint64(frameCount) * quint64(joints);
    ProgressMeter meter(options.progress, double(vertexCount) * 7 + double(triangleCount) * 2 + double(framePoses) * 2);
    std::atomic_bool stopAdjacency{false}; // outlives the adjacency thread (below)
    auto cancelled = [&] {
        stopAdjacency = true; // the future, destroyed on return, waits for its thread
        return WriteResult::failure(path, cancelledMessage());
    };

    StringTable strings;
    Output out;
    // Room for the whole file, or near enough (at most every channel of
    // every frame stored, and a frame's bounds), in huge pages where large.
    out.bytes.reserve(qsizetype(vertexCount) * 64 + qsizetype(triangleCount) * 24
                      + qsizetype(framePoses) * kChannels * 2 + frameCount * qsizetype(kBoundsSize)
                      + joints * qsizetype(kJointSize + kPoseSize) + 4096);
    adviseHugePages(out.bytes.data(), out.bytes.capacity());
    out.bytes.append(kMagic, 16);
    out.bytes.append(int(4 * HeaderFieldCount), '\0');
    out.header(Version, kVersion);
    out.header(Flags, model.extras.value(QStringLiteral("iqm.flags")).toUInt());

    // Strings are added in a fixed order so the table is stable.
    QList<quint32> meshNames, meshMaterials, customNames, jointNames, animNames, extensionNames;
    for (const Mesh &m : std::as_const(meshes)) {
        meshNames.append(strings.add(m.name));
        QString material;
        if (m.material >= 0 && m.material < model.materials.size())
            material = materialReference(model.materials[m.material]);
        meshMaterials.append(strings.add(material));
    }
    for (const CustomLayout &c : std::as_const(layout.customs))
        customNames.append(strings.add(c.name.isEmpty() ? QStringLiteral("custom") : c.name));
    if (!animationOnly)
        for (const Joint &j : skeleton.joints)
            jointNames.append(strings.add(j.name));
    for (const Animation &a : std::as_const(animations))
        animNames.append(strings.add(a.name));
    const QVariantList extensions = model.extras.value(QStringLiteral("iqm.extensions")).toList();
    for (const QVariant &e : extensions)
        extensionNames.append(strings.add(e.toMap().value(QStringLiteral("name")).toString()));

    out.header(NumText, quint32(strings.bytes().size()));
    out.header(OfsText, out.align(4));
    out.bytes.append(strings.bytes());

    // Meshes.
    if (!meshes.isEmpty()) {
        out.header(NumMeshes, quint32(meshes.size()));
        out.header(OfsMeshes, out.align(4));
        quint32 firstVertex = 0, firstTriangle = 0;
        for (qsizetype m = 0; m < meshes.size(); ++m) {
            out.u32(meshNames[m]);
            out.u32(meshMaterials[m]);
            out.u32(firstVertex);
            out.u32(quint32(meshes[m].vertexCount()));
            out.u32(firstTriangle);
            out.u32(quint32(meshes[m].triangles.size()));
            firstVertex += quint32(meshes[m].vertexCount());
            firstTriangle += quint32(meshes[m].triangles.size());
        }
    }

    // Vertex arrays: the records first (offsets filled in below), then data.
    struct ArrayRecord
    {
        quint32 type, format, size;
    };
    QList<ArrayRecord> records;
    if (vertexCount > 0) {
        records.append({Position, Float, 3});
        if (layout.texcoords)
            records.append({TexCoord, Float, 2});
        if (layout.normals)
            records.append({Normal, Float, 3});
        if (layout.tangents)
            records.append({Tangent, Float, 4});
        if (layout.blends) {
            records.append({BlendIndexes, layout.indexFormat, 4});
            records.append({BlendWeights, UByte, 4});
        }
        if (layout.colors)
            records.append({Color, UByte, 4});
        for (qsizetype c = 0; c < layout.customs.size(); ++c)
            records.append(
                {Custom + customNames[c], quint32(layout.customs[c].type), quint32(layout.customs[c].components)});
    }
    quint32 recordsAt = 0;
    if (!records.isEmpty()) {
        out.header(NumVertexArrays, quint32(records.size()));
        out.header(NumVertexes, quint32(vertexCount));
        recordsAt = out.align(4);
        out.header(OfsVertexArrays, recordsAt);
        for (const ArrayRecord &r : std::as_const(records)) {
            out.u32(r.type);
            out.u32(0);
            out.u32(r.format);
            out.u32(r.size);
            out.u32(0);
        }
    }
    // Quantized blend data per mesh (indexes as little-endian ushorts).
    BlendBytes blendBytes;
    if (layout.blends) {
        QString error;
        if (!makeBlendBytes(meshes, joints, meter, blendBytes, error))
            return error.isEmpty() ? cancelled() : WriteResult::failure(path, error);
    } else {
        blendBytes.weights.resize(meshes.size());
        blendBytes.indexes.resize(meshes.size());
    }
    const QList<QByteArray> &weightBytes = blendBytes.weights, &indexWords = blendBytes.indexes;
    // Triangles with global vertex indexes, and their adjacency on a
    // thread of its own while the rest is written; its place in the file
    // is kept and filled in. On a little-endian machine the thread reads
    // the positions and triangles where the file holds them and writes the
    // adjacency there (no copies of them, tens of megabytes for a large
    // model), so it starts once they are written (below); elsewhere it
    // works on copies from here.
    constexpr bool inPlace = Q_BYTE_ORDER == Q_LITTLE_ENDIAN;
    QList<Triangle> triangles;
    QList<quint32> neighbours;
    std::future<bool> adjacency; // (after what its thread uses: destroyed first, it waits for the thread)
    if (!inPlace && triangleCount > 0) {
        QList<QVector3D> positions;
        triangles.reserve(qsizetype(triangleCount));
        positions.reserve(qsizetype(vertexCount));
        quint32 base = 0;
        for (const Mesh &m : std::as_const(meshes)) {
            for (const Triangle &t : m.triangles)
                triangles.append({t[0] + base, t[1] + base, t[2] + base});
            positions.append(m.positions);
            base += quint32(m.vertexCount());
        }
        QByteArray blends = layout.blends ? joinedBlendBytes(blendBytes) : QByteArray();
        neighbours.resize(triangles.size() * 3);
        adjacency = std::async(std::launch::async, [&triangles, positions = std::move(positions),
                                                    blends = std::move(blends), &stopAdjacency,
                                                    into = neighbours.data()] {
            return triangleAdjacency(triangles.constData(), triangles.size(), positions.constData(), positions.size(),
                                     VertexBytes{blends.constData(), blends.isEmpty() ? 0 : 12}, {}, into,
                                     &stopAdjacency);
        });
    }
    qsizetype positionsAt = -1;
    // Where the file holds each vertex's blend indexes and weights, and
    // the bytes of a vertex's indexes (0: no blend arrays).
    qsizetype blendIndexesAt = -1, blendWeightsAt = -1, indexBytes = 0;
    for (qsizetype r = 0; r < records.size(); ++r) {
        if (!meter.advance(double(vertexCount) * 6 / double(records.size())))
            return cancelled();
        const ArrayRecord &rec = records[r];
        const quint32 at = out.align(std::max<quint32>(kFormatSizes[rec.format], 4));
        out.set(recordsAt + quint32(r) * kVertexArraySize + 16, at);
        if (rec.type == Position)
            positionsAt = at;
        if (rec.type == BlendIndexes) {
            blendIndexesAt = at;
            indexBytes = rec.format == UShort ? 8 : 4;
        }
        if (rec.type == BlendWeights)
            blendWeightsAt = at;
        for (qsizetype m = 0; m < meshes.size(); ++m) {
            const Mesh &mesh = meshes[m];
            const qsizetype n = mesh.vertexCount();
            auto floats = [&](const float *data, qsizetype count, int size) {
                if (!data) {
                    out.bytes.append(n * size * 4, '\0');
                    return;
                }
                if (Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
                    out.bytes.append(reinterpret_cast<const char *>(data), count * size * 4);
                } else {
                    for (qsizetype i = 0; i < count * size; ++i)
                        out.f32(data[i]);
                }
            };
            switch (rec.type) {
            case Position: floats(reinterpret_cast<const float *>(mesh.positions.constData()), n, 3); break;
            case TexCoord:
                floats(mesh.texcoords.isEmpty() ? nullptr
                                                : reinterpret_cast<const float *>(mesh.texcoords[0].constData()),
                       n, 2);
                break;
            case Normal:
                floats(mesh.normals.isEmpty() ? nullptr : reinterpret_cast<const float *>(mesh.normals.constData()), n,
                       3);
                break;
            case Tangent:
                floats(mesh.tangents.isEmpty() ? nullptr : reinterpret_cast<const float *>(mesh.tangents.constData()),
                       n, 4);
                break;
            case BlendIndexes: appendBlendIndexes(out.bytes, indexWords[m], rec.format == UShort); break;
            case BlendWeights: out.bytes.append(weightBytes[m]); break;
            case Color:
                for (qsizetype v = 0; v < n; ++v) {
                    for (int c = 0; c < 4; ++c) {
                        const float x = mesh.colors.isEmpty() ? 0.0f : mesh.colors[v][c];
                        out.bytes.append(char(quint8(std::clamp(std::lround(double(x) * 255.0), 0L, 255L))));
                    }
                }
                break;
            default: {
                const CustomLayout &l = layout.customs[r - (records.size() - layout.customs.size())];
                const quint32 fsize = kFormatSizes[quint32(l.type)];
                const qsizetype count = n * l.components;
                QByteArray chunk(count * fsize, '\0');
                auto it = std::find_if(mesh.customs.cbegin(), mesh.customs.cend(),
                                       [&](const CustomAttribute &c) { return c.name == l.name; });
                if (it != mesh.customs.cend()) {
                    QList<double> values(count, 0.0);
                    for (qsizetype v = 0; v < n; ++v)
                        for (int c = 0; c < std::min(l.components, it->components); ++c)
                            values[v * l.components + c] = it->values[v * it->components + c];
                    doublesToComponents(values.constData(), quint32(l.type), count, chunk.data());
                }
                out.bytes.append(chunk);
                break;
            }
            }
        }
    }

    qsizetype adjacencyAt = -1;
    if (triangleCount > 0) {
        out.header(NumTriangles, quint32(triangleCount));
        const qsizetype trianglesAt = out.align(4);
        out.header(OfsTriangles, quint32(trianglesAt));
        if (inPlace) {
            out.bytes.resize(trianglesAt + qsizetype(triangleCount) * kTriangleSize);
            Triangle *to = reinterpret_cast<Triangle *>(out.bytes.data() + trianglesAt);
            quint32 base = 0;
            for (const Mesh &m : std::as_const(meshes)) {
                for (const Triangle &t : m.triangles)
                    *to++ = {t[0] + base, t[1] + base, t[2] + base};
                base += quint32(m.vertexCount());
            }
        } else {
            out.values(triangles.constData()->data(), triangles.size() * 3);
        }
        out.header(OfsAdjacency, out.align(4));
        adjacencyAt = out.bytes.size();
        out.bytes.resize(adjacencyAt + qsizetype(triangleCount) * kTriangleSize);
        if (inPlace) {
            // Room for all that is written while the thread works, so that
            // the bytes it reads and writes stay where they are.
            out.bytes.reserve(out.bytes.size() + joints * qsizetype(kJointSize + kPoseSize)
                              + animations.size() * qsizetype(kAnimSize) + qsizetype(framePoses) * kChannels * 2
                              + frameCount * qsizetype(kBoundsSize) + 64);
            const char *bytes = out.bytes.constData();
            // A vertex's skinning as the file stores it: one-byte indexes
            // where there are at most 256 joints tell vertices apart as
            // the ushorts do.
            const VertexBytes indexes{indexBytes == 0 ? nullptr : bytes + blendIndexesAt, indexBytes};
            const VertexBytes weights{indexBytes == 0 ? nullptr : bytes + blendWeightsAt, indexBytes == 0 ? 0 : 4};
            adjacency = std::async(std::launch::async, [bytes, trianglesAt, positionsAt, adjacencyAt, triangleCount,
                                                        vertexCount, into = out.bytes.data() + adjacencyAt, indexes,
                                                        weights, &stopAdjacency] {
                return triangleAdjacency(
                    reinterpret_cast<const Triangle *>(bytes + trianglesAt), qsizetype(triangleCount),
                    reinterpret_cast<const QVector3D *>(bytes + positionsAt), qsizetype(vertexCount), indexes, weights,
                    reinterpret_cast<quint32 *>(into), &stopAdjacency);
            });
        }
    }
    if (!meter.advance(double(triangleCount)))
        return cancelled();

    // Joints and poses.
    if (joints > 0 && !animationOnly) {
        out.header(NumJoints, quint32(joints));
        out.header(OfsJoints, out.align(4));
        for (qsizetype j = 0; j < joints; ++j) {
            const Joint &joint = skeleton.joints[j];
            out.u32(jointNames[j]);
            out.i32(joint.parent);
            const Transform &b = joint.bind;
            for (float v : {b.translation.x(), b.translation.y(), b.translation.z(), b.rotation.x(), b.rotation.y(),
                            b.rotation.z(), b.rotation.scalar(), b.scale.x(), b.scale.y(), b.scale.z()})
                out.f32(v);
        }
    }
    if (!reuse)
        shared->frames = encodeFrames(skeleton, animations);
    const EncodedFrames &frames = shared->frames;
    if (!meter.advance(double(framePoses)))
        return cancelled();
    if (joints > 0 && (!animations.isEmpty() || animationOnly)) {
        out.header(NumPoses, quint32(joints));
        out.header(OfsPoses, out.align(4));
        for (const EncodedPose &p : frames.poses) {
            out.i32(p.parent);
            out.u32(p.mask);
            for (float v : p.offset)
                out.f32(v);
            for (float v : p.scale)
                out.f32(v);
        }
    }
    if (!animations.isEmpty()) {
        out.header(NumAnims, quint32(animations.size()));
        out.header(OfsAnims, out.align(4));
        quint32 first = 0;
        for (qsizetype a = 0; a < animations.size(); ++a) {
            const Animation &anim = animations[a];
            const quint32 count = quint32(anim.frameCount());
            out.u32(animNames[a]);
            out.u32(first);
            out.u32(count);
            out.f32(float(anim.fps));
            out.u32((anim.loop ? quint32(Loop) : 0u) | anim.extras.value(QStringLiteral("iqm.flags")).toUInt());
            first += count;
        }
    }
    if (frames.frameCount > 0 && joints > 0) {
        out.header(NumFrames, quint32(frames.frameCount));
        out.header(NumFrameChannels, quint32(frames.channelCount));
        if (frames.channelCount > 0) {
            out.header(OfsFrames, out.align(4));
            out.values(frames.data.get(), qsizetype(frames.frameCount) * frames.channelCount);
        }
        if (vertexCount > 0) {
            out.header(OfsBounds, out.align(4));
            // The bounds the file was read with while what they were
            // computed from is unchanged; otherwise the joints' moved boxes
            // (conservativeFrameBounds: every skinned vertex inside, a
            // little larger than the exact ones).
            const QByteArray kept = model.extras.value(QStringLiteral("iqm.bounds")).toByteArray();
            const quint64 keptKey = model.extras.value(QStringLiteral("iqm.boundsKey")).toULongLong();
            if (reuse && !shared->bounds.isEmpty()) {
                out.values(shared->bounds.constData(), shared->bounds.size());
                if (!meter.advance(double(framePoses)))
                    return cancelled();
            } else if (kept.size() == qsizetype(frames.frameCount) * qsizetype(kBoundsSize) && keptKey != 0
                       && boundsInputsKey(out.bytes.constData(), quint64(out.bytes.size())) == keptKey) {
                out.bytes.append(kept);
                shared->bounds.resize(kept.size() / 4);
                qFromLittleEndian<float>(kept.constData(), shared->bounds.size(), shared->bounds.data());
                if (!meter.advance(double(framePoses)))
                    return cancelled();
            } else {
                double boundsDone = 0;
                const QList<float> bounds = conservativeFrameBounds(
                    skeleton, meshes, frames, weightBytes, indexWords, [&](double f) {
                        const double units = f * double(framePoses) - boundsDone;
                        boundsDone += units;
                        return meter.advance(units);
                    });
                if (meter.cancelled())
                    return cancelled();
                out.values(bounds.constData(), bounds.size());
                shared->bounds = bounds;
            }
        }
    }
    if (!meter.report())
        return cancelled();

    if (adjacency.valid()) {
        while (adjacency.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready)
            if (!meter.report())
                return cancelled(); // (after the thread has finished: the future waits)
        meter.advance(double(triangleCount));
        if (!adjacency.get())
            return cancelled();
        if (!inPlace)
            qToLittleEndian<quint32>(neighbours.constData(), neighbours.size(), out.bytes.data() + adjacencyAt);
    }

    // Comment and extensions.
    // An IQE file's comment section becomes the IQM comment.
    QVariant comment = model.extras.value(QStringLiteral("iqm.comment"));
    if (!comment.isValid())
        comment = model.extras.value(QStringLiteral("iqe.comment"));
    const QByteArray utf8 = comment.typeId() == QMetaType::QByteArray ? comment.toByteArray()
                                                                      : comment.toString().toUtf8();
    if (!utf8.isEmpty()) {
        out.header(NumComment, quint32(utf8.size() + 1));
        out.header(OfsComment, out.align(4));
        out.bytes.append(utf8);
        out.bytes.append('\0');
    }
    if (!extensions.isEmpty()) {
        QList<quint32> dataAt;
        for (const QVariant &e : extensions) {
            dataAt.append(out.align(4));
            out.bytes.append(e.toMap().value(QStringLiteral("data")).toByteArray());
        }
        const quint32 first = out.align(4);
        out.header(NumExtensions, quint32(extensions.size()));
        out.header(OfsExtensions, first);
        for (qsizetype i = 0; i < extensions.size(); ++i) {
            out.u32(extensionNames[i]);
            out.u32(quint32(extensions[i].toMap().value(QStringLiteral("data")).toByteArray().size()));
            out.u32(dataAt[i]);
            out.u32(i + 1 < extensions.size() ? first + quint32(i + 1) * kExtensionSize : 0);
        }
    }
    if (quint64(out.bytes.size()) > 0xFFFFFFFFu)
        return WriteResult::failure(path, tr("the model is too large for an IQM file"));
    out.header(FileSize, quint32(out.bytes.size()));
    result.data = std::move(out.bytes);
    return result;
}

} // namespace quarry
