// Weld, Fill Holes and Merge Vertices on a vertex-animated MD3: each works
// on the selection alone and reaches every frame. The saved file is parsed
// here, independently of Quarry's reader (Md3RealFiles.h), frame by frame;
// undo restores the model exactly and redo gives the same model again.
#include "Md3RealFiles.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QtTest>

#include <algorithm>

using namespace quarry;
using namespace quarry::test;

class TestMd3MeshOpsFrames : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    QByteArray m_bytes;
    Model m_model;
    int m_surface = -1;

    // Runs `id` with the selection made, checks undo and redo, saves the
    // MD3 and returns its surfaces as parsed here (empty on a failure).
    QList<StoredSurface> runAndSave(const Model &model, const Selection &selection, const QString &id,
                                    const QVariantMap &options, const QString &name, QString *message = nullptr)
    {
        Document doc;
        doc.resetModel(model, m_path, QStringLiteral("md3"));
        doc.setCurrentAnimation(-1);
        doc.setSelection(selection);
        const Model before = doc.model();
        const OperationResult result = runOperation(doc, id, options);
        if (message)
            *message = result.message;
        if (!result.ok || doc.model() == before) {
            qWarning("%s: %s", qPrintable(id), qPrintable(result.message));
            return {};
        }
        const Model after = doc.model();
        doc.undoStack()->undo();
        if (!(doc.model() == before)) {
            qWarning("undo did not restore the model");
            return {};
        }
        doc.undoStack()->redo();
        if (!(doc.model() == after)) {
            qWarning("redo after undo differs from the first redo");
            return {};
        }
        const QString out = m_dir.filePath(name);
        const WriteResult written = writeModelFile(doc.model(), out, QStringLiteral("md3"));
        if (!written.ok()) {
            qWarning("%s", qPrintable(written.error->toString()));
            return {};
        }
        return storedSurfaces(fileBytes(out));
    }

    // Every surface but `except` as stored: same vertices in every frame, same triangles.
    bool othersUnchanged(const QList<StoredSurface> &saved, int except) const
    {
        const QList<StoredSurface> stored = storedSurfaces(m_bytes);
        if (saved.size() != stored.size())
            return false;
        for (int s = 0; s < stored.size(); ++s)
            if (s != except
                && (saved[s].frames != stored[s].frames || saved[s].triangles != stored[s].triangles
                    || saved[s].verts != stored[s].verts)) {
                qWarning("surface %d changed", s);
                return false;
            }
        return true;
    }

    Selection verticesSelected(const QList<quint32> &vertices) const
    {
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(m_surface, vertices);
        return s;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = shippedAnimatedMd3(m_dir.path());
        if (m_path.isEmpty())
            QSKIP("neither openarena-081-players nor ../shared/corpus/real is there");
        m_bytes = fileBytes(m_path);
        ReadResult read = readModelFile(m_path);
        QVERIFY(read.ok());
        m_model = read.model;
        m_surface = surfaceWithVertices(m_bytes, 10);
        QVERIFY(m_surface >= 0 && m_surface < m_model.meshes.size());
        QVERIFY(i32(m_bytes, 76) > 2);
    }

    // Weld by position on the selection (every vertex of one surface):
    // vertices that coincide in every frame become one; every triangle
    // keeps its corners where they were in every frame.
    void weldInEveryFrame()
    {
        QList<quint32> all;
        for (quint32 v = 0; v < quint32(m_model.meshes[m_surface].vertexCount()); ++v)
            all.append(v);
        QString message;
        const QList<StoredSurface> saved = runAndSave(m_model, verticesSelected(all), QStringLiteral("weld"),
                                                      {{QStringLiteral("position_only"), true}},
                                                      QStringLiteral("weld.md3"), &message);
        QVERIFY2(!saved.isEmpty(), qPrintable(message));
        QVERIFY(othersUnchanged(saved, m_surface));
        const StoredSurface stored = storedSurfaces(m_bytes)[m_surface];
        const StoredSurface &welded = saved[m_surface];
        QVERIFY2(welded.verts < stored.verts, qPrintable(message));
        QCOMPARE(welded.triangles.size(), stored.triangles.size());
        for (int f = 0; f < stored.frames.size(); ++f)
            for (int t = 0; t < stored.triangles.size(); ++t)
                for (int c = 0; c < 3; ++c)
                    QVERIFY2(
                        (welded.frames[f][welded.triangles[t][c]] - stored.frames[f][stored.triangles[t][c]]).length()
                            < 1e-4f,
                        qPrintable(QStringLiteral("frame %1 triangle %2 corner %3").arg(f).arg(t).arg(c)));
    }

    // Merge two vertices of an edge to their centre (or the last one): in
    // every frame the merged vertex lies at the centre of the two as that
    // frame had them (or where the last one was in that frame).
    void mergeInEveryFrame_data()
    {
        QTest::addColumn<QString>("to");
        QTest::newRow("centre") << QStringLiteral("centre");
        QTest::newRow("last") << QStringLiteral("last");
    }

    void mergeInEveryFrame()
    {
        QFETCH(QString, to);
        const Triangle t = m_model.meshes[m_surface].triangles[0];
        const quint32 a = t[0], b = t[1];
        const StoredSurface stored = storedSurfaces(m_bytes)[m_surface];
        QString message;
        const QList<StoredSurface> saved = runAndSave(m_model, verticesSelected({a, b}),
                                                      QStringLiteral("mergeVertices"), {{QStringLiteral("to"), to}},
                                                      QStringLiteral("merge-") + to + QStringLiteral(".md3"), &message);
        QVERIFY2(!saved.isEmpty(), qPrintable(message));
        QVERIFY(othersUnchanged(saved, m_surface));
        const StoredSurface &merged = saved[m_surface];
        QVERIFY(merged.triangles.size() < stored.triangles.size()); // the triangles on edge a-b collapse
        // A vertex at the centre in every frame (stored in 1/64 units).
        int found = -1;
        for (int k = 0; k < merged.verts && found < 0; ++k) {
            bool everywhere = true;
            for (int f = 0; f < stored.frames.size() && everywhere; ++f) {
                const QVector3D centre = to == QLatin1String("last")
                                             ? stored.frames[f][int(b)]
                                             : (stored.frames[f][int(a)] + stored.frames[f][int(b)]) / 2;
                everywhere = (merged.frames[f][k] - centre).length() <= 1.0f / 64;
            }
            if (everywhere)
                found = k;
        }
        QVERIFY2(found >= 0, "no vertex lies at the two vertices' centre in every frame");
    }

    // Fill Holes through the selected corners of a hole (a triangle taken
    // out): the triangle comes back, on that surface alone; the vertices
    // keep every frame.
    void fillHolesOnTheSelection()
    {
        Model holed = m_model;
        Mesh &mesh = holed.meshes[m_surface];
        const Triangle removed = mesh.triangles.takeAt(0);
        QString message;
        const QList<StoredSurface> saved = runAndSave(holed, verticesSelected({removed[0], removed[1], removed[2]}),
                                                      QStringLiteral("fillHoles"), {}, QStringLiteral("fill.md3"),
                                                      &message);
        QVERIFY2(!saved.isEmpty(), qPrintable(message));
        QVERIFY(othersUnchanged(saved, m_surface));
        const StoredSurface stored = storedSurfaces(m_bytes)[m_surface];
        const StoredSurface &filled = saved[m_surface];
        QCOMPARE(filled.verts, stored.verts);
        QCOMPARE(filled.frames, stored.frames);
        const auto same = [&](const std::array<qint32, 3> &x) {
            for (int r = 0; r < 3; ++r)
                if (x[0] == qint32(removed[r]) && x[1] == qint32(removed[(r + 1) % 3])
                    && x[2] == qint32(removed[(r + 2) % 3]))
                    return true;
            return false;
        };
        QVERIFY2(std::any_of(filled.triangles.cbegin(), filled.triangles.cend(), same),
                 "the hole's triangle is not back, wound as before");
        // Nothing selected: nothing is filled (no surface without asking).
        Document doc;
        doc.resetModel(holed, m_path, QStringLiteral("md3"));
        QVERIFY(!runOperation(doc, QStringLiteral("fillHoles")).ok);
        QCOMPARE(doc.model(), holed);
    }
};

QTEST_GUILESS_MAIN(TestMd3MeshOpsFrames)
#include "tst_md3_mesh_ops_frames.moc"
