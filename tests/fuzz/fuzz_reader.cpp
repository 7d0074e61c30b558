// The libFuzzer entries, one per reader: the model readers, the readers
// of every file read beside a model or named by it (.framegroups,
// animation.cfg, Cal3D's .cfg, --animation-map files) and of the game
// palette's files (Quake's .pak, a PCX's palette). Every input must give
// a model or a clean error; the sanitizers turn anything else into a crash
// that libFuzzer keeps, and libFuzzer's -timeout a loop that does not end.
#include "io/Framegroups.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CrfMaterial.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/gltf/GltfReader.h"
#include "io/iqe/IqeReader.h"
#include "io/iqm/IqmReader.h"
#include "io/md2/Md2Reader.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Sidecar.h"
#include "io/md3/Quake3Animations.h"
#include "io/md5/Md5Character.h"
#include "io/md5/Md5Reader.h"
#include "io/mdl/MdlReader.h"
#include "io/qm/QmReader.h"
#include "io/quake/PakArchive.h"
#include "io/quake/PcxPalette.h"
#include "io/targets/AnimationMap.h"
#include "io/xmf/CalCfg.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"

#include <QByteArrayView>
#include <QDir>

#include <cstdint>
#include <cstdlib>
#include <numeric>

namespace {

using namespace quarry;

const QString kPath = QStringLiteral("fuzz-input");

// Bone ids 0..63 as joints 0..63: what meshes and animations of a
// 64-bone skeleton refer to.
QList<int> jointMap()
{
    QList<int> map(64);
    std::iota(map.begin(), map.end(), 0);
    return map;
}

void check(const ReadResult &r)
{
    // An error must say something.
    if (r.error && r.error->message.isEmpty())
        std::abort();
}

// The frames of an MD3 the sidecar entries read clips for.
constexpr qint64 kSidecarFrames = 300;

// Clips inside the frames, and warnings that say something.
void check(const Md3Sidecar &s)
{
    for (const Md3Clip &c : s.clips)
        if (c.first < 0 || c.count < 1 || c.first + c.count > kSidecarFrames || !(c.fps > 0))
            std::abort();
    for (const Diagnostic &d : s.warnings)
        if (d.message.isEmpty())
            std::abort();
}

// A PCX's palette, or an error that says something.
void checkPcx(QByteArrayView data)
{
    QString error;
    if (!quake::pcxPalette(data, &error) && error.isEmpty())
        std::abort();
}

} // namespace

// One entry per reader; each fuzz target's LLVMFuzzerTestOneInput (made by
// CMakeLists.txt) calls its own, so this file is compiled once.
#define QUARRY_FUZZ_ENTRY(reader) extern "C" int quarryFuzz_##reader(const uint8_t *bytes, size_t size)
#define QUARRY_FUZZ_DATA                                                                                               \
    const QByteArrayView data(reinterpret_cast<const char *>(bytes), qsizetype(size));                                 \
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));                                    \
    (void)head

QUARRY_FUZZ_ENTRY(iqe)
{
    QUARRY_FUZZ_DATA;
    probeIqe(head);
    check(readIqe(kPath, data));
    return 0;
}

QUARRY_FUZZ_ENTRY(iqm)
{
    QUARRY_FUZZ_DATA;
    probeIqm(head);
    check(readIqm(kPath, data));
    return 0;
}

QUARRY_FUZZ_ENTRY(md3)
{
    QUARRY_FUZZ_DATA;
    probeMd3(head);
    check(readMd3(kPath, data));
    return 0;
}

// glTF, binary and text: the same reader, seeded apart. A .gltf's URIs are
// read relative to the working folder.
QUARRY_FUZZ_ENTRY(glb)
{
    QUARRY_FUZZ_DATA;
    probeGltf(head);
    check(readGltf(QStringLiteral("fuzz-input.glb"), data));
    return 0;
}

QUARRY_FUZZ_ENTRY(gltf)
{
    QUARRY_FUZZ_DATA;
    probeGltf(head);
    check(readGltf(QStringLiteral("fuzz-input.gltf"), data));
    return 0;
}

QUARRY_FUZZ_ENTRY(md2)
{
    QUARRY_FUZZ_DATA;
    probeMd2(head);
    check(readMd2(kPath, data));
    return 0;
}

QUARRY_FUZZ_ENTRY(mdl)
{
    QUARRY_FUZZ_DATA;
    probeMdl(head);
    mdlRefusal(head);
    check(readMdl(kPath, data));
    return 0;
}

QUARRY_FUZZ_ENTRY(md5mesh)
{
    QUARRY_FUZZ_DATA;
    probeMd5Mesh(head);
    check(readMd5Mesh(kPath, data, {}));
    return 0;
}

QUARRY_FUZZ_ENTRY(md5anim)
{
    QUARRY_FUZZ_DATA;
    probeMd5Anim(head);
    check(readMd5Anim(kPath, data, {}));
    return 0;
}

QUARRY_FUZZ_ENTRY(qm)
{
    QUARRY_FUZZ_DATA;
    probeQm(head);
    qmRefusal(head);
    check(readQm(kPath, data, {}));
    return 0;
}

QUARRY_FUZZ_ENTRY(xmf)
{
    QUARRY_FUZZ_DATA;
    static const QList<int> joints = jointMap();
    check(readXmfMesh(kPath, data));
    check(readXmfMesh(kPath, data, &joints));
    return 0;
}

QUARRY_FUZZ_ENTRY(xsf)
{
    QUARRY_FUZZ_DATA;
    QList<int> map;
    check(readXsfSkeleton(kPath, data, &map));
    return 0;
}

QUARRY_FUZZ_ENTRY(xaf)
{
    QUARRY_FUZZ_DATA;
    static const QList<int> joints = jointMap();
    check(readXafAnimation(kPath, data, joints));
    return 0;
}

QUARRY_FUZZ_ENTRY(xrf)
{
    QUARRY_FUZZ_DATA;
    check(readXrfMaterial(kPath, data));
    return 0;
}

QUARRY_FUZZ_ENTRY(cmf)
{
    QUARRY_FUZZ_DATA;
    static const QList<int> joints = jointMap();
    check(readCmfMesh(kPath, data));
    check(readCmfMesh(kPath, data, &joints));
    return 0;
}

QUARRY_FUZZ_ENTRY(csf)
{
    QUARRY_FUZZ_DATA;
    QList<int> map;
    check(readCsfSkeleton(kPath, data, &map));
    return 0;
}

QUARRY_FUZZ_ENTRY(caf)
{
    QUARRY_FUZZ_DATA;
    static const QList<int> joints = jointMap();
    check(readCafAnimation(kPath, data, joints));
    return 0;
}

QUARRY_FUZZ_ENTRY(crf)
{
    QUARRY_FUZZ_DATA;
    check(readCrfMaterial(kPath, data));
    return 0;
}

QUARRY_FUZZ_ENTRY(cfg)
{
    QUARRY_FUZZ_DATA;
    // A folder that does not exist: the twin lookups find nothing.
    parseCalCfg(data, QDir(QStringLiteral("/nonexistent-fuzz-dir")));
    return 0;
}

QUARRY_FUZZ_ENTRY(xpf)
{
    QUARRY_FUZZ_DATA;
    CalMorphFile file;
    QVariantMap dialect;
    probeXpf(head);
    check(parseXpf(kPath, data, &file, &dialect));
    return 0;
}

QUARRY_FUZZ_ENTRY(cpf)
{
    QUARRY_FUZZ_DATA;
    CalMorphFile file;
    QVariantMap dialect;
    probeCpf(head);
    check(parseCpf(kPath, data, &file, &dialect));
    return 0;
}

QUARRY_FUZZ_ENTRY(framegroups)
{
    QUARRY_FUZZ_DATA;
    const FramegroupsResult r = readFramegroups(kPath, data);
    if (r.error && r.error->message.isEmpty())
        std::abort();
    // As an MD3's sidecar: the groups as clips of its frames.
    check(md3ClipsFromFramegroups(kPath, data, kSidecarFrames));
    return 0;
}

QUARRY_FUZZ_ENTRY(animationcfg)
{
    QUARRY_FUZZ_DATA;
    for (Quake3PlayerPart part :
         {Quake3PlayerPart::Lower, Quake3PlayerPart::Upper, Quake3PlayerPart::Head, Quake3PlayerPart::NonSegmented})
        check(md3ClipsFromAnimationConfig(kPath, data, part, kSidecarFrames));
    return 0;
}

// Unvanquished's character.cfg beside an MD5 player.
QUARRY_FUZZ_ENTRY(charactercfg)
{
    QUARRY_FUZZ_DATA;
    const Md5Character c = readMd5CharacterConfig(kPath, data);
    for (const Diagnostic &d : c.warnings)
        if (d.message.isEmpty() || d.file != kPath)
            std::abort();
    return 0;
}

QUARRY_FUZZ_ENTRY(animationmap)
{
    QUARRY_FUZZ_DATA;
    // Quake III's slots, and a model with animations by the names the
    // games' slots propose.
    static const QList<AnimationSlot> order = [] {
        QList<AnimationSlot> list;
        for (const char *name : quake3::kAnimationNames)
            list.append({QString::fromLatin1(name), {}, -1});
        return list;
    }();
    static const Model model = [] {
        Model m;
        for (const char *name : {"idle", "walk", "run", "jump", "die", "BOTH_DEATH1"}) {
            Animation a;
            a.name = QString::fromLatin1(name);
            m.animations.append(a);
        }
        return m;
    }();
    const AnimationMapResult r = readAnimationMap(kPath, data, order, model);
    if (r.error && r.error->message.isEmpty())
        std::abort();
    if (r.map.size() != order.size())
        std::abort();
    for (int a : r.map)
        if (a < -1 || a >= model.animations.size())
            std::abort();
    return 0;
}

// Quake's pack files (--palette): the directory, every entry inside the
// input, and the palette of the PCX files in it.
QUARRY_FUZZ_ENTRY(pak)
{
    QUARRY_FUZZ_DATA;
    QString error;
    const std::optional<QList<quake::PakEntry>> entries = quake::pakDirectory(data, &error);
    if (!entries) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    for (const quake::PakEntry &entry : *entries) {
        const QByteArrayView bytes = quake::pakEntryBytes(data, entry);
        if (bytes.size() != entry.size || (entry.size > 0 && bytes.data() != data.data() + entry.offset))
            std::abort();
        if (entry.name.endsWith(QLatin1String(".pcx"), Qt::CaseInsensitive))
            checkPcx(bytes);
    }
    quake::findPakEntry(*entries, QStringLiteral("gfx/palette.lmp"));
    return 0;
}

// Quake II's pics/colormap.pcx: the palette at the end of a PCX.
QUARRY_FUZZ_ENTRY(pcx)
{
    QUARRY_FUZZ_DATA;
    checkPcx(data);
    return 0;
}
