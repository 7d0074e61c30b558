#include "views/viewport/BackgroundSimplifier.h"

#include "model/ops/Simplify.h"

#include <QThread>

#include <memory>

namespace quarry {

BackgroundSimplifier::BackgroundSimplifier(QObject *parent)
    : QObject(parent)
{ }

BackgroundSimplifier::~BackgroundSimplifier()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool BackgroundSimplifier::start(const QList<Request> &requests)
{
    if (m_thread || requests.isEmpty())
        return false;
    struct Job
    {
        QList<Request> requests;
        QList<QList<Triangle>> results;
    };
    auto job = std::make_shared<Job>();
    job->requests = requests;
    m_thread = QThread::create([job] {
        for (const Request &r : std::as_const(job->requests))
            job->results.append(simplifyTriangles(r.positions, r.triangles, r.target,
                                                  r.triangles.size() <= kCloseSimplifyLimit ? SimplifyMethod::Close
                                                                                            : SimplifyMethod::Fast));
    });
    connect(m_thread, &QThread::finished, this, [this, job] {
        m_thread->deleteLater();
        m_thread = nullptr;
        Q_EMIT finished(job->requests, job->results);
    });
    m_thread->start(QThread::LowPriority);
    return true;
}

} // namespace quarry
