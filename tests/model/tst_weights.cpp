// Skin weights edited by hand: the pure edits of a vertex's influences, the
// change record and its command (redo/undo/redo, merged strokes), the
// operations by id, selecting by weight, automatic and mirrored weights.
#include "UndoCheck.h"

#include "model/commands/EditWeightsCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/AutoWeights.h"
#include "model/ops/MirrorWeights.h"
#include "model/ops/WeightEdit.h"
#include "model/ops/WeightSelect.h"

#include <cmath>
#include <utility>

using namespace quarry;
using namespace quarry::test;

namespace {

Joint joint(const QString &name, int parent, const QVector3D &at)
{
    Joint j;
    j.name = name;
    j.parent = parent;
    j.bind.translation = at;
    return j;
}

// A tube along +z from 0 to `length` (rings of 8 vertices, one per unit
// of `step`) with joints "root" at 0 and "tip" at length / 2, unweighted.
Model tube(float length = 2.0f, float step = 0.1f)
{
    Model model;
    model.skeleton.joints = {joint(QStringLiteral("root"), -1, {}),
                             joint(QStringLiteral("tip"), 0, {0, 0, length / 2})};
    Mesh mesh;
    mesh.name = QStringLiteral("tube");
    const int rings = int(std::lround(length / step)) + 1;
    for (int r = 0; r < rings; ++r)
        for (int s = 0; s < 8; ++s) {
            const double a = s * M_PI / 4;
            mesh.positions.append(QVector3D(float(0.2 * std::cos(a)), float(0.2 * std::sin(a)), r * step));
        }
    for (int r = 0; r + 1 < rings; ++r)
        for (int s = 0; s < 8; ++s) {
            const quint32 a = r * 8 + s, b = r * 8 + (s + 1) % 8;
            mesh.triangles.append({a, b, a + 8});
            mesh.triangles.append({b, b + 8, a + 8});
        }
    model.meshes = {mesh};
    return model;
}

// A quad strip across x = 0 (vertices at x = -1, 0, 1) weighted with side joints.
Model sides()
{
    Model model;
    model.skeleton.joints = {joint(QStringLiteral("hips"), -1, {}), joint(QStringLiteral("Hand.L"), 0, {1, 0, 0}),
                             joint(QStringLiteral("Hand.R"), 0, {-1, 0, 0})};
    Mesh mesh;
    mesh.positions = {{-1, 0, 0}, {0, 0, 0}, {1, 0, 0}, {-1, 1, 0}, {0, 1, 0}, {1, 1, 0}};
    mesh.triangles = {{0, 1, 4}, {0, 4, 3}, {1, 2, 5}, {1, 5, 4}};
    mesh.influencesPerVertex = 2;
    // Left (+x) vertices: Hand.L 0.75, hips 0.25; the middle: hips; the right: hips only.
    mesh.blendIndexes = {0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0};
    mesh.blendWeights = {1, 0, 1, 0, 0.75f, 0.25f, 1, 0, 1, 0, 0.75f, 0.25f};
    model.meshes = {mesh};
    return model;
}

float weightOf(const Influences &influences, quint32 joint)
{
    for (const Influence &i : influences)
        if (i.joint == joint)
            return i.weight;
    return 0.0f;
}

// Runs the operation; checks that it made one undo step that undo takes
// back exactly and redo gives again.
bool runAndCheck(Document &doc, const QString &id, const QVariantMap &options = {})
{
    const Model before = doc.model();
    const int steps = doc.undoStack()->count();
    const OperationResult result = runOperation(doc, id, options);
    if (!result.ok) {
        qWarning("%s", qPrintable(result.message));
        return false;
    }
    const Model after = doc.model();
    if (after == before || doc.undoStack()->count() != steps + 1) {
        qWarning("%s: no change, or not one undo step", qPrintable(id));
        return false;
    }
    doc.undoStack()->undo();
    if (!(doc.model() == before))
        return false;
    doc.undoStack()->redo();
    return doc.model() == after;
}

} // namespace

class TestWeights : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void assignModes()
    {
        const Influences start = {{0, 0.6f}, {1, 0.4f}};
        // Replace with normalize: the others share what is left.
        Influences r = assignWeight(start, 2, 0.5f, WeightMode::Replace, true);
        QCOMPARE(weightOf(r, 2), 0.5f);
        QVERIFY(qFuzzyCompare(weightOf(r, 0), 0.3f));
        QVERIFY(qFuzzyCompare(weightOf(r, 1), 0.2f));
        QVERIFY(qFuzzyCompare(weightSum(r), 1.0f));
        // Without normalize the others stay.
        r = assignWeight(start, 2, 0.5f, WeightMode::Replace, false);
        QCOMPARE(weightOf(r, 0), 0.6f);
        QCOMPARE(weightSum(r), 1.5f);
        // Add and subtract stay within 0..1; a weight of zero drops the joint.
        QCOMPARE(weightOf(assignWeight(start, 0, 0.7f, WeightMode::Add, false), 0), 1.0f);
        r = assignWeight(start, 1, 0.9f, WeightMode::Subtract, true);
        QCOMPARE(r.size(), 1);
        QCOMPARE(r.first(), (Influence{0, 1.0f}));
        // A joint alone with normalize takes the whole weight.
        QCOMPARE(assignWeight({}, 3, 0.25f, WeightMode::Replace, true), (Influences{{3, 1.0f}}));
        QCOMPARE(assignWeight({}, 3, 0.25f, WeightMode::Replace, false), (Influences{{3, 0.25f}}));
    }

    void removeKeepLimit()
    {
        const Influences start = {{0, 0.5f}, {1, 0.3f}, {2, 0.2f}};
        Influences r = removeJoint(start, 0);
        QCOMPARE(r.size(), 2);
        QVERIFY(qFuzzyCompare(weightOf(r, 1), 0.6f));
        QVERIFY(qFuzzyCompare(weightSum(r), 1.0f));
        QCOMPARE(keepLargest(start), (Influences{{0, 1.0f}}));
        r = limitTo(start, 2);
        QCOMPARE(r.size(), 2);
        QVERIFY(qFuzzyCompare(weightOf(r, 0), 0.625f));
        QCOMPARE(weightOf(r, 2), 0.0f);
    }

    void changeGrowsSlotsAndUndoRestoresEveryBit()
    {
        // A mesh without weights gets them, and loses them again on undo.
        Model model = tube();
        const Mesh bare = model.meshes[0];
        WeightChange change = makeWeightChange(bare, 0, {3, 5}, {{{1, 1.0f}}, {{0, 0.5f}, {1, 0.5f}}});
        QCOMPARE(change.oldSlots, 0);
        QCOMPARE(change.newSlots, 2);
        Mesh mesh = bare;
        applyWeightChange(mesh, change, false);
        QVERIFY(mesh.isSkinned());
        QCOMPARE(mesh.blendWeights.size(), mesh.vertexCount() * 2);
        QCOMPARE(vertexInfluences(mesh, 3), (Influences{{1, 1.0f}}));
        QCOMPARE(vertexInfluences(mesh, 5), (Influences{{0, 0.5f}, {1, 0.5f}}));
        QVERIFY(vertexInfluences(mesh, 4).isEmpty());
        applyWeightChange(mesh, change, true);
        QCOMPARE(mesh, bare);

        // A joint the vertex has keeps its slot; a third joint widens the mesh.
        const Mesh two = sides().meshes[0];
        change = makeWeightChange(two, 0, {2, 1}, {{{1, 0.5f}, {0, 0.25f}, {2, 0.25f}}, {{0, 1.0f}}});
        QCOMPARE(change.vertices, (QList<quint32>{2})); // vertex 1 is unchanged
        mesh = two;
        applyWeightChange(mesh, change, false);
        QCOMPARE(mesh.influencesPerVertex, 3);
        QCOMPARE(mesh.blendIndexes.mid(6, 3), (QList<quint32>{1, 0, 2}));
        QCOMPARE(mesh.blendWeights.mid(6, 3), (QList<float>{0.5f, 0.25f, 0.25f}));
        QCOMPARE(vertexInfluences(mesh, 0), (Influences{{0, 1.0f}}));
        applyWeightChange(mesh, change, true);
        QCOMPARE(mesh, two);
    }

    void commandRedoUndoRedo()
    {
        Document doc;
        doc.resetModel(sides());
        const WeightChanges changes = editWeights(
            doc.model(), {{0, {0, 1, 3}}},
            [](const Influences &in, int, quint32) { return assignWeight(in, 2, 0.4f, WeightMode::Add, true); });
        QVERIFY(checkUndoRedo(doc, new EditWeightsCommand(&doc, changes, QStringLiteral("Assign"))));
        QVERIFY(qFuzzyCompare(jointWeight(doc.model().meshes[0], 0, 2), 0.4f));
        QVERIFY(qFuzzyCompare(jointWeight(doc.model().meshes[0], 0, 0), 0.6f));
        // Nothing to change: an obsolete command.
        EditWeightsCommand none(&doc, {}, QStringLiteral("None"));
        QVERIFY(none.isObsolete());
    }

    void strokeMergesIntoOneStep()
    {
        Document doc;
        doc.resetModel(sides());
        const Model before = doc.model();
        auto dab = [&doc](QList<quint32> vertices, quint32 joint, float weight) {
            return editWeights(doc.model(), {{0, vertices}}, [=](const Influences &in, int, quint32) {
                return assignWeight(in, joint, weight, WeightMode::Add, true);
            });
        };
        // Three dabs, overlapping, the last adding a third influence.
        doc.undoStack()->push(new EditWeightsCommand(&doc, dab({0, 1}, 1, 0.2f), QStringLiteral("Paint"), 7));
        doc.undoStack()->push(new EditWeightsCommand(&doc, dab({1, 4}, 1, 0.2f), QStringLiteral("Paint"), 7));
        doc.undoStack()->push(new EditWeightsCommand(&doc, dab({2, 4}, 2, 0.3f), QStringLiteral("Paint"), 7));
        QCOMPARE(doc.undoStack()->count(), 1);
        const Model after = doc.model();
        QCOMPARE(after.meshes[0].influencesPerVertex, 3);
        QVERIFY(qFuzzyCompare(jointWeight(after.meshes[0], 1, 1), 0.4f));
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), before);
        doc.undoStack()->redo();
        QCOMPARE(doc.model(), after);
        // Another stroke is another step.
        doc.undoStack()->push(new EditWeightsCommand(&doc, dab({5}, 0, 0.5f), QStringLiteral("Paint"), 8));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void operations()
    {
        Document doc;
        doc.resetModel(sides());
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices = {{0, {0, 3}}};
        doc.setSelection(s);
        // With no joint given or selected, it says so and changes nothing.
        const OperationResult refused = runOperation(doc, QStringLiteral("assignWeights"));
        QVERIFY(!refused.ok);
        QVERIFY2(refused.message.contains(QLatin1String("joint")), qPrintable(refused.message));
        QCOMPARE(doc.undoStack()->count(), 0);

        QVERIFY(runAndCheck(doc, QStringLiteral("assignWeights"),
                            {{QStringLiteral("joint"), QStringLiteral("Hand.R")},
                             {QStringLiteral("weight"), 0.8},
                             {QStringLiteral("mode"), QStringLiteral("replace")}}));
        QVERIFY(qFuzzyCompare(jointWeight(doc.model().meshes[0], 3, 2), 0.8f));
        QVERIFY(qFuzzyCompare(jointWeight(doc.model().meshes[0], 3, 0), 0.2f));
        QCOMPARE(jointWeight(doc.model().meshes[0], 1, 2), 0.0f); // not selected

        // The selected joint stands in for the option.
        s.joints = {0};
        doc.setSelection(s);
        QVERIFY(runAndCheck(doc, QStringLiteral("removeInfluence")));
        QCOMPARE(vertexInfluences(doc.model().meshes[0], 3), (Influences{{2, 1.0f}}));

        s.vertices = {{0, {2}}};
        doc.setSelection(s);
        QVERIFY(runAndCheck(doc, QStringLiteral("singleInfluence")));
        QCOMPARE(vertexInfluences(doc.model().meshes[0], 2), (Influences{{1, 1.0f}}));
        QCOMPARE(jointWeight(doc.model().meshes[0], 5, 0), 0.25f); // not selected

        // From +x to -x: vertex 3 takes vertex 5's weights with Hand.R for Hand.L.
        doc.clearSelection();
        QVERIFY(runAndCheck(doc, QStringLiteral("mirrorWeights"),
                            {{QStringLiteral("name_rule"), QStringLiteral(".L/.R")}}));
        QCOMPARE(jointWeight(doc.model().meshes[0], 3, 2), 0.75f);
        QVERIFY(runAndCheck(doc, QStringLiteral("autoWeights"), {{QStringLiteral("max_influences"), 2}}));
        for (quint32 v = 0; v < 6; ++v) {
            const Influences in = vertexInfluences(doc.model().meshes[0], v);
            QVERIFY(!in.isEmpty() && in.size() <= 2);
            QVERIFY(std::abs(weightSum(in) - 1.0f) < 1e-5f);
        }
        const OperationResult wrong = runOperation(doc, QStringLiteral("mirrorWeights"),
                                                   {{QStringLiteral("axis"), QStringLiteral("w")}});
        QVERIFY(!wrong.ok);
    }

    void selectByWeight()
    {
        const Model model = sides();
        Selection s = selectInfluenced(model, {}, 1, 0.5f);
        QCOMPARE(s.mode, Selection::Mode::Vertices);
        QCOMPARE(s.vertices, (QMap<int, QList<quint32>>{{0, {2, 5}}}));
        QVERIFY(selectInfluenced(model, {}, 1, 0.8f).vertices.isEmpty());
        QCOMPARE(selectInfluenced(model, {}, 0, 0.0f).vertices.value(0).size(), 6);
        QCOMPARE(selectOverInfluenced(model, {}, 1).vertices.value(0), (QList<quint32>{2, 5}));
        QVERIFY(selectUnweighted(model, {}).vertices.isEmpty());
        QCOMPARE(selectUnweighted(tube(), {}).vertices.value(0).size(), tube().meshes[0].vertexCount());
        // Hidden faces' vertices are left out.
        QCOMPARE(selectOverInfluenced(model, {}, 1, {{0, {2}}}).vertices.value(0), (QList<quint32>{5}));

        Document doc;
        doc.resetModel(model);
        QVERIFY(runOperation(doc, QStringLiteral("selectInfluenced"),
                             {{QStringLiteral("joint"), QStringLiteral("Hand.L")}, {QStringLiteral("threshold"), 0.5}})
                    .ok);
        QCOMPARE(doc.selection().vertices.value(0), (QList<quint32>{2, 5}));
        QVERIFY(runOperation(doc, QStringLiteral("selectOverInfluenced"), {{QStringLiteral("max_influences"), 2}}).ok);
        QVERIFY(doc.selection().vertices.isEmpty());
    }

    void autoWeightsChangeMonotonicallyAlongATube()
    {
        const Model model = tube(2.0f, 0.1f);
        const WeightChanges changes = autoWeights(model, {{0, {}}}, 4);
        QCOMPARE(changes.size(), 1);
        Mesh mesh = model.meshes[0];
        applyWeightChange(mesh, changes.first(), false);
        float previous = 2.0f;
        for (qsizetype v = 0; v < mesh.vertexCount(); v += 8) {
            const Influences in = vertexInfluences(mesh, quint32(v));
            QVERIFY(std::abs(weightSum(in) - 1.0f) < 1e-5f);
            const float root = weightOf(in, 0);
            // Every vertex of a ring weighs the same.
            for (int s = 1; s < 8; ++s)
                QVERIFY(std::abs(jointWeight(mesh, quint32(v + s), 0) - root) < 1e-4f);
            QVERIFY2(
                root < previous,
                qPrintable(
                    QStringLiteral("ring at z=%1: %2 after %3").arg(mesh.positions[v].z()).arg(root).arg(previous)));
            previous = root;
        }
        QVERIFY(jointWeight(mesh, 0, 0) > 0.9f);
        QVERIFY(jointWeight(mesh, quint32(mesh.vertexCount() - 1), 1) > 0.9f);
        QVERIFY(std::abs(jointWeight(mesh, 80, 0) - 0.5f) < 1e-3f); // the ring at z = 1

        // Limited to one influence: rigid.
        const WeightChanges rigid = autoWeights(model, {{0, {}}}, 1);
        applyWeightChange(mesh = model.meshes[0], rigid.first(), false);
        QCOMPARE(mesh.influencesPerVertex, 1);
    }

    // Helper and IK joints that weigh on nothing get no weight by default;
    // joints= gives weight to those named only.
    void autoWeightsSkipJointsThatDeformNothing()
    {
        Model model = tube(2.0f, 0.1f);
        // A helper beside the middle of the tube, nearer than either bone to
        // the rings there.
        model.skeleton.joints << joint(QStringLiteral("SpineIK1"), 0, {0, 0.15f, 1.0f});
        Mesh &mesh = model.meshes[0];
        mesh.influencesPerVertex = 1;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
            mesh.blendIndexes.append(mesh.positions[v].z() < 1.0f ? 0 : 1);
            mesh.blendWeights.append(1.0f);
        }
        QCOMPARE(deformingJoints(model), (QList<int>{0, 1}));

        Mesh weighted = model.meshes[0];
        applyWeightChange(weighted, autoWeights(model, {{0, {}}}, 4).first(), false);
        float root = 0, tip = 0;
        for (quint32 v = 0; v < quint32(weighted.vertexCount()); ++v) {
            QCOMPARE(jointWeight(weighted, v, 2), 0.0f);
            root += jointWeight(weighted, v, 0);
            tip += jointWeight(weighted, v, 1);
        }
        QVERIFY(root > 10 && tip > 10);

        // A model without weights: every joint as before, the helper too.
        Mesh bare = tube().meshes[0];
        Model unweighted = model;
        unweighted.meshes[0] = bare;
        QVERIFY(deformingJoints(unweighted).isEmpty());
        applyWeightChange(bare, autoWeights(unweighted, {{0, {}}}, 4).first(), false);
        QVERIFY(jointWeight(bare, 80, 2) > 0.05f); // the ring at z = 1 beside the helper

        // By the operation: joints= names the only joints that receive weight.
        Document doc;
        doc.resetModel(model);
        QVERIFY(
            runOperation(doc, QStringLiteral("autoWeights"),
                         {{QStringLiteral("joints"), QStringList{QStringLiteral("tip"), QStringLiteral("SpineIK1")}}})
                .ok);
        const Mesh &after = doc.model().meshes[0];
        float helper = 0;
        for (quint32 v = 0; v < quint32(after.vertexCount()); ++v) {
            QCOMPARE(jointWeight(after, v, 0), 0.0f);
            helper += jointWeight(after, v, 2);
        }
        QVERIFY(helper > 10);
        QVERIFY(
            !runOperation(doc, QStringLiteral("autoWeights"), {{QStringLiteral("joints"), QStringLiteral("nose")}}).ok);
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), model);
        doc.undoStack()->redo();
        QCOMPARE(doc.model().meshes[0], after);
    }

    // "auto" mirrors across the axis along which partner joints lie apart.
    void mirrorAxisFromTheJoints()
    {
        Skeleton skeleton;
        Joint root;
        root.name = QStringLiteral("Spine");
        skeleton.joints << root;
        for (const auto &[name, z] : {std::pair{"Arm.L", 2.0f}, std::pair{"Arm.R", -2.0f}}) {
            Joint arm;
            arm.name = QString::fromLatin1(name);
            arm.parent = 0;
            arm.bind.translation = QVector3D(0.3f, 0.1f, z); // apart along Z, a little off the plane elsewhere
            skeleton.joints << arm;
        }
        const QList<int> partners = mirroredJoints(skeleton, QStringLiteral("auto"));
        QCOMPARE(partners, (QList<int>{0, 2, 1}));
        QCOMPARE(mirrorAxisOf(skeleton, partners, -1), 2);
        QCOMPARE(mirrorAxisNamed(QStringLiteral("auto"), skeleton, QStringLiteral("auto"), 1), 2);
        QCOMPARE(mirrorAxisNamed(QStringLiteral("x"), skeleton, QStringLiteral("auto"), 1), 0);
        QCOMPARE(mirrorAxisNamed(QStringLiteral("w"), skeleton, QStringLiteral("auto"), 1), -1);
        // No partners (a rule that names nobody): the fallback.
        QCOMPARE(mirrorAxisNamed(QStringLiteral("auto"), skeleton, QStringLiteral("_l/_r"), 1), 1);
    }

    void mirrorNamesAndWeights()
    {
        QCOMPARE(mirroredJointName(QStringLiteral("Hand.L"), QStringLiteral("auto")), QStringLiteral("Hand.R"));
        QCOMPARE(mirroredJointName(QStringLiteral("b'\xe8\xb6\xb3.L'"), QStringLiteral(".L/.R")),
                 QStringLiteral("b'\xe8\xb6\xb3.R'"));
        QCOMPARE(mirroredJointName(QStringLiteral("arm_l"), QStringLiteral("_l/_r")), QStringLiteral("arm_r"));
        QCOMPARE(mirroredJointName(QStringLiteral("LeftArm"), QStringLiteral("Left/Right")),
                 QStringLiteral("RightArm"));
        QCOMPARE(mirroredJointName(QStringLiteral("Bip01 R Thigh"), QStringLiteral("L/R")),
                 QStringLiteral("Bip01 L Thigh"));
        QCOMPARE(mirroredJointName(QStringLiteral("Hand.L"), QStringLiteral("_l/_r")), QStringLiteral("Hand.L"));
        QCOMPARE(mirroredJointName(QStringLiteral("Leg"), QStringLiteral("auto")), QStringLiteral("Leg"));
        QCOMPARE(mirroredJoints(sides().skeleton, QStringLiteral("auto")), (QList<int>{0, 2, 1}));

        // From +x to -x: the right vertices take Hand.R where the left have Hand.L.
        const Model model = sides();
        const WeightChanges changes = mirrorWeights(model, {}, {}, 0, QStringLiteral("auto"));
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().vertices, (QList<quint32>{0, 3}));
        Mesh mesh = model.meshes[0];
        applyWeightChange(mesh, changes.first(), false);
        QCOMPARE(jointWeight(mesh, 0, 2), 0.75f);
        QCOMPARE(jointWeight(mesh, 0, 0), 0.25f);
        QCOMPARE(vertexInfluences(mesh, 1), vertexInfluences(model.meshes[0], 1)); // on the plane
        // From selected vertices: only their partners change.
        const WeightChanges one = mirrorWeights(model, {}, {{0, {5}}}, 0, QStringLiteral("auto"));
        QCOMPARE(one.first().vertices, (QList<quint32>{3}));
    }
};

QTEST_GUILESS_MAIN(TestWeights)
#include "tst_weights.moc"
