#include "io/md3/Md3PlayerRig.h"

#include "model/Pose.h"
#include "model/Translate.h"
#include "model/ops/ModelTransform.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>

#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// A joint name for matching: decoded, lower case, the rig's prefix made
// one spelling ("Bip001 " and "Bip01 " as "bip01 ", "mixamorig1:" as
// "mixamorig:").
QString matchName(const QString &name)
{
    static const QRegularExpression biped(QStringLiteral("^bip0*1 "));
    static const QRegularExpression mixamo(QStringLiteral("^mixamorig\\d*:"));
    QString n = readableJointName(name).trimmed().toLower();
    n.replace(biped, QStringLiteral("bip01 "));
    n.replace(mixamo, QStringLiteral("mixamorig:"));
    return n;
}

// The first joint named one of `names` (as matchName spells them), in the
// order of `names`.
int jointOfRig(const Model &model, const QStringList &names)
{
    for (const QString &name : names)
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (matchName(model.skeleton.joints[j].name) == name)
                return j;
    return -1;
}

int jointContaining(const Model &model, const QStringList &words)
{
    for (const QString &word : words)
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (matchName(model.skeleton.joints[j].name).contains(word))
                return j;
    return -1;
}

int rightHand(const Model &model)
{
    static const QRegularExpression right(QStringLiteral("(right|(^|[^a-z])r([^a-z]|$))"),
                                          QRegularExpression::CaseInsensitiveOption);
    for (int j = 0; j < model.skeleton.size(); ++j) {
        const QString name = matchName(model.skeleton.joints[j].name);
        if (name.contains(QLatin1String("hand")) && right.match(name).hasMatch())
            return j;
    }
    return -1;
}

bool isFootName(const QString &n)
{
    return n.contains(QLatin1String("foot")) || n.contains(QLatin1String("ankle")) || n.contains(QLatin1String("toe"))
           || n.contains(QStringLiteral("足首")) || n.contains(QStringLiteral("つま先"));
}

bool isToeName(const QString &n)
{
    return n.contains(QLatin1String("toe")) || n.contains(QStringLiteral("つま先"));
}

bool isEyeName(const QString &n)
{
    return (n.contains(QLatin1String("eye")) || n.contains(QStringLiteral("目"))) && !n.contains(QLatin1String("brow"))
           && !n.contains(QLatin1String("lid")) && !n.contains(QLatin1String("lash"))
           && !n.contains(QStringLiteral("眉"));
}

// Whether `joint` is `ancestor` or below it.
bool isUnder(const Skeleton &skeleton, int joint, int ancestor)
{
    for (int j = joint; j >= 0 && j < skeleton.size(); j = skeleton.joints[j].parent) {
        if (j == ancestor)
            return true;
        if (skeleton.joints[j].parent >= j)
            return false;
    }
    return false;
}

// The first joint on the way from the root to `head` that leaves every
// foot out, below one that holds them (the torso of a rig whose legs hang
// on the pelvis or the first spine joint); -1 without feet.
int torsoAboveTheFeet(const Model &model, int head)
{
    if (head < 0)
        return -1;
    QList<int> feet;
    for (int j = 0; j < model.skeleton.size(); ++j)
        if (isFootName(matchName(model.skeleton.joints[j].name)))
            feet << j;
    if (feet.isEmpty())
        return -1;
    QList<int> path;
    for (int j = head; j >= 0 && j < model.skeleton.size(); j = model.skeleton.joints[j].parent) {
        path.prepend(j);
        if (model.skeleton.joints[j].parent >= j)
            break;
    }
    bool heldFeet = false;
    for (int j : std::as_const(path)) {
        if (j == head)
            break;
        bool holds = false;
        for (int f : std::as_const(feet))
            holds = holds || isUnder(model.skeleton, f, j);
        if (holds)
            heldFeet = true;
        else if (heldFeet)
            return j;
    }
    return -1;
}

} // namespace

QList<int> findQuake3PlayerLegs(const Model &model, int head)
{
    const Skeleton &skeleton = model.skeleton;
    QList<int> legs;
    if (head < 0 || head >= skeleton.size())
        return legs;
    QList<bool> toHead(skeleton.size(), false); // on the way from the root to the head
    for (int j = head; j >= 0 && j < skeleton.size() && !toHead[j]; j = skeleton.joints[j].parent)
        toHead[j] = true;
    QList<bool> holdsFoot(skeleton.size(), false);
    for (int j = 0; j < skeleton.size(); ++j) {
        if (!isFootName(matchName(skeleton.joints[j].name)))
            continue;
        // Up to the way to the head (a foot below the head is no leg).
        for (int a = j; a >= 0 && a < skeleton.size() && !toHead[a] && !holdsFoot[a]; a = skeleton.joints[a].parent) {
            holdsFoot[a] = true;
            if (skeleton.joints[a].parent >= a)
                break;
        }
    }
    for (int j = 0; j < skeleton.size(); ++j) {
        const int parent = skeleton.joints[j].parent;
        if (holdsFoot[j] && parent >= 0 && parent < skeleton.size() && toHead[parent] && !isUnder(skeleton, j, head))
            legs << j;
    }
    return legs;
}

Quake3PlayerJoints findQuake3PlayerJoints(const Model &model, const Quake3PlayerOptions &options, QString *error)
{
    Quake3PlayerJoints joints;
    auto named = [&](const QString &name) {
        const int exact = model.skeleton.indexOf(name);
        if (exact >= 0)
            return exact;
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (readableJointName(model.skeleton.joints[j].name) == name)
                return j;
        return -1;
    };
    const QString headName = QStringLiteral("頭");
    if (!options.headJoint.isEmpty())
        joints.head = named(options.headJoint);
    else {
        joints.head = jointOfRig(
            model, {QStringLiteral("bip01 head"), QStringLiteral("mixamorig:head"), headName, QStringLiteral("head")});
        if (joints.head < 0)
            joints.head = jointContaining(model, {QStringLiteral("head"), headName, QStringLiteral("neck")});
        if (joints.head < 0) // the joint the eyes hang on
            for (int j = 0; j < model.skeleton.size() && joints.head < 0; ++j)
                if (isEyeName(matchName(model.skeleton.joints[j].name)))
                    joints.head = model.skeleton.joints[j].parent;
    }
    if (!options.torsoJoint.isEmpty())
        joints.torso = named(options.torsoJoint);
    else {
        // The waist: the legs go with the lower part by their role
        // (findQuake3PlayerLegs) wherever the rig hangs them.
        joints.torso = jointOfRig(
            model, {QStringLiteral("bip01 spine"), QStringLiteral("mixamorig:spine"), QStringLiteral("上半身")});
        if (joints.torso < 0)
            joints.torso = torsoAboveTheFeet(model, joints.head);
        if (joints.torso < 0)
            joints.torso = jointContaining(model, {QStringLiteral("spine"), QStringLiteral("chest")});
    }
    if (!options.weaponJoint.isEmpty())
        joints.weapon = named(options.weaponJoint);
    else {
        joints.weapon = jointOfRig(model,
                                   {QStringLiteral("bip01 r hand"), QStringLiteral("mixamorig:righthand"),
                                    QStringLiteral("右手首"), QStringLiteral("手首.r"), QStringLiteral("右手首.r")});
        if (joints.weapon < 0)
            joints.weapon = rightHand(model);
        if (joints.weapon < 0)
            joints.weapon = joints.head;
    }
    joints.legs = findQuake3PlayerLegs(model, joints.head);
    auto missing = [&](const QString &given, const char *what, const char *option) {
        *error = given.isEmpty()
                     ? tr("no %1 joint found by its name: give %2").arg(QLatin1String(what), QLatin1String(option))
                     : tr("no joint \"%1\" in the skeleton").arg(given);
    };
    if (joints.torso < 0)
        missing(options.torsoJoint, "torso", "--torso-joint");
    else if (joints.head < 0)
        missing(options.headJoint, "head", "--head-joint");
    else if (joints.weapon < 0)
        missing(options.weaponJoint, "weapon", "--weapon-joint");
    return joints;
}

QString readableJointName(const QString &name)
{
    if (name.size() < 3 || name[0] != QLatin1Char('b') || (name[1] != QLatin1Char('\'') && name[1] != QLatin1Char('"'))
        || name.back() != name[1])
        return name;
    QByteArray bytes;
    const QString body = name.mid(2, name.size() - 3);
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c != QLatin1Char('\\') || i + 1 >= body.size()) {
            if (c.unicode() > 0x7f)
                return name; // not a byte literal
            bytes += char(c.unicode());
            continue;
        }
        const QChar e = body[++i];
        if (e == QLatin1Char('x') && i + 2 < body.size()) {
            bool ok = false;
            const int value = body.mid(i + 1, 2).toInt(&ok, 16);
            if (!ok)
                return name;
            bytes += char(value);
            i += 2;
        } else if (e == QLatin1Char('n')) {
            bytes += '\n';
        } else if (e == QLatin1Char('t')) {
            bytes += '\t';
        } else {
            bytes += char(e.unicode() & 0x7f);
        }
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8(bytes);
    return utf8.hasError() ? name : decoded;
}

QVector3D parseQuake3Facing(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("+x") || t == QLatin1String("x"))
        return {1, 0, 0};
    if (t == QLatin1String("-x"))
        return {-1, 0, 0};
    if (t == QLatin1String("+y") || t == QLatin1String("y"))
        return {0, 1, 0};
    if (t == QLatin1String("-y"))
        return {0, -1, 0};
    return {};
}

Quake3PlayerFacing findQuake3PlayerFacing(const Model &model)
{
    Quake3PlayerFacing result;
    const Skeleton &skeleton = model.skeleton;
    if (skeleton.isEmpty())
        return result;
    const QList<QMatrix4x4> world = skeleton.bindWorldMatrices();
    auto position = [&](int j) { return world[j].column(3).toVector3D(); };
    auto flat = [](QVector3D v) {
        v.setZ(0);
        return v.lengthSquared() > 1e-12f ? v.normalized() : QVector3D();
    };
    QList<QString> names;
    for (const Joint &j : skeleton.joints)
        names << matchName(j.name);
    QVector3D sum;
    QStringList evidence;
    // Toes ahead of their foot (the nearest foot or ankle above them).
    QVector3D toes;
    for (int j = 0; j < skeleton.size(); ++j) {
        if (!isToeName(names[j]))
            continue;
        int foot = skeleton.joints[j].parent;
        while (foot >= 0 && isToeName(names[foot]))
            foot = skeleton.joints[foot].parent;
        if (foot >= 0)
            toes += flat(position(j) - position(foot));
    }
    if (toes.length() > 0.5f) {
        sum += toes.normalized();
        evidence << tr("toes ahead of the ankles");
    }
    // Eyes ahead of the head.
    int head = jointOfRig(model, {QStringLiteral("bip01 head"), QStringLiteral("mixamorig:head"), QStringLiteral("頭"),
                                  QStringLiteral("head")});
    if (head < 0)
        head = jointContaining(model, {QStringLiteral("head"), QStringLiteral("頭")});
    QVector3D eyes;
    for (int j = 0; j < skeleton.size(); ++j) {
        if (!isEyeName(names[j]) || j == head)
            continue;
        // Against the head, else the joint the eye hangs on.
        const int from = head >= 0 && isUnder(skeleton, j, head) ? head : skeleton.joints[j].parent;
        if (from >= 0)
            eyes += flat(position(j) - position(from));
    }
    if (eyes.length() > 0.5f) {
        sum += eyes.normalized();
        evidence << tr("eyes ahead of the head");
    }
    // Else the feet's vertices ahead of the ankles.
    if (evidence.isEmpty()) {
        QList<int> footOf(skeleton.size(), -1);
        for (int j = 0; j < skeleton.size(); ++j) {
            const int parent = skeleton.joints[j].parent;
            footOf[j] = isFootName(names[j]) && (parent < 0 || footOf[parent] < 0) ? j
                        : parent >= 0 && parent < j                                ? footOf[parent]
                                                                                   : -1;
        }
        QHash<int, std::pair<QVector3D, int>> centroids;
        for (const Mesh &mesh : model.meshes) {
            if (!mesh.isSkinned())
                continue;
            const int k = mesh.influencesPerVertex;
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                float best = 0;
                int joint = -1;
                for (int i = 0; i < k; ++i) {
                    const float w = mesh.blendWeights.value(v * k + i);
                    const quint32 jj = mesh.blendIndexes.value(v * k + i);
                    if (w > best && jj < quint32(skeleton.size())) {
                        best = w;
                        joint = int(jj);
                    }
                }
                if (joint >= 0 && footOf[joint] >= 0) {
                    auto &c = centroids[footOf[joint]];
                    c.first += mesh.positions[v];
                    ++c.second;
                }
            }
        }
        QVector3D feet;
        for (auto it = centroids.cbegin(); it != centroids.cend(); ++it)
            feet += flat(it->first / float(it->second) - position(it.key()));
        if (feet.length() > 0.5f) {
            sum += feet.normalized();
            evidence << tr("the feet ahead of the ankles");
        }
    }
    if (sum.lengthSquared() < 1e-6f)
        return result;
    result.direction = std::abs(sum.x()) >= std::abs(sum.y()) ? QVector3D(sum.x() > 0 ? 1 : -1, 0, 0)
                                                              : QVector3D(0, sum.y() > 0 ? 1 : -1, 0);
    result.evidence = evidence.join(QStringLiteral(", "));
    return result;
}

QStringList placeQuake3Player(Model &model, const QString &facing, QString *warning, QString *error)
{
    return placePlayer(model, facing, kQuake3PlayerFloor, warning, error);
}

QStringList placePlayer(Model &model, const QString &facing, float floor, QString *warning, QString *error)
{
    QStringList fixes;
    QVector3D direction;
    QString evidence;
    if (facing.isEmpty() || facing.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0) {
        const Quake3PlayerFacing found = findQuake3PlayerFacing(model);
        direction = found.direction;
        evidence = found.evidence;
        if (direction.isNull()) {
            *warning = tr("which way the model faces cannot be told from its joints (toes, eyes) or its feet: it is "
                          "written facing +X as it is; give --facing if it faces elsewhere");
            direction = QVector3D(1, 0, 0);
        }
    } else {
        direction = parseQuake3Facing(facing);
        if (direction.isNull()) {
            *error = tr("--facing takes +x, -x, +y, -y or auto, not \"%1\"").arg(facing);
            return fixes;
        }
        evidence = tr("as given");
    }
    auto axisName = [](const QVector3D &d) {
        return d.x() > 0.5f    ? QStringLiteral("+X")
               : d.x() < -0.5f ? QStringLiteral("-X")
               : d.y() > 0.5f  ? QStringLiteral("+Y")
                               : QStringLiteral("-Y");
    };
    if (direction.x() < 0.5f) {
        Similarity turn;
        turn.rotation = QQuaternion::fromAxisAndAngle(
            0, 0, 1, -float(qRadiansToDegrees(std::atan2(double(direction.y()), double(direction.x())))));
        transformModel(model, turn);
        fixes
            << tr("turned to face +X, as the game draws players: it faced %1 (%2)").arg(axisName(direction), evidence);
    }
    const Bounds bounds = poseBounds(model, -1, 0.0);
    if (bounds.isValid()) {
        Similarity place;
        place.translation = QVector3D(-bounds.center().x(), -bounds.center().y(), floor - bounds.min.z());
        if (place.translation.length() > 1e-4f) {
            transformModel(model, place);
            fixes << tr("placed on the game's floor: the lowest point at Z = %1, the middle on the Z axis")
                         .arg(double(floor));
        }
    }
    return fixes;
}

} // namespace quarry
