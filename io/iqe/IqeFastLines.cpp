// The IQE lines that make up nearly all of a large file (vp, vn, vt, vx,
// vb, fm, fa) in their plain form, read without the general tokenizer.
// Anything unusual on such a line (another count of numbers, signs,
// exponents past the fast range, out-of-range indexes, a vb that widens
// the mesh's influence slots) leaves the line to Parser::parseLine, which
// gives the same values and words the errors.
#include "io/iqe/IqeParser.h"

#include <limits>

namespace quarry::iqe {

bool Parser::plainLine(const char *begin, const char *end)
{
    if (end - begin < 4 || begin[2] != ' ')
        return false;
    const char a = begin[0], k = begin[1];
    const char *p = begin + 3;
    if (a == 'v') {
        switch (k) {
        case 'p': {
            float v[3];
            if (!plainFloats(p, end, v, 3) || m_vertexCount >= qint64(std::numeric_limits<quint32>::max()))
                return false;
            currentMesh().mesh.positions.append(QVector3D(v[0], v[1], v[2]));
            ++m_vertexCount;
            return true;
        }
        case 'n': {
            float v[3];
            if (!plainFloats(p, end, v, 3))
                return false;
            currentMesh().mesh.normals.append(QVector3D(v[0], v[1], v[2]));
            ++m_normalCount;
            return true;
        }
        case 't': {
            float v[2];
            if (!plainFloats(p, end, v, 2))
                return false;
            Mesh &m = currentMesh().mesh;
            if (m.texcoords.isEmpty())
                m.texcoords.append(QList<QVector2D>());
            m.texcoords[0].append(QVector2D(v[0], v[1]));
            return true;
        }
        case 'x': {
            float v[4];
            if (!plainFloats(p, end, v, 4))
                return false;
            currentMesh().mesh.tangents.append(QVector4D(v[0], v[1], v[2], v[3]));
            return true;
        }
        case 'b': {
            quint32 index[kMaxInfluences];
            float weight[kMaxInfluences];
            int n = 0;
            while (!onlySpaceLeft(p, end)) {
                if (n == kMaxInfluences)
                    return false;
                p = plainIndex(p, end, index[n]);
                if (!p)
                    return false;
                p = plainFloat(p, end, weight[n]);
                if (!p)
                    return false;
                ++n;
            }
            MeshBuild &b = currentMesh();
            Mesh &m = b.mesh;
            const int stride = m.influencesPerVertex;
            if (n == 0 || n > stride)
                return false;
            for (int i = 0; i < n; ++i)
                if (qint64(index[i]) > m_maxBlendIndex) {
                    m_maxBlendIndex = index[i];
                    m_maxBlendLine = m_line;
                }
            const qsizetype at = m.blendIndexes.size();
            m.blendIndexes.resize(at + stride);
            m.blendWeights.resize(at + stride);
            quint32 *outIndex = m.blendIndexes.data() + at;
            float *outWeight = m.blendWeights.data() + at;
            for (int i = 0; i < n; ++i) {
                outIndex[i] = index[i];
                outWeight[i] = weight[i];
            }
            ++b.blendCount;
            return true;
        }
        default: return false;
        }
    }
    // A second half cannot place absolute indexes (its vertex count starts
    // at zero): `fa` ends it, as in parseFragment.
    if (a == 'f' && (k == 'm' || (k == 'a' && !m_fragment))) {
        quint32 i[3];
        for (quint32 &c : i) {
            p = plainIndex(p, end, c);
            if (!p)
                return false;
        }
        if (!onlySpaceLeft(p, end))
            return false;
        MeshBuild &b = currentMesh();
        const qint64 base = k == 'm' ? b.firstVertex : 0;
        Triangle t;
        for (int c = 0; c < 3; ++c) {
            const qint64 g = base + i[c];
            if (g > qint64(std::numeric_limits<quint32>::max()))
                return false; // before anything is kept: the general path words it
            t[c] = quint32(g);
        }
        for (int c = 0; c < 3; ++c)
            if (qint64(t[c]) >= m_vertexCount && qint64(t[c]) > m_maxForward) {
                m_maxForward = t[c];
                m_maxForwardLine = m_line;
            }
        b.mesh.triangles.append(t);
        ++m_triangleCount;
        return true;
    }
    return false;
}

} // namespace quarry::iqe
