#include "views/timeline/CurveView.h"

#include "model/Document.h"
#include "model/commands/MoveCurveKeyCommand.h"
#include "model/ops/MorphTracks.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

constexpr int kLeft = 48;
constexpr int kMargin = 8;
constexpr int kBottom = 18;
constexpr double kHitRadius = 6.0;

const QColor kChannelColors[3] = {QColor(0xe0, 0x50, 0x50), QColor(0x50, 0xc0, 0x50), QColor(0x50, 0x80, 0xe8)};

// A round step for grid lines: 1, 2 or 5 times a power of ten.
double niceStep(double span, int lines)
{
    const double raw = span / std::max(1, lines);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (raw <= m * power)
            return m * power;
    return 10 * power;
}

} // namespace

CurveView::CurveView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("CurveView"));
    setMinimumSize(200, 60);
    setMouseTracking(false);
    auto refit = [this] {
        if (!m_dragging)
            fitRange();
        update();
    };
    connect(document, &Document::modelReset, this, refit);
    connect(document, &Document::currentAnimationChanged, this, refit);
    connect(document, &Document::animationChanged, this, refit);
    connect(document, &Document::animationsChanged, this, refit);
    connect(document, &Document::selectionChanged, this, refit);
    connect(document, &Document::currentTimeChanged, this, qOverload<>(&QWidget::update));
    fitRange();
}

void CurveView::setGroup(Group group)
{
    m_group = group;
    fitRange();
    update();
}

void CurveView::setJoint(int joint)
{
    m_joint = joint;
    fitRange();
    update();
}

const Animation *CurveView::animation() const
{
    const int index = m_document->currentAnimation();
    const auto &list = m_document->model().animations;
    return index >= 0 && index < list.size() ? &list[index] : nullptr;
}

int CurveView::shownJoint() const
{
    const Animation *a = animation();
    if (!a)
        return -1;
    if (m_joint >= 0 || isMorphRow(m_joint))
        return m_joint;
    for (int j : m_document->selection().joints)
        if (const JointTrack *t = a->track(j); t && !t->isEmpty())
            return j;
    for (const JointTrack &t : a->tracks)
        if (!t.isEmpty())
            return t.joint;
    for (const MorphTrack &t : a->morphTracks)
        if (!t.isEmpty())
            return morphRow(t.mesh, t.target);
    return -1;
}

const MorphTrack *CurveView::morphTrack() const
{
    const Animation *a = animation();
    const int row = shownJoint();
    return a && isMorphRow(row) ? a->morphTrack(morphRowMesh(row), morphRowTarget(row)) : nullptr;
}

QList<CurvePoint> CurveView::shownKeys(int component) const
{
    if (const MorphTrack *m = morphTrack())
        return component == 0 ? curveKeys(*m) : QList<CurvePoint>();
    const JointTrack *t = track();
    return t ? curveKeys(*t, channel(component)) : QList<CurvePoint>();
}

float CurveView::shownValue(int component, float time) const
{
    if (const MorphTrack *m = morphTrack())
        return sampleChannel(m->weights, time, 0.0f);
    const JointTrack *t = track();
    const int joint = shownJoint();
    const Transform bind = joint >= 0 && joint < m_document->model().skeleton.joints.size()
                               ? m_document->model().skeleton.joints[joint].bind
                               : Transform();
    return t ? curveValue(*t, channel(component), time, bind) : 0.0f;
}

const JointTrack *CurveView::track() const
{
    const Animation *a = animation();
    const int joint = shownJoint();
    return a && joint >= 0 ? a->track(joint) : nullptr;
}

QRectF CurveView::plotRect() const
{
    return QRectF(kLeft, kMargin, std::max(1, width() - kLeft - kMargin), std::max(1, height() - kMargin - kBottom));
}

double CurveView::xAt(double time) const
{
    const QRectF r = plotRect();
    return r.left() + time / m_duration * r.width();
}

double CurveView::yAt(double value) const
{
    const QRectF r = plotRect();
    return r.bottom() - (value - m_min) / (m_max - m_min) * r.height();
}

double CurveView::timeAt(double x) const
{
    const QRectF r = plotRect();
    return (x - r.left()) / r.width() * m_duration;
}

double CurveView::valueAt(double y) const
{
    const QRectF r = plotRect();
    return m_min + (r.bottom() - y) / r.height() * (m_max - m_min);
}

QPointF CurveView::keyPosition(CurveChannel channel, qsizetype index) const
{
    QList<CurvePoint> keys;
    if (const MorphTrack *m = morphTrack())
        keys = curveKeys(*m);
    else if (const JointTrack *t = track())
        keys = curveKeys(*t, channel);
    if (index < 0 || index >= keys.size())
        return {};
    return {xAt(keys[index].time), yAt(keys[index].value)};
}

void CurveView::fitRange()
{
    const Animation *a = animation();
    m_duration = a && a->duration > 0 ? a->duration : 1.0;
    double lo = INFINITY, hi = -INFINITY;
    if (showsTrack()) {
        for (int c = 0; c < 3; ++c) {
            const QList<CurvePoint> keys = shownKeys(c);
            if (keys.isEmpty())
                continue;
            for (const CurvePoint &p : keys) {
                lo = std::min(lo, double(p.value));
                hi = std::max(hi, double(p.value));
            }
            // Smooth spans can swing past their keys.
            for (int i = 0; i <= 100; ++i) {
                const double v = shownValue(c, float(m_duration * i / 100));
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
    }
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        lo = -1;
        hi = 1;
    }
    const double pad = std::max((hi - lo) * 0.1, m_group == Group::Rotation && !morphTrack() ? 5.0 : 0.05);
    m_min = lo - pad;
    m_max = hi + pad;
}

void CurveView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    update();
}

void CurveView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QRectF r = plotRect();
    p.setPen(palette().color(QPalette::PlaceholderText));
    if (!showsTrack()) {
        p.drawText(rect(), Qt::AlignCenter, tr("No keyed joint to show: pick a clip and a joint with keys."));
        return;
    }
    // Grid: values on the left, seconds below.
    const QColor grid = palette().color(QPalette::Mid);
    const double vStep = niceStep(m_max - m_min, 5);
    for (double v = std::ceil(m_min / vStep) * vStep; v <= m_max; v += vStep) {
        const double y = yAt(v);
        p.setPen(grid);
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(0, y - 8, kLeft - 4, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(std::abs(v) < vStep * 1e-6 ? 0.0 : v, 'g', 4));
    }
    const double tStep = niceStep(m_duration, 8);
    for (double s = 0; s <= m_duration + 1e-9; s += tStep) {
        const double x = xAt(s);
        p.setPen(grid);
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(x - 30, r.bottom() + 2, 60, kBottom - 2), Qt::AlignHCenter | Qt::AlignTop,
                   QString::number(s, 'g', 4));
    }
    // The cursor.
    p.setPen(QPen(QColor(0xff, 0xa5, 0x1f), 1));
    const double cx = xAt(m_document->currentTime());
    p.drawLine(QPointF(cx, r.top()), QPointF(cx, r.bottom()));

    p.setRenderHint(QPainter::Antialiasing);
    const int joint = shownJoint();
    for (int c = 0; c < 3; ++c) {
        const QList<CurvePoint> keys = shownKeys(c);
        if (keys.isEmpty())
            continue;
        QPainterPath path;
        const int steps = std::max(2, int(r.width() / 2));
        for (int i = 0; i <= steps; ++i) {
            const double time = m_duration * i / steps;
            const QPointF point(xAt(time), yAt(shownValue(c, float(time))));
            if (i == 0)
                path.moveTo(point);
            else
                path.lineTo(point);
        }
        p.setPen(QPen(kChannelColors[c], 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(QPen(palette().color(QPalette::Text), 1));
        p.setBrush(kChannelColors[c]);
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const bool dragged = m_dragging && m_dragChannel == channel(c) && m_dragIndex == i;
            const double half = dragged ? 4.5 : 3.5;
            p.drawRect(QRectF(xAt(keys[i].time) - half, yAt(keys[i].value) - half, 2 * half, 2 * half));
        }
    }
    const QString name = isMorphRow(joint) ? morphRowLabel(m_document->model(), joint)
                         : joint < m_document->model().skeleton.joints.size()
                             ? m_document->model().skeleton.joints[joint].name
                             : tr("joint %1").arg(joint);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(r.adjusted(6, 2, -6, -2), Qt::AlignTop | Qt::AlignRight, name);
}

void CurveView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !showsTrack()) {
        QWidget::mousePressEvent(event);
        return;
    }
    double best = kHitRadius;
    bool hit = false;
    for (int c = 0; c < 3; ++c) {
        const QList<CurvePoint> keys = shownKeys(c);
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const double d = std::hypot(xAt(keys[i].time) - event->position().x(),
                                        yAt(keys[i].value) - event->position().y());
            if (d <= best) {
                best = d;
                hit = true;
                m_dragChannel = channel(c);
                m_dragIndex = i;
            }
        }
    }
    if (!hit) {
        // A click elsewhere moves the cursor, as the ruler does.
        m_document->setCurrentTime(std::clamp(timeAt(event->position().x()), 0.0, m_duration));
        return;
    }
    m_dragging = true;
    ++m_dragSerial;
    m_dragJoint = shownJoint();
    m_dragSource = *animation();
    update();
}

void CurveView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        QWidget::mouseMoveEvent(event);
        return;
    }
    const double time = std::clamp(timeAt(event->position().x()), 0.0, m_duration);
    const double value = valueAt(event->position().y());
    // The merge key: a serial per drag, offset past the timeline's own.
    m_document->undoStack()->push(new MoveCurveKeyCommand(m_document, m_document->currentAnimation(), m_dragJoint,
                                                          m_dragChannel, m_dragIndex, float(time), float(value),
                                                          (1 << 20) + m_dragSerial, &m_dragSource));
}

void CurveView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    mouseMoveEvent(event);
    m_dragging = false;
    fitRange();
    update();
}

CurvePanel::CurvePanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 0);
    auto *group = new QComboBox(this);
    group->setObjectName(QStringLiteral("CurveGroupBox"));
    group->addItem(tr("Translation"));
    group->addItem(tr("Rotation (Euler degrees)"));
    group->addItem(tr("Scale"));
    m_joints = new QComboBox(this);
    m_joints->setObjectName(QStringLiteral("CurveJointBox"));
    m_joints->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(group);
    bar->addWidget(m_joints);
    bar->addStretch(1);
    m_view = new CurveView(document, this);
    group->setCurrentIndex(int(m_view->group()));
    connect(group, &QComboBox::activated, m_view, [this](int i) { m_view->setGroup(CurveView::Group(i)); });
    connect(m_joints, &QComboBox::activated, m_view,
            [this](int i) { m_view->setJoint(m_joints->itemData(i).toInt()); });
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    connect(document, &Document::modelReset, this, [this] { updateJoints(); });
    connect(document, &Document::skeletonChanged, this, [this] { updateJoints(); });
    connect(document, &Document::currentAnimationChanged, this, [this] { updateJoints(); });
    // Keying a target adds its morph track to the list.
    connect(document, &Document::animationChanged, this, [this](int index) {
        if (index == m_document->currentAnimation())
            updateJoints(true);
    });
    updateJoints();
}

void CurvePanel::updateJoints(bool keepChoice)
{
    // An edit of the clip keeps the joint or morph track chosen while it is listed.
    const QVariant chosen = m_joints->currentData();
    m_joints->clear();
    m_joints->addItem(tr("Selected joint"), -1);
    for (qsizetype i = 0; i < m_document->model().skeleton.joints.size(); ++i)
        m_joints->addItem(m_document->model().skeleton.joints[i].name, int(i));
    // The weights of the clip's morph tracks, after the joints.
    const int clip = m_document->currentAnimation();
    if (clip >= 0 && clip < m_document->model().animations.size())
        for (const MorphTrack &t : m_document->model().animations[clip].morphTracks) {
            const int row = morphRow(t.mesh, t.target);
            const QString label = morphRowLabel(m_document->model(), row);
            if (!label.isEmpty())
                m_joints->addItem(label, row);
        }
    const int kept = keepChoice && chosen.isValid() ? m_joints->findData(chosen) : -1;
    if (kept >= 0) {
        m_joints->setCurrentIndex(kept);
        return;
    }
    m_view->setJoint(-1);
}

} // namespace quarry
