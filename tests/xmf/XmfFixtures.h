// Hand-written Cal3D XML fixtures shared by the XMF test suites: a skeleton
// whose bones need reordering, a mesh with every vertex and submesh element,
// an animation with irregular key times, a material, an old-header mesh.
#pragma once

#include "io/IoResult.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace xmffixtures {

inline const char *kSkeleton = R"(<SKELETON VERSION="1100" NUMBONES="3">
    <BONE ID="0" NAME="b&apos;\xe6\x89\x8b&apos; &amp; &lt;hand&gt;" NUMCHILDS="0">
        <TRANSLATION>0 1 0</TRANSLATION>
        <ROTATION>0 0 0 1</ROTATION>
        <LOCALTRANSLATION>1 0 0</LOCALTRANSLATION>
        <LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION>
        <PARENTID>2</PARENTID>
    </BONE>
    <BONE ID="1" NAME="root" NUMCHILDS="1">
        <TRANSLATION>0 0 0</TRANSLATION>
        <ROTATION>0 0 0.707107 0.707107</ROTATION>
        <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>
        <LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION>
        <PARENTID>-1</PARENTID>
        <CHILDID>2</CHILDID>
    </BONE>
    <BONE ID="2" NAME="arm" NUMCHILDS="1">
        <TRANSLATION>1 0 0</TRANSLATION>
        <ROTATION>0 0 0 1</ROTATION>
        <LOCALTRANSLATION>0 1 0</LOCALTRANSLATION>
        <LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION>
        <PARENTID>1</PARENTID>
        <CHILDID>0</CHILDID>
    </BONE>
</SKELETON>
)";

inline const char *kMesh = R"(<MESH VERSION="1100" NUMSUBMESH="2">
    <SUBMESH NUMVERTICES="3" NUMFACES="1" MATERIAL="1" NUMLODSTEPS="2" NUMSPRINGS="1" NUMMORPHS="1" NUMTEXCOORDS="2">
        <VERTEX ID="0" NUMINFLUENCES="2">
            <POS>1 2 3</POS>
            <NORM>0 0 1</NORM>
            <COLOR>0.5 0.25 1</COLOR>
            <COLLAPSEID>1</COLLAPSEID>
            <COLLAPSECOUNT>2</COLLAPSECOUNT>
            <TEXCOORD>0.25 0.5</TEXCOORD>
            <TEXCOORD>0.75 1</TEXCOORD>
            <INFLUENCE ID="0">
                0.75
            </INFLUENCE>
            <INFLUENCE ID="2">0.25</INFLUENCE>
            <PHYSIQUE>0.5</PHYSIQUE>
        </VERTEX>
        <VERTEX ID="1" NUMINFLUENCES="1">
            <POS>4 5 6</POS>
            <NORM>0 1 0</NORM>
            <COLOR>1 1 1</COLOR>
            <COLLAPSEID>0</COLLAPSEID>
            <COLLAPSECOUNT>0</COLLAPSECOUNT>
            <TEXCOORD>0 0</TEXCOORD>
            <TEXCOORD>1 0</TEXCOORD>
            <INFLUENCE ID="1">1</INFLUENCE>
            <PHYSIQUE>0</PHYSIQUE>
        </VERTEX>
        <VERTEX ID="2" NUMINFLUENCES="1">
            <POS>-1 0.125 1e-05</POS>
            <NORM>1 0 0</NORM>
            <COLOR>0 0 0</COLOR>
            <COLLAPSEID>2</COLLAPSEID>
            <COLLAPSECOUNT>1</COLLAPSECOUNT>
            <TEXCOORD>1 1</TEXCOORD>
            <TEXCOORD>0 1</TEXCOORD>
            <INFLUENCE ID="2">1</INFLUENCE>
            <PHYSIQUE>1</PHYSIQUE>
        </VERTEX>
        <SPRING VERTEXID="0 1" COEF="0.5" LENGTH="2"/>
        <MORPH NAME="smile" NUMBLENDVERTS="1" MORPHID="0">
            <BLENDVERTEX VERTEXID="1" POSDIFF="0.5">
                <POSITION>4 5.5 6</POSITION>
                <NORMAL>0 0 1</NORMAL>
                <TEXCOORD>0.5 0.5</TEXCOORD>
                <TEXCOORD>0.25 0.25</TEXCOORD>
            </BLENDVERTEX>
        </MORPH>
        <FACE VERTEXID="0 1 2"/>
    </SUBMESH>
    <SUBMESH NUMVERTICES="3" NUMFACES="1" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="0">
        <VERTEX ID="0" NUMINFLUENCES="0">
            <POS>0 0 0</POS>
            <NORM>0 0 1</NORM>
        </VERTEX>
        <VERTEX ID="1" NUMINFLUENCES="0">
            <POS>1 0 0</POS>
            <NORM>0 0 1</NORM>
        </VERTEX>
        <VERTEX ID="2" NUMINFLUENCES="0">
            <POS>0 1 0</POS>
            <NORM>0 0 1</NORM>
        </VERTEX>
        <FACE VERTEXID="2 1 0"/>
    </SUBMESH>
</MESH>
)";

inline const char *kAnimation = R"(<ANIMATION VERSION="1100" DURATION="2" NUMTRACKS="2">
    <TRACK BONEID="1" NUMKEYFRAMES="3">
        <KEYFRAME TIME="0">
            <TRANSLATION>0 0 0</TRANSLATION>
            <ROTATION>0 0 0.707107 0.707107</ROTATION>
        </KEYFRAME>
        <KEYFRAME TIME="0.3">
            <TRANSLATION>0 0 1</TRANSLATION>
            <ROTATION>0 0 0 1</ROTATION>
        </KEYFRAME>
        <KEYFRAME TIME="1.7">
            <TRANSLATION>0 0 2</TRANSLATION>
            <ROTATION>0.5 0.5 0.5 0.5</ROTATION>
        </KEYFRAME>
    </TRACK>
    <TRACK BONEID="2" TRANSLATIONREQUIRED="0" NUMKEYFRAMES="1">
        <KEYFRAME TIME="0">
            <ROTATION>0 0 0 1</ROTATION>
        </KEYFRAME>
    </TRACK>
</ANIMATION>
)";

inline const char *kMaterial = R"(<?xml version="1.0"?>
<MATERIAL MAGIC="XRF" VERSION="1100" NUMMAPS="2">
	<AMBIENT>0 0 0 255</AMBIENT>
	<DIFFUSE>255 102 0 255</DIFFUSE>
	<SPECULAR>4 4 4 128</SPECULAR>
	<SHININESS>96.078431</SHININESS>
	<MAP>textures/skin &amp; bones.tga</MAP>
	<MAP>glow.tga</MAP>
</MATERIAL>
)";

inline const char *kOldHeaderMesh = R"(<header magic="XMF" version="919"/>
<MESH NUMSUBMESH="1">
    <SUBMESH NUMVERTICES="3" NUMFACES="1" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="1">
        <VERTEX ID="0" NUMINFLUENCES="0"><POS>0 0 0</POS><NORM>0 0 1</NORM><TEXCOORD>0 0</TEXCOORD></VERTEX>
        <VERTEX ID="1" NUMINFLUENCES="0"><POS>1 0 0</POS><NORM>0 0 1</NORM><TEXCOORD>1 0</TEXCOORD></VERTEX>
        <VERTEX ID="2" NUMINFLUENCES="0"><POS>0 1 0</POS><NORM>0 0 1</NORM><TEXCOORD>0 1</TEXCOORD></VERTEX>
        <FACE VERTEXID="0 1 2" />
    </SUBMESH>
</MESH>
)";

inline QString writeText(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(text);
    return path;
}

inline QByteArray readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QString errorText(const quarry::ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

} // namespace xmffixtures
