// The Doom 3 engines load skeletal models as MD5 (ModelManager.cpp picks
// the loader by extension; Model_md5.cpp reads .md5mesh, Anim.cpp
// .md5anim): joints, weights and animations as Quarry writes them. dhewm3
// takes any number of weights a vertex (CPU skinning); RBDOOM-3-BFG keeps
// 4 (MAX_VERTEX_WEIGHTS, Model_md5.cpp). A game finds a model through a
// `model` declaration in a .def file naming its mesh and animations;
// materials with no declaration of their own draw the image of their name
// (a game path without extension), so the textures go there as TGA.
#include "io/targets/EngineTarget.h"

#include "io/md5/Md5Writer.h"

#include <QFileInfo>

namespace quarry {

namespace {

EngineTarget doom3Engine(const char *id, const char *title, const char *loads)
{
    EngineTarget t;
    t.id = QLatin1String(id);
    t.title = QLatin1String(title);
    t.loads = QLatin1String(loads);
    t.format = QStringLiteral("md5");
    t.modelPath = QStringLiteral("models/md5/NAME/NAME.md5mesh");
    t.animationConfig = EngineTarget::AnimationConfig::Doom3Def;
    t.limits.maxInfluences = 0; // set per engine
    t.packExtension = QStringLiteral("pk4");
    return t;
}

} // namespace

EngineTarget dhewm3Target()
{
    EngineTarget t = doom3Engine("dhewm3", "dhewm3",
                                 "MD5 (.md5mesh + .md5anim, any number of weights), MD3, LWO, ASE; no IQM");
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("jpg")};
    return t;
}

EngineTarget rbdoom3Target()
{
    EngineTarget t = doom3Engine("rbdoom3", "RBDOOM-3-BFG",
                                 "MD5 (.md5mesh + .md5anim, 4 weights a vertex), glTF, MD3, OBJ; no IQM");
    t.limits.maxInfluences = 4;
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("png"), QStringLiteral("jpg")};
    return t;
}

QByteArray doom3ModelDef(const Model &model, const QString &name, const QString &meshPath)
{
    // Declaration names and paths are single tokens: no blanks or quotes.
    auto token = [](QString s) {
        for (QChar &c : s)
            if (c.isSpace() || c == QLatin1Char('"'))
                c = QLatin1Char('_');
        return s.toUtf8();
    };
    QByteArray text = "// The model for Doom 3 engines: spawn it with \"model\" \"" + token(name) + "\".\n";
    text += "model " + token(name) + " {\n";
    text += "\tmesh\t" + token(meshPath) + "\n";
    const QStringList paths = md5AnimationPaths(model, meshPath);
    QStringList used;
    for (qsizetype a = 0; a < model.animations.size(); ++a) {
        QString anim = model.animations[a].name.isEmpty() ? QStringLiteral("animation") : model.animations[a].name;
        const QString stem = anim;
        for (int n = 2; used.contains(anim, Qt::CaseInsensitive); ++n)
            anim = QStringLiteral("%1%2").arg(stem).arg(n);
        used << anim;
        text += "\tanim\t" + token(anim) + "\t" + token(paths[a]) + "\n";
    }
    text += "}\n";
    return text;
}

} // namespace quarry
