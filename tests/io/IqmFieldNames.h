// What a byte of an IQM file belongs to ("header NumText", "mesh 2
// material", "vertex array 1 (normal) data, vertex 40", "padding"), for
// test failures that say where two files first differ.
#pragma once

#include "io/iqm/IqmFormat.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace quarry::test {

inline QString iqmFieldAt(const QByteArray &file, qint64 at)
{
    using namespace quarry::iqm;
    static const char *const header[] = {"Version",          "FileSize",        "Flags",        "NumText",
                                         "OfsText",          "NumMeshes",       "OfsMeshes",    "NumVertexArrays",
                                         "NumVertexes",      "OfsVertexArrays", "NumTriangles", "OfsTriangles",
                                         "OfsAdjacency",     "NumJoints",       "OfsJoints",    "NumPoses",
                                         "OfsPoses",         "NumAnims",        "OfsAnims",     "NumFrames",
                                         "NumFrameChannels", "OfsFrames",       "OfsBounds",    "NumComment",
                                         "OfsComment",       "NumExtensions",   "OfsExtensions"};
    if (at < 16)
        return QStringLiteral("magic");
    const qint64 size = file.size();
    if (size < kHeaderSize)
        return QStringLiteral("(file shorter than a header)");
    if (at < kHeaderSize)
        return QStringLiteral("header %1").arg(QLatin1String(header[(at - 16) / 4]));
    auto field = [&](int f) { return qint64(u32(file.constData() + headerFieldOffset(f))); };
    if (at >= field(FileSize))
        return QStringLiteral("bytes after the header's file size");
    struct Part
    {
        qint64 start, bytes;
        QString name;
        qint64 record = 0; // record size, 0 for none
        QStringList fields; // per 4 bytes of a record
    };
    QList<Part> parts;
    auto add = [&parts](qint64 start, qint64 bytes, const QString &name, qint64 record = 0,
                        const QStringList &fields = {}) {
        parts.append(Part{start, bytes, name, record, fields});
    };
    add(field(OfsText), field(NumText), QStringLiteral("text table"));
    parts.append(
        {field(OfsMeshes),
         field(NumMeshes) * kMeshSize,
         QStringLiteral("mesh"),
         kMeshSize,
         {QStringLiteral("name"), QStringLiteral("material"), QStringLiteral("first vertex"),
          QStringLiteral("vertex count"), QStringLiteral("first triangle"), QStringLiteral("triangle count")}});
    add(field(OfsVertexArrays), field(NumVertexArrays) * kVertexArraySize, QStringLiteral("vertex array"),
        kVertexArraySize,
        {QStringLiteral("type"), QStringLiteral("flags"), QStringLiteral("format"), QStringLiteral("size"),
         QStringLiteral("offset")});
    for (qint64 i = 0; i < field(NumVertexArrays); ++i) {
        const char *p = file.constData() + field(OfsVertexArrays) + i * kVertexArraySize;
        if (field(OfsVertexArrays) + (i + 1) * kVertexArraySize > size)
            break;
        const quint32 format = u32(p + 8), components = u32(p + 12);
        const qint64 stride = format < FormatCount ? qint64(kFormatSizes[format]) * components : 0;
        add(qint64(u32(p + 16)), stride * field(NumVertexes),
            QStringLiteral("vertex array %1 (type %2) data").arg(i).arg(u32(p)), stride);
    }
    add(field(OfsTriangles), field(NumTriangles) * kTriangleSize, QStringLiteral("triangle"), kTriangleSize);
    add(field(OfsAdjacency), field(OfsAdjacency) ? field(NumTriangles) * kTriangleSize : 0, QStringLiteral("adjacency"),
        kTriangleSize);
    add(field(OfsJoints), field(NumJoints) * kJointSize, QStringLiteral("joint"), kJointSize,
        {QStringLiteral("name"), QStringLiteral("parent")});
    add(field(OfsPoses), field(NumPoses) * kPoseSize, QStringLiteral("pose"), kPoseSize);
    add(field(OfsAnims), field(NumAnims) * kAnimSize, QStringLiteral("animation"), kAnimSize,
        {QStringLiteral("name"), QStringLiteral("first frame"), QStringLiteral("frame count"),
         QStringLiteral("framerate"), QStringLiteral("flags")});
    add(field(OfsFrames), field(NumFrames) * field(NumFrameChannels) * 2, QStringLiteral("frames"));
    add(field(OfsBounds), field(OfsBounds) ? field(NumFrames) * kBoundsSize : 0, QStringLiteral("bounds"), kBoundsSize);
    add(field(OfsComment), field(NumComment), QStringLiteral("comment"));
    parts.append(
        {field(OfsExtensions),
         field(NumExtensions) ? qint64(kExtensionSize) : 0,
         QStringLiteral("extension"),
         kExtensionSize,
         {QStringLiteral("name"), QStringLiteral("data size"), QStringLiteral("data offset"), QStringLiteral("next")}});
    for (const Part &p : std::as_const(parts)) {
        if (p.bytes <= 0 || at < p.start || at >= p.start + p.bytes)
            continue;
        if (p.record == 0)
            return QStringLiteral("%1, byte %2").arg(p.name).arg(at - p.start);
        const qint64 index = (at - p.start) / p.record, within = (at - p.start) % p.record;
        const qint64 word = within / 4;
        const QString fieldName = word < p.fields.size() ? p.fields[word] : QStringLiteral("byte %1").arg(within);
        return QStringLiteral("%1 %2 %3").arg(p.name).arg(index).arg(fieldName);
    }
    return QStringLiteral("padding (no section)");
}

// "file: byte N (field): A != B", or empty when the files are equal.
inline QString iqmFirstDifference(const QString &file, const QByteArray &expected, const QByteArray &actual)
{
    const qint64 n = std::min(expected.size(), actual.size());
    qint64 at = 0;
    while (at < n && expected[at] == actual[at])
        ++at;
    if (at == n && expected.size() == actual.size())
        return {};
    if (at == n)
        return QStringLiteral("%1: sizes differ (%2 bytes expected, %3 written); the first %4 bytes are equal")
            .arg(file)
            .arg(expected.size())
            .arg(actual.size())
            .arg(n);
    return QStringLiteral("%1: byte %2 (%3) differs: %4 expected, %5 written")
        .arg(file)
        .arg(at)
        .arg(iqmFieldAt(expected, at))
        .arg(quint8(expected[at]))
        .arg(quint8(actual[at]));
}

} // namespace quarry::test
