<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AddAnimationCommand</name>
    <message>
        <source>Add Clip</source>
        <translation>Clip hinzufügen</translation>
    </message>
</context>
<context>
    <name>AddJointCommand</name>
    <message>
        <source>Add Joint</source>
        <translation>Gelenk hinzufügen</translation>
    </message>
    <message>
        <source>Add Joint &quot;%1&quot;</source>
        <translation>Gelenk „%1“ hinzufügen</translation>
    </message>
</context>
<context>
    <name>AddMaterialCommand</name>
    <message>
        <source>Add Material &quot;%1&quot;</source>
        <translation>Material „%1“ hinzufügen</translation>
    </message>
</context>
<context>
    <name>AddPrimitiveCommand</name>
    <message>
        <source>Add Primitive</source>
        <translation>Grundkörper hinzufügen</translation>
    </message>
</context>
<context>
    <name>AssimpImporter</name>
    <message>
        <source>mesh &quot;%1&quot; holds no triangles and was skipped</source>
        <translation>Netz „%1“ enthält keine Dreiecke und wurde übersprungen</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 faces that are not triangles (points, lines) were skipped</source>
        <translation>Netz „%1“: %2 Flächen, die keine Dreiecke sind (Punkte, Linien), wurden übersprungen</translation>
    </message>
    <message>
        <source>morph %1</source>
        <translation>Morph %1</translation>
    </message>
</context>
<context>
    <name>ChangeFrameRateCommand</name>
    <message>
        <source>Resample Clip</source>
        <translation>Clip neu abtasten</translation>
    </message>
    <message>
        <source>Change Clip Speed</source>
        <translation>Clip-Geschwindigkeit ändern</translation>
    </message>
</context>
<context>
    <name>CleanUpCommand</name>
    <message>
        <source>Clean Up</source>
        <translation>Aufräumen</translation>
    </message>
</context>
<context>
    <name>DeleteGeometryCommand</name>
    <message>
        <source>Delete Vertices</source>
        <translation>Punkte löschen</translation>
    </message>
    <message>
        <source>Delete Faces</source>
        <translation>Flächen löschen</translation>
    </message>
</context>
<context>
    <name>DeleteKeysCommand</name>
    <message>
        <source>Delete Keys</source>
        <translation>Schlüssel löschen</translation>
    </message>
</context>
<context>
    <name>DeleteObjectsCommand</name>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
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
        <translation>Abstand zu B</translation>
    </message>
    <message>
        <source> (tolerance)</source>
        <translation> (Toleranz)</translation>
    </message>
    <message>
        <source>largest now: %1</source>
        <translation>größter jetzt: %1</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>%1: byte %2: %3</source>
        <translation>%1: Byte %2: %3</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>DuplicateFacesCommand</name>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
</context>
<context>
    <name>ExtrudeCommand</name>
    <message>
        <source>Extrude</source>
        <translation>Extrudieren</translation>
    </message>
</context>
<context>
    <name>FillHolesCommand</name>
    <message>
        <source>Fill Holes</source>
        <translation>Löcher füllen</translation>
    </message>
</context>
<context>
    <name>FixTexturePathsCommand</name>
    <message>
        <source>Fix Texture Paths</source>
        <translation>Texturpfade reparieren</translation>
    </message>
</context>
<context>
    <name>FlipNormalsCommand</name>
    <message>
        <source>Flip Normals</source>
        <translation>Normalen umkehren</translation>
    </message>
</context>
<context>
    <name>FlipWindingCommand</name>
    <message>
        <source>Flip Winding</source>
        <translation>Umlaufsinn umkehren</translation>
    </message>
</context>
<context>
    <name>Framegroups</name>
    <message>
        <source>the model has no animation frames</source>
        <translation>das Modell hat keine Animationsframes</translation>
    </message>
    <message>
        <source>a group needs a first frame, a frame count, a frame rate and a loop flag</source>
        <translation>eine Gruppe braucht ein erstes Frame, eine Frame-Anzahl, eine Bildrate und ein Schleifen-Flag</translation>
    </message>
    <message>
        <source>a field is not a number</source>
        <translation>ein Feld ist keine Zahl</translation>
    </message>
    <message>
        <source>frames out of range</source>
        <translation>Frames außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>a NUL byte ends the text here, as the engines read the file; the rest is not read</source>
        <translation>ein NUL-Byte beendet hier den Text, so wie die Engines die Datei lesen; der Rest wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>ImportModelCommand</name>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
</context>
<context>
    <name>InsertKeysCommand</name>
    <message>
        <source>Insert Keys</source>
        <translation>Schlüssel setzen</translation>
    </message>
</context>
<context>
    <name>IqeReader</name>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices (vp) but %3 %4</source>
        <translation>Netz „%1“: %2 Punkte (vp), aber %3 %4</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: parent %2 does not exist (the file has %3 joints)</source>
        <translation>Gelenk „%1“: Elternteil %2 existiert nicht (die Datei hat %3 Gelenke)</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot; is its own ancestor (the parents form a loop)</source>
        <translation>Gelenk „%1“ ist sein eigener Vorfahre (die Eltern bilden eine Schleife)</translation>
    </message>
    <message>
        <source>joints reordered so that every parent comes before its children</source>
        <translation>Gelenke neu geordnet, sodass jedes Elternteil vor seinen Kindern steht</translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the extra poses are ignored</source>
        <translation>%1 Grundposen für %2 Gelenke: die überzähligen Posen werden ignoriert</translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the other joints keep the identity</source>
        <translation>%1 Grundposen für %2 Gelenke: die übrigen Gelenke behalten die Identität</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; has poses but the file has no joints</source>
        <translation>Animation „%1“ hat Posen, aber die Datei hat keine Gelenke</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: frame %2 has %3 poses for %4 joints</source>
        <translation>Animation „%1“: Frame %2 hat %3 Posen für %4 Gelenke</translation>
    </message>
    <message>
        <source>vertex index %1 is past the last vertex (the file has %2)</source>
        <translation>Punktindex %1 liegt hinter dem letzten Punkt (die Datei hat %2)</translation>
    </message>
    <message>
        <source>joint index %1 in vb refers to no joint (the file has %2)</source>
        <translation>Gelenkindex %1 in vb verweist auf kein Gelenk (die Datei hat %2)</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices is not a multiple of 3; the last %3 form no triangle</source>
        <translation>Netz „%1“: %2 Punkte sind kein Vielfaches von 3; die letzten %3 bilden kein Dreieck</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: more fs edge flags than triangles; the extra flags are ignored</source>
        <translation>Netz „%1“: mehr fs-Kantenmarkierungen als Dreiecke; die überzähligen werden ignoriert</translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences; the largest %2 were kept and renormalized</source>
        <translation>%1 Punkte hatten mehr als %2 Einflüsse; die %2 größten wurden behalten und neu normiert</translation>
    </message>
    <message>
        <source>too many vertices</source>
        <translation>zu viele Punkte</translation>
    </message>
    <message>
        <source>vx takes 4 numbers (tangent and handedness) or 6 (tangent and bitangent), not 5</source>
        <translation>vx erwartet 4 Zahlen (Tangente und Händigkeit) oder 6 (Tangente und Bitangente), nicht 5</translation>
    </message>
    <message>
        <source>vs takes one whole number</source>
        <translation>vs erwartet eine ganze Zahl</translation>
    </message>
    <message>
        <source>smoothing index %1 is out of range</source>
        <translation>Glättungsindex %1 liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>expected a joint index, found &quot;%1&quot;</source>
        <translation>Gelenkindex erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>joint index %1 is out of range</source>
        <translation>Gelenkindex %1 liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>vb takes pairs of joint index and weight; the last index has no weight</source>
        <translation>vb erwartet Paare aus Gelenkindex und Gewicht; der letzte Index hat kein Gewicht</translation>
    </message>
    <message>
        <source>expected a vertex index, found &quot;%1&quot;</source>
        <translation>Punktindex erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>vertex index %1 is out of range</source>
        <translation>Punktindex %1 liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>vertex index %1 is before the first vertex</source>
        <translation>Punktindex %1 liegt vor dem ersten Punkt</translation>
    </message>
    <message>
        <source>a face needs at least 3 vertex indexes</source>
        <translation>eine Fläche braucht mindestens 3 Punktindizes</translation>
    </message>
    <message>
        <source>expected an edge flag (0 or 1), found &quot;%1&quot;</source>
        <translation>Kantenmarkierung (0 oder 1) erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>fs needs at least 3 edge flags</source>
        <translation>fs braucht mindestens 3 Kantenmarkierungen</translation>
    </message>
    <message>
        <source>pm: the rotation matrix is singular</source>
        <translation>pm: die Rotationsmatrix ist singulär</translation>
    </message>
    <message>
        <source>frame before any animation: ignored</source>
        <translation>frame vor der ersten Animation: ignoriert</translation>
    </message>
    <message>
        <source>framerate takes a positive number</source>
        <translation>framerate erwartet eine positive Zahl</translation>
    </message>
    <message>
        <source>framerate before any animation: ignored</source>
        <translation>framerate vor der ersten Animation: ignoriert</translation>
    </message>
    <message>
        <source>loop before any animation: ignored</source>
        <translation>loop vor der ersten Animation: ignoriert</translation>
    </message>
    <message>
        <source>smoothing group %1 is out of range</source>
        <translation>Glättungsgruppe %1 liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: line skipped</source>
        <translation>unbekannter Befehl „%1“: Zeile übersprungen</translation>
    </message>
    <message>
        <source>not an IQE file: the first line must be &quot;# Inter-Quake Export&quot;</source>
        <translation>keine IQE-Datei: die erste Zeile muss „# Inter-Quake Export“ lauten</translation>
    </message>
    <message>
        <source>%1 more warnings not shown</source>
        <translation>%1 weitere Warnungen nicht angezeigt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>„%1“ ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>expected a number, found &quot;%1&quot;</source>
        <translation>Zahl erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>%1 takes at most %2 numbers</source>
        <translation>%1 erwartet höchstens %2 Zahlen</translation>
    </message>
    <message>
        <source>expected a whole number, found &quot;%1&quot;</source>
        <translation>ganze Zahl erwartet, „%1“ gefunden</translation>
    </message>
    <message numerus="yes">
        <source>the file has poses but no joints: %n joint(s) made from the poses of a frame, without names; their parents are unknown, so each is a root</source>
        <translation>
            <numerusform>die Datei hat Posen, aber keine Gelenke: %n Gelenk aus den Posen eines Frames erzeugt, ohne Namen; sein Elternteil ist unbekannt, also ist es eine Wurzel</numerusform>
            <numerusform>die Datei hat Posen, aber keine Gelenke: %n Gelenke aus den Posen eines Frames erzeugt, ohne Namen; ihre Eltern sind unbekannt, also ist jedes eine Wurzel</numerusform>
        </translation>
    </message>
    <message>
        <source>this normal is not a finite number (nor may later ones be); kept as stored, as the engines read it</source>
        <translation>diese Normale ist keine endliche Zahl (spätere vielleicht auch nicht); wie gespeichert behalten, wie die Engines sie lesen</translation>
    </message>
    <message>
        <source>this tangent is not a finite number (nor may later ones be); kept as stored, as the engines read it</source>
        <translation>diese Tangente ist keine endliche Zahl (spätere vielleicht auch nicht); wie gespeichert behalten, wie die Engines sie lesen</translation>
    </message>
</context>
<context>
    <name>IqeWriter</name>
    <message>
        <source>the name &quot;%1&quot; was written as &quot;%2&quot;: IQE names cannot hold quotes or line breaks</source>
        <translation>der Name „%1“ wurde als „%2“ geschrieben: IQE-Namen können keine Anführungszeichen oder Zeilenumbrüche enthalten</translation>
    </message>
    <message>
        <source>custom attribute &quot;%1&quot; left out: IQE has 10 custom slots</source>
        <translation>benutzerdefiniertes Attribut „%1“ ausgelassen: IQE hat 10 benutzerdefinierte Plätze</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; resampled at %2 frames per second</source>
        <translation>Animation „%1“ mit %2 Frames pro Sekunde neu abgetastet</translation>
    </message>
</context>
<context>
    <name>IqmReader</name>
    <message>
        <source>%1: size overflows</source>
        <translation>%1: Größe läuft über</translation>
    </message>
    <message>
        <source>%1 at byte %2 overlap the header</source>
        <translation>%1 bei Byte %2 überlappen den Header</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the data (%5 bytes)</source>
        <translation>%1 (%2 × %3 Bytes bei Byte %4) reichen über das Ende der Daten hinaus (%5 Bytes)</translation>
    </message>
    <message>
        <source>string offset %1 is outside the text table (%2 bytes)</source>
        <translation>String-Offset %1 liegt außerhalb der Texttabelle (%2 Bytes)</translation>
    </message>
    <message>
        <source>%1: not a finite number</source>
        <translation>%1: keine endliche Zahl</translation>
    </message>
    <message>
        <source>not an IQM file (the magic &quot;INTERQUAKEMODEL&quot; is missing)</source>
        <translation>keine IQM-Datei (die Kennung „INTERQUAKEMODEL“ fehlt)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>die Datei endet innerhalb des Headers (%1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>IQM version %1 is not supported (only version 2)</source>
        <translation>IQM-Version %1 wird nicht unterstützt (nur Version 2)</translation>
    </message>
    <message>
        <source>the header gives a file size of %1 bytes</source>
        <translation>der Header gibt eine Dateigröße von %1 Bytes an</translation>
    </message>
    <message>
        <source>the file is truncated: %1 of %2 bytes</source>
        <translation>die Datei ist abgeschnitten: %1 von %2 Bytes</translation>
    </message>
    <message>
        <source>the text table</source>
        <translation>die Texttabelle</translation>
    </message>
    <message>
        <source>vertex arrays</source>
        <translation>Punkt-Arrays</translation>
    </message>
    <message>
        <source>vertex array %1: unknown component format %2</source>
        <translation>Punkt-Array %1: unbekanntes Komponentenformat %2</translation>
    </message>
    <message>
        <source>vertex array %1: %2 components (1 to 4 are supported)</source>
        <translation>Punkt-Array %1: %2 Komponenten (1 bis 4 werden unterstützt)</translation>
    </message>
    <message>
        <source>vertex array %1 (%2)</source>
        <translation>Punkt-Array %1 (%2)</translation>
    </message>
    <message>
        <source>vertex array %1 has the reserved type %2 and is skipped</source>
        <translation>Punkt-Array %1 hat den reservierten Typ %2 und wird übersprungen</translation>
    </message>
    <message>
        <source>a second %1 vertex array (%2) is skipped</source>
        <translation>ein zweites Punkt-Array %1 (%2) wird übersprungen</translation>
    </message>
    <message>
        <source>blend indexes without blend weights are skipped</source>
        <translation>Blend-Indizes ohne Blend-Gewichte werden übersprungen</translation>
    </message>
    <message>
        <source>blend weights without blend indexes are skipped</source>
        <translation>Blend-Gewichte ohne Blend-Indizes werden übersprungen</translation>
    </message>
    <message>
        <source>meshes</source>
        <translation>Netze</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <source>mesh %1: vertices %2 to %3 are past the %4 vertices of the file</source>
        <translation>Netz %1: Punkte %2 bis %3 liegen hinter den %4 Punkten der Datei</translation>
    </message>
    <message>
        <source>mesh %1: triangles %2 to %3 are past the %4 triangles of the file</source>
        <translation>Netz %1: Dreiecke %2 bis %3 liegen hinter den %4 Dreiecken der Datei</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>Netz %1</translation>
    </message>
    <message>
        <source>%1: %2 of vertex %3 is not a finite number</source>
        <translation>%1: %2 von Punkt %3 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: custom array &quot;%2&quot; holds a number that is not finite</source>
        <translation>%1: benutzerdefiniertes Array „%2“ enthält eine nicht endliche Zahl</translation>
    </message>
    <message>
        <source>%1: a blend weight of vertex %2 is not a finite number</source>
        <translation>%1: ein Blend-Gewicht von Punkt %2 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: vertex %2 is bound to joint %3, but there are %4 joints</source>
        <translation>%1: Punkt %2 ist an Gelenk %3 gebunden, aber es gibt %4 Gelenke</translation>
    </message>
    <message>
        <source>adjacency</source>
        <translation>Nachbarschaft</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <source>poses</source>
        <translation>Posen</translation>
    </message>
    <message>
        <source>%1 poses for %2 joints</source>
        <translation>%1 Posen für %2 Gelenke</translation>
    </message>
    <message>
        <source>joint %1 (%2) has parent %3, which does not come before it</source>
        <translation>Gelenk %1 (%2) hat das Elternteil %3, das nicht vor ihm steht</translation>
    </message>
    <message>
        <source>joint %1 (%2)</source>
        <translation>Gelenk %1 (%2)</translation>
    </message>
    <message>
        <source>pose %1 has parent %2, which does not come before it</source>
        <translation>Pose %1 hat das Elternteil %2, das nicht vor ihr steht</translation>
    </message>
    <message>
        <source>pose %1: channel mask bits above the ten channels are ignored</source>
        <translation>Pose %1: Kanalmasken-Bits über den zehn Kanälen werden ignoriert</translation>
    </message>
    <message>
        <source>pose %1 channel offsets</source>
        <translation>Kanal-Offsets von Pose %1</translation>
    </message>
    <message>
        <source>pose %1 channel scales</source>
        <translation>Kanal-Skalierungen von Pose %1</translation>
    </message>
    <message>
        <source>%1 frame channels, but the poses&apos; masks select %2</source>
        <translation>%1 Frame-Kanäle, aber die Masken der Posen wählen %2</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>animations without poses</source>
        <translation>Animationen ohne Posen</translation>
    </message>
    <message>
        <source>animation %1 (%2): frames %3 to %4 are past the %5 frames of the file</source>
        <translation>Animation %1 (%2): Frames %3 bis %4 liegen hinter den %5 Frames der Datei</translation>
    </message>
    <message>
        <source>animation %1 (%2): the frame rate is not a finite number</source>
        <translation>Animation %1 (%2): die Bildrate ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>animation %1 (%2) has frame rate %3; %4 is used</source>
        <translation>Animation %1 (%2) hat die Bildrate %3; %4 wird verwendet</translation>
    </message>
    <message>
        <source>animation %1 (%2), frame %3: joint %4 takes a value that is not finite</source>
        <translation>Animation %1 (%2), Frame %3: Gelenk %4 erhält einen nicht endlichen Wert</translation>
    </message>
    <message>
        <source>the bounds (%1 frames at byte %2) run past the end of the data and are ignored</source>
        <translation>die Begrenzungen (%1 Frames bei Byte %2) reichen über das Ende der Daten hinaus und werden ignoriert</translation>
    </message>
    <message>
        <source>the bounds of frame %1 are not finite numbers and are ignored</source>
        <translation>die Begrenzungen von Frame %1 sind keine endlichen Zahlen und werden ignoriert</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>der Kommentar</translation>
    </message>
    <message>
        <source>%1 extensions cannot fit in %2 bytes</source>
        <translation>%1 Erweiterungen passen nicht in %2 Bytes</translation>
    </message>
    <message>
        <source>extension %1</source>
        <translation>Erweiterung %1</translation>
    </message>
    <message>
        <source>the data of extension %1 (%2)</source>
        <translation>die Daten der Erweiterung %1 (%2)</translation>
    </message>
    <message>
        <source>the extension list ends after %1 of %2 extensions</source>
        <translation>die Erweiterungsliste endet nach %1 von %2 Erweiterungen</translation>
    </message>
    <message>
        <source>animation %1 (%2): %3 frames of %4 joints</source>
        <translation>Animation %1 (%2): %3 Frames mit %4 Gelenken</translation>
    </message>
    <message>
        <source>%1 would take more than %2 MiB, over %3 times the file&apos;s size: refused</source>
        <translation>%1 bräuchte mehr als %2 MiB, über das %3-Fache der Dateigröße: abgelehnt</translation>
    </message>
    <message>
        <source>mesh %1: triangle %2 uses vertex %3, past the %4 vertices of the file</source>
        <translation>Netz %1: Dreieck %2 verwendet Punkt %3, hinter den %4 Punkten der Datei</translation>
    </message>
    <message>
        <source>mesh %1: the vertices its triangles use outside its range would take more than %2 MiB</source>
        <translation>Netz %1: die Punkte außerhalb seines Bereichs, die seine Dreiecke verwenden, bräuchten mehr als %2 MiB</translation>
    </message>
    <message numerus="yes">
        <source>mesh %1: its triangles use %n vertices stored outside its vertices %2 to %3 (the first: %4); they are read from the file&apos;s arrays, as the engines read them, and the file is written back as it was</source>
        <translation>
            <numerusform>Netz %1: seine Dreiecke verwenden %n Punkt, der außerhalb seiner Punkte %2 bis %3 gespeichert ist (der erste: %4); er wird wie von den Engines aus den Feldern der Datei gelesen, und die Datei wird so zurückgeschrieben, wie sie war</numerusform>
            <numerusform>Netz %1: seine Dreiecke verwenden %n Punkte, die außerhalb seiner Punkte %2 bis %3 gespeichert sind (der erste: %4); sie werden wie von den Engines aus den Feldern der Datei gelesen, und die Datei wird so zurückgeschrieben, wie sie war</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end the header gives (%1 bytes) are not read; a save without edits keeps them</source>
        <translation>
            <numerusform>%n Byte nach dem Ende, das der Header angibt (%1 Bytes), wird nicht gelesen; ein Speichern ohne Änderungen behält es</numerusform>
            <numerusform>%n Bytes nach dem Ende, das der Header angibt (%1 Bytes), werden nicht gelesen; ein Speichern ohne Änderungen behält sie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of vertex %3 is not a finite number (%n vertices have one); kept as stored, as the engines read it</source>
        <translation>
            <numerusform>%1: %2 von Punkt %3 ist keine endliche Zahl (%n Punkt hat eine); wie gespeichert behalten, wie die Engines es lesen</numerusform>
            <numerusform>%1: %2 von Punkt %3 ist keine endliche Zahl (%n Punkte haben eine); wie gespeichert behalten, wie die Engines es lesen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IqmWriter</name>
    <message numerus="yes">
        <source>%n vertices had more than 4 influences; the 4 largest are kept, renormalized</source>
        <translation>
            <numerusform>%n Punkt hatte mehr als 4 Einflüsse; die 4 größten werden behalten, neu normiert</numerusform>
            <numerusform>%n Punkte hatten mehr als 4 Einflüsse; die 4 größten werden behalten, neu normiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinAnimationsCommand</name>
    <message>
        <source>Join Clips</source>
        <translation>Clips verbinden</translation>
    </message>
</context>
<context>
    <name>LimitInfluencesCommand</name>
    <message>
        <source>Limit Influences</source>
        <translation>Einflüsse begrenzen</translation>
    </message>
</context>
<context>
    <name>MakeFaceCommand</name>
    <message>
        <source>Make Face</source>
        <translation>Fläche erzeugen</translation>
    </message>
</context>
<context>
    <name>MakeLoopSeamlessCommand</name>
    <message>
        <source>Make Loop Seamless</source>
        <translation>Schleife nahtlos machen</translation>
    </message>
</context>
<context>
    <name>Md5Reader</name>
    <message>
        <source>%1 expected</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <source>%1 %2 is more than the file can hold</source>
        <translation>%1 %2 ist mehr, als die Datei enthalten kann</translation>
    </message>
    <message>
        <source>hierarchy before numJoints and numAnimatedComponents</source>
        <translation>hierarchy vor numJoints und numAnimatedComponents</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: parent %2 is not an earlier joint</source>
        <translation>Gelenk „%1“: Elternteil %2 ist kein früheres Gelenk</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: flags %2 are not a set of the six channels (0 to 63)</source>
        <translation>Gelenk „%1“: Flags %2 sind keine Menge der sechs Kanäle (0 bis 63)</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: its channels from %2 on pass numAnimatedComponents %3</source>
        <translation>Gelenk „%1“: seine Kanäle ab %2 überschreiten numAnimatedComponents %3</translation>
    </message>
    <message>
        <source>more joints in the hierarchy than numJoints %1</source>
        <translation>mehr Gelenke in der Hierarchie als numJoints %1</translation>
    </message>
    <message>
        <source>bounds before numFrames</source>
        <translation>bounds vor numFrames</translation>
    </message>
    <message>
        <source>more bounds than numFrames %1</source>
        <translation>mehr Begrenzungen als numFrames %1</translation>
    </message>
    <message>
        <source>baseframe before numJoints</source>
        <translation>baseframe vor numJoints</translation>
    </message>
    <message>
        <source>more base frame joints than numJoints %1</source>
        <translation>mehr Grundpose-Gelenke als numJoints %1</translation>
    </message>
    <message>
        <source>a frame before numFrames and numAnimatedComponents</source>
        <translation>ein Frame vor numFrames und numAnimatedComponents</translation>
    </message>
    <message>
        <source>frame %1 of %2 frames</source>
        <translation>Frame %1 von %2 Frames</translation>
    </message>
    <message>
        <source>frame %1 a second time</source>
        <translation>Frame %1 ein zweites Mal</translation>
    </message>
    <message>
        <source>frame %1 has %2 values; numAnimatedComponents is %3</source>
        <translation>Frame %1 hat %2 Werte; numAnimatedComponents ist %3</translation>
    </message>
    <message>
        <source>frame %1 has more values than numAnimatedComponents %2</source>
        <translation>Frame %1 hat mehr Werte als numAnimatedComponents %2</translation>
    </message>
    <message>
        <source>MD5 version %1; Doom 3 reads version 10</source>
        <translation>MD5-Version %1; Doom 3 liest Version 10</translation>
    </message>
    <message>
        <source>frameRate %1 is not above 0</source>
        <translation>frameRate %1 ist nicht größer als 0</translation>
    </message>
    <message>
        <source>numAnimatedComponents before numFrames and numJoints</source>
        <translation>numAnimatedComponents vor numFrames und numJoints</translation>
    </message>
    <message>
        <source>numAnimatedComponents %1 is more than 6 for each of %2 joints</source>
        <translation>numAnimatedComponents %1 ist mehr als 6 für jedes von %2 Gelenken</translation>
    </message>
    <message>
        <source>%1 frames of %2 values are more than the file can hold</source>
        <translation>%1 Frames mit %2 Werten sind mehr, als die Datei enthalten kann</translation>
    </message>
    <message>
        <source>a keyword expected</source>
        <translation>ein Schlüsselwort erwartet</translation>
    </message>
    <message>
        <source>unknown keyword &quot;%1&quot;</source>
        <translation>unbekanntes Schlüsselwort „%1“</translation>
    </message>
    <message>
        <source>no MD5Version line: not an MD5 file</source>
        <translation>keine MD5Version-Zeile: keine MD5-Datei</translation>
    </message>
    <message>
        <source>numFrames, numJoints or numAnimatedComponents missing</source>
        <translation>numFrames, numJoints oder numAnimatedComponents fehlt</translation>
    </message>
    <message>
        <source>the hierarchy or the base frame is missing</source>
        <translation>die Hierarchie oder die Grundpose fehlt</translation>
    </message>
    <message>
        <source>%1 of the %2 frames are missing</source>
        <translation>%1 der %2 Frames fehlen</translation>
    </message>
    <message>
        <source>%1 bounds for %2 frames</source>
        <translation>%1 Begrenzungen für %2 Frames</translation>
    </message>
    <message>
        <source>%1 frames of %2 joints take more memory than a file of this size may</source>
        <translation>%1 Frames mit %2 Gelenken brauchen mehr Speicher, als eine Datei dieser Größe darf</translation>
    </message>
    <message numerus="yes">
        <source>%n joint(s) of the animation not in the model, left out: %1</source>
        <translation>
            <numerusform>%n Gelenk der Animation nicht im Modell, weggelassen: %1</numerusform>
            <numerusform>%n Gelenke der Animation nicht im Modell, weggelassen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a quoted name</source>
        <translation>ein Name in Anführungszeichen</translation>
    </message>
    <message>
        <source>a closing quote on the same line</source>
        <translation>ein schließendes Anführungszeichen auf derselben Zeile</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>joints before numJoints</source>
        <translation>joints vor numJoints</translation>
    </message>
    <message>
        <source>a second joints block</source>
        <translation>ein zweiter joints-Block</translation>
    </message>
    <message>
        <source>more joints than numJoints %1</source>
        <translation>mehr Gelenke als numJoints %1</translation>
    </message>
    <message>
        <source>a mesh before the joints</source>
        <translation>ein Netz vor den Gelenken</translation>
    </message>
    <message>
        <source>a second numverts</source>
        <translation>ein zweites numverts</translation>
    </message>
    <message>
        <source>vert before numverts</source>
        <translation>vert vor numverts</translation>
    </message>
    <message>
        <source>more vertices than numverts %1</source>
        <translation>mehr Eckpunkte als numverts %1</translation>
    </message>
    <message>
        <source>vertex %1: weights %2 to %3 (a vertex needs at least one)</source>
        <translation>Eckpunkt %1: Gewichte %2 bis %3 (ein Eckpunkt braucht mindestens eines)</translation>
    </message>
    <message>
        <source>a second numtris</source>
        <translation>ein zweites numtris</translation>
    </message>
    <message>
        <source>tri before numtris</source>
        <translation>tri vor numtris</translation>
    </message>
    <message>
        <source>more triangles than numtris %1</source>
        <translation>mehr Dreiecke als numtris %1</translation>
    </message>
    <message>
        <source>triangle %1: vertex %2 of %3</source>
        <translation>Dreieck %1: Eckpunkt %2 von %3</translation>
    </message>
    <message>
        <source>a second numweights</source>
        <translation>ein zweites numweights</translation>
    </message>
    <message>
        <source>weight before numweights</source>
        <translation>weight vor numweights</translation>
    </message>
    <message>
        <source>more weights than numweights %1</source>
        <translation>mehr Gewichte als numweights %1</translation>
    </message>
    <message>
        <source>weight %1: joint %2 of %3</source>
        <translation>Gewicht %1: Gelenk %2 von %3</translation>
    </message>
    <message>
        <source>the mesh has no closing &quot;}&quot;</source>
        <translation>dem Netz fehlt die schließende „}“</translation>
    </message>
    <message>
        <source>a mesh keyword expected</source>
        <translation>ein Netz-Schlüsselwort erwartet</translation>
    </message>
    <message>
        <source>unknown mesh keyword &quot;%1&quot;</source>
        <translation>unbekanntes Netz-Schlüsselwort „%1“</translation>
    </message>
    <message>
        <source>the mesh ends with %1 of %2 vertices, %3 of %4 triangles and %5 of %6 weights</source>
        <translation>das Netz endet mit %1 von %2 Eckpunkten, %3 von %4 Dreiecken und %5 von %6 Gewichten</translation>
    </message>
    <message>
        <source>vertex %1: weights %2 to %3 of %4</source>
        <translation>Eckpunkt %1: Gewichte %2 bis %3 von %4</translation>
    </message>
    <message>
        <source>the meshes take more memory than a file of this size may</source>
        <translation>die Netze brauchen mehr Speicher, als eine Datei dieser Größe darf</translation>
    </message>
    <message>
        <source>no joints block</source>
        <translation>kein joints-Block</translation>
    </message>
    <message>
        <source>not an MD5 animation (.md5anim)</source>
        <translation>keine MD5-Animation (.md5anim)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is MD5 version 6 (Doom 3&apos;s alpha), which no released engine reads</source>
        <translation>„%1“ ist MD5 Version 6 (Doom 3s Alpha), die keine veröffentlichte Engine liest</translation>
    </message>
    <message>
        <source>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 reads the first %1)</source>
        <translation>numMeshes sagt %1, gefundene Mesh-Blöcke: %2 (alle gelesen, wie die Cube-2-Engines sie lesen; Doom 3 liest die ersten %1)</translation>
    </message>
    <message>
        <source>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 refuses the file)</source>
        <translation>numMeshes sagt %1, gefundene Mesh-Blöcke: %2 (alle gelesen, wie die Cube-2-Engines sie lesen; Doom 3 weist die Datei ab)</translation>
    </message>
</context>
<context>
    <name>Md5Writer</name>
    <message>
        <source>animation &quot;%1&quot; resampled at %2 frames per second</source>
        <translation>Animation „%1“ mit %2 Bildern pro Sekunde neu abgetastet</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: morph target weights left out</source>
        <translation>Animation „%1“: Gewichte der Morph-Ziele weggelassen</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: joint scale left out</source>
        <translation>Animation „%1“: Gelenkskalierung weggelassen</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; was written as &quot;%2&quot;: MD5 names cannot hold quotes or line breaks</source>
        <translation>der Name „%1“ wurde als „%2“ geschrieben: MD5-Namen können keine Anführungszeichen oder Zeilenumbrüche enthalten</translation>
    </message>
    <message>
        <source>joint scale left out: MD5 joints have none</source>
        <translation>Gelenkskalierung weggelassen: MD5-Gelenke haben keine</translation>
    </message>
    <message>
        <source>vertices without weights are bound to an added joint &quot;%1&quot;</source>
        <translation>Eckpunkte ohne Gewichte werden an ein hinzugefügtes Gelenk „%1“ gebunden</translation>
    </message>
    <message>
        <source>morph targets left out: MD5 cannot hold them</source>
        <translation>Morph-Ziele weggelassen: MD5 kann sie nicht aufnehmen</translation>
    </message>
    <message numerus="yes">
        <source>normals left out: MD5 stores none, and the engine derives them from the triangles&apos; winding; %n vertex normal(s) of the model differ from those and are lost</source>
        <translation>
            <numerusform>Normalen weggelassen: MD5 speichert keine, die Engine leitet sie aus dem Umlaufsinn der Dreiecke ab; %n Punktnormale des Modells weicht davon ab und geht verloren</numerusform>
            <numerusform>Normalen weggelassen: MD5 speichert keine, die Engine leitet sie aus dem Umlaufsinn der Dreiecke ab; %n Punktnormalen des Modells weichen davon ab und gehen verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) written anew from the edited clip; every other line as stored</source>
        <translation>
            <numerusform>%1: %n Zeile aus dem bearbeiteten Clip neu geschrieben; jede andere Zeile wie gespeichert</numerusform>
            <numerusform>%1: %n Zeilen aus dem bearbeiteten Clip neu geschrieben; jede andere Zeile wie gespeichert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeMeshesCommand</name>
    <message>
        <source>Merge Meshes</source>
        <translation>Netze zusammenführen</translation>
    </message>
</context>
<context>
    <name>MergeVerticesCommand</name>
    <message>
        <source>Merge Vertices</source>
        <translation>Punkte zusammenführen</translation>
    </message>
</context>
<context>
    <name>Mesh</name>
    <message>
        <source>%1 normals for %2 vertices</source>
        <translation>%1 Normalen für %2 Punkte</translation>
    </message>
    <message>
        <source>%1 tangents for %2 vertices</source>
        <translation>%1 Tangenten für %2 Punkte</translation>
    </message>
    <message>
        <source>%1 bitangents for %2 vertices</source>
        <translation>%1 Bitangenten für %2 Punkte</translation>
    </message>
    <message>
        <source>%1 colors for %2 vertices</source>
        <translation>%1 Farben für %2 Punkte</translation>
    </message>
    <message>
        <source>%1 texture coordinates for %2 vertices</source>
        <translation>%1 Texturkoordinaten für %2 Punkte</translation>
    </message>
    <message>
        <source>blend data does not match %1 vertices</source>
        <translation>Blend-Daten passen nicht zu %1 Punkten</translation>
    </message>
    <message>
        <source>custom attribute %1 does not match %2 vertices</source>
        <translation>benutzerdefiniertes Attribut %1 passt nicht zu %2 Punkten</translation>
    </message>
    <message>
        <source>triangle %1 uses vertex %2 of %3</source>
        <translation>Dreieck %1 verwendet Punkt %2 von %3</translation>
    </message>
</context>
<context>
    <name>MirrorCommand</name>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
</context>
<context>
    <name>MoveCurveKeyCommand</name>
    <message>
        <source>Move Curve Key</source>
        <translation>Kurvenschlüssel verschieben</translation>
    </message>
</context>
<context>
    <name>MoveJointCommand</name>
    <message>
        <source>Move Joint</source>
        <translation>Gelenk verschieben</translation>
    </message>
    <message>
        <source>Move Joint &quot;%1&quot;</source>
        <translation>Gelenk „%1“ verschieben</translation>
    </message>
</context>
<context>
    <name>NormalizeWeightsCommand</name>
    <message>
        <source>Normalize Weights</source>
        <translation>Gewichte normieren</translation>
    </message>
</context>
<context>
    <name>PasteKeysCommand</name>
    <message>
        <source>Paste Keys</source>
        <translation>Schlüssel einfügen</translation>
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
        <translation>die Datei enthält kein Modell</translation>
    </message>
    <message>
        <source>expected &apos;model&apos;, found %1</source>
        <translation>„model“ erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; after %2, found %3</source>
        <translation>„%1“ nach %2 erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>malformed number %1</source>
        <translation>fehlerhafte Zahl %1</translation>
    </message>
    <message>
        <source>number %1 is too large</source>
        <translation>Zahl %1 ist zu groß</translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found fewer</source>
        <translation>
            <numerusform>%1() erwartet %n Zahl, weniger gefunden</numerusform>
            <numerusform>%1() erwartet %n Zahlen, weniger gefunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found more</source>
        <translation>
            <numerusform>%1() erwartet %n Zahl, mehr gefunden</numerusform>
            <numerusform>%1() erwartet %n Zahlen, mehr gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in %2(), found %3</source>
        <translation>„%1“ in %2() erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in tm(), found %2</source>
        <translation>„%1“ in tm() erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>surface() needs two whole numbers of at least 1, found %1, %2</source>
        <translation>surface() braucht zwei ganze Zahlen von mindestens 1, gefunden %1, %2</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) declares %3 CVs, more than the file can hold</source>
        <translation>surface( %1, %2 ) deklariert %3 CVs, mehr als die Datei enthalten kann</translation>
    </message>
    <message>
        <source>the CV list of the surface at line %1 is not closed</source>
        <translation>die CV-Liste der Fläche in Zeile %1 ist nicht geschlossen</translation>
    </message>
    <message>
        <source>expected CV( ) or &apos;}&apos; in the surface&apos;s CV list, found %1</source>
        <translation>CV( ) oder „}“ in der CV-Liste der Fläche erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) at line %3 holds more than %4 CVs</source>
        <translation>surface( %1, %2 ) in Zeile %3 enthält mehr als %4 CVs</translation>
    </message>
    <message>
        <source>CV multiplicity must be 0 or 1, found %1</source>
        <translation>CV-Vielfachheit muss 0 oder 1 sein, %1 gefunden</translation>
    </message>
    <message>
        <source>CV multiplicity %1 is beyond the documented 0 or 1; the CV is used %2 times</source>
        <translation>CV-Vielfachheit %1 liegt über den dokumentierten 0 oder 1; der CV wird %2-mal verwendet</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) needs %3 CVs, found %4</source>
        <translation>surface( %1, %2 ) braucht %3 CVs, %4 gefunden</translation>
    </message>
    <message>
        <source>the u multiplicity differs from the first CV of its column; the larger one is used</source>
        <translation>die u-Vielfachheit weicht vom ersten CV ihrer Spalte ab; die größere wird verwendet</translation>
    </message>
    <message>
        <source>the v multiplicity differs from the first CV of its row; the larger one is used</source>
        <translation>die v-Vielfachheit weicht vom ersten CV ihrer Zeile ab; die größere wird verwendet</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close %1(, found %2</source>
        <translation>„)“ zum Schließen von %1( erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>the model starting at line %1 is not closed</source>
        <translation>das in Zeile %1 beginnende Modell ist nicht geschlossen</translation>
    </message>
    <message>
        <source>expected a function or &apos;}&apos;, found %1</source>
        <translation>Funktion oder „}“ erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>unknown function %1(); kept as written</source>
        <translation>unbekannte Funktion %1(); wie geschrieben beibehalten</translation>
    </message>
    <message>
        <source>a model holds one primitive or surface; this one already has one (line %1)</source>
        <translation>ein Modell enthält einen Grundkörper oder eine Fläche; dieses hat bereits einen (Zeile %1)</translation>
    </message>
    <message>
        <source>%1() takes no parameters</source>
        <translation>%1() erwartet keine Parameter</translation>
    </message>
    <message>
        <source>CV( ) outside a surface&apos;s CV list</source>
        <translation>CV( ) außerhalb der CV-Liste einer Fläche</translation>
    </message>
    <message>
        <source>%1() given twice in one model (first at line %2)</source>
        <translation>%1() zweimal in einem Modell angegeben (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>the model starting at line %1 has no primitive or surface</source>
        <translation>das in Zeile %1 beginnende Modell hat keinen Grundkörper und keine Fläche</translation>
    </message>
</context>
<context>
    <name>RecomputeNormalsCommand</name>
    <message>
        <source>Recompute Normals</source>
        <translation>Normalen neu berechnen</translation>
    </message>
</context>
<context>
    <name>ReloadModelCommand</name>
    <message>
        <source>Reload from Disk</source>
        <translation>Von der Festplatte neu laden</translation>
    </message>
</context>
<context>
    <name>RemoveAnimationCommand</name>
    <message>
        <source>Delete Clip</source>
        <translation>Clip löschen</translation>
    </message>
</context>
<context>
    <name>RemoveJointsCommand</name>
    <message>
        <source>Remove Joints</source>
        <translation>Gelenke entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Joint(s)</source>
        <translation>
            <numerusform>%n Gelenk entfernen</numerusform>
            <numerusform>%n Gelenke entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameCommand</name>
    <message>
        <source>Rename to &quot;%1&quot;</source>
        <translation>In „%1“ umbenennen</translation>
    </message>
</context>
<context>
    <name>RenameJointsCommand</name>
    <message>
        <source>Rename Joints</source>
        <translation>Gelenke umbenennen</translation>
    </message>
</context>
<context>
    <name>ReparentJointCommand</name>
    <message>
        <source>Reparent Joint</source>
        <translation>Elterngelenk ändern</translation>
    </message>
    <message>
        <source>Reparent &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>„%1“ an „%2“ hängen</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
</context>
<context>
    <name>RetimeKeysCommand</name>
    <message>
        <source>Move Keys</source>
        <translation>Schlüssel verschieben</translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation>Schlüssel skalieren</translation>
    </message>
</context>
<context>
    <name>RetimeRangeCommand</name>
    <message>
        <source>Retime Range</source>
        <translation>Timing des Bereichs ändern</translation>
    </message>
</context>
<context>
    <name>ReverseRangeCommand</name>
    <message>
        <source>Reverse Range</source>
        <translation>Bereich umkehren</translation>
    </message>
</context>
<context>
    <name>SceneRenderer</name>
    <message>
        <source>Shader %1 does not compile: %2</source>
        <translation>Shader %1 lässt sich nicht kompilieren: %2</translation>
    </message>
    <message>
        <source>Shaders do not link: %1</source>
        <translation>Shader lassen sich nicht linken: %1</translation>
    </message>
    <message>
        <source>No OpenGL context.</source>
        <translation>Kein OpenGL-Kontext.</translation>
    </message>
    <message>
        <source>OpenGL 3.3 core is not available (got %1.%2).</source>
        <translation>OpenGL 3.3 Core ist nicht verfügbar (erhalten: %1.%2).</translation>
    </message>
</context>
<context>
    <name>SetAnimationSettingsCommand</name>
    <message>
        <source>Edit Animation &quot;%1&quot;</source>
        <translation>Animation „%1“ bearbeiten</translation>
    </message>
</context>
<context>
    <name>SetInterpolationCommand</name>
    <message>
        <source>Set Interpolation</source>
        <translation>Interpolation setzen</translation>
    </message>
</context>
<context>
    <name>SetJointCommand</name>
    <message>
        <source>Edit Joint &quot;%1&quot;</source>
        <translation>Gelenk „%1“ bearbeiten</translation>
    </message>
</context>
<context>
    <name>SetJointRotationKeyCommand</name>
    <message>
        <source>Pose Joint</source>
        <translation>Gelenk posieren</translation>
    </message>
    <message>
        <source>Pose %1</source>
        <translation>%1 posieren</translation>
    </message>
</context>
<context>
    <name>SetKeyCommand</name>
    <message>
        <source>Set Key</source>
        <translation>Schlüssel setzen</translation>
    </message>
</context>
<context>
    <name>SetMaterialCommand</name>
    <message>
        <source>Edit Material &quot;%1&quot;</source>
        <translation>Material „%1“ bearbeiten</translation>
    </message>
</context>
<context>
    <name>SetMeshMaterialCommand</name>
    <message>
        <source>Set Material</source>
        <translation>Material zuweisen</translation>
    </message>
</context>
<context>
    <name>SetMorphKeyCommand</name>
    <message>
        <source>Set Morph Key</source>
        <translation>Morph-Key setzen</translation>
    </message>
</context>
<context>
    <name>SplitAnimationCommand</name>
    <message>
        <source>Split Clip</source>
        <translation>Clip teilen</translation>
    </message>
</context>
<context>
    <name>SplitMeshCommand</name>
    <message>
        <source>Split Mesh</source>
        <translation>Netz teilen</translation>
    </message>
</context>
<context>
    <name>SubdivideCommand</name>
    <message>
        <source>Subdivide</source>
        <translation>Unterteilen</translation>
    </message>
</context>
<context>
    <name>Tessellate</name>
    <message>
        <source>light &quot;%1&quot; has no geometry and is left out</source>
        <translation>Licht „%1“ hat keine Geometrie und wird ausgelassen</translation>
    </message>
    <message>
        <source>curve &quot;%1&quot; has no surface and is left out</source>
        <translation>Kurve „%1“ hat keine Fläche und wird ausgelassen</translation>
    </message>
    <message>
        <source>shape &quot;%1&quot; gives no triangles and is left out</source>
        <translation>Form „%1“ ergibt keine Dreiecke und wird ausgelassen</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>the model has no animation to write</source>
        <translation>das Modell hat keine Animation zum Schreiben</translation>
    </message>
    <message>
        <source>only the first of %1 animations written: a .md5anim holds one</source>
        <translation>nur die erste von %1 Animationen geschrieben: eine .md5anim enthält eine</translation>
    </message>
    <message>
        <source>the block of mesh %1 written anew from the edited mesh (its own spacing and number formatting are not kept); the rest of %2 as stored</source>
        <translation>der Block von Netz %1 wird aus dem bearbeiteten Netz neu geschrieben (seine eigenen Abstände und Zahlenformate bleiben nicht erhalten); der Rest von %2 wie gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) written anew from the edited model (%2 joints, %3 weights, %4 other lines); every other line as stored</source>
        <translation>
            <numerusform>%1: %n Zeile aus dem bearbeiteten Modell neu geschrieben (%2 Gelenke, %3 Gewichte, %4 andere Zeilen); jede andere Zeile wie gespeichert</numerusform>
            <numerusform>%1: %n Zeilen aus dem bearbeiteten Modell neu geschrieben (%2 Gelenke, %3 Gewichte, %4 andere Zeilen); jede andere Zeile wie gespeichert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineRows</name>
    <message>
        <source>All keys</source>
        <translation>Alle Schlüssel</translation>
    </message>
    <message>
        <source>joint %1</source>
        <translation>Gelenk %1</translation>
    </message>
    <message>
        <source>mesh %1 / target %2</source>
        <translation>Mesh %1 / Ziel %2</translation>
    </message>
</context>
<context>
    <name>TransformVerticesCommand</name>
    <message>
        <source>Transform Vertices</source>
        <translation>Punkte transformieren</translation>
    </message>
</context>
<context>
    <name>TrimAnimationCommand</name>
    <message>
        <source>Trim Clip</source>
        <translation>Clip kürzen</translation>
    </message>
</context>
<context>
    <name>UnweldVerticesCommand</name>
    <message>
        <source>Unweld Vertices</source>
        <translation>Punkte trennen</translation>
    </message>
</context>
<context>
    <name>ViewportWidget</name>
    <message>
        <source>Perspective</source>
        <translation>Perspektive</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
</context>
<context>
    <name>WeldVerticesCommand</name>
    <message>
        <source>Weld Vertices</source>
        <translation>Punkte verschweißen</translation>
    </message>
    <message>
        <source>Weld Vertices by Position</source>
        <translation>Punkte nach Position verschweißen</translation>
    </message>
</context>
<context>
    <name>XmfMesh</name>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has more &lt;TEXCOORD&gt; elements</source>
        <translation>NUMTEXCOORDS=&quot;%1&quot;, aber der Punkt hat mehr &lt;TEXCOORD&gt;-Elemente</translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has more &lt;INFLUENCE&gt; elements</source>
        <translation>NUMINFLUENCES=&quot;%1&quot;, aber der Punkt hat mehr &lt;INFLUENCE&gt;-Elemente</translation>
    </message>
    <message>
        <source>influence ID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>Einfluss-ID %1 ist kein Knochen des Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>influence ID %1 is negative</source>
        <translation>Einfluss-ID %1 ist negativ</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;VERTEX&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;VERTEX&gt;</translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; needs a &lt;POS&gt; and a &lt;NORM&gt;</source>
        <translation>&lt;VERTEX&gt; braucht ein &lt;POS&gt; und ein &lt;NORM&gt;</translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; has more than one &lt;POS&gt; or &lt;NORM&gt;</source>
        <translation>&lt;VERTEX&gt; hat mehr als ein &lt;POS&gt; oder &lt;NORM&gt;</translation>
    </message>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has %2 &lt;TEXCOORD&gt; elements</source>
        <translation>NUMTEXCOORDS=&quot;%1&quot;, aber der Punkt hat %2 &lt;TEXCOORD&gt;-Elemente</translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has %2 &lt;INFLUENCE&gt; elements</source>
        <translation>NUMINFLUENCES=&quot;%1&quot;, aber der Punkt hat %2 &lt;INFLUENCE&gt;-Elemente</translation>
    </message>
    <message>
        <source>the submesh has springs but the vertex has no &lt;PHYSIQUE&gt;</source>
        <translation>das Teilnetz hat Federn, aber der Punkt hat kein &lt;PHYSIQUE&gt;</translation>
    </message>
    <message>
        <source>%1 influence slots for each of %2 vertices: more than the file can hold</source>
        <translation>%1 Einflussplätze für jeden von %2 Punkten: mehr als die Datei enthalten kann</translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has more &lt;FACE&gt; elements</source>
        <translation>NUMFACES=&quot;%1&quot;, aber das Teilnetz hat mehr &lt;FACE&gt;-Elemente</translation>
    </message>
    <message>
        <source>face vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>Flächenpunkt %1 liegt außerhalb des Bereichs (das Teilnetz hat %2 Punkte)</translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has more &lt;SPRING&gt; elements</source>
        <translation>NUMSPRINGS=&quot;%1&quot;, aber das Teilnetz hat mehr &lt;SPRING&gt;-Elemente</translation>
    </message>
    <message>
        <source>spring vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>Federpunkt %1 liegt außerhalb des Bereichs (das Teilnetz hat %2 Punkte)</translation>
    </message>
    <message>
        <source>blend vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>Blend-Punkt %1 liegt außerhalb des Bereichs (das Teilnetz hat %2 Punkte)</translation>
    </message>
    <message>
        <source>blend vertex %1 is not in increasing order</source>
        <translation>Blend-Punkt %1 ist nicht aufsteigend geordnet</translation>
    </message>
    <message>
        <source>unexpected &lt;%1&gt; in &lt;BLENDVERTEX&gt;</source>
        <translation>unerwartetes &lt;%1&gt; in &lt;BLENDVERTEX&gt;</translation>
    </message>
    <message>
        <source>NUMBLENDVERTS=&quot;%1&quot; but the morph has %2 &lt;BLENDVERTEX&gt; elements</source>
        <translation>NUMBLENDVERTS=&quot;%1&quot;, aber der Morph hat %2 &lt;BLENDVERTEX&gt;-Elemente</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SUBMESH&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;SUBMESH&gt;</translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has %2 &lt;FACE&gt; elements</source>
        <translation>NUMFACES=&quot;%1&quot;, aber das Teilnetz hat %2 &lt;FACE&gt;-Elemente</translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has %2 &lt;SPRING&gt; elements</source>
        <translation>NUMSPRINGS=&quot;%1&quot;, aber das Teilnetz hat %2 &lt;SPRING&gt;-Elemente</translation>
    </message>
    <message>
        <source>NUMMORPHS=&quot;%1&quot; but the submesh has %2 &lt;MORPH&gt; elements</source>
        <translation>NUMMORPHS=&quot;%1&quot;, aber das Teilnetz hat %2 &lt;MORPH&gt;-Elemente</translation>
    </message>
</context>
<context>
    <name>quarry</name>
    <message>
        <source>warning: </source>
        <translation>Warnung: </translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Print what a model file holds.</source>
        <translation>Gibt aus, was eine Modelldatei enthält.</translation>
    </message>
    <message>
        <source>The info subcommand.</source>
        <translation>Der Unterbefehl info.</translation>
    </message>
    <message>
        <source>The model file.</source>
        <translation>Die Modelldatei.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>Fehler: </translation>
    </message>
    <message>
        <source>error: --%1 takes a positive number, not &quot;%2&quot;</source>
        <translation>Fehler: --%1 erwartet eine positive Zahl, nicht „%2“</translation>
    </message>
    <message>
        <source>error: give --scale or --height, not both</source>
        <translation>Fehler: --scale oder --height angeben, nicht beides</translation>
    </message>
    <message>
        <source>error: --up takes z or y</source>
        <translation>Fehler: --up erwartet z oder y</translation>
    </message>
    <message>
        <source>The convert subcommand.</source>
        <translation>Der Unterbefehl convert.</translation>
    </message>
    <message>
        <source>The model to read.</source>
        <translation>Das zu lesende Modell.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>Output format id, where the extension does not say.</source>
        <translation>Kennung des Ausgabeformats, wo die Endung es nicht angibt.</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Resample every animation to this frame rate.</source>
        <translation>Jede Animation auf diese Bildrate neu abtasten.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Multiply every length by this factor.</source>
        <translation>Jede Länge mit diesem Faktor multiplizieren.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Scale so the model stands this tall (bind pose, Z extent).</source>
        <translation>So skalieren, dass das Modell diese Höhe hat (Ruhepose, Z-Ausdehnung).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <source>Keep at most N weights per vertex (largest, renormalized).</source>
        <translation>Höchstens N Gewichte pro Punkt behalten (die größten, neu normiert).</translation>
    </message>
    <message>
        <source>error: %1: Quarry cannot write this format</source>
        <translation>Fehler: %1: Quarry kann dieses Format nicht schreiben</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>Fehler: %1: %2</translation>
    </message>
    <message>
        <source>Model files to open in the editor.</source>
        <translation>Modelldateien, die im Editor geöffnet werden.</translation>
    </message>
    <message>
        <source>[FILE...]</source>
        <translation>[DATEI...]</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>could not read the whole file: %1</source>
        <translation>konnte nicht die ganze Datei lesen: %1</translation>
    </message>
    <message>
        <source>Quarry cannot write this format</source>
        <translation>Quarry kann dieses Format nicht schreiben</translation>
    </message>
    <message>
        <source>All models (%1)</source>
        <translation>Alle Modelle (%1)</translation>
    </message>
    <message>
        <source>Meshes: %1 (%2 vertices, %3 triangles)
</source>
        <translation>Netze: %1 (%2 Punkte, %3 Dreiecke)
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 vertices, %3 triangles, material &quot;%4&quot;
</source>
        <translation>  „%1“: %2 Punkte, %3 Dreiecke, Material „%4“
</translation>
    </message>
    <message>
        <source>Materials: %1
</source>
        <translation>Materialien: %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;%2
</source>
        <translation>  „%1“%2
</translation>
    </message>
    <message>
        <source>Joints: %1
</source>
        <translation>Gelenke: %1
</translation>
    </message>
    <message>
        <source>  %1 &quot;%2&quot; parent %3
</source>
        <translation>  %1 „%2“ Elternteil %3
</translation>
    </message>
    <message>
        <source>Animations: %1
</source>
        <translation>Animationen: %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 frames at %3 fps, %4
</source>
        <translation>  „%1“: %2 Frames mit %3 fps, %4
</translation>
    </message>
    <message>
        <source>looping</source>
        <translation>wiederholt</translation>
    </message>
    <message>
        <source>not looping</source>
        <translation>nicht wiederholt</translation>
    </message>
    <message>
        <source>Shapes: %1
</source>
        <translation>Formen: %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2
</source>
        <translation>  „%1“: %2
</translation>
    </message>
    <message>
        <source>the model has no height to scale to %1</source>
        <translation>das Modell hat keine Höhe, die auf %1 skaliert werden könnte</translation>
    </message>
    <message>
        <source>scaled by %1 to a height of %2</source>
        <translation>mit %1 auf eine Höhe von %2 skaliert</translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences: kept the largest, renormalized</source>
        <translation>%1 Punkte hatten mehr als %2 Einflüsse: die größten behalten, neu normiert</translation>
    </message>
    <message>
        <source>Merge identical vertices of formats imported through Assimp.</source>
        <translation>Identische Punkte von über Assimp importierten Formaten zusammenführen.</translation>
    </message>
    <message>
        <source>error: --smooth-normals takes an angle from 0 to 180 degrees</source>
        <translation>Fehler: --smooth-normals erwartet einen Winkel von 0 bis 180 Grad</translation>
    </message>
    <message>
        <source>Convert a model file to another format, chosen by the output&apos;s extension.
An .xmf output gets its skeleton, animations and materials written beside it (BASE.xsf, BASE_ANIMATION.xaf, BASE_N.xrf).</source>
        <translation>Eine Modelldatei in ein anderes Format umwandeln, gewählt nach der Endung der Ausgabe.
Eine .xmf-Ausgabe erhält Skelett, Animationen und Materialien daneben geschrieben (BASIS.xsf, BASIS_ANIMATION.xaf, BASIS_N.xrf).</translation>
    </message>
    <message>
        <source>Merge vertices that agree in every attribute.</source>
        <translation>Punkte zusammenführen, die in jedem Attribut übereinstimmen.</translation>
    </message>
    <message>
        <source>Point every normal the other way.</source>
        <translation>Jede Normale in die Gegenrichtung drehen.</translation>
    </message>
    <message>
        <source>Recompute normals, smoothing where faces meet at most this angle.</source>
        <translation>Normalen neu berechnen, geglättet, wo Flächen in höchstens diesem Winkel zusammentreffen.</translation>
    </message>
    <message>
        <source>degrees</source>
        <translation>Grad</translation>
    </message>
    <message>
        <source>Recompute normals by the IQE smoothing groups.</source>
        <translation>Normalen nach den IQE-Glättungsgruppen neu berechnen.</translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one.</source>
        <translation>Die Gewichte jedes Punkts auf die Summe eins skalieren.</translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to.</source>
        <translation>Gelenke entfernen, auf die kein Punkt gewichtet ist.</translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0.</source>
        <translation>Das Modell so verschieben, dass sein tiefster Punkt bei Z = 0 liegt.</translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis.</source>
        <translation>Das Modell so verschieben, dass es auf der Z-Achse zentriert ist.</translation>
    </message>
    <message>
        <source>Keep only the file names of texture paths.</source>
        <translation>Von Texturpfaden nur die Dateinamen behalten.</translation>
    </message>
    <message>
        <source>Change texture paths&apos; extension (e.g. png).</source>
        <translation>Die Endung der Texturpfade ändern (z. B. png).</translation>
    </message>
    <message>
        <source>ext</source>
        <translation>Endung</translation>
    </message>
    <message>
        <source>Print what validation finds in the converted model.</source>
        <translation>Ausgeben, was die Prüfung im umgewandelten Modell findet.</translation>
    </message>
    <message>
        <source>Also write OUTPUT.framegroups, the clip ranges DarkPlaces-family engines read.</source>
        <translation>Auch AUSGABE.framegroups schreiben, die Clip-Bereiche, die Engines der DarkPlaces-Familie lesen.</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>Warnung: %1: %2</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>Prüfung: </translation>
    </message>
    <message>
        <source>Render one frame of a model to a PNG image (needs OpenGL 3.3; without a display, run under xvfb-run).</source>
        <translation>Einen Frame eines Modells als PNG-Bild rendern (braucht OpenGL 3.3; ohne Anzeige unter xvfb-run ausführen).</translation>
    </message>
    <message>
        <source>The render subcommand.</source>
        <translation>Der Unterbefehl render.</translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation>Die zu schreibende PNG-Datei.</translation>
    </message>
    <message>
        <source>Frame of the animation to show (default 0).</source>
        <translation>Anzuzeigender Frame der Animation (Standard 0).</translation>
    </message>
    <message>
        <source>Animation by name (default: the first one).</source>
        <translation>Animation nach Name (Standard: die erste).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Show the bind pose instead of an animation.</source>
        <translation>Die Ruhepose statt einer Animation zeigen.</translation>
    </message>
    <message>
        <source>Image size (default 640x480).</source>
        <translation>Bildgröße (Standard 640x480).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>front, side, top or perspective (default).</source>
        <translation>front, side, top oder perspective (Standard).</translation>
    </message>
    <message>
        <source>view</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>The model&apos;s up axis, z (default) or y.</source>
        <translation>Die Hochachse des Modells, z (Standard) oder y.</translation>
    </message>
    <message>
        <source>Leave out the ground grid.</source>
        <translation>Das Bodengitter weglassen.</translation>
    </message>
    <message>
        <source>Leave out the joints.</source>
        <translation>Die Gelenke weglassen.</translation>
    </message>
    <message>
        <source>error: --size takes WxH between 1x1 and 16384x16384, not &quot;%1&quot;</source>
        <translation>Fehler: --size erwartet BxH zwischen 1x1 und 16384x16384, nicht „%1“</translation>
    </message>
    <message>
        <source>error: --view takes front, side, top or perspective</source>
        <translation>Fehler: --view erwartet front, side, top oder perspective</translation>
    </message>
    <message>
        <source>error: --mode takes shaded, textured, wireframe, colors or uv</source>
        <translation>Fehler: --mode erwartet shaded, textured, wireframe, colors oder uv</translation>
    </message>
    <message>
        <source>error: --frame takes a frame number from 0</source>
        <translation>Fehler: --frame erwartet eine Frame-Nummer ab 0</translation>
    </message>
    <message>
        <source>error: %1 has no animation &quot;%2&quot; (it has: %3)</source>
        <translation>Fehler: %1 hat keine Animation „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>error: animation &quot;%1&quot; has frames 0 to %2, not %3</source>
        <translation>Fehler: Animation „%1“ hat die Frames 0 bis %2, nicht %3</translation>
    </message>
    <message>
        <source>error: --frame needs an animation; %1 has none</source>
        <translation>Fehler: --frame braucht eine Animation; %1 hat keine</translation>
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
        <translation>Cal3D-XML-Netz</translation>
    </message>
    <message>
        <source>Cal3D XML skeleton</source>
        <translation>Cal3D-XML-Skelett</translation>
    </message>
    <message>
        <source>Cal3D XML animation</source>
        <translation>Cal3D-XML-Animation</translation>
    </message>
    <message>
        <source>Cal3D XML material</source>
        <translation>Cal3D-XML-Material</translation>
    </message>
    <message>
        <source>Interchange formats (Assimp)</source>
        <translation>Austauschformate (Assimp)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>Assimp cannot read this file: %1</source>
        <translation>Assimp kann diese Datei nicht lesen: %1</translation>
    </message>
    <message>
        <source>the scene has no root node</source>
        <translation>die Szene hat keinen Wurzelknoten</translation>
    </message>
    <message>
        <source>the file holds no meshes and no animations</source>
        <translation>die Datei enthält keine Netze und keine Animationen</translation>
    </message>
    <message>
        <source>Assimp marks the scene as incomplete</source>
        <translation>Assimp kennzeichnet die Szene als unvollständig</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2</source>
        <translation>Netz „%1“: %2</translation>
    </message>
    <message>
        <source>the file holds no triangles and no animations</source>
        <translation>die Datei enthält keine Dreiecke und keine Animationen</translation>
    </message>
    <message>
        <source>cameras and lights are not imported</source>
        <translation>Kameras und Lichter werden nicht importiert</translation>
    </message>
    <message>
        <source>the skeleton has a joint whose parent comes after it</source>
        <translation>das Skelett hat ein Gelenk, dessen Elternteil nach ihm kommt</translation>
    </message>
    <message>
        <source>mesh %1 (%2): %3</source>
        <translation>Netz %1 (%2): %3</translation>
    </message>
    <message>
        <source>mesh %1 (%2): IQM has no morph targets; %3 are not written</source>
        <translation>Netz %1 (%2): IQM hat keine Morph-Ziele; %3 werden nicht geschrieben</translation>
    </message>
    <message>
        <source>IQM has no shapes; %1 are not written</source>
        <translation>IQM hat keine Formen; %1 werden nicht geschrieben</translation>
    </message>
    <message>
        <source>the model has no joints; its %1 animations are not written</source>
        <translation>das Modell hat keine Gelenke; seine %1 Animationen werden nicht geschrieben</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; was resampled at %2 frames per second</source>
        <translation>Animation „%1“ wurde mit %2 Frames pro Sekunde neu abgetastet</translation>
    </message>
    <message>
        <source>custom array &quot;%1&quot; differs in format between meshes; the first mesh&apos;s is used</source>
        <translation>benutzerdefiniertes Array „%1“ hat in den Netzen unterschiedliche Formate; das des ersten Netzes wird verwendet</translation>
    </message>
    <message>
        <source>the model is too large for an IQM file</source>
        <translation>das Modell ist zu groß für eine IQM-Datei</translation>
    </message>
    <message>
        <source>IQM cannot index %1 joints</source>
        <translation>IQM kann %1 Gelenke nicht indizieren</translation>
    </message>
    <message>
        <source>mesh %1 (%2): vertex %3 is bound to joint %4, but there are %5 joints</source>
        <translation>Netz %1 (%2): Punkt %3 ist an Gelenk %4 gebunden, aber es gibt %5 Gelenke</translation>
    </message>
    <message>
        <source>this is a Qt translation file (compiled Qt Linguist messages), not a QuickModel</source>
        <translation>dies ist eine Qt-Übersetzungsdatei (kompilierte Qt-Linguist-Meldungen), kein QuickModel</translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;model&apos;, found %2</source>
        <translation>kein QuickModel: Zeile %1: „model“ erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;{&apos; after model, found %2</source>
        <translation>kein QuickModel: Zeile %1: „{“ nach model erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation>eine Zahl ist nicht endlich</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) has %3 CVs</source>
        <translation>surface( %1, %2 ) hat %3 CVs</translation>
    </message>
    <message numerus="yes">
        <source>meshes are written as %n flat patch(es), one per triangle or quad; normals, texture coordinates and texture maps are not kept</source>
        <translation>
            <numerusform>Netze werden als %n flaches Patch geschrieben, eines pro Dreieck oder Viereck; Normalen, Texturkoordinaten und Texturen bleiben nicht erhalten</numerusform>
            <numerusform>Netze werden als %n flache Patches geschrieben, eines pro Dreieck oder Viereck; Normalen, Texturkoordinaten und Texturen bleiben nicht erhalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) with indexes out of range were skipped</source>
        <translation>
            <numerusform>%n Dreieck mit Indizes außerhalb des Bereichs wurde übersprungen</numerusform>
            <numerusform>%n Dreiecke mit Indizes außerhalb des Bereichs wurden übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the skeleton (%n joint(s)) is dropped: QuickModel has no skeletons</source>
        <translation>
            <numerusform>das Skelett (%n Gelenk) entfällt: QuickModel hat keine Skelette</numerusform>
            <numerusform>das Skelett (%n Gelenke) entfällt: QuickModel hat keine Skelette</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animation(s) dropped: QuickModel has no animations</source>
        <translation>
            <numerusform>%n Animation entfällt: QuickModel hat keine Animationen</numerusform>
            <numerusform>%n Animationen entfallen: QuickModel hat keine Animationen</numerusform>
        </translation>
    </message>
    <message>
        <source>the model has no shapes or meshes to write as a QuickModel</source>
        <translation>das Modell hat keine Formen oder Netze, die als QuickModel geschrieben werden könnten</translation>
    </message>
    <message>
        <source>shape %1 (&quot;%2&quot;): %3</source>
        <translation>Form %1 („%2“): %3</translation>
    </message>
    <message>
        <source>DURATION must not be negative</source>
        <translation>DURATION darf nicht negativ sein</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;ANIMATION&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;ANIMATION&gt;</translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has more &lt;TRACK&gt; elements</source>
        <translation>NUMTRACKS=&quot;%1&quot;, aber die Animation hat mehr &lt;TRACK&gt;-Elemente</translation>
    </message>
    <message>
        <source>track BONEID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>Spur-BONEID %1 ist kein Knochen des Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>a second track for bone %1</source>
        <translation>eine zweite Spur für Knochen %1</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;TRACK&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;TRACK&gt;</translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has more &lt;KEYFRAME&gt; elements</source>
        <translation>NUMKEYFRAMES=&quot;%1&quot;, aber die Spur hat mehr &lt;KEYFRAME&gt;-Elemente</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;KEYFRAME&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;KEYFRAME&gt;</translation>
    </message>
    <message>
        <source>&lt;KEYFRAME&gt; has no &lt;ROTATION&gt;</source>
        <translation>&lt;KEYFRAME&gt; hat keine &lt;ROTATION&gt;</translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has %2 &lt;KEYFRAME&gt; elements</source>
        <translation>NUMKEYFRAMES=&quot;%1&quot;, aber die Spur hat %2 &lt;KEYFRAME&gt;-Elemente</translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has %2 &lt;TRACK&gt; elements</source>
        <translation>NUMTRACKS=&quot;%1&quot;, aber die Animation hat %2 &lt;TRACK&gt;-Elemente</translation>
    </message>
    <message>
        <source>keyframes were not in time order: sorted</source>
        <translation>Schlüsselbilder waren nicht zeitlich geordnet: sortiert</translation>
    </message>
    <message>
        <source>the model has no animation to write</source>
        <translation>das Modell hat keine Animation, die geschrieben werden könnte</translation>
    </message>
    <message>
        <source>a track refers to joint %1, which the skeleton does not have</source>
        <translation>eine Spur verweist auf Gelenk %1, das das Skelett nicht hat</translation>
    </message>
    <message>
        <source>XAF keys have no scale: scale keys were not written</source>
        <translation>XAF-Schlüssel haben keine Skalierung: Skalierungsschlüssel wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>a second skeleton (the first is %1)</source>
        <translation>ein zweites Skelett (das erste ist %1)</translation>
    </message>
    <message>
        <source>not a skeleton (.xsf), animation (.xaf) or material (.xrf) file</source>
        <translation>keine Skelett- (.xsf), Animations- (.xaf) oder Materialdatei (.xrf)</translation>
    </message>
    <message>
        <source>an animation needs its skeleton: give the .xsf file too</source>
        <translation>eine Animation braucht ihr Skelett: auch die .xsf-Datei angeben</translation>
    </message>
    <message>
        <source>%1 refers to material %2, but %3 materials were given</source>
        <translation>%1 verweist auf Material %2, aber %3 Materialien wurden angegeben</translation>
    </message>
    <message>
        <source>the model has no skeleton to write</source>
        <translation>das Modell hat kein Skelett, das geschrieben werden könnte</translation>
    </message>
    <message>
        <source>an XAF animation needs its skeleton: give the .xsf file (quarry: --skeleton FILE)</source>
        <translation>eine XAF-Animation braucht ihr Skelett: die .xsf-Datei angeben (quarry: --skeleton DATEI)</translation>
    </message>
    <message>
        <source>took the skeleton from %1</source>
        <translation>Skelett aus %1 übernommen</translation>
    </message>
    <message>
        <source>an XAF file holds one animation: only &quot;%1&quot; was written</source>
        <translation>eine XAF-Datei enthält eine Animation: nur „%1“ wurde geschrieben</translation>
    </message>
    <message>
        <source>an XRF file holds one material: only &quot;%1&quot; was written</source>
        <translation>eine XRF-Datei enthält ein Material: nur „%1“ wurde geschrieben</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MESH&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;MESH&gt;</translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has more &lt;SUBMESH&gt; elements</source>
        <translation>NUMSUBMESH=&quot;%1&quot;, aber das Netz hat mehr &lt;SUBMESH&gt;-Elemente</translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has %2 &lt;SUBMESH&gt; elements</source>
        <translation>NUMSUBMESH=&quot;%1&quot;, aber das Netz hat %2 &lt;SUBMESH&gt;-Elemente</translation>
    </message>
    <message>
        <source>XMF has no tangents: they were not written</source>
        <translation>XMF hat keine Tangenten: sie wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>XMF vertex colors have no alpha: it was not written</source>
        <translation>XMF-Punktfarben haben kein Alpha: es wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>&lt;%1&gt; components must be 0 to 255</source>
        <translation>&lt;%1&gt;-Komponenten müssen zwischen 0 und 255 liegen</translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has more &lt;MAP&gt; elements</source>
        <translation>NUMMAPS=&quot;%1&quot;, aber das Material hat mehr &lt;MAP&gt;-Elemente</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MATERIAL&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;MATERIAL&gt;</translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has %2 &lt;MAP&gt; elements</source>
        <translation>NUMMAPS=&quot;%1&quot;, aber das Material hat %2 &lt;MAP&gt;-Elemente</translation>
    </message>
    <message>
        <source>&lt;MATERIAL&gt; needs AMBIENT, DIFFUSE, SPECULAR and SHININESS</source>
        <translation>&lt;MATERIAL&gt; braucht AMBIENT, DIFFUSE, SPECULAR und SHININESS</translation>
    </message>
    <message>
        <source>the model has no material to write</source>
        <translation>das Modell hat kein Material, das geschrieben werden könnte</translation>
    </message>
    <message>
        <source>PARENTID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>PARENTID %1 ist kein Knochen dieses Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>CHILDID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>CHILDID %1 ist kein Knochen dieses Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;BONE&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;BONE&gt;</translation>
    </message>
    <message>
        <source>&lt;BONE&gt; needs TRANSLATION, ROTATION and PARENTID</source>
        <translation>&lt;BONE&gt; braucht TRANSLATION, ROTATION und PARENTID</translation>
    </message>
    <message>
        <source>&lt;BONE&gt; has only one of LOCALTRANSLATION and LOCALROTATION</source>
        <translation>&lt;BONE&gt; hat nur eines von LOCALTRANSLATION und LOCALROTATION</translation>
    </message>
    <message>
        <source>NUMCHILDS=&quot;%1&quot; but the bone lists %2 CHILDID elements</source>
        <translation>NUMCHILDS=&quot;%1&quot;, aber der Knochen listet %2 CHILDID-Elemente</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SKELETON&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;SKELETON&gt;</translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has more &lt;BONE&gt; elements</source>
        <translation>NUMBONES=&quot;%1&quot;, aber das Skelett hat mehr &lt;BONE&gt;-Elemente</translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has %2 &lt;BONE&gt; elements</source>
        <translation>NUMBONES=&quot;%1&quot;, aber das Skelett hat %2 &lt;BONE&gt;-Elemente</translation>
    </message>
    <message>
        <source>bone %1 is its own ancestor (PARENTID loop)</source>
        <translation>Knochen %1 ist sein eigener Vorfahre (PARENTID-Schleife)</translation>
    </message>
    <message>
        <source>bones reordered so that parents come before children</source>
        <translation>Knochen neu geordnet, sodass Eltern vor ihren Kindern stehen</translation>
    </message>
    <message>
        <source>the skeleton&apos;s joints are not ordered parents first</source>
        <translation>die Gelenke des Skeletts sind nicht mit den Eltern zuerst geordnet</translation>
    </message>
    <message>
        <source>XSF bones have no scale: joint scales were not written</source>
        <translation>XSF-Knochen haben keine Skalierung: Gelenkskalierungen wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>welded %1 vertices away</source>
        <translation>%1 Punkte durch Verschweißen entfernt</translation>
    </message>
    <message>
        <source>normalized the weights of %1 vertices</source>
        <translation>die Gewichte von %1 Punkten normiert</translation>
    </message>
    <message>
        <source>removed %1 unused joints</source>
        <translation>%1 unbenutzte Gelenke entfernt</translation>
    </message>
    <message>
        <source>the skeleton has %1 joints; the output format allows at most %2</source>
        <translation>das Skelett hat %1 Gelenke; das Ausgabeformat erlaubt höchstens %2</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>Netz %1</translation>
    </message>
    <message>
        <source>Mesh %1: %2</source>
        <translation>Netz %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with values that are not numbers</source>
        <translation>
            <numerusform>Netz %1: %n Punkt mit Werten, die keine Zahlen sind</numerusform>
            <numerusform>Netz %1: %n Punkte mit Werten, die keine Zahlen sind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n degenerate triangles (repeated corners or no area)</source>
        <translation>
            <numerusform>Netz %1: %n entartetes Dreieck (wiederholte Ecken oder keine Fläche)</numerusform>
            <numerusform>Netz %1: %n entartete Dreiecke (wiederholte Ecken oder keine Fläche)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices no triangle uses</source>
        <translation>
            <numerusform>Netz %1: %n Punkt, den kein Dreieck verwendet</numerusform>
            <numerusform>Netz %1: %n Punkte, die kein Dreieck verwendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices whose weights do not sum to one</source>
        <translation>
            <numerusform>Netz %1: %n Punkt, dessen Gewichte nicht eins ergeben</numerusform>
            <numerusform>Netz %1: %n Punkte, deren Gewichte nicht eins ergeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with more than %2 influences</source>
        <translation>
            <numerusform>Netz %1: %n Punkt mit mehr als %2 Einflüssen</numerusform>
            <numerusform>Netz %1: %n Punkte mit mehr als %2 Einflüssen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joints: more than the %2 that IQM and Quake-family engines take</source>
        <translation>%1 Gelenke: mehr als die %2, die IQM und Engines der Quake-Familie verarbeiten</translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: texture %2 not found in %3</source>
        <translation>Material „%1“: Textur %2 nicht in %3 gefunden</translation>
    </message>
    <message>
        <source>The image size must be between 1x1 and 16384x16384.</source>
        <translation>Die Bildgröße muss zwischen 1x1 und 16384x16384 liegen.</translation>
    </message>
    <message>
        <source>No OpenGL 3.3 context can be made here (an X display with OpenGL is needed; try xvfb-run).</source>
        <translation>Hier kann kein OpenGL-3.3-Kontext erzeugt werden (eine X-Anzeige mit OpenGL wird benötigt; xvfb-run versuchen).</translation>
    </message>
    <message>
        <source>No OpenGL context can be made here (an X display with OpenGL 3.3 is needed; try xvfb-run).</source>
        <translation>Hier kann kein OpenGL-Kontext erzeugt werden (eine X-Anzeige mit OpenGL 3.3 wird benötigt; xvfb-run versuchen).</translation>
    </message>
    <message>
        <source>The OpenGL context cannot be made current on an offscreen surface.</source>
        <translation>Der OpenGL-Kontext kann auf einer Offscreen-Oberfläche nicht aktiviert werden.</translation>
    </message>
    <message>
        <source>The framebuffer object cannot be made at this size.</source>
        <translation>Das Framebuffer-Objekt kann in dieser Größe nicht erzeugt werden.</translation>
    </message>
    <message>
        <source>error: %1: cannot create the output folder</source>
        <translation>Fehler: %1: der Ausgabeordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3 (%4 s)</source>
        <translation>%1 %2 -&gt; %3 (%4 s)</translation>
    </message>
    <message>
        <source>%1 FAILED %2</source>
        <translation>%1 FEHLGESCHLAGEN %2</translation>
    </message>
    <message>
        <source>  warning: </source>
        <translation>  Warnung: </translation>
    </message>
    <message>
        <source>converted %1 of %2 files in %3 s</source>
        <translation>%1 von %2 Dateien in %3 s umgewandelt</translation>
    </message>
    <message>
        <source>; failed: %1</source>
        <translation>; fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT... --out-dir DIR --to FORMAT [-j N] [--json] [options]</source>
        <translation>Aufruf: quarry convert EINGABE... --out-dir ORDNER --to FORMAT [-j N] [--json] [Optionen]</translation>
    </message>
    <message>
        <source>error: Quarry cannot write the format &quot;%1&quot;</source>
        <translation>Fehler: Quarry kann das Format „%1“ nicht schreiben</translation>
    </message>
    <message>
        <source>error: -j takes a positive number, not &quot;%1&quot;</source>
        <translation>Fehler: -j erwartet eine positive Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>Merge vertices at the same position whatever their normals, texture coordinates and other attributes (the first one&apos;s are kept).</source>
        <translation>Punkte an derselben Position zusammenführen, unabhängig von Normalen, Texturkoordinaten und anderen Attributen (die des ersten bleiben).</translation>
    </message>
    <message>
        <source>Order triangles and vertices for the GPU&apos;s vertex cache and fetches (meshoptimizer).</source>
        <translation>Dreiecke und Punkte für den Vertex-Cache und die Speicherzugriffe der GPU ordnen (meshoptimizer).</translation>
    </message>
    <message>
        <source>Convert every INPUT into this folder (as BASE.EXT of the --to format); XMF meshes find their companions beside them.</source>
        <translation>Jede EINGABE in diesen Ordner umwandeln (als BASIS.ENDUNG des --to-Formats); XMF-Netze finden ihre Begleitdateien daneben.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>With --out-dir: files at a time (default: one per core).</source>
        <translation>Mit --out-dir: gleichzeitig bearbeitete Dateien (Standard: eine pro Kern).</translation>
    </message>
    <message>
        <source>With --out-dir: print a JSON report.</source>
        <translation>Mit --out-dir: einen JSON-Bericht ausgeben.</translation>
    </message>
    <message>
        <source>usage: quarry script FILE.py [ARGS...]
Runs a Python script with the module quarry importable; sys.argv is [FILE.py, ARGS...].</source>
        <translation>Aufruf: quarry script DATEI.py [ARGUMENTE...]
Führt ein Python-Skript aus, in dem das Modul quarry importierbar ist; sys.argv ist [DATEI.py, ARGUMENTE...].</translation>
    </message>
    <message>
        <source>print what a model file holds</source>
        <translation>ausgeben, was eine Modelldatei enthält</translation>
    </message>
    <message>
        <source>convert between formats, by the output&apos;s extension</source>
        <translation>zwischen Formaten umwandeln, nach der Endung der Ausgabe</translation>
    </message>
    <message>
        <source>convert many files into a folder, N at a time</source>
        <translation>viele Dateien in einen Ordner umwandeln, N gleichzeitig</translation>
    </message>
    <message>
        <source>draw one frame to an image (needs OpenGL)</source>
        <translation>einen Frame als Bild zeichnen (braucht OpenGL)</translation>
    </message>
    <message>
        <source>run a Python script with the module quarry</source>
        <translation>ein Python-Skript mit dem Modul quarry ausführen</translation>
    </message>
    <message>
        <source>error: %1: no such file or subcommand</source>
        <translation>Fehler: %1: keine solche Datei und kein solcher Unterbefehl</translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation>Unterbefehle:</translation>
    </message>
    <message>
        <source>Run &quot;quarry --help&quot; for more.</source>
        <translation>„quarry --help“ zeigt mehr.</translation>
    </message>
    <message>
        <source>error: the editor needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</source>
        <translation>Fehler: der Editor braucht eine Anzeige, und es gibt keine (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt).</translation>
    </message>
    <message>
        <source>error: quarry %1 draws with OpenGL and needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</source>
        <translation>Fehler: quarry %1 zeichnet mit OpenGL und braucht eine Anzeige, und es gibt keine (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt).</translation>
    </message>
    <message>
        <source>These work without one:</source>
        <translation>Diese funktionieren ohne:</translation>
    </message>
    <message>
        <source>On a virtual display (xvfb-run, from the xvfb package):</source>
        <translation>Auf einer virtuellen Anzeige (xvfb-run, aus dem Paket xvfb):</translation>
    </message>
    <message>
        <source>Quarry, an editor for game model assets (IQE, IQM, QuickModel, XMF and what Assimp imports).</source>
        <translation>Quarry, ein Editor für Spielmodelle (IQE, IQM, QuickModel, XMF und was Assimp importiert).</translation>
    </message>
    <message>
        <source>With no subcommand, opens the editor on the given files.</source>
        <translation>Ohne Unterbefehl wird der Editor mit den angegebenen Dateien geöffnet.</translation>
    </message>
    <message>
        <source>%1: not converted: %2 would overwrite the output of %3</source>
        <translation>%1: nicht umgewandelt: %2 würde die Ausgabe von %3 überschreiben</translation>
    </message>
    <message>
        <source>it is a PNG image</source>
        <translation>es ist ein PNG-Bild</translation>
    </message>
    <message>
        <source>it is a JPEG image</source>
        <translation>es ist ein JPEG-Bild</translation>
    </message>
    <message>
        <source>it is a GIF image</source>
        <translation>es ist ein GIF-Bild</translation>
    </message>
    <message>
        <source>it is a binary glTF (GLB) model</source>
        <translation>es ist ein binäres glTF-Modell (GLB)</translation>
    </message>
    <message>
        <source>it is a binary FBX model</source>
        <translation>es ist ein binäres FBX-Modell</translation>
    </message>
    <message>
        <source>it is a Doom 3 MD5 model or animation</source>
        <translation>es ist ein Doom-3-MD5-Modell oder eine MD5-Animation</translation>
    </message>
    <message>
        <source>it is a Quake III MD3 model</source>
        <translation>es ist ein Quake-III-MD3-Modell</translation>
    </message>
    <message>
        <source>it is a Quake II MD2 model</source>
        <translation>es ist ein Quake-II-MD2-Modell</translation>
    </message>
    <message>
        <source>it is a ZIP archive</source>
        <translation>es ist ein ZIP-Archiv</translation>
    </message>
    <message>
        <source>it is gzip-compressed</source>
        <translation>es ist gzip-komprimiert</translation>
    </message>
    <message>
        <source>it is a PDF document</source>
        <translation>es ist ein PDF-Dokument</translation>
    </message>
    <message>
        <source>it is a program (ELF)</source>
        <translation>es ist ein Programm (ELF)</translation>
    </message>
    <message>
        <source>it is a Qt translation file</source>
        <translation>es ist eine Qt-Übersetzungsdatei</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>it is text whose first line is blank</source>
        <translation>es ist Text, dessen erste Zeile leer ist</translation>
    </message>
    <message>
        <source>it is text whose first line is &quot;%1&quot;</source>
        <translation>es ist Text, dessen erste Zeile „%1“ lautet</translation>
    </message>
    <message>
        <source>it is binary data beginning with the bytes %1</source>
        <translation>es sind Binärdaten, die mit den Bytes %1 beginnen</translation>
    </message>
    <message>
        <source>unknown or unsupported file format; %1</source>
        <translation>unbekanntes oder nicht unterstütztes Dateiformat; %1</translation>
    </message>
    <message>
        <source>the contents are not an %1 file Quarry can read; %2</source>
        <translation>der Inhalt ist keine %1-Datei, die Quarry lesen kann; %2</translation>
    </message>
    <message>
        <source>the contents are not a %1 file Quarry can read; %2</source>
        <translation>der Inhalt ist keine %1-Datei, die Quarry lesen kann; %2</translation>
    </message>
    <message>
        <source>not a Quarry recovery file</source>
        <translation>keine Quarry-Wiederherstellungsdatei</translation>
    </message>
    <message>
        <source>recovery file of another version (%1)</source>
        <translation>Wiederherstellungsdatei einer anderen Version (%1)</translation>
    </message>
    <message>
        <source>recovery file cut short</source>
        <translation>Wiederherstellungsdatei abgeschnitten</translation>
    </message>
    <message>
        <source>recovery file damaged (checksum)</source>
        <translation>Wiederherstellungsdatei beschädigt (Prüfsumme)</translation>
    </message>
    <message>
        <source>recovery file damaged</source>
        <translation>Wiederherstellungsdatei beschädigt</translation>
    </message>
    <message>
        <source>the numbered names have different bases (%1, %2)</source>
        <translation>die nummerierten Namen haben unterschiedliche Basen (%1, %2)</translation>
    </message>
    <message>
        <source>%1 is numbered past the %2 material files given</source>
        <translation>%1 ist über die %2 angegebenen Materialdateien hinaus nummeriert</translation>
    </message>
    <message>
        <source>%1 and %2 have the same number</source>
        <translation>%1 und %2 haben dieselbe Nummer</translation>
    </message>
    <message>
        <source>only %1 of the %2 material files are named &lt;base&gt;_N</source>
        <translation>nur %1 der %2 Materialdateien heißen &lt;base&gt;_N</translation>
    </message>
    <message>
        <source>material ids taken from the numbers in the material file names (%1 … %2)</source>
        <translation>Material-IDs aus den Nummern in den Materialdateinamen übernommen (%1 … %2)</translation>
    </message>
    <message>
        <source>material ids follow the order the %1 material files were given in (first %2)</source>
        <translation>Material-IDs folgen der Reihenfolge, in der die %1 Materialdateien angegeben wurden (zuerst %2)</translation>
    </message>
    <message>
        <source>%1, not the numbers in their names: %2</source>
        <translation>%1, nicht die Nummern in ihren Namen: %2</translation>
    </message>
    <message>
        <source>option &quot;last_frame&quot; is %1, past the clip&apos;s last frame %2</source>
        <translation>Option „last_frame“ ist %1, hinter dem letzten Frame %2 des Clips</translation>
    </message>
    <message>
        <source>option &quot;first_frame&quot; (%1) must be before &quot;last_frame&quot; (%2)</source>
        <translation>Option „first_frame“ (%1) muss vor „last_frame“ (%2) liegen</translation>
    </message>
    <message>
        <source>clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <source>New Clip</source>
        <translation>Neuer Clip</translation>
    </message>
    <message>
        <source>Added the clip &quot;%1&quot;.</source>
        <translation>Clip „%1“ hinzugefügt.</translation>
    </message>
    <message>
        <source>renameClip: option &quot;name&quot; must not be empty</source>
        <translation>renameClip: Option „name“ darf nicht leer sein</translation>
    </message>
    <message>
        <source>Renamed the clip.</source>
        <translation>Clip umbenannt.</translation>
    </message>
    <message>
        <source>The clip already has that name.</source>
        <translation>Der Clip hat diesen Namen bereits.</translation>
    </message>
    <message>
        <source>Duplicate Clip</source>
        <translation>Clip duplizieren</translation>
    </message>
    <message>
        <source>Duplicated the clip as &quot;%1&quot;.</source>
        <translation>Clip als „%1“ dupliziert.</translation>
    </message>
    <message>
        <source>Deleted the clip.</source>
        <translation>Clip gelöscht.</translation>
    </message>
    <message>
        <source>Set whether the clip loops.</source>
        <translation>Wiederholung des Clips festgelegt.</translation>
    </message>
    <message>
        <source>The clip already is so.</source>
        <translation>Der Clip ist bereits so.</translation>
    </message>
    <message>
        <source>Changed the frame rate.</source>
        <translation>Bildrate geändert.</translation>
    </message>
    <message>
        <source>The clip already has that frame rate.</source>
        <translation>Der Clip hat diese Bildrate bereits.</translation>
    </message>
    <message>
        <source>splitClip: option &quot;time&quot; (%1 s) is not inside the clip (0 to %2 s)</source>
        <translation>splitClip: Option „time“ (%1 s) liegt nicht im Clip (0 bis %2 s)</translation>
    </message>
    <message>
        <source>Split the clip.</source>
        <translation>Clip geteilt.</translation>
    </message>
    <message>
        <source>The clip cannot be split there.</source>
        <translation>Der Clip kann dort nicht geteilt werden.</translation>
    </message>
    <message>
        <source>Trimmed the clip.</source>
        <translation>Clip gekürzt.</translation>
    </message>
    <message>
        <source>The clip already is that range.</source>
        <translation>Der Clip hat bereits diesen Bereich.</translation>
    </message>
    <message>
        <source>_part</source>
        <translation>_Teil</translation>
    </message>
    <message>
        <source>Extract Range</source>
        <translation>Bereich herauslösen</translation>
    </message>
    <message>
        <source>Extracted the range to &quot;%1&quot;.</source>
        <translation>Bereich nach „%1“ herausgelöst.</translation>
    </message>
    <message>
        <source>joinClips: option &quot;other&quot; must name another clip</source>
        <translation>joinClips: Option „other“ muss einen anderen Clip nennen</translation>
    </message>
    <message>
        <source>Joined the clips.</source>
        <translation>Clips verbunden.</translation>
    </message>
    <message>
        <source>Reversed the range.</source>
        <translation>Bereich umgekehrt.</translation>
    </message>
    <message>
        <source>Nothing to reverse.</source>
        <translation>Nichts umzukehren.</translation>
    </message>
    <message>
        <source>Made the loop seamless.</source>
        <translation>Schleife nahtlos gemacht.</translation>
    </message>
    <message>
        <source>The loop already is seamless.</source>
        <translation>Die Schleife ist bereits nahtlos.</translation>
    </message>
    <message>
        <source>the model has fewer than two animations</source>
        <translation>das Modell hat weniger als zwei Animationen</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <source>Added joint &quot;%1&quot;.</source>
        <translation>Gelenk „%1“ hinzugefügt.</translation>
    </message>
    <message>
        <source>No joint added.</source>
        <translation>Kein Gelenk hinzugefügt.</translation>
    </message>
    <message>
        <source>moveJoint: no joint given or selected</source>
        <translation>moveJoint: kein Gelenk angegeben oder ausgewählt</translation>
    </message>
    <message>
        <source>Moved joint &quot;%1&quot;; the skin stays.</source>
        <translation>Gelenk „%1“ verschoben; die Haut bleibt.</translation>
    </message>
    <message>
        <source>Moved joint &quot;%1&quot; with its vertices.</source>
        <translation>Gelenk „%1“ mit seinen Punkten verschoben.</translation>
    </message>
    <message>
        <source>The joint stays where it is.</source>
        <translation>Das Gelenk bleibt, wo es ist.</translation>
    </message>
    <message>
        <source>reparentJoint: no joint given or selected</source>
        <translation>reparentJoint: kein Gelenk angegeben oder ausgewählt</translation>
    </message>
    <message>
        <source>reparentJoint: &quot;%1&quot; cannot hang from itself or its own descendant &quot;%2&quot;</source>
        <translation>reparentJoint: „%1“ kann nicht an sich selbst oder seinem eigenen Nachkommen „%2“ hängen</translation>
    </message>
    <message>
        <source>Hung &quot;%1&quot; from %2.</source>
        <translation>„%1“ an %2 gehängt.</translation>
    </message>
    <message>
        <source>nothing (a root)</source>
        <translation>nichts (eine Wurzel)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already hangs there.</source>
        <translation>„%1“ hängt bereits dort.</translation>
    </message>
    <message>
        <source>Inserted keys at %1 s.</source>
        <translation>Schlüssel bei %1 s gesetzt.</translation>
    </message>
    <message>
        <source>The keys are already there.</source>
        <translation>Die Schlüssel sind bereits dort.</translation>
    </message>
    <message numerus="yes">
        <source>Changed %n texture path(s).</source>
        <translation>
            <numerusform>%n Texturpfad geändert.</numerusform>
            <numerusform>%n Texturpfade geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>No texture path changed.</source>
        <translation>Kein Texturpfad geändert.</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Gelöscht.</translation>
    </message>
    <message>
        <source>Nothing selected to delete.</source>
        <translation>Nichts zum Löschen ausgewählt.</translation>
    </message>
    <message>
        <source>Select two meshes or more to merge.</source>
        <translation>Zwei oder mehr Netze zum Zusammenführen auswählen.</translation>
    </message>
    <message>
        <source>Merged the meshes.</source>
        <translation>Netze zusammengeführt.</translation>
    </message>
    <message>
        <source>Select faces of one mesh to split them off.</source>
        <translation>Flächen eines Netzes auswählen, um sie abzutrennen.</translation>
    </message>
    <message>
        <source>Split the selected faces off.</source>
        <translation>Ausgewählte Flächen abgetrennt.</translation>
    </message>
    <message>
        <source>The selection cannot be split off.</source>
        <translation>Die Auswahl kann nicht abgetrennt werden.</translation>
    </message>
    <message>
        <source>No mesh has more than one part.</source>
        <translation>Kein Netz hat mehr als einen Teil.</translation>
    </message>
    <message>
        <source>Split into Loose Parts</source>
        <translation>In lose Teile trennen</translation>
    </message>
    <message numerus="yes">
        <source>Split %n mesh(es) into their parts.</source>
        <translation>
            <numerusform>%n Netz in seine Teile getrennt.</numerusform>
            <numerusform>%n Netze in ihre Teile getrennt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Flipped the winding.</source>
        <translation>Umlaufsinn umgekehrt.</translation>
    </message>
    <message>
        <source>No triangles to flip.</source>
        <translation>Keine Dreiecke zum Umkehren.</translation>
    </message>
    <message>
        <source>Flipped the normals.</source>
        <translation>Normalen umgekehrt.</translation>
    </message>
    <message>
        <source>The meshes have no normals.</source>
        <translation>Die Netze haben keine Normalen.</translation>
    </message>
    <message>
        <source>Recomputed the normals.</source>
        <translation>Normalen neu berechnet.</translation>
    </message>
    <message>
        <source>The normals are already so.</source>
        <translation>Die Normalen sind bereits so.</translation>
    </message>
    <message numerus="yes">
        <source>Welded %n vertices away.</source>
        <translation>
            <numerusform>%n Punkt durch Verschweißen entfernt.</numerusform>
            <numerusform>%n Punkte durch Verschweißen entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertices to weld.</source>
        <translation>Keine Punkte zum Verschweißen.</translation>
    </message>
    <message numerus="yes">
        <source>Welded %n vertices away; %1.</source>
        <extracomment>%1: what kept vertices apart (&quot;12 vertices lie within the tolerance of another but differ in normals (12)&quot;)</extracomment>
        <translation>
            <numerusform>%n Punkt durch Verschweißen entfernt; %1.</numerusform>
            <numerusform>%n Punkte durch Verschweißen entfernt; %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertices to weld: %1.</source>
        <translation>Keine Punkte zum Verschweißen: %1.</translation>
    </message>
    <message>
        <source>No vertices to weld: %1. Weld by position only to merge them.</source>
        <translation>Keine Punkte zum Verschweißen: %1. Nur nach Position verschweißen, um sie zusammenzuführen.</translation>
    </message>
    <message>
        <source>Unwelded the vertices.</source>
        <translation>Punkte getrennt.</translation>
    </message>
    <message>
        <source>Every corner already has its own vertex.</source>
        <translation>Jede Ecke hat bereits einen eigenen Punkt.</translation>
    </message>
    <message>
        <source>nothing is selected (select with doc.select)</source>
        <translation>nichts ist ausgewählt (mit doc.select auswählen)</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <source>material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>muss zwischen %1 und %2 liegen, nicht %3</translation>
    </message>
    <message>
        <source>must be at least %1, not %2</source>
        <translation>muss mindestens %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>must be at most %1, not %2</source>
        <translation>darf höchstens %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>expects true or false</source>
        <translation>erwartet true oder false</translation>
    </message>
    <message>
        <source>expects a whole number</source>
        <translation>erwartet eine ganze Zahl</translation>
    </message>
    <message>
        <source>expects a number</source>
        <translation>erwartet eine Zahl</translation>
    </message>
    <message>
        <source>expects a finite number</source>
        <translation>erwartet eine endliche Zahl</translation>
    </message>
    <message>
        <source>expects a string</source>
        <translation>erwartet eine Zeichenkette</translation>
    </message>
    <message>
        <source>expects one of: %1</source>
        <translation>erwartet eines von: %1</translation>
    </message>
    <message>
        <source>expects three numbers</source>
        <translation>erwartet drei Zahlen</translation>
    </message>
    <message>
        <source>expects a list of strings</source>
        <translation>erwartet eine Liste von Zeichenketten</translation>
    </message>
    <message>
        <source>expects a %1 name or index</source>
        <translation>erwartet einen Namen oder Index (%1)</translation>
    </message>
    <message>
        <source>has no %1 at index %2 (the model has %3)</source>
        <translation>hat kein Element vom Typ %1 bei Index %2 (das Modell hat %3)</translation>
    </message>
    <message>
        <source>names no %1 &quot;%2&quot;</source>
        <translation>nennt kein Element vom Typ %1 namens „%2“</translation>
    </message>
    <message>
        <source>No operation &quot;%1&quot;</source>
        <translation>Keine Operation „%1“</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; %3</source>
        <translation>%1: Option „%2“ %3</translation>
    </message>
    <message>
        <source>%1: no option &quot;%2&quot; (it takes: %3)</source>
        <translation>%1: keine Option „%2“ (möglich: %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>select vertices first</source>
        <translation>zuerst Punkte auswählen</translation>
    </message>
    <message>
        <source>select vertices or faces first</source>
        <translation>zuerst Punkte oder Flächen auswählen</translation>
    </message>
    <message>
        <source>select faces first</source>
        <translation>zuerst Flächen auswählen</translation>
    </message>
    <message>
        <source>select faces or meshes first</source>
        <translation>zuerst Netze oder Flächen auswählen</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices selected.</source>
        <translation>
            <numerusform>%n Punkt ausgewählt.</numerusform>
            <numerusform>%n Punkte ausgewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n faces selected.</source>
        <translation>
            <numerusform>%n Fläche ausgewählt.</numerusform>
            <numerusform>%n Flächen ausgewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n joints selected.</source>
        <translation>
            <numerusform>%n Gelenk ausgewählt.</numerusform>
            <numerusform>%n Gelenke ausgewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meshes selected.</source>
        <translation>
            <numerusform>%n Netz ausgewählt.</numerusform>
            <numerusform>%n Netze ausgewählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to hide or show.</source>
        <translation>Nichts zum Aus- oder Einblenden.</translation>
    </message>
    <message>
        <source>select a mesh, faces or a material first</source>
        <translation>zuerst ein Netz, Flächen oder ein Material auswählen</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Hid the selection.</source>
        <translation>Auswahl ausgeblendet.</translation>
    </message>
    <message>
        <source>select something to hide</source>
        <translation>etwas zum Ausblenden auswählen</translation>
    </message>
    <message>
        <source>Isolate</source>
        <translation>Isolieren</translation>
    </message>
    <message>
        <source>Hid everything else.</source>
        <translation>Alles andere ausgeblendet.</translation>
    </message>
    <message>
        <source>select something to isolate</source>
        <translation>etwas zum Isolieren auswählen</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles einblenden</translation>
    </message>
    <message>
        <source>Everything shown.</source>
        <translation>Alles eingeblendet.</translation>
    </message>
    <message>
        <source>nothing is hidden</source>
        <translation>nichts ist ausgeblendet</translation>
    </message>
    <message>
        <source>Nothing to delete.</source>
        <translation>Nichts zu löschen.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n faces.</source>
        <translation>
            <numerusform>%n Fläche gelöscht.</numerusform>
            <numerusform>%n Flächen gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Made a face.</source>
        <translation>Fläche erzeugt.</translation>
    </message>
    <message>
        <source>The vertices make no face (on one line or at one position).</source>
        <translation>Die Punkte bilden keine Fläche (auf einer Linie oder an einer Position).</translation>
    </message>
    <message>
        <source>select three or four vertices of one mesh</source>
        <translation>drei oder vier Punkte eines Netzes auswählen</translation>
    </message>
    <message numerus="yes">
        <source>Filled %n hole(s).</source>
        <translation>
            <numerusform>%n Loch gefüllt.</numerusform>
            <numerusform>%n Löcher gefüllt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged %n vertices away.</source>
        <translation>
            <numerusform>%n Punkt durch Zusammenführen entfernt.</numerusform>
            <numerusform>%n Punkte durch Zusammenführen entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The vertices are already one.</source>
        <translation>Die Punkte sind bereits einer.</translation>
    </message>
    <message>
        <source>the selection names a mesh that is not there</source>
        <translation>die Auswahl nennt ein Netz, das es nicht gibt</translation>
    </message>
    <message>
        <source>the selection names a vertex that is not there</source>
        <translation>die Auswahl nennt einen Punkt, den es nicht gibt</translation>
    </message>
    <message>
        <source>select two vertices or more</source>
        <translation>zwei oder mehr Punkte auswählen</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n degenerate triangle(s)</source>
        <translation>
            <numerusform>Entfernt: %n entartetes Dreieck</numerusform>
            <numerusform>Entfernt: %n entartete Dreiecke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n unused vertices.</source>
        <translation>
            <numerusform> und %n unbenutzter Punkt.</numerusform>
            <numerusform> und %n unbenutzte Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>No degenerate triangles or unused vertices.</source>
        <translation>Keine entarteten Dreiecke oder unbenutzten Punkte.</translation>
    </message>
    <message>
        <source>Duplicated.</source>
        <translation>Dupliziert.</translation>
    </message>
    <message>
        <source>Nothing to duplicate.</source>
        <translation>Nichts zu duplizieren.</translation>
    </message>
    <message>
        <source>Mirrored.</source>
        <translation>Gespiegelt.</translation>
    </message>
    <message>
        <source>Nothing to mirror.</source>
        <translation>Nichts zu spiegeln.</translation>
    </message>
    <message>
        <source>Subdivided.</source>
        <translation>Unterteilt.</translation>
    </message>
    <message>
        <source>Nothing to subdivide.</source>
        <translation>Nichts zu unterteilen.</translation>
    </message>
    <message>
        <source>extrude: the distance must be a finite number</source>
        <translation>extrude: der Abstand muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>Extruded.</source>
        <translation>Extrudiert.</translation>
    </message>
    <message>
        <source>Nothing to extrude.</source>
        <translation>Nichts zu extrudieren.</translation>
    </message>
    <message>
        <source>addPrimitive: the size must be a positive number</source>
        <translation>addPrimitive: die Größe muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>addPrimitive: segments must be 3 to 512</source>
        <translation>addPrimitive: Segmente müssen zwischen 3 und 512 liegen</translation>
    </message>
    <message>
        <source>Added a primitive.</source>
        <translation>Grundkörper hinzugefügt.</translation>
    </message>
    <message>
        <source>Nothing added.</source>
        <translation>Nichts hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>Normalized the weights of %n vertices.</source>
        <translation>
            <numerusform>Die Gewichte von %n Punkt normiert.</numerusform>
            <numerusform>Die Gewichte von %n Punkten normiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every vertex&apos;s weights already sum to one.</source>
        <translation>Die Gewichte jedes Punkts ergeben bereits eins.</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices had more influences: kept the largest.</source>
        <translation>
            <numerusform>%n Punkt hatte mehr Einflüsse: die größten behalten.</numerusform>
            <numerusform>%n Punkte hatten mehr Einflüsse: die größten behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertex has more than %1 influences.</source>
        <translation>Kein Punkt hat mehr als %1 Einflüsse.</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n unused joint(s).</source>
        <translation>
            <numerusform>%n unbenutztes Gelenk entfernt.</numerusform>
            <numerusform>%n unbenutzte Gelenke entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every joint is used.</source>
        <translation>Jedes Gelenk wird verwendet.</translation>
    </message>
    <message>
        <source>renameJoints: option &quot;pattern&quot; is not a valid regular expression: %1</source>
        <translation>renameJoints: Option „pattern“ ist kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message numerus="yes">
        <source>Renamed %n joint(s).</source>
        <translation>
            <numerusform>%n Gelenk umbenannt.</numerusform>
            <numerusform>%n Gelenke umbenannt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No joint name matches.</source>
        <translation>Kein Gelenkname passt.</translation>
    </message>
    <message>
        <source>the model is empty</source>
        <translation>das Modell ist leer</translation>
    </message>
    <message>
        <source>Scale by %1</source>
        <translation>Um %1 skalieren</translation>
    </message>
    <message>
        <source>Scaled by %1.</source>
        <translation>Um %1 skaliert.</translation>
    </message>
    <message>
        <source>Nothing to scale.</source>
        <translation>Nichts zu skalieren.</translation>
    </message>
    <message>
        <source>The model has no height to scale.</source>
        <translation>Das Modell hat keine Höhe zum Skalieren.</translation>
    </message>
    <message>
        <source>Scale to Height %1</source>
        <translation>Auf Höhe %1 skalieren</translation>
    </message>
    <message>
        <source>Scaled the whole model by %1 to a height of %2.</source>
        <translation>Das ganze Modell um %1 auf eine Höhe von %2 skaliert.</translation>
    </message>
    <message>
        <source>Already that height.</source>
        <translation>Bereits diese Höhe.</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Rotated.</source>
        <translation>Gedreht.</translation>
    </message>
    <message>
        <source>Nothing to rotate.</source>
        <translation>Nichts zu drehen.</translation>
    </message>
    <message>
        <source>Translate</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>Verschoben.</translation>
    </message>
    <message>
        <source>Nothing to move.</source>
        <translation>Nichts zu verschieben.</translation>
    </message>
    <message>
        <source>Y-up to Z-up</source>
        <translation>Y-oben zu Z-oben</translation>
    </message>
    <message>
        <source>Turned Z-up.</source>
        <translation>Auf Z-oben gedreht.</translation>
    </message>
    <message>
        <source>Nothing to turn.</source>
        <translation>Nichts zu drehen.</translation>
    </message>
    <message>
        <source>Z-up to Y-up</source>
        <translation>Z-oben zu Y-oben</translation>
    </message>
    <message>
        <source>Turned Y-up.</source>
        <translation>Auf Y-oben gedreht.</translation>
    </message>
    <message>
        <source>The model has no geometry.</source>
        <translation>Das Modell hat keine Geometrie.</translation>
    </message>
    <message>
        <source>Drop to Ground</source>
        <translation>Auf den Boden setzen</translation>
    </message>
    <message>
        <source>Dropped to the ground.</source>
        <translation>Auf den Boden gesetzt.</translation>
    </message>
    <message>
        <source>Already on the ground.</source>
        <translation>Bereits auf dem Boden.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Zentrieren</translation>
    </message>
    <message>
        <source>Centred.</source>
        <translation>Zentriert.</translation>
    </message>
    <message>
        <source>Already centred.</source>
        <translation>Bereits zentriert.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n Problem gefunden.</numerusform>
            <numerusform>%n Probleme gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no joint: give the option &quot;joint&quot; or select a joint</source>
        <translation>%1: kein Gelenk: Option „joint“ angeben oder ein Gelenk auswählen</translation>
    </message>
    <message numerus="yes">
        <source>New weights on %n vertices.</source>
        <translation>
            <numerusform>Neue Gewichte auf %n Punkt.</numerusform>
            <numerusform>Neue Gewichte auf %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertex&apos;s weights changed.</source>
        <translation>Die Gewichte keines Punkts haben sich geändert.</translation>
    </message>
    <message>
        <source>Assign Weights</source>
        <translation>Gewichte zuweisen</translation>
    </message>
    <message>
        <source>Remove Influence</source>
        <translation>Einfluss entfernen</translation>
    </message>
    <message>
        <source>Single Influence</source>
        <translation>Einzelner Einfluss</translation>
    </message>
    <message>
        <source>Automatic Weights</source>
        <translation>Automatische Gewichte</translation>
    </message>
    <message>
        <source>Mirror Weights</source>
        <translation>Gewichte spiegeln</translation>
    </message>
    <message>
        <source>welded %1 vertices away; %2</source>
        <translation>%1 Punkte durch Verschweißen entfernt; %2</translation>
    </message>
    <message>
        <source>vertex order optimized: average cache miss ratio %1 before, %2 after</source>
        <translation>Punktreihenfolge optimiert: mittlere Cache-Fehlrate %1 vorher, %2 nachher</translation>
    </message>
    <message>
        <source>normals</source>
        <translation>Normalen</translation>
    </message>
    <message>
        <source>tangents</source>
        <translation>Tangenten</translation>
    </message>
    <message>
        <source>bitangents</source>
        <translation>Bitangenten</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>Texturkoordinaten</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>blend weights</source>
        <translation>Blend-Gewichte</translation>
    </message>
    <message>
        <source>custom attributes</source>
        <translation>benutzerdefinierte Attribute</translation>
    </message>
    <message>
        <source>IQE smoothing</source>
        <translation>IQE-Glättung</translation>
    </message>
    <message>
        <source>morph targets</source>
        <translation>Morph-Ziele</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices lie within the tolerance of another but differ in %1</source>
        <translation>
            <numerusform>%n Punkt liegt innerhalb der Toleranz eines anderen, unterscheidet sich aber in %1</numerusform>
            <numerusform>%n Punkte liegen innerhalb der Toleranz eines anderen, unterscheiden sich aber in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no animation to render.</source>
        <translation>Es gibt keine Animation zum Rendern.</translation>
    </message>
    <message>
        <source>Animation &quot;%1&quot; has frames 0 to %2, not %3-%4.</source>
        <translation>Animation „%1“ hat die Frames 0 bis %2, nicht %3-%4.</translation>
    </message>
    <message>
        <source>Displays the versions of Quarry, Qt, Assimp and tinyxml2.</source>
        <translation>Zeigt die Versionen von Quarry, Qt, Assimp und tinyxml2 an.</translation>
    </message>
    <message>
        <source>Render frames A to B of the animation: one PNG each, -o naming them with %d or %04d (out_%04d.png).</source>
        <translation>Die Frames A bis B der Animation rendern: je ein PNG, -o benennt sie mit %d oder %04d (out_%04d.png).</translation>
    </message>
    <message>
        <source>A-B</source>
        <translation>A-B</translation>
    </message>
    <message>
        <source>Write the frames as one looping animated GIF (-o out.gif).</source>
        <translation>Die Frames als ein animiertes GIF in Endlosschleife schreiben (-o out.gif).</translation>
    </message>
    <message>
        <source>Write the frames as one looping animated PNG (-o out.png).</source>
        <translation>Die Frames als ein animiertes PNG in Endlosschleife schreiben (-o out.png).</translation>
    </message>
    <message>
        <source>A transparent background instead of grey.</source>
        <translation>Ein transparenter Hintergrund statt Grau.</translation>
    </message>
    <message>
        <source>Onion skinning: ghosts of the poses N frames before and after.</source>
        <translation>Zwiebelschalen: Geisterbilder der Posen N Frames davor und danach.</translation>
    </message>
    <message>
        <source>error: --onion takes a number of frames from 1 to 20</source>
        <translation>Fehler: --onion erwartet eine Anzahl Frames von 1 bis 20</translation>
    </message>
    <message>
        <source>error: --gif and --apng cannot both be given</source>
        <translation>Fehler: --gif und --apng können nicht zusammen angegeben werden</translation>
    </message>
    <message>
        <source>error: --frames takes A-B (frame numbers from 0), and not with --frame</source>
        <translation>Fehler: --frames erwartet A-B (Frame-Nummern ab 0), und nicht zusammen mit --frame</translation>
    </message>
    <message>
        <source>error: --frames A-B needs A &lt;= B</source>
        <translation>Fehler: --frames A-B braucht A &lt;= B</translation>
    </message>
    <message>
        <source>error: --frames needs an animation; %1 has none</source>
        <translation>Fehler: --frames braucht eine Animation; %1 hat keine</translation>
    </message>
    <message numerus="yes">
        <source>%n frames written to %1</source>
        <translation>
            <numerusform>%n Frame nach %1 geschrieben</numerusform>
            <numerusform>%n Frames nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>glTF 2 binary</source>
        <translation>glTF 2 binär</translation>
    </message>
    <message>
        <source>glTF 2 (with .bin)</source>
        <translation>glTF 2 (mit .bin)</translation>
    </message>
    <message>
        <source>Wavefront OBJ (with .mtl)</source>
        <translation>Wavefront OBJ (mit .mtl)</translation>
    </message>
    <message>
        <source>Collada</source>
        <translation>Collada</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no triangles and is left out</source>
        <translation>Netz „%1“ hat keine Dreiecke und wird ausgelassen</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; is left out: %2</source>
        <translation>Netz „%1“ wird ausgelassen: %2</translation>
    </message>
    <message>
        <source>the model has no triangles to write</source>
        <translation>das Modell hat keine Dreiecke zum Schreiben</translation>
    </message>
    <message>
        <source>%1 holds no skeleton or animations: the meshes are written in their bind pose</source>
        <translation>%1 speichert kein Skelett und keine Animationen: die Netze werden in ihrer Ruhepose geschrieben</translation>
    </message>
    <message>
        <source>joint %1 (&quot;%2&quot;) is written as &quot;%3&quot;: node names must be unique</source>
        <translation>Gelenk %1 („%2“) wird als „%3“ geschrieben: Knotennamen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: glTF keeps 4 influences per vertex here, the mesh has up to %2</source>
        <translation>Netz „%1“: glTF behält hier 4 Einflüsse pro Punkt, das Netz hat bis zu %2</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; has no keys and is left out</source>
        <translation>Animation „%1“ hat keine Schlüssel und wird ausgelassen</translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation>kann keinen temporären Ordner anlegen: %1</translation>
    </message>
    <message>
        <source>Assimp could not write the file: %1</source>
        <translation>Assimp konnte die Datei nicht schreiben: %1</translation>
    </message>
    <message>
        <source>Assimp wrote no file</source>
        <translation>Assimp hat keine Datei geschrieben</translation>
    </message>
    <message>
        <source>No keys to change.</source>
        <translation>Keine Schlüssel zu ändern.</translation>
    </message>
    <message numerus="yes">
        <source>Set %n key(s) to %1.</source>
        <translation>
            <numerusform>%n Schlüssel auf %1 gesetzt.</numerusform>
            <numerusform>%n Schlüssel auf %1 gesetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The keys already interpolate so.</source>
        <translation>Die Schlüssel interpolieren bereits so.</translation>
    </message>
    <message>
        <source>No joint matches &quot;%1&quot;: no keys selected.</source>
        <translation>Kein Gelenk passt zu „%1“: keine Schlüssel ausgewählt.</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n key(s).</source>
        <translation>
            <numerusform>%n Schlüssel ausgewählt.</numerusform>
            <numerusform>%n Schlüssel ausgewählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>retimeRange: option &quot;end&quot; (%1) must be after &quot;start&quot; (%2)</source>
        <translation>retimeRange: Option „end“ (%1) muss nach „start“ (%2) liegen</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;new_end&quot; (%1) must be after &quot;start&quot; (%2)</source>
        <translation>retimeRange: Option „new_end“ (%1) muss nach „start“ (%2) liegen</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;handles&quot; expects four numbers &quot;x1 y1 x2 y2&quot;</source>
        <translation>retimeRange: Option „handles“ erwartet vier Zahlen „x1 y1 x2 y2“</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;handles&quot;: x1 and x2 must be from 0 to 1</source>
        <translation>retimeRange: Option „handles“: x1 und x2 müssen zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>Retimed %1–%2 s to end at %3 s.</source>
        <translation>Timing von %1–%2 s geändert, sodass es bei %3 s endet.</translation>
    </message>
    <message>
        <source>Nothing to retime.</source>
        <translation>Kein Timing zu ändern.</translation>
    </message>
    <message>
        <source>setKey: no joint: give the option &quot;joint&quot; or select a joint</source>
        <translation>setKey: kein Gelenk: Option „joint“ angeben oder ein Gelenk auswählen</translation>
    </message>
    <message numerus="yes">
        <source>Keyed %n joints at %1 s.</source>
        <translation>
            <numerusform>Schlüssel für %n Gelenk bei %1 s gesetzt.</numerusform>
            <numerusform>Schlüssel für %n Gelenke bei %1 s gesetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the pose of %n joints.</source>
        <translation>
            <numerusform>Pose von %n Gelenk kopiert.</numerusform>
            <numerusform>Pose von %n Gelenken kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: option &quot;name_rule&quot; expects one of %2 or custom:A/B, not &quot;%3&quot;</source>
        <translation>%1: Option „name_rule“ erwartet eines von %2 oder custom:A/B, nicht „%3“</translation>
    </message>
    <message>
        <source>pastePose: no pose copied: run copyPose first</source>
        <translation>pastePose: keine Pose kopiert: zuerst copyPose ausführen</translation>
    </message>
    <message>
        <source>pastePose: no copied joint has a namesake in this skeleton</source>
        <translation>pastePose: kein kopiertes Gelenk hat in diesem Skelett ein gleichnamiges Gegenstück</translation>
    </message>
    <message>
        <source>Paste Mirrored Pose</source>
        <translation>Gespiegelte Pose einfügen</translation>
    </message>
    <message>
        <source>Paste Pose</source>
        <translation>Pose einfügen</translation>
    </message>
    <message numerus="yes">
        <source>Pasted the pose of %n joints.</source>
        <translation>
            <numerusform>Pose von %n Gelenk eingefügt.</numerusform>
            <numerusform>Pose von %n Gelenken eingefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pose is already there.</source>
        <translation>Die Pose ist bereits da.</translation>
    </message>
    <message>
        <source>mirrorPose: range takes &quot;&quot; (the current frame), &quot;all&quot; or frames &quot;A-B&quot;, not &quot;%1&quot;</source>
        <translation>mirrorPose: range erwartet „“ (den aktuellen Frame), „all“ oder Frames „A-B“, nicht „%1“</translation>
    </message>
    <message>
        <source>mirrorPose: the clip has frames 0 to %1, not %2</source>
        <translation>mirrorPose: der Clip hat die Frames 0 bis %1, nicht %2</translation>
    </message>
    <message>
        <source>Mirror Pose</source>
        <translation>Pose spiegeln</translation>
    </message>
    <message numerus="yes">
        <source>Mirrored the pose at %n frames.</source>
        <translation>
            <numerusform>Pose an %n Frame gespiegelt.</numerusform>
            <numerusform>Pose an %n Frames gespiegelt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pose is its own mirror image.</source>
        <translation>Die Pose ist ihr eigenes Spiegelbild.</translation>
    </message>
    <message>
        <source>the meshes have no texture coordinates</source>
        <translation>die Netze haben keine Texturkoordinaten</translation>
    </message>
    <message>
        <source>Transform UVs</source>
        <translation>UVs transformieren</translation>
    </message>
    <message>
        <source>Transformed the texture coordinates.</source>
        <translation>Texturkoordinaten transformiert.</translation>
    </message>
    <message>
        <source>No texture coordinates changed.</source>
        <translation>Keine Texturkoordinaten geändert.</translation>
    </message>
    <message>
        <source>Select faces (or meshes) to project.</source>
        <translation>Flächen (oder Netze) zum Projizieren auswählen.</translation>
    </message>
    <message>
        <source>Project UVs</source>
        <translation>UVs projizieren</translation>
    </message>
    <message numerus="yes">
        <source>Projected the texture coordinates of %n face(s).</source>
        <translation>
            <numerusform>Texturkoordinaten von %n Fläche projiziert.</numerusform>
            <numerusform>Texturkoordinaten von %n Flächen projiziert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The texture coordinates are already so.</source>
        <translation>Die Texturkoordinaten sind bereits so.</translation>
    </message>
    <message>
        <source>Fit UVs</source>
        <translation>UVs einpassen</translation>
    </message>
    <message>
        <source>Fitted the texture coordinates to the unit square.</source>
        <translation>Texturkoordinaten in das Einheitsquadrat eingepasst.</translation>
    </message>
    <message>
        <source>The texture coordinates already fit.</source>
        <translation>Die Texturkoordinaten passen bereits.</translation>
    </message>
    <message>
        <source>Align UVs</source>
        <translation>UVs ausrichten</translation>
    </message>
    <message>
        <source>Aligned the texture coordinates.</source>
        <translation>Texturkoordinaten ausgerichtet.</translation>
    </message>
    <message>
        <source>The texture coordinates are already aligned.</source>
        <translation>Die Texturkoordinaten sind bereits ausgerichtet.</translation>
    </message>
    <message>
        <source>Weld UVs</source>
        <translation>UVs verschweißen</translation>
    </message>
    <message>
        <source>Welded the texture coordinates.</source>
        <translation>Texturkoordinaten verschweißt.</translation>
    </message>
    <message>
        <source>No seam among the selected vertices to weld.</source>
        <translation>Unter den ausgewählten Punkten ist keine Naht zu verschweißen.</translation>
    </message>
    <message>
        <source>Split UVs</source>
        <translation>UVs auftrennen</translation>
    </message>
    <message>
        <source>Split the texture coordinates.</source>
        <translation>Texturkoordinaten aufgetrennt.</translation>
    </message>
    <message>
        <source>Nothing to split: select the vertices of an edge.</source>
        <translation>Nichts aufzutrennen: die Punkte einer Kante auswählen.</translation>
    </message>
    <message>
        <source>copyUVSet: &quot;from&quot; and &quot;to&quot; are the same set</source>
        <translation>copyUVSet: „from“ und „to“ sind derselbe Satz</translation>
    </message>
    <message>
        <source>Copy UV Set</source>
        <translation>UV-Satz kopieren</translation>
    </message>
    <message>
        <source>Copied texture-coordinate set %1 to set %2.</source>
        <translation>Texturkoordinatensatz %1 in Satz %2 kopiert.</translation>
    </message>
    <message>
        <source>No mesh has texture-coordinate set %1.</source>
        <translation>Kein Netz hat den Texturkoordinatensatz %1.</translation>
    </message>
    <message>
        <source>No UV island under the selection.</source>
        <translation>Keine UV-Insel unter der Auswahl.</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n face(s).</source>
        <translation>
            <numerusform>%n Fläche ausgewählt.</numerusform>
            <numerusform>%n Flächen ausgewählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>exportUVLayout: give the option &quot;path&quot; (a .png file)</source>
        <translation>exportUVLayout: die Option „path“ angeben (eine .png-Datei)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote the UV layout to %1.</source>
        <translation>UV-Layout nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>not saved (%1); the file on disk, if any, is unchanged</source>
        <translation>nicht gespeichert (%1); die Datei auf dem Datenträger ist, falls vorhanden, unverändert</translation>
    </message>
    <message>
        <source>No space left on device: %1 bytes to write, %2 free on %3</source>
        <translation>Kein Speicherplatz mehr auf dem Gerät: %1 Bytes zu schreiben, %2 frei auf %3</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; is written as &quot;%2&quot;: animation names must be unique</source>
        <translation>Animation „%1“ wird als „%2“ geschrieben: Animationsnamen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>%1 not saved (%2); none of the %3 files on disk was changed</source>
        <translation>%1 nicht gespeichert (%2); keine der %3 Dateien auf dem Datenträger wurde geändert</translation>
    </message>
    <message>
        <source>An XMF mesh&apos;s skeleton (XSF), animations (XAF) and materials (XRF); by default those found beside the mesh.</source>
        <translation>Skelett (XSF), Animationen (XAF) und Materialien (XRF) eines XMF-Meshes; standardmäßig die neben dem Mesh gefundenen.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <translation>[Dateien...]</translation>
    </message>
    <message>
        <source>usage: quarry render MODEL [COMPANIONS...] -o out.png [--frame N | --frames A-B [--gif | --apng]] [--animation NAME] [--size WxH] [--view front|side|top|perspective] [--transparent]</source>
        <translation>Aufruf: quarry render MODELL [BEGLEITDATEIEN...] -o out.png [--frame N | --frames A-B [--gif | --apng]] [--animation NAME] [--size BxH] [--view front|side|top|perspective] [--transparent]</translation>
    </message>
    <message>
        <source>Draw the joints in animation frames (--frames, --gif, --apng), which leave them out by default.</source>
        <translation>Die Gelenke in Animationsbildern zeichnen (--frames, --gif, --apng), die sie sonst weglassen.</translation>
    </message>
    <message>
        <source>error: --bones and --no-bones cannot both be given</source>
        <translation>Fehler: --bones und --no-bones können nicht zusammen angegeben werden</translation>
    </message>
    <message>
        <source>error: --up takes z, y or stored</source>
        <translation>Fehler: --up nimmt z, y oder stored</translation>
    </message>
    <message>
        <source>The source&apos;s up axis: z or y (a Y-up source is turned Z-up), or stored (the axes are left as the files have them). Without it, a file that declares its up axis (glTF, Collada, FBX) is turned Z-up, and a glTF or Collada output is turned Y-up.</source>
        <translation>Die Oben-Achse der Quelle: z oder y (eine Y-oben-Quelle wird auf Z-oben gedreht) oder stored (die Achsen bleiben, wie die Dateien sie haben). Ohne die Option wird eine Datei, die ihre Oben-Achse angibt (glTF, Collada, FBX), auf Z-oben gedreht und eine glTF- oder Collada-Ausgabe auf Y-oben.</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: its texture %2 is embedded in the source file, but the image could not be read: left out</source>
        <translation>Material „%1“: seine Textur %2 ist in die Quelldatei eingebettet, aber das Bild konnte nicht gelesen werden: weggelassen</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: the texture embedded as %2 written to %3</source>
        <translation>Material „%1“: die als %2 eingebettete Textur nach %3 geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>the model has no skeleton: the bone influences of %n mesh(es) are left out (a static mesh)</source>
        <translation>
            <numerusform>das Modell hat kein Skelett: die Knocheneinflüsse von %n Mesh werden weggelassen (ein statisches Mesh)</numerusform>
            <numerusform>das Modell hat kein Skelett: die Knocheneinflüsse von %n Meshes werden weggelassen (statische Meshes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cal3D binary mesh</source>
        <translation>Cal3D-Binärnetz</translation>
    </message>
    <message>
        <source>Cal3D binary skeleton</source>
        <translation>Cal3D-Binärskelett</translation>
    </message>
    <message>
        <source>Cal3D binary animation</source>
        <translation>Cal3D-Binäranimation</translation>
    </message>
    <message>
        <source>Cal3D binary material</source>
        <translation>Cal3D-Binärmaterial</translation>
    </message>
    <message>
        <source>turned from Z up to Y up, as %1 files are</source>
        <translation>von Z-oben auf Y-oben gedreht, wie %1-Dateien es sind</translation>
    </message>
    <message>
        <source>the file is %1 up; its axes are left as stored</source>
        <translation>die Datei ist %1-oben; ihre Achsen bleiben wie gespeichert</translation>
    </message>
    <message>
        <source>the file is %1 up: turned Z up</source>
        <translation>die Datei ist %1-oben: auf Z-oben gedreht</translation>
    </message>
    <message>
        <source>the duration %1 is not a time</source>
        <translation>die Dauer %1 ist keine Zeit</translation>
    </message>
    <message>
        <source>track bone id %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>Spur-Knochen-ID %1 ist kein Knochen des Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>%1 bytes after the last track were ignored</source>
        <translation>%1 Bytes nach der letzten Spur wurden übergangen</translation>
    </message>
    <message>
        <source>the keys of joint &quot;%1&quot; cannot be stored compressed: the animation was written uncompressed</source>
        <translation>die Schlüssel von Gelenk „%1“ lassen sich nicht komprimiert speichern: die Animation wurde unkomprimiert geschrieben</translation>
    </message>
    <message>
        <source>CAF keys have no scale: scale keys were not written</source>
        <translation>CAF-Schlüssel haben keine Skalierung: Skalierungsschlüssel wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>a CAF animation needs its skeleton: give the .csf file (quarry: --skeleton FILE)</source>
        <translation>eine CAF-Animation braucht ihr Skelett: geben Sie die .csf-Datei an (quarry: --skeleton DATEI)</translation>
    </message>
    <message>
        <source>a CAF file holds one animation: only &quot;%1&quot; was written</source>
        <translation>eine CAF-Datei enthält eine Animation: nur „%1“ wurde geschrieben</translation>
    </message>
    <message>
        <source>a CRF file holds one material: only &quot;%1&quot; was written</source>
        <translation>eine CRF-Datei enthält ein Material: nur „%1“ wurde geschrieben</translation>
    </message>
    <message>
        <source>submesh %1: %2 vertices, %3 faces and %4 springs cannot fit in the %5 bytes left</source>
        <translation>Teilnetz %1: %2 Eckpunkte, %3 Flächen und %4 Federn passen nicht in die verbleibenden %5 Bytes</translation>
    </message>
    <message>
        <source>vertex %1 has %2 influences; Quarry takes at most 255</source>
        <translation>Eckpunkt %1 hat %2 Einflüsse; Quarry nimmt höchstens 255</translation>
    </message>
    <message>
        <source>influence bone id %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>Einfluss-Knochen-ID %1 ist kein Knochen des Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>influence bone id %1 is negative</source>
        <translation>Einfluss-Knochen-ID %1 ist negativ</translation>
    </message>
    <message>
        <source>%1 influence slots for each of %2 vertices: more than the file can hold</source>
        <translation>%1 Einflussplätze für jeden von %2 Eckpunkten: mehr, als die Datei fassen kann</translation>
    </message>
    <message>
        <source>spring vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>Federpunkt %1 liegt außerhalb des Bereichs (das Teilnetz hat %2 Punkte)</translation>
    </message>
    <message>
        <source>morph target vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>Morph-Ziel-Eckpunkt %1 liegt außerhalb des Bereichs (das Teilnetz hat %2 Eckpunkte)</translation>
    </message>
    <message>
        <source>morph target vertex %1 is not in increasing order</source>
        <translation>Morph-Ziel-Eckpunkt %1 ist nicht in aufsteigender Reihenfolge</translation>
    </message>
    <message>
        <source>face vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>Flächenpunkt %1 liegt außerhalb des Bereichs (das Teilnetz hat %2 Punkte)</translation>
    </message>
    <message>
        <source>%1 bytes after the last submesh were ignored</source>
        <translation>%1 Bytes nach dem letzten Teilnetz wurden übergangen</translation>
    </message>
    <message>
        <source>written as CMF version 1300 (it was %1): earlier versions have no morph targets</source>
        <translation>als CMF-Version 1300 geschrieben (sie war %1): frühere Versionen haben keine Morph-Ziele</translation>
    </message>
    <message>
        <source>CMF has no tangents: they were not written</source>
        <translation>CMF hat keine Tangenten: sie wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>CMF has no vertex colors: they were not written</source>
        <translation>CMF hat keine Eckpunktfarben: sie wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>%1 bytes after the last map were ignored</source>
        <translation>%1 Bytes nach der letzten Textur wurden übergangen</translation>
    </message>
    <message>
        <source>CRF version %1 has no map types: they were not written</source>
        <translation>CRF-Version %1 hat keine Texturtypen: sie wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>parent id %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>Eltern-ID %1 ist kein Knochen dieses Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>child id %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>Kind-ID %1 ist kein Knochen dieses Skeletts (0 bis %2)</translation>
    </message>
    <message>
        <source>%1 bytes after the last bone were ignored</source>
        <translation>%1 Bytes nach dem letzten Knochen wurden übergangen</translation>
    </message>
    <message>
        <source>bone %1 is its own ancestor (parent loop)</source>
        <translation>Knochen %1 ist sein eigener Vorfahr (Elternschleife)</translation>
    </message>
    <message>
        <source>CSF bones have no scale: joint scales were not written</source>
        <translation>CSF-Knochen haben keine Skalierung: Gelenkskalierungen wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>the mesh has bone influences, but no skeleton (.xsf) was found beside it or given (on the command line: --skeleton FILE): opened as a static mesh</source>
        <translation>das Mesh hat Knocheneinflüsse, aber daneben wurde kein Skelett (.xsf) gefunden oder angegeben (auf der Kommandozeile: --skeleton DATEI): als statisches Mesh geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1: the first joint names; %n: how many more joints</extracomment>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>No partner found for %1: left as they were.</source>
        <extracomment>%1: joint names (&quot;arm_L, hand_L&quot;)</extracomment>
        <translation>Kein Gegenstück gefunden für %1: unverändert gelassen.</translation>
    </message>
    <message numerus="yes">
        <source>changed %n texture path(s)</source>
        <translation>
            <numerusform>%n Texturpfad geändert</numerusform>
            <numerusform>%n Texturpfade geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>export for a game engine: every file it needs, laid out as the game looks for them</source>
        <translation>für eine Spiel-Engine exportieren: jede Datei, die sie braucht, so abgelegt, wie das Spiel sie sucht</translation>
    </message>
    <message>
        <source>say what will not work in an engine and whether export fixes it</source>
        <translation>sagen, was in einer Engine nicht funktioniert und ob der Export es behebt</translation>
    </message>
    <message>
        <source>list the engines export knows and what each loads</source>
        <translation>die Engines auflisten, die der Export kennt, und was jede lädt</translation>
    </message>
    <message>
        <source>List the engines Quarry exports for and what each loads.</source>
        <translation>Die Engines auflisten, für die Quarry exportiert, und was jede lädt.</translation>
    </message>
    <message>
        <source>The targets subcommand.</source>
        <translation>Der Unterbefehl targets.</translation>
    </message>
    <message>
        <source>Check a model against what an engine&apos;s loader accepts.</source>
        <translation>Ein Modell gegen das prüfen, was der Lader einer Engine annimmt.</translation>
    </message>
    <message>
        <source>The check subcommand.</source>
        <translation>Der Unterbefehl check.</translation>
    </message>
    <message>
        <source>The engine (quarry targets lists them).</source>
        <translation>Die Engine (quarry targets listet sie).</translation>
    </message>
    <message>
        <source>Allow merging joints down to N.</source>
        <translation>Verschmelzen von Gelenken bis auf N erlauben.</translation>
    </message>
    <message>
        <source>usage: quarry check MODEL --target NAME [--json]</source>
        <translation>Aufruf: quarry check MODELL --target NAME [--json]</translation>
    </message>
    <message>
        <source>error: no target &quot;%1&quot;; the targets are: %2</source>
        <translation>Fehler: kein Ziel &quot;%1&quot;; die Ziele sind: %2</translation>
    </message>
    <message>
        <source>fixed on export: </source>
        <translation>beim Export behoben: </translation>
    </message>
    <message>
        <source>%1: nothing to fix for %2</source>
        <translation>%1: nichts zu beheben für %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s) for %2</source>
        <translation>
            <numerusform>%1: %n Befund für %2</numerusform>
            <numerusform>%1: %n Befunde für %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for this engine (quarry targets lists them), with --out-dir.</source>
        <translation>Für diese Engine exportieren (quarry targets listet sie), mit --out-dir.</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>With --target: the model&apos;s name in the game.</source>
        <translation>Mit --target: der Name des Modells im Spiel.</translation>
    </message>
    <message>
        <source>With --target: allow merging joints down to N.</source>
        <translation>Mit --target: Verschmelzen von Gelenken bis auf N erlauben.</translation>
    </message>
    <message>
        <source>With --target: a file of SLOT = ANIMATION lines for the game&apos;s animation order.</source>
        <translation>Mit --target: eine Datei mit Zeilen SLOT = ANIMATION für die Animationsreihenfolge des Spiels.</translation>
    </message>
    <message>
        <source>With --target: also write the game archive (.pk3, .dpk).</source>
        <translation>Mit --target: auch das Spielarchiv schreiben (.pk3, .dpk).</translation>
    </message>
    <message>
        <source>error: --max-joints takes a positive number, not &quot;%1&quot;</source>
        <translation>Fehler: --max-joints erwartet eine positive Zahl, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>fixed: </source>
        <translation>behoben: </translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>no target &quot;%1&quot;; the targets are: %2</source>
        <translation>kein Ziel &quot;%1&quot;; die Ziele sind: %2</translation>
    </message>
    <message>
        <source>expected SLOT = ANIMATION</source>
        <translation>SLOT = ANIMATION erwartet</translation>
    </message>
    <message>
        <source>no slot &quot;%1&quot; in this target&apos;s animation order</source>
        <translation>kein Slot &quot;%1&quot; in der Animationsreihenfolge dieses Ziels</translation>
    </message>
    <message>
        <source>the model has no animation &quot;%1&quot;</source>
        <translation>das Modell hat keine Animation &quot;%1&quot;</translation>
    </message>
    <message>
        <source>animation slot %1 is not mapped: it plays %2, as the game does without it</source>
        <translation>Animationsplatz %1 ist nicht zugeordnet: er spielt %2, wie das Spiel ohne ihn</translation>
    </message>
    <message>
        <source>animation slot %1 is not mapped: it plays &quot;%2&quot;</source>
        <translation>Animationsplatz %1 ist nicht zugeordnet: er spielt &quot;%2&quot;</translation>
    </message>
    <message>
        <source>cannot make the archive: %1</source>
        <translation>das Archiv kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>removed %1 joints no vertex uses (%2 of %3 allowed remain)</source>
        <translation>%1 Gelenke entfernt, die kein Vertex nutzt (%2 von %3 erlaubten bleiben)</translation>
    </message>
    <message>
        <source>merged %1 joints into their parents (%2 -&gt; %3): %4</source>
        <translation>%1 Gelenke mit ihren Eltern verschmolzen (%2 -&gt; %3): %4</translation>
    </message>
    <message>
        <source>joint scale baked into the joints&apos; positions (%1 reads none)</source>
        <translation>Gelenkskalierung in die Gelenkpositionen eingerechnet (%1 liest keine)</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; scales joints; %2 cannot show that and the scaling is lost</source>
        <translation>Animation &quot;%1&quot; skaliert Gelenke; %2 kann das nicht zeigen, die Skalierung geht verloren</translation>
    </message>
    <message>
        <source>split %1 meshes into %2 (at most %3 vertices and %4 triangles each)</source>
        <translation>%1 Meshes in %2 aufgeteilt (je höchstens %3 Vertices und %4 Dreiecke)</translation>
    </message>
    <message>
        <source>added a one-frame &quot;idle&quot; animation in the bind pose (poses and bounds come with it)</source>
        <translation>Animation &quot;idle&quot; mit einem Frame in der Ruhepose hinzugefügt (Posen und Grenzen kommen mit ihr)</translation>
    </message>
    <message>
        <source>%1: cannot read the animation map</source>
        <translation>%1: die Animationszuordnung kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; %3 loads at most %4</source>
        <translation>%1 hat %2 Bytes; %3 lädt höchstens %4</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>texture %1 of material &quot;%2&quot; was not found; it is not copied</source>
        <translation>Textur %1 von Material &quot;%2&quot; wurde nicht gefunden; sie wird nicht kopiert</translation>
    </message>
    <message>
        <source>texture %1 cannot be read; it is not copied</source>
        <translation>Textur %1 kann nicht gelesen werden; sie wird nicht kopiert</translation>
    </message>
    <message>
        <source>%1: give option &quot;%2&quot; or &quot;%3&quot;, not both</source>
        <translation>%1: Option „%2“ oder „%3“ angeben, nicht beides</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; expects %3 values (%4)</source>
        <translation>%1: Option „%2“ erwartet %3 Werte (%4)</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>die Engine</translation>
    </message>
    <message>
        <source>%1: %2 (%3 allows %4); export fixes it: %5</source>
        <translation>%1: %2 (%3 erlaubt %4); der Export behebt es: %5</translation>
    </message>
    <message>
        <source>%1: %2 (%3 allows %4); cannot be fixed on export: %5</source>
        <translation>%1: %2 (%3 erlaubt %4); beim Export nicht behebbar: %5</translation>
    </message>
    <message>
        <source>%1 vertices per mesh</source>
        <translation>%1 Vertices pro Mesh</translation>
    </message>
    <message>
        <source>Mesh %1 vertices</source>
        <translation>Vertices von Mesh %1</translation>
    </message>
    <message>
        <source>the mesh is split into parts under the limit</source>
        <translation>das Mesh wird in Teile unter der Grenze aufgeteilt</translation>
    </message>
    <message>
        <source>%1 triangles per mesh</source>
        <translation>%1 Dreiecke pro Mesh</translation>
    </message>
    <message>
        <source>Mesh %1 triangles</source>
        <translation>Dreiecke von Mesh %1</translation>
    </message>
    <message>
        <source>%1 influences per vertex</source>
        <translation>%1 Einflüsse pro Vertex</translation>
    </message>
    <message>
        <source>Mesh %1 influences</source>
        <translation>Einflüsse von Mesh %1</translation>
    </message>
    <message>
        <source>the largest influences are kept and renormalized</source>
        <translation>die größten Einflüsse bleiben und werden normalisiert</translation>
    </message>
    <message>
        <source>%1 components, (u)byte, (u)int or float</source>
        <translation>%1 Komponenten, (u)byte, (u)int oder float</translation>
    </message>
    <message>
        <source>Custom array &quot;%1&quot; of mesh %2 components</source>
        <translation>Komponenten des eigenen Arrays &quot;%1&quot; von Mesh %2</translation>
    </message>
    <message>
        <source>the array is left out (the engine refuses the whole model otherwise)</source>
        <translation>das Array wird weggelassen (sonst lehnt die Engine das ganze Modell ab)</translation>
    </message>
    <message>
        <source>%1 vertices in all</source>
        <translation>%1 Vertices insgesamt</translation>
    </message>
    <message>
        <source>Vertices in all meshes</source>
        <translation>Vertices aller Meshes</translation>
    </message>
    <message>
        <source>simplify or remove meshes until at most %1 vertices remain</source>
        <translation>vereinfachen oder Meshes entfernen, bis höchstens %1 Vertices bleiben</translation>
    </message>
    <message>
        <source>%1 joints</source>
        <translation>%1 Gelenke</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <source>the %1 joints no vertex uses are removed</source>
        <translation>die %1 Gelenke, die kein Vertex nutzt, werden entfernt</translation>
    </message>
    <message>
        <source>the least-used leaf joints are merged into their parents down to %1</source>
        <translation>die am wenigsten genutzten Blattgelenke werden bis auf %1 mit ihren Eltern verschmolzen</translation>
    </message>
    <message>
        <source>allow merging joints with --max-joints %1 (or the dialog&apos;s joint limit), or remove joints</source>
        <translation>Verschmelzen mit --max-joints %1 (oder der Gelenkgrenze im Dialog) erlauben oder Gelenke entfernen</translation>
    </message>
    <message>
        <source>no joint scale</source>
        <translation>keine Gelenkskalierung</translation>
    </message>
    <message>
        <source>uniform, positive joint scale</source>
        <translation>gleichmäßige, positive Gelenkskalierung</translation>
    </message>
    <message>
        <source>Scaled joints</source>
        <translation>Skalierte Gelenke</translation>
    </message>
    <message>
        <source>the bind pose&apos;s scale is baked away; animated scale is lost (a warning says which)</source>
        <translation>die Skalierung der Ruhepose wird herausgerechnet; animierte Skalierung geht verloren (eine Warnung nennt sie)</translation>
    </message>
    <message>
        <source>the bind pose&apos;s scale is baked into the joints&apos; positions</source>
        <translation>die Skalierung der Ruhepose wird in die Gelenkpositionen eingerechnet</translation>
    </message>
    <message>
        <source>a pose per joint</source>
        <translation>eine Pose pro Gelenk</translation>
    </message>
    <message>
        <source>Poses</source>
        <translation>Posen</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation in the bind pose is added</source>
        <translation>eine Animation &quot;idle&quot; mit einem Frame in der Ruhepose wird hinzugefügt</translation>
    </message>
    <message>
        <source>bounds for every frame</source>
        <translation>Grenzen für jeden Frame</translation>
    </message>
    <message>
        <source>Frame bounds</source>
        <translation>Frame-Grenzen</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation is added, and bounds with it</source>
        <translation>eine Animation &quot;idle&quot; mit einem Frame wird hinzugefügt, und Grenzen mit ihr</translation>
    </message>
    <message>
        <source>at least one animation</source>
        <translation>mindestens eine Animation</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation is added</source>
        <translation>eine Animation &quot;idle&quot; mit einem Frame wird hinzugefügt</translation>
    </message>
    <message>
        <source>a root joint and a one-frame &quot;idle&quot; animation are added</source>
        <translation>ein Wurzelgelenk und eine Animation &quot;idle&quot; mit einem Frame werden hinzugefügt</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>File size (estimated)</source>
        <translation>Dateigröße (geschätzt)</translation>
    </message>
    <message>
        <source>simplify the meshes or shorten the animations</source>
        <translation>die Meshes vereinfachen oder die Animationen kürzen</translation>
    </message>
    <message>
        <source>Skeleton file read with the model (XSF or CSF).</source>
        <translation>Skelettdatei, die mit dem Modell gelesen wird (XSF oder CSF).</translation>
    </message>
    <message>
        <source>Animation file read with the model (XAF or CAF); repeatable.</source>
        <translation>Animationsdatei, die mit dem Modell gelesen wird (XAF oder CAF); wiederholbar.</translation>
    </message>
    <message>
        <source>Material file read with the model (XRF or CRF); repeatable.</source>
        <translation>Materialdatei, die mit dem Modell gelesen wird (XRF oder CRF); wiederholbar.</translation>
    </message>
    <message>
        <source>Another mesh joined to the model on its skeleton (XMF or CMF); repeatable.</source>
        <translation>Ein weiteres Mesh, das dem Modell auf seinem Skelett hinzugefügt wird (XMF oder CMF); wiederholbar.</translation>
    </message>
    <message>
        <source>join Cal3D meshes on one skeleton into one model</source>
        <translation>Cal3D-Meshes auf einem Skelett zu einem Modell zusammenfügen</translation>
    </message>
    <message>
        <source>say how far two models differ, moving, as fractions of their height</source>
        <translation>sagt, wie weit zwei Modelle in Bewegung voneinander abweichen, als Bruchteile ihrer Höhe</translation>
    </message>
    <message>
        <source>Say how far two models differ: structure, joints and skinned surface at evenly spaced times of each animation both have, as fractions of A&apos;s height.</source>
        <translation>Sagt, wie weit zwei Modelle voneinander abweichen: Aufbau, Gelenke und gehäutete Oberfläche zu gleichmäßig verteilten Zeitpunkten jeder Animation, die beide haben, als Bruchteile der Höhe von A.</translation>
    </message>
    <message>
        <source>The compare subcommand.</source>
        <translation>Der Unterbefehl compare.</translation>
    </message>
    <message>
        <source>The first model.</source>
        <translation>Das erste Modell.</translation>
    </message>
    <message>
        <source>The second model.</source>
        <translation>Das zweite Modell.</translation>
    </message>
    <message>
        <source>Times compared per animation (default: every frame of the coarser, at most 500).</source>
        <translation>Verglichene Zeitpunkte je Animation (Vorgabe: jedes Bild der gröberen, höchstens 500).</translation>
    </message>
    <message>
        <source>Largest distance allowed, as a fraction of the height (default 0.005).</source>
        <translation>Größter erlaubter Abstand, als Bruchteil der Höhe (Vorgabe 0.005).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Skeleton file read with the Cal3D model (XSF).</source>
        <translation>Skelettdatei, die mit dem Cal3D-Modell gelesen wird (XSF).</translation>
    </message>
    <message>
        <source>Animation file read with the Cal3D model (XAF); repeatable.</source>
        <translation>Animationsdatei, die mit dem Cal3D-Modell gelesen wird (XAF); wiederholbar.</translation>
    </message>
    <message>
        <source>Material file read with the Cal3D model (XRF); repeatable.</source>
        <translation>Materialdatei, die mit dem Cal3D-Modell gelesen wird (XRF); wiederholbar.</translation>
    </message>
    <message>
        <source>Another mesh joined to the Cal3D model (XMF); repeatable.</source>
        <translation>Ein weiteres Mesh, das dem Cal3D-Modell angefügt wird (XMF); wiederholbar.</translation>
    </message>
    <message>
        <source>error: --frames takes a positive number, not &quot;%1&quot;</source>
        <translation>Fehler: --frames erwartet eine positive Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>error: --tolerance takes a fraction of the height such as 0.005, not &quot;%1&quot;</source>
        <translation>Fehler: --tolerance erwartet einen Bruchteil der Höhe wie 0.005, nicht „%1“</translation>
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
        <translation>Fehler: %1: Mehrere Eingaben mit einer Ausgabe fügen Cal3D-Meshes (.xmf, .cmf) zu einem Avatar zusammen, und dies ist keines; um jede Datei einzeln umzuwandeln, --out-dir VERZ angeben</translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT [MESH...] OUTPUT [options]</source>
        <translation>Aufruf: quarry convert EINGABE [MESH...] AUSGABE [Optionen]</translation>
    </message>
    <message>
        <source>MD3: store these joints as tags (comma separated) instead of those named tag_...</source>
        <translation>MD3: diese Gelenke (durch Kommas getrennt) als Tags speichern statt der tag_… genannten</translation>
    </message>
    <message>
        <source>a,b</source>
        <translation>a,b</translation>
    </message>
    <message>
        <source>Write a Quake III player into this folder: lower.md3, upper.md3, head.md3 (split at the torso and head joints), their skins and animation.cfg.</source>
        <translation>Einen Quake-III-Spieler in diesen Ordner schreiben: lower.md3, upper.md3, head.md3 (geteilt am Torso- und Kopfgelenk), ihre Skins und animation.cfg.</translation>
    </message>
    <message>
        <source>With --q3-player: the first joint of the torso (default: the first named like spine or chest).</source>
        <translation>Mit --q3-player: das erste Gelenk des Torsos (Vorgabe: das erste mit spine oder chest im Namen).</translation>
    </message>
    <message>
        <source>With --q3-player: the first joint of the head (default: the first named like head or neck).</source>
        <translation>Mit --q3-player: das erste Gelenk des Kopfes (Vorgabe: das erste mit head oder neck im Namen).</translation>
    </message>
    <message>
        <source>With --q3-player: the joint tag_weapon goes on (default: a right hand).</source>
        <translation>Mit --q3-player: das Gelenk, an das tag_weapon kommt (Vorgabe: eine rechte Hand).</translation>
    </message>
    <message>
        <source>With --target: also write N coarser levels of detail where the game draws them.</source>
        <translation>Mit --target: auch N gröbere Detailstufen schreiben, wo das Spiel sie zeichnet.</translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT... --target ENGINE --out-dir DIR [--name NAME] [--pack] [--lods N]</source>
        <translation>Aufruf: quarry convert EINGABE... --target ENGINE --out-dir ORDNER [--name NAME] [--pack] [--lods N]</translation>
    </message>
    <message>
        <source>error: --lods takes a number from 0 to 8, not &quot;%1&quot;</source>
        <translation>Fehler: --lods nimmt eine Zahl von 0 bis 8, nicht „%1“</translation>
    </message>
    <message>
        <source>note: the model stands %1 units tall in its bind pose (along Z), far taller than a Quake-family player (about %2): --height %2 scales it to a player&apos;s height (--scale %3)</source>
        <translation>Hinweis: Das Modell ist in seiner Bindepose %1 Einheiten hoch (entlang Z), weit höher als ein Spieler der Quake-Familie (etwa %2): --height %2 skaliert es auf Spielergröße (--scale %3)</translation>
    </message>
    <message numerus="yes">
        <source>note: %n morph animation(s) left out (%1): this format does not hold them; a .cfg (or .xpf) keeps them</source>
        <translation>
            <numerusform>Hinweis: %n Morph-Animation weggelassen (%1): dieses Format kann sie nicht aufnehmen; eine .cfg (oder .xpf) behält sie</numerusform>
            <numerusform>Hinweis: %n Morph-Animationen weggelassen (%1): dieses Format kann sie nicht aufnehmen; eine .cfg (oder .xpf) behält sie</numerusform>
        </translation>
    </message>
    <message>
        <source>Quake III model</source>
        <translation>Quake-III-Modell</translation>
    </message>
    <message>
        <source>Doom 3 MD5 mesh</source>
        <translation>Doom-3-MD5-Netz</translation>
    </message>
    <message>
        <source>Doom 3 MD5 animation</source>
        <translation>Doom-3-MD5-Animation</translation>
    </message>
    <message>
        <source>Cal3D XML morph animation</source>
        <translation>Cal3D-XML-Morph-Animation</translation>
    </message>
    <message>
        <source>Cal3D binary morph animation</source>
        <translation>binäre Cal3D-Morph-Animation</translation>
    </message>
    <message>
        <source>Cal3D avatar list</source>
        <translation>Cal3D-Avatarliste</translation>
    </message>
    <message>
        <source>Size (bind pose): %1 x %2 x %3 (X, Y, Z)
</source>
        <translation>Größe (Bindepose): %1 x %2 x %3 (X, Y, Z)
</translation>
    </message>
    <message>
        <source>Height (bind pose, Z): %1 model units (the extent --height sets)
</source>
        <translation>Höhe (Bindepose, Z): %1 Modelleinheiten (das Maß, das --height setzt)
</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds no morph animation: %n morph tracks are left out</source>
        <translation>
            <numerusform>%1 enthält keine Morph-Animation: %n Morph-Spur wird weggelassen</numerusform>
            <numerusform>%1 enthält keine Morph-Animation: %n Morph-Spuren werden weggelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>the morph animations could not be added: %1</source>
        <translation>die Morph-Animationen konnten nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>the duration must not be negative</source>
        <translation>die Dauer darf nicht negativ sein</translation>
    </message>
    <message>
        <source>no %1 joint found by its name: give %2</source>
        <translation>kein %1-Gelenk am Namen erkannt: %2 angeben</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; in the skeleton</source>
        <translation>kein Gelenk „%1“ im Skelett</translation>
    </message>
    <message>
        <source>a Quake III player is split by joints, and the model has no skeleton</source>
        <translation>ein Quake-III-Spieler wird an Gelenken geteilt, und das Modell hat kein Skelett</translation>
    </message>
    <message>
        <source>the model has no animation: every slot plays its bind pose</source>
        <translation>das Modell hat keine Animation: jeder Slot zeigt die Ruhepose</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; to store as a tag</source>
        <translation>kein Gelenk „%1“, das als Tag gespeichert werden könnte</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; to store the model in</source>
        <translation>kein Gelenk „%1“, in dessen Raum das Modell gespeichert werden könnte</translation>
    </message>
    <message>
        <source>%1 tags: MD3 holds at most %2</source>
        <translation>%1 Tags: MD3 fasst höchstens %2</translation>
    </message>
    <message>
        <source>%1 frames: MD3 holds at most %2 (a lower --fps or fewer animations would fit)</source>
        <translation>%1 Frames: MD3 fasst höchstens %2 (ein kleineres --fps oder weniger Animationen würden passen)</translation>
    </message>
    <message>
        <source>%1 surfaces (meshes split at %2 vertices and %3 triangles): MD3 holds at most %4</source>
        <translation>%1 Flächen (Meshes geteilt bei %2 Vertices und %3 Dreiecken): MD3 fasst höchstens %4</translation>
    </message>
    <message>
        <source>a position lies %1 units from the origin; MD3 holds ±512 units (in 1/64-unit steps): --scale %2 would fit</source>
        <translation>eine Position liegt %1 Einheiten vom Ursprung entfernt; MD3 fasst ±512 Einheiten (in Schritten von 1/64): --scale %2 würde passen</translation>
    </message>
    <message>
        <source>surface name &quot;%1&quot; cut to %2 characters</source>
        <translation>Flächenname „%1“ auf %2 Zeichen gekürzt</translation>
    </message>
    <message>
        <source>the model has no animation; the game needs %1: a one-frame rest pose is written as %1</source>
        <translation>das Modell hat keine Animation; das Spiel braucht %1: eine Ruhepose mit einem Frame wird als %1 geschrieben</translation>
    </message>
    <message>
        <source>no animation is mapped to %1, which the game needs: &quot;%2&quot; plays it</source>
        <translation>keine Animation ist %1 zugeordnet, das das Spiel braucht: „%2“ spielt es</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; is written as %2</source>
        <translation>Animation „%1“ wird als %2 geschrieben</translation>
    </message>
    <message>
        <source>%1 loads %2 only in place of %3, which must be in the game</source>
        <translation>%1 lädt %2 nur anstelle von %3, das im Spiel vorhanden sein muss</translation>
    </message>
    <message>
        <source>%1 draws no levels of detail: --lods is left out</source>
        <translation>%1 zeichnet keine Detailstufen: --lods entfällt</translation>
    </message>
    <message>
        <source>level of detail %1: %2 of %3 triangles (%4)</source>
        <translation>Detailstufe %1: %2 von %3 Dreiecken (%4)</translation>
    </message>
    <message>
        <source>an avatar needs a skeleton or a mesh</source>
        <translation>ein Avatar braucht ein Skelett oder ein Mesh</translation>
    </message>
    <message>
        <source>not a key=value line</source>
        <translation>keine Zeile der Form Schlüssel=Wert</translation>
    </message>
    <message>
        <source>scale=%1 is not a positive number</source>
        <translation>scale=%1 ist keine positive Zahl</translation>
    </message>
    <message>
        <source>%1= names no file</source>
        <translation>%1= nennt keine Datei</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (ignored)</source>
        <translation>unbekannter Schlüssel „%1“ (übergangen)</translation>
    </message>
    <message>
        <source>%1=%2: no such file</source>
        <translation>%1=%2: keine solche Datei</translation>
    </message>
    <message>
        <source>read %1 in place of %2</source>
        <translation>%1 statt %2 gelesen</translation>
    </message>
    <message>
        <source>%1=%2: %3</source>
        <translation>%1=%2: %3</translation>
    </message>
    <message>
        <source>%1 bytes is too large for a .cfg list of files</source>
        <translation>%1 Bytes sind zu groß für eine .cfg-Dateiliste</translation>
    </message>
    <message>
        <source>a second skeleton= line (Cal3D takes one skeleton)</source>
        <translation>eine zweite skeleton=-Zeile (Cal3D nimmt ein Skelett)</translation>
    </message>
    <message>
        <source>a second skeleton (the list names %1)</source>
        <translation>ein zweites Skelett (die Liste nennt %1)</translation>
    </message>
    <message>
        <source>the list names no skeleton and no mesh</source>
        <translation>die Liste nennt weder Skelett noch Mesh</translation>
    </message>
    <message>
        <source>scale=%1 is not applied: Cal3D scales an avatar only with its skeleton</source>
        <translation>scale=%1 wird nicht angewandt: Cal3D skaliert einen Avatar nur mit seinem Skelett</translation>
    </message>
    <message>
        <source>scaled by %1, as the list&apos;s scale= line makes Cal3D scale the avatar when it loads: bone translations, vertex and morph target positions and animation translations</source>
        <translation>um %1 skaliert, wie Cal3D den Avatar wegen der scale=-Zeile der Liste beim Laden skaliert: Knochenverschiebungen, Vertex- und Morph-Target-Positionen und Animationsverschiebungen</translation>
    </message>
    <message>
        <source>the model has no skeleton and no mesh to list</source>
        <translation>das Modell hat weder Skelett noch Mesh für die Liste</translation>
    </message>
    <message numerus="yes">
        <source>%n track(s) key no morph target of the meshes (kept, to be written back): %1</source>
        <translation>
            <numerusform>%n Spur gehört zu keinem Morph-Ziel der Meshes (behalten, wird zurückgeschrieben): %1</numerusform>
            <numerusform>%n Spuren gehören zu keinem Morph-Ziel der Meshes (behalten, werden zurückgeschrieben): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a CPF file names morph targets: the tracks by MORPHID were written by their targets&apos; names</source>
        <translation>eine CPF-Datei benennt Morph-Ziele: die Spuren nach MORPHID wurden unter den Namen ihrer Ziele geschrieben</translation>
    </message>
    <message>
        <source>a morph animation needs the meshes it plays on: open the mesh (.xmf, .cmf) or the .cfg list with it</source>
        <translation>eine Morph-Animation braucht die Meshes, auf denen sie spielt: das Mesh (.xmf, .cmf) oder die .cfg-Liste mit ihr öffnen</translation>
    </message>
    <message>
        <source>the model has no morph animation to write</source>
        <translation>das Modell hat keine Morph-Animation zum Schreiben</translation>
    </message>
    <message>
        <source>a skeleton</source>
        <translation>ein Skelett</translation>
    </message>
    <message>
        <source>a mesh</source>
        <translation>ein Mesh</translation>
    </message>
    <message>
        <source>an animation</source>
        <translation>eine Animation</translation>
    </message>
    <message>
        <source>a material</source>
        <translation>ein Material</translation>
    </message>
    <message>
        <source>a morph animation</source>
        <translation>eine Morph-Animation</translation>
    </message>
    <message>
        <source>%1 file was given where %2 file belongs</source>
        <translation>%1 wurde als Datei angegeben, wo %2 hingehört</translation>
    </message>
    <message>
        <source>not a Cal3D skeleton, mesh, animation or material file</source>
        <translation>keine Cal3D-Skelett-, -Mesh-, -Animations- oder -Materialdatei</translation>
    </message>
    <message>
        <source>not a skeleton (.xsf), mesh (.xmf), animation (.xaf) or material (.xrf) file: %1</source>
        <translation>keine Skelett- (.xsf), Mesh- (.xmf), Animations- (.xaf) oder Materialdatei (.xrf): %1</translation>
    </message>
    <message>
        <source>a track by MORPHNAME among tracks by MORPHID, or the other way round</source>
        <translation>eine Spur nach MORPHNAME unter Spuren nach MORPHID, oder umgekehrt</translation>
    </message>
    <message>
        <source>MORPHID and MESHID must not be negative</source>
        <translation>MORPHID und MESHID dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>a submesh ID must not be negative</source>
        <translation>eine Submesh-ID darf nicht negativ sein</translation>
    </message>
    <message>
        <source>&lt;KEYFRAME&gt; has no &lt;WEIGHT&gt;</source>
        <translation>&lt;KEYFRAME&gt; hat kein &lt;WEIGHT&gt;</translation>
    </message>
    <message>
        <source>insertKeys: the clip has no keyed joints or morph targets; give option &quot;joints&quot; or &quot;morphs&quot;</source>
        <translation>insertKeys: der Clip hat keine Gelenke oder Morph-Ziele mit Keys; Option „joints“ oder „morphs“ angeben</translation>
    </message>
    <message>
        <source>No morph target is named &quot;%1&quot;: no keys selected.</source>
        <translation>Kein Morph-Ziel heißt „%1“: keine Keys ausgewählt.</translation>
    </message>
    <message>
        <source>setKey: the mesh &quot;%1&quot; has no morph target &quot;%2&quot;</source>
        <translation>setKey: das Mesh „%1“ hat kein Morph-Ziel „%2“</translation>
    </message>
    <message>
        <source>setKey: no mesh has a morph target &quot;%1&quot;</source>
        <translation>setKey: kein Mesh hat ein Morph-Ziel „%1“</translation>
    </message>
    <message>
        <source>setKey: the morph target &quot;%1&quot; is in several meshes (%2): give the option &quot;mesh&quot;</source>
        <translation>setKey: das Morph-Ziel „%1“ gibt es in mehreren Meshes (%2): Option „mesh“ angeben</translation>
    </message>
    <message>
        <source>Keyed the weight of %1 at %2 s.</source>
        <translation>Gewicht von %1 bei %2 s als Key gesetzt.</translation>
    </message>
    <message>
        <source>The key is already there.</source>
        <translation>Der Key ist schon da.</translation>
    </message>
    <message>
        <source>setKey: the model has no joints: give the option &quot;morph&quot;</source>
        <translation>setKey: das Modell hat keine Gelenke: Option „morph“ angeben</translation>
    </message>
    <message>
        <source>at joint %1</source>
        <translation>bei Gelenk %1</translation>
    </message>
    <message>
        <source>at joint %1 (B: %2)</source>
        <translation>bei Gelenk %1 (B: %2)</translation>
    </message>
    <message>
        <source>at mesh %1 vertex %2 (B: mesh %3 vertex %4)</source>
        <translation>bei Mesh %1 Vertex %2 (B: Mesh %3 Vertex %4)</translation>
    </message>
    <message>
        <source>, animation %1 at %2 s</source>
        <translation>, Animation %1 bei %2 s</translation>
    </message>
    <message>
        <source>, bind pose</source>
        <translation>, Ruhepose</translation>
    </message>
    <message>
        <source>%1: nothing to compare</source>
        <translation>%1: nichts zu vergleichen</translation>
    </message>
    <message>
        <source>%1: largest %2 %3; mean %4</source>
        <translation>%1: größte %2 %3; Mittel %4</translation>
    </message>
    <message>
        <source>Within tolerance: largest distance %1 of height (tolerance %2).</source>
        <translation>Innerhalb der Toleranz: größter Abstand %1 der Höhe (Toleranz %2).</translation>
    </message>
    <message>
        <source>NOT within tolerance: vertices without a counterpart; largest distance %1 of height (tolerance %2).</source>
        <translation>NICHT innerhalb der Toleranz: Vertices ohne Gegenstück; größter Abstand %1 der Höhe (Toleranz %2).</translation>
    </message>
    <message>
        <source>NOT within tolerance: largest distance %1 of height (tolerance %2).</source>
        <translation>NICHT innerhalb der Toleranz: größter Abstand %1 der Höhe (Toleranz %2).</translation>
    </message>
    <message>
        <source>Distances are fractions of A&apos;s height, %1.</source>
        <translation>Abstände sind Bruchteile der Höhe von A, %1.</translation>
    </message>
    <message>
        <source>Structure: the same.</source>
        <translation>Aufbau: gleich.</translation>
    </message>
    <message>
        <source>Structure:</source>
        <translation>Aufbau:</translation>
    </message>
    <message>
        <source>Matched: %1 joints; %2 vertices of A, %3 of A and %4 of B without a counterpart.</source>
        <translation>Zugeordnet: %1 Gelenke; %2 Vertices von A, %3 von A und %4 von B ohne Gegenstück.</translation>
    </message>
    <message>
        <source>Bind pose, surface</source>
        <translation>Ruhepose, Oberfläche</translation>
    </message>
    <message>
        <source>Animation %1 (%2 times</source>
        <translation>Animation %1 (%2 Zeitpunkte</translation>
    </message>
    <message>
        <source>; %1 frames a second in A, %2 in B</source>
        <translation>; %1 Bilder pro Sekunde in A, %2 in B</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>Texture coordinates: largest difference %1 %2</source>
        <translation>Texturkoordinaten: größte Abweichung %1 %2</translation>
    </message>
    <message>
        <source>Normals: largest difference %1° %2</source>
        <translation>Normalen: größte Abweichung %1° %2</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: its bone influences are left out: the model has no skeleton</source>
        <translation>Mesh „%1“: seine Knocheneinflüsse entfallen: das Modell hat kein Skelett</translation>
    </message>
    <message>
        <source>Scale B to A&apos;s height before measuring (a conversion made with --height or --scale); the factor is reported.</source>
        <translation>B vor dem Messen auf die Höhe von A skalieren (eine mit --height oder --scale erstellte Konvertierung); der Faktor wird angegeben.</translation>
    </message>
    <message>
        <source>usage: quarry compare A B [companions] [--json] [--frames N] [--tolerance T] [--fit-scale]</source>
        <translation>Aufruf: quarry compare A B [Begleitdateien] [--json] [--frames N] [--tolerance T] [--fit-scale]</translation>
    </message>
    <message>
        <source>the joints&apos; transforms could not be set: %1</source>
        <translation>die Transformationen der Gelenke konnten nicht gesetzt werden: %1</translation>
    </message>
    <message>
        <source>written as XPF: a CPF file names morph targets, and the names of &quot;%1&quot; also name targets it does not key</source>
        <translation>als XPF geschrieben: eine CPF-Datei nennt Morph-Ziele beim Namen, und die Namen von „%1“ nennen auch Ziele, die sie nicht animiert</translation>
    </message>
    <message>
        <source>B scaled by %1 to A&apos;s height before measuring.</source>
        <translation>B vor dem Messen mit %1 auf die Höhe von A skaliert.</translation>
    </message>
    <message>
        <source>Vertices matched where animation %1 starts: one model has no skeleton, so no bind pose to compare.</source>
        <translation>Eckpunkte dort zugeordnet, wo Animation %1 beginnt: ein Modell hat kein Skelett und damit keine Ruhepose zum Vergleichen.</translation>
    </message>
    <message>
        <source>error: with --q3-player, --lods takes a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>Fehler: mit --q3-player nimmt --lods eine Zahl von 0 bis %1, nicht „%2“</translation>
    </message>
    <message>
        <source> (Quarry writes none of these)</source>
        <translation> (Quarry schreibt keines davon)</translation>
    </message>
    <message>
        <source>Quake III draws at most %1 levels of detail: %2 are written</source>
        <translation>Quake III zeichnet höchstens %1 Detailstufen: %2 werden geschrieben</translation>
    </message>
    <message>
        <source>a Quake III player is split by joints, and the model has no skeleton: --single-model writes it as one model</source>
        <translation>ein Quake-III-Spieler wird an Gelenken geteilt, und das Modell hat kein Skelett: --single-model schreibt es als ein Modell</translation>
    </message>
    <message>
        <source>%1 (or --single-model for one model)</source>
        <translation>%1 (oder --single-model für ein einziges Modell)</translation>
    </message>
    <message>
        <source>%1 loads none of the model formats Quarry writes (IQM, MD3, MD5)</source>
        <translation>%1 lädt keines der Modellformate, die Quarry schreibt (IQM, MD3, MD5)</translation>
    </message>
    <message>
        <source>models in formats Quarry does not write</source>
        <translation>Modelle in Formaten, die Quarry nicht schreibt</translation>
    </message>
    <message>
        <source>no loader for IQM, MD3 or MD5</source>
        <translation>kein Lader für IQM, MD3 oder MD5</translation>
    </message>
    <message>
        <source>the engine loads none of the model formats Quarry writes (IQM, MD3, MD5)</source>
        <translation>die Engine lädt keines der Modellformate, die Quarry schreibt (IQM, MD3, MD5)</translation>
    </message>
    <message>
        <source>Draw another model over this one as a ghost, posed at each frame by its matching animation, as the editor&apos;s comparison view does.</source>
        <translation>Ein anderes Modell als Geist über dieses zeichnen, in jedem Bild von seiner passenden Animation posiert, wie die Vergleichsansicht des Editors.</translation>
    </message>
    <message>
        <source>With --compare: colour each vertex by its distance to the other model (blue at 0, red at the tolerance, 0.5% of the height) and draw the scale.</source>
        <translation>Mit --compare: jeden Vertex nach seinem Abstand zum anderen Modell färben (blau bei 0, rot bei der Toleranz, 0,5 % der Höhe) und die Skala zeichnen.</translation>
    </message>
    <message>
        <source>error: --deviation needs --compare FILE</source>
        <translation>Fehler: --deviation braucht --compare DATEI</translation>
    </message>
    <message>
        <source>frames %1 to %2 are in no clip: they are the animation &quot;%3&quot; at %4 frames a second</source>
        <translation>die Frames %1 bis %2 liegen in keinem Clip: sie sind die Animation „%3“ mit %4 Bildern pro Sekunde</translation>
    </message>
    <message>
        <source>%1; the frames are read as one animation</source>
        <translation>%1; die Frames werden als eine Animation gelesen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no frames; left out</source>
        <translation>„%1“ hat keine Frames; ausgelassen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (frames %2 to %3) lies outside the model&apos;s %4 frames; left out</source>
        <translation>„%1“ (Frames %2 bis %3) liegt außerhalb der %4 Frames des Modells; ausgelassen</translation>
    </message>
    <message>
        <source>%1 (as %2)</source>
        <translation>%1 (als %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n more ranges left out</source>
        <translation>
            <numerusform>%n weiterer Bereich ausgelassen</numerusform>
            <numerusform>%n weitere Bereiche ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>the clips hold %1 frames, more than %2 times the model&apos;s %3</source>
        <translation>die Clips umfassen %1 Frames, mehr als das %2-Fache der %3 des Modells</translation>
    </message>
    <message>
        <source>read as the clip of the same frames: %1</source>
        <translation>als der Clip derselben Frames gelesen: %1</translation>
    </message>
    <message>
        <source>a frame rate of %1</source>
        <translation>eine Bildrate von %1</translation>
    </message>
    <message>
        <source>the file ends before %1: Quake III reads %2 animations</source>
        <translation>die Datei endet vor %1: Quake III liest %2 Animationen</translation>
    </message>
    <message>
        <source>%1 needs a first frame, a frame count, looping frames and a frame rate</source>
        <translation>%1 braucht einen ersten Frame, eine Frame-Anzahl, Schleifen-Frames und eine Bildrate</translation>
    </message>
    <message>
        <source>%1: a field is not a number in range</source>
        <translation>%1: ein Feld ist keine Zahl im gültigen Bereich</translation>
    </message>
    <message>
        <source>%1 plays its frames backwards in the game; read forwards</source>
        <translation>%1 spielt seine Frames im Spiel rückwärts; vorwärts gelesen</translation>
    </message>
    <message>
        <source>the game does not animate the head: its frames are one animation</source>
        <translation>das Spiel animiert den Kopf nicht: seine Frames sind eine Animation</translation>
    </message>
    <message>
        <source>cannot be read (%1); the frames are read as one animation</source>
        <translation>kann nicht gelesen werden (%1); die Frames werden als eine Animation gelesen</translation>
    </message>
    <message>
        <source>%1 bytes are more than a list of clips takes; the frames are read as one animation</source>
        <translation>%1 Bytes sind mehr, als eine Liste von Clips braucht; die Frames werden als eine Animation gelesen</translation>
    </message>
    <message>
        <source>clips and frame rates from %1</source>
        <translation>Clips und Bildraten aus %1</translation>
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
        <translation>mit --fps %1 (oder der Bildrate des Dialogs) oder weniger neu abtasten, oder weniger Animationen exportieren</translation>
    </message>
    <message>
        <source>export fewer or shorter animations (even --fps 1 gives more)</source>
        <translation>weniger oder kürzere Animationen exportieren (selbst --fps 1 ergibt mehr)</translation>
    </message>
    <message>
        <source>No holes to fill through the selection.</source>
        <translation>Keine Löcher durch die Auswahl zu füllen.</translation>
    </message>
    <message>
        <source>MD5 stores no normals (the engine derives them from the triangles&apos; winding): saved as MD5, this change is lost.</source>
        <translation>MD5 speichert keine Normalen (die Engine leitet sie aus dem Umlaufsinn der Dreiecke ab): als MD5 gespeichert, geht diese Änderung verloren.</translation>
    </message>
    <message>
        <source>%1 joints are named &quot;%2&quot;: files and engines find joints by name</source>
        <translation>%1 Gelenke heißen „%2“: Dateien und Engines finden Gelenke über ihren Namen</translation>
    </message>
    <message>
        <source>textured (the default for a model with a texture found), shaded (the default for one without), wireframe, colors or uv.</source>
        <translation>textured (Vorgabe für ein Modell mit gefundener Textur), shaded (Vorgabe für eines ohne), wireframe, colors oder uv.</translation>
    </message>
    <message>
        <source>warning: texture drawn as a checkerboard: %1</source>
        <translation>Warnung: Textur als Schachbrett gezeichnet: %1</translation>
    </message>
    <message>
        <source>MD3: split surfaces over the renderers&apos; caps (999 vertices, 1,999 triangles) into parts under both; a model read from an MD3 is otherwise written with its surfaces as read.</source>
        <translation>MD3: Flächen über den Grenzen der Renderer (999 Eckpunkte, 1.999 Dreiecke) in Teile unter beiden aufteilen; ein aus einer MD3 gelesenes Modell wird sonst mit seinen Flächen wie gelesen geschrieben.</translation>
    </message>
    <message>
        <source>MDL, MD2: sample the animations at this frame rate (default 10).</source>
        <translation>MDL, MD2: die Animationen mit dieser Bildrate abtasten (Standard 10).</translation>
    </message>
    <message>
        <source>MDL: write every animation as one frame group.</source>
        <translation>MDL: jede Animation als eine Frame-Gruppe schreiben.</translation>
    </message>
    <message>
        <source>MDL: keep the flags past bit 7.</source>
        <translation>MDL: die Flags über Bit 7 hinaus behalten.</translation>
    </message>
    <message>
        <source>MDL: store a skin laid out in a front and a back half with onseam, as Quake&apos;s tools do.</source>
        <translation>MDL: einen in eine Vorder- und eine Rückhälfte geteilten Skin mit onseam speichern, wie die Werkzeuge von Quake.</translation>
    </message>
    <message>
        <source>MDL: let skin colours match the fullbright colours (224-255).</source>
        <translation>MDL: Skin-Farben auch den selbstleuchtenden Farben (224-255) zuordnen.</translation>
    </message>
    <message>
        <source>MDL: let skin colours match the shirt and pants colours (16-31, 96-111).</source>
        <translation>MDL: Skin-Farben auch den Hemd- und Hosenfarben (16-31, 96-111) zuordnen.</translation>
    </message>
    <message>
        <source>MD2: the game folder the skin names start with (e.g. models/monsters/tank/).</source>
        <translation>MD2: der Spielordner, mit dem die Skin-Namen beginnen (z. B. models/monsters/tank/).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>MDL, MD2: write past the engines&apos; vertex, triangle, frame and skin limits.</source>
        <translation>MDL, MD2: über die Grenzen der Engines für Punkte, Dreiecke, Frames und Skins hinaus schreiben.</translation>
    </message>
    <message>
        <source>--quake-fps: &quot;%1&quot; is not a positive number</source>
        <translation>--quake-fps: „%1“ ist keine positive Zahl</translation>
    </message>
    <message>
        <source>Quake model</source>
        <translation>Quake-Modell</translation>
    </message>
    <message>
        <source>Quake II model</source>
        <translation>Quake-II-Modell</translation>
    </message>
    <message>
        <source>%1&apos;s first frame is where the game starts lower.md3&apos;s legs: it cannot move in one part alone (keep the clips before it as long as they are)</source>
        <translation>Das erste Bild von %1 ist die Stelle, an der das Spiel die Beine von lower.md3 beginnen lässt: Es kann nicht in nur einem Teil verschoben werden (lassen Sie die Clips davor so lang, wie sie sind)</translation>
    </message>
    <message>
        <source>lower.md3 would have no triangles: every vertex weighs most on the torso joint &quot;%1&quot;, on a joint below it or on the head</source>
        <translation>lower.md3 hätte keine Dreiecke: jeder Vertex hängt am stärksten am Rumpfgelenk „%1“, an einem Gelenk darunter oder am Kopf</translation>
    </message>
    <message>
        <source>upper.md3 would have no triangles: no vertex weighs most on the torso joint &quot;%1&quot; or a joint below it short of the head joint &quot;%2&quot;</source>
        <translation>upper.md3 hätte keine Dreiecke: kein Vertex hängt am stärksten am Rumpfgelenk „%1“ oder an einem Gelenk darunter vor dem Kopfgelenk „%2“</translation>
    </message>
    <message>
        <source>head.md3 would have no triangles: no vertex weighs most on the head joint &quot;%1&quot; or a joint below it</source>
        <translation>head.md3 hätte keine Dreiecke: kein Vertex hängt am stärksten am Kopfgelenk „%1“ oder an einem Gelenk darunter</translation>
    </message>
    <message>
        <source>%1; no choice of joints gives the three parts triangles (the game refuses a player with an empty part): --single-model writes it as one model</source>
        <translation>%1; keine Wahl der Gelenke gibt allen drei Teilen Dreiecke (das Spiel lehnt einen Spieler mit leerem Teil ab): --single-model schreibt es als ein Modell</translation>
    </message>
    <message>
        <source>%1, and the game refuses a player with an empty part: choose the %2 joint with %3, one of: %4</source>
        <translation>%1, und das Spiel lehnt einen Spieler mit leerem Teil ab: wählen Sie das Gelenk (%2) mit %3, eines von: %4</translation>
    </message>
    <message>
        <source>torso</source>
        <translation>Rumpf</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>toes ahead of the ankles</source>
        <translation>Zehen vor den Knöcheln</translation>
    </message>
    <message>
        <source>eyes ahead of the head</source>
        <translation>Augen vor dem Kopf</translation>
    </message>
    <message>
        <source>the feet ahead of the ankles</source>
        <translation>die Füße vor den Knöcheln</translation>
    </message>
    <message>
        <source>which way the model faces cannot be told from its joints (toes, eyes) or its feet: it is written facing +X as it is; give --facing if it faces elsewhere</source>
        <translation>wohin das Modell blickt, lässt sich weder an seinen Gelenken (Zehen, Augen) noch an seinen Füßen erkennen: es wird unverändert als nach +X blickend geschrieben; geben Sie --facing an, wenn es anderswohin blickt</translation>
    </message>
    <message>
        <source>--facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</source>
        <translation>--facing nimmt +x, -x, +y, -y oder auto, nicht „%1“</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>wie angegeben</translation>
    </message>
    <message>
        <source>turned to face +X, as the game draws players: it faced %1 (%2)</source>
        <translation>nach +X gedreht, wie das Spiel Spieler zeichnet: es blickte nach %1 (%2)</translation>
    </message>
    <message>
        <source>placed on the game&apos;s floor: the lowest point at Z = %1, the middle on the Z axis</source>
        <translation>auf den Boden des Spiels gestellt: der tiefste Punkt bei Z = %1, die Mitte auf der Z-Achse</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5 (--split-at-caps splits it)</source>
        <translation>Fläche „%1“ hat %2 Eckpunkte und %3 Dreiecke: Die Engines laden höchstens %4 und %5 (--split-at-caps teilt sie auf)</translation>
    </message>
    <message>
        <source>MDL version %1: Quarry reads version 6, Quake&apos;s</source>
        <translation>MDL-Version %1: Quarry liest Version 6, die von Quake</translation>
    </message>
    <message>
        <source>a QuakeForge 16-bit MDL (&quot;MD16&quot;): Quarry reads Quake&apos;s &quot;IDPO&quot; version 6</source>
        <translation>ein 16-Bit-MDL von QuakeForge („MD16“): Quarry liest Quakes „IDPO“ Version 6</translation>
    </message>
    <message>
        <source>the texture embedded as %1 could not be decoded</source>
        <translation>die als %1 eingebettete Textur konnte nicht dekodiert werden</translation>
    </message>
    <message>
        <source>texture %1 cannot be read (%2); it is not copied</source>
        <translation>Textur %1 kann nicht gelesen werden (%2); sie wird nicht kopiert</translation>
    </message>
    <message>
        <source>opacity map %1 cannot be read (%2); the texture keeps its alpha</source>
        <translation>Deckkraft-Map %1 kann nicht gelesen werden (%2); die Textur behält ihr Alpha</translation>
    </message>
    <message>
        <source>texture %1 is stored top down and cannot be turned over: the game may show it upside down</source>
        <translation>Textur %1 ist von oben nach unten gespeichert und lässt sich nicht umdrehen: das Spiel zeigt sie womöglich kopfüber</translation>
    </message>
    <message>
        <source>texture %1 was stored top down: stored bottom-up, as the game reads it</source>
        <translation>Textur %1 war von oben nach unten gespeichert: von unten nach oben gespeichert, wie das Spiel sie liest</translation>
    </message>
    <message>
        <source>truncated: %1 bytes, shorter than the 18-byte header</source>
        <translation>abgeschnitten: %1 Bytes, kürzer als der 18 Bytes lange Kopf</translation>
    </message>
    <message>
        <source>truncated: the header and colour map need %1 bytes, the file has %2</source>
        <translation>abgeschnitten: Kopf und Farbtabelle brauchen %1 Bytes, die Datei hat %2</translation>
    </message>
    <message>
        <source>truncated: %1 × %2 pixels at %3 bits need %4 bytes, the file has %5</source>
        <translation>abgeschnitten: %1 × %2 Pixel zu %3 Bit brauchen %4 Bytes, die Datei hat %5</translation>
    </message>
    <message>
        <source>truncated: the run-length data ends at byte %1 after %2 of %3 pixels</source>
        <translation>abgeschnitten: die lauflängenkodierten Daten enden bei Byte %1 nach %2 von %3 Pixeln</translation>
    </message>
    <message>
        <source>truncated: the run-length data needs %1 bytes, the file has %2</source>
        <translation>abgeschnitten: die lauflängenkodierten Daten brauchen %1 Bytes, die Datei hat %2</translation>
    </message>
    <message>
        <source>%1 × %2 pixels: larger than the %3 megapixels a texture may have</source>
        <translation>%1 × %2 Pixel: größer als die %3 Megapixel, die eine Textur haben darf</translation>
    </message>
    <message>
        <source>not readable (stb_image: %1)</source>
        <translation>nicht lesbar (stb_image: %1)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>not an image format Quarry reads</source>
        <translation>kein Bildformat, das Quarry liest</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>%1 MiB: larger than a texture may be</source>
        <translation>%1 MiB: größer, als eine Textur sein darf</translation>
    </message>
    <message>
        <source>%1 found as %2, letter case ignored</source>
        <translation>%1 als %2 gefunden, Groß- und Kleinschreibung nicht beachtet</translation>
    </message>
    <message>
        <source>%1 found as %2, by its file name alone in the .cfg&apos;s folder</source>
        <translation>%1 als %2 gefunden, allein am Dateinamen im Ordner der .cfg</translation>
    </message>
    <message>
        <source>%1 found as %2, relative to the .cfg&apos;s folder without its leading folders %3</source>
        <translation>%1 als %2 gefunden, relativ zum Ordner der .cfg ohne die führenden Ordner %3</translation>
    </message>
    <message>
        <source>embedded image: %1</source>
        <translation>eingebettetes Bild: %1</translation>
    </message>
    <message>
        <source>%1: not found</source>
        <translation>%1: nicht gefunden</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n degenerate triangles (repeated corners, or no area in any of its %2 frames)</source>
        <translation>
            <numerusform>Netz %1: %n entartetes Dreieck (doppelte Ecken oder in keinem seiner %2 Bilder eine Fläche)</numerusform>
            <numerusform>Netz %1: %n entartete Dreiecke (doppelte Ecken oder in keinem seiner %2 Bilder eine Fläche)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more are flat in some frames only and are kept</source>
        <translation>
            <numerusform>; %n weiteres ist nur in einigen Bildern flach und bleibt erhalten</numerusform>
            <numerusform>; %n weitere sind nur in einigen Bildern flach und bleiben erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: texture %2 cannot be read: %3</source>
        <translation>Material „%1“: Textur %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: %2</source>
        <translation>Material „%1“: %2</translation>
    </message>
    <message>
        <source>With --q3-player or a player --target: the way the model faces as stored, +x, -x, +y or -y; it is turned to face +X as the games draw players (default: auto, found from the toes and eyes).</source>
        <translation>Mit --q3-player oder einem Spieler-Ziel bei --target: die gespeicherte Blickrichtung des Modells, +x, -x, +y oder -y; es wird nach +X gedreht, wie die Spiele Spieler zeichnen (Vorgabe: auto, aus Zehen und Augen ermittelt).</translation>
    </message>
    <message>
        <source>A model that is not a player: keeps its size and place (with --target ioquake3: the one-model form, one IQM, instead of the player&apos;s MD3s).</source>
        <translation>Ein Modell, das kein Spieler ist: behält seine Größe und Lage (mit --target ioquake3: die Ein-Modell-Form, ein IQM, statt der MD3-Dateien des Spielers).</translation>
    </message>
    <message>
        <source>The way the player faces as stored: +x, -x, +y, -y or auto (found from the rig).</source>
        <translation>Die gespeicherte Blickrichtung des Spielers: +x, -x, +y, -y oder auto (aus dem Rig ermittelt).</translation>
    </message>
    <message>
        <source>The player&apos;s height the export is given (--height).</source>
        <translation>Die Höhe, die der Spieler im Export erhält (--height).</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>The scale the export is given (--scale).</source>
        <translation>Die Skalierung, die der Export erhält (--scale).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>error: --facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</source>
        <translation>Fehler: --facing nimmt +x, -x, +y, -y oder auto, nicht „%1“</translation>
    </message>
    <message>
        <source>taken as a player: %1</source>
        <translation>als Spieler behandelt: %1</translation>
    </message>
    <message>
        <source>taken as a model that is not a player, kept at its size: %1</source>
        <translation>als Modell behandelt, das kein Spieler ist, in seiner Größe belassen: %1</translation>
    </message>
    <message>
        <source>With --target: a model that is not a player, kept at its size and place (ioquake3: one IQM model with animation.cfg instead of the Quake III player&apos;s lower, upper and head models).</source>
        <translation>Mit --target: ein Modell, das kein Spieler ist, in Größe und Lage belassen (ioquake3: ein IQM-Modell mit animation.cfg statt der Modelle lower, upper und head des Quake-III-Spielers).</translation>
    </message>
    <message>
        <source>a NUL byte ends the text here, as the game reads the file; the rest is not read</source>
        <translation>ein NUL-Byte beendet hier den Text, so wie das Spiel die Datei liest; der Rest wird nicht gelesen</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <source>settings Quake III does not know, skipped with the rest of their lines: %1</source>
        <translation>Einstellungen, die Quake III nicht kennt, samt dem Rest ihrer Zeilen übersprungen: %1</translation>
    </message>
    <message>
        <source>%1 keeps its models where they are (no player conventions)</source>
        <translation>%1 lässt seine Modelle, wo sie sind (keine Spielerkonventionen)</translation>
    </message>
    <message>
        <source>--single-model: a model that is not a player</source>
        <translation>--single-model: ein Modell, das kein Spieler ist</translation>
    </message>
    <message>
        <source>no skeleton: a weapon, an item or a map object</source>
        <translation>kein Skelett: eine Waffe, ein Gegenstand oder ein Kartenobjekt</translation>
    </message>
    <message>
        <source>a skeleton without a head joint: a weapon, an item or a map object</source>
        <translation>ein Skelett ohne Kopfgelenk: eine Waffe, ein Gegenstand oder ein Kartenobjekt</translation>
    </message>
    <message>
        <source>a skeleton with a head joint (%1)</source>
        <translation>ein Skelett mit Kopfgelenk (%1)</translation>
    </message>
    <message>
        <source>%1 times too small</source>
        <translation>%1-mal zu klein</translation>
    </message>
    <message>
        <source>%1 times too large</source>
        <translation>%1-mal zu groß</translation>
    </message>
    <message>
        <source>players %1 units tall</source>
        <translation>Spieler %1 Einheiten groß</translation>
    </message>
    <message>
        <source>scaled to %1 units on export (--height or --scale to choose another size)</source>
        <translation>beim Export auf %1 Einheiten skaliert (--height oder --scale für eine andere Größe)</translation>
    </message>
    <message>
        <source>the player is %1 units tall, %2 for players in %3 (%4 units)</source>
        <translation>der Spieler ist %1 Einheiten groß, %2 für Spieler in %3 (%4 Einheiten)</translation>
    </message>
    <message>
        <source>players facing +X</source>
        <translation>Spieler mit Blick nach +X</translation>
    </message>
    <message>
        <source>turned to face +X on export</source>
        <translation>beim Export nach +X gedreht</translation>
    </message>
    <message>
        <source>the player faces %1 (%2); %3 draws players facing +X, so it would be seen from the side or back</source>
        <translation>der Spieler blickt nach %1 (%2); %3 zeichnet Spieler mit Blick nach +X, daher wäre er von der Seite oder von hinten zu sehen</translation>
    </message>
    <message>
        <source>feet at Z = %1</source>
        <translation>Füße bei Z = %1</translation>
    </message>
    <message>
        <source>its lowest point placed at Z = %1 on export</source>
        <translation>sein tiefster Punkt beim Export auf Z = %1 gesetzt</translation>
    </message>
    <message>
        <source>the player floats %1 units above the floor in %2 (its lowest point at Z = %3, the floor at %4)</source>
        <translation>der Spieler schwebt in %2 %1 Einheiten über dem Boden (sein tiefster Punkt bei Z = %3, der Boden bei %4)</translation>
    </message>
    <message>
        <source>the player is sunk %1 units into the floor in %2 (its lowest point at Z = %3, the floor at %4)</source>
        <translation>der Spieler steckt in %2 %1 Einheiten tief im Boden (sein tiefster Punkt bei Z = %3, der Boden bei %4)</translation>
    </message>
    <message>
        <source>the player has no height to scale to the %2 units of players in %1</source>
        <translation>der Spieler hat keine Höhe, die sich auf die %2 Einheiten der Spieler in %1 skalieren ließe</translation>
    </message>
    <message>
        <source>scaled by %1 to %2&apos;s player height of %3 units (--height or --scale to choose another)</source>
        <translation>um %1 auf die Spielerhöhe von %2 (%3 Einheiten) skaliert (--height oder --scale für eine andere)</translation>
    </message>
    <message>
        <source>error: --root-motion takes in-place or keep, not &quot;%1&quot;</source>
        <translation>Fehler: --root-motion erwartet in-place oder keep, nicht „%1“</translation>
    </message>
    <message>
        <source>in-place: the root&apos;s travel across the floor removed from every animation (its height kept), as games that move the player themselves play them; keep: left as it is. Default: in place for a player --target or --q3-player, else kept.</source>
        <translation>in-place: die Bewegung der Wurzel über den Boden wird aus jeder Animation entfernt (ihre Höhe bleibt), wie Spiele sie abspielen, die den Spieler selbst bewegen; keep: unverändert belassen. Vorgabe: in-place für einen Spieler bei --target oder --q3-player, sonst keep.</translation>
    </message>
    <message>
        <source>Convert even where the output format keeps none of the model&apos;s animation (an MD3&apos;s vertex frames written as IQM); without it, such a conversion stops with an error.</source>
        <translation>Auch dann umwandeln, wenn das Ausgabeformat nichts von der Animation des Modells behält (die Punkt-Frames einer MD3 als IQM geschrieben); ohne diese Option bricht eine solche Umwandlung mit einem Fehler ab.</translation>
    </message>
    <message>
        <source>The file of SLOT = ANIMATION lines the export is given (--animation-map).</source>
        <translation>Die Datei mit Zeilen SLOT = ANIMATION, die der Export erhält (--animation-map).</translation>
    </message>
    <message>
        <source>With --target ioquake3: the player&apos;s parts as md3 (Quake III&apos;s own, the default) or iqm (lower.iqm, upper.iqm, head.iqm: skeletal, at the animations&apos; own rates, no frame cap).</source>
        <translation>Mit --target ioquake3: die Teile des Spielers als md3 (das eigene Format von Quake III, Vorgabe) oder iqm (lower.iqm, upper.iqm, head.iqm: mit Skelett, mit den eigenen Bildraten der Animationen, ohne Frame-Grenze).</translation>
    </message>
    <message>
        <source>error: --player-format takes md3 or iqm, not &quot;%1&quot;</source>
        <translation>Fehler: --player-format erwartet md3 oder iqm, nicht „%1“</translation>
    </message>
    <message>
        <source>error: --player-format takes one input</source>
        <translation>Fehler: --player-format erwartet eine einzige Eingabe</translation>
    </message>
    <message>
        <source>Give --drop-animation to write it without.</source>
        <translation>Geben Sie --drop-animation an, um es ohne Animation zu schreiben.</translation>
    </message>
    <message>
        <source>%1 written anew from the model (%2): its own layout, spacing and number formatting are not kept</source>
        <translation>%1 neu aus dem Modell geschrieben (%2): der eigene Aufbau, die Abstände und die Zahlenformatierung der Datei bleiben nicht erhalten</translation>
    </message>
    <message>
        <source>the model no longer holds what the file held</source>
        <translation>das Modell enthält nicht mehr, was die Datei enthielt</translation>
    </message>
    <message>
        <source>the clip renamed &quot;%1&quot; is still %2 in %3: animation.cfg&apos;s slots have fixed names (a .framegroups file, as DarkPlaces reads, keeps clip names)</source>
        <translation>der in „%1“ umbenannte Clip ist in %3 weiterhin %2: die Slots von animation.cfg haben feste Namen (eine .framegroups-Datei, wie DarkPlaces sie liest, behält Clip-Namen)</translation>
    </message>
    <message>
        <source>is not an MD3 file</source>
        <translation>ist keine MD3-Datei</translation>
    </message>
    <message>
        <source>has %1 frames, the part %2</source>
        <translation>hat %1 Frames, der Teil %2</translation>
    </message>
    <message>
        <source>has a header that does not fit its %1 bytes</source>
        <translation>hat einen Header, der nicht zu ihren %1 Bytes passt</translation>
    </message>
    <message>
        <source>has its surface %1 outside the file</source>
        <translation>hat die Fläche %1 außerhalb der Datei</translation>
    </message>
    <message>
        <source>has its surface %1 not ending with its vertex records</source>
        <translation>hat die Fläche %1, die nicht mit ihren Punktdatensätzen endet</translation>
    </message>
    <message>
        <source>cannot follow frame %1 of the retimed part, which shows no stored frame</source>
        <translation>kann Frame %1 des Teils mit geändertem Timing nicht folgen, da dieser keinen gespeicherten Frame zeigt</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the level of detail %1; it is left as it was and no longer plays as the part does</source>
        <translation>die Detailstufe %1; sie bleibt, wie sie war, und spielt nicht mehr wie der Teil</translation>
    </message>
    <message>
        <source>%1: meshes sharing a shader merged, %2 surfaces to %3 (MD3 holds %4)</source>
        <translation>%1: Netze mit gemeinsamem Shader zusammengeführt, %2 Flächen zu %3 (MD3 fasst %4)</translation>
    </message>
    <message>
        <source>%1.%2 has no triangles: the game refuses the player</source>
        <translation>%1.%2 hat keine Dreiecke: das Spiel lehnt den Spieler ab</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; ioquake3 loads an IQM of at most %3 (a lower --fps or fewer animations would fit)</source>
        <translation>%1 ist %2 Bytes groß; ioquake3 lädt ein IQM von höchstens %3 (ein kleineres --fps oder weniger Animationen würden passen)</translation>
    </message>
    <message>
        <source>clips that share the frames of another: %1</source>
        <translation>Clips, die die Frames eines anderen teilen: %1</translation>
    </message>
    <message>
        <source>%1 to %2 s is not a range of &quot;%3&quot;, which lasts %4 s</source>
        <translation>%1 bis %2 s ist kein Bereich von „%3“ (Dauer %4 s)</translation>
    </message>
    <message numerus="yes">
        <source>%n animation slot(s): %1</source>
        <translation>
            <numerusform>%n Animationsplatz: %1</numerusform>
            <numerusform>%n Animationsplätze: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>name the clips after the slots (walk, run, attack, death, jump, crouch, idle, ...) or give --animation-map with SLOT = CLIP lines</source>
        <translation>die Clips nach den Slots benennen (walk, run, attack, death, jump, crouch, idle, ...) oder --animation-map mit Zeilen SLOT = CLIP angeben</translation>
    </message>
    <message>
        <source>all %1 animation slots play %2</source>
        <translation>alle %1 Animationsplätze spielen %2</translation>
    </message>
    <message>
        <source>%1 of %2 animation slots play %3</source>
        <translation>%1 von %2 Animationsplätzen spielen %3</translation>
    </message>
    <message>
        <source>; left out: %1</source>
        <translation>; weggelassen: %1</translation>
    </message>
    <message>
        <source>%1 vertices in an MD2</source>
        <translation>%1 Punkte in einem MD2</translation>
    </message>
    <message>
        <source>Distinct vertex positions</source>
        <translation>Verschiedene Punktpositionen</translation>
    </message>
    <message>
        <source>simplify the meshes until at most %1 positions remain</source>
        <translation>die Netze vereinfachen, bis höchstens %1 Positionen bleiben</translation>
    </message>
    <message>
        <source>%1 triangles in an MD2</source>
        <translation>%1 Dreiecke in einem MD2</translation>
    </message>
    <message>
        <source>Triangles in all meshes</source>
        <translation>Dreiecke in allen Netzen</translation>
    </message>
    <message>
        <source>simplify the meshes until at most %1 triangles remain</source>
        <translation>die Netze vereinfachen, bis höchstens %1 Dreiecke bleiben</translation>
    </message>
    <message>
        <source>%1 frames in an MD2</source>
        <translation>%1 Frames in einem MD2</translation>
    </message>
    <message>
        <source>Frames at 10 a second</source>
        <translation>Frames bei 10 pro Sekunde</translation>
    </message>
    <message>
        <source>export fewer or shorter animations</source>
        <translation>weniger oder kürzere Animationen exportieren</translation>
    </message>
    <message>
        <source>the skin path %1 is longer than the 63 characters an MD2 holds: choose a shorter --name</source>
        <translation>der Skin-Pfad %1 ist länger als die 63 Zeichen, die ein MD2 fasst: einen kürzeren --name wählen</translation>
    </message>
    <message>
        <source>not a player (%1): written as %2tris.md2</source>
        <translation>kein Spieler (%1): als %2tris.md2 geschrieben</translation>
    </message>
    <message>
        <source>Quake II&apos;s 198 player frames play: %1</source>
        <translation>Die 198 Spieler-Frames von Quake II spielen: %1</translation>
    </message>
    <message>
        <source>the model holds no weapon mesh: weapon.md2 is a %1-unit bar in the %2, which the client needs to show the player</source>
        <translation>das Modell enthält kein Waffennetz: weapon.md2 ist ein %1 Einheiten langer Balken bei %2, den der Client braucht, um den Spieler anzuzeigen</translation>
    </message>
    <message>
        <source>player&apos;s origin</source>
        <translation>dem Ursprung des Spielers</translation>
    </message>
    <message>
        <source>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</source>
        <translation>%1 Texturkoordinaten, die sich über mehr als %2 Wiederholungen ihrer Textur erstreckten, wurden auf eine Wiederholung begrenzt: der gepackte Skin enthält eine Textur entlang jeder Achse höchstens %2-mal</translation>
    </message>
    <message>
        <source>%1 textures packed into one %2 × %3 skin (scaled to %4%)</source>
        <translation>%1 Texturen in einen Skin von %2 × %3 gepackt (auf %4 % skaliert)</translation>
    </message>
    <message>
        <source>%1 texels with alpha under one half are index 255 of the palette, which Quake II&apos;s renderers draw transparent</source>
        <translation>%1 Texel mit einem Alpha unter 0,5 erhalten Index 255 der Palette, den die Renderer von Quake II transparent zeichnen</translation>
    </message>
    <message>
        <source>%1: %2 %3; %4 loads at most %5</source>
        <translation>%1: %2 %3; %4 lädt höchstens %5</translation>
    </message>
    <message>
        <source>%1: %2 vertices: %3 loads them, QuakeSpasm stops at %4</source>
        <translation>%1: %2 Punkte: %3 lädt sie, QuakeSpasm hört bei %4 auf</translation>
    </message>
    <message>
        <source>%1: %2 triangles: %3 loads them, QuakeSpasm stops at %4</source>
        <translation>%1: %2 Dreiecke: %3 lädt sie, QuakeSpasm hört bei %4 auf</translation>
    </message>
    <message>
        <source>%1: no enhanced model: the re-release&apos;s are MD5, and the model has no skeleton</source>
        <translation>%1: kein erweitertes Modell: die der Neuveröffentlichung sind MD5, und das Modell hat kein Skelett</translation>
    </message>
    <message>
        <source>%1 in place of the .mdl: the model has no skeleton for an MD5</source>
        <translation>%1 anstelle der .mdl: das Modell hat kein Skelett für ein MD5</translation>
    </message>
    <message>
        <source>%1: material &quot;%2&quot; has no texture: %3 has no skin for it</source>
        <translation>%1: Material „%2“ hat keine Textur: %3 hat keinen Skin dafür</translation>
    </message>
    <message>
        <source>%1: the file written cannot be read back</source>
        <translation>%1: die geschriebene Datei kann nicht zurückgelesen werden</translation>
    </message>
    <message>
        <source>%1 holds %2 frames where %3 were expected: the .qc and the enhanced model may number them differently</source>
        <translation>%1 enthält %2 Frames, wo %3 erwartet wurden: die .qc und das erweiterte Modell nummerieren sie womöglich unterschiedlich</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; cut from the time range the animation map gives</source>
        <translation>Animation „%1“ aus dem Zeitbereich geschnitten, den die Animationszuordnung angibt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in %2 meshes</source>
        <translation>„%1“ in %2 Netzen</translation>
    </message>
    <message>
        <source>left out %1 custom vertex arrays (%2 does not read them): %3</source>
        <translation>%1 benutzerdefinierte Punkt-Arrays weggelassen (%2 liest sie nicht): %3</translation>
    </message>
    <message>
        <source>the player format is md3 or iqm, not &quot;%1&quot;</source>
        <translation>das Spielerformat ist md3 oder iqm, nicht „%1“</translation>
    </message>
    <message numerus="yes">
        <source>The game requires %n frame(s) of this clip: the first-person weapon is synced to it.</source>
        <translation>
            <numerusform>Das Spiel verlangt %n Frame dieses Clips: die Waffe in der Ich-Perspektive ist damit synchronisiert.</numerusform>
            <numerusform>Das Spiel verlangt %n Frames dieses Clips: die Waffe in der Ich-Perspektive ist damit synchronisiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>select the vertices, faces or meshes to move first</source>
        <translation>zuerst die zu verschiebenden Punkte, Flächen oder Netze auswählen</translation>
    </message>
    <message>
        <source>Move Vertices</source>
        <translation>Punkte verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices.</source>
        <translation>
            <numerusform>%n Punkt verschoben.</numerusform>
            <numerusform>%n Punkte verschoben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices in every frame.</source>
        <translation>
            <numerusform>%n Punkt in jedem Frame verschoben.</numerusform>
            <numerusform>%n Punkte in jedem Frame verschoben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices in the frame shown.</source>
        <translation>
            <numerusform>%n Punkt im angezeigten Frame verschoben.</numerusform>
            <numerusform>%n Punkte im angezeigten Frame verschoben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps no vertex animation, and all of this model&apos;s animation is vertex animation (%n morph track(s)): every frame of it would be lost. Formats that keep it: MD3, MD2, MDL, glTF (morph targets) and Cal3D (morph animations); MD5 and IQM keep skeletal animation only.</source>
        <translation>
            <numerusform>%1 behält keine Punktanimation, und die gesamte Animation dieses Modells ist Punktanimation (%n Morph-Spur): jeder ihrer Frames ginge verloren. Formate, die sie behalten: MD3, MD2, MDL, glTF (Morph-Ziele) und Cal3D (Morph-Animationen); MD5 und IQM behalten nur Skelettanimation.</numerusform>
            <numerusform>%1 behält keine Punktanimation, und die gesamte Animation dieses Modells ist Punktanimation (%n Morph-Spuren): jeder ihrer Frames ginge verloren. Formate, die sie behalten: MD3, MD2, MDL, glTF (Morph-Ziele) und Cal3D (Morph-Animationen); MD5 und IQM behalten nur Skelettanimation.</numerusform>
        </translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; in place: joint &quot;%2&quot; travelled up to %3 units across the floor, now none (its height kept)</source>
        <translation>Animation „%1“ auf der Stelle: Gelenk „%2“ bewegte sich bis zu %3 Einheiten über den Boden, jetzt gar nicht mehr (seine Höhe bleibt)</translation>
    </message>
    <message>
        <source>%1 triangles in all</source>
        <translation>%1 Dreiecke insgesamt</translation>
    </message>
    <message>
        <source>simplify or remove meshes until at most %1 triangles remain</source>
        <translation>Netze vereinfachen oder entfernen, bis höchstens %1 Dreiecke bleiben</translation>
    </message>
    <message>
        <source>; or write the player&apos;s parts as IQM (--player-format iqm, the dialog&apos;s Player parts), which has no frame cap</source>
        <translation>; oder die Teile des Spielers als IQM schreiben (--player-format iqm, „Spielerteile“ im Dialog), das keine Frame-Grenze hat</translation>
    </message>
    <message>
        <source>%1 frames per %2 file</source>
        <translation>%1 Frames pro %2-Datei</translation>
    </message>
    <message>
        <source>MD3 keeps no clip names, frame rates or loop flags: read again without an animation.cfg or .framegroups beside it, the file is one clip &quot;frames&quot; of every frame at %1 frames a second (a .framegroups file keeps them: `quarry convert --framegroups`, or a script&apos;s export with framegroups=True)</source>
        <translation>MD3 speichert keine Clipnamen, Bildraten oder Schleifen-Markierungen: ohne animation.cfg oder .framegroups daneben wird die Datei erneut gelesen als ein Clip &quot;frames&quot; aus allen Frames mit %1 Bildern pro Sekunde (eine .framegroups-Datei bewahrt sie: `quarry convert --framegroups` oder der Export eines Skripts mit framegroups=True)</translation>
    </message>
    <message>
        <source>submesh %1 has no vertices and %2 texture coordinate sets (at most %3 read)</source>
        <translation>Teilnetz %1 hat keine Punkte und %2 Sätze von Texturkoordinaten (höchstens %3 werden gelesen)</translation>
    </message>
    <message>
        <source>texture coordinates (all 0) given to the meshes that had none, as %1 loads no model without them: %2</source>
        <translation>Texturkoordinaten (alle 0) den Netzen gegeben, die keine hatten, da %1 kein Modell ohne sie lädt: %2</translation>
    </message>
    <message>
        <source>Quake III player</source>
        <translation>Quake-III-Spieler</translation>
    </message>
    <message>
        <source>%1 is a part of a player: lower.md3, upper.md3, head.md3 and animation.cfg lie beside it. Open the whole player, its parts on their tags and every slot of animation.cfg a clip?</source>
        <translation>%1 ist ein Teil eines Spielers: lower.md3, upper.md3, head.md3 und animation.cfg liegen daneben. Den ganzen Spieler öffnen, mit seinen Teilen an ihren Tags und jedem Slot von animation.cfg als Clip?</translation>
    </message>
    <message>
        <source>Open the Player</source>
        <translation>Spieler öffnen</translation>
    </message>
    <message>
        <source>Open This Part</source>
        <translation>Diesen Teil öffnen</translation>
    </message>
    <message>
        <source>Remember my answer (Edit &gt; Preferences changes it)</source>
        <translation>Antwort merken (änderbar unter Bearbeiten &gt; Einstellungen)</translation>
    </message>
    <message>
        <source>A Quake III player&apos;s lower.md3, upper.md3 or head.md3: the whole player as one model, every animation.cfg slot a clip.</source>
        <translation>lower.md3, upper.md3 oder head.md3 eines Quake-III-Spielers: der ganze Spieler als ein Modell, jeder Slot von animation.cfg ein Clip.</translation>
    </message>
    <message>
        <source>usage: quarry info FILE [--json] [--player]</source>
        <translation>Aufruf: quarry info DATEI [--json] [--player]</translation>
    </message>
    <message>
        <source>error: %1 is not lower.md3, upper.md3 or head.md3 with the other two and animation.cfg beside it</source>
        <translation>Fehler: %1 ist nicht lower.md3, upper.md3 oder head.md3 mit den anderen beiden und animation.cfg daneben</translation>
    </message>
    <message>
        <source>Reverse the winding of every triangle (with --target: after the triangles the game would draw inside out are turned, unless --keep-winding).</source>
        <translation>Den Umlaufsinn jedes Dreiecks umkehren (mit --target: nachdem die Dreiecke, die das Spiel von innen nach außen zeichnen würde, gewendet sind, außer mit --keep-winding).</translation>
    </message>
    <message>
        <source>The frame rate the export is given (--fps).</source>
        <translation>Die Bildrate, die der Export erhält (--fps).</translation>
    </message>
    <message>
        <source>The export keeps the winding as read (--keep-winding): no finding for triangles that face inward.</source>
        <translation>Der Export behält den Umlaufsinn wie gelesen (--keep-winding): kein Befund für Dreiecke, die nach innen zeigen.</translation>
    </message>
    <message>
        <source>With --target ioquake3: TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP and TORSO_RAISE keep their clips&apos; frame counts (by default resampled to the 6, 6, 5 and 4 frames the game&apos;s weapon is synced to).</source>
        <translation>Mit --target ioquake3: TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP und TORSO_RAISE behalten die Frame-Anzahl ihrer Clips (standardmäßig neu abgetastet auf die 6, 6, 5 und 4 Frames, auf die die Waffe des Spiels abgestimmt ist).</translation>
    </message>
    <message>
        <source>With --target: keep every triangle&apos;s winding as read. Without it, triangles the game would draw inside out (wound against their normals) are turned to face outward, before --flip-winding.</source>
        <translation>Mit --target: den Umlaufsinn jedes Dreiecks wie gelesen behalten. Ohne diese Option werden Dreiecke, die das Spiel von innen nach außen zeichnen würde (entgegen ihren Normalen umlaufen), vor --flip-winding nach außen gewendet.</translation>
    </message>
    <message>
        <source>glTF 2</source>
        <translation>glTF 2</translation>
    </message>
    <message>
        <source>the file ends inside the 12-byte GLB header (it holds %1 bytes)</source>
        <translation>die Datei endet innerhalb des 12 Byte langen GLB-Headers (sie enthält %1 Byte)</translation>
    </message>
    <message>
        <source>GLB version %1; only version 2 is read</source>
        <translation>GLB-Version %1; nur Version 2 wird gelesen</translation>
    </message>
    <message>
        <source>the GLB header gives the file&apos;s length as %1 bytes, but the file ends at byte %2</source>
        <translation>der GLB-Header gibt die Länge der Datei mit %1 Byte an, aber die Datei endet bei Byte %2</translation>
    </message>
    <message>
        <source>GLB chunk %1&apos;s header is cut off by the end of the file</source>
        <translation>der Header von GLB-Chunk %1 wird vom Dateiende abgeschnitten</translation>
    </message>
    <message>
        <source>GLB chunk %1 holds %2 bytes from byte %3, but the file ends at byte %4</source>
        <translation>GLB-Chunk %1 enthält %2 Byte ab Byte %3, aber die Datei endet bei Byte %4</translation>
    </message>
    <message>
        <source>the first GLB chunk is not JSON</source>
        <translation>der erste GLB-Chunk ist kein JSON</translation>
    </message>
    <message>
        <source>the GLB holds no JSON chunk</source>
        <translation>die GLB-Datei enthält keinen JSON-Chunk</translation>
    </message>
    <message>
        <source>the file is larger than 4 GiB, which glTF&apos;s reader cannot take</source>
        <translation>die Datei ist größer als 4 GiB, was der glTF-Leser nicht verarbeiten kann</translation>
    </message>
    <message>
        <source>cannot read this glTF 2.0 file: %1</source>
        <translation>diese glTF-2.0-Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the edit changed more than names, meshes, animations and bind poses</source>
        <translation>die Bearbeitung hat mehr als Namen, Netze, Animationen und Bindeposen geändert</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps only a material&apos;s name: the colours of %n materials (%2) are not written</source>
        <translation>
            <numerusform>%1 behält nur den Namen eines Materials: die Farben von %n Material (%2) werden nicht geschrieben</numerusform>
            <numerusform>%1 behält nur den Namen eines Materials: die Farben von %n Materialien (%2) werden nicht geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved vertices left the box of %n frames (%1): each was given a new box and its vertices quantised again</source>
        <translation>
            <numerusform>verschobene Eckpunkte haben die Box von %n Frame verlassen (%1): es erhielt eine neue Box, und seine Eckpunkte wurden neu quantisiert</numerusform>
            <numerusform>verschobene Eckpunkte haben die Box von %n Frames verlassen (%1): jedes erhielt eine neue Box, und seine Eckpunkte wurden neu quantisiert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays in lower.md3 and upper.md3 with one frame numbering: its frames cannot move or change in number in one of them alone (keep its length, or open the whole player as one model to retime it in both)</source>
        <translation>%1 spielt in lower.md3 und upper.md3 mit einer gemeinsamen Frame-Nummerierung: seine Frames können nicht in nur einer der beiden Dateien verschoben oder in ihrer Anzahl geändert werden (behalten Sie seine Länge bei, oder öffnen Sie den ganzen Spieler als ein Modell, um das Timing in beiden zu ändern)</translation>
    </message>
    <message>
        <source>%1 plays &quot;%2&quot; (%3 frames, %4 s) resampled to %5 frames at %6 frames a second: the game&apos;s first-person weapon is synced to that length (--keep-slot-lengths keeps the clip&apos;s)</source>
        <translation>%1 spielt „%2“ (%3 Frames, %4 s) neu abgetastet auf %5 Frames bei %6 Frames pro Sekunde: die Waffe in der Ego-Perspektive des Spiels ist auf diese Länge abgestimmt (--keep-slot-lengths behält die des Clips)</translation>
    </message>
    <message>
        <source>, clips longer than %1 s cut to their first %1 s (%2 s before)</source>
        <translation>, Clips länger als %1 s auf ihre ersten %1 s gekürzt (vorher %2 s)</translation>
    </message>
    <message>
        <source>not a player part with lower.md3, upper.md3, head.md3 and animation.cfg beside it</source>
        <translation>kein Spielerteil mit lower.md3, upper.md3, head.md3 und animation.cfg daneben</translation>
    </message>
    <message>
        <source>no %1: the next part is drawn at the origin</source>
        <translation>kein %1: der nächste Teil wird im Ursprung gezeichnet</translation>
    </message>
    <message numerus="yes">
        <source>%n surface name(s) cut to their last %1 characters: ioquake3&apos;s OpenGL 2 renderer, its default, ends the map on a longer one (R_CreateVao)</source>
        <translation>
            <numerusform>%n Flächenname auf seine letzten %1 Zeichen gekürzt: der OpenGL-2-Renderer von ioquake3, seine Vorgabe, beendet die Karte bei einem längeren (R_CreateVao)</numerusform>
            <numerusform>%n Flächennamen auf ihre letzten %1 Zeichen gekürzt: der OpenGL-2-Renderer von ioquake3, seine Vorgabe, beendet die Karte bei einem längeren (R_CreateVao)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: tangents made for %n mesh(es): ioquake3&apos;s OpenGL 2 renderer, its default, refuses an IQM without them</source>
        <translation>
            <numerusform>%1: Tangenten für %n Netz erzeugt: der OpenGL-2-Renderer von ioquake3, seine Vorgabe, lehnt ein IQM ohne sie ab</numerusform>
            <numerusform>%1: Tangenten für %n Netze erzeugt: der OpenGL-2-Renderer von ioquake3, seine Vorgabe, lehnt ein IQM ohne sie ab</numerusform>
        </translation>
    </message>
    <message>
        <source>the model no longer holds a player&apos;s three parts</source>
        <translation>das Modell enthält nicht mehr die drei Teile eines Spielers</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot; belongs to none of the player&apos;s parts</source>
        <translation>Gelenk „%1“ gehört zu keinem Teil des Spielers</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; belongs to none of the player&apos;s parts</source>
        <translation>Netz „%1“ gehört zu keinem Teil des Spielers</translation>
    </message>
    <message>
        <source>a player is saved as its parts: name the file %1, %2 or %3</source>
        <translation>ein Spieler wird als seine Teile gespeichert: nennen Sie die Datei %1, %2 oder %3</translation>
    </message>
    <message>
        <source>%1 is stored at frames %2 to %3 of %4, where the saved animation.cfg does not find it: the edit cannot be saved in one animation.cfg</source>
        <translation>%1 ist in den Frames %2 bis %3 von %4 gespeichert, wo die gespeicherte animation.cfg es nicht findet: die Bearbeitung kann nicht in einer einzigen animation.cfg gespeichert werden</translation>
    </message>
    <message>
        <source>%1 bytes: the game reads no character.cfg of more than %2 bytes and does not load the player</source>
        <translation>%1 Byte: das Spiel liest keine character.cfg mit mehr als %2 Byte und lädt den Spieler nicht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no value: the file ends</source>
        <translation>„%1“ hat keinen Wert: die Datei endet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; wants &quot;{&quot; and finds &quot;%2&quot;; the game reads on to the next &quot;}&quot;</source>
        <translation>„%1“ erwartet „{“ und findet „%2“; das Spiel liest bis zum nächsten „}“ weiter</translation>
    </message>
    <message>
        <source>the block of &quot;%1&quot; is not closed: it takes the rest of the file</source>
        <translation>der Block von „%1“ ist nicht geschlossen: er umfasst den Rest der Datei</translation>
    </message>
    <message>
        <source>settings the game does not know: %1</source>
        <translation>Einstellungen, die das Spiel nicht kennt: %1</translation>
    </message>
    <message>
        <source>an alien (sex n): clips loop as the game&apos;s NSPA_ slots do</source>
        <translation>ein Alien (sex n): Clips wiederholen sich wie die NSPA_-Slots des Spiels</translation>
    </message>
    <message>
        <source>a human: clips loop as the game&apos;s slots do</source>
        <translation>ein Mensch: Clips wiederholen sich wie die Slots des Spiels</translation>
    </message>
    <message>
        <source>files the game loads for no slot of this player: %1</source>
        <translation>Dateien, die das Spiel für keinen Slot dieses Spielers lädt: %1</translation>
    </message>
    <message>
        <source>the game loads no %1.md5anim for this player (%2): clip &quot;%3&quot; is saved but not played</source>
        <translation>das Spiel lädt für diesen Spieler (%2) keine %1.md5anim: Clip „%3“ wird gespeichert, aber nicht abgespielt</translation>
    </message>
    <message>
        <source>the game loops &quot;%1&quot; (%2) whatever the clip says: no file keeps a loop flag</source>
        <translation>das Spiel spielt „%1“ (%2) in einer Schleife, was auch immer der Clip angibt: keine Datei speichert ein Schleifen-Flag</translation>
    </message>
    <message>
        <source>the game plays &quot;%1&quot; (%2) once whatever the clip says: no file keeps a loop flag</source>
        <translation>das Spiel spielt „%1“ (%2) einmal ab, was auch immer der Clip angibt: keine Datei speichert ein Schleifen-Flag</translation>
    </message>
    <message>
        <source>front faces wound clockwise, as %1 draws them</source>
        <translation>Vorderseiten im Uhrzeigersinn umlaufen, wie %1 sie zeichnet</translation>
    </message>
    <message>
        <source>the export turns them to face outward (--keep-winding leaves them)</source>
        <translation>der Export wendet sie nach außen (--keep-winding lässt sie, wie sie sind)</translation>
    </message>
    <message>
        <source>%1 of %2 triangles face inward as %3 draws them (wound against their normals, or into their part): %4</source>
        <translation>%1 von %2 Dreiecken zeigen nach innen, wie %3 sie zeichnet (entgegen ihren Normalen umlaufen oder in ihren Teil hinein): %4</translation>
    </message>
    <message>
        <source>%1 of %2 triangles turned to face outward for %3</source>
        <translation>%1 von %2 Dreiecken für %3 nach außen gewendet</translation>
    </message>
    <message>
        <source>the winding of every triangle reversed (--flip-winding)</source>
        <translation>Umlaufsinn jedes Dreiecks umgekehrt (--flip-winding)</translation>
    </message>
    <message>
        <source>the model has no skeleton: its %1 joint animations are not written (a Cal3D animation needs its skeleton)</source>
        <translation>das Modell hat kein Skelett: seine %1 Gelenkanimationen werden nicht geschrieben (eine Cal3D-Animation braucht ihr Skelett)</translation>
    </message>
    <message>
        <source>%1 is %2 frames long now: the game requires %3 (the first-person weapon is synced to it)</source>
        <translation>%1 ist jetzt %2 Frames lang: das Spiel verlangt %3 (die Waffe in der Ego-Perspektive ist darauf abgestimmt)</translation>
    </message>
    <message>
        <source>the export lowers the rate, or shortens the longest clips, until every part fits (--fps %1 fits with the clips whole; --player-format iqm keeps every frame)</source>
        <translation>der Export senkt die Bildrate oder kürzt die längsten Clips, bis jeder Teil passt (--fps %1 passt mit vollständigen Clips; --player-format iqm behält jedes Frame)</translation>
    </message>
    <message>
        <source>the export shortens the longest clips until every part fits (--player-format iqm keeps every frame)</source>
        <translation>der Export kürzt die längsten Clips, bis jeder Teil passt (--player-format iqm behält jedes Frame)</translation>
    </message>
    <message>
        <source>The export keeps the weapon slots&apos; clip lengths (--keep-slot-lengths): their frames are counted as they are.</source>
        <translation>Der Export behält die Clip-Längen der Waffen-Slots (--keep-slot-lengths): ihre Frames werden gezählt, wie sie sind.</translation>
    </message>
    <message>
        <source>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory at the peak of loading, past the %2 MB it can spare of its %3 MB hunk (com_hunkMegs): without --fps the export lowers the rate until they fit%4</source>
        <translation>die Teile des Spielers belegen beim Laden in der Spitze etwa %1 MB des Speichers von ioquake3, mehr als die %2 MB, die es von seinem Hunk von %3 MB (com_hunkMegs) erübrigen kann: ohne --fps senkt der Export die Bildrate, bis sie passen%4</translation>
    </message>
    <message>
        <source>, and --player-format iqm keeps the frames as joint poses, far smaller</source>
        <translation>, und --player-format iqm behält die Frames als Gelenkposen, weit kleiner</translation>
    </message>
    <message>
        <source>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory even at one frame a clip (the game has %2 MB, and the map and other players need their share): simplify the meshes%3</source>
        <translation>die Teile des Spielers belegen selbst bei einem Frame je Clip etwa %1 MB des Speichers von ioquake3 (das Spiel hat %2 MB, und die Karte und andere Spieler brauchen ihren Anteil): vereinfachen Sie die Netze%3</translation>
    </message>
    <message>
        <source>, or remove joints</source>
        <translation>, oder entfernen Sie Gelenke</translation>
    </message>
    <message>
        <source>, or --player-format iqm</source>
        <translation>, oder --player-format iqm</translation>
    </message>
    <message>
        <source>frames fitted to ioquake3&apos;s memory: animations at %1 frames a second (up to %2 before)%3; lower.%8 %4 frames, upper.%8 %5, about %6 MB of the game&apos;s %7 MB hunk at the peak of loading (--fps sets the rate%9)</source>
        <translation>Frames dem Speicher von ioquake3 angepasst: Animationen mit %1 Frames pro Sekunde (vorher bis zu %2)%3; lower.%8 %4 Frames, upper.%8 %5, etwa %6 MB des Hunks von %7 MB des Spiels in der Spitze des Ladens (--fps legt die Bildrate fest%9)</translation>
    </message>
    <message>
        <source>, --player-format iqm keeps far more frames</source>
        <translation>, --player-format iqm behält weit mehr Frames</translation>
    </message>
    <message>
        <source>slots of no frames, which the game plays as none, have no clip: %1</source>
        <translation>Slots ohne Frames, die das Spiel als keine abspielt, haben keinen Clip: %1</translation>
    </message>
    <message>
        <source>the file says nonsegmented: the game plays its lines with nonseg.md3, not with this part, whose frames are one animation</source>
        <translation>die Datei sagt nonsegmented: das Spiel spielt ihre Zeilen mit nonseg.md3, nicht mit diesem Teil, dessen Frames eine Animation sind</translation>
    </message>
    <message>
        <source>the file does not say nonsegmented: the game does not play nonseg.md3 with it, and its frames are one animation</source>
        <translation>die Datei sagt nicht nonsegmented: das Spiel spielt nonseg.md3 nicht damit, und seine Frames sind eine Animation</translation>
    </message>
    <message>
        <source>27 animation lines: read as Tremulous 1.2&apos;s, with NSPA_CHARGE after NSPA_RUNBACK (Tremulous 1.1 reads the first 26 as its own)</source>
        <translation>27 Animationszeilen: gelesen wie die von Tremulous 1.2, mit NSPA_CHARGE nach NSPA_RUNBACK (Tremulous 1.1 liest die ersten 26 als seine eigenen)</translation>
    </message>
    <message>
        <source>the file ends before %1: Tremulous reads %2 animations of a nonsegmented player</source>
        <translation>die Datei endet vor %1: Tremulous liest %2 Animationen eines nicht segmentierten Spielers</translation>
    </message>
    <message>
        <source>Tremulous reads no line after NSPA_DEAD3; this one is not read</source>
        <translation>Tremulous liest keine Zeile nach NSPA_DEAD3; diese wird nicht gelesen</translation>
    </message>
    <message>
        <source>With --target ioquake3: the player&apos;s parts the export writes, md3 or iqm (--player-format).</source>
        <translation>Mit --target ioquake3: die Teile des Spielers, die der Export schreibt, md3 oder iqm (--player-format).</translation>
    </message>
    <message>
        <source>The levels of detail the export writes (--lods), counted in the game&apos;s memory.</source>
        <translation>Die Detailstufen, die der Export schreibt (--lods), im Speicher des Spiels gezählt.</translation>
    </message>
    <message>
        <source>the edit changed more than names, vertex values and triangles</source>
        <translation>die Bearbeitung hat mehr als Namen, Vertexwerte und Dreiecke geändert</translation>
    </message>
    <message>
        <source>about %1 MB of ioquake3&apos;s hunk at the peak of loading (it can spare %2 MB of its %3 MB)</source>
        <translation>etwa %1 MB von ioquake3s Hunk in der Spitze des Ladens (es kann %2 MB seiner %3 MB entbehren)</translation>
    </message>
    <message>
        <source>, and %1 MB of its zone for one surface&apos;s vertex buffer (at most %2 MB)</source>
        <translation>, und %1 MB seiner Zone für den Vertexpuffer einer Fläche (höchstens %2 MB)</translation>
    </message>
    <message>
        <source>%1 MB of the %2 MB hunk for a player</source>
        <translation>%1 MB des %2-MB-Hunks für einen Spieler</translation>
    </message>
    <message>
        <source>Player memory (estimated)</source>
        <translation>Spielerspeicher (geschätzt)</translation>
    </message>
    <message>
        <source>--fps %1 (or lower) fits with the clips whole</source>
        <translation>--fps %1 (oder weniger) passt mit ganzen Clips</translation>
    </message>
    <message>
        <source>no rate fits with the clips whole</source>
        <translation>keine Rate passt mit ganzen Clips</translation>
    </message>
    <message>
        <source>; without --fps the export fits it: %1</source>
        <translation>; ohne --fps passt der Export es an: %1</translation>
    </message>
    <message>
        <source>%1: at --fps %2 the player&apos;s parts take %3; cannot be fixed on export (it writes them at that rate and warns; the game may stop loading with &quot;Hunk_Alloc failed&quot;): %4</source>
        <translation>%1: bei --fps %2 belegen die Teile des Spielers %3; beim Export nicht behebbar (er schreibt sie mit dieser Rate und warnt; das Spiel kann das Laden mit „Hunk_Alloc failed“ abbrechen): %4</translation>
    </message>
    <message>
        <source>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; export fixes it: %4</source>
        <translation>%1: bei den eigenen Raten der Animationen (bis zu %2 Frames pro Sekunde) belegen die Teile des Spielers %3; der Export behebt es: %4</translation>
    </message>
    <message>
        <source>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; cannot be fixed on export: %4</source>
        <translation>%1: bei den eigenen Raten der Animationen (bis zu %2 Frames pro Sekunde) belegen die Teile des Spielers %3; beim Export nicht behebbar: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n mesh name(s) written as DarkPlaces&apos; .skin reader reads them (no spaces, commas, colons, semicolons, brackets, quotes or slashes, no &quot;tag_&quot; at the start, at most %1 bytes), e.g. %2</source>
        <translation>
            <numerusform>%n Mesh-Name so geschrieben, wie der .skin-Leser von DarkPlaces ihn liest (keine Leerzeichen, Kommas, Doppelpunkte, Semikolons, Klammern, Anführungszeichen oder Schrägstriche, kein „tag_“ am Anfang, höchstens %1 Bytes), z. B. %2</numerusform>
            <numerusform>%n Mesh-Namen so geschrieben, wie der .skin-Leser von DarkPlaces sie liest (keine Leerzeichen, Kommas, Doppelpunkte, Semikolons, Klammern, Anführungszeichen oder Schrägstriche, kein „tag_“ am Anfang, höchstens %1 Bytes), z. B. %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surface name(s) written as the game&apos;s .skin reader reads them (no spaces, commas, quotes, slashes, &quot;tag_&quot;, characters past ASCII or a &apos;_&apos; before the last character), e.g. %1</source>
        <translation>
            <numerusform>%n Flächenname so geschrieben, wie der .skin-Leser des Spiels ihn liest (keine Leerzeichen, Kommas, Anführungszeichen, Schrägstriche, „tag_“, Zeichen jenseits von ASCII oder ein „_“ vor dem letzten Zeichen), z. B. %1</numerusform>
            <numerusform>%n Flächennamen so geschrieben, wie der .skin-Leser des Spiels sie liest (keine Leerzeichen, Kommas, Anführungszeichen, Schrägstriche, „tag_“, Zeichen jenseits von ASCII oder ein „_“ vor dem letzten Zeichen), z. B. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; names no folder under models/players: choose another with --name</source>
        <translation>der Name „%1“ benennt keinen Ordner unter models/players: mit --name einen anderen wählen</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; written as &quot;%2&quot;: ioquake3&apos;s .skin reader ends an image&apos;s path at a space, comma or character past ASCII, and the model setting (%2/default) takes no slash, backslash, semicolon or quote</source>
        <translation>der Name „%1“ als „%2“ geschrieben: ioquake3s .skin-Leser beendet den Pfad eines Bildes bei einem Leerzeichen, einem Komma oder einem Zeichen jenseits von ASCII, und die Modelleinstellung (%2/default) nimmt keinen Schrägstrich, Backslash, kein Semikolon und kein Anführungszeichen</translation>
    </message>
    <message>
        <source>shader %1 is %2 characters long: ioquake3 reads 63 and will not find its image (a shorter --name or texture file name fits)</source>
        <translation>Shader %1 ist %2 Zeichen lang: ioquake3 liest 63 und wird sein Bild nicht finden (ein kürzerer --name oder Texturdateiname passt)</translation>
    </message>
    <message numerus="yes">
        <source>%n material(s) without a texture written (%1) drawn in their diffuse colour: %2 written, so that the skins name no missing file</source>
        <translation>
            <numerusform>%n Material ohne geschriebene Textur (%1) in seiner diffusen Farbe gezeichnet: %2 geschrieben, damit die Skins keine fehlende Datei nennen</numerusform>
            <numerusform>%n Materialien ohne geschriebene Textur (%1) in ihrer diffusen Farbe gezeichnet: %2 geschrieben, damit die Skins keine fehlende Datei nennen</numerusform>
        </translation>
    </message>
    <message>
        <source>MDL: the skin may use the shirt and pants colours (16-31, 96-111) the game recolours per player (the same as --mdl-player-colours).</source>
        <translation>MDL: der Skin darf die Hemd- und Hosenfarben (16-31, 96-111) verwenden, die das Spiel für jeden Spieler umfärbt (dasselbe wie --mdl-player-colours).</translation>
    </message>
    <message>
        <source>MDL, MD2: the game&apos;s palette for skins: a palette.lmp (or Quake II&apos;s colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx); default: the game&apos;s standard palette.</source>
        <translation>MDL, MD2: die Palette des Spiels für Skins: eine palette.lmp (oder die colormap.pcx von Quake II), oder eine .pak, .pk3 oder ein Spielordner mit gfx/palette.lmp (pics/colormap.pcx); Vorgabe: die Standardpalette des Spiels.</translation>
    </message>
    <message>
        <source>--palette: %1</source>
        <translation>--palette: %1</translation>
    </message>
    <message>
        <source>skins shown in the game&apos;s palette, %1</source>
        <translation>Skins in der Palette des Spiels gezeigt, %1</translation>
    </message>
    <message>
        <source>%1: byte %2: a palette.lmp holds exactly %3 bytes (256 × R, G, B), this one %4</source>
        <translation>%1: Byte %2: eine palette.lmp enthält genau %3 Bytes (256 × R, G, B), diese %4</translation>
    </message>
    <message>
        <source>%1 holds %2 bytes, more than the %3 expected</source>
        <translation>%1 enthält %2 Bytes, mehr als die erwarteten %3</translation>
    </message>
    <message>
        <source>%1: no %2 or %3 in the folder, its pak files or its .pk3 files</source>
        <translation>%1: kein %2 oder %3 im Ordner, in seinen pak-Dateien oder seinen .pk3-Dateien</translation>
    </message>
    <message>
        <source>%1 holds neither %2 nor %3</source>
        <translation>%1 enthält weder %2 noch %3</translation>
    </message>
    <message>
        <source>%1: neither a palette (%2 bytes; this file has %3), a PCX image, a .pak nor a .pk3</source>
        <translation>%1: weder eine Palette (%2 Bytes; diese Datei hat %3) noch ein PCX-Bild, eine .pak oder eine .pk3</translation>
    </message>
    <message>
        <source>byte %1: %2</source>
        <translation>Byte %1: %2</translation>
    </message>
    <message>
        <source>truncated: a pack file&apos;s header takes %1 bytes, the file has %2</source>
        <translation>abgeschnitten: der Kopf einer Pack-Datei braucht %1 Bytes, die Datei hat %2</translation>
    </message>
    <message>
        <source>not a Quake pack file: it does not start with &quot;PACK&quot;</source>
        <translation>keine Quake-Pack-Datei: sie beginnt nicht mit „PACK“</translation>
    </message>
    <message>
        <source>the directory&apos;s offset is negative (%1)</source>
        <translation>der Offset des Verzeichnisses ist negativ (%1)</translation>
    </message>
    <message>
        <source>the directory&apos;s length (%1) is not a multiple of %2 bytes, the size of an entry</source>
        <translation>die Länge des Verzeichnisses (%1) ist kein Vielfaches von %2 Bytes, der Größe eines Eintrags</translation>
    </message>
    <message>
        <source>the directory (offset %1, %2 bytes) runs past the end of the file (%3 bytes)</source>
        <translation>das Verzeichnis (Offset %1, %2 Bytes) reicht über das Ende der Datei hinaus (%3 Bytes)</translation>
    </message>
    <message>
        <source>the directory ends inside an entry</source>
        <translation>das Verzeichnis endet mitten in einem Eintrag</translation>
    </message>
    <message>
        <source>the name of entry %1 does not end within its %2 bytes</source>
        <translation>der Name von Eintrag %1 endet nicht innerhalb seiner %2 Bytes</translation>
    </message>
    <message>
        <source>entry %1 (%2: %3 bytes at byte %4) runs past the end of the file (%5 bytes)</source>
        <translation>Eintrag %1 (%2: %3 Bytes ab Byte %4) reicht über das Ende der Datei hinaus (%5 Bytes)</translation>
    </message>
    <message>
        <source>the file ended while its directory was read</source>
        <translation>die Datei endete, während ihr Verzeichnis gelesen wurde</translation>
    </message>
    <message>
        <source>the file ended while %1 was read</source>
        <translation>die Datei endete, während %1 gelesen wurde</translation>
    </message>
    <message>
        <source>truncated: an 8-bit PCX file with its palette takes at least %1 bytes, this one has %2</source>
        <translation>abgeschnitten: eine 8-Bit-PCX-Datei mit ihrer Palette braucht mindestens %1 Bytes, diese hat %2</translation>
    </message>
    <message>
        <source>not a PCX file: it starts with 0x%1, not 0x0A</source>
        <translation>keine PCX-Datei: sie beginnt mit 0x%1, nicht mit 0x0A</translation>
    </message>
    <message>
        <source>%1 bits a pixel, not 8: the image has no 256-colour palette</source>
        <translation>%1 Bit pro Pixel, nicht 8: das Bild hat keine Palette mit 256 Farben</translation>
    </message>
    <message>
        <source>no 256-colour palette at the end of the file: the byte %1 bytes from the end is 0x%2, not 0x0C</source>
        <translation>keine Palette mit 256 Farben am Ende der Datei: das Byte %1 Bytes vor dem Ende ist 0x%2, nicht 0x0C</translation>
    </message>
    <message>
        <source>cannot find the texture %1 (looked for from %2)</source>
        <translation>die Textur %1 ist nicht zu finden (gesucht ab %2)</translation>
    </message>
    <message>
        <source>cannot read the texture %1: %2</source>
        <translation>die Textur %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the glow texture %1: %2</source>
        <translation>die Leuchttextur %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: material &quot;%2&quot; has a colour and no texture: its skin is 8 × 8 texels of that colour</source>
        <translation>%1: Material „%2“ hat eine Farbe und keine Textur: sein Skin besteht aus 8 × 8 Texeln dieser Farbe</translation>
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
        <translation>Der Clip, den das Spiel in jedem Slot abspielt; ein Slot, der dem Ersatz des Spiels überlassen bleibt, spielt den Slot, den das Spiel stattdessen nimmt (meist idle). Wird neben dem Export als dessen --animation-map-Datei geschrieben.</translation>
    </message>
    <message>
        <source>(the game&apos;s fallback)</source>
        <translation>(Ersatz des Spiels)</translation>
    </message>
    <message>
        <source>clip %1</source>
        <translation>Clip %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
</context>
<context>
    <name>quarry::Autosave</name>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot lock %1</source>
        <translation>%1 kann nicht gesperrt werden</translation>
    </message>
</context>
<context>
    <name>quarry::BackgroundTask</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>quarry::BatchConvertDialog</name>
    <message>
        <source>Y-up source turned Z-up</source>
        <translation>Y-oben-Quelle auf Z-oben gedreht</translation>
    </message>
    <message>
        <source>scale %1</source>
        <translation>Skalierung %1</translation>
    </message>
    <message>
        <source>height %1</source>
        <translation>Höhe %1</translation>
    </message>
    <message>
        <source>winding reversed</source>
        <translation>Umlaufsinn umgekehrt</translation>
    </message>
    <message>
        <source>at most %1 influences</source>
        <translation>höchstens %1 Einflüsse</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>as read</source>
        <translation>wie gelesen</translation>
    </message>
    <message>
        <source>Settings...</source>
        <translation>Einstellungen...</translation>
    </message>
    <message>
        <source>Add Files...</source>
        <translation>Dateien hinzufügen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Umwandeln</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Batch Convert</source>
        <translation>Stapelumwandlung</translation>
    </message>
    <message>
        <source>Folder to write into</source>
        <translation>Zielordner</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Into folder</source>
        <translation>In Ordner</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Files at a time</source>
        <translation>Dateien gleichzeitig</translation>
    </message>
    <message>
        <source>Files to Convert</source>
        <translation>Umzuwandelnde Dateien</translation>
    </message>
    <message>
        <source>Folder to Write Into</source>
        <translation>Zielordner</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4</source>
        <translation>[%1/%2] %3 -&gt; %4</translation>
    </message>
    <message>
        <source>[%1/%2] cancelled: %3</source>
        <translation>[%1/%2] abgebrochen: %3</translation>
    </message>
    <message>
        <source>[%1/%2] FAILED %3</source>
        <translation>[%1/%2] FEHLGESCHLAGEN %3</translation>
    </message>
    <message>
        <source>Converted %1 of %2 files.</source>
        <translation>%1 von %2 Dateien umgewandelt.</translation>
    </message>
    <message>
        <source>&amp;Batch Convert...</source>
        <translation>S&amp;tapelumwandlung...</translation>
    </message>
    <message>
        <source>Convert many files into a folder with the same settings</source>
        <translation>Viele Dateien mit denselben Einstellungen in einen Ordner umwandeln</translation>
    </message>
    <message>
        <source>axes as stored</source>
        <translation>Achsen wie gespeichert</translation>
    </message>
    <message>
        <source>None (the format decides)</source>
        <translation>Keine (das Format entscheidet)</translation>
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
        <translation>Gewichte malen</translation>
    </message>
    <message>
        <source>Paint the selected joint&apos;s weights with a left drag (one undo step per stroke)</source>
        <translation>Die Gewichte des ausgewählten Gelenks durch Ziehen mit der linken Maustaste malen (ein Rückgängig-Schritt pro Strich)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Abziehen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Glätten</translation>
    </message>
    <message>
        <source>What the brush does: add, subtract, replace (towards Weight) or smooth</source>
        <translation>Was der Pinsel tut: hinzufügen, abziehen, ersetzen (zum Gewicht hin) oder glätten</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Brush radius in screen pixels</source>
        <translation>Pinselradius in Bildschirmpixeln</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>How much a dab changes at its centre</source>
        <translation>Wie stark ein Tupfer in seiner Mitte ändert</translation>
    </message>
    <message>
        <source>Falloff</source>
        <translation>Abfall</translation>
    </message>
    <message>
        <source>0: the same strength to the rim; 1: fading smoothly to nothing at the rim</source>
        <translation>0: gleiche Stärke bis zum Rand; 1: weich bis auf null am Rand auslaufend</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>The weight Replace paints towards</source>
        <translation>Das Gewicht, zu dem hin „Ersetzen“ malt</translation>
    </message>
    <message>
        <source>Mirror X</source>
        <translation>X spiegeln</translation>
    </message>
    <message>
        <source>Paint the mirror image across X too, left joints for right</source>
        <translation>Auch das Spiegelbild über X malen, linke Gelenke für rechte</translation>
    </message>
</context>
<context>
    <name>quarry::CompanionClipBox</name>
    <message>
        <source>The clip played with the current one: a player&apos;s torso with its legs, or its legs with its torso, as the game plays them</source>
        <translation>Der Clip, der mit dem aktuellen gespielt wird: der Torso eines Spielers mit seinen Beinen oder seine Beine mit seinem Torso, wie das Spiel sie abspielt</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
</context>
<context>
    <name>quarry::CompareView</name>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Compare &amp;With...</source>
        <translation>&amp;Vergleichen mit...</translation>
    </message>
    <message>
        <source>Show how far the model differs from another file, moving, as fractions of its height</source>
        <translation>Zeigen, wie weit das Modell in Bewegung von einer anderen Datei abweicht, als Bruchteile seiner Höhe</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Nothing compared yet: File &gt; Compare With…</source>
        <translation>Noch nichts verglichen: Datei &gt; Vergleichen mit…</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Erneut vergleichen</translation>
    </message>
    <message>
        <source>Compare the model as it is now with the same file</source>
        <translation>Das Modell, wie es jetzt ist, mit derselben Datei vergleichen</translation>
    </message>
    <message>
        <source>Within tolerance of %1</source>
        <translation>Innerhalb der Toleranz zu %1</translation>
    </message>
    <message>
        <source>NOT within tolerance of %1</source>
        <translation>NICHT innerhalb der Toleranz zu %1</translation>
    </message>
    <message>
        <source>Click to select it and go to its time</source>
        <translation>Klicken, um es auszuwählen und zu seinem Zeitpunkt zu gehen</translation>
    </message>
    <message>
        <source>Comparing...</source>
        <translation>Vergleiche...</translation>
    </message>
    <message>
        <source>Comparing with %1...</source>
        <translation>Vergleiche mit %1...</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Geist</translation>
    </message>
    <message>
        <source>Fit Scale</source>
        <translation>Maßstab angleichen</translation>
    </message>
    <message>
        <source>Draw the compared model as a ghost over this one in the viewport</source>
        <translation>Das verglichene Modell im Ansichtsfenster durchscheinend über diesem zeichnen</translation>
    </message>
    <message>
        <source>Scale the other model to this one&apos;s height before measuring (a conversion made with --height or --scale); the report says by how much</source>
        <translation>Das andere Modell vor dem Messen auf die Höhe dieses Modells skalieren (eine mit --height oder --scale erstellte Konvertierung); der Bericht nennt den Faktor</translation>
    </message>
</context>
<context>
    <name>quarry::CurvePanel</name>
    <message>
        <source>Translation</source>
        <translation>Verschiebung</translation>
    </message>
    <message>
        <source>Rotation (Euler degrees)</source>
        <translation>Drehung (Euler-Grad)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Selected joint</source>
        <translation>Ausgewähltes Gelenk</translation>
    </message>
</context>
<context>
    <name>quarry::CurveView</name>
    <message>
        <source>No keyed joint to show: pick a clip and a joint with keys.</source>
        <translation>Kein Gelenk mit Schlüsseln zu zeigen: einen Clip und ein Gelenk mit Schlüsseln wählen.</translation>
    </message>
    <message>
        <source>joint %1</source>
        <translation>Gelenk %1</translation>
    </message>
</context>
<context>
    <name>quarry::DiskChanges</name>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Read the file again (one undo step: Undo brings back what the editor had)</source>
        <translation>Die Datei erneut lesen (ein Rückgängig-Schritt: Rückgängig holt zurück, was der Editor hatte)</translation>
    </message>
    <message>
        <source>&amp;Ignore</source>
        <translation>&amp;Ignorieren</translation>
    </message>
    <message>
        <source>Keep the model as it is in the editor</source>
        <translation>Das Modell so behalten, wie es im Editor ist</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program.</source>
        <translation>%1 wurde von einem anderen Programm auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>%1 was removed or renamed on disk by another program.</source>
        <translation>%1 wurde von einem anderen Programm auf der Festplatte entfernt oder umbenannt.</translation>
    </message>
    <message>
        <source>Reloading %1</source>
        <translation>%1 wird neu geladen</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>Neu laden nicht möglich</translation>
    </message>
    <message>
        <source>Reloaded %1 from disk; Undo brings back the model as it was.</source>
        <translation>%1 von der Festplatte neu geladen; Rückgängig holt das Modell zurück, wie es war.</translation>
    </message>
</context>
<context>
    <name>quarry::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>quarry::DocumentFiles</name>
    <message>
        <source>Skeleton beside the mesh</source>
        <translation>Skelett neben dem Netz</translation>
    </message>
    <message>
        <source>%1 lies beside this mesh. Open the mesh with this skeleton?</source>
        <translation>%1 liegt neben diesem Netz. Das Netz mit diesem Skelett öffnen?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 wird geöffnet</translation>
    </message>
    <message>
        <source>Opening %1 cancelled.</source>
        <translation>Öffnen von %1 abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n warning(s): %1</source>
        <translation>
            <numerusform>Mit %n Warnung geöffnet: %1</numerusform>
            <numerusform>Mit %n Warnungen geöffnet: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n companion file(s)</source>
        <translation>
            <numerusform>%1 mit %n Begleitdatei geöffnet</numerusform>
            <numerusform>%1 mit %n Begleitdateien geöffnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>%1 wird importiert</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>%1 holds nothing to import.</source>
        <translation>%1 enthält nichts zu importieren.</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: unknown extension.</source>
        <translation>Quarry kann %1 nicht schreiben: unbekannte Endung.</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>%1 wird gespeichert</translation>
    </message>
    <message>
        <source>Saving %1 cancelled; the file is as it was.</source>
        <translation>Speichern von %1 abgebrochen; die Datei ist unverändert.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>%1 wird exportiert</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Exported %1: %2</source>
        <translation>%1 exportiert: %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Export for Engine</source>
        <translation>Für Engine exportieren</translation>
    </message>
    <message>
        <source>Exported for %1</source>
        <translation>Für %1 exportiert</translation>
    </message>
    <message>
        <source>Saved %1 and %2</source>
        <translation>%1 und %2 gespeichert</translation>
    </message>
    <message>
        <source>%1 with warnings: %2</source>
        <translation>%1 mit Warnungen: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported for %1: %n file(s) under %2</source>
        <translation>
            <numerusform>Für %1 exportiert: %n Datei unter %2</numerusform>
            <numerusform>Für %1 exportiert: %n Dateien unter %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::ExportDialog</name>
    <message>
        <source>Reverse the winding of every triangle</source>
        <translation>Den Umlaufsinn jedes Dreiecks umkehren</translation>
    </message>
    <message>
        <source>Weld vertices</source>
        <translation>Punkte verschweißen</translation>
    </message>
    <message>
        <source>Flip normals</source>
        <translation>Normalen umkehren</translation>
    </message>
    <message>
        <source>Normalize weights</source>
        <translation>Gewichte normieren</translation>
    </message>
    <message>
        <source>Remove unused joints</source>
        <translation>Unbenutzte Gelenke entfernen</translation>
    </message>
    <message>
        <source>Drop to ground</source>
        <translation>Auf den Boden setzen</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Zentrieren</translation>
    </message>
    <message>
        <source>Strip texture directories</source>
        <translation>Texturverzeichnisse entfernen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>By the file&apos;s extension</source>
        <translation>Nach der Dateiendung</translation>
    </message>
    <message>
        <source>Z (leave the axes)</source>
        <translation>Z (Achsen belassen)</translation>
    </message>
    <message>
        <source>Y (turn it Z-up)</source>
        <translation>Y (auf Z-oben drehen)</translation>
    </message>
    <message>
        <source>Keep the size</source>
        <translation>Größe beibehalten</translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation>Skalieren um</translation>
    </message>
    <message>
        <source>Scale to height</source>
        <translation>Auf Höhe skalieren</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>beibehalten</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Source up axis</source>
        <translation>Hochachse der Quelle</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Winding</source>
        <translation>Umlaufsinn</translation>
    </message>
    <message>
        <source>Influences per vertex</source>
        <translation>Einflüsse pro Punkt</translation>
    </message>
    <message>
        <source>Resample animations to</source>
        <translation>Animationen neu abtasten auf</translation>
    </message>
    <message>
        <source>Texture extension</source>
        <translation>Texturendung</translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Eine Zieldatei für den Export wählen.</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: choose a format or an extension it writes.</source>
        <translation>Quarry kann %1 nicht schreiben: ein Format oder eine Endung wählen, die es schreibt.</translation>
    </message>
    <message>
        <source>Optimize vertex order for the GPU</source>
        <translation>Punktreihenfolge für die GPU optimieren</translation>
    </message>
    <message>
        <source>Triangles in vertex-cache order, vertices in the order they are first used (meshoptimizer); the surface stays the same.</source>
        <translation>Dreiecke in Vertex-Cache-Reihenfolge, Punkte in der Reihenfolge ihrer ersten Verwendung (meshoptimizer); die Oberfläche bleibt gleich.</translation>
    </message>
    <message>
        <source>As stored (glTF and Collada not turned Y-up)</source>
        <translation>Wie gespeichert (glTF und Collada nicht auf Y-oben gedreht)</translation>
    </message>
    <message>
        <source>glTF and Collada files are Y up: the model is turned Y up for them unless the axes stay as stored</source>
        <translation>glTF- und Collada-Dateien sind Y-oben: das Modell wird für sie auf Y-oben gedreht, außer die Achsen bleiben wie gespeichert</translation>
    </message>
    <message>
        <source>Also pack the game archive (.pk3, .dpk)</source>
        <translation>Auch das Spielarchiv packen (.pk3, .dpk)</translation>
    </message>
    <message>
        <source>None (the format decides)</source>
        <translation>Keine (das Format entscheidet)</translation>
    </message>
    <message>
        <source>do not merge</source>
        <translation>nicht verschmelzen</translation>
    </message>
    <message>
        <source>Allow merging the least-used joints into their parents down to this many</source>
        <translation>Verschmelzen der am wenigsten genutzten Gelenke mit ihren Eltern bis auf diese Anzahl erlauben</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Merge joints down to</source>
        <translation>Gelenke verschmelzen bis auf</translation>
    </message>
    <message>
        <source>The model goes to %1 under the file&apos;s folder.</source>
        <translation>Das Modell kommt nach %1 unter dem Ordner der Datei.</translation>
    </message>
    <message>
        <source>Nothing to fix for %1.</source>
        <translation>Nichts zu beheben für %1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Levels of detail</source>
        <translation>Detailstufen</translation>
    </message>
    <message>
        <source>Coarser copies for drawing far away, each with half the triangles of the one before, where the game draws them (Xonotic, ioquake3&apos;s player)</source>
        <translation>Gröbere Kopien zum Zeichnen in der Ferne, jede mit der Hälfte der Dreiecke der vorigen, wo das Spiel sie zeichnet (Xonotic, der Spieler von ioquake3)</translation>
    </message>
    <message>
        <source>Found from the toes and eyes</source>
        <translation>Aus Zehen und Augen ermittelt</translation>
    </message>
    <message>
        <source>Player faces</source>
        <translation>Spieler blickt nach</translation>
    </message>
    <message>
        <source>The way the model faces as stored: a player is turned to face +X, as the games draw players</source>
        <translation>Die gespeicherte Blickrichtung des Modells: ein Spieler wird nach +X gedreht, wie die Spiele Spieler zeichnen</translation>
    </message>
    <message>
        <source>Taken as a player (%1): in %2&apos;s player box, from Z = %3 to %4, it stands %5 facing +X with its feet at Z = %3.</source>
        <translation>Als Spieler behandelt (%1): In der Spielerbox von %2, von Z = %3 bis %4, steht es %5 mit Blick nach +X und den Füßen bei Z = %3.</translation>
    </message>
    <message>
        <source>at the size chosen</source>
        <translation>in der gewählten Größe</translation>
    </message>
    <message>
        <source>%1 units tall</source>
        <translation>%1 Einheiten groß</translation>
    </message>
    <message>
        <source>Not a player (%1): kept at its size and place.</source>
        <translation>Kein Spieler (%1): in Größe und Lage belassen.</translation>
    </message>
    <message>
        <source>Not a player: one model at its own size and place (ioquake3: not lower, upper and head)</source>
        <translation>Kein Spieler: ein Modell in eigener Größe und Lage (ioquake3: nicht lower, upper und head)</translation>
    </message>
    <message>
        <source>A weapon, an item, a map object, or a model for a mod that loads one skeletal model: not scaled to the game&apos;s player height, turned or placed on its floor; for ioquake3 one IQM with animation.cfg</source>
        <translation>Eine Waffe, ein Gegenstand, ein Kartenobjekt oder ein Modell für eine Mod, die ein einzelnes Skelettmodell lädt: nicht auf die Spielerhöhe des Spiels skaliert, nicht gedreht und nicht auf seinen Boden gestellt; für ioquake3 ein IQM mit animation.cfg</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>In place for a player, else kept</source>
        <translation>Auf der Stelle für Spieler, sonst beibehalten</translation>
    </message>
    <message>
        <source>In place (the root&apos;s travel across the floor removed)</source>
        <translation>Auf der Stelle (Bewegung der Wurzel über den Boden entfernt)</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Beibehalten</translation>
    </message>
    <message>
        <source>Games that move the player themselves play its animations in place: the root joint keeps its place across the floor, its height as animated</source>
        <translation>Spiele, die den Spieler selbst bewegen, spielen seine Animationen auf der Stelle ab: das Wurzelgelenk behält seinen Platz auf dem Boden, seine Höhe bleibt wie animiert</translation>
    </message>
    <message>
        <source>Root motion</source>
        <translation>Wurzelbewegung</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>MD3 (Quake III&apos;s own)</source>
        <translation>MD3 (das eigene Format von Quake III)</translation>
    </message>
    <message>
        <source>IQM (skeletal, no frame cap)</source>
        <translation>IQM (Skelett, keine Frame-Grenze)</translation>
    </message>
    <message>
        <source>ioquake3 loads lower.iqm, upper.iqm and head.iqm where the .md3 files are absent: skeletal animation at the source&apos;s rate, no 1,024-frame cap</source>
        <translation>ioquake3 lädt lower.iqm, upper.iqm und head.iqm, wo die .md3-Dateien fehlen: Skelettanimation mit der Bildrate der Quelle, keine Grenze von 1.024 Frames</translation>
    </message>
    <message>
        <source>Player parts</source>
        <translation>Spielerteile</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>Animation slots</source>
        <translation>Animationsplätze</translation>
    </message>
    <message>
        <source>All %1 slots play &quot;%2&quot;.</source>
        <translation>Alle %1 Slots spielen „%2“.</translation>
    </message>
    <message>
        <source>%1 of the model&apos;s %2 clips play in no slot: %3.</source>
        <translation>%1 der %2 Clips des Modells spielen in keinem Slot: %3.</translation>
    </message>
    <message>
        <source>%1 cannot be written into: choose another folder.</source>
        <translation>In %1 kann nicht geschrieben werden: einen anderen Ordner wählen.</translation>
    </message>
    <message>
        <source>Keep the winding as read (do not turn faces outward)</source>
        <translation>Umlaufsinn wie gelesen behalten (Flächen nicht nach außen wenden)</translation>
    </message>
    <message>
        <source>The export turns the triangles the game would draw inside out (wound against their normals) to face outward; checked, every triangle keeps its winding (--keep-winding)</source>
        <translation>Der Export wendet die Dreiecke, die das Spiel von innen nach außen zeichnen würde (entgegen ihren Normalen umlaufen), nach außen; aktiviert behält jedes Dreieck seinen Umlaufsinn (--keep-winding)</translation>
    </message>
    <message>
        <source>Keep the weapon slots&apos; clip lengths</source>
        <translation>Clip-Längen der Waffen-Slots behalten</translation>
    </message>
    <message>
        <source>The game&apos;s first-person weapon is synced to TORSO_ATTACK and TORSO_ATTACK2 (6 frames), TORSO_DROP (5) and TORSO_RAISE (4): unchecked, the clips that play them are resampled to those lengths</source>
        <translation>Die Waffe in der Ego-Perspektive des Spiels ist auf TORSO_ATTACK und TORSO_ATTACK2 (6 Frames), TORSO_DROP (5) und TORSO_RAISE (4) abgestimmt: deaktiviert werden die Clips, die sie spielen, auf diese Längen neu abgetastet</translation>
    </message>
    <message>
        <source>Use Timeline Selection</source>
        <translation>Auswahl der Zeitleiste verwenden</translation>
    </message>
    <message>
        <source>The chosen slot plays the range selected on the timeline (its keys&apos; first and last times)</source>
        <translation>Der gewählte Slot spielt den auf der Zeitleiste ausgewählten Bereich (erste und letzte Zeit seiner Schlüssel)</translation>
    </message>
    <message>
        <source>Quake skins</source>
        <translation>Quake-Skins</translation>
    </message>
    <message>
        <source>The palette cannot be read: %1</source>
        <translation>Die Palette kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>quarry::ExportReport</name>
    <message numerus="yes">
        <source>Wrote %n file(s) under %1 (a click opens the file&apos;s folder):</source>
        <translation>
            <numerusform>%n Datei unter %1 geschrieben (ein Klick öffnet den Ordner der Datei):</numerusform>
            <numerusform>%n Dateien unter %1 geschrieben (ein Klick öffnet den Ordner der Datei):</numerusform>
        </translation>
    </message>
    <message>
        <source>Packed:</source>
        <translation>Gepackt:</translation>
    </message>
    <message>
        <source>What the export changed and found:</source>
        <translation>Was der Export geändert und gefunden hat:</translation>
    </message>
</context>
<context>
    <name>quarry::ExportUvLayoutDialog</name>
    <message>
        <source>Export UV Layout</source>
        <translation>UV-Layout exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Texture behind</source>
        <translation>Textur dahinter</translation>
    </message>
    <message>
        <source>Transparent</source>
        <translation>Transparent</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export &amp;UV Layout...</source>
        <translation>UV-&amp;Layout exportieren...</translation>
    </message>
    <message>
        <source>Write the texture-coordinate layout as a PNG image</source>
        <translation>Das Layout der Texturkoordinaten als PNG-Bild schreiben</translation>
    </message>
</context>
<context>
    <name>quarry::FixedLengthQuestion</name>
    <message>
        <source>Clip of a Fixed Length</source>
        <translation>Clip mit fester Länge</translation>
    </message>
    <message>
        <source>This edit changes the length of a clip the game fixes:</source>
        <translation>Diese Bearbeitung ändert die Länge eines Clips, die das Spiel festlegt:</translation>
    </message>
    <message>
        <source>Apply it anyway?</source>
        <translation>Trotzdem anwenden?</translation>
    </message>
    <message>
        <source>Apply Anyway</source>
        <translation>Trotzdem anwenden</translation>
    </message>
</context>
<context>
    <name>quarry::HistoryView</name>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Memory the undo steps hold. When the history holds more than the undo budget (Edit &gt; Preferences), its oldest steps are dropped.</source>
        <translation>Speicher, den die Rückgängig-Schritte belegen. Belegt der Verlauf mehr als das Rückgängig-Budget (Bearbeiten &gt; Einstellungen), werden seine ältesten Schritte verworfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo memory: %1 of %2 (%3)</source>
        <translation>Rückgängig-Speicher: %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>Undo memory: %1 (%2)</source>
        <translation>Rückgängig-Speicher: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>quarry::JointActions</name>
    <message>
        <source>Add &amp;Joint...</source>
        <translation>&amp;Gelenk hinzufügen...</translation>
    </message>
    <message>
        <source>Add a joint as a root or under the selected joint, at a typed position or the selection&apos;s centre</source>
        <translation>Ein Gelenk als Wurzel oder unter dem ausgewählten Gelenk hinzufügen, an einer eingegebenen Position oder in der Mitte der Auswahl</translation>
    </message>
    <message>
        <source>Add &amp;Attachment Point...</source>
        <translation>&amp;Befestigungspunkt hinzufügen...</translation>
    </message>
    <message>
        <source>Add a leaf joint that no vertex is weighted to, for weapons and tags</source>
        <translation>Ein Blattgelenk hinzufügen, auf das kein Punkt gewichtet ist, für Waffen und Tags</translation>
    </message>
    <message>
        <source>Add Joint at &amp;Clicked Point</source>
        <translation>Gelenk am &amp;angeklickten Punkt hinzufügen</translation>
    </message>
    <message>
        <source>Click on the model: a joint goes there, under the selected joint</source>
        <translation>Auf das Modell klicken: dort entsteht ein Gelenk, unter dem ausgewählten Gelenk</translation>
    </message>
    <message>
        <source>&amp;Move Joint...</source>
        <translation>Gelenk &amp;verschieben...</translation>
    </message>
    <message>
        <source>Place a joint in the bind pose, keeping the skin or moving its vertices along</source>
        <translation>Ein Gelenk in der Ruhepose platzieren, wobei die Haut bleibt oder seine Punkte mitbewegt werden</translation>
    </message>
    <message>
        <source>Re&amp;parent Joint...</source>
        <translation>Elterngelenk ä&amp;ndern...</translation>
    </message>
    <message>
        <source>Hang a joint from another, keeping its animated motion</source>
        <translation>Ein Gelenk an ein anderes hängen, wobei seine animierte Bewegung erhalten bleibt</translation>
    </message>
    <message>
        <source>Add Attachment Point</source>
        <translation>Befestigungspunkt hinzufügen</translation>
    </message>
    <message>
        <source>Add Joint</source>
        <translation>Gelenk hinzufügen</translation>
    </message>
    <message>
        <source>(none: a root)</source>
        <translation>(keines: eine Wurzel)</translation>
    </message>
    <message>
        <source>Selection&apos;s Centre</source>
        <translation>Mitte der Auswahl</translation>
    </message>
    <message>
        <source>Parent&apos;s Position</source>
        <translation>Position des Elternteils</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Parent:</source>
        <translation>Elternteil:</translation>
    </message>
    <message>
        <source>Position (model space):</source>
        <translation>Position (Modellraum):</translation>
    </message>
    <message>
        <source>Move Joint</source>
        <translation>Gelenk verschieben</translation>
    </message>
    <message>
        <source>Keep the skin where it is (rebind)</source>
        <translation>Die Haut an ihrem Ort lassen (neu binden)</translation>
    </message>
    <message>
        <source>Off: the vertices weighted to the joint move with it</source>
        <translation>Aus: die auf das Gelenk gewichteten Punkte bewegen sich mit</translation>
    </message>
    <message>
        <source>Move the joints below it too</source>
        <translation>Auch die Gelenke darunter verschieben</translation>
    </message>
    <message>
        <source>Joint:</source>
        <translation>Gelenk:</translation>
    </message>
    <message>
        <source>Move by (model space):</source>
        <translation>Verschieben um (Modellraum):</translation>
    </message>
    <message>
        <source>Rotate about X, Y, Z:</source>
        <translation>Drehen um X, Y, Z:</translation>
    </message>
    <message>
        <source>Reparent Joint</source>
        <translation>Elterngelenk ändern</translation>
    </message>
    <message>
        <source>New parent:</source>
        <translation>Neues Elternteil:</translation>
    </message>
</context>
<context>
    <name>quarry::JointsView</name>
    <message>
        <source>Mesh</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Elternteil</translation>
    </message>
    <message>
        <source>Bind pose</source>
        <translation>Ruhepose</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <source>No joint.</source>
        <translation>Kein Gelenk.</translation>
    </message>
    <message>
        <source>%1 weighted vertices (the first %2 listed)</source>
        <translation>%1 gewichtete Punkte (die ersten %2 aufgeführt)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln weighted vertex(es)</source>
        <translation>
            <numerusform>%Ln gewichteter Punkt</numerusform>
            <numerusform>%Ln gewichtete Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;About Quarry</source>
        <translation>Ü&amp;ber Quarry</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>%1[*] - Quarry</source>
        <translation>%1[*] - Quarry</translation>
    </message>
    <message>
        <source>About Quarry</source>
        <translation>Über Quarry</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarry %1&lt;/h3&gt;&lt;p&gt;An editor for game model assets: IQE, IQM, QuickModel and XMF, with import of the common interchange formats through Assimp.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarry %1&lt;/h3&gt;&lt;p&gt;Ein Editor für Spielmodelle: IQE, IQM, QuickModel und XMF, mit Import der gängigen Austauschformate über Assimp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ready. Open a model with File &gt; Open or drop one here.</source>
        <translation>Bereit. Ein Modell mit Datei &gt; Öffnen öffnen oder hierher ziehen.</translation>
    </message>
    <message>
        <source>Start an empty model</source>
        <translation>Ein leeres Modell beginnen</translation>
    </message>
    <message>
        <source>Open a model; choose an XMF mesh with its skeleton, animations and materials together</source>
        <translation>Ein Modell öffnen; ein XMF-Netz zusammen mit Skelett, Animationen und Materialien wählen</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importieren...</translation>
    </message>
    <message>
        <source>Add another file&apos;s meshes, materials, joints and animations to this model</source>
        <translation>Netze, Materialien, Gelenke und Animationen einer anderen Datei zu diesem Modell hinzufügen</translation>
    </message>
    <message>
        <source>Save the model</source>
        <translation>Das Modell speichern</translation>
    </message>
    <message>
        <source>Save the model under another name or format</source>
        <translation>Das Modell unter einem anderen Namen oder Format speichern</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <source>Write a converted copy (axis, size, winding, influences, frame rate)</source>
        <translation>Eine umgewandelte Kopie schreiben (Achsen, Größe, Umlaufsinn, Einflüsse, Bildrate)</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <source>Close every window and quit</source>
        <translation>Alle Fenster schließen und beenden</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select every mesh</source>
        <translation>Alle Netze auswählen</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>Auswahl au&amp;fheben</translation>
    </message>
    <message>
        <source>Select nothing</source>
        <translation>Nichts auswählen</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>Change the editor&apos;s preferences</source>
        <translation>Die Einstellungen des Editors ändern</translation>
    </message>
    <message>
        <source>&amp;Docks</source>
        <translation>&amp;Docks</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Anordnung</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Put every dock back where it starts</source>
        <translation>Jedes Dock an seinen Anfangsplatz zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Save Layout</source>
        <translation>Anordnung &amp;speichern</translation>
    </message>
    <message>
        <source>Layout saved.</source>
        <translation>Anordnung gespeichert.</translation>
    </message>
    <message>
        <source>Remember the current dock layout</source>
        <translation>Die aktuelle Anordnung der Docks merken</translation>
    </message>
    <message>
        <source>Restore Saved La&amp;yout</source>
        <translation>Gespeicherte Anordnung &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>No saved layout.</source>
        <translation>Keine gespeicherte Anordnung.</translation>
    </message>
    <message>
        <source>Go back to the remembered dock layout</source>
        <translation>Zur gemerkten Anordnung der Docks zurückkehren</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>A&amp;nimation</translation>
    </message>
    <message>
        <source>&amp;Current Animation</source>
        <translation>&amp;Aktuelle Animation</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Ruhepose</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>List every command&apos;s shortcut</source>
        <translation>Das Tastenkürzel jedes Befehls auflisten</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Materialien</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1 (%2)</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1 (%2)</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>Restored %1 as it was at %2; not saved yet.</source>
        <translation>%1 wiederhergestellt, wie es um %2 war; noch nicht gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>Auswah&amp;l</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Run Script...</source>
        <translation>Skript &amp;ausführen...</translation>
    </message>
    <message>
        <source>Run a Python script on this model as one undoable step</source>
        <translation>Ein Python-Skript auf diesem Modell als ein rückgängig machbarer Schritt ausführen</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Skript</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mesh(es)</source>
        <translation>
            <numerusform>%Ln Netz</numerusform>
            <numerusform>%Ln Netze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln material(s)</source>
        <translation>
            <numerusform>%Ln Material</numerusform>
            <numerusform>%Ln Materialien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln joint(s)</source>
        <translation>
            <numerusform>%Ln Gelenk</numerusform>
            <numerusform>%Ln Gelenke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln animation(s)</source>
        <translation>
            <numerusform>%Ln Animation</numerusform>
            <numerusform>%Ln Animationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shape(s)</source>
        <translation>
            <numerusform>%Ln Form</numerusform>
            <numerusform>%Ln Formen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln vertex(es)</source>
        <translation>
            <numerusform>%Ln Punkt</numerusform>
            <numerusform>%Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln face(s)</source>
        <translation>
            <numerusform>%Ln Fläche</numerusform>
            <numerusform>%Ln Flächen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln Schlüssel</numerusform>
            <numerusform>%Ln Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Posing</source>
        <translation>&amp;Posen</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Read Quarry&apos;s manual (bundled; no network needed)</source>
        <translation>Das Handbuch von Quarry lesen (mitgeliefert; kein Netzwerk nötig)</translation>
    </message>
    <message>
        <source>UV</source>
        <translation>UV</translation>
    </message>
    <message>
        <source>&lt;p&gt;Copyright © The Quarry developers. Free software under the MIT licence (the file LICENSE; installed as share/doc/quarry/copyright).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Copyright © Die Quarry-Entwickler. Freie Software unter der MIT-Lizenz (die Datei LICENSE; installiert als share/doc/quarry/copyright).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export for En&amp;gine...</source>
        <translation>Für En&amp;gine exportieren...</translation>
    </message>
    <message>
        <source>Write every file a game engine needs, fixing what its loader would refuse</source>
        <translation>Jede Datei schreiben, die eine Spiel-Engine braucht, und beheben, was ihr Lader ablehnen würde</translation>
    </message>
</context>
<context>
    <name>quarry::ManualWindow</name>
    <message>
        <source>Quarry Manual</source>
        <translation>Quarry-Handbuch</translation>
    </message>
    <message>
        <source>The manual is not installed: it is looked for in share/doc/quarry/manual beside the program.</source>
        <translation>Das Handbuch ist nicht installiert: Es wird in share/doc/quarry/manual neben dem Programm gesucht.</translation>
    </message>
</context>
<context>
    <name>quarry::MaterialsView</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Assign to Selected Meshes</source>
        <translation>Ausgewählten Netzen zuweisen</translation>
    </message>
    <message>
        <source>New Material</source>
        <translation>Neues Material</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Diffuse</source>
        <translation>Diffus</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Specular</source>
        <translation>Glanz</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Texture maps</source>
        <translation>Texturen</translation>
    </message>
    <message>
        <source>(add a map with the button)</source>
        <translation>(eine Textur mit der Schaltfläche hinzufügen)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the texture file</source>
        <translation>Die Texturdatei wählen</translation>
    </message>
    <message>
        <source>Material Color</source>
        <translation>Materialfarbe</translation>
    </message>
    <message>
        <source>Choose Texture</source>
        <translation>Textur wählen</translation>
    </message>
    <message>
        <source>Images (%1);;All files (*)</source>
        <translation>Bilder (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>keine Textur</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>%1
%2 × %3</source>
        <translation>%1
%2 × %3</translation>
    </message>
    <message>
        <source>material%1</source>
        <translation>Material%1</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>%1: not found beside the model (%2), in the folders above it, or with another extension (.tga, .jpg, .png).</source>
        <translation>%1: nicht gefunden neben dem Modell (%2), in den Ordnern darüber oder mit anderer Endung (.tga, .jpg, .png).</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
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
        <translation>%1 Frames: Quake II lädt höchstens %2 (die Bildrate senken, Schreiboption „md2.fps“)</translation>
    </message>
    <message>
        <source>the skin path &quot;%1&quot; is longer than 63 characters</source>
        <translation>der Skin-Pfad „%1“ ist länger als 63 Zeichen</translation>
    </message>
    <message>
        <source>%1 skins: Quake II loads at most %2</source>
        <translation>%1 Skins: Quake II lädt höchstens %2</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: Quake II loads at most %2</source>
        <translation>der Skin ist %1 Texel hoch: Quake II lädt höchstens %2</translation>
    </message>
    <message>
        <source>the model has no triangles: an MD2 needs at least one</source>
        <translation>das Modell hat keine Dreiecke: ein MD2 braucht mindestens eines</translation>
    </message>
    <message>
        <source>every triangle is degenerate once the vertices are stored in bytes</source>
        <translation>jedes Dreieck ist entartet, sobald die Punkte in Bytes gespeichert sind</translation>
    </message>
    <message>
        <source>%1 vertices: Quake II loads at most %2</source>
        <translation>%1 Punkte: Quake II lädt höchstens %2</translation>
    </message>
    <message>
        <source>%1 triangles: FTE holds at most %2</source>
        <translation>%1 Dreiecke: FTE fasst höchstens %2</translation>
    </message>
    <message>
        <source>the skins are named in the MD2 (%1) but not written: put the .pcx images where the game looks for them</source>
        <translation>die Skins sind im MD2 genannt (%1), aber nicht geschrieben: die .pcx-Bilder dort ablegen, wo das Spiel sie sucht</translation>
    </message>
    <message>
        <source>no frames to write: an MD2 needs at least one</source>
        <translation>keine Frames zu schreiben: ein MD2 braucht mindestens einen</translation>
    </message>
</context>
<context>
    <name>quarry::Md2Parser</name>
    <message>
        <source>%1: negative count %2</source>
        <translation>%1: negative Anzahl %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</source>
        <translation>%1 (%2 × %3 Bytes ab Byte %4) reichen über das Dateiende hinaus (%5 Bytes)</translation>
    </message>
    <message>
        <source>%1 start at byte %2, not a multiple of 4: Q2PRO refuses the file</source>
        <translation>%1 beginnen bei Byte %2, keinem Vielfachen von 4: Q2PRO lehnt die Datei ab</translation>
    </message>
    <message>
        <source>not an MD2 file (the ident &quot;IDP2&quot; is missing)</source>
        <translation>keine MD2-Datei (die Kennung „IDP2“ fehlt)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>die Datei endet innerhalb des Headers (%1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>MD2 version %1 is not supported (only version 8)</source>
        <translation>MD2-Version %1 wird nicht unterstützt (nur Version 8)</translation>
    </message>
    <message>
        <source>the model has no vertices (%1)</source>
        <translation>das Modell hat keine Punkte (%1)</translation>
    </message>
    <message>
        <source>the model has no triangles (%1)</source>
        <translation>das Modell hat keine Dreiecke (%1)</translation>
    </message>
    <message>
        <source>the model has no texture coordinates (%1)</source>
        <translation>das Modell hat keine Texturkoordinaten (%1)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>das Modell hat keine Frames (%1)</translation>
    </message>
    <message>
        <source>frames of %1 bytes cannot hold %2 vertices</source>
        <translation>Frames von %1 Bytes können keine %2 Punkte fassen</translation>
    </message>
    <message>
        <source>skins</source>
        <translation>Skins</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>Texturkoordinaten</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>GL commands</source>
        <translation>GL-Befehle</translation>
    </message>
    <message>
        <source>the skin size is %1 × %2 texels</source>
        <translation>die Skin-Größe ist %1 × %2 Texel</translation>
    </message>
    <message>
        <source>%1 vertices: Quake II loads at most %2</source>
        <translation>%1 Punkte: Quake II lädt höchstens %2</translation>
    </message>
    <message>
        <source>%1 triangles: FTE holds at most %2</source>
        <translation>%1 Dreiecke: FTE fasst höchstens %2</translation>
    </message>
    <message>
        <source>%1 frames: Quake II loads at most %2</source>
        <translation>%1 Frames: Quake II lädt höchstens %2</translation>
    </message>
    <message>
        <source>%1 skins: Quake II loads at most %2</source>
        <translation>%1 Skins: Quake II lädt höchstens %2</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: Quake II loads at most %2</source>
        <translation>der Skin ist %1 Texel hoch: Quake II lädt höchstens %2</translation>
    </message>
    <message>
        <source>the GL commands do not end with 0: Quake II&apos;s renderer draws only from them</source>
        <translation>die GL-Befehle enden nicht mit 0: der Renderer von Quake II zeichnet nur aus ihnen</translation>
    </message>
    <message>
        <source>triangle %1 names %2 %3 of %4</source>
        <translation>Dreieck %1 nennt %2 %3 von %4</translation>
    </message>
    <message>
        <source>vertex</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>texture coordinate</source>
        <translation>Texturkoordinate</translation>
    </message>
    <message>
        <source>%1 vertices of %2 frames are more than a file of %3 bytes can hold</source>
        <translation>%1 Punkte in %2 Frames sind mehr, als eine Datei von %3 Bytes fassen kann</translation>
    </message>
    <message>
        <source>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</source>
        <translation>einige Punkte nennen eine Normale jenseits der %1 Einträge der Tabelle: als nach oben zeigend gelesen</translation>
    </message>
</context>
<context>
    <name>quarry::Md3Parser</name>
    <message>
        <source>%1: negative count %2</source>
        <translation>%1: negative Anzahl %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</source>
        <translation>%1 (%2 × %3 Bytes ab Byte %4) reichen über das Dateiende hinaus (%5 Bytes)</translation>
    </message>
    <message>
        <source>not an MD3 file (the ident &quot;IDP3&quot; is missing)</source>
        <translation>keine MD3-Datei (die Kennung „IDP3“ fehlt)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>die Datei endet innerhalb des Headers (%1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>MD3 version %1 is not supported (only version 15)</source>
        <translation>MD3-Version %1 wird nicht unterstützt (nur Version 15)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>das Modell hat keine Frames (%1)</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>tags: negative count %1</source>
        <translation>Tags: negative Anzahl %1</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>surfaces: negative count %1</source>
        <translation>Flächen: negative Anzahl %1</translation>
    </message>
    <message>
        <source>surfaces</source>
        <translation>Flächen</translation>
    </message>
    <message>
        <source>%1 surfaces of %2 frames are more than a file of %3 bytes can hold</source>
        <translation>%1 Flächen mit %2 Frames sind mehr, als eine Datei von %3 Bytes enthalten kann</translation>
    </message>
    <message>
        <source>%1 frames: the engines load at most %2</source>
        <translation>%1 Frames: die Engines laden höchstens %2</translation>
    </message>
    <message>
        <source>%1 surfaces: the engines load at most %2</source>
        <translation>%1 Flächen: die Engines laden höchstens %2</translation>
    </message>
    <message>
        <source>%1 tags: the engines load at most %2</source>
        <translation>%1 Tags: die Engines laden höchstens %2</translation>
    </message>
    <message>
        <source>a surface header at byte %1 runs past the end of the file (%2 bytes)</source>
        <translation>ein Flächenkopf bei Byte %1 reicht über das Dateiende hinaus (%2 Bytes)</translation>
    </message>
    <message>
        <source>the surface at byte %1 does not start with &quot;IDP3&quot;</source>
        <translation>die Fläche bei Byte %1 beginnt nicht mit „IDP3“</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 frames, the model %3</source>
        <translation>Fläche „%1“ hat %2 Frames, das Modell %3</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; ends at %2 bytes, inside its header</source>
        <translation>Fläche „%1“ endet nach %2 Bytes, in ihrem Kopf</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot;: %2</source>
        <translation>Fläche „%1“: %2</translation>
    </message>
    <message>
        <source>shaders</source>
        <translation>Shader</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>Texturkoordinaten</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot;: triangle %2 names vertex %3 of %4</source>
        <translation>Fläche „%1“: Dreieck %2 nennt Vertex %3 von %4</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5</source>
        <translation>Fläche „%1“ hat %2 Vertices und %3 Dreiecke: die Engines laden höchstens %4 und %5</translation>
    </message>
</context>
<context>
    <name>quarry::MdlEncoder</name>
    <message>
        <source>the texture coordinates do not split into a front and a back half: written without onseam</source>
        <translation>die Texturkoordinaten teilen sich nicht in eine Vorder- und eine Rückhälfte: ohne onseam geschrieben</translation>
    </message>
    <message>
        <source>%1 frames: QuakeSpasm loads at most %2 (lower the frame rate, write option &quot;mdl.fps&quot;)</source>
        <translation>%1 Frames: QuakeSpasm lädt höchstens %2 (die Bildrate senken, Schreiboption „mdl.fps“)</translation>
    </message>
    <message>
        <source>%1 skins: the engines load at most %2</source>
        <translation>%1 Skins: die Engines laden höchstens %2</translation>
    </message>
    <message>
        <source>the model has no triangles: an MDL needs at least one</source>
        <translation>das Modell hat keine Dreiecke: ein MDL braucht mindestens eines</translation>
    </message>
    <message>
        <source>every triangle is degenerate once the vertices are stored in bytes</source>
        <translation>jedes Dreieck ist entartet, sobald die Punkte in Bytes gespeichert sind</translation>
    </message>
    <message>
        <source>%1 vertices: QuakeSpasm loads at most %2</source>
        <translation>%1 Punkte: QuakeSpasm lädt höchstens %2</translation>
    </message>
    <message>
        <source>%1 triangles: QuakeSpasm loads at most %2</source>
        <translation>%1 Dreiecke: QuakeSpasm lädt höchstens %2</translation>
    </message>
    <message>
        <source>flags 0x%1: only bits 0-7 written (the engines disagree on the others; write option &quot;mdl.allFlags&quot; keeps them)</source>
        <translation>Flags 0x%1: nur die Bits 0-7 geschrieben (bei den anderen sind sich die Engines uneins; die Schreiboption „mdl.allFlags“ behält sie)</translation>
    </message>
</context>
<context>
    <name>quarry::MdlParser</name>
    <message>
        <source>%1 (%2 bytes at byte %3) run past the end of the file (%4 bytes)</source>
        <translation>%1 (%2 Bytes ab Byte %3) reichen über das Dateiende hinaus (%4 Bytes)</translation>
    </message>
    <message>
        <source>not an MDL file (the ident &quot;IDPO&quot; is missing)</source>
        <translation>keine MDL-Datei (die Kennung „IDPO“ fehlt)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>die Datei endet innerhalb des Headers (%1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>MDL version %1 is not supported (only version 6)</source>
        <translation>MDL-Version %1 wird nicht unterstützt (nur Version 6)</translation>
    </message>
    <message>
        <source>skins: negative count %1</source>
        <translation>Skins: negative Anzahl %1</translation>
    </message>
    <message>
        <source>the skins are %1 × %2 texels</source>
        <translation>die Skins sind %1 × %2 Texel groß</translation>
    </message>
    <message>
        <source>the model has no vertices (%1)</source>
        <translation>das Modell hat keine Punkte (%1)</translation>
    </message>
    <message>
        <source>the model has no triangles (%1)</source>
        <translation>das Modell hat keine Dreiecke (%1)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>das Modell hat keine Frames (%1)</translation>
    </message>
    <message>
        <source>%1 skins, %2 vertices, %3 triangles and %4 frames are more than a file of %5 bytes holds</source>
        <translation>%1 Skins, %2 Punkte, %3 Dreiecke und %4 Frames sind mehr, als eine Datei von %5 Bytes enthält</translation>
    </message>
    <message>
        <source>%1 vertices: QuakeSpasm loads at most %2</source>
        <translation>%1 Punkte: QuakeSpasm lädt höchstens %2</translation>
    </message>
    <message>
        <source>%1 triangles: QuakeSpasm loads at most %2</source>
        <translation>%1 Dreiecke: QuakeSpasm lädt höchstens %2</translation>
    </message>
    <message>
        <source>%1 skins: the engines load at most %2</source>
        <translation>%1 Skins: die Engines laden höchstens %2</translation>
    </message>
    <message>
        <source>the model has no skin: the engines refuse it</source>
        <translation>das Modell hat keinen Skin: die Engines lehnen es ab</translation>
    </message>
    <message>
        <source>the skins are %1 texels high: Quake loads at most %2</source>
        <translation>die Skins sind %1 Texel hoch: Quake lädt höchstens %2</translation>
    </message>
    <message>
        <source>the skins are %1 texels wide, not a multiple of 4: WinQuake refuses them</source>
        <translation>die Skins sind %1 Texel breit, kein Vielfaches von 4: WinQuake lehnt sie ab</translation>
    </message>
    <message>
        <source>sync type %1: DarkPlaces accepts only 0 and 1</source>
        <translation>Sync-Typ %1: DarkPlaces akzeptiert nur 0 und 1</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>Texturkoordinaten</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <source>triangle %1 names vertex %2 of %3</source>
        <translation>Dreieck %1 nennt Punkt %2 von %3</translation>
    </message>
    <message>
        <source>%1 bytes after the last frame are not part of the model</source>
        <translation>%1 Bytes nach dem letzten Frame gehören nicht zum Modell</translation>
    </message>
    <message>
        <source>%1 poses: QuakeSpasm loads at most %2</source>
        <translation>%1 Posen: QuakeSpasm lädt höchstens %2</translation>
    </message>
    <message>
        <source>%1 vertices of %2 poses are more than a file of %3 bytes can hold</source>
        <translation>%1 Punkte in %2 Posen sind mehr, als eine Datei von %3 Bytes fassen kann</translation>
    </message>
    <message>
        <source>skin %1</source>
        <translation>Skin %1</translation>
    </message>
    <message>
        <source>skin %1 has type %2 (0 single, 1 group)</source>
        <translation>Skin %1 hat den Typ %2 (0 einzeln, 1 Gruppe)</translation>
    </message>
    <message>
        <source>skin group %1</source>
        <translation>Skin-Gruppe %1</translation>
    </message>
    <message>
        <source>skin group %1 has %2 images</source>
        <translation>Skin-Gruppe %1 hat %2 Bilder</translation>
    </message>
    <message>
        <source>skin group %1 (%2 images)</source>
        <translation>Skin-Gruppe %1 (%2 Bilder)</translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation>Frame %1</translation>
    </message>
    <message>
        <source>frame group %1</source>
        <translation>Frame-Gruppe %1</translation>
    </message>
    <message>
        <source>frame group %1 has %2 frames</source>
        <translation>Frame-Gruppe %1 hat %2 Frames</translation>
    </message>
    <message>
        <source>frame group %1 (%2 frames)</source>
        <translation>Frame-Gruppe %1 (%2 Frames)</translation>
    </message>
    <message>
        <source>frame group %1: interval %2 is %3, not a running total above the one before (software Quake refuses it); the group plays at 10 frames a second</source>
        <translation>Frame-Gruppe %1: Intervall %2 ist %3, keine laufende Summe über der vorigen (Software-Quake lehnt das ab); die Gruppe spielt mit 10 Frames pro Sekunde</translation>
    </message>
    <message>
        <source>frame %1 has type %2 (0 single, 1 group)</source>
        <translation>Frame %1 hat den Typ %2 (0 einzeln, 1 Gruppe)</translation>
    </message>
    <message>
        <source>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</source>
        <translation>einige Punkte nennen eine Normale jenseits der %1 Einträge der Tabelle: als nach oben zeigend gelesen</translation>
    </message>
</context>
<context>
    <name>quarry::MemoryZip</name>
    <message>
        <source>cannot add %1 to the archive: %2</source>
        <translation>%1 kann nicht zum Archiv hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>cannot read back the archive made</source>
        <translation>das erstellte Archiv kann nicht zurückgelesen werden</translation>
    </message>
    <message>
        <source>cannot make the archive: %1</source>
        <translation>das Archiv kann nicht erstellt werden: %1</translation>
    </message>
</context>
<context>
    <name>quarry::ModelOperations</name>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Merge Meshes</source>
        <translation>Netze &amp;zusammenführen</translation>
    </message>
    <message>
        <source>Merge the selected meshes into one</source>
        <translation>Die ausgewählten Netze zu einem zusammenführen</translation>
    </message>
    <message>
        <source>Split by &amp;Selection</source>
        <translation>Nach &amp;Auswahl teilen</translation>
    </message>
    <message>
        <source>Move the selected faces into a mesh of their own</source>
        <translation>Die ausgewählten Flächen in ein eigenes Netz verschieben</translation>
    </message>
    <message>
        <source>Split into &amp;Loose Parts</source>
        <translation>In &amp;lose Teile trennen</translation>
    </message>
    <message>
        <source>Make each connected part of the selected meshes a mesh</source>
        <translation>Jeden zusammenhängenden Teil der ausgewählten Netze zu einem Netz machen</translation>
    </message>
    <message>
        <source>Flip &amp;Winding</source>
        <translation>&amp;Umlaufsinn umkehren</translation>
    </message>
    <message>
        <source>Reverse the triangle winding of the selected meshes (all when none)</source>
        <translation>Den Umlaufsinn der Dreiecke der ausgewählten Netze umkehren (aller, wenn keines ausgewählt ist)</translation>
    </message>
    <message>
        <source>Flip &amp;Normals</source>
        <translation>&amp;Normalen umkehren</translation>
    </message>
    <message>
        <source>Point the normals of the selected meshes (all when none) the other way</source>
        <translation>Die Normalen der ausgewählten Netze (aller, wenn keines ausgewählt ist) in die Gegenrichtung drehen</translation>
    </message>
    <message>
        <source>&amp;Recompute Normals...</source>
        <translation>Normalen neu &amp;berechnen...</translation>
    </message>
    <message>
        <source>Recompute normals by smoothing angle or by the IQE smoothing groups</source>
        <translation>Normalen nach Glättungswinkel oder nach den IQE-Glättungsgruppen neu berechnen</translation>
    </message>
    <message>
        <source>W&amp;eld Vertices...</source>
        <translation>Punkte &amp;verschweißen...</translation>
    </message>
    <message>
        <source>&amp;Unweld Vertices</source>
        <translation>Punkte &amp;trennen</translation>
    </message>
    <message>
        <source>Give every triangle corner its own vertex</source>
        <translation>Jeder Dreiecksecke einen eigenen Punkt geben</translation>
    </message>
    <message>
        <source>&amp;Scale...</source>
        <translation>&amp;Skalieren...</translation>
    </message>
    <message>
        <source>Scale the model by a factor</source>
        <translation>Das Modell um einen Faktor skalieren</translation>
    </message>
    <message>
        <source>Scale to &amp;Height...</source>
        <translation>Auf &amp;Höhe skalieren...</translation>
    </message>
    <message>
        <source>Scale the model so it stands a given height</source>
        <translation>Das Modell so skalieren, dass es eine gegebene Höhe hat</translation>
    </message>
    <message>
        <source>R&amp;otate...</source>
        <translation>&amp;Drehen...</translation>
    </message>
    <message>
        <source>Rotate the model about the origin</source>
        <translation>Das Modell um den Ursprung drehen</translation>
    </message>
    <message>
        <source>&amp;Translate...</source>
        <translation>&amp;Verschieben...</translation>
    </message>
    <message>
        <source>Move the model</source>
        <translation>Das Modell verschieben</translation>
    </message>
    <message>
        <source>Y-up to &amp;Z-up</source>
        <translation>Y-oben zu &amp;Z-oben</translation>
    </message>
    <message>
        <source>Turn a Y-up model Z-up</source>
        <translation>Ein Y-oben-Modell auf Z-oben drehen</translation>
    </message>
    <message>
        <source>Z-up to &amp;Y-up</source>
        <translation>Z-oben zu &amp;Y-oben</translation>
    </message>
    <message>
        <source>Turn a Z-up model Y-up</source>
        <translation>Ein Z-oben-Modell auf Y-oben drehen</translation>
    </message>
    <message>
        <source>&amp;Drop to Ground</source>
        <translation>Auf den &amp;Boden setzen</translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0</source>
        <translation>Das Modell so verschieben, dass sein tiefster Punkt bei Z = 0 liegt</translation>
    </message>
    <message>
        <source>&amp;Centre</source>
        <translation>Zen&amp;trieren</translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis</source>
        <translation>Das Modell so verschieben, dass es auf der Z-Achse zentriert ist</translation>
    </message>
    <message>
        <source>Normali&amp;ze Weights</source>
        <translation>Gewichte &amp;normieren</translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one</source>
        <translation>Die Gewichte jedes Punkts auf die Summe eins skalieren</translation>
    </message>
    <message>
        <source>&amp;Limit Influences...</source>
        <translation>Einflüsse &amp;begrenzen...</translation>
    </message>
    <message>
        <source>Keep each vertex&apos;s largest weights, renormalized</source>
        <translation>Die größten Gewichte jedes Punkts behalten, neu normiert</translation>
    </message>
    <message>
        <source>Remove Unused &amp;Joints</source>
        <translation>Unbenutzte &amp;Gelenke entfernen</translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to</source>
        <translation>Gelenke entfernen, auf die kein Punkt gewichtet ist</translation>
    </message>
    <message>
        <source>Rename Joints by &amp;Pattern...</source>
        <translation>Gelenke nach &amp;Muster umbenennen...</translation>
    </message>
    <message>
        <source>Rename joints with a regular expression</source>
        <translation>Gelenke mit einem regulären Ausdruck umbenennen</translation>
    </message>
    <message>
        <source>Fix Te&amp;xture Paths...</source>
        <translation>Te&amp;xturpfade reparieren...</translation>
    </message>
    <message>
        <source>Strip directories from texture paths or change their extension</source>
        <translation>Verzeichnisse aus Texturpfaden entfernen oder ihre Endung ändern</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check the model for problems and list them</source>
        <translation>Das Modell auf Probleme prüfen und sie auflisten</translation>
    </message>
    <message>
        <source>&amp;Mesh</source>
        <translation>&amp;Netz</translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <translation>&amp;Transformieren</translation>
    </message>
    <message>
        <source>&amp;Skeleton and Weights</source>
        <translation>&amp;Skelett und Gewichte</translation>
    </message>
    <message>
        <source>Recompute Normals</source>
        <translation>Normalen neu berechnen</translation>
    </message>
    <message>
        <source>Smooth by angle (selected meshes)</source>
        <translation>Nach Winkel glätten (ausgewählte Netze)</translation>
    </message>
    <message>
        <source>By the IQE smoothing groups (whole model)</source>
        <translation>Nach den IQE-Glättungsgruppen (ganzes Modell)</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Normals</source>
        <translation>Normalen</translation>
    </message>
    <message>
        <source>Smooth where faces meet at most</source>
        <translation>Glätten, wo Flächen in höchstens diesem Winkel zusammentreffen</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalieren</translation>
    </message>
    <message>
        <source>Scale factor:</source>
        <translation>Skalierungsfaktor:</translation>
    </message>
    <message>
        <source>Rotate (degrees about X, then Y, then Z)</source>
        <translation>Drehen (Grad um X, dann Y, dann Z)</translation>
    </message>
    <message>
        <source>Translate</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Limit Influences</source>
        <translation>Einflüsse begrenzen</translation>
    </message>
    <message>
        <source>Influences per vertex at most:</source>
        <translation>Höchstens Einflüsse pro Punkt:</translation>
    </message>
    <message>
        <source>Rename Joints by Pattern</source>
        <translation>Gelenke nach Muster umbenennen</translation>
    </message>
    <message>
        <source>Find (regular expression):</source>
        <translation>Suchen (regulärer Ausdruck):</translation>
    </message>
    <message>
        <source>Replace with (\1 for groups):</source>
        <translation>Ersetzen durch (\1 für Gruppen):</translation>
    </message>
    <message>
        <source>Rename Joints</source>
        <translation>Gelenke umbenennen</translation>
    </message>
    <message>
        <source>Not a valid pattern: %1</source>
        <translation>Kein gültiges Muster: %1</translation>
    </message>
    <message>
        <source>Fix Texture Paths</source>
        <translation>Texturpfade reparieren</translation>
    </message>
    <message>
        <source>Strip directories</source>
        <translation>Verzeichnisse entfernen</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>beibehalten</translation>
    </message>
    <message>
        <source>New extension:</source>
        <translation>Neue Endung:</translation>
    </message>
    <message>
        <source>Delete the selected objects, faces or vertices</source>
        <translation>Die ausgewählten Objekte, Flächen oder Punkte löschen</translation>
    </message>
    <message>
        <source>Merge the selected vertices, or those of the selected meshes, that agree in every attribute</source>
        <translation>Die ausgewählten Punkte oder die der ausgewählten Netze verschweißen, die in allen Attributen übereinstimmen</translation>
    </message>
</context>
<context>
    <name>quarry::ModelOverview</name>
    <message>
        <source>No model. Open one with File &gt; Open.</source>
        <translation>Kein Modell. Eines mit Datei &gt; Öffnen öffnen.</translation>
    </message>
    <message>
        <source>%1
%2 meshes, %3 vertices, %4 triangles
%5 materials, %6 joints, %7 animations, %8 shapes</source>
        <translation>%1
%2 Netze, %3 Punkte, %4 Dreiecke
%5 Materialien, %6 Gelenke, %7 Animationen, %8 Formen</translation>
    </message>
    <message>
        <source>Height (bind pose, Z): %1 model units</source>
        <translation>Höhe (Bindepose, Z): %1 Modelleinheiten</translation>
    </message>
</context>
<context>
    <name>quarry::MorphTargetsPanel</name>
    <message>
        <source>&lt;b&gt;Morph Targets&lt;/b&gt;</source>
        <translation>&lt;b&gt;Morph-Ziele&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Reset All</source>
        <translation>Alle zurücksetzen</translation>
    </message>
    <message>
        <source>Set every preview weight back to 0</source>
        <translation>Alle Vorschaugewichte auf 0 zurücksetzen</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Bewegt</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Vertices the target moves</source>
        <translation>Punkte, die das Ziel bewegt</translation>
    </message>
    <message>
        <source>%1 has no morph targets.</source>
        <translation>%1 hat keine Morph-Ziele.</translation>
    </message>
    <message>
        <source>(unnamed %1)</source>
        <translation>(unbenannt %1)</translation>
    </message>
    <message>
        <source>Vertices this target moves: %1 (of %2 listed)</source>
        <translation>Punkte, die dieses Ziel bewegt: %1 (von %2 aufgeführten)</translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation>Gewicht von %1</translation>
    </message>
    <message>
        <source>Preview weight: 0..1 on the slider, -1..2 typed</source>
        <translation>Vorschaugewicht: 0..1 mit dem Schieberegler, -1..2 eingetippt</translation>
    </message>
    <message>
        <source>%1: %2 weights set, the %3 largest are shown.</source>
        <translation>%1: %2 Gewichte gesetzt, die %3 größten werden gezeigt.</translation>
    </message>
</context>
<context>
    <name>quarry::Names</name>
    <message>
        <source>%1 written as %2, beside the list</source>
        <translation>%1 als %2 neben die Liste geschrieben</translation>
    </message>
    <message>
        <source>%1 written as %2: Quarry does not write that form</source>
        <translation>%1 als %2 geschrieben: Quarry schreibt diese Form nicht</translation>
    </message>
</context>
<context>
    <name>quarry::OutlinerView</name>
    <message>
        <source>Meshes</source>
        <translation>Netze</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Materialien</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formen</translation>
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
        <translation>kein Material</translation>
    </message>
    <message>
        <source>%1 vertices, %2 triangles, %3</source>
        <translation>%1 Punkte, %2 Dreiecke, %3</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>%1 frames at %2 fps%3</source>
        <translation>%1 Frames mit %2 fps%3</translation>
    </message>
    <message>
        <source>, loops</source>
        <translation>, wiederholt</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Make Root</source>
        <translation>Zur Wurzel machen</translation>
    </message>
    <message>
        <source>hidden; %1</source>
        <translation>ausgeblendet; %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln triangle(s) hidden; %1</source>
        <translation>
            <numerusform>%Ln Dreieck ausgeblendet; %1</numerusform>
            <numerusform>%Ln Dreiecke ausgeblendet; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::PlayerBoxPreview</name>
    <message>
        <source>The model&apos;s bind pose as exported, from the side (the game&apos;s forward, +X, to the right) and from the front, against the game&apos;s player box and floor</source>
        <translation>Die Ruhepose des Modells wie exportiert, von der Seite (die Vorwärtsrichtung des Spiels, +X, nach rechts) und von vorne, vor der Spielerbox und dem Boden des Spiels</translation>
    </message>
    <message>
        <source>No model to show</source>
        <translation>Kein Modell zum Anzeigen</translation>
    </message>
    <message>
        <source>Side (+X ahead)</source>
        <translation>Seite (+X vorn)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <source>%1 tall, feet at Z = %2; %3 deep, %4 wide</source>
        <translation>%1 hoch, Füße bei Z = %2; %3 tief, %4 breit</translation>
    </message>
</context>
<context>
    <name>quarry::PlayerJointPickers</name>
    <message>
        <source>The first joint of upper.md3: the legs go to lower.md3, the torso from here on turns on tag_torso</source>
        <translation>Das erste Gelenk von upper.md3: die Beine kommen nach lower.md3, der Rumpf dreht sich ab hier an tag_torso</translation>
    </message>
    <message>
        <source>The first joint of head.md3, which turns on tag_head</source>
        <translation>Das erste Gelenk von head.md3, das sich an tag_head dreht</translation>
    </message>
    <message>
        <source>The joint the weapon hangs on (tag_weapon)</source>
        <translation>Das Gelenk, an dem die Waffe hängt (tag_weapon)</translation>
    </message>
    <message>
        <source>Torso joint</source>
        <translation>Rumpfgelenk</translation>
    </message>
    <message>
        <source>Head joint</source>
        <translation>Kopfgelenk</translation>
    </message>
    <message>
        <source>Weapon joint</source>
        <translation>Waffengelenk</translation>
    </message>
    <message>
        <source>(found from the names)</source>
        <translation>(aus den Namen ermittelt)</translation>
    </message>
    <message>
        <source>These joints do not split the model into a player&apos;s parts.</source>
        <translation>Diese Gelenke teilen das Modell nicht in die Teile eines Spielers.</translation>
    </message>
    <message>
        <source>As the viewport colours them: &lt;span style=&quot;color:%1&quot;&gt;&amp;#9632;&lt;/span&gt; lower.md3 %2 vertices, &lt;span style=&quot;color:%3&quot;&gt;&amp;#9632;&lt;/span&gt; upper.md3 %4, &lt;span style=&quot;color:%5&quot;&gt;&amp;#9632;&lt;/span&gt; head.md3 %6</source>
        <translation>Wie die Ansicht sie färbt: &lt;span style=&quot;color:%1&quot;&gt;&amp;#9632;&lt;/span&gt; lower.md3 %2 Punkte, &lt;span style=&quot;color:%3&quot;&gt;&amp;#9632;&lt;/span&gt; upper.md3 %4, &lt;span style=&quot;color:%5&quot;&gt;&amp;#9632;&lt;/span&gt; head.md3 %6</translation>
    </message>
</context>
<context>
    <name>quarry::PoseActions</name>
    <message>
        <source>Auto Key</source>
        <translation>Auto-Key</translation>
    </message>
    <message>
        <source>Gizmo drags on posed joints set keys at the current time; off, they preview the pose until Key Pose</source>
        <translation>Ziehen am Gizmo setzt Schlüssel für die gestellten Gelenke zur aktuellen Zeit; ausgeschaltet zeigt es die Pose nur als Vorschau bis „Pose als Keyframe“</translation>
    </message>
    <message>
        <source>Key Pose</source>
        <translation>Pose als Keyframe</translation>
    </message>
    <message>
        <source>Key translation, rotation and scale of every selected joint at the current time (K)</source>
        <translation>Verschiebung, Drehung und Skalierung jedes ausgewählten Gelenks zur aktuellen Zeit als Schlüssel setzen (K)</translation>
    </message>
    <message>
        <source>Copy Pose</source>
        <translation>Pose kopieren</translation>
    </message>
    <message>
        <source>Copy the selected joints&apos; pose (every joint&apos;s when none is selected)</source>
        <translation>Die Pose der ausgewählten Gelenke kopieren (die aller Gelenke, wenn keines ausgewählt ist)</translation>
    </message>
    <message>
        <source>Paste Pose</source>
        <translation>Pose einfügen</translation>
    </message>
    <message>
        <source>Key the copied pose at the current time</source>
        <translation>Die kopierte Pose zur aktuellen Zeit als Schlüssel setzen</translation>
    </message>
    <message>
        <source>Paste Mirrored</source>
        <translation>Gespiegelt einfügen</translation>
    </message>
    <message>
        <source>Key the mirror image of the copied pose on the joints of the other side</source>
        <translation>Das Spiegelbild der kopierten Pose auf den Gelenken der anderen Seite als Schlüssel setzen</translation>
    </message>
    <message>
        <source>Mirror Pose</source>
        <translation>Pose spiegeln</translation>
    </message>
    <message>
        <source>Key the mirror image of the whole pose at the current time</source>
        <translation>Das Spiegelbild der ganzen Pose zur aktuellen Zeit als Schlüssel setzen</translation>
    </message>
    <message>
        <source>The axis across which poses are mirrored</source>
        <translation>Die Achse, an der Posen gespiegelt werden</translation>
    </message>
    <message>
        <source>Mirror across %1</source>
        <translation>An %1 spiegeln</translation>
    </message>
    <message>
        <source>Axis: %1</source>
        <translation>Achse: %1</translation>
    </message>
    <message>
        <source>Onion Skin</source>
        <translation>Zwiebelschalen</translation>
    </message>
    <message>
        <source>Show the poses before (blue) and after (green) the current time as fading ghosts</source>
        <translation>Die Posen vor (blau) und nach (grün) der aktuellen Zeit als verblassende Geisterbilder zeigen</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Davor</translation>
    </message>
    <message>
        <source>Ghosts before the current time</source>
        <translation>Geisterbilder vor der aktuellen Zeit</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>Ghosts after the current time</source>
        <translation>Geisterbilder nach der aktuellen Zeit</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Frames between ghosts</source>
        <translation>Frames zwischen den Geisterbildern</translation>
    </message>
    <message>
        <source>Ghost Bones Only</source>
        <translation>Nur Knochen als Geisterbilder</translation>
    </message>
    <message>
        <source>Ghost the skeleton instead of the whole model</source>
        <translation>Das Skelett statt des ganzen Modells als Geisterbild zeigen</translation>
    </message>
    <message>
        <source>Mirror Across the Joints&apos; Sides</source>
        <translation>An den Seiten der Gelenke spiegeln</translation>
    </message>
    <message>
        <source>Axis: Automatic</source>
        <translation>Achse: automatisch</translation>
    </message>
    <message>
        <source>Onion Skin Settings</source>
        <translation>Zwiebelschalen-Einstellungen</translation>
    </message>
</context>
<context>
    <name>quarry::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Always take it</source>
        <translation>Immer übernehmen</translation>
    </message>
    <message>
        <source>Never take it</source>
        <translation>Nie übernehmen</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation>Aufgeführte zuletzt geöffnete Dateien</translation>
    </message>
    <message>
        <source>Skeleton beside an opened XMF mesh</source>
        <translation>Skelett neben einem geöffneten XMF-Netz</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Unsaved changes are written to a recovery file this often, and offered again after a crash</source>
        <translation>Ungespeicherte Änderungen werden in diesem Abstand in eine Wiederherstellungsdatei geschrieben und nach einem Absturz wieder angeboten</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>Automatisch speichern alle</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language takes effect when Quarry is started again.</source>
        <translation>Eine neue Sprache wird wirksam, wenn Quarry neu gestartet wird.</translation>
    </message>
    <message>
        <source>Custom: swap the texts below</source>
        <translation>Eigene: die Texte unten tauschen</translation>
    </message>
    <message>
        <source>left, e.g. Lft</source>
        <translation>links, z. B. Lft</translation>
    </message>
    <message>
        <source>right, e.g. Rgt</source>
        <translation>rechts, z. B. Rgt</translation>
    </message>
    <message>
        <source>How the names of left and right joints differ, for pasting and mirroring poses (auto: the first rule that finds a partner)</source>
        <translation>Wie sich die Namen linker und rechter Gelenke unterscheiden, zum Einfügen und Spiegeln von Posen (auto: die erste Regel, die ein Gegenstück findet)</translation>
    </message>
    <message>
        <source>Left and right joints</source>
        <translation>Linke und rechte Gelenke</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>When the undo history holds more memory than this, its oldest steps are dropped</source>
        <translation>Belegt der Rückgängig-Verlauf mehr Speicher als diesen, werden seine ältesten Schritte verworfen</translation>
    </message>
    <message>
        <source>Undo steps</source>
        <translation>Rückgängig-Schritte</translation>
    </message>
    <message>
        <source>Undo memory limit</source>
        <translation>Speichergrenze für Rückgängig-Schritte</translation>
    </message>
    <message>
        <source>Always open the player</source>
        <translation>Immer den Spieler öffnen</translation>
    </message>
    <message>
        <source>Open the part alone</source>
        <translation>Den Teil allein öffnen</translation>
    </message>
    <message>
        <source>Quake III player part with the others beside it</source>
        <translation>Teil eines Quake-III-Spielers mit den anderen daneben</translation>
    </message>
</context>
<context>
    <name>quarry::PropertiesView</name>
    <message>
        <source>Select an object in the outliner to see its properties.</source>
        <translation>Ein Objekt in der Übersicht auswählen, um seine Eigenschaften zu sehen.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mesh&lt;/b&gt;</source>
        <translation>&lt;b&gt;Netz&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keines)</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>tangent</source>
        <translation>Tangente</translation>
    </message>
    <message numerus="yes">
        <source>%n texcoord set(s)</source>
        <translation>
            <numerusform>%n Texturkoordinatensatz</numerusform>
            <numerusform>%n Texturkoordinatensätze</numerusform>
        </translation>
    </message>
    <message>
        <source>color</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Datenströme</translation>
    </message>
    <message>
        <source>Influences</source>
        <translation>Einflüsse</translation>
    </message>
    <message>
        <source>up to %1 per vertex</source>
        <translation>bis zu %1 pro Punkt</translation>
    </message>
    <message>
        <source>not skinned</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>Morph targets</source>
        <translation>Morph-Ziele</translation>
    </message>
    <message>
        <source>&lt;b&gt;Material&lt;/b&gt;</source>
        <translation>&lt;b&gt;Material&lt;/b&gt;</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Shininess</source>
        <translation>Glanzstärke</translation>
    </message>
    <message>
        <source>Map (%1)</source>
        <translation>Textur (%1)</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Verwendet von</translation>
    </message>
    <message numerus="yes">
        <source>%n mesh(es)</source>
        <translation>
            <numerusform>%n Netz</numerusform>
            <numerusform>%n Netzen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Joint&lt;/b&gt; #%1</source>
        <translation>&lt;b&gt;Gelenk&lt;/b&gt; #%1</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Elternteil</translation>
    </message>
    <message>
        <source>Bind pose (relative to the parent)</source>
        <translation>Ruhepose (relativ zum Elternteil)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Animation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Animation&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>Bildrate</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 s, %2 frames</source>
        <translation>%1 s, %2 Frames</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Spuren</translation>
    </message>
    <message>
        <source>%1 joints, %2 keys</source>
        <translation>%1 Gelenke, %2 Schlüssel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shape&lt;/b&gt;</source>
        <translation>&lt;b&gt;Form&lt;/b&gt;</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <source>cube</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Control vertices</source>
        <translation>Kontrollpunkte</translation>
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
        <translation>geteilt mit %1 (das Spiel spielt für beide dieselben Frames)</translation>
    </message>
</context>
<context>
    <name>quarry::QuakeSkinOptions</name>
    <message>
        <source>Player colours (shirt and pants, recoloured by the game)</source>
        <translation>Spielerfarben (Hemd und Hose, vom Spiel umgefärbt)</translation>
    </message>
    <message>
        <source>the game&apos;s standard palette</source>
        <translation>die Standardpalette des Spiels</translation>
    </message>
    <message>
        <source>The palette MDL and MD2 skins are mapped to: a palette.lmp (Quake II: colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx) (--palette)</source>
        <translation>Die Palette, auf die MDL- und MD2-Skins abgebildet werden: eine palette.lmp (Quake II: colormap.pcx), oder eine .pak, .pk3 oder ein Spielordner mit gfx/palette.lmp (pics/colormap.pcx) (--palette)</translation>
    </message>
    <message>
        <source>MDL: the skin may take the colours 16-31 and 96-111, which Quake draws in each player&apos;s shirt and pants colours; unchecked they are left out (--colormap)</source>
        <translation>MDL: der Skin darf die Farben 16-31 und 96-111 annehmen, die Quake in den Hemd- und Hosenfarben jedes Spielers zeichnet; nicht angehakt bleiben sie weg (--colormap)</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Datei…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Ordner…</translation>
    </message>
    <message>
        <source>Game Folder</source>
        <translation>Spielordner</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Palettes and game archives (*.lmp *.pcx *.pak *.pk3);;All files (*)</source>
        <translation>Paletten und Spielarchive (*.lmp *.pcx *.pak *.pk3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#c0392b&quot;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#c0392b&quot;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Quake&apos;s and Quake II&apos;s standard palettes</source>
        <translation>die Standardpaletten von Quake und Quake II</translation>
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
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Quarry did not close normally last time. These documents had unsaved changes; each can be restored as it was at its last autosave.</source>
        <translation>Quarry wurde beim letzten Mal nicht normal beendet. Diese Dokumente hatten ungespeicherte Änderungen; jedes kann so wiederhergestellt werden, wie es beim letzten automatischen Speichern war.</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Autosaved</source>
        <translation>Automatisch gespeichert</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>&amp;Später fragen</translation>
    </message>
</context>
<context>
    <name>quarry::RenderAnimationDialog</name>
    <message>
        <source>Transparent background</source>
        <translation>Transparenter Hintergrund</translation>
    </message>
    <message>
        <source>Render Animation</source>
        <translation>Animation rendern</translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation>Perspektive</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>PNG sequence (one file per frame)</source>
        <translation>PNG-Folge (eine Datei pro Frame)</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>Animiertes GIF</translation>
    </message>
    <message>
        <source>Animated PNG</source>
        <translation>Animiertes PNG</translation>
    </message>
    <message>
        <source>For a sequence, %04d in the name becomes the frame number</source>
        <translation>Bei einer Folge wird %04d im Namen zur Frame-Nummer</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Frames from, to</source>
        <translation>Frames von, bis</translation>
    </message>
    <message>
        <source>Size (width, height)</source>
        <translation>Größe (Breite, Höhe)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben als</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Render</source>
        <translation>Rendern</translation>
    </message>
    <message>
        <source>Render To</source>
        <translation>Rendern nach</translation>
    </message>
    <message numerus="yes">
        <source>Rendered %n frames to %1.</source>
        <translation>
            <numerusform>%n Frame nach %1 gerendert.</numerusform>
            <numerusform>%n Frames nach %1 gerendert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rendered %n frames: %1 to %2.</source>
        <translation>
            <numerusform>%n Frame gerendert: %1 bis %2.</numerusform>
            <numerusform>%n Frames gerendert: %1 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Render &amp;Animation...</source>
        <translation>&amp;Animation rendern...</translation>
    </message>
    <message>
        <source>Render a clip to a PNG sequence or an animated GIF or PNG</source>
        <translation>Einen Clip als PNG-Folge oder als animiertes GIF oder PNG rendern</translation>
    </message>
    <message>
        <source>Save &amp;Screenshot...</source>
        <translation>Bildschirm&amp;foto speichern...</translation>
    </message>
    <message>
        <source>Save the 3D view as it shows now to an image file</source>
        <translation>Die 3D-Ansicht, wie sie gerade aussieht, als Bilddatei speichern</translation>
    </message>
    <message>
        <source>There is no 3D view to save.</source>
        <translation>Es gibt keine 3D-Ansicht zum Speichern.</translation>
    </message>
    <message>
        <source>Save Screenshot</source>
        <translation>Bildschirmfoto speichern</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.bmp)</source>
        <translation>Bilder (*.png *.jpg *.bmp)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Draw the joints</source>
        <translation>Gelenke zeichnen</translation>
    </message>
    <message>
        <source>Draw the compared model&apos;s ghost</source>
        <translation>Den Geist des verglichenen Modells zeichnen</translation>
    </message>
    <message>
        <source>Deviation colours and scale</source>
        <translation>Abweichungsfarben und Skala</translation>
    </message>
    <message>
        <source>The model compared with (File &gt; Compare With…) as a ghost over this one, posed at each frame&apos;s time</source>
        <translation>Das verglichene Modell (Datei &gt; Vergleichen mit…) als Geist über diesem, zur Zeit jedes Bildes posiert</translation>
    </message>
    <message>
        <source>Colour each vertex by its distance to the compared model, with the scale in the corner, as the Deviation draw mode does</source>
        <translation>Jeden Vertex nach seinem Abstand zum verglichenen Modell färben, mit der Skala in der Ecke, wie der Zeichenmodus Abweichung</translation>
    </message>
</context>
<context>
    <name>quarry::RepairActions</name>
    <message>
        <source>Select &amp;Connected</source>
        <translation>&amp;Verbundenes auswählen</translation>
    </message>
    <message>
        <source>Select the whole parts the selected vertices or faces are in</source>
        <translation>Die ganzen Teile auswählen, in denen die ausgewählten Punkte oder Flächen liegen</translation>
    </message>
    <message>
        <source>&amp;Grow Selection</source>
        <translation>Auswahl &amp;vergrößern</translation>
    </message>
    <message>
        <source>Add one ring of vertices or faces round the selection</source>
        <translation>Einen Ring von Punkten oder Flächen um die Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>S&amp;hrink Selection</source>
        <translation>Auswahl ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Take one ring of vertices or faces off the selection&apos;s edge</source>
        <translation>Einen Ring von Punkten oder Flächen vom Rand der Auswahl wegnehmen</translation>
    </message>
    <message>
        <source>&amp;Invert Selection</source>
        <translation>Auswahl &amp;umkehren</translation>
    </message>
    <message>
        <source>Select what is not selected, and nothing that is</source>
        <translation>Auswählen, was nicht ausgewählt ist, und nichts, was es ist</translation>
    </message>
    <message>
        <source>Select by &amp;Material</source>
        <translation>Nach &amp;Material auswählen</translation>
    </message>
    <message>
        <source>Select the meshes with the selection&apos;s material</source>
        <translation>Die Netze mit dem Material der Auswahl auswählen</translation>
    </message>
    <message>
        <source>Select &amp;Boundary</source>
        <translation>&amp;Rand auswählen</translation>
    </message>
    <message>
        <source>Select the vertices on the rims of holes</source>
        <translation>Die Punkte an den Rändern von Löchern auswählen</translation>
    </message>
    <message>
        <source>Select &amp;Non-Manifold</source>
        <translation>&amp;Nicht-Mannigfaltiges auswählen</translation>
    </message>
    <message>
        <source>Select the vertices on edges three faces or more share</source>
        <translation>Die Punkte an Kanten auswählen, die sich drei oder mehr Flächen teilen</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Ausblenden</translation>
    </message>
    <message>
        <source>Hide the selected faces, or the faces at the selected vertices, or the selected meshes</source>
        <translation>Die ausgewählten Flächen, die Flächen an den ausgewählten Punkten oder die ausgewählten Netze ausblenden</translation>
    </message>
    <message>
        <source>I&amp;solate</source>
        <translation>&amp;Isolieren</translation>
    </message>
    <message>
        <source>Hide everything but the selection</source>
        <translation>Alles außer der Auswahl ausblenden</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>&amp;Alles einblenden</translation>
    </message>
    <message>
        <source>Show every hidden face</source>
        <translation>Jede ausgeblendete Fläche einblenden</translation>
    </message>
    <message>
        <source>Delete &amp;Vertices</source>
        <translation>&amp;Punkte löschen</translation>
    </message>
    <message>
        <source>Delete the selected vertices and the faces that use them</source>
        <translation>Die ausgewählten Punkte und die Flächen, die sie verwenden, löschen</translation>
    </message>
    <message>
        <source>Delete &amp;Faces</source>
        <translation>&amp;Flächen löschen</translation>
    </message>
    <message>
        <source>Delete the selected faces and the vertices left unused</source>
        <translation>Die ausgewählten Flächen und die unbenutzt gebliebenen Punkte löschen</translation>
    </message>
    <message>
        <source>&amp;Make Face</source>
        <translation>Fläche &amp;erzeugen</translation>
    </message>
    <message>
        <source>A face from three selected vertices, or two from four</source>
        <translation>Eine Fläche aus drei ausgewählten Punkten oder zwei aus vier</translation>
    </message>
    <message>
        <source>Fill &amp;Holes</source>
        <translation>&amp;Löcher füllen</translation>
    </message>
    <message>
        <source>Merge Vertices at &amp;Centre</source>
        <translation>Punkte in der &amp;Mitte zusammenführen</translation>
    </message>
    <message>
        <source>Snap the selected vertices to their centre and merge them</source>
        <translation>Die ausgewählten Punkte auf ihre Mitte setzen und zusammenführen</translation>
    </message>
    <message>
        <source>Merge Vertices at &amp;Last Selected</source>
        <translation>Punkte am &amp;zuletzt ausgewählten zusammenführen</translation>
    </message>
    <message>
        <source>Snap the selected vertices to the last one selected and merge them</source>
        <translation>Die ausgewählten Punkte auf den zuletzt ausgewählten setzen und zusammenführen</translation>
    </message>
    <message>
        <source>C&amp;lean Up</source>
        <translation>Auf&amp;räumen</translation>
    </message>
    <message>
        <source>Remove degenerate triangles and unused vertices</source>
        <translation>Entartete Dreiecke und unbenutzte Punkte entfernen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Copy the selected faces or meshes into new meshes</source>
        <translation>Die ausgewählten Flächen oder Netze in neue Netze kopieren</translation>
    </message>
    <message>
        <source>Mi&amp;rror...</source>
        <translation>S&amp;piegeln...</translation>
    </message>
    <message>
        <source>Add a mirrored copy of the selection or meshes</source>
        <translation>Eine gespiegelte Kopie der Auswahl oder der Netze hinzufügen</translation>
    </message>
    <message>
        <source>Su&amp;bdivide</source>
        <translation>&amp;Unterteilen</translation>
    </message>
    <message>
        <source>Split each selected face into four</source>
        <translation>Jede ausgewählte Fläche in vier teilen</translation>
    </message>
    <message>
        <source>E&amp;xtrude...</source>
        <translation>E&amp;xtrudieren...</translation>
    </message>
    <message>
        <source>Move the selected faces out along their normals, with walls</source>
        <translation>Die ausgewählten Flächen entlang ihrer Normalen herausbewegen, mit Wänden</translation>
    </message>
    <message>
        <source>Add &amp;Primitive...</source>
        <translation>Grund&amp;körper hinzufügen...</translation>
    </message>
    <message>
        <source>Add a cube, sphere, cylinder, cone, plane or torus at the origin</source>
        <translation>Einen Würfel, eine Kugel, einen Zylinder, einen Kegel, eine Ebene oder einen Torus am Ursprung hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <source>X (across the YZ plane)</source>
        <translation>X (über die YZ-Ebene)</translation>
    </message>
    <message>
        <source>Y (across the XZ plane)</source>
        <translation>Y (über die XZ-Ebene)</translation>
    </message>
    <message>
        <source>Z (across the XY plane)</source>
        <translation>Z (über die XY-Ebene)</translation>
    </message>
    <message>
        <source>Merge the seam on the plane</source>
        <translation>Die Naht auf der Ebene zusammenführen</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <source>Extrude</source>
        <translation>Extrudieren</translation>
    </message>
    <message>
        <source>Distance along the normals:</source>
        <translation>Abstand entlang der Normalen:</translation>
    </message>
    <message>
        <source>Add Primitive</source>
        <translation>Grundkörper hinzufügen</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Torus</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Size (edge or diameter)</source>
        <translation>Größe (Kante oder Durchmesser)</translation>
    </message>
    <message>
        <source>Segments round Z</source>
        <translation>Segmente um Z</translation>
    </message>
    <message>
        <source>Close the holes through the selected faces or vertices, or every hole of the selected meshes</source>
        <translation>Die Löcher an den ausgewählten Flächen oder Punkten füllen, oder jedes Loch der ausgewählten Netze</translation>
    </message>
</context>
<context>
    <name>quarry::SaveAsDialog</name>
    <message>
        <source>Save Model As</source>
        <translation>Modell speichern unter</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
</context>
<context>
    <name>quarry::ScaleToHeightDialog</name>
    <message>
        <source>Scale to Height</source>
        <translation>Auf Höhe skalieren</translation>
    </message>
    <message>
        <source>Current height (bind pose, along Z):</source>
        <translation>Aktuelle Höhe (Ruhepose, entlang Z):</translation>
    </message>
    <message>
        <source>New height:</source>
        <translation>Neue Höhe:</translation>
    </message>
    <message numerus="yes">
        <source>The whole model is scaled, with its skeleton and animations, not only the %n selected mesh(es): a skinned mesh scaled alone would no longer fit its skeleton.</source>
        <translation>
            <numerusform>Das ganze Modell wird skaliert, mit Skelett und Animationen, nicht nur das %n ausgewählte Netz: ein allein skaliertes gebundenes Netz würde nicht mehr zu seinem Skelett passen.</numerusform>
            <numerusform>Das ganze Modell wird skaliert, mit Skelett und Animationen, nicht nur die %n ausgewählten Netze: ein allein skaliertes gebundenes Netz würde nicht mehr zu seinem Skelett passen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::ScriptDock</name>
    <message>
        <source>Python with the open model as doc and the module quarry: try doc.meshes or doc.run(&quot;flipWinding&quot;).</source>
        <translation>Python mit dem offenen Modell als doc und dem Modul quarry: doc.meshes oder doc.run(&quot;flipWinding&quot;) ausprobieren.</translation>
    </message>
    <message>
        <source>Run Script...</source>
        <translation>Skript ausführen...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source># running %1</source>
        <translation># %1 läuft</translation>
    </message>
    <message>
        <source>Script %1 cancelled.</source>
        <translation>Skript %1 abgebrochen.</translation>
    </message>
    <message>
        <source>Script %1 finished.</source>
        <translation>Skript %1 beendet.</translation>
    </message>
    <message>
        <source>Script %1 failed: see the Script dock.</source>
        <translation>Skript %1 fehlgeschlagen: siehe das Skript-Dock.</translation>
    </message>
    <message>
        <source>Run Script</source>
        <translation>Skript ausführen</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python-Skripte (*.py);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>quarry::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
</context>
<context>
    <name>quarry::TargetCheckBox</name>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Choose an engine</source>
        <translation>Eine Engine wählen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>The model changed: check again.</source>
        <translation>Das Modell hat sich geändert: erneut prüfen.</translation>
    </message>
    <message>
        <source>Nothing to fix for %1.</source>
        <translation>Nichts zu beheben für %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s); some cannot be fixed on export.</source>
        <translation>
            <numerusform>%n Befund; manches ist beim Export nicht behebbar.</numerusform>
            <numerusform>%n Befunde; manche sind beim Export nicht behebbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s); export for this engine fixes them all.</source>
        <translation>
            <numerusform>%n Befund; der Export für diese Engine behebt ihn.</numerusform>
            <numerusform>%n Befunde; der Export für diese Engine behebt sie alle.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::TimelineActions</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Loop Playback</source>
        <translation>&amp;Wiederholt abspielen</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>&amp;Insert Keys at Cursor</source>
        <translation>Schlüssel am Cursor &amp;setzen</translation>
    </message>
    <message>
        <source>&amp;Delete Keys</source>
        <translation>Schlüssel &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Copy Keys</source>
        <translation>Schlüssel &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Keys at Cursor</source>
        <translation>Schlüssel am Cursor ein&amp;fügen</translation>
    </message>
    <message>
        <source>Select &amp;All Keys</source>
        <translation>&amp;Alle Schlüssel auswählen</translation>
    </message>
    <message>
        <source>&amp;Scale Keys...</source>
        <translation>Schlüssel &amp;skalieren...</translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation>Schlüssel skalieren</translation>
    </message>
    <message>
        <source>Time factor (2 plays the selection half as fast):</source>
        <translation>Zeitfaktor (2 spielt die Auswahl halb so schnell):</translation>
    </message>
    <message>
        <source>S&amp;nap to Frames</source>
        <translation>An Frames ei&amp;nrasten</translation>
    </message>
    <message>
        <source>Show Selected &amp;Joints Only</source>
        <translation>Nur ausgewählte &amp;Gelenke zeigen</translation>
    </message>
    <message>
        <source>Scale Around the &amp;Cursor</source>
        <translation>Um den &amp;Cursor skalieren</translation>
    </message>
    <message>
        <source>Scale keys around the cursor instead of the selection&apos;s first key</source>
        <translation>Schlüssel um den Cursor statt um den ersten Schlüssel der Auswahl skalieren</translation>
    </message>
    <message>
        <source>&amp;New Clip</source>
        <translation>&amp;Neuer Clip</translation>
    </message>
    <message>
        <source>&amp;Rename Clip...</source>
        <translation>Clip &amp;umbenennen...</translation>
    </message>
    <message>
        <source>Rename Clip</source>
        <translation>Clip umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>D&amp;uplicate Clip</source>
        <translation>Clip d&amp;uplizieren</translation>
    </message>
    <message>
        <source>Delete Cli&amp;p</source>
        <translation>Cli&amp;p löschen</translation>
    </message>
    <message>
        <source>Clip &amp;Loops</source>
        <translation>Clip &amp;wiederholt</translation>
    </message>
    <message>
        <source>Set Frame Rate, &amp;Keep Timing...</source>
        <translation>Bildrate setzen, &amp;Timing behalten...</translation>
    </message>
    <message>
        <source>Resample the keys at a new frame rate; the clip lasts as long as before</source>
        <translation>Die Schlüssel mit einer neuen Bildrate neu abtasten; der Clip dauert so lange wie vorher</translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep &amp;Frames...</source>
        <translation>Bildrate setzen, &amp;Frames behalten...</translation>
    </message>
    <message>
        <source>Play the same frames at a new rate: the clip gets faster or slower</source>
        <translation>Dieselben Frames mit einer neuen Rate abspielen: der Clip wird schneller oder langsamer</translation>
    </message>
    <message>
        <source>Spli&amp;t Clip at Cursor</source>
        <translation>Clip am Cursor &amp;teilen</translation>
    </message>
    <message>
        <source>T&amp;rim Clip to Range...</source>
        <translation>Clip auf Bereich &amp;kürzen...</translation>
    </message>
    <message>
        <source>Trim Clip</source>
        <translation>Clip kürzen</translation>
    </message>
    <message>
        <source>E&amp;xtract Range to New Clip...</source>
        <translation>Bereich in neuen Clip &amp;herauslösen...</translation>
    </message>
    <message>
        <source>Extract Range</source>
        <translation>Bereich herauslösen</translation>
    </message>
    <message>
        <source>&amp;Join Another Clip...</source>
        <translation>Anderen Clip an&amp;hängen...</translation>
    </message>
    <message>
        <source>Join Clips</source>
        <translation>Clips verbinden</translation>
    </message>
    <message>
        <source>Play this clip after the current one:</source>
        <translation>Diesen Clip nach dem aktuellen abspielen:</translation>
    </message>
    <message>
        <source>Re&amp;verse Range...</source>
        <translation>Bereich um&amp;kehren...</translation>
    </message>
    <message>
        <source>Reverse Range</source>
        <translation>Bereich umkehren</translation>
    </message>
    <message>
        <source>Make Loop &amp;Seamless</source>
        <translation>Schleife &amp;nahtlos machen</translation>
    </message>
    <message>
        <source>Make the last pose equal the first</source>
        <translation>Die letzte Pose der ersten gleichsetzen</translation>
    </message>
    <message>
        <source>C&amp;lip</source>
        <translation>C&amp;lip</translation>
    </message>
    <message>
        <source>First frame:</source>
        <translation>Erster Frame:</translation>
    </message>
    <message>
        <source>Last frame:</source>
        <translation>Letzter Frame:</translation>
    </message>
    <message>
        <source>Loop playback: on (click to play once)</source>
        <translation>Wiederholte Wiedergabe: an (klicken für einmaliges Abspielen)</translation>
    </message>
    <message>
        <source>Loop playback: off (click to loop)</source>
        <translation>Wiederholte Wiedergabe: aus (klicken für Wiederholung)</translation>
    </message>
    <message>
        <source>Frames per second, keeping the timing: the clip lasts %1 s as now and its keys are resampled at the new rate.</source>
        <translation>Frames pro Sekunde, Timing beibehalten: der Clip dauert wie jetzt %1 s, und seine Schlüssel werden mit der neuen Rate neu abgetastet.</translation>
    </message>
    <message numerus="yes">
        <source>Frames per second, keeping the frames: each of the %n frame(s) stays as it is and the clip plays faster or slower (its length changes).</source>
        <translation>
            <numerusform>Frames pro Sekunde, Frames beibehalten: %n Frame bleibt, wie er ist, und der Clip läuft schneller oder langsamer (seine Länge ändert sich).</numerusform>
            <numerusform>Frames pro Sekunde, Frames beibehalten: jeder der %n Frames bleibt, wie er ist, und der Clip läuft schneller oder langsamer (seine Länge ändert sich).</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep Timing</source>
        <translation>Bildrate setzen, Timing behalten</translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep Frames</source>
        <translation>Bildrate setzen, Frames behalten</translation>
    </message>
</context>
<context>
    <name>quarry::TimelineDock</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>The clip the timeline shows and the viewport plays</source>
        <translation>Der Clip, den die Zeitleiste zeigt und die Ansicht abspielt</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Einrasten</translation>
    </message>
    <message>
        <source>Scale at Cursor</source>
        <translation>Am Cursor skalieren</translation>
    </message>
    <message>
        <source>Selected Joints</source>
        <translation>Ausgewählte Gelenke</translation>
    </message>
    <message>
        <source>%1 (%2 fps, %3 frames)</source>
        <translation>%1 (%2 fps, %3 Frames)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Ruhepose</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <source> · fixed length</source>
        <translation> · feste Länge</translation>
    </message>
    <message>
        <source> · shares %1</source>
        <translation> · teilt %1</translation>
    </message>
    <message>
        <source>The game plays the frames of %1 for this clip too; an edit of one is saved for it alone.</source>
        <translation>Das Spiel spielt für diesen Clip ebenfalls die Frames von %1; eine Bearbeitung des einen wird nur für ihn gespeichert.</translation>
    </message>
    <message>
        <source>The game plays this clip as %1 and loops it, whatever the clip says.</source>
        <translation>Das Spiel spielt diesen Clip als %1 und wiederholt ihn in einer Schleife, was auch immer der Clip angibt.</translation>
    </message>
    <message>
        <source>The game plays this clip as %1 once, whatever the clip says.</source>
        <translation>Das Spiel spielt diesen Clip als %1 einmal ab, was auch immer der Clip angibt.</translation>
    </message>
</context>
<context>
    <name>quarry::TimelineView</name>
    <message>
        <source>No animation: open a model with animations, or add a clip.</source>
        <translation>Keine Animation: ein Modell mit Animationen öffnen oder einen Clip hinzufügen.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>%1 fps · %2 keys</source>
        <translation>%1 fps · %2 Schlüssel</translation>
    </message>
    <message numerus="yes">
        <source>Keys not moved: the move would have replaced %n key(s)</source>
        <translation>
            <numerusform>Schlüssel nicht verschoben: das Verschieben hätte %n Schlüssel ersetzt</numerusform>
            <numerusform>Schlüssel nicht verschoben: das Verschieben hätte %n Schlüssel ersetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bind pose shown. The model has %n clip(s): %1.
Choose one in the clip list above to play it and see its keys.</source>
        <translation>
            <numerusform>Ruhepose angezeigt. Das Modell hat %n Clip: %1.
Ihn in der Clip-Liste oben wählen, um ihn abzuspielen und seine Schlüssel zu sehen.</numerusform>
            <numerusform>Ruhepose angezeigt. Das Modell hat %n Clips: %1.
Einen in der Clip-Liste oben wählen, um ihn abzuspielen und seine Schlüssel zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace Keys</source>
        <translation>Schlüssel ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already on the frames where the moved keys land, in the same channels, would be replaced.</source>
        <translation>
            <numerusform>%n Schlüssel, der bereits auf den Frames liegt, auf denen die verschobenen Schlüssel landen, in denselben Kanälen, würde ersetzt.</numerusform>
            <numerusform>%n Schlüssel, die bereits auf den Frames liegen, auf denen die verschobenen Schlüssel landen, in denselben Kanälen, würden ersetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace %n Key(s)</source>
        <translation>
            <numerusform>%n Schlüssel ersetzen</numerusform>
            <numerusform>%n Schlüssel ersetzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n key(s)</source>
        <translation>
            <numerusform>%n Schlüssel verschoben</numerusform>
            <numerusform>%n Schlüssel verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n key(s) on the same frames and channels replaced</source>
        <translation>
            <numerusform>%1; %n Schlüssel auf denselben Frames und Kanälen ersetzt</numerusform>
            <numerusform>%1; %n Schlüssel auf denselben Frames und Kanälen ersetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no keys replaced</source>
        <translation>%1; keine Schlüssel ersetzt</translation>
    </message>
    <message numerus="yes">
        <source> · %n frame(s) fixed</source>
        <translation>
            <numerusform> · %n Frame fest</numerusform>
            <numerusform> · %n Frames fest</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys not moved: the clip keeps the length the game requires</source>
        <translation>Schlüssel nicht verschoben: der Clip behält die Länge, die das Spiel verlangt</translation>
    </message>
</context>
<context>
    <name>quarry::TimingActions</name>
    <message>
        <source>Interpolation: &amp;Linear</source>
        <translation>Interpolation: L&amp;inear</translation>
    </message>
    <message>
        <source>The selected keys go on to the next in a straight line</source>
        <translation>Die ausgewählten Schlüssel gehen geradlinig in den nächsten über</translation>
    </message>
    <message>
        <source>Interpolation: &amp;Constant (Step)</source>
        <translation>Interpolation: K&amp;onstant (Stufe)</translation>
    </message>
    <message>
        <source>The selected keys hold until the next key (square marks)</source>
        <translation>Die ausgewählten Schlüssel halten bis zum nächsten Schlüssel (eckige Marken)</translation>
    </message>
    <message>
        <source>Interpolation: S&amp;mooth</source>
        <translation>Interpolation: Weic&amp;h</translation>
    </message>
    <message>
        <source>The selected keys ease in and out along a curve through their neighbours (round marks)</source>
        <translation>Die ausgewählten Schlüssel gehen weich auf einer Kurve durch ihre Nachbarn ein und aus (runde Marken)</translation>
    </message>
    <message>
        <source>&amp;Move Keys...</source>
        <translation>Schlüssel ve&amp;rschieben...</translation>
    </message>
    <message>
        <source>Select &amp;Keys...</source>
        <translation>Schlüssel a&amp;uswählen...</translation>
    </message>
    <message>
        <source>&amp;Retime Range with Ease...</source>
        <translation>Timing eines Bereichs mit Easing än&amp;dern...</translation>
    </message>
    <message>
        <source>Move Keys</source>
        <translation>Schlüssel verschieben</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Whole frames</source>
        <translation>Ganze Frames</translation>
    </message>
    <message>
        <source>First key to the cursor</source>
        <translation>Erster Schlüssel zum Cursor</translation>
    </message>
    <message>
        <source>By:</source>
        <translation>Um:</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Einheit:</translation>
    </message>
    <message>
        <source>Snap:</source>
        <translation>Einrasten:</translation>
    </message>
    <message>
        <source>Select Keys</source>
        <translation>Schlüssel auswählen</translation>
    </message>
    <message>
        <source>every joint</source>
        <translation>alle Gelenke</translation>
    </message>
    <message>
        <source>Words matching part of a joint&apos;s name, or wildcards: arm* *.L</source>
        <translation>Wörter, die zu einem Teil eines Gelenknamens passen, oder Platzhalter: arm* *.L</translation>
    </message>
    <message>
        <source>Joints:</source>
        <translation>Gelenke:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Bis:</translation>
    </message>
    <message>
        <source>Retime Range</source>
        <translation>Timing des Bereichs ändern</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Slow in</source>
        <translation>Langsam hinein</translation>
    </message>
    <message>
        <source>Slow out</source>
        <translation>Langsam heraus</translation>
    </message>
    <message>
        <source>Slow in and out</source>
        <translation>Langsam hinein und heraus</translation>
    </message>
    <message>
        <source>Curve by handles</source>
        <translation>Kurve nach Anfassern</translation>
    </message>
    <message>
        <source>x1 y1 x2 y2 of a Bezier curve from (0,0) to (1,1), as CSS cubic-bezier()</source>
        <translation>x1 y1 x2 y2 einer Bézierkurve von (0,0) nach (1,1), wie bei CSS cubic-bezier()</translation>
    </message>
    <message>
        <source>New end:</source>
        <translation>Neues Ende:</translation>
    </message>
    <message>
        <source>Ease:</source>
        <translation>Easing:</translation>
    </message>
    <message>
        <source>Handles:</source>
        <translation>Anfasser:</translation>
    </message>
    <message>
        <source>Morph target names, &quot;mesh / target&quot;, words matching part of a name, or wildcards: smile* *blink*</source>
        <translation>Namen von Morph-Zielen, „Netz / Ziel“, Wörter, die einen Teil eines Namens treffen, oder Platzhalter: smile* *blink*</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>every morph target</source>
        <translation>alle Morph-Ziele</translation>
    </message>
    <message>
        <source>Morph targets:</source>
        <translation>Morph-Ziele:</translation>
    </message>
</context>
<context>
    <name>quarry::TransformEditor</name>
    <message>
        <source>Translate</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Rotate (°)</source>
        <translation>Drehen (°)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalieren</translation>
    </message>
</context>
<context>
    <name>quarry::UvDock</name>
    <message>
        <source>Snap</source>
        <translation>Einrasten</translation>
    </message>
    <message>
        <source>The texture-coordinate set shown and edited</source>
        <translation>Der angezeigte und bearbeitete Texturkoordinatensatz</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Flächen</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>What a click picks</source>
        <translation>Was ein Klick auswählt</translation>
    </message>
    <message>
        <source>Moves by dragging go in whole texture pixels</source>
        <translation>Verschieben durch Ziehen erfolgt in ganzen Texturpixeln</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>Select the whole UV islands of the selection (or double-click)</source>
        <translation>Die ganzen UV-Inseln der Auswahl auswählen (oder Doppelklick)</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Show the whole texture</source>
        <translation>Die ganze Textur zeigen</translation>
    </message>
    <message>
        <source>Move along u (1: the texture&apos;s width)</source>
        <translation>Entlang u verschieben (1: die Breite der Textur)</translation>
    </message>
    <message>
        <source>Move along v (1: the texture&apos;s height)</source>
        <translation>Entlang v verschieben (1: die Höhe der Textur)</translation>
    </message>
    <message>
        <source>Rotate in degrees about the selection&apos;s centre</source>
        <translation>Um die Mitte der Auswahl drehen, in Grad</translation>
    </message>
    <message>
        <source>Scale along u about the selection&apos;s centre</source>
        <translation>Entlang u um die Mitte der Auswahl skalieren</translation>
    </message>
    <message>
        <source>Scale along v about the selection&apos;s centre</source>
        <translation>Entlang v um die Mitte der Auswahl skalieren</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Move, rotate and scale the selected coordinates by these values</source>
        <translation>Die ausgewählten Koordinaten um diese Werte verschieben, drehen und skalieren</translation>
    </message>
    <message>
        <source>Flip U</source>
        <translation>U spiegeln</translation>
    </message>
    <message>
        <source>Mirror the selected coordinates left to right</source>
        <translation>Die ausgewählten Koordinaten von links nach rechts spiegeln</translation>
    </message>
    <message>
        <source>Flip V</source>
        <translation>V spiegeln</translation>
    </message>
    <message>
        <source>Mirror the selected coordinates top to bottom</source>
        <translation>Die ausgewählten Koordinaten von oben nach unten spiegeln</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Scale the selected coordinates to fill the texture</source>
        <translation>Die ausgewählten Koordinaten so skalieren, dass sie die Textur füllen</translation>
    </message>
    <message>
        <source>Weld</source>
        <translation>Verschweißen</translation>
    </message>
    <message>
        <source>Sew the selected vertices of a seam together</source>
        <translation>Die ausgewählten Punkte einer Naht zusammennähen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Auftrennen</translation>
    </message>
    <message>
        <source>Cut along the selected edges (or the selected faces off)</source>
        <translation>Entlang der ausgewählten Kanten auftrennen (oder die ausgewählten Flächen abtrennen)</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Ausrichten</translation>
    </message>
    <message>
        <source>Put the selected coordinates on one line</source>
        <translation>Die ausgewählten Koordinaten auf eine Linie bringen</translation>
    </message>
    <message>
        <source>Left (smallest u)</source>
        <translation>Links (kleinstes u)</translation>
    </message>
    <message>
        <source>Centre (u)</source>
        <translation>Mitte (u)</translation>
    </message>
    <message>
        <source>Right (largest u)</source>
        <translation>Rechts (größtes u)</translation>
    </message>
    <message>
        <source>Top (smallest v)</source>
        <translation>Oben (kleinstes v)</translation>
    </message>
    <message>
        <source>Middle (v)</source>
        <translation>Mitte (v)</translation>
    </message>
    <message>
        <source>Bottom (largest v)</source>
        <translation>Unten (größtes v)</translation>
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
        <translation>Quader</translation>
    </message>
    <message>
        <source>Cylindrical</source>
        <translation>Zylindrisch</translation>
    </message>
    <message>
        <source>Spherical</source>
        <translation>Kugelförmig</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projizieren</translation>
    </message>
    <message>
        <source>Project the selected faces (fitted to the texture)</source>
        <translation>Die ausgewählten Flächen projizieren (in die Textur eingepasst)</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalieren</translation>
    </message>
    <message>
        <source>Planar (View)</source>
        <translation>Planar (Ansicht)</translation>
    </message>
</context>
<context>
    <name>quarry::ValidationView</name>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; click one to select it.</source>
        <translation>
            <numerusform>%n Problem gefunden; zum Auswählen anklicken.</numerusform>
            <numerusform>%n Probleme gefunden; eines anklicken, um es auszuwählen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Beheben</translation>
    </message>
    <message>
        <source>Remove the degenerate triangles and unused vertices of this finding&apos;s mesh</source>
        <translation>Die entarteten Dreiecke und unbenutzten Punkte des Netzes dieses Befunds entfernen</translation>
    </message>
    <message>
        <source>Checking again...</source>
        <translation>Wird erneut geprüft …</translation>
    </message>
</context>
<context>
    <name>quarry::Viewport</name>
    <message>
        <source>OpenGL 3.3 is not available on this display.</source>
        <translation>OpenGL 3.3 ist auf dieser Anzeige nicht verfügbar.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No 3D view&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Everything else works: the model can be inspected, edited, converted and saved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Keine 3D-Ansicht&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Alles andere funktioniert: das Modell kann untersucht, bearbeitet, umgewandelt und gespeichert werden.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quarry::ViewportActions</name>
    <message>
        <source>Shaded</source>
        <translation>Schattiert</translation>
    </message>
    <message>
        <source>Textured</source>
        <translation>Texturiert</translation>
    </message>
    <message>
        <source>Wireframe on Shaded</source>
        <translation>Drahtgitter auf Schattiert</translation>
    </message>
    <message>
        <source>Vertex Colors</source>
        <translation>Punktfarben</translation>
    </message>
    <message>
        <source>UV Checker</source>
        <translation>UV-Prüfmuster</translation>
    </message>
    <message>
        <source>Wireframe</source>
        <translation>Drahtgitter</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Four Views</source>
        <translation>Vier Ansichten</translation>
    </message>
    <message>
        <source>Perspective, front, side and top at once (Space)</source>
        <translation>Perspektive, vorne, Seite und oben zugleich (Leertaste)</translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation>Perspektive</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>The view shown when there is one</source>
        <translation>Die angezeigte Ansicht, wenn es nur eine gibt</translation>
    </message>
    <message>
        <source>Frame All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Fit the whole model (A)</source>
        <translation>Das ganze Modell einpassen (A)</translation>
    </message>
    <message>
        <source>Frame Selected</source>
        <translation>Auswahl zeigen</translation>
    </message>
    <message>
        <source>Fit the selection (F)</source>
        <translation>Die Auswahl einpassen (F)</translation>
    </message>
    <message>
        <source>How surfaces are drawn</source>
        <translation>Wie Oberflächen gezeichnet werden</translation>
    </message>
    <message>
        <source>Back Faces</source>
        <translation>Rückseiten</translation>
    </message>
    <message>
        <source>Normals</source>
        <translation>Normalen</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>Knochen</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation>Begrenzungen</translation>
    </message>
    <message>
        <source>Fast Navigation</source>
        <translation>Schnelle Navigation</translation>
    </message>
    <message>
        <source>While the view moves, draw large models simplified when full-detail frames are slower than %1 per second</source>
        <translation>Während sich die Ansicht bewegt, große Modelle vereinfacht zeichnen, wenn volle Bilder langsamer als %1 pro Sekunde sind</translation>
    </message>
    <message>
        <source>Z Up</source>
        <translation>Z oben</translation>
    </message>
    <message>
        <source>Y Up</source>
        <translation>Y oben</translation>
    </message>
    <message>
        <source>Which model axis points up on screen</source>
        <translation>Welche Modellachse auf dem Bildschirm nach oben zeigt</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Ruhepose</translation>
    </message>
    <message>
        <source>Show the model in its bind pose instead of the current animation</source>
        <translation>Das Modell in seiner Ruhepose statt in der aktuellen Animation zeigen</translation>
    </message>
    <message>
        <source>Meshes</source>
        <translation>Netze</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Flächen</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <source>What a click or a box selects</source>
        <translation>Was ein Klick oder ein Rechteck auswählt</translation>
    </message>
    <message>
        <source>Select Through</source>
        <translation>Durch Flächen auswählen</translation>
    </message>
    <message>
        <source>Box selection also takes vertices and faces hidden behind surfaces</source>
        <translation>Die Rechteckauswahl erfasst auch Punkte und Flächen, die hinter Oberflächen verdeckt sind</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalieren</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Einrasten</translation>
    </message>
    <message>
        <source>Snap moves to the step, rotations to 15 degrees, scales to 0.1 (Ctrl while dragging inverts)</source>
        <translation>Verschiebungen auf die Schrittweite einrasten, Drehungen auf 15 Grad, Skalierungen auf 0,1 (Strg beim Ziehen kehrt um)</translation>
    </message>
    <message>
        <source>Snap Step</source>
        <translation>Rasterschritt</translation>
    </message>
    <message>
        <source>Move snapping step</source>
        <translation>Schrittweite beim Verschieben</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Move by, rotate by (degrees about X, then Y, then Z) or scale by the typed values</source>
        <translation>Um die eingegebenen Werte verschieben, drehen (Grad um X, dann Y, dann Z) oder skalieren</translation>
    </message>
    <message>
        <source>Choose the move, rotate or scale tool first.</source>
        <translation>Zuerst das Werkzeug Verschieben, Drehen oder Skalieren wählen.</translation>
    </message>
    <message>
        <source>View: %1</source>
        <translation>Ansicht: %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Zeichnen: %1</translation>
    </message>
    <message>
        <source>Up: %1</source>
        <translation>Oben: %1</translation>
    </message>
    <message>
        <source>Select: %1</source>
        <translation>Auswahl: %1</translation>
    </message>
    <message>
        <source>Draw &amp;Mode</source>
        <translation>Zeichen&amp;modus</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>Ü&amp;berlagerungen</translation>
    </message>
    <message>
        <source>Vie&amp;ws</source>
        <translation>An&amp;sichten</translation>
    </message>
    <message>
        <source>Tint faces seen from behind in every draw mode (Shaded tints them lightly anyway) and draw closed meshes whole, so that flipped winding shows</source>
        <translation>Von hinten gesehene Flächen in jedem Darstellungsmodus einfärben (Schattiert färbt sie ohnehin leicht) und geschlossene Netze ganz zeichnen, damit umgekehrter Umlaufsinn sichtbar wird</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Colour each vertex by its distance to the compared model (File &gt; Compare With…) at the time shown: blue at 0, red at the tolerance and beyond</source>
        <translation>Jeden Vertex nach seinem Abstand zum verglichenen Modell (Datei &gt; Vergleichen mit…) zur gezeigten Zeit färben: blau bei 0, rot ab der Toleranz</translation>
    </message>
    <message>
        <source>Comparison Ghost</source>
        <translation>Vergleichsgeist</translation>
    </message>
    <message>
        <source>Draw the compared model (File &gt; Compare With…) as a ghost over this one</source>
        <translation>Das verglichene Modell (Datei &gt; Vergleichen mit…) durchscheinend über diesem zeichnen</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Every Frame</source>
        <translation>Jeder Frame</translation>
    </message>
    <message>
        <source>Frame Shown</source>
        <translation>Angezeigter Frame</translation>
    </message>
    <message>
        <source>Which frames of a vertex-animated model (MD3, MD2, MDL, morph targets) moving, rotating or scaling vertices changes: Automatic is every frame in the bind pose and the frame shown with an animation shown</source>
        <translation>Welche Frames eines punktanimierten Modells (MD3, MD2, MDL, Morph-Ziele) das Verschieben, Drehen oder Skalieren von Punkten ändert: Automatisch ist jeder Frame in der Ruhepose und der angezeigte Frame, wenn eine Animation angezeigt wird</translation>
    </message>
    <message>
        <source>Automatic: %1</source>
        <translation>Automatisch: %1</translation>
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
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalieren</translation>
    </message>
    <message>
        <source>Pose Joint</source>
        <translation>Gelenk posieren</translation>
    </message>
    <message>
        <source>Scale factors must not be zero.</source>
        <translation>Skalierungsfaktoren dürfen nicht null sein.</translation>
    </message>
    <message>
        <source>No point picked.</source>
        <translation>Kein Punkt getroffen.</translation>
    </message>
    <message>
        <source>Joints are placed in the bind pose by moving or rotating them.</source>
        <translation>Gelenke werden in der Ruhepose durch Verschieben oder Drehen platziert.</translation>
    </message>
    <message>
        <source>Place Joint</source>
        <translation>Gelenk platzieren</translation>
    </message>
    <message>
        <source>Click on the model where the point goes; Esc cancels.</source>
        <translation>Auf das Modell klicken, wo der Punkt hin soll; Esc bricht ab.</translation>
    </message>
    <message>
        <source>Nothing there: click on the model, or Esc to cancel.</source>
        <translation>Dort ist nichts: auf das Modell klicken oder Esc zum Abbrechen.</translation>
    </message>
    <message>
        <source>Choose the joint to paint: select it in the outliner or the Joints dock.</source>
        <translation>Das zu malende Gelenk wählen: in der Übersicht oder im Gelenke-Dock auswählen.</translation>
    </message>
    <message>
        <source>Paint Weights</source>
        <translation>Gewichte malen</translation>
    </message>
    <message>
        <source>Move Joint</source>
        <translation>Gelenk verschieben</translation>
    </message>
    <message>
        <source>Scale Joint</source>
        <translation>Gelenk skalieren</translation>
    </message>
    <message>
        <source>Key Pose keys a clip: choose one on the timeline.</source>
        <translation>„Pose als Keyframe“ setzt Schlüssel in einem Clip: einen auf der Zeitleiste wählen.</translation>
    </message>
    <message>
        <source>Select the joints to key first.</source>
        <translation>Zuerst die Gelenke auswählen, für die Schlüssel gesetzt werden sollen.</translation>
    </message>
    <message>
        <source>Key Pose</source>
        <translation>Pose als Keyframe</translation>
    </message>
    <message>
        <source>The pose is keyed already.</source>
        <translation>Die Pose hat bereits Schlüssel.</translation>
    </message>
    <message numerus="yes">
        <source>Keyed the pose of %n joints.</source>
        <translation>
            <numerusform>Pose von %n Gelenk als Schlüssel gesetzt.</numerusform>
            <numerusform>Pose von %n Gelenken als Schlüssel gesetzt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::WeightActions</name>
    <message>
        <source>&amp;Assign to Joint...</source>
        <translation>Gelenk &amp;zuweisen...</translation>
    </message>
    <message>
        <source>Give the selected vertices a weight of a joint: replace, add or subtract</source>
        <translation>Den ausgewählten Punkten ein Gewicht eines Gelenks geben: ersetzen, hinzufügen oder abziehen</translation>
    </message>
    <message>
        <source>&amp;Remove Influence</source>
        <translation>Einfluss &amp;entfernen</translation>
    </message>
    <message>
        <source>Take the selected joint&apos;s weight off the selected vertices</source>
        <translation>Das Gewicht des ausgewählten Gelenks von den ausgewählten Punkten entfernen</translation>
    </message>
    <message>
        <source>&amp;Single Influence</source>
        <translation>Einzel&amp;ner Einfluss</translation>
    </message>
    <message>
        <source>Keep only each vertex&apos;s largest influence (the selection, or every vertex)</source>
        <translation>Nur den größten Einfluss jedes Punkts behalten (die Auswahl oder alle Punkte)</translation>
    </message>
    <message>
        <source>A&amp;utomatic Weights...</source>
        <translation>A&amp;utomatische Gewichte...</translation>
    </message>
    <message>
        <source>Weights from the distance to the bones (the selection, or every vertex)</source>
        <translation>Gewichte aus dem Abstand zu den Knochen (die Auswahl oder alle Punkte)</translation>
    </message>
    <message>
        <source>&amp;Mirror Weights...</source>
        <translation>Gewichte &amp;spiegeln...</translation>
    </message>
    <message>
        <source>Copy weights across an axis, left joints swapped for right</source>
        <translation>Gewichte über eine Achse kopieren, linke Gelenke gegen rechte getauscht</translation>
    </message>
    <message>
        <source>Select &amp;Influenced...</source>
        <translation>&amp;Beeinflusste auswählen...</translation>
    </message>
    <message>
        <source>Select the vertices the selected joint weights more than a threshold</source>
        <translation>Die Punkte auswählen, die das ausgewählte Gelenk stärker als ein Schwellwert gewichtet</translation>
    </message>
    <message>
        <source>Select &amp;Unweighted</source>
        <translation>&amp;Ungewichtete auswählen</translation>
    </message>
    <message>
        <source>Select the vertices with no weight</source>
        <translation>Die Punkte ohne Gewicht auswählen</translation>
    </message>
    <message>
        <source>Select &amp;Over-Influenced...</source>
        <translation>Ü&amp;berbeeinflusste auswählen...</translation>
    </message>
    <message>
        <source>Select the vertices with more than a number of influences</source>
        <translation>Die Punkte mit mehr als einer Anzahl von Einflüssen auswählen</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>&amp;Gewichte</translation>
    </message>
    <message>
        <source>Assign to Joint</source>
        <translation>Gelenk zuweisen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Abziehen</translation>
    </message>
    <message>
        <source>Scale the other joints&apos; weights to sum to one</source>
        <translation>Die Gewichte der anderen Gelenke auf die Summe eins skalieren</translation>
    </message>
    <message>
        <source>Joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Automatic Weights</source>
        <translation>Automatische Gewichte</translation>
    </message>
    <message>
        <source>Mirror Weights</source>
        <translation>Gewichte spiegeln</translation>
    </message>
    <message>
        <source>X (from +X to -X, or from the selection)</source>
        <translation>X (von +X nach -X oder von der Auswahl)</translation>
    </message>
    <message>
        <source>Y (from +Y to -Y, or from the selection)</source>
        <translation>Y (von +Y nach -Y oder von der Auswahl)</translation>
    </message>
    <message>
        <source>Z (from +Z to -Z, or from the selection)</source>
        <translation>Z (von +Z nach -Z oder von der Auswahl)</translation>
    </message>
    <message>
        <source>Any of these</source>
        <translation>Beliebige davon</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <source>Left and right joints named</source>
        <translation>Linke und rechte Gelenke benannt</translation>
    </message>
    <message>
        <source>Select Influenced</source>
        <translation>Beeinflusste auswählen</translation>
    </message>
    <message>
        <source>Weight above</source>
        <translation>Gewicht über</translation>
    </message>
    <message>
        <source>Select Over-Influenced</source>
        <translation>Überbeeinflusste auswählen</translation>
    </message>
    <message>
        <source>More influences than:</source>
        <translation>Mehr Einflüsse als:</translation>
    </message>
    <message>
        <source>Automatic (where left and right joints lie apart)</source>
        <translation>Automatisch (wo linke und rechte Gelenke auseinanderliegen)</translation>
    </message>
    <message>
        <source>Influences per vertex at most</source>
        <translation>Höchstens Einflüsse pro Punkt</translation>
    </message>
    <message>
        <source>Joints that receive weight</source>
        <translation>Gelenke, die Gewicht erhalten</translation>
    </message>
</context>
<context>
    <name>quarry::WeightEditor</name>
    <message>
        <source>Normalize</source>
        <translation>Normieren</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Zuweisen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Abziehen</translation>
    </message>
    <message>
        <source>Scale the other joints&apos; weights so that each vertex&apos;s sum to one</source>
        <translation>Die Gewichte der anderen Gelenke so skalieren, dass die Summe jedes Punkts eins ergibt</translation>
    </message>
    <message>
        <source>Give the selected vertices this weight of the joint</source>
        <translation>Den ausgewählten Punkten dieses Gewicht des Gelenks geben</translation>
    </message>
    <message>
        <source>Take the joint&apos;s weight off the selected vertices</source>
        <translation>Das Gewicht des Gelenks von den ausgewählten Punkten entfernen</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No vertex selected.</source>
        <translation>Kein Punkt ausgewählt.</translation>
    </message>
    <message>
        <source>%1 selected vertices (the first %2 listed); a typed weight sets all</source>
        <translation>%1 ausgewählte Punkte (die ersten %2 aufgeführt); ein eingegebenes Gewicht setzt alle</translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected vertex(es); a typed weight sets all</source>
        <translation>
            <numerusform>%Ln ausgewählter Punkt; ein eingegebenes Gewicht setzt alle</numerusform>
            <numerusform>%Ln ausgewählte Punkte; ein eingegebenes Gewicht setzt alle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::WeldDialog</name>
    <message>
        <source>Weld by position only</source>
        <translation>Nur nach Position verschweißen</translation>
    </message>
    <message>
        <source>Weld Vertices</source>
        <translation>Punkte verschweißen</translation>
    </message>
    <message>
        <source>Vertices merge only where every attribute agrees (normals, texture coordinates, colours, weights). By position only, vertices at the same place merge and keep the first one&apos;s attributes: hard edges and texture seams are lost.</source>
        <translation>Punkte werden nur zusammengeführt, wo jedes Attribut übereinstimmt (Normalen, Texturkoordinaten, Farben, Gewichte). Nur nach Position werden Punkte an derselben Stelle zusammengeführt und behalten die Attribute des ersten: harte Kanten und Texturnähte gehen verloren.</translation>
    </message>
    <message>
        <source>Merge vertices closer than (model units):</source>
        <translation>Punkte zusammenführen, die näher liegen als (Modelleinheiten):</translation>
    </message>
</context>
<context>
    <name>quarry::assimp</name>
    <message>
        <source>the reader sent back a malformed answer</source>
        <translation>der Leser hat eine fehlerhafte Antwort zurückgeschickt</translation>
    </message>
    <message>
        <source>reading took longer than %1 seconds and was stopped</source>
        <translation>das Lesen dauerte länger als %1 Sekunden und wurde abgebrochen</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>the reader crashed (%1)</source>
        <translation>der Leser ist abgestürzt (%1)</translation>
    </message>
    <message>
        <source>the reader stopped without a result (exit code %1); the file may need more memory than allowed</source>
        <translation>der Leser hat ohne Ergebnis aufgehört (Exit-Code %1); die Datei braucht möglicherweise mehr Speicher als erlaubt</translation>
    </message>
    <message>
        <source>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</source>
        <translation>gebundenes Netz „%1“ wird von mehreren Knoten gezeigt; es wird einmal importiert</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>Netz %1</translation>
    </message>
    <message>
        <source>bone %1: its offset matrix cannot be inverted; the node&apos;s rest pose is used</source>
        <translation>Knochen %1: seine Offset-Matrix ist nicht invertierbar; die Ruhepose des Knotens wird verwendet</translation>
    </message>
    <message>
        <source>bone %1: meshes disagree on its bind pose; the first mesh&apos;s is used</source>
        <translation>Knochen %1: die Netze sind sich über seine Ruhepose uneinig; die des ersten Netzes wird verwendet</translation>
    </message>
    <message>
        <source>bone %1 has no node in the scene; it becomes a root joint without animation</source>
        <translation>Knochen %1 hat keinen Knoten in der Szene; er wird ein Wurzelgelenk ohne Animation</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>Animation %1</translation>
    </message>
    <message>
        <source>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</source>
        <translation>Gelenk %1: die Knoten über dem Skelett skalieren ungleichmäßig; seine Schlüssel werden angenähert</translation>
    </message>
    <message>
        <source>animation %1: %2 channels move nodes without geometry or bones (cameras, lights, empty nodes) and were skipped</source>
        <translation>Animation %1: %2 Kanäle bewegen Knoten ohne Geometrie oder Knochen (Kameras, Lichter, leere Knoten) und wurden übersprungen</translation>
    </message>
    <message>
        <source>writing took longer than %1 seconds and was stopped</source>
        <translation>das Schreiben dauerte länger als %1 Sekunden und wurde abgebrochen</translation>
    </message>
    <message>
        <source>the writer crashed (%1)</source>
        <translation>der Schreibprozess ist abgestürzt (%1)</translation>
    </message>
    <message>
        <source>the writer stopped without a result (exit code %1); the model may need more memory than allowed</source>
        <translation>der Schreibprozess endete ohne Ergebnis (Exit-Code %1); das Modell braucht womöglich mehr Speicher als erlaubt</translation>
    </message>
    <message>
        <source>animation %1: %2 morph channels name no mesh with those targets and were skipped</source>
        <translation>Animation %1: %2 Morph-Kanäle nennen kein Mesh mit diesen Zielen und wurden übergangen</translation>
    </message>
    <message>
        <source>animation %1: mesh channels are not imported</source>
        <translation>Animation %1: Mesh-Kanäle werden nicht importiert</translation>
    </message>
    <message>
        <source>the glTF binary file Assimp wrote has no glTF header</source>
        <translation>die von Assimp geschriebene glTF-Binärdatei hat keinen glTF-Kopf</translation>
    </message>
    <message>
        <source>a chunk of the glTF binary file Assimp wrote runs past its end (byte %1)</source>
        <translation>ein Abschnitt der von Assimp geschriebenen glTF-Binärdatei reicht über ihr Ende hinaus (Byte %1)</translation>
    </message>
    <message>
        <source>the glTF binary file Assimp wrote has no JSON chunk</source>
        <translation>die von Assimp geschriebene glTF-Binärdatei hat keinen JSON-Abschnitt</translation>
    </message>
    <message>
        <source>the glTF file Assimp wrote holds no JSON object</source>
        <translation>die von Assimp geschriebene glTF-Datei enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the glTF file Assimp wrote keeps its buffer inside it</source>
        <translation>die von Assimp geschriebene glTF-Datei enthält ihren Puffer in sich</translation>
    </message>
</context>
<context>
    <name>quarry::cal3d::BinaryReader</name>
    <message>
        <source>the file ends inside %1 (%2 bytes needed, %3 left)</source>
        <translation>die Datei endet innerhalb von %1 (%2 Bytes nötig, %3 übrig)</translation>
    </message>
    <message>
        <source>%1 is negative (%2)</source>
        <translation>%1 ist negativ (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 cannot fit in the %3 bytes left</source>
        <translation>%1 von %2 passt nicht in die verbleibenden %3 Bytes</translation>
    </message>
    <message>
        <source>not a %1 file (the first bytes are not &quot;%1\0&quot;)</source>
        <translation>keine %1-Datei (die ersten Bytes sind nicht „%1\0“)</translation>
    </message>
    <message>
        <source>file version %1 is not one Quarry reads (%2 to %3)</source>
        <translation>Dateiversion %1 liest Quarry nicht (%2 bis %3)</translation>
    </message>
</context>
<context>
    <name>quarry::calxml</name>
    <message>
        <source>&lt;%1&gt; has no %2 attribute</source>
        <translation>&lt;%1&gt; hat kein Attribut %2</translation>
    </message>
    <message>
        <source>%1 is not a whole number: &quot;%2&quot;</source>
        <translation>%1 ist keine ganze Zahl: „%2“</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is out of range (0 to %3)</source>
        <translation>%1=&quot;%2&quot; liegt außerhalb des Bereichs (0 bis %3)</translation>
    </message>
    <message>
        <source>&lt;%1&gt; needs %2 numbers: &quot;%3&quot;</source>
        <translation>&lt;%1&gt; braucht %2 Zahlen: „%3“</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has more than %2 numbers: &quot;%3&quot;</source>
        <translation>&lt;%1&gt; hat mehr als %2 Zahlen: „%3“</translation>
    </message>
    <message>
        <source>%1 needs %2 whole numbers: &quot;%3&quot;</source>
        <translation>%1 braucht %2 ganze Zahlen: „%3“</translation>
    </message>
    <message>
        <source>%1 has more than %2 numbers: &quot;%3&quot;</source>
        <translation>%1 hat mehr als %2 Zahlen: „%3“</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>malformed XML: %1</source>
        <translation>fehlerhaftes XML: %1</translation>
    </message>
    <message>
        <source>no elements: not a Cal3D %1 file</source>
        <translation>keine Elemente: keine Cal3D-%1-Datei</translation>
    </message>
    <message>
        <source>the header&apos;s MAGIC is &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>die MAGIC-Kennung des Headers ist „%1“, nicht „%2“</translation>
    </message>
    <message>
        <source>the header is not followed by a &lt;%1&gt; element</source>
        <translation>auf den Header folgt kein &lt;%1&gt;-Element</translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where the &lt;%2&gt; element was expected</source>
        <translation>&lt;%1&gt; gefunden, wo das &lt;%2&gt;-Element erwartet wurde</translation>
    </message>
    <message>
        <source>&lt;%1&gt; ends where a &lt;%2&gt; element was expected</source>
        <translation>&lt;%1&gt; endet, wo ein &lt;%2&gt;-Element erwartet wurde</translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where a &lt;%2&gt; element was expected</source>
        <translation>&lt;%1&gt; gefunden, wo ein &lt;%2&gt;-Element erwartet wurde</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has a number beyond the range of a float: &quot;%2&quot;</source>
        <translation>&lt;%1&gt; hat eine Zahl außerhalb des Float-Bereichs: „%2“</translation>
    </message>
    <message>
        <source>the file is %1 MiB; Cal3D XML files over %2 MiB are refused</source>
        <translation>die Datei ist %1 MiB groß; Cal3D-XML-Dateien über %2 MiB werden abgelehnt</translation>
    </message>
    <message>
        <source>elements nested deeper than %1 levels are refused (Cal3D files nest 4 deep)</source>
        <translation>Elemente, die tiefer als %1 Ebenen verschachtelt sind, werden abgelehnt (Cal3D-Dateien sind 4 Ebenen tief verschachtelt)</translation>
    </message>
</context>
<context>
    <name>quarry::compare</name>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>%1 (%2 times)</source>
        <translation>%1 (%2-mal)</translation>
    </message>
    <message>
        <source>%1: %2 in A, %3 in B</source>
        <translation>%1: %2 in A, %3 in B</translation>
    </message>
    <message>
        <source>meshes</source>
        <translation>Meshes</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <source>meshes only in A: %1</source>
        <translation>Meshes nur in A: %1</translation>
    </message>
    <message>
        <source>meshes only in B: %1</source>
        <translation>Meshes nur in B: %1</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>Mesh %1</translation>
    </message>
    <message>
        <source>, vertices</source>
        <translation>, Vertices</translation>
    </message>
    <message>
        <source>, triangles</source>
        <translation>, Dreiecke</translation>
    </message>
    <message>
        <source>, morph targets</source>
        <translation>, Morph-Ziele</translation>
    </message>
    <message>
        <source>%1: material %2 in A, %3 in B</source>
        <translation>%1: Material %2 in A, %3 in B</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <source>joints only in A: %1</source>
        <translation>Gelenke nur in A: %1</translation>
    </message>
    <message>
        <source>joints only in B: %1</source>
        <translation>Gelenke nur in B: %1</translation>
    </message>
    <message>
        <source>joints with another parent in B: %1</source>
        <translation>Gelenke mit anderem Elternteil in B: %1</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>animations only in A: %1</source>
        <translation>Animationen nur in A: %1</translation>
    </message>
    <message>
        <source>animations only in B: %1</source>
        <translation>Animationen nur in B: %1</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>Animation %1</translation>
    </message>
    <message>
        <source>%1: %2 frames a second in A, %3 in B</source>
        <translation>%1: %2 Bilder pro Sekunde in A, %3 in B</translation>
    </message>
    <message>
        <source>%1: %2 s long in A, %3 s in B</source>
        <translation>%1: %2 s lang in A, %3 s in B</translation>
    </message>
    <message>
        <source>%1: loops in A, not in B</source>
        <translation>%1: läuft in A in Schleife, in B nicht</translation>
    </message>
    <message>
        <source>%1: loops in B, not in A</source>
        <translation>%1: läuft in B in Schleife, in A nicht</translation>
    </message>
    <message>
        <source>materials</source>
        <translation>Materialien</translation>
    </message>
    <message>
        <source>materials only in A: %1</source>
        <translation>Materialien nur in A: %1</translation>
    </message>
    <message>
        <source>materials only in B: %1</source>
        <translation>Materialien nur in B: %1</translation>
    </message>
    <message>
        <source>material %1: textures %2 in A, %3 in B</source>
        <translation>Material %1: Texturen %2 in A, %3 in B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>quarry::gltf</name>
    <message>
        <source>animation sampler output (accessor %1) holds %2 values for %3 key times</source>
        <translation>Ausgabe des Animations-Samplers (Accessor %1) enthält %2 Werte für %3 Schlüsselzeiten</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>Animation %1</translation>
    </message>
    <message>
        <source>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</source>
        <translation>Gelenk %1: die Knoten über dem Skelett skalieren ungleichmäßig; seine Schlüssel werden angenähert</translation>
    </message>
    <message>
        <source>animation %1: %2 channels move nodes without geometry or joints (cameras, lights, empty nodes) and were skipped</source>
        <translation>Animation %1: %2 Kanäle bewegen Knoten ohne Geometrie oder Gelenke (Kameras, Lichter, leere Knoten) und wurden übersprungen</translation>
    </message>
    <message>
        <source>animation %1: %2 morph channels name no mesh with those targets and were skipped</source>
        <translation>Animation %1: %2 Morph-Kanäle nennen kein Netz mit diesen Zielen und wurden übersprungen</translation>
    </message>
    <message>
        <source>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</source>
        <translation>gebundenes Netz „%1“ wird von mehreren Knoten gezeigt; es wird einmal importiert</translation>
    </message>
    <message>
        <source>node %1 is its own ancestor</source>
        <translation>Knoten %1 ist sein eigener Vorfahre</translation>
    </message>
    <message>
        <source>the node tree has more than %1 nodes (nodes shown by many parents)</source>
        <translation>der Knotenbaum hat mehr als %1 Knoten (Knoten, die von vielen Eltern gezeigt werden)</translation>
    </message>
    <message>
        <source>joint %1: its inverse bind matrix cannot be inverted; the node&apos;s rest pose is used</source>
        <translation>Gelenk %1: seine inverse Bindematrix ist nicht invertierbar; die Ruhepose des Knotens wird verwendet</translation>
    </message>
    <message>
        <source>joint %1: meshes disagree on its bind pose; the first mesh&apos;s is used</source>
        <translation>Gelenk %1: die Netze sind sich über seine Bindepose uneinig; die des ersten Netzes wird verwendet</translation>
    </message>
    <message>
        <source>joint %1 is not in the scene; it becomes a root joint without animation</source>
        <translation>Gelenk %1 ist nicht in der Szene; es wird ein Wurzelgelenk ohne Animation</translation>
    </message>
</context>
<context>
    <name>quarry::gltf::Accessors</name>
    <message>
        <source>%1 names buffer view %2, which the file does not have</source>
        <translation>%1 nennt Buffer-View %2, die die Datei nicht hat</translation>
    </message>
    <message>
        <source>buffer view %1 names buffer %2, which the file does not have</source>
        <translation>Buffer-View %1 nennt Buffer %2, den die Datei nicht hat</translation>
    </message>
    <message>
        <source>buffer view %1 (bytes %2 to %3) reaches past the end of buffer %4, which holds %5 bytes</source>
        <translation>Buffer-View %1 (Byte %2 bis %3) reicht über das Ende von Buffer %4 hinaus, der %5 Byte enthält</translation>
    </message>
    <message>
        <source>%1 needs %2 bytes from byte %3 of buffer view %4, which holds %5</source>
        <translation>%1 braucht %2 Byte ab Byte %3 von Buffer-View %4, die %5 enthält</translation>
    </message>
    <message>
        <source>accessor %1 does not exist</source>
        <translation>Accessor %1 existiert nicht</translation>
    </message>
    <message>
        <source>accessor %1</source>
        <translation>Accessor %1</translation>
    </message>
    <message>
        <source>accessor %1 has an unknown component type or type</source>
        <translation>Accessor %1 hat einen unbekannten Komponententyp oder Typ</translation>
    </message>
    <message>
        <source>accessor %1 has no data and %2 elements</source>
        <translation>Accessor %1 hat keine Daten und %2 Elemente</translation>
    </message>
    <message>
        <source>accessor %1: its buffer view&apos;s stride (%2) is smaller than an element (%3 bytes)</source>
        <translation>Accessor %1: der Stride seiner Buffer-View (%2) ist kleiner als ein Element (%3 Byte)</translation>
    </message>
    <message>
        <source>accessor %1&apos;s sparse values</source>
        <translation>dünn besetzte Werte von Accessor %1</translation>
    </message>
    <message>
        <source>accessor %1: sparse indices of an unknown type</source>
        <translation>Accessor %1: dünn besetzte Indizes eines unbekannten Typs</translation>
    </message>
    <message>
        <source>accessor %1: sparse index %2 is past its %3 elements</source>
        <translation>Accessor %1: dünn besetzter Index %2 liegt hinter seinen %3 Elementen</translation>
    </message>
    <message>
        <source>accessor %1 has %2 components where %3 were expected</source>
        <translation>Accessor %1 hat %2 Komponenten, wo %3 erwartet wurden</translation>
    </message>
    <message>
        <source>buffer view %1 does not exist</source>
        <translation>Buffer-View %1 existiert nicht</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
</context>
<context>
    <name>quarry::gltf::Converter</name>
    <message>
        <source>mesh &quot;%1&quot;: %2 triangles with vertex indexes out of range were skipped</source>
        <translation>Netz „%1“: %2 Dreiecke mit Eckpunkt-Indizes außerhalb des Bereichs wurden übersprungen</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: only the first %2 joint sets are read</source>
        <translation>Netz „%1“: nur die ersten %2 Gelenksätze werden gelesen</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: joint set %2 does not match the vertex count; left out</source>
        <translation>Netz „%1“: Gelenksatz %2 passt nicht zur Anzahl der Eckpunkte; ausgelassen</translation>
    </message>
    <message>
        <source>morph %1</source>
        <translation>Morph %1</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has %2 vertices</source>
        <translation>Netz „%1“ hat %2 Eckpunkte</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; holds no triangles and was skipped</source>
        <translation>Netz „%1“ enthält keine Dreiecke und wurde übersprungen</translation>
    </message>
</context>
<context>
    <name>quarry::iqm</name>
    <message>
        <source>the triangles&apos; adjacency is kept as stored although the edit changes which triangles meet (the file&apos;s adjacency was not made as the format&apos;s converter makes it)</source>
        <translation>die Nachbarschaft der Dreiecke bleibt wie gespeichert, obwohl die Bearbeitung ändert, welche Dreiecke aneinandergrenzen (die Nachbarschaft der Datei wurde nicht so erstellt, wie der Konverter des Formats sie erstellt)</translation>
    </message>
    <message>
        <source>the triangles&apos; adjacency made anew as the format&apos;s converter makes it (the file&apos;s own was made otherwise)</source>
        <translation>die Nachbarschaft der Dreiecke neu erstellt, wie der Konverter des Formats sie erstellt (die eigene der Datei war anders erstellt)</translation>
    </message>
    <message>
        <source>the triangles written anew (%1, were %2), with the meshes&apos; triangle ranges, the adjacency and the offsets of the sections after them; every other section&apos;s bytes as stored</source>
        <translation>die Dreiecke neu geschrieben (%1, vorher %2), mit den Dreiecksbereichen der Meshes, der Nachbarschaft und den Offsets der folgenden Abschnitte; die Bytes jedes anderen Abschnitts wie gespeichert</translation>
    </message>
</context>
<context>
    <name>quarry::key_edits</name>
    <message>
        <source>No keys to delete.</source>
        <translation>Keine Schlüssel zu löschen.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n key(s).</source>
        <translation>
            <numerusform>%n Schlüssel gelöscht.</numerusform>
            <numerusform>%n Schlüssel gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>No keys to move.</source>
        <translation>Keine Schlüssel zu verschieben.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n key(s)</source>
        <translation>
            <numerusform>%n Schlüssel verschoben</numerusform>
            <numerusform>%n Schlüssel verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n key(s) on the same frames and channels replaced</source>
        <translation>
            <numerusform>%1; %n Schlüssel auf denselben Frames und Kanälen ersetzt</numerusform>
            <numerusform>%1; %n Schlüssel auf denselben Frames und Kanälen ersetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no keys replaced</source>
        <translation>%1; keine Schlüssel ersetzt</translation>
    </message>
    <message>
        <source>The keys stay where they are.</source>
        <translation>Die Schlüssel bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>No keys to copy: the clipboard is as it was.</source>
        <translation>Keine Schlüssel zu kopieren: die Zwischenablage ist unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n key(s).</source>
        <translation>
            <numerusform>%n Schlüssel kopiert.</numerusform>
            <numerusform>%n Schlüssel kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>pasteKeys: no clip to paste into</source>
        <translation>pasteKeys: kein Clip zum Einfügen</translation>
    </message>
    <message>
        <source>Nothing to paste: copy keys first.</source>
        <translation>Nichts einzufügen: zuerst Schlüssel kopieren.</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n key(s).</source>
        <translation>
            <numerusform>%n Schlüssel eingefügt.</numerusform>
            <numerusform>%n Schlüssel eingefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted keys were already there.</source>
        <translation>Die eingefügten Schlüssel waren bereits dort.</translation>
    </message>
    <message>
        <source>Nothing to paste: the copied keys are of joints this model does not have.</source>
        <translation>Nichts einzufügen: die kopierten Schlüssel gehören zu Gelenken, die dieses Modell nicht hat.</translation>
    </message>
</context>
<context>
    <name>quarry::mdl</name>
    <message>
        <source>material &quot;%1&quot;: %2; its part of the skin takes its colour</source>
        <translation>Material „%1“: %2; sein Bereich des Skins nimmt seine Farbe an</translation>
    </message>
    <message>
        <source>%1 materials&apos; textures packed into one %2 × %3 skin (scaled to %4%): an MDL has one texture space</source>
        <translation>Texturen von %1 Materialien in einen Skin von %2 × %3 gepackt (auf %4 % skaliert): ein MDL hat nur einen Texturraum</translation>
    </message>
    <message>
        <source>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</source>
        <translation>%1 Texturkoordinaten, die sich über mehr als %2 Wiederholungen ihrer Textur erstreckten, wurden auf eine Wiederholung begrenzt: der gepackte Skin enthält eine Textur entlang jeder Achse höchstens %2-mal</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: %2; its skin is left blank</source>
        <translation>Material „%1“: %2; sein Skin bleibt leer</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: %2; it is drawn without fullbright texels</source>
        <translation>Material „%1“: %2; es wird ohne Vollhell-Texel gezeichnet</translation>
    </message>
    <message>
        <source>the model has no texture: the MDL gets a blank skin of 64 × 64 texels</source>
        <translation>das Modell hat keine Textur: das MDL erhält einen leeren Skin von 64 × 64 Texeln</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: scaled to %2 × %3 (Quake loads at most %4)</source>
        <translation>der Skin ist %1 Texel hoch: auf %2 × %3 skaliert (Quake lädt höchstens %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n skin image(s) mapped to Quake&apos;s palette (dithered)</source>
        <translation>
            <numerusform>%n Skin-Bild auf die Palette von Quake abgebildet (mit Dithering)</numerusform>
            <numerusform>%n Skin-Bilder auf die Palette von Quake abgebildet (mit Dithering)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skin image(s) mapped to the palette of %1 (dithered)</source>
        <translation>
            <numerusform>%n Skin-Bild auf die Palette von %1 abgebildet (mit Dithering)</numerusform>
            <numerusform>%n Skin-Bilder auf die Palette von %1 abgebildet (mit Dithering)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top left texel of %n skin image(s) made colour 0: Quake&apos;s engines paint the area of its colour joined to it in colour 0 (black), taking it for the background</source>
        <translation>
            <numerusform>das Texel oben links von %n Skin-Bild auf Farbe 0 gesetzt: die Engines von Quake malen die mit ihm verbundene Fläche seiner Farbe in Farbe 0 (schwarz) aus, weil sie sie für den Hintergrund halten</numerusform>
            <numerusform>das Texel oben links von %n Skin-Bildern auf Farbe 0 gesetzt: die Engines von Quake malen die mit ihm verbundene Fläche seiner Farbe in Farbe 0 (schwarz) aus, weil sie sie für den Hintergrund halten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texel(s) lit by a glow texture take Quake&apos;s fullbright colours (224-254)</source>
        <translation>
            <numerusform>%n von einer Leuchttextur erhelltes Texel nimmt die Vollhell-Farben von Quake an (224-254)</numerusform>
            <numerusform>%n von einer Leuchttextur erhellte Texel nehmen die Vollhell-Farben von Quake an (224-254)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::operation_support</name>
    <message>
        <source>the model has no meshes</source>
        <translation>das Modell hat keine Netze</translation>
    </message>
    <message>
        <source>the model has no skeleton</source>
        <translation>das Modell hat kein Skelett</translation>
    </message>
    <message>
        <source>the model has no materials</source>
        <translation>das Modell hat keine Materialien</translation>
    </message>
    <message>
        <source>the model has no animations</source>
        <translation>das Modell hat keine Animationen</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n vertices.</source>
        <translation>
            <numerusform>%n Punkt gelöscht.</numerusform>
            <numerusform>%n Punkte gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to delete.</source>
        <translation>Nichts zu löschen.</translation>
    </message>
    <message>
        <source>select the meshes to work on, or faces or vertices of them</source>
        <translation>die zu bearbeitenden Netze auswählen, oder Flächen oder Punkte davon</translation>
    </message>
</context>
<context>
    <name>quarry::qm</name>
    <message>
        <source>the end of the file</source>
        <translation>das Ende der Datei</translation>
    </message>
    <message>
        <source>an unterminated comment</source>
        <translation>ein nicht abgeschlossener Kommentar</translation>
    </message>
    <message>
        <source>the byte 0x%1</source>
        <translation>das Byte 0x%1</translation>
    </message>
</context>
<context>
    <name>quarry::scripting</name>
    <message>
        <source>%1: Quarry cannot write this format</source>
        <translation>%1: Quarry kann dieses Format nicht schreiben</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <source>animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>%1: expects whole numbers</source>
        <translation>%1: erwartet ganze Zahlen</translation>
    </message>
    <message>
        <source>%1: no index %2 (there are %3)</source>
        <translation>%1: kein Index %2 (es gibt %3)</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a number</source>
        <translation>export: „%1“ erwartet eine Zahl</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a positive number, not %2</source>
        <translation>export: „%1“ erwartet eine positive Zahl, nicht %2</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects True or False</source>
        <translation>export: „%1“ erwartet True oder False</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a string</source>
        <translation>export: „%1“ erwartet eine Zeichenkette</translation>
    </message>
    <message>
        <source>export: &quot;max_influences&quot; expects a whole number from 1 to 64</source>
        <translation>export: „max_influences“ erwartet eine ganze Zahl von 1 bis 64</translation>
    </message>
    <message>
        <source>export: &quot;smooth_normals&quot; expects an angle from 0 to 180 degrees</source>
        <translation>export: „smooth_normals“ erwartet einen Winkel von 0 bis 180 Grad</translation>
    </message>
    <message>
        <source>export: give &quot;scale&quot; or &quot;height&quot;, not both</source>
        <translation>export: „scale“ oder „height“ angeben, nicht beides</translation>
    </message>
    <message>
        <source>the document is closed</source>
        <translation>das Dokument ist geschlossen</translation>
    </message>
    <message>
        <source>no %1 at index %2 (the model has %3)</source>
        <translation>kein Element vom Typ %1 bei Index %2 (das Modell hat %3)</translation>
    </message>
    <message>
        <source>no %1 named &quot;%2&quot;</source>
        <translation>kein Element vom Typ %1 namens „%2“</translation>
    </message>
    <message>
        <source>a %1 is given by its name or index</source>
        <translation>ein Element vom Typ %1 wird durch Name oder Index angegeben</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no texture coordinate set %2 (it has %3)</source>
        <translation>Netz „%1“ hat keinen Texturkoordinatensatz %2 (es hat %3)</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no vertex %2 (it has %3)</source>
        <translation>Netz „%1“ hat keinen Punkt %2 (es hat %3)</translation>
    </message>
    <message>
        <source>select: &quot;%1&quot; expects a dict {mesh: [indices]}</source>
        <translation>select: „%1“ erwartet ein dict {Netz: [Indizes]}</translation>
    </message>
    <message>
        <source>select: %1 of mesh &quot;%2&quot;</source>
        <translation>select: %1 von Netz „%2“</translation>
    </message>
    <message>
        <source>doc.%1(): a script run in the editor is one undo step and cannot take back its own operations while it runs; undo the whole run afterwards with Edit &gt; Undo</source>
        <translation>doc.%1(): ein im Editor ausgeführtes Skript ist ein Rückgängig-Schritt und kann seine eigenen Operationen nicht zurücknehmen, während es läuft; den ganzen Lauf danach mit Bearbeiten &gt; Rückgängig zurücknehmen</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: unknown extension</source>
        <translation>Quarry kann %1 nicht schreiben: unbekannte Endung</translation>
    </message>
    <message>
        <source>error: cannot read the script %1</source>
        <translation>Fehler: das Skript %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>export: &quot;up&quot; expects &quot;z&quot;, &quot;y&quot; or &quot;stored&quot;</source>
        <translation>export: „up“ erwartet „z“, „y“ oder „stored“</translation>
    </message>
    <message>
        <source>compare: tolerance must be 0 or more</source>
        <translation>compare: tolerance muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>compare: times must be a positive number or a list of seconds</source>
        <translation>compare: times muss eine positive Zahl oder eine Liste von Sekunden sein</translation>
    </message>
    <message>
        <source>compare: other must be a document or a path</source>
        <translation>compare: other muss ein Dokument oder ein Pfad sein</translation>
    </message>
    <message>
        <source>export: &quot;root_motion&quot; expects &quot;in-place&quot; or &quot;keep&quot;</source>
        <translation>export: „root_motion“ erwartet „in-place“ oder „keep“</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>nothing (unchanged)</source>
        <translation>nichts (unverändert)</translation>
    </message>
    <message>
        <source>export: no setting &quot;%1&quot; (it takes: fps, scale, height, up, root_motion, flip_winding, max_influences, framegroups, weld, flip_normals, smooth_normals, iqe_normals, normalize_weights, remove_unused_joints, drop_to_ground, center, strip_texture_dirs, texture_ext, format, target, max_joints, pack, lods, single_model, keep_winding, facing, player_format, keep_slot_lengths, animation_map, tags)</source>
        <translation>export: keine Einstellung „%1“ (möglich: fps, scale, height, up, root_motion, flip_winding, max_influences, framegroups, weld, flip_normals, smooth_normals, iqe_normals, normalize_weights, remove_unused_joints, drop_to_ground, center, strip_texture_dirs, texture_ext, format, target, max_joints, pack, lods, single_model, keep_winding, facing, player_format, keep_slot_lengths, animation_map, tags)</translation>
    </message>
</context>
<context>
    <name>quarry::scripting::ScriptSession</name>
    <message>
        <source>A script is already running.
</source>
        <translation>Ein Skript läuft bereits.
</translation>
    </message>
    <message>
        <source>Cancelled: the document is as it was before.
</source>
        <translation>Abgebrochen: das Dokument ist wie vorher.
</translation>
    </message>
    <message>
        <source>Script: %1</source>
        <translation>Skript: %1</translation>
    </message>
    <message>
        <source>Run Script %1</source>
        <translation>Skript %1 ausführen</translation>
    </message>
</context>
</TS>
