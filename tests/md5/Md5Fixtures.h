// Small hand-written MD5 files: two joints, one triangle, an animation
// that turns the root about Z.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

namespace quarry::test {

// Root at the origin turned by the stored orientation (0, 0, 0.7071068):
// +90° about Z as the usual rule reads it, -90° as Doom 3 does. "tip" sits
// at (0, -2, 0) in model space, turned as the root. Vertex 2 has two
// weights.
inline const QByteArray kMd5Mesh = R"(MD5Version 10
commandline "exported by hand"

numJoints 2
numMeshes 1

joints {
	"root"	-1 ( 0 0 0 ) ( 0 0 0.7071068 )		//
	"tip"	0 ( 0 -2 0 ) ( 0 0 0.7071068 )		// root
}

mesh {
	// meshes: body
	shader "models/hero/skin"

	numverts 3
	vert 0 ( 0.25 0.5 ) 0 1
	vert 1 ( 1 0 ) 1 1
	vert 2 ( 0 1 ) 2 2

	numtris 1
	tri 0 0 2 1

	numweights 4
	weight 0 0 1 ( 1 0 0 )
	weight 1 1 1 ( 0 0 1 )
	weight 2 0 0.5 ( 0 1 0 )
	weight 3 1 0.5 ( 0 1 0 )
}
)";

// Three frames at 24 fps; the root's Qz changes (flags 32), "tip" does not
// move against it.
inline const QByteArray kMd5Anim = R"(MD5Version 10
commandline "exported by hand"

numFrames 3
numJoints 2
frameRate 24
numAnimatedComponents 1

hierarchy {
	"root"	-1 32 0
	"tip"	0 0 1	// root
}

bounds {
	( -3 -3 -1 ) ( 3 3 2 )
	( -3 -3 -1 ) ( 3 3 2 )
	( -3 -3 -1 ) ( 3 3 2 )
}

baseframe {
	( 0 0 0 ) ( 0 0 0.7071068 )
	( 2 0 0 ) ( 0 0 0 )
}

frame 0 {
	0.7071068
}

frame 1 {
	0.3826834
}

frame 2 {
	0
}
)";

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace quarry::test
