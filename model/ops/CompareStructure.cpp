#include "model/ops/CompareStructure.h"

#include "model/Translate.h"

#include <QCoreApplication>

#include <cmath>

namespace quarry::compare {

// lupdate files these messages under the namespace's name.
QUARRY_NAMESPACE_TR("quarry::compare")

namespace {

QString quoted(const QString &name)
{
    return QLatin1Char('"') + name + QLatin1Char('"');
}

// "a", "b", "c" and 4 more.
QString nameList(const QStringList &names)
{
    constexpr int shown = 5;
    QStringList q;
    for (qsizetype i = 0; i < names.size() && i < shown; ++i)
        q << quoted(names[i]);
    QString text = q.join(QStringLiteral(", "));
    if (names.size() > shown)
        text = tr("%1 and %2 more").arg(text).arg(names.size() - shown);
    return text;
}

QString displayName(const QString &name, qsizetype index)
{
    return name.isEmpty() ? QStringLiteral("#%1").arg(index) : name;
}

struct Differences
{
    QList<StructureDifference> list;
    QList<int> repeats;
    // The same difference again (materials of one name) is counted, not repeated.
    void add(const char *kind, const QString &message)
    {
        for (qsizetype i = 0; i < list.size(); ++i)
            if (list[i].message == message && list[i].kind == QLatin1String(kind)) {
                ++repeats[i];
                return;
            }
        list.append({QLatin1String(kind), message});
        repeats.append(1);
    }
    QList<StructureDifference> result() const
    {
        QList<StructureDifference> out = list;
        for (qsizetype i = 0; i < out.size(); ++i)
            if (repeats[i] > 1)
                out[i].message =
                    QCoreApplication::translate("quarry::compare", "%1 (%2 times)").arg(out[i].message).arg(repeats[i]);
        return out;
    }

    void counts(const char *kind, const QString &what, qsizetype a, qsizetype b)
    {
        if (a != b)
            add(kind, QCoreApplication::translate("quarry::compare", "%1: %2 in A, %3 in B").arg(what).arg(a).arg(b));
    }

    // Items of A without a counterpart, and items of B no item of A took.
    template<typename T>
    void unpaired(const char *kind, const QString &onlyA, const QString &onlyB, const QList<T> &a, const QList<T> &b,
                  const QList<int> &pairs)
    {
        QStringList inA, inB;
        QList<bool> taken(b.size(), false);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (pairs[i] < 0)
                inA << displayName(a[i].name, i);
            else
                taken[pairs[i]] = true;
        }
        for (qsizetype j = 0; j < b.size(); ++j)
            if (!taken[j])
                inB << displayName(b[j].name, j);
        if (!inA.isEmpty())
            add(kind, onlyA.arg(nameList(inA)));
        if (!inB.isEmpty())
            add(kind, onlyB.arg(nameList(inB)));
    }
};

QString materialName(const Model &model, int material)
{
    return material >= 0 && material < model.materials.size() ? model.materials[material].name : QString();
}

QStringList texturePaths(const Material &material)
{
    QStringList paths;
    for (const TextureMap &map : material.maps)
        paths << map.path;
    return paths;
}

} // namespace

QList<StructureDifference> structureDifferences(const Model &a, const Model &b, const ModelPairs &pairs)
{
    Differences d;
    d.counts("meshes", tr("meshes"), a.meshes.size(), b.meshes.size());
    d.counts("vertices", tr("vertices"), a.vertexCount(), b.vertexCount());
    d.counts("triangles", tr("triangles"), a.triangleCount(), b.triangleCount());
    d.unpaired("mesh", tr("meshes only in A: %1"), tr("meshes only in B: %1"), a.meshes, b.meshes, pairs.meshes);
    for (qsizetype i = 0; i < a.meshes.size(); ++i) {
        if (pairs.meshes[i] < 0)
            continue;
        const Mesh &x = a.meshes[i];
        const Mesh &y = b.meshes[pairs.meshes[i]];
        const QString name = tr("mesh %1").arg(quoted(displayName(x.name, i)));
        d.counts("vertices", name + tr(", vertices"), x.vertexCount(), y.vertexCount());
        d.counts("triangles", name + tr(", triangles"), x.triangles.size(), y.triangles.size());
        d.counts("morphs", name + tr(", morph targets"), x.morphs.size(), y.morphs.size());
        const QString ma = materialName(a, x.material), mb = materialName(b, y.material);
        if (ma != mb)
            d.add("material", tr("%1: material %2 in A, %3 in B").arg(name, quoted(ma), quoted(mb)));
    }

    d.counts("joints", tr("joints"), a.skeleton.joints.size(), b.skeleton.joints.size());
    d.unpaired("joint", tr("joints only in A: %1"), tr("joints only in B: %1"), a.skeleton.joints, b.skeleton.joints,
               pairs.joints);
    QStringList reparented;
    for (qsizetype i = 0; i < a.skeleton.joints.size(); ++i) {
        const int j = pairs.joints[i];
        if (j < 0)
            continue;
        const int pa = a.skeleton.joints[i].parent, pb = b.skeleton.joints[j].parent;
        if ((pa < 0) != (pb < 0) || (pa >= 0 && pairs.joints[pa] != pb))
            reparented << displayName(a.skeleton.joints[i].name, i);
    }
    if (!reparented.isEmpty())
        d.add("parent", tr("joints with another parent in B: %1").arg(nameList(reparented)));

    d.counts("animations", tr("animations"), a.animations.size(), b.animations.size());
    d.unpaired("animation", tr("animations only in A: %1"), tr("animations only in B: %1"), a.animations, b.animations,
               pairs.animations);
    for (qsizetype i = 0; i < a.animations.size(); ++i) {
        if (pairs.animations[i] < 0)
            continue;
        const Animation &x = a.animations[i];
        const Animation &y = b.animations[pairs.animations[i]];
        const QString name = tr("animation %1").arg(quoted(displayName(x.name, i)));
        if (std::abs(x.fps - y.fps) > 1e-6)
            d.add("frame rate",
                  tr("%1: %2 frames a second in A, %3 in B").arg(name).arg(x.fps, 0, 'g', 6).arg(y.fps, 0, 'g', 6));
        if (std::abs(x.duration - y.duration) > 1e-3)
            d.add("duration",
                  tr("%1: %2 s long in A, %3 s in B").arg(name).arg(x.duration, 0, 'f', 3).arg(y.duration, 0, 'f', 3));
        if (x.loop != y.loop)
            d.add("loop", x.loop ? tr("%1: loops in A, not in B").arg(name) : tr("%1: loops in B, not in A").arg(name));
    }

    d.counts("materials", tr("materials"), a.materials.size(), b.materials.size());
    d.unpaired("material", tr("materials only in A: %1"), tr("materials only in B: %1"), a.materials, b.materials,
               pairs.materials);
    for (qsizetype i = 0; i < a.materials.size(); ++i) {
        if (pairs.materials[i] < 0)
            continue;
        const QStringList ta = texturePaths(a.materials[i]), tb = texturePaths(b.materials[pairs.materials[i]]);
        if (ta != tb)
            d.add("texture",
                  tr("material %1: textures %2 in A, %3 in B")
                      .arg(quoted(displayName(a.materials[i].name, i)), ta.isEmpty() ? tr("none") : nameList(ta),
                           tb.isEmpty() ? tr("none") : nameList(tb)));
    }
    return d.result();
}

} // namespace quarry::compare
