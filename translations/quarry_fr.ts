<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AddAnimationCommand</name>
    <message>
        <source>Add Clip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddMaterialCommand</name>
    <message>
        <source>Add Material &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssimpImporter</name>
    <message>
        <source>mesh &quot;%1&quot; holds no triangles and was skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 faces that are not triangles (points, lines) were skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morph %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChangeFrameRateCommand</name>
    <message>
        <source>Resample Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Clip Speed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteKeysCommand</name>
    <message>
        <source>Delete Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteMeshCommand</name>
    <message>
        <source>Delete Mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Mesh &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteObjectsCommand</name>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>%1: byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FixTexturePathsCommand</name>
    <message>
        <source>Fix Texture Paths</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlipNormalsCommand</name>
    <message>
        <source>Flip Normals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlipWindingCommand</name>
    <message>
        <source>Flip Winding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Framegroups</name>
    <message>
        <source>the model has no animation frames</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportModelCommand</name>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InsertKeysCommand</name>
    <message>
        <source>Insert Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IqeReader</name>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices (vp) but %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: parent %2 does not exist (the file has %3 joints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint &quot;%1&quot; is its own ancestor (the parents form a loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joints reordered so that every parent comes before its children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the extra poses are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the other joints keep the identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; has poses but the file has no joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: frame %2 has %3 poses for %4 joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex index %1 is past the last vertex (the file has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint index %1 in vb refers to no joint (the file has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices is not a multiple of 3; the last %3 form no triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: more fs edge flags than triangles; the extra flags are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences; the largest %2 were kept and renormalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vx takes 4 numbers (tangent and handedness) or 6 (tangent and bitangent), not 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs takes one whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoothing index %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a joint index, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint index %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vb takes pairs of joint index and weight; the last index has no weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a vertex index, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex index %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex index %1 is before the first vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face needs at least 3 vertex indexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an edge flag (0 or 1), found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fs needs at least 3 edge flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pm: the rotation matrix is singular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame before any animation: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framerate takes a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framerate before any animation: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop before any animation: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoothing group %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: line skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an IQE file: the first line must be &quot;# Inter-Quake Export&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more warnings not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes at most %2 numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IqeWriter</name>
    <message>
        <source>the name &quot;%1&quot; was written as &quot;%2&quot;: IQE names cannot hold quotes or line breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom attribute &quot;%1&quot; left out: IQE has 10 custom slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; resampled at %2 frames per second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IqmReader</name>
    <message>
        <source>%1: size overflows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at byte %2 overlap the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the data (%5 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string offset %1 is outside the text table (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an IQM file (the magic &quot;INTERQUAKEMODEL&quot; is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQM version %1 is not supported (only version 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header gives a file size of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is truncated: %1 of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex arrays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex array %1: unknown component format %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex array %1: %2 components (1 to 4 are supported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex array %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertex array %1 has the reserved type %2 and is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second %1 vertex array (%2) is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blend indexes without blend weights are skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blend weights without blend indexes are skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meshes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triangles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1: vertices %2 to %3 are past the %4 vertices of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1: triangles %2 to %3 are past the %4 triangles of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1: triangle %2 uses vertex %3, outside the mesh&apos;s vertices %4 to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of vertex %3 is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: custom array &quot;%2&quot; holds a number that is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a blend weight of vertex %2 is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: vertex %2 is bound to joint %3, but there are %4 joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjacency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 poses for %2 joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint %1 (%2) has parent %3, which does not come before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pose %1 has parent %2, which does not come before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pose %1: channel mask bits above the ten channels are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pose %1 channel offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pose %1 channel scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frame channels, but the poses&apos; masks select %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animations without poses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation %1 (%2): frames %3 to %4 are past the %5 frames of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation %1 (%2): the frame rate is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation %1 (%2) has frame rate %3; %4 is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation %1 (%2), frame %3: joint %4 takes a value that is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bounds (%1 frames at byte %2) run past the end of the data and are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bounds of frame %1 are not finite numbers and are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 extensions cannot fit in %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extension %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data of extension %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the extension list ends after %1 of %2 extensions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IqmWriter</name>
    <message numerus="yes">
        <source>%n vertices had more than 4 influences; the 4 largest are kept, renormalized</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinAnimationsCommand</name>
    <message>
        <source>Join Clips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LimitInfluencesCommand</name>
    <message>
        <source>Limit Influences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MakeLoopSeamlessCommand</name>
    <message>
        <source>Make Loop Seamless</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeMeshesCommand</name>
    <message>
        <source>Merge Meshes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mesh</name>
    <message>
        <source>%1 normals for %2 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tangents for %2 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bitangents for %2 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 colors for %2 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 texture coordinates for %2 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blend data does not match %1 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom attribute %1 does not match %2 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triangle %1 uses vertex %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NormalizeWeightsCommand</name>
    <message>
        <source>Normalize Weights</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PasteKeysCommand</name>
    <message>
        <source>Paste Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QmReader</name>
    <message>
        <source>the file holds no model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;model&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; after %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number %1 is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found fewer</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in %2(), found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in tm(), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surface() needs two whole numbers of at least 1, found %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surface( %1, %2 ) declares %3 CVs, more than the file can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CV list of the surface at line %1 is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected CV( ) or &apos;}&apos; in the surface&apos;s CV list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surface( %1, %2 ) at line %3 holds more than %4 CVs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CV multiplicity must be 0 or 1, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CV multiplicity %1 is beyond the documented 0 or 1; the CV is used %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surface( %1, %2 ) needs %3 CVs, found %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the u multiplicity differs from the first CV of its column; the larger one is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the v multiplicity differs from the first CV of its row; the larger one is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close %1(, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model starting at line %1 is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a function or &apos;}&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown function %1(); kept as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model holds one primitive or surface; this one already has one (line %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1() takes no parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CV( ) outside a surface&apos;s CV list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1() given twice in one model (first at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model starting at line %1 has no primitive or surface</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecomputeNormalsCommand</name>
    <message>
        <source>Recompute Normals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoveAnimationCommand</name>
    <message>
        <source>Delete Clip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoveJointsCommand</name>
    <message>
        <source>Remove Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Joint(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameCommand</name>
    <message>
        <source>Rename to &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenameJointsCommand</name>
    <message>
        <source>Rename Joints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReparentJointCommand</name>
    <message>
        <source>Reparent Joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reparent &quot;%1&quot; to &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(root)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetimeKeysCommand</name>
    <message>
        <source>Move Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReverseRangeCommand</name>
    <message>
        <source>Reverse Range</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SceneRenderer</name>
    <message>
        <source>Shader %1 does not compile: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaders do not link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No OpenGL context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGL 3.3 core is not available (got %1.%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetAnimationSettingsCommand</name>
    <message>
        <source>Edit Animation &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetJointCommand</name>
    <message>
        <source>Edit Joint &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetJointRotationKeyCommand</name>
    <message>
        <source>Pose Joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetMaterialCommand</name>
    <message>
        <source>Edit Material &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetMeshMaterialCommand</name>
    <message>
        <source>Set Material</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitAnimationCommand</name>
    <message>
        <source>Split Clip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitMeshCommand</name>
    <message>
        <source>Split Mesh</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tessellate</name>
    <message>
        <source>light &quot;%1&quot; has no geometry and is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curve &quot;%1&quot; has no surface and is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape &quot;%1&quot; gives no triangles and is left out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimelineRows</name>
    <message>
        <source>All keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransformVerticesCommand</name>
    <message>
        <source>Transform Vertices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrimAnimationCommand</name>
    <message>
        <source>Trim Clip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnweldVerticesCommand</name>
    <message>
        <source>Unweld Vertices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WeldVerticesCommand</name>
    <message>
        <source>Weld Vertices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XmfMesh</name>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has more &lt;TEXCOORD&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has more &lt;INFLUENCE&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>influence ID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>influence ID %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;VERTEX&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; needs a &lt;POS&gt; and a &lt;NORM&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; has more than one &lt;POS&gt; or &lt;NORM&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has %2 &lt;TEXCOORD&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has %2 &lt;INFLUENCE&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submesh has springs but the vertex has no &lt;PHYSIQUE&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 influence slots for each of %2 vertices: more than the file can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has more &lt;FACE&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has more &lt;SPRING&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spring vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blend vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blend vertex %1 is not in increasing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &lt;%1&gt; in &lt;BLENDVERTEX&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMBLENDVERTS=&quot;%1&quot; but the morph has %2 &lt;BLENDVERTEX&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SUBMESH&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has %2 &lt;FACE&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has %2 &lt;SPRING&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMMORPHS=&quot;%1&quot; but the submesh has %2 &lt;MORPH&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry</name>
    <message>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skeleton file read with the model (XSF).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation file read with the model (XAF); repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material file read with the model (XRF); repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print what a model file holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The info subcommand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: quarry info FILE [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --%1 takes a positive number, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: give --scale or --height, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --up takes z or y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The convert subcommand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format id, where the extension does not say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resample every animation to this frame rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply every length by this factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale so the model stands this tall (bind pose, Z extent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source&apos;s up axis, z (default) or y; a Y-up source is turned Z-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse the winding of every triangle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep at most N weights per vertex (largest, renormalized).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT OUTPUT [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1: Quarry cannot write this format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model files to open in the editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[FILE...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contents are not a %1 file Quarry can read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown or unsupported file format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not read the whole file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarry cannot write this format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All models (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meshes: %1 (%2 vertices, %3 triangles)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 vertices, %3 triangles, material &quot;%4&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Materials: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &quot;%1&quot;%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joints: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 &quot;%2&quot; parent %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 frames at %3 fps, %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not looping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shapes: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no height to scale to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaled by %1 to a height of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences: kept the largest, renormalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge identical vertices of formats imported through Assimp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --smooth-normals takes an angle from 0 to 180 degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert a model file to another format, chosen by the output&apos;s extension.
An .xmf output gets its skeleton, animations and materials written beside it (BASE.xsf, BASE_ANIMATION.xaf, BASE_N.xrf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge vertices that agree in every attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point every normal the other way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute normals, smoothing where faces meet at most this angle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute normals by the IQE smoothing groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep only the file names of texture paths.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change texture paths&apos; extension (e.g. png).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ext</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print what validation finds in the converted model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write OUTPUT.framegroups, the clip ranges DarkPlaces-family engines read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarry, an editor for game model assets (IQE, IQM, QuickModel, XMF and what Assimp imports).

Subcommands:
  info FILE [--json]          print what a model file holds
  convert INPUT OUTPUT [...]  convert between formats, by the output&apos;s extension
  render MODEL -o OUT.png     draw one frame to an image (needs OpenGL)

With no subcommand, opens the editor on the given files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render one frame of a model to a PNG image (needs OpenGL 3.3; without a display, run under xvfb-run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The render subcommand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame of the animation to show (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation by name (default: the first one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the bind pose instead of an animation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image size (default 640x480).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front, side, top or perspective (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaded (default), textured, wireframe, colors or uv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s up axis, z (default) or y.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the ground grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the joints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: quarry render MODEL -o out.png [--frame N] [--animation NAME] [--size WxH] [--view front|side|top|perspective]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --size takes WxH between 1x1 and 16384x16384, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --view takes front, side, top or perspective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --mode takes shaded, textured, wireframe, colors or uv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --frame takes a frame number from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1 has no animation &quot;%2&quot; (it has: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: animation &quot;%1&quot; has frames 0 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: --frame needs an animation; %1 has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-Quake Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-Quake Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QuickModel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cal3D XML mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cal3D XML skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cal3D XML animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cal3D XML material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interchange formats (Assimp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assimp cannot read this file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scene has no root node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no meshes and no animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assimp marks the scene as incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no triangles and no animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cameras and lights are not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the skeleton has a joint whose parent comes after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1 (%2): only the first of %3 texture coordinate sets is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1 (%2): IQM has no morph targets; %3 are not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQM has no shapes; %1 are not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no joints; its %1 animations are not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; was resampled at %2 frames per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom array &quot;%1&quot; differs in format between meshes; the first mesh&apos;s is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model is too large for an IQM file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQM cannot index %1 joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1 (%2): vertex %3 is bound to joint %4, but there are %5 joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a Qt translation file (compiled Qt Linguist messages), not a QuickModel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;model&apos;, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;{&apos; after model, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surface( %1, %2 ) has %3 CVs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>meshes are written as %n flat patch(es), one per triangle or quad; normals, texture coordinates and texture maps are not kept</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) with indexes out of range were skipped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the skeleton (%n joint(s)) is dropped: QuickModel has no skeletons</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animation(s) dropped: QuickModel has no animations</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the model has no shapes or meshes to write as a QuickModel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape %1 (&quot;%2&quot;): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DURATION must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;ANIMATION&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has more &lt;TRACK&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>track BONEID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second track for bone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;TRACK&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has more &lt;KEYFRAME&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;KEYFRAME&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;KEYFRAME&gt; has no &lt;ROTATION&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has %2 &lt;KEYFRAME&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has %2 &lt;TRACK&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keyframes were not in time order: sorted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no animation to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a track refers to joint %1, which the skeleton does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XAF keys have no scale: scale keys were not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second skeleton (the first is %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a skeleton (.xsf), animation (.xaf) or material (.xrf) file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an animation needs its skeleton: give the .xsf file too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mesh has bone influences but no skeleton was given: opened as a static mesh (the influences are kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refers to material %2, but %3 materials were given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no skeleton to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an XAF animation needs its skeleton: give the .xsf file (quarry: --skeleton FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the skeleton from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an XAF file holds one animation: only &quot;%1&quot; was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an XRF file holds one material: only &quot;%1&quot; was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MESH&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has more &lt;SUBMESH&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has %2 &lt;SUBMESH&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XMF has no tangents: they were not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XMF vertex colors have no alpha: it was not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; components must be 0 to 255</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has more &lt;MAP&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MATERIAL&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has %2 &lt;MAP&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;MATERIAL&gt; needs AMBIENT, DIFFUSE, SPECULAR and SHININESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no material to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PARENTID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHILDID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;BONE&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;BONE&gt; needs TRANSLATION, ROTATION and PARENTID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;BONE&gt; has only one of LOCALTRANSLATION and LOCALROTATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMCHILDS=&quot;%1&quot; but the bone lists %2 CHILDID elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SKELETON&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has more &lt;BONE&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has %2 &lt;BONE&gt; elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bone %1 is its own ancestor (PARENTID loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bones reordered so that parents come before children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the skeleton&apos;s joints are not ordered parents first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XSF bones have no scale: joint scales were not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>welded %1 vertices away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normalized the weights of %1 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1 unused joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed %1 texture paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the skeleton has %1 joints; the output format allows at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with values that are not numbers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n degenerate triangles (repeated corners or no area)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices no triangle uses</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices whose weights do not sum to one</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with more than %2 influences</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joints: more than the %2 that IQM and Quake-family engines take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: texture %2 not found in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image size must be between 1x1 and 16384x16384.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No OpenGL 3.3 context can be made here (an X display with OpenGL is needed; try xvfb-run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No OpenGL context can be made here (an X display with OpenGL 3.3 is needed; try xvfb-run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OpenGL context cannot be made current on an offscreen surface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The framebuffer object cannot be made at this size.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::BackgroundTask</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::Document</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::ExportDialog</name>
    <message>
        <source>Reverse the winding of every triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weld vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip normals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normalize weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove unused joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop to ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strip texture directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the file&apos;s extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z (leave the axes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y (turn it Z-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale to height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source up axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influences per vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resample animations to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texture extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarry cannot write %1: choose a format or an extension it writes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::JointsView</name>
    <message>
        <source>Mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No joint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 weighted vertices (the first %2 listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n weighted vertex(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Quarry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - Quarry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n warning(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Model As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarry cannot write %1: unknown extension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 with warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Quarry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarry %1&lt;/h3&gt;&lt;p&gt;An editor for game model assets: IQE, IQM, QuickModel and XMF, with import of the common interchange formats through Assimp.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skeleton beside the mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies beside this mesh. Open the mesh with this skeleton?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready. Open a model with File &gt; Open or drop one here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an empty model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a model; choose an XMF mesh with its skeleton, animations and materials together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add another file&apos;s meshes, materials, joints and animations to this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the model under another name or format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a converted copy (axis, size, winding, influences, frame rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close every window and quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the editor&apos;s preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every dock back where it starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember the current dock layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Saved La&amp;yout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the remembered dock layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Current Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every command&apos;s shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n mesh(es)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n material(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n joint(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n animation(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n shape(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n vertex(es)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n face(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1 cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n companion file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds nothing to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1 cancelled; the file is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::MaterialsView</name>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign to Selected Meshes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texture maps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(add a map with the button)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the texture file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material Color</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Texture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>material%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::ModelOperations</name>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected objects or faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge Meshes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge the selected meshes into one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split by &amp;Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected faces into a mesh of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split into &amp;Loose Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make each connected part of the selected meshes a mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip &amp;Winding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse the triangle winding of the selected meshes (all when none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip &amp;Normals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point the normals of the selected meshes (all when none) the other way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recompute Normals...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute normals by smoothing angle or by the IQE smoothing groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W&amp;eld Vertices...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge vertices that agree in every attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unweld Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every triangle corner its own vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scale...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale the model by a factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale to &amp;Height...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale the model so it stands a given height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;otate...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate the model about the origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Translate...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y-up to &amp;Z-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn a Y-up model Z-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z-up to &amp;Y-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn a Z-up model Y-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drop to Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normali&amp;ze Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Limit Influences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep each vertex&apos;s largest weights, renormalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Unused &amp;Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Joints by &amp;Pattern...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename joints with a regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix Te&amp;xture Paths...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strip directories from texture paths or change their extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the model for problems and list them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skeleton and Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected to delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged the meshes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two meshes or more to merge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select faces of one mesh to split them off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the selected faces off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selection cannot be split off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mesh has more than one part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split into Loose Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Split %n mesh(es) into their parts.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Flipped the winding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No triangles to flip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flipped the normals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meshes have no normals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute Normals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smooth by angle (selected meshes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the IQE smoothing groups (whole model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smooth where faces meet at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputed the normals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The normals are already so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weld Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge vertices closer than (model units):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Welded %n vertices away.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No vertices to weld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unwelded the vertices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every corner already has its own vertex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale factor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaled by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale to Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (bind pose, along Z):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has no height to scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale to Height %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaled by %1 to a height of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already that height.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate (degrees about X, then Y, then Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to rotate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y-up to Z-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned Z-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z-up to Y-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned Y-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has no geometry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop to Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped to the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already on the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already centred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Normalized the weights of %n vertices.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every vertex&apos;s weights already sum to one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit Influences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influences per vertex at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n vertices had more influences: kept the largest.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No vertex has more than %1 influences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Removed %n unused joint(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every joint is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Joints by Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find (regular expression):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace with (\1 for groups):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Renamed %n joint(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No joint name matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix Texture Paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strip directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New extension:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Changed %n texture path(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No texture path changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::ModelOverview</name>
    <message>
        <source>No model. Open one with File &gt; Open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 meshes, %3 vertices, %4 triangles
%5 materials, %6 joints, %7 animations, %8 shapes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::OutlinerView</name>
    <message>
        <source>Meshes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vertices, %2 triangles, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frames at %2 fps%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make Root</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skeleton beside an opened XMF mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo steps kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::PropertiesView</name>
    <message>
        <source>Select an object in the outliner to see its properties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Mesh&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tangent</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n texcoord set(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>color</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1 per vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not skinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morph targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Material&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shininess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n mesh(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Joint&lt;/b&gt; #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind pose (relative to the parent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Animation&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s, %2 frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joints, %2 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Shape&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sphere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::TimelineActions</name>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Loop Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insert Keys at Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Keys at Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scale Keys...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time factor (2 plays the selection half as fast):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;nap to Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Selected &amp;Joints Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale Around the &amp;Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale keys around the cursor instead of the selection&apos;s first key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename Clip...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Cli&amp;p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip &amp;Loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Frame Rate, &amp;Keep Timing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resample the keys at a new frame rate; the clip lasts as long as before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep &amp;Frames...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the same frames at a new rate: the clip gets faster or slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spli&amp;t Clip at Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;rim Clip to Range...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trim Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xtract Range to New Clip...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extract Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join Another Clip...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join Clips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this clip after the current one:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;verse Range...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make Loop &amp;Seamless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the last pose equal the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>_part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First frame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last frame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resample Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Clip Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames per second:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::TimelineDock</name>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clip the timeline shows and the viewport plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale at Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 fps, %3 frames)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::TimelineView</name>
    <message>
        <source>No animation: open a model with animations, or add a clip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fps · %2 keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::TransformEditor</name>
    <message>
        <source>Translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::ValidationView</name>
    <message>
        <source>Not checked yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model changed: check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; click one to select it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::Viewport</name>
    <message>
        <source>OpenGL 3.3 is not available on this display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No 3D view&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Everything else works: the model can be inspected, edited, converted and saved.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perspective, front, side and top at once (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The view shown when there is one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole model (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the selection (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Textured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wireframe on Shaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertex Colors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UV Checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meshes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a click or a box selects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Select: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap moves to the step, rotations to 15 degrees, scales to 0.1 (Ctrl while dragging inverts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move snapping step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move by, rotate by (degrees about X, then Y, then Z) or scale by the typed values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the move, rotate or scale tool first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the view moves, draw large models simplified when full-detail frames are slower than %1 per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select Through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box selection also takes vertices and faces hidden behind surfaces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::ViewportWidget</name>
    <message>
        <source>Perspective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joints are posed by rotating them: choose the rotate tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an animation to pose: rotating a joint sets a key at the current time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose Joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale factors must not be zero.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::assimp</name>
    <message>
        <source>the reader sent back a malformed answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading took longer than %1 seconds and was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reader crashed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reader stopped without a result (exit code %1); the file may need more memory than allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bone %1: its offset matrix cannot be inverted; the node&apos;s rest pose is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bone %1: meshes disagree on its bind pose; the first mesh&apos;s is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bone %1 has no node in the scene; it becomes a root joint without animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation %1: %2 channels move nodes without geometry or bones (cameras, lights, empty nodes) and were skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animation %1: mesh and morph channels are not imported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::calxml</name>
    <message>
        <source>&lt;%1&gt; has no %2 attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number: &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is out of range (0 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; needs %2 numbers: &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; has more than %2 numbers: &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 whole numbers: &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has more than %2 numbers: &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed XML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no elements: not a Cal3D %1 file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header&apos;s MAGIC is &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header is not followed by a &lt;%1&gt; element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where the &lt;%2&gt; element was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; ends where a &lt;%2&gt; element was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where a &lt;%2&gt; element was expected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::qm</name>
    <message>
        <source>the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unterminated comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the byte 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
