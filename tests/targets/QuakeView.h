// What the Quake engines' shots are checked against (tst_target_quakespasm,
// tst_target_darkplaces_quake): Quarry's drawing of a model read back from
// an MDL or MD2 at one of its frames, from the engine's camera, placed in
// front of the eye by the demo (QuakeGame.h); and the engine's console
// lines that say something failed.
#pragma once

#include "DarkplacesView.h"
#include "GameShots.h"
#include "QuakeGame.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"
#include "model/ops/TextureLookup.h"

#include <QImage>
#include <QMatrix4x4>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace quarry::test {

// The engines' camera in the demo: the eye 22 units (Quake's default view
// height) above the viewer's origin, looking along +X, fov 90 at 4:3.
inline ChaseView quakeView(const QSize &size)
{
    return chaseView({}, 0, 0, 22, 0, 0, 90, size);
}

// Console lines that say something failed or is amiss.
inline const QRegularExpression kFailing(
    QStringLiteral("error|warning|fail|couldn't|could not|can't|cannot|not found|too many|invalid|bad |corrupt"),
    QRegularExpression::CaseInsensitiveOption);
inline QStringList unexpectedFailures(const QString &log, const QList<QRegularExpression> &expectedLines)
{
    QStringList lines;
    for (const QString &raw : log.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (!kFailing.match(line).hasMatch())
            continue;
        bool expected = false;
        for (const QRegularExpression &e : expectedLines)
            expected = expected || e.match(line).hasMatch();
        if (!expected)
            lines << line;
    }
    return lines;
}

// The animation and time at which a model read from an MDL or MD2 shows
// the frame QuakeC numbers `frame`: its animations hold the frames in order.
inline std::pair<int, double> frameTime(const Model &model, int frame)
{
    for (int a = 0; a < model.animations.size(); ++a) {
        const int count = model.animations[a].frameCount();
        if (frame < count)
            return {a, frame / model.animations[a].fps};
        frame -= count;
    }
    return {-1, 0.0};
}

inline int frameCount(const Model &model)
{
    int count = 0;
    for (const Animation &a : model.animations)
        count += a.frameCount();
    return count;
}

// The meshes of `model` posed at QuakeC frame `frame`.
inline QList<Mesh> posedMeshes(const Model &model, int frame)
{
    const auto [animation, time] = frameTime(model, frame);
    MorphWeights weights;
    if (animation >= 0)
        weights = animationMorphWeights(model, model.animations[animation], float(time));
    QList<QMatrix4x4> skinning;
    if (!model.skeleton.isEmpty())
        skinning = skinningMatrices(model.skeleton, worldMatrices(model.skeleton, localPose(model, animation, time)));
    QList<Mesh> meshes;
    for (int m = 0; m < model.meshes.size(); ++m) {
        Mesh posed = model.meshes[m];
        if (weights.contains(m))
            posed.positions = morphedPositions(model.meshes[m], weights.value(m));
        if (posed.isSkinned() && !skinning.isEmpty())
            posed.positions = skinMesh(posed, skinning).positions;
        meshes << posed;
    }
    return meshes;
}

// Quarry's drawing of `model` at QuakeC frame `frame`, placed by
// `placement`, as `view` sees it: each triangle filled with `fill` (its
// mesh and triangle index in, a colour out), the farthest first.
template<typename Fill>
QImage drawFrame(const Model &model, int frame, const QMatrix4x4 &placement, const ChaseView &view, Fill fill)
{
    QImage image(view.size, QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.setPen(Qt::NoPen);
    const QList<Mesh> meshes = posedMeshes(model, frame);
    struct Shown
    {
        double depth;
        QPolygonF polygon;
        QColor colour;
    };
    QList<Shown> shown;
    for (qsizetype m = 0; m < meshes.size(); ++m) {
        const Mesh &posed = meshes[m];
        QList<QPointF> pixels(posed.positions.size());
        QList<bool> seen(posed.positions.size());
        for (qsizetype i = 0; i < posed.positions.size(); ++i)
            seen[i] = view.project(placement.map(posed.positions[i]), &pixels[i]);
        for (qsizetype ti = 0; ti < posed.triangles.size(); ++ti) {
            const Triangle &t = posed.triangles[ti];
            if (t[0] >= quint32(seen.size()) || t[1] >= quint32(seen.size()) || t[2] >= quint32(seen.size())
                || !seen[t[0]] || !seen[t[1]] || !seen[t[2]])
                continue;
            const QVector3D middle = placement.map(
                (posed.positions[t[0]] + posed.positions[t[1]] + posed.positions[t[2]]) / 3);
            shown.append({double(QVector3D::dotProduct(middle - view.eye, view.forward)),
                          QPolygonF({pixels[t[0]], pixels[t[1]], pixels[t[2]]}), fill(m, ti, posed)});
        }
    }
    std::stable_sort(shown.begin(), shown.end(), [](const Shown &a, const Shown &b) { return a.depth > b.depth; });
    for (const Shown &s : std::as_const(shown)) {
        painter.setBrush(s.colour);
        painter.drawPolygon(s.polygon);
    }
    return image;
}

// The drawing filled white on black.
inline QImage frameMask(const Model &model, int frame, const QMatrix4x4 &placement, const ChaseView &view)
{
    return drawFrame(model, frame, placement, view,
                     [](qsizetype, qsizetype, const Mesh &) { return QColor(Qt::white); });
}

// The drawing in the skin's colours: each triangle in the mean of the
// skin's texels within its texture coordinates' box (v from the top, as
// Quake's s and t count; the mean evens out a dithered skin), the skin
// mirrored left to right where `mirrored` (a control).
inline QImage frameColours(const Model &model, const QImage &skin, int frame, const QMatrix4x4 &placement,
                           const ChaseView &view, bool mirrored = false)
{
    return drawFrame(model, frame, placement, view, [&](qsizetype, qsizetype ti, const Mesh &mesh) {
        if (mesh.texcoords.isEmpty() || skin.isNull())
            return QColor(Qt::white);
        const Triangle &t = mesh.triangles[ti];
        const QList<QVector2D> &uv = mesh.texcoords[0];
        const auto texel = [&](float u, float v) {
            return QPoint(std::clamp(int((mirrored ? 1 - u : u) * float(skin.width())), 0, skin.width() - 1),
                          std::clamp(int(v * float(skin.height())), 0, skin.height() - 1));
        };
        QRect box;
        for (int k = 0; k < 3; ++k)
            box |= QRect(texel(uv.value(t[k]).x(), uv.value(t[k]).y()), QSize(1, 1));
        double r = 0, g = 0, b = 0;
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x) {
                const QRgb c = skin.pixel(x, y);
                r += qRed(c);
                g += qGreen(c);
                b += qBlue(c);
            }
        const double n = double(box.width()) * box.height();
        return QColor(int(r / n), int(g / n), int(b / n));
    });
}

// Of the pixels where the game drew the model (`shape`) and the drawing
// has a colour, the fraction whose hue agrees: red, green and blue as
// shares of their sum within 0.15 in all (the engines' light changes the
// brightness, not the hue).
inline double colourAgreement(const QImage &shot, const Silhouette &shape, const QImage &drawing)
{
    qsizetype both = 0, agree = 0;
    for (const QPoint &p : shape.pixels) {
        const QRgb a = shot.pixel(p), b = drawing.pixel(p);
        const double sa = qRed(a) + qGreen(a) + qBlue(a) + 1.0, sb = qRed(b) + qGreen(b) + qBlue(b) + 1.0;
        if (sb < 30)
            continue;
        ++both;
        const double d = std::abs(qRed(a) / sa - qRed(b) / sb) + std::abs(qGreen(a) / sa - qGreen(b) / sb)
                         + std::abs(qBlue(a) / sa - qBlue(b) / sb);
        agree += d < 0.15 ? 1 : 0;
    }
    return both == 0 ? 0 : double(agree) / double(both);
}

// The pixels a mask fills.
inline Silhouette maskShape(const QImage &mask)
{
    Silhouette s;
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x)
            if (qGray(mask.pixel(x, y)) > 127) {
                s.pixels << QPoint(x, y);
                s.box |= QRect(x, y, 1, 1);
            }
    return s;
}

inline float onEighths(float v)
{
    return std::round(v * 8) / 8; // a coordinate as protocol 15 sends it
}

// A model read back, placed by the demo facing the eye with its middle 1.3
// of its largest extent in front of it, at the eye's height.
struct ShownModel
{
    Model model;
    QImage skin; // its first material's texture, as Quarry reads it
    quakegame::Placement sent;
    QMatrix4x4 placement; // the same, for Quarry's drawing

    // The model read from `path` with its skin; an error, or empty.
    QString read(const QString &path)
    {
        const ReadResult back = readModelFile(path);
        if (!back.ok())
            return back.error->message;
        model = back.model;
        if (model.materials.isEmpty())
            return QStringLiteral("%1 has no skin").arg(path);
        const MaterialTexture texture = loadMaterialTexture(
            model.materials[0], path, model.extras.value(QLatin1String(kEmbeddedTextures)).toMap());
        if (!texture.loaded())
            return QStringLiteral("the skin of %1: %2").arg(path, texture.problem);
        skin = texture.image.convertToFormat(QImage::Format_RGB32);
        placeBeforeEye();
        return {};
    }

    // The sample model exported for `target` at the height of Quake's
    // player (56 units from its feet to the top of its box) into `out`, and
    // its progs/NAME.mdl read back; an error, or empty.
    QString exportSample(const QString &target, const QString &name, const QString &out)
    {
        TargetExportOptions options;
        options.outputDirectory = out;
        options.name = name;
        options.singleModel = true;
        options.conversion.height = 56;
        const TargetExportResult exported = exportForTarget(makeSampleModel(), *findEngineTarget(target), options);
        if (!exported.ok())
            return exported.error;
        return read(out + QStringLiteral("/progs/%1.mdl").arg(name));
    }

    void placeBeforeEye()
    {
        const Bounds b = modelBounds(model);
        const QVector3D c = b.center();
        const float distance = 1.3f * std::max({b.size().x(), b.size().y(), b.size().z()});
        sent.origin = QVector3D(onEighths(distance + c.x()), onEighths(c.y()), onEighths(22 - c.z()));
        sent.yaw = 180;
        placement = QMatrix4x4();
        placement.translate(sent.origin);
        placement.rotate(sent.yaw, 0, 0, 1);
    }

    // The frame (after 0) whose drawing from `view` overlaps frame 0's
    // least, and that overlap.
    std::pair<int, double> leastLikeFirst(const ChaseView &view) const
    {
        const QRect all(QPoint(0, 0), view.size);
        const Silhouette first = maskShape(frameMask(model, 0, placement, view));
        std::pair<int, double> least{0, 1.0};
        for (int f = 1; f < frameCount(model); ++f)
            if (const double o = overlap(first, frameMask(model, f, placement, view), all); o < least.second)
                least = {f, o};
        return least;
    }
};

// The pixels of `shot` other than the clear colour (its top left pixel).
inline qsizetype strayPixels(const QImage &shot)
{
    const QRgb clear = shot.pixel(0, 0);
    qsizetype other = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < shot.width(); ++x)
            other += differs(shot.pixel(x, y), clear, kFaint) ? 1 : 0;
    return other;
}

// How the model's silhouettes in two shots (at frame 0 and at `other`,
// against the shot without it) overlap Quarry's drawings of either frame,
// and of frame 0 upside down.
struct FrameFits
{
    qsizetype pixels = 0; // of the model in the first shot
    double firstFit = 0, firstOther = 0, flipped = 0, otherFit = 0, otherFirst = 0;

    // Each shot is its own frame's drawing, and not the other's or upside down.
    bool pass(double fitted, double margin) const
    {
        return pixels > 1000 && firstFit >= fitted && otherFit >= fitted && firstFit > firstOther + margin
               && otherFit > otherFirst + margin && firstFit > flipped + margin;
    }
    QString describe(int other) const
    {
        return QStringLiteral("%1 pixels; frame 0: fits %2 (frame %3: %4, upside down %5); frame %3: fits %6 (frame "
                              "0: %7)")
            .arg(pixels)
            .arg(firstFit, 0, 'f', 3)
            .arg(other)
            .arg(firstOther, 0, 'f', 3)
            .arg(flipped, 0, 'f', 3)
            .arg(otherFit, 0, 'f', 3)
            .arg(otherFirst, 0, 'f', 3);
    }
};

inline FrameFits frameFits(const ShownModel &shown, int otherFrame, const ChaseView &camera, const QImage &firstShot,
                           const QImage &otherShot, const QImage &empty)
{
    const QImage first = frameMask(shown.model, 0, shown.placement, camera);
    const QImage other = frameMask(shown.model, otherFrame, shown.placement, camera);
    const QRect all(QPoint(0, 0), camera.size);
    const Silhouette firstShape = silhouette(firstShot, empty, all);
    const Silhouette otherShape = silhouette(otherShot, empty, all);
    FrameFits f;
    f.pixels = firstShape.pixels.size();
    f.firstFit = overlap(firstShape, first, all);
    f.firstOther = overlap(firstShape, other, all);
    f.otherFit = overlap(otherShape, other, all);
    f.otherFirst = overlap(otherShape, first, all);
    f.flipped = overlap(firstShape, first.mirrored(false, true), all);
    return f;
}

} // namespace quarry::test
