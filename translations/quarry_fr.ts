<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
    <name>RenameCommand</name>
    <message>
        <source>Rename to &quot;%1&quot;</source>
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
    <name>TransformVerticesCommand</name>
    <message>
        <source>Transform Vertices</source>
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
        <source>Convert a model file to another format, chosen by the output&apos;s extension.</source>
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
        <source>Quarry, an editor for game model assets (IQE, IQM, QuickModel, XMF and what Assimp imports).

Subcommands:
  info FILE [--json]          print what a model file holds
  convert INPUT OUTPUT [...]  convert between formats, by the output&apos;s extension

With no subcommand, opens the editor on the given files.</source>
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
</context>
<context>
    <name>quarry::Document</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quarry::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
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
</TS>
