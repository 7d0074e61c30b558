// Thousands of random edits in a row. Every operation by id (Model,
// Animation, Timeline, weights, joints, selection), with random valid
// options on random selections, on the sample and the corpus models; the
// model is checked after each step, then every step is undone back to the
// original exactly and redone to the first pass's result exactly. A second
// soak saves and reopens in every format every 500 operations.
//
// QUARRY_SOAK_OPS: operations of the first soak over all models (default
// 10000); QUARRY_SOAK_SEED: replays a run (a failure prints its seed;
// default a fixed seed, `random` a new one each run).
#include "Soak.h"

#include "io/Formats.h"
#include "io/assimp/AssimpExporter.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/UndoBudget.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Validation.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <optional>
#include <tuple>

using namespace quarry;
using namespace quarry::soak;

class TestSoak : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoAllRedoAll()
    {
        const quint32 seed = soakSeed();
        QRandomGenerator random(seed);
        QStringList skipped;
        const QList<SoakModel> models = soakModels(&skipped);
        int shares = 0;
        for (const SoakModel &m : models)
            shares += m.share;
        const int total = soakOperations();
        QElapsedTimer timer;
        timer.start();
        for (const SoakModel &sm : models) {
            const int count = total * sm.share / shares;
            Soak soak(random, sm.model);
            Document &doc = soak.document();
            const Model original = doc.model();
            for (int i = 0; i < count; ++i) {
                const QString problem = soak.step();
                if (!problem.isEmpty())
                    QFAIL(qPrintable(QStringLiteral("QUARRY_SOAK_SEED=%1: %2, step %3, %4: %5")
                                         .arg(seed)
                                         .arg(sm.name)
                                         .arg(i)
                                         .arg(soak.lastOperation(), problem)));
            }
            const Model firstPass = doc.model();
            const qint64 bytes = undoStackBytes(*doc.undoStack());
            doc.undoStack()->setIndex(0);
            if (!(doc.model() == original))
                QFAIL(qPrintable(
                    QStringLiteral("QUARRY_SOAK_SEED=%1: %2: undoing all %3 steps did not give the original; %4")
                        .arg(seed)
                        .arg(sm.name)
                        .arg(soak.steps())
                        .arg(firstDifference(soak, doc, Direction::Undo))));
            doc.undoStack()->setIndex(soak.lastIndex());
            if (!(doc.model() == firstPass))
                QFAIL(qPrintable(
                    QStringLiteral("QUARRY_SOAK_SEED=%1: %2: redoing all %3 steps differs from the first pass; %4")
                        .arg(seed)
                        .arg(sm.name)
                        .arg(soak.steps())
                        .arg(firstDifference(soak, doc, Direction::Redo))));
            qInfo("%s: %d operations, %d steps, %d refused, %d kinds, undo memory %.1f MB, %lld ms so far",
                  qPrintable(sm.name), count, soak.steps(), soak.failed(), int(soak.perOperation().size()),
                  double(bytes) / 1e6, qint64(timer.elapsed()));
        }
        qInfo("seed %u", seed);
        if (!skipped.isEmpty())
            QSKIP(qPrintable(QStringLiteral("soaked the sample only for: %1 (QUARRY_CORPUS_DIR)")
                                 .arg(skipped.join(QStringLiteral(", ")))));
    }

    void saveAndReopen()
    {
        const quint32 seed = soakSeed();
        QRandomGenerator random(seed ^ 0x5eed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Soak soak(random, makeSampleModel());
        const int count = qMax(500, soakOperations() / 5);
        for (int i = 1; i <= count; ++i) {
            const QString problem = soak.step();
            if (!problem.isEmpty())
                QFAIL(qPrintable(QStringLiteral("QUARRY_SOAK_SEED=%1: step %2, %3: %4")
                                     .arg(seed)
                                     .arg(i)
                                     .arg(soak.lastOperation(), problem)));
            if (i % 500 != 0)
                continue;
            for (const FormatHandler &format : formatHandlers()) {
                // Formats written through Assimp's exporter (glTF, OBJ, Collada)
                // are checked by tst_assimp_export, with what Assimp's readers
                // give back (Collada leaves out unweighted joints).
                if (format.write == writeAssimp)
                    continue;
                if (!format.write || format.extensions.isEmpty())
                    continue;
                const QString path = dir.filePath(QStringLiteral("soak.") + format.extensions.first());
                Model written = soak.document().model();
                shapesToMeshesForFormat(written, format.id);
                const QString part = cal3dPart(format.id);
                const bool hasPart = part == QLatin1String("xsf") ? !written.skeleton.joints.isEmpty()
                                     : part == QLatin1String("xaf") || part == QLatin1String("md5anim")
                                         ? !written.animations.isEmpty() && !written.skeleton.joints.isEmpty()
                                     : part == QLatin1String("xrf") ? !written.materials.isEmpty()
                                     // Morph animation files (XPF, CPF) hold morph tracks alone,
                                     // checked by tst_cal3d_morph.
                                     : part == QLatin1String("xpf") || part == QLatin1String("cpf") ? false
                                     // Every mesh deleted or emptied: no patch to write.
                                     : format.id == QLatin1String("qm")
                                         ? triangleTotal(written) > 0 || !written.shapes.isEmpty()
                                         : true;
                if (!hasPart)
                    continue;
                // MDL and MD2 refuse a model past their engines' limits
                // (4,096 triangles, ...) unless told otherwise: told so here.
                WriteOptions options;
                options.options.insert(QStringLiteral("mdl.limits"), false);
                options.options.insert(QStringLiteral("md2.limits"), false);
                // They store every frame skinned, 10 a second: clips the soak
                // has stretched to minutes (thousands of frames, most of the
                // soak's time) are sampled more sparsely, about 200 frames in
                // all, which writes and checks the same records.
                double seconds = 0;
                for (const Animation &a : std::as_const(written.animations))
                    seconds += a.duration;
                if (seconds > 20) {
                    options.options.insert(QStringLiteral("mdl.fps"), 200 / seconds);
                    options.options.insert(QStringLiteral("md2.fps"), 200 / seconds);
                }
                const WriteResult w = writeModelFile(written, path, format.id, options);
                // MD3 refuses a model past its own limits (32 surfaces, 1,024
                // frames, ±512 units), naming the limit: the refusal is right.
                if (!w.ok() && format.id == QLatin1String("md3")
                    && (w.error->message.contains(QLatin1String("MD3 holds")))) {
                    continue;
                }
                // MDL and MD2 need a triangle.
                const bool quake = format.id == QLatin1String("mdl") || format.id == QLatin1String("md2");
                if (!w.ok() && quake && triangleTotal(written) == 0
                    && w.error->message.contains(QLatin1String("triangle")))
                    continue;
                if (!w.ok())
                    QFAIL(qPrintable(QStringLiteral("QUARRY_SOAK_SEED=%1: step %2: writing %3: %4")
                                         .arg(seed)
                                         .arg(i)
                                         .arg(format.id, w.error->message)));
                const ReadResult r = readModelFile(path);
                if (!r.ok())
                    QFAIL(qPrintable(QStringLiteral("QUARRY_SOAK_SEED=%1: step %2: reopening %3: %4")
                                         .arg(seed)
                                         .arg(i)
                                         .arg(format.id, r.error->message)));
                // QuickModel keeps shapes as shapes: compared as triangles.
                Model reopened = r.model;
                shapesToMeshesForFormat(reopened, QStringLiteral("iqe"));
                const QString lost = lostInFormat(part, written, reopened, mdlStep(format.id, path));
                if (!lost.isEmpty())
                    QFAIL(qPrintable(QStringLiteral("QUARRY_SOAK_SEED=%1: step %2: %3 lost %4")
                                         .arg(seed)
                                         .arg(i)
                                         .arg(format.id, lost)));
            }
        }
        qInfo("seed %u", seed);
    }

private:
    using Corners = std::array<QVector3D, 3>;

    static bool lessThan(const QVector3D &a, const QVector3D &b)
    {
        return std::tuple(a.x(), a.y(), a.z()) < std::tuple(b.x(), b.y(), b.z());
    }

    // The corners of every triangle with an area, each turned to start at
    // its smallest corner (keeping its winding), sorted.
    static QList<Corners> solidTriangles(const Model &m)
    {
        QList<Corners> list;
        for (const Mesh &mesh : m.meshes)
            for (const Triangle &t : mesh.triangles) {
                Corners c{mesh.positions[t[0]], mesh.positions[t[1]], mesh.positions[t[2]]};
                if (QVector3D::crossProduct(c[1] - c[0], c[2] - c[0]).isNull())
                    continue;
                const int first = lessThan(c[1], c[0]) ? (lessThan(c[2], c[1]) ? 2 : 1)
                                                       : (lessThan(c[2], c[0]) ? 2 : 0);
                std::rotate(c.begin(), c.begin() + first, c.end());
                list.append(c);
            }
        std::sort(list.begin(), list.end(), [](const Corners &a, const Corners &b) {
            return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), lessThan);
        });
        return list;
    }

    static QString describe(const Corners &c)
    {
        QStringList parts;
        for (const QVector3D &p : c)
            parts << QStringLiteral("%1 %2 %3").arg(p.x(), 0, 'g', 9).arg(p.y(), 0, 'g', 9).arg(p.z(), 0, 'g', 9);
        return parts.join(QStringLiteral(", "));
    }

    // Positions and first texture coordinates at every triangle corner, in
    // the order of the meshes and their triangles (the mesh formats keep
    // both), within the precision of the format (floats).
    // `step`: the format's position encoding step (MD3: 1/64 unit), within
    // half of which a position comes back; 0 for formats that keep floats.
    static QString cornersDiffer(const Model &written, const Model &read, float step = 0)
    {
        struct Corner
        {
            QVector3D position;
            std::optional<QVector2D> uv;
        };
        auto corners = [](const Model &m) {
            QList<Corner> list;
            for (const Mesh &mesh : m.meshes) {
                const bool uvs = !mesh.texcoords.isEmpty() && mesh.texcoords[0].size() == mesh.positions.size();
                for (const Triangle &t : mesh.triangles)
                    for (quint32 v : t)
                        list.append({mesh.positions[v], uvs ? std::optional(mesh.texcoords[0][v]) : std::nullopt});
            }
            return list;
        };
        auto near = [step](float a, float b) {
            return std::abs(a - b) <= 1e-5f * std::max(1.0f, std::abs(a)) + step / 2;
        };
        const QList<Corner> before = corners(written);
        const QList<Corner> after = corners(read);
        for (qsizetype i = 0; i < before.size() && i < after.size(); ++i) {
            const QVector3D &p = before[i].position, &q = after[i].position;
            if (!near(p.x(), q.x()) || !near(p.y(), q.y()) || !near(p.z(), q.z()))
                return QStringLiteral("the position of triangle corner %1: (%2 %3 %4) for (%5 %6 %7)")
                    .arg(i)
                    .arg(q.x())
                    .arg(q.y())
                    .arg(q.z())
                    .arg(p.x())
                    .arg(p.y())
                    .arg(p.z());
            if (before[i].uv
                && (!after[i].uv || !near(before[i].uv->x(), after[i].uv->x())
                    || !near(before[i].uv->y(), after[i].uv->y())))
                return QStringLiteral("the texture coordinates of triangle corner %1").arg(i);
        }
        return {};
    }

    // The Cal3D binary formats hold what their XML twins do: the XML id of either.
    static QString cal3dPart(const QString &format)
    {
        static const QHash<QString, QString> xml{{QStringLiteral("cmf"), QStringLiteral("xmf")},
                                                 {QStringLiteral("csf"), QStringLiteral("xsf")},
                                                 {QStringLiteral("caf"), QStringLiteral("xaf")},
                                                 {QStringLiteral("crf"), QStringLiteral("xrf")}};
        return xml.value(format, format);
    }

    // What a reopened file lacks that its format holds: every format keeps
    // the triangles; IQE, IQM and QuickModel the skeleton and the clips.
    // MDL and MD2 hold one mesh of the first frame's positions in bytes
    // (every mesh, skinned and morphed, merged; triangles that collapse in
    // bytes left out): at most the triangles written, every position inside
    // the first frame's bounds, give or take 2% of its size for the steps
    // (MD2's, a frame's own), and half a step of MDL's, which are the same
    // for every frame, so as coarse as the farthest frame needs.
    static QString lostInQuakeFormat(const Model &written, const Model &read, const QVector3D &step)
    {
        if (read.meshes.size() != 1)
            return QStringLiteral("meshes: %1 of 1").arg(read.meshes.size());
        if (triangleTotal(read) == 0 || triangleTotal(read) > triangleTotal(written))
            return QStringLiteral("triangles: %1 of %2").arg(triangleTotal(read)).arg(triangleTotal(written));
        return outsideFirstFrame(written, read, step);
    }

    // A vertex-frame format stores frames, not the bind pose: the model
    // comes back as its first frame (the first animation's first pose), each
    // position within that pose's bounds.
    // `step`: the steps of a format that quantises every frame alike (MDL),
    // within half of which a position comes back, however small the first
    // frame is beside the others.
    static QString outsideFirstFrame(const Model &written, const Model &read, const QVector3D &step = {})
    {
        const Bounds first = poseBounds(written, written.animations.isEmpty() ? -1 : 0, 0.0);
        const float slack = 0.02f * std::max({first.size().x(), first.size().y(), first.size().z()}) + 1e-3f;
        for (const Mesh &mesh : read.meshes)
            for (const QVector3D &p : mesh.positions)
                for (int k = 0; k < 3; ++k)
                    if (p[k] < first.min[k] - slack - step[k] / 2 || p[k] > first.max[k] + slack + step[k] / 2)
                        return QStringLiteral("a position outside the first frame: %1 %2 %3")
                            .arg(p.x())
                            .arg(p.y())
                            .arg(p.z());
        return {};
    }

    // An MDL's one scale for all its frames (its header's, after the
    // identifier and version); none for other formats.
    static QVector3D mdlStep(const QString &format, const QString &path)
    {
        QFile file(path);
        if (format != QLatin1String("mdl") || !file.open(QIODevice::ReadOnly))
            return {};
        const QByteArray head = file.read(20);
        if (head.size() < 20)
            return {};
        QVector3D step;
        for (int k = 0; k < 3; ++k) {
            float f;
            std::memcpy(&f, head.constData() + 8 + 4 * k, 4);
            step[k] = qFromLittleEndian(f);
        }
        return step;
    }

    static QString lostInFormat(const QString &format, const Model &written, const Model &read,
                                const QVector3D &mdlSteps)
    {
        if (format == QLatin1String("qm")) {
            // QuickModel holds meshes as flat patches: a triangle of no area
            // makes none; every other one comes back, corner for corner (the
            // writer gives the shortest text that reads back as the same
            // float), though not in the same order.
            const QList<Corners> before = solidTriangles(written);
            const QList<Corners> after = solidTriangles(read);
            if (after.size() != before.size() || triangleTotal(read) != before.size())
                return QStringLiteral("triangles: %1 of %2 with area").arg(triangleTotal(read)).arg(before.size());
            for (qsizetype i = 0; i < before.size(); ++i)
                if (before[i] != after[i])
                    return QStringLiteral("the corners of a triangle: (%1) for (%2)")
                        .arg(describe(after[i]), describe(before[i]));
            return {};
        }
        // The Cal3D companions hold one part each: the skeleton, the first
        // clip, the first material.
        if (format == QLatin1String("xsf"))
            return read.skeleton.joints.size() == written.skeleton.joints.size()
                       ? QString()
                       : QStringLiteral("joints: %1 of %2")
                             .arg(read.skeleton.joints.size())
                             .arg(written.skeleton.joints.size());
        if (format == QLatin1String("xaf") || format == QLatin1String("md5anim"))
            return read.animations.size() == 1 ? QString() : QStringLiteral("the clip");
        if (format == QLatin1String("xrf"))
            return read.materials.size() == 1 ? QString() : QStringLiteral("the material");
        if (format == QLatin1String("mdl") || format == QLatin1String("md2"))
            return lostInQuakeFormat(written, read, mdlSteps);
        if (triangleTotal(read) != triangleTotal(written))
            return QStringLiteral("triangles: %1 of %2").arg(triangleTotal(read)).arg(triangleTotal(written));
        // MD5 stores each vertex as weights in its joints' spaces: the
        // position comes back through the joint transforms in float, within
        // a few float steps of the model's extent rather than of the
        // coordinate itself.
        float extent = 0;
        for (const Mesh &mesh : written.meshes)
            for (const QVector3D &p : mesh.positions)
                extent = std::max({extent, std::abs(p.x()), std::abs(p.y()), std::abs(p.z())});
        const float step = format == QLatin1String("md3")   ? 1.0f / 64
                           : format == QLatin1String("md5") ? extent * 4e-6f
                                                            : 0.0f;
        // MD3 stores frames: with animations, the first frame comes back
        // (corner for corner only where the bind pose is what it stores).
        if (format == QLatin1String("md3") && !written.animations.isEmpty())
            return outsideFirstFrame(written, read);
        const QString corners = cornersDiffer(written, read, step);
        if (!corners.isEmpty())
            return corners;
        const bool skeleton = format == QLatin1String("iqe") || format == QLatin1String("iqm");
        if (skeleton && read.skeleton.joints.size() != written.skeleton.joints.size())
            return QStringLiteral("joints: %1 of %2")
                .arg(read.skeleton.joints.size())
                .arg(written.skeleton.joints.size());
        // IQM keeps clips as poses of joints: with no joint there is nothing
        // to keep, and the writer says so.
        const bool clips = format == QLatin1String("iqe") || !written.skeleton.joints.isEmpty();
        if (skeleton && clips && read.animations.size() != written.animations.size())
            return QStringLiteral("animations: %1 of %2").arg(read.animations.size()).arg(written.animations.size());
        return {};
    }
};

QTEST_GUILESS_MAIN(TestSoak)
#include "tst_soak.moc"
