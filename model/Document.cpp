#include "model/Document.h"

#include <QFileInfo>

#include <algorithm>
#include <functional>

namespace quarry {

Document::Document(QObject *parent)
    : QObject(parent)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document()
{
    // Commands refer to the document; drop them before the model goes,
    // without telling views that may be halfway through their own
    // destruction (the window owning this document, its viewport).
    m_undoStack.blockSignals(true);
    m_undoStack.clear();
}

void Document::resetModel(Model model, const QString &filePath, const QString &format)
{
    m_undoStack.clear();
    m_model = std::move(model);
    m_selection = {};
    m_hiddenFaces = {};
    m_keySelection = {};
    const bool hadWeights = !m_morphWeights.isEmpty();
    m_morphWeights = {};
    m_currentAnimation = m_model.animations.isEmpty() ? -1 : 0;
    m_currentTime = 0.0;
    m_companionAnimation = -1;
    m_filePath = filePath;
    m_format = format;
    m_undoStack.setClean();
    Q_EMIT modelReset();
    Q_EMIT filePathChanged(m_filePath);
    Q_EMIT selectionChanged();
    Q_EMIT hiddenFacesChanged();
    Q_EMIT currentAnimationChanged(m_currentAnimation);
    Q_EMIT currentTimeChanged(m_currentTime);
    Q_EMIT companionAnimationChanged(m_companionAnimation);
    Q_EMIT keySelectionChanged();
    if (hadWeights)
        Q_EMIT morphWeightsChanged();
}

void Document::markSaved(const QString &filePath, const QString &format)
{
    const bool pathChanged = filePath != m_filePath;
    m_filePath = filePath;
    m_format = format;
    m_undoStack.setClean();
    if (pathChanged)
        Q_EMIT filePathChanged(m_filePath);
}

QString Document::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

namespace {

// Qt 6.4's QList == compares two empty lists (one with a buffer, one
// without) by memcmp on a null pointer: harmless, but undefined behaviour
// that the sanitizers stop at, so lists are compared only when they hold
// something.
template<typename T>
bool sameList(const QList<T> &a, const QList<T> &b)
{
    return a.size() == b.size() && (a.isEmpty() || a == b);
}

bool sameElements(const QMap<int, QList<quint32>> &a, const QMap<int, QList<quint32>> &b)
{
    if (a.size() != b.size())
        return false;
    for (auto i = a.cbegin(), j = b.cbegin(); i != a.cend(); ++i, ++j)
        if (i.key() != j.key() || !sameList(i.value(), j.value()))
            return false;
    return true;
}

bool sameSelection(const Selection &a, const Selection &b)
{
    return a.mode == b.mode && sameList(a.meshes, b.meshes) && sameList(a.materials, b.materials)
           && sameList(a.joints, b.joints) && sameList(a.animations, b.animations) && sameList(a.shapes, b.shapes)
           && sameElements(a.vertices, b.vertices) && sameElements(a.faces, b.faces);
}

} // namespace

void Document::setSelection(const Selection &selection)
{
    if (sameSelection(selection, m_selection))
        return;
    m_selection = selection;
    Q_EMIT selectionChanged();
}

void Document::clearSelection()
{
    Selection empty;
    empty.mode = m_selection.mode;
    setSelection(empty);
}

void Document::setHiddenFaces(const HiddenFaces &hidden)
{
    HiddenFaces valid;
    for (auto it = hidden.cbegin(); it != hidden.cend(); ++it) {
        if (it.key() < 0 || it.key() >= m_model.meshes.size())
            continue;
        const quint32 count = quint32(m_model.meshes[it.key()].triangles.size());
        QList<quint32> faces = it.value();
        if (std::adjacent_find(faces.cbegin(), faces.cend(), std::greater_equal<quint32>()) != faces.cend()) {
            std::sort(faces.begin(), faces.end());
            faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
        }
        if (!faces.isEmpty() && faces.last() >= count)
            faces.removeIf([count](quint32 f) { return f >= count; });
        if (!faces.isEmpty())
            valid.insert(it.key(), faces);
    }
    if (valid == m_hiddenFaces)
        return;
    m_hiddenFaces = valid;
    Q_EMIT hiddenFacesChanged();
}

namespace {

// Hidden faces keyed by mesh index after a mesh at `index` is removed or inserted.
HiddenFaces shiftMeshes(const HiddenFaces &hidden, int index, bool removed)
{
    HiddenFaces result;
    for (auto it = hidden.cbegin(); it != hidden.cend(); ++it) {
        if (removed && it.key() == index)
            continue;
        const int key = it.key() >= index ? it.key() + (removed ? -1 : 1) : it.key();
        result.insert(key, it.value());
    }
    return result;
}

} // namespace

void Document::setCurrentAnimation(int index)
{
    if (index < -1 || index >= m_model.animations.size())
        index = -1;
    if (index == m_currentAnimation)
        return;
    m_currentAnimation = index;
    m_keySelection = {};
    Q_EMIT currentAnimationChanged(index);
    Q_EMIT keySelectionChanged();
}

void Document::setCompanionAnimation(int index)
{
    if (index < -1 || index >= m_model.animations.size())
        index = -1;
    if (index == m_companionAnimation)
        return;
    m_companionAnimation = index;
    Q_EMIT companionAnimationChanged(index);
}

void Document::setKeySelection(const KeySelection &keys)
{
    if (keys == m_keySelection)
        return;
    m_keySelection = keys;
    Q_EMIT keySelectionChanged();
}

void Document::setCurrentTime(double seconds)
{
    if (seconds == m_currentTime)
        return;
    m_currentTime = seconds;
    Q_EMIT currentTimeChanged(seconds);
}

void Document::setMorphWeight(int mesh, int target, float weight)
{
    if (mesh < 0 || mesh >= m_model.meshes.size() || target < 0 || target >= m_model.meshes[mesh].morphs.size())
        return;
    QList<float> weights = m_morphWeights.value(mesh);
    weights.resize(m_model.meshes[mesh].morphs.size(), 0.0f);
    if (weights[target] == weight)
        return;
    weights[target] = weight;
    if (weightedMorphCount(weights) == 0)
        m_morphWeights.remove(mesh);
    else
        m_morphWeights.insert(mesh, weights);
    Q_EMIT morphWeightsChanged();
}

void Document::clearMorphWeights()
{
    if (m_morphWeights.isEmpty())
        return;
    m_morphWeights.clear();
    Q_EMIT morphWeightsChanged();
}

void Document::notifyMeshChanged(int index)
{
    // Weights stand for targets by position: another list of targets drops them.
    const auto weights = m_morphWeights.constFind(index);
    if (weights != m_morphWeights.cend()
        && (index >= m_model.meshes.size() || weights->size() != m_model.meshes[index].morphs.size())) {
        m_morphWeights.remove(index);
        Q_EMIT morphWeightsChanged();
    }
    // Faces a command removed without saying where the others went: at
    // least no hidden face past the end.
    const auto hidden = m_hiddenFaces.constFind(index);
    if (hidden != m_hiddenFaces.cend() && index < m_model.meshes.size() && !hidden->isEmpty()
        && hidden->last() >= quint32(m_model.meshes[index].triangles.size()))
        setHiddenFaces(m_hiddenFaces);
    Q_EMIT meshChanged(index);
}

void Document::notifyMeshInserted(int index)
{
    m_selection.adjustForInsertion(ObjectKind::Mesh, index);
    if (!m_hiddenFaces.isEmpty())
        m_hiddenFaces = shiftMeshes(m_hiddenFaces, index, false);
    if (!m_morphWeights.isEmpty())
        m_morphWeights = shiftMorphWeights(m_morphWeights, index, false);
    Q_EMIT meshInserted(index);
    Q_EMIT selectionChanged();
}

void Document::notifyMeshRemoved(int index)
{
    m_selection.adjustForRemoval(ObjectKind::Mesh, index);
    if (!m_hiddenFaces.isEmpty())
        m_hiddenFaces = shiftMeshes(m_hiddenFaces, index, true);
    if (!m_morphWeights.isEmpty()) {
        m_morphWeights = shiftMorphWeights(m_morphWeights, index, true);
        Q_EMIT morphWeightsChanged();
    }
    Q_EMIT meshRemoved(index);
    Q_EMIT selectionChanged();
}

void Document::notifyMeshesReset()
{
    const Selection before = m_selection;
    m_selection.meshes.clear();
    m_selection.vertices.clear();
    m_selection.faces.clear();
    const bool hadWeights = !m_morphWeights.isEmpty();
    m_morphWeights.clear();
    Q_EMIT meshesReset();
    if (hadWeights)
        Q_EMIT morphWeightsChanged();
    if (!(m_selection == before))
        Q_EMIT selectionChanged();
}

void Document::notifyMaterialChanged(int index)
{
    Q_EMIT materialChanged(index);
}
void Document::notifyMaterialsChanged()
{
    Q_EMIT materialsChanged();
}
void Document::notifyJointChanged(int index)
{
    Q_EMIT jointChanged(index);
}
void Document::notifySkeletonChanged()
{
    Q_EMIT skeletonChanged();
}

namespace {

// Every clip edit (split, trim, retime, frame rate) ends in one of the
// notifications below, which keep the time cursor within the current clip.
void clampCurrentTime(Document &document)
{
    const int current = document.currentAnimation();
    const QList<Animation> &clips = document.model().animations;
    if (current < 0 || current >= clips.size())
        return;
    const double duration = std::max(clips[current].duration, 0.0);
    document.setCurrentTime(std::clamp(document.currentTime(), 0.0, duration));
}

} // namespace

void Document::notifyAnimationChanged(int index)
{
    Q_EMIT animationChanged(index);
    if (index == m_currentAnimation)
        clampCurrentTime(*this);
}

void Document::notifyAnimationsChanged()
{
    if (m_currentAnimation >= m_model.animations.size()) {
        m_currentAnimation = int(m_model.animations.size()) - 1;
        Q_EMIT currentAnimationChanged(m_currentAnimation);
    }
    setCompanionAnimation(-1);
    Q_EMIT animationsChanged();
    clampCurrentTime(*this);
}

void Document::notifyAnimationInserted(int index)
{
    m_selection.adjustForInsertion(ObjectKind::Animation, index);
    setCompanionAnimation(-1);
    Q_EMIT animationInserted(index);
    Q_EMIT selectionChanged();
    clampCurrentTime(*this);
}

void Document::notifyAnimationRemoved(int index)
{
    m_selection.adjustForRemoval(ObjectKind::Animation, index);
    setCompanionAnimation(-1);
    if (index < m_currentAnimation) {
        --m_currentAnimation;
        Q_EMIT currentAnimationChanged(m_currentAnimation);
    }
    Q_EMIT animationRemoved(index);
    Q_EMIT selectionChanged();
    clampCurrentTime(*this);
}

void Document::notifyShapesChanged()
{
    Q_EMIT shapesChanged();
}

void Document::notifyObjectChanged(ObjectKind kind, int index)
{
    switch (kind) {
    case ObjectKind::Mesh: notifyMeshChanged(index); break;
    case ObjectKind::Material: notifyMaterialChanged(index); break;
    case ObjectKind::Joint: notifyJointChanged(index); break;
    case ObjectKind::Animation: notifyAnimationChanged(index); break;
    case ObjectKind::Shape: notifyShapesChanged(); break;
    }
}

} // namespace quarry
