// Moving vertices of a vertex-animated MD3 (the moveVertices operation, the
// viewport's Move tool typed): in the bind pose the move reaches every
// frame by the same offset, with an animation shown the frame shown alone.
// The saved file is parsed here, independently of Quarry's reader
// (Md3RealFiles.h), frame by frame; undo restores the model exactly and
// redo gives the same model again.
#include "Md3Fixture.h"
#include "Md3RealFiles.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/VertexFrames.h"

#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

struct Source
{
    QString path;
    QByteArray bytes;
    Model model;
    int surface = -1;
    qint32 moved = 0;
};

bool load(const QString &path, Source &source)
{
    source.path = path;
    source.bytes = fileBytes(path);
    ReadResult read = readModelFile(path);
    if (!read.ok())
        return false;
    source.model = std::move(read.model);
    source.surface = surfaceWithVertices(source.bytes, 4);
    if (source.surface < 0 || source.surface >= source.model.meshes.size())
        return false;
    source.moved = std::min<qint32>(10, qint32(source.model.meshes[source.surface].vertexCount() / 2));
    return true;
}

} // namespace

class TestMd3VertexEdits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString fixturePath()
    {
        const QString path = m_dir.filePath(QStringLiteral("fixture.md3"));
        QFile f(path);
        if (!f.exists() && f.open(QIODevice::WriteOnly))
            f.write(md3Fixture(5));
        return path;
    }

    // Runs moveVertices on `source`'s moved vertices with the document
    // showing `animation` at `time`, checks undo and redo, saves the MD3
    // and returns its surfaces as parsed here.
    QList<StoredSurface> moveAndSave(const Source &source, int animation, double time, const QString &frames,
                                     const QString &name)
    {
        Document doc;
        doc.resetModel(source.model, source.path, QStringLiteral("md3"));
        doc.setCurrentAnimation(animation);
        doc.setCurrentTime(time);
        Selection selection;
        selection.mode = Selection::Mode::Vertices;
        QList<quint32> vertices;
        for (qint32 v = 0; v < source.moved; ++v)
            vertices.append(quint32(v));
        selection.vertices.insert(source.surface, vertices);
        doc.setSelection(selection);
        const Model before = doc.model();
        const OperationResult result = runOperation(
            doc, QStringLiteral("moveVertices"),
            {{QStringLiteral("offset"), QVariantList{3.0, 0.0, 0.0}}, {QStringLiteral("frames"), frames}});
        if (!result.ok) {
            qWarning("%s", qPrintable(result.message));
            return {};
        }
        const Model after = doc.model();
        if (after == before) {
            qWarning("the move changed nothing");
            return {};
        }
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

    // Every frame in `changed` has the moved vertices 3 units along X from
    // where the source has them; every other vertex and frame is as stored.
    static bool sameExceptMoved(const Source &source, const QList<StoredSurface> &saved, const QList<int> &changed)
    {
        const QList<StoredSurface> stored = storedSurfaces(source.bytes);
        if (saved.size() != stored.size()) {
            qWarning("%lld surfaces saved, %lld stored", qint64(saved.size()), qint64(stored.size()));
            return false;
        }
        for (int s = 0; s < stored.size(); ++s) {
            if (saved[s].frames.size() != stored[s].frames.size() || saved[s].verts != stored[s].verts) {
                qWarning("surface %d: frames or vertices differ in number", s);
                return false;
            }
            for (int f = 0; f < stored[s].frames.size(); ++f)
                for (int v = 0; v < stored[s].verts; ++v) {
                    const bool moves = s == source.surface && v < source.moved && changed.contains(f);
                    const QVector3D expected = stored[s].frames[f][v] + (moves ? QVector3D(3, 0, 0) : QVector3D());
                    if ((saved[s].frames[f][v] - expected).length() > 1e-4f) {
                        qWarning("surface %d frame %d vertex %d: (%g %g %g), expected (%g %g %g)", s, f, v,
                                 saved[s].frames[f][v].x(), saved[s].frames[f][v].y(), saved[s].frames[f][v].z(),
                                 expected.x(), expected.y(), expected.z());
                        return false;
                    }
                }
        }
        return true;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void bindPoseMovesEveryFrame_data()
    {
        QTest::addColumn<QString>("which");
        QTest::newRow("fixture") << QStringLiteral("fixture");
        QTest::newRow("shipped") << QStringLiteral("shipped");
    }

    void bindPoseMovesEveryFrame()
    {
        QFETCH(QString, which);
        const QString path = which == QLatin1String("fixture") ? fixturePath() : shippedAnimatedMd3(m_dir.path());
        if (path.isEmpty())
            QSKIP("neither openarena-081-players nor ../shared/corpus/real is there");
        Source source;
        QVERIFY(load(path, source));
        const qint32 frames = i32(source.bytes, 76);
        QVERIFY(frames > 2);
        QList<int> all;
        for (int f = 0; f < frames; ++f)
            all.append(f);
        for (const QString &choice : {QStringLiteral("automatic"), QStringLiteral("every")}) {
            const QList<StoredSurface> saved = moveAndSave(
                source, -1, 0.0, choice, which + QStringLiteral("-bind-") + choice + QStringLiteral(".md3"));
            QVERIFY2(!saved.isEmpty(), qPrintable(choice));
            QVERIFY2(sameExceptMoved(source, saved, all), qPrintable(choice));
        }
        // Chosen "every" with an animation shown: every frame too.
        const QList<StoredSurface> saved = moveAndSave(source, 0, 0.0, QStringLiteral("every"),
                                                       which + QStringLiteral("-shown-every.md3"));
        QVERIFY(!saved.isEmpty());
        QVERIFY(sameExceptMoved(source, saved, all));
    }

    void animationShownMovesTheFrameShown_data() { bindPoseMovesEveryFrame_data(); }

    void animationShownMovesTheFrameShown()
    {
        QFETCH(QString, which);
        const QString path = which == QLatin1String("fixture") ? fixturePath() : shippedAnimatedMd3(m_dir.path());
        if (path.isEmpty())
            QSKIP("neither openarena-081-players nor ../shared/corpus/real is there");
        Source source;
        QVERIFY(load(path, source));
        // A frame other than the first (a morph target "frame N" shown), and
        // the first frame shown in a clip, where some clip shows it.
        int animation = -1, frameShown = -1;
        double time = 0;
        int animationAtFirst = -1;
        double timeAtFirst = 0;
        for (int a = 0; a < source.model.animations.size(); ++a) {
            const Animation &clip = source.model.animations[a];
            for (int k = 0; k < clip.frameCount(); ++k) {
                const double t = k / clip.fps;
                const int target = shownMorphTarget(source.model, source.surface, a, t);
                if (target >= 0 && frameShown < 0) {
                    animation = a;
                    time = t;
                    frameShown =
                        source.model.meshes[source.surface].morphs[target].name.section(QLatin1Char(' '), 1).toInt();
                }
                if (target < 0 && animationAtFirst < 0) {
                    animationAtFirst = a;
                    timeAtFirst = t;
                }
            }
        }
        QVERIFY2(animation >= 0 && frameShown > 0, "no clip shows a frame other than the first");
        for (const QString &choice : {QStringLiteral("automatic"), QStringLiteral("shown")}) {
            const QList<StoredSurface> saved = moveAndSave(
                source, animation, time, choice, which + QStringLiteral("-frame-") + choice + QStringLiteral(".md3"));
            QVERIFY2(!saved.isEmpty(), qPrintable(choice));
            QVERIFY2(sameExceptMoved(source, saved, {frameShown}), qPrintable(choice));
        }
        // The first frame shown alone: the other frames keep the vertices where they were.
        QVERIFY2(animationAtFirst >= 0, "no clip shows the first frame");
        const QList<StoredSurface> saved = moveAndSave(source, animationAtFirst, timeAtFirst, QStringLiteral("shown"),
                                                       which + QStringLiteral("-first.md3"));
        QVERIFY(!saved.isEmpty());
        QVERIFY(sameExceptMoved(source, saved, {0}));
    }
};

QTEST_GUILESS_MAIN(TestMd3VertexEdits)
#include "tst_md3_vertex_edits.moc"
