#include "model/ops/MirrorWeights.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>

namespace quarry {

namespace {

struct SideRule
{
    const char *name;
    const char *pattern; // captures the side word
};

const SideRule kRules[] = {
    {".L/.R", "(?<=\\.)([LlRr])(?![A-Za-z0-9])"},
    {"_l/_r", "(?<=_)([LlRr])(?![A-Za-z0-9])"},
    {"Left/Right", "(Left|Right|left|right|LEFT|RIGHT)"},
    {"L/R", "(?<![A-Za-z0-9])([LlRr])(?![A-Za-z0-9])"},
};

QString swapSide(const QString &word)
{
    static const QHash<QString, QString> swaps = {
        {QStringLiteral("L"), QStringLiteral("R")},        {QStringLiteral("R"), QStringLiteral("L")},
        {QStringLiteral("l"), QStringLiteral("r")},        {QStringLiteral("r"), QStringLiteral("l")},
        {QStringLiteral("Left"), QStringLiteral("Right")}, {QStringLiteral("Right"), QStringLiteral("Left")},
        {QStringLiteral("left"), QStringLiteral("right")}, {QStringLiteral("right"), QStringLiteral("left")},
        {QStringLiteral("LEFT"), QStringLiteral("RIGHT")}, {QStringLiteral("RIGHT"), QStringLiteral("LEFT")},
    };
    return swaps.value(word, word);
}

QString swapByRule(const QString &name, const SideRule &rule)
{
    const QRegularExpression re(QLatin1String(rule.pattern));
    QString out;
    qsizetype at = 0;
    auto matches = re.globalMatch(name);
    while (matches.hasNext()) {
        const QRegularExpressionMatch m = matches.next();
        out += name.mid(at, m.capturedStart(1) - at) + swapSide(m.captured(1));
        at = m.capturedEnd(1);
    }
    return out + name.mid(at);
}

// Cells of a grid for finding a vertex at a position within a tolerance;
// cells that share a key only add candidates.
struct Cell
{
    qint64 x, y, z;
    quint64 key(qint64 dx = 0, qint64 dy = 0, qint64 dz = 0) const
    {
        return quint64(x + dx) * 73856093u ^ quint64(y + dy) * 19349663u ^ quint64(z + dz) * 83492791u;
    }
};
Cell cellOf(const QVector3D &p, float size)
{
    return {qint64(std::floor(p.x() / size)), qint64(std::floor(p.y() / size)), qint64(std::floor(p.z() / size))};
}

// The two texts of a "custom:A/B" rule; false for any other rule.
bool customSides(const QString &rule, QString *a, QString *b)
{
    static const QLatin1String prefix("custom:");
    if (!rule.startsWith(prefix))
        return false;
    const QString body = rule.mid(prefix.size());
    const qsizetype slash = body.indexOf(QLatin1Char('/'));
    if (slash <= 0 || slash == body.size() - 1)
        return false;
    *a = body.left(slash);
    *b = body.mid(slash + 1);
    return *a != *b;
}

QString swapCustom(const QString &name, const QString &a, const QString &b)
{
    QString out = name;
    if (name.contains(a))
        return out.replace(a, b);
    if (name.contains(b))
        return out.replace(b, a);
    return name;
}

// The joint named `name`, or failing that the one named so in other case
// (arm_L's partner arm_r, Hand.l's Hand.R), other than `self`; -1 if none.
int jointNamed(const Skeleton &skeleton, const QString &name, int self)
{
    const int exact = skeleton.indexOf(name);
    if (exact >= 0 && exact != self)
        return exact;
    for (int j = 0; j < skeleton.joints.size(); ++j)
        if (j != self && skeleton.joints[j].name.compare(name, Qt::CaseInsensitive) == 0)
            return j;
    return -1;
}

} // namespace

bool isJointSideRule(const QString &rule)
{
    QString a, b;
    return jointSideRules().contains(rule) || customSides(rule, &a, &b);
}

QStringList jointSideRules()
{
    QStringList rules{QStringLiteral("auto")};
    for (const SideRule &rule : kRules)
        rules << QLatin1String(rule.name);
    return rules;
}

QString mirroredJointName(const QString &name, const QString &rule)
{
    if (QString a, b; customSides(rule, &a, &b))
        return swapCustom(name, a, b);
    for (const SideRule &r : kRules)
        if (rule == QLatin1String(r.name) || rule == QLatin1String("auto")) {
            const QString swapped = swapByRule(name, r);
            if (swapped != name)
                return swapped;
        }
    return name;
}

QList<int> mirroredJoints(const Skeleton &skeleton, const QString &rule)
{
    QList<int> partner;
    QString a, b;
    const bool custom = customSides(rule, &a, &b);
    for (int j = 0; j < skeleton.joints.size(); ++j) {
        int found = j;
        if (custom) {
            const QString swapped = swapCustom(skeleton.joints[j].name, a, b);
            const int other = swapped != skeleton.joints[j].name ? jointNamed(skeleton, swapped, j) : -1;
            partner.append(other >= 0 ? other : j);
            continue;
        }
        for (const SideRule &r : kRules) {
            if (rule != QLatin1String(r.name) && rule != QLatin1String("auto"))
                continue;
            const QString swapped = swapByRule(skeleton.joints[j].name, r);
            const int other = swapped != skeleton.joints[j].name ? jointNamed(skeleton, swapped, j) : -1;
            if (other >= 0) {
                found = other;
                break;
            }
        }
        partner.append(found);
    }
    return partner;
}

QList<int> unpairedSideJoints(const Skeleton &skeleton, const QList<int> &partners, const QString &rule)
{
    QList<int> unpaired;
    for (int j = 0; j < skeleton.joints.size() && j < partners.size(); ++j)
        if (partners[j] == j && mirroredJointName(skeleton.joints[j].name, rule) != skeleton.joints[j].name)
            unpaired.append(j);
    return unpaired;
}

QList<qint64> mirrorVertexMap(const Mesh &mesh, int axis)
{
    axis = std::clamp(axis, 0, 2);
    QList<qint64> partner(mesh.vertexCount(), -1);
    if (mesh.positions.isEmpty())
        return partner;
    QVector3D low = mesh.positions.first(), high = low;
    for (const QVector3D &p : mesh.positions) {
        low = QVector3D(std::min(low.x(), p.x()), std::min(low.y(), p.y()), std::min(low.z(), p.z()));
        high = QVector3D(std::max(high.x(), p.x()), std::max(high.y(), p.y()), std::max(high.z(), p.z()));
    }
    const float tolerance = std::max((high - low).length() * 1e-4f, 1e-6f);
    const float cell = tolerance * 2.0f;
    QHash<quint64, QList<quint32>> grid;
    for (quint32 v = 0; v < quint32(mesh.vertexCount()); ++v)
        grid[cellOf(mesh.positions[v], cell).key()].append(v);
    for (quint32 v = 0; v < quint32(mesh.vertexCount()); ++v) {
        QVector3D p = mesh.positions[v];
        if (std::abs(p[axis]) <= tolerance) {
            partner[v] = v;
            continue;
        }
        p[axis] = -p[axis];
        const Cell c = cellOf(p, cell);
        float best = tolerance;
        for (qint64 dx = -1; dx <= 1; ++dx)
            for (qint64 dy = -1; dy <= 1; ++dy)
                for (qint64 dz = -1; dz <= 1; ++dz)
                    for (quint32 s : grid.value(c.key(dx, dy, dz))) {
                        const float d = (mesh.positions[s] - p).length();
                        if (d <= best) {
                            best = d;
                            partner[v] = s;
                        }
                    }
    }
    return partner;
}

int mirrorAxisOf(const Skeleton &skeleton, const QList<int> &partners, int fallback)
{
    const QList<QMatrix4x4> world = skeleton.bindWorldMatrices();
    double apart[3] = {0, 0, 0};
    for (int j = 0; j < partners.size() && j < world.size(); ++j) {
        const int k = partners[j];
        if (k == j || k < 0 || k >= world.size())
            continue;
        const QVector3D d = world[j].column(3).toVector3D() - world[k].column(3).toVector3D();
        for (int a = 0; a < 3; ++a)
            apart[a] += std::abs(d[a]);
    }
    const int widest = int(std::max_element(apart, apart + 3) - apart);
    return apart[widest] > 0 ? widest : fallback;
}

int mirrorAxisNamed(const QString &name, const Skeleton &skeleton, const QString &rule, int fallback)
{
    if (name == QLatin1String("auto"))
        return mirrorAxisOf(skeleton, mirroredJoints(skeleton, rule), fallback);
    return int(QStringList{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}.indexOf(name));
}

WeightChanges mirrorWeights(const Model &model, const QList<int> &meshes, const QMap<int, QList<quint32>> &sources,
                            int axis, const QString &rule)
{
    const QList<int> partner = mirroredJoints(model.skeleton, rule);
    axis = std::clamp(axis, 0, 2);
    QMap<int, QList<quint32>> targets;
    QMap<int, QList<Influences>> lists;
    for (int m = 0; m < model.meshes.size(); ++m) {
        if (sources.isEmpty() ? !meshes.isEmpty() && !meshes.contains(m) : !sources.contains(m))
            continue;
        const Mesh &mesh = model.meshes[m];
        QVector3D low(std::numeric_limits<float>::max(), std::numeric_limits<float>::max(),
                      std::numeric_limits<float>::max());
        QVector3D high = -low;
        for (const QVector3D &p : mesh.positions) {
            low = QVector3D(std::min(low.x(), p.x()), std::min(low.y(), p.y()), std::min(low.z(), p.z()));
            high = QVector3D(std::max(high.x(), p.x()), std::max(high.y(), p.y()), std::max(high.z(), p.z()));
        }
        if (mesh.positions.isEmpty())
            continue;
        const float tolerance = std::max((high - low).length() * 1e-4f, 1e-6f);
        QList<bool> isSource(mesh.vertexCount(), false);
        if (sources.isEmpty()) {
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
                isSource[v] = mesh.positions[v][axis] > tolerance;
        } else {
            for (quint32 v : sources.value(m))
                if (v < quint32(mesh.vertexCount()) && std::abs(mesh.positions[v][axis]) > tolerance)
                    isSource[v] = true;
        }
        QHash<quint64, QList<quint32>> grid;
        const float cell = tolerance * 2.0f;
        for (quint32 v = 0; v < quint32(mesh.vertexCount()); ++v)
            if (isSource[v])
                grid[cellOf(mesh.positions[v], cell).key()].append(v);
        for (quint32 t = 0; t < quint32(mesh.vertexCount()); ++t) {
            QVector3D p = mesh.positions[t];
            if (isSource[t] || std::abs(p[axis]) <= tolerance)
                continue;
            p[axis] = -p[axis];
            const Cell c = cellOf(p, cell);
            qint64 best = -1;
            float bestDistance = tolerance;
            for (qint64 dx = -1; dx <= 1; ++dx)
                for (qint64 dy = -1; dy <= 1; ++dy)
                    for (qint64 dz = -1; dz <= 1; ++dz)
                        for (quint32 s : grid.value(c.key(dx, dy, dz))) {
                            const float d = (mesh.positions[s] - p).length();
                            if (d <= bestDistance) {
                                bestDistance = d;
                                best = s;
                            }
                        }
            if (best < 0)
                continue;
            Influences influences = vertexInfluences(mesh, quint32(best));
            for (Influence &i : influences)
                if (i.joint < quint32(partner.size()))
                    i.joint = quint32(partner[i.joint]);
            targets[m].append(t);
            lists[m].append(influences);
        }
    }
    WeightChanges changes;
    for (auto it = targets.cbegin(); it != targets.cend(); ++it) {
        WeightChange change = makeWeightChange(model.meshes[it.key()], it.key(), it.value(), lists.value(it.key()));
        if (!change.isEmpty())
            changes.append(std::move(change));
    }
    return changes;
}

} // namespace quarry
