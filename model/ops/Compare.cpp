#include "model/ops/Compare.h"

#include "model/MorphPlayback.h"
#include "model/Parallel.h"
#include "model/Pose.h"
#include "model/ops/CompareMatch.h"
#include "model/ops/ComparePrepared.h"
#include "model/ops/CompareSampler.h"
#include "model/ops/CompareSkin.h"
#include "model/ops/CompareStructure.h"
#include "model/ops/ModelTransform.h"

#include <algorithm>
#include <cmath>

namespace quarry {

using namespace compare;

namespace {

// Folds the results of `times` (in order, so the first of equal largest
// distances wins) into the joint and surface deviations.
void fold(const std::vector<TimeResult> &results, const QList<double> &times, int animation, double height,
          const Sampler &s, qint64 jointCount, qint64 pairCount, Deviation &joints, Deviation &surface)
{
    double jointSum = 0, surfaceSum = 0;
    for (size_t k = 0; k < results.size(); ++k) {
        const TimeResult &r = results[k];
        jointSum += r.jointSum;
        surfaceSum += r.surfaceSum;
        if (r.jointAt >= 0 && (joints.joint < 0 || r.jointLargest / height > joints.largest)) {
            joints.largest = r.jointLargest / height;
            joints.animation = animation;
            joints.time = times[qsizetype(k)];
            joints.joint = s.joints[size_t(r.jointAt)].first;
            joints.jointB = s.joints[size_t(r.jointAt)].second;
        }
        if (r.surfaceAt >= 0 && (surface.vertex < 0 || r.surfaceLargest / height > surface.largest)) {
            const auto [va, vb] = s.vertices[size_t(r.surfaceAt)];
            surface.largest = r.surfaceLargest / height;
            surface.animation = animation;
            surface.time = times[qsizetype(k)];
            surface.mesh = s.ta.meshOf[size_t(va)];
            surface.vertex = s.ta.vertexOf[size_t(va)];
            surface.meshB = s.tb.meshOf[size_t(vb)];
            surface.vertexB = s.tb.vertexOf[size_t(vb)];
        }
    }
    joints.samples = jointCount * qint64(results.size());
    surface.samples = pairCount * qint64(results.size());
    joints.mean = joints.samples ? jointSum / double(joints.samples) / height : 0;
    surface.mean = surface.samples ? surfaceSum / double(surface.samples) / height : 0;
}

// Into `total`, the larger of the two largest and the mean over both.
void merge(Deviation &total, const Deviation &part)
{
    if (part.samples == 0)
        return;
    const double sum = total.mean * double(total.samples) + part.mean * double(part.samples);
    const bool larger = total.samples == 0 || part.largest > total.largest;
    const qint64 samples = total.samples + part.samples;
    if (larger)
        total = part;
    total.samples = samples;
    total.mean = sum / double(samples);
}

// Frames of the coarser clip (the lower frame rate), evenly spaced: times
// where a fixed-rate conversion holds a pose of its own, so what is
// measured is the conversion, not the interpolation between its frames.
// More times than frames are spread evenly over the shorter duration.
QList<double> sampleTimes(const Animation &x, const Animation &y, const CompareOptions &options)
{
    if (!options.times.isEmpty())
        return options.times;
    const double duration = std::max(0.0, std::min(x.duration, y.duration));
    const double fps = std::min(x.fps, y.fps);
    const int frames = fps > 0 ? int(std::lround(duration * fps)) + 1 : 1;
    int count = options.frames > 0 ? options.frames : std::min(frames, kDefaultMostTimes);
    if (duration <= 0)
        count = 1;
    QList<double> times(count);
    for (int i = 0; i < count; ++i) {
        if (count == 1)
            times[i] = 0.0;
        else if (count <= frames)
            times[i] = std::min(duration, double(std::lround(double(i) * (frames - 1) / (count - 1))) / fps);
        else
            times[i] = duration * double(i) / double(count - 1);
    }
    return times;
}

// Texture coordinates (first set) and normals (degrees apart) of the
// matched vertices, in the bind pose.
void compareAttributes(const Model &a, const Model &b, const SkinTable &ta, const SkinTable &tb,
                       const std::vector<std::pair<int, int>> &pairs, CompareReport &report)
{
    double uvSum = 0, normalSum = 0;
    for (const auto &[va, vb] : pairs) {
        const Mesh &x = a.meshes[ta.meshOf[size_t(va)]];
        const Mesh &y = b.meshes[tb.meshOf[size_t(vb)]];
        const int i = ta.vertexOf[size_t(va)], j = tb.vertexOf[size_t(vb)];
        auto note = [&](Deviation &d, double value, double &sum) {
            ++d.samples;
            sum += value;
            if (d.vertex < 0 || value > d.largest) {
                d.largest = value;
                d.mesh = ta.meshOf[size_t(va)];
                d.vertex = i;
                d.meshB = tb.meshOf[size_t(vb)];
                d.vertexB = j;
            }
        };
        if (!x.texcoords.isEmpty() && !y.texcoords.isEmpty() && i < x.texcoords[0].size() && j < y.texcoords[0].size())
            note(report.texcoords, (x.texcoords[0][i] - y.texcoords[0][j]).length(), uvSum);
        if (i < x.normals.size() && j < y.normals.size()) {
            // atan2 of sine and cosine: exact near 0, where acos is not.
            const QVector3D n = x.normals[i], m = y.normals[j];
            const double angle = std::atan2(double(QVector3D::crossProduct(n, m).length()),
                                            double(QVector3D::dotProduct(n, m)));
            note(report.normals, angle * 180.0 / M_PI, normalSum);
        }
    }
    report.texcoords.mean = report.texcoords.samples ? uvSum / double(report.texcoords.samples) : 0;
    report.normals.mean = report.normals.samples ? normalSum / double(report.normals.samples) : 0;
}

bool movesWithoutSkeleton(const Model &model)
{
    return model.skeleton.isEmpty()
           && std::any_of(model.animations.cbegin(), model.animations.cend(),
                          [](const Animation &x) { return !x.morphTracks.isEmpty(); });
}

// `model` with its meshes at the start of `animation` (morph tracks, then
// skinning), and `table`'s positions set to the same.
Model posedAtStart(const Model &model, int animation, SkinTable &table)
{
    Model posed = model;
    for (int m = 0; m < posed.meshes.size(); ++m) {
        posed.meshes[m].positions = posedPositions(model, m, animation, 0.0);
        const QList<QVector3D> &positions = posed.meshes[m].positions;
        for (qsizetype v = 0; v < positions.size(); ++v)
            for (int k = 0; k < 3; ++k)
                table.positions[size_t(3 * (table.meshStart[size_t(m)] + v) + k)] = positions[v][k];
    }
    return posed;
}

} // namespace

Prepared compare::prepare(const Model &a, const Model &b, double tolerance)
{
    Prepared p{makeSkinTable(a), makeSkinTable(b), matchModels(a, b), {}, {}, comparisonHeight(a)};
    for (int i = 0; i < p.pairs.joints.size(); ++i)
        if (p.pairs.joints[i] >= 0)
            p.joints.emplace_back(i, p.pairs.joints[i]);
    const float radius = float(std::max(0.05, 4 * tolerance) * p.height);
    // A model without a skeleton that its animations move (an MD3's frames,
    // read as a morph animation) has no bind pose to find the other's
    // vertices in: both are matched where their first shared animation
    // starts, each posed there.
    if (movesWithoutSkeleton(a) != movesWithoutSkeleton(b) && a.skeleton.isEmpty() != b.skeleton.isEmpty())
        for (int i = 0; i < p.pairs.animations.size() && p.matchedAtA < 0; ++i)
            if (p.pairs.animations[i] >= 0) {
                p.matchedAtA = i;
                p.matchedAtB = p.pairs.animations[i];
            }
    if (p.matchedAtA >= 0) {
        SkinTable ta = p.ta, tb = p.tb;
        const Model x = posedAtStart(a, p.matchedAtA, ta), y = posedAtStart(b, p.matchedAtB, tb);
        p.vertices = matchVertices(x, ta, y, tb, p.pairs.meshes, radius);
    } else {
        p.vertices = matchVertices(a, p.ta, b, p.tb, p.pairs.meshes, radius);
    }
    return p;
}

double comparisonHeight(const Model &model)
{
    const Bounds bounds = modelBounds(model);
    if (!bounds.isValid())
        return 1;
    const QVector3D size = bounds.size();
    const double height = size.z() > 0 ? size.z() : std::max({size.x(), size.y(), size.z()});
    return height > 0 ? height : 1;
}

bool CompareReport::withinTolerance() const
{
    const double allowed = tolerance * (1 + 1e-9);
    return joints.largest <= allowed && surface.largest <= allowed && bindSurface.largest <= allowed && unmatchedA == 0
           && unmatchedB == 0;
}

double fitScaleFactor(const Model &a, const Model &b)
{
    return comparisonHeight(a) / comparisonHeight(b);
}

Model scaledModel(const Model &model, double factor)
{
    Model scaled = model;
    Similarity scale;
    scale.scale = float(factor);
    transformModel(scaled, scale);
    return scaled;
}

CompareReport compareModels(const Model &a, const Model &b, const CompareOptions &options)
{
    if (options.fitScale) {
        CompareOptions rest = options;
        rest.fitScale = false;
        const double factor = fitScaleFactor(a, b);
        CompareReport report = compareModels(a, scaledModel(b, factor), rest);
        report.fitScale = true;
        report.scale = factor;
        return report;
    }
    CompareReport report;
    report.tolerance = options.tolerance;
    const Prepared p = prepare(a, b, options.tolerance);
    report.height = p.height;
    report.differences = structureDifferences(a, b, p.pairs);
    report.jointsMatched = int(p.joints.size());
    report.verticesMatched = p.vertices.matchedA;
    report.unmatchedA = p.vertices.unmatchedA;
    report.unmatchedB = p.vertices.unmatchedB;
    report.matchedAtAnimation = p.matchedAtA;
    compareAttributes(a, b, p.ta, p.tb, p.vertices.pairs, report);
    if (p.matchedAtA >= 0)
        report.normals = Deviation(); // the bind pose's against a posed model's
    const Sampler sampler(a, b, p.ta, p.tb, p.joints, p.vertices.pairs);
    const qint64 jointCount = qint64(p.joints.size()), pairCount = qint64(p.vertices.pairs.size());

    // The bind pose first: a model without animations is compared there alone
    // (where one of them has no bind pose, the animations alone).
    if (p.matchedAtA < 0) {
        SampleBuffers buffers;
        std::vector<TimeResult> bind(1);
        sampler.sample(AnimationPlan(), AnimationPlan(), 0.0, buffers, bind[0]);
        Deviation bindJoints;
        fold(bind, {0.0}, -1, p.height, sampler, jointCount, pairCount, bindJoints, report.bindSurface);
        merge(report.joints, bindJoints);
        merge(report.surface, report.bindSurface);
    }

    const auto goOn = [&](double fraction) { return !options.progress || options.progress(fraction); };
    if (!goOn(0.1))
        return report;
    for (int i = 0; i < a.animations.size(); ++i) {
        if (i > 0 && !goOn(0.1 + 0.9 * double(i) / double(a.animations.size())))
            return report;
        const int j = p.pairs.animations[i];
        if (j < 0)
            continue;
        const Animation &x = a.animations[i];
        const Animation &y = b.animations[j];
        AnimationComparison c;
        c.animationA = i;
        c.animationB = j;
        c.name = x.name.isEmpty() ? y.name : x.name;
        c.fpsA = x.fps;
        c.fpsB = y.fps;
        c.durationA = x.duration;
        c.durationB = y.duration;
        const QList<double> times = sampleTimes(x, y, options);
        c.timeCount = int(times.size());
        std::vector<TimeResult> results(size_t(times.size()));
        // Runs of times share their buffers: nothing is allocated per time.
        const AnimationPlan planA = makeAnimationPlan(a, i), planB = makeAnimationPlan(b, j);
        const int threads = threadsFor(qint64(times.size()) * (pairCount + jointCount), 200000);
        shareRuns(times.size(), 16, threads, [&](qint64 first, qint64 last) {
            SampleBuffers buffers;
            for (qint64 k = first; k < last; ++k)
                sampler.sample(planA, planB, times[k], buffers, results[size_t(k)]);
        });
        const int index = int(report.animations.size());
        fold(results, times, index, p.height, sampler, jointCount, pairCount, c.joints, c.surface);
        merge(report.joints, c.joints);
        merge(report.surface, c.surface);
        report.animations.append(c);
    }
    return report;
}

} // namespace quarry
