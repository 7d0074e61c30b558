// Makes simplified copies of meshes (model/ops/Simplify) on a thread of
// low priority, so that Fast Navigation finds them ready when the view
// starts to move. One batch at a time; the results come back on the
// owner's thread.
#pragma once

#include "views/viewport/SceneRenderer.h"

#include <QList>
#include <QObject>

class QThread;

namespace quarry {

class BackgroundSimplifier : public QObject
{
    Q_OBJECT

public:
    using Request = SceneRenderer::ReducedRequest;

    explicit BackgroundSimplifier(QObject *parent = nullptr);
    // Waits for a batch under way.
    ~BackgroundSimplifier() override;

    bool isRunning() const { return m_thread != nullptr; }
    // Starts a batch; false where one runs already or there is nothing to make.
    bool start(const QList<Request> &requests);

Q_SIGNALS:
    // The triangles made for each request, in order; isRunning() is false again.
    void finished(const QList<quarry::SceneRenderer::ReducedRequest> &requests,
                  const QList<QList<quarry::Triangle>> &triangles);

private:
    QThread *m_thread = nullptr;
};

} // namespace quarry
