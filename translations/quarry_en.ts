<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AddAnimationCommand</name>
    <message>
        <source>Add Clip</source>
        <translation>Add Clip</translation>
    </message>
</context>
<context>
    <name>AddJointCommand</name>
    <message>
        <source>Add Joint</source>
        <translation>Add Joint</translation>
    </message>
    <message>
        <source>Add Joint &quot;%1&quot;</source>
        <translation>Add Joint &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>AddMaterialCommand</name>
    <message>
        <source>Add Material &quot;%1&quot;</source>
        <translation>Add Material &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>AddPrimitiveCommand</name>
    <message>
        <source>Add Primitive</source>
        <translation>Add Primitive</translation>
    </message>
</context>
<context>
    <name>AssimpImporter</name>
    <message>
        <source>mesh &quot;%1&quot; holds no triangles and was skipped</source>
        <translation>mesh &quot;%1&quot; holds no triangles and was skipped</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 faces that are not triangles (points, lines) were skipped</source>
        <translation>mesh &quot;%1&quot;: %2 faces that are not triangles (points, lines) were skipped</translation>
    </message>
    <message>
        <source>morph %1</source>
        <translation>morph %1</translation>
    </message>
</context>
<context>
    <name>ChangeFrameRateCommand</name>
    <message>
        <source>Resample Clip</source>
        <translation>Resample Clip</translation>
    </message>
    <message>
        <source>Change Clip Speed</source>
        <translation>Change Clip Speed</translation>
    </message>
</context>
<context>
    <name>CleanUpCommand</name>
    <message>
        <source>Clean Up</source>
        <translation>Clean Up</translation>
    </message>
</context>
<context>
    <name>DeleteGeometryCommand</name>
    <message>
        <source>Delete Vertices</source>
        <translation>Delete Vertices</translation>
    </message>
    <message>
        <source>Delete Faces</source>
        <translation>Delete Faces</translation>
    </message>
</context>
<context>
    <name>DeleteKeysCommand</name>
    <message>
        <source>Delete Keys</source>
        <translation>Delete Keys</translation>
    </message>
</context>
<context>
    <name>DeleteObjectsCommand</name>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
</context>
<context>
    <name>DeviationScale</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Distance to B</source>
        <translation>Distance to B</translation>
    </message>
    <message>
        <source> (tolerance)</source>
        <translation> (tolerance)</translation>
    </message>
    <message>
        <source>largest now: %1</source>
        <translation>largest now: %1</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>%1: byte %2: %3</source>
        <translation>%1: byte %2: %3</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
</context>
<context>
    <name>DuplicateFacesCommand</name>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 copy</translation>
    </message>
</context>
<context>
    <name>ExtrudeCommand</name>
    <message>
        <source>Extrude</source>
        <translation>Extrude</translation>
    </message>
</context>
<context>
    <name>FillHolesCommand</name>
    <message>
        <source>Fill Holes</source>
        <translation>Fill Holes</translation>
    </message>
</context>
<context>
    <name>FixTexturePathsCommand</name>
    <message>
        <source>Fix Texture Paths</source>
        <translation>Fix Texture Paths</translation>
    </message>
</context>
<context>
    <name>FlipNormalsCommand</name>
    <message>
        <source>Flip Normals</source>
        <translation>Flip Normals</translation>
    </message>
</context>
<context>
    <name>FlipWindingCommand</name>
    <message>
        <source>Flip Winding</source>
        <translation>Flip Winding</translation>
    </message>
</context>
<context>
    <name>Framegroups</name>
    <message>
        <source>the model has no animation frames</source>
        <translation>the model has no animation frames</translation>
    </message>
    <message>
        <source>a group needs a first frame, a frame count, a frame rate and a loop flag</source>
        <translation>a group needs a first frame, a frame count, a frame rate and a loop flag</translation>
    </message>
    <message>
        <source>a field is not a number</source>
        <translation>a field is not a number</translation>
    </message>
    <message>
        <source>frames out of range</source>
        <translation>frames out of range</translation>
    </message>
    <message>
        <source>a NUL byte ends the text here, as the engines read the file; the rest is not read</source>
        <translation>a NUL byte ends the text here, as the engines read the file; the rest is not read</translation>
    </message>
</context>
<context>
    <name>ImportModelCommand</name>
    <message>
        <source>Import %1</source>
        <translation>Import %1</translation>
    </message>
</context>
<context>
    <name>InsertKeysCommand</name>
    <message>
        <source>Insert Keys</source>
        <translation>Insert Keys</translation>
    </message>
</context>
<context>
    <name>IqeReader</name>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices (vp) but %3 %4</source>
        <translation>mesh &quot;%1&quot;: %2 vertices (vp) but %3 %4</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: parent %2 does not exist (the file has %3 joints)</source>
        <translation>joint &quot;%1&quot;: parent %2 does not exist (the file has %3 joints)</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot; is its own ancestor (the parents form a loop)</source>
        <translation>joint &quot;%1&quot; is its own ancestor (the parents form a loop)</translation>
    </message>
    <message>
        <source>joints reordered so that every parent comes before its children</source>
        <translation>joints reordered so that every parent comes before its children</translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the extra poses are ignored</source>
        <translation>%1 base poses for %2 joints: the extra poses are ignored</translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the other joints keep the identity</source>
        <translation>%1 base poses for %2 joints: the other joints keep the identity</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; has poses but the file has no joints</source>
        <translation>animation &quot;%1&quot; has poses but the file has no joints</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: frame %2 has %3 poses for %4 joints</source>
        <translation>animation &quot;%1&quot;: frame %2 has %3 poses for %4 joints</translation>
    </message>
    <message>
        <source>vertex index %1 is past the last vertex (the file has %2)</source>
        <translation>vertex index %1 is past the last vertex (the file has %2)</translation>
    </message>
    <message>
        <source>joint index %1 in vb refers to no joint (the file has %2)</source>
        <translation>joint index %1 in vb refers to no joint (the file has %2)</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices is not a multiple of 3; the last %3 form no triangle</source>
        <translation>mesh &quot;%1&quot;: %2 vertices is not a multiple of 3; the last %3 form no triangle</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: more fs edge flags than triangles; the extra flags are ignored</source>
        <translation>mesh &quot;%1&quot;: more fs edge flags than triangles; the extra flags are ignored</translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences; the largest %2 were kept and renormalized</source>
        <translation>%1 vertices had more than %2 influences; the largest %2 were kept and renormalized</translation>
    </message>
    <message>
        <source>too many vertices</source>
        <translation>too many vertices</translation>
    </message>
    <message>
        <source>vx takes 4 numbers (tangent and handedness) or 6 (tangent and bitangent), not 5</source>
        <translation>vx takes 4 numbers (tangent and handedness) or 6 (tangent and bitangent), not 5</translation>
    </message>
    <message>
        <source>vs takes one whole number</source>
        <translation>vs takes one whole number</translation>
    </message>
    <message>
        <source>smoothing index %1 is out of range</source>
        <translation>smoothing index %1 is out of range</translation>
    </message>
    <message>
        <source>expected a joint index, found &quot;%1&quot;</source>
        <translation>expected a joint index, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>joint index %1 is out of range</source>
        <translation>joint index %1 is out of range</translation>
    </message>
    <message>
        <source>vb takes pairs of joint index and weight; the last index has no weight</source>
        <translation>vb takes pairs of joint index and weight; the last index has no weight</translation>
    </message>
    <message>
        <source>expected a vertex index, found &quot;%1&quot;</source>
        <translation>expected a vertex index, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>vertex index %1 is out of range</source>
        <translation>vertex index %1 is out of range</translation>
    </message>
    <message>
        <source>vertex index %1 is before the first vertex</source>
        <translation>vertex index %1 is before the first vertex</translation>
    </message>
    <message>
        <source>a face needs at least 3 vertex indexes</source>
        <translation>a face needs at least 3 vertex indexes</translation>
    </message>
    <message>
        <source>expected an edge flag (0 or 1), found &quot;%1&quot;</source>
        <translation>expected an edge flag (0 or 1), found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>fs needs at least 3 edge flags</source>
        <translation>fs needs at least 3 edge flags</translation>
    </message>
    <message>
        <source>pm: the rotation matrix is singular</source>
        <translation>pm: the rotation matrix is singular</translation>
    </message>
    <message>
        <source>frame before any animation: ignored</source>
        <translation>frame before any animation: ignored</translation>
    </message>
    <message>
        <source>framerate takes a positive number</source>
        <translation>framerate takes a positive number</translation>
    </message>
    <message>
        <source>framerate before any animation: ignored</source>
        <translation>framerate before any animation: ignored</translation>
    </message>
    <message>
        <source>loop before any animation: ignored</source>
        <translation>loop before any animation: ignored</translation>
    </message>
    <message>
        <source>smoothing group %1 is out of range</source>
        <translation>smoothing group %1 is out of range</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: line skipped</source>
        <translation>unknown command &quot;%1&quot;: line skipped</translation>
    </message>
    <message>
        <source>not an IQE file: the first line must be &quot;# Inter-Quake Export&quot;</source>
        <translation>not an IQE file: the first line must be &quot;# Inter-Quake Export&quot;</translation>
    </message>
    <message>
        <source>%1 more warnings not shown</source>
        <translation>%1 more warnings not shown</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>&quot;%1&quot; is not a finite number</translation>
    </message>
    <message>
        <source>expected a number, found &quot;%1&quot;</source>
        <translation>expected a number, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 takes at most %2 numbers</source>
        <translation>%1 takes at most %2 numbers</translation>
    </message>
    <message>
        <source>expected a whole number, found &quot;%1&quot;</source>
        <translation>expected a whole number, found &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>the file has poses but no joints: %n joint(s) made from the poses of a frame, without names; their parents are unknown, so each is a root</source>
        <translation>
            <numerusform>the file has poses but no joints: %n joint made from the poses of a frame, without a name; its parent is unknown, so it is a root</numerusform>
            <numerusform>the file has poses but no joints: %n joints made from the poses of a frame, without names; their parents are unknown, so each is a root</numerusform>
        </translation>
    </message>
    <message>
        <source>this normal is not a finite number (nor may later ones be); kept as stored, as the engines read it</source>
        <translation>this normal is not a finite number (nor may later ones be); kept as stored, as the engines read it</translation>
    </message>
    <message>
        <source>this tangent is not a finite number (nor may later ones be); kept as stored, as the engines read it</source>
        <translation>this tangent is not a finite number (nor may later ones be); kept as stored, as the engines read it</translation>
    </message>
</context>
<context>
    <name>IqeWriter</name>
    <message>
        <source>the name &quot;%1&quot; was written as &quot;%2&quot;: IQE names cannot hold quotes or line breaks</source>
        <translation>the name &quot;%1&quot; was written as &quot;%2&quot;: IQE names cannot hold quotes or line breaks</translation>
    </message>
    <message>
        <source>custom attribute &quot;%1&quot; left out: IQE has 10 custom slots</source>
        <translation>custom attribute &quot;%1&quot; left out: IQE has 10 custom slots</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; resampled at %2 frames per second</source>
        <translation>animation &quot;%1&quot; resampled at %2 frames per second</translation>
    </message>
</context>
<context>
    <name>IqmReader</name>
    <message>
        <source>%1: size overflows</source>
        <translation>%1: size overflows</translation>
    </message>
    <message>
        <source>%1 at byte %2 overlap the header</source>
        <translation>%1 at byte %2 overlap the header</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the data (%5 bytes)</source>
        <translation>%1 (%2 × %3 bytes at byte %4) run past the end of the data (%5 bytes)</translation>
    </message>
    <message>
        <source>string offset %1 is outside the text table (%2 bytes)</source>
        <translation>string offset %1 is outside the text table (%2 bytes)</translation>
    </message>
    <message>
        <source>%1: not a finite number</source>
        <translation>%1: not a finite number</translation>
    </message>
    <message>
        <source>not an IQM file (the magic &quot;INTERQUAKEMODEL&quot; is missing)</source>
        <translation>not an IQM file (the magic &quot;INTERQUAKEMODEL&quot; is missing)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>the file ends inside the header (%1 of %2 bytes)</translation>
    </message>
    <message>
        <source>IQM version %1 is not supported (only version 2)</source>
        <translation>IQM version %1 is not supported (only version 2)</translation>
    </message>
    <message>
        <source>the header gives a file size of %1 bytes</source>
        <translation>the header gives a file size of %1 bytes</translation>
    </message>
    <message>
        <source>the file is truncated: %1 of %2 bytes</source>
        <translation>the file is truncated: %1 of %2 bytes</translation>
    </message>
    <message>
        <source>the text table</source>
        <translation>the text table</translation>
    </message>
    <message>
        <source>vertex arrays</source>
        <translation>vertex arrays</translation>
    </message>
    <message>
        <source>vertex array %1: unknown component format %2</source>
        <translation>vertex array %1: unknown component format %2</translation>
    </message>
    <message>
        <source>vertex array %1: %2 components (1 to 4 are supported)</source>
        <translation>vertex array %1: %2 components (1 to 4 are supported)</translation>
    </message>
    <message>
        <source>vertex array %1 (%2)</source>
        <translation>vertex array %1 (%2)</translation>
    </message>
    <message>
        <source>vertex array %1 has the reserved type %2 and is skipped</source>
        <translation>vertex array %1 has the reserved type %2 and is skipped</translation>
    </message>
    <message>
        <source>a second %1 vertex array (%2) is skipped</source>
        <translation>a second %1 vertex array (%2) is skipped</translation>
    </message>
    <message>
        <source>blend indexes without blend weights are skipped</source>
        <translation>blend indexes without blend weights are skipped</translation>
    </message>
    <message>
        <source>blend weights without blend indexes are skipped</source>
        <translation>blend weights without blend indexes are skipped</translation>
    </message>
    <message>
        <source>meshes</source>
        <translation>meshes</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>mesh %1: vertices %2 to %3 are past the %4 vertices of the file</source>
        <translation>mesh %1: vertices %2 to %3 are past the %4 vertices of the file</translation>
    </message>
    <message>
        <source>mesh %1: triangles %2 to %3 are past the %4 triangles of the file</source>
        <translation>mesh %1: triangles %2 to %3 are past the %4 triangles of the file</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>mesh %1</translation>
    </message>
    <message>
        <source>%1: %2 of vertex %3 is not a finite number</source>
        <translation>%1: %2 of vertex %3 is not a finite number</translation>
    </message>
    <message>
        <source>%1: custom array &quot;%2&quot; holds a number that is not finite</source>
        <translation>%1: custom array &quot;%2&quot; holds a number that is not finite</translation>
    </message>
    <message>
        <source>%1: a blend weight of vertex %2 is not a finite number</source>
        <translation>%1: a blend weight of vertex %2 is not a finite number</translation>
    </message>
    <message>
        <source>%1: vertex %2 is bound to joint %3, but there are %4 joints</source>
        <translation>%1: vertex %2 is bound to joint %3, but there are %4 joints</translation>
    </message>
    <message>
        <source>adjacency</source>
        <translation>adjacency</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>joints</translation>
    </message>
    <message>
        <source>poses</source>
        <translation>poses</translation>
    </message>
    <message>
        <source>%1 poses for %2 joints</source>
        <translation>%1 poses for %2 joints</translation>
    </message>
    <message>
        <source>joint %1 (%2) has parent %3, which does not come before it</source>
        <translation>joint %1 (%2) has parent %3, which does not come before it</translation>
    </message>
    <message>
        <source>joint %1 (%2)</source>
        <translation>joint %1 (%2)</translation>
    </message>
    <message>
        <source>pose %1 has parent %2, which does not come before it</source>
        <translation>pose %1 has parent %2, which does not come before it</translation>
    </message>
    <message>
        <source>pose %1: channel mask bits above the ten channels are ignored</source>
        <translation>pose %1: channel mask bits above the ten channels are ignored</translation>
    </message>
    <message>
        <source>pose %1 channel offsets</source>
        <translation>pose %1 channel offsets</translation>
    </message>
    <message>
        <source>pose %1 channel scales</source>
        <translation>pose %1 channel scales</translation>
    </message>
    <message>
        <source>%1 frame channels, but the poses&apos; masks select %2</source>
        <translation>%1 frame channels, but the poses&apos; masks select %2</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animations</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>frames</translation>
    </message>
    <message>
        <source>animations without poses</source>
        <translation>animations without poses</translation>
    </message>
    <message>
        <source>animation %1 (%2): frames %3 to %4 are past the %5 frames of the file</source>
        <translation>animation %1 (%2): frames %3 to %4 are past the %5 frames of the file</translation>
    </message>
    <message>
        <source>animation %1 (%2): the frame rate is not a finite number</source>
        <translation>animation %1 (%2): the frame rate is not a finite number</translation>
    </message>
    <message>
        <source>animation %1 (%2) has frame rate %3; %4 is used</source>
        <translation>animation %1 (%2) has frame rate %3; %4 is used</translation>
    </message>
    <message>
        <source>animation %1 (%2), frame %3: joint %4 takes a value that is not finite</source>
        <translation>animation %1 (%2), frame %3: joint %4 takes a value that is not finite</translation>
    </message>
    <message>
        <source>the bounds (%1 frames at byte %2) run past the end of the data and are ignored</source>
        <translation>the bounds (%1 frames at byte %2) run past the end of the data and are ignored</translation>
    </message>
    <message>
        <source>the bounds of frame %1 are not finite numbers and are ignored</source>
        <translation>the bounds of frame %1 are not finite numbers and are ignored</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>the comment</translation>
    </message>
    <message>
        <source>%1 extensions cannot fit in %2 bytes</source>
        <translation>%1 extensions cannot fit in %2 bytes</translation>
    </message>
    <message>
        <source>extension %1</source>
        <translation>extension %1</translation>
    </message>
    <message>
        <source>the data of extension %1 (%2)</source>
        <translation>the data of extension %1 (%2)</translation>
    </message>
    <message>
        <source>the extension list ends after %1 of %2 extensions</source>
        <translation>the extension list ends after %1 of %2 extensions</translation>
    </message>
    <message>
        <source>animation %1 (%2): %3 frames of %4 joints</source>
        <translation>animation %1 (%2): %3 frames of %4 joints</translation>
    </message>
    <message>
        <source>%1 would take more than %2 MiB, over %3 times the file&apos;s size: refused</source>
        <translation>%1 would take more than %2 MiB, over %3 times the file&apos;s size: refused</translation>
    </message>
    <message>
        <source>mesh %1: triangle %2 uses vertex %3, past the %4 vertices of the file</source>
        <translation>mesh %1: triangle %2 uses vertex %3, past the %4 vertices of the file</translation>
    </message>
    <message>
        <source>mesh %1: the vertices its triangles use outside its range would take more than %2 MiB</source>
        <translation>mesh %1: the vertices its triangles use outside its range would take more than %2 MiB</translation>
    </message>
    <message numerus="yes">
        <source>mesh %1: its triangles use %n vertices stored outside its vertices %2 to %3 (the first: %4); they are read from the file&apos;s arrays, as the engines read them, and the file is written back as it was</source>
        <translation>
            <numerusform>mesh %1: its triangles use %n vertex stored outside its vertices %2 to %3 (the first: %4); it is read from the file&apos;s arrays, as the engines read it, and the file is written back as it was</numerusform>
            <numerusform>mesh %1: its triangles use %n vertices stored outside its vertices %2 to %3 (the first: %4); they are read from the file&apos;s arrays, as the engines read them, and the file is written back as it was</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end the header gives (%1 bytes) are not read; a save without edits keeps them</source>
        <translation>
            <numerusform>%n byte after the end the header gives (%1 bytes) is not read; a save without edits keeps it</numerusform>
            <numerusform>%n bytes after the end the header gives (%1 bytes) are not read; a save without edits keeps them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of vertex %3 is not a finite number (%n vertices have one); kept as stored, as the engines read it</source>
        <translation>
            <numerusform>%1: %2 of vertex %3 is not a finite number (%n vertex has one); kept as stored, as the engines read it</numerusform>
            <numerusform>%1: %2 of vertex %3 is not a finite number (%n vertices have one); kept as stored, as the engines read it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IqmWriter</name>
    <message numerus="yes">
        <source>%n vertices had more than 4 influences; the 4 largest are kept, renormalized</source>
        <translation>
            <numerusform>%n vertex had more than 4 influences; the 4 largest are kept, renormalized</numerusform>
            <numerusform>%n vertices had more than 4 influences; the 4 largest are kept, renormalized</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinAnimationsCommand</name>
    <message>
        <source>Join Clips</source>
        <translation>Join Clips</translation>
    </message>
</context>
<context>
    <name>LimitInfluencesCommand</name>
    <message>
        <source>Limit Influences</source>
        <translation>Limit Influences</translation>
    </message>
</context>
<context>
    <name>MakeFaceCommand</name>
    <message>
        <source>Make Face</source>
        <translation>Make Face</translation>
    </message>
</context>
<context>
    <name>MakeLoopSeamlessCommand</name>
    <message>
        <source>Make Loop Seamless</source>
        <translation>Make Loop Seamless</translation>
    </message>
</context>
<context>
    <name>Md5Reader</name>
    <message>
        <source>%1 expected</source>
        <translation>%1 expected</translation>
    </message>
    <message>
        <source>%1 %2 is more than the file can hold</source>
        <translation>%1 %2 is more than the file can hold</translation>
    </message>
    <message>
        <source>hierarchy before numJoints and numAnimatedComponents</source>
        <translation>hierarchy before numJoints and numAnimatedComponents</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: parent %2 is not an earlier joint</source>
        <translation>joint &quot;%1&quot;: parent %2 is not an earlier joint</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: flags %2 are not a set of the six channels (0 to 63)</source>
        <translation>joint &quot;%1&quot;: flags %2 are not a set of the six channels (0 to 63)</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: its channels from %2 on pass numAnimatedComponents %3</source>
        <translation>joint &quot;%1&quot;: its channels from %2 on pass numAnimatedComponents %3</translation>
    </message>
    <message>
        <source>more joints in the hierarchy than numJoints %1</source>
        <translation>more joints in the hierarchy than numJoints %1</translation>
    </message>
    <message>
        <source>bounds before numFrames</source>
        <translation>bounds before numFrames</translation>
    </message>
    <message>
        <source>more bounds than numFrames %1</source>
        <translation>more bounds than numFrames %1</translation>
    </message>
    <message>
        <source>baseframe before numJoints</source>
        <translation>baseframe before numJoints</translation>
    </message>
    <message>
        <source>more base frame joints than numJoints %1</source>
        <translation>more base frame joints than numJoints %1</translation>
    </message>
    <message>
        <source>a frame before numFrames and numAnimatedComponents</source>
        <translation>a frame before numFrames and numAnimatedComponents</translation>
    </message>
    <message>
        <source>frame %1 of %2 frames</source>
        <translation>frame %1 of %2 frames</translation>
    </message>
    <message>
        <source>frame %1 a second time</source>
        <translation>frame %1 a second time</translation>
    </message>
    <message>
        <source>frame %1 has %2 values; numAnimatedComponents is %3</source>
        <translation>frame %1 has %2 values; numAnimatedComponents is %3</translation>
    </message>
    <message>
        <source>frame %1 has more values than numAnimatedComponents %2</source>
        <translation>frame %1 has more values than numAnimatedComponents %2</translation>
    </message>
    <message>
        <source>MD5 version %1; Doom 3 reads version 10</source>
        <translation>MD5 version %1; Doom 3 reads version 10</translation>
    </message>
    <message>
        <source>frameRate %1 is not above 0</source>
        <translation>frameRate %1 is not above 0</translation>
    </message>
    <message>
        <source>numAnimatedComponents before numFrames and numJoints</source>
        <translation>numAnimatedComponents before numFrames and numJoints</translation>
    </message>
    <message>
        <source>numAnimatedComponents %1 is more than 6 for each of %2 joints</source>
        <translation>numAnimatedComponents %1 is more than 6 for each of %2 joints</translation>
    </message>
    <message>
        <source>%1 frames of %2 values are more than the file can hold</source>
        <translation>%1 frames of %2 values are more than the file can hold</translation>
    </message>
    <message>
        <source>a keyword expected</source>
        <translation>a keyword expected</translation>
    </message>
    <message>
        <source>unknown keyword &quot;%1&quot;</source>
        <translation>unknown keyword &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no MD5Version line: not an MD5 file</source>
        <translation>no MD5Version line: not an MD5 file</translation>
    </message>
    <message>
        <source>numFrames, numJoints or numAnimatedComponents missing</source>
        <translation>numFrames, numJoints or numAnimatedComponents missing</translation>
    </message>
    <message>
        <source>the hierarchy or the base frame is missing</source>
        <translation>the hierarchy or the base frame is missing</translation>
    </message>
    <message>
        <source>%1 of the %2 frames are missing</source>
        <translation>%1 of the %2 frames are missing</translation>
    </message>
    <message>
        <source>%1 bounds for %2 frames</source>
        <translation>%1 bounds for %2 frames</translation>
    </message>
    <message>
        <source>%1 frames of %2 joints take more memory than a file of this size may</source>
        <translation>%1 frames of %2 joints take more memory than a file of this size may</translation>
    </message>
    <message numerus="yes">
        <source>%n joint(s) of the animation not in the model, left out: %1</source>
        <translation>
            <numerusform>%n joint of the animation not in the model, left out: %1</numerusform>
            <numerusform>%n joints of the animation not in the model, left out: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a quoted name</source>
        <translation>a quoted name</translation>
    </message>
    <message>
        <source>a closing quote on the same line</source>
        <translation>a closing quote on the same line</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>joints before numJoints</source>
        <translation>joints before numJoints</translation>
    </message>
    <message>
        <source>a second joints block</source>
        <translation>a second joints block</translation>
    </message>
    <message>
        <source>more joints than numJoints %1</source>
        <translation>more joints than numJoints %1</translation>
    </message>
    <message>
        <source>a mesh before the joints</source>
        <translation>a mesh before the joints</translation>
    </message>
    <message>
        <source>a second numverts</source>
        <translation>a second numverts</translation>
    </message>
    <message>
        <source>vert before numverts</source>
        <translation>vert before numverts</translation>
    </message>
    <message>
        <source>more vertices than numverts %1</source>
        <translation>more vertices than numverts %1</translation>
    </message>
    <message>
        <source>vertex %1: weights %2 to %3 (a vertex needs at least one)</source>
        <translation>vertex %1: weights %2 to %3 (a vertex needs at least one)</translation>
    </message>
    <message>
        <source>a second numtris</source>
        <translation>a second numtris</translation>
    </message>
    <message>
        <source>tri before numtris</source>
        <translation>tri before numtris</translation>
    </message>
    <message>
        <source>more triangles than numtris %1</source>
        <translation>more triangles than numtris %1</translation>
    </message>
    <message>
        <source>triangle %1: vertex %2 of %3</source>
        <translation>triangle %1: vertex %2 of %3</translation>
    </message>
    <message>
        <source>a second numweights</source>
        <translation>a second numweights</translation>
    </message>
    <message>
        <source>weight before numweights</source>
        <translation>weight before numweights</translation>
    </message>
    <message>
        <source>more weights than numweights %1</source>
        <translation>more weights than numweights %1</translation>
    </message>
    <message>
        <source>weight %1: joint %2 of %3</source>
        <translation>weight %1: joint %2 of %3</translation>
    </message>
    <message>
        <source>the mesh has no closing &quot;}&quot;</source>
        <translation>the mesh has no closing &quot;}&quot;</translation>
    </message>
    <message>
        <source>a mesh keyword expected</source>
        <translation>a mesh keyword expected</translation>
    </message>
    <message>
        <source>unknown mesh keyword &quot;%1&quot;</source>
        <translation>unknown mesh keyword &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the mesh ends with %1 of %2 vertices, %3 of %4 triangles and %5 of %6 weights</source>
        <translation>the mesh ends with %1 of %2 vertices, %3 of %4 triangles and %5 of %6 weights</translation>
    </message>
    <message>
        <source>vertex %1: weights %2 to %3 of %4</source>
        <translation>vertex %1: weights %2 to %3 of %4</translation>
    </message>
    <message>
        <source>the meshes take more memory than a file of this size may</source>
        <translation>the meshes take more memory than a file of this size may</translation>
    </message>
    <message>
        <source>no joints block</source>
        <translation>no joints block</translation>
    </message>
    <message>
        <source>not an MD5 animation (.md5anim)</source>
        <translation>not an MD5 animation (.md5anim)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is MD5 version 6 (Doom 3&apos;s alpha), which no released engine reads</source>
        <translation>&quot;%1&quot; is MD5 version 6 (Doom 3&apos;s alpha), which no released engine reads</translation>
    </message>
    <message>
        <source>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 reads the first %1)</source>
        <translation>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 reads the first %1)</translation>
    </message>
    <message>
        <source>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 refuses the file)</source>
        <translation>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 refuses the file)</translation>
    </message>
</context>
<context>
    <name>Md5Writer</name>
    <message>
        <source>animation &quot;%1&quot; resampled at %2 frames per second</source>
        <translation>animation &quot;%1&quot; resampled at %2 frames per second</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: morph target weights left out</source>
        <translation>animation &quot;%1&quot;: morph target weights left out</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: joint scale left out</source>
        <translation>animation &quot;%1&quot;: joint scale left out</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; was written as &quot;%2&quot;: MD5 names cannot hold quotes or line breaks</source>
        <translation>the name &quot;%1&quot; was written as &quot;%2&quot;: MD5 names cannot hold quotes or line breaks</translation>
    </message>
    <message>
        <source>joint scale left out: MD5 joints have none</source>
        <translation>joint scale left out: MD5 joints have none</translation>
    </message>
    <message>
        <source>vertices without weights are bound to an added joint &quot;%1&quot;</source>
        <translation>vertices without weights are bound to an added joint &quot;%1&quot;</translation>
    </message>
    <message>
        <source>morph targets left out: MD5 cannot hold them</source>
        <translation>morph targets left out: MD5 cannot hold them</translation>
    </message>
    <message numerus="yes">
        <source>normals left out: MD5 stores none, and the engine derives them from the triangles&apos; winding; %n vertex normal(s) of the model differ from those and are lost</source>
        <translation>
            <numerusform>normals left out: MD5 stores none, and the engine derives them from the triangles&apos; winding; %n vertex normal of the model differs from those and is lost</numerusform>
            <numerusform>normals left out: MD5 stores none, and the engine derives them from the triangles&apos; winding; %n vertex normals of the model differ from those and are lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) written anew from the edited clip; every other line as stored</source>
        <translation>
            <numerusform>%1: %n line written anew from the edited clip; every other line as stored</numerusform>
            <numerusform>%1: %n lines written anew from the edited clip; every other line as stored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeMeshesCommand</name>
    <message>
        <source>Merge Meshes</source>
        <translation>Merge Meshes</translation>
    </message>
</context>
<context>
    <name>MergeVerticesCommand</name>
    <message>
        <source>Merge Vertices</source>
        <translation>Merge Vertices</translation>
    </message>
</context>
<context>
    <name>Mesh</name>
    <message>
        <source>%1 normals for %2 vertices</source>
        <translation>%1 normals for %2 vertices</translation>
    </message>
    <message>
        <source>%1 tangents for %2 vertices</source>
        <translation>%1 tangents for %2 vertices</translation>
    </message>
    <message>
        <source>%1 bitangents for %2 vertices</source>
        <translation>%1 bitangents for %2 vertices</translation>
    </message>
    <message>
        <source>%1 colors for %2 vertices</source>
        <translation>%1 colors for %2 vertices</translation>
    </message>
    <message>
        <source>%1 texture coordinates for %2 vertices</source>
        <translation>%1 texture coordinates for %2 vertices</translation>
    </message>
    <message>
        <source>blend data does not match %1 vertices</source>
        <translation>blend data does not match %1 vertices</translation>
    </message>
    <message>
        <source>custom attribute %1 does not match %2 vertices</source>
        <translation>custom attribute %1 does not match %2 vertices</translation>
    </message>
    <message>
        <source>triangle %1 uses vertex %2 of %3</source>
        <translation>triangle %1 uses vertex %2 of %3</translation>
    </message>
</context>
<context>
    <name>MirrorCommand</name>
    <message>
        <source>Mirror</source>
        <translation>Mirror</translation>
    </message>
</context>
<context>
    <name>MoveCurveKeyCommand</name>
    <message>
        <source>Move Curve Key</source>
        <translation>Move Curve Key</translation>
    </message>
</context>
<context>
    <name>MoveJointCommand</name>
    <message>
        <source>Move Joint</source>
        <translation>Move Joint</translation>
    </message>
    <message>
        <source>Move Joint &quot;%1&quot;</source>
        <translation>Move Joint &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>NormalizeWeightsCommand</name>
    <message>
        <source>Normalize Weights</source>
        <translation>Normalize Weights</translation>
    </message>
</context>
<context>
    <name>PasteKeysCommand</name>
    <message>
        <source>Paste Keys</source>
        <translation>Paste Keys</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
</context>
<context>
    <name>QmReader</name>
    <message>
        <source>the file holds no model</source>
        <translation>the file holds no model</translation>
    </message>
    <message>
        <source>expected &apos;model&apos;, found %1</source>
        <translation>expected &apos;model&apos;, found %1</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; after %2, found %3</source>
        <translation>expected &apos;%1&apos; after %2, found %3</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>expected a number, found %1</translation>
    </message>
    <message>
        <source>malformed number %1</source>
        <translation>malformed number %1</translation>
    </message>
    <message>
        <source>number %1 is too large</source>
        <translation>number %1 is too large</translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found fewer</source>
        <translation>
            <numerusform>%1() takes %n number, found fewer</numerusform>
            <numerusform>%1() takes %n numbers, found fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found more</source>
        <translation>
            <numerusform>%1() takes %n number, found more</numerusform>
            <numerusform>%1() takes %n numbers, found more</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in %2(), found %3</source>
        <translation>expected &apos;%1&apos; in %2(), found %3</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in tm(), found %2</source>
        <translation>expected &apos;%1&apos; in tm(), found %2</translation>
    </message>
    <message>
        <source>surface() needs two whole numbers of at least 1, found %1, %2</source>
        <translation>surface() needs two whole numbers of at least 1, found %1, %2</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) declares %3 CVs, more than the file can hold</source>
        <translation>surface( %1, %2 ) declares %3 CVs, more than the file can hold</translation>
    </message>
    <message>
        <source>the CV list of the surface at line %1 is not closed</source>
        <translation>the CV list of the surface at line %1 is not closed</translation>
    </message>
    <message>
        <source>expected CV( ) or &apos;}&apos; in the surface&apos;s CV list, found %1</source>
        <translation>expected CV( ) or &apos;}&apos; in the surface&apos;s CV list, found %1</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) at line %3 holds more than %4 CVs</source>
        <translation>surface( %1, %2 ) at line %3 holds more than %4 CVs</translation>
    </message>
    <message>
        <source>CV multiplicity must be 0 or 1, found %1</source>
        <translation>CV multiplicity must be 0 or 1, found %1</translation>
    </message>
    <message>
        <source>CV multiplicity %1 is beyond the documented 0 or 1; the CV is used %2 times</source>
        <translation>CV multiplicity %1 is beyond the documented 0 or 1; the CV is used %2 times</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) needs %3 CVs, found %4</source>
        <translation>surface( %1, %2 ) needs %3 CVs, found %4</translation>
    </message>
    <message>
        <source>the u multiplicity differs from the first CV of its column; the larger one is used</source>
        <translation>the u multiplicity differs from the first CV of its column; the larger one is used</translation>
    </message>
    <message>
        <source>the v multiplicity differs from the first CV of its row; the larger one is used</source>
        <translation>the v multiplicity differs from the first CV of its row; the larger one is used</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close %1(, found %2</source>
        <translation>expected &apos;)&apos; to close %1(, found %2</translation>
    </message>
    <message>
        <source>the model starting at line %1 is not closed</source>
        <translation>the model starting at line %1 is not closed</translation>
    </message>
    <message>
        <source>expected a function or &apos;}&apos;, found %1</source>
        <translation>expected a function or &apos;}&apos;, found %1</translation>
    </message>
    <message>
        <source>unknown function %1(); kept as written</source>
        <translation>unknown function %1(); kept as written</translation>
    </message>
    <message>
        <source>a model holds one primitive or surface; this one already has one (line %1)</source>
        <translation>a model holds one primitive or surface; this one already has one (line %1)</translation>
    </message>
    <message>
        <source>%1() takes no parameters</source>
        <translation>%1() takes no parameters</translation>
    </message>
    <message>
        <source>CV( ) outside a surface&apos;s CV list</source>
        <translation>CV( ) outside a surface&apos;s CV list</translation>
    </message>
    <message>
        <source>%1() given twice in one model (first at line %2)</source>
        <translation>%1() given twice in one model (first at line %2)</translation>
    </message>
    <message>
        <source>the model starting at line %1 has no primitive or surface</source>
        <translation>the model starting at line %1 has no primitive or surface</translation>
    </message>
</context>
<context>
    <name>RecomputeNormalsCommand</name>
    <message>
        <source>Recompute Normals</source>
        <translation>Recompute Normals</translation>
    </message>
</context>
<context>
    <name>ReloadModelCommand</name>
    <message>
        <source>Reload from Disk</source>
        <translation>Reload from Disk</translation>
    </message>
</context>
<context>
    <name>RemoveAnimationCommand</name>
    <message>
        <source>Delete Clip</source>
        <translation>Delete Clip</translation>
    </message>
</context>
<context>
    <name>RemoveJointsCommand</name>
    <message>
        <source>Remove Joints</source>
        <translation>Remove Joints</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Joint(s)</source>
        <translation>
            <numerusform>Remove %n Joint</numerusform>
            <numerusform>Remove %n Joints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameCommand</name>
    <message>
        <source>Rename to &quot;%1&quot;</source>
        <translation>Rename to &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>RenameJointsCommand</name>
    <message>
        <source>Rename Joints</source>
        <translation>Rename Joints</translation>
    </message>
</context>
<context>
    <name>ReparentJointCommand</name>
    <message>
        <source>Reparent Joint</source>
        <translation>Reparent Joint</translation>
    </message>
    <message>
        <source>Reparent &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>Reparent &quot;%1&quot; to &quot;%2&quot;</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(root)</translation>
    </message>
</context>
<context>
    <name>RetimeKeysCommand</name>
    <message>
        <source>Move Keys</source>
        <translation>Move Keys</translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation>Scale Keys</translation>
    </message>
</context>
<context>
    <name>RetimeRangeCommand</name>
    <message>
        <source>Retime Range</source>
        <translation>Retime Range</translation>
    </message>
</context>
<context>
    <name>ReverseRangeCommand</name>
    <message>
        <source>Reverse Range</source>
        <translation>Reverse Range</translation>
    </message>
</context>
<context>
    <name>SceneRenderer</name>
    <message>
        <source>Shader %1 does not compile: %2</source>
        <translation>Shader %1 does not compile: %2</translation>
    </message>
    <message>
        <source>Shaders do not link: %1</source>
        <translation>Shaders do not link: %1</translation>
    </message>
    <message>
        <source>No OpenGL context.</source>
        <translation>No OpenGL context.</translation>
    </message>
    <message>
        <source>OpenGL 3.3 core is not available (got %1.%2).</source>
        <translation>OpenGL 3.3 core is not available (got %1.%2).</translation>
    </message>
</context>
<context>
    <name>SetAnimationSettingsCommand</name>
    <message>
        <source>Edit Animation &quot;%1&quot;</source>
        <translation>Edit Animation &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>SetInterpolationCommand</name>
    <message>
        <source>Set Interpolation</source>
        <translation>Set Interpolation</translation>
    </message>
</context>
<context>
    <name>SetJointCommand</name>
    <message>
        <source>Edit Joint &quot;%1&quot;</source>
        <translation>Edit Joint &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>SetJointRotationKeyCommand</name>
    <message>
        <source>Pose Joint</source>
        <translation>Pose Joint</translation>
    </message>
    <message>
        <source>Pose %1</source>
        <translation>Pose %1</translation>
    </message>
</context>
<context>
    <name>SetKeyCommand</name>
    <message>
        <source>Set Key</source>
        <translation>Set Key</translation>
    </message>
</context>
<context>
    <name>SetMaterialCommand</name>
    <message>
        <source>Edit Material &quot;%1&quot;</source>
        <translation>Edit Material &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>SetMeshMaterialCommand</name>
    <message>
        <source>Set Material</source>
        <translation>Set Material</translation>
    </message>
</context>
<context>
    <name>SetMorphKeyCommand</name>
    <message>
        <source>Set Morph Key</source>
        <translation>Set Morph Key</translation>
    </message>
</context>
<context>
    <name>SplitAnimationCommand</name>
    <message>
        <source>Split Clip</source>
        <translation>Split Clip</translation>
    </message>
</context>
<context>
    <name>SplitMeshCommand</name>
    <message>
        <source>Split Mesh</source>
        <translation>Split Mesh</translation>
    </message>
</context>
<context>
    <name>SubdivideCommand</name>
    <message>
        <source>Subdivide</source>
        <translation>Subdivide</translation>
    </message>
</context>
<context>
    <name>Tessellate</name>
    <message>
        <source>light &quot;%1&quot; has no geometry and is left out</source>
        <translation>light &quot;%1&quot; has no geometry and is left out</translation>
    </message>
    <message>
        <source>curve &quot;%1&quot; has no surface and is left out</source>
        <translation>curve &quot;%1&quot; has no surface and is left out</translation>
    </message>
    <message>
        <source>shape &quot;%1&quot; gives no triangles and is left out</source>
        <translation>shape &quot;%1&quot; gives no triangles and is left out</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>the model has no animation to write</source>
        <translation>the model has no animation to write</translation>
    </message>
    <message>
        <source>only the first of %1 animations written: a .md5anim holds one</source>
        <translation>only the first of %1 animations written: a .md5anim holds one</translation>
    </message>
    <message>
        <source>the block of mesh %1 written anew from the edited mesh (its own spacing and number formatting are not kept); the rest of %2 as stored</source>
        <translation>the block of mesh %1 written anew from the edited mesh (its own spacing and number formatting are not kept); the rest of %2 as stored</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) written anew from the edited model (%2 joints, %3 weights, %4 other lines); every other line as stored</source>
        <translation>
            <numerusform>%1: %n line written anew from the edited model (%2 joints, %3 weights, %4 other lines); every other line as stored</numerusform>
            <numerusform>%1: %n lines written anew from the edited model (%2 joints, %3 weights, %4 other lines); every other line as stored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineRows</name>
    <message>
        <source>All keys</source>
        <translation>All keys</translation>
    </message>
    <message>
        <source>joint %1</source>
        <translation>joint %1</translation>
    </message>
    <message>
        <source>mesh %1 / target %2</source>
        <translation>mesh %1 / target %2</translation>
    </message>
</context>
<context>
    <name>TransformVerticesCommand</name>
    <message>
        <source>Transform Vertices</source>
        <translation>Transform Vertices</translation>
    </message>
</context>
<context>
    <name>TrimAnimationCommand</name>
    <message>
        <source>Trim Clip</source>
        <translation>Trim Clip</translation>
    </message>
</context>
<context>
    <name>UnweldVerticesCommand</name>
    <message>
        <source>Unweld Vertices</source>
        <translation>Unweld Vertices</translation>
    </message>
</context>
<context>
    <name>ViewportWidget</name>
    <message>
        <source>Perspective</source>
        <translation>Perspective</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
</context>
<context>
    <name>WeldVerticesCommand</name>
    <message>
        <source>Weld Vertices</source>
        <translation>Weld Vertices</translation>
    </message>
    <message>
        <source>Weld Vertices by Position</source>
        <translation>Weld Vertices by Position</translation>
    </message>
</context>
<context>
    <name>XmfMesh</name>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has more &lt;TEXCOORD&gt; elements</source>
        <translation>NUMTEXCOORDS=&quot;%1&quot; but the vertex has more &lt;TEXCOORD&gt; elements</translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has more &lt;INFLUENCE&gt; elements</source>
        <translation>NUMINFLUENCES=&quot;%1&quot; but the vertex has more &lt;INFLUENCE&gt; elements</translation>
    </message>
    <message>
        <source>influence ID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>influence ID %1 is not a bone of the skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>influence ID %1 is negative</source>
        <translation>influence ID %1 is negative</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;VERTEX&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;VERTEX&gt;</translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; needs a &lt;POS&gt; and a &lt;NORM&gt;</source>
        <translation>&lt;VERTEX&gt; needs a &lt;POS&gt; and a &lt;NORM&gt;</translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; has more than one &lt;POS&gt; or &lt;NORM&gt;</source>
        <translation>&lt;VERTEX&gt; has more than one &lt;POS&gt; or &lt;NORM&gt;</translation>
    </message>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has %2 &lt;TEXCOORD&gt; elements</source>
        <translation>NUMTEXCOORDS=&quot;%1&quot; but the vertex has %2 &lt;TEXCOORD&gt; elements</translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has %2 &lt;INFLUENCE&gt; elements</source>
        <translation>NUMINFLUENCES=&quot;%1&quot; but the vertex has %2 &lt;INFLUENCE&gt; elements</translation>
    </message>
    <message>
        <source>the submesh has springs but the vertex has no &lt;PHYSIQUE&gt;</source>
        <translation>the submesh has springs but the vertex has no &lt;PHYSIQUE&gt;</translation>
    </message>
    <message>
        <source>%1 influence slots for each of %2 vertices: more than the file can hold</source>
        <translation>%1 influence slots for each of %2 vertices: more than the file can hold</translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has more &lt;FACE&gt; elements</source>
        <translation>NUMFACES=&quot;%1&quot; but the submesh has more &lt;FACE&gt; elements</translation>
    </message>
    <message>
        <source>face vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>face vertex %1 is out of range (the submesh has %2 vertices)</translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has more &lt;SPRING&gt; elements</source>
        <translation>NUMSPRINGS=&quot;%1&quot; but the submesh has more &lt;SPRING&gt; elements</translation>
    </message>
    <message>
        <source>spring vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>spring vertex %1 is out of range (the submesh has %2 vertices)</translation>
    </message>
    <message>
        <source>blend vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>blend vertex %1 is out of range (the submesh has %2 vertices)</translation>
    </message>
    <message>
        <source>blend vertex %1 is not in increasing order</source>
        <translation>blend vertex %1 is not in increasing order</translation>
    </message>
    <message>
        <source>unexpected &lt;%1&gt; in &lt;BLENDVERTEX&gt;</source>
        <translation>unexpected &lt;%1&gt; in &lt;BLENDVERTEX&gt;</translation>
    </message>
    <message>
        <source>NUMBLENDVERTS=&quot;%1&quot; but the morph has %2 &lt;BLENDVERTEX&gt; elements</source>
        <translation>NUMBLENDVERTS=&quot;%1&quot; but the morph has %2 &lt;BLENDVERTEX&gt; elements</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SUBMESH&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;SUBMESH&gt;</translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has %2 &lt;FACE&gt; elements</source>
        <translation>NUMFACES=&quot;%1&quot; but the submesh has %2 &lt;FACE&gt; elements</translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has %2 &lt;SPRING&gt; elements</source>
        <translation>NUMSPRINGS=&quot;%1&quot; but the submesh has %2 &lt;SPRING&gt; elements</translation>
    </message>
    <message>
        <source>NUMMORPHS=&quot;%1&quot; but the submesh has %2 &lt;MORPH&gt; elements</source>
        <translation>NUMMORPHS=&quot;%1&quot; but the submesh has %2 &lt;MORPH&gt; elements</translation>
    </message>
</context>
<context>
    <name>quarry</name>
    <message>
        <source>warning: </source>
        <translation>warning: </translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Print what a model file holds.</source>
        <translation>Print what a model file holds.</translation>
    </message>
    <message>
        <source>The info subcommand.</source>
        <translation>The info subcommand.</translation>
    </message>
    <message>
        <source>The model file.</source>
        <translation>The model file.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Print JSON instead of text.</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>error: </translation>
    </message>
    <message>
        <source>error: --%1 takes a positive number, not &quot;%2&quot;</source>
        <translation>error: --%1 takes a positive number, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>error: give --scale or --height, not both</source>
        <translation>error: give --scale or --height, not both</translation>
    </message>
    <message>
        <source>error: --up takes z or y</source>
        <translation>error: --up takes z or y</translation>
    </message>
    <message>
        <source>The convert subcommand.</source>
        <translation>The convert subcommand.</translation>
    </message>
    <message>
        <source>The model to read.</source>
        <translation>The model to read.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>The file to write.</translation>
    </message>
    <message>
        <source>Output format id, where the extension does not say.</source>
        <translation>Output format id, where the extension does not say.</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>Resample every animation to this frame rate.</source>
        <translation>Resample every animation to this frame rate.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Multiply every length by this factor.</source>
        <translation>Multiply every length by this factor.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Scale so the model stands this tall (bind pose, Z extent).</source>
        <translation>Scale so the model stands this tall (bind pose, Z extent).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>axis</translation>
    </message>
    <message>
        <source>Keep at most N weights per vertex (largest, renormalized).</source>
        <translation>Keep at most N weights per vertex (largest, renormalized).</translation>
    </message>
    <message>
        <source>error: %1: Quarry cannot write this format</source>
        <translation>error: %1: Quarry cannot write this format</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>error: %1: %2</translation>
    </message>
    <message>
        <source>Model files to open in the editor.</source>
        <translation>Model files to open in the editor.</translation>
    </message>
    <message>
        <source>[FILE...]</source>
        <translation>[FILE...]</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>cannot open: %1</translation>
    </message>
    <message>
        <source>could not read the whole file: %1</source>
        <translation>could not read the whole file: %1</translation>
    </message>
    <message>
        <source>Quarry cannot write this format</source>
        <translation>Quarry cannot write this format</translation>
    </message>
    <message>
        <source>All models (%1)</source>
        <translation>All models (%1)</translation>
    </message>
    <message>
        <source>Meshes: %1 (%2 vertices, %3 triangles)
</source>
        <translation>Meshes: %1 (%2 vertices, %3 triangles)
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 vertices, %3 triangles, material &quot;%4&quot;
</source>
        <translation>  &quot;%1&quot;: %2 vertices, %3 triangles, material &quot;%4&quot;
</translation>
    </message>
    <message>
        <source>Materials: %1
</source>
        <translation>Materials: %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;%2
</source>
        <translation>  &quot;%1&quot;%2
</translation>
    </message>
    <message>
        <source>Joints: %1
</source>
        <translation>Joints: %1
</translation>
    </message>
    <message>
        <source>  %1 &quot;%2&quot; parent %3
</source>
        <translation>  %1 &quot;%2&quot; parent %3
</translation>
    </message>
    <message>
        <source>Animations: %1
</source>
        <translation>Animations: %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 frames at %3 fps, %4
</source>
        <translation>  &quot;%1&quot;: %2 frames at %3 fps, %4
</translation>
    </message>
    <message>
        <source>looping</source>
        <translation>looping</translation>
    </message>
    <message>
        <source>not looping</source>
        <translation>not looping</translation>
    </message>
    <message>
        <source>Shapes: %1
</source>
        <translation>Shapes: %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2
</source>
        <translation>  &quot;%1&quot;: %2
</translation>
    </message>
    <message>
        <source>the model has no height to scale to %1</source>
        <translation>the model has no height to scale to %1</translation>
    </message>
    <message>
        <source>scaled by %1 to a height of %2</source>
        <translation>scaled by %1 to a height of %2</translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences: kept the largest, renormalized</source>
        <translation>%1 vertices had more than %2 influences: kept the largest, renormalized</translation>
    </message>
    <message>
        <source>Merge identical vertices of formats imported through Assimp.</source>
        <translation>Merge identical vertices of formats imported through Assimp.</translation>
    </message>
    <message>
        <source>error: --smooth-normals takes an angle from 0 to 180 degrees</source>
        <translation>error: --smooth-normals takes an angle from 0 to 180 degrees</translation>
    </message>
    <message>
        <source>Convert a model file to another format, chosen by the output&apos;s extension.
An .xmf output gets its skeleton, animations and materials written beside it (BASE.xsf, BASE_ANIMATION.xaf, BASE_N.xrf).</source>
        <translation>Convert a model file to another format, chosen by the output&apos;s extension.
An .xmf output gets its skeleton, animations and materials written beside it (BASE.xsf, BASE_ANIMATION.xaf, BASE_N.xrf).</translation>
    </message>
    <message>
        <source>Merge vertices that agree in every attribute.</source>
        <translation>Merge vertices that agree in every attribute.</translation>
    </message>
    <message>
        <source>Point every normal the other way.</source>
        <translation>Point every normal the other way.</translation>
    </message>
    <message>
        <source>Recompute normals, smoothing where faces meet at most this angle.</source>
        <translation>Recompute normals, smoothing where faces meet at most this angle.</translation>
    </message>
    <message>
        <source>degrees</source>
        <translation>degrees</translation>
    </message>
    <message>
        <source>Recompute normals by the IQE smoothing groups.</source>
        <translation>Recompute normals by the IQE smoothing groups.</translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one.</source>
        <translation>Scale each vertex&apos;s weights to sum to one.</translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to.</source>
        <translation>Remove joints no vertex is weighted to.</translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0.</source>
        <translation>Move the model so its lowest point is at Z = 0.</translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis.</source>
        <translation>Move the model so it is centred on the Z axis.</translation>
    </message>
    <message>
        <source>Keep only the file names of texture paths.</source>
        <translation>Keep only the file names of texture paths.</translation>
    </message>
    <message>
        <source>Change texture paths&apos; extension (e.g. png).</source>
        <translation>Change texture paths&apos; extension (e.g. png).</translation>
    </message>
    <message>
        <source>ext</source>
        <translation>ext</translation>
    </message>
    <message>
        <source>Print what validation finds in the converted model.</source>
        <translation>Print what validation finds in the converted model.</translation>
    </message>
    <message>
        <source>Also write OUTPUT.framegroups, the clip ranges DarkPlaces-family engines read.</source>
        <translation>Also write OUTPUT.framegroups, the clip ranges DarkPlaces-family engines read.</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>warning: %1: %2</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>check: </translation>
    </message>
    <message>
        <source>Render one frame of a model to a PNG image (needs OpenGL 3.3; without a display, run under xvfb-run).</source>
        <translation>Render one frame of a model to a PNG image (needs OpenGL 3.3; without a display, run under xvfb-run).</translation>
    </message>
    <message>
        <source>The render subcommand.</source>
        <translation>The render subcommand.</translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation>The PNG file to write.</translation>
    </message>
    <message>
        <source>Frame of the animation to show (default 0).</source>
        <translation>Frame of the animation to show (default 0).</translation>
    </message>
    <message>
        <source>Animation by name (default: the first one).</source>
        <translation>Animation by name (default: the first one).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Show the bind pose instead of an animation.</source>
        <translation>Show the bind pose instead of an animation.</translation>
    </message>
    <message>
        <source>Image size (default 640x480).</source>
        <translation>Image size (default 640x480).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>front, side, top or perspective (default).</source>
        <translation>front, side, top or perspective (default).</translation>
    </message>
    <message>
        <source>view</source>
        <translation>view</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>The model&apos;s up axis, z (default) or y.</source>
        <translation>The model&apos;s up axis, z (default) or y.</translation>
    </message>
    <message>
        <source>Leave out the ground grid.</source>
        <translation>Leave out the ground grid.</translation>
    </message>
    <message>
        <source>Leave out the joints.</source>
        <translation>Leave out the joints.</translation>
    </message>
    <message>
        <source>error: --size takes WxH between 1x1 and 16384x16384, not &quot;%1&quot;</source>
        <translation>error: --size takes WxH between 1x1 and 16384x16384, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>error: --view takes front, side, top or perspective</source>
        <translation>error: --view takes front, side, top or perspective</translation>
    </message>
    <message>
        <source>error: --mode takes shaded, textured, wireframe, colors or uv</source>
        <translation>error: --mode takes shaded, textured, wireframe, colors or uv</translation>
    </message>
    <message>
        <source>error: --frame takes a frame number from 0</source>
        <translation>error: --frame takes a frame number from 0</translation>
    </message>
    <message>
        <source>error: %1 has no animation &quot;%2&quot; (it has: %3)</source>
        <translation>error: %1 has no animation &quot;%2&quot; (it has: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>error: animation &quot;%1&quot; has frames 0 to %2, not %3</source>
        <translation>error: animation &quot;%1&quot; has frames 0 to %2, not %3</translation>
    </message>
    <message>
        <source>error: --frame needs an animation; %1 has none</source>
        <translation>error: --frame needs an animation; %1 has none</translation>
    </message>
    <message>
        <source>Inter-Quake Export</source>
        <translation>Inter-Quake Export</translation>
    </message>
    <message>
        <source>Inter-Quake Model</source>
        <translation>Inter-Quake Model</translation>
    </message>
    <message>
        <source>QuickModel</source>
        <translation>QuickModel</translation>
    </message>
    <message>
        <source>Cal3D XML mesh</source>
        <translation>Cal3D XML mesh</translation>
    </message>
    <message>
        <source>Cal3D XML skeleton</source>
        <translation>Cal3D XML skeleton</translation>
    </message>
    <message>
        <source>Cal3D XML animation</source>
        <translation>Cal3D XML animation</translation>
    </message>
    <message>
        <source>Cal3D XML material</source>
        <translation>Cal3D XML material</translation>
    </message>
    <message>
        <source>Interchange formats (Assimp)</source>
        <translation>Interchange formats (Assimp)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>no reason given</translation>
    </message>
    <message>
        <source>Assimp cannot read this file: %1</source>
        <translation>Assimp cannot read this file: %1</translation>
    </message>
    <message>
        <source>the scene has no root node</source>
        <translation>the scene has no root node</translation>
    </message>
    <message>
        <source>the file holds no meshes and no animations</source>
        <translation>the file holds no meshes and no animations</translation>
    </message>
    <message>
        <source>Assimp marks the scene as incomplete</source>
        <translation>Assimp marks the scene as incomplete</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2</source>
        <translation>mesh &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the file holds no triangles and no animations</source>
        <translation>the file holds no triangles and no animations</translation>
    </message>
    <message>
        <source>cameras and lights are not imported</source>
        <translation>cameras and lights are not imported</translation>
    </message>
    <message>
        <source>the skeleton has a joint whose parent comes after it</source>
        <translation>the skeleton has a joint whose parent comes after it</translation>
    </message>
    <message>
        <source>mesh %1 (%2): %3</source>
        <translation>mesh %1 (%2): %3</translation>
    </message>
    <message>
        <source>mesh %1 (%2): IQM has no morph targets; %3 are not written</source>
        <translation>mesh %1 (%2): IQM has no morph targets; %3 are not written</translation>
    </message>
    <message>
        <source>IQM has no shapes; %1 are not written</source>
        <translation>IQM has no shapes; %1 are not written</translation>
    </message>
    <message>
        <source>the model has no joints; its %1 animations are not written</source>
        <translation>the model has no joints; its %1 animations are not written</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; was resampled at %2 frames per second</source>
        <translation>animation &quot;%1&quot; was resampled at %2 frames per second</translation>
    </message>
    <message>
        <source>custom array &quot;%1&quot; differs in format between meshes; the first mesh&apos;s is used</source>
        <translation>custom array &quot;%1&quot; differs in format between meshes; the first mesh&apos;s is used</translation>
    </message>
    <message>
        <source>the model is too large for an IQM file</source>
        <translation>the model is too large for an IQM file</translation>
    </message>
    <message>
        <source>IQM cannot index %1 joints</source>
        <translation>IQM cannot index %1 joints</translation>
    </message>
    <message>
        <source>mesh %1 (%2): vertex %3 is bound to joint %4, but there are %5 joints</source>
        <translation>mesh %1 (%2): vertex %3 is bound to joint %4, but there are %5 joints</translation>
    </message>
    <message>
        <source>this is a Qt translation file (compiled Qt Linguist messages), not a QuickModel</source>
        <translation>this is a Qt translation file (compiled Qt Linguist messages), not a QuickModel</translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;model&apos;, found %2</source>
        <translation>not a QuickModel: line %1: expected &apos;model&apos;, found %2</translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;{&apos; after model, found %2</source>
        <translation>not a QuickModel: line %1: expected &apos;{&apos; after model, found %2</translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation>a number is not finite</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) has %3 CVs</source>
        <translation>surface( %1, %2 ) has %3 CVs</translation>
    </message>
    <message numerus="yes">
        <source>meshes are written as %n flat patch(es), one per triangle or quad; normals, texture coordinates and texture maps are not kept</source>
        <translation>
            <numerusform>meshes are written as %n flat patch, one per triangle or quad; normals, texture coordinates and texture maps are not kept</numerusform>
            <numerusform>meshes are written as %n flat patches, one per triangle or quad; normals, texture coordinates and texture maps are not kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) with indexes out of range were skipped</source>
        <translation>
            <numerusform>%n triangle with indexes out of range was skipped</numerusform>
            <numerusform>%n triangles with indexes out of range were skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the skeleton (%n joint(s)) is dropped: QuickModel has no skeletons</source>
        <translation>
            <numerusform>the skeleton (%n joint) is dropped: QuickModel has no skeletons</numerusform>
            <numerusform>the skeleton (%n joints) is dropped: QuickModel has no skeletons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animation(s) dropped: QuickModel has no animations</source>
        <translation>
            <numerusform>%n animation dropped: QuickModel has no animations</numerusform>
            <numerusform>%n animations dropped: QuickModel has no animations</numerusform>
        </translation>
    </message>
    <message>
        <source>the model has no shapes or meshes to write as a QuickModel</source>
        <translation>the model has no shapes or meshes to write as a QuickModel</translation>
    </message>
    <message>
        <source>shape %1 (&quot;%2&quot;): %3</source>
        <translation>shape %1 (&quot;%2&quot;): %3</translation>
    </message>
    <message>
        <source>DURATION must not be negative</source>
        <translation>DURATION must not be negative</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;ANIMATION&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;ANIMATION&gt;</translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has more &lt;TRACK&gt; elements</source>
        <translation>NUMTRACKS=&quot;%1&quot; but the animation has more &lt;TRACK&gt; elements</translation>
    </message>
    <message>
        <source>track BONEID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>track BONEID %1 is not a bone of the skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>a second track for bone %1</source>
        <translation>a second track for bone %1</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;TRACK&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;TRACK&gt;</translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has more &lt;KEYFRAME&gt; elements</source>
        <translation>NUMKEYFRAMES=&quot;%1&quot; but the track has more &lt;KEYFRAME&gt; elements</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;KEYFRAME&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;KEYFRAME&gt;</translation>
    </message>
    <message>
        <source>&lt;KEYFRAME&gt; has no &lt;ROTATION&gt;</source>
        <translation>&lt;KEYFRAME&gt; has no &lt;ROTATION&gt;</translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has %2 &lt;KEYFRAME&gt; elements</source>
        <translation>NUMKEYFRAMES=&quot;%1&quot; but the track has %2 &lt;KEYFRAME&gt; elements</translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has %2 &lt;TRACK&gt; elements</source>
        <translation>NUMTRACKS=&quot;%1&quot; but the animation has %2 &lt;TRACK&gt; elements</translation>
    </message>
    <message>
        <source>keyframes were not in time order: sorted</source>
        <translation>keyframes were not in time order: sorted</translation>
    </message>
    <message>
        <source>the model has no animation to write</source>
        <translation>the model has no animation to write</translation>
    </message>
    <message>
        <source>a track refers to joint %1, which the skeleton does not have</source>
        <translation>a track refers to joint %1, which the skeleton does not have</translation>
    </message>
    <message>
        <source>XAF keys have no scale: scale keys were not written</source>
        <translation>XAF keys have no scale: scale keys were not written</translation>
    </message>
    <message>
        <source>a second skeleton (the first is %1)</source>
        <translation>a second skeleton (the first is %1)</translation>
    </message>
    <message>
        <source>not a skeleton (.xsf), animation (.xaf) or material (.xrf) file</source>
        <translation>not a skeleton (.xsf), animation (.xaf) or material (.xrf) file</translation>
    </message>
    <message>
        <source>an animation needs its skeleton: give the .xsf file too</source>
        <translation>an animation needs its skeleton: give the .xsf file too</translation>
    </message>
    <message>
        <source>%1 refers to material %2, but %3 materials were given</source>
        <translation>%1 refers to material %2, but %3 materials were given</translation>
    </message>
    <message>
        <source>the model has no skeleton to write</source>
        <translation>the model has no skeleton to write</translation>
    </message>
    <message>
        <source>an XAF animation needs its skeleton: give the .xsf file (quarry: --skeleton FILE)</source>
        <translation>an XAF animation needs its skeleton: give the .xsf file (quarry: --skeleton FILE)</translation>
    </message>
    <message>
        <source>took the skeleton from %1</source>
        <translation>took the skeleton from %1</translation>
    </message>
    <message>
        <source>an XAF file holds one animation: only &quot;%1&quot; was written</source>
        <translation>an XAF file holds one animation: only &quot;%1&quot; was written</translation>
    </message>
    <message>
        <source>an XRF file holds one material: only &quot;%1&quot; was written</source>
        <translation>an XRF file holds one material: only &quot;%1&quot; was written</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MESH&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;MESH&gt;</translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has more &lt;SUBMESH&gt; elements</source>
        <translation>NUMSUBMESH=&quot;%1&quot; but the mesh has more &lt;SUBMESH&gt; elements</translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has %2 &lt;SUBMESH&gt; elements</source>
        <translation>NUMSUBMESH=&quot;%1&quot; but the mesh has %2 &lt;SUBMESH&gt; elements</translation>
    </message>
    <message>
        <source>XMF has no tangents: they were not written</source>
        <translation>XMF has no tangents: they were not written</translation>
    </message>
    <message>
        <source>XMF vertex colors have no alpha: it was not written</source>
        <translation>XMF vertex colors have no alpha: it was not written</translation>
    </message>
    <message>
        <source>&lt;%1&gt; components must be 0 to 255</source>
        <translation>&lt;%1&gt; components must be 0 to 255</translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has more &lt;MAP&gt; elements</source>
        <translation>NUMMAPS=&quot;%1&quot; but the material has more &lt;MAP&gt; elements</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MATERIAL&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;MATERIAL&gt;</translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has %2 &lt;MAP&gt; elements</source>
        <translation>NUMMAPS=&quot;%1&quot; but the material has %2 &lt;MAP&gt; elements</translation>
    </message>
    <message>
        <source>&lt;MATERIAL&gt; needs AMBIENT, DIFFUSE, SPECULAR and SHININESS</source>
        <translation>&lt;MATERIAL&gt; needs AMBIENT, DIFFUSE, SPECULAR and SHININESS</translation>
    </message>
    <message>
        <source>the model has no material to write</source>
        <translation>the model has no material to write</translation>
    </message>
    <message>
        <source>PARENTID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>PARENTID %1 is not a bone of this skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>CHILDID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>CHILDID %1 is not a bone of this skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;BONE&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;BONE&gt;</translation>
    </message>
    <message>
        <source>&lt;BONE&gt; needs TRANSLATION, ROTATION and PARENTID</source>
        <translation>&lt;BONE&gt; needs TRANSLATION, ROTATION and PARENTID</translation>
    </message>
    <message>
        <source>&lt;BONE&gt; has only one of LOCALTRANSLATION and LOCALROTATION</source>
        <translation>&lt;BONE&gt; has only one of LOCALTRANSLATION and LOCALROTATION</translation>
    </message>
    <message>
        <source>NUMCHILDS=&quot;%1&quot; but the bone lists %2 CHILDID elements</source>
        <translation>NUMCHILDS=&quot;%1&quot; but the bone lists %2 CHILDID elements</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SKELETON&gt;</source>
        <translation>unknown element &lt;%1&gt; in &lt;SKELETON&gt;</translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has more &lt;BONE&gt; elements</source>
        <translation>NUMBONES=&quot;%1&quot; but the skeleton has more &lt;BONE&gt; elements</translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has %2 &lt;BONE&gt; elements</source>
        <translation>NUMBONES=&quot;%1&quot; but the skeleton has %2 &lt;BONE&gt; elements</translation>
    </message>
    <message>
        <source>bone %1 is its own ancestor (PARENTID loop)</source>
        <translation>bone %1 is its own ancestor (PARENTID loop)</translation>
    </message>
    <message>
        <source>bones reordered so that parents come before children</source>
        <translation>bones reordered so that parents come before children</translation>
    </message>
    <message>
        <source>the skeleton&apos;s joints are not ordered parents first</source>
        <translation>the skeleton&apos;s joints are not ordered parents first</translation>
    </message>
    <message>
        <source>XSF bones have no scale: joint scales were not written</source>
        <translation>XSF bones have no scale: joint scales were not written</translation>
    </message>
    <message>
        <source>welded %1 vertices away</source>
        <translation>welded %1 vertices away</translation>
    </message>
    <message>
        <source>normalized the weights of %1 vertices</source>
        <translation>normalized the weights of %1 vertices</translation>
    </message>
    <message>
        <source>removed %1 unused joints</source>
        <translation>removed %1 unused joints</translation>
    </message>
    <message>
        <source>the skeleton has %1 joints; the output format allows at most %2</source>
        <translation>the skeleton has %1 joints; the output format allows at most %2</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>mesh %1</translation>
    </message>
    <message>
        <source>Mesh %1: %2</source>
        <translation>Mesh %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with values that are not numbers</source>
        <translation>
            <numerusform>Mesh %1: %n vertex with values that are not numbers</numerusform>
            <numerusform>Mesh %1: %n vertices with values that are not numbers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n degenerate triangles (repeated corners or no area)</source>
        <translation>
            <numerusform>Mesh %1: %n degenerate triangle (repeated corners or no area)</numerusform>
            <numerusform>Mesh %1: %n degenerate triangles (repeated corners or no area)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices no triangle uses</source>
        <translation>
            <numerusform>Mesh %1: %n vertex no triangle uses</numerusform>
            <numerusform>Mesh %1: %n vertices no triangle uses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices whose weights do not sum to one</source>
        <translation>
            <numerusform>Mesh %1: %n vertex whose weights do not sum to one</numerusform>
            <numerusform>Mesh %1: %n vertices whose weights do not sum to one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with more than %2 influences</source>
        <translation>
            <numerusform>Mesh %1: %n vertex with more than %2 influences</numerusform>
            <numerusform>Mesh %1: %n vertices with more than %2 influences</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joints: more than the %2 that IQM and Quake-family engines take</source>
        <translation>%1 joints: more than the %2 that IQM and Quake-family engines take</translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: texture %2 not found in %3</source>
        <translation>Material &quot;%1&quot;: texture %2 not found in %3</translation>
    </message>
    <message>
        <source>The image size must be between 1x1 and 16384x16384.</source>
        <translation>The image size must be between 1x1 and 16384x16384.</translation>
    </message>
    <message>
        <source>No OpenGL 3.3 context can be made here (an X display with OpenGL is needed; try xvfb-run).</source>
        <translation>No OpenGL 3.3 context can be made here (an X display with OpenGL is needed; try xvfb-run).</translation>
    </message>
    <message>
        <source>No OpenGL context can be made here (an X display with OpenGL 3.3 is needed; try xvfb-run).</source>
        <translation>No OpenGL context can be made here (an X display with OpenGL 3.3 is needed; try xvfb-run).</translation>
    </message>
    <message>
        <source>The OpenGL context cannot be made current on an offscreen surface.</source>
        <translation>The OpenGL context cannot be made current on an offscreen surface.</translation>
    </message>
    <message>
        <source>The framebuffer object cannot be made at this size.</source>
        <translation>The framebuffer object cannot be made at this size.</translation>
    </message>
    <message>
        <source>error: %1: cannot create the output folder</source>
        <translation>error: %1: cannot create the output folder</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3 (%4 s)</source>
        <translation>%1 %2 -&gt; %3 (%4 s)</translation>
    </message>
    <message>
        <source>%1 FAILED %2</source>
        <translation>%1 FAILED %2</translation>
    </message>
    <message>
        <source>  warning: </source>
        <translation>  warning: </translation>
    </message>
    <message>
        <source>converted %1 of %2 files in %3 s</source>
        <translation>converted %1 of %2 files in %3 s</translation>
    </message>
    <message>
        <source>; failed: %1</source>
        <translation>; failed: %1</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>note: </translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT... --out-dir DIR --to FORMAT [-j N] [--json] [options]</source>
        <translation>usage: quarry convert INPUT... --out-dir DIR --to FORMAT [-j N] [--json] [options]</translation>
    </message>
    <message>
        <source>error: Quarry cannot write the format &quot;%1&quot;</source>
        <translation>error: Quarry cannot write the format &quot;%1&quot;</translation>
    </message>
    <message>
        <source>error: -j takes a positive number, not &quot;%1&quot;</source>
        <translation>error: -j takes a positive number, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Merge vertices at the same position whatever their normals, texture coordinates and other attributes (the first one&apos;s are kept).</source>
        <translation>Merge vertices at the same position whatever their normals, texture coordinates and other attributes (the first one&apos;s are kept).</translation>
    </message>
    <message>
        <source>Order triangles and vertices for the GPU&apos;s vertex cache and fetches (meshoptimizer).</source>
        <translation>Order triangles and vertices for the GPU&apos;s vertex cache and fetches (meshoptimizer).</translation>
    </message>
    <message>
        <source>Convert every INPUT into this folder (as BASE.EXT of the --to format); XMF meshes find their companions beside them.</source>
        <translation>Convert every INPUT into this folder (as BASE.EXT of the --to format); XMF meshes find their companions beside them.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>With --out-dir: files at a time (default: one per core).</source>
        <translation>With --out-dir: files at a time (default: one per core).</translation>
    </message>
    <message>
        <source>With --out-dir: print a JSON report.</source>
        <translation>With --out-dir: print a JSON report.</translation>
    </message>
    <message>
        <source>usage: quarry script FILE.py [ARGS...]
Runs a Python script with the module quarry importable; sys.argv is [FILE.py, ARGS...].</source>
        <translation>usage: quarry script FILE.py [ARGS...]
Runs a Python script with the module quarry importable; sys.argv is [FILE.py, ARGS...].</translation>
    </message>
    <message>
        <source>print what a model file holds</source>
        <translation>print what a model file holds</translation>
    </message>
    <message>
        <source>convert between formats, by the output&apos;s extension</source>
        <translation>convert between formats, by the output&apos;s extension</translation>
    </message>
    <message>
        <source>convert many files into a folder, N at a time</source>
        <translation>convert many files into a folder, N at a time</translation>
    </message>
    <message>
        <source>draw one frame to an image (needs OpenGL)</source>
        <translation>draw one frame to an image (needs OpenGL)</translation>
    </message>
    <message>
        <source>run a Python script with the module quarry</source>
        <translation>run a Python script with the module quarry</translation>
    </message>
    <message>
        <source>error: %1: no such file or subcommand</source>
        <translation>error: %1: no such file or subcommand</translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation>Subcommands:</translation>
    </message>
    <message>
        <source>Run &quot;quarry --help&quot; for more.</source>
        <translation>Run &quot;quarry --help&quot; for more.</translation>
    </message>
    <message>
        <source>error: the editor needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</source>
        <translation>error: the editor needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</translation>
    </message>
    <message>
        <source>error: quarry %1 draws with OpenGL and needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</source>
        <translation>error: quarry %1 draws with OpenGL and needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</translation>
    </message>
    <message>
        <source>These work without one:</source>
        <translation>These work without one:</translation>
    </message>
    <message>
        <source>On a virtual display (xvfb-run, from the xvfb package):</source>
        <translation>On a virtual display (xvfb-run, from the xvfb package):</translation>
    </message>
    <message>
        <source>Quarry, an editor for game model assets (IQE, IQM, QuickModel, XMF and what Assimp imports).</source>
        <translation>Quarry, an editor for game model assets (IQE, IQM, QuickModel, XMF and what Assimp imports).</translation>
    </message>
    <message>
        <source>With no subcommand, opens the editor on the given files.</source>
        <translation>With no subcommand, opens the editor on the given files.</translation>
    </message>
    <message>
        <source>%1: not converted: %2 would overwrite the output of %3</source>
        <translation>%1: not converted: %2 would overwrite the output of %3</translation>
    </message>
    <message>
        <source>it is a PNG image</source>
        <translation>it is a PNG image</translation>
    </message>
    <message>
        <source>it is a JPEG image</source>
        <translation>it is a JPEG image</translation>
    </message>
    <message>
        <source>it is a GIF image</source>
        <translation>it is a GIF image</translation>
    </message>
    <message>
        <source>it is a binary glTF (GLB) model</source>
        <translation>it is a binary glTF (GLB) model</translation>
    </message>
    <message>
        <source>it is a binary FBX model</source>
        <translation>it is a binary FBX model</translation>
    </message>
    <message>
        <source>it is a Doom 3 MD5 model or animation</source>
        <translation>it is a Doom 3 MD5 model or animation</translation>
    </message>
    <message>
        <source>it is a Quake III MD3 model</source>
        <translation>it is a Quake III MD3 model</translation>
    </message>
    <message>
        <source>it is a Quake II MD2 model</source>
        <translation>it is a Quake II MD2 model</translation>
    </message>
    <message>
        <source>it is a ZIP archive</source>
        <translation>it is a ZIP archive</translation>
    </message>
    <message>
        <source>it is gzip-compressed</source>
        <translation>it is gzip-compressed</translation>
    </message>
    <message>
        <source>it is a PDF document</source>
        <translation>it is a PDF document</translation>
    </message>
    <message>
        <source>it is a program (ELF)</source>
        <translation>it is a program (ELF)</translation>
    </message>
    <message>
        <source>it is a Qt translation file</source>
        <translation>it is a Qt translation file</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>it is text whose first line is blank</source>
        <translation>it is text whose first line is blank</translation>
    </message>
    <message>
        <source>it is text whose first line is &quot;%1&quot;</source>
        <translation>it is text whose first line is &quot;%1&quot;</translation>
    </message>
    <message>
        <source>it is binary data beginning with the bytes %1</source>
        <translation>it is binary data beginning with the bytes %1</translation>
    </message>
    <message>
        <source>unknown or unsupported file format; %1</source>
        <translation>unknown or unsupported file format; %1</translation>
    </message>
    <message>
        <source>the contents are not an %1 file Quarry can read; %2</source>
        <translation>the contents are not an %1 file Quarry can read; %2</translation>
    </message>
    <message>
        <source>the contents are not a %1 file Quarry can read; %2</source>
        <translation>the contents are not a %1 file Quarry can read; %2</translation>
    </message>
    <message>
        <source>not a Quarry recovery file</source>
        <translation>not a Quarry recovery file</translation>
    </message>
    <message>
        <source>recovery file of another version (%1)</source>
        <translation>recovery file of another version (%1)</translation>
    </message>
    <message>
        <source>recovery file cut short</source>
        <translation>recovery file cut short</translation>
    </message>
    <message>
        <source>recovery file damaged (checksum)</source>
        <translation>recovery file damaged (checksum)</translation>
    </message>
    <message>
        <source>recovery file damaged</source>
        <translation>recovery file damaged</translation>
    </message>
    <message>
        <source>the numbered names have different bases (%1, %2)</source>
        <translation>the numbered names have different bases (%1, %2)</translation>
    </message>
    <message>
        <source>%1 is numbered past the %2 material files given</source>
        <translation>%1 is numbered past the %2 material files given</translation>
    </message>
    <message>
        <source>%1 and %2 have the same number</source>
        <translation>%1 and %2 have the same number</translation>
    </message>
    <message>
        <source>only %1 of the %2 material files are named &lt;base&gt;_N</source>
        <translation>only %1 of the %2 material files are named &lt;base&gt;_N</translation>
    </message>
    <message>
        <source>material ids taken from the numbers in the material file names (%1 … %2)</source>
        <translation>material ids taken from the numbers in the material file names (%1 … %2)</translation>
    </message>
    <message>
        <source>material ids follow the order the %1 material files were given in (first %2)</source>
        <translation>material ids follow the order the %1 material files were given in (first %2)</translation>
    </message>
    <message>
        <source>%1, not the numbers in their names: %2</source>
        <translation>%1, not the numbers in their names: %2</translation>
    </message>
    <message>
        <source>option &quot;last_frame&quot; is %1, past the clip&apos;s last frame %2</source>
        <translation>option &quot;last_frame&quot; is %1, past the clip&apos;s last frame %2</translation>
    </message>
    <message>
        <source>option &quot;first_frame&quot; (%1) must be before &quot;last_frame&quot; (%2)</source>
        <translation>option &quot;first_frame&quot; (%1) must be before &quot;last_frame&quot; (%2)</translation>
    </message>
    <message>
        <source>clip</source>
        <translation>clip</translation>
    </message>
    <message>
        <source>New Clip</source>
        <translation>New Clip</translation>
    </message>
    <message>
        <source>Added the clip &quot;%1&quot;.</source>
        <translation>Added the clip &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>renameClip: option &quot;name&quot; must not be empty</source>
        <translation>renameClip: option &quot;name&quot; must not be empty</translation>
    </message>
    <message>
        <source>Renamed the clip.</source>
        <translation>Renamed the clip.</translation>
    </message>
    <message>
        <source>The clip already has that name.</source>
        <translation>The clip already has that name.</translation>
    </message>
    <message>
        <source>Duplicate Clip</source>
        <translation>Duplicate Clip</translation>
    </message>
    <message>
        <source>Duplicated the clip as &quot;%1&quot;.</source>
        <translation>Duplicated the clip as &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Deleted the clip.</source>
        <translation>Deleted the clip.</translation>
    </message>
    <message>
        <source>Set whether the clip loops.</source>
        <translation>Set whether the clip loops.</translation>
    </message>
    <message>
        <source>The clip already is so.</source>
        <translation>The clip already is so.</translation>
    </message>
    <message>
        <source>Changed the frame rate.</source>
        <translation>Changed the frame rate.</translation>
    </message>
    <message>
        <source>The clip already has that frame rate.</source>
        <translation>The clip already has that frame rate.</translation>
    </message>
    <message>
        <source>splitClip: option &quot;time&quot; (%1 s) is not inside the clip (0 to %2 s)</source>
        <translation>splitClip: option &quot;time&quot; (%1 s) is not inside the clip (0 to %2 s)</translation>
    </message>
    <message>
        <source>Split the clip.</source>
        <translation>Split the clip.</translation>
    </message>
    <message>
        <source>The clip cannot be split there.</source>
        <translation>The clip cannot be split there.</translation>
    </message>
    <message>
        <source>Trimmed the clip.</source>
        <translation>Trimmed the clip.</translation>
    </message>
    <message>
        <source>The clip already is that range.</source>
        <translation>The clip already is that range.</translation>
    </message>
    <message>
        <source>_part</source>
        <translation>_part</translation>
    </message>
    <message>
        <source>Extract Range</source>
        <translation>Extract Range</translation>
    </message>
    <message>
        <source>Extracted the range to &quot;%1&quot;.</source>
        <translation>Extracted the range to &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>joinClips: option &quot;other&quot; must name another clip</source>
        <translation>joinClips: option &quot;other&quot; must name another clip</translation>
    </message>
    <message>
        <source>Joined the clips.</source>
        <translation>Joined the clips.</translation>
    </message>
    <message>
        <source>Reversed the range.</source>
        <translation>Reversed the range.</translation>
    </message>
    <message>
        <source>Nothing to reverse.</source>
        <translation>Nothing to reverse.</translation>
    </message>
    <message>
        <source>Made the loop seamless.</source>
        <translation>Made the loop seamless.</translation>
    </message>
    <message>
        <source>The loop already is seamless.</source>
        <translation>The loop already is seamless.</translation>
    </message>
    <message>
        <source>the model has fewer than two animations</source>
        <translation>the model has fewer than two animations</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(root)</translation>
    </message>
    <message>
        <source>Added joint &quot;%1&quot;.</source>
        <translation>Added joint &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No joint added.</source>
        <translation>No joint added.</translation>
    </message>
    <message>
        <source>moveJoint: no joint given or selected</source>
        <translation>moveJoint: no joint given or selected</translation>
    </message>
    <message>
        <source>Moved joint &quot;%1&quot;; the skin stays.</source>
        <translation>Moved joint &quot;%1&quot;; the skin stays.</translation>
    </message>
    <message>
        <source>Moved joint &quot;%1&quot; with its vertices.</source>
        <translation>Moved joint &quot;%1&quot; with its vertices.</translation>
    </message>
    <message>
        <source>The joint stays where it is.</source>
        <translation>The joint stays where it is.</translation>
    </message>
    <message>
        <source>reparentJoint: no joint given or selected</source>
        <translation>reparentJoint: no joint given or selected</translation>
    </message>
    <message>
        <source>reparentJoint: &quot;%1&quot; cannot hang from itself or its own descendant &quot;%2&quot;</source>
        <translation>reparentJoint: &quot;%1&quot; cannot hang from itself or its own descendant &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Hung &quot;%1&quot; from %2.</source>
        <translation>Hung &quot;%1&quot; from %2.</translation>
    </message>
    <message>
        <source>nothing (a root)</source>
        <translation>nothing (a root)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already hangs there.</source>
        <translation>&quot;%1&quot; already hangs there.</translation>
    </message>
    <message>
        <source>Inserted keys at %1 s.</source>
        <translation>Inserted keys at %1 s.</translation>
    </message>
    <message>
        <source>The keys are already there.</source>
        <translation>The keys are already there.</translation>
    </message>
    <message numerus="yes">
        <source>Changed %n texture path(s).</source>
        <translation>
            <numerusform>Changed %n texture path.</numerusform>
            <numerusform>Changed %n texture paths.</numerusform>
        </translation>
    </message>
    <message>
        <source>No texture path changed.</source>
        <translation>No texture path changed.</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Deleted.</translation>
    </message>
    <message>
        <source>Nothing selected to delete.</source>
        <translation>Nothing selected to delete.</translation>
    </message>
    <message>
        <source>Select two meshes or more to merge.</source>
        <translation>Select two meshes or more to merge.</translation>
    </message>
    <message>
        <source>Merged the meshes.</source>
        <translation>Merged the meshes.</translation>
    </message>
    <message>
        <source>Select faces of one mesh to split them off.</source>
        <translation>Select faces of one mesh to split them off.</translation>
    </message>
    <message>
        <source>Split the selected faces off.</source>
        <translation>Split the selected faces off.</translation>
    </message>
    <message>
        <source>The selection cannot be split off.</source>
        <translation>The selection cannot be split off.</translation>
    </message>
    <message>
        <source>No mesh has more than one part.</source>
        <translation>No mesh has more than one part.</translation>
    </message>
    <message>
        <source>Split into Loose Parts</source>
        <translation>Split into Loose Parts</translation>
    </message>
    <message numerus="yes">
        <source>Split %n mesh(es) into their parts.</source>
        <translation>
            <numerusform>Split %n mesh into its parts.</numerusform>
            <numerusform>Split %n meshes into their parts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Flipped the winding.</source>
        <translation>Flipped the winding.</translation>
    </message>
    <message>
        <source>No triangles to flip.</source>
        <translation>No triangles to flip.</translation>
    </message>
    <message>
        <source>Flipped the normals.</source>
        <translation>Flipped the normals.</translation>
    </message>
    <message>
        <source>The meshes have no normals.</source>
        <translation>The meshes have no normals.</translation>
    </message>
    <message>
        <source>Recomputed the normals.</source>
        <translation>Recomputed the normals.</translation>
    </message>
    <message>
        <source>The normals are already so.</source>
        <translation>The normals are already so.</translation>
    </message>
    <message numerus="yes">
        <source>Welded %n vertices away.</source>
        <translation>
            <numerusform>Welded %n vertex away.</numerusform>
            <numerusform>Welded %n vertices away.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertices to weld.</source>
        <translation>No vertices to weld.</translation>
    </message>
    <message numerus="yes">
        <source>Welded %n vertices away; %1.</source>
        <extracomment>%1: what kept vertices apart (&quot;12 vertices lie within the tolerance of another but differ in normals (12)&quot;)</extracomment>
        <translation>
            <numerusform>Welded %n vertex away; %1.</numerusform>
            <numerusform>Welded %n vertices away; %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertices to weld: %1.</source>
        <translation>No vertices to weld: %1.</translation>
    </message>
    <message>
        <source>No vertices to weld: %1. Weld by position only to merge them.</source>
        <translation>No vertices to weld: %1. Weld by position only to merge them.</translation>
    </message>
    <message>
        <source>Unwelded the vertices.</source>
        <translation>Unwelded the vertices.</translation>
    </message>
    <message>
        <source>Every corner already has its own vertex.</source>
        <translation>Every corner already has its own vertex.</translation>
    </message>
    <message>
        <source>nothing is selected (select with doc.select)</source>
        <translation>nothing is selected (select with doc.select)</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>mesh</translation>
    </message>
    <message>
        <source>joint</source>
        <translation>joint</translation>
    </message>
    <message>
        <source>material</source>
        <translation>material</translation>
    </message>
    <message>
        <source>animation</source>
        <translation>animation</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>must be from %1 to %2, not %3</translation>
    </message>
    <message>
        <source>must be at least %1, not %2</source>
        <translation>must be at least %1, not %2</translation>
    </message>
    <message>
        <source>must be at most %1, not %2</source>
        <translation>must be at most %1, not %2</translation>
    </message>
    <message>
        <source>expects true or false</source>
        <translation>expects true or false</translation>
    </message>
    <message>
        <source>expects a whole number</source>
        <translation>expects a whole number</translation>
    </message>
    <message>
        <source>expects a number</source>
        <translation>expects a number</translation>
    </message>
    <message>
        <source>expects a finite number</source>
        <translation>expects a finite number</translation>
    </message>
    <message>
        <source>expects a string</source>
        <translation>expects a string</translation>
    </message>
    <message>
        <source>expects one of: %1</source>
        <translation>expects one of: %1</translation>
    </message>
    <message>
        <source>expects three numbers</source>
        <translation>expects three numbers</translation>
    </message>
    <message>
        <source>expects a list of strings</source>
        <translation>expects a list of strings</translation>
    </message>
    <message>
        <source>expects a %1 name or index</source>
        <translation>expects a %1 name or index</translation>
    </message>
    <message>
        <source>has no %1 at index %2 (the model has %3)</source>
        <translation>has no %1 at index %2 (the model has %3)</translation>
    </message>
    <message>
        <source>names no %1 &quot;%2&quot;</source>
        <translation>names no %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>No operation &quot;%1&quot;</source>
        <translation>No operation &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; %3</source>
        <translation>%1: option &quot;%2&quot; %3</translation>
    </message>
    <message>
        <source>%1: no option &quot;%2&quot; (it takes: %3)</source>
        <translation>%1: no option &quot;%2&quot; (it takes: %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>select vertices first</source>
        <translation>select vertices first</translation>
    </message>
    <message>
        <source>select vertices or faces first</source>
        <translation>select vertices or faces first</translation>
    </message>
    <message>
        <source>select faces first</source>
        <translation>select faces first</translation>
    </message>
    <message>
        <source>select faces or meshes first</source>
        <translation>select faces or meshes first</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices selected.</source>
        <translation>
            <numerusform>%n vertex selected.</numerusform>
            <numerusform>%n vertices selected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n faces selected.</source>
        <translation>
            <numerusform>%n face selected.</numerusform>
            <numerusform>%n faces selected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n joints selected.</source>
        <translation>
            <numerusform>%n joint selected.</numerusform>
            <numerusform>%n joints selected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meshes selected.</source>
        <translation>
            <numerusform>%n mesh selected.</numerusform>
            <numerusform>%n meshes selected.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to hide or show.</source>
        <translation>Nothing to hide or show.</translation>
    </message>
    <message>
        <source>select a mesh, faces or a material first</source>
        <translation>select a mesh, faces or a material first</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <source>Hid the selection.</source>
        <translation>Hid the selection.</translation>
    </message>
    <message>
        <source>select something to hide</source>
        <translation>select something to hide</translation>
    </message>
    <message>
        <source>Isolate</source>
        <translation>Isolate</translation>
    </message>
    <message>
        <source>Hid everything else.</source>
        <translation>Hid everything else.</translation>
    </message>
    <message>
        <source>select something to isolate</source>
        <translation>select something to isolate</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Show All</translation>
    </message>
    <message>
        <source>Everything shown.</source>
        <translation>Everything shown.</translation>
    </message>
    <message>
        <source>nothing is hidden</source>
        <translation>nothing is hidden</translation>
    </message>
    <message>
        <source>Nothing to delete.</source>
        <translation>Nothing to delete.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n faces.</source>
        <translation>
            <numerusform>Deleted %n face.</numerusform>
            <numerusform>Deleted %n faces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Made a face.</source>
        <translation>Made a face.</translation>
    </message>
    <message>
        <source>The vertices make no face (on one line or at one position).</source>
        <translation>The vertices make no face (on one line or at one position).</translation>
    </message>
    <message>
        <source>select three or four vertices of one mesh</source>
        <translation>select three or four vertices of one mesh</translation>
    </message>
    <message numerus="yes">
        <source>Filled %n hole(s).</source>
        <translation>
            <numerusform>Filled %n hole.</numerusform>
            <numerusform>Filled %n holes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged %n vertices away.</source>
        <translation>
            <numerusform>Merged %n vertex away.</numerusform>
            <numerusform>Merged %n vertices away.</numerusform>
        </translation>
    </message>
    <message>
        <source>The vertices are already one.</source>
        <translation>The vertices are already one.</translation>
    </message>
    <message>
        <source>the selection names a mesh that is not there</source>
        <translation>the selection names a mesh that is not there</translation>
    </message>
    <message>
        <source>the selection names a vertex that is not there</source>
        <translation>the selection names a vertex that is not there</translation>
    </message>
    <message>
        <source>select two vertices or more</source>
        <translation>select two vertices or more</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n degenerate triangle(s)</source>
        <translation>
            <numerusform>Removed %n degenerate triangle</numerusform>
            <numerusform>Removed %n degenerate triangles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n unused vertices.</source>
        <translation>
            <numerusform> and %n unused vertex.</numerusform>
            <numerusform> and %n unused vertices.</numerusform>
        </translation>
    </message>
    <message>
        <source>No degenerate triangles or unused vertices.</source>
        <translation>No degenerate triangles or unused vertices.</translation>
    </message>
    <message>
        <source>Duplicated.</source>
        <translation>Duplicated.</translation>
    </message>
    <message>
        <source>Nothing to duplicate.</source>
        <translation>Nothing to duplicate.</translation>
    </message>
    <message>
        <source>Mirrored.</source>
        <translation>Mirrored.</translation>
    </message>
    <message>
        <source>Nothing to mirror.</source>
        <translation>Nothing to mirror.</translation>
    </message>
    <message>
        <source>Subdivided.</source>
        <translation>Subdivided.</translation>
    </message>
    <message>
        <source>Nothing to subdivide.</source>
        <translation>Nothing to subdivide.</translation>
    </message>
    <message>
        <source>extrude: the distance must be a finite number</source>
        <translation>extrude: the distance must be a finite number</translation>
    </message>
    <message>
        <source>Extruded.</source>
        <translation>Extruded.</translation>
    </message>
    <message>
        <source>Nothing to extrude.</source>
        <translation>Nothing to extrude.</translation>
    </message>
    <message>
        <source>addPrimitive: the size must be a positive number</source>
        <translation>addPrimitive: the size must be a positive number</translation>
    </message>
    <message>
        <source>addPrimitive: segments must be 3 to 512</source>
        <translation>addPrimitive: segments must be 3 to 512</translation>
    </message>
    <message>
        <source>Added a primitive.</source>
        <translation>Added a primitive.</translation>
    </message>
    <message>
        <source>Nothing added.</source>
        <translation>Nothing added.</translation>
    </message>
    <message numerus="yes">
        <source>Normalized the weights of %n vertices.</source>
        <translation>
            <numerusform>Normalized the weights of %n vertex.</numerusform>
            <numerusform>Normalized the weights of %n vertices.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every vertex&apos;s weights already sum to one.</source>
        <translation>Every vertex&apos;s weights already sum to one.</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices had more influences: kept the largest.</source>
        <translation>
            <numerusform>%n vertex had more influences: kept the largest.</numerusform>
            <numerusform>%n vertices had more influences: kept the largest.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertex has more than %1 influences.</source>
        <translation>No vertex has more than %1 influences.</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n unused joint(s).</source>
        <translation>
            <numerusform>Removed %n unused joint.</numerusform>
            <numerusform>Removed %n unused joints.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every joint is used.</source>
        <translation>Every joint is used.</translation>
    </message>
    <message>
        <source>renameJoints: option &quot;pattern&quot; is not a valid regular expression: %1</source>
        <translation>renameJoints: option &quot;pattern&quot; is not a valid regular expression: %1</translation>
    </message>
    <message numerus="yes">
        <source>Renamed %n joint(s).</source>
        <translation>
            <numerusform>Renamed %n joint.</numerusform>
            <numerusform>Renamed %n joints.</numerusform>
        </translation>
    </message>
    <message>
        <source>No joint name matches.</source>
        <translation>No joint name matches.</translation>
    </message>
    <message>
        <source>the model is empty</source>
        <translation>the model is empty</translation>
    </message>
    <message>
        <source>Scale by %1</source>
        <translation>Scale by %1</translation>
    </message>
    <message>
        <source>Scaled by %1.</source>
        <translation>Scaled by %1.</translation>
    </message>
    <message>
        <source>Nothing to scale.</source>
        <translation>Nothing to scale.</translation>
    </message>
    <message>
        <source>The model has no height to scale.</source>
        <translation>The model has no height to scale.</translation>
    </message>
    <message>
        <source>Scale to Height %1</source>
        <translation>Scale to Height %1</translation>
    </message>
    <message>
        <source>Scaled the whole model by %1 to a height of %2.</source>
        <translation>Scaled the whole model by %1 to a height of %2.</translation>
    </message>
    <message>
        <source>Already that height.</source>
        <translation>Already that height.</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Rotate</translation>
    </message>
    <message>
        <source>Rotated.</source>
        <translation>Rotated.</translation>
    </message>
    <message>
        <source>Nothing to rotate.</source>
        <translation>Nothing to rotate.</translation>
    </message>
    <message>
        <source>Translate</source>
        <translation>Translate</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>Moved.</translation>
    </message>
    <message>
        <source>Nothing to move.</source>
        <translation>Nothing to move.</translation>
    </message>
    <message>
        <source>Y-up to Z-up</source>
        <translation>Y-up to Z-up</translation>
    </message>
    <message>
        <source>Turned Z-up.</source>
        <translation>Turned Z-up.</translation>
    </message>
    <message>
        <source>Nothing to turn.</source>
        <translation>Nothing to turn.</translation>
    </message>
    <message>
        <source>Z-up to Y-up</source>
        <translation>Z-up to Y-up</translation>
    </message>
    <message>
        <source>Turned Y-up.</source>
        <translation>Turned Y-up.</translation>
    </message>
    <message>
        <source>The model has no geometry.</source>
        <translation>The model has no geometry.</translation>
    </message>
    <message>
        <source>Drop to Ground</source>
        <translation>Drop to Ground</translation>
    </message>
    <message>
        <source>Dropped to the ground.</source>
        <translation>Dropped to the ground.</translation>
    </message>
    <message>
        <source>Already on the ground.</source>
        <translation>Already on the ground.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>Centred.</source>
        <translation>Centred.</translation>
    </message>
    <message>
        <source>Already centred.</source>
        <translation>Already centred.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No problems found.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n problem found.</numerusform>
            <numerusform>%n problems found.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no joint: give the option &quot;joint&quot; or select a joint</source>
        <translation>%1: no joint: give the option &quot;joint&quot; or select a joint</translation>
    </message>
    <message numerus="yes">
        <source>New weights on %n vertices.</source>
        <translation>
            <numerusform>New weights on %n vertex.</numerusform>
            <numerusform>New weights on %n vertices.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertex&apos;s weights changed.</source>
        <translation>No vertex&apos;s weights changed.</translation>
    </message>
    <message>
        <source>Assign Weights</source>
        <translation>Assign Weights</translation>
    </message>
    <message>
        <source>Remove Influence</source>
        <translation>Remove Influence</translation>
    </message>
    <message>
        <source>Single Influence</source>
        <translation>Single Influence</translation>
    </message>
    <message>
        <source>Automatic Weights</source>
        <translation>Automatic Weights</translation>
    </message>
    <message>
        <source>Mirror Weights</source>
        <translation>Mirror Weights</translation>
    </message>
    <message>
        <source>welded %1 vertices away; %2</source>
        <translation>welded %1 vertices away; %2</translation>
    </message>
    <message>
        <source>vertex order optimized: average cache miss ratio %1 before, %2 after</source>
        <translation>vertex order optimized: average cache miss ratio %1 before, %2 after</translation>
    </message>
    <message>
        <source>normals</source>
        <translation>normals</translation>
    </message>
    <message>
        <source>tangents</source>
        <translation>tangents</translation>
    </message>
    <message>
        <source>bitangents</source>
        <translation>bitangents</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>texture coordinates</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>colours</translation>
    </message>
    <message>
        <source>blend weights</source>
        <translation>blend weights</translation>
    </message>
    <message>
        <source>custom attributes</source>
        <translation>custom attributes</translation>
    </message>
    <message>
        <source>IQE smoothing</source>
        <translation>IQE smoothing</translation>
    </message>
    <message>
        <source>morph targets</source>
        <translation>morph targets</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices lie within the tolerance of another but differ in %1</source>
        <translation>
            <numerusform>%n vertex lies within the tolerance of another but differs in %1</numerusform>
            <numerusform>%n vertices lie within the tolerance of another but differ in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no animation to render.</source>
        <translation>There is no animation to render.</translation>
    </message>
    <message>
        <source>Animation &quot;%1&quot; has frames 0 to %2, not %3-%4.</source>
        <translation>Animation &quot;%1&quot; has frames 0 to %2, not %3-%4.</translation>
    </message>
    <message>
        <source>Displays the versions of Quarry, Qt, Assimp and tinyxml2.</source>
        <translation>Displays the versions of Quarry, Qt, Assimp and tinyxml2.</translation>
    </message>
    <message>
        <source>Render frames A to B of the animation: one PNG each, -o naming them with %d or %04d (out_%04d.png).</source>
        <translation>Render frames A to B of the animation: one PNG each, -o naming them with %d or %04d (out_%04d.png).</translation>
    </message>
    <message>
        <source>A-B</source>
        <translation>A-B</translation>
    </message>
    <message>
        <source>Write the frames as one looping animated GIF (-o out.gif).</source>
        <translation>Write the frames as one looping animated GIF (-o out.gif).</translation>
    </message>
    <message>
        <source>Write the frames as one looping animated PNG (-o out.png).</source>
        <translation>Write the frames as one looping animated PNG (-o out.png).</translation>
    </message>
    <message>
        <source>A transparent background instead of grey.</source>
        <translation>A transparent background instead of grey.</translation>
    </message>
    <message>
        <source>Onion skinning: ghosts of the poses N frames before and after.</source>
        <translation>Onion skinning: ghosts of the poses N frames before and after.</translation>
    </message>
    <message>
        <source>error: --onion takes a number of frames from 1 to 20</source>
        <translation>error: --onion takes a number of frames from 1 to 20</translation>
    </message>
    <message>
        <source>error: --gif and --apng cannot both be given</source>
        <translation>error: --gif and --apng cannot both be given</translation>
    </message>
    <message>
        <source>error: --frames takes A-B (frame numbers from 0), and not with --frame</source>
        <translation>error: --frames takes A-B (frame numbers from 0), and not with --frame</translation>
    </message>
    <message>
        <source>error: --frames A-B needs A &lt;= B</source>
        <translation>error: --frames A-B needs A &lt;= B</translation>
    </message>
    <message>
        <source>error: --frames needs an animation; %1 has none</source>
        <translation>error: --frames needs an animation; %1 has none</translation>
    </message>
    <message numerus="yes">
        <source>%n frames written to %1</source>
        <translation>
            <numerusform>%n frame written to %1</numerusform>
            <numerusform>%n frames written to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>glTF 2 binary</source>
        <translation>glTF 2 binary</translation>
    </message>
    <message>
        <source>glTF 2 (with .bin)</source>
        <translation>glTF 2 (with .bin)</translation>
    </message>
    <message>
        <source>Wavefront OBJ (with .mtl)</source>
        <translation>Wavefront OBJ (with .mtl)</translation>
    </message>
    <message>
        <source>Collada</source>
        <translation>Collada</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no triangles and is left out</source>
        <translation>mesh &quot;%1&quot; has no triangles and is left out</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; is left out: %2</source>
        <translation>mesh &quot;%1&quot; is left out: %2</translation>
    </message>
    <message>
        <source>the model has no triangles to write</source>
        <translation>the model has no triangles to write</translation>
    </message>
    <message>
        <source>%1 holds no skeleton or animations: the meshes are written in their bind pose</source>
        <translation>%1 holds no skeleton or animations: the meshes are written in their bind pose</translation>
    </message>
    <message>
        <source>joint %1 (&quot;%2&quot;) is written as &quot;%3&quot;: node names must be unique</source>
        <translation>joint %1 (&quot;%2&quot;) is written as &quot;%3&quot;: node names must be unique</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: glTF keeps 4 influences per vertex here, the mesh has up to %2</source>
        <translation>mesh &quot;%1&quot;: glTF keeps 4 influences per vertex here, the mesh has up to %2</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; has no keys and is left out</source>
        <translation>animation &quot;%1&quot; has no keys and is left out</translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation>cannot make a temporary folder: %1</translation>
    </message>
    <message>
        <source>Assimp could not write the file: %1</source>
        <translation>Assimp could not write the file: %1</translation>
    </message>
    <message>
        <source>Assimp wrote no file</source>
        <translation>Assimp wrote no file</translation>
    </message>
    <message>
        <source>No keys to change.</source>
        <translation>No keys to change.</translation>
    </message>
    <message numerus="yes">
        <source>Set %n key(s) to %1.</source>
        <translation>
            <numerusform>Set %n key to %1.</numerusform>
            <numerusform>Set %n keys to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The keys already interpolate so.</source>
        <translation>The keys already interpolate so.</translation>
    </message>
    <message>
        <source>No joint matches &quot;%1&quot;: no keys selected.</source>
        <translation>No joint matches &quot;%1&quot;: no keys selected.</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n key(s).</source>
        <translation>
            <numerusform>Selected %n key.</numerusform>
            <numerusform>Selected %n keys.</numerusform>
        </translation>
    </message>
    <message>
        <source>retimeRange: option &quot;end&quot; (%1) must be after &quot;start&quot; (%2)</source>
        <translation>retimeRange: option &quot;end&quot; (%1) must be after &quot;start&quot; (%2)</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;new_end&quot; (%1) must be after &quot;start&quot; (%2)</source>
        <translation>retimeRange: option &quot;new_end&quot; (%1) must be after &quot;start&quot; (%2)</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;handles&quot; expects four numbers &quot;x1 y1 x2 y2&quot;</source>
        <translation>retimeRange: option &quot;handles&quot; expects four numbers &quot;x1 y1 x2 y2&quot;</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;handles&quot;: x1 and x2 must be from 0 to 1</source>
        <translation>retimeRange: option &quot;handles&quot;: x1 and x2 must be from 0 to 1</translation>
    </message>
    <message>
        <source>Retimed %1–%2 s to end at %3 s.</source>
        <translation>Retimed %1–%2 s to end at %3 s.</translation>
    </message>
    <message>
        <source>Nothing to retime.</source>
        <translation>Nothing to retime.</translation>
    </message>
    <message>
        <source>setKey: no joint: give the option &quot;joint&quot; or select a joint</source>
        <translation>setKey: no joint: give the option &quot;joint&quot; or select a joint</translation>
    </message>
    <message numerus="yes">
        <source>Keyed %n joints at %1 s.</source>
        <translation>
            <numerusform>Keyed %n joint at %1 s.</numerusform>
            <numerusform>Keyed %n joints at %1 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the pose of %n joints.</source>
        <translation>
            <numerusform>Copied the pose of %n joint.</numerusform>
            <numerusform>Copied the pose of %n joints.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: option &quot;name_rule&quot; expects one of %2 or custom:A/B, not &quot;%3&quot;</source>
        <translation>%1: option &quot;name_rule&quot; expects one of %2 or custom:A/B, not &quot;%3&quot;</translation>
    </message>
    <message>
        <source>pastePose: no pose copied: run copyPose first</source>
        <translation>pastePose: no pose copied: run copyPose first</translation>
    </message>
    <message>
        <source>pastePose: no copied joint has a namesake in this skeleton</source>
        <translation>pastePose: no copied joint has a namesake in this skeleton</translation>
    </message>
    <message>
        <source>Paste Mirrored Pose</source>
        <translation>Paste Mirrored Pose</translation>
    </message>
    <message>
        <source>Paste Pose</source>
        <translation>Paste Pose</translation>
    </message>
    <message numerus="yes">
        <source>Pasted the pose of %n joints.</source>
        <translation>
            <numerusform>Pasted the pose of %n joint.</numerusform>
            <numerusform>Pasted the pose of %n joints.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pose is already there.</source>
        <translation>The pose is already there.</translation>
    </message>
    <message>
        <source>mirrorPose: range takes &quot;&quot; (the current frame), &quot;all&quot; or frames &quot;A-B&quot;, not &quot;%1&quot;</source>
        <translation>mirrorPose: range takes &quot;&quot; (the current frame), &quot;all&quot; or frames &quot;A-B&quot;, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>mirrorPose: the clip has frames 0 to %1, not %2</source>
        <translation>mirrorPose: the clip has frames 0 to %1, not %2</translation>
    </message>
    <message>
        <source>Mirror Pose</source>
        <translation>Mirror Pose</translation>
    </message>
    <message numerus="yes">
        <source>Mirrored the pose at %n frames.</source>
        <translation>
            <numerusform>Mirrored the pose at %n frame.</numerusform>
            <numerusform>Mirrored the pose at %n frames.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pose is its own mirror image.</source>
        <translation>The pose is its own mirror image.</translation>
    </message>
    <message>
        <source>the meshes have no texture coordinates</source>
        <translation>the meshes have no texture coordinates</translation>
    </message>
    <message>
        <source>Transform UVs</source>
        <translation>Transform UVs</translation>
    </message>
    <message>
        <source>Transformed the texture coordinates.</source>
        <translation>Transformed the texture coordinates.</translation>
    </message>
    <message>
        <source>No texture coordinates changed.</source>
        <translation>No texture coordinates changed.</translation>
    </message>
    <message>
        <source>Select faces (or meshes) to project.</source>
        <translation>Select faces (or meshes) to project.</translation>
    </message>
    <message>
        <source>Project UVs</source>
        <translation>Project UVs</translation>
    </message>
    <message numerus="yes">
        <source>Projected the texture coordinates of %n face(s).</source>
        <translation>
            <numerusform>Projected the texture coordinates of %n face.</numerusform>
            <numerusform>Projected the texture coordinates of %n faces.</numerusform>
        </translation>
    </message>
    <message>
        <source>The texture coordinates are already so.</source>
        <translation>The texture coordinates are already so.</translation>
    </message>
    <message>
        <source>Fit UVs</source>
        <translation>Fit UVs</translation>
    </message>
    <message>
        <source>Fitted the texture coordinates to the unit square.</source>
        <translation>Fitted the texture coordinates to the unit square.</translation>
    </message>
    <message>
        <source>The texture coordinates already fit.</source>
        <translation>The texture coordinates already fit.</translation>
    </message>
    <message>
        <source>Align UVs</source>
        <translation>Align UVs</translation>
    </message>
    <message>
        <source>Aligned the texture coordinates.</source>
        <translation>Aligned the texture coordinates.</translation>
    </message>
    <message>
        <source>The texture coordinates are already aligned.</source>
        <translation>The texture coordinates are already aligned.</translation>
    </message>
    <message>
        <source>Weld UVs</source>
        <translation>Weld UVs</translation>
    </message>
    <message>
        <source>Welded the texture coordinates.</source>
        <translation>Welded the texture coordinates.</translation>
    </message>
    <message>
        <source>No seam among the selected vertices to weld.</source>
        <translation>No seam among the selected vertices to weld.</translation>
    </message>
    <message>
        <source>Split UVs</source>
        <translation>Split UVs</translation>
    </message>
    <message>
        <source>Split the texture coordinates.</source>
        <translation>Split the texture coordinates.</translation>
    </message>
    <message>
        <source>Nothing to split: select the vertices of an edge.</source>
        <translation>Nothing to split: select the vertices of an edge.</translation>
    </message>
    <message>
        <source>copyUVSet: &quot;from&quot; and &quot;to&quot; are the same set</source>
        <translation>copyUVSet: &quot;from&quot; and &quot;to&quot; are the same set</translation>
    </message>
    <message>
        <source>Copy UV Set</source>
        <translation>Copy UV Set</translation>
    </message>
    <message>
        <source>Copied texture-coordinate set %1 to set %2.</source>
        <translation>Copied texture-coordinate set %1 to set %2.</translation>
    </message>
    <message>
        <source>No mesh has texture-coordinate set %1.</source>
        <translation>No mesh has texture-coordinate set %1.</translation>
    </message>
    <message>
        <source>No UV island under the selection.</source>
        <translation>No UV island under the selection.</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n face(s).</source>
        <translation>
            <numerusform>Selected %n face.</numerusform>
            <numerusform>Selected %n faces.</numerusform>
        </translation>
    </message>
    <message>
        <source>exportUVLayout: give the option &quot;path&quot; (a .png file)</source>
        <translation>exportUVLayout: give the option &quot;path&quot; (a .png file)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
    <message>
        <source>Wrote the UV layout to %1.</source>
        <translation>Wrote the UV layout to %1.</translation>
    </message>
    <message>
        <source>not saved (%1); the file on disk, if any, is unchanged</source>
        <translation>not saved (%1); the file on disk, if any, is unchanged</translation>
    </message>
    <message>
        <source>No space left on device: %1 bytes to write, %2 free on %3</source>
        <translation>No space left on device: %1 bytes to write, %2 free on %3</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; is written as &quot;%2&quot;: animation names must be unique</source>
        <translation>animation &quot;%1&quot; is written as &quot;%2&quot;: animation names must be unique</translation>
    </message>
    <message>
        <source>%1 not saved (%2); none of the %3 files on disk was changed</source>
        <translation>%1 not saved (%2); none of the %3 files on disk was changed</translation>
    </message>
    <message>
        <source>An XMF mesh&apos;s skeleton (XSF), animations (XAF) and materials (XRF); by default those found beside the mesh.</source>
        <translation>An XMF mesh&apos;s skeleton (XSF), animations (XAF) and materials (XRF); by default those found beside the mesh.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <translation>[files...]</translation>
    </message>
    <message>
        <source>usage: quarry render MODEL [COMPANIONS...] -o out.png [--frame N | --frames A-B [--gif | --apng]] [--animation NAME] [--size WxH] [--view front|side|top|perspective] [--transparent]</source>
        <translation>usage: quarry render MODEL [COMPANIONS...] -o out.png [--frame N | --frames A-B [--gif | --apng]] [--animation NAME] [--size WxH] [--view front|side|top|perspective] [--transparent]</translation>
    </message>
    <message>
        <source>Draw the joints in animation frames (--frames, --gif, --apng), which leave them out by default.</source>
        <translation>Draw the joints in animation frames (--frames, --gif, --apng), which leave them out by default.</translation>
    </message>
    <message>
        <source>error: --bones and --no-bones cannot both be given</source>
        <translation>error: --bones and --no-bones cannot both be given</translation>
    </message>
    <message>
        <source>error: --up takes z, y or stored</source>
        <translation>error: --up takes z, y or stored</translation>
    </message>
    <message>
        <source>The source&apos;s up axis: z or y (a Y-up source is turned Z-up), or stored (the axes are left as the files have them). Without it, a file that declares its up axis (glTF, Collada, FBX) is turned Z-up, and a glTF or Collada output is turned Y-up.</source>
        <translation>The source&apos;s up axis: z or y (a Y-up source is turned Z-up), or stored (the axes are left as the files have them). Without it, a file that declares its up axis (glTF, Collada, FBX) is turned Z-up, and a glTF or Collada output is turned Y-up.</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: its texture %2 is embedded in the source file, but the image could not be read: left out</source>
        <translation>material &quot;%1&quot;: its texture %2 is embedded in the source file, but the image could not be read: left out</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: the texture embedded as %2 written to %3</source>
        <translation>material &quot;%1&quot;: the texture embedded as %2 written to %3</translation>
    </message>
    <message numerus="yes">
        <source>the model has no skeleton: the bone influences of %n mesh(es) are left out (a static mesh)</source>
        <translation>
            <numerusform>the model has no skeleton: the bone influences of %n mesh are left out (a static mesh)</numerusform>
            <numerusform>the model has no skeleton: the bone influences of %n meshes are left out (static meshes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cal3D binary mesh</source>
        <translation>Cal3D binary mesh</translation>
    </message>
    <message>
        <source>Cal3D binary skeleton</source>
        <translation>Cal3D binary skeleton</translation>
    </message>
    <message>
        <source>Cal3D binary animation</source>
        <translation>Cal3D binary animation</translation>
    </message>
    <message>
        <source>Cal3D binary material</source>
        <translation>Cal3D binary material</translation>
    </message>
    <message>
        <source>turned from Z up to Y up, as %1 files are</source>
        <translation>turned from Z up to Y up, as %1 files are</translation>
    </message>
    <message>
        <source>the file is %1 up; its axes are left as stored</source>
        <translation>the file is %1 up; its axes are left as stored</translation>
    </message>
    <message>
        <source>the file is %1 up: turned Z up</source>
        <translation>the file is %1 up: turned Z up</translation>
    </message>
    <message>
        <source>the duration %1 is not a time</source>
        <translation>the duration %1 is not a time</translation>
    </message>
    <message>
        <source>track bone id %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>track bone id %1 is not a bone of the skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>%1 bytes after the last track were ignored</source>
        <translation>%1 bytes after the last track were ignored</translation>
    </message>
    <message>
        <source>the keys of joint &quot;%1&quot; cannot be stored compressed: the animation was written uncompressed</source>
        <translation>the keys of joint &quot;%1&quot; cannot be stored compressed: the animation was written uncompressed</translation>
    </message>
    <message>
        <source>CAF keys have no scale: scale keys were not written</source>
        <translation>CAF keys have no scale: scale keys were not written</translation>
    </message>
    <message>
        <source>a CAF animation needs its skeleton: give the .csf file (quarry: --skeleton FILE)</source>
        <translation>a CAF animation needs its skeleton: give the .csf file (quarry: --skeleton FILE)</translation>
    </message>
    <message>
        <source>a CAF file holds one animation: only &quot;%1&quot; was written</source>
        <translation>a CAF file holds one animation: only &quot;%1&quot; was written</translation>
    </message>
    <message>
        <source>a CRF file holds one material: only &quot;%1&quot; was written</source>
        <translation>a CRF file holds one material: only &quot;%1&quot; was written</translation>
    </message>
    <message>
        <source>submesh %1: %2 vertices, %3 faces and %4 springs cannot fit in the %5 bytes left</source>
        <translation>submesh %1: %2 vertices, %3 faces and %4 springs cannot fit in the %5 bytes left</translation>
    </message>
    <message>
        <source>vertex %1 has %2 influences; Quarry takes at most 255</source>
        <translation>vertex %1 has %2 influences; Quarry takes at most 255</translation>
    </message>
    <message>
        <source>influence bone id %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>influence bone id %1 is not a bone of the skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>influence bone id %1 is negative</source>
        <translation>influence bone id %1 is negative</translation>
    </message>
    <message>
        <source>%1 influence slots for each of %2 vertices: more than the file can hold</source>
        <translation>%1 influence slots for each of %2 vertices: more than the file can hold</translation>
    </message>
    <message>
        <source>spring vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>spring vertex %1 is out of range (the submesh has %2 vertices)</translation>
    </message>
    <message>
        <source>morph target vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>morph target vertex %1 is out of range (the submesh has %2 vertices)</translation>
    </message>
    <message>
        <source>morph target vertex %1 is not in increasing order</source>
        <translation>morph target vertex %1 is not in increasing order</translation>
    </message>
    <message>
        <source>face vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>face vertex %1 is out of range (the submesh has %2 vertices)</translation>
    </message>
    <message>
        <source>%1 bytes after the last submesh were ignored</source>
        <translation>%1 bytes after the last submesh were ignored</translation>
    </message>
    <message>
        <source>written as CMF version 1300 (it was %1): earlier versions have no morph targets</source>
        <translation>written as CMF version 1300 (it was %1): earlier versions have no morph targets</translation>
    </message>
    <message>
        <source>CMF has no tangents: they were not written</source>
        <translation>CMF has no tangents: they were not written</translation>
    </message>
    <message>
        <source>CMF has no vertex colors: they were not written</source>
        <translation>CMF has no vertex colors: they were not written</translation>
    </message>
    <message>
        <source>%1 bytes after the last map were ignored</source>
        <translation>%1 bytes after the last map were ignored</translation>
    </message>
    <message>
        <source>CRF version %1 has no map types: they were not written</source>
        <translation>CRF version %1 has no map types: they were not written</translation>
    </message>
    <message>
        <source>parent id %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>parent id %1 is not a bone of this skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>child id %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>child id %1 is not a bone of this skeleton (0 to %2)</translation>
    </message>
    <message>
        <source>%1 bytes after the last bone were ignored</source>
        <translation>%1 bytes after the last bone were ignored</translation>
    </message>
    <message>
        <source>bone %1 is its own ancestor (parent loop)</source>
        <translation>bone %1 is its own ancestor (parent loop)</translation>
    </message>
    <message>
        <source>CSF bones have no scale: joint scales were not written</source>
        <translation>CSF bones have no scale: joint scales were not written</translation>
    </message>
    <message>
        <source>the mesh has bone influences, but no skeleton (.xsf) was found beside it or given (on the command line: --skeleton FILE): opened as a static mesh</source>
        <translation>the mesh has bone influences, but no skeleton (.xsf) was found beside it or given (on the command line: --skeleton FILE): opened as a static mesh</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1: the first joint names; %n: how many more joints</extracomment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>No partner found for %1: left as they were.</source>
        <extracomment>%1: joint names (&quot;arm_L, hand_L&quot;)</extracomment>
        <translation>No partner found for %1: left as they were.</translation>
    </message>
    <message numerus="yes">
        <source>changed %n texture path(s)</source>
        <translation>
            <numerusform>changed %n texture path</numerusform>
            <numerusform>changed %n texture paths</numerusform>
        </translation>
    </message>
    <message>
        <source>export for a game engine: every file it needs, laid out as the game looks for them</source>
        <translation>export for a game engine: every file it needs, laid out as the game looks for them</translation>
    </message>
    <message>
        <source>say what will not work in an engine and whether export fixes it</source>
        <translation>say what will not work in an engine and whether export fixes it</translation>
    </message>
    <message>
        <source>list the engines export knows and what each loads</source>
        <translation>list the engines export knows and what each loads</translation>
    </message>
    <message>
        <source>List the engines Quarry exports for and what each loads.</source>
        <translation>List the engines Quarry exports for and what each loads.</translation>
    </message>
    <message>
        <source>The targets subcommand.</source>
        <translation>The targets subcommand.</translation>
    </message>
    <message>
        <source>Check a model against what an engine&apos;s loader accepts.</source>
        <translation>Check a model against what an engine&apos;s loader accepts.</translation>
    </message>
    <message>
        <source>The check subcommand.</source>
        <translation>The check subcommand.</translation>
    </message>
    <message>
        <source>The engine (quarry targets lists them).</source>
        <translation>The engine (quarry targets lists them).</translation>
    </message>
    <message>
        <source>Allow merging joints down to N.</source>
        <translation>Allow merging joints down to N.</translation>
    </message>
    <message>
        <source>usage: quarry check MODEL --target NAME [--json]</source>
        <translation>usage: quarry check MODEL --target NAME [--json]</translation>
    </message>
    <message>
        <source>error: no target &quot;%1&quot;; the targets are: %2</source>
        <translation>error: no target &quot;%1&quot;; the targets are: %2</translation>
    </message>
    <message>
        <source>fixed on export: </source>
        <translation>fixed on export: </translation>
    </message>
    <message>
        <source>%1: nothing to fix for %2</source>
        <translation>%1: nothing to fix for %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s) for %2</source>
        <translation>
            <numerusform>%1: %n finding for %2</numerusform>
            <numerusform>%1: %n findings for %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for this engine (quarry targets lists them), with --out-dir.</source>
        <translation>Export for this engine (quarry targets lists them), with --out-dir.</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>engine</translation>
    </message>
    <message>
        <source>With --target: the model&apos;s name in the game.</source>
        <translation>With --target: the model&apos;s name in the game.</translation>
    </message>
    <message>
        <source>With --target: allow merging joints down to N.</source>
        <translation>With --target: allow merging joints down to N.</translation>
    </message>
    <message>
        <source>With --target: a file of SLOT = ANIMATION lines for the game&apos;s animation order.</source>
        <translation>With --target: a file of SLOT = ANIMATION lines for the game&apos;s animation order.</translation>
    </message>
    <message>
        <source>With --target: also write the game archive (.pk3, .dpk).</source>
        <translation>With --target: also write the game archive (.pk3, .dpk).</translation>
    </message>
    <message>
        <source>error: --max-joints takes a positive number, not &quot;%1&quot;</source>
        <translation>error: --max-joints takes a positive number, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>fixed: </source>
        <translation>fixed: </translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>wrote %1</translation>
    </message>
    <message>
        <source>no target &quot;%1&quot;; the targets are: %2</source>
        <translation>no target &quot;%1&quot;; the targets are: %2</translation>
    </message>
    <message>
        <source>expected SLOT = ANIMATION</source>
        <translation>expected SLOT = ANIMATION</translation>
    </message>
    <message>
        <source>no slot &quot;%1&quot; in this target&apos;s animation order</source>
        <translation>no slot &quot;%1&quot; in this target&apos;s animation order</translation>
    </message>
    <message>
        <source>the model has no animation &quot;%1&quot;</source>
        <translation>the model has no animation &quot;%1&quot;</translation>
    </message>
    <message>
        <source>animation slot %1 is not mapped: it plays %2, as the game does without it</source>
        <translation>animation slot %1 is not mapped: it plays %2, as the game does without it</translation>
    </message>
    <message>
        <source>animation slot %1 is not mapped: it plays &quot;%2&quot;</source>
        <translation>animation slot %1 is not mapped: it plays &quot;%2&quot;</translation>
    </message>
    <message>
        <source>cannot make the archive: %1</source>
        <translation>cannot make the archive: %1</translation>
    </message>
    <message>
        <source>removed %1 joints no vertex uses (%2 of %3 allowed remain)</source>
        <translation>removed %1 joints no vertex uses (%2 of %3 allowed remain)</translation>
    </message>
    <message>
        <source>merged %1 joints into their parents (%2 -&gt; %3): %4</source>
        <translation>merged %1 joints into their parents (%2 -&gt; %3): %4</translation>
    </message>
    <message>
        <source>joint scale baked into the joints&apos; positions (%1 reads none)</source>
        <translation>joint scale baked into the joints&apos; positions (%1 reads none)</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; scales joints; %2 cannot show that and the scaling is lost</source>
        <translation>animation &quot;%1&quot; scales joints; %2 cannot show that and the scaling is lost</translation>
    </message>
    <message>
        <source>split %1 meshes into %2 (at most %3 vertices and %4 triangles each)</source>
        <translation>split %1 meshes into %2 (at most %3 vertices and %4 triangles each)</translation>
    </message>
    <message>
        <source>added a one-frame &quot;idle&quot; animation in the bind pose (poses and bounds come with it)</source>
        <translation>added a one-frame &quot;idle&quot; animation in the bind pose (poses and bounds come with it)</translation>
    </message>
    <message>
        <source>%1: cannot read the animation map</source>
        <translation>%1: cannot read the animation map</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; %3 loads at most %4</source>
        <translation>%1 is %2 bytes; %3 loads at most %4</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: cannot create the folder</translation>
    </message>
    <message>
        <source>texture %1 of material &quot;%2&quot; was not found; it is not copied</source>
        <translation>texture %1 of material &quot;%2&quot; was not found; it is not copied</translation>
    </message>
    <message>
        <source>texture %1 cannot be read; it is not copied</source>
        <translation>texture %1 cannot be read; it is not copied</translation>
    </message>
    <message>
        <source>%1: give option &quot;%2&quot; or &quot;%3&quot;, not both</source>
        <translation>%1: give option &quot;%2&quot; or &quot;%3&quot;, not both</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; expects %3 values (%4)</source>
        <translation>%1: option &quot;%2&quot; expects %3 values (%4)</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>the engine</translation>
    </message>
    <message>
        <source>%1: %2 (%3 allows %4); export fixes it: %5</source>
        <translation>%1: %2 (%3 allows %4); export fixes it: %5</translation>
    </message>
    <message>
        <source>%1: %2 (%3 allows %4); cannot be fixed on export: %5</source>
        <translation>%1: %2 (%3 allows %4); cannot be fixed on export: %5</translation>
    </message>
    <message>
        <source>%1 vertices per mesh</source>
        <translation>%1 vertices per mesh</translation>
    </message>
    <message>
        <source>Mesh %1 vertices</source>
        <translation>Mesh %1 vertices</translation>
    </message>
    <message>
        <source>the mesh is split into parts under the limit</source>
        <translation>the mesh is split into parts under the limit</translation>
    </message>
    <message>
        <source>%1 triangles per mesh</source>
        <translation>%1 triangles per mesh</translation>
    </message>
    <message>
        <source>Mesh %1 triangles</source>
        <translation>Mesh %1 triangles</translation>
    </message>
    <message>
        <source>%1 influences per vertex</source>
        <translation>%1 influences per vertex</translation>
    </message>
    <message>
        <source>Mesh %1 influences</source>
        <translation>Mesh %1 influences</translation>
    </message>
    <message>
        <source>the largest influences are kept and renormalized</source>
        <translation>the largest influences are kept and renormalized</translation>
    </message>
    <message>
        <source>%1 components, (u)byte, (u)int or float</source>
        <translation>%1 components, (u)byte, (u)int or float</translation>
    </message>
    <message>
        <source>Custom array &quot;%1&quot; of mesh %2 components</source>
        <translation>Custom array &quot;%1&quot; of mesh %2 components</translation>
    </message>
    <message>
        <source>the array is left out (the engine refuses the whole model otherwise)</source>
        <translation>the array is left out (the engine refuses the whole model otherwise)</translation>
    </message>
    <message>
        <source>%1 vertices in all</source>
        <translation>%1 vertices in all</translation>
    </message>
    <message>
        <source>Vertices in all meshes</source>
        <translation>Vertices in all meshes</translation>
    </message>
    <message>
        <source>simplify or remove meshes until at most %1 vertices remain</source>
        <translation>simplify or remove meshes until at most %1 vertices remain</translation>
    </message>
    <message>
        <source>%1 joints</source>
        <translation>%1 joints</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Joints</translation>
    </message>
    <message>
        <source>the %1 joints no vertex uses are removed</source>
        <translation>the %1 joints no vertex uses are removed</translation>
    </message>
    <message>
        <source>the least-used leaf joints are merged into their parents down to %1</source>
        <translation>the least-used leaf joints are merged into their parents down to %1</translation>
    </message>
    <message>
        <source>allow merging joints with --max-joints %1 (or the dialog&apos;s joint limit), or remove joints</source>
        <translation>allow merging joints with --max-joints %1 (or the dialog&apos;s joint limit), or remove joints</translation>
    </message>
    <message>
        <source>no joint scale</source>
        <translation>no joint scale</translation>
    </message>
    <message>
        <source>uniform, positive joint scale</source>
        <translation>uniform, positive joint scale</translation>
    </message>
    <message>
        <source>Scaled joints</source>
        <translation>Scaled joints</translation>
    </message>
    <message>
        <source>the bind pose&apos;s scale is baked away; animated scale is lost (a warning says which)</source>
        <translation>the bind pose&apos;s scale is baked away; animated scale is lost (a warning says which)</translation>
    </message>
    <message>
        <source>the bind pose&apos;s scale is baked into the joints&apos; positions</source>
        <translation>the bind pose&apos;s scale is baked into the joints&apos; positions</translation>
    </message>
    <message>
        <source>a pose per joint</source>
        <translation>a pose per joint</translation>
    </message>
    <message>
        <source>Poses</source>
        <translation>Poses</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation in the bind pose is added</source>
        <translation>a one-frame &quot;idle&quot; animation in the bind pose is added</translation>
    </message>
    <message>
        <source>bounds for every frame</source>
        <translation>bounds for every frame</translation>
    </message>
    <message>
        <source>Frame bounds</source>
        <translation>Frame bounds</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation is added, and bounds with it</source>
        <translation>a one-frame &quot;idle&quot; animation is added, and bounds with it</translation>
    </message>
    <message>
        <source>at least one animation</source>
        <translation>at least one animation</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation is added</source>
        <translation>a one-frame &quot;idle&quot; animation is added</translation>
    </message>
    <message>
        <source>a root joint and a one-frame &quot;idle&quot; animation are added</source>
        <translation>a root joint and a one-frame &quot;idle&quot; animation are added</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>File size (estimated)</source>
        <translation>File size (estimated)</translation>
    </message>
    <message>
        <source>simplify the meshes or shorten the animations</source>
        <translation>simplify the meshes or shorten the animations</translation>
    </message>
    <message>
        <source>Skeleton file read with the model (XSF or CSF).</source>
        <translation>Skeleton file read with the model (XSF or CSF).</translation>
    </message>
    <message>
        <source>Animation file read with the model (XAF or CAF); repeatable.</source>
        <translation>Animation file read with the model (XAF or CAF); repeatable.</translation>
    </message>
    <message>
        <source>Material file read with the model (XRF or CRF); repeatable.</source>
        <translation>Material file read with the model (XRF or CRF); repeatable.</translation>
    </message>
    <message>
        <source>Another mesh joined to the model on its skeleton (XMF or CMF); repeatable.</source>
        <translation>Another mesh joined to the model on its skeleton (XMF or CMF); repeatable.</translation>
    </message>
    <message>
        <source>join Cal3D meshes on one skeleton into one model</source>
        <translation>join Cal3D meshes on one skeleton into one model</translation>
    </message>
    <message>
        <source>say how far two models differ, moving, as fractions of their height</source>
        <translation>say how far two models differ, moving, as fractions of their height</translation>
    </message>
    <message>
        <source>Say how far two models differ: structure, joints and skinned surface at evenly spaced times of each animation both have, as fractions of A&apos;s height.</source>
        <translation>Say how far two models differ: structure, joints and skinned surface at evenly spaced times of each animation both have, as fractions of A&apos;s height.</translation>
    </message>
    <message>
        <source>The compare subcommand.</source>
        <translation>The compare subcommand.</translation>
    </message>
    <message>
        <source>The first model.</source>
        <translation>The first model.</translation>
    </message>
    <message>
        <source>The second model.</source>
        <translation>The second model.</translation>
    </message>
    <message>
        <source>Times compared per animation (default: every frame of the coarser, at most 500).</source>
        <translation>Times compared per animation (default: every frame of the coarser, at most 500).</translation>
    </message>
    <message>
        <source>Largest distance allowed, as a fraction of the height (default 0.005).</source>
        <translation>Largest distance allowed, as a fraction of the height (default 0.005).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Skeleton file read with the Cal3D model (XSF).</source>
        <translation>Skeleton file read with the Cal3D model (XSF).</translation>
    </message>
    <message>
        <source>Animation file read with the Cal3D model (XAF); repeatable.</source>
        <translation>Animation file read with the Cal3D model (XAF); repeatable.</translation>
    </message>
    <message>
        <source>Material file read with the Cal3D model (XRF); repeatable.</source>
        <translation>Material file read with the Cal3D model (XRF); repeatable.</translation>
    </message>
    <message>
        <source>Another mesh joined to the Cal3D model (XMF); repeatable.</source>
        <translation>Another mesh joined to the Cal3D model (XMF); repeatable.</translation>
    </message>
    <message>
        <source>error: --frames takes a positive number, not &quot;%1&quot;</source>
        <translation>error: --frames takes a positive number, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>error: --tolerance takes a fraction of the height such as 0.005, not &quot;%1&quot;</source>
        <translation>error: --tolerance takes a fraction of the height such as 0.005, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>A: %1
B: %2
</source>
        <translation>A: %1
B: %2
</translation>
    </message>
    <message>
        <source>error: %1: several inputs with one output join Cal3D meshes (.xmf, .cmf) into one avatar, and this is not one; to convert each file on its own, give --out-dir DIR</source>
        <translation>error: %1: several inputs with one output join Cal3D meshes (.xmf, .cmf) into one avatar, and this is not one; to convert each file on its own, give --out-dir DIR</translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT [MESH...] OUTPUT [options]</source>
        <translation>usage: quarry convert INPUT [MESH...] OUTPUT [options]</translation>
    </message>
    <message>
        <source>MD3: store these joints as tags (comma separated) instead of those named tag_...</source>
        <translation>MD3: store these joints as tags (comma separated) instead of those named tag_...</translation>
    </message>
    <message>
        <source>a,b</source>
        <translation>a,b</translation>
    </message>
    <message>
        <source>Write a Quake III player into this folder: lower.md3, upper.md3, head.md3 (split at the torso and head joints), their skins and animation.cfg.</source>
        <translation>Write a Quake III player into this folder: lower.md3, upper.md3, head.md3 (split at the torso and head joints), their skins and animation.cfg.</translation>
    </message>
    <message>
        <source>With --q3-player: the first joint of the torso (default: the first named like spine or chest).</source>
        <translation>With --q3-player: the first joint of the torso (default: the first named like spine or chest).</translation>
    </message>
    <message>
        <source>With --q3-player: the first joint of the head (default: the first named like head or neck).</source>
        <translation>With --q3-player: the first joint of the head (default: the first named like head or neck).</translation>
    </message>
    <message>
        <source>With --q3-player: the joint tag_weapon goes on (default: a right hand).</source>
        <translation>With --q3-player: the joint tag_weapon goes on (default: a right hand).</translation>
    </message>
    <message>
        <source>With --target: also write N coarser levels of detail where the game draws them.</source>
        <translation>With --target: also write N coarser levels of detail where the game draws them.</translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT... --target ENGINE --out-dir DIR [--name NAME] [--pack] [--lods N]</source>
        <translation>usage: quarry convert INPUT... --target ENGINE --out-dir DIR [--name NAME] [--pack] [--lods N]</translation>
    </message>
    <message>
        <source>error: --lods takes a number from 0 to 8, not &quot;%1&quot;</source>
        <translation>error: --lods takes a number from 0 to 8, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>note: the model stands %1 units tall in its bind pose (along Z), far taller than a Quake-family player (about %2): --height %2 scales it to a player&apos;s height (--scale %3)</source>
        <translation>note: the model stands %1 units tall in its bind pose (along Z), far taller than a Quake-family player (about %2): --height %2 scales it to a player&apos;s height (--scale %3)</translation>
    </message>
    <message numerus="yes">
        <source>note: %n morph animation(s) left out (%1): this format does not hold them; a .cfg (or .xpf) keeps them</source>
        <translation>
            <numerusform>note: %n morph animation left out (%1): this format does not hold it; a .cfg (or .xpf) keeps it</numerusform>
            <numerusform>note: %n morph animations left out (%1): this format does not hold them; a .cfg (or .xpf) keeps them</numerusform>
        </translation>
    </message>
    <message>
        <source>Quake III model</source>
        <translation>Quake III model</translation>
    </message>
    <message>
        <source>Doom 3 MD5 mesh</source>
        <translation>Doom 3 MD5 mesh</translation>
    </message>
    <message>
        <source>Doom 3 MD5 animation</source>
        <translation>Doom 3 MD5 animation</translation>
    </message>
    <message>
        <source>Cal3D XML morph animation</source>
        <translation>Cal3D XML morph animation</translation>
    </message>
    <message>
        <source>Cal3D binary morph animation</source>
        <translation>Cal3D binary morph animation</translation>
    </message>
    <message>
        <source>Cal3D avatar list</source>
        <translation>Cal3D avatar list</translation>
    </message>
    <message>
        <source>Size (bind pose): %1 x %2 x %3 (X, Y, Z)
</source>
        <translation>Size (bind pose): %1 x %2 x %3 (X, Y, Z)
</translation>
    </message>
    <message>
        <source>Height (bind pose, Z): %1 model units (the extent --height sets)
</source>
        <translation>Height (bind pose, Z): %1 model units (the extent --height sets)
</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds no morph animation: %n morph tracks are left out</source>
        <translation>
            <numerusform>%1 holds no morph animation: %n morph track is left out</numerusform>
            <numerusform>%1 holds no morph animation: %n morph tracks are left out</numerusform>
        </translation>
    </message>
    <message>
        <source>the morph animations could not be added: %1</source>
        <translation>the morph animations could not be added: %1</translation>
    </message>
    <message>
        <source>the duration must not be negative</source>
        <translation>the duration must not be negative</translation>
    </message>
    <message>
        <source>no %1 joint found by its name: give %2</source>
        <translation>no %1 joint found by its name: give %2</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; in the skeleton</source>
        <translation>no joint &quot;%1&quot; in the skeleton</translation>
    </message>
    <message>
        <source>a Quake III player is split by joints, and the model has no skeleton</source>
        <translation>a Quake III player is split by joints, and the model has no skeleton</translation>
    </message>
    <message>
        <source>the model has no animation: every slot plays its bind pose</source>
        <translation>the model has no animation: every slot plays its bind pose</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; to store as a tag</source>
        <translation>no joint &quot;%1&quot; to store as a tag</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; to store the model in</source>
        <translation>no joint &quot;%1&quot; to store the model in</translation>
    </message>
    <message>
        <source>%1 tags: MD3 holds at most %2</source>
        <translation>%1 tags: MD3 holds at most %2</translation>
    </message>
    <message>
        <source>%1 frames: MD3 holds at most %2 (a lower --fps or fewer animations would fit)</source>
        <translation>%1 frames: MD3 holds at most %2 (a lower --fps or fewer animations would fit)</translation>
    </message>
    <message>
        <source>%1 surfaces (meshes split at %2 vertices and %3 triangles): MD3 holds at most %4</source>
        <translation>%1 surfaces (meshes split at %2 vertices and %3 triangles): MD3 holds at most %4</translation>
    </message>
    <message>
        <source>a position lies %1 units from the origin; MD3 holds ±512 units (in 1/64-unit steps): --scale %2 would fit</source>
        <translation>a position lies %1 units from the origin; MD3 holds ±512 units (in 1/64-unit steps): --scale %2 would fit</translation>
    </message>
    <message>
        <source>surface name &quot;%1&quot; cut to %2 characters</source>
        <translation>surface name &quot;%1&quot; cut to %2 characters</translation>
    </message>
    <message>
        <source>the model has no animation; the game needs %1: a one-frame rest pose is written as %1</source>
        <translation>the model has no animation; the game needs %1: a one-frame rest pose is written as %1</translation>
    </message>
    <message>
        <source>no animation is mapped to %1, which the game needs: &quot;%2&quot; plays it</source>
        <translation>no animation is mapped to %1, which the game needs: &quot;%2&quot; plays it</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; is written as %2</source>
        <translation>animation &quot;%1&quot; is written as %2</translation>
    </message>
    <message>
        <source>%1 loads %2 only in place of %3, which must be in the game</source>
        <translation>%1 loads %2 only in place of %3, which must be in the game</translation>
    </message>
    <message>
        <source>%1 draws no levels of detail: --lods is left out</source>
        <translation>%1 draws no levels of detail: --lods is left out</translation>
    </message>
    <message>
        <source>level of detail %1: %2 of %3 triangles (%4)</source>
        <translation>level of detail %1: %2 of %3 triangles (%4)</translation>
    </message>
    <message>
        <source>an avatar needs a skeleton or a mesh</source>
        <translation>an avatar needs a skeleton or a mesh</translation>
    </message>
    <message>
        <source>not a key=value line</source>
        <translation>not a key=value line</translation>
    </message>
    <message>
        <source>scale=%1 is not a positive number</source>
        <translation>scale=%1 is not a positive number</translation>
    </message>
    <message>
        <source>%1= names no file</source>
        <translation>%1= names no file</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (ignored)</source>
        <translation>unknown key &quot;%1&quot; (ignored)</translation>
    </message>
    <message>
        <source>%1=%2: no such file</source>
        <translation>%1=%2: no such file</translation>
    </message>
    <message>
        <source>read %1 in place of %2</source>
        <translation>read %1 in place of %2</translation>
    </message>
    <message>
        <source>%1=%2: %3</source>
        <translation>%1=%2: %3</translation>
    </message>
    <message>
        <source>%1 bytes is too large for a .cfg list of files</source>
        <translation>%1 bytes is too large for a .cfg list of files</translation>
    </message>
    <message>
        <source>a second skeleton= line (Cal3D takes one skeleton)</source>
        <translation>a second skeleton= line (Cal3D takes one skeleton)</translation>
    </message>
    <message>
        <source>a second skeleton (the list names %1)</source>
        <translation>a second skeleton (the list names %1)</translation>
    </message>
    <message>
        <source>the list names no skeleton and no mesh</source>
        <translation>the list names no skeleton and no mesh</translation>
    </message>
    <message>
        <source>scale=%1 is not applied: Cal3D scales an avatar only with its skeleton</source>
        <translation>scale=%1 is not applied: Cal3D scales an avatar only with its skeleton</translation>
    </message>
    <message>
        <source>scaled by %1, as the list&apos;s scale= line makes Cal3D scale the avatar when it loads: bone translations, vertex and morph target positions and animation translations</source>
        <translation>scaled by %1, as the list&apos;s scale= line makes Cal3D scale the avatar when it loads: bone translations, vertex and morph target positions and animation translations</translation>
    </message>
    <message>
        <source>the model has no skeleton and no mesh to list</source>
        <translation>the model has no skeleton and no mesh to list</translation>
    </message>
    <message numerus="yes">
        <source>%n track(s) key no morph target of the meshes (kept, to be written back): %1</source>
        <translation>
            <numerusform>%n track keys no morph target of the meshes (kept, to be written back): %1</numerusform>
            <numerusform>%n tracks key no morph target of the meshes (kept, to be written back): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a CPF file names morph targets: the tracks by MORPHID were written by their targets&apos; names</source>
        <translation>a CPF file names morph targets: the tracks by MORPHID were written by their targets&apos; names</translation>
    </message>
    <message>
        <source>a morph animation needs the meshes it plays on: open the mesh (.xmf, .cmf) or the .cfg list with it</source>
        <translation>a morph animation needs the meshes it plays on: open the mesh (.xmf, .cmf) or the .cfg list with it</translation>
    </message>
    <message>
        <source>the model has no morph animation to write</source>
        <translation>the model has no morph animation to write</translation>
    </message>
    <message>
        <source>a skeleton</source>
        <translation>a skeleton</translation>
    </message>
    <message>
        <source>a mesh</source>
        <translation>a mesh</translation>
    </message>
    <message>
        <source>an animation</source>
        <translation>an animation</translation>
    </message>
    <message>
        <source>a material</source>
        <translation>a material</translation>
    </message>
    <message>
        <source>a morph animation</source>
        <translation>a morph animation</translation>
    </message>
    <message>
        <source>%1 file was given where %2 file belongs</source>
        <translation>%1 file was given where %2 file belongs</translation>
    </message>
    <message>
        <source>not a Cal3D skeleton, mesh, animation or material file</source>
        <translation>not a Cal3D skeleton, mesh, animation or material file</translation>
    </message>
    <message>
        <source>not a skeleton (.xsf), mesh (.xmf), animation (.xaf) or material (.xrf) file: %1</source>
        <translation>not a skeleton (.xsf), mesh (.xmf), animation (.xaf) or material (.xrf) file: %1</translation>
    </message>
    <message>
        <source>a track by MORPHNAME among tracks by MORPHID, or the other way round</source>
        <translation>a track by MORPHNAME among tracks by MORPHID, or the other way round</translation>
    </message>
    <message>
        <source>MORPHID and MESHID must not be negative</source>
        <translation>MORPHID and MESHID must not be negative</translation>
    </message>
    <message>
        <source>a submesh ID must not be negative</source>
        <translation>a submesh ID must not be negative</translation>
    </message>
    <message>
        <source>&lt;KEYFRAME&gt; has no &lt;WEIGHT&gt;</source>
        <translation>&lt;KEYFRAME&gt; has no &lt;WEIGHT&gt;</translation>
    </message>
    <message>
        <source>insertKeys: the clip has no keyed joints or morph targets; give option &quot;joints&quot; or &quot;morphs&quot;</source>
        <translation>insertKeys: the clip has no keyed joints or morph targets; give option &quot;joints&quot; or &quot;morphs&quot;</translation>
    </message>
    <message>
        <source>No morph target is named &quot;%1&quot;: no keys selected.</source>
        <translation>No morph target is named &quot;%1&quot;: no keys selected.</translation>
    </message>
    <message>
        <source>setKey: the mesh &quot;%1&quot; has no morph target &quot;%2&quot;</source>
        <translation>setKey: the mesh &quot;%1&quot; has no morph target &quot;%2&quot;</translation>
    </message>
    <message>
        <source>setKey: no mesh has a morph target &quot;%1&quot;</source>
        <translation>setKey: no mesh has a morph target &quot;%1&quot;</translation>
    </message>
    <message>
        <source>setKey: the morph target &quot;%1&quot; is in several meshes (%2): give the option &quot;mesh&quot;</source>
        <translation>setKey: the morph target &quot;%1&quot; is in several meshes (%2): give the option &quot;mesh&quot;</translation>
    </message>
    <message>
        <source>Keyed the weight of %1 at %2 s.</source>
        <translation>Keyed the weight of %1 at %2 s.</translation>
    </message>
    <message>
        <source>The key is already there.</source>
        <translation>The key is already there.</translation>
    </message>
    <message>
        <source>setKey: the model has no joints: give the option &quot;morph&quot;</source>
        <translation>setKey: the model has no joints: give the option &quot;morph&quot;</translation>
    </message>
    <message>
        <source>at joint %1</source>
        <translation>at joint %1</translation>
    </message>
    <message>
        <source>at joint %1 (B: %2)</source>
        <translation>at joint %1 (B: %2)</translation>
    </message>
    <message>
        <source>at mesh %1 vertex %2 (B: mesh %3 vertex %4)</source>
        <translation>at mesh %1 vertex %2 (B: mesh %3 vertex %4)</translation>
    </message>
    <message>
        <source>, animation %1 at %2 s</source>
        <translation>, animation %1 at %2 s</translation>
    </message>
    <message>
        <source>, bind pose</source>
        <translation>, bind pose</translation>
    </message>
    <message>
        <source>%1: nothing to compare</source>
        <translation>%1: nothing to compare</translation>
    </message>
    <message>
        <source>%1: largest %2 %3; mean %4</source>
        <translation>%1: largest %2 %3; mean %4</translation>
    </message>
    <message>
        <source>Within tolerance: largest distance %1 of height (tolerance %2).</source>
        <translation>Within tolerance: largest distance %1 of height (tolerance %2).</translation>
    </message>
    <message>
        <source>NOT within tolerance: vertices without a counterpart; largest distance %1 of height (tolerance %2).</source>
        <translation>NOT within tolerance: vertices without a counterpart; largest distance %1 of height (tolerance %2).</translation>
    </message>
    <message>
        <source>NOT within tolerance: largest distance %1 of height (tolerance %2).</source>
        <translation>NOT within tolerance: largest distance %1 of height (tolerance %2).</translation>
    </message>
    <message>
        <source>Distances are fractions of A&apos;s height, %1.</source>
        <translation>Distances are fractions of A&apos;s height, %1.</translation>
    </message>
    <message>
        <source>Structure: the same.</source>
        <translation>Structure: the same.</translation>
    </message>
    <message>
        <source>Structure:</source>
        <translation>Structure:</translation>
    </message>
    <message>
        <source>Matched: %1 joints; %2 vertices of A, %3 of A and %4 of B without a counterpart.</source>
        <translation>Matched: %1 joints; %2 vertices of A, %3 of A and %4 of B without a counterpart.</translation>
    </message>
    <message>
        <source>Bind pose, surface</source>
        <translation>Bind pose, surface</translation>
    </message>
    <message>
        <source>Animation %1 (%2 times</source>
        <translation>Animation %1 (%2 times</translation>
    </message>
    <message>
        <source>; %1 frames a second in A, %2 in B</source>
        <translation>; %1 frames a second in A, %2 in B</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>joints</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>surface</translation>
    </message>
    <message>
        <source>Texture coordinates: largest difference %1 %2</source>
        <translation>Texture coordinates: largest difference %1 %2</translation>
    </message>
    <message>
        <source>Normals: largest difference %1° %2</source>
        <translation>Normals: largest difference %1° %2</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: its bone influences are left out: the model has no skeleton</source>
        <translation>mesh &quot;%1&quot;: its bone influences are left out: the model has no skeleton</translation>
    </message>
    <message>
        <source>Scale B to A&apos;s height before measuring (a conversion made with --height or --scale); the factor is reported.</source>
        <translation>Scale B to A&apos;s height before measuring (a conversion made with --height or --scale); the factor is reported.</translation>
    </message>
    <message>
        <source>usage: quarry compare A B [companions] [--json] [--frames N] [--tolerance T] [--fit-scale]</source>
        <translation>usage: quarry compare A B [companions] [--json] [--frames N] [--tolerance T] [--fit-scale]</translation>
    </message>
    <message>
        <source>the joints&apos; transforms could not be set: %1</source>
        <translation>the joints&apos; transforms could not be set: %1</translation>
    </message>
    <message>
        <source>written as XPF: a CPF file names morph targets, and the names of &quot;%1&quot; also name targets it does not key</source>
        <translation>written as XPF: a CPF file names morph targets, and the names of &quot;%1&quot; also name targets it does not key</translation>
    </message>
    <message>
        <source>B scaled by %1 to A&apos;s height before measuring.</source>
        <translation>B scaled by %1 to A&apos;s height before measuring.</translation>
    </message>
    <message>
        <source>Vertices matched where animation %1 starts: one model has no skeleton, so no bind pose to compare.</source>
        <translation>Vertices matched where animation %1 starts: one model has no skeleton, so no bind pose to compare.</translation>
    </message>
    <message>
        <source>error: with --q3-player, --lods takes a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>error: with --q3-player, --lods takes a number from 0 to %1, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source> (Quarry writes none of these)</source>
        <translation> (Quarry writes none of these)</translation>
    </message>
    <message>
        <source>Quake III draws at most %1 levels of detail: %2 are written</source>
        <translation>Quake III draws at most %1 levels of detail: %2 are written</translation>
    </message>
    <message>
        <source>a Quake III player is split by joints, and the model has no skeleton: --single-model writes it as one model</source>
        <translation>a Quake III player is split by joints, and the model has no skeleton: --single-model writes it as one model</translation>
    </message>
    <message>
        <source>%1 (or --single-model for one model)</source>
        <translation>%1 (or --single-model for one model)</translation>
    </message>
    <message>
        <source>%1 loads none of the model formats Quarry writes (IQM, MD3, MD5)</source>
        <translation>%1 loads none of the model formats Quarry writes (IQM, MD3, MD5)</translation>
    </message>
    <message>
        <source>models in formats Quarry does not write</source>
        <translation>models in formats Quarry does not write</translation>
    </message>
    <message>
        <source>no loader for IQM, MD3 or MD5</source>
        <translation>no loader for IQM, MD3 or MD5</translation>
    </message>
    <message>
        <source>the engine loads none of the model formats Quarry writes (IQM, MD3, MD5)</source>
        <translation>the engine loads none of the model formats Quarry writes (IQM, MD3, MD5)</translation>
    </message>
    <message>
        <source>Draw another model over this one as a ghost, posed at each frame by its matching animation, as the editor&apos;s comparison view does.</source>
        <translation>Draw another model over this one as a ghost, posed at each frame by its matching animation, as the editor&apos;s comparison view does.</translation>
    </message>
    <message>
        <source>With --compare: colour each vertex by its distance to the other model (blue at 0, red at the tolerance, 0.5% of the height) and draw the scale.</source>
        <translation>With --compare: colour each vertex by its distance to the other model (blue at 0, red at the tolerance, 0.5% of the height) and draw the scale.</translation>
    </message>
    <message>
        <source>error: --deviation needs --compare FILE</source>
        <translation>error: --deviation needs --compare FILE</translation>
    </message>
    <message>
        <source>frames %1 to %2 are in no clip: they are the animation &quot;%3&quot; at %4 frames a second</source>
        <translation>frames %1 to %2 are in no clip: they are the animation &quot;%3&quot; at %4 frames a second</translation>
    </message>
    <message>
        <source>%1; the frames are read as one animation</source>
        <translation>%1; the frames are read as one animation</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no frames; left out</source>
        <translation>&quot;%1&quot; has no frames; left out</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (frames %2 to %3) lies outside the model&apos;s %4 frames; left out</source>
        <translation>&quot;%1&quot; (frames %2 to %3) lies outside the model&apos;s %4 frames; left out</translation>
    </message>
    <message>
        <source>%1 (as %2)</source>
        <translation>%1 (as %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n more ranges left out</source>
        <translation>
            <numerusform>%n more range left out</numerusform>
            <numerusform>%n more ranges left out</numerusform>
        </translation>
    </message>
    <message>
        <source>the clips hold %1 frames, more than %2 times the model&apos;s %3</source>
        <translation>the clips hold %1 frames, more than %2 times the model&apos;s %3</translation>
    </message>
    <message>
        <source>read as the clip of the same frames: %1</source>
        <translation>read as the clip of the same frames: %1</translation>
    </message>
    <message>
        <source>a frame rate of %1</source>
        <translation>a frame rate of %1</translation>
    </message>
    <message>
        <source>the file ends before %1: Quake III reads %2 animations</source>
        <translation>the file ends before %1: Quake III reads %2 animations</translation>
    </message>
    <message>
        <source>%1 needs a first frame, a frame count, looping frames and a frame rate</source>
        <translation>%1 needs a first frame, a frame count, looping frames and a frame rate</translation>
    </message>
    <message>
        <source>%1: a field is not a number in range</source>
        <translation>%1: a field is not a number in range</translation>
    </message>
    <message>
        <source>%1 plays its frames backwards in the game; read forwards</source>
        <translation>%1 plays its frames backwards in the game; read forwards</translation>
    </message>
    <message>
        <source>the game does not animate the head: its frames are one animation</source>
        <translation>the game does not animate the head: its frames are one animation</translation>
    </message>
    <message>
        <source>cannot be read (%1); the frames are read as one animation</source>
        <translation>cannot be read (%1); the frames are read as one animation</translation>
    </message>
    <message>
        <source>%1 bytes are more than a list of clips takes; the frames are read as one animation</source>
        <translation>%1 bytes are more than a list of clips takes; the frames are read as one animation</translation>
    </message>
    <message>
        <source>clips and frame rates from %1</source>
        <translation>clips and frame rates from %1</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>Frames in %1</source>
        <translation>Frames in %1</translation>
    </message>
    <message>
        <source>resample with --fps %1 (or the dialog&apos;s frame rate) or lower, or export fewer animations</source>
        <translation>resample with --fps %1 (or the dialog&apos;s frame rate) or lower, or export fewer animations</translation>
    </message>
    <message>
        <source>export fewer or shorter animations (even --fps 1 gives more)</source>
        <translation>export fewer or shorter animations (even --fps 1 gives more)</translation>
    </message>
    <message>
        <source>No holes to fill through the selection.</source>
        <translation>No holes to fill through the selection.</translation>
    </message>
    <message>
        <source>MD5 stores no normals (the engine derives them from the triangles&apos; winding): saved as MD5, this change is lost.</source>
        <translation>MD5 stores no normals (the engine derives them from the triangles&apos; winding): saved as MD5, this change is lost.</translation>
    </message>
    <message>
        <source>%1 joints are named &quot;%2&quot;: files and engines find joints by name</source>
        <translation>%1 joints are named &quot;%2&quot;: files and engines find joints by name</translation>
    </message>
    <message>
        <source>textured (the default for a model with a texture found), shaded (the default for one without), wireframe, colors or uv.</source>
        <translation>textured (the default for a model with a texture found), shaded (the default for one without), wireframe, colors or uv.</translation>
    </message>
    <message>
        <source>warning: texture drawn as a checkerboard: %1</source>
        <translation>warning: texture drawn as a checkerboard: %1</translation>
    </message>
    <message>
        <source>MD3: split surfaces over the renderers&apos; caps (999 vertices, 1,999 triangles) into parts under both; a model read from an MD3 is otherwise written with its surfaces as read.</source>
        <translation>MD3: split surfaces over the renderers&apos; caps (999 vertices, 1,999 triangles) into parts under both; a model read from an MD3 is otherwise written with its surfaces as read.</translation>
    </message>
    <message>
        <source>MDL, MD2: sample the animations at this frame rate (default 10).</source>
        <translation>MDL, MD2: sample the animations at this frame rate (default 10).</translation>
    </message>
    <message>
        <source>MDL: write every animation as one frame group.</source>
        <translation>MDL: write every animation as one frame group.</translation>
    </message>
    <message>
        <source>MDL: keep the flags past bit 7.</source>
        <translation>MDL: keep the flags past bit 7.</translation>
    </message>
    <message>
        <source>MDL: store a skin laid out in a front and a back half with onseam, as Quake&apos;s tools do.</source>
        <translation>MDL: store a skin laid out in a front and a back half with onseam, as Quake&apos;s tools do.</translation>
    </message>
    <message>
        <source>MDL: let skin colours match the fullbright colours (224-255).</source>
        <translation>MDL: let skin colours match the fullbright colours (224-255).</translation>
    </message>
    <message>
        <source>MDL: let skin colours match the shirt and pants colours (16-31, 96-111).</source>
        <translation>MDL: let skin colours match the shirt and pants colours (16-31, 96-111).</translation>
    </message>
    <message>
        <source>MD2: the game folder the skin names start with (e.g. models/monsters/tank/).</source>
        <translation>MD2: the game folder the skin names start with (e.g. models/monsters/tank/).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <source>MDL, MD2: write past the engines&apos; vertex, triangle, frame and skin limits.</source>
        <translation>MDL, MD2: write past the engines&apos; vertex, triangle, frame and skin limits.</translation>
    </message>
    <message>
        <source>--quake-fps: &quot;%1&quot; is not a positive number</source>
        <translation>--quake-fps: &quot;%1&quot; is not a positive number</translation>
    </message>
    <message>
        <source>Quake model</source>
        <translation>Quake model</translation>
    </message>
    <message>
        <source>Quake II model</source>
        <translation>Quake II model</translation>
    </message>
    <message>
        <source>%1&apos;s first frame is where the game starts lower.md3&apos;s legs: it cannot move in one part alone (keep the clips before it as long as they are)</source>
        <translation>%1&apos;s first frame is where the game starts lower.md3&apos;s legs: it cannot move in one part alone (keep the clips before it as long as they are)</translation>
    </message>
    <message>
        <source>lower.md3 would have no triangles: every vertex weighs most on the torso joint &quot;%1&quot;, on a joint below it or on the head</source>
        <translation>lower.md3 would have no triangles: every vertex weighs most on the torso joint &quot;%1&quot;, on a joint below it or on the head</translation>
    </message>
    <message>
        <source>upper.md3 would have no triangles: no vertex weighs most on the torso joint &quot;%1&quot; or a joint below it short of the head joint &quot;%2&quot;</source>
        <translation>upper.md3 would have no triangles: no vertex weighs most on the torso joint &quot;%1&quot; or a joint below it short of the head joint &quot;%2&quot;</translation>
    </message>
    <message>
        <source>head.md3 would have no triangles: no vertex weighs most on the head joint &quot;%1&quot; or a joint below it</source>
        <translation>head.md3 would have no triangles: no vertex weighs most on the head joint &quot;%1&quot; or a joint below it</translation>
    </message>
    <message>
        <source>%1; no choice of joints gives the three parts triangles (the game refuses a player with an empty part): --single-model writes it as one model</source>
        <translation>%1; no choice of joints gives the three parts triangles (the game refuses a player with an empty part): --single-model writes it as one model</translation>
    </message>
    <message>
        <source>%1, and the game refuses a player with an empty part: choose the %2 joint with %3, one of: %4</source>
        <translation>%1, and the game refuses a player with an empty part: choose the %2 joint with %3, one of: %4</translation>
    </message>
    <message>
        <source>torso</source>
        <translation>torso</translation>
    </message>
    <message>
        <source>head</source>
        <translation>head</translation>
    </message>
    <message>
        <source>toes ahead of the ankles</source>
        <translation>toes ahead of the ankles</translation>
    </message>
    <message>
        <source>eyes ahead of the head</source>
        <translation>eyes ahead of the head</translation>
    </message>
    <message>
        <source>the feet ahead of the ankles</source>
        <translation>the feet ahead of the ankles</translation>
    </message>
    <message>
        <source>which way the model faces cannot be told from its joints (toes, eyes) or its feet: it is written facing +X as it is; give --facing if it faces elsewhere</source>
        <translation>which way the model faces cannot be told from its joints (toes, eyes) or its feet: it is written facing +X as it is; give --facing if it faces elsewhere</translation>
    </message>
    <message>
        <source>--facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</source>
        <translation>--facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>as given</translation>
    </message>
    <message>
        <source>turned to face +X, as the game draws players: it faced %1 (%2)</source>
        <translation>turned to face +X, as the game draws players: it faced %1 (%2)</translation>
    </message>
    <message>
        <source>placed on the game&apos;s floor: the lowest point at Z = %1, the middle on the Z axis</source>
        <translation>placed on the game&apos;s floor: the lowest point at Z = %1, the middle on the Z axis</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5 (--split-at-caps splits it)</source>
        <translation>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5 (--split-at-caps splits it)</translation>
    </message>
    <message>
        <source>MDL version %1: Quarry reads version 6, Quake&apos;s</source>
        <translation>MDL version %1: Quarry reads version 6, Quake&apos;s</translation>
    </message>
    <message>
        <source>a QuakeForge 16-bit MDL (&quot;MD16&quot;): Quarry reads Quake&apos;s &quot;IDPO&quot; version 6</source>
        <translation>a QuakeForge 16-bit MDL (&quot;MD16&quot;): Quarry reads Quake&apos;s &quot;IDPO&quot; version 6</translation>
    </message>
    <message>
        <source>the texture embedded as %1 could not be decoded</source>
        <translation>the texture embedded as %1 could not be decoded</translation>
    </message>
    <message>
        <source>texture %1 cannot be read (%2); it is not copied</source>
        <translation>texture %1 cannot be read (%2); it is not copied</translation>
    </message>
    <message>
        <source>opacity map %1 cannot be read (%2); the texture keeps its alpha</source>
        <translation>opacity map %1 cannot be read (%2); the texture keeps its alpha</translation>
    </message>
    <message>
        <source>texture %1 is stored top down and cannot be turned over: the game may show it upside down</source>
        <translation>texture %1 is stored top down and cannot be turned over: the game may show it upside down</translation>
    </message>
    <message>
        <source>texture %1 was stored top down: stored bottom-up, as the game reads it</source>
        <translation>texture %1 was stored top down: stored bottom-up, as the game reads it</translation>
    </message>
    <message>
        <source>truncated: %1 bytes, shorter than the 18-byte header</source>
        <translation>truncated: %1 bytes, shorter than the 18-byte header</translation>
    </message>
    <message>
        <source>truncated: the header and colour map need %1 bytes, the file has %2</source>
        <translation>truncated: the header and colour map need %1 bytes, the file has %2</translation>
    </message>
    <message>
        <source>truncated: %1 × %2 pixels at %3 bits need %4 bytes, the file has %5</source>
        <translation>truncated: %1 × %2 pixels at %3 bits need %4 bytes, the file has %5</translation>
    </message>
    <message>
        <source>truncated: the run-length data ends at byte %1 after %2 of %3 pixels</source>
        <translation>truncated: the run-length data ends at byte %1 after %2 of %3 pixels</translation>
    </message>
    <message>
        <source>truncated: the run-length data needs %1 bytes, the file has %2</source>
        <translation>truncated: the run-length data needs %1 bytes, the file has %2</translation>
    </message>
    <message>
        <source>%1 × %2 pixels: larger than the %3 megapixels a texture may have</source>
        <translation>%1 × %2 pixels: larger than the %3 megapixels a texture may have</translation>
    </message>
    <message>
        <source>not readable (stb_image: %1)</source>
        <translation>not readable (stb_image: %1)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>empty file</translation>
    </message>
    <message>
        <source>not an image format Quarry reads</source>
        <translation>not an image format Quarry reads</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>not found</translation>
    </message>
    <message>
        <source>%1 MiB: larger than a texture may be</source>
        <translation>%1 MiB: larger than a texture may be</translation>
    </message>
    <message>
        <source>%1 found as %2, letter case ignored</source>
        <translation>%1 found as %2, letter case ignored</translation>
    </message>
    <message>
        <source>%1 found as %2, by its file name alone in the .cfg&apos;s folder</source>
        <translation>%1 found as %2, by its file name alone in the .cfg&apos;s folder</translation>
    </message>
    <message>
        <source>%1 found as %2, relative to the .cfg&apos;s folder without its leading folders %3</source>
        <translation>%1 found as %2, relative to the .cfg&apos;s folder without its leading folders %3</translation>
    </message>
    <message>
        <source>embedded image: %1</source>
        <translation>embedded image: %1</translation>
    </message>
    <message>
        <source>%1: not found</source>
        <translation>%1: not found</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: cannot be read (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n degenerate triangles (repeated corners, or no area in any of its %2 frames)</source>
        <translation>
            <numerusform>Mesh %1: %n degenerate triangle (repeated corners, or no area in any of its %2 frames)</numerusform>
            <numerusform>Mesh %1: %n degenerate triangles (repeated corners, or no area in any of its %2 frames)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more are flat in some frames only and are kept</source>
        <translation>
            <numerusform>; %n more is flat in some frames only and is kept</numerusform>
            <numerusform>; %n more are flat in some frames only and are kept</numerusform>
        </translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: texture %2 cannot be read: %3</source>
        <translation>Material &quot;%1&quot;: texture %2 cannot be read: %3</translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: %2</source>
        <translation>Material &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>With --q3-player or a player --target: the way the model faces as stored, +x, -x, +y or -y; it is turned to face +X as the games draw players (default: auto, found from the toes and eyes).</source>
        <translation>With --q3-player or a player --target: the way the model faces as stored, +x, -x, +y or -y; it is turned to face +X as the games draw players (default: auto, found from the toes and eyes).</translation>
    </message>
    <message>
        <source>A model that is not a player: keeps its size and place (with --target ioquake3: the one-model form, one IQM, instead of the player&apos;s MD3s).</source>
        <translation>A model that is not a player: keeps its size and place (with --target ioquake3: the one-model form, one IQM, instead of the player&apos;s MD3s).</translation>
    </message>
    <message>
        <source>The way the player faces as stored: +x, -x, +y, -y or auto (found from the rig).</source>
        <translation>The way the player faces as stored: +x, -x, +y, -y or auto (found from the rig).</translation>
    </message>
    <message>
        <source>The player&apos;s height the export is given (--height).</source>
        <translation>The player&apos;s height the export is given (--height).</translation>
    </message>
    <message>
        <source>units</source>
        <translation>units</translation>
    </message>
    <message>
        <source>The scale the export is given (--scale).</source>
        <translation>The scale the export is given (--scale).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>factor</translation>
    </message>
    <message>
        <source>error: --facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</source>
        <translation>error: --facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>taken as a player: %1</source>
        <translation>taken as a player: %1</translation>
    </message>
    <message>
        <source>taken as a model that is not a player, kept at its size: %1</source>
        <translation>taken as a model that is not a player, kept at its size: %1</translation>
    </message>
    <message>
        <source>With --target: a model that is not a player, kept at its size and place (ioquake3: one IQM model with animation.cfg instead of the Quake III player&apos;s lower, upper and head models).</source>
        <translation>With --target: a model that is not a player, kept at its size and place (ioquake3: one IQM model with animation.cfg instead of the Quake III player&apos;s lower, upper and head models).</translation>
    </message>
    <message>
        <source>a NUL byte ends the text here, as the game reads the file; the rest is not read</source>
        <translation>a NUL byte ends the text here, as the game reads the file; the rest is not read</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (line %2)</translation>
    </message>
    <message>
        <source>settings Quake III does not know, skipped with the rest of their lines: %1</source>
        <translation>settings Quake III does not know, skipped with the rest of their lines: %1</translation>
    </message>
    <message>
        <source>%1 keeps its models where they are (no player conventions)</source>
        <translation>%1 keeps its models where they are (no player conventions)</translation>
    </message>
    <message>
        <source>--single-model: a model that is not a player</source>
        <translation>--single-model: a model that is not a player</translation>
    </message>
    <message>
        <source>no skeleton: a weapon, an item or a map object</source>
        <translation>no skeleton: a weapon, an item or a map object</translation>
    </message>
    <message>
        <source>a skeleton without a head joint: a weapon, an item or a map object</source>
        <translation>a skeleton without a head joint: a weapon, an item or a map object</translation>
    </message>
    <message>
        <source>a skeleton with a head joint (%1)</source>
        <translation>a skeleton with a head joint (%1)</translation>
    </message>
    <message>
        <source>%1 times too small</source>
        <translation>%1 times too small</translation>
    </message>
    <message>
        <source>%1 times too large</source>
        <translation>%1 times too large</translation>
    </message>
    <message>
        <source>players %1 units tall</source>
        <translation>players %1 units tall</translation>
    </message>
    <message>
        <source>scaled to %1 units on export (--height or --scale to choose another size)</source>
        <translation>scaled to %1 units on export (--height or --scale to choose another size)</translation>
    </message>
    <message>
        <source>the player is %1 units tall, %2 for players in %3 (%4 units)</source>
        <translation>the player is %1 units tall, %2 for players in %3 (%4 units)</translation>
    </message>
    <message>
        <source>players facing +X</source>
        <translation>players facing +X</translation>
    </message>
    <message>
        <source>turned to face +X on export</source>
        <translation>turned to face +X on export</translation>
    </message>
    <message>
        <source>the player faces %1 (%2); %3 draws players facing +X, so it would be seen from the side or back</source>
        <translation>the player faces %1 (%2); %3 draws players facing +X, so it would be seen from the side or back</translation>
    </message>
    <message>
        <source>feet at Z = %1</source>
        <translation>feet at Z = %1</translation>
    </message>
    <message>
        <source>its lowest point placed at Z = %1 on export</source>
        <translation>its lowest point placed at Z = %1 on export</translation>
    </message>
    <message>
        <source>the player floats %1 units above the floor in %2 (its lowest point at Z = %3, the floor at %4)</source>
        <translation>the player floats %1 units above the floor in %2 (its lowest point at Z = %3, the floor at %4)</translation>
    </message>
    <message>
        <source>the player is sunk %1 units into the floor in %2 (its lowest point at Z = %3, the floor at %4)</source>
        <translation>the player is sunk %1 units into the floor in %2 (its lowest point at Z = %3, the floor at %4)</translation>
    </message>
    <message>
        <source>the player has no height to scale to the %2 units of players in %1</source>
        <translation>the player has no height to scale to the %2 units of players in %1</translation>
    </message>
    <message>
        <source>scaled by %1 to %2&apos;s player height of %3 units (--height or --scale to choose another)</source>
        <translation>scaled by %1 to %2&apos;s player height of %3 units (--height or --scale to choose another)</translation>
    </message>
    <message>
        <source>error: --root-motion takes in-place or keep, not &quot;%1&quot;</source>
        <translation>error: --root-motion takes in-place or keep, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>in-place: the root&apos;s travel across the floor removed from every animation (its height kept), as games that move the player themselves play them; keep: left as it is. Default: in place for a player --target or --q3-player, else kept.</source>
        <translation>in-place: the root&apos;s travel across the floor removed from every animation (its height kept), as games that move the player themselves play them; keep: left as it is. Default: in place for a player --target or --q3-player, else kept.</translation>
    </message>
    <message>
        <source>Convert even where the output format keeps none of the model&apos;s animation (an MD3&apos;s vertex frames written as IQM); without it, such a conversion stops with an error.</source>
        <translation>Convert even where the output format keeps none of the model&apos;s animation (an MD3&apos;s vertex frames written as IQM); without it, such a conversion stops with an error.</translation>
    </message>
    <message>
        <source>The file of SLOT = ANIMATION lines the export is given (--animation-map).</source>
        <translation>The file of SLOT = ANIMATION lines the export is given (--animation-map).</translation>
    </message>
    <message>
        <source>With --target ioquake3: the player&apos;s parts as md3 (Quake III&apos;s own, the default) or iqm (lower.iqm, upper.iqm, head.iqm: skeletal, at the animations&apos; own rates, no frame cap).</source>
        <translation>With --target ioquake3: the player&apos;s parts as md3 (Quake III&apos;s own, the default) or iqm (lower.iqm, upper.iqm, head.iqm: skeletal, at the animations&apos; own rates, no frame cap).</translation>
    </message>
    <message>
        <source>error: --player-format takes md3 or iqm, not &quot;%1&quot;</source>
        <translation>error: --player-format takes md3 or iqm, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>error: --player-format takes one input</source>
        <translation>error: --player-format takes one input</translation>
    </message>
    <message>
        <source>Give --drop-animation to write it without.</source>
        <translation>Give --drop-animation to write it without.</translation>
    </message>
    <message>
        <source>%1 written anew from the model (%2): its own layout, spacing and number formatting are not kept</source>
        <translation>%1 written anew from the model (%2): its own layout, spacing and number formatting are not kept</translation>
    </message>
    <message>
        <source>the model no longer holds what the file held</source>
        <translation>the model no longer holds what the file held</translation>
    </message>
    <message>
        <source>the clip renamed &quot;%1&quot; is still %2 in %3: animation.cfg&apos;s slots have fixed names (a .framegroups file, as DarkPlaces reads, keeps clip names)</source>
        <translation>the clip renamed &quot;%1&quot; is still %2 in %3: animation.cfg&apos;s slots have fixed names (a .framegroups file, as DarkPlaces reads, keeps clip names)</translation>
    </message>
    <message>
        <source>is not an MD3 file</source>
        <translation>is not an MD3 file</translation>
    </message>
    <message>
        <source>has %1 frames, the part %2</source>
        <translation>has %1 frames, the part %2</translation>
    </message>
    <message>
        <source>has a header that does not fit its %1 bytes</source>
        <translation>has a header that does not fit its %1 bytes</translation>
    </message>
    <message>
        <source>has its surface %1 outside the file</source>
        <translation>has its surface %1 outside the file</translation>
    </message>
    <message>
        <source>has its surface %1 not ending with its vertex records</source>
        <translation>has its surface %1 not ending with its vertex records</translation>
    </message>
    <message>
        <source>cannot follow frame %1 of the retimed part, which shows no stored frame</source>
        <translation>cannot follow frame %1 of the retimed part, which shows no stored frame</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>cannot be read (%1)</translation>
    </message>
    <message>
        <source>the level of detail %1; it is left as it was and no longer plays as the part does</source>
        <translation>the level of detail %1; it is left as it was and no longer plays as the part does</translation>
    </message>
    <message>
        <source>%1: meshes sharing a shader merged, %2 surfaces to %3 (MD3 holds %4)</source>
        <translation>%1: meshes sharing a shader merged, %2 surfaces to %3 (MD3 holds %4)</translation>
    </message>
    <message>
        <source>%1.%2 has no triangles: the game refuses the player</source>
        <translation>%1.%2 has no triangles: the game refuses the player</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; ioquake3 loads an IQM of at most %3 (a lower --fps or fewer animations would fit)</source>
        <translation>%1 is %2 bytes; ioquake3 loads an IQM of at most %3 (a lower --fps or fewer animations would fit)</translation>
    </message>
    <message>
        <source>clips that share the frames of another: %1</source>
        <translation>clips that share the frames of another: %1</translation>
    </message>
    <message>
        <source>%1 to %2 s is not a range of &quot;%3&quot;, which lasts %4 s</source>
        <translation>%1 to %2 s is not a range of &quot;%3&quot;, which lasts %4 s</translation>
    </message>
    <message numerus="yes">
        <source>%n animation slot(s): %1</source>
        <translation>
            <numerusform>%n animation slot: %1</numerusform>
            <numerusform>%n animation slots: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>name the clips after the slots (walk, run, attack, death, jump, crouch, idle, ...) or give --animation-map with SLOT = CLIP lines</source>
        <translation>name the clips after the slots (walk, run, attack, death, jump, crouch, idle, ...) or give --animation-map with SLOT = CLIP lines</translation>
    </message>
    <message>
        <source>all %1 animation slots play %2</source>
        <translation>all %1 animation slots play %2</translation>
    </message>
    <message>
        <source>%1 of %2 animation slots play %3</source>
        <translation>%1 of %2 animation slots play %3</translation>
    </message>
    <message>
        <source>; left out: %1</source>
        <translation>; left out: %1</translation>
    </message>
    <message>
        <source>%1 vertices in an MD2</source>
        <translation>%1 vertices in an MD2</translation>
    </message>
    <message>
        <source>Distinct vertex positions</source>
        <translation>Distinct vertex positions</translation>
    </message>
    <message>
        <source>simplify the meshes until at most %1 positions remain</source>
        <translation>simplify the meshes until at most %1 positions remain</translation>
    </message>
    <message>
        <source>%1 triangles in an MD2</source>
        <translation>%1 triangles in an MD2</translation>
    </message>
    <message>
        <source>Triangles in all meshes</source>
        <translation>Triangles in all meshes</translation>
    </message>
    <message>
        <source>simplify the meshes until at most %1 triangles remain</source>
        <translation>simplify the meshes until at most %1 triangles remain</translation>
    </message>
    <message>
        <source>%1 frames in an MD2</source>
        <translation>%1 frames in an MD2</translation>
    </message>
    <message>
        <source>Frames at 10 a second</source>
        <translation>Frames at 10 a second</translation>
    </message>
    <message>
        <source>export fewer or shorter animations</source>
        <translation>export fewer or shorter animations</translation>
    </message>
    <message>
        <source>the skin path %1 is longer than the 63 characters an MD2 holds: choose a shorter --name</source>
        <translation>the skin path %1 is longer than the 63 characters an MD2 holds: choose a shorter --name</translation>
    </message>
    <message>
        <source>not a player (%1): written as %2tris.md2</source>
        <translation>not a player (%1): written as %2tris.md2</translation>
    </message>
    <message>
        <source>Quake II&apos;s 198 player frames play: %1</source>
        <translation>Quake II&apos;s 198 player frames play: %1</translation>
    </message>
    <message>
        <source>the model holds no weapon mesh: weapon.md2 is a %1-unit bar in the %2, which the client needs to show the player</source>
        <translation>the model holds no weapon mesh: weapon.md2 is a %1-unit bar in the %2, which the client needs to show the player</translation>
    </message>
    <message>
        <source>player&apos;s origin</source>
        <translation>player&apos;s origin</translation>
    </message>
    <message>
        <source>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</source>
        <translation>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</translation>
    </message>
    <message>
        <source>%1 textures packed into one %2 × %3 skin (scaled to %4%)</source>
        <translation>%1 textures packed into one %2 × %3 skin (scaled to %4%)</translation>
    </message>
    <message>
        <source>%1 texels with alpha under one half are index 255 of the palette, which Quake II&apos;s renderers draw transparent</source>
        <translation>%1 texels with alpha under one half are index 255 of the palette, which Quake II&apos;s renderers draw transparent</translation>
    </message>
    <message>
        <source>%1: %2 %3; %4 loads at most %5</source>
        <translation>%1: %2 %3; %4 loads at most %5</translation>
    </message>
    <message>
        <source>%1: %2 vertices: %3 loads them, QuakeSpasm stops at %4</source>
        <translation>%1: %2 vertices: %3 loads them, QuakeSpasm stops at %4</translation>
    </message>
    <message>
        <source>%1: %2 triangles: %3 loads them, QuakeSpasm stops at %4</source>
        <translation>%1: %2 triangles: %3 loads them, QuakeSpasm stops at %4</translation>
    </message>
    <message>
        <source>%1: no enhanced model: the re-release&apos;s are MD5, and the model has no skeleton</source>
        <translation>%1: no enhanced model: the re-release&apos;s are MD5, and the model has no skeleton</translation>
    </message>
    <message>
        <source>%1 in place of the .mdl: the model has no skeleton for an MD5</source>
        <translation>%1 in place of the .mdl: the model has no skeleton for an MD5</translation>
    </message>
    <message>
        <source>%1: material &quot;%2&quot; has no texture: %3 has no skin for it</source>
        <translation>%1: material &quot;%2&quot; has no texture: %3 has no skin for it</translation>
    </message>
    <message>
        <source>%1: the file written cannot be read back</source>
        <translation>%1: the file written cannot be read back</translation>
    </message>
    <message>
        <source>%1 holds %2 frames where %3 were expected: the .qc and the enhanced model may number them differently</source>
        <translation>%1 holds %2 frames where %3 were expected: the .qc and the enhanced model may number them differently</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; cut from the time range the animation map gives</source>
        <translation>animation &quot;%1&quot; cut from the time range the animation map gives</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in %2 meshes</source>
        <translation>&quot;%1&quot; in %2 meshes</translation>
    </message>
    <message>
        <source>left out %1 custom vertex arrays (%2 does not read them): %3</source>
        <translation>left out %1 custom vertex arrays (%2 does not read them): %3</translation>
    </message>
    <message>
        <source>the player format is md3 or iqm, not &quot;%1&quot;</source>
        <translation>the player format is md3 or iqm, not &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>The game requires %n frame(s) of this clip: the first-person weapon is synced to it.</source>
        <translation>
            <numerusform>The game requires %n frame of this clip: the first-person weapon is synced to it.</numerusform>
            <numerusform>The game requires %n frames of this clip: the first-person weapon is synced to it.</numerusform>
        </translation>
    </message>
    <message>
        <source>select the vertices, faces or meshes to move first</source>
        <translation>select the vertices, faces or meshes to move first</translation>
    </message>
    <message>
        <source>Move Vertices</source>
        <translation>Move Vertices</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices.</source>
        <translation>
            <numerusform>Moved %n vertex.</numerusform>
            <numerusform>Moved %n vertices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices in every frame.</source>
        <translation>
            <numerusform>Moved %n vertex in every frame.</numerusform>
            <numerusform>Moved %n vertices in every frame.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices in the frame shown.</source>
        <translation>
            <numerusform>Moved %n vertex in the frame shown.</numerusform>
            <numerusform>Moved %n vertices in the frame shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps no vertex animation, and all of this model&apos;s animation is vertex animation (%n morph track(s)): every frame of it would be lost. Formats that keep it: MD3, MD2, MDL, glTF (morph targets) and Cal3D (morph animations); MD5 and IQM keep skeletal animation only.</source>
        <translation>
            <numerusform>%1 keeps no vertex animation, and all of this model&apos;s animation is vertex animation (%n morph track): every frame of it would be lost. Formats that keep it: MD3, MD2, MDL, glTF (morph targets) and Cal3D (morph animations); MD5 and IQM keep skeletal animation only.</numerusform>
            <numerusform>%1 keeps no vertex animation, and all of this model&apos;s animation is vertex animation (%n morph tracks): every frame of it would be lost. Formats that keep it: MD3, MD2, MDL, glTF (morph targets) and Cal3D (morph animations); MD5 and IQM keep skeletal animation only.</numerusform>
        </translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; in place: joint &quot;%2&quot; travelled up to %3 units across the floor, now none (its height kept)</source>
        <translation>animation &quot;%1&quot; in place: joint &quot;%2&quot; travelled up to %3 units across the floor, now none (its height kept)</translation>
    </message>
    <message>
        <source>%1 triangles in all</source>
        <translation>%1 triangles in all</translation>
    </message>
    <message>
        <source>simplify or remove meshes until at most %1 triangles remain</source>
        <translation>simplify or remove meshes until at most %1 triangles remain</translation>
    </message>
    <message>
        <source>; or write the player&apos;s parts as IQM (--player-format iqm, the dialog&apos;s Player parts), which has no frame cap</source>
        <translation>; or write the player&apos;s parts as IQM (--player-format iqm, the dialog&apos;s Player parts), which has no frame cap</translation>
    </message>
    <message>
        <source>%1 frames per %2 file</source>
        <translation>%1 frames per %2 file</translation>
    </message>
    <message>
        <source>MD3 keeps no clip names, frame rates or loop flags: read again without an animation.cfg or .framegroups beside it, the file is one clip &quot;frames&quot; of every frame at %1 frames a second (a .framegroups file keeps them: `quarry convert --framegroups`, or a script&apos;s export with framegroups=True)</source>
        <translation>MD3 keeps no clip names, frame rates or loop flags: read again without an animation.cfg or .framegroups beside it, the file is one clip &quot;frames&quot; of every frame at %1 frames a second (a .framegroups file keeps them: `quarry convert --framegroups`, or a script&apos;s export with framegroups=True)</translation>
    </message>
    <message>
        <source>submesh %1 has no vertices and %2 texture coordinate sets (at most %3 read)</source>
        <translation>submesh %1 has no vertices and %2 texture coordinate sets (at most %3 read)</translation>
    </message>
    <message>
        <source>texture coordinates (all 0) given to the meshes that had none, as %1 loads no model without them: %2</source>
        <translation>texture coordinates (all 0) given to the meshes that had none, as %1 loads no model without them: %2</translation>
    </message>
    <message>
        <source>Quake III player</source>
        <translation>Quake III player</translation>
    </message>
    <message>
        <source>%1 is a part of a player: lower.md3, upper.md3, head.md3 and animation.cfg lie beside it. Open the whole player, its parts on their tags and every slot of animation.cfg a clip?</source>
        <translation>%1 is a part of a player: lower.md3, upper.md3, head.md3 and animation.cfg lie beside it. Open the whole player, its parts on their tags and every slot of animation.cfg a clip?</translation>
    </message>
    <message>
        <source>Open the Player</source>
        <translation>Open the Player</translation>
    </message>
    <message>
        <source>Open This Part</source>
        <translation>Open This Part</translation>
    </message>
    <message>
        <source>Remember my answer (Edit &gt; Preferences changes it)</source>
        <translation>Remember my answer (Edit &gt; Preferences changes it)</translation>
    </message>
    <message>
        <source>A Quake III player&apos;s lower.md3, upper.md3 or head.md3: the whole player as one model, every animation.cfg slot a clip.</source>
        <translation>A Quake III player&apos;s lower.md3, upper.md3 or head.md3: the whole player as one model, every animation.cfg slot a clip.</translation>
    </message>
    <message>
        <source>usage: quarry info FILE [--json] [--player]</source>
        <translation>usage: quarry info FILE [--json] [--player]</translation>
    </message>
    <message>
        <source>error: %1 is not lower.md3, upper.md3 or head.md3 with the other two and animation.cfg beside it</source>
        <translation>error: %1 is not lower.md3, upper.md3 or head.md3 with the other two and animation.cfg beside it</translation>
    </message>
    <message>
        <source>Reverse the winding of every triangle (with --target: after the triangles the game would draw inside out are turned, unless --keep-winding).</source>
        <translation>Reverse the winding of every triangle (with --target: after the triangles the game would draw inside out are turned, unless --keep-winding).</translation>
    </message>
    <message>
        <source>The frame rate the export is given (--fps).</source>
        <translation>The frame rate the export is given (--fps).</translation>
    </message>
    <message>
        <source>The export keeps the winding as read (--keep-winding): no finding for triangles that face inward.</source>
        <translation>The export keeps the winding as read (--keep-winding): no finding for triangles that face inward.</translation>
    </message>
    <message>
        <source>With --target ioquake3: TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP and TORSO_RAISE keep their clips&apos; frame counts (by default resampled to the 6, 6, 5 and 4 frames the game&apos;s weapon is synced to).</source>
        <translation>With --target ioquake3: TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP and TORSO_RAISE keep their clips&apos; frame counts (by default resampled to the 6, 6, 5 and 4 frames the game&apos;s weapon is synced to).</translation>
    </message>
    <message>
        <source>With --target: keep every triangle&apos;s winding as read. Without it, triangles the game would draw inside out (wound against their normals) are turned to face outward, before --flip-winding.</source>
        <translation>With --target: keep every triangle&apos;s winding as read. Without it, triangles the game would draw inside out (wound against their normals) are turned to face outward, before --flip-winding.</translation>
    </message>
    <message>
        <source>glTF 2</source>
        <translation>glTF 2</translation>
    </message>
    <message>
        <source>the file ends inside the 12-byte GLB header (it holds %1 bytes)</source>
        <translation>the file ends inside the 12-byte GLB header (it holds %1 bytes)</translation>
    </message>
    <message>
        <source>GLB version %1; only version 2 is read</source>
        <translation>GLB version %1; only version 2 is read</translation>
    </message>
    <message>
        <source>the GLB header gives the file&apos;s length as %1 bytes, but the file ends at byte %2</source>
        <translation>the GLB header gives the file&apos;s length as %1 bytes, but the file ends at byte %2</translation>
    </message>
    <message>
        <source>GLB chunk %1&apos;s header is cut off by the end of the file</source>
        <translation>GLB chunk %1&apos;s header is cut off by the end of the file</translation>
    </message>
    <message>
        <source>GLB chunk %1 holds %2 bytes from byte %3, but the file ends at byte %4</source>
        <translation>GLB chunk %1 holds %2 bytes from byte %3, but the file ends at byte %4</translation>
    </message>
    <message>
        <source>the first GLB chunk is not JSON</source>
        <translation>the first GLB chunk is not JSON</translation>
    </message>
    <message>
        <source>the GLB holds no JSON chunk</source>
        <translation>the GLB holds no JSON chunk</translation>
    </message>
    <message>
        <source>the file is larger than 4 GiB, which glTF&apos;s reader cannot take</source>
        <translation>the file is larger than 4 GiB, which glTF&apos;s reader cannot take</translation>
    </message>
    <message>
        <source>cannot read this glTF 2.0 file: %1</source>
        <translation>cannot read this glTF 2.0 file: %1</translation>
    </message>
    <message>
        <source>the edit changed more than names, meshes, animations and bind poses</source>
        <translation>the edit changed more than names, meshes, animations and bind poses</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unnamed)</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps only a material&apos;s name: the colours of %n materials (%2) are not written</source>
        <translation>
            <numerusform>%1 keeps only a material&apos;s name: the colours of %n material (%2) are not written</numerusform>
            <numerusform>%1 keeps only a material&apos;s name: the colours of %n materials (%2) are not written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved vertices left the box of %n frames (%1): each was given a new box and its vertices quantised again</source>
        <translation>
            <numerusform>moved vertices left the box of %n frame (%1): it was given a new box and its vertices quantised again</numerusform>
            <numerusform>moved vertices left the box of %n frames (%1): each was given a new box and its vertices quantised again</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays in lower.md3 and upper.md3 with one frame numbering: its frames cannot move or change in number in one of them alone (keep its length, or open the whole player as one model to retime it in both)</source>
        <translation>%1 plays in lower.md3 and upper.md3 with one frame numbering: its frames cannot move or change in number in one of them alone (keep its length, or open the whole player as one model to retime it in both)</translation>
    </message>
    <message>
        <source>%1 plays &quot;%2&quot; (%3 frames, %4 s) resampled to %5 frames at %6 frames a second: the game&apos;s first-person weapon is synced to that length (--keep-slot-lengths keeps the clip&apos;s)</source>
        <translation>%1 plays &quot;%2&quot; (%3 frames, %4 s) resampled to %5 frames at %6 frames a second: the game&apos;s first-person weapon is synced to that length (--keep-slot-lengths keeps the clip&apos;s)</translation>
    </message>
    <message>
        <source>, clips longer than %1 s cut to their first %1 s (%2 s before)</source>
        <translation>, clips longer than %1 s cut to their first %1 s (%2 s before)</translation>
    </message>
    <message>
        <source>not a player part with lower.md3, upper.md3, head.md3 and animation.cfg beside it</source>
        <translation>not a player part with lower.md3, upper.md3, head.md3 and animation.cfg beside it</translation>
    </message>
    <message>
        <source>no %1: the next part is drawn at the origin</source>
        <translation>no %1: the next part is drawn at the origin</translation>
    </message>
    <message numerus="yes">
        <source>%n surface name(s) cut to their last %1 characters: ioquake3&apos;s OpenGL 2 renderer, its default, ends the map on a longer one (R_CreateVao)</source>
        <translation>
            <numerusform>%n surface name cut to its last %1 characters: ioquake3&apos;s OpenGL 2 renderer, its default, ends the map on a longer one (R_CreateVao)</numerusform>
            <numerusform>%n surface names cut to their last %1 characters: ioquake3&apos;s OpenGL 2 renderer, its default, ends the map on a longer one (R_CreateVao)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: tangents made for %n mesh(es): ioquake3&apos;s OpenGL 2 renderer, its default, refuses an IQM without them</source>
        <translation>
            <numerusform>%1: tangents made for %n mesh: ioquake3&apos;s OpenGL 2 renderer, its default, refuses an IQM without them</numerusform>
            <numerusform>%1: tangents made for %n meshes: ioquake3&apos;s OpenGL 2 renderer, its default, refuses an IQM without them</numerusform>
        </translation>
    </message>
    <message>
        <source>the model no longer holds a player&apos;s three parts</source>
        <translation>the model no longer holds a player&apos;s three parts</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot; belongs to none of the player&apos;s parts</source>
        <translation>joint &quot;%1&quot; belongs to none of the player&apos;s parts</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; belongs to none of the player&apos;s parts</source>
        <translation>mesh &quot;%1&quot; belongs to none of the player&apos;s parts</translation>
    </message>
    <message>
        <source>a player is saved as its parts: name the file %1, %2 or %3</source>
        <translation>a player is saved as its parts: name the file %1, %2 or %3</translation>
    </message>
    <message>
        <source>%1 is stored at frames %2 to %3 of %4, where the saved animation.cfg does not find it: the edit cannot be saved in one animation.cfg</source>
        <translation>%1 is stored at frames %2 to %3 of %4, where the saved animation.cfg does not find it: the edit cannot be saved in one animation.cfg</translation>
    </message>
    <message>
        <source>%1 bytes: the game reads no character.cfg of more than %2 bytes and does not load the player</source>
        <translation>%1 bytes: the game reads no character.cfg of more than %2 bytes and does not load the player</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no value: the file ends</source>
        <translation>&quot;%1&quot; has no value: the file ends</translation>
    </message>
    <message>
        <source>&quot;%1&quot; wants &quot;{&quot; and finds &quot;%2&quot;; the game reads on to the next &quot;}&quot;</source>
        <translation>&quot;%1&quot; wants &quot;{&quot; and finds &quot;%2&quot;; the game reads on to the next &quot;}&quot;</translation>
    </message>
    <message>
        <source>the block of &quot;%1&quot; is not closed: it takes the rest of the file</source>
        <translation>the block of &quot;%1&quot; is not closed: it takes the rest of the file</translation>
    </message>
    <message>
        <source>settings the game does not know: %1</source>
        <translation>settings the game does not know: %1</translation>
    </message>
    <message>
        <source>an alien (sex n): clips loop as the game&apos;s NSPA_ slots do</source>
        <translation>an alien (sex n): clips loop as the game&apos;s NSPA_ slots do</translation>
    </message>
    <message>
        <source>a human: clips loop as the game&apos;s slots do</source>
        <translation>a human: clips loop as the game&apos;s slots do</translation>
    </message>
    <message>
        <source>files the game loads for no slot of this player: %1</source>
        <translation>files the game loads for no slot of this player: %1</translation>
    </message>
    <message>
        <source>the game loads no %1.md5anim for this player (%2): clip &quot;%3&quot; is saved but not played</source>
        <translation>the game loads no %1.md5anim for this player (%2): clip &quot;%3&quot; is saved but not played</translation>
    </message>
    <message>
        <source>the game loops &quot;%1&quot; (%2) whatever the clip says: no file keeps a loop flag</source>
        <translation>the game loops &quot;%1&quot; (%2) whatever the clip says: no file keeps a loop flag</translation>
    </message>
    <message>
        <source>the game plays &quot;%1&quot; (%2) once whatever the clip says: no file keeps a loop flag</source>
        <translation>the game plays &quot;%1&quot; (%2) once whatever the clip says: no file keeps a loop flag</translation>
    </message>
    <message>
        <source>front faces wound clockwise, as %1 draws them</source>
        <translation>front faces wound clockwise, as %1 draws them</translation>
    </message>
    <message>
        <source>the export turns them to face outward (--keep-winding leaves them)</source>
        <translation>the export turns them to face outward (--keep-winding leaves them)</translation>
    </message>
    <message>
        <source>%1 of %2 triangles face inward as %3 draws them (wound against their normals, or into their part): %4</source>
        <translation>%1 of %2 triangles face inward as %3 draws them (wound against their normals, or into their part): %4</translation>
    </message>
    <message>
        <source>%1 of %2 triangles turned to face outward for %3</source>
        <translation>%1 of %2 triangles turned to face outward for %3</translation>
    </message>
    <message>
        <source>the winding of every triangle reversed (--flip-winding)</source>
        <translation>the winding of every triangle reversed (--flip-winding)</translation>
    </message>
    <message>
        <source>the model has no skeleton: its %1 joint animations are not written (a Cal3D animation needs its skeleton)</source>
        <translation>the model has no skeleton: its %1 joint animations are not written (a Cal3D animation needs its skeleton)</translation>
    </message>
    <message>
        <source>%1 is %2 frames long now: the game requires %3 (the first-person weapon is synced to it)</source>
        <translation>%1 is %2 frames long now: the game requires %3 (the first-person weapon is synced to it)</translation>
    </message>
    <message>
        <source>the export lowers the rate, or shortens the longest clips, until every part fits (--fps %1 fits with the clips whole; --player-format iqm keeps every frame)</source>
        <translation>the export lowers the rate, or shortens the longest clips, until every part fits (--fps %1 fits with the clips whole; --player-format iqm keeps every frame)</translation>
    </message>
    <message>
        <source>the export shortens the longest clips until every part fits (--player-format iqm keeps every frame)</source>
        <translation>the export shortens the longest clips until every part fits (--player-format iqm keeps every frame)</translation>
    </message>
    <message>
        <source>The export keeps the weapon slots&apos; clip lengths (--keep-slot-lengths): their frames are counted as they are.</source>
        <translation>The export keeps the weapon slots&apos; clip lengths (--keep-slot-lengths): their frames are counted as they are.</translation>
    </message>
    <message>
        <source>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory at the peak of loading, past the %2 MB it can spare of its %3 MB hunk (com_hunkMegs): without --fps the export lowers the rate until they fit%4</source>
        <translation>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory at the peak of loading, past the %2 MB it can spare of its %3 MB hunk (com_hunkMegs): without --fps the export lowers the rate until they fit%4</translation>
    </message>
    <message>
        <source>, and --player-format iqm keeps the frames as joint poses, far smaller</source>
        <translation>, and --player-format iqm keeps the frames as joint poses, far smaller</translation>
    </message>
    <message>
        <source>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory even at one frame a clip (the game has %2 MB, and the map and other players need their share): simplify the meshes%3</source>
        <translation>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory even at one frame a clip (the game has %2 MB, and the map and other players need their share): simplify the meshes%3</translation>
    </message>
    <message>
        <source>, or remove joints</source>
        <translation>, or remove joints</translation>
    </message>
    <message>
        <source>, or --player-format iqm</source>
        <translation>, or --player-format iqm</translation>
    </message>
    <message>
        <source>frames fitted to ioquake3&apos;s memory: animations at %1 frames a second (up to %2 before)%3; lower.%8 %4 frames, upper.%8 %5, about %6 MB of the game&apos;s %7 MB hunk at the peak of loading (--fps sets the rate%9)</source>
        <translation>frames fitted to ioquake3&apos;s memory: animations at %1 frames a second (up to %2 before)%3; lower.%8 %4 frames, upper.%8 %5, about %6 MB of the game&apos;s %7 MB hunk at the peak of loading (--fps sets the rate%9)</translation>
    </message>
    <message>
        <source>, --player-format iqm keeps far more frames</source>
        <translation>, --player-format iqm keeps far more frames</translation>
    </message>
    <message>
        <source>slots of no frames, which the game plays as none, have no clip: %1</source>
        <translation>slots of no frames, which the game plays as none, have no clip: %1</translation>
    </message>
    <message>
        <source>the file says nonsegmented: the game plays its lines with nonseg.md3, not with this part, whose frames are one animation</source>
        <translation>the file says nonsegmented: the game plays its lines with nonseg.md3, not with this part, whose frames are one animation</translation>
    </message>
    <message>
        <source>the file does not say nonsegmented: the game does not play nonseg.md3 with it, and its frames are one animation</source>
        <translation>the file does not say nonsegmented: the game does not play nonseg.md3 with it, and its frames are one animation</translation>
    </message>
    <message>
        <source>27 animation lines: read as Tremulous 1.2&apos;s, with NSPA_CHARGE after NSPA_RUNBACK (Tremulous 1.1 reads the first 26 as its own)</source>
        <translation>27 animation lines: read as Tremulous 1.2&apos;s, with NSPA_CHARGE after NSPA_RUNBACK (Tremulous 1.1 reads the first 26 as its own)</translation>
    </message>
    <message>
        <source>the file ends before %1: Tremulous reads %2 animations of a nonsegmented player</source>
        <translation>the file ends before %1: Tremulous reads %2 animations of a nonsegmented player</translation>
    </message>
    <message>
        <source>Tremulous reads no line after NSPA_DEAD3; this one is not read</source>
        <translation>Tremulous reads no line after NSPA_DEAD3; this one is not read</translation>
    </message>
    <message>
        <source>With --target ioquake3: the player&apos;s parts the export writes, md3 or iqm (--player-format).</source>
        <translation>With --target ioquake3: the player&apos;s parts the export writes, md3 or iqm (--player-format).</translation>
    </message>
    <message>
        <source>The levels of detail the export writes (--lods), counted in the game&apos;s memory.</source>
        <translation>The levels of detail the export writes (--lods), counted in the game&apos;s memory.</translation>
    </message>
    <message>
        <source>the edit changed more than names, vertex values and triangles</source>
        <translation>the edit changed more than names, vertex values and triangles</translation>
    </message>
    <message>
        <source>about %1 MB of ioquake3&apos;s hunk at the peak of loading (it can spare %2 MB of its %3 MB)</source>
        <translation>about %1 MB of ioquake3&apos;s hunk at the peak of loading (it can spare %2 MB of its %3 MB)</translation>
    </message>
    <message>
        <source>, and %1 MB of its zone for one surface&apos;s vertex buffer (at most %2 MB)</source>
        <translation>, and %1 MB of its zone for one surface&apos;s vertex buffer (at most %2 MB)</translation>
    </message>
    <message>
        <source>%1 MB of the %2 MB hunk for a player</source>
        <translation>%1 MB of the %2 MB hunk for a player</translation>
    </message>
    <message>
        <source>Player memory (estimated)</source>
        <translation>Player memory (estimated)</translation>
    </message>
    <message>
        <source>--fps %1 (or lower) fits with the clips whole</source>
        <translation>--fps %1 (or lower) fits with the clips whole</translation>
    </message>
    <message>
        <source>no rate fits with the clips whole</source>
        <translation>no rate fits with the clips whole</translation>
    </message>
    <message>
        <source>; without --fps the export fits it: %1</source>
        <translation>; without --fps the export fits it: %1</translation>
    </message>
    <message>
        <source>%1: at --fps %2 the player&apos;s parts take %3; cannot be fixed on export (it writes them at that rate and warns; the game may stop loading with &quot;Hunk_Alloc failed&quot;): %4</source>
        <translation>%1: at --fps %2 the player&apos;s parts take %3; cannot be fixed on export (it writes them at that rate and warns; the game may stop loading with &quot;Hunk_Alloc failed&quot;): %4</translation>
    </message>
    <message>
        <source>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; export fixes it: %4</source>
        <translation>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; export fixes it: %4</translation>
    </message>
    <message>
        <source>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; cannot be fixed on export: %4</source>
        <translation>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; cannot be fixed on export: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n mesh name(s) written as DarkPlaces&apos; .skin reader reads them (no spaces, commas, colons, semicolons, brackets, quotes or slashes, no &quot;tag_&quot; at the start, at most %1 bytes), e.g. %2</source>
        <translation>
            <numerusform>%n mesh name written as DarkPlaces&apos; .skin reader reads it (no spaces, commas, colons, semicolons, brackets, quotes or slashes, no &quot;tag_&quot; at the start, at most %1 bytes), e.g. %2</numerusform>
            <numerusform>%n mesh names written as DarkPlaces&apos; .skin reader reads them (no spaces, commas, colons, semicolons, brackets, quotes or slashes, no &quot;tag_&quot; at the start, at most %1 bytes), e.g. %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surface name(s) written as the game&apos;s .skin reader reads them (no spaces, commas, quotes, slashes, &quot;tag_&quot;, characters past ASCII or a &apos;_&apos; before the last character), e.g. %1</source>
        <translation>
            <numerusform>%n surface name written as the game&apos;s .skin reader reads it (no spaces, commas, quotes, slashes, &quot;tag_&quot;, characters past ASCII or a &apos;_&apos; before the last character), e.g. %1</numerusform>
            <numerusform>%n surface names written as the game&apos;s .skin reader reads them (no spaces, commas, quotes, slashes, &quot;tag_&quot;, characters past ASCII or a &apos;_&apos; before the last character), e.g. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; names no folder under models/players: choose another with --name</source>
        <translation>the name &quot;%1&quot; names no folder under models/players: choose another with --name</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; written as &quot;%2&quot;: ioquake3&apos;s .skin reader ends an image&apos;s path at a space, comma or character past ASCII, and the model setting (%2/default) takes no slash, backslash, semicolon or quote</source>
        <translation>the name &quot;%1&quot; written as &quot;%2&quot;: ioquake3&apos;s .skin reader ends an image&apos;s path at a space, comma or character past ASCII, and the model setting (%2/default) takes no slash, backslash, semicolon or quote</translation>
    </message>
    <message>
        <source>shader %1 is %2 characters long: ioquake3 reads 63 and will not find its image (a shorter --name or texture file name fits)</source>
        <translation>shader %1 is %2 characters long: ioquake3 reads 63 and will not find its image (a shorter --name or texture file name fits)</translation>
    </message>
    <message numerus="yes">
        <source>%n material(s) without a texture written (%1) drawn in their diffuse colour: %2 written, so that the skins name no missing file</source>
        <translation>
            <numerusform>%n material without a texture written (%1) drawn in its diffuse colour: %2 written, so that the skins name no missing file</numerusform>
            <numerusform>%n materials without a texture written (%1) drawn in their diffuse colour: %2 written, so that the skins name no missing file</numerusform>
        </translation>
    </message>
    <message>
        <source>MDL: the skin may use the shirt and pants colours (16-31, 96-111) the game recolours per player (the same as --mdl-player-colours).</source>
        <translation>MDL: the skin may use the shirt and pants colours (16-31, 96-111) the game recolours per player (the same as --mdl-player-colours).</translation>
    </message>
    <message>
        <source>MDL, MD2: the game&apos;s palette for skins: a palette.lmp (or Quake II&apos;s colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx); default: the game&apos;s standard palette.</source>
        <translation>MDL, MD2: the game&apos;s palette for skins: a palette.lmp (or Quake II&apos;s colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx); default: the game&apos;s standard palette.</translation>
    </message>
    <message>
        <source>--palette: %1</source>
        <translation>--palette: %1</translation>
    </message>
    <message>
        <source>skins shown in the game&apos;s palette, %1</source>
        <translation>skins shown in the game&apos;s palette, %1</translation>
    </message>
    <message>
        <source>%1: byte %2: a palette.lmp holds exactly %3 bytes (256 × R, G, B), this one %4</source>
        <translation>%1: byte %2: a palette.lmp holds exactly %3 bytes (256 × R, G, B), this one %4</translation>
    </message>
    <message>
        <source>%1 holds %2 bytes, more than the %3 expected</source>
        <translation>%1 holds %2 bytes, more than the %3 expected</translation>
    </message>
    <message>
        <source>%1: no %2 or %3 in the folder, its pak files or its .pk3 files</source>
        <translation>%1: no %2 or %3 in the folder, its pak files or its .pk3 files</translation>
    </message>
    <message>
        <source>%1 holds neither %2 nor %3</source>
        <translation>%1 holds neither %2 nor %3</translation>
    </message>
    <message>
        <source>%1: neither a palette (%2 bytes; this file has %3), a PCX image, a .pak nor a .pk3</source>
        <translation>%1: neither a palette (%2 bytes; this file has %3), a PCX image, a .pak nor a .pk3</translation>
    </message>
    <message>
        <source>byte %1: %2</source>
        <translation>byte %1: %2</translation>
    </message>
    <message>
        <source>truncated: a pack file&apos;s header takes %1 bytes, the file has %2</source>
        <translation>truncated: a pack file&apos;s header takes %1 bytes, the file has %2</translation>
    </message>
    <message>
        <source>not a Quake pack file: it does not start with &quot;PACK&quot;</source>
        <translation>not a Quake pack file: it does not start with &quot;PACK&quot;</translation>
    </message>
    <message>
        <source>the directory&apos;s offset is negative (%1)</source>
        <translation>the directory&apos;s offset is negative (%1)</translation>
    </message>
    <message>
        <source>the directory&apos;s length (%1) is not a multiple of %2 bytes, the size of an entry</source>
        <translation>the directory&apos;s length (%1) is not a multiple of %2 bytes, the size of an entry</translation>
    </message>
    <message>
        <source>the directory (offset %1, %2 bytes) runs past the end of the file (%3 bytes)</source>
        <translation>the directory (offset %1, %2 bytes) runs past the end of the file (%3 bytes)</translation>
    </message>
    <message>
        <source>the directory ends inside an entry</source>
        <translation>the directory ends inside an entry</translation>
    </message>
    <message>
        <source>the name of entry %1 does not end within its %2 bytes</source>
        <translation>the name of entry %1 does not end within its %2 bytes</translation>
    </message>
    <message>
        <source>entry %1 (%2: %3 bytes at byte %4) runs past the end of the file (%5 bytes)</source>
        <translation>entry %1 (%2: %3 bytes at byte %4) runs past the end of the file (%5 bytes)</translation>
    </message>
    <message>
        <source>the file ended while its directory was read</source>
        <translation>the file ended while its directory was read</translation>
    </message>
    <message>
        <source>the file ended while %1 was read</source>
        <translation>the file ended while %1 was read</translation>
    </message>
    <message>
        <source>truncated: an 8-bit PCX file with its palette takes at least %1 bytes, this one has %2</source>
        <translation>truncated: an 8-bit PCX file with its palette takes at least %1 bytes, this one has %2</translation>
    </message>
    <message>
        <source>not a PCX file: it starts with 0x%1, not 0x0A</source>
        <translation>not a PCX file: it starts with 0x%1, not 0x0A</translation>
    </message>
    <message>
        <source>%1 bits a pixel, not 8: the image has no 256-colour palette</source>
        <translation>%1 bits a pixel, not 8: the image has no 256-colour palette</translation>
    </message>
    <message>
        <source>no 256-colour palette at the end of the file: the byte %1 bytes from the end is 0x%2, not 0x0C</source>
        <translation>no 256-colour palette at the end of the file: the byte %1 bytes from the end is 0x%2, not 0x0C</translation>
    </message>
    <message>
        <source>cannot find the texture %1 (looked for from %2)</source>
        <translation>cannot find the texture %1 (looked for from %2)</translation>
    </message>
    <message>
        <source>cannot read the texture %1: %2</source>
        <translation>cannot read the texture %1: %2</translation>
    </message>
    <message>
        <source>cannot read the glow texture %1: %2</source>
        <translation>cannot read the glow texture %1: %2</translation>
    </message>
    <message>
        <source>%1: material &quot;%2&quot; has a colour and no texture: its skin is 8 × 8 texels of that colour</source>
        <translation>%1: material &quot;%2&quot; has a colour and no texture: its skin is 8 × 8 texels of that colour</translation>
    </message>
</context>
<context>
    <name>quarry::AnimationSlotTable</name>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <source>The clip the game plays in each slot; a slot left to the game&apos;s fallback plays the slot the game takes instead (idle, mostly). Written beside the export as its --animation-map file.</source>
        <translation>The clip the game plays in each slot; a slot left to the game&apos;s fallback plays the slot the game takes instead (idle, mostly). Written beside the export as its --animation-map file.</translation>
    </message>
    <message>
        <source>(the game&apos;s fallback)</source>
        <translation>(the game&apos;s fallback)</translation>
    </message>
    <message>
        <source>clip %1</source>
        <translation>clip %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>end</source>
        <translation>end</translation>
    </message>
</context>
<context>
    <name>quarry::Autosave</name>
    <message>
        <source>cannot create %1</source>
        <translation>cannot create %1</translation>
    </message>
    <message>
        <source>cannot lock %1</source>
        <translation>cannot lock %1</translation>
    </message>
</context>
<context>
    <name>quarry::BackgroundTask</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>quarry::BatchConvertDialog</name>
    <message>
        <source>Y-up source turned Z-up</source>
        <translation>Y-up source turned Z-up</translation>
    </message>
    <message>
        <source>scale %1</source>
        <translation>scale %1</translation>
    </message>
    <message>
        <source>height %1</source>
        <translation>height %1</translation>
    </message>
    <message>
        <source>winding reversed</source>
        <translation>winding reversed</translation>
    </message>
    <message>
        <source>at most %1 influences</source>
        <translation>at most %1 influences</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>as read</source>
        <translation>as read</translation>
    </message>
    <message>
        <source>Settings...</source>
        <translation>Settings...</translation>
    </message>
    <message>
        <source>Add Files...</source>
        <translation>Add Files...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Convert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Batch Convert</source>
        <translation>Batch Convert</translation>
    </message>
    <message>
        <source>Folder to write into</source>
        <translation>Folder to write into</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Browse...</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Files</translation>
    </message>
    <message>
        <source>Into folder</source>
        <translation>Into folder</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Files at a time</source>
        <translation>Files at a time</translation>
    </message>
    <message>
        <source>Files to Convert</source>
        <translation>Files to Convert</translation>
    </message>
    <message>
        <source>Folder to Write Into</source>
        <translation>Folder to Write Into</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4</source>
        <translation>[%1/%2] %3 -&gt; %4</translation>
    </message>
    <message>
        <source>[%1/%2] cancelled: %3</source>
        <translation>[%1/%2] cancelled: %3</translation>
    </message>
    <message>
        <source>[%1/%2] FAILED %3</source>
        <translation>[%1/%2] FAILED %3</translation>
    </message>
    <message>
        <source>Converted %1 of %2 files.</source>
        <translation>Converted %1 of %2 files.</translation>
    </message>
    <message>
        <source>&amp;Batch Convert...</source>
        <translation>&amp;Batch Convert...</translation>
    </message>
    <message>
        <source>Convert many files into a folder with the same settings</source>
        <translation>Convert many files into a folder with the same settings</translation>
    </message>
    <message>
        <source>axes as stored</source>
        <translation>axes as stored</translation>
    </message>
    <message>
        <source>None (the format decides)</source>
        <translation>None (the format decides)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
</context>
<context>
    <name>quarry::BrushActions</name>
    <message>
        <source>Paint Weights</source>
        <translation>Paint Weights</translation>
    </message>
    <message>
        <source>Paint the selected joint&apos;s weights with a left drag (one undo step per stroke)</source>
        <translation>Paint the selected joint&apos;s weights with a left drag (one undo step per stroke)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Subtract</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Smooth</translation>
    </message>
    <message>
        <source>What the brush does: add, subtract, replace (towards Weight) or smooth</source>
        <translation>What the brush does: add, subtract, replace (towards Weight) or smooth</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Brush radius in screen pixels</source>
        <translation>Brush radius in screen pixels</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>How much a dab changes at its centre</source>
        <translation>How much a dab changes at its centre</translation>
    </message>
    <message>
        <source>Falloff</source>
        <translation>Falloff</translation>
    </message>
    <message>
        <source>0: the same strength to the rim; 1: fading smoothly to nothing at the rim</source>
        <translation>0: the same strength to the rim; 1: fading smoothly to nothing at the rim</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>The weight Replace paints towards</source>
        <translation>The weight Replace paints towards</translation>
    </message>
    <message>
        <source>Mirror X</source>
        <translation>Mirror X</translation>
    </message>
    <message>
        <source>Paint the mirror image across X too, left joints for right</source>
        <translation>Paint the mirror image across X too, left joints for right</translation>
    </message>
</context>
<context>
    <name>quarry::CompanionClipBox</name>
    <message>
        <source>The clip played with the current one: a player&apos;s torso with its legs, or its legs with its torso, as the game plays them</source>
        <translation>The clip played with the current one: a player&apos;s torso with its legs, or its legs with its torso, as the game plays them</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>with %1</translation>
    </message>
</context>
<context>
    <name>quarry::CompareView</name>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Compare &amp;With...</source>
        <translation>Compare &amp;With...</translation>
    </message>
    <message>
        <source>Show how far the model differs from another file, moving, as fractions of its height</source>
        <translation>Show how far the model differs from another file, moving, as fractions of its height</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Compare With</translation>
    </message>
    <message>
        <source>Nothing compared yet: File &gt; Compare With…</source>
        <translation>Nothing compared yet: File &gt; Compare With…</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Compare Again</translation>
    </message>
    <message>
        <source>Compare the model as it is now with the same file</source>
        <translation>Compare the model as it is now with the same file</translation>
    </message>
    <message>
        <source>Within tolerance of %1</source>
        <translation>Within tolerance of %1</translation>
    </message>
    <message>
        <source>NOT within tolerance of %1</source>
        <translation>NOT within tolerance of %1</translation>
    </message>
    <message>
        <source>Click to select it and go to its time</source>
        <translation>Click to select it and go to its time</translation>
    </message>
    <message>
        <source>Comparing...</source>
        <translation>Comparing...</translation>
    </message>
    <message>
        <source>Comparing with %1...</source>
        <translation>Comparing with %1...</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Ghost</translation>
    </message>
    <message>
        <source>Fit Scale</source>
        <translation>Fit Scale</translation>
    </message>
    <message>
        <source>Draw the compared model as a ghost over this one in the viewport</source>
        <translation>Draw the compared model as a ghost over this one in the viewport</translation>
    </message>
    <message>
        <source>Scale the other model to this one&apos;s height before measuring (a conversion made with --height or --scale); the report says by how much</source>
        <translation>Scale the other model to this one&apos;s height before measuring (a conversion made with --height or --scale); the report says by how much</translation>
    </message>
</context>
<context>
    <name>quarry::CurvePanel</name>
    <message>
        <source>Translation</source>
        <translation>Translation</translation>
    </message>
    <message>
        <source>Rotation (Euler degrees)</source>
        <translation>Rotation (Euler degrees)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>Selected joint</source>
        <translation>Selected joint</translation>
    </message>
</context>
<context>
    <name>quarry::CurveView</name>
    <message>
        <source>No keyed joint to show: pick a clip and a joint with keys.</source>
        <translation>No keyed joint to show: pick a clip and a joint with keys.</translation>
    </message>
    <message>
        <source>joint %1</source>
        <translation>joint %1</translation>
    </message>
</context>
<context>
    <name>quarry::DiskChanges</name>
    <message>
        <source>File Changed on Disk</source>
        <translation>File Changed on Disk</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Reload</translation>
    </message>
    <message>
        <source>Read the file again (one undo step: Undo brings back what the editor had)</source>
        <translation>Read the file again (one undo step: Undo brings back what the editor had)</translation>
    </message>
    <message>
        <source>&amp;Ignore</source>
        <translation>&amp;Ignore</translation>
    </message>
    <message>
        <source>Keep the model as it is in the editor</source>
        <translation>Keep the model as it is in the editor</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program.</source>
        <translation>%1 was changed on disk by another program.</translation>
    </message>
    <message>
        <source>%1 was removed or renamed on disk by another program.</source>
        <translation>%1 was removed or renamed on disk by another program.</translation>
    </message>
    <message>
        <source>Reloading %1</source>
        <translation>Reloading %1</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>Cannot reload</translation>
    </message>
    <message>
        <source>Reloaded %1 from disk; Undo brings back the model as it was.</source>
        <translation>Reloaded %1 from disk; Undo brings back the model as it was.</translation>
    </message>
</context>
<context>
    <name>quarry::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
</context>
<context>
    <name>quarry::DocumentFiles</name>
    <message>
        <source>Skeleton beside the mesh</source>
        <translation>Skeleton beside the mesh</translation>
    </message>
    <message>
        <source>%1 lies beside this mesh. Open the mesh with this skeleton?</source>
        <translation>%1 lies beside this mesh. Open the mesh with this skeleton?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 has unsaved changes. Save them?</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Open Model</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>Opening %1</translation>
    </message>
    <message>
        <source>Opening %1 cancelled.</source>
        <translation>Opening %1 cancelled.</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n warning(s): %1</source>
        <translation>
            <numerusform>Opened with %n warning: %1</numerusform>
            <numerusform>Opened with %n warnings: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n companion file(s)</source>
        <translation>
            <numerusform>Opened %1 with %n companion file</numerusform>
            <numerusform>Opened %1 with %n companion files</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Import Model</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Importing %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Cannot import</translation>
    </message>
    <message>
        <source>%1 holds nothing to import.</source>
        <translation>%1 holds nothing to import.</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Imported %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: unknown extension.</source>
        <translation>Quarry cannot write %1: unknown extension.</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>Saving %1</translation>
    </message>
    <message>
        <source>Saving %1 cancelled; the file is as it was.</source>
        <translation>Saving %1 cancelled; the file is as it was.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>Exporting %1</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export cancelled.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <source>Exported %1: %2</source>
        <translation>Exported %1: %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Clear List</translation>
    </message>
    <message>
        <source>Export for Engine</source>
        <translation>Export for Engine</translation>
    </message>
    <message>
        <source>Exported for %1</source>
        <translation>Exported for %1</translation>
    </message>
    <message>
        <source>Saved %1 and %2</source>
        <translation>Saved %1 and %2</translation>
    </message>
    <message>
        <source>%1 with warnings: %2</source>
        <translation>%1 with warnings: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported for %1: %n file(s) under %2</source>
        <translation>
            <numerusform>Exported for %1: %n file under %2</numerusform>
            <numerusform>Exported for %1: %n files under %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::ExportDialog</name>
    <message>
        <source>Reverse the winding of every triangle</source>
        <translation>Reverse the winding of every triangle</translation>
    </message>
    <message>
        <source>Weld vertices</source>
        <translation>Weld vertices</translation>
    </message>
    <message>
        <source>Flip normals</source>
        <translation>Flip normals</translation>
    </message>
    <message>
        <source>Normalize weights</source>
        <translation>Normalize weights</translation>
    </message>
    <message>
        <source>Remove unused joints</source>
        <translation>Remove unused joints</translation>
    </message>
    <message>
        <source>Drop to ground</source>
        <translation>Drop to ground</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>Strip texture directories</source>
        <translation>Strip texture directories</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>By the file&apos;s extension</source>
        <translation>By the file&apos;s extension</translation>
    </message>
    <message>
        <source>Z (leave the axes)</source>
        <translation>Z (leave the axes)</translation>
    </message>
    <message>
        <source>Y (turn it Z-up)</source>
        <translation>Y (turn it Z-up)</translation>
    </message>
    <message>
        <source>Keep the size</source>
        <translation>Keep the size</translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation>Scale by</translation>
    </message>
    <message>
        <source>Scale to height</source>
        <translation>Scale to height</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>keep</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Browse...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Source up axis</source>
        <translation>Source up axis</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Winding</source>
        <translation>Winding</translation>
    </message>
    <message>
        <source>Influences per vertex</source>
        <translation>Influences per vertex</translation>
    </message>
    <message>
        <source>Resample animations to</source>
        <translation>Resample animations to</translation>
    </message>
    <message>
        <source>Texture extension</source>
        <translation>Texture extension</translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation>Fixes</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Export To</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Choose a file to export to.</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: choose a format or an extension it writes.</source>
        <translation>Quarry cannot write %1: choose a format or an extension it writes.</translation>
    </message>
    <message>
        <source>Optimize vertex order for the GPU</source>
        <translation>Optimize vertex order for the GPU</translation>
    </message>
    <message>
        <source>Triangles in vertex-cache order, vertices in the order they are first used (meshoptimizer); the surface stays the same.</source>
        <translation>Triangles in vertex-cache order, vertices in the order they are first used (meshoptimizer); the surface stays the same.</translation>
    </message>
    <message>
        <source>As stored (glTF and Collada not turned Y-up)</source>
        <translation>As stored (glTF and Collada not turned Y-up)</translation>
    </message>
    <message>
        <source>glTF and Collada files are Y up: the model is turned Y up for them unless the axes stay as stored</source>
        <translation>glTF and Collada files are Y up: the model is turned Y up for them unless the axes stay as stored</translation>
    </message>
    <message>
        <source>Also pack the game archive (.pk3, .dpk)</source>
        <translation>Also pack the game archive (.pk3, .dpk)</translation>
    </message>
    <message>
        <source>None (the format decides)</source>
        <translation>None (the format decides)</translation>
    </message>
    <message>
        <source>do not merge</source>
        <translation>do not merge</translation>
    </message>
    <message>
        <source>Allow merging the least-used joints into their parents down to this many</source>
        <translation>Allow merging the least-used joints into their parents down to this many</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Merge joints down to</source>
        <translation>Merge joints down to</translation>
    </message>
    <message>
        <source>The model goes to %1 under the file&apos;s folder.</source>
        <translation>The model goes to %1 under the file&apos;s folder.</translation>
    </message>
    <message>
        <source>Nothing to fix for %1.</source>
        <translation>Nothing to fix for %1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Levels of detail</source>
        <translation>Levels of detail</translation>
    </message>
    <message>
        <source>Coarser copies for drawing far away, each with half the triangles of the one before, where the game draws them (Xonotic, ioquake3&apos;s player)</source>
        <translation>Coarser copies for drawing far away, each with half the triangles of the one before, where the game draws them (Xonotic, ioquake3&apos;s player)</translation>
    </message>
    <message>
        <source>Found from the toes and eyes</source>
        <translation>Found from the toes and eyes</translation>
    </message>
    <message>
        <source>Player faces</source>
        <translation>Player faces</translation>
    </message>
    <message>
        <source>The way the model faces as stored: a player is turned to face +X, as the games draw players</source>
        <translation>The way the model faces as stored: a player is turned to face +X, as the games draw players</translation>
    </message>
    <message>
        <source>Taken as a player (%1): in %2&apos;s player box, from Z = %3 to %4, it stands %5 facing +X with its feet at Z = %3.</source>
        <translation>Taken as a player (%1): in %2&apos;s player box, from Z = %3 to %4, it stands %5 facing +X with its feet at Z = %3.</translation>
    </message>
    <message>
        <source>at the size chosen</source>
        <translation>at the size chosen</translation>
    </message>
    <message>
        <source>%1 units tall</source>
        <translation>%1 units tall</translation>
    </message>
    <message>
        <source>Not a player (%1): kept at its size and place.</source>
        <translation>Not a player (%1): kept at its size and place.</translation>
    </message>
    <message>
        <source>Not a player: one model at its own size and place (ioquake3: not lower, upper and head)</source>
        <translation>Not a player: one model at its own size and place (ioquake3: not lower, upper and head)</translation>
    </message>
    <message>
        <source>A weapon, an item, a map object, or a model for a mod that loads one skeletal model: not scaled to the game&apos;s player height, turned or placed on its floor; for ioquake3 one IQM with animation.cfg</source>
        <translation>A weapon, an item, a map object, or a model for a mod that loads one skeletal model: not scaled to the game&apos;s player height, turned or placed on its floor; for ioquake3 one IQM with animation.cfg</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Parts</translation>
    </message>
    <message>
        <source>In place for a player, else kept</source>
        <translation>In place for a player, else kept</translation>
    </message>
    <message>
        <source>In place (the root&apos;s travel across the floor removed)</source>
        <translation>In place (the root&apos;s travel across the floor removed)</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Kept</translation>
    </message>
    <message>
        <source>Games that move the player themselves play its animations in place: the root joint keeps its place across the floor, its height as animated</source>
        <translation>Games that move the player themselves play its animations in place: the root joint keeps its place across the floor, its height as animated</translation>
    </message>
    <message>
        <source>Root motion</source>
        <translation>Root motion</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>MD3 (Quake III&apos;s own)</source>
        <translation>MD3 (Quake III&apos;s own)</translation>
    </message>
    <message>
        <source>IQM (skeletal, no frame cap)</source>
        <translation>IQM (skeletal, no frame cap)</translation>
    </message>
    <message>
        <source>ioquake3 loads lower.iqm, upper.iqm and head.iqm where the .md3 files are absent: skeletal animation at the source&apos;s rate, no 1,024-frame cap</source>
        <translation>ioquake3 loads lower.iqm, upper.iqm and head.iqm where the .md3 files are absent: skeletal animation at the source&apos;s rate, no 1,024-frame cap</translation>
    </message>
    <message>
        <source>Player parts</source>
        <translation>Player parts</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>In the game</translation>
    </message>
    <message>
        <source>Animation slots</source>
        <translation>Animation slots</translation>
    </message>
    <message>
        <source>All %1 slots play &quot;%2&quot;.</source>
        <translation>All %1 slots play &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1 of the model&apos;s %2 clips play in no slot: %3.</source>
        <translation>%1 of the model&apos;s %2 clips play in no slot: %3.</translation>
    </message>
    <message>
        <source>%1 cannot be written into: choose another folder.</source>
        <translation>%1 cannot be written into: choose another folder.</translation>
    </message>
    <message>
        <source>Keep the winding as read (do not turn faces outward)</source>
        <translation>Keep the winding as read (do not turn faces outward)</translation>
    </message>
    <message>
        <source>The export turns the triangles the game would draw inside out (wound against their normals) to face outward; checked, every triangle keeps its winding (--keep-winding)</source>
        <translation>The export turns the triangles the game would draw inside out (wound against their normals) to face outward; checked, every triangle keeps its winding (--keep-winding)</translation>
    </message>
    <message>
        <source>Keep the weapon slots&apos; clip lengths</source>
        <translation>Keep the weapon slots&apos; clip lengths</translation>
    </message>
    <message>
        <source>The game&apos;s first-person weapon is synced to TORSO_ATTACK and TORSO_ATTACK2 (6 frames), TORSO_DROP (5) and TORSO_RAISE (4): unchecked, the clips that play them are resampled to those lengths</source>
        <translation>The game&apos;s first-person weapon is synced to TORSO_ATTACK and TORSO_ATTACK2 (6 frames), TORSO_DROP (5) and TORSO_RAISE (4): unchecked, the clips that play them are resampled to those lengths</translation>
    </message>
    <message>
        <source>Use Timeline Selection</source>
        <translation>Use Timeline Selection</translation>
    </message>
    <message>
        <source>The chosen slot plays the range selected on the timeline (its keys&apos; first and last times)</source>
        <translation>The chosen slot plays the range selected on the timeline (its keys&apos; first and last times)</translation>
    </message>
    <message>
        <source>Quake skins</source>
        <translation>Quake skins</translation>
    </message>
    <message>
        <source>The palette cannot be read: %1</source>
        <translation>The palette cannot be read: %1</translation>
    </message>
</context>
<context>
    <name>quarry::ExportReport</name>
    <message numerus="yes">
        <source>Wrote %n file(s) under %1 (a click opens the file&apos;s folder):</source>
        <translation>
            <numerusform>Wrote %n file under %1 (a click opens the file&apos;s folder):</numerusform>
            <numerusform>Wrote %n files under %1 (a click opens the file&apos;s folder):</numerusform>
        </translation>
    </message>
    <message>
        <source>Packed:</source>
        <translation>Packed:</translation>
    </message>
    <message>
        <source>What the export changed and found:</source>
        <translation>What the export changed and found:</translation>
    </message>
</context>
<context>
    <name>quarry::ExportUvLayoutDialog</name>
    <message>
        <source>Export UV Layout</source>
        <translation>Export UV Layout</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Texture behind</source>
        <translation>Texture behind</translation>
    </message>
    <message>
        <source>Transparent</source>
        <translation>Transparent</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Browse...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Background</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Export &amp;UV Layout...</source>
        <translation>Export &amp;UV Layout...</translation>
    </message>
    <message>
        <source>Write the texture-coordinate layout as a PNG image</source>
        <translation>Write the texture-coordinate layout as a PNG image</translation>
    </message>
</context>
<context>
    <name>quarry::FixedLengthQuestion</name>
    <message>
        <source>Clip of a Fixed Length</source>
        <translation>Clip of a Fixed Length</translation>
    </message>
    <message>
        <source>This edit changes the length of a clip the game fixes:</source>
        <translation>This edit changes the length of a clip the game fixes:</translation>
    </message>
    <message>
        <source>Apply it anyway?</source>
        <translation>Apply it anyway?</translation>
    </message>
    <message>
        <source>Apply Anyway</source>
        <translation>Apply Anyway</translation>
    </message>
</context>
<context>
    <name>quarry::HistoryView</name>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;opened&gt;</translation>
    </message>
    <message>
        <source>Memory the undo steps hold. When the history holds more than the undo budget (Edit &gt; Preferences), its oldest steps are dropped.</source>
        <translation>Memory the undo steps hold. When the history holds more than the undo budget (Edit &gt; Preferences), its oldest steps are dropped.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo memory: %1 of %2 (%3)</source>
        <translation>Undo memory: %1 of %2 (%3)</translation>
    </message>
    <message>
        <source>Undo memory: %1 (%2)</source>
        <translation>Undo memory: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>quarry::JointActions</name>
    <message>
        <source>Add &amp;Joint...</source>
        <translation>Add &amp;Joint...</translation>
    </message>
    <message>
        <source>Add a joint as a root or under the selected joint, at a typed position or the selection&apos;s centre</source>
        <translation>Add a joint as a root or under the selected joint, at a typed position or the selection&apos;s centre</translation>
    </message>
    <message>
        <source>Add &amp;Attachment Point...</source>
        <translation>Add &amp;Attachment Point...</translation>
    </message>
    <message>
        <source>Add a leaf joint that no vertex is weighted to, for weapons and tags</source>
        <translation>Add a leaf joint that no vertex is weighted to, for weapons and tags</translation>
    </message>
    <message>
        <source>Add Joint at &amp;Clicked Point</source>
        <translation>Add Joint at &amp;Clicked Point</translation>
    </message>
    <message>
        <source>Click on the model: a joint goes there, under the selected joint</source>
        <translation>Click on the model: a joint goes there, under the selected joint</translation>
    </message>
    <message>
        <source>&amp;Move Joint...</source>
        <translation>&amp;Move Joint...</translation>
    </message>
    <message>
        <source>Place a joint in the bind pose, keeping the skin or moving its vertices along</source>
        <translation>Place a joint in the bind pose, keeping the skin or moving its vertices along</translation>
    </message>
    <message>
        <source>Re&amp;parent Joint...</source>
        <translation>Re&amp;parent Joint...</translation>
    </message>
    <message>
        <source>Hang a joint from another, keeping its animated motion</source>
        <translation>Hang a joint from another, keeping its animated motion</translation>
    </message>
    <message>
        <source>Add Attachment Point</source>
        <translation>Add Attachment Point</translation>
    </message>
    <message>
        <source>Add Joint</source>
        <translation>Add Joint</translation>
    </message>
    <message>
        <source>(none: a root)</source>
        <translation>(none: a root)</translation>
    </message>
    <message>
        <source>Selection&apos;s Centre</source>
        <translation>Selection&apos;s Centre</translation>
    </message>
    <message>
        <source>Parent&apos;s Position</source>
        <translation>Parent&apos;s Position</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Parent:</source>
        <translation>Parent:</translation>
    </message>
    <message>
        <source>Position (model space):</source>
        <translation>Position (model space):</translation>
    </message>
    <message>
        <source>Move Joint</source>
        <translation>Move Joint</translation>
    </message>
    <message>
        <source>Keep the skin where it is (rebind)</source>
        <translation>Keep the skin where it is (rebind)</translation>
    </message>
    <message>
        <source>Off: the vertices weighted to the joint move with it</source>
        <translation>Off: the vertices weighted to the joint move with it</translation>
    </message>
    <message>
        <source>Move the joints below it too</source>
        <translation>Move the joints below it too</translation>
    </message>
    <message>
        <source>Joint:</source>
        <translation>Joint:</translation>
    </message>
    <message>
        <source>Move by (model space):</source>
        <translation>Move by (model space):</translation>
    </message>
    <message>
        <source>Rotate about X, Y, Z:</source>
        <translation>Rotate about X, Y, Z:</translation>
    </message>
    <message>
        <source>Reparent Joint</source>
        <translation>Reparent Joint</translation>
    </message>
    <message>
        <source>New parent:</source>
        <translation>New parent:</translation>
    </message>
</context>
<context>
    <name>quarry::JointsView</name>
    <message>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Joint</source>
        <translation>Joint</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Parent</translation>
    </message>
    <message>
        <source>Bind pose</source>
        <translation>Bind pose</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(root)</translation>
    </message>
    <message>
        <source>No joint.</source>
        <translation>No joint.</translation>
    </message>
    <message>
        <source>%1 weighted vertices (the first %2 listed)</source>
        <translation>%1 weighted vertices (the first %2 listed)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln weighted vertex(es)</source>
        <translation>
            <numerusform>%Ln weighted vertex</numerusform>
            <numerusform>%Ln weighted vertices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;About Quarry</source>
        <translation>&amp;About Quarry</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>%1[*] - Quarry</source>
        <translation>%1[*] - Quarry</translation>
    </message>
    <message>
        <source>About Quarry</source>
        <translation>About Quarry</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarry %1&lt;/h3&gt;&lt;p&gt;An editor for game model assets: IQE, IQM, QuickModel and XMF, with import of the common interchange formats through Assimp.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarry %1&lt;/h3&gt;&lt;p&gt;An editor for game model assets: IQE, IQM, QuickModel and XMF, with import of the common interchange formats through Assimp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ready. Open a model with File &gt; Open or drop one here.</source>
        <translation>Ready. Open a model with File &gt; Open or drop one here.</translation>
    </message>
    <message>
        <source>Start an empty model</source>
        <translation>Start an empty model</translation>
    </message>
    <message>
        <source>Open a model; choose an XMF mesh with its skeleton, animations and materials together</source>
        <translation>Open a model; choose an XMF mesh with its skeleton, animations and materials together</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Import...</translation>
    </message>
    <message>
        <source>Add another file&apos;s meshes, materials, joints and animations to this model</source>
        <translation>Add another file&apos;s meshes, materials, joints and animations to this model</translation>
    </message>
    <message>
        <source>Save the model</source>
        <translation>Save the model</translation>
    </message>
    <message>
        <source>Save the model under another name or format</source>
        <translation>Save the model under another name or format</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Export...</translation>
    </message>
    <message>
        <source>Write a converted copy (axis, size, winding, influences, frame rate)</source>
        <translation>Write a converted copy (axis, size, winding, influences, frame rate)</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Close this window</translation>
    </message>
    <message>
        <source>Close every window and quit</source>
        <translation>Close every window and quit</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Select &amp;All</translation>
    </message>
    <message>
        <source>Select every mesh</source>
        <translation>Select every mesh</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>&amp;Deselect</translation>
    </message>
    <message>
        <source>Select nothing</source>
        <translation>Select nothing</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferences...</translation>
    </message>
    <message>
        <source>Change the editor&apos;s preferences</source>
        <translation>Change the editor&apos;s preferences</translation>
    </message>
    <message>
        <source>&amp;Docks</source>
        <translation>&amp;Docks</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Layout</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Reset Layout</translation>
    </message>
    <message>
        <source>Put every dock back where it starts</source>
        <translation>Put every dock back where it starts</translation>
    </message>
    <message>
        <source>&amp;Save Layout</source>
        <translation>&amp;Save Layout</translation>
    </message>
    <message>
        <source>Layout saved.</source>
        <translation>Layout saved.</translation>
    </message>
    <message>
        <source>Remember the current dock layout</source>
        <translation>Remember the current dock layout</translation>
    </message>
    <message>
        <source>Restore Saved La&amp;yout</source>
        <translation>Restore Saved La&amp;yout</translation>
    </message>
    <message>
        <source>No saved layout.</source>
        <translation>No saved layout.</translation>
    </message>
    <message>
        <source>Go back to the remembered dock layout</source>
        <translation>Go back to the remembered dock layout</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Model</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <source>&amp;Current Animation</source>
        <translation>&amp;Current Animation</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Bind Pose</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Keyboard Shortcuts</translation>
    </message>
    <message>
        <source>List every command&apos;s shortcut</source>
        <translation>List every command&apos;s shortcut</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Outliner</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Properties</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Materials</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Joints</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nothing selected</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Selected: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1 (%2)</source>
        <translation>Autosave failed: %1 (%2)</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Cannot restore</translation>
    </message>
    <message>
        <source>Restored %1 as it was at %2; not saved yet.</source>
        <translation>Restored %1 as it was at %2; not saved yet.</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Select</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Run Script...</source>
        <translation>&amp;Run Script...</translation>
    </message>
    <message>
        <source>Run a Python script on this model as one undoable step</source>
        <translation>Run a Python script on this model as one undoable step</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>Hel&amp;p</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Script</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mesh(es)</source>
        <translation>
            <numerusform>%Ln mesh</numerusform>
            <numerusform>%Ln meshes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln material(s)</source>
        <translation>
            <numerusform>%Ln material</numerusform>
            <numerusform>%Ln materials</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln joint(s)</source>
        <translation>
            <numerusform>%Ln joint</numerusform>
            <numerusform>%Ln joints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln animation(s)</source>
        <translation>
            <numerusform>%Ln animation</numerusform>
            <numerusform>%Ln animations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shape(s)</source>
        <translation>
            <numerusform>%Ln shape</numerusform>
            <numerusform>%Ln shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln vertex(es)</source>
        <translation>
            <numerusform>%Ln vertex</numerusform>
            <numerusform>%Ln vertices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln face(s)</source>
        <translation>
            <numerusform>%Ln face</numerusform>
            <numerusform>%Ln faces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Posing</source>
        <translation>&amp;Posing</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>Read Quarry&apos;s manual (bundled; no network needed)</source>
        <translation>Read Quarry&apos;s manual (bundled; no network needed)</translation>
    </message>
    <message>
        <source>UV</source>
        <translation>UV</translation>
    </message>
    <message>
        <source>&lt;p&gt;Copyright © The Quarry developers. Free software under the MIT licence (the file LICENSE; installed as share/doc/quarry/copyright).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Copyright © The Quarry developers. Free software under the MIT licence (the file LICENSE; installed as share/doc/quarry/copyright).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export for En&amp;gine...</source>
        <translation>Export for En&amp;gine...</translation>
    </message>
    <message>
        <source>Write every file a game engine needs, fixing what its loader would refuse</source>
        <translation>Write every file a game engine needs, fixing what its loader would refuse</translation>
    </message>
</context>
<context>
    <name>quarry::ManualWindow</name>
    <message>
        <source>Quarry Manual</source>
        <translation>Quarry Manual</translation>
    </message>
    <message>
        <source>The manual is not installed: it is looked for in share/doc/quarry/manual beside the program.</source>
        <translation>The manual is not installed: it is looked for in share/doc/quarry/manual beside the program.</translation>
    </message>
</context>
<context>
    <name>quarry::MaterialsView</name>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>Assign to Selected Meshes</source>
        <translation>Assign to Selected Meshes</translation>
    </message>
    <message>
        <source>New Material</source>
        <translation>New Material</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Diffuse</source>
        <translation>Diffuse</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Ambient</translation>
    </message>
    <message>
        <source>Specular</source>
        <translation>Specular</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Path</translation>
    </message>
    <message>
        <source>Texture maps</source>
        <translation>Texture maps</translation>
    </message>
    <message>
        <source>(add a map with the button)</source>
        <translation>(add a map with the button)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the texture file</source>
        <translation>Choose the texture file</translation>
    </message>
    <message>
        <source>Material Color</source>
        <translation>Material Color</translation>
    </message>
    <message>
        <source>Choose Texture</source>
        <translation>Choose Texture</translation>
    </message>
    <message>
        <source>Images (%1);;All files (*)</source>
        <translation>Images (%1);;All files (*)</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>no map</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>not found</translation>
    </message>
    <message>
        <source>%1
%2 × %3</source>
        <translation>%1
%2 × %3</translation>
    </message>
    <message>
        <source>material%1</source>
        <translation>material%1</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <source>%1: not found beside the model (%2), in the folders above it, or with another extension (.tga, .jpg, .png).</source>
        <translation>%1: not found beside the model (%2), in the folders above it, or with another extension (.tga, .jpg, .png).</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: cannot be read: %2</translation>
    </message>
    <message>
        <source>%1, %2 × %3</source>
        <translation>%1, %2 × %3</translation>
    </message>
</context>
<context>
    <name>quarry::Md2Encoder</name>
    <message>
        <source>%1 frames: Quake II loads at most %2 (lower the frame rate, write option &quot;md2.fps&quot;)</source>
        <translation>%1 frames: Quake II loads at most %2 (lower the frame rate, write option &quot;md2.fps&quot;)</translation>
    </message>
    <message>
        <source>the skin path &quot;%1&quot; is longer than 63 characters</source>
        <translation>the skin path &quot;%1&quot; is longer than 63 characters</translation>
    </message>
    <message>
        <source>%1 skins: Quake II loads at most %2</source>
        <translation>%1 skins: Quake II loads at most %2</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: Quake II loads at most %2</source>
        <translation>the skin is %1 texels high: Quake II loads at most %2</translation>
    </message>
    <message>
        <source>the model has no triangles: an MD2 needs at least one</source>
        <translation>the model has no triangles: an MD2 needs at least one</translation>
    </message>
    <message>
        <source>every triangle is degenerate once the vertices are stored in bytes</source>
        <translation>every triangle is degenerate once the vertices are stored in bytes</translation>
    </message>
    <message>
        <source>%1 vertices: Quake II loads at most %2</source>
        <translation>%1 vertices: Quake II loads at most %2</translation>
    </message>
    <message>
        <source>%1 triangles: FTE holds at most %2</source>
        <translation>%1 triangles: FTE holds at most %2</translation>
    </message>
    <message>
        <source>the skins are named in the MD2 (%1) but not written: put the .pcx images where the game looks for them</source>
        <translation>the skins are named in the MD2 (%1) but not written: put the .pcx images where the game looks for them</translation>
    </message>
    <message>
        <source>no frames to write: an MD2 needs at least one</source>
        <translation>no frames to write: an MD2 needs at least one</translation>
    </message>
</context>
<context>
    <name>quarry::Md2Parser</name>
    <message>
        <source>%1: negative count %2</source>
        <translation>%1: negative count %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</source>
        <translation>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</translation>
    </message>
    <message>
        <source>%1 start at byte %2, not a multiple of 4: Q2PRO refuses the file</source>
        <translation>%1 start at byte %2, not a multiple of 4: Q2PRO refuses the file</translation>
    </message>
    <message>
        <source>not an MD2 file (the ident &quot;IDP2&quot; is missing)</source>
        <translation>not an MD2 file (the ident &quot;IDP2&quot; is missing)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>the file ends inside the header (%1 of %2 bytes)</translation>
    </message>
    <message>
        <source>MD2 version %1 is not supported (only version 8)</source>
        <translation>MD2 version %1 is not supported (only version 8)</translation>
    </message>
    <message>
        <source>the model has no vertices (%1)</source>
        <translation>the model has no vertices (%1)</translation>
    </message>
    <message>
        <source>the model has no triangles (%1)</source>
        <translation>the model has no triangles (%1)</translation>
    </message>
    <message>
        <source>the model has no texture coordinates (%1)</source>
        <translation>the model has no texture coordinates (%1)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>the model has no frames (%1)</translation>
    </message>
    <message>
        <source>frames of %1 bytes cannot hold %2 vertices</source>
        <translation>frames of %1 bytes cannot hold %2 vertices</translation>
    </message>
    <message>
        <source>skins</source>
        <translation>skins</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>texture coordinates</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>frames</translation>
    </message>
    <message>
        <source>GL commands</source>
        <translation>GL commands</translation>
    </message>
    <message>
        <source>the skin size is %1 × %2 texels</source>
        <translation>the skin size is %1 × %2 texels</translation>
    </message>
    <message>
        <source>%1 vertices: Quake II loads at most %2</source>
        <translation>%1 vertices: Quake II loads at most %2</translation>
    </message>
    <message>
        <source>%1 triangles: FTE holds at most %2</source>
        <translation>%1 triangles: FTE holds at most %2</translation>
    </message>
    <message>
        <source>%1 frames: Quake II loads at most %2</source>
        <translation>%1 frames: Quake II loads at most %2</translation>
    </message>
    <message>
        <source>%1 skins: Quake II loads at most %2</source>
        <translation>%1 skins: Quake II loads at most %2</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: Quake II loads at most %2</source>
        <translation>the skin is %1 texels high: Quake II loads at most %2</translation>
    </message>
    <message>
        <source>the GL commands do not end with 0: Quake II&apos;s renderer draws only from them</source>
        <translation>the GL commands do not end with 0: Quake II&apos;s renderer draws only from them</translation>
    </message>
    <message>
        <source>triangle %1 names %2 %3 of %4</source>
        <translation>triangle %1 names %2 %3 of %4</translation>
    </message>
    <message>
        <source>vertex</source>
        <translation>vertex</translation>
    </message>
    <message>
        <source>texture coordinate</source>
        <translation>texture coordinate</translation>
    </message>
    <message>
        <source>%1 vertices of %2 frames are more than a file of %3 bytes can hold</source>
        <translation>%1 vertices of %2 frames are more than a file of %3 bytes can hold</translation>
    </message>
    <message>
        <source>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</source>
        <translation>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</translation>
    </message>
</context>
<context>
    <name>quarry::Md3Parser</name>
    <message>
        <source>%1: negative count %2</source>
        <translation>%1: negative count %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</source>
        <translation>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</translation>
    </message>
    <message>
        <source>not an MD3 file (the ident &quot;IDP3&quot; is missing)</source>
        <translation>not an MD3 file (the ident &quot;IDP3&quot; is missing)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>the file ends inside the header (%1 of %2 bytes)</translation>
    </message>
    <message>
        <source>MD3 version %1 is not supported (only version 15)</source>
        <translation>MD3 version %1 is not supported (only version 15)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>the model has no frames (%1)</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>frames</translation>
    </message>
    <message>
        <source>tags: negative count %1</source>
        <translation>tags: negative count %1</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>tags</translation>
    </message>
    <message>
        <source>surfaces: negative count %1</source>
        <translation>surfaces: negative count %1</translation>
    </message>
    <message>
        <source>surfaces</source>
        <translation>surfaces</translation>
    </message>
    <message>
        <source>%1 surfaces of %2 frames are more than a file of %3 bytes can hold</source>
        <translation>%1 surfaces of %2 frames are more than a file of %3 bytes can hold</translation>
    </message>
    <message>
        <source>%1 frames: the engines load at most %2</source>
        <translation>%1 frames: the engines load at most %2</translation>
    </message>
    <message>
        <source>%1 surfaces: the engines load at most %2</source>
        <translation>%1 surfaces: the engines load at most %2</translation>
    </message>
    <message>
        <source>%1 tags: the engines load at most %2</source>
        <translation>%1 tags: the engines load at most %2</translation>
    </message>
    <message>
        <source>a surface header at byte %1 runs past the end of the file (%2 bytes)</source>
        <translation>a surface header at byte %1 runs past the end of the file (%2 bytes)</translation>
    </message>
    <message>
        <source>the surface at byte %1 does not start with &quot;IDP3&quot;</source>
        <translation>the surface at byte %1 does not start with &quot;IDP3&quot;</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 frames, the model %3</source>
        <translation>surface &quot;%1&quot; has %2 frames, the model %3</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; ends at %2 bytes, inside its header</source>
        <translation>surface &quot;%1&quot; ends at %2 bytes, inside its header</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot;: %2</source>
        <translation>surface &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>shaders</source>
        <translation>shaders</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>texture coordinates</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>vertices</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot;: triangle %2 names vertex %3 of %4</source>
        <translation>surface &quot;%1&quot;: triangle %2 names vertex %3 of %4</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5</source>
        <translation>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5</translation>
    </message>
</context>
<context>
    <name>quarry::MdlEncoder</name>
    <message>
        <source>the texture coordinates do not split into a front and a back half: written without onseam</source>
        <translation>the texture coordinates do not split into a front and a back half: written without onseam</translation>
    </message>
    <message>
        <source>%1 frames: QuakeSpasm loads at most %2 (lower the frame rate, write option &quot;mdl.fps&quot;)</source>
        <translation>%1 frames: QuakeSpasm loads at most %2 (lower the frame rate, write option &quot;mdl.fps&quot;)</translation>
    </message>
    <message>
        <source>%1 skins: the engines load at most %2</source>
        <translation>%1 skins: the engines load at most %2</translation>
    </message>
    <message>
        <source>the model has no triangles: an MDL needs at least one</source>
        <translation>the model has no triangles: an MDL needs at least one</translation>
    </message>
    <message>
        <source>every triangle is degenerate once the vertices are stored in bytes</source>
        <translation>every triangle is degenerate once the vertices are stored in bytes</translation>
    </message>
    <message>
        <source>%1 vertices: QuakeSpasm loads at most %2</source>
        <translation>%1 vertices: QuakeSpasm loads at most %2</translation>
    </message>
    <message>
        <source>%1 triangles: QuakeSpasm loads at most %2</source>
        <translation>%1 triangles: QuakeSpasm loads at most %2</translation>
    </message>
    <message>
        <source>flags 0x%1: only bits 0-7 written (the engines disagree on the others; write option &quot;mdl.allFlags&quot; keeps them)</source>
        <translation>flags 0x%1: only bits 0-7 written (the engines disagree on the others; write option &quot;mdl.allFlags&quot; keeps them)</translation>
    </message>
</context>
<context>
    <name>quarry::MdlParser</name>
    <message>
        <source>%1 (%2 bytes at byte %3) run past the end of the file (%4 bytes)</source>
        <translation>%1 (%2 bytes at byte %3) run past the end of the file (%4 bytes)</translation>
    </message>
    <message>
        <source>not an MDL file (the ident &quot;IDPO&quot; is missing)</source>
        <translation>not an MDL file (the ident &quot;IDPO&quot; is missing)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>the file ends inside the header (%1 of %2 bytes)</translation>
    </message>
    <message>
        <source>MDL version %1 is not supported (only version 6)</source>
        <translation>MDL version %1 is not supported (only version 6)</translation>
    </message>
    <message>
        <source>skins: negative count %1</source>
        <translation>skins: negative count %1</translation>
    </message>
    <message>
        <source>the skins are %1 × %2 texels</source>
        <translation>the skins are %1 × %2 texels</translation>
    </message>
    <message>
        <source>the model has no vertices (%1)</source>
        <translation>the model has no vertices (%1)</translation>
    </message>
    <message>
        <source>the model has no triangles (%1)</source>
        <translation>the model has no triangles (%1)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>the model has no frames (%1)</translation>
    </message>
    <message>
        <source>%1 skins, %2 vertices, %3 triangles and %4 frames are more than a file of %5 bytes holds</source>
        <translation>%1 skins, %2 vertices, %3 triangles and %4 frames are more than a file of %5 bytes holds</translation>
    </message>
    <message>
        <source>%1 vertices: QuakeSpasm loads at most %2</source>
        <translation>%1 vertices: QuakeSpasm loads at most %2</translation>
    </message>
    <message>
        <source>%1 triangles: QuakeSpasm loads at most %2</source>
        <translation>%1 triangles: QuakeSpasm loads at most %2</translation>
    </message>
    <message>
        <source>%1 skins: the engines load at most %2</source>
        <translation>%1 skins: the engines load at most %2</translation>
    </message>
    <message>
        <source>the model has no skin: the engines refuse it</source>
        <translation>the model has no skin: the engines refuse it</translation>
    </message>
    <message>
        <source>the skins are %1 texels high: Quake loads at most %2</source>
        <translation>the skins are %1 texels high: Quake loads at most %2</translation>
    </message>
    <message>
        <source>the skins are %1 texels wide, not a multiple of 4: WinQuake refuses them</source>
        <translation>the skins are %1 texels wide, not a multiple of 4: WinQuake refuses them</translation>
    </message>
    <message>
        <source>sync type %1: DarkPlaces accepts only 0 and 1</source>
        <translation>sync type %1: DarkPlaces accepts only 0 and 1</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>texture coordinates</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>triangle %1 names vertex %2 of %3</source>
        <translation>triangle %1 names vertex %2 of %3</translation>
    </message>
    <message>
        <source>%1 bytes after the last frame are not part of the model</source>
        <translation>%1 bytes after the last frame are not part of the model</translation>
    </message>
    <message>
        <source>%1 poses: QuakeSpasm loads at most %2</source>
        <translation>%1 poses: QuakeSpasm loads at most %2</translation>
    </message>
    <message>
        <source>%1 vertices of %2 poses are more than a file of %3 bytes can hold</source>
        <translation>%1 vertices of %2 poses are more than a file of %3 bytes can hold</translation>
    </message>
    <message>
        <source>skin %1</source>
        <translation>skin %1</translation>
    </message>
    <message>
        <source>skin %1 has type %2 (0 single, 1 group)</source>
        <translation>skin %1 has type %2 (0 single, 1 group)</translation>
    </message>
    <message>
        <source>skin group %1</source>
        <translation>skin group %1</translation>
    </message>
    <message>
        <source>skin group %1 has %2 images</source>
        <translation>skin group %1 has %2 images</translation>
    </message>
    <message>
        <source>skin group %1 (%2 images)</source>
        <translation>skin group %1 (%2 images)</translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation>frame %1</translation>
    </message>
    <message>
        <source>frame group %1</source>
        <translation>frame group %1</translation>
    </message>
    <message>
        <source>frame group %1 has %2 frames</source>
        <translation>frame group %1 has %2 frames</translation>
    </message>
    <message>
        <source>frame group %1 (%2 frames)</source>
        <translation>frame group %1 (%2 frames)</translation>
    </message>
    <message>
        <source>frame group %1: interval %2 is %3, not a running total above the one before (software Quake refuses it); the group plays at 10 frames a second</source>
        <translation>frame group %1: interval %2 is %3, not a running total above the one before (software Quake refuses it); the group plays at 10 frames a second</translation>
    </message>
    <message>
        <source>frame %1 has type %2 (0 single, 1 group)</source>
        <translation>frame %1 has type %2 (0 single, 1 group)</translation>
    </message>
    <message>
        <source>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</source>
        <translation>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</translation>
    </message>
</context>
<context>
    <name>quarry::MemoryZip</name>
    <message>
        <source>cannot add %1 to the archive: %2</source>
        <translation>cannot add %1 to the archive: %2</translation>
    </message>
    <message>
        <source>cannot read back the archive made</source>
        <translation>cannot read back the archive made</translation>
    </message>
    <message>
        <source>cannot make the archive: %1</source>
        <translation>cannot make the archive: %1</translation>
    </message>
</context>
<context>
    <name>quarry::ModelOperations</name>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>&amp;Merge Meshes</source>
        <translation>&amp;Merge Meshes</translation>
    </message>
    <message>
        <source>Merge the selected meshes into one</source>
        <translation>Merge the selected meshes into one</translation>
    </message>
    <message>
        <source>Split by &amp;Selection</source>
        <translation>Split by &amp;Selection</translation>
    </message>
    <message>
        <source>Move the selected faces into a mesh of their own</source>
        <translation>Move the selected faces into a mesh of their own</translation>
    </message>
    <message>
        <source>Split into &amp;Loose Parts</source>
        <translation>Split into &amp;Loose Parts</translation>
    </message>
    <message>
        <source>Make each connected part of the selected meshes a mesh</source>
        <translation>Make each connected part of the selected meshes a mesh</translation>
    </message>
    <message>
        <source>Flip &amp;Winding</source>
        <translation>Flip &amp;Winding</translation>
    </message>
    <message>
        <source>Reverse the triangle winding of the selected meshes (all when none)</source>
        <translation>Reverse the triangle winding of the selected meshes (all when none)</translation>
    </message>
    <message>
        <source>Flip &amp;Normals</source>
        <translation>Flip &amp;Normals</translation>
    </message>
    <message>
        <source>Point the normals of the selected meshes (all when none) the other way</source>
        <translation>Point the normals of the selected meshes (all when none) the other way</translation>
    </message>
    <message>
        <source>&amp;Recompute Normals...</source>
        <translation>&amp;Recompute Normals...</translation>
    </message>
    <message>
        <source>Recompute normals by smoothing angle or by the IQE smoothing groups</source>
        <translation>Recompute normals by smoothing angle or by the IQE smoothing groups</translation>
    </message>
    <message>
        <source>W&amp;eld Vertices...</source>
        <translation>W&amp;eld Vertices...</translation>
    </message>
    <message>
        <source>&amp;Unweld Vertices</source>
        <translation>&amp;Unweld Vertices</translation>
    </message>
    <message>
        <source>Give every triangle corner its own vertex</source>
        <translation>Give every triangle corner its own vertex</translation>
    </message>
    <message>
        <source>&amp;Scale...</source>
        <translation>&amp;Scale...</translation>
    </message>
    <message>
        <source>Scale the model by a factor</source>
        <translation>Scale the model by a factor</translation>
    </message>
    <message>
        <source>Scale to &amp;Height...</source>
        <translation>Scale to &amp;Height...</translation>
    </message>
    <message>
        <source>Scale the model so it stands a given height</source>
        <translation>Scale the model so it stands a given height</translation>
    </message>
    <message>
        <source>R&amp;otate...</source>
        <translation>R&amp;otate...</translation>
    </message>
    <message>
        <source>Rotate the model about the origin</source>
        <translation>Rotate the model about the origin</translation>
    </message>
    <message>
        <source>&amp;Translate...</source>
        <translation>&amp;Translate...</translation>
    </message>
    <message>
        <source>Move the model</source>
        <translation>Move the model</translation>
    </message>
    <message>
        <source>Y-up to &amp;Z-up</source>
        <translation>Y-up to &amp;Z-up</translation>
    </message>
    <message>
        <source>Turn a Y-up model Z-up</source>
        <translation>Turn a Y-up model Z-up</translation>
    </message>
    <message>
        <source>Z-up to &amp;Y-up</source>
        <translation>Z-up to &amp;Y-up</translation>
    </message>
    <message>
        <source>Turn a Z-up model Y-up</source>
        <translation>Turn a Z-up model Y-up</translation>
    </message>
    <message>
        <source>&amp;Drop to Ground</source>
        <translation>&amp;Drop to Ground</translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0</source>
        <translation>Move the model so its lowest point is at Z = 0</translation>
    </message>
    <message>
        <source>&amp;Centre</source>
        <translation>&amp;Centre</translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis</source>
        <translation>Move the model so it is centred on the Z axis</translation>
    </message>
    <message>
        <source>Normali&amp;ze Weights</source>
        <translation>Normali&amp;ze Weights</translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one</source>
        <translation>Scale each vertex&apos;s weights to sum to one</translation>
    </message>
    <message>
        <source>&amp;Limit Influences...</source>
        <translation>&amp;Limit Influences...</translation>
    </message>
    <message>
        <source>Keep each vertex&apos;s largest weights, renormalized</source>
        <translation>Keep each vertex&apos;s largest weights, renormalized</translation>
    </message>
    <message>
        <source>Remove Unused &amp;Joints</source>
        <translation>Remove Unused &amp;Joints</translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to</source>
        <translation>Remove joints no vertex is weighted to</translation>
    </message>
    <message>
        <source>Rename Joints by &amp;Pattern...</source>
        <translation>Rename Joints by &amp;Pattern...</translation>
    </message>
    <message>
        <source>Rename joints with a regular expression</source>
        <translation>Rename joints with a regular expression</translation>
    </message>
    <message>
        <source>Fix Te&amp;xture Paths...</source>
        <translation>Fix Te&amp;xture Paths...</translation>
    </message>
    <message>
        <source>Strip directories from texture paths or change their extension</source>
        <translation>Strip directories from texture paths or change their extension</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>&amp;Validate</translation>
    </message>
    <message>
        <source>Check the model for problems and list them</source>
        <translation>Check the model for problems and list them</translation>
    </message>
    <message>
        <source>&amp;Mesh</source>
        <translation>&amp;Mesh</translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <translation>&amp;Transform</translation>
    </message>
    <message>
        <source>&amp;Skeleton and Weights</source>
        <translation>&amp;Skeleton and Weights</translation>
    </message>
    <message>
        <source>Recompute Normals</source>
        <translation>Recompute Normals</translation>
    </message>
    <message>
        <source>Smooth by angle (selected meshes)</source>
        <translation>Smooth by angle (selected meshes)</translation>
    </message>
    <message>
        <source>By the IQE smoothing groups (whole model)</source>
        <translation>By the IQE smoothing groups (whole model)</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Normals</source>
        <translation>Normals</translation>
    </message>
    <message>
        <source>Smooth where faces meet at most</source>
        <translation>Smooth where faces meet at most</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>Scale factor:</source>
        <translation>Scale factor:</translation>
    </message>
    <message>
        <source>Rotate (degrees about X, then Y, then Z)</source>
        <translation>Rotate (degrees about X, then Y, then Z)</translation>
    </message>
    <message>
        <source>Translate</source>
        <translation>Translate</translation>
    </message>
    <message>
        <source>Limit Influences</source>
        <translation>Limit Influences</translation>
    </message>
    <message>
        <source>Influences per vertex at most:</source>
        <translation>Influences per vertex at most:</translation>
    </message>
    <message>
        <source>Rename Joints by Pattern</source>
        <translation>Rename Joints by Pattern</translation>
    </message>
    <message>
        <source>Find (regular expression):</source>
        <translation>Find (regular expression):</translation>
    </message>
    <message>
        <source>Replace with (\1 for groups):</source>
        <translation>Replace with (\1 for groups):</translation>
    </message>
    <message>
        <source>Rename Joints</source>
        <translation>Rename Joints</translation>
    </message>
    <message>
        <source>Not a valid pattern: %1</source>
        <translation>Not a valid pattern: %1</translation>
    </message>
    <message>
        <source>Fix Texture Paths</source>
        <translation>Fix Texture Paths</translation>
    </message>
    <message>
        <source>Strip directories</source>
        <translation>Strip directories</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>keep</translation>
    </message>
    <message>
        <source>New extension:</source>
        <translation>New extension:</translation>
    </message>
    <message>
        <source>Delete the selected objects, faces or vertices</source>
        <translation>Delete the selected objects, faces or vertices</translation>
    </message>
    <message>
        <source>Merge the selected vertices, or those of the selected meshes, that agree in every attribute</source>
        <translation>Merge the selected vertices, or those of the selected meshes, that agree in every attribute</translation>
    </message>
</context>
<context>
    <name>quarry::ModelOverview</name>
    <message>
        <source>No model. Open one with File &gt; Open.</source>
        <translation>No model. Open one with File &gt; Open.</translation>
    </message>
    <message>
        <source>%1
%2 meshes, %3 vertices, %4 triangles
%5 materials, %6 joints, %7 animations, %8 shapes</source>
        <translation>%1
%2 meshes, %3 vertices, %4 triangles
%5 materials, %6 joints, %7 animations, %8 shapes</translation>
    </message>
    <message>
        <source>Height (bind pose, Z): %1 model units</source>
        <translation>Height (bind pose, Z): %1 model units</translation>
    </message>
</context>
<context>
    <name>quarry::MorphTargetsPanel</name>
    <message>
        <source>&lt;b&gt;Morph Targets&lt;/b&gt;</source>
        <translation>&lt;b&gt;Morph Targets&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Reset All</source>
        <translation>Reset All</translation>
    </message>
    <message>
        <source>Set every preview weight back to 0</source>
        <translation>Set every preview weight back to 0</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Vertices the target moves</source>
        <translation>Vertices the target moves</translation>
    </message>
    <message>
        <source>%1 has no morph targets.</source>
        <translation>%1 has no morph targets.</translation>
    </message>
    <message>
        <source>(unnamed %1)</source>
        <translation>(unnamed %1)</translation>
    </message>
    <message>
        <source>Vertices this target moves: %1 (of %2 listed)</source>
        <translation>Vertices this target moves: %1 (of %2 listed)</translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation>Weight of %1</translation>
    </message>
    <message>
        <source>Preview weight: 0..1 on the slider, -1..2 typed</source>
        <translation>Preview weight: 0..1 on the slider, -1..2 typed</translation>
    </message>
    <message>
        <source>%1: %2 weights set, the %3 largest are shown.</source>
        <translation>%1: %2 weights set, the %3 largest are shown.</translation>
    </message>
</context>
<context>
    <name>quarry::Names</name>
    <message>
        <source>%1 written as %2, beside the list</source>
        <translation>%1 written as %2, beside the list</translation>
    </message>
    <message>
        <source>%1 written as %2: Quarry does not write that form</source>
        <translation>%1 written as %2: Quarry does not write that form</translation>
    </message>
</context>
<context>
    <name>quarry::OutlinerView</name>
    <message>
        <source>Meshes</source>
        <translation>Meshes</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Materials</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Joints</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Shapes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>no material</source>
        <translation>no material</translation>
    </message>
    <message>
        <source>%1 vertices, %2 triangles, %3</source>
        <translation>%1 vertices, %2 triangles, %3</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>%1 frames at %2 fps%3</source>
        <translation>%1 frames at %2 fps%3</translation>
    </message>
    <message>
        <source>, loops</source>
        <translation>, loops</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Make Root</source>
        <translation>Make Root</translation>
    </message>
    <message>
        <source>hidden; %1</source>
        <translation>hidden; %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln triangle(s) hidden; %1</source>
        <translation>
            <numerusform>%Ln triangle hidden; %1</numerusform>
            <numerusform>%Ln triangles hidden; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::PlayerBoxPreview</name>
    <message>
        <source>The model&apos;s bind pose as exported, from the side (the game&apos;s forward, +X, to the right) and from the front, against the game&apos;s player box and floor</source>
        <translation>The model&apos;s bind pose as exported, from the side (the game&apos;s forward, +X, to the right) and from the front, against the game&apos;s player box and floor</translation>
    </message>
    <message>
        <source>No model to show</source>
        <translation>No model to show</translation>
    </message>
    <message>
        <source>Side (+X ahead)</source>
        <translation>Side (+X ahead)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>%1 tall, feet at Z = %2; %3 deep, %4 wide</source>
        <translation>%1 tall, feet at Z = %2; %3 deep, %4 wide</translation>
    </message>
</context>
<context>
    <name>quarry::PlayerJointPickers</name>
    <message>
        <source>The first joint of upper.md3: the legs go to lower.md3, the torso from here on turns on tag_torso</source>
        <translation>The first joint of upper.md3: the legs go to lower.md3, the torso from here on turns on tag_torso</translation>
    </message>
    <message>
        <source>The first joint of head.md3, which turns on tag_head</source>
        <translation>The first joint of head.md3, which turns on tag_head</translation>
    </message>
    <message>
        <source>The joint the weapon hangs on (tag_weapon)</source>
        <translation>The joint the weapon hangs on (tag_weapon)</translation>
    </message>
    <message>
        <source>Torso joint</source>
        <translation>Torso joint</translation>
    </message>
    <message>
        <source>Head joint</source>
        <translation>Head joint</translation>
    </message>
    <message>
        <source>Weapon joint</source>
        <translation>Weapon joint</translation>
    </message>
    <message>
        <source>(found from the names)</source>
        <translation>(found from the names)</translation>
    </message>
    <message>
        <source>These joints do not split the model into a player&apos;s parts.</source>
        <translation>These joints do not split the model into a player&apos;s parts.</translation>
    </message>
    <message>
        <source>As the viewport colours them: &lt;span style=&quot;color:%1&quot;&gt;&amp;#9632;&lt;/span&gt; lower.md3 %2 vertices, &lt;span style=&quot;color:%3&quot;&gt;&amp;#9632;&lt;/span&gt; upper.md3 %4, &lt;span style=&quot;color:%5&quot;&gt;&amp;#9632;&lt;/span&gt; head.md3 %6</source>
        <translation>As the viewport colours them: &lt;span style=&quot;color:%1&quot;&gt;&amp;#9632;&lt;/span&gt; lower.md3 %2 vertices, &lt;span style=&quot;color:%3&quot;&gt;&amp;#9632;&lt;/span&gt; upper.md3 %4, &lt;span style=&quot;color:%5&quot;&gt;&amp;#9632;&lt;/span&gt; head.md3 %6</translation>
    </message>
</context>
<context>
    <name>quarry::PoseActions</name>
    <message>
        <source>Auto Key</source>
        <translation>Auto Key</translation>
    </message>
    <message>
        <source>Gizmo drags on posed joints set keys at the current time; off, they preview the pose until Key Pose</source>
        <translation>Gizmo drags on posed joints set keys at the current time; off, they preview the pose until Key Pose</translation>
    </message>
    <message>
        <source>Key Pose</source>
        <translation>Key Pose</translation>
    </message>
    <message>
        <source>Key translation, rotation and scale of every selected joint at the current time (K)</source>
        <translation>Key translation, rotation and scale of every selected joint at the current time (K)</translation>
    </message>
    <message>
        <source>Copy Pose</source>
        <translation>Copy Pose</translation>
    </message>
    <message>
        <source>Copy the selected joints&apos; pose (every joint&apos;s when none is selected)</source>
        <translation>Copy the selected joints&apos; pose (every joint&apos;s when none is selected)</translation>
    </message>
    <message>
        <source>Paste Pose</source>
        <translation>Paste Pose</translation>
    </message>
    <message>
        <source>Key the copied pose at the current time</source>
        <translation>Key the copied pose at the current time</translation>
    </message>
    <message>
        <source>Paste Mirrored</source>
        <translation>Paste Mirrored</translation>
    </message>
    <message>
        <source>Key the mirror image of the copied pose on the joints of the other side</source>
        <translation>Key the mirror image of the copied pose on the joints of the other side</translation>
    </message>
    <message>
        <source>Mirror Pose</source>
        <translation>Mirror Pose</translation>
    </message>
    <message>
        <source>Key the mirror image of the whole pose at the current time</source>
        <translation>Key the mirror image of the whole pose at the current time</translation>
    </message>
    <message>
        <source>The axis across which poses are mirrored</source>
        <translation>The axis across which poses are mirrored</translation>
    </message>
    <message>
        <source>Mirror across %1</source>
        <translation>Mirror across %1</translation>
    </message>
    <message>
        <source>Axis: %1</source>
        <translation>Axis: %1</translation>
    </message>
    <message>
        <source>Onion Skin</source>
        <translation>Onion Skin</translation>
    </message>
    <message>
        <source>Show the poses before (blue) and after (green) the current time as fading ghosts</source>
        <translation>Show the poses before (blue) and after (green) the current time as fading ghosts</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <source>Ghosts before the current time</source>
        <translation>Ghosts before the current time</translation>
    </message>
    <message>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <source>Ghosts after the current time</source>
        <translation>Ghosts after the current time</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Frames between ghosts</source>
        <translation>Frames between ghosts</translation>
    </message>
    <message>
        <source>Ghost Bones Only</source>
        <translation>Ghost Bones Only</translation>
    </message>
    <message>
        <source>Ghost the skeleton instead of the whole model</source>
        <translation>Ghost the skeleton instead of the whole model</translation>
    </message>
    <message>
        <source>Mirror Across the Joints&apos; Sides</source>
        <translation>Mirror Across the Joints&apos; Sides</translation>
    </message>
    <message>
        <source>Axis: Automatic</source>
        <translation>Axis: Automatic</translation>
    </message>
    <message>
        <source>Onion Skin Settings</source>
        <translation>Onion Skin Settings</translation>
    </message>
</context>
<context>
    <name>quarry::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Ask</translation>
    </message>
    <message>
        <source>Always take it</source>
        <translation>Always take it</translation>
    </message>
    <message>
        <source>Never take it</source>
        <translation>Never take it</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unlimited</translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation>Recent files listed</translation>
    </message>
    <message>
        <source>Skeleton beside an opened XMF mesh</source>
        <translation>Skeleton beside an opened XMF mesh</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Unsaved changes are written to a recovery file this often, and offered again after a crash</source>
        <translation>Unsaved changes are written to a recovery file this often, and offered again after a crash</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>Autosave every</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>System default (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>A new language takes effect when Quarry is started again.</source>
        <translation>A new language takes effect when Quarry is started again.</translation>
    </message>
    <message>
        <source>Custom: swap the texts below</source>
        <translation>Custom: swap the texts below</translation>
    </message>
    <message>
        <source>left, e.g. Lft</source>
        <translation>left, e.g. Lft</translation>
    </message>
    <message>
        <source>right, e.g. Rgt</source>
        <translation>right, e.g. Rgt</translation>
    </message>
    <message>
        <source>How the names of left and right joints differ, for pasting and mirroring poses (auto: the first rule that finds a partner)</source>
        <translation>How the names of left and right joints differ, for pasting and mirroring poses (auto: the first rule that finds a partner)</translation>
    </message>
    <message>
        <source>Left and right joints</source>
        <translation>Left and right joints</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>When the undo history holds more memory than this, its oldest steps are dropped</source>
        <translation>When the undo history holds more memory than this, its oldest steps are dropped</translation>
    </message>
    <message>
        <source>Undo steps</source>
        <translation>Undo steps</translation>
    </message>
    <message>
        <source>Undo memory limit</source>
        <translation>Undo memory limit</translation>
    </message>
    <message>
        <source>Always open the player</source>
        <translation>Always open the player</translation>
    </message>
    <message>
        <source>Open the part alone</source>
        <translation>Open the part alone</translation>
    </message>
    <message>
        <source>Quake III player part with the others beside it</source>
        <translation>Quake III player part with the others beside it</translation>
    </message>
</context>
<context>
    <name>quarry::PropertiesView</name>
    <message>
        <source>Select an object in the outliner to see its properties.</source>
        <translation>Select an object in the outliner to see its properties.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mesh&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mesh&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>tangent</source>
        <translation>tangent</translation>
    </message>
    <message numerus="yes">
        <source>%n texcoord set(s)</source>
        <translation>
            <numerusform>%n texcoord set</numerusform>
            <numerusform>%n texcoord sets</numerusform>
        </translation>
    </message>
    <message>
        <source>color</source>
        <translation>color</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <source>Influences</source>
        <translation>Influences</translation>
    </message>
    <message>
        <source>up to %1 per vertex</source>
        <translation>up to %1 per vertex</translation>
    </message>
    <message>
        <source>not skinned</source>
        <translation>not skinned</translation>
    </message>
    <message>
        <source>Morph targets</source>
        <translation>Morph targets</translation>
    </message>
    <message>
        <source>&lt;b&gt;Material&lt;/b&gt;</source>
        <translation>&lt;b&gt;Material&lt;/b&gt;</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>Shininess</source>
        <translation>Shininess</translation>
    </message>
    <message>
        <source>Map (%1)</source>
        <translation>Map (%1)</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Used by</translation>
    </message>
    <message numerus="yes">
        <source>%n mesh(es)</source>
        <translation>
            <numerusform>%n mesh</numerusform>
            <numerusform>%n meshes</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Joint&lt;/b&gt; #%1</source>
        <translation>&lt;b&gt;Joint&lt;/b&gt; #%1</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(root)</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Parent</translation>
    </message>
    <message>
        <source>Bind pose (relative to the parent)</source>
        <translation>Bind pose (relative to the parent)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Animation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Animation&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Loops</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>Frame rate</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>%1 s, %2 frames</source>
        <translation>%1 s, %2 frames</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Tracks</translation>
    </message>
    <message>
        <source>%1 joints, %2 keys</source>
        <translation>%1 joints, %2 keys</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shape&lt;/b&gt;</source>
        <translation>&lt;b&gt;Shape&lt;/b&gt;</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>sphere</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>cone</translation>
    </message>
    <message>
        <source>cube</source>
        <translation>cube</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>cylinder</translation>
    </message>
    <message>
        <source>light</source>
        <translation>light</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>surface</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Control vertices</source>
        <translation>Control vertices</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>shared with %1 (the game plays the same frames for both)</source>
        <translation>shared with %1 (the game plays the same frames for both)</translation>
    </message>
</context>
<context>
    <name>quarry::QuakeSkinOptions</name>
    <message>
        <source>Player colours (shirt and pants, recoloured by the game)</source>
        <translation>Player colours (shirt and pants, recoloured by the game)</translation>
    </message>
    <message>
        <source>the game&apos;s standard palette</source>
        <translation>the game&apos;s standard palette</translation>
    </message>
    <message>
        <source>The palette MDL and MD2 skins are mapped to: a palette.lmp (Quake II: colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx) (--palette)</source>
        <translation>The palette MDL and MD2 skins are mapped to: a palette.lmp (Quake II: colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx) (--palette)</translation>
    </message>
    <message>
        <source>MDL: the skin may take the colours 16-31 and 96-111, which Quake draws in each player&apos;s shirt and pants colours; unchecked they are left out (--colormap)</source>
        <translation>MDL: the skin may take the colours 16-31 and 96-111, which Quake draws in each player&apos;s shirt and pants colours; unchecked they are left out (--colormap)</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>File…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Folder…</translation>
    </message>
    <message>
        <source>Game Folder</source>
        <translation>Game Folder</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Palettes and game archives (*.lmp *.pcx *.pak *.pk3);;All files (*)</source>
        <translation>Palettes and game archives (*.lmp *.pcx *.pak *.pk3);;All files (*)</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#c0392b&quot;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#c0392b&quot;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Quake&apos;s and Quake II&apos;s standard palettes</source>
        <translation>Quake&apos;s and Quake II&apos;s standard palettes</translation>
    </message>
    <message>
        <source>Palette: %1</source>
        <translation>Palette: %1</translation>
    </message>
    <message>
        <source>Quake: %1; Quake II: %2</source>
        <translation>Quake: %1; Quake II: %2</translation>
    </message>
</context>
<context>
    <name>quarry::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Recover Unsaved Changes</translation>
    </message>
    <message>
        <source>Quarry did not close normally last time. These documents had unsaved changes; each can be restored as it was at its last autosave.</source>
        <translation>Quarry did not close normally last time. These documents had unsaved changes; each can be restored as it was at its last autosave.</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Autosaved</source>
        <translation>Autosaved</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restore</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Ask &amp;Later</translation>
    </message>
</context>
<context>
    <name>quarry::RenderAnimationDialog</name>
    <message>
        <source>Transparent background</source>
        <translation>Transparent background</translation>
    </message>
    <message>
        <source>Render Animation</source>
        <translation>Render Animation</translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation>Perspective</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>PNG sequence (one file per frame)</source>
        <translation>PNG sequence (one file per frame)</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>Animated GIF</translation>
    </message>
    <message>
        <source>Animated PNG</source>
        <translation>Animated PNG</translation>
    </message>
    <message>
        <source>For a sequence, %04d in the name becomes the frame number</source>
        <translation>For a sequence, %04d in the name becomes the frame number</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Browse...</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Frames from, to</source>
        <translation>Frames from, to</translation>
    </message>
    <message>
        <source>Size (width, height)</source>
        <translation>Size (width, height)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>View</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Write</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Render</source>
        <translation>Render</translation>
    </message>
    <message>
        <source>Render To</source>
        <translation>Render To</translation>
    </message>
    <message numerus="yes">
        <source>Rendered %n frames to %1.</source>
        <translation>
            <numerusform>Rendered %n frame to %1.</numerusform>
            <numerusform>Rendered %n frames to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rendered %n frames: %1 to %2.</source>
        <translation>
            <numerusform>Rendered %n frame: %1 to %2.</numerusform>
            <numerusform>Rendered %n frames: %1 to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Render &amp;Animation...</source>
        <translation>Render &amp;Animation...</translation>
    </message>
    <message>
        <source>Render a clip to a PNG sequence or an animated GIF or PNG</source>
        <translation>Render a clip to a PNG sequence or an animated GIF or PNG</translation>
    </message>
    <message>
        <source>Save &amp;Screenshot...</source>
        <translation>Save &amp;Screenshot...</translation>
    </message>
    <message>
        <source>Save the 3D view as it shows now to an image file</source>
        <translation>Save the 3D view as it shows now to an image file</translation>
    </message>
    <message>
        <source>There is no 3D view to save.</source>
        <translation>There is no 3D view to save.</translation>
    </message>
    <message>
        <source>Save Screenshot</source>
        <translation>Save Screenshot</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.bmp)</source>
        <translation>Images (*.png *.jpg *.bmp)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>Draw the joints</source>
        <translation>Draw the joints</translation>
    </message>
    <message>
        <source>Draw the compared model&apos;s ghost</source>
        <translation>Draw the compared model&apos;s ghost</translation>
    </message>
    <message>
        <source>Deviation colours and scale</source>
        <translation>Deviation colours and scale</translation>
    </message>
    <message>
        <source>The model compared with (File &gt; Compare With…) as a ghost over this one, posed at each frame&apos;s time</source>
        <translation>The model compared with (File &gt; Compare With…) as a ghost over this one, posed at each frame&apos;s time</translation>
    </message>
    <message>
        <source>Colour each vertex by its distance to the compared model, with the scale in the corner, as the Deviation draw mode does</source>
        <translation>Colour each vertex by its distance to the compared model, with the scale in the corner, as the Deviation draw mode does</translation>
    </message>
</context>
<context>
    <name>quarry::RepairActions</name>
    <message>
        <source>Select &amp;Connected</source>
        <translation>Select &amp;Connected</translation>
    </message>
    <message>
        <source>Select the whole parts the selected vertices or faces are in</source>
        <translation>Select the whole parts the selected vertices or faces are in</translation>
    </message>
    <message>
        <source>&amp;Grow Selection</source>
        <translation>&amp;Grow Selection</translation>
    </message>
    <message>
        <source>Add one ring of vertices or faces round the selection</source>
        <translation>Add one ring of vertices or faces round the selection</translation>
    </message>
    <message>
        <source>S&amp;hrink Selection</source>
        <translation>S&amp;hrink Selection</translation>
    </message>
    <message>
        <source>Take one ring of vertices or faces off the selection&apos;s edge</source>
        <translation>Take one ring of vertices or faces off the selection&apos;s edge</translation>
    </message>
    <message>
        <source>&amp;Invert Selection</source>
        <translation>&amp;Invert Selection</translation>
    </message>
    <message>
        <source>Select what is not selected, and nothing that is</source>
        <translation>Select what is not selected, and nothing that is</translation>
    </message>
    <message>
        <source>Select by &amp;Material</source>
        <translation>Select by &amp;Material</translation>
    </message>
    <message>
        <source>Select the meshes with the selection&apos;s material</source>
        <translation>Select the meshes with the selection&apos;s material</translation>
    </message>
    <message>
        <source>Select &amp;Boundary</source>
        <translation>Select &amp;Boundary</translation>
    </message>
    <message>
        <source>Select the vertices on the rims of holes</source>
        <translation>Select the vertices on the rims of holes</translation>
    </message>
    <message>
        <source>Select &amp;Non-Manifold</source>
        <translation>Select &amp;Non-Manifold</translation>
    </message>
    <message>
        <source>Select the vertices on edges three faces or more share</source>
        <translation>Select the vertices on edges three faces or more share</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Hide</translation>
    </message>
    <message>
        <source>Hide the selected faces, or the faces at the selected vertices, or the selected meshes</source>
        <translation>Hide the selected faces, or the faces at the selected vertices, or the selected meshes</translation>
    </message>
    <message>
        <source>I&amp;solate</source>
        <translation>I&amp;solate</translation>
    </message>
    <message>
        <source>Hide everything but the selection</source>
        <translation>Hide everything but the selection</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>Show &amp;All</translation>
    </message>
    <message>
        <source>Show every hidden face</source>
        <translation>Show every hidden face</translation>
    </message>
    <message>
        <source>Delete &amp;Vertices</source>
        <translation>Delete &amp;Vertices</translation>
    </message>
    <message>
        <source>Delete the selected vertices and the faces that use them</source>
        <translation>Delete the selected vertices and the faces that use them</translation>
    </message>
    <message>
        <source>Delete &amp;Faces</source>
        <translation>Delete &amp;Faces</translation>
    </message>
    <message>
        <source>Delete the selected faces and the vertices left unused</source>
        <translation>Delete the selected faces and the vertices left unused</translation>
    </message>
    <message>
        <source>&amp;Make Face</source>
        <translation>&amp;Make Face</translation>
    </message>
    <message>
        <source>A face from three selected vertices, or two from four</source>
        <translation>A face from three selected vertices, or two from four</translation>
    </message>
    <message>
        <source>Fill &amp;Holes</source>
        <translation>Fill &amp;Holes</translation>
    </message>
    <message>
        <source>Merge Vertices at &amp;Centre</source>
        <translation>Merge Vertices at &amp;Centre</translation>
    </message>
    <message>
        <source>Snap the selected vertices to their centre and merge them</source>
        <translation>Snap the selected vertices to their centre and merge them</translation>
    </message>
    <message>
        <source>Merge Vertices at &amp;Last Selected</source>
        <translation>Merge Vertices at &amp;Last Selected</translation>
    </message>
    <message>
        <source>Snap the selected vertices to the last one selected and merge them</source>
        <translation>Snap the selected vertices to the last one selected and merge them</translation>
    </message>
    <message>
        <source>C&amp;lean Up</source>
        <translation>C&amp;lean Up</translation>
    </message>
    <message>
        <source>Remove degenerate triangles and unused vertices</source>
        <translation>Remove degenerate triangles and unused vertices</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicate</translation>
    </message>
    <message>
        <source>Copy the selected faces or meshes into new meshes</source>
        <translation>Copy the selected faces or meshes into new meshes</translation>
    </message>
    <message>
        <source>Mi&amp;rror...</source>
        <translation>Mi&amp;rror...</translation>
    </message>
    <message>
        <source>Add a mirrored copy of the selection or meshes</source>
        <translation>Add a mirrored copy of the selection or meshes</translation>
    </message>
    <message>
        <source>Su&amp;bdivide</source>
        <translation>Su&amp;bdivide</translation>
    </message>
    <message>
        <source>Split each selected face into four</source>
        <translation>Split each selected face into four</translation>
    </message>
    <message>
        <source>E&amp;xtrude...</source>
        <translation>E&amp;xtrude...</translation>
    </message>
    <message>
        <source>Move the selected faces out along their normals, with walls</source>
        <translation>Move the selected faces out along their normals, with walls</translation>
    </message>
    <message>
        <source>Add &amp;Primitive...</source>
        <translation>Add &amp;Primitive...</translation>
    </message>
    <message>
        <source>Add a cube, sphere, cylinder, cone, plane or torus at the origin</source>
        <translation>Add a cube, sphere, cylinder, cone, plane or torus at the origin</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Repair</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Mirror</translation>
    </message>
    <message>
        <source>X (across the YZ plane)</source>
        <translation>X (across the YZ plane)</translation>
    </message>
    <message>
        <source>Y (across the XZ plane)</source>
        <translation>Y (across the XZ plane)</translation>
    </message>
    <message>
        <source>Z (across the XY plane)</source>
        <translation>Z (across the XY plane)</translation>
    </message>
    <message>
        <source>Merge the seam on the plane</source>
        <translation>Merge the seam on the plane</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Axis</translation>
    </message>
    <message>
        <source>Extrude</source>
        <translation>Extrude</translation>
    </message>
    <message>
        <source>Distance along the normals:</source>
        <translation>Distance along the normals:</translation>
    </message>
    <message>
        <source>Add Primitive</source>
        <translation>Add Primitive</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Cube</translation>
    </message>
    <message>
        <source>Sphere</source>
        <translation>Sphere</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Cylinder</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Cone</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Plane</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Torus</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Shape</translation>
    </message>
    <message>
        <source>Size (edge or diameter)</source>
        <translation>Size (edge or diameter)</translation>
    </message>
    <message>
        <source>Segments round Z</source>
        <translation>Segments round Z</translation>
    </message>
    <message>
        <source>Close the holes through the selected faces or vertices, or every hole of the selected meshes</source>
        <translation>Close the holes through the selected faces or vertices, or every hole of the selected meshes</translation>
    </message>
</context>
<context>
    <name>quarry::SaveAsDialog</name>
    <message>
        <source>Save Model As</source>
        <translation>Save Model As</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>untitled</translation>
    </message>
</context>
<context>
    <name>quarry::ScaleToHeightDialog</name>
    <message>
        <source>Scale to Height</source>
        <translation>Scale to Height</translation>
    </message>
    <message>
        <source>Current height (bind pose, along Z):</source>
        <translation>Current height (bind pose, along Z):</translation>
    </message>
    <message>
        <source>New height:</source>
        <translation>New height:</translation>
    </message>
    <message numerus="yes">
        <source>The whole model is scaled, with its skeleton and animations, not only the %n selected mesh(es): a skinned mesh scaled alone would no longer fit its skeleton.</source>
        <translation>
            <numerusform>The whole model is scaled, with its skeleton and animations, not only the %n selected mesh: a skinned mesh scaled alone would no longer fit its skeleton.</numerusform>
            <numerusform>The whole model is scaled, with its skeleton and animations, not only the %n selected meshes: a skinned mesh scaled alone would no longer fit its skeleton.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::ScriptDock</name>
    <message>
        <source>Python with the open model as doc and the module quarry: try doc.meshes or doc.run(&quot;flipWinding&quot;).</source>
        <translation>Python with the open model as doc and the module quarry: try doc.meshes or doc.run(&quot;flipWinding&quot;).</translation>
    </message>
    <message>
        <source>Run Script...</source>
        <translation>Run Script...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source># running %1</source>
        <translation># running %1</translation>
    </message>
    <message>
        <source>Script %1 cancelled.</source>
        <translation>Script %1 cancelled.</translation>
    </message>
    <message>
        <source>Script %1 finished.</source>
        <translation>Script %1 finished.</translation>
    </message>
    <message>
        <source>Script %1 failed: see the Script dock.</source>
        <translation>Script %1 failed: see the Script dock.</translation>
    </message>
    <message>
        <source>Run Script</source>
        <translation>Run Script</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python scripts (*.py);;All files (*)</translation>
    </message>
</context>
<context>
    <name>quarry::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Keyboard Shortcuts</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Shortcut</translation>
    </message>
</context>
<context>
    <name>quarry::TargetCheckBox</name>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Choose an engine</source>
        <translation>Choose an engine</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>The model changed: check again.</source>
        <translation>The model changed: check again.</translation>
    </message>
    <message>
        <source>Nothing to fix for %1.</source>
        <translation>Nothing to fix for %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s); some cannot be fixed on export.</source>
        <translation>
            <numerusform>%n finding; some cannot be fixed on export.</numerusform>
            <numerusform>%n findings; some cannot be fixed on export.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s); export for this engine fixes them all.</source>
        <translation>
            <numerusform>%n finding; export for this engine fixes them all.</numerusform>
            <numerusform>%n findings; export for this engine fixes them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::TimelineActions</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Loop Playback</source>
        <translation>&amp;Loop Playback</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Step &amp;Back</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Step &amp;Forward</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>Go to &amp;Start</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>Go to &amp;End</translation>
    </message>
    <message>
        <source>&amp;Insert Keys at Cursor</source>
        <translation>&amp;Insert Keys at Cursor</translation>
    </message>
    <message>
        <source>&amp;Delete Keys</source>
        <translation>&amp;Delete Keys</translation>
    </message>
    <message>
        <source>&amp;Copy Keys</source>
        <translation>&amp;Copy Keys</translation>
    </message>
    <message>
        <source>&amp;Paste Keys at Cursor</source>
        <translation>&amp;Paste Keys at Cursor</translation>
    </message>
    <message>
        <source>Select &amp;All Keys</source>
        <translation>Select &amp;All Keys</translation>
    </message>
    <message>
        <source>&amp;Scale Keys...</source>
        <translation>&amp;Scale Keys...</translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation>Scale Keys</translation>
    </message>
    <message>
        <source>Time factor (2 plays the selection half as fast):</source>
        <translation>Time factor (2 plays the selection half as fast):</translation>
    </message>
    <message>
        <source>S&amp;nap to Frames</source>
        <translation>S&amp;nap to Frames</translation>
    </message>
    <message>
        <source>Show Selected &amp;Joints Only</source>
        <translation>Show Selected &amp;Joints Only</translation>
    </message>
    <message>
        <source>Scale Around the &amp;Cursor</source>
        <translation>Scale Around the &amp;Cursor</translation>
    </message>
    <message>
        <source>Scale keys around the cursor instead of the selection&apos;s first key</source>
        <translation>Scale keys around the cursor instead of the selection&apos;s first key</translation>
    </message>
    <message>
        <source>&amp;New Clip</source>
        <translation>&amp;New Clip</translation>
    </message>
    <message>
        <source>&amp;Rename Clip...</source>
        <translation>&amp;Rename Clip...</translation>
    </message>
    <message>
        <source>Rename Clip</source>
        <translation>Rename Clip</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>D&amp;uplicate Clip</source>
        <translation>D&amp;uplicate Clip</translation>
    </message>
    <message>
        <source>Delete Cli&amp;p</source>
        <translation>Delete Cli&amp;p</translation>
    </message>
    <message>
        <source>Clip &amp;Loops</source>
        <translation>Clip &amp;Loops</translation>
    </message>
    <message>
        <source>Set Frame Rate, &amp;Keep Timing...</source>
        <translation>Set Frame Rate, &amp;Keep Timing...</translation>
    </message>
    <message>
        <source>Resample the keys at a new frame rate; the clip lasts as long as before</source>
        <translation>Resample the keys at a new frame rate; the clip lasts as long as before</translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep &amp;Frames...</source>
        <translation>Set Frame Rate, Keep &amp;Frames...</translation>
    </message>
    <message>
        <source>Play the same frames at a new rate: the clip gets faster or slower</source>
        <translation>Play the same frames at a new rate: the clip gets faster or slower</translation>
    </message>
    <message>
        <source>Spli&amp;t Clip at Cursor</source>
        <translation>Spli&amp;t Clip at Cursor</translation>
    </message>
    <message>
        <source>T&amp;rim Clip to Range...</source>
        <translation>T&amp;rim Clip to Range...</translation>
    </message>
    <message>
        <source>Trim Clip</source>
        <translation>Trim Clip</translation>
    </message>
    <message>
        <source>E&amp;xtract Range to New Clip...</source>
        <translation>E&amp;xtract Range to New Clip...</translation>
    </message>
    <message>
        <source>Extract Range</source>
        <translation>Extract Range</translation>
    </message>
    <message>
        <source>&amp;Join Another Clip...</source>
        <translation>&amp;Join Another Clip...</translation>
    </message>
    <message>
        <source>Join Clips</source>
        <translation>Join Clips</translation>
    </message>
    <message>
        <source>Play this clip after the current one:</source>
        <translation>Play this clip after the current one:</translation>
    </message>
    <message>
        <source>Re&amp;verse Range...</source>
        <translation>Re&amp;verse Range...</translation>
    </message>
    <message>
        <source>Reverse Range</source>
        <translation>Reverse Range</translation>
    </message>
    <message>
        <source>Make Loop &amp;Seamless</source>
        <translation>Make Loop &amp;Seamless</translation>
    </message>
    <message>
        <source>Make the last pose equal the first</source>
        <translation>Make the last pose equal the first</translation>
    </message>
    <message>
        <source>C&amp;lip</source>
        <translation>C&amp;lip</translation>
    </message>
    <message>
        <source>First frame:</source>
        <translation>First frame:</translation>
    </message>
    <message>
        <source>Last frame:</source>
        <translation>Last frame:</translation>
    </message>
    <message>
        <source>Loop playback: on (click to play once)</source>
        <translation>Loop playback: on (click to play once)</translation>
    </message>
    <message>
        <source>Loop playback: off (click to loop)</source>
        <translation>Loop playback: off (click to loop)</translation>
    </message>
    <message>
        <source>Frames per second, keeping the timing: the clip lasts %1 s as now and its keys are resampled at the new rate.</source>
        <translation>Frames per second, keeping the timing: the clip lasts %1 s as now and its keys are resampled at the new rate.</translation>
    </message>
    <message numerus="yes">
        <source>Frames per second, keeping the frames: each of the %n frame(s) stays as it is and the clip plays faster or slower (its length changes).</source>
        <translation>
            <numerusform>Frames per second, keeping the frames: the %n frame stays as it is and the clip plays faster or slower (its length changes).</numerusform>
            <numerusform>Frames per second, keeping the frames: each of the %n frames stays as it is and the clip plays faster or slower (its length changes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep Timing</source>
        <translation>Set Frame Rate, Keep Timing</translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep Frames</source>
        <translation>Set Frame Rate, Keep Frames</translation>
    </message>
</context>
<context>
    <name>quarry::TimelineDock</name>
    <message>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <source>The clip the timeline shows and the viewport plays</source>
        <translation>The clip the timeline shows and the viewport plays</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Playback speed</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Snap</translation>
    </message>
    <message>
        <source>Scale at Cursor</source>
        <translation>Scale at Cursor</translation>
    </message>
    <message>
        <source>Selected Joints</source>
        <translation>Selected Joints</translation>
    </message>
    <message>
        <source>%1 (%2 fps, %3 frames)</source>
        <translation>%1 (%2 fps, %3 frames)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unnamed)</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Bind Pose</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Curves</translation>
    </message>
    <message>
        <source> · fixed length</source>
        <translation> · fixed length</translation>
    </message>
    <message>
        <source> · shares %1</source>
        <translation> · shares %1</translation>
    </message>
    <message>
        <source>The game plays the frames of %1 for this clip too; an edit of one is saved for it alone.</source>
        <translation>The game plays the frames of %1 for this clip too; an edit of one is saved for it alone.</translation>
    </message>
    <message>
        <source>The game plays this clip as %1 and loops it, whatever the clip says.</source>
        <translation>The game plays this clip as %1 and loops it, whatever the clip says.</translation>
    </message>
    <message>
        <source>The game plays this clip as %1 once, whatever the clip says.</source>
        <translation>The game plays this clip as %1 once, whatever the clip says.</translation>
    </message>
</context>
<context>
    <name>quarry::TimelineView</name>
    <message>
        <source>No animation: open a model with animations, or add a clip.</source>
        <translation>No animation: open a model with animations, or add a clip.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unnamed)</translation>
    </message>
    <message>
        <source>%1 fps · %2 keys</source>
        <translation>%1 fps · %2 keys</translation>
    </message>
    <message numerus="yes">
        <source>Keys not moved: the move would have replaced %n key(s)</source>
        <translation>
            <numerusform>Keys not moved: the move would have replaced %n key</numerusform>
            <numerusform>Keys not moved: the move would have replaced %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bind pose shown. The model has %n clip(s): %1.
Choose one in the clip list above to play it and see its keys.</source>
        <translation>
            <numerusform>Bind pose shown. The model has %n clip: %1.
Choose it in the clip list above to play it and see its keys.</numerusform>
            <numerusform>Bind pose shown. The model has %n clips: %1.
Choose one in the clip list above to play it and see its keys.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace Keys</source>
        <translation>Replace Keys</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already on the frames where the moved keys land, in the same channels, would be replaced.</source>
        <translation>
            <numerusform>%n key already on the frames where the moved keys land, in the same channels, would be replaced.</numerusform>
            <numerusform>%n keys already on the frames where the moved keys land, in the same channels, would be replaced.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace %n Key(s)</source>
        <translation>
            <numerusform>Replace %n Key</numerusform>
            <numerusform>Replace %n Keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n key(s)</source>
        <translation>
            <numerusform>Moved %n key</numerusform>
            <numerusform>Moved %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n key(s) on the same frames and channels replaced</source>
        <translation>
            <numerusform>%1; %n key on the same frames and channels replaced</numerusform>
            <numerusform>%1; %n keys on the same frames and channels replaced</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no keys replaced</source>
        <translation>%1; no keys replaced</translation>
    </message>
    <message numerus="yes">
        <source> · %n frame(s) fixed</source>
        <translation>
            <numerusform> · %n frame fixed</numerusform>
            <numerusform> · %n frames fixed</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys not moved: the clip keeps the length the game requires</source>
        <translation>Keys not moved: the clip keeps the length the game requires</translation>
    </message>
</context>
<context>
    <name>quarry::TimingActions</name>
    <message>
        <source>Interpolation: &amp;Linear</source>
        <translation>Interpolation: &amp;Linear</translation>
    </message>
    <message>
        <source>The selected keys go on to the next in a straight line</source>
        <translation>The selected keys go on to the next in a straight line</translation>
    </message>
    <message>
        <source>Interpolation: &amp;Constant (Step)</source>
        <translation>Interpolation: &amp;Constant (Step)</translation>
    </message>
    <message>
        <source>The selected keys hold until the next key (square marks)</source>
        <translation>The selected keys hold until the next key (square marks)</translation>
    </message>
    <message>
        <source>Interpolation: S&amp;mooth</source>
        <translation>Interpolation: S&amp;mooth</translation>
    </message>
    <message>
        <source>The selected keys ease in and out along a curve through their neighbours (round marks)</source>
        <translation>The selected keys ease in and out along a curve through their neighbours (round marks)</translation>
    </message>
    <message>
        <source>&amp;Move Keys...</source>
        <translation>&amp;Move Keys...</translation>
    </message>
    <message>
        <source>Select &amp;Keys...</source>
        <translation>Select &amp;Keys...</translation>
    </message>
    <message>
        <source>&amp;Retime Range with Ease...</source>
        <translation>&amp;Retime Range with Ease...</translation>
    </message>
    <message>
        <source>Move Keys</source>
        <translation>Move Keys</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>frames</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Whole frames</source>
        <translation>Whole frames</translation>
    </message>
    <message>
        <source>First key to the cursor</source>
        <translation>First key to the cursor</translation>
    </message>
    <message>
        <source>By:</source>
        <translation>By:</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Unit:</translation>
    </message>
    <message>
        <source>Snap:</source>
        <translation>Snap:</translation>
    </message>
    <message>
        <source>Select Keys</source>
        <translation>Select Keys</translation>
    </message>
    <message>
        <source>every joint</source>
        <translation>every joint</translation>
    </message>
    <message>
        <source>Words matching part of a joint&apos;s name, or wildcards: arm* *.L</source>
        <translation>Words matching part of a joint&apos;s name, or wildcards: arm* *.L</translation>
    </message>
    <message>
        <source>Joints:</source>
        <translation>Joints:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>From:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>To:</translation>
    </message>
    <message>
        <source>Retime Range</source>
        <translation>Retime Range</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Slow in</source>
        <translation>Slow in</translation>
    </message>
    <message>
        <source>Slow out</source>
        <translation>Slow out</translation>
    </message>
    <message>
        <source>Slow in and out</source>
        <translation>Slow in and out</translation>
    </message>
    <message>
        <source>Curve by handles</source>
        <translation>Curve by handles</translation>
    </message>
    <message>
        <source>x1 y1 x2 y2 of a Bezier curve from (0,0) to (1,1), as CSS cubic-bezier()</source>
        <translation>x1 y1 x2 y2 of a Bezier curve from (0,0) to (1,1), as CSS cubic-bezier()</translation>
    </message>
    <message>
        <source>New end:</source>
        <translation>New end:</translation>
    </message>
    <message>
        <source>Ease:</source>
        <translation>Ease:</translation>
    </message>
    <message>
        <source>Handles:</source>
        <translation>Handles:</translation>
    </message>
    <message>
        <source>Morph target names, &quot;mesh / target&quot;, words matching part of a name, or wildcards: smile* *blink*</source>
        <translation>Morph target names, &quot;mesh / target&quot;, words matching part of a name, or wildcards: smile* *blink*</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>every morph target</source>
        <translation>every morph target</translation>
    </message>
    <message>
        <source>Morph targets:</source>
        <translation>Morph targets:</translation>
    </message>
</context>
<context>
    <name>quarry::TransformEditor</name>
    <message>
        <source>Translate</source>
        <translation>Translate</translation>
    </message>
    <message>
        <source>Rotate (°)</source>
        <translation>Rotate (°)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
</context>
<context>
    <name>quarry::UvDock</name>
    <message>
        <source>Snap</source>
        <translation>Snap</translation>
    </message>
    <message>
        <source>The texture-coordinate set shown and edited</source>
        <translation>The texture-coordinate set shown and edited</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>What a click picks</source>
        <translation>What a click picks</translation>
    </message>
    <message>
        <source>Moves by dragging go in whole texture pixels</source>
        <translation>Moves by dragging go in whole texture pixels</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Island</translation>
    </message>
    <message>
        <source>Select the whole UV islands of the selection (or double-click)</source>
        <translation>Select the whole UV islands of the selection (or double-click)</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <source>Show the whole texture</source>
        <translation>Show the whole texture</translation>
    </message>
    <message>
        <source>Move along u (1: the texture&apos;s width)</source>
        <translation>Move along u (1: the texture&apos;s width)</translation>
    </message>
    <message>
        <source>Move along v (1: the texture&apos;s height)</source>
        <translation>Move along v (1: the texture&apos;s height)</translation>
    </message>
    <message>
        <source>Rotate in degrees about the selection&apos;s centre</source>
        <translation>Rotate in degrees about the selection&apos;s centre</translation>
    </message>
    <message>
        <source>Scale along u about the selection&apos;s centre</source>
        <translation>Scale along u about the selection&apos;s centre</translation>
    </message>
    <message>
        <source>Scale along v about the selection&apos;s centre</source>
        <translation>Scale along v about the selection&apos;s centre</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Move, rotate and scale the selected coordinates by these values</source>
        <translation>Move, rotate and scale the selected coordinates by these values</translation>
    </message>
    <message>
        <source>Flip U</source>
        <translation>Flip U</translation>
    </message>
    <message>
        <source>Mirror the selected coordinates left to right</source>
        <translation>Mirror the selected coordinates left to right</translation>
    </message>
    <message>
        <source>Flip V</source>
        <translation>Flip V</translation>
    </message>
    <message>
        <source>Mirror the selected coordinates top to bottom</source>
        <translation>Mirror the selected coordinates top to bottom</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>Scale the selected coordinates to fill the texture</source>
        <translation>Scale the selected coordinates to fill the texture</translation>
    </message>
    <message>
        <source>Weld</source>
        <translation>Weld</translation>
    </message>
    <message>
        <source>Sew the selected vertices of a seam together</source>
        <translation>Sew the selected vertices of a seam together</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Cut along the selected edges (or the selected faces off)</source>
        <translation>Cut along the selected edges (or the selected faces off)</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Align</translation>
    </message>
    <message>
        <source>Put the selected coordinates on one line</source>
        <translation>Put the selected coordinates on one line</translation>
    </message>
    <message>
        <source>Left (smallest u)</source>
        <translation>Left (smallest u)</translation>
    </message>
    <message>
        <source>Centre (u)</source>
        <translation>Centre (u)</translation>
    </message>
    <message>
        <source>Right (largest u)</source>
        <translation>Right (largest u)</translation>
    </message>
    <message>
        <source>Top (smallest v)</source>
        <translation>Top (smallest v)</translation>
    </message>
    <message>
        <source>Middle (v)</source>
        <translation>Middle (v)</translation>
    </message>
    <message>
        <source>Bottom (largest v)</source>
        <translation>Bottom (largest v)</translation>
    </message>
    <message>
        <source>Planar Z</source>
        <translation>Planar Z</translation>
    </message>
    <message>
        <source>Planar Y</source>
        <translation>Planar Y</translation>
    </message>
    <message>
        <source>Planar X</source>
        <translation>Planar X</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>Cylindrical</source>
        <translation>Cylindrical</translation>
    </message>
    <message>
        <source>Spherical</source>
        <translation>Spherical</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>Project the selected faces (fitted to the texture)</source>
        <translation>Project the selected faces (fitted to the texture)</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Rotate</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>Planar (View)</source>
        <translation>Planar (View)</translation>
    </message>
</context>
<context>
    <name>quarry::ValidationView</name>
    <message>
        <source>Not checked yet.</source>
        <translation>Not checked yet.</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Check Again</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No problems found.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; click one to select it.</source>
        <translation>
            <numerusform>%n problem found; click it to select it.</numerusform>
            <numerusform>%n problems found; click one to select it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Fix</translation>
    </message>
    <message>
        <source>Remove the degenerate triangles and unused vertices of this finding&apos;s mesh</source>
        <translation>Remove the degenerate triangles and unused vertices of this finding&apos;s mesh</translation>
    </message>
    <message>
        <source>Checking again...</source>
        <translation>Checking again...</translation>
    </message>
</context>
<context>
    <name>quarry::Viewport</name>
    <message>
        <source>OpenGL 3.3 is not available on this display.</source>
        <translation>OpenGL 3.3 is not available on this display.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No 3D view&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Everything else works: the model can be inspected, edited, converted and saved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;No 3D view&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Everything else works: the model can be inspected, edited, converted and saved.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quarry::ViewportActions</name>
    <message>
        <source>Shaded</source>
        <translation>Shaded</translation>
    </message>
    <message>
        <source>Textured</source>
        <translation>Textured</translation>
    </message>
    <message>
        <source>Wireframe on Shaded</source>
        <translation>Wireframe on Shaded</translation>
    </message>
    <message>
        <source>Vertex Colors</source>
        <translation>Vertex Colors</translation>
    </message>
    <message>
        <source>UV Checker</source>
        <translation>UV Checker</translation>
    </message>
    <message>
        <source>Wireframe</source>
        <translation>Wireframe</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Four Views</source>
        <translation>Four Views</translation>
    </message>
    <message>
        <source>Perspective, front, side and top at once (Space)</source>
        <translation>Perspective, front, side and top at once (Space)</translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation>Perspective</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>The view shown when there is one</source>
        <translation>The view shown when there is one</translation>
    </message>
    <message>
        <source>Frame All</source>
        <translation>Frame All</translation>
    </message>
    <message>
        <source>Fit the whole model (A)</source>
        <translation>Fit the whole model (A)</translation>
    </message>
    <message>
        <source>Frame Selected</source>
        <translation>Frame Selected</translation>
    </message>
    <message>
        <source>Fit the selection (F)</source>
        <translation>Fit the selection (F)</translation>
    </message>
    <message>
        <source>How surfaces are drawn</source>
        <translation>How surfaces are drawn</translation>
    </message>
    <message>
        <source>Back Faces</source>
        <translation>Back Faces</translation>
    </message>
    <message>
        <source>Normals</source>
        <translation>Normals</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>Bones</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grid</translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation>Bounds</translation>
    </message>
    <message>
        <source>Fast Navigation</source>
        <translation>Fast Navigation</translation>
    </message>
    <message>
        <source>While the view moves, draw large models simplified when full-detail frames are slower than %1 per second</source>
        <translation>While the view moves, draw large models simplified when full-detail frames are slower than %1 per second</translation>
    </message>
    <message>
        <source>Z Up</source>
        <translation>Z Up</translation>
    </message>
    <message>
        <source>Y Up</source>
        <translation>Y Up</translation>
    </message>
    <message>
        <source>Which model axis points up on screen</source>
        <translation>Which model axis points up on screen</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Bind Pose</translation>
    </message>
    <message>
        <source>Show the model in its bind pose instead of the current animation</source>
        <translation>Show the model in its bind pose instead of the current animation</translation>
    </message>
    <message>
        <source>Meshes</source>
        <translation>Meshes</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Joints</translation>
    </message>
    <message>
        <source>What a click or a box selects</source>
        <translation>What a click or a box selects</translation>
    </message>
    <message>
        <source>Select Through</source>
        <translation>Select Through</translation>
    </message>
    <message>
        <source>Box selection also takes vertices and faces hidden behind surfaces</source>
        <translation>Box selection also takes vertices and faces hidden behind surfaces</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Rotate</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Snap</translation>
    </message>
    <message>
        <source>Snap moves to the step, rotations to 15 degrees, scales to 0.1 (Ctrl while dragging inverts)</source>
        <translation>Snap moves to the step, rotations to 15 degrees, scales to 0.1 (Ctrl while dragging inverts)</translation>
    </message>
    <message>
        <source>Snap Step</source>
        <translation>Snap Step</translation>
    </message>
    <message>
        <source>Move snapping step</source>
        <translation>Move snapping step</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Move by, rotate by (degrees about X, then Y, then Z) or scale by the typed values</source>
        <translation>Move by, rotate by (degrees about X, then Y, then Z) or scale by the typed values</translation>
    </message>
    <message>
        <source>Choose the move, rotate or scale tool first.</source>
        <translation>Choose the move, rotate or scale tool first.</translation>
    </message>
    <message>
        <source>View: %1</source>
        <translation>View: %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Draw: %1</translation>
    </message>
    <message>
        <source>Up: %1</source>
        <translation>Up: %1</translation>
    </message>
    <message>
        <source>Select: %1</source>
        <translation>Select: %1</translation>
    </message>
    <message>
        <source>Draw &amp;Mode</source>
        <translation>Draw &amp;Mode</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Overlays</translation>
    </message>
    <message>
        <source>Vie&amp;ws</source>
        <translation>Vie&amp;ws</translation>
    </message>
    <message>
        <source>Tint faces seen from behind in every draw mode (Shaded tints them lightly anyway) and draw closed meshes whole, so that flipped winding shows</source>
        <translation>Tint faces seen from behind in every draw mode (Shaded tints them lightly anyway) and draw closed meshes whole, so that flipped winding shows</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Deviation</translation>
    </message>
    <message>
        <source>Colour each vertex by its distance to the compared model (File &gt; Compare With…) at the time shown: blue at 0, red at the tolerance and beyond</source>
        <translation>Colour each vertex by its distance to the compared model (File &gt; Compare With…) at the time shown: blue at 0, red at the tolerance and beyond</translation>
    </message>
    <message>
        <source>Comparison Ghost</source>
        <translation>Comparison Ghost</translation>
    </message>
    <message>
        <source>Draw the compared model (File &gt; Compare With…) as a ghost over this one</source>
        <translation>Draw the compared model (File &gt; Compare With…) as a ghost over this one</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>Every Frame</source>
        <translation>Every Frame</translation>
    </message>
    <message>
        <source>Frame Shown</source>
        <translation>Frame Shown</translation>
    </message>
    <message>
        <source>Which frames of a vertex-animated model (MD3, MD2, MDL, morph targets) moving, rotating or scaling vertices changes: Automatic is every frame in the bind pose and the frame shown with an animation shown</source>
        <translation>Which frames of a vertex-animated model (MD3, MD2, MDL, morph targets) moving, rotating or scaling vertices changes: Automatic is every frame in the bind pose and the frame shown with an animation shown</translation>
    </message>
    <message>
        <source>Automatic: %1</source>
        <translation>Automatic: %1</translation>
    </message>
    <message>
        <source>Frames: %1</source>
        <translation>Frames: %1</translation>
    </message>
</context>
<context>
    <name>quarry::ViewportWidget</name>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Rotate</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>Pose Joint</source>
        <translation>Pose Joint</translation>
    </message>
    <message>
        <source>Scale factors must not be zero.</source>
        <translation>Scale factors must not be zero.</translation>
    </message>
    <message>
        <source>No point picked.</source>
        <translation>No point picked.</translation>
    </message>
    <message>
        <source>Joints are placed in the bind pose by moving or rotating them.</source>
        <translation>Joints are placed in the bind pose by moving or rotating them.</translation>
    </message>
    <message>
        <source>Place Joint</source>
        <translation>Place Joint</translation>
    </message>
    <message>
        <source>Click on the model where the point goes; Esc cancels.</source>
        <translation>Click on the model where the point goes; Esc cancels.</translation>
    </message>
    <message>
        <source>Nothing there: click on the model, or Esc to cancel.</source>
        <translation>Nothing there: click on the model, or Esc to cancel.</translation>
    </message>
    <message>
        <source>Choose the joint to paint: select it in the outliner or the Joints dock.</source>
        <translation>Choose the joint to paint: select it in the outliner or the Joints dock.</translation>
    </message>
    <message>
        <source>Paint Weights</source>
        <translation>Paint Weights</translation>
    </message>
    <message>
        <source>Move Joint</source>
        <translation>Move Joint</translation>
    </message>
    <message>
        <source>Scale Joint</source>
        <translation>Scale Joint</translation>
    </message>
    <message>
        <source>Key Pose keys a clip: choose one on the timeline.</source>
        <translation>Key Pose keys a clip: choose one on the timeline.</translation>
    </message>
    <message>
        <source>Select the joints to key first.</source>
        <translation>Select the joints to key first.</translation>
    </message>
    <message>
        <source>Key Pose</source>
        <translation>Key Pose</translation>
    </message>
    <message>
        <source>The pose is keyed already.</source>
        <translation>The pose is keyed already.</translation>
    </message>
    <message numerus="yes">
        <source>Keyed the pose of %n joints.</source>
        <translation>
            <numerusform>Keyed the pose of %n joint.</numerusform>
            <numerusform>Keyed the pose of %n joints.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::WeightActions</name>
    <message>
        <source>&amp;Assign to Joint...</source>
        <translation>&amp;Assign to Joint...</translation>
    </message>
    <message>
        <source>Give the selected vertices a weight of a joint: replace, add or subtract</source>
        <translation>Give the selected vertices a weight of a joint: replace, add or subtract</translation>
    </message>
    <message>
        <source>&amp;Remove Influence</source>
        <translation>&amp;Remove Influence</translation>
    </message>
    <message>
        <source>Take the selected joint&apos;s weight off the selected vertices</source>
        <translation>Take the selected joint&apos;s weight off the selected vertices</translation>
    </message>
    <message>
        <source>&amp;Single Influence</source>
        <translation>&amp;Single Influence</translation>
    </message>
    <message>
        <source>Keep only each vertex&apos;s largest influence (the selection, or every vertex)</source>
        <translation>Keep only each vertex&apos;s largest influence (the selection, or every vertex)</translation>
    </message>
    <message>
        <source>A&amp;utomatic Weights...</source>
        <translation>A&amp;utomatic Weights...</translation>
    </message>
    <message>
        <source>Weights from the distance to the bones (the selection, or every vertex)</source>
        <translation>Weights from the distance to the bones (the selection, or every vertex)</translation>
    </message>
    <message>
        <source>&amp;Mirror Weights...</source>
        <translation>&amp;Mirror Weights...</translation>
    </message>
    <message>
        <source>Copy weights across an axis, left joints swapped for right</source>
        <translation>Copy weights across an axis, left joints swapped for right</translation>
    </message>
    <message>
        <source>Select &amp;Influenced...</source>
        <translation>Select &amp;Influenced...</translation>
    </message>
    <message>
        <source>Select the vertices the selected joint weights more than a threshold</source>
        <translation>Select the vertices the selected joint weights more than a threshold</translation>
    </message>
    <message>
        <source>Select &amp;Unweighted</source>
        <translation>Select &amp;Unweighted</translation>
    </message>
    <message>
        <source>Select the vertices with no weight</source>
        <translation>Select the vertices with no weight</translation>
    </message>
    <message>
        <source>Select &amp;Over-Influenced...</source>
        <translation>Select &amp;Over-Influenced...</translation>
    </message>
    <message>
        <source>Select the vertices with more than a number of influences</source>
        <translation>Select the vertices with more than a number of influences</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>&amp;Weights</translation>
    </message>
    <message>
        <source>Assign to Joint</source>
        <translation>Assign to Joint</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Subtract</translation>
    </message>
    <message>
        <source>Scale the other joints&apos; weights to sum to one</source>
        <translation>Scale the other joints&apos; weights to sum to one</translation>
    </message>
    <message>
        <source>Joint</source>
        <translation>Joint</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Automatic Weights</source>
        <translation>Automatic Weights</translation>
    </message>
    <message>
        <source>Mirror Weights</source>
        <translation>Mirror Weights</translation>
    </message>
    <message>
        <source>X (from +X to -X, or from the selection)</source>
        <translation>X (from +X to -X, or from the selection)</translation>
    </message>
    <message>
        <source>Y (from +Y to -Y, or from the selection)</source>
        <translation>Y (from +Y to -Y, or from the selection)</translation>
    </message>
    <message>
        <source>Z (from +Z to -Z, or from the selection)</source>
        <translation>Z (from +Z to -Z, or from the selection)</translation>
    </message>
    <message>
        <source>Any of these</source>
        <translation>Any of these</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Axis</translation>
    </message>
    <message>
        <source>Left and right joints named</source>
        <translation>Left and right joints named</translation>
    </message>
    <message>
        <source>Select Influenced</source>
        <translation>Select Influenced</translation>
    </message>
    <message>
        <source>Weight above</source>
        <translation>Weight above</translation>
    </message>
    <message>
        <source>Select Over-Influenced</source>
        <translation>Select Over-Influenced</translation>
    </message>
    <message>
        <source>More influences than:</source>
        <translation>More influences than:</translation>
    </message>
    <message>
        <source>Automatic (where left and right joints lie apart)</source>
        <translation>Automatic (where left and right joints lie apart)</translation>
    </message>
    <message>
        <source>Influences per vertex at most</source>
        <translation>Influences per vertex at most</translation>
    </message>
    <message>
        <source>Joints that receive weight</source>
        <translation>Joints that receive weight</translation>
    </message>
</context>
<context>
    <name>quarry::WeightEditor</name>
    <message>
        <source>Normalize</source>
        <translation>Normalize</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Assign</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Subtract</translation>
    </message>
    <message>
        <source>Scale the other joints&apos; weights so that each vertex&apos;s sum to one</source>
        <translation>Scale the other joints&apos; weights so that each vertex&apos;s sum to one</translation>
    </message>
    <message>
        <source>Give the selected vertices this weight of the joint</source>
        <translation>Give the selected vertices this weight of the joint</translation>
    </message>
    <message>
        <source>Take the joint&apos;s weight off the selected vertices</source>
        <translation>Take the joint&apos;s weight off the selected vertices</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>No vertex selected.</source>
        <translation>No vertex selected.</translation>
    </message>
    <message>
        <source>%1 selected vertices (the first %2 listed); a typed weight sets all</source>
        <translation>%1 selected vertices (the first %2 listed); a typed weight sets all</translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected vertex(es); a typed weight sets all</source>
        <translation>
            <numerusform>%Ln selected vertex; a typed weight sets all</numerusform>
            <numerusform>%Ln selected vertices; a typed weight sets all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::WeldDialog</name>
    <message>
        <source>Weld by position only</source>
        <translation>Weld by position only</translation>
    </message>
    <message>
        <source>Weld Vertices</source>
        <translation>Weld Vertices</translation>
    </message>
    <message>
        <source>Vertices merge only where every attribute agrees (normals, texture coordinates, colours, weights). By position only, vertices at the same place merge and keep the first one&apos;s attributes: hard edges and texture seams are lost.</source>
        <translation>Vertices merge only where every attribute agrees (normals, texture coordinates, colours, weights). By position only, vertices at the same place merge and keep the first one&apos;s attributes: hard edges and texture seams are lost.</translation>
    </message>
    <message>
        <source>Merge vertices closer than (model units):</source>
        <translation>Merge vertices closer than (model units):</translation>
    </message>
</context>
<context>
    <name>quarry::assimp</name>
    <message>
        <source>the reader sent back a malformed answer</source>
        <translation>the reader sent back a malformed answer</translation>
    </message>
    <message>
        <source>reading took longer than %1 seconds and was stopped</source>
        <translation>reading took longer than %1 seconds and was stopped</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>no reason given</translation>
    </message>
    <message>
        <source>the reader crashed (%1)</source>
        <translation>the reader crashed (%1)</translation>
    </message>
    <message>
        <source>the reader stopped without a result (exit code %1); the file may need more memory than allowed</source>
        <translation>the reader stopped without a result (exit code %1); the file may need more memory than allowed</translation>
    </message>
    <message>
        <source>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</source>
        <translation>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>mesh %1</translation>
    </message>
    <message>
        <source>bone %1: its offset matrix cannot be inverted; the node&apos;s rest pose is used</source>
        <translation>bone %1: its offset matrix cannot be inverted; the node&apos;s rest pose is used</translation>
    </message>
    <message>
        <source>bone %1: meshes disagree on its bind pose; the first mesh&apos;s is used</source>
        <translation>bone %1: meshes disagree on its bind pose; the first mesh&apos;s is used</translation>
    </message>
    <message>
        <source>bone %1 has no node in the scene; it becomes a root joint without animation</source>
        <translation>bone %1 has no node in the scene; it becomes a root joint without animation</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>animation %1</translation>
    </message>
    <message>
        <source>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</source>
        <translation>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</translation>
    </message>
    <message>
        <source>animation %1: %2 channels move nodes without geometry or bones (cameras, lights, empty nodes) and were skipped</source>
        <translation>animation %1: %2 channels move nodes without geometry or bones (cameras, lights, empty nodes) and were skipped</translation>
    </message>
    <message>
        <source>writing took longer than %1 seconds and was stopped</source>
        <translation>writing took longer than %1 seconds and was stopped</translation>
    </message>
    <message>
        <source>the writer crashed (%1)</source>
        <translation>the writer crashed (%1)</translation>
    </message>
    <message>
        <source>the writer stopped without a result (exit code %1); the model may need more memory than allowed</source>
        <translation>the writer stopped without a result (exit code %1); the model may need more memory than allowed</translation>
    </message>
    <message>
        <source>animation %1: %2 morph channels name no mesh with those targets and were skipped</source>
        <translation>animation %1: %2 morph channels name no mesh with those targets and were skipped</translation>
    </message>
    <message>
        <source>animation %1: mesh channels are not imported</source>
        <translation>animation %1: mesh channels are not imported</translation>
    </message>
    <message>
        <source>the glTF binary file Assimp wrote has no glTF header</source>
        <translation>the glTF binary file Assimp wrote has no glTF header</translation>
    </message>
    <message>
        <source>a chunk of the glTF binary file Assimp wrote runs past its end (byte %1)</source>
        <translation>a chunk of the glTF binary file Assimp wrote runs past its end (byte %1)</translation>
    </message>
    <message>
        <source>the glTF binary file Assimp wrote has no JSON chunk</source>
        <translation>the glTF binary file Assimp wrote has no JSON chunk</translation>
    </message>
    <message>
        <source>the glTF file Assimp wrote holds no JSON object</source>
        <translation>the glTF file Assimp wrote holds no JSON object</translation>
    </message>
    <message>
        <source>the glTF file Assimp wrote keeps its buffer inside it</source>
        <translation>the glTF file Assimp wrote keeps its buffer inside it</translation>
    </message>
</context>
<context>
    <name>quarry::cal3d::BinaryReader</name>
    <message>
        <source>the file ends inside %1 (%2 bytes needed, %3 left)</source>
        <translation>the file ends inside %1 (%2 bytes needed, %3 left)</translation>
    </message>
    <message>
        <source>%1 is negative (%2)</source>
        <translation>%1 is negative (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 cannot fit in the %3 bytes left</source>
        <translation>%1 of %2 cannot fit in the %3 bytes left</translation>
    </message>
    <message>
        <source>not a %1 file (the first bytes are not &quot;%1\0&quot;)</source>
        <translation>not a %1 file (the first bytes are not &quot;%1\0&quot;)</translation>
    </message>
    <message>
        <source>file version %1 is not one Quarry reads (%2 to %3)</source>
        <translation>file version %1 is not one Quarry reads (%2 to %3)</translation>
    </message>
</context>
<context>
    <name>quarry::calxml</name>
    <message>
        <source>&lt;%1&gt; has no %2 attribute</source>
        <translation>&lt;%1&gt; has no %2 attribute</translation>
    </message>
    <message>
        <source>%1 is not a whole number: &quot;%2&quot;</source>
        <translation>%1 is not a whole number: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is out of range (0 to %3)</source>
        <translation>%1=&quot;%2&quot; is out of range (0 to %3)</translation>
    </message>
    <message>
        <source>&lt;%1&gt; needs %2 numbers: &quot;%3&quot;</source>
        <translation>&lt;%1&gt; needs %2 numbers: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has more than %2 numbers: &quot;%3&quot;</source>
        <translation>&lt;%1&gt; has more than %2 numbers: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 needs %2 whole numbers: &quot;%3&quot;</source>
        <translation>%1 needs %2 whole numbers: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 has more than %2 numbers: &quot;%3&quot;</source>
        <translation>%1 has more than %2 numbers: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>malformed XML: %1</source>
        <translation>malformed XML: %1</translation>
    </message>
    <message>
        <source>no elements: not a Cal3D %1 file</source>
        <translation>no elements: not a Cal3D %1 file</translation>
    </message>
    <message>
        <source>the header&apos;s MAGIC is &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>the header&apos;s MAGIC is &quot;%1&quot;, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the header is not followed by a &lt;%1&gt; element</source>
        <translation>the header is not followed by a &lt;%1&gt; element</translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where the &lt;%2&gt; element was expected</source>
        <translation>found &lt;%1&gt; where the &lt;%2&gt; element was expected</translation>
    </message>
    <message>
        <source>&lt;%1&gt; ends where a &lt;%2&gt; element was expected</source>
        <translation>&lt;%1&gt; ends where a &lt;%2&gt; element was expected</translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where a &lt;%2&gt; element was expected</source>
        <translation>found &lt;%1&gt; where a &lt;%2&gt; element was expected</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has a number beyond the range of a float: &quot;%2&quot;</source>
        <translation>&lt;%1&gt; has a number beyond the range of a float: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the file is %1 MiB; Cal3D XML files over %2 MiB are refused</source>
        <translation>the file is %1 MiB; Cal3D XML files over %2 MiB are refused</translation>
    </message>
    <message>
        <source>elements nested deeper than %1 levels are refused (Cal3D files nest 4 deep)</source>
        <translation>elements nested deeper than %1 levels are refused (Cal3D files nest 4 deep)</translation>
    </message>
</context>
<context>
    <name>quarry::compare</name>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 and %2 more</translation>
    </message>
    <message>
        <source>%1 (%2 times)</source>
        <translation>%1 (%2 times)</translation>
    </message>
    <message>
        <source>%1: %2 in A, %3 in B</source>
        <translation>%1: %2 in A, %3 in B</translation>
    </message>
    <message>
        <source>meshes</source>
        <translation>meshes</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>vertices</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>meshes only in A: %1</source>
        <translation>meshes only in A: %1</translation>
    </message>
    <message>
        <source>meshes only in B: %1</source>
        <translation>meshes only in B: %1</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>mesh %1</translation>
    </message>
    <message>
        <source>, vertices</source>
        <translation>, vertices</translation>
    </message>
    <message>
        <source>, triangles</source>
        <translation>, triangles</translation>
    </message>
    <message>
        <source>, morph targets</source>
        <translation>, morph targets</translation>
    </message>
    <message>
        <source>%1: material %2 in A, %3 in B</source>
        <translation>%1: material %2 in A, %3 in B</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>joints</translation>
    </message>
    <message>
        <source>joints only in A: %1</source>
        <translation>joints only in A: %1</translation>
    </message>
    <message>
        <source>joints only in B: %1</source>
        <translation>joints only in B: %1</translation>
    </message>
    <message>
        <source>joints with another parent in B: %1</source>
        <translation>joints with another parent in B: %1</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animations</translation>
    </message>
    <message>
        <source>animations only in A: %1</source>
        <translation>animations only in A: %1</translation>
    </message>
    <message>
        <source>animations only in B: %1</source>
        <translation>animations only in B: %1</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>animation %1</translation>
    </message>
    <message>
        <source>%1: %2 frames a second in A, %3 in B</source>
        <translation>%1: %2 frames a second in A, %3 in B</translation>
    </message>
    <message>
        <source>%1: %2 s long in A, %3 s in B</source>
        <translation>%1: %2 s long in A, %3 s in B</translation>
    </message>
    <message>
        <source>%1: loops in A, not in B</source>
        <translation>%1: loops in A, not in B</translation>
    </message>
    <message>
        <source>%1: loops in B, not in A</source>
        <translation>%1: loops in B, not in A</translation>
    </message>
    <message>
        <source>materials</source>
        <translation>materials</translation>
    </message>
    <message>
        <source>materials only in A: %1</source>
        <translation>materials only in A: %1</translation>
    </message>
    <message>
        <source>materials only in B: %1</source>
        <translation>materials only in B: %1</translation>
    </message>
    <message>
        <source>material %1: textures %2 in A, %3 in B</source>
        <translation>material %1: textures %2 in A, %3 in B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
<context>
    <name>quarry::gltf</name>
    <message>
        <source>animation sampler output (accessor %1) holds %2 values for %3 key times</source>
        <translation>animation sampler output (accessor %1) holds %2 values for %3 key times</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>animation %1</translation>
    </message>
    <message>
        <source>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</source>
        <translation>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</translation>
    </message>
    <message>
        <source>animation %1: %2 channels move nodes without geometry or joints (cameras, lights, empty nodes) and were skipped</source>
        <translation>animation %1: %2 channels move nodes without geometry or joints (cameras, lights, empty nodes) and were skipped</translation>
    </message>
    <message>
        <source>animation %1: %2 morph channels name no mesh with those targets and were skipped</source>
        <translation>animation %1: %2 morph channels name no mesh with those targets and were skipped</translation>
    </message>
    <message>
        <source>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</source>
        <translation>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</translation>
    </message>
    <message>
        <source>node %1 is its own ancestor</source>
        <translation>node %1 is its own ancestor</translation>
    </message>
    <message>
        <source>the node tree has more than %1 nodes (nodes shown by many parents)</source>
        <translation>the node tree has more than %1 nodes (nodes shown by many parents)</translation>
    </message>
    <message>
        <source>joint %1: its inverse bind matrix cannot be inverted; the node&apos;s rest pose is used</source>
        <translation>joint %1: its inverse bind matrix cannot be inverted; the node&apos;s rest pose is used</translation>
    </message>
    <message>
        <source>joint %1: meshes disagree on its bind pose; the first mesh&apos;s is used</source>
        <translation>joint %1: meshes disagree on its bind pose; the first mesh&apos;s is used</translation>
    </message>
    <message>
        <source>joint %1 is not in the scene; it becomes a root joint without animation</source>
        <translation>joint %1 is not in the scene; it becomes a root joint without animation</translation>
    </message>
</context>
<context>
    <name>quarry::gltf::Accessors</name>
    <message>
        <source>%1 names buffer view %2, which the file does not have</source>
        <translation>%1 names buffer view %2, which the file does not have</translation>
    </message>
    <message>
        <source>buffer view %1 names buffer %2, which the file does not have</source>
        <translation>buffer view %1 names buffer %2, which the file does not have</translation>
    </message>
    <message>
        <source>buffer view %1 (bytes %2 to %3) reaches past the end of buffer %4, which holds %5 bytes</source>
        <translation>buffer view %1 (bytes %2 to %3) reaches past the end of buffer %4, which holds %5 bytes</translation>
    </message>
    <message>
        <source>%1 needs %2 bytes from byte %3 of buffer view %4, which holds %5</source>
        <translation>%1 needs %2 bytes from byte %3 of buffer view %4, which holds %5</translation>
    </message>
    <message>
        <source>accessor %1 does not exist</source>
        <translation>accessor %1 does not exist</translation>
    </message>
    <message>
        <source>accessor %1</source>
        <translation>accessor %1</translation>
    </message>
    <message>
        <source>accessor %1 has an unknown component type or type</source>
        <translation>accessor %1 has an unknown component type or type</translation>
    </message>
    <message>
        <source>accessor %1 has no data and %2 elements</source>
        <translation>accessor %1 has no data and %2 elements</translation>
    </message>
    <message>
        <source>accessor %1: its buffer view&apos;s stride (%2) is smaller than an element (%3 bytes)</source>
        <translation>accessor %1: its buffer view&apos;s stride (%2) is smaller than an element (%3 bytes)</translation>
    </message>
    <message>
        <source>accessor %1&apos;s sparse values</source>
        <translation>accessor %1&apos;s sparse values</translation>
    </message>
    <message>
        <source>accessor %1: sparse indices of an unknown type</source>
        <translation>accessor %1: sparse indices of an unknown type</translation>
    </message>
    <message>
        <source>accessor %1: sparse index %2 is past its %3 elements</source>
        <translation>accessor %1: sparse index %2 is past its %3 elements</translation>
    </message>
    <message>
        <source>accessor %1 has %2 components where %3 were expected</source>
        <translation>accessor %1 has %2 components where %3 were expected</translation>
    </message>
    <message>
        <source>buffer view %1 does not exist</source>
        <translation>buffer view %1 does not exist</translation>
    </message>
    <message>
        <source>image</source>
        <translation>image</translation>
    </message>
</context>
<context>
    <name>quarry::gltf::Converter</name>
    <message>
        <source>mesh &quot;%1&quot;: %2 triangles with vertex indexes out of range were skipped</source>
        <translation>mesh &quot;%1&quot;: %2 triangles with vertex indexes out of range were skipped</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: only the first %2 joint sets are read</source>
        <translation>mesh &quot;%1&quot;: only the first %2 joint sets are read</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: joint set %2 does not match the vertex count; left out</source>
        <translation>mesh &quot;%1&quot;: joint set %2 does not match the vertex count; left out</translation>
    </message>
    <message>
        <source>morph %1</source>
        <translation>morph %1</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has %2 vertices</source>
        <translation>mesh &quot;%1&quot; has %2 vertices</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; holds no triangles and was skipped</source>
        <translation>mesh &quot;%1&quot; holds no triangles and was skipped</translation>
    </message>
</context>
<context>
    <name>quarry::iqm</name>
    <message>
        <source>the triangles&apos; adjacency is kept as stored although the edit changes which triangles meet (the file&apos;s adjacency was not made as the format&apos;s converter makes it)</source>
        <translation>the triangles&apos; adjacency is kept as stored although the edit changes which triangles meet (the file&apos;s adjacency was not made as the format&apos;s converter makes it)</translation>
    </message>
    <message>
        <source>the triangles&apos; adjacency made anew as the format&apos;s converter makes it (the file&apos;s own was made otherwise)</source>
        <translation>the triangles&apos; adjacency made anew as the format&apos;s converter makes it (the file&apos;s own was made otherwise)</translation>
    </message>
    <message>
        <source>the triangles written anew (%1, were %2), with the meshes&apos; triangle ranges, the adjacency and the offsets of the sections after them; every other section&apos;s bytes as stored</source>
        <translation>the triangles written anew (%1, were %2), with the meshes&apos; triangle ranges, the adjacency and the offsets of the sections after them; every other section&apos;s bytes as stored</translation>
    </message>
</context>
<context>
    <name>quarry::key_edits</name>
    <message>
        <source>No keys to delete.</source>
        <translation>No keys to delete.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n key(s).</source>
        <translation>
            <numerusform>Deleted %n key.</numerusform>
            <numerusform>Deleted %n keys.</numerusform>
        </translation>
    </message>
    <message>
        <source>No keys to move.</source>
        <translation>No keys to move.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n key(s)</source>
        <translation>
            <numerusform>Moved %n key</numerusform>
            <numerusform>Moved %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n key(s) on the same frames and channels replaced</source>
        <translation>
            <numerusform>%1; %n key on the same frames and channels replaced</numerusform>
            <numerusform>%1; %n keys on the same frames and channels replaced</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no keys replaced</source>
        <translation>%1; no keys replaced</translation>
    </message>
    <message>
        <source>The keys stay where they are.</source>
        <translation>The keys stay where they are.</translation>
    </message>
    <message>
        <source>No keys to copy: the clipboard is as it was.</source>
        <translation>No keys to copy: the clipboard is as it was.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n key(s).</source>
        <translation>
            <numerusform>Copied %n key.</numerusform>
            <numerusform>Copied %n keys.</numerusform>
        </translation>
    </message>
    <message>
        <source>pasteKeys: no clip to paste into</source>
        <translation>pasteKeys: no clip to paste into</translation>
    </message>
    <message>
        <source>Nothing to paste: copy keys first.</source>
        <translation>Nothing to paste: copy keys first.</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n key(s).</source>
        <translation>
            <numerusform>Pasted %n key.</numerusform>
            <numerusform>Pasted %n keys.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted keys were already there.</source>
        <translation>The pasted keys were already there.</translation>
    </message>
    <message>
        <source>Nothing to paste: the copied keys are of joints this model does not have.</source>
        <translation>Nothing to paste: the copied keys are of joints this model does not have.</translation>
    </message>
</context>
<context>
    <name>quarry::mdl</name>
    <message>
        <source>material &quot;%1&quot;: %2; its part of the skin takes its colour</source>
        <translation>material &quot;%1&quot;: %2; its part of the skin takes its colour</translation>
    </message>
    <message>
        <source>%1 materials&apos; textures packed into one %2 × %3 skin (scaled to %4%): an MDL has one texture space</source>
        <translation>%1 materials&apos; textures packed into one %2 × %3 skin (scaled to %4%): an MDL has one texture space</translation>
    </message>
    <message>
        <source>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</source>
        <translation>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: %2; its skin is left blank</source>
        <translation>material &quot;%1&quot;: %2; its skin is left blank</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: %2; it is drawn without fullbright texels</source>
        <translation>material &quot;%1&quot;: %2; it is drawn without fullbright texels</translation>
    </message>
    <message>
        <source>the model has no texture: the MDL gets a blank skin of 64 × 64 texels</source>
        <translation>the model has no texture: the MDL gets a blank skin of 64 × 64 texels</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: scaled to %2 × %3 (Quake loads at most %4)</source>
        <translation>the skin is %1 texels high: scaled to %2 × %3 (Quake loads at most %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n skin image(s) mapped to Quake&apos;s palette (dithered)</source>
        <translation>
            <numerusform>%n skin image mapped to Quake&apos;s palette (dithered)</numerusform>
            <numerusform>%n skin images mapped to Quake&apos;s palette (dithered)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skin image(s) mapped to the palette of %1 (dithered)</source>
        <translation>
            <numerusform>%n skin image mapped to the palette of %1 (dithered)</numerusform>
            <numerusform>%n skin images mapped to the palette of %1 (dithered)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top left texel of %n skin image(s) made colour 0: Quake&apos;s engines paint the area of its colour joined to it in colour 0 (black), taking it for the background</source>
        <translation>
            <numerusform>the top left texel of %n skin image made colour 0: Quake&apos;s engines paint the area of its colour joined to it in colour 0 (black), taking it for the background</numerusform>
            <numerusform>the top left texel of %n skin images made colour 0: Quake&apos;s engines paint the area of its colour joined to it in colour 0 (black), taking it for the background</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texel(s) lit by a glow texture take Quake&apos;s fullbright colours (224-254)</source>
        <translation>
            <numerusform>%n texel lit by a glow texture takes Quake&apos;s fullbright colours (224-254)</numerusform>
            <numerusform>%n texels lit by a glow texture take Quake&apos;s fullbright colours (224-254)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::operation_support</name>
    <message>
        <source>the model has no meshes</source>
        <translation>the model has no meshes</translation>
    </message>
    <message>
        <source>the model has no skeleton</source>
        <translation>the model has no skeleton</translation>
    </message>
    <message>
        <source>the model has no materials</source>
        <translation>the model has no materials</translation>
    </message>
    <message>
        <source>the model has no animations</source>
        <translation>the model has no animations</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n vertices.</source>
        <translation>
            <numerusform>Deleted %n vertex.</numerusform>
            <numerusform>Deleted %n vertices.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to delete.</source>
        <translation>Nothing to delete.</translation>
    </message>
    <message>
        <source>select the meshes to work on, or faces or vertices of them</source>
        <translation>select the meshes to work on, or faces or vertices of them</translation>
    </message>
</context>
<context>
    <name>quarry::qm</name>
    <message>
        <source>the end of the file</source>
        <translation>the end of the file</translation>
    </message>
    <message>
        <source>an unterminated comment</source>
        <translation>an unterminated comment</translation>
    </message>
    <message>
        <source>the byte 0x%1</source>
        <translation>the byte 0x%1</translation>
    </message>
</context>
<context>
    <name>quarry::scripting</name>
    <message>
        <source>%1: Quarry cannot write this format</source>
        <translation>%1: Quarry cannot write this format</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>mesh</translation>
    </message>
    <message>
        <source>material</source>
        <translation>material</translation>
    </message>
    <message>
        <source>joint</source>
        <translation>joint</translation>
    </message>
    <message>
        <source>animation</source>
        <translation>animation</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>shape</translation>
    </message>
    <message>
        <source>%1: expects whole numbers</source>
        <translation>%1: expects whole numbers</translation>
    </message>
    <message>
        <source>%1: no index %2 (there are %3)</source>
        <translation>%1: no index %2 (there are %3)</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a number</source>
        <translation>export: &quot;%1&quot; expects a number</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a positive number, not %2</source>
        <translation>export: &quot;%1&quot; expects a positive number, not %2</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects True or False</source>
        <translation>export: &quot;%1&quot; expects True or False</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a string</source>
        <translation>export: &quot;%1&quot; expects a string</translation>
    </message>
    <message>
        <source>export: &quot;max_influences&quot; expects a whole number from 1 to 64</source>
        <translation>export: &quot;max_influences&quot; expects a whole number from 1 to 64</translation>
    </message>
    <message>
        <source>export: &quot;smooth_normals&quot; expects an angle from 0 to 180 degrees</source>
        <translation>export: &quot;smooth_normals&quot; expects an angle from 0 to 180 degrees</translation>
    </message>
    <message>
        <source>export: give &quot;scale&quot; or &quot;height&quot;, not both</source>
        <translation>export: give &quot;scale&quot; or &quot;height&quot;, not both</translation>
    </message>
    <message>
        <source>the document is closed</source>
        <translation>the document is closed</translation>
    </message>
    <message>
        <source>no %1 at index %2 (the model has %3)</source>
        <translation>no %1 at index %2 (the model has %3)</translation>
    </message>
    <message>
        <source>no %1 named &quot;%2&quot;</source>
        <translation>no %1 named &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a %1 is given by its name or index</source>
        <translation>a %1 is given by its name or index</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no texture coordinate set %2 (it has %3)</source>
        <translation>mesh &quot;%1&quot; has no texture coordinate set %2 (it has %3)</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no vertex %2 (it has %3)</source>
        <translation>mesh &quot;%1&quot; has no vertex %2 (it has %3)</translation>
    </message>
    <message>
        <source>select: &quot;%1&quot; expects a dict {mesh: [indices]}</source>
        <translation>select: &quot;%1&quot; expects a dict {mesh: [indices]}</translation>
    </message>
    <message>
        <source>select: %1 of mesh &quot;%2&quot;</source>
        <translation>select: %1 of mesh &quot;%2&quot;</translation>
    </message>
    <message>
        <source>doc.%1(): a script run in the editor is one undo step and cannot take back its own operations while it runs; undo the whole run afterwards with Edit &gt; Undo</source>
        <translation>doc.%1(): a script run in the editor is one undo step and cannot take back its own operations while it runs; undo the whole run afterwards with Edit &gt; Undo</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: unknown extension</source>
        <translation>Quarry cannot write %1: unknown extension</translation>
    </message>
    <message>
        <source>error: cannot read the script %1</source>
        <translation>error: cannot read the script %1</translation>
    </message>
    <message>
        <source>export: &quot;up&quot; expects &quot;z&quot;, &quot;y&quot; or &quot;stored&quot;</source>
        <translation>export: &quot;up&quot; expects &quot;z&quot;, &quot;y&quot; or &quot;stored&quot;</translation>
    </message>
    <message>
        <source>compare: tolerance must be 0 or more</source>
        <translation>compare: tolerance must be 0 or more</translation>
    </message>
    <message>
        <source>compare: times must be a positive number or a list of seconds</source>
        <translation>compare: times must be a positive number or a list of seconds</translation>
    </message>
    <message>
        <source>compare: other must be a document or a path</source>
        <translation>compare: other must be a document or a path</translation>
    </message>
    <message>
        <source>export: &quot;root_motion&quot; expects &quot;in-place&quot; or &quot;keep&quot;</source>
        <translation>export: &quot;root_motion&quot; expects &quot;in-place&quot; or &quot;keep&quot;</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>nothing (unchanged)</source>
        <translation>nothing (unchanged)</translation>
    </message>
    <message>
        <source>export: no setting &quot;%1&quot; (it takes: fps, scale, height, up, root_motion, flip_winding, max_influences, framegroups, weld, flip_normals, smooth_normals, iqe_normals, normalize_weights, remove_unused_joints, drop_to_ground, center, strip_texture_dirs, texture_ext, format, target, max_joints, pack, lods, single_model, keep_winding, facing, player_format, keep_slot_lengths, animation_map, tags)</source>
        <translation>export: no setting &quot;%1&quot; (it takes: fps, scale, height, up, root_motion, flip_winding, max_influences, framegroups, weld, flip_normals, smooth_normals, iqe_normals, normalize_weights, remove_unused_joints, drop_to_ground, center, strip_texture_dirs, texture_ext, format, target, max_joints, pack, lods, single_model, keep_winding, facing, player_format, keep_slot_lengths, animation_map, tags)</translation>
    </message>
</context>
<context>
    <name>quarry::scripting::ScriptSession</name>
    <message>
        <source>A script is already running.
</source>
        <translation>A script is already running.
</translation>
    </message>
    <message>
        <source>Cancelled: the document is as it was before.
</source>
        <translation>Cancelled: the document is as it was before.
</translation>
    </message>
    <message>
        <source>Script: %1</source>
        <translation>Script: %1</translation>
    </message>
    <message>
        <source>Run Script %1</source>
        <translation>Run Script %1</translation>
    </message>
</context>
</TS>
