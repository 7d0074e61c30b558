#include "io/iqe/IqeParser.h"

#include "io/iqe/IqeReader.h"

#include <QCoreApplication>
#include <QMatrix3x3>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <thread>
#include <utility>

namespace quarry::iqe {

namespace {

ComponentType componentFromName(std::string_view s, bool *ok)
{
    static const std::pair<std::string_view, ComponentType> names[] = {
        {"byte", ComponentType::Byte},     {"ubyte", ComponentType::UByte}, {"short", ComponentType::Short},
        {"ushort", ComponentType::UShort}, {"int", ComponentType::Int},     {"uint", ComponentType::UInt},
        {"half", ComponentType::Half},     {"float", ComponentType::Float}, {"double", ComponentType::Double}};
    for (const auto &[name, type] : names)
        if (name == s) {
            *ok = true;
            return type;
        }
    *ok = false;
    return ComponentType::Float;
}

} // namespace

MeshBuild &Parser::currentMesh()
{
    if (!m_current) {
        MeshBuild b;
        b.implicit = true;
        b.line = m_line;
        b.firstVertex = m_vertexCount;
        b.firstTriangle = m_triangleCount;
        if (m_hasPendingMaterial) {
            b.materialName = m_pendingMaterial;
            b.hasMaterial = true;
            m_hasPendingMaterial = false;
        }
        m_meshes.append(std::move(b));
        m_current = &m_meshes.last();
    }
    return *m_current;
}

bool Parser::vertexCommand(char kind, LineCursor &c, std::string_view command)
{
    MeshBuild &b = currentMesh();
    Mesh &m = b.mesh;
    switch (kind) {
    case 'p': {
        float v[4] = {0, 0, 0, 1};
        if (!numbers(c, v, 4, command))
            return false;
        // W is not kept: IQE positions default to 3 components.
        m.positions.append(QVector3D(v[0], v[1], v[2]));
        ++m_vertexCount;
        if (m_vertexCount > qint64(std::numeric_limits<quint32>::max()))
            return fail(tr("too many vertices"));
        return true;
    }
    case 't': {
        float v[4] = {0, 0, 0, 0};
        if (!numbers(c, v, 4, command))
            return false;
        if (m.texcoords.isEmpty())
            m.texcoords.append(QList<QVector2D>());
        m.texcoords[0].append(QVector2D(v[0], v[1]));
        return true;
    }
    case 'n': {
        float v[3] = {0, 0, 0};
        bool nonFinite = false;
        if (!numbers(c, v, 3, command, nullptr, &nonFinite))
            return false;
        // The engines' loaders (the IQM compiler, which stores what it reads)
        // take it, and a renderer recomputes it: kept as stored, said once.
        if (nonFinite && !std::exchange(m_saidNormal, true))
            warn(tr("this normal is not a finite number (nor may later ones be); kept as stored, as the engines "
                    "read it"));
        m.normals.append(QVector3D(v[0], v[1], v[2]));
        ++m_normalCount;
        return true;
    }
    case 'x': {
        float v[6] = {0, 0, 0, 1, 0, 0};
        int n = 0;
        bool nonFinite = false;
        if (!numbers(c, v, 6, command, &n, &nonFinite))
            return false;
        if (nonFinite && !std::exchange(m_saidTangent, true))
            warn(tr("this tangent is not a finite number (nor may later ones be); kept as stored, as the engines "
                    "read it"));
        if (n == 5)
            return fail(tr("vx takes 4 numbers (tangent and handedness) or 6 (tangent and bitangent), not 5"));
        if (n == 6) {
            // The handedness is worked out from the normal once the mesh is read.
            m.tangents.append(QVector4D(v[0], v[1], v[2], 1.0f));
            m.bitangents.append(QVector3D(v[3], v[4], v[5]));
            ++b.bitangentVertices;
        } else {
            m.tangents.append(QVector4D(v[0], v[1], v[2], v[3]));
        }
        return true;
    }
    case 'c': {
        float v[4] = {0, 0, 0, 1};
        if (!numbers(c, v, 4, command))
            return false;
        m.colors.append(QVector4D(v[0], v[1], v[2], v[3]));
        return true;
    }
    case 's': {
        int64_t index = 0;
        const NumberStatus s = c.integer(index);
        if (s != NumberStatus::Ok)
            return fail(tr("vs takes one whole number"));
        if (!c.atEnd())
            return fail(tr("vs takes one whole number"));
        if (index < std::numeric_limits<qint32>::min() || index > std::numeric_limits<qint32>::max())
            return fail(tr("smoothing index %1 is out of range").arg(index));
        m.smoothing.vertexIndices.append(qint32(index));
        return true;
    }
    default: {
        const int slot = kind - '0';
        float v[4] = {0, 0, 0, 0};
        if (!numbers(c, v, 4, command))
            return false;
        if (b.customIndex[slot] < 0) {
            CustomAttribute a;
            a.slot = slot;
            a.name = m_customs[slot].name.isEmpty() ? QStringLiteral("custom%1").arg(slot) : m_customs[slot].name;
            a.type = m_customs[slot].type;
            a.components = m_customs[slot].components;
            b.customIndex[slot] = int(m.customs.size());
            m.customs.append(a);
        }
        CustomAttribute &a = m.customs[b.customIndex[slot]];
        for (int i = 0; i < a.components; ++i)
            a.values.append(double(v[i]));
        ++b.customCount[slot];
        return true;
    }
    }
}

bool Parser::blendCommand(LineCursor &c)
{
    MeshBuild &b = currentMesh();
    Mesh &m = b.mesh;
    // Pairs as given; unused slots are index 0 with weight 0.
    QVarLengthArray<std::pair<quint32, float>, 8> pairs;
    for (;;) {
        int64_t index = 0;
        NumberStatus s = c.integer(index);
        if (s == NumberStatus::None)
            break;
        if (s != NumberStatus::Ok)
            return fail(tr("expected a joint index, found \"%1\"").arg(iqe::toQString(c.peek())));
        if (index < 0 || index > std::numeric_limits<qint32>::max())
            return fail(tr("joint index %1 is out of range").arg(index));
        float weight = 0;
        s = c.number(weight);
        if (s == NumberStatus::None)
            return fail(tr("vb takes pairs of joint index and weight; the last index has no weight"));
        if (s != NumberStatus::Ok)
            return numberError(s, c);
        if (index > m_maxBlendIndex) {
            m_maxBlendIndex = index;
            m_maxBlendLine = m_line;
        }
        pairs.append({quint32(index), weight});
    }
    if (pairs.size() > kMaxInfluences) {
        std::stable_sort(pairs.begin(), pairs.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
        pairs.resize(kMaxInfluences);
        float sum = 0;
        for (const auto &p : pairs)
            sum += p.second;
        if (sum > 0)
            for (auto &p : pairs)
                p.second /= sum;
        ++m_cutInfluences;
    }
    const int k = int(pairs.size());
    if (k > m.influencesPerVertex) {
        // Widen every vertex read so far to the new number of slots.
        const int old = m.influencesPerVertex;
        QList<quint32> indexes(b.blendCount * k, 0);
        QList<float> weights(b.blendCount * k, 0.0f);
        for (qsizetype v = 0; v < b.blendCount; ++v)
            for (int i = 0; i < old; ++i) {
                indexes[v * k + i] = m.blendIndexes[v * old + i];
                weights[v * k + i] = m.blendWeights[v * old + i];
            }
        m.blendIndexes = std::move(indexes);
        m.blendWeights = std::move(weights);
        m.influencesPerVertex = k;
    }
    const int stride = m.influencesPerVertex;
    for (int i = 0; i < stride; ++i) {
        m.blendIndexes.append(i < k ? pairs[i].first : 0u);
        m.blendWeights.append(i < k ? pairs[i].second : 0.0f);
    }
    ++b.blendCount;
    return true;
}

bool Parser::faceCommand(bool meshRelative, LineCursor &c)
{
    MeshBuild &b = currentMesh();
    QVarLengthArray<quint32, 8> corners;
    for (;;) {
        int64_t i = 0;
        const NumberStatus s = c.integer(i);
        if (s == NumberStatus::None)
            break;
        if (s != NumberStatus::Ok)
            return fail(tr("expected a vertex index, found \"%1\"").arg(iqe::toQString(c.peek())));
        if (i < -(int64_t(1) << 40) || i > (int64_t(1) << 40))
            return fail(tr("vertex index %1 is out of range").arg(i));
        qint64 g = i < 0 ? m_vertexCount + i : (meshRelative ? b.firstVertex + i : i);
        if (g < 0)
            return fail(tr("vertex index %1 is before the first vertex").arg(i));
        if (g > qint64(std::numeric_limits<quint32>::max()))
            return fail(tr("vertex index %1 is out of range").arg(i));
        if (g >= m_vertexCount && g > m_maxForward) {
            m_maxForward = g;
            m_maxForwardLine = m_line;
        }
        corners.append(quint32(g));
    }
    if (corners.size() < 3)
        return fail(tr("a face needs at least 3 vertex indexes"));
    // A convex polygon becomes a fan around its first corner.
    for (qsizetype k = 2; k < corners.size(); ++k) {
        b.mesh.triangles.append({corners[0], corners[k - 1], corners[k]});
        ++m_triangleCount;
    }
    return true;
}

bool Parser::edgeCommand(LineCursor &c)
{
    MeshBuild &b = currentMesh();
    QVarLengthArray<qint8, 8> flags;
    for (;;) {
        int64_t f = 0;
        const NumberStatus s = c.integer(f);
        if (s == NumberStatus::None)
            break;
        if (s != NumberStatus::Ok)
            return fail(tr("expected an edge flag (0 or 1), found \"%1\"").arg(iqe::toQString(c.peek())));
        flags.append(f > 0 ? 1 : 0);
    }
    if (flags.size() < 3)
        return fail(tr("fs needs at least 3 edge flags"));
    m_smoothUsed = true;
    // The polygon's fan: inner edges always smooth.
    const qsizetype n = flags.size();
    for (qsizetype k = 2; k < n; ++k) {
        std::array<qint8, 3> e;
        e[0] = k == 2 ? flags[0] : qint8(1);
        e[1] = flags[k - 1];
        e[2] = k == n - 1 ? flags[n - 1] : qint8(1);
        b.edges.append(e);
    }
    return true;
}

bool Parser::poseCommand(char kind, LineCursor &c)
{
    Transform t;
    if (kind == 'q') {
        float v[10] = {0, 0, 0, 0, 0, 0, 0, 1, 1, 1};
        int n = 0;
        if (!numbers(c, v, 10, "pq", &n))
            return false;
        float w = v[6];
        if (n < 7) {
            // Qw omitted: the negative root, by the format's rule.
            w = -std::sqrt(std::max(0.0f, 1.0f - v[3] * v[3] - v[4] * v[4] - v[5] * v[5]));
        }
        t.translation = QVector3D(v[0], v[1], v[2]);
        t.rotation = QQuaternion(w, v[3], v[4], v[5]);
        t.scale = QVector3D(v[7], v[8], v[9]);
    } else if (kind == 'm') {
        float v[15] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1};
        if (!numbers(c, v, 15, "pm"))
            return false;
        // Rows A, B, C; the columns' lengths are a scale inside the matrix.
        QMatrix3x3 m;
        QVector3D scale;
        for (int col = 0; col < 3; ++col) {
            const QVector3D column(v[3 + col], v[6 + col], v[9 + col]);
            scale[col] = column.length();
        }
        const double det = double(v[3]) * (double(v[7]) * v[11] - double(v[8]) * v[10])
                           - double(v[4]) * (double(v[6]) * v[11] - double(v[8]) * v[9])
                           + double(v[5]) * (double(v[6]) * v[10] - double(v[7]) * v[9]);
        if (scale.x() == 0 || scale.y() == 0 || scale.z() == 0)
            return fail(tr("pm: the rotation matrix is singular"));
        if (det < 0)
            scale = -scale;
        for (int row = 0; row < 3; ++row)
            for (int col = 0; col < 3; ++col)
                m(row, col) = v[3 + row * 3 + col] / scale[col];
        t.translation = QVector3D(v[0], v[1], v[2]);
        t.rotation = QQuaternion::fromRotationMatrix(m);
        t.scale = QVector3D(v[12], v[13], v[14]) * scale;
    } else {
        float v[9] = {0, 0, 0, 0, 0, 0, 1, 1, 1};
        if (!numbers(c, v, 9, "pa"))
            return false;
        // Radians, applied X then Y then Z: q = qz * qy * qx.
        const double cx = std::cos(v[3] / 2.0), sx = std::sin(v[3] / 2.0);
        const double cy = std::cos(v[4] / 2.0), sy = std::sin(v[4] / 2.0);
        const double cz = std::cos(v[5] / 2.0), sz = std::sin(v[5] / 2.0);
        t.translation = QVector3D(v[0], v[1], v[2]);
        t.rotation = QQuaternion(float(cx * cy * cz + sx * sy * sz), float(sx * cy * cz - cx * sy * sz),
                                 float(cx * sy * cz + sx * cy * sz), float(cx * cy * sz - sx * sy * cz));
        t.scale = QVector3D(v[6], v[7], v[8]);
    }
    if (m_animations.isEmpty()) {
        if (m_basePoses.isEmpty())
            m_basePoseLine = m_line;
        m_basePoses.append(t);
    } else {
        AnimationBuild &a = m_animations.last();
        a.poses.append(t);
    }
    return true;
}

bool Parser::vertexArrayCommand(LineCursor &c, const char *lineBegin, const char *lineEnd)
{
    const std::string_view type = c.word();
    const std::string_view component = c.word();
    int64_t size = 0;
    const NumberStatus s = c.integer(size);
    const std::string_view name = c.name();
    // Kept as written (minus surrounding space) so the writer can give it back.
    QByteArrayView text(lineBegin, lineEnd - lineBegin);
    m_vertexArrays.append(QString::fromUtf8(text.trimmed()));
    if (type.size() == 7 && type.substr(0, 6) == "custom" && type[6] >= '0' && type[6] <= '9') {
        CustomDeclaration &d = m_customs[type[6] - '0'];
        bool ok = false;
        const ComponentType t = componentFromName(component, &ok);
        if (ok)
            d.type = t;
        if (s == NumberStatus::Ok && size >= 1 && size <= 4)
            d.components = int(size);
        if (!name.empty())
            d.name = iqe::toQString(name);
    }
    return true;
}

bool Parser::keywordCommand(std::string_view command, LineCursor &c, const char *lineBegin, const char *lineEnd)
{
    if (command == "mesh") {
        MeshBuild b;
        b.mesh.name = iqe::toQString(c.name());
        b.line = m_line;
        b.firstVertex = m_vertexCount;
        b.firstTriangle = m_triangleCount;
        if (m_hasPendingMaterial) {
            b.materialName = m_pendingMaterial;
            b.hasMaterial = true;
            m_hasPendingMaterial = false;
        }
        m_meshes.append(std::move(b));
        m_current = &m_meshes.last();
    } else if (command == "material") {
        const std::string_view name = c.name();
        if (m_current) {
            m_current->materialName = QByteArray(name.data(), qsizetype(name.size()));
            m_current->hasMaterial = true;
        } else {
            m_pendingMaterial = QByteArray(name.data(), qsizetype(name.size()));
            m_hasPendingMaterial = true;
        }
    } else if (command == "joint") {
        JointBuild j;
        j.name = iqe::toQString(c.name());
        j.line = m_line;
        int64_t parent = -1;
        if (!optionalInteger(c, parent))
            return false;
        j.parent = parent < 0 ? -1 : parent;
        m_joints.append(j);
    } else if (command == "animation") {
        AnimationBuild a;
        a.line = m_line;
        if (!c.atEnd()) {
            a.animation.name = iqe::toQString(c.name());
            a.named = true;
        }
        a.frameStarts.append(0);
        a.frameLines.append(m_line);
        m_animations.append(std::move(a));
    } else if (command == "frame") {
        if (m_animations.isEmpty()) {
            warn(tr("frame before any animation: ignored"));
        } else {
            AnimationBuild &a = m_animations.last();
            if (a.poses.size() > a.frameStarts.last()) {
                a.frameStarts.append(a.poses.size());
                a.frameLines.append(m_line);
            } else {
                a.frameLines.last() = m_line;
            }
        }
    } else if (command == "framerate") {
        float fps = 0;
        const NumberStatus s = c.number(fps);
        if (s != NumberStatus::Ok || !(fps > 0))
            return fail(tr("framerate takes a positive number"));
        if (m_animations.isEmpty())
            warn(tr("framerate before any animation: ignored"));
        else
            m_animations.last().animation.fps = double(fps);
    } else if (command == "loop") {
        if (m_animations.isEmpty())
            warn(tr("loop before any animation: ignored"));
        else
            m_animations.last().animation.loop = true;
    } else if (command == "smoothgroup") {
        int64_t key = -1;
        if (!optionalInteger(c, key))
            return false;
        if (key < std::numeric_limits<qint32>::min() || key > std::numeric_limits<qint32>::max())
            return fail(tr("smoothing group %1 is out of range").arg(key));
        m_smooth.group = qint32(key);
        m_smoothRuns.append({m_triangleCount, m_smooth});
        m_smoothUsed = true;
    } else if (command == "smoothangle") {
        float angle = 180.0f;
        const NumberStatus s = c.number(angle);
        if (s != NumberStatus::Ok && s != NumberStatus::None)
            return numberError(s, c);
        m_smooth.angle = angle;
        m_smoothRuns.append({m_triangleCount, m_smooth});
        m_smoothUsed = true;
    } else if (command == "smoothuv") {
        int64_t n = 1;
        if (!optionalInteger(c, n))
            return false;
        m_smooth.uv = n > 0;
        m_smoothRuns.append({m_triangleCount, m_smooth});
        m_smoothUsed = true;
    } else if (command == "vertexarray") {
        return vertexArrayCommand(c, lineBegin, lineEnd);
    } else {
        warn(tr("unknown command \"%1\": line skipped").arg(iqe::toQString(command)));
    }
    return true;
}

Parser::LineResult Parser::parseLine(const char *begin, const char *end)
{
    LineCursor c(begin, end);
    if (c.atEnd())
        return LineResult::Ok;
    const std::string_view command = c.word();
    if (command[0] == '#')
        return LineResult::Ok;
    bool ok;
    if (command.size() == 2) {
        const char a = command[0], k = command[1];
        if (a == 'v') {
            if (k == 'p' || k == 't' || k == 'n' || k == 'x' || k == 'c' || k == 's' || (k >= '0' && k <= '9'))
                ok = vertexCommand(k, c, command);
            else if (k == 'b')
                ok = blendCommand(c);
            else
                ok = keywordCommand(command, c, begin, end);
        } else if (a == 'f' && (k == 'a' || k == 'm')) {
            ok = faceCommand(k == 'm', c);
        } else if (a == 'f' && k == 's') {
            ok = edgeCommand(c);
        } else if (a == 'p' && (k == 'q' || k == 'm' || k == 'a')) {
            ok = poseCommand(k, c);
        } else {
            ok = keywordCommand(command, c, begin, end);
        }
    } else if (command == "comment" && c.atEnd()) {
        return LineResult::Comment;
    } else {
        ok = keywordCommand(command, c, begin, end);
    }
    return ok ? LineResult::Ok : LineResult::Failed;
}

Parser::RangeResult Parser::parseRange(const char *p, const char *to)
{
    const char *const end = m_data.data() + m_data.size();
    while (p < to) {
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', size_t(to - p)));
        const char *lineEnd = nl ? nl : to;
        ++m_line;
        if (m_line > 1 && !plainLine(p, lineEnd)) {
            const LineResult r = parseLine(p, lineEnd);
            if (r == LineResult::Failed)
                return RangeResult::Stopped;
            if (r == LineResult::Comment) {
                // `comment`: the rest of the file, verbatim.
                m_hasComment = true;
                const char *rest = nl ? nl + 1 : end;
                m_comment = QByteArray(rest, end - rest);
                return RangeResult::Stopped;
            }
        }
        p = nl ? nl + 1 : to;
        if (m_line >= m_nextProgress) {
            m_nextProgress = m_line + 65536;
            if (m_stop && m_stop->load(std::memory_order_relaxed))
                return RangeResult::Cancelled;
            const char *const progressEnd = m_progressEnd ? m_progressEnd : m_data.data() + m_data.size();
            const double done = std::min(1.0, double(p - m_data.data())
                                                  / double(std::max<qsizetype>(progressEnd - m_data.data(), 1)));
            if (m_reportsProgress && m_options.progress && !m_options.progress(m_progressEnd ? 0.95 * done : done)) {
                if (m_stop)
                    m_stop->store(true);
                return RangeResult::Cancelled;
            }
        }
    }
    return RangeResult::Done;
}

ReadResult Parser::run()
{
    const char *const begin = m_data.data();
    const char *const end = begin + m_data.size();
    if (!probeIqe(m_data))
        return ReadResult::failure(m_path, tr("not an IQE file: the first line must be \"# Inter-Quake Export\""), 1);
    // A large file: its second half is read on another thread meanwhile.
    std::unique_ptr<Parser> second;
    const char *split = secondHalf();
    const char *secondStop = nullptr;
    std::thread worker;
    std::atomic_bool stop{false};
    if (split) {
        second = std::make_unique<Parser>(m_path, QByteArrayView(split, end - split), m_options);
        second->m_stop = m_stop = &stop;
        second->m_reportsProgress = false;
        second->m_fragment = true;
        m_progressEnd = split;
        worker = std::thread([&second, &secondStop] { secondStop = second->parseFragment(); });
    }
    RangeResult result = parseRange(begin, split ? split : end);
    if (result != RangeResult::Done)
        stop = true; // the second half is not needed
    if (worker.joinable())
        worker.join();
    m_stop = nullptr;
    if (split && result == RangeResult::Done) {
        const char *resume = adoptFragment(*second, split, secondStop);
        second.reset();
        result = parseRange(resume, end);
    }
    if (result == RangeResult::Cancelled)
        return ReadResult::failure(m_path, cancelledMessage());
    if (!m_error)
        finish();
    ReadResult r;
    r.warnings = std::move(m_warnings);
    if (m_warningCount > kMaxWarnings)
        r.warnings.append(
            Diagnostic{m_path, -1, -1, tr("%1 more warnings not shown").arg(m_warningCount - kMaxWarnings)});
    if (m_error) {
        r.error = m_error;
        return r;
    }
    r.model = std::move(m_model);
    return r;
}

} // namespace quarry::iqe
