// IQM files opened and saved with no edit come back byte for byte, whatever
// tool wrote them; an edit of names rewrites only the bytes it touches; what
// the engines load is read (triangles using vertices stored with another
// mesh, a non-finite tangent) with a warning naming the byte offset. On the
// real files of ../shared/corpus/real/iqm and on hand-made ones.
#include "IqmFieldNames.h"
#include "IqmTestSupport.h"

#include "io/Formats.h"
#include "io/iqm/IqmReplay.h"

#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::iqmtest;
using namespace quarry::test;

namespace {

const QString kReal = QStringLiteral(QUARRY_CORPUS_DIR "/real/iqm");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList realFiles()
{
    QStringList files;
    QDirIterator it(kReal, {QStringLiteral("*.iqm")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

QString shortName(const QString &path)
{
    return path.mid(kReal.size() + 1);
}

Model withoutSource(Model m)
{
    m.extras.remove(QLatin1String(kIqmSource));
    return m;
}

// Where a patched file's byte `at` was in the file before the patch, given
// that `shift` bytes were inserted at `insertAt`; -1 for an inserted byte.
qint64 beforePatch(qint64 at, qint64 insertAt, qint64 shift)
{
    if (at < insertAt)
        return at;
    if (at < insertAt + shift)
        return -1;
    return at - shift;
}

// The bytes of `patched` that differ from `original` (inserted bytes left
// out), by the field of the original they belong to; a patch that grew the
// text table moved what follows it by `shift` bytes.
QMap<QString, int> changedFields(const QByteArray &original, const QByteArray &patched)
{
    using namespace quarry::iqm;
    const qint64 insertAt = field(original, OfsText) + field(original, NumText);
    const qint64 shift = patched.size() - original.size();
    QMap<QString, int> fields;
    for (qint64 at = 0; at < patched.size(); ++at) {
        const qint64 was = beforePatch(at, insertAt, shift);
        if (was < 0)
            continue;
        if (original[was] != patched[at])
            ++fields[iqmFieldAt(original, was)];
    }
    return fields;
}

// Allowed changes of a name patch: header counts and offsets, the string
// references of records, the offsets of vertex arrays and extensions, the
// text table (a name no longer used is overwritten or cleared) and its
// padding (which new strings may fill).
bool allowedPatchField(const QString &f)
{
    static const QStringList allowed = {QStringLiteral("header NumText"), QStringLiteral("header FileSize")};
    if (allowed.contains(f) || (f.startsWith(QLatin1String("header Ofs")) && f != QLatin1String("header OfsText")))
        return true;
    if (f.startsWith(QLatin1String("mesh "))
        && (f.endsWith(QLatin1String(" material")) || f.endsWith(QLatin1String(" name"))))
        return true;
    if (f.startsWith(QLatin1String("vertex array ")) && f.endsWith(QLatin1String(" offset")))
        return true;
    if (f.startsWith(QLatin1String("extension "))
        && (f.endsWith(QLatin1String("offset")) || f.endsWith(QLatin1String("next"))))
        return true;
    return f == QLatin1String("padding (no section)") || f.startsWith(QLatin1String("text table"));
}

} // namespace

class TestIqmLossless : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every real file: opened, saved with no edit, the same bytes; reported
    // as counts, with the reason for each that is not.
    void realFilesBackUnchanged()
    {
        const QStringList files = realFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus/real/iqm is not there");
        QTemporaryDir dir;
        int sameBytes = 0, sameFields = 0, warned = 0;
        QMap<QString, QStringList> reasons;
        for (const QString &path : files) {
            const ReadResult r = readModelFile(path);
            if (!r.ok()) {
                reasons[QStringLiteral("refused: ") + r.error->message] << shortName(path);
                continue;
            }
            warned += r.warnings.isEmpty() ? 0 : 1;
            const QByteArray source = bytesOf(path);
            const WriteResult w = encodeModelFile(r.model, dir.filePath(QStringLiteral("out.iqm")),
                                                  QStringLiteral("iqm"));
            if (!w.ok()) {
                reasons[QStringLiteral("not written: ") + w.error->message] << shortName(path);
                continue;
            }
            const ReadResult back = readIqm(path, w.data);
            if (back.ok() && sameIqmModel(withoutSource(back.model), withoutSource(r.model)))
                ++sameFields;
            else
                reasons[QStringLiteral("not equal in every field")] << shortName(path);
            if (w.data == source) {
                ++sameBytes;
                continue;
            }
            // Grouped by the field that first differs, numbers left out.
            const QString difference = iqmFirstDifference(shortName(path), source, w.data);
            const qsizetype open = difference.indexOf(QLatin1Char('(')),
                            close = difference.indexOf(QLatin1String(") differs"));
            QString group = open >= 0 && close > open ? difference.mid(open + 1, close - open - 1) : difference;
            group.replace(QRegularExpression(QStringLiteral("\\d+")), QStringLiteral("N"));
            reasons[group] << difference;
        }
        qInfo("IQM real files: %lld; byte for byte %d, equal in every field %d, read with warnings %d",
              qlonglong(files.size()), sameBytes, sameFields, warned);
        for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
            qInfo("  %s: %lld, e.g. %s", qPrintable(it.key()), qlonglong(it.value().size()),
                  qPrintable(it.value().first()));
        QVERIFY2(reasons.isEmpty(), qPrintable(reasons.isEmpty() ? QString() : reasons.first().first()));
        QCOMPARE(sameBytes, int(files.size()));
        QCOMPARE(sameFields, int(files.size()));
    }

    // Red Eclipse's meshes whose triangles use vertices stored with their
    // neighbours: read (not refused), with a warning naming the byte of the
    // first such corner, and the mesh holding those vertices.
    void borrowedVerticesInRealFiles()
    {
        const QString giraffe = kReal + QStringLiteral("/redeclipse-vanities/head/giraffe/mesh.iqm");
        if (!QFileInfo::exists(giraffe))
            QSKIP("../shared/corpus/real/iqm is not there");
        for (const char *name : {"head/giraffe/mesh.iqm", "plunger/mesh.iqm", "propeller/mesh.iqm"}) {
            const QString path = kReal + QStringLiteral("/redeclipse-vanities/") + QLatin1String(name);
            const ReadResult r = readModelFile(path);
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            bool said = false;
            for (const Diagnostic &d : r.warnings)
                said = said || (d.offset > 0 && d.message.contains(QLatin1String("stored outside")));
            QVERIFY2(said, name);
            for (const Mesh &m : r.model.meshes)
                QVERIFY2(m.validate().isEmpty(), qPrintable(m.validate()));
        }
    }

    // One texture path (the material name IQM stores) edited in every real
    // file that has one: the file read back names it, everything else reads
    // as before, and only the text table, the records' references and the
    // offsets past a grown table change.
    void realFilesMaterialEdit()
    {
        const QStringList files = realFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus/real/iqm is not there");
        int edited = 0, grown = 0;
        for (const QString &path : files) {
            const ReadResult r = readModelFile(path);
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            if (r.model.materials.isEmpty())
                continue;
            Model model = r.model;
            const QString old = model.materials[0].name;
            const QString renamed = QStringLiteral("textures/edited/") + old + QStringLiteral("_new.png");
            model.materials[0].name = renamed;
            for (TextureMap &map : model.materials[0].maps)
                map.path = renamed;
            const QByteArray source = bytesOf(path);
            const std::optional<QByteArray> patched = replayIqm(model, path);
            QVERIFY2(patched.has_value(), qPrintable(shortName(path)));
            const WriteResult w = writeIqm(model, path);
            QCOMPARE(w.data, *patched);
            const ReadResult back = readIqm(path, w.data);
            QVERIFY2(back.ok(), qPrintable(errorText(back)));
            for (qsizetype i = 0; i < model.meshes.size(); ++i) {
                const int m = back.model.meshes[i].material;
                const QString name = m >= 0 ? back.model.materials[m].name : QString();
                QCOMPARE(name, model.meshes[i].material == 0
                                   ? renamed
                                   : r.model.materials.value(r.model.meshes[i].material).name);
            }
            const QMap<QString, int> fields = changedFields(source, w.data);
            for (auto it = fields.cbegin(); it != fields.cend(); ++it)
                QVERIFY2(allowedPatchField(it.key()),
                         qPrintable(QStringLiteral("%1: %2 (%3 bytes) changed by a material edit")
                                        .arg(shortName(path), it.key())
                                        .arg(it.value())));
            QVERIFY2(fields.contains(QStringLiteral("mesh %1 material")
                                         .arg(r.model.meshes.indexOf(
                                             *std::find_if(r.model.meshes.cbegin(), r.model.meshes.cend(),
                                                           [](const Mesh &m) { return m.material == 0; })))),
                     qPrintable(shortName(path)));
            grown += w.data.size() > source.size() ? 1 : 0;
            ++edited;
        }
        qInfo("IQM real files with a material edited: %d (the text table grew, moving what follows, in %d)", edited,
              grown);
        QVERIFY(edited > 0);
    }

    // A hand-made file with a mesh whose triangle uses the other mesh's
    // vertex: read with a warning at that corner's byte; written back the
    // same bytes; a vertex past every mesh is still refused.
    void borrowedVertex()
    {
        Model model;
        for (int m = 0; m < 2; ++m) {
            Mesh mesh;
            mesh.name = QStringLiteral("m%1").arg(m);
            mesh.positions = {QVector3D(0, 0, float(m)), QVector3D(1, 0, float(m)), QVector3D(0, 1, float(m))};
            mesh.triangles = {{0, 1, 2}};
            model.meshes.append(mesh);
        }
        QByteArray file = writeBytes(model);
        const quint64 corner = triangleAt(file, 1, 0) + 4;
        putU32(file, corner, 2); // mesh 1 (vertices 3 to 5) uses vertex 2 of mesh 0
        const ReadResult r = readBytes(file);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].offset, qint64(corner));
        const Mesh &mesh = r.model.meshes[1];
        QCOMPARE(mesh.vertexCount(), 4);
        QCOMPARE(mesh.positions[3], QVector3D(0, 1, 0));
        QCOMPARE(mesh.triangles[0], (Triangle{0, 3, 2}));
        QCOMPARE(writeBytes(r.model), file);

        QByteArray past = file;
        putU32(past, corner, 6);
        const ReadResult refused = readBytes(past);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error->offset, qint64(corner));
        QVERIFY2(refused.error->message.contains(QLatin1String("past the 6 vertices")), qPrintable(errorText(refused)));
    }

    // Bytes after the end the header gives: a warning at the first, kept
    // on a save without edits.
    void bytesAfterTheEnd()
    {
        const QByteArray file = writeBytes(gridMeshes(1, 3)) + QByteArray("\0\0\0tail", 7);
        const ReadResult r = readBytes(file);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].offset, qint64(file.size() - 7));
        QCOMPARE(writeBytes(r.model), file);
    }

    // A tangent that is not a finite number (the game never reads it): a
    // warning naming its byte, the value kept, the file written back as it
    // was; a non-finite position is still refused.
    void nonFiniteTangent()
    {
        Model model;
        Mesh mesh;
        mesh.positions = {QVector3D(0, 0, 0), QVector3D(1, 0, 0), QVector3D(0, 1, 0)};
        mesh.tangents = {QVector4D(1, 0, 0, 1), QVector4D(1, 0, 0, 1), QVector4D(1, 0, 0, 1)};
        mesh.triangles = {{0, 1, 2}};
        model.meshes.append(mesh);
        QByteArray file = writeBytes(model);
        quint64 tangents = 0;
        for (quint32 a = 0; a < field(file, NumVertexArrays); ++a) {
            const quint64 record = field(file, OfsVertexArrays) + quint64(a) * kVertexArraySize;
            if (u32At(file, record) == Tangent)
                tangents = u32At(file, record + 16);
        }
        QVERIFY(tangents > 0);
        const quint64 at = tangents + 16 + 4; // vertex 1, y
        putF32(file, at, std::numeric_limits<float>::quiet_NaN());
        const ReadResult r = readBytes(file);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].offset, qint64(at));
        QVERIFY(std::isnan(r.model.meshes[0].tangents[1].y()));
        QCOMPARE(writeBytes(r.model), file);
        // Equal to itself for the writer, which compares bits.
        QVERIFY(sameIqmModel(r.model, r.model));

        QByteArray position = writeBytes(model);
        putF32(position, positionAt(position, 0, 1), std::numeric_limits<float>::infinity());
        QVERIFY(!readBytes(position).ok());
    }

    // Names patched in a file whose text table comes before the data (as
    // Quarry writes it): a new name grows the table, everything after it
    // moves by a multiple of 8 with its offsets; a name already in the table
    // is pointed to and nothing moves.
    void namesPatched()
    {
        Model model = gridMeshes(2, 3);
        model.materials.append(Material{});
        model.materials[0].name = QStringLiteral("a.png");
        model.materials.append(Material{});
        model.materials[1].name = QStringLiteral("b.png");
        model.meshes[0].material = 0;
        model.meshes[1].material = 1;
        const QByteArray file = writeBytes(model);
        const ReadResult r = readBytes(file);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));

        Model pointed = r.model;
        pointed.meshes[1].material = 0;
        const QByteArray same = writeBytes(pointed);
        QCOMPARE(same.size(), file.size());
        // The record points to the name already there; "b.png", used by
        // nothing now, is cleared.
        const QMap<QString, int> pointedFields = changedFields(file, same);
        QVERIFY(pointedFields.contains(QStringLiteral("mesh 1 material")));
        for (auto it = pointedFields.cbegin(); it != pointedFields.cend(); ++it)
            QVERIFY2(it.key() == QLatin1String("mesh 1 material") || it.key().startsWith(QLatin1String("text table")),
                     qPrintable(it.key()));
        QVERIFY(file.contains("b.png"));
        QVERIFY(!same.contains("b.png"));

        // A name of the same length: written over the old one in place.
        Model sameLength = r.model;
        sameLength.materials[1].name = QStringLiteral("c.png");
        sameLength.materials[1].maps[0].path = QStringLiteral("c.png");
        const QByteArray inPlace = writeBytes(sameLength);
        QCOMPARE(inPlace.size(), file.size());
        const qint64 bAt = file.indexOf("b.png") - qint64(field(file, OfsText));
        QCOMPARE(changedFields(file, inPlace).keys(), QStringList{QStringLiteral("text table, byte %1").arg(bAt)});
        QVERIFY(!inPlace.contains("b.png"));

        Model renamed = r.model;
        renamed.meshes[0].name = QStringLiteral("a much longer mesh name than before");
        const QByteArray grown = writeBytes(renamed);
        QVERIFY(grown.size() > file.size());
        QCOMPARE((grown.size() - file.size()) % 8, 0);
        const ReadResult back = readBytes(grown);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        QCOMPARE(back.model.meshes[0].name, renamed.meshes[0].name);
        Model expected = withoutSource(renamed);
        QVERIFY(sameIqmModel(withoutSource(back.model), expected));
        const QMap<QString, int> grownFields = changedFields(file, grown);
        QVERIFY(grownFields.contains(QStringLiteral("mesh 0 name")));
        for (auto it = grownFields.cbegin(); it != grownFields.cend(); ++it)
            QVERIFY2(allowedPatchField(it.key()), qPrintable(it.key()));
    }

    // Damaged files that still read: a rename patches them or writes them
    // anew, and what is written always reads back with the new name.
    void renameDamagedFiles()
    {
        Model model = gridMeshes(2, 3);
        model.materials.append(Material{QStringLiteral("a.png"), {}, {}, {}, {}, {}, {}, {}, {}});
        model.meshes[0].material = 0;
        const QByteArray good = writeBytes(model);
        quint32 seed = 12345;
        auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
        int read = 0;
        for (int round = 0; round < 400; ++round) {
            QByteArray damaged = good;
            for (int k = 0; k < 3; ++k)
                damaged[qsizetype(next() % quint32(damaged.size()))] = char(next() >> 24);
            ReadResult r = readIqm(QStringLiteral("d.iqm"), damaged);
            if (!r.ok() || r.model.meshes.isEmpty())
                continue;
            ++read;
            r.model.meshes[0].name = QStringLiteral("renamed mesh %1").arg(round);
            const WriteResult w = writeIqm(r.model, QStringLiteral("d.iqm"));
            if (!w.ok())
                continue;
            const ReadResult back = readIqm(QStringLiteral("d.iqm"), w.data);
            QVERIFY2(back.ok(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(errorText(back))));
            QCOMPARE(back.model.meshes[0].name, r.model.meshes[0].name);
        }
        QVERIFY(read > 50);
    }

    // Moving a vertex patches its position in place (and the bounds and
    // adjacency it changes), flipping a triangle its corners, removing a
    // triangle the triangle and adjacency arrays; adding a mesh writes the
    // model anew, saying so: no stale bytes.
    void geometryEdits()
    {
        const Model model = gridMeshes(1, 3);
        const QByteArray file = writeBytes(model);
        ReadResult r = readBytes(file);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.extras.value(QLatin1String(kIqmSource)).toByteArray(), file);
        Model moved = r.model;
        moved.meshes[0].positions[0] = QVector3D(5, 5, 5);
        const std::optional<QByteArray> patched = replayIqm(moved, QStringLiteral("t.iqm"));
        QVERIFY(patched.has_value());
        QCOMPARE(patched->size(), file.size());
        for (qsizetype at = 0; at < file.size(); ++at) {
            const QString f = iqmFieldAt(file, at);
            QVERIFY2(file[at] == patched->at(at) || f.startsWith(QLatin1String("vertex array 0 (type 0) data 0 "))
                         || f.startsWith(QLatin1String("adjacency")) || f.startsWith(QLatin1String("bounds")),
                     qPrintable(QStringLiteral("t.iqm: byte %1 (%2) changed").arg(at).arg(f)));
        }
        ReadResult back = readBytes(*patched);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        QCOMPARE(back.model.meshes[0].positions[0], QVector3D(5, 5, 5));
        QCOMPARE(back.model.meshes[0].positions.mid(1), r.model.meshes[0].positions.mid(1));

        // A triangle's winding flipped: its corners and the adjacency.
        Model flipped = r.model;
        std::swap(flipped.meshes[0].triangles[0][1], flipped.meshes[0].triangles[0][2]);
        const std::optional<QByteArray> turned = replayIqm(flipped, QStringLiteral("t.iqm"));
        QVERIFY(turned.has_value());
        for (qsizetype at = 0; at < file.size(); ++at) {
            const QString f = iqmFieldAt(file, at);
            QVERIFY2(file[at] == turned->at(at) || f.startsWith(QLatin1String("triangle 0 "))
                         || f.startsWith(QLatin1String("adjacency")),
                     qPrintable(QStringLiteral("t.iqm: byte %1 (%2) changed").arg(at).arg(f)));
        }
        back = readBytes(*turned);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        QCOMPARE(back.model.meshes[0].triangles, flipped.meshes[0].triangles);

        // A triangle removed: new triangle and adjacency arrays, 24 bytes
        // shorter; the save says what it rewrote (tst_iqm_geometry_edit
        // checks every other section on real files).
        Model fewer = r.model;
        fewer.meshes[0].triangles.removeLast();
        const std::optional<QByteArray> shorter = replayIqm(fewer, QStringLiteral("t.iqm"));
        QVERIFY(shorter.has_value());
        QCOMPARE(shorter->size(), file.size() - 2 * qsizetype(iqm::kTriangleSize));
        const WriteResult w = writeIqm(fewer, QStringLiteral("t.iqm"));
        QVERIFY2(w.ok(), qPrintable(errorText(w)));
        QCOMPARE(w.data, *shorter);
        QVERIFY(std::any_of(w.notes.cbegin(), w.notes.cend(), [](const Diagnostic &d) {
            return d.message.contains(QLatin1String("triangles written"));
        }));
        back = readBytes(w.data);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        QCOMPARE(back.model.meshes[0].triangles, fewer.meshes[0].triangles);

        // A mesh added: the file is written anew, and the save says so.
        Model more = r.model;
        more.meshes.append(more.meshes[0]);
        QVERIFY(!replayIqm(more, QStringLiteral("t.iqm")).has_value());
        const WriteResult anew = writeIqm(more, QStringLiteral("t.iqm"));
        QVERIFY2(anew.ok(), qPrintable(errorText(anew)));
        QVERIFY(std::any_of(anew.notes.cbegin(), anew.notes.cend(),
                            [](const Diagnostic &d) { return d.message.contains(QLatin1String("written anew")); }));
    }

    // The kept file counts in the model's memory estimate.
    void sourceCountsInMemory()
    {
        const QByteArray file = writeBytes(gridMeshes(1, 3));
        const ReadResult r = readBytes(file);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.memorySize() - withoutSource(r.model).memorySize(), qsizetype(file.size()));
    }
};

QTEST_GUILESS_MAIN(TestIqmLossless)
#include "tst_iqm_lossless.moc"
