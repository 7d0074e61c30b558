#include "io/quake/PaletteDither.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <vector>

namespace quarry::quake {

QByteArray ditherToPalette(const QImage &source, const QList<QRgb> &palette, const QList<int> &allowed)
{
    const QImage image = source.format() == QImage::Format_RGBX8888 ? source
                                                                    : source.convertToFormat(QImage::Format_RGBX8888);
    const int width = image.width(), height = image.height();
    QByteArray out(qsizetype(width) * height, '\0');
    if (width <= 0 || height <= 0 || allowed.isEmpty())
        return out;
    struct Colour
    {
        int r, g, b, index;
    };
    std::vector<Colour> colours;
    // A pixel already in the palette keeps its colour: the colours by
    // value, and the cubes that hold one (so most pixels skip the look-up).
    QHash<QRgb, int> exact;
    std::vector<bool> holdsColour(64 * 64 * 64, false);
    for (int i : allowed) {
        const QRgb c = palette.value(i);
        if (!exact.contains(c & 0xffffff)) // the first of equal colours, as the search below
            exact.insert(c & 0xffffff, int(colours.size()));
        holdsColour[size_t(((qRed(c) >> 2) << 12) | ((qGreen(c) >> 2) << 6) | (qBlue(c) >> 2))] = true;
        colours.push_back({qRed(c), qGreen(c), qBlue(c), i});
    }
    // The nearest colour (the first of equals), searched outward from the
    // colours of the nearest red until the red alone is farther than the
    // best found.
    std::vector<int> byRed(colours.size());
    for (size_t k = 0; k < byRed.size(); ++k)
        byRed[k] = int(k);
    std::stable_sort(byRed.begin(), byRed.end(), [&](int a, int b) { return colours[a].r < colours[b].r; });
    auto nearest = [&](int r, int g, int b) {
        int best = 0, bestDistance = INT_MAX;
        auto consider = [&](int k) {
            const int dr = r - colours[k].r, dg = g - colours[k].g, db = b - colours[k].b;
            const int d = dr * dr + dg * dg + db * db;
            if (d < bestDistance || (d == bestDistance && k < best)) {
                bestDistance = d;
                best = k;
            }
        };
        const int n = int(byRed.size());
        int up = int(std::lower_bound(byRed.begin(), byRed.end(), r, [&](int k, int red) { return colours[k].r < red; })
                     - byRed.begin());
        int down = up - 1;
        while (down >= 0 || up < n) {
            if (up < n) {
                const int dr = colours[byRed[up]].r - r;
                if (dr * dr > bestDistance)
                    up = n;
                else
                    consider(byRed[up++]);
            }
            if (down >= 0) {
                const int dr = r - colours[byRed[down]].r;
                if (dr * dr > bestDistance)
                    down = -1;
                else
                    consider(byRed[down--]);
            }
        }
        return best;
    };
    // The nearest colour of each 4 x 4 x 4 cube, found when first needed.
    std::vector<qint16> cube(64 * 64 * 64, -1);
    auto lookUp = [&](size_t key, int r, int g, int b) {
        qint16 &k = cube[key];
        if (k < 0)
            k = qint16(nearest((r & ~3) + 2, (g & ~3) + 2, (b & ~3) + 2));
        return int(k);
    };
    // Errors carried to this row and the next, in sixteenths, a pixel of
    // margin on each side.
    std::vector<int> here(size_t(width + 2) * 3, 0), below(size_t(width + 2) * 3, 0);
    for (int y = 0; y < height; ++y) {
        const uchar *line = image.constScanLine(y);
        char *row = out.data() + qsizetype(y) * width;
        const bool forward = (y % 2) == 0;
        const int step = forward ? 1 : -1;
        for (int i = 0; i < width; ++i) {
            const int x = forward ? i : width - 1 - i;
            const uchar *p = line + 4 * x;
            int *e = here.data() + size_t(x + 1) * 3;
            const int r = std::clamp(p[0] + (e[0] >= 0 ? (e[0] + 8) >> 4 : -((-e[0] + 8) >> 4)), 0, 255);
            const int g = std::clamp(p[1] + (e[1] >= 0 ? (e[1] + 8) >> 4 : -((-e[1] + 8) >> 4)), 0, 255);
            const int b = std::clamp(p[2] + (e[2] >= 0 ? (e[2] + 8) >> 4 : -((-e[2] + 8) >> 4)), 0, 255);
            const size_t key = size_t(((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2));
            const auto found = holdsColour[key] ? exact.constFind(qRgb(r, g, b) & 0xffffff) : exact.constEnd();
            const Colour *c = &colours[size_t(found != exact.constEnd() ? *found : lookUp(key, r, g, b))];
            const int index = c->index;
            row[x] = char(index);
            const int error[3] = {r - c->r, g - c->g, b - c->b};
            int *ahead = here.data() + size_t(x + 1 + step) * 3;
            int *under = below.data() + size_t(x + 1) * 3;
            for (int k = 0; k < 3; ++k) {
                ahead[k] += error[k] * 7;
                under[k - 3 * step] += error[k] * 3;
                under[k] += error[k] * 5;
                under[k + 3 * step] += error[k];
            }
        }
        std::swap(here, below);
        std::fill(below.begin(), below.end(), 0);
    }
    return out;
}

} // namespace quarry::quake
