#include "io/targets/Quake2Player.h"

#include "io/md2/Md2Format.h"
#include "io/md3/Md3Player.h"
#include "io/md3/Md3PlayerIcon.h"
#include "io/quake/PcxImage.h"
#include "io/quake/Quake2Palette.h"
#include "io/targets/PlayerConventions.h"
#include "io/targets/Quake2Check.h"
#include "io/targets/Quake2Skin.h"
#include "model/Translate.h"

#include <QBuffer>
#include <QFile>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// m_player.h's ranges in quake2AnimationSlots()'s order: frame count, the
// frames' names ("stand01", "run1", "pain101") and whether the game loops
// the range.
struct Quake2Range
{
    int frames;
    const char *prefix;
    int digits;
    bool loops;
};
constexpr Quake2Range kRanges[] = {
    {40, "stand", 2, true},   {6, "run", 1, true},     {8, "attack", 1, false},  {4, "pain1", 2, false},
    {4, "pain2", 2, false},   {4, "pain3", 2, false},  {6, "jump", 1, false},    {12, "flip", 2, false},
    {11, "salute", 2, false}, {17, "taunt", 2, false}, {11, "wave", 2, false},   {12, "point", 2, false},
    {19, "crstnd", 2, true},  {6, "crwalk", 1, true},  {9, "crattak", 1, false}, {4, "crpain", 1, false},
    {5, "crdeath", 1, false}, {6, "death1", 2, false}, {6, "death2", 2, false},  {8, "death3", 2, false},
};
constexpr int kIconSize = 32;
// The placeholder weapon: a bar this long along +X and this thick.
constexpr float kBarLength = 12.0f;
constexpr float kBarThickness = 1.5f;

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

bool readMap(const Model &model, const QString &path, AnimationMap &map, QString *error)
{
    const QList<AnimationSlot> order = quake2AnimationSlots();
    if (path.isEmpty()) {
        map = proposeAnimationMap(order, model);
        return true;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read the animation map").arg(path);
        return false;
    }
    const AnimationMapResult read = readAnimationMap(path, file.readAll(), order, model);
    if (read.error) {
        *error = read.error->toString();
        return false;
    }
    map = read.map;
    return true;
}

// A bar held in the weapon joint, pointing +X, skinned wholly to it.
Mesh weaponBar(const Model &model, int joint)
{
    QVector3D at;
    if (joint >= 0 && joint < model.skeleton.size())
        at = model.skeleton.bindWorldMatrices()[joint].map(QVector3D());
    Mesh bar;
    bar.name = QStringLiteral("weapon");
    const float h = kBarThickness / 2;
    for (int k = 0; k < 8; ++k)
        bar.positions.append(at + QVector3D((k & 1) ? kBarLength : 0.f, (k & 2) ? h : -h, (k & 4) ? h : -h));
    bar.texcoords.append(QList<QVector2D>(8, QVector2D(0.5f, 0.5f)));
    const quint32 faces[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    for (const auto &f : faces) {
        bar.triangles.append({f[0], f[1], f[2]});
        bar.triangles.append({f[0], f[2], f[3]});
    }
    if (joint >= 0) {
        bar.influencesPerVertex = 1;
        bar.blendIndexes = QList<quint32>(8, quint32(joint));
        bar.blendWeights = QList<float>(8, 1.0f);
    }
    return bar;
}

// One MD2 and its skin: the model's textures packed into `folder + skin +
// ".pcx"` (and ".png" when `png`).
bool md2WithSkin(Model model, const QList<QImage> &textures, const QString &folder, const QString &file,
                 const QString &skin, bool png, const QList<quake::FrameSample> &frames, const Md2EngineLimits &limits,
                 const std::array<quint8, 768> &palette, QList<FileBytes> &files, TargetExportResult &result)
{
    const QString skinPath = folder + skin + QStringLiteral(".pcx");
    if (skinPath.toLatin1().size() > md2::kSkinNameSize - 1) {
        result.error =
            tr("the skin path %1 is longer than the 63 characters an MD2 holds: choose a shorter --name").arg(skinPath);
        return false;
    }
    const Quake2Skin packed = packQuake2Skin(model, textures, skinPath, palette);
    result.fixes << packed.fixes;
    result.warnings << packed.warnings;
    WriteOptions write;
    write.options.insert(QStringLiteral("md2.skinsWritten"), true);
    // Q2PRO loads more frames than Quake II's 512; its other limits are
    // the writer's, checked by checkQuake2Limits before.
    if (frames.size() > md2::kMaxFrames && frames.size() <= limits.frames)
        write.options.insert(QStringLiteral("md2.limits"), false);
    const WriteResult written = writeMd2Frames(model, folder + file, frames, write);
    for (const Diagnostic &d : written.warnings)
        result.warnings << d.message;
    if (!written.ok()) {
        result.error = written.error->toString();
        return false;
    }
    files.append({folder + file, written.data});
    const int w = packed.image.width(), h = packed.image.height();
    files.append({skinPath, quake::encodePcx(packed.indices, w, h, palette)});
    if (png)
        files.append({folder + skin + QStringLiteral(".png"), pngBytes(packed.image)});
    return true;
}

} // namespace

QList<quake::FrameSample> quake2PlayerFrames(const Model &model, const AnimationMap &map)
{
    QList<quake::FrameSample> frames;
    for (int s = 0; s < int(std::size(kRanges)); ++s) {
        const Quake2Range &r = kRanges[s];
        const int a = map.value(s, -1) >= 0 && map.value(s) < model.animations.size() ? map.value(s) : -1;
        const double duration = a >= 0 ? model.animations[a].duration : 0.0;
        for (int k = 0; k < r.frames; ++k) {
            // A loop ends where it starts: its last frame is one step short
            // of the animation's end.
            const double t = duration <= 0 ? 0.0
                             : r.loops     ? duration * k / r.frames
                                           : (r.frames > 1 ? duration * k / (r.frames - 1) : 0.0);
            QByteArray name = QByteArray(r.prefix) + QByteArray::number(k + 1).rightJustified(r.digits, '0');
            frames.append({a, t, name});
        }
    }
    return frames;
}

bool quake2Files(const Model &model, const EngineTarget &target, const TargetExportOptions &options,
                 const QString &name, const QList<QImage> &materialImages, QList<FileBytes> &files,
                 TargetExportResult &result)
{
    PlayerOptions kindOptions;
    kindOptions.singleModel = options.singleModel;
    kindOptions.headJoint = options.headJoint;
    const bool player = target.md2Layout == EngineTarget::Md2Layout::Player
                        && playerKind(model, target, kindOptions).player;
    const QList<TargetFinding> over = checkQuake2Limits(model, target, player);
    if (!over.isEmpty()) {
        QStringList messages;
        for (const TargetFinding &f : over)
            messages << f.message;
        result.error = messages.join(QLatin1Char('\n'));
        return false;
    }
    const Md2EngineLimits limits = md2EngineLimits(target);
    const std::array<quint8, 768> palette = quake2SkinPalette(options.quakeOptions);
    if (!player) {
        const QString folder = QStringLiteral("models/%1/").arg(name);
        if (target.md2Layout == EngineTarget::Md2Layout::Player)
            result.warnings << tr("not a player (%1): written as %2tris.md2")
                                   .arg(playerKind(model, target, kindOptions).reason, folder);
        return md2WithSkin(model, materialImages, folder, QStringLiteral("tris.md2"), QStringLiteral("skin"), true,
                           quake::sampleFrames(model, md2::kFramesPerSecond), limits, palette, files, result);
    }

    const QString folder = QStringLiteral("players/%1/").arg(name);
    QString error;
    AnimationMap map;
    if (!readMap(model, options.animationMapPath, map, &error)) {
        result.error = error;
        return false;
    }
    const QList<AnimationSlot> order = quake2AnimationSlots();
    result.warnings << completeAnimationMap(order, model, map);
    QStringList played;
    for (int s = 0; s < order.size(); ++s)
        if (map.value(s, -1) >= 0)
            played << QStringLiteral("%1 \"%2\"").arg(order[s].name, model.animations[map[s]].name);
    if (!played.isEmpty())
        result.fixes << tr("Quake II's 198 player frames play: %1").arg(played.join(QStringLiteral(", ")));
    const QList<quake::FrameSample> frames = quake2PlayerFrames(model, map);

    Quake3PlayerOptions jointOptions;
    jointOptions.torsoJoint = options.torsoJoint;
    jointOptions.headJoint = options.headJoint;
    jointOptions.weaponJoint = options.weaponJoint;
    QString jointsError;
    const Quake3PlayerJoints joints = findQuake3PlayerJoints(model, jointOptions, &jointsError);
    if (!jointsError.isEmpty())
        result.warnings << jointsError;

    // Meshes hanging wholly on the weapon joint are the weapon.
    Model body = model, weapon = model;
    body.meshes.clear();
    weapon.meshes.clear();
    for (const Mesh &mesh : model.meshes) {
        Model one = model;
        one.meshes = {mesh};
        const Model part = jointPart(one, joints.weapon);
        const bool wholly = joints.weapon >= 0 && !part.meshes.isEmpty()
                            && part.meshes[0].triangles.size() == mesh.triangles.size();
        (wholly ? weapon : body).meshes.append(mesh);
    }
    if (body.meshes.isEmpty()) {
        body.meshes = weapon.meshes;
        weapon.meshes.clear();
    }
    if (weapon.meshes.isEmpty()) {
        weapon.meshes = {weaponBar(model, joints.weapon)};
        weapon.materials.clear();
        result.warnings << tr("the model holds no weapon mesh: weapon.md2 is a %1-unit bar in the %2, which the "
                              "client needs to show the player")
                               .arg(kBarLength)
                               .arg(joints.weapon >= 0 ? model.skeleton.joints[joints.weapon].name
                                                       : tr("player's origin"));
    }

    // The icon: the head from the front, with the textures as they are.
    Model head = jointPart(model, joints.head);
    if (head.meshes.isEmpty())
        head = model;
    const QImage icon = renderQuake3PlayerIcon(head, materialImages, kIconSize);

    if (!md2WithSkin(body, materialImages, folder, QStringLiteral("tris.md2"), QStringLiteral("grunt"), true, frames,
                     limits, palette, files, result))
        return false;
    if (!md2WithSkin(weapon, weapon.materials.isEmpty() ? QList<QImage>() : materialImages, folder,
                     QStringLiteral("weapon.md2"), QStringLiteral("weapon"), true, frames, limits, palette, files,
                     result))
        return false;
    files.append({folder + QStringLiteral("grunt_i.pcx"),
                  quake::encodePcx(quake2IconIndices(icon, palette), icon.width(), icon.height(), palette)});
    return true;
}

} // namespace quarry
