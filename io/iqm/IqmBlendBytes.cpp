#include "io/iqm/IqmBlendBytes.h"

#include "io/iqm/IqmOutput.h"
#include "model/Translate.h"

#include <QtEndian>

#include <cstring>

namespace quarry {

bool makeBlendBytes(const QList<Mesh> &meshes, qsizetype joints, ProgressMeter &meter, BlendBytes &out, QString &error)
{
    out.weights = QList<QByteArray>(meshes.size());
    out.indexes = QList<QByteArray>(meshes.size());
    // Every byte written below, through pointers taken once per mesh
    // (indexing the arrays checked each time whether to detach them).
    for (qsizetype m = 0; m < meshes.size(); ++m) {
        const Mesh &mesh = meshes[m];
        const qsizetype n = mesh.vertexCount();
        out.weights[m].resize(n * 4);
        out.indexes[m].resize(n * 8);
        char *weightsOut = out.weights[m].data();
        char *indexesOut = out.indexes[m].data();
        if (!mesh.isSkinned()) {
            std::memset(weightsOut, 0, size_t(n * 4));
            std::memset(indexesOut, 0, size_t(n * 8));
            continue;
        }
        const int k = mesh.influencesPerVertex;
        const quint32 *indexesIn = mesh.blendIndexes.constData();
        for (qsizetype v = 0; v < n; ++v) {
            if ((v & 4095) == 4095 && !meter.advance(4096))
                return false;
            quint8 w[4];
            iqm::quantizeWeights(mesh.blendWeights.constData() + v * k, k, w);
            for (int j = 0; j < 4; ++j) {
                quint32 idx = j < k ? indexesIn[v * k + j] : 0;
                if (w[j] == 0 && idx >= quint32(joints))
                    idx = 0; // unused slot: any index in range will do
                if (w[j] != 0 && idx >= quint32(joints)) {
                    error = tr("mesh %1 (%2): vertex %3 is bound to joint %4, but there are %5 joints")
                                .arg(m)
                                .arg(mesh.name)
                                .arg(v)
                                .arg(idx)
                                .arg(joints);
                    return false;
                }
                weightsOut[v * 4 + j] = char(w[j]);
                qToLittleEndian<quint16>(quint16(idx), indexesOut + (v * 4 + j) * 2);
            }
        }
        if (!meter.advance(double(n & 4095)))
            return false;
    }
    return true;
}

void appendBlendIndexes(QByteArray &out, const QByteArray &indexes, bool ushorts)
{
    if (ushorts) {
        out.append(indexes);
        return;
    }
    // Written in place, not a byte appended at a time.
    const qsizetype at = out.size(), n = indexes.size() / 2;
    out.resize(at + n);
    char *to = out.data() + at;
    const char *from = indexes.constData();
    for (qsizetype i = 0; i < n; ++i)
        to[i] = from[i * 2];
}

QByteArray joinedBlendBytes(const BlendBytes &blends)
{
    QByteArray joined;
    for (qsizetype m = 0; m < blends.indexes.size(); ++m) {
        const qsizetype n = blends.weights[m].size() / 4;
        for (qsizetype v = 0; v < n; ++v) {
            joined.append(blends.indexes[m].constData() + v * 8, 8);
            joined.append(blends.weights[m].constData() + v * 4, 4);
        }
    }
    return joined;
}

} // namespace quarry
