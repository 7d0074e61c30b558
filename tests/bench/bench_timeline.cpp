// Timeline speed on an animation shaped like the corpus avatar (97 tracks,
// 28,218 keys at irregular times): paint with every key visible, zoom,
// scroll and a key drag (command + repaint per mouse move). The budget is
// one frame at 60 Hz (16 ms); the ratio printed is time / budget.
#include "timeline/SyntheticAnimation.h"

#include "model/Document.h"
#include "model/commands/RetimeKeysCommand.h"
#include "views/timeline/TimelineView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QScrollBar>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace quarry;

namespace {

constexpr double kBudgetMs = 16.0;

void report(const char *what, QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    std::printf("%-44s median %7.2f ms  best %7.2f ms  worst %7.2f ms  median/budget %.2f\n", what, median, ms.first(),
                ms.last(), median / kBudgetMs);
}

QList<double> measure(int runs, const std::function<void(int)> &step)
{
    QList<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        step(i);
        ms.append(double(timer.nsecsElapsed()) / 1e6);
    }
    return ms;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    Document doc;
    doc.resetModel(test::makeAvatarLikeModel());
    const Animation &a = doc.model().animations[0];
    std::printf("bench_timeline: %lld tracks, %lld keys, %.1f s at %g fps\n", qlonglong(a.tracks.size()),
                qlonglong(a.keyCount()), a.duration, a.fps);

    TimelineView view(&doc);
    view.setAttribute(Qt::WA_DontShowOnScreen); // larger than a small test display
    view.resize(1600, TimelineView::kHeaderHeight + 98 * TimelineView::kRowHeight + 40);
    view.show();
    QCoreApplication::processEvents();
    view.zoomToFit();
    QWidget *area = view.viewport();
    QImage image(area->size(), QImage::Format_ARGB32_Premultiplied);
    auto paint = [&] { area->render(&image); };
    paint();

    report("paint, every key visible, none selected", measure(40, [&](int) { paint(); }));
    view.selectAll();
    report("paint, every key visible and selected", measure(40, [&](int) { paint(); }));
    view.clearKeySelection();

    const double fit = view.pixelsPerSecond();
    report("zoom in/out around the middle + paint", measure(40, [&](int i) {
               view.setPixelsPerSecond(fit * (i % 2 ? 1.0 / 1.25 : 1.25), area->width() / 2);
               paint();
           }));
    view.setPixelsPerSecond(fit * 8);
    report("scroll by 40 px at 8x zoom + paint", measure(40, [&](int i) {
               view.horizontalScrollBar()->setValue((i * 40) % std::max(1, view.horizontalScrollBar()->maximum()));
               paint();
           }));
    view.zoomToFit();

    // A drag of every key of half the joints: one merged command per move.
    KeySelection selection;
    for (const JointTrack &t : a.tracks)
        if (t.joint % 2 == 0)
            for (float time : keyTimes(t))
                selection.insert(t.joint, time);
    const Animation source = a;
    report("drag 14k keys: retime command + paint", measure(40, [&](int i) {
               TimeMap map;
               map.offset = 0.01 * (i + 1);
               doc.undoStack()->push(new RetimeKeysCommand(&doc, 0, selection, map, 0.0, 1, &source));
               view.setKeySelection(retimedSelection(selection, map));
               paint();
           }));
    std::printf("undo steps after the drag: %d\n", doc.undoStack()->count());
    return 0;
}
