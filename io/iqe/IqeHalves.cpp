// Reading a large IQE file on two threads. The second half starts at a
// `mesh` line, so its meshes are its own; a parser over it reads only the
// lines whose meaning does not depend on earlier lines (vertex streams,
// blend weights, `fm` faces, `mesh`, `material`, comments) and stops at the
// first other line. The first parser then shifts what the second read
// (global vertex and triangle numbers, line numbers) and goes on reading
// from where the second stopped. When anything could differ from reading
// the file in one pass (an error in the second half, a material still
// waiting for its mesh, counts past the index range), the second half's
// work is dropped and the first parser reads it itself, so results, errors
// and line numbers are those of a single pass.
#include "io/iqe/IqeParser.h"
#include "model/Parallel.h"

#include <cstring>
#include <limits>
#include <thread>

namespace quarry::iqe {

namespace {

// Below this the second thread costs more than it saves. The read option
// "iqe.threads" set to 1 keeps any file to one thread.
constexpr qsizetype kSplitBytes = qsizetype(4) << 20;

bool fragmentCommand(std::string_view command)
{
    if (command.size() == 2) {
        const char a = command[0], k = command[1];
        if (a == 'v')
            return k == 'p' || k == 't' || k == 'n' || k == 'x' || k == 'c' || k == 's' || k == 'b';
        return a == 'f' && k == 'm';
    }
    return command == "mesh" || command == "material";
}

} // namespace

const char *Parser::secondHalf() const
{
    if (m_data.size() < kSplitBytes || threadsFor(m_data.size(), kSplitBytes) < 2
        || m_options.options.value(QStringLiteral("iqe.threads"), 2).toInt() < 2)
        return nullptr;
    const char *const begin = m_data.data();
    const char *const end = begin + m_data.size();
    constexpr std::string_view kMesh = "\nmesh ";
    for (const char *p = begin + m_data.size() / 2; p < end;) {
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        if (!nl)
            return nullptr;
        if (size_t(end - nl) > kMesh.size() && std::memcmp(nl, kMesh.data(), kMesh.size()) == 0)
            return nl + 1;
        p = nl + 1;
    }
    return nullptr;
}

const char *Parser::parseFragment()
{
    const char *p = m_data.data();
    const char *const end = p + m_data.size();
    while (p < end) {
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        const char *lineEnd = nl ? nl : end;
        ++m_line;
        if ((m_line & 65535) == 0 && m_stop && m_stop->load(std::memory_order_relaxed))
            return p; // the first half was cancelled or failed: this half is not used
        if (!m_current || !plainLine(p, lineEnd)) {
            LineCursor c(p, lineEnd);
            if (!c.atEnd()) {
                const std::string_view command = c.word();
                if (command[0] != '#'
                    && (!fragmentCommand(command) || (!m_current && command != "mesh")
                        || parseLine(p, lineEnd) != LineResult::Ok)) {
                    --m_line;
                    return p;
                }
            }
        }
        p = nl ? nl + 1 : end;
    }
    return p;
}

const char *Parser::adoptFragment(Parser &second, const char *split, const char *stop)
{
    const qint64 vertices = m_vertexCount, triangles = m_triangleCount, lines = m_line;
    constexpr qint64 kMaxIndex = std::numeric_limits<quint32>::max();
    const qint64 lastIndex = vertices + std::max(second.m_vertexCount - 1, second.m_maxForward);
    if (second.m_error || !second.m_warnings.isEmpty() || m_hasPendingMaterial || second.m_meshes.isEmpty()
        || vertices + second.m_vertexCount > kMaxIndex || lastIndex > kMaxIndex)
        return split;
    for (MeshBuild &b : second.m_meshes) {
        b.line += lines;
        b.firstVertex += vertices;
        b.firstTriangle += triangles;
        const quint32 shift = quint32(vertices);
        for (Triangle &t : b.mesh.triangles)
            for (quint32 &g : t)
                g += shift;
        m_meshes.append(std::move(b));
    }
    m_current = &m_meshes.last();
    if (second.m_maxForward >= 0 && second.m_maxForward + vertices > m_maxForward) {
        m_maxForward = second.m_maxForward + vertices;
        m_maxForwardLine = second.m_maxForwardLine + lines;
    }
    if (second.m_maxBlendIndex > m_maxBlendIndex) {
        m_maxBlendIndex = second.m_maxBlendIndex;
        m_maxBlendLine = second.m_maxBlendLine + lines;
    }
    m_vertexCount += second.m_vertexCount;
    m_triangleCount += second.m_triangleCount;
    m_normalCount += second.m_normalCount;
    m_cutInfluences += second.m_cutInfluences;
    m_line += second.m_line;
    return stop;
}

} // namespace quarry::iqe
