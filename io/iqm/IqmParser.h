// The IQM reader's parser, shared by the files that hold its parts: the
// header, vertex arrays and meshes (IqmReader.cpp), the skeleton, poses,
// frames and bounds (IqmAnimationReader.cpp).
#pragma once

#include "io/IoResult.h"
#include "io/ReadLimits.h"
#include "io/iqm/IqmComponents.h"
#include "io/iqm/IqmFormat.h"
#include "io/iqm/IqmFrameEncoder.h"

#include <QByteArrayView>
#include <QCoreApplication>

#include <atomic>
#include <cstring>
#include <future>
#include <utility>

namespace quarry::iqm {

struct VertexArray
{
    quint32 type = 0;
    quint32 format = 0;
    int size = 0;
    quint32 offset = 0;
    qint64 recordOffset = 0; // where the iqmvertexarray record sits
    QString name; // custom arrays
};

// A joint's frame quantization, as the writer's encoder makes it.
using Pose = EncodedPose;

// Where a mesh's vertices and triangles are in the file's tables.
struct MeshSpan
{
    quint32 firstVertex = 0;
    quint32 vertexCount = 0;
    quint32 firstTriangle = 0;
    quint32 triangleCount = 0;
};

// Why a mesh's data could not be read: its byte offset and message; and
// what is odd in it but read as the engines read it, for warnings.
struct MeshFailure
{
    bool failed = false;
    qint64 offset = 0;
    QString message;
    QList<std::pair<qint64, QString>> warnings;
};

class IqmReader
{
    Q_DECLARE_TR_FUNCTIONS(IqmReader)

public:
    IqmReader(const QString &path, QByteArrayView data, const ReadOptions &options)
        : m_path(path)
        , m_data(data.data())
        , m_size(quint64(data.size()))
        , m_options(options)
    { }

    ReadResult run()
    {
        if (parse())
            return std::move(m_result);
        return ReadResult{{}, std::move(m_result.warnings), std::move(m_result.error), std::move(m_result.notes)};
    }

private:
    bool fail(qint64 offset, const QString &message)
    {
        m_result.error = Diagnostic{m_path, -1, offset, message};
        return false;
    }
    void warn(qint64 offset, const QString &message)
    {
        m_result.warnings.append(Diagnostic{m_path, -1, offset, message});
    }
    bool progress(double fraction)
    {
        if (m_options.progress && !m_options.progress(fraction))
            return fail(-1, cancelledMessage());
        return true;
    }

    quint32 field(int f) const { return u32(m_data + headerFieldOffset(f)); }

    // Checks that `count` records of `recordSize` bytes at the offset in
    // header field `ofsField` lie inside the file, with 64-bit arithmetic.
    bool checkTable(int countField, int ofsField, quint64 recordSize, const QString &what)
    {
        return checkRange(field(countField), recordSize, field(ofsField), headerFieldOffset(ofsField), what);
    }
    bool checkRange(quint64 count, quint64 recordSize, quint64 offset, qint64 reportAt, const QString &what)
    {
        if (count == 0)
            return true;
        const quint64 bytes = count * recordSize; // both < 2^32 + small: no overflow in 64 bits
        if (recordSize != 0 && bytes / recordSize != count)
            return fail(reportAt, tr("%1: size overflows").arg(what));
        if (offset < kHeaderSize)
            return fail(reportAt, tr("%1 at byte %2 overlap the header").arg(what).arg(offset));
        if (offset > m_limit || bytes > m_limit - offset)
            return fail(reportAt, tr("%1 (%2 × %3 bytes at byte %4) run past the end of the data (%5 bytes)")
                                      .arg(what)
                                      .arg(count)
                                      .arg(recordSize)
                                      .arg(offset)
                                      .arg(m_limit));
        return true;
    }

    // A string of the text table; false (and an error) when out of range.
    bool text(quint32 index, qint64 reportAt, QString *out)
    {
        const quint32 numText = field(NumText);
        if (index == 0 && numText == 0) {
            out->clear();
            return true;
        }
        if (index >= numText)
            return fail(reportAt, tr("string offset %1 is outside the text table (%2 bytes)").arg(index).arg(numText));
        const char *s = m_data + field(OfsText) + index;
        const size_t n = strnlen(s, numText - index);
        *out = QString::fromUtf8(s, qsizetype(n));
        return true;
    }

    // Counts `bytes` of model against the file's read budget (see
    // io/ReadLimits.h); false and an error when the model would exceed it.
    // Vertices shared by meshes and frames shared by animations are copied
    // for each, so the file's tables alone do not bound the model.
    bool spend(quint64 bytes, qint64 reportAt, const QString &what)
    {
        const quint64 budget = readBudget(m_limit);
        if (bytes > budget || m_spent > budget - bytes)
            return fail(reportAt, tr("%1 would take more than %2 MiB, over %3 times the file's size: refused")
                                      .arg(what)
                                      .arg(budget >> 20)
                                      .arg(kMaxBytesPerFileByte));
        m_spent += bytes;
        return true;
    }

    bool finite(const float *values, qsizetype count, qint64 firstOffset, const QString &what)
    {
        const qsizetype bad = firstNonFinite(values, count);
        if (bad >= 0)
            return fail(firstOffset + 4 * bad, tr("%1: not a finite number").arg(what));
        return true;
    }

    bool parse();
    bool parseHeader();
    bool parseVertexArrays();
    bool parseMeshes();
    static bool failed(MeshFailure *failure, qint64 offset, const QString &message);
    void reserveMeshData(Mesh &mesh, const MeshSpan &span) const;
    // Reads one mesh's streams and triangles: touches nothing but `mesh`
    // and `failure`, so meshes are read side by side.
    bool readMeshData(Mesh &mesh, const MeshSpan &span, int meshIndex, MeshFailure *failure) const;
    bool readMeshStreams(Mesh &mesh, quint32 first, quint32 count, int meshIndex, MeshFailure *failure) const;
    bool readTriangles(Mesh &mesh, const MeshSpan &span, int meshIndex, MeshFailure *failure) const;
    // Gives a mesh the vertices its triangles use that the file stores
    // outside its range (with another mesh's), appended after its own.
    bool readBorrowedVertices(Mesh &mesh, const MeshSpan &span, int meshIndex, MeshFailure *failure) const;
    bool parseAdjacency();
    bool parseSkeleton();
    bool parseAnimations();
    bool parseBounds();
    bool parseCommentAndExtensions();

    QString m_path;
    const char *m_data;
    quint64 m_size;
    quint64 m_limit = 0; // min(filesize, real size)
    quint64 m_spent = 0; // model bytes counted by spend()
    quint64 m_vertexBytes = 0; // what one vertex takes in a mesh (parseMeshes)
    mutable std::atomic<quint64> m_borrowedBytes{0}; // model bytes of borrowed vertices
    const ReadOptions &m_options;
    ReadResult m_result;
    QList<VertexArray> m_arrays;
    QList<Pose> m_poses;
    std::future<quint64> m_boundsKey; // boundsInputsKey of the file, when it has bounds
};

} // namespace quarry::iqm
