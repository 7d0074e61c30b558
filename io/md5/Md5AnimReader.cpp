#include "io/md3/Md3Reader.h"
#include "io/md5/Md5AnimFile.h"
#include "io/md5/Md5Lexer.h"
#include "io/md5/Md5Orientation.h"
#include "io/md5/Md5Reader.h"

#include "io/Progress.h"
#include "io/ReadLimits.h"
#include "model/Parallel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <atomic>
#include <bit>
#include <cstring>
#include <vector>

namespace quarry {

namespace md5 {

namespace {

class AnimParser
{
    Q_DECLARE_TR_FUNCTIONS(Md5Reader)

public:
    AnimParser(const QString &path, QByteArrayView data, AnimFile &out, const ProgressFn &progress)
        : m_path(path)
        , m_lex(data)
        , m_out(out)
        , m_progress(progress)
    { }
    bool run(Diagnostic *error);

private:
    bool fail(const QString &message)
    {
        m_error = Diagnostic{m_path, m_lex.line(), -1, message};
        return false;
    }
    bool expected() { return fail(tr("%1 expected").arg(m_lex.expected)); }
    // A count that must be at least 0 and at most what `perRecord` bytes a record allow.
    bool count(const char *keyword, qint64 &value, qint64 perRecord)
    {
        qint64 n = 0;
        if (!m_lex.integer(n))
            return expected();
        if (n < 0 || n > m_lex.remaining() / perRecord)
            return fail(tr("%1 %2 is more than the file can hold").arg(QLatin1String(keyword)).arg(n));
        value = n;
        return true;
    }
    bool hierarchy();
    bool bounds();
    bool baseframe();
    bool frame();
    // The frames from here to the end, shared among the cores: false on
    // Cancel; `done` false when they were left to frame() (a comment, a
    // keyword other than frame, anything wrong: frame() says what).
    bool parallelFrames(bool &done);

    QString m_path;
    Lexer m_lex;
    AnimFile &m_out;
    ProgressFn m_progress;
    Diagnostic m_error;
    qint64 m_joints = -1, m_frames = -1, m_components = -1;
    QList<bool> m_seen;
    qint64 m_seenCount = 0;
    bool m_hierarchy = false, m_baseframe = false;
};

bool AnimParser::hierarchy()
{
    if (m_joints < 0 || m_components < 0)
        return fail(tr("hierarchy before numJoints and numAnimatedComponents"));
    if (!m_lex.take('{'))
        return expected();
    m_out.joints.reserve(m_joints);
    for (qint64 i = 0; i < m_joints; ++i) {
        AnimJoint j;
        qint64 parent = 0, flags = 0;
        if (!m_lex.quoted(j.name) || !m_lex.integer(parent) || !m_lex.integer(flags) || !m_lex.integer(j.start))
            return expected();
        if (parent < -1 || parent >= i)
            return fail(
                tr("joint \"%1\": parent %2 is not an earlier joint").arg(QString::fromUtf8(j.name)).arg(parent));
        if (flags < 0 || flags > 63)
            return fail(tr("joint \"%1\": flags %2 are not a set of the six channels (0 to 63)")
                            .arg(QString::fromUtf8(j.name))
                            .arg(flags));
        if (j.start < 0 || j.start + std::popcount(quint32(flags)) > m_components)
            return fail(tr("joint \"%1\": its channels from %2 on pass numAnimatedComponents %3")
                            .arg(QString::fromUtf8(j.name))
                            .arg(j.start)
                            .arg(m_components));
        j.parent = int(parent);
        j.flags = int(flags);
        m_out.joints.append(j);
    }
    if (!m_lex.take('}'))
        return fail(tr("more joints in the hierarchy than numJoints %1").arg(m_joints));
    m_hierarchy = true;
    return true;
}

bool AnimParser::bounds()
{
    if (m_frames < 0)
        return fail(tr("bounds before numFrames"));
    if (!m_lex.take('{'))
        return expected();
    m_out.bounds.reserve(m_frames);
    for (qint64 i = 0; i < m_frames; ++i) {
        std::array<float, 6> b;
        if (!m_lex.vector(b.data(), 3) || !m_lex.vector(b.data() + 3, 3))
            return expected();
        m_out.bounds.append(b);
    }
    if (!m_lex.take('}'))
        return fail(tr("more bounds than numFrames %1").arg(m_frames));
    return true;
}

bool AnimParser::baseframe()
{
    if (m_joints < 0)
        return fail(tr("baseframe before numJoints"));
    if (!m_lex.take('{'))
        return expected();
    m_out.baseframe.reserve(m_joints);
    for (qint64 i = 0; i < m_joints; ++i) {
        std::array<double, 6> b;
        if (!m_lex.vector(b.data(), 3) || !m_lex.vector(b.data() + 3, 3))
            return expected();
        m_out.baseframe.append(b);
    }
    if (!m_lex.take('}'))
        return fail(tr("more base frame joints than numJoints %1").arg(m_joints));
    m_baseframe = true;
    return true;
}

bool AnimParser::frame()
{
    if (m_frames < 0 || m_components < 0)
        return fail(tr("a frame before numFrames and numAnimatedComponents"));
    qint64 index = 0;
    if (!m_lex.integer(index))
        return expected();
    if (index < 0 || index >= m_frames)
        return fail(tr("frame %1 of %2 frames").arg(index).arg(m_frames));
    if (m_seen.isEmpty()) {
        // Checked when numAnimatedComponents was read: the frames fit the file.
        m_seen.resize(m_frames);
        m_out.frames.resize(m_frames * m_components);
    }
    if (m_seen[index])
        return fail(tr("frame %1 a second time").arg(index));
    m_seen[index] = true;
    ++m_seenCount;
    if (!m_lex.take('{'))
        return expected();
    double *values = m_out.frames.data() + index * m_components;
    for (qint64 c = m_lex.plainNumbers(values, m_components); c < m_components; ++c)
        if (!m_lex.number(values[c]))
            return m_lex.take('}') ? fail(
                       tr("frame %1 has %2 values; numAnimatedComponents is %3").arg(index).arg(c).arg(m_components))
                                   : expected();
    if (!m_lex.take('}'))
        return fail(tr("frame %1 has more values than numAnimatedComponents %2").arg(index).arg(m_components));
    if (m_progress && (index & 63) == 63 && !m_progress(m_lex.fraction()))
        return fail(cancelledMessage());
    return true;
}

bool AnimParser::parallelFrames(bool &done)
{
    done = false;
    const char *from = m_lex.position();
    const char *end = m_lex.end();
    const qint64 bytes = qint64(end - from);
    const int threads = threadsFor(bytes, 1 << 20);
    if (threads < 2 || m_frames <= 0 || m_components < 0 || m_seenCount > 0 || std::memchr(from, '/', size_t(bytes)))
        return true;
    // Pieces that end after a '}', so that no frame is cut.
    const int pieces = threads * 8;
    std::vector<const char *> cuts{from};
    for (int k = 1; k < pieces; ++k) {
        const char *target = from + bytes * k / pieces;
        if (target < cuts.back())
            continue;
        const char *close = static_cast<const char *>(std::memchr(target, '}', size_t(end - target)));
        if (!close)
            break;
        cuts.push_back(close + 1);
    }
    cuts.push_back(end);
    if (m_seen.isEmpty()) {
        m_seen.resize(m_frames);
        m_out.frames.resize(m_frames * m_components);
    }
    // The frames "frame" was already read for: this one, then the rest.
    std::vector<std::atomic<bool>> claimed(static_cast<size_t>(m_frames));
    std::atomic<bool> failed{false};
    std::atomic<qint64> count{0};
    double *frames = m_out.frames.data();
    const qint64 components = m_components, frameCount = m_frames;
    const qint64 pieceCount = qint64(cuts.size()) - 1;
    const double before = m_lex.fraction();
    const bool finished = shareRunsReporting(
        pieceCount, 1, threads,
        [&](qint64 first, qint64 last) {
            for (qint64 c = first; c < last && !failed.load(std::memory_order_relaxed); ++c) {
                Lexer lex(QByteArrayView(cuts[size_t(c)], cuts[size_t(c) + 1] - cuts[size_t(c)]));
                for (bool head = c == 0; !lex.atEnd(); head = false) {
                    qint64 index = 0;
                    if ((!head && lex.word() != "frame") || !lex.integer(index) || index < 0 || index >= frameCount
                        || claimed[size_t(index)].exchange(true) || !lex.take('{')
                        || lex.plainNumbers(frames + index * components, components) != components || !lex.take('}')) {
                        failed = true;
                        break;
                    }
                    count.fetch_add(1, std::memory_order_relaxed);
                }
            }
        },
        [&](qint64 made) {
            return !m_progress || m_progress(before + (1.0 - before) * double(made) / double(pieceCount));
        });
    if (!finished)
        return fail(cancelledMessage());
    if (failed || count.load() != m_frames)
        return true;
    m_seen.fill(true);
    m_seenCount = m_frames;
    m_lex.skipTo(end);
    done = true;
    return true;
}

bool AnimParser::run(Diagnostic *error)
{
    auto done = [&](bool ok) {
        if (!ok)
            *error = m_error;
        return ok;
    };
    bool version = false;
    while (!m_lex.atEnd()) {
        const QByteArrayView key = m_lex.word();
        bool ok = true;
        if (key == "MD5Version") {
            qint64 v = 0;
            if (!m_lex.integer(v))
                return done(expected());
            if (v != 10)
                return done(fail(tr("MD5 version %1; Doom 3 reads version 10").arg(v)));
            version = true;
        } else if (key == "commandline") {
            QByteArray text;
            ok = m_lex.quoted(text) || expected();
            m_out.commandline = QString::fromUtf8(text);
        } else if (key == "numFrames") {
            // A frame takes at least "frame 0 {}" and a bounds line.
            ok = count("numFrames", m_frames, 16);
            m_out.frameCount = int(m_frames);
        } else if (key == "numJoints") {
            // A hierarchy line and a base frame line each.
            ok = count("numJoints", m_joints, 24);
        } else if (key == "frameRate") {
            ok = m_lex.number(m_out.frameRate) || expected();
            if (ok && !(m_out.frameRate > 0))
                ok = fail(tr("frameRate %1 is not above 0").arg(m_out.frameRate));
        } else if (key == "numAnimatedComponents") {
            ok = count("numAnimatedComponents", m_components, 2);
            if (ok && (m_joints < 0 || m_frames < 0))
                ok = fail(tr("numAnimatedComponents before numFrames and numJoints"));
            else if (ok && m_components > 6 * m_joints)
                ok = fail(tr("numAnimatedComponents %1 is more than 6 for each of %2 joints")
                              .arg(m_components)
                              .arg(m_joints));
            // Every value takes two bytes at least.
            else if (ok && m_frames > 0 && m_components > m_lex.remaining() / 2 / m_frames)
                ok = fail(tr("%1 frames of %2 values are more than the file can hold").arg(m_frames).arg(m_components));
            m_out.components = int(std::max<qint64>(m_components, 0));
        } else if (key == "hierarchy") {
            ok = hierarchy();
        } else if (key == "bounds") {
            ok = bounds();
        } else if (key == "baseframe") {
            ok = baseframe();
        } else if (key == "frame") {
            bool done = false;
            ok = parallelFrames(done) && (done || frame());
        } else if (key.isEmpty()) {
            ok = fail(tr("a keyword expected"));
        } else {
            ok = fail(tr("unknown keyword \"%1\"").arg(QString::fromUtf8(key)));
        }
        if (!ok)
            return done(false);
    }
    if (!version)
        return done(fail(tr("no MD5Version line: not an MD5 file")));
    if (m_frames < 0 || m_joints < 0 || m_components < 0)
        return done(fail(tr("numFrames, numJoints or numAnimatedComponents missing")));
    if (!m_hierarchy || !m_baseframe)
        return done(fail(tr("the hierarchy or the base frame is missing")));
    if (m_seenCount != m_frames)
        return done(fail(tr("%1 of the %2 frames are missing").arg(m_frames - m_seenCount).arg(m_frames)));
    if (!m_out.bounds.isEmpty() && m_out.bounds.size() != m_frames)
        return done(fail(tr("%1 bounds for %2 frames").arg(m_out.bounds.size()).arg(m_frames)));
    return done(true);
}

// The animation of a parsed file for a skeleton: `modelJoint` gives each
// of the file's joints its joint in the model (-1: left out).
Animation buildAnimation(const AnimFile &f, const QList<int> &modelJoint, const QString &name)
{
    Animation a;
    a.name = name;
    a.fps = f.frameRate;
    a.duration = f.frameCount > 1 ? double(f.frameCount - 1) / double(f.frameRate) : 0.0;
    QVariantMap base;
    for (qsizetype j = 0; j < f.joints.size(); ++j) {
        const std::array<double, 6> &b = f.baseframe[j];
        base.insert(QString::fromUtf8(f.joints[j].name), QVariant::fromValue(QList<double>(b.begin(), b.end())));
    }
    // The keys laid out first, then filled frame by frame (the frames' values
    // are read in the order they lie in memory), runs of frames shared
    // among the cores.
    QList<int> used;
    for (qsizetype j = 0; j < f.joints.size(); ++j) {
        if (modelJoint[j] < 0)
            continue;
        JointTrack track;
        track.joint = modelJoint[j];
        track.translations.resize(f.frameCount);
        track.rotations.resize(f.frameCount);
        a.tracks.append(std::move(track));
        used.append(int(j));
    }
    std::vector<Vec3Key *> translations;
    std::vector<QuatKey *> rotations;
    for (JointTrack &track : a.tracks) {
        translations.push_back(track.translations.data());
        rotations.push_back(track.rotations.data());
    }
    const qint64 work = qint64(f.frameCount) * used.size();
    shareRuns(f.frameCount, 64, threadsFor(work, 50000), [&](qint64 first, qint64 last) {
        for (qint64 k = first; k < last; ++k) {
            const double *frame = f.frames.constData() + k * f.components;
            const float time = float(double(k) / double(f.frameRate));
            for (qsizetype t = 0; t < used.size(); ++t) {
                const AnimJoint &joint = f.joints[used[t]];
                std::array<double, 6> v = f.baseframe[used[t]];
                const double *values = frame + joint.start;
                for (int c = 0, n = 0; c < 6; ++c)
                    if (joint.flags & (1 << c))
                        v[c] = values[n++];
                translations[size_t(t)][k] = Vec3Key{time, QVector3D(float(v[0]), float(v[1]), float(v[2]))};
                rotations[size_t(t)][k] = QuatKey{time, rotationFromStored(v[3], v[4], v[5])};
            }
        }
    });
    std::sort(a.tracks.begin(), a.tracks.end(),
              [](const JointTrack &x, const JointTrack &y) { return x.joint < y.joint; });
    a.extras.insert(QStringLiteral("md5.commandline"), f.commandline);
    a.extras.insert(QStringLiteral("md5.baseframe"), base);
    if (!f.bounds.isEmpty()) {
        QList<float> bounds;
        bounds.reserve(f.bounds.size() * 6);
        for (const std::array<float, 6> &b : f.bounds)
            bounds.append(QList<float>(b.begin(), b.end()));
        a.extras.insert(QStringLiteral("md5.bounds"), QVariant::fromValue(bounds));
    }
    return a;
}

// The keys an animation of the file takes, against the read budget: a
// joint no frame moves takes no bytes of the file but a key every frame.
bool fitsBudget(const AnimFile &f, qsizetype fileSize)
{
    const quint64 keys = quint64(f.frameCount) * quint64(f.joints.size());
    return keys * (sizeof(Vec3Key) + sizeof(QuatKey)) <= readBudget(quint64(fileSize));
}

} // namespace

bool parseAnim(const QString &path, QByteArrayView data, AnimFile &out, Diagnostic *error)
{
    return AnimParser(path, data, out, {}).run(error);
}

} // namespace md5

namespace {

struct Md5AnimText
{
    Q_DECLARE_TR_FUNCTIONS(Md5Reader)
};

// Names with numbers in numeric order: walk9 before walk10.
bool naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            QStringView na = QStringView(a).mid(i, ei - i), nb = QStringView(b).mid(j, ej - j);
            while (na.size() > 1 && na.front() == QLatin1Char('0'))
                na = na.mid(1);
            while (nb.size() > 1 && nb.front() == QLatin1Char('0'))
                nb = nb.mid(1);
            if (na.size() != nb.size())
                return na.size() < nb.size();
            if (na != nb)
                return na < nb;
            i = ei;
            j = ej;
            continue;
        }
        const QChar ca = a[i].toLower(), cb = b[j].toLower();
        if (ca != cb)
            return ca < cb;
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

QString animationName(const QString &path, const QString &meshPath)
{
    const QString name = QFileInfo(path).completeBaseName();
    if (meshPath.isEmpty())
        return name;
    const QString prefix = QFileInfo(meshPath).completeBaseName() + QLatin1Char('_');
    return name.startsWith(prefix) && name.size() > prefix.size() ? name.mid(prefix.size()) : name;
}

} // namespace

ReadResult readMd5Anim(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    md5::AnimFile file;
    Diagnostic error;
    if (!md5::AnimParser(path, data, file, options.progress).run(&error)) {
        ReadResult r;
        r.error = error;
        return r;
    }
    if (!md5::fitsBudget(file, data.size()))
        return ReadResult::failure(path, Md5AnimText::tr("%1 frames of %2 joints take more memory than a file of this "
                                                         "size may")
                                             .arg(file.frameCount)
                                             .arg(file.joints.size()));
    ReadResult r;
    QList<int> joints;
    for (qsizetype j = 0; j < file.joints.size(); ++j) {
        const md5::AnimJoint &aj = file.joints[j];
        const std::array<double, 6> &b = file.baseframe[j];
        Joint joint;
        joint.name = QString::fromUtf8(aj.name);
        joint.parent = aj.parent;
        joint.bind.translation = QVector3D(float(b[0]), float(b[1]), float(b[2]));
        joint.bind.rotation = md5::rotationFromStored(b[3], b[4], b[5]);
        r.model.skeleton.joints.append(joint);
        joints.append(int(j));
    }
    r.model.animations.append(md5::buildAnimation(file, joints, animationName(path, {})));
    r.model.extras.insert(QLatin1String(kAnimationOnly), true);
    return r;
}

ReadResult addMd5Animations(ReadResult result, const QStringList &animationPaths, const QString &meshPath)
{
    QHash<QString, int> byName;
    for (qsizetype j = 0; j < result.model.skeleton.joints.size(); ++j)
        byName.insert(result.model.skeleton.joints[j].name, int(j));
    for (const QString &path : animationPaths) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return ReadResult::failure(path, f.errorString());
        const QByteArray data = f.readAll();
        md5::AnimFile file;
        Diagnostic error;
        if (!md5::parseAnim(path, data, file, &error)) {
            result.error = error;
            return result;
        }
        if (!md5::fitsBudget(file, data.size()))
            return ReadResult::failure(path, Md5AnimText::tr("%1 frames of %2 joints take more memory than a file of "
                                                             "this size may")
                                                 .arg(file.frameCount)
                                                 .arg(file.joints.size()));
        QList<int> joints;
        QStringList missing;
        for (const md5::AnimJoint &aj : std::as_const(file.joints)) {
            const QString name = QString::fromUtf8(aj.name);
            joints.append(byName.value(name, -1));
            if (joints.last() < 0)
                missing << name;
        }
        if (!missing.isEmpty())
            result.warnings.append(
                Diagnostic{path, -1, -1,
                           Md5AnimText::tr("%n joint(s) of the animation not in the model, left out: %1", nullptr,
                                           int(missing.size()))
                               .arg(missing.join(QStringLiteral(", ")))});
        Animation animation = md5::buildAnimation(file, joints, animationName(path, meshPath));
        // The file it came from, and its fingerprint as read: saving writes
        // it back there, and only once it changed.
        animation.extras.insert(QStringLiteral("md5.file"), QFileInfo(path).absoluteFilePath());
        animation.extras.insert(QStringLiteral("md5.key"), md3AnimationKey(animation));
        // A .md5anim holds neither the clip's name nor a loop flag: an edit
        // of those alone leaves the file as it is.
        animation.extras.insert(QStringLiteral("md5.framesKey"), md3AnimationFramesKey(animation));
        result.model.animations.append(std::move(animation));
    }
    return result;
}

QStringList findMd5Companions(const QString &meshPath)
{
    const QFileInfo info(meshPath);
    const QDir dir = info.absoluteDir();
    QStringList names = dir.entryList({info.completeBaseName() + QStringLiteral("*.md5anim")}, QDir::Files);
    if (names.isEmpty() && dir.entryList({QStringLiteral("*.md5mesh")}, QDir::Files).size() == 1)
        names = dir.entryList({QStringLiteral("*.md5anim")}, QDir::Files);
    std::sort(names.begin(), names.end(), naturalLess);
    QStringList paths;
    for (const QString &n : std::as_const(names))
        paths << dir.absoluteFilePath(n);
    return paths;
}

} // namespace quarry
