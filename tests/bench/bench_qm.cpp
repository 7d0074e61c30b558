// QuickModel reading and writing speed. No other reader of the format
// exists to compare with, so the reference is the floor of any text
// reader: finding every number in the same bytes and converting it with
// strtod. Prints the ratio of Quarry's full read to that floor.
#include "io/qm/QmReader.h"
#include "io/qm/QmWriter.h"
#include "model/ops/Tessellate.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace quarry;

namespace {

template<typename F>
double bestMs(F &&work, int runs = 5)
{
    double best = 1e30;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        best = std::min(best, double(t.nsecsElapsed()) / 1e6);
    }
    return best;
}

double numberFloor(const QByteArray &text)
{
    // strtod needs a terminator: QByteArray has one.
    const char *p = text.constData();
    const char *end = p + text.size();
    double sum = 0;
    while (p < end) {
        const char c = *p;
        if ((c >= '0' && c <= '9') || c == '-' || c == '.') {
            char *next = nullptr;
            sum += std::strtod(p, &next);
            p = next > p ? next : p + 1;
        } else {
            ++p;
        }
    }
    return sum;
}

} // namespace

int main()
{
    // A finely tessellated sphere exported as patches: about 130 000
    // triangles, most of them merged into quads.
    Model model;
    Shape sphere;
    TessellationSettings fine;
    fine.segments = 512;
    fine.rings = 128;
    model.shapes = {sphere};
    tessellateShapesIntoMeshes(model, fine);
    WriteResult written;
    const double writeMs = bestMs([&] { written = writeQm(model, QStringLiteral("bench.qm"), {}); });
    if (!written.ok()) {
        std::fprintf(stderr, "bench_qm: write failed\n");
        return 1;
    }
    const QByteArray text = written.data;
    ReadResult read;
    const double readMs = bestMs([&] { read = readQm(QStringLiteral("bench.qm"), text, {}); });
    if (!read.ok()) {
        std::fprintf(stderr, "bench_qm: read failed: %s\n", qPrintable(read.error->toString()));
        return 1;
    }
    volatile double sink = 0;
    const double floorMs = bestMs([&] { sink = sink + numberFloor(text); });
    Model back = read.model;
    const double tessMs = bestMs([&] {
        Model m = read.model;
        tessellateShapesIntoMeshes(m);
    });
    const double mb = double(text.size()) / 1e6;
    std::printf("bench_qm: %.1f MB, %lld models, %lld triangles\n", mb, qlonglong(read.model.shapes.size()),
                qlonglong(model.triangleCount()));
    std::printf("  read  %8.1f ms (%.0f MB/s), %.2fx the time of strtod over the same numbers (%.1f ms)\n", readMs,
                mb / (readMs / 1e3), readMs / floorMs, floorMs);
    std::printf("  write %8.1f ms (%.0f MB/s)\n", writeMs, mb / (writeMs / 1e3));
    std::printf("  tessellate the patches back into meshes %8.1f ms\n", tessMs);
    return 0;
}
