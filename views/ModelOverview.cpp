#include "views/ModelOverview.h"

#include "model/Document.h"
#include "model/Pose.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace quarry {

ModelOverview::ModelOverview(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_label(new QLabel(this))
{
    m_label->setAlignment(Qt::AlignCenter);
    m_label->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    connect(document, &Document::modelReset, this, &ModelOverview::refresh);
    connect(document, &Document::meshInserted, this, &ModelOverview::refresh);
    connect(document, &Document::meshRemoved, this, &ModelOverview::refresh);
    connect(document, &Document::meshesReset, this, &ModelOverview::refresh);
    connect(document, &Document::skeletonChanged, this, &ModelOverview::refresh);
    connect(document, &Document::animationsChanged, this, &ModelOverview::refresh);
    connect(document, &Document::materialsChanged, this, &ModelOverview::refresh);
    refresh();
}

void ModelOverview::refresh()
{
    // Counts in the user's locale (digit grouping).
    auto count = [locale = QLocale()](qsizetype n) { return locale.toString(qint64(n)); };
    const Model &m = m_document->model();
    if (m.isEmpty()) {
        m_label->setText(tr("No model. Open one with File > Open."));
        return;
    }
    m_label->setText(tr("%1\n%2 meshes, %3 vertices, %4 triangles\n%5 materials, %6 joints, %7 animations, %8 shapes")
                         .arg(m_document->displayName(), count(m.meshes.size()), count(m.vertexCount()),
                              count(m.triangleCount()), count(m.materials.size()), count(m.skeleton.joints.size()),
                              count(m.animations.size()), count(m.shapes.size())));
    // The bind pose's height, the extent a --height or Scale to Height
    // sets (IMVU avatars stand about 1140 units, Quake-family players 56).
    const Bounds bind = poseBounds(m, -1, 0.0);
    if (bind.isValid())
        m_label->setText(m_label->text() + QLatin1Char('\n')
                         + tr("Height (bind pose, Z): %1 model units")
                               .arg(QLocale().toString(double(bind.max.z() - bind.min.z()), 'g', 6)));
}

} // namespace quarry
