#include "io/md5/Md5AnimSplice.h"

#include "io/kept/LineSplice.h"
#include "io/md5/Md5Reader.h"
#include "model/Model.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// The same clip, positions and rotations within a float's rounding (a
// kept line's digits may be more or fewer than the writer's).
bool sameMeaning(const Model &a, const Model &b)
{
    if (a.skeleton.joints.size() != b.skeleton.joints.size() || a.animations.size() != 1 || b.animations.size() != 1)
        return false;
    for (qsizetype j = 0; j < a.skeleton.joints.size(); ++j) {
        const Joint &x = a.skeleton.joints[j], &y = b.skeleton.joints[j];
        if (x.name != y.name || x.parent != y.parent || !withinRounding(x.bind.translation, y.bind.translation)
            || !withinRounding(x.bind.rotation, y.bind.rotation) || !(x.bind.scale == y.bind.scale))
            return false;
    }
    Animation x = a.animations[0], y = b.animations[0];
    if (x.tracks.size() != y.tracks.size())
        return false;
    for (qsizetype t = 0; t < x.tracks.size(); ++t) {
        const JointTrack &p = x.tracks[t], &q = y.tracks[t];
        if (p.joint != q.joint || p.translations.size() != q.translations.size()
            || p.rotations.size() != q.rotations.size() || !(p.scales == q.scales))
            return false;
        for (qsizetype k = 0; k < p.translations.size(); ++k)
            if (p.translations[k].time != q.translations[k].time
                || !withinRounding(p.translations[k].value, q.translations[k].value))
                return false;
        for (qsizetype k = 0; k < p.rotations.size(); ++k)
            if (p.rotations[k].time != q.rotations[k].time
                || !withinRounding(p.rotations[k].value, q.rotations[k].value))
                return false;
    }
    x.tracks.clear(), y.tracks.clear();
    x.extras.remove(QStringLiteral("md5.baseframe")), y.extras.remove(QStringLiteral("md5.baseframe"));
    // The bounds as the floats they are (a kept "-0.000000" is the writer's "0").
    const QList<float> bx = x.extras.take(QStringLiteral("md5.bounds")).value<QList<float>>(),
                       by = y.extras.take(QStringLiteral("md5.bounds")).value<QList<float>>();
    return std::equal(bx.cbegin(), bx.cend(), by.cbegin(), by.cend()) && x == y;
}

// The lines of a `hierarchy { }` block: [first, end) line indexes.
std::pair<qsizetype, qsizetype> hierarchyLines(const QList<QByteArray> &lines)
{
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].trimmed().startsWith("hierarchy")) {
            qsizetype e = i + 1;
            while (e < lines.size() && !lines[e].trimmed().startsWith('}'))
                ++e;
            return {i + 1, e};
        }
    return {0, 0};
}

// `written` with the hierarchy lines of joints no frame animates (flags
// 0, whose start index nothing reads) as `stored` has them where they name
// the same joint and parent: the writer counts their start index on.
QByteArray unanimatedAsStored(const QByteArray &stored, const QByteArray &written)
{
    const QList<QByteArray> a = stored.split('\n');
    QList<QByteArray> b = written.split('\n');
    const auto [sa, ea] = hierarchyLines(a);
    const auto [sb, eb] = hierarchyLines(b);
    if (ea - sa != eb - sb || ea == sa)
        return written;
    auto fields = [](const QByteArray &line) {
        const qsizetype comment = line.indexOf("//");
        return (comment < 0 ? line : line.left(comment)).simplified().split(' ');
    };
    for (qsizetype i = 0; i < ea - sa; ++i) {
        const QList<QByteArray> x = fields(a[sa + i]), y = fields(b[sb + i]);
        if (x.size() == 4 && y.size() == 4 && x[0] == y[0] && x[1] == y[1] && x[2] == "0" && y[2] == "0")
            b[sb + i] = a[sa + i];
    }
    return b.join('\n');
}

} // namespace

std::optional<QByteArray> spliceMd5AnimLines(const QString &path, const QByteArray &stored, const QByteArray &written,
                                             qsizetype *lines)
{
    qsizetype changed = 0;
    const QByteArray made = unanimatedAsStored(stored, written);
    QByteArray spliced = keepEqualLines(stored, made, &changed);
    if (changed != 0 && spliced == made)
        return std::nullopt; // the lines do not match up
    const ReadResult back = readMd5Anim(path, spliced, ReadOptions{}), want = readMd5Anim(path, written, ReadOptions{});
    if (!back.ok() || !want.ok() || !sameMeaning(back.model, want.model))
        return std::nullopt;
    if (lines)
        *lines = changed;
    return spliced;
}

} // namespace quarry
