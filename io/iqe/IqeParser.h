// The IQE reader's two halves: the parser reads the file line by line into
// the raw state below (meshes as they come, joints, poses, animations), and
// the assembly turns that state into a Model (mesh-local indexes, the
// skeleton in parent-first order, animation keys, normals where the file
// has none). Internal to io/iqe.
#pragma once

#include "io/IoResult.h"
#include "io/iqe/IqeText.h"

#include <QByteArrayView>
#include <QCoreApplication>

#include <atomic>
#include <optional>

namespace quarry::iqe {

// A vertex keeps at most this many influences; more are cut to the largest
// (renormalized, with a warning) so a hostile line cannot multiply the
// memory every vertex of its mesh takes.
constexpr int kMaxInfluences = 16;
constexpr int kMaxWarnings = 100;

struct CustomDeclaration
{
    QString name;
    ComponentType type = ComponentType::Float;
    int components = 4;
};

// One `mesh` command and what follows it up to the next.
struct MeshBuild
{
    Mesh mesh;
    QByteArray materialName;
    bool hasMaterial = false;
    bool implicit = false; // vertices or faces before any `mesh` command
    qint64 line = 0;
    qint64 firstVertex = 0; // global index of its first vertex
    qint64 firstTriangle = 0; // global index of its first triangle
    qsizetype blendCount = 0; // vertices that had a `vb`
    qsizetype bitangentVertices = 0;
    int customIndex[10] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
    qsizetype customCount[10] = {};
    qsizetype edgeCount = 0; // triangles with `fs` flags
    QList<std::array<qint8, 3>> edges;
    // Copies of other meshes' vertices its faces use: {copy, source mesh
    // (index among the builds), source vertex}.
    QList<std::array<quint32, 3>> copies;
};

struct SmoothState
{
    qint32 group = -1;
    float angle = 180.0f;
    bool uv = false;
};

struct AnimationBuild
{
    Animation animation;
    bool named = false;
    qint64 line = 0;
    QList<Transform> poses;
    QList<qsizetype> frameStarts;
    QList<qint64> frameLines;
};

struct JointBuild
{
    QString name;
    qint64 parent = -1;
    qint64 line = 0;
};

class Parser
{
    // First, so that lupdate files the messages of the inline members below
    // under this context too.
    Q_DECLARE_TR_FUNCTIONS(IqeReader)

public:
    Parser(const QString &path, QByteArrayView data, const ReadOptions &options)
        : m_path(path)
        , m_data(data)
        , m_options(options)
    { }

    ReadResult run();

private:
    bool fail(const QString &message, qint64 line = -1)
    {
        if (!m_error)
            m_error = Diagnostic{m_path, line < 0 ? m_line : line, -1, message};
        return false;
    }
    void warn(const QString &message, qint64 line = -1)
    {
        if (m_warningCount++ < kMaxWarnings)
            m_warnings.append(Diagnostic{m_path, line < 0 ? m_line : line, -1, message});
    }
    bool numberError(NumberStatus status, LineCursor &c)
    {
        if (status == NumberStatus::NotFinite)
            return fail(tr("\"%1\" is not a finite number").arg(iqe::toQString(c.peek())));
        return fail(tr("expected a number, found \"%1\"").arg(iqe::toQString(c.peek())));
    }
    // Reads up to `count` numbers into `out` (which holds the defaults);
    // fails on anything else or on more than `count`. With `nonFinite`,
    // "nan" and "inf" are read as such and *nonFinite says whether one was.
    bool numbers(LineCursor &c, float *out, int count, std::string_view command, int *read = nullptr,
                 bool *nonFinite = nullptr)
    {
        int n = 0;
        for (;;) {
            float v;
            const NumberStatus s = c.number(v, nonFinite != nullptr);
            if (nonFinite && s == NumberStatus::Ok && !std::isfinite(v))
                *nonFinite = true;
            if (s == NumberStatus::None)
                break;
            if (s != NumberStatus::Ok)
                return numberError(s, c);
            if (n == count)
                return fail(tr("%1 takes at most %2 numbers").arg(iqe::toQString(command)).arg(count));
            out[n++] = v;
        }
        if (read)
            *read = n;
        return true;
    }
    bool optionalInteger(LineCursor &c, int64_t &value)
    {
        const NumberStatus s = c.integer(value);
        if (s == NumberStatus::None || s == NumberStatus::Ok)
            return true;
        return fail(tr("expected a whole number, found \"%1\"").arg(iqe::toQString(c.peek())));
    }

    enum class LineResult { Ok, Failed, Comment };
    LineResult parseLine(const char *begin, const char *end);
    bool plainLine(const char *begin, const char *end);
    enum class RangeResult { Done, Stopped, Cancelled };
    // Reads the lines from p up to `to` (a line start or the end).
    RangeResult parseRange(const char *p, const char *to);
    // Where a second thread may start reading (a `mesh` line near the
    // middle of a large file), or nullptr.
    const char *secondHalf() const;
    // On a parser over the second half: reads the lines whose meaning does
    // not depend on what came before, up to the first other line or the
    // end; returns where it stopped.
    const char *parseFragment();
    // Takes in what `second` read from `split` up to `stop` when it can be
    // joined exactly; returns where reading goes on (`stop`, or `split`
    // when the second half is left to this parser).
    const char *adoptFragment(Parser &second, const char *split, const char *stop);
    MeshBuild &currentMesh();
    bool vertexCommand(char kind, LineCursor &c, std::string_view command);
    bool blendCommand(LineCursor &c);
    bool faceCommand(bool meshRelative, LineCursor &c);
    bool edgeCommand(LineCursor &c);
    bool poseCommand(char kind, LineCursor &c);
    bool vertexArrayCommand(LineCursor &c, const char *lineBegin, const char *lineEnd);
    bool keywordCommand(std::string_view command, LineCursor &c, const char *lineBegin, const char *lineEnd);

    bool finish();
    bool finishMesh(MeshBuild &b);
    bool resolveTriangles(qsizetype index);
    bool finishSkeleton(QList<int> &newIndex);
    void makeJointsFromPoses();
    bool finishAnimations(const QList<int> &newIndex);

    QString m_path;
    QByteArrayView m_data;
    const ReadOptions &m_options;
    qint64 m_line = 0;
    qint64 m_nextProgress = 0;
    // A file read in two halves: the second half's parser reports no
    // progress, and both stop when either sees Cancel. Progress is the
    // first half's share done, as both go at about the same pace.
    std::atomic_bool *m_stop = nullptr;
    bool m_reportsProgress = true;
    bool m_fragment = false; // parsing the second half of a file (parseFragment)
    const char *m_progressEnd = nullptr;
    std::optional<Diagnostic> m_error;
    QList<Diagnostic> m_warnings;
    int m_warningCount = 0;

    QList<MeshBuild> m_meshes;
    MeshBuild *m_current = nullptr;
    QByteArray m_pendingMaterial;
    bool m_hasPendingMaterial = false;
    qint64 m_vertexCount = 0;
    qint64 m_triangleCount = 0;
    qint64 m_normalCount = 0;
    qint64 m_maxForward = -1; // largest face index past the vertices read so far
    qint64 m_maxForwardLine = 0;
    qint64 m_maxBlendIndex = -1;
    qint64 m_maxBlendLine = 0;
    qint64 m_cutInfluences = 0;
    // A normal or tangent that is not a finite number was said (once a file).
    bool m_saidNormal = false, m_saidTangent = false;

    SmoothState m_smooth;
    bool m_smoothUsed = false;
    QList<std::pair<qint64, SmoothState>> m_smoothRuns; // (first global triangle, state)

    CustomDeclaration m_customs[10];
    QStringList m_vertexArrays;

    QList<JointBuild> m_joints;
    QList<Transform> m_basePoses;
    qint64 m_basePoseLine = 0;
    QList<AnimationBuild> m_animations;
    QByteArray m_comment;
    bool m_hasComment = false;

    Model m_model;
};

} // namespace quarry::iqe
