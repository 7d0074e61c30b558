// The soak test's machinery: random valid operations by id on random
// selections (Soak), the checks of a model after each step, the models
// soaked, and the walk that names the first step whose undo or redo
// differs. Used by tst_soak.
#pragma once

#include "io/Formats.h"
#include "io/assimp/AssimpExporter.h"
#include "model/Document.h"
#include "model/UndoBudget.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Validation.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <tuple>

namespace quarry::soak {

inline quint32 soakSeed()
{
    // A fixed seed unless told otherwise, so that a run of the suite is
    // repeatable; QUARRY_SOAK_SEED=random explores a new one.
    const QString wanted = qEnvironmentVariable("QUARRY_SOAK_SEED");
    if (wanted == QLatin1String("random"))
        return QRandomGenerator::global()->generate();
    bool ok = false;
    const quint32 given = wanted.toUInt(&ok);
    return ok ? given : 20261126u;
}

inline int soakOperations()
{
    bool ok = false;
    const int given = qEnvironmentVariableIntValue("QUARRY_SOAK_OPS", &ok);
    return ok && given > 0 ? given : 10000;
}

inline qsizetype vertexTotal(const Model &m)
{
    qsizetype n = 0;
    for (const Mesh &mesh : m.meshes)
        n += mesh.vertexCount();
    return n;
}

inline qsizetype triangleTotal(const Model &m)
{
    qsizetype n = 0;
    for (const Mesh &mesh : m.meshes)
        n += mesh.triangles.size();
    return n;
}

inline qsizetype keyTotal(const Model &m)
{
    qsizetype n = 0;
    for (const Animation &a : m.animations)
        n += a.keyCount();
    return n;
}

// What must hold after every step, beyond what validateModel reports as
// a warning: streams agree, every index points at something.
inline QString modelProblem(const Model &m)
{
    for (qsizetype i = 0; i < m.meshes.size(); ++i) {
        const Mesh &mesh = m.meshes[i];
        const QString streams = mesh.validate();
        if (!streams.isEmpty())
            return QStringLiteral("mesh %1: %2").arg(i).arg(streams);
        if (mesh.material < -1 || mesh.material >= m.materials.size())
            return QStringLiteral("mesh %1: material %2 of %3").arg(i).arg(mesh.material).arg(m.materials.size());
        // (A mesh read without its skeleton, an XMF without its XSF, keeps
        // indexes of joints it does not have.)
        for (quint32 j : mesh.blendIndexes)
            if (mesh.isSkinned() && !m.skeleton.joints.isEmpty() && j >= quint32(m.skeleton.joints.size()))
                return QStringLiteral("mesh %1: blend index %2 of %3 joints")
                    .arg(i)
                    .arg(j)
                    .arg(m.skeleton.joints.size());
        for (float w : mesh.blendWeights)
            if (!std::isfinite(w))
                return QStringLiteral("mesh %1: weight not a number").arg(i);
    }
    for (qsizetype j = 0; j < m.skeleton.joints.size(); ++j)
        if (m.skeleton.joints[j].parent >= j || m.skeleton.joints[j].parent < -1)
            return QStringLiteral("joint %1: parent %2").arg(j).arg(m.skeleton.joints[j].parent);
    for (qsizetype a = 0; a < m.animations.size(); ++a) {
        const Animation &anim = m.animations[a];
        if (!(anim.fps > 0) || !std::isfinite(anim.duration) || anim.duration < 0)
            return QStringLiteral("animation %1: fps %2, duration %3").arg(a).arg(anim.fps).arg(anim.duration);
        for (const JointTrack &t : anim.tracks) {
            if (t.joint < 0 || t.joint >= m.skeleton.joints.size())
                return QStringLiteral("animation %1: track of joint %2").arg(a).arg(t.joint);
            auto badTimes = [](const auto &keys) {
                for (qsizetype k = 0; k < keys.size(); ++k)
                    if (!std::isfinite(keys[k].time) || (k > 0 && keys[k].time < keys[k - 1].time))
                        return true;
                return false;
            };
            if (badTimes(t.translations) || badTimes(t.rotations) || badTimes(t.scales))
                return QStringLiteral("animation %1: key times of joint %2 out of order").arg(a).arg(t.joint);
        }
    }
    for (const Finding &f : validateModel(m))
        if (f.check == Finding::Check::BrokenStreams)
            return f.message;
    return {};
}

inline QString describe(const QVariantMap &options)
{
    QStringList parts;
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        const QVariant &v = it.value();
        QString text = v.toString();
        if (v.typeId() == QMetaType::QVariantList) {
            QStringList items;
            for (const QVariant &e : v.toList())
                items << e.toString();
            text = QLatin1Char('[') + items.join(QLatin1Char(',')) + QLatin1Char(']');
        }
        parts << it.key() + QLatin1Char('=') + text;
    }
    return parts.join(QStringLiteral(", "));
}

// One model under random edits.
class Soak
{
public:
    Soak(QRandomGenerator &random, const Model &model)
        : m_random(random)
    {
        m_doc.resetModel(model);
        m_models.append(m_doc.model());
        m_vertexCap = qMax<qsizetype>(4 * vertexTotal(model), 2000);
        m_keyCap = qMax<qsizetype>(4 * keyTotal(model), 2000);
    }

    Document &document() { return m_doc; }

    // One random operation; empty, or what went wrong.
    QString step()
    {
        ++m_calls;
        randomSelection();
        const QList<Operation> &all = operations();
        const Operation *op = nullptr;
        for (int tries = 0; tries < 50 && !op; ++tries) {
            const Operation &candidate = all[m_random.bounded(int(all.size()))];
            if (operationAvailable(m_doc, candidate.id))
                op = &candidate;
        }
        if (!op)
            return {};
        const QVariantMap options = randomOptions(*op);
        m_last = op->id + QStringLiteral(" (") + describe(options) + QLatin1Char(')');
        const Model before = m_doc.model();
        const int index = m_doc.undoStack()->index();
        const OperationResult result = runOperation(m_doc, op->id, options);
        if (!result.ok) {
            if (!(m_doc.model() == before) || m_doc.undoStack()->index() != index)
                return QStringLiteral("a failed operation changed the document: ") + result.message;
            ++m_failed;
            return {};
        }
        if (m_doc.undoStack()->index() > index + 1)
            return QStringLiteral("pushed %1 steps").arg(m_doc.undoStack()->index() - index);
        if (m_doc.undoStack()->index() == index + 1) {
            ++m_steps;
            ++m_perOperation[op->id];
            m_stepOperations.resize(index);
            m_stepOperations.append(QStringLiteral("step %1 of the run, %2").arg(m_calls - 1).arg(m_last));
        }
        const QString problem = modelProblem(m_doc.model());
        if (!problem.isEmpty())
            return QStringLiteral("invalid model: ") + problem;
        if (m_checkEachStep && m_doc.undoStack()->index() == index + 1) {
            // Undone and redone at once, with the document's selection and
            // time kept so that the run goes on as it would have.
            const Selection selection = m_doc.selection();
            const int animation = m_doc.currentAnimation();
            const double time = m_doc.currentTime();
            const Model after = m_doc.model();
            m_doc.undoStack()->undo();
            if (!(m_doc.model() == before))
                return QStringLiteral("its undo did not restore the model");
            m_doc.undoStack()->redo();
            if (!(m_doc.model() == after))
                return QStringLiteral("its redo after undo differs from its first run");
            m_doc.setSelection(selection);
            m_doc.setCurrentAnimation(animation);
            m_doc.setCurrentTime(time);
        }
        // Geometry and keys grow without end under repeated subdivision or
        // insertion: such a step is undone at once (a check of its undo too).
        if (m_doc.undoStack()->index() == index + 1
            && (vertexTotal(m_doc.model()) > m_vertexCap || keyTotal(m_doc.model()) > m_keyCap)) {
            // It stays on the stack, undone: the first pass ends below the
            // top when the last step was one of these.
            const Model grown = m_doc.model();
            m_doc.undoStack()->undo();
            if (!(m_doc.model() == before))
                return QStringLiteral("undo of a growing step did not restore the model");
            m_doc.undoStack()->redo();
            if (!(m_doc.model() == grown))
                return QStringLiteral("redo of a growing step differs from its first run");
            m_doc.undoStack()->undo();
            --m_steps;
        }
        const int now = m_doc.undoStack()->index();
        m_models.resize(now);
        m_models.append(m_doc.model());
        return {};
    }

    QString lastOperation() const { return m_last; }
    // The operation that pushed the undo stack's step `index` (from 1), and
    // the model the first pass had at an undo index (0: the original).
    QString stepOperation(int index) const { return m_stepOperations.value(index - 1); }
    const Model &modelAt(int index) const { return m_models[index]; }
    // The undo index the first pass ended at (below the stack's count
    // when the last step grew the model and was undone).
    int lastIndex() const { return int(m_models.size()) - 1; }
    int steps() const { return m_steps; }
    int failed() const { return m_failed; }
    const QMap<QString, int> &perOperation() const { return m_perOperation; }

private:
    void randomSelection()
    {
        const Model &m = m_doc.model();
        if (m_random.bounded(4) == 0)
            return; // keep what the last operation selected
        Selection s;
        const int kind = m_random.bounded(6);
        if (!m.meshes.isEmpty() && kind <= 2) {
            const int mesh = m_random.bounded(int(m.meshes.size()));
            const Mesh &me = m.meshes[mesh];
            if (kind == 0) {
                s.meshes.append(mesh);
            } else if (kind == 1 && !me.triangles.isEmpty()) {
                const quint32 first = m_random.bounded(quint32(me.triangles.size()));
                const quint32 count = 1 + m_random.bounded(quint32(qMin<qsizetype>(64, me.triangles.size() - first)));
                QList<quint32> faces;
                for (quint32 f = first; f < first + count; ++f)
                    faces.append(f);
                s.faces.insert(mesh, faces);
            } else if (me.vertexCount() > 0) {
                const quint32 first = m_random.bounded(quint32(me.vertexCount()));
                const quint32 count = 1 + m_random.bounded(quint32(qMin<qsizetype>(64, me.vertexCount() - first)));
                QList<quint32> vertices;
                for (quint32 v = first; v < first + count; ++v)
                    vertices.append(v);
                s.vertices.insert(mesh, vertices);
            }
        } else if (kind == 3 && !m.skeleton.joints.isEmpty()) {
            s.joints.append(m_random.bounded(int(m.skeleton.joints.size())));
        } else if (kind == 4 && !m.animations.isEmpty()) {
            s.animations.append(m_random.bounded(int(m.animations.size())));
        }
        m_doc.setSelection(s);
        if (!m.animations.isEmpty()) {
            const int a = m_random.bounded(int(m.animations.size()));
            m_doc.setCurrentAnimation(a);
            m_doc.setCurrentTime(m_random.generateDouble() * m.animations[a].duration);
        }
    }

    double randomDouble(const OperationOption &o)
    {
        const double d = o.defaultValue.toDouble();
        double lo = o.minimum.isValid() ? o.minimum.toDouble() : (d > 0 ? d * 0.5 : d - 1.0);
        double hi = o.maximum.isValid() ? o.maximum.toDouble() : (d > 0 ? d * 1.5 : d + 1.0);
        // Keep huge ranges near the default: a thousandfold scale is valid
        // but makes the model useless for the steps after.
        if (hi - lo > 10 * qMax(1.0, std::abs(d))) {
            lo = qMax(lo, d - 2 * qMax(1.0, std::abs(d)));
            hi = qMin(hi, d + 2 * qMax(1.0, std::abs(d)));
        }
        return lo + m_random.generateDouble() * (hi - lo);
    }

    int randomIndex(qsizetype size, int fallback)
    {
        return size > 0 && m_random.bounded(8) != 0 ? m_random.bounded(int(size)) : fallback;
    }

    QVariantMap randomOptions(const Operation &op)
    {
        using Type = OperationOption::Type;
        const Model &m = m_doc.model();
        QVariantMap options;
        for (const OperationOption &o : op.options) {
            if (m_random.bounded(5) == 0)
                continue; // the default
            QVariant v;
            switch (o.type) {
            case Type::Bool: v = m_random.bounded(2) == 1; break;
            case Type::Int: {
                const int d = o.defaultValue.toInt();
                const int lo = o.minimum.isValid() ? o.minimum.toInt() : qMax(0, d - 4);
                const int hi = o.maximum.isValid() ? qMin(o.maximum.toInt(), lo + 16) : d + 4;
                v = lo + m_random.bounded(qMax(1, hi - lo + 1));
                break;
            }
            case Type::Double: v = randomDouble(o); break;
            case Type::String:
                if (o.name == QLatin1String("name") && m_random.bounded(2) == 0)
                    v = QStringLiteral("soak_%1").arg(m_random.bounded(100));
                else
                    v = o.defaultValue;
                break;
            case Type::Choice:
                v = o.choices.isEmpty() ? o.defaultValue : QVariant(o.choices[m_random.bounded(int(o.choices.size()))]);
                break;
            case Type::Vector3:
                v = QVariantList{m_random.generateDouble() * 2 - 1, m_random.generateDouble() * 2 - 1,
                                 m_random.generateDouble() * 2 - 1};
                break;
            case Type::StringList: v = o.defaultValue; break;
            case Type::Mesh: v = randomIndex(m.meshes.size(), o.defaultValue.toInt()); break;
            case Type::Joint: v = randomIndex(m.skeleton.joints.size(), o.defaultValue.toInt()); break;
            case Type::Material: v = randomIndex(m.materials.size(), o.defaultValue.toInt()); break;
            case Type::Animation: v = randomIndex(m.animations.size(), o.defaultValue.toInt()); break;
            case Type::JointList: {
                QVariantList joints;
                const int count = m.skeleton.joints.isEmpty() ? 0 : 1 + m_random.bounded(3);
                for (int i = 0; i < count; ++i)
                    joints.append(m_random.bounded(int(m.skeleton.joints.size())));
                v = joints;
                break;
            }
            }
            if (v.isValid())
                options.insert(o.name, v);
        }
        return options;
    }

    QRandomGenerator &m_random;
    Document m_doc;
    qsizetype m_vertexCap = 0;
    qsizetype m_keyCap = 0;
    QString m_last;
    int m_steps = 0;
    int m_failed = 0;
    QMap<QString, int> m_perOperation;
    QStringList m_stepOperations;
    int m_calls = 0;
    QList<Model> m_models; // by undo index; the data is shared with the undo stack's
    const bool m_checkEachStep = qEnvironmentVariableIntValue("QUARRY_SOAK_CHECK_STEPS") != 0;
};

enum class Direction { Undo, Redo };

// After undoing or redoing all steps gave another model: walks the undo
// stack one step at a time the same way, comparing with the model the
// first pass had at each index, and names the first step that differs.
inline QString firstDifference(const Soak &soak, Document &doc, Direction direction)
{
    QUndoStack *stack = doc.undoStack();
    const int last = soak.lastIndex();
    if (direction == Direction::Undo) {
        stack->setIndex(last);
        for (int k = last - 1; k >= 0; --k) {
            stack->undo();
            if (!(doc.model() == soak.modelAt(k)))
                return QStringLiteral("first differing: the undo of step %1, %2")
                    .arg(k + 1)
                    .arg(soak.stepOperation(k + 1));
        }
    } else {
        stack->setIndex(0);
        for (int k = 1; k <= last; ++k) {
            stack->redo();
            if (!(doc.model() == soak.modelAt(k)))
                return QStringLiteral("first differing: the redo of step %1, %2").arg(k).arg(soak.stepOperation(k));
        }
    }
    return QStringLiteral("no single step differs");
}

struct SoakModel
{
    QString name;
    Model model;
    int share; // parts of the operation count
};

inline QList<SoakModel> soakModels(QStringList *skipped)
{
    QList<SoakModel> list{{QStringLiteral("sample"), makeSampleModel(), 7}};
    const QString corpus = QStringLiteral(QUARRY_CORPUS_DIR);
    for (const QString &file : {QStringLiteral("iqm/mrfixit.iqe"), QStringLiteral("xmf/dokuro/DokuroChan.xmf")}) {
        const QString path = corpus + QLatin1Char('/') + file;
        if (!QFileInfo::exists(path)) {
            *skipped << file;
            continue;
        }
        ReadOptions options;
        // The avatar's skeleton beside its mesh.
        const QString skeleton = QFileInfo(path).path() + QStringLiteral("/DokuroChan.xsf");
        if (path.endsWith(QLatin1String(".xmf")) && QFileInfo::exists(skeleton))
            options.companions << skeleton;
        ReadResult read = readModelFile(path, options);
        // DokuroChan (6,861 vertices, 99 joints) takes ten times as long a
        // step as mrfixit: a smaller share.
        if (read.ok())
            list.append({file, std::move(read.model), file.contains(QLatin1String("Dokuro")) ? 1 : 2});
        else
            *skipped << file + QStringLiteral(": ") + read.error->message;
    }
    return list;
}

} // namespace quarry::soak
