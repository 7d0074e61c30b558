#include "views/ComparedModel.h"

#include "model/Document.h"
#include "model/ops/Compare.h"

namespace quarry {

ComparedModel::ComparedModel(Document *document)
    : QObject(document)
{
    setObjectName(QStringLiteral("ComparedModel"));
    // A model opened, made new, reverted or recovered replaces the one B
    // was compared with: the comparison describes it no longer.
    connect(document, &Document::modelReset, this, &ComparedModel::clear);
}

ComparedModel *ComparedModel::of(Document *document)
{
    if (auto *existing = document->findChild<ComparedModel *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new ComparedModel(document);
}

const ComparedModel *ComparedModel::find(const Document *document)
{
    return document->findChild<const ComparedModel *>(QString(), Qt::FindDirectChildrenOnly);
}

void ComparedModel::setModel(const Model &model, const QString &name, double tolerance, double scale)
{
    m_original = model;
    m_scale = scale;
    m_model = scale != 1.0 ? scaledModel(model, scale) : model;
    m_name = name;
    m_tolerance = tolerance > 0 ? tolerance : 0.005;
    m_loaded = true;
    Q_EMIT changed();
}

void ComparedModel::clear()
{
    if (!m_loaded)
        return;
    m_model = Model();
    m_original = Model();
    m_scale = 1;
    m_name.clear();
    m_loaded = false;
    Q_EMIT changed();
}

void ComparedModel::setGhostShown(bool shown)
{
    if (shown == m_ghostShown)
        return;
    m_ghostShown = shown;
    Q_EMIT ghostShownChanged(shown);
}

} // namespace quarry
