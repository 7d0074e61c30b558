// Writes small seed files for the fuzz targets: Quarry's sample model in
// every format it writes, its .framegroups, a Cal3D .cfg list, a player's
// animation.cfg and an --animation-map file. Usage:
// fuzz_seeds OUTDIR (makes OUTDIR/<reader>/sample.*); the files in
// tests/fuzz/seeds were written by it.
#include "io/Framegroups.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CrfMaterial.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/iqe/IqeWriter.h"
#include "io/iqm/IqmWriter.h"
#include "io/md2/Md2Writer.h"
#include "io/md3/Md3Writer.h"
#include "io/md3/Quake3Animations.h"
#include "io/md5/Md5Writer.h"
#include "io/mdl/MdlWriter.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/PcxImage.h"
#include "io/quake/Quake2Palette.h"
#include "io/quake/QuakeTables.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"
#include "model/ops/SampleModel.h"

#include <QDir>
#include <QFile>

#include <cstdio>

using namespace quarry;

static bool put(const QString &dir, const QString &reader, const QString &name, const QByteArray &data)
{
    QDir(dir).mkpath(reader);
    QFile file(dir + QLatin1Char('/') + reader + QLatin1Char('/') + name);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// A player of ten frames a part, as Quake III's animation.cfg numbers it:
// BOTH_ 0-5, TORSO_ 6-9, LEGS_ after the torso's from 10 (6-9 in
// lower.md3), the gestures on the torso's frames; the settings first.
static QByteArray animationConfig()
{
    QByteArray text = "// animation config file\n\nsex m\nfootsteps normal\nheadoffset 0 0 0\n\n"
                      "// first frame, num frames, looping frames, frames per second\n\n";
    for (int s = 0; s < quake3::kAnimations; ++s) {
        int first = 0, count = 1, looping = 0, fps = 15;
        if (s < quake3::kFirstTorsoAnimation) {
            first = s;
            count = s % 2 == 0 ? 2 : 1;
            fps = 25;
        } else if (s < quake3::kFirstLegsAnimation) {
            first = 6 + (s - 6) / 2;
            looping = s == 11 ? 1 : 0;
        } else if (s < quake3::kRequiredAnimations) {
            first = 10 + (s - 13) / 3;
            looping = 1;
            fps = 20;
        } else {
            first = 6 + (s - 25) % 4;
        }
        text += QByteArray::number(first) + '\t' + QByteArray::number(count) + '\t' + QByteArray::number(looping) + '\t'
                + QByteArray::number(fps) + "\t\t// " + quake3::kAnimationNames[s] + '\n';
    }
    return text;
}

// Tremulous's one-model player (nonseg.md3): the keyword, then the 26
// NSPA_ lines, some sharing their frames.
static QByteArray nonSegmentedConfig()
{
    QByteArray text = "// animation config file\n\nnonsegmented\nfootsteps flesh\n\n";
    for (int s = 0; s < quake3::kNonSegAnimations; ++s)
        text += QByteArray::number(s / 2) + " 2 " + (s < 4 ? "2" : "0") + " 15\t// " + quake3::kNonSegAnimationNames[s]
                + '\n';
    return text;
}

// A Quake pack file holding `entries` (name, data), the directory last.
static QByteArray pak(const QList<std::pair<QByteArray, QByteArray>> &entries)
{
    QByteArray data = "PACK";
    data.append(8, '\0');
    QByteArray directory;
    for (const auto &[name, bytes] : entries) {
        directory.append(name.leftJustified(56, '\0', true));
        quake::appendI32(directory, qint32(data.size()));
        quake::appendI32(directory, qint32(bytes.size()));
        data.append(bytes);
    }
    quake::writeI32(data.data() + 4, qint32(data.size()));
    quake::writeI32(data.data() + 8, qint32(directory.size()));
    return data + directory;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: fuzz_seeds OUTDIR\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    Model model = makeSampleModel();
    if (model.materials.isEmpty())
        model.materials.append(Material{});
    bool ok =
        put(out, QStringLiteral("iqe"), QStringLiteral("sample.iqe"), writeIqe(model, QStringLiteral("s.iqe")).data)
        && put(out, QStringLiteral("iqm"), QStringLiteral("sample.iqm"), writeIqm(model, QStringLiteral("s.iqm")).data)
        && put(out, QStringLiteral("md3"), QStringLiteral("sample.md3"), writeMd3(model, QStringLiteral("s.md3")).data)
        && put(out, QStringLiteral("mdl"), QStringLiteral("sample.mdl"), writeMdl(model, QStringLiteral("s.mdl")).data)
        && put(out, QStringLiteral("md2"), QStringLiteral("sample.md2"), writeMd2(model, QStringLiteral("s.md2")).data)
        && put(out, QStringLiteral("xmf"), QStringLiteral("sample.xmf"),
               writeXmfMesh(model, QStringLiteral("s.xmf")).data)
        && put(out, QStringLiteral("xsf"), QStringLiteral("sample.xsf"),
               writeXsfSkeleton(model, QStringLiteral("s.xsf")).data)
        && put(out, QStringLiteral("xrf"), QStringLiteral("sample.xrf"),
               writeXrfMaterial(model, 0, QStringLiteral("s.xrf")).data)
        && put(out, QStringLiteral("cmf"), QStringLiteral("sample.cmf"),
               writeCmfMesh(model, QStringLiteral("s.cmf")).data)
        && put(out, QStringLiteral("csf"), QStringLiteral("sample.csf"),
               writeCsfSkeleton(model, QStringLiteral("s.csf")).data)
        && put(out, QStringLiteral("crf"), QStringLiteral("sample.crf"),
               writeCrfMaterial(model, 0, QStringLiteral("s.crf")).data)
        && put(out, QStringLiteral("framegroups"), QStringLiteral("sample.framegroups"), framegroupsText(model))
        && put(out, QStringLiteral("cfg"), QStringLiteral("sample.cfg"),
               "# Cal3D list\nskeleton=sample.csf\npath=data\nmesh=sample.xmf\nanimation=walk.xaf\n"
               "material=sample_0.xrf\nmaterial = sample_1.crf\n")
        && put(out, QStringLiteral("animationcfg"), QStringLiteral("animation.cfg"), animationConfig())
        && put(out, QStringLiteral("animationcfg"), QStringLiteral("nonseg-animation.cfg"), nonSegmentedConfig())
        && put(out, QStringLiteral("animationmap"), QStringLiteral("sample.map"),
               "# slot = animation (by name or index)\nLEGS_IDLE = idle\nlegs_run=run\n"
               "BOTH_DEATH1 = 4 // die\nTORSO_GESTURE = walk\n");
    const WriteResult md5 = writeMd5Mesh(model, QStringLiteral("sample.md5mesh"));
    ok = ok && put(out, QStringLiteral("md5mesh"), QStringLiteral("sample.md5mesh"), md5.data);
    if (!md5.siblings.isEmpty())
        ok = ok && put(out, QStringLiteral("md5anim"), QStringLiteral("sample.md5anim"), md5.siblings[0].data);
    if (!model.animations.isEmpty())
        ok = ok
             && put(out, QStringLiteral("xaf"), QStringLiteral("sample.xaf"),
                    writeXafAnimation(model, 0, QStringLiteral("s.xaf")).data)
             && put(out, QStringLiteral("caf"), QStringLiteral("sample.caf"),
                    writeCafAnimation(model, 0, QStringLiteral("s.caf")).data);
    // The game palette's files: Quake II's colormap.pcx (a small image with
    // its palette) and a pack holding it and Quake's palette.lmp.
    const QByteArray colormap = quake::encodePcx(QByteArray(64, '\x10'), 8, 8, quake::quake2Palette());
    const std::array<quint8, 768> &quakePalette = quake::quakePalette();
    ok = ok && put(out, QStringLiteral("pcx"), QStringLiteral("colormap.pcx"), colormap)
         && put(out, QStringLiteral("pak"), QStringLiteral("pak0.pak"),
                pak({{"maps/start.bsp", "bsp"},
                     {"gfx/palette.lmp", QByteArray(reinterpret_cast<const char *>(quakePalette.data()), 768)},
                     {"pics/colormap.pcx", colormap}}));
    return ok ? 0 : 1;
}
