<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AddAnimationCommand</name>
    <message>
        <source>Add Clip</source>
        <translation>Ajouter un clip</translation>
    </message>
</context>
<context>
    <name>AddJointCommand</name>
    <message>
        <source>Add Joint</source>
        <translation>Ajouter une articulation</translation>
    </message>
    <message>
        <source>Add Joint &quot;%1&quot;</source>
        <translation>Ajouter l’articulation « %1 »</translation>
    </message>
</context>
<context>
    <name>AddMaterialCommand</name>
    <message>
        <source>Add Material &quot;%1&quot;</source>
        <translation>Ajouter le matériau « %1 »</translation>
    </message>
</context>
<context>
    <name>AddPrimitiveCommand</name>
    <message>
        <source>Add Primitive</source>
        <translation>Ajouter une primitive</translation>
    </message>
</context>
<context>
    <name>AssimpImporter</name>
    <message>
        <source>mesh &quot;%1&quot; holds no triangles and was skipped</source>
        <translation>le maillage « %1 » ne contient aucun triangle et a été ignoré</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 faces that are not triangles (points, lines) were skipped</source>
        <translation>maillage « %1 » : %2 faces qui ne sont pas des triangles (points, lignes) ont été ignorées</translation>
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
        <translation>Rééchantillonner le clip</translation>
    </message>
    <message>
        <source>Change Clip Speed</source>
        <translation>Changer la vitesse du clip</translation>
    </message>
</context>
<context>
    <name>CleanUpCommand</name>
    <message>
        <source>Clean Up</source>
        <translation>Nettoyer</translation>
    </message>
</context>
<context>
    <name>DeleteGeometryCommand</name>
    <message>
        <source>Delete Vertices</source>
        <translation>Supprimer les sommets</translation>
    </message>
    <message>
        <source>Delete Faces</source>
        <translation>Supprimer les faces</translation>
    </message>
</context>
<context>
    <name>DeleteKeysCommand</name>
    <message>
        <source>Delete Keys</source>
        <translation>Supprimer les clés</translation>
    </message>
</context>
<context>
    <name>DeleteObjectsCommand</name>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
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
        <translation>Distance à B</translation>
    </message>
    <message>
        <source> (tolerance)</source>
        <translation> (tolérance)</translation>
    </message>
    <message>
        <source>largest now: %1</source>
        <translation>plus grand maintenant : %1</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>%1: byte %2: %3</source>
        <translation>%1 : octet %2 : %3</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>DuplicateFacesCommand</name>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 copie</translation>
    </message>
</context>
<context>
    <name>ExtrudeCommand</name>
    <message>
        <source>Extrude</source>
        <translation>Extruder</translation>
    </message>
</context>
<context>
    <name>FillHolesCommand</name>
    <message>
        <source>Fill Holes</source>
        <translation>Remplir les trous</translation>
    </message>
</context>
<context>
    <name>FixTexturePathsCommand</name>
    <message>
        <source>Fix Texture Paths</source>
        <translation>Réparer les chemins de texture</translation>
    </message>
</context>
<context>
    <name>FlipNormalsCommand</name>
    <message>
        <source>Flip Normals</source>
        <translation>Inverser les normales</translation>
    </message>
</context>
<context>
    <name>FlipWindingCommand</name>
    <message>
        <source>Flip Winding</source>
        <translation>Inverser l’ordre des sommets</translation>
    </message>
</context>
<context>
    <name>Framegroups</name>
    <message>
        <source>the model has no animation frames</source>
        <translation>le modèle n’a aucune image d’animation</translation>
    </message>
    <message>
        <source>a group needs a first frame, a frame count, a frame rate and a loop flag</source>
        <translation>un groupe a besoin d’une première image, d’un nombre d’images, d’une fréquence d’images et d’un indicateur de boucle</translation>
    </message>
    <message>
        <source>a field is not a number</source>
        <translation>un champ n’est pas un nombre</translation>
    </message>
    <message>
        <source>frames out of range</source>
        <translation>images hors limites</translation>
    </message>
    <message>
        <source>a NUL byte ends the text here, as the engines read the file; the rest is not read</source>
        <translation>un octet NUL termine ici le texte, comme les moteurs lisent le fichier ; la suite n’est pas lue</translation>
    </message>
</context>
<context>
    <name>ImportModelCommand</name>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
</context>
<context>
    <name>InsertKeysCommand</name>
    <message>
        <source>Insert Keys</source>
        <translation>Insérer des clés</translation>
    </message>
</context>
<context>
    <name>IqeReader</name>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices (vp) but %3 %4</source>
        <translation>maillage « %1 » : %2 sommets (vp) mais %3 %4</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: parent %2 does not exist (the file has %3 joints)</source>
        <translation>articulation « %1 » : le parent %2 n’existe pas (le fichier a %3 articulations)</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot; is its own ancestor (the parents form a loop)</source>
        <translation>l’articulation « %1 » est son propre ancêtre (les parents forment une boucle)</translation>
    </message>
    <message>
        <source>joints reordered so that every parent comes before its children</source>
        <translation>articulations réordonnées pour que chaque parent précède ses enfants</translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the extra poses are ignored</source>
        <translation>%1 poses de base pour %2 articulations : les poses en trop sont ignorées</translation>
    </message>
    <message>
        <source>%1 base poses for %2 joints: the other joints keep the identity</source>
        <translation>%1 poses de base pour %2 articulations : les autres articulations gardent l’identité</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; has poses but the file has no joints</source>
        <translation>l’animation « %1 » a des poses mais le fichier n’a aucune articulation</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: frame %2 has %3 poses for %4 joints</source>
        <translation>animation « %1 » : l’image %2 a %3 poses pour %4 articulations</translation>
    </message>
    <message>
        <source>vertex index %1 is past the last vertex (the file has %2)</source>
        <translation>l’indice de sommet %1 dépasse le dernier sommet (le fichier en a %2)</translation>
    </message>
    <message>
        <source>joint index %1 in vb refers to no joint (the file has %2)</source>
        <translation>l’indice d’articulation %1 dans vb ne désigne aucune articulation (le fichier en a %2)</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2 vertices is not a multiple of 3; the last %3 form no triangle</source>
        <translation>maillage « %1 » : %2 sommets n’est pas un multiple de 3 ; les %3 derniers ne forment aucun triangle</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: more fs edge flags than triangles; the extra flags are ignored</source>
        <translation>maillage « %1 » : plus de marqueurs d’arête fs que de triangles ; les marqueurs en trop sont ignorés</translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences; the largest %2 were kept and renormalized</source>
        <translation>%1 sommets avaient plus de %2 influences ; les %2 plus grandes ont été gardées et renormalisées</translation>
    </message>
    <message>
        <source>too many vertices</source>
        <translation>trop de sommets</translation>
    </message>
    <message>
        <source>vx takes 4 numbers (tangent and handedness) or 6 (tangent and bitangent), not 5</source>
        <translation>vx prend 4 nombres (tangente et orientation) ou 6 (tangente et bitangente), pas 5</translation>
    </message>
    <message>
        <source>vs takes one whole number</source>
        <translation>vs prend un nombre entier</translation>
    </message>
    <message>
        <source>smoothing index %1 is out of range</source>
        <translation>l’indice de lissage %1 est hors limites</translation>
    </message>
    <message>
        <source>expected a joint index, found &quot;%1&quot;</source>
        <translation>indice d’articulation attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>joint index %1 is out of range</source>
        <translation>l’indice d’articulation %1 est hors limites</translation>
    </message>
    <message>
        <source>vb takes pairs of joint index and weight; the last index has no weight</source>
        <translation>vb prend des paires indice d’articulation et poids ; le dernier indice n’a pas de poids</translation>
    </message>
    <message>
        <source>expected a vertex index, found &quot;%1&quot;</source>
        <translation>indice de sommet attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>vertex index %1 is out of range</source>
        <translation>l’indice de sommet %1 est hors limites</translation>
    </message>
    <message>
        <source>vertex index %1 is before the first vertex</source>
        <translation>l’indice de sommet %1 précède le premier sommet</translation>
    </message>
    <message>
        <source>a face needs at least 3 vertex indexes</source>
        <translation>une face demande au moins 3 indices de sommet</translation>
    </message>
    <message>
        <source>expected an edge flag (0 or 1), found &quot;%1&quot;</source>
        <translation>marqueur d’arête (0 ou 1) attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>fs needs at least 3 edge flags</source>
        <translation>fs demande au moins 3 marqueurs d’arête</translation>
    </message>
    <message>
        <source>pm: the rotation matrix is singular</source>
        <translation>pm : la matrice de rotation est singulière</translation>
    </message>
    <message>
        <source>frame before any animation: ignored</source>
        <translation>frame avant toute animation : ignoré</translation>
    </message>
    <message>
        <source>framerate takes a positive number</source>
        <translation>framerate prend un nombre positif</translation>
    </message>
    <message>
        <source>framerate before any animation: ignored</source>
        <translation>framerate avant toute animation : ignoré</translation>
    </message>
    <message>
        <source>loop before any animation: ignored</source>
        <translation>loop avant toute animation : ignoré</translation>
    </message>
    <message>
        <source>smoothing group %1 is out of range</source>
        <translation>le groupe de lissage %1 est hors limites</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: line skipped</source>
        <translation>commande inconnue « %1 » : ligne ignorée</translation>
    </message>
    <message>
        <source>not an IQE file: the first line must be &quot;# Inter-Quake Export&quot;</source>
        <translation>pas un fichier IQE : la première ligne doit être « # Inter-Quake Export »</translation>
    </message>
    <message>
        <source>%1 more warnings not shown</source>
        <translation>%1 autres avertissements non affichés</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>« %1 » n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>expected a number, found &quot;%1&quot;</source>
        <translation>nombre attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>%1 takes at most %2 numbers</source>
        <translation>%1 prend au plus %2 nombres</translation>
    </message>
    <message>
        <source>expected a whole number, found &quot;%1&quot;</source>
        <translation>nombre entier attendu, « %1 » trouvé</translation>
    </message>
    <message numerus="yes">
        <source>the file has poses but no joints: %n joint(s) made from the poses of a frame, without names; their parents are unknown, so each is a root</source>
        <translation>
            <numerusform>le fichier a des poses mais aucune articulation : %n articulation créée à partir des poses d’une image, sans nom ; son parent est inconnu, elle est donc une racine</numerusform>
            <numerusform>le fichier a des poses mais aucune articulation : %n articulations créées à partir des poses d’une image, sans nom ; leurs parents sont inconnus, chacune est donc une racine</numerusform>
        </translation>
    </message>
    <message>
        <source>this normal is not a finite number (nor may later ones be); kept as stored, as the engines read it</source>
        <translation>cette normale n’est pas un nombre fini (les suivantes peut-être non plus) ; conservée telle qu’enregistrée, comme les moteurs la lisent</translation>
    </message>
    <message>
        <source>this tangent is not a finite number (nor may later ones be); kept as stored, as the engines read it</source>
        <translation>cette tangente n’est pas un nombre fini (les suivantes peut-être non plus) ; conservée telle qu’enregistrée, comme les moteurs la lisent</translation>
    </message>
</context>
<context>
    <name>IqeWriter</name>
    <message>
        <source>the name &quot;%1&quot; was written as &quot;%2&quot;: IQE names cannot hold quotes or line breaks</source>
        <translation>le nom « %1 » a été écrit « %2 » : les noms IQE ne peuvent contenir ni guillemets ni sauts de ligne</translation>
    </message>
    <message>
        <source>custom attribute &quot;%1&quot; left out: IQE has 10 custom slots</source>
        <translation>attribut personnalisé « %1 » omis : IQE a 10 emplacements personnalisés</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; resampled at %2 frames per second</source>
        <translation>animation « %1 » rééchantillonnée à %2 images par seconde</translation>
    </message>
</context>
<context>
    <name>IqmReader</name>
    <message>
        <source>%1: size overflows</source>
        <translation>%1 : la taille déborde</translation>
    </message>
    <message>
        <source>%1 at byte %2 overlap the header</source>
        <translation>%1 à l’octet %2 chevauchent l’en-tête</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the data (%5 bytes)</source>
        <translation>%1 (%2 × %3 octets à l’octet %4) dépassent la fin des données (%5 octets)</translation>
    </message>
    <message>
        <source>string offset %1 is outside the text table (%2 bytes)</source>
        <translation>le décalage de chaîne %1 est hors de la table de texte (%2 octets)</translation>
    </message>
    <message>
        <source>%1: not a finite number</source>
        <translation>%1 : pas un nombre fini</translation>
    </message>
    <message>
        <source>not an IQM file (the magic &quot;INTERQUAKEMODEL&quot; is missing)</source>
        <translation>pas un fichier IQM (la signature « INTERQUAKEMODEL » est absente)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>le fichier se termine dans l’en-tête (%1 sur %2 octets)</translation>
    </message>
    <message>
        <source>IQM version %1 is not supported (only version 2)</source>
        <translation>la version IQM %1 n’est pas prise en charge (seulement la version 2)</translation>
    </message>
    <message>
        <source>the header gives a file size of %1 bytes</source>
        <translation>l’en-tête indique une taille de fichier de %1 octets</translation>
    </message>
    <message>
        <source>the file is truncated: %1 of %2 bytes</source>
        <translation>le fichier est tronqué : %1 sur %2 octets</translation>
    </message>
    <message>
        <source>the text table</source>
        <translation>la table de texte</translation>
    </message>
    <message>
        <source>vertex arrays</source>
        <translation>tableaux de sommets</translation>
    </message>
    <message>
        <source>vertex array %1: unknown component format %2</source>
        <translation>tableau de sommets %1 : format de composante inconnu %2</translation>
    </message>
    <message>
        <source>vertex array %1: %2 components (1 to 4 are supported)</source>
        <translation>tableau de sommets %1 : %2 composantes (1 à 4 sont prises en charge)</translation>
    </message>
    <message>
        <source>vertex array %1 (%2)</source>
        <translation>tableau de sommets %1 (%2)</translation>
    </message>
    <message>
        <source>vertex array %1 has the reserved type %2 and is skipped</source>
        <translation>le tableau de sommets %1 a le type réservé %2 et est ignoré</translation>
    </message>
    <message>
        <source>a second %1 vertex array (%2) is skipped</source>
        <translation>un second tableau de sommets %1 (%2) est ignoré</translation>
    </message>
    <message>
        <source>blend indexes without blend weights are skipped</source>
        <translation>les indices de mélange sans poids de mélange sont ignorés</translation>
    </message>
    <message>
        <source>blend weights without blend indexes are skipped</source>
        <translation>les poids de mélange sans indices de mélange sont ignorés</translation>
    </message>
    <message>
        <source>meshes</source>
        <translation>maillages</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>mesh %1: vertices %2 to %3 are past the %4 vertices of the file</source>
        <translation>maillage %1 : les sommets %2 à %3 dépassent les %4 sommets du fichier</translation>
    </message>
    <message>
        <source>mesh %1: triangles %2 to %3 are past the %4 triangles of the file</source>
        <translation>maillage %1 : les triangles %2 à %3 dépassent les %4 triangles du fichier</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>maillage %1</translation>
    </message>
    <message>
        <source>%1: %2 of vertex %3 is not a finite number</source>
        <translation>%1 : %2 du sommet %3 n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>%1: custom array &quot;%2&quot; holds a number that is not finite</source>
        <translation>%1 : le tableau personnalisé « %2 » contient un nombre non fini</translation>
    </message>
    <message>
        <source>%1: a blend weight of vertex %2 is not a finite number</source>
        <translation>%1 : un poids de mélange du sommet %2 n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>%1: vertex %2 is bound to joint %3, but there are %4 joints</source>
        <translation>%1 : le sommet %2 est lié à l’articulation %3, mais il y a %4 articulations</translation>
    </message>
    <message>
        <source>adjacency</source>
        <translation>adjacence</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>articulations</translation>
    </message>
    <message>
        <source>poses</source>
        <translation>poses</translation>
    </message>
    <message>
        <source>%1 poses for %2 joints</source>
        <translation>%1 poses pour %2 articulations</translation>
    </message>
    <message>
        <source>joint %1 (%2) has parent %3, which does not come before it</source>
        <translation>l’articulation %1 (%2) a le parent %3, qui ne la précède pas</translation>
    </message>
    <message>
        <source>joint %1 (%2)</source>
        <translation>articulation %1 (%2)</translation>
    </message>
    <message>
        <source>pose %1 has parent %2, which does not come before it</source>
        <translation>la pose %1 a le parent %2, qui ne la précède pas</translation>
    </message>
    <message>
        <source>pose %1: channel mask bits above the ten channels are ignored</source>
        <translation>pose %1 : les bits du masque de canaux au-delà des dix canaux sont ignorés</translation>
    </message>
    <message>
        <source>pose %1 channel offsets</source>
        <translation>décalages de canaux de la pose %1</translation>
    </message>
    <message>
        <source>pose %1 channel scales</source>
        <translation>échelles de canaux de la pose %1</translation>
    </message>
    <message>
        <source>%1 frame channels, but the poses&apos; masks select %2</source>
        <translation>%1 canaux d’image, mais les masques des poses en sélectionnent %2</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animations</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>images</translation>
    </message>
    <message>
        <source>animations without poses</source>
        <translation>animations sans poses</translation>
    </message>
    <message>
        <source>animation %1 (%2): frames %3 to %4 are past the %5 frames of the file</source>
        <translation>animation %1 (%2) : les images %3 à %4 dépassent les %5 images du fichier</translation>
    </message>
    <message>
        <source>animation %1 (%2): the frame rate is not a finite number</source>
        <translation>animation %1 (%2) : la fréquence d’images n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>animation %1 (%2) has frame rate %3; %4 is used</source>
        <translation>l’animation %1 (%2) a la fréquence d’images %3 ; %4 est utilisée</translation>
    </message>
    <message>
        <source>animation %1 (%2), frame %3: joint %4 takes a value that is not finite</source>
        <translation>animation %1 (%2), image %3 : l’articulation %4 prend une valeur non finie</translation>
    </message>
    <message>
        <source>the bounds (%1 frames at byte %2) run past the end of the data and are ignored</source>
        <translation>les boîtes englobantes (%1 images à l’octet %2) dépassent la fin des données et sont ignorées</translation>
    </message>
    <message>
        <source>the bounds of frame %1 are not finite numbers and are ignored</source>
        <translation>les boîtes englobantes de l’image %1 ne sont pas des nombres finis et sont ignorées</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>le commentaire</translation>
    </message>
    <message>
        <source>%1 extensions cannot fit in %2 bytes</source>
        <translation>%1 extensions ne tiennent pas dans %2 octets</translation>
    </message>
    <message>
        <source>extension %1</source>
        <translation>extension %1</translation>
    </message>
    <message>
        <source>the data of extension %1 (%2)</source>
        <translation>les données de l’extension %1 (%2)</translation>
    </message>
    <message>
        <source>the extension list ends after %1 of %2 extensions</source>
        <translation>la liste des extensions s’arrête après %1 sur %2 extensions</translation>
    </message>
    <message>
        <source>animation %1 (%2): %3 frames of %4 joints</source>
        <translation>animation %1 (%2) : %3 images de %4 articulations</translation>
    </message>
    <message>
        <source>%1 would take more than %2 MiB, over %3 times the file&apos;s size: refused</source>
        <translation>%1 prendrait plus de %2 Mio, plus de %3 fois la taille du fichier : refusé</translation>
    </message>
    <message>
        <source>mesh %1: triangle %2 uses vertex %3, past the %4 vertices of the file</source>
        <translation>maillage %1 : le triangle %2 utilise le sommet %3, au-delà des %4 sommets du fichier</translation>
    </message>
    <message>
        <source>mesh %1: the vertices its triangles use outside its range would take more than %2 MiB</source>
        <translation>maillage %1 : les sommets hors de sa plage qu’utilisent ses triangles prendraient plus de %2 Mio</translation>
    </message>
    <message numerus="yes">
        <source>mesh %1: its triangles use %n vertices stored outside its vertices %2 to %3 (the first: %4); they are read from the file&apos;s arrays, as the engines read them, and the file is written back as it was</source>
        <translation>
            <numerusform>maillage %1 : ses triangles utilisent %n sommet stocké hors de ses sommets %2 à %3 (le premier : %4) ; il est lu dans les tableaux du fichier, comme les moteurs le lisent, et le fichier est réécrit tel qu’il était</numerusform>
            <numerusform>maillage %1 : ses triangles utilisent %n sommets stockés hors de ses sommets %2 à %3 (le premier : %4) ; ils sont lus dans les tableaux du fichier, comme les moteurs les lisent, et le fichier est réécrit tel qu’il était</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end the header gives (%1 bytes) are not read; a save without edits keeps them</source>
        <translation>
            <numerusform>%n octet après la fin que donne l’en-tête (%1 octets) n’est pas lu ; un enregistrement sans modification le garde</numerusform>
            <numerusform>%n octets après la fin que donne l’en-tête (%1 octets) ne sont pas lus ; un enregistrement sans modification les garde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of vertex %3 is not a finite number (%n vertices have one); kept as stored, as the engines read it</source>
        <translation>
            <numerusform>%1 : %2 du sommet %3 n’est pas un nombre fini (%n sommet en a un) ; gardé tel que stocké, comme les moteurs le lisent</numerusform>
            <numerusform>%1 : %2 du sommet %3 n’est pas un nombre fini (%n sommets en ont un) ; gardé tel que stocké, comme les moteurs le lisent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IqmWriter</name>
    <message numerus="yes">
        <source>%n vertices had more than 4 influences; the 4 largest are kept, renormalized</source>
        <translation>
            <numerusform>%n sommet avait plus de 4 influences ; les 4 plus grandes sont gardées, renormalisées</numerusform>
            <numerusform>%n sommets avaient plus de 4 influences ; les 4 plus grandes sont gardées, renormalisées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinAnimationsCommand</name>
    <message>
        <source>Join Clips</source>
        <translation>Joindre les clips</translation>
    </message>
</context>
<context>
    <name>LimitInfluencesCommand</name>
    <message>
        <source>Limit Influences</source>
        <translation>Limiter les influences</translation>
    </message>
</context>
<context>
    <name>MakeFaceCommand</name>
    <message>
        <source>Make Face</source>
        <translation>Créer une face</translation>
    </message>
</context>
<context>
    <name>MakeLoopSeamlessCommand</name>
    <message>
        <source>Make Loop Seamless</source>
        <translation>Rendre la boucle continue</translation>
    </message>
</context>
<context>
    <name>Md5Reader</name>
    <message>
        <source>%1 expected</source>
        <translation>%1 attendu</translation>
    </message>
    <message>
        <source>%1 %2 is more than the file can hold</source>
        <translation>%1 %2 dépasse ce que le fichier peut contenir</translation>
    </message>
    <message>
        <source>hierarchy before numJoints and numAnimatedComponents</source>
        <translation>hierarchy avant numJoints et numAnimatedComponents</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: parent %2 is not an earlier joint</source>
        <translation>articulation « %1 » : le parent %2 n’est pas une articulation précédente</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: flags %2 are not a set of the six channels (0 to 63)</source>
        <translation>articulation « %1 » : les drapeaux %2 ne sont pas un ensemble des six canaux (0 à 63)</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot;: its channels from %2 on pass numAnimatedComponents %3</source>
        <translation>articulation « %1 » : ses canaux à partir de %2 dépassent numAnimatedComponents %3</translation>
    </message>
    <message>
        <source>more joints in the hierarchy than numJoints %1</source>
        <translation>plus d’articulations dans la hiérarchie que numJoints %1</translation>
    </message>
    <message>
        <source>bounds before numFrames</source>
        <translation>bounds avant numFrames</translation>
    </message>
    <message>
        <source>more bounds than numFrames %1</source>
        <translation>plus de boîtes englobantes que numFrames %1</translation>
    </message>
    <message>
        <source>baseframe before numJoints</source>
        <translation>baseframe avant numJoints</translation>
    </message>
    <message>
        <source>more base frame joints than numJoints %1</source>
        <translation>plus d’articulations de pose de base que numJoints %1</translation>
    </message>
    <message>
        <source>a frame before numFrames and numAnimatedComponents</source>
        <translation>une image avant numFrames et numAnimatedComponents</translation>
    </message>
    <message>
        <source>frame %1 of %2 frames</source>
        <translation>image %1 sur %2 images</translation>
    </message>
    <message>
        <source>frame %1 a second time</source>
        <translation>image %1 une seconde fois</translation>
    </message>
    <message>
        <source>frame %1 has %2 values; numAnimatedComponents is %3</source>
        <translation>l’image %1 a %2 valeurs ; numAnimatedComponents vaut %3</translation>
    </message>
    <message>
        <source>frame %1 has more values than numAnimatedComponents %2</source>
        <translation>l’image %1 a plus de valeurs que numAnimatedComponents %2</translation>
    </message>
    <message>
        <source>MD5 version %1; Doom 3 reads version 10</source>
        <translation>MD5 version %1 ; Doom 3 lit la version 10</translation>
    </message>
    <message>
        <source>frameRate %1 is not above 0</source>
        <translation>frameRate %1 n’est pas supérieur à 0</translation>
    </message>
    <message>
        <source>numAnimatedComponents before numFrames and numJoints</source>
        <translation>numAnimatedComponents avant numFrames et numJoints</translation>
    </message>
    <message>
        <source>numAnimatedComponents %1 is more than 6 for each of %2 joints</source>
        <translation>numAnimatedComponents %1 dépasse 6 pour chacune des %2 articulations</translation>
    </message>
    <message>
        <source>%1 frames of %2 values are more than the file can hold</source>
        <translation>%1 images de %2 valeurs dépassent ce que le fichier peut contenir</translation>
    </message>
    <message>
        <source>a keyword expected</source>
        <translation>un mot-clé attendu</translation>
    </message>
    <message>
        <source>unknown keyword &quot;%1&quot;</source>
        <translation>mot-clé inconnu « %1 »</translation>
    </message>
    <message>
        <source>no MD5Version line: not an MD5 file</source>
        <translation>pas de ligne MD5Version : pas un fichier MD5</translation>
    </message>
    <message>
        <source>numFrames, numJoints or numAnimatedComponents missing</source>
        <translation>numFrames, numJoints ou numAnimatedComponents manquant</translation>
    </message>
    <message>
        <source>the hierarchy or the base frame is missing</source>
        <translation>la hiérarchie ou la pose de base manque</translation>
    </message>
    <message>
        <source>%1 of the %2 frames are missing</source>
        <translation>%1 des %2 images manquent</translation>
    </message>
    <message>
        <source>%1 bounds for %2 frames</source>
        <translation>%1 boîtes englobantes pour %2 images</translation>
    </message>
    <message>
        <source>%1 frames of %2 joints take more memory than a file of this size may</source>
        <translation>%1 images de %2 articulations prennent plus de mémoire que ne le permet un fichier de cette taille</translation>
    </message>
    <message numerus="yes">
        <source>%n joint(s) of the animation not in the model, left out: %1</source>
        <translation>
            <numerusform>%n articulation de l’animation absente du modèle, omise : %1</numerusform>
            <numerusform>%n articulations de l’animation absentes du modèle, omises : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a quoted name</source>
        <translation>un nom entre guillemets</translation>
    </message>
    <message>
        <source>a closing quote on the same line</source>
        <translation>un guillemet fermant sur la même ligne</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>joints before numJoints</source>
        <translation>joints avant numJoints</translation>
    </message>
    <message>
        <source>a second joints block</source>
        <translation>un second bloc joints</translation>
    </message>
    <message>
        <source>more joints than numJoints %1</source>
        <translation>plus d’articulations que numJoints %1</translation>
    </message>
    <message>
        <source>a mesh before the joints</source>
        <translation>un maillage avant les articulations</translation>
    </message>
    <message>
        <source>a second numverts</source>
        <translation>un second numverts</translation>
    </message>
    <message>
        <source>vert before numverts</source>
        <translation>vert avant numverts</translation>
    </message>
    <message>
        <source>more vertices than numverts %1</source>
        <translation>plus de sommets que numverts %1</translation>
    </message>
    <message>
        <source>vertex %1: weights %2 to %3 (a vertex needs at least one)</source>
        <translation>sommet %1 : poids %2 à %3 (un sommet en demande au moins un)</translation>
    </message>
    <message>
        <source>a second numtris</source>
        <translation>un second numtris</translation>
    </message>
    <message>
        <source>tri before numtris</source>
        <translation>tri avant numtris</translation>
    </message>
    <message>
        <source>more triangles than numtris %1</source>
        <translation>plus de triangles que numtris %1</translation>
    </message>
    <message>
        <source>triangle %1: vertex %2 of %3</source>
        <translation>triangle %1 : sommet %2 sur %3</translation>
    </message>
    <message>
        <source>a second numweights</source>
        <translation>un second numweights</translation>
    </message>
    <message>
        <source>weight before numweights</source>
        <translation>weight avant numweights</translation>
    </message>
    <message>
        <source>more weights than numweights %1</source>
        <translation>plus de poids que numweights %1</translation>
    </message>
    <message>
        <source>weight %1: joint %2 of %3</source>
        <translation>poids %1 : articulation %2 sur %3</translation>
    </message>
    <message>
        <source>the mesh has no closing &quot;}&quot;</source>
        <translation>le maillage n’a pas de « } » fermante</translation>
    </message>
    <message>
        <source>a mesh keyword expected</source>
        <translation>un mot-clé de maillage attendu</translation>
    </message>
    <message>
        <source>unknown mesh keyword &quot;%1&quot;</source>
        <translation>mot-clé de maillage inconnu « %1 »</translation>
    </message>
    <message>
        <source>the mesh ends with %1 of %2 vertices, %3 of %4 triangles and %5 of %6 weights</source>
        <translation>le maillage se termine avec %1 sommets sur %2, %3 triangles sur %4 et %5 poids sur %6</translation>
    </message>
    <message>
        <source>vertex %1: weights %2 to %3 of %4</source>
        <translation>sommet %1 : poids %2 à %3 sur %4</translation>
    </message>
    <message>
        <source>the meshes take more memory than a file of this size may</source>
        <translation>les maillages prennent plus de mémoire que ne le permet un fichier de cette taille</translation>
    </message>
    <message>
        <source>no joints block</source>
        <translation>pas de bloc joints</translation>
    </message>
    <message>
        <source>not an MD5 animation (.md5anim)</source>
        <translation>pas une animation MD5 (.md5anim)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is MD5 version 6 (Doom 3&apos;s alpha), which no released engine reads</source>
        <translation>« %1 » est en MD5 version 6 (l’alpha de Doom 3), qu’aucun moteur publié ne lit</translation>
    </message>
    <message>
        <source>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 reads the first %1)</source>
        <translation>numMeshes indique %1, blocs de maillage trouvés : %2 (tous lus, comme les moteurs Cube 2 les lisent ; Doom 3 lit les %1 premiers)</translation>
    </message>
    <message>
        <source>numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 refuses the file)</source>
        <translation>numMeshes indique %1, blocs de maillage trouvés : %2 (tous lus, comme les moteurs Cube 2 les lisent ; Doom 3 refuse le fichier)</translation>
    </message>
</context>
<context>
    <name>Md5Writer</name>
    <message>
        <source>animation &quot;%1&quot; resampled at %2 frames per second</source>
        <translation>animation « %1 » rééchantillonnée à %2 images par seconde</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: morph target weights left out</source>
        <translation>animation « %1 » : poids des cibles de morphing omis</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot;: joint scale left out</source>
        <translation>animation « %1 » : échelle des articulations omise</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; was written as &quot;%2&quot;: MD5 names cannot hold quotes or line breaks</source>
        <translation>le nom « %1 » a été écrit « %2 » : les noms MD5 ne peuvent contenir ni guillemets ni sauts de ligne</translation>
    </message>
    <message>
        <source>joint scale left out: MD5 joints have none</source>
        <translation>échelle des articulations omise : les articulations MD5 n’en ont pas</translation>
    </message>
    <message>
        <source>vertices without weights are bound to an added joint &quot;%1&quot;</source>
        <translation>les sommets sans poids sont liés à une articulation ajoutée « %1 »</translation>
    </message>
    <message>
        <source>morph targets left out: MD5 cannot hold them</source>
        <translation>cibles de morphing omises : MD5 ne peut pas les contenir</translation>
    </message>
    <message numerus="yes">
        <source>normals left out: MD5 stores none, and the engine derives them from the triangles&apos; winding; %n vertex normal(s) of the model differ from those and are lost</source>
        <translation>
            <numerusform>normales omises : MD5 n’en enregistre pas, le moteur les déduit du sens des triangles ; %n normale du modèle en diffère et est perdue</numerusform>
            <numerusform>normales omises : MD5 n’en enregistre pas, le moteur les déduit du sens des triangles ; %n normales du modèle en diffèrent et sont perdues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) written anew from the edited clip; every other line as stored</source>
        <translation>
            <numerusform>%1 : %n ligne réécrite à partir du clip modifié ; toute autre ligne telle qu’enregistrée</numerusform>
            <numerusform>%1 : %n lignes réécrites à partir du clip modifié ; toute autre ligne telle qu’enregistrée</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeMeshesCommand</name>
    <message>
        <source>Merge Meshes</source>
        <translation>Fusionner les maillages</translation>
    </message>
</context>
<context>
    <name>MergeVerticesCommand</name>
    <message>
        <source>Merge Vertices</source>
        <translation>Fusionner les sommets</translation>
    </message>
</context>
<context>
    <name>Mesh</name>
    <message>
        <source>%1 normals for %2 vertices</source>
        <translation>%1 normales pour %2 sommets</translation>
    </message>
    <message>
        <source>%1 tangents for %2 vertices</source>
        <translation>%1 tangentes pour %2 sommets</translation>
    </message>
    <message>
        <source>%1 bitangents for %2 vertices</source>
        <translation>%1 bitangentes pour %2 sommets</translation>
    </message>
    <message>
        <source>%1 colors for %2 vertices</source>
        <translation>%1 couleurs pour %2 sommets</translation>
    </message>
    <message>
        <source>%1 texture coordinates for %2 vertices</source>
        <translation>%1 coordonnées de texture pour %2 sommets</translation>
    </message>
    <message>
        <source>blend data does not match %1 vertices</source>
        <translation>les données de mélange ne correspondent pas aux %1 sommets</translation>
    </message>
    <message>
        <source>custom attribute %1 does not match %2 vertices</source>
        <translation>l’attribut personnalisé %1 ne correspond pas aux %2 sommets</translation>
    </message>
    <message>
        <source>triangle %1 uses vertex %2 of %3</source>
        <translation>le triangle %1 utilise le sommet %2 sur %3</translation>
    </message>
</context>
<context>
    <name>MirrorCommand</name>
    <message>
        <source>Mirror</source>
        <translation>Symétrie</translation>
    </message>
</context>
<context>
    <name>MoveCurveKeyCommand</name>
    <message>
        <source>Move Curve Key</source>
        <translation>Déplacer une clé de courbe</translation>
    </message>
</context>
<context>
    <name>MoveJointCommand</name>
    <message>
        <source>Move Joint</source>
        <translation>Déplacer l’articulation</translation>
    </message>
    <message>
        <source>Move Joint &quot;%1&quot;</source>
        <translation>Déplacer l’articulation « %1 »</translation>
    </message>
</context>
<context>
    <name>NormalizeWeightsCommand</name>
    <message>
        <source>Normalize Weights</source>
        <translation>Normaliser les poids</translation>
    </message>
</context>
<context>
    <name>PasteKeysCommand</name>
    <message>
        <source>Paste Keys</source>
        <translation>Coller les clés</translation>
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
        <translation>le fichier ne contient aucun modèle</translation>
    </message>
    <message>
        <source>expected &apos;model&apos;, found %1</source>
        <translation>« model » attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; after %2, found %3</source>
        <translation>« %1 » attendu après %2, %3 trouvé</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>nombre attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>malformed number %1</source>
        <translation>nombre mal formé %1</translation>
    </message>
    <message>
        <source>number %1 is too large</source>
        <translation>le nombre %1 est trop grand</translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found fewer</source>
        <translation>
            <numerusform>%1() prend %n nombre, moins trouvés</numerusform>
            <numerusform>%1() prend %n nombres, moins trouvés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1() takes %n number(s), found more</source>
        <translation>
            <numerusform>%1() prend %n nombre, plus trouvés</numerusform>
            <numerusform>%1() prend %n nombres, plus trouvés</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in %2(), found %3</source>
        <translation>« %1 » attendu dans %2(), %3 trouvé</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; in tm(), found %2</source>
        <translation>« %1 » attendu dans tm(), %2 trouvé</translation>
    </message>
    <message>
        <source>surface() needs two whole numbers of at least 1, found %1, %2</source>
        <translation>surface() demande deux nombres entiers d’au moins 1, trouvé %1, %2</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) declares %3 CVs, more than the file can hold</source>
        <translation>surface( %1, %2 ) déclare %3 CV, plus que le fichier ne peut en contenir</translation>
    </message>
    <message>
        <source>the CV list of the surface at line %1 is not closed</source>
        <translation>la liste de CV de la surface à la ligne %1 n’est pas fermée</translation>
    </message>
    <message>
        <source>expected CV( ) or &apos;}&apos; in the surface&apos;s CV list, found %1</source>
        <translation>CV( ) ou « } » attendu dans la liste de CV de la surface, %1 trouvé</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) at line %3 holds more than %4 CVs</source>
        <translation>surface( %1, %2 ) à la ligne %3 contient plus de %4 CV</translation>
    </message>
    <message>
        <source>CV multiplicity must be 0 or 1, found %1</source>
        <translation>la multiplicité de CV doit être 0 ou 1, %1 trouvé</translation>
    </message>
    <message>
        <source>CV multiplicity %1 is beyond the documented 0 or 1; the CV is used %2 times</source>
        <translation>la multiplicité de CV %1 dépasse les valeurs documentées 0 ou 1 ; le CV est utilisé %2 fois</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) needs %3 CVs, found %4</source>
        <translation>surface( %1, %2 ) demande %3 CV, %4 trouvés</translation>
    </message>
    <message>
        <source>the u multiplicity differs from the first CV of its column; the larger one is used</source>
        <translation>la multiplicité u diffère du premier CV de sa colonne ; la plus grande est utilisée</translation>
    </message>
    <message>
        <source>the v multiplicity differs from the first CV of its row; the larger one is used</source>
        <translation>la multiplicité v diffère du premier CV de sa ligne ; la plus grande est utilisée</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close %1(, found %2</source>
        <translation>« ) » attendu pour fermer %1(, %2 trouvé</translation>
    </message>
    <message>
        <source>the model starting at line %1 is not closed</source>
        <translation>le modèle commençant à la ligne %1 n’est pas fermé</translation>
    </message>
    <message>
        <source>expected a function or &apos;}&apos;, found %1</source>
        <translation>fonction ou « } » attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>unknown function %1(); kept as written</source>
        <translation>fonction inconnue %1() ; conservée telle quelle</translation>
    </message>
    <message>
        <source>a model holds one primitive or surface; this one already has one (line %1)</source>
        <translation>un modèle contient une primitive ou une surface ; celui-ci en a déjà une (ligne %1)</translation>
    </message>
    <message>
        <source>%1() takes no parameters</source>
        <translation>%1() ne prend aucun paramètre</translation>
    </message>
    <message>
        <source>CV( ) outside a surface&apos;s CV list</source>
        <translation>CV( ) hors de la liste de CV d’une surface</translation>
    </message>
    <message>
        <source>%1() given twice in one model (first at line %2)</source>
        <translation>%1() donné deux fois dans un modèle (d’abord à la ligne %2)</translation>
    </message>
    <message>
        <source>the model starting at line %1 has no primitive or surface</source>
        <translation>le modèle commençant à la ligne %1 n’a ni primitive ni surface</translation>
    </message>
</context>
<context>
    <name>RecomputeNormalsCommand</name>
    <message>
        <source>Recompute Normals</source>
        <translation>Recalculer les normales</translation>
    </message>
</context>
<context>
    <name>ReloadModelCommand</name>
    <message>
        <source>Reload from Disk</source>
        <translation>Recharger depuis le disque</translation>
    </message>
</context>
<context>
    <name>RemoveAnimationCommand</name>
    <message>
        <source>Delete Clip</source>
        <translation>Supprimer le clip</translation>
    </message>
</context>
<context>
    <name>RemoveJointsCommand</name>
    <message>
        <source>Remove Joints</source>
        <translation>Supprimer les articulations</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Joint(s)</source>
        <translation>
            <numerusform>Supprimer %n articulation</numerusform>
            <numerusform>Supprimer %n articulations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameCommand</name>
    <message>
        <source>Rename to &quot;%1&quot;</source>
        <translation>Renommer en « %1 »</translation>
    </message>
</context>
<context>
    <name>RenameJointsCommand</name>
    <message>
        <source>Rename Joints</source>
        <translation>Renommer les articulations</translation>
    </message>
</context>
<context>
    <name>ReparentJointCommand</name>
    <message>
        <source>Reparent Joint</source>
        <translation>Changer le parent de l’articulation</translation>
    </message>
    <message>
        <source>Reparent &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>Rattacher « %1 » à « %2 »</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(racine)</translation>
    </message>
</context>
<context>
    <name>RetimeKeysCommand</name>
    <message>
        <source>Move Keys</source>
        <translation>Déplacer les clés</translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation>Mettre les clés à l’échelle</translation>
    </message>
</context>
<context>
    <name>RetimeRangeCommand</name>
    <message>
        <source>Retime Range</source>
        <translation>Modifier la durée de la plage</translation>
    </message>
</context>
<context>
    <name>ReverseRangeCommand</name>
    <message>
        <source>Reverse Range</source>
        <translation>Inverser la plage</translation>
    </message>
</context>
<context>
    <name>SceneRenderer</name>
    <message>
        <source>Shader %1 does not compile: %2</source>
        <translation>le shader %1 ne compile pas : %2</translation>
    </message>
    <message>
        <source>Shaders do not link: %1</source>
        <translation>les shaders ne se lient pas : %1</translation>
    </message>
    <message>
        <source>No OpenGL context.</source>
        <translation>Aucun contexte OpenGL.</translation>
    </message>
    <message>
        <source>OpenGL 3.3 core is not available (got %1.%2).</source>
        <translation>OpenGL 3.3 core n’est pas disponible (obtenu %1.%2).</translation>
    </message>
</context>
<context>
    <name>SetAnimationSettingsCommand</name>
    <message>
        <source>Edit Animation &quot;%1&quot;</source>
        <translation>Modifier l’animation « %1 »</translation>
    </message>
</context>
<context>
    <name>SetInterpolationCommand</name>
    <message>
        <source>Set Interpolation</source>
        <translation>Définir l’interpolation</translation>
    </message>
</context>
<context>
    <name>SetJointCommand</name>
    <message>
        <source>Edit Joint &quot;%1&quot;</source>
        <translation>Modifier l’articulation « %1 »</translation>
    </message>
</context>
<context>
    <name>SetJointRotationKeyCommand</name>
    <message>
        <source>Pose Joint</source>
        <translation>Poser l’articulation</translation>
    </message>
    <message>
        <source>Pose %1</source>
        <translation>Poser %1</translation>
    </message>
</context>
<context>
    <name>SetKeyCommand</name>
    <message>
        <source>Set Key</source>
        <translation>Définir une clé</translation>
    </message>
</context>
<context>
    <name>SetMaterialCommand</name>
    <message>
        <source>Edit Material &quot;%1&quot;</source>
        <translation>Modifier le matériau « %1 »</translation>
    </message>
</context>
<context>
    <name>SetMeshMaterialCommand</name>
    <message>
        <source>Set Material</source>
        <translation>Assigner le matériau</translation>
    </message>
</context>
<context>
    <name>SetMorphKeyCommand</name>
    <message>
        <source>Set Morph Key</source>
        <translation>Définir une clé de morphing</translation>
    </message>
</context>
<context>
    <name>SplitAnimationCommand</name>
    <message>
        <source>Split Clip</source>
        <translation>Scinder le clip</translation>
    </message>
</context>
<context>
    <name>SplitMeshCommand</name>
    <message>
        <source>Split Mesh</source>
        <translation>Scinder le maillage</translation>
    </message>
</context>
<context>
    <name>SubdivideCommand</name>
    <message>
        <source>Subdivide</source>
        <translation>Subdiviser</translation>
    </message>
</context>
<context>
    <name>Tessellate</name>
    <message>
        <source>light &quot;%1&quot; has no geometry and is left out</source>
        <translation>la lumière « %1 » n’a pas de géométrie et est omise</translation>
    </message>
    <message>
        <source>curve &quot;%1&quot; has no surface and is left out</source>
        <translation>la courbe « %1 » n’a pas de surface et est omise</translation>
    </message>
    <message>
        <source>shape &quot;%1&quot; gives no triangles and is left out</source>
        <translation>la forme « %1 » ne donne aucun triangle et est omise</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>the model has no animation to write</source>
        <translation>le modèle n’a aucune animation à écrire</translation>
    </message>
    <message>
        <source>only the first of %1 animations written: a .md5anim holds one</source>
        <translation>seule la première des %1 animations est écrite : un .md5anim en contient une</translation>
    </message>
    <message>
        <source>the block of mesh %1 written anew from the edited mesh (its own spacing and number formatting are not kept); the rest of %2 as stored</source>
        <translation>le bloc du maillage %1 est réécrit à partir du maillage modifié (ses propres espacements et sa mise en forme des nombres ne sont pas conservés) ; le reste de %2 tel qu’enregistré</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) written anew from the edited model (%2 joints, %3 weights, %4 other lines); every other line as stored</source>
        <translation>
            <numerusform>%1 : %n ligne réécrite à partir du modèle modifié (%2 articulations, %3 poids, %4 autres lignes) ; toute autre ligne telle qu’enregistrée</numerusform>
            <numerusform>%1 : %n lignes réécrites à partir du modèle modifié (%2 articulations, %3 poids, %4 autres lignes) ; toute autre ligne telle qu’enregistrée</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineRows</name>
    <message>
        <source>All keys</source>
        <translation>Toutes les clés</translation>
    </message>
    <message>
        <source>joint %1</source>
        <translation>articulation %1</translation>
    </message>
    <message>
        <source>mesh %1 / target %2</source>
        <translation>maillage %1 / cible %2</translation>
    </message>
</context>
<context>
    <name>TransformVerticesCommand</name>
    <message>
        <source>Transform Vertices</source>
        <translation>Transformer les sommets</translation>
    </message>
</context>
<context>
    <name>TrimAnimationCommand</name>
    <message>
        <source>Trim Clip</source>
        <translation>Rogner le clip</translation>
    </message>
</context>
<context>
    <name>UnweldVerticesCommand</name>
    <message>
        <source>Unweld Vertices</source>
        <translation>Dissocier les sommets</translation>
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
        <translation>Face</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Dessus</translation>
    </message>
</context>
<context>
    <name>WeldVerticesCommand</name>
    <message>
        <source>Weld Vertices</source>
        <translation>Souder les sommets</translation>
    </message>
    <message>
        <source>Weld Vertices by Position</source>
        <translation>Souder les sommets par position</translation>
    </message>
</context>
<context>
    <name>XmfMesh</name>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has more &lt;TEXCOORD&gt; elements</source>
        <translation>NUMTEXCOORDS=&quot;%1&quot; mais le sommet a plus d’éléments &lt;TEXCOORD&gt;</translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has more &lt;INFLUENCE&gt; elements</source>
        <translation>NUMINFLUENCES=&quot;%1&quot; mais le sommet a plus d’éléments &lt;INFLUENCE&gt;</translation>
    </message>
    <message>
        <source>influence ID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>l’ID d’influence %1 n’est pas un os du squelette (0 à %2)</translation>
    </message>
    <message>
        <source>influence ID %1 is negative</source>
        <translation>l’ID d’influence %1 est négatif</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;VERTEX&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;VERTEX&gt;</translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; needs a &lt;POS&gt; and a &lt;NORM&gt;</source>
        <translation>&lt;VERTEX&gt; demande un &lt;POS&gt; et un &lt;NORM&gt;</translation>
    </message>
    <message>
        <source>&lt;VERTEX&gt; has more than one &lt;POS&gt; or &lt;NORM&gt;</source>
        <translation>&lt;VERTEX&gt; a plus d’un &lt;POS&gt; ou &lt;NORM&gt;</translation>
    </message>
    <message>
        <source>NUMTEXCOORDS=&quot;%1&quot; but the vertex has %2 &lt;TEXCOORD&gt; elements</source>
        <translation>NUMTEXCOORDS=&quot;%1&quot; mais le sommet a %2 éléments &lt;TEXCOORD&gt;</translation>
    </message>
    <message>
        <source>NUMINFLUENCES=&quot;%1&quot; but the vertex has %2 &lt;INFLUENCE&gt; elements</source>
        <translation>NUMINFLUENCES=&quot;%1&quot; mais le sommet a %2 éléments &lt;INFLUENCE&gt;</translation>
    </message>
    <message>
        <source>the submesh has springs but the vertex has no &lt;PHYSIQUE&gt;</source>
        <translation>le sous-maillage a des ressorts mais le sommet n’a pas de &lt;PHYSIQUE&gt;</translation>
    </message>
    <message>
        <source>%1 influence slots for each of %2 vertices: more than the file can hold</source>
        <translation>%1 emplacements d’influence pour chacun des %2 sommets : plus que le fichier ne peut en contenir</translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has more &lt;FACE&gt; elements</source>
        <translation>NUMFACES=&quot;%1&quot; mais le sous-maillage a plus d’éléments &lt;FACE&gt;</translation>
    </message>
    <message>
        <source>face vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>le sommet de face %1 est hors limites (le sous-maillage a %2 sommets)</translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has more &lt;SPRING&gt; elements</source>
        <translation>NUMSPRINGS=&quot;%1&quot; mais le sous-maillage a plus d’éléments &lt;SPRING&gt;</translation>
    </message>
    <message>
        <source>spring vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>le sommet de ressort %1 est hors limites (le sous-maillage a %2 sommets)</translation>
    </message>
    <message>
        <source>blend vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>le sommet de mélange %1 est hors limites (le sous-maillage a %2 sommets)</translation>
    </message>
    <message>
        <source>blend vertex %1 is not in increasing order</source>
        <translation>le sommet de mélange %1 n’est pas en ordre croissant</translation>
    </message>
    <message>
        <source>unexpected &lt;%1&gt; in &lt;BLENDVERTEX&gt;</source>
        <translation>&lt;%1&gt; inattendu dans &lt;BLENDVERTEX&gt;</translation>
    </message>
    <message>
        <source>NUMBLENDVERTS=&quot;%1&quot; but the morph has %2 &lt;BLENDVERTEX&gt; elements</source>
        <translation>NUMBLENDVERTS=&quot;%1&quot; mais le morph a %2 éléments &lt;BLENDVERTEX&gt;</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SUBMESH&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;SUBMESH&gt;</translation>
    </message>
    <message>
        <source>NUMFACES=&quot;%1&quot; but the submesh has %2 &lt;FACE&gt; elements</source>
        <translation>NUMFACES=&quot;%1&quot; mais le sous-maillage a %2 éléments &lt;FACE&gt;</translation>
    </message>
    <message>
        <source>NUMSPRINGS=&quot;%1&quot; but the submesh has %2 &lt;SPRING&gt; elements</source>
        <translation>NUMSPRINGS=&quot;%1&quot; mais le sous-maillage a %2 éléments &lt;SPRING&gt;</translation>
    </message>
    <message>
        <source>NUMMORPHS=&quot;%1&quot; but the submesh has %2 &lt;MORPH&gt; elements</source>
        <translation>NUMMORPHS=&quot;%1&quot; mais le sous-maillage a %2 éléments &lt;MORPH&gt;</translation>
    </message>
</context>
<context>
    <name>quarry</name>
    <message>
        <source>warning: </source>
        <translation>avertissement : </translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>Print what a model file holds.</source>
        <translation>Affiche le contenu d’un fichier de modèle.</translation>
    </message>
    <message>
        <source>The info subcommand.</source>
        <translation>La sous-commande info.</translation>
    </message>
    <message>
        <source>The model file.</source>
        <translation>Le fichier de modèle.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Affiche du JSON au lieu de texte.</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>erreur : </translation>
    </message>
    <message>
        <source>error: --%1 takes a positive number, not &quot;%2&quot;</source>
        <translation>erreur : --%1 prend un nombre positif, pas « %2 »</translation>
    </message>
    <message>
        <source>error: give --scale or --height, not both</source>
        <translation>erreur : donnez --scale ou --height, pas les deux</translation>
    </message>
    <message>
        <source>error: --up takes z or y</source>
        <translation>erreur : --up prend z ou y</translation>
    </message>
    <message>
        <source>The convert subcommand.</source>
        <translation>La sous-commande convert.</translation>
    </message>
    <message>
        <source>The model to read.</source>
        <translation>Le modèle à lire.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Le fichier à écrire.</translation>
    </message>
    <message>
        <source>Output format id, where the extension does not say.</source>
        <translation>Identifiant du format de sortie, quand l’extension ne le dit pas.</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>Resample every animation to this frame rate.</source>
        <translation>Rééchantillonne chaque animation à cette fréquence d’images.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Multiply every length by this factor.</source>
        <translation>Multiplie chaque longueur par ce facteur.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Scale so the model stands this tall (bind pose, Z extent).</source>
        <translation>Met à l’échelle pour que le modèle ait cette hauteur (pose de repos, étendue en Z).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>axe</translation>
    </message>
    <message>
        <source>Keep at most N weights per vertex (largest, renormalized).</source>
        <translation>Garde au plus N poids par sommet (les plus grands, renormalisés).</translation>
    </message>
    <message>
        <source>error: %1: Quarry cannot write this format</source>
        <translation>erreur : %1 : Quarry ne sait pas écrire ce format</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>erreur : %1 : %2</translation>
    </message>
    <message>
        <source>Model files to open in the editor.</source>
        <translation>Fichiers de modèle à ouvrir dans l’éditeur.</translation>
    </message>
    <message>
        <source>[FILE...]</source>
        <translation>[FICHIER...]</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>impossible d’ouvrir : %1</translation>
    </message>
    <message>
        <source>could not read the whole file: %1</source>
        <translation>impossible de lire tout le fichier : %1</translation>
    </message>
    <message>
        <source>Quarry cannot write this format</source>
        <translation>Quarry ne sait pas écrire ce format</translation>
    </message>
    <message>
        <source>All models (%1)</source>
        <translation>Tous les modèles (%1)</translation>
    </message>
    <message>
        <source>Meshes: %1 (%2 vertices, %3 triangles)
</source>
        <translation>Maillages : %1 (%2 sommets, %3 triangles)
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 vertices, %3 triangles, material &quot;%4&quot;
</source>
        <translation>  « %1 » : %2 sommets, %3 triangles, matériau « %4 »
</translation>
    </message>
    <message>
        <source>Materials: %1
</source>
        <translation>Matériaux : %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;%2
</source>
        <translation>  « %1 »%2
</translation>
    </message>
    <message>
        <source>Joints: %1
</source>
        <translation>Articulations : %1
</translation>
    </message>
    <message>
        <source>  %1 &quot;%2&quot; parent %3
</source>
        <translation>  %1 « %2 » parent %3
</translation>
    </message>
    <message>
        <source>Animations: %1
</source>
        <translation>Animations : %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2 frames at %3 fps, %4
</source>
        <translation>  « %1 » : %2 images à %3 i/s, %4
</translation>
    </message>
    <message>
        <source>looping</source>
        <translation>en boucle</translation>
    </message>
    <message>
        <source>not looping</source>
        <translation>sans boucle</translation>
    </message>
    <message>
        <source>Shapes: %1
</source>
        <translation>Formes : %1
</translation>
    </message>
    <message>
        <source>  &quot;%1&quot;: %2
</source>
        <translation>  « %1 » : %2
</translation>
    </message>
    <message>
        <source>the model has no height to scale to %1</source>
        <translation>le modèle n’a pas de hauteur à mettre à l’échelle %1</translation>
    </message>
    <message>
        <source>scaled by %1 to a height of %2</source>
        <translation>mis à l’échelle par %1 à une hauteur de %2</translation>
    </message>
    <message>
        <source>%1 vertices had more than %2 influences: kept the largest, renormalized</source>
        <translation>%1 sommets avaient plus de %2 influences : les plus grandes gardées, renormalisées</translation>
    </message>
    <message>
        <source>Merge identical vertices of formats imported through Assimp.</source>
        <translation>Fusionne les sommets identiques des formats importés par Assimp.</translation>
    </message>
    <message>
        <source>error: --smooth-normals takes an angle from 0 to 180 degrees</source>
        <translation>erreur : --smooth-normals prend un angle de 0 à 180 degrés</translation>
    </message>
    <message>
        <source>Convert a model file to another format, chosen by the output&apos;s extension.
An .xmf output gets its skeleton, animations and materials written beside it (BASE.xsf, BASE_ANIMATION.xaf, BASE_N.xrf).</source>
        <translation>Convertit un fichier de modèle dans un autre format, choisi d’après l’extension de la sortie.
Une sortie .xmf reçoit son squelette, ses animations et ses matériaux écrits à côté (BASE.xsf, BASE_ANIMATION.xaf, BASE_N.xrf).</translation>
    </message>
    <message>
        <source>Merge vertices that agree in every attribute.</source>
        <translation>Fusionne les sommets identiques dans chaque attribut.</translation>
    </message>
    <message>
        <source>Point every normal the other way.</source>
        <translation>Inverse le sens de chaque normale.</translation>
    </message>
    <message>
        <source>Recompute normals, smoothing where faces meet at most this angle.</source>
        <translation>Recalcule les normales, lissées là où les faces se rejoignent sous cet angle au plus.</translation>
    </message>
    <message>
        <source>degrees</source>
        <translation>degrés</translation>
    </message>
    <message>
        <source>Recompute normals by the IQE smoothing groups.</source>
        <translation>Recalcule les normales d’après les groupes de lissage IQE.</translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one.</source>
        <translation>Met à l’échelle les poids de chaque sommet pour que leur somme fasse un.</translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to.</source>
        <translation>Supprime les articulations auxquelles aucun sommet n’est pondéré.</translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0.</source>
        <translation>Déplace le modèle pour que son point le plus bas soit à Z = 0.</translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis.</source>
        <translation>Déplace le modèle pour qu’il soit centré sur l’axe Z.</translation>
    </message>
    <message>
        <source>Keep only the file names of texture paths.</source>
        <translation>Ne garde que les noms de fichier des chemins de texture.</translation>
    </message>
    <message>
        <source>Change texture paths&apos; extension (e.g. png).</source>
        <translation>Change l’extension des chemins de texture (par ex. png).</translation>
    </message>
    <message>
        <source>ext</source>
        <translation>ext</translation>
    </message>
    <message>
        <source>Print what validation finds in the converted model.</source>
        <translation>Affiche ce que la validation trouve dans le modèle converti.</translation>
    </message>
    <message>
        <source>Also write OUTPUT.framegroups, the clip ranges DarkPlaces-family engines read.</source>
        <translation>Écrit aussi SORTIE.framegroups, les plages de clips que lisent les moteurs de la famille DarkPlaces.</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>avertissement : %1 : %2</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>vérification : </translation>
    </message>
    <message>
        <source>Render one frame of a model to a PNG image (needs OpenGL 3.3; without a display, run under xvfb-run).</source>
        <translation>Rend une image d’un modèle dans un fichier PNG (demande OpenGL 3.3 ; sans affichage, lancer sous xvfb-run).</translation>
    </message>
    <message>
        <source>The render subcommand.</source>
        <translation>La sous-commande render.</translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation>Le fichier PNG à écrire.</translation>
    </message>
    <message>
        <source>Frame of the animation to show (default 0).</source>
        <translation>Image de l’animation à afficher (0 par défaut).</translation>
    </message>
    <message>
        <source>Animation by name (default: the first one).</source>
        <translation>Animation par son nom (par défaut : la première).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Show the bind pose instead of an animation.</source>
        <translation>Affiche la pose de repos au lieu d’une animation.</translation>
    </message>
    <message>
        <source>Image size (default 640x480).</source>
        <translation>Taille de l’image (640x480 par défaut).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>front, side, top or perspective (default).</source>
        <translation>front, side, top ou perspective (par défaut).</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vue</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>The model&apos;s up axis, z (default) or y.</source>
        <translation>L’axe vertical du modèle, z (par défaut) ou y.</translation>
    </message>
    <message>
        <source>Leave out the ground grid.</source>
        <translation>Omet la grille du sol.</translation>
    </message>
    <message>
        <source>Leave out the joints.</source>
        <translation>Omet les articulations.</translation>
    </message>
    <message>
        <source>error: --size takes WxH between 1x1 and 16384x16384, not &quot;%1&quot;</source>
        <translation>erreur : --size prend LxH entre 1x1 et 16384x16384, pas « %1 »</translation>
    </message>
    <message>
        <source>error: --view takes front, side, top or perspective</source>
        <translation>erreur : --view prend front, side, top ou perspective</translation>
    </message>
    <message>
        <source>error: --mode takes shaded, textured, wireframe, colors or uv</source>
        <translation>erreur : --mode prend shaded, textured, wireframe, colors ou uv</translation>
    </message>
    <message>
        <source>error: --frame takes a frame number from 0</source>
        <translation>erreur : --frame prend un numéro d’image à partir de 0</translation>
    </message>
    <message>
        <source>error: %1 has no animation &quot;%2&quot; (it has: %3)</source>
        <translation>erreur : %1 n’a pas d’animation « %2 » (il a : %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>error: animation &quot;%1&quot; has frames 0 to %2, not %3</source>
        <translation>erreur : l’animation « %1 » a les images 0 à %2, pas %3</translation>
    </message>
    <message>
        <source>error: --frame needs an animation; %1 has none</source>
        <translation>erreur : --frame demande une animation ; %1 n’en a aucune</translation>
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
        <translation>Maillage Cal3D XML</translation>
    </message>
    <message>
        <source>Cal3D XML skeleton</source>
        <translation>Squelette Cal3D XML</translation>
    </message>
    <message>
        <source>Cal3D XML animation</source>
        <translation>Animation Cal3D XML</translation>
    </message>
    <message>
        <source>Cal3D XML material</source>
        <translation>Matériau Cal3D XML</translation>
    </message>
    <message>
        <source>Interchange formats (Assimp)</source>
        <translation>Formats d’échange (Assimp)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison donnée</translation>
    </message>
    <message>
        <source>Assimp cannot read this file: %1</source>
        <translation>Assimp ne peut pas lire ce fichier : %1</translation>
    </message>
    <message>
        <source>the scene has no root node</source>
        <translation>la scène n’a pas de nœud racine</translation>
    </message>
    <message>
        <source>the file holds no meshes and no animations</source>
        <translation>le fichier ne contient ni maillage ni animation</translation>
    </message>
    <message>
        <source>Assimp marks the scene as incomplete</source>
        <translation>Assimp marque la scène comme incomplète</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: %2</source>
        <translation>maillage « %1 » : %2</translation>
    </message>
    <message>
        <source>the file holds no triangles and no animations</source>
        <translation>le fichier ne contient ni triangle ni animation</translation>
    </message>
    <message>
        <source>cameras and lights are not imported</source>
        <translation>les caméras et les lumières ne sont pas importées</translation>
    </message>
    <message>
        <source>the skeleton has a joint whose parent comes after it</source>
        <translation>le squelette a une articulation dont le parent vient après elle</translation>
    </message>
    <message>
        <source>mesh %1 (%2): %3</source>
        <translation>maillage %1 (%2) : %3</translation>
    </message>
    <message>
        <source>mesh %1 (%2): IQM has no morph targets; %3 are not written</source>
        <translation>maillage %1 (%2) : IQM n’a pas de cibles de morph ; %3 ne sont pas écrites</translation>
    </message>
    <message>
        <source>IQM has no shapes; %1 are not written</source>
        <translation>IQM n’a pas de formes ; %1 ne sont pas écrites</translation>
    </message>
    <message>
        <source>the model has no joints; its %1 animations are not written</source>
        <translation>le modèle n’a pas d’articulations ; ses %1 animations ne sont pas écrites</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; was resampled at %2 frames per second</source>
        <translation>l’animation « %1 » a été rééchantillonnée à %2 images par seconde</translation>
    </message>
    <message>
        <source>custom array &quot;%1&quot; differs in format between meshes; the first mesh&apos;s is used</source>
        <translation>le tableau personnalisé « %1 » diffère de format d’un maillage à l’autre ; celui du premier maillage est utilisé</translation>
    </message>
    <message>
        <source>the model is too large for an IQM file</source>
        <translation>le modèle est trop grand pour un fichier IQM</translation>
    </message>
    <message>
        <source>IQM cannot index %1 joints</source>
        <translation>IQM ne peut pas indexer %1 articulations</translation>
    </message>
    <message>
        <source>mesh %1 (%2): vertex %3 is bound to joint %4, but there are %5 joints</source>
        <translation>maillage %1 (%2) : le sommet %3 est lié à l’articulation %4, mais il y a %5 articulations</translation>
    </message>
    <message>
        <source>this is a Qt translation file (compiled Qt Linguist messages), not a QuickModel</source>
        <translation>c’est un fichier de traduction Qt (messages Qt Linguist compilés), pas un QuickModel</translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;model&apos;, found %2</source>
        <translation>pas un QuickModel : ligne %1 : « model » attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>not a QuickModel: line %1: expected &apos;{&apos; after model, found %2</source>
        <translation>pas un QuickModel : ligne %1 : « { » attendu après model, %2 trouvé</translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation>un nombre n’est pas fini</translation>
    </message>
    <message>
        <source>surface( %1, %2 ) has %3 CVs</source>
        <translation>surface( %1, %2 ) a %3 CV</translation>
    </message>
    <message numerus="yes">
        <source>meshes are written as %n flat patch(es), one per triangle or quad; normals, texture coordinates and texture maps are not kept</source>
        <translation>
            <numerusform>les maillages sont écrits en %n carreau plat, un par triangle ou quadrilatère ; les normales, coordonnées de texture et textures ne sont pas conservées</numerusform>
            <numerusform>les maillages sont écrits en %n carreaux plats, un par triangle ou quadrilatère ; les normales, coordonnées de texture et textures ne sont pas conservées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) with indexes out of range were skipped</source>
        <translation>
            <numerusform>%n triangle avec des indices hors limites a été ignoré</numerusform>
            <numerusform>%n triangles avec des indices hors limites ont été ignorés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the skeleton (%n joint(s)) is dropped: QuickModel has no skeletons</source>
        <translation>
            <numerusform>le squelette (%n articulation) est abandonné : QuickModel n’a pas de squelettes</numerusform>
            <numerusform>le squelette (%n articulations) est abandonné : QuickModel n’a pas de squelettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animation(s) dropped: QuickModel has no animations</source>
        <translation>
            <numerusform>%n animation abandonnée : QuickModel n’a pas d’animations</numerusform>
            <numerusform>%n animations abandonnées : QuickModel n’a pas d’animations</numerusform>
        </translation>
    </message>
    <message>
        <source>the model has no shapes or meshes to write as a QuickModel</source>
        <translation>le modèle n’a ni formes ni maillages à écrire en QuickModel</translation>
    </message>
    <message>
        <source>shape %1 (&quot;%2&quot;): %3</source>
        <translation>forme %1 (« %2 ») : %3</translation>
    </message>
    <message>
        <source>DURATION must not be negative</source>
        <translation>DURATION ne doit pas être négatif</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;ANIMATION&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;ANIMATION&gt;</translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has more &lt;TRACK&gt; elements</source>
        <translation>NUMTRACKS=&quot;%1&quot; mais l’animation a plus d’éléments &lt;TRACK&gt;</translation>
    </message>
    <message>
        <source>track BONEID %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>le BONEID de piste %1 n’est pas un os du squelette (0 à %2)</translation>
    </message>
    <message>
        <source>a second track for bone %1</source>
        <translation>une seconde piste pour l’os %1</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;TRACK&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;TRACK&gt;</translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has more &lt;KEYFRAME&gt; elements</source>
        <translation>NUMKEYFRAMES=&quot;%1&quot; mais la piste a plus d’éléments &lt;KEYFRAME&gt;</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;KEYFRAME&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;KEYFRAME&gt;</translation>
    </message>
    <message>
        <source>&lt;KEYFRAME&gt; has no &lt;ROTATION&gt;</source>
        <translation>&lt;KEYFRAME&gt; n’a pas de &lt;ROTATION&gt;</translation>
    </message>
    <message>
        <source>NUMKEYFRAMES=&quot;%1&quot; but the track has %2 &lt;KEYFRAME&gt; elements</source>
        <translation>NUMKEYFRAMES=&quot;%1&quot; mais la piste a %2 éléments &lt;KEYFRAME&gt;</translation>
    </message>
    <message>
        <source>NUMTRACKS=&quot;%1&quot; but the animation has %2 &lt;TRACK&gt; elements</source>
        <translation>NUMTRACKS=&quot;%1&quot; mais l’animation a %2 éléments &lt;TRACK&gt;</translation>
    </message>
    <message>
        <source>keyframes were not in time order: sorted</source>
        <translation>les images clés n’étaient pas dans l’ordre chronologique : triées</translation>
    </message>
    <message>
        <source>the model has no animation to write</source>
        <translation>le modèle n’a aucune animation à écrire</translation>
    </message>
    <message>
        <source>a track refers to joint %1, which the skeleton does not have</source>
        <translation>une piste désigne l’articulation %1, que le squelette n’a pas</translation>
    </message>
    <message>
        <source>XAF keys have no scale: scale keys were not written</source>
        <translation>les clés XAF n’ont pas d’échelle : les clés d’échelle n’ont pas été écrites</translation>
    </message>
    <message>
        <source>a second skeleton (the first is %1)</source>
        <translation>un second squelette (le premier est %1)</translation>
    </message>
    <message>
        <source>not a skeleton (.xsf), animation (.xaf) or material (.xrf) file</source>
        <translation>pas un fichier de squelette (.xsf), d’animation (.xaf) ni de matériau (.xrf)</translation>
    </message>
    <message>
        <source>an animation needs its skeleton: give the .xsf file too</source>
        <translation>une animation demande son squelette : donnez aussi le fichier .xsf</translation>
    </message>
    <message>
        <source>%1 refers to material %2, but %3 materials were given</source>
        <translation>%1 désigne le matériau %2, mais %3 matériaux ont été donnés</translation>
    </message>
    <message>
        <source>the model has no skeleton to write</source>
        <translation>le modèle n’a aucun squelette à écrire</translation>
    </message>
    <message>
        <source>an XAF animation needs its skeleton: give the .xsf file (quarry: --skeleton FILE)</source>
        <translation>une animation XAF demande son squelette : donnez le fichier .xsf (quarry : --skeleton FICHIER)</translation>
    </message>
    <message>
        <source>took the skeleton from %1</source>
        <translation>squelette pris dans %1</translation>
    </message>
    <message>
        <source>an XAF file holds one animation: only &quot;%1&quot; was written</source>
        <translation>un fichier XAF contient une seule animation : seule « %1 » a été écrite</translation>
    </message>
    <message>
        <source>an XRF file holds one material: only &quot;%1&quot; was written</source>
        <translation>un fichier XRF contient un seul matériau : seul « %1 » a été écrit</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MESH&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;MESH&gt;</translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has more &lt;SUBMESH&gt; elements</source>
        <translation>NUMSUBMESH=&quot;%1&quot; mais le maillage a plus d’éléments &lt;SUBMESH&gt;</translation>
    </message>
    <message>
        <source>NUMSUBMESH=&quot;%1&quot; but the mesh has %2 &lt;SUBMESH&gt; elements</source>
        <translation>NUMSUBMESH=&quot;%1&quot; mais le maillage a %2 éléments &lt;SUBMESH&gt;</translation>
    </message>
    <message>
        <source>XMF has no tangents: they were not written</source>
        <translation>XMF n’a pas de tangentes : elles n’ont pas été écrites</translation>
    </message>
    <message>
        <source>XMF vertex colors have no alpha: it was not written</source>
        <translation>les couleurs de sommet XMF n’ont pas d’alpha : il n’a pas été écrit</translation>
    </message>
    <message>
        <source>&lt;%1&gt; components must be 0 to 255</source>
        <translation>les composantes de &lt;%1&gt; doivent être entre 0 et 255</translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has more &lt;MAP&gt; elements</source>
        <translation>NUMMAPS=&quot;%1&quot; mais le matériau a plus d’éléments &lt;MAP&gt;</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;MATERIAL&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;MATERIAL&gt;</translation>
    </message>
    <message>
        <source>NUMMAPS=&quot;%1&quot; but the material has %2 &lt;MAP&gt; elements</source>
        <translation>NUMMAPS=&quot;%1&quot; mais le matériau a %2 éléments &lt;MAP&gt;</translation>
    </message>
    <message>
        <source>&lt;MATERIAL&gt; needs AMBIENT, DIFFUSE, SPECULAR and SHININESS</source>
        <translation>&lt;MATERIAL&gt; demande AMBIENT, DIFFUSE, SPECULAR et SHININESS</translation>
    </message>
    <message>
        <source>the model has no material to write</source>
        <translation>le modèle n’a aucun matériau à écrire</translation>
    </message>
    <message>
        <source>PARENTID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>PARENTID %1 n’est pas un os de ce squelette (0 à %2)</translation>
    </message>
    <message>
        <source>CHILDID %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>CHILDID %1 n’est pas un os de ce squelette (0 à %2)</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;BONE&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;BONE&gt;</translation>
    </message>
    <message>
        <source>&lt;BONE&gt; needs TRANSLATION, ROTATION and PARENTID</source>
        <translation>&lt;BONE&gt; demande TRANSLATION, ROTATION et PARENTID</translation>
    </message>
    <message>
        <source>&lt;BONE&gt; has only one of LOCALTRANSLATION and LOCALROTATION</source>
        <translation>&lt;BONE&gt; n’a qu’un seul de LOCALTRANSLATION et LOCALROTATION</translation>
    </message>
    <message>
        <source>NUMCHILDS=&quot;%1&quot; but the bone lists %2 CHILDID elements</source>
        <translation>NUMCHILDS=&quot;%1&quot; mais l’os liste %2 éléments CHILDID</translation>
    </message>
    <message>
        <source>unknown element &lt;%1&gt; in &lt;SKELETON&gt;</source>
        <translation>élément inconnu &lt;%1&gt; dans &lt;SKELETON&gt;</translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has more &lt;BONE&gt; elements</source>
        <translation>NUMBONES=&quot;%1&quot; mais le squelette a plus d’éléments &lt;BONE&gt;</translation>
    </message>
    <message>
        <source>NUMBONES=&quot;%1&quot; but the skeleton has %2 &lt;BONE&gt; elements</source>
        <translation>NUMBONES=&quot;%1&quot; mais le squelette a %2 éléments &lt;BONE&gt;</translation>
    </message>
    <message>
        <source>bone %1 is its own ancestor (PARENTID loop)</source>
        <translation>l’os %1 est son propre ancêtre (boucle de PARENTID)</translation>
    </message>
    <message>
        <source>bones reordered so that parents come before children</source>
        <translation>os réordonnés pour que les parents précèdent les enfants</translation>
    </message>
    <message>
        <source>the skeleton&apos;s joints are not ordered parents first</source>
        <translation>les articulations du squelette ne sont pas ordonnées parents d’abord</translation>
    </message>
    <message>
        <source>XSF bones have no scale: joint scales were not written</source>
        <translation>les os XSF n’ont pas d’échelle : les échelles d’articulation n’ont pas été écrites</translation>
    </message>
    <message>
        <source>welded %1 vertices away</source>
        <translation>%1 sommets soudés et supprimés</translation>
    </message>
    <message>
        <source>normalized the weights of %1 vertices</source>
        <translation>poids de %1 sommets normalisés</translation>
    </message>
    <message>
        <source>removed %1 unused joints</source>
        <translation>%1 articulations inutilisées supprimées</translation>
    </message>
    <message>
        <source>the skeleton has %1 joints; the output format allows at most %2</source>
        <translation>le squelette a %1 articulations ; le format de sortie en permet au plus %2</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>maillage %1</translation>
    </message>
    <message>
        <source>Mesh %1: %2</source>
        <translation>Maillage %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with values that are not numbers</source>
        <translation>
            <numerusform>Maillage %1 : %n sommet avec des valeurs qui ne sont pas des nombres</numerusform>
            <numerusform>Maillage %1 : %n sommets avec des valeurs qui ne sont pas des nombres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n degenerate triangles (repeated corners or no area)</source>
        <translation>
            <numerusform>Maillage %1 : %n triangle dégénéré (coins répétés ou aire nulle)</numerusform>
            <numerusform>Maillage %1 : %n triangles dégénérés (coins répétés ou aire nulle)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices no triangle uses</source>
        <translation>
            <numerusform>Maillage %1 : %n sommet qu’aucun triangle n’utilise</numerusform>
            <numerusform>Maillage %1 : %n sommets qu’aucun triangle n’utilise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices whose weights do not sum to one</source>
        <translation>
            <numerusform>Maillage %1 : %n sommet dont les poids ne font pas un</numerusform>
            <numerusform>Maillage %1 : %n sommets dont les poids ne font pas un</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n vertices with more than %2 influences</source>
        <translation>
            <numerusform>Maillage %1 : %n sommet avec plus de %2 influences</numerusform>
            <numerusform>Maillage %1 : %n sommets avec plus de %2 influences</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joints: more than the %2 that IQM and Quake-family engines take</source>
        <translation>%1 articulations : plus que les %2 qu’acceptent IQM et les moteurs de la famille Quake</translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: texture %2 not found in %3</source>
        <translation>Matériau « %1 » : texture %2 introuvable dans %3</translation>
    </message>
    <message>
        <source>The image size must be between 1x1 and 16384x16384.</source>
        <translation>La taille de l’image doit être entre 1x1 et 16384x16384.</translation>
    </message>
    <message>
        <source>No OpenGL 3.3 context can be made here (an X display with OpenGL is needed; try xvfb-run).</source>
        <translation>Aucun contexte OpenGL 3.3 ne peut être créé ici (un affichage X avec OpenGL est nécessaire ; essayez xvfb-run).</translation>
    </message>
    <message>
        <source>No OpenGL context can be made here (an X display with OpenGL 3.3 is needed; try xvfb-run).</source>
        <translation>Aucun contexte OpenGL ne peut être créé ici (un affichage X avec OpenGL 3.3 est nécessaire ; essayez xvfb-run).</translation>
    </message>
    <message>
        <source>The OpenGL context cannot be made current on an offscreen surface.</source>
        <translation>Le contexte OpenGL ne peut pas être rendu courant sur une surface hors écran.</translation>
    </message>
    <message>
        <source>The framebuffer object cannot be made at this size.</source>
        <translation>L’objet framebuffer ne peut pas être créé à cette taille.</translation>
    </message>
    <message>
        <source>error: %1: cannot create the output folder</source>
        <translation>erreur : %1 : impossible de créer le dossier de sortie</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3 (%4 s)</source>
        <translation>%1 %2 -&gt; %3 (%4 s)</translation>
    </message>
    <message>
        <source>%1 FAILED %2</source>
        <translation>%1 ÉCHEC %2</translation>
    </message>
    <message>
        <source>  warning: </source>
        <translation>  avertissement : </translation>
    </message>
    <message>
        <source>converted %1 of %2 files in %3 s</source>
        <translation>%1 fichiers sur %2 convertis en %3 s</translation>
    </message>
    <message>
        <source>; failed: %1</source>
        <translation> ; échecs : %1</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>remarque : </translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT... --out-dir DIR --to FORMAT [-j N] [--json] [options]</source>
        <translation>usage : quarry convert ENTRÉE... --out-dir DOSSIER --to FORMAT [-j N] [--json] [options]</translation>
    </message>
    <message>
        <source>error: Quarry cannot write the format &quot;%1&quot;</source>
        <translation>erreur : Quarry ne sait pas écrire le format « %1 »</translation>
    </message>
    <message>
        <source>error: -j takes a positive number, not &quot;%1&quot;</source>
        <translation>erreur : -j prend un nombre positif, pas « %1 »</translation>
    </message>
    <message>
        <source>Merge vertices at the same position whatever their normals, texture coordinates and other attributes (the first one&apos;s are kept).</source>
        <translation>Fusionne les sommets à la même position quels que soient leurs normales, coordonnées de texture et autres attributs (ceux du premier sont gardés).</translation>
    </message>
    <message>
        <source>Order triangles and vertices for the GPU&apos;s vertex cache and fetches (meshoptimizer).</source>
        <translation>Ordonne triangles et sommets pour le cache de sommets et les lectures du GPU (meshoptimizer).</translation>
    </message>
    <message>
        <source>Convert every INPUT into this folder (as BASE.EXT of the --to format); XMF meshes find their companions beside them.</source>
        <translation>Convertit chaque ENTRÉE dans ce dossier (en BASE.EXT du format --to) ; les maillages XMF trouvent leurs fichiers compagnons à côté d’eux.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>With --out-dir: files at a time (default: one per core).</source>
        <translation>Avec --out-dir : fichiers traités à la fois (par défaut : un par cœur).</translation>
    </message>
    <message>
        <source>With --out-dir: print a JSON report.</source>
        <translation>Avec --out-dir : affiche un rapport JSON.</translation>
    </message>
    <message>
        <source>usage: quarry script FILE.py [ARGS...]
Runs a Python script with the module quarry importable; sys.argv is [FILE.py, ARGS...].</source>
        <translation>usage : quarry script FICHIER.py [ARGS...]
Exécute un script Python où le module quarry est importable ; sys.argv vaut [FICHIER.py, ARGS...].</translation>
    </message>
    <message>
        <source>print what a model file holds</source>
        <translation>affiche le contenu d’un fichier de modèle</translation>
    </message>
    <message>
        <source>convert between formats, by the output&apos;s extension</source>
        <translation>convertit entre formats, d’après l’extension de la sortie</translation>
    </message>
    <message>
        <source>convert many files into a folder, N at a time</source>
        <translation>convertit de nombreux fichiers dans un dossier, N à la fois</translation>
    </message>
    <message>
        <source>draw one frame to an image (needs OpenGL)</source>
        <translation>dessine une image du modèle dans un fichier (demande OpenGL)</translation>
    </message>
    <message>
        <source>run a Python script with the module quarry</source>
        <translation>exécute un script Python avec le module quarry</translation>
    </message>
    <message>
        <source>error: %1: no such file or subcommand</source>
        <translation>erreur : %1 : ni fichier ni sous-commande de ce nom</translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation>Sous-commandes :</translation>
    </message>
    <message>
        <source>Run &quot;quarry --help&quot; for more.</source>
        <translation>Lancez « quarry --help » pour en savoir plus.</translation>
    </message>
    <message>
        <source>error: the editor needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</source>
        <translation>erreur : l’éditeur demande un affichage, et il n’y en a pas (ni DISPLAY ni WAYLAND_DISPLAY n’est défini).</translation>
    </message>
    <message>
        <source>error: quarry %1 draws with OpenGL and needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY is set).</source>
        <translation>erreur : quarry %1 dessine avec OpenGL et demande un affichage, et il n’y en a pas (ni DISPLAY ni WAYLAND_DISPLAY n’est défini).</translation>
    </message>
    <message>
        <source>These work without one:</source>
        <translation>Celles-ci fonctionnent sans :</translation>
    </message>
    <message>
        <source>On a virtual display (xvfb-run, from the xvfb package):</source>
        <translation>Sur un affichage virtuel (xvfb-run, du paquet xvfb) :</translation>
    </message>
    <message>
        <source>Quarry, an editor for game model assets (IQE, IQM, QuickModel, XMF and what Assimp imports).</source>
        <translation>Quarry, un éditeur de modèles pour jeux (IQE, IQM, QuickModel, XMF et ce qu’Assimp importe).</translation>
    </message>
    <message>
        <source>With no subcommand, opens the editor on the given files.</source>
        <translation>Sans sous-commande, ouvre l’éditeur sur les fichiers donnés.</translation>
    </message>
    <message>
        <source>%1: not converted: %2 would overwrite the output of %3</source>
        <translation>%1 : non converti : %2 écraserait la sortie de %3</translation>
    </message>
    <message>
        <source>it is a PNG image</source>
        <translation>c’est une image PNG</translation>
    </message>
    <message>
        <source>it is a JPEG image</source>
        <translation>c’est une image JPEG</translation>
    </message>
    <message>
        <source>it is a GIF image</source>
        <translation>c’est une image GIF</translation>
    </message>
    <message>
        <source>it is a binary glTF (GLB) model</source>
        <translation>c’est un modèle glTF binaire (GLB)</translation>
    </message>
    <message>
        <source>it is a binary FBX model</source>
        <translation>c’est un modèle FBX binaire</translation>
    </message>
    <message>
        <source>it is a Doom 3 MD5 model or animation</source>
        <translation>c’est un modèle ou une animation MD5 de Doom 3</translation>
    </message>
    <message>
        <source>it is a Quake III MD3 model</source>
        <translation>c’est un modèle MD3 de Quake III</translation>
    </message>
    <message>
        <source>it is a Quake II MD2 model</source>
        <translation>c’est un modèle MD2 de Quake II</translation>
    </message>
    <message>
        <source>it is a ZIP archive</source>
        <translation>c’est une archive ZIP</translation>
    </message>
    <message>
        <source>it is gzip-compressed</source>
        <translation>il est compressé avec gzip</translation>
    </message>
    <message>
        <source>it is a PDF document</source>
        <translation>c’est un document PDF</translation>
    </message>
    <message>
        <source>it is a program (ELF)</source>
        <translation>c’est un programme (ELF)</translation>
    </message>
    <message>
        <source>it is a Qt translation file</source>
        <translation>c’est un fichier de traduction Qt</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>it is text whose first line is blank</source>
        <translation>c’est du texte dont la première ligne est vide</translation>
    </message>
    <message>
        <source>it is text whose first line is &quot;%1&quot;</source>
        <translation>c’est du texte dont la première ligne est « %1 »</translation>
    </message>
    <message>
        <source>it is binary data beginning with the bytes %1</source>
        <translation>ce sont des données binaires commençant par les octets %1</translation>
    </message>
    <message>
        <source>unknown or unsupported file format; %1</source>
        <translation>format de fichier inconnu ou non pris en charge ; %1</translation>
    </message>
    <message>
        <source>the contents are not an %1 file Quarry can read; %2</source>
        <translation>le contenu n’est pas un fichier %1 que Quarry sait lire ; %2</translation>
    </message>
    <message>
        <source>the contents are not a %1 file Quarry can read; %2</source>
        <translation>le contenu n’est pas un fichier %1 que Quarry sait lire ; %2</translation>
    </message>
    <message>
        <source>not a Quarry recovery file</source>
        <translation>pas un fichier de récupération Quarry</translation>
    </message>
    <message>
        <source>recovery file of another version (%1)</source>
        <translation>fichier de récupération d’une autre version (%1)</translation>
    </message>
    <message>
        <source>recovery file cut short</source>
        <translation>fichier de récupération tronqué</translation>
    </message>
    <message>
        <source>recovery file damaged (checksum)</source>
        <translation>fichier de récupération endommagé (somme de contrôle)</translation>
    </message>
    <message>
        <source>recovery file damaged</source>
        <translation>fichier de récupération endommagé</translation>
    </message>
    <message>
        <source>the numbered names have different bases (%1, %2)</source>
        <translation>les noms numérotés ont des bases différentes (%1, %2)</translation>
    </message>
    <message>
        <source>%1 is numbered past the %2 material files given</source>
        <translation>%1 est numéroté au-delà des %2 fichiers de matériau donnés</translation>
    </message>
    <message>
        <source>%1 and %2 have the same number</source>
        <translation>%1 et %2 ont le même numéro</translation>
    </message>
    <message>
        <source>only %1 of the %2 material files are named &lt;base&gt;_N</source>
        <translation>seuls %1 des %2 fichiers de matériau sont nommés &lt;base&gt;_N</translation>
    </message>
    <message>
        <source>material ids taken from the numbers in the material file names (%1 … %2)</source>
        <translation>ID de matériau pris dans les numéros des noms de fichier de matériau (%1 … %2)</translation>
    </message>
    <message>
        <source>material ids follow the order the %1 material files were given in (first %2)</source>
        <translation>les ID de matériau suivent l’ordre dans lequel les %1 fichiers de matériau ont été donnés (d’abord %2)</translation>
    </message>
    <message>
        <source>%1, not the numbers in their names: %2</source>
        <translation>%1, pas les numéros de leurs noms : %2</translation>
    </message>
    <message>
        <source>option &quot;last_frame&quot; is %1, past the clip&apos;s last frame %2</source>
        <translation>l’option « last_frame » vaut %1, au-delà de la dernière image %2 du clip</translation>
    </message>
    <message>
        <source>option &quot;first_frame&quot; (%1) must be before &quot;last_frame&quot; (%2)</source>
        <translation>l’option « first_frame » (%1) doit précéder « last_frame » (%2)</translation>
    </message>
    <message>
        <source>clip</source>
        <translation>clip</translation>
    </message>
    <message>
        <source>New Clip</source>
        <translation>Nouveau clip</translation>
    </message>
    <message>
        <source>Added the clip &quot;%1&quot;.</source>
        <translation>Clip « %1 » ajouté.</translation>
    </message>
    <message>
        <source>renameClip: option &quot;name&quot; must not be empty</source>
        <translation>renameClip : l’option « name » ne doit pas être vide</translation>
    </message>
    <message>
        <source>Renamed the clip.</source>
        <translation>Clip renommé.</translation>
    </message>
    <message>
        <source>The clip already has that name.</source>
        <translation>Le clip porte déjà ce nom.</translation>
    </message>
    <message>
        <source>Duplicate Clip</source>
        <translation>Dupliquer le clip</translation>
    </message>
    <message>
        <source>Duplicated the clip as &quot;%1&quot;.</source>
        <translation>Clip dupliqué en « %1 ».</translation>
    </message>
    <message>
        <source>Deleted the clip.</source>
        <translation>Clip supprimé.</translation>
    </message>
    <message>
        <source>Set whether the clip loops.</source>
        <translation>Bouclage du clip défini.</translation>
    </message>
    <message>
        <source>The clip already is so.</source>
        <translation>Le clip est déjà ainsi.</translation>
    </message>
    <message>
        <source>Changed the frame rate.</source>
        <translation>Fréquence d’images modifiée.</translation>
    </message>
    <message>
        <source>The clip already has that frame rate.</source>
        <translation>Le clip a déjà cette fréquence d’images.</translation>
    </message>
    <message>
        <source>splitClip: option &quot;time&quot; (%1 s) is not inside the clip (0 to %2 s)</source>
        <translation>splitClip : l’option « time » (%1 s) n’est pas dans le clip (0 à %2 s)</translation>
    </message>
    <message>
        <source>Split the clip.</source>
        <translation>Clip scindé.</translation>
    </message>
    <message>
        <source>The clip cannot be split there.</source>
        <translation>Le clip ne peut pas être scindé à cet endroit.</translation>
    </message>
    <message>
        <source>Trimmed the clip.</source>
        <translation>Clip rogné.</translation>
    </message>
    <message>
        <source>The clip already is that range.</source>
        <translation>Le clip couvre déjà cette plage.</translation>
    </message>
    <message>
        <source>_part</source>
        <translation>_partie</translation>
    </message>
    <message>
        <source>Extract Range</source>
        <translation>Extraire la plage</translation>
    </message>
    <message>
        <source>Extracted the range to &quot;%1&quot;.</source>
        <translation>Plage extraite dans « %1 ».</translation>
    </message>
    <message>
        <source>joinClips: option &quot;other&quot; must name another clip</source>
        <translation>joinClips : l’option « other » doit désigner un autre clip</translation>
    </message>
    <message>
        <source>Joined the clips.</source>
        <translation>Clips joints.</translation>
    </message>
    <message>
        <source>Reversed the range.</source>
        <translation>Plage inversée.</translation>
    </message>
    <message>
        <source>Nothing to reverse.</source>
        <translation>Rien à inverser.</translation>
    </message>
    <message>
        <source>Made the loop seamless.</source>
        <translation>Boucle rendue continue.</translation>
    </message>
    <message>
        <source>The loop already is seamless.</source>
        <translation>La boucle est déjà continue.</translation>
    </message>
    <message>
        <source>the model has fewer than two animations</source>
        <translation>le modèle a moins de deux animations</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(racine)</translation>
    </message>
    <message>
        <source>Added joint &quot;%1&quot;.</source>
        <translation>Articulation « %1 » ajoutée.</translation>
    </message>
    <message>
        <source>No joint added.</source>
        <translation>Aucune articulation ajoutée.</translation>
    </message>
    <message>
        <source>moveJoint: no joint given or selected</source>
        <translation>moveJoint : aucune articulation donnée ni sélectionnée</translation>
    </message>
    <message>
        <source>Moved joint &quot;%1&quot;; the skin stays.</source>
        <translation>Articulation « %1 » déplacée ; la peau reste en place.</translation>
    </message>
    <message>
        <source>Moved joint &quot;%1&quot; with its vertices.</source>
        <translation>Articulation « %1 » déplacée avec ses sommets.</translation>
    </message>
    <message>
        <source>The joint stays where it is.</source>
        <translation>L’articulation reste où elle est.</translation>
    </message>
    <message>
        <source>reparentJoint: no joint given or selected</source>
        <translation>reparentJoint : aucune articulation donnée ni sélectionnée</translation>
    </message>
    <message>
        <source>reparentJoint: &quot;%1&quot; cannot hang from itself or its own descendant &quot;%2&quot;</source>
        <translation>reparentJoint : « %1 » ne peut pas dépendre d’elle-même ni de sa propre descendante « %2 »</translation>
    </message>
    <message>
        <source>Hung &quot;%1&quot; from %2.</source>
        <translation>« %1 » rattachée à %2.</translation>
    </message>
    <message>
        <source>nothing (a root)</source>
        <translation>rien (une racine)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already hangs there.</source>
        <translation>« %1 » est déjà rattachée là.</translation>
    </message>
    <message>
        <source>Inserted keys at %1 s.</source>
        <translation>Clés insérées à %1 s.</translation>
    </message>
    <message>
        <source>The keys are already there.</source>
        <translation>Les clés sont déjà là.</translation>
    </message>
    <message numerus="yes">
        <source>Changed %n texture path(s).</source>
        <translation>
            <numerusform>%n chemin de texture modifié.</numerusform>
            <numerusform>%n chemins de texture modifiés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No texture path changed.</source>
        <translation>Aucun chemin de texture modifié.</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Supprimé.</translation>
    </message>
    <message>
        <source>Nothing selected to delete.</source>
        <translation>Rien de sélectionné à supprimer.</translation>
    </message>
    <message>
        <source>Select two meshes or more to merge.</source>
        <translation>Sélectionnez au moins deux maillages à fusionner.</translation>
    </message>
    <message>
        <source>Merged the meshes.</source>
        <translation>Maillages fusionnés.</translation>
    </message>
    <message>
        <source>Select faces of one mesh to split them off.</source>
        <translation>Sélectionnez des faces d’un maillage pour les séparer.</translation>
    </message>
    <message>
        <source>Split the selected faces off.</source>
        <translation>Faces sélectionnées séparées.</translation>
    </message>
    <message>
        <source>The selection cannot be split off.</source>
        <translation>La sélection ne peut pas être séparée.</translation>
    </message>
    <message>
        <source>No mesh has more than one part.</source>
        <translation>Aucun maillage n’a plus d’une partie.</translation>
    </message>
    <message>
        <source>Split into Loose Parts</source>
        <translation>Séparer en parties disjointes</translation>
    </message>
    <message numerus="yes">
        <source>Split %n mesh(es) into their parts.</source>
        <translation>
            <numerusform>%n maillage séparé en ses parties.</numerusform>
            <numerusform>%n maillages séparés en leurs parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Flipped the winding.</source>
        <translation>Ordre des sommets inversé.</translation>
    </message>
    <message>
        <source>No triangles to flip.</source>
        <translation>Aucun triangle à inverser.</translation>
    </message>
    <message>
        <source>Flipped the normals.</source>
        <translation>Normales inversées.</translation>
    </message>
    <message>
        <source>The meshes have no normals.</source>
        <translation>Les maillages n’ont pas de normales.</translation>
    </message>
    <message>
        <source>Recomputed the normals.</source>
        <translation>Normales recalculées.</translation>
    </message>
    <message>
        <source>The normals are already so.</source>
        <translation>Les normales sont déjà ainsi.</translation>
    </message>
    <message numerus="yes">
        <source>Welded %n vertices away.</source>
        <translation>
            <numerusform>%n sommet supprimé par soudure.</numerusform>
            <numerusform>%n sommets supprimés par soudure.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertices to weld.</source>
        <translation>Aucun sommet à souder.</translation>
    </message>
    <message numerus="yes">
        <source>Welded %n vertices away; %1.</source>
        <extracomment>%1: what kept vertices apart (&quot;12 vertices lie within the tolerance of another but differ in normals (12)&quot;)</extracomment>
        <translation>
            <numerusform>%n sommet supprimé par soudure ; %1.</numerusform>
            <numerusform>%n sommets supprimés par soudure ; %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertices to weld: %1.</source>
        <translation>Aucun sommet à souder : %1.</translation>
    </message>
    <message>
        <source>No vertices to weld: %1. Weld by position only to merge them.</source>
        <translation>Aucun sommet à souder : %1. Soudez par position seulement pour les fusionner.</translation>
    </message>
    <message>
        <source>Unwelded the vertices.</source>
        <translation>Sommets dissociés.</translation>
    </message>
    <message>
        <source>Every corner already has its own vertex.</source>
        <translation>Chaque coin a déjà son propre sommet.</translation>
    </message>
    <message>
        <source>nothing is selected (select with doc.select)</source>
        <translation>rien n’est sélectionné (sélectionnez avec doc.select)</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>maillage</translation>
    </message>
    <message>
        <source>joint</source>
        <translation>articulation</translation>
    </message>
    <message>
        <source>material</source>
        <translation>matériau</translation>
    </message>
    <message>
        <source>animation</source>
        <translation>animation</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>doit être entre %1 et %2, pas %3</translation>
    </message>
    <message>
        <source>must be at least %1, not %2</source>
        <translation>doit valoir au moins %1, pas %2</translation>
    </message>
    <message>
        <source>must be at most %1, not %2</source>
        <translation>doit valoir au plus %1, pas %2</translation>
    </message>
    <message>
        <source>expects true or false</source>
        <translation>attend true ou false</translation>
    </message>
    <message>
        <source>expects a whole number</source>
        <translation>attend un nombre entier</translation>
    </message>
    <message>
        <source>expects a number</source>
        <translation>attend un nombre</translation>
    </message>
    <message>
        <source>expects a finite number</source>
        <translation>attend un nombre fini</translation>
    </message>
    <message>
        <source>expects a string</source>
        <translation>attend une chaîne</translation>
    </message>
    <message>
        <source>expects one of: %1</source>
        <translation>attend l’une des valeurs : %1</translation>
    </message>
    <message>
        <source>expects three numbers</source>
        <translation>attend trois nombres</translation>
    </message>
    <message>
        <source>expects a list of strings</source>
        <translation>attend une liste de chaînes</translation>
    </message>
    <message>
        <source>expects a %1 name or index</source>
        <translation>attend un nom ou un indice (%1)</translation>
    </message>
    <message>
        <source>has no %1 at index %2 (the model has %3)</source>
        <translation>n’a pas d’élément de type %1 à l’indice %2 (le modèle en a %3)</translation>
    </message>
    <message>
        <source>names no %1 &quot;%2&quot;</source>
        <translation>ne désigne aucun élément de type %1 nommé « %2 »</translation>
    </message>
    <message>
        <source>No operation &quot;%1&quot;</source>
        <translation>Aucune opération « %1 »</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; %3</source>
        <translation>%1 : l’option « %2 » %3</translation>
    </message>
    <message>
        <source>%1: no option &quot;%2&quot; (it takes: %3)</source>
        <translation>%1 : pas d’option « %2 » (options possibles : %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>select vertices first</source>
        <translation>sélectionnez d’abord des sommets</translation>
    </message>
    <message>
        <source>select vertices or faces first</source>
        <translation>sélectionnez d’abord des sommets ou des faces</translation>
    </message>
    <message>
        <source>select faces first</source>
        <translation>sélectionnez d’abord des faces</translation>
    </message>
    <message>
        <source>select faces or meshes first</source>
        <translation>sélectionnez d’abord des faces ou des maillages</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices selected.</source>
        <translation>
            <numerusform>%n sommet sélectionné.</numerusform>
            <numerusform>%n sommets sélectionnés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n faces selected.</source>
        <translation>
            <numerusform>%n face sélectionnée.</numerusform>
            <numerusform>%n faces sélectionnées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n joints selected.</source>
        <translation>
            <numerusform>%n articulation sélectionnée.</numerusform>
            <numerusform>%n articulations sélectionnées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meshes selected.</source>
        <translation>
            <numerusform>%n maillage sélectionné.</numerusform>
            <numerusform>%n maillages sélectionnés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to hide or show.</source>
        <translation>Rien à masquer ni à afficher.</translation>
    </message>
    <message>
        <source>select a mesh, faces or a material first</source>
        <translation>sélectionnez d’abord un maillage, des faces ou un matériau</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Hid the selection.</source>
        <translation>Sélection masquée.</translation>
    </message>
    <message>
        <source>select something to hide</source>
        <translation>sélectionnez quelque chose à masquer</translation>
    </message>
    <message>
        <source>Isolate</source>
        <translation>Isoler</translation>
    </message>
    <message>
        <source>Hid everything else.</source>
        <translation>Tout le reste est masqué.</translation>
    </message>
    <message>
        <source>select something to isolate</source>
        <translation>sélectionnez quelque chose à isoler</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Everything shown.</source>
        <translation>Tout est affiché.</translation>
    </message>
    <message>
        <source>nothing is hidden</source>
        <translation>rien n’est masqué</translation>
    </message>
    <message>
        <source>Nothing to delete.</source>
        <translation>Rien à supprimer.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n faces.</source>
        <translation>
            <numerusform>%n face supprimée.</numerusform>
            <numerusform>%n faces supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Made a face.</source>
        <translation>Face créée.</translation>
    </message>
    <message>
        <source>The vertices make no face (on one line or at one position).</source>
        <translation>Les sommets ne forment aucune face (alignés ou à la même position).</translation>
    </message>
    <message>
        <source>select three or four vertices of one mesh</source>
        <translation>sélectionnez trois ou quatre sommets d’un même maillage</translation>
    </message>
    <message numerus="yes">
        <source>Filled %n hole(s).</source>
        <translation>
            <numerusform>%n trou rempli.</numerusform>
            <numerusform>%n trous remplis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged %n vertices away.</source>
        <translation>
            <numerusform>%n sommet supprimé par fusion.</numerusform>
            <numerusform>%n sommets supprimés par fusion.</numerusform>
        </translation>
    </message>
    <message>
        <source>The vertices are already one.</source>
        <translation>Les sommets n’en font déjà qu’un.</translation>
    </message>
    <message>
        <source>the selection names a mesh that is not there</source>
        <translation>la sélection désigne un maillage qui n’existe pas</translation>
    </message>
    <message>
        <source>the selection names a vertex that is not there</source>
        <translation>la sélection désigne un sommet qui n’existe pas</translation>
    </message>
    <message>
        <source>select two vertices or more</source>
        <translation>sélectionnez au moins deux sommets</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n degenerate triangle(s)</source>
        <translation>
            <numerusform>%n triangle dégénéré supprimé</numerusform>
            <numerusform>%n triangles dégénérés supprimés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n unused vertices.</source>
        <translation>
            <numerusform> et %n sommet inutilisé.</numerusform>
            <numerusform> et %n sommets inutilisés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No degenerate triangles or unused vertices.</source>
        <translation>Aucun triangle dégénéré ni sommet inutilisé.</translation>
    </message>
    <message>
        <source>Duplicated.</source>
        <translation>Dupliqué.</translation>
    </message>
    <message>
        <source>Nothing to duplicate.</source>
        <translation>Rien à dupliquer.</translation>
    </message>
    <message>
        <source>Mirrored.</source>
        <translation>Symétrie appliquée.</translation>
    </message>
    <message>
        <source>Nothing to mirror.</source>
        <translation>Rien à symétriser.</translation>
    </message>
    <message>
        <source>Subdivided.</source>
        <translation>Subdivisé.</translation>
    </message>
    <message>
        <source>Nothing to subdivide.</source>
        <translation>Rien à subdiviser.</translation>
    </message>
    <message>
        <source>extrude: the distance must be a finite number</source>
        <translation>extrude : la distance doit être un nombre fini</translation>
    </message>
    <message>
        <source>Extruded.</source>
        <translation>Extrudé.</translation>
    </message>
    <message>
        <source>Nothing to extrude.</source>
        <translation>Rien à extruder.</translation>
    </message>
    <message>
        <source>addPrimitive: the size must be a positive number</source>
        <translation>addPrimitive : la taille doit être un nombre positif</translation>
    </message>
    <message>
        <source>addPrimitive: segments must be 3 to 512</source>
        <translation>addPrimitive : les segments doivent être entre 3 et 512</translation>
    </message>
    <message>
        <source>Added a primitive.</source>
        <translation>Primitive ajoutée.</translation>
    </message>
    <message>
        <source>Nothing added.</source>
        <translation>Rien d’ajouté.</translation>
    </message>
    <message numerus="yes">
        <source>Normalized the weights of %n vertices.</source>
        <translation>
            <numerusform>Poids de %n sommet normalisés.</numerusform>
            <numerusform>Poids de %n sommets normalisés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every vertex&apos;s weights already sum to one.</source>
        <translation>Les poids de chaque sommet font déjà un.</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices had more influences: kept the largest.</source>
        <translation>
            <numerusform>%n sommet avait plus d’influences : les plus grandes sont gardées.</numerusform>
            <numerusform>%n sommets avaient plus d’influences : les plus grandes sont gardées.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertex has more than %1 influences.</source>
        <translation>Aucun sommet n’a plus de %1 influences.</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n unused joint(s).</source>
        <translation>
            <numerusform>%n articulation inutilisée supprimée.</numerusform>
            <numerusform>%n articulations inutilisées supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every joint is used.</source>
        <translation>Toutes les articulations sont utilisées.</translation>
    </message>
    <message>
        <source>renameJoints: option &quot;pattern&quot; is not a valid regular expression: %1</source>
        <translation>renameJoints : l’option « pattern » n’est pas une expression régulière valide : %1</translation>
    </message>
    <message numerus="yes">
        <source>Renamed %n joint(s).</source>
        <translation>
            <numerusform>%n articulation renommée.</numerusform>
            <numerusform>%n articulations renommées.</numerusform>
        </translation>
    </message>
    <message>
        <source>No joint name matches.</source>
        <translation>Aucun nom d’articulation ne correspond.</translation>
    </message>
    <message>
        <source>the model is empty</source>
        <translation>le modèle est vide</translation>
    </message>
    <message>
        <source>Scale by %1</source>
        <translation>Mettre à l’échelle par %1</translation>
    </message>
    <message>
        <source>Scaled by %1.</source>
        <translation>Mis à l’échelle par %1.</translation>
    </message>
    <message>
        <source>Nothing to scale.</source>
        <translation>Rien à mettre à l’échelle.</translation>
    </message>
    <message>
        <source>The model has no height to scale.</source>
        <translation>Le modèle n’a pas de hauteur à mettre à l’échelle.</translation>
    </message>
    <message>
        <source>Scale to Height %1</source>
        <translation>Mettre à la hauteur %1</translation>
    </message>
    <message>
        <source>Scaled the whole model by %1 to a height of %2.</source>
        <translation>Modèle entier mis à l’échelle par %1 à une hauteur de %2.</translation>
    </message>
    <message>
        <source>Already that height.</source>
        <translation>Déjà à cette hauteur.</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <source>Rotated.</source>
        <translation>Tourné.</translation>
    </message>
    <message>
        <source>Nothing to rotate.</source>
        <translation>Rien à tourner.</translation>
    </message>
    <message>
        <source>Translate</source>
        <translation>Translation</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>Déplacé.</translation>
    </message>
    <message>
        <source>Nothing to move.</source>
        <translation>Rien à déplacer.</translation>
    </message>
    <message>
        <source>Y-up to Z-up</source>
        <translation>Y vers le haut en Z vers le haut</translation>
    </message>
    <message>
        <source>Turned Z-up.</source>
        <translation>Tourné en Z vers le haut.</translation>
    </message>
    <message>
        <source>Nothing to turn.</source>
        <translation>Rien à tourner.</translation>
    </message>
    <message>
        <source>Z-up to Y-up</source>
        <translation>Z vers le haut en Y vers le haut</translation>
    </message>
    <message>
        <source>Turned Y-up.</source>
        <translation>Tourné en Y vers le haut.</translation>
    </message>
    <message>
        <source>The model has no geometry.</source>
        <translation>Le modèle n’a pas de géométrie.</translation>
    </message>
    <message>
        <source>Drop to Ground</source>
        <translation>Poser au sol</translation>
    </message>
    <message>
        <source>Dropped to the ground.</source>
        <translation>Posé au sol.</translation>
    </message>
    <message>
        <source>Already on the ground.</source>
        <translation>Déjà au sol.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centrer</translation>
    </message>
    <message>
        <source>Centred.</source>
        <translation>Centré.</translation>
    </message>
    <message>
        <source>Already centred.</source>
        <translation>Déjà centré.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n problème trouvé.</numerusform>
            <numerusform>%n problèmes trouvés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no joint: give the option &quot;joint&quot; or select a joint</source>
        <translation>%1 : aucune articulation : donnez l’option « joint » ou sélectionnez une articulation</translation>
    </message>
    <message numerus="yes">
        <source>New weights on %n vertices.</source>
        <translation>
            <numerusform>Nouveaux poids sur %n sommet.</numerusform>
            <numerusform>Nouveaux poids sur %n sommets.</numerusform>
        </translation>
    </message>
    <message>
        <source>No vertex&apos;s weights changed.</source>
        <translation>Les poids d’aucun sommet n’ont changé.</translation>
    </message>
    <message>
        <source>Assign Weights</source>
        <translation>Assigner les poids</translation>
    </message>
    <message>
        <source>Remove Influence</source>
        <translation>Supprimer l’influence</translation>
    </message>
    <message>
        <source>Single Influence</source>
        <translation>Influence unique</translation>
    </message>
    <message>
        <source>Automatic Weights</source>
        <translation>Poids automatiques</translation>
    </message>
    <message>
        <source>Mirror Weights</source>
        <translation>Symétriser les poids</translation>
    </message>
    <message>
        <source>welded %1 vertices away; %2</source>
        <translation>%1 sommets supprimés par soudure ; %2</translation>
    </message>
    <message>
        <source>vertex order optimized: average cache miss ratio %1 before, %2 after</source>
        <translation>ordre des sommets optimisé : taux moyen de défauts de cache %1 avant, %2 après</translation>
    </message>
    <message>
        <source>normals</source>
        <translation>normales</translation>
    </message>
    <message>
        <source>tangents</source>
        <translation>tangentes</translation>
    </message>
    <message>
        <source>bitangents</source>
        <translation>bitangentes</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>coordonnées de texture</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>couleurs</translation>
    </message>
    <message>
        <source>blend weights</source>
        <translation>poids de mélange</translation>
    </message>
    <message>
        <source>custom attributes</source>
        <translation>attributs personnalisés</translation>
    </message>
    <message>
        <source>IQE smoothing</source>
        <translation>lissage IQE</translation>
    </message>
    <message>
        <source>morph targets</source>
        <translation>cibles de morph</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices lie within the tolerance of another but differ in %1</source>
        <translation>
            <numerusform>%n sommet est dans la tolérance d’un autre mais diffère en %1</numerusform>
            <numerusform>%n sommets sont dans la tolérance d’un autre mais diffèrent en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no animation to render.</source>
        <translation>Il n’y a aucune animation à rendre.</translation>
    </message>
    <message>
        <source>Animation &quot;%1&quot; has frames 0 to %2, not %3-%4.</source>
        <translation>L’animation « %1 » a les images 0 à %2, pas %3-%4.</translation>
    </message>
    <message>
        <source>Displays the versions of Quarry, Qt, Assimp and tinyxml2.</source>
        <translation>Affiche les versions de Quarry, Qt, Assimp et tinyxml2.</translation>
    </message>
    <message>
        <source>Render frames A to B of the animation: one PNG each, -o naming them with %d or %04d (out_%04d.png).</source>
        <translation>Rend les images A à B de l’animation : un PNG chacune, -o les nommant avec %d ou %04d (out_%04d.png).</translation>
    </message>
    <message>
        <source>A-B</source>
        <translation>A-B</translation>
    </message>
    <message>
        <source>Write the frames as one looping animated GIF (-o out.gif).</source>
        <translation>Écrit les images dans un seul GIF animé en boucle (-o out.gif).</translation>
    </message>
    <message>
        <source>Write the frames as one looping animated PNG (-o out.png).</source>
        <translation>Écrit les images dans un seul PNG animé en boucle (-o out.png).</translation>
    </message>
    <message>
        <source>A transparent background instead of grey.</source>
        <translation>Un fond transparent au lieu du gris.</translation>
    </message>
    <message>
        <source>Onion skinning: ghosts of the poses N frames before and after.</source>
        <translation>Pelure d’oignon : fantômes des poses N images avant et après.</translation>
    </message>
    <message>
        <source>error: --onion takes a number of frames from 1 to 20</source>
        <translation>erreur : --onion prend un nombre d’images de 1 à 20</translation>
    </message>
    <message>
        <source>error: --gif and --apng cannot both be given</source>
        <translation>erreur : --gif et --apng ne peuvent pas être donnés ensemble</translation>
    </message>
    <message>
        <source>error: --frames takes A-B (frame numbers from 0), and not with --frame</source>
        <translation>erreur : --frames prend A-B (numéros d’image à partir de 0), et pas avec --frame</translation>
    </message>
    <message>
        <source>error: --frames A-B needs A &lt;= B</source>
        <translation>erreur : --frames A-B demande A &lt;= B</translation>
    </message>
    <message>
        <source>error: --frames needs an animation; %1 has none</source>
        <translation>erreur : --frames demande une animation ; %1 n’en a aucune</translation>
    </message>
    <message numerus="yes">
        <source>%n frames written to %1</source>
        <translation>
            <numerusform>%n image écrite dans %1</numerusform>
            <numerusform>%n images écrites dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>glTF 2 binary</source>
        <translation>glTF 2 binaire</translation>
    </message>
    <message>
        <source>glTF 2 (with .bin)</source>
        <translation>glTF 2 (avec .bin)</translation>
    </message>
    <message>
        <source>Wavefront OBJ (with .mtl)</source>
        <translation>Wavefront OBJ (avec .mtl)</translation>
    </message>
    <message>
        <source>Collada</source>
        <translation>Collada</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no triangles and is left out</source>
        <translation>le maillage « %1 » n’a aucun triangle et est omis</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; is left out: %2</source>
        <translation>le maillage « %1 » est omis : %2</translation>
    </message>
    <message>
        <source>the model has no triangles to write</source>
        <translation>le modèle n’a aucun triangle à écrire</translation>
    </message>
    <message>
        <source>%1 holds no skeleton or animations: the meshes are written in their bind pose</source>
        <translation>%1 ne stocke ni squelette ni animations : les maillages sont écrits dans leur pose de repos</translation>
    </message>
    <message>
        <source>joint %1 (&quot;%2&quot;) is written as &quot;%3&quot;: node names must be unique</source>
        <translation>l’articulation %1 (« %2 ») est écrite sous le nom « %3 » : les noms de nœuds doivent être uniques</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: glTF keeps 4 influences per vertex here, the mesh has up to %2</source>
        <translation>maillage « %1 » : glTF garde ici 4 influences par sommet, le maillage en a jusqu’à %2</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; has no keys and is left out</source>
        <translation>l’animation « %1 » n’a aucune clé et est omise</translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation>impossible de créer un dossier temporaire : %1</translation>
    </message>
    <message>
        <source>Assimp could not write the file: %1</source>
        <translation>Assimp n’a pas pu écrire le fichier : %1</translation>
    </message>
    <message>
        <source>Assimp wrote no file</source>
        <translation>Assimp n’a écrit aucun fichier</translation>
    </message>
    <message>
        <source>No keys to change.</source>
        <translation>Aucune clé à modifier.</translation>
    </message>
    <message numerus="yes">
        <source>Set %n key(s) to %1.</source>
        <translation>
            <numerusform>%n clé réglée sur %1.</numerusform>
            <numerusform>%n clés réglées sur %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The keys already interpolate so.</source>
        <translation>Les clés s’interpolent déjà ainsi.</translation>
    </message>
    <message>
        <source>No joint matches &quot;%1&quot;: no keys selected.</source>
        <translation>Aucune articulation ne correspond à « %1 » : aucune clé sélectionnée.</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n key(s).</source>
        <translation>
            <numerusform>%n clé sélectionnée.</numerusform>
            <numerusform>%n clés sélectionnées.</numerusform>
        </translation>
    </message>
    <message>
        <source>retimeRange: option &quot;end&quot; (%1) must be after &quot;start&quot; (%2)</source>
        <translation>retimeRange : l’option « end » (%1) doit être après « start » (%2)</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;new_end&quot; (%1) must be after &quot;start&quot; (%2)</source>
        <translation>retimeRange : l’option « new_end » (%1) doit être après « start » (%2)</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;handles&quot; expects four numbers &quot;x1 y1 x2 y2&quot;</source>
        <translation>retimeRange : l’option « handles » attend quatre nombres « x1 y1 x2 y2 »</translation>
    </message>
    <message>
        <source>retimeRange: option &quot;handles&quot;: x1 and x2 must be from 0 to 1</source>
        <translation>retimeRange : option « handles » : x1 et x2 doivent être entre 0 et 1</translation>
    </message>
    <message>
        <source>Retimed %1–%2 s to end at %3 s.</source>
        <translation>Durée de %1–%2 s modifiée pour finir à %3 s.</translation>
    </message>
    <message>
        <source>Nothing to retime.</source>
        <translation>Aucune durée à modifier.</translation>
    </message>
    <message>
        <source>setKey: no joint: give the option &quot;joint&quot; or select a joint</source>
        <translation>setKey : aucune articulation : donnez l’option « joint » ou sélectionnez une articulation</translation>
    </message>
    <message numerus="yes">
        <source>Keyed %n joints at %1 s.</source>
        <translation>
            <numerusform>Clé posée sur %n articulation à %1 s.</numerusform>
            <numerusform>Clés posées sur %n articulations à %1 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the pose of %n joints.</source>
        <translation>
            <numerusform>Pose de %n articulation copiée.</numerusform>
            <numerusform>Pose de %n articulations copiée.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: option &quot;name_rule&quot; expects one of %2 or custom:A/B, not &quot;%3&quot;</source>
        <translation>%1 : l’option « name_rule » attend l’une de %2 ou custom:A/B, pas « %3 »</translation>
    </message>
    <message>
        <source>pastePose: no pose copied: run copyPose first</source>
        <translation>pastePose : aucune pose copiée : lancez d’abord copyPose</translation>
    </message>
    <message>
        <source>pastePose: no copied joint has a namesake in this skeleton</source>
        <translation>pastePose : aucune articulation copiée n’a d’homonyme dans ce squelette</translation>
    </message>
    <message>
        <source>Paste Mirrored Pose</source>
        <translation>Coller la pose en miroir</translation>
    </message>
    <message>
        <source>Paste Pose</source>
        <translation>Coller la pose</translation>
    </message>
    <message numerus="yes">
        <source>Pasted the pose of %n joints.</source>
        <translation>
            <numerusform>Pose de %n articulation collée.</numerusform>
            <numerusform>Pose de %n articulations collée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pose is already there.</source>
        <translation>La pose est déjà là.</translation>
    </message>
    <message>
        <source>mirrorPose: range takes &quot;&quot; (the current frame), &quot;all&quot; or frames &quot;A-B&quot;, not &quot;%1&quot;</source>
        <translation>mirrorPose : range prend « » (l’image courante), « all » ou des images « A-B », pas « %1 »</translation>
    </message>
    <message>
        <source>mirrorPose: the clip has frames 0 to %1, not %2</source>
        <translation>mirrorPose : le clip a les images 0 à %1, pas %2</translation>
    </message>
    <message>
        <source>Mirror Pose</source>
        <translation>Symétriser la pose</translation>
    </message>
    <message numerus="yes">
        <source>Mirrored the pose at %n frames.</source>
        <translation>
            <numerusform>Pose symétrisée sur %n image.</numerusform>
            <numerusform>Pose symétrisée sur %n images.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pose is its own mirror image.</source>
        <translation>La pose est sa propre image miroir.</translation>
    </message>
    <message>
        <source>the meshes have no texture coordinates</source>
        <translation>les maillages n’ont pas de coordonnées de texture</translation>
    </message>
    <message>
        <source>Transform UVs</source>
        <translation>Transformer les UV</translation>
    </message>
    <message>
        <source>Transformed the texture coordinates.</source>
        <translation>Coordonnées de texture transformées.</translation>
    </message>
    <message>
        <source>No texture coordinates changed.</source>
        <translation>Aucune coordonnée de texture modifiée.</translation>
    </message>
    <message>
        <source>Select faces (or meshes) to project.</source>
        <translation>Sélectionnez les faces (ou les maillages) à projeter.</translation>
    </message>
    <message>
        <source>Project UVs</source>
        <translation>Projeter les UV</translation>
    </message>
    <message numerus="yes">
        <source>Projected the texture coordinates of %n face(s).</source>
        <translation>
            <numerusform>Coordonnées de texture de %n face projetées.</numerusform>
            <numerusform>Coordonnées de texture de %n faces projetées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The texture coordinates are already so.</source>
        <translation>Les coordonnées de texture sont déjà ainsi.</translation>
    </message>
    <message>
        <source>Fit UVs</source>
        <translation>Ajuster les UV</translation>
    </message>
    <message>
        <source>Fitted the texture coordinates to the unit square.</source>
        <translation>Coordonnées de texture ajustées au carré unité.</translation>
    </message>
    <message>
        <source>The texture coordinates already fit.</source>
        <translation>Les coordonnées de texture sont déjà ajustées.</translation>
    </message>
    <message>
        <source>Align UVs</source>
        <translation>Aligner les UV</translation>
    </message>
    <message>
        <source>Aligned the texture coordinates.</source>
        <translation>Coordonnées de texture alignées.</translation>
    </message>
    <message>
        <source>The texture coordinates are already aligned.</source>
        <translation>Les coordonnées de texture sont déjà alignées.</translation>
    </message>
    <message>
        <source>Weld UVs</source>
        <translation>Souder les UV</translation>
    </message>
    <message>
        <source>Welded the texture coordinates.</source>
        <translation>Coordonnées de texture soudées.</translation>
    </message>
    <message>
        <source>No seam among the selected vertices to weld.</source>
        <translation>Aucune couture à souder parmi les sommets sélectionnés.</translation>
    </message>
    <message>
        <source>Split UVs</source>
        <translation>Séparer les UV</translation>
    </message>
    <message>
        <source>Split the texture coordinates.</source>
        <translation>Coordonnées de texture séparées.</translation>
    </message>
    <message>
        <source>Nothing to split: select the vertices of an edge.</source>
        <translation>Rien à séparer : sélectionnez les sommets d’une arête.</translation>
    </message>
    <message>
        <source>copyUVSet: &quot;from&quot; and &quot;to&quot; are the same set</source>
        <translation>copyUVSet : « from » et « to » sont le même jeu</translation>
    </message>
    <message>
        <source>Copy UV Set</source>
        <translation>Copier le jeu UV</translation>
    </message>
    <message>
        <source>Copied texture-coordinate set %1 to set %2.</source>
        <translation>Jeu de coordonnées de texture %1 copié dans le jeu %2.</translation>
    </message>
    <message>
        <source>No mesh has texture-coordinate set %1.</source>
        <translation>Aucun maillage n’a de jeu de coordonnées de texture %1.</translation>
    </message>
    <message>
        <source>No UV island under the selection.</source>
        <translation>Aucun îlot UV sous la sélection.</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n face(s).</source>
        <translation>
            <numerusform>%n face sélectionnée.</numerusform>
            <numerusform>%n faces sélectionnées.</numerusform>
        </translation>
    </message>
    <message>
        <source>exportUVLayout: give the option &quot;path&quot; (a .png file)</source>
        <translation>exportUVLayout : indiquez l’option « path » (un fichier .png)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Wrote the UV layout to %1.</source>
        <translation>Disposition UV écrite dans %1.</translation>
    </message>
    <message>
        <source>not saved (%1); the file on disk, if any, is unchanged</source>
        <translation>non enregistré (%1) ; le fichier sur le disque, s’il existe, est inchangé</translation>
    </message>
    <message>
        <source>No space left on device: %1 bytes to write, %2 free on %3</source>
        <translation>Plus d’espace disponible sur le périphérique : %1 octets à écrire, %2 libres sur %3</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; is written as &quot;%2&quot;: animation names must be unique</source>
        <translation>l’animation « %1 » est écrite sous le nom « %2 » : les noms d’animation doivent être uniques</translation>
    </message>
    <message>
        <source>%1 not saved (%2); none of the %3 files on disk was changed</source>
        <translation>%1 non enregistré (%2) ; aucun des %3 fichiers sur le disque n&apos;a été modifié</translation>
    </message>
    <message>
        <source>An XMF mesh&apos;s skeleton (XSF), animations (XAF) and materials (XRF); by default those found beside the mesh.</source>
        <translation>Le squelette (XSF), les animations (XAF) et les matériaux (XRF) d&apos;un maillage XMF ; par défaut ceux trouvés à côté du maillage.</translation>
    </message>
    <message>
        <source>[files...]</source>
        <translation>[fichiers...]</translation>
    </message>
    <message>
        <source>usage: quarry render MODEL [COMPANIONS...] -o out.png [--frame N | --frames A-B [--gif | --apng]] [--animation NAME] [--size WxH] [--view front|side|top|perspective] [--transparent]</source>
        <translation>usage : quarry render MODÈLE [COMPAGNONS...] -o out.png [--frame N | --frames A-B [--gif | --apng]] [--animation NOM] [--size LxH] [--view front|side|top|perspective] [--transparent]</translation>
    </message>
    <message>
        <source>Draw the joints in animation frames (--frames, --gif, --apng), which leave them out by default.</source>
        <translation>Dessine les articulations dans les images d&apos;animation (--frames, --gif, --apng), qui les omettent par défaut.</translation>
    </message>
    <message>
        <source>error: --bones and --no-bones cannot both be given</source>
        <translation>erreur : --bones et --no-bones ne peuvent pas être donnés ensemble</translation>
    </message>
    <message>
        <source>error: --up takes z, y or stored</source>
        <translation>erreur : --up prend z, y ou stored</translation>
    </message>
    <message>
        <source>The source&apos;s up axis: z or y (a Y-up source is turned Z-up), or stored (the axes are left as the files have them). Without it, a file that declares its up axis (glTF, Collada, FBX) is turned Z-up, and a glTF or Collada output is turned Y-up.</source>
        <translation>L&apos;axe vertical de la source : z ou y (une source Y vers le haut est tournée Z vers le haut), ou stored (les axes restent tels que les fichiers les ont). Sans cette option, un fichier qui déclare son axe vertical (glTF, Collada, FBX) est tourné Z vers le haut, et une sortie glTF ou Collada est tournée Y vers le haut.</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: its texture %2 is embedded in the source file, but the image could not be read: left out</source>
        <translation>matériau « %1 » : sa texture %2 est incorporée au fichier source, mais l&apos;image n&apos;a pas pu être lue : omise</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: the texture embedded as %2 written to %3</source>
        <translation>matériau « %1 » : la texture incorporée en %2 écrite dans %3</translation>
    </message>
    <message numerus="yes">
        <source>the model has no skeleton: the bone influences of %n mesh(es) are left out (a static mesh)</source>
        <translation>
            <numerusform>le modèle n&apos;a pas de squelette : les influences d&apos;os de %n maillage sont omises (un maillage statique)</numerusform>
            <numerusform>le modèle n&apos;a pas de squelette : les influences d&apos;os de %n maillages sont omises (des maillages statiques)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cal3D binary mesh</source>
        <translation>Maillage binaire Cal3D</translation>
    </message>
    <message>
        <source>Cal3D binary skeleton</source>
        <translation>Squelette binaire Cal3D</translation>
    </message>
    <message>
        <source>Cal3D binary animation</source>
        <translation>Animation binaire Cal3D</translation>
    </message>
    <message>
        <source>Cal3D binary material</source>
        <translation>Matériau binaire Cal3D</translation>
    </message>
    <message>
        <source>turned from Z up to Y up, as %1 files are</source>
        <translation>tourné de Z vers le haut à Y vers le haut, comme le sont les fichiers %1</translation>
    </message>
    <message>
        <source>the file is %1 up; its axes are left as stored</source>
        <translation>le fichier a %1 vers le haut ; ses axes restent tels qu&apos;enregistrés</translation>
    </message>
    <message>
        <source>the file is %1 up: turned Z up</source>
        <translation>le fichier a %1 vers le haut : tourné avec Z vers le haut</translation>
    </message>
    <message>
        <source>the duration %1 is not a time</source>
        <translation>la durée %1 n’est pas un temps</translation>
    </message>
    <message>
        <source>track bone id %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>l’identifiant d’os de piste %1 n’est pas un os du squelette (0 à %2)</translation>
    </message>
    <message>
        <source>%1 bytes after the last track were ignored</source>
        <translation>%1 octets après la dernière piste ont été ignorés</translation>
    </message>
    <message>
        <source>the keys of joint &quot;%1&quot; cannot be stored compressed: the animation was written uncompressed</source>
        <translation>les clés de l’articulation « %1 » ne peuvent pas être stockées compressées : l’animation a été écrite non compressée</translation>
    </message>
    <message>
        <source>CAF keys have no scale: scale keys were not written</source>
        <translation>Les clés CAF n’ont pas d’échelle : les clés d’échelle n’ont pas été écrites</translation>
    </message>
    <message>
        <source>a CAF animation needs its skeleton: give the .csf file (quarry: --skeleton FILE)</source>
        <translation>une animation CAF a besoin de son squelette : donnez le fichier .csf (quarry : --skeleton FICHIER)</translation>
    </message>
    <message>
        <source>a CAF file holds one animation: only &quot;%1&quot; was written</source>
        <translation>un fichier CAF contient une animation : seule « %1 » a été écrite</translation>
    </message>
    <message>
        <source>a CRF file holds one material: only &quot;%1&quot; was written</source>
        <translation>un fichier CRF contient un matériau : seul « %1 » a été écrit</translation>
    </message>
    <message>
        <source>submesh %1: %2 vertices, %3 faces and %4 springs cannot fit in the %5 bytes left</source>
        <translation>sous-maillage %1 : %2 sommets, %3 faces et %4 ressorts ne tiennent pas dans les %5 octets restants</translation>
    </message>
    <message>
        <source>vertex %1 has %2 influences; Quarry takes at most 255</source>
        <translation>le sommet %1 a %2 influences ; Quarry en prend au plus 255</translation>
    </message>
    <message>
        <source>influence bone id %1 is not a bone of the skeleton (0 to %2)</source>
        <translation>l’identifiant d’os d’influence %1 n’est pas un os du squelette (0 à %2)</translation>
    </message>
    <message>
        <source>influence bone id %1 is negative</source>
        <translation>l’identifiant d’os d’influence %1 est négatif</translation>
    </message>
    <message>
        <source>%1 influence slots for each of %2 vertices: more than the file can hold</source>
        <translation>%1 emplacements d’influence pour chacun des %2 sommets : plus que le fichier ne peut contenir</translation>
    </message>
    <message>
        <source>spring vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>le sommet de ressort %1 est hors limites (le sous-maillage a %2 sommets)</translation>
    </message>
    <message>
        <source>morph target vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>le sommet de cible de morphing %1 est hors limites (le sous-maillage a %2 sommets)</translation>
    </message>
    <message>
        <source>morph target vertex %1 is not in increasing order</source>
        <translation>le sommet de cible de morphing %1 n’est pas dans l’ordre croissant</translation>
    </message>
    <message>
        <source>face vertex %1 is out of range (the submesh has %2 vertices)</source>
        <translation>le sommet de face %1 est hors limites (le sous-maillage a %2 sommets)</translation>
    </message>
    <message>
        <source>%1 bytes after the last submesh were ignored</source>
        <translation>%1 octets après le dernier sous-maillage ont été ignorés</translation>
    </message>
    <message>
        <source>written as CMF version 1300 (it was %1): earlier versions have no morph targets</source>
        <translation>écrit en version CMF 1300 (c’était %1) : les versions antérieures n’ont pas de cibles de morphing</translation>
    </message>
    <message>
        <source>CMF has no tangents: they were not written</source>
        <translation>CMF n’a pas de tangentes : elles n’ont pas été écrites</translation>
    </message>
    <message>
        <source>CMF has no vertex colors: they were not written</source>
        <translation>CMF n’a pas de couleurs de sommet : elles n’ont pas été écrites</translation>
    </message>
    <message>
        <source>%1 bytes after the last map were ignored</source>
        <translation>%1 octets après la dernière texture ont été ignorés</translation>
    </message>
    <message>
        <source>CRF version %1 has no map types: they were not written</source>
        <translation>La version CRF %1 n’a pas de types de texture : ils n’ont pas été écrits</translation>
    </message>
    <message>
        <source>parent id %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>l’identifiant de parent %1 n’est pas un os de ce squelette (0 à %2)</translation>
    </message>
    <message>
        <source>child id %1 is not a bone of this skeleton (0 to %2)</source>
        <translation>l’identifiant d’enfant %1 n’est pas un os de ce squelette (0 à %2)</translation>
    </message>
    <message>
        <source>%1 bytes after the last bone were ignored</source>
        <translation>%1 octets après le dernier os ont été ignorés</translation>
    </message>
    <message>
        <source>bone %1 is its own ancestor (parent loop)</source>
        <translation>l’os %1 est son propre ancêtre (boucle de parents)</translation>
    </message>
    <message>
        <source>CSF bones have no scale: joint scales were not written</source>
        <translation>Les os CSF n’ont pas d’échelle : les échelles des articulations n’ont pas été écrites</translation>
    </message>
    <message>
        <source>the mesh has bone influences, but no skeleton (.xsf) was found beside it or given (on the command line: --skeleton FILE): opened as a static mesh</source>
        <translation>le maillage a des influences d&apos;os, mais aucun squelette (.xsf) n&apos;a été trouvé à côté ni donné (en ligne de commande : --skeleton FICHIER) : ouvert comme maillage statique</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1: the first joint names; %n: how many more joints</extracomment>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>No partner found for %1: left as they were.</source>
        <extracomment>%1: joint names (&quot;arm_L, hand_L&quot;)</extracomment>
        <translation>Aucun partenaire trouvé pour %1 : laissées telles quelles.</translation>
    </message>
    <message numerus="yes">
        <source>changed %n texture path(s)</source>
        <translation>
            <numerusform>%n chemin de texture modifié</numerusform>
            <numerusform>%n chemins de texture modifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>export for a game engine: every file it needs, laid out as the game looks for them</source>
        <translation>exporter pour un moteur de jeu : chaque fichier nécessaire, rangé là où le jeu le cherche</translation>
    </message>
    <message>
        <source>say what will not work in an engine and whether export fixes it</source>
        <translation>dire ce qui ne marchera pas dans un moteur et si l&apos;export le corrige</translation>
    </message>
    <message>
        <source>list the engines export knows and what each loads</source>
        <translation>lister les moteurs que l&apos;export connaît et ce que chacun charge</translation>
    </message>
    <message>
        <source>List the engines Quarry exports for and what each loads.</source>
        <translation>Lister les moteurs pour lesquels Quarry exporte et ce que chacun charge.</translation>
    </message>
    <message>
        <source>The targets subcommand.</source>
        <translation>La sous-commande targets.</translation>
    </message>
    <message>
        <source>Check a model against what an engine&apos;s loader accepts.</source>
        <translation>Vérifier un modèle par rapport à ce qu&apos;accepte le chargeur d&apos;un moteur.</translation>
    </message>
    <message>
        <source>The check subcommand.</source>
        <translation>La sous-commande check.</translation>
    </message>
    <message>
        <source>The engine (quarry targets lists them).</source>
        <translation>Le moteur (quarry targets les liste).</translation>
    </message>
    <message>
        <source>Allow merging joints down to N.</source>
        <translation>Autoriser la fusion des articulations jusqu&apos;à N.</translation>
    </message>
    <message>
        <source>usage: quarry check MODEL --target NAME [--json]</source>
        <translation>usage : quarry check MODÈLE --target NOM [--json]</translation>
    </message>
    <message>
        <source>error: no target &quot;%1&quot;; the targets are: %2</source>
        <translation>erreur : aucune cible « %1 » ; les cibles sont : %2</translation>
    </message>
    <message>
        <source>fixed on export: </source>
        <translation>corrigé à l&apos;export : </translation>
    </message>
    <message>
        <source>%1: nothing to fix for %2</source>
        <translation>%1 : rien à corriger pour %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s) for %2</source>
        <translation>
            <numerusform>%1 : %n constat pour %2</numerusform>
            <numerusform>%1 : %n constats pour %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for this engine (quarry targets lists them), with --out-dir.</source>
        <translation>Exporter pour ce moteur (quarry targets les liste), avec --out-dir.</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>moteur</translation>
    </message>
    <message>
        <source>With --target: the model&apos;s name in the game.</source>
        <translation>Avec --target : le nom du modèle dans le jeu.</translation>
    </message>
    <message>
        <source>With --target: allow merging joints down to N.</source>
        <translation>Avec --target : autoriser la fusion des articulations jusqu&apos;à N.</translation>
    </message>
    <message>
        <source>With --target: a file of SLOT = ANIMATION lines for the game&apos;s animation order.</source>
        <translation>Avec --target : un fichier de lignes SLOT = ANIMATION pour l&apos;ordre des animations du jeu.</translation>
    </message>
    <message>
        <source>With --target: also write the game archive (.pk3, .dpk).</source>
        <translation>Avec --target : écrire aussi l&apos;archive du jeu (.pk3, .dpk).</translation>
    </message>
    <message>
        <source>error: --max-joints takes a positive number, not &quot;%1&quot;</source>
        <translation>erreur : --max-joints attend un nombre positif, pas « %1 »</translation>
    </message>
    <message>
        <source>fixed: </source>
        <translation>corrigé : </translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>écrit : %1</translation>
    </message>
    <message>
        <source>no target &quot;%1&quot;; the targets are: %2</source>
        <translation>aucune cible « %1 » ; les cibles sont : %2</translation>
    </message>
    <message>
        <source>expected SLOT = ANIMATION</source>
        <translation>SLOT = ANIMATION attendu</translation>
    </message>
    <message>
        <source>no slot &quot;%1&quot; in this target&apos;s animation order</source>
        <translation>aucun emplacement « %1 » dans l&apos;ordre des animations de cette cible</translation>
    </message>
    <message>
        <source>the model has no animation &quot;%1&quot;</source>
        <translation>le modèle n&apos;a pas d&apos;animation « %1 »</translation>
    </message>
    <message>
        <source>animation slot %1 is not mapped: it plays %2, as the game does without it</source>
        <translation>l&apos;emplacement d&apos;animation %1 n&apos;est pas associé : il joue %2, comme le jeu sans lui</translation>
    </message>
    <message>
        <source>animation slot %1 is not mapped: it plays &quot;%2&quot;</source>
        <translation>l&apos;emplacement d&apos;animation %1 n&apos;est pas associé : il joue « %2 »</translation>
    </message>
    <message>
        <source>cannot make the archive: %1</source>
        <translation>impossible de créer l&apos;archive : %1</translation>
    </message>
    <message>
        <source>removed %1 joints no vertex uses (%2 of %3 allowed remain)</source>
        <translation>%1 articulations qu&apos;aucun sommet n&apos;utilise retirées (il en reste %2 sur %3 permises)</translation>
    </message>
    <message>
        <source>merged %1 joints into their parents (%2 -&gt; %3): %4</source>
        <translation>%1 articulations fusionnées dans leurs parents (%2 -&gt; %3) : %4</translation>
    </message>
    <message>
        <source>joint scale baked into the joints&apos; positions (%1 reads none)</source>
        <translation>échelle des articulations intégrée à leurs positions (%1 n&apos;en lit aucune)</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; scales joints; %2 cannot show that and the scaling is lost</source>
        <translation>l&apos;animation « %1 » met des articulations à l&apos;échelle ; %2 ne peut pas l&apos;afficher et l&apos;échelle est perdue</translation>
    </message>
    <message>
        <source>split %1 meshes into %2 (at most %3 vertices and %4 triangles each)</source>
        <translation>%1 maillages découpés en %2 (au plus %3 sommets et %4 triangles chacun)</translation>
    </message>
    <message>
        <source>added a one-frame &quot;idle&quot; animation in the bind pose (poses and bounds come with it)</source>
        <translation>animation « idle » d&apos;une image dans la pose de repos ajoutée (poses et limites avec elle)</translation>
    </message>
    <message>
        <source>%1: cannot read the animation map</source>
        <translation>%1 : impossible de lire la correspondance des animations</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; %3 loads at most %4</source>
        <translation>%1 fait %2 octets ; %3 en charge au plus %4</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1 : impossible de créer le dossier</translation>
    </message>
    <message>
        <source>texture %1 of material &quot;%2&quot; was not found; it is not copied</source>
        <translation>la texture %1 du matériau « %2 » est introuvable ; elle n&apos;est pas copiée</translation>
    </message>
    <message>
        <source>texture %1 cannot be read; it is not copied</source>
        <translation>la texture %1 est illisible ; elle n&apos;est pas copiée</translation>
    </message>
    <message>
        <source>%1: give option &quot;%2&quot; or &quot;%3&quot;, not both</source>
        <translation>%1 : indiquer l’option « %2 » ou « %3 », pas les deux</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; expects %3 values (%4)</source>
        <translation>%1 : l’option « %2 » attend %3 valeurs (%4)</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>le moteur</translation>
    </message>
    <message>
        <source>%1: %2 (%3 allows %4); export fixes it: %5</source>
        <translation>%1 : %2 (%3 accepte %4) ; l&apos;export le corrige : %5</translation>
    </message>
    <message>
        <source>%1: %2 (%3 allows %4); cannot be fixed on export: %5</source>
        <translation>%1 : %2 (%3 accepte %4) ; impossible à corriger à l&apos;export : %5</translation>
    </message>
    <message>
        <source>%1 vertices per mesh</source>
        <translation>%1 sommets par maillage</translation>
    </message>
    <message>
        <source>Mesh %1 vertices</source>
        <translation>Sommets du maillage %1</translation>
    </message>
    <message>
        <source>the mesh is split into parts under the limit</source>
        <translation>le maillage est découpé en parties sous la limite</translation>
    </message>
    <message>
        <source>%1 triangles per mesh</source>
        <translation>%1 triangles par maillage</translation>
    </message>
    <message>
        <source>Mesh %1 triangles</source>
        <translation>Triangles du maillage %1</translation>
    </message>
    <message>
        <source>%1 influences per vertex</source>
        <translation>%1 influences par sommet</translation>
    </message>
    <message>
        <source>Mesh %1 influences</source>
        <translation>Influences du maillage %1</translation>
    </message>
    <message>
        <source>the largest influences are kept and renormalized</source>
        <translation>les plus grandes influences sont gardées et renormalisées</translation>
    </message>
    <message>
        <source>%1 components, (u)byte, (u)int or float</source>
        <translation>%1 composantes, (u)byte, (u)int ou float</translation>
    </message>
    <message>
        <source>Custom array &quot;%1&quot; of mesh %2 components</source>
        <translation>Composantes du tableau personnalisé « %1 » du maillage %2</translation>
    </message>
    <message>
        <source>the array is left out (the engine refuses the whole model otherwise)</source>
        <translation>le tableau est omis (sinon le moteur refuse tout le modèle)</translation>
    </message>
    <message>
        <source>%1 vertices in all</source>
        <translation>%1 sommets en tout</translation>
    </message>
    <message>
        <source>Vertices in all meshes</source>
        <translation>Sommets de tous les maillages</translation>
    </message>
    <message>
        <source>simplify or remove meshes until at most %1 vertices remain</source>
        <translation>simplifiez ou retirez des maillages jusqu&apos;à %1 sommets au plus</translation>
    </message>
    <message>
        <source>%1 joints</source>
        <translation>%1 articulations</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Articulations</translation>
    </message>
    <message>
        <source>the %1 joints no vertex uses are removed</source>
        <translation>les %1 articulations qu&apos;aucun sommet n&apos;utilise sont retirées</translation>
    </message>
    <message>
        <source>the least-used leaf joints are merged into their parents down to %1</source>
        <translation>les articulations feuilles les moins utilisées sont fusionnées dans leurs parents jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>allow merging joints with --max-joints %1 (or the dialog&apos;s joint limit), or remove joints</source>
        <translation>autorisez la fusion avec --max-joints %1 (ou la limite d&apos;articulations du dialogue), ou retirez des articulations</translation>
    </message>
    <message>
        <source>no joint scale</source>
        <translation>aucune mise à l&apos;échelle d&apos;articulation</translation>
    </message>
    <message>
        <source>uniform, positive joint scale</source>
        <translation>mise à l&apos;échelle d&apos;articulation uniforme et positive</translation>
    </message>
    <message>
        <source>Scaled joints</source>
        <translation>Articulations mises à l&apos;échelle</translation>
    </message>
    <message>
        <source>the bind pose&apos;s scale is baked away; animated scale is lost (a warning says which)</source>
        <translation>l&apos;échelle de la pose de repos est intégrée ; l&apos;échelle animée est perdue (un avertissement dit laquelle)</translation>
    </message>
    <message>
        <source>the bind pose&apos;s scale is baked into the joints&apos; positions</source>
        <translation>l&apos;échelle de la pose de repos est intégrée aux positions des articulations</translation>
    </message>
    <message>
        <source>a pose per joint</source>
        <translation>une pose par articulation</translation>
    </message>
    <message>
        <source>Poses</source>
        <translation>Poses</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation in the bind pose is added</source>
        <translation>une animation « idle » d&apos;une image dans la pose de repos est ajoutée</translation>
    </message>
    <message>
        <source>bounds for every frame</source>
        <translation>des limites pour chaque image</translation>
    </message>
    <message>
        <source>Frame bounds</source>
        <translation>Limites des images</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation is added, and bounds with it</source>
        <translation>une animation « idle » d&apos;une image est ajoutée, et des limites avec elle</translation>
    </message>
    <message>
        <source>at least one animation</source>
        <translation>au moins une animation</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>a one-frame &quot;idle&quot; animation is added</source>
        <translation>une animation « idle » d&apos;une image est ajoutée</translation>
    </message>
    <message>
        <source>a root joint and a one-frame &quot;idle&quot; animation are added</source>
        <translation>une articulation racine et une animation « idle » d&apos;une image sont ajoutées</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>File size (estimated)</source>
        <translation>Taille du fichier (estimée)</translation>
    </message>
    <message>
        <source>simplify the meshes or shorten the animations</source>
        <translation>simplifiez les maillages ou raccourcissez les animations</translation>
    </message>
    <message>
        <source>Skeleton file read with the model (XSF or CSF).</source>
        <translation>Fichier de squelette lu avec le modèle (XSF ou CSF).</translation>
    </message>
    <message>
        <source>Animation file read with the model (XAF or CAF); repeatable.</source>
        <translation>Fichier d’animation lu avec le modèle (XAF ou CAF) ; répétable.</translation>
    </message>
    <message>
        <source>Material file read with the model (XRF or CRF); repeatable.</source>
        <translation>Fichier de matériau lu avec le modèle (XRF ou CRF) ; répétable.</translation>
    </message>
    <message>
        <source>Another mesh joined to the model on its skeleton (XMF or CMF); repeatable.</source>
        <translation>Un autre maillage joint au modèle sur son squelette (XMF ou CMF) ; répétable.</translation>
    </message>
    <message>
        <source>join Cal3D meshes on one skeleton into one model</source>
        <translation>joindre des maillages Cal3D sur un squelette en un seul modèle</translation>
    </message>
    <message>
        <source>say how far two models differ, moving, as fractions of their height</source>
        <translation>dit de combien deux modèles diffèrent en mouvement, en fractions de leur hauteur</translation>
    </message>
    <message>
        <source>Say how far two models differ: structure, joints and skinned surface at evenly spaced times of each animation both have, as fractions of A&apos;s height.</source>
        <translation>Dit de combien deux modèles diffèrent : structure, articulations et surface skinnée à des instants régulièrement espacés de chaque animation qu’ils ont tous deux, en fractions de la hauteur de A.</translation>
    </message>
    <message>
        <source>The compare subcommand.</source>
        <translation>La sous-commande compare.</translation>
    </message>
    <message>
        <source>The first model.</source>
        <translation>Le premier modèle.</translation>
    </message>
    <message>
        <source>The second model.</source>
        <translation>Le second modèle.</translation>
    </message>
    <message>
        <source>Times compared per animation (default: every frame of the coarser, at most 500).</source>
        <translation>Instants comparés par animation (par défaut : chaque image de la plus grossière, 500 au plus).</translation>
    </message>
    <message>
        <source>Largest distance allowed, as a fraction of the height (default 0.005).</source>
        <translation>Plus grande distance permise, en fraction de la hauteur (par défaut 0.005).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Skeleton file read with the Cal3D model (XSF).</source>
        <translation>Fichier de squelette lu avec le modèle Cal3D (XSF).</translation>
    </message>
    <message>
        <source>Animation file read with the Cal3D model (XAF); repeatable.</source>
        <translation>Fichier d’animation lu avec le modèle Cal3D (XAF) ; répétable.</translation>
    </message>
    <message>
        <source>Material file read with the Cal3D model (XRF); repeatable.</source>
        <translation>Fichier de matériau lu avec le modèle Cal3D (XRF) ; répétable.</translation>
    </message>
    <message>
        <source>Another mesh joined to the Cal3D model (XMF); repeatable.</source>
        <translation>Un autre maillage joint au modèle Cal3D (XMF) ; répétable.</translation>
    </message>
    <message>
        <source>error: --frames takes a positive number, not &quot;%1&quot;</source>
        <translation>erreur : --frames attend un nombre positif, pas « %1 »</translation>
    </message>
    <message>
        <source>error: --tolerance takes a fraction of the height such as 0.005, not &quot;%1&quot;</source>
        <translation>erreur : --tolerance attend une fraction de la hauteur comme 0.005, pas « %1 »</translation>
    </message>
    <message>
        <source>A: %1
B: %2
</source>
        <translation>A : %1
B : %2
</translation>
    </message>
    <message>
        <source>error: %1: several inputs with one output join Cal3D meshes (.xmf, .cmf) into one avatar, and this is not one; to convert each file on its own, give --out-dir DIR</source>
        <translation>erreur : %1 : plusieurs entrées pour une sortie joignent des maillages Cal3D (.xmf, .cmf) en un avatar, et ceci n’en est pas un ; pour convertir chaque fichier séparément, donnez --out-dir DOSSIER</translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT [MESH...] OUTPUT [options]</source>
        <translation>usage : quarry convert ENTRÉE [MAILLAGE...] SORTIE [options]</translation>
    </message>
    <message>
        <source>MD3: store these joints as tags (comma separated) instead of those named tag_...</source>
        <translation>MD3 : enregistrer ces articulations (séparées par des virgules) comme tags au lieu de celles nommées tag_…</translation>
    </message>
    <message>
        <source>a,b</source>
        <translation>a,b</translation>
    </message>
    <message>
        <source>Write a Quake III player into this folder: lower.md3, upper.md3, head.md3 (split at the torso and head joints), their skins and animation.cfg.</source>
        <translation>Écrire un joueur Quake III dans ce dossier : lower.md3, upper.md3, head.md3 (découpés aux articulations du torse et de la tête), leurs skins et animation.cfg.</translation>
    </message>
    <message>
        <source>With --q3-player: the first joint of the torso (default: the first named like spine or chest).</source>
        <translation>Avec --q3-player : la première articulation du torse (par défaut : la première nommée comme spine ou chest).</translation>
    </message>
    <message>
        <source>With --q3-player: the first joint of the head (default: the first named like head or neck).</source>
        <translation>Avec --q3-player : la première articulation de la tête (par défaut : la première nommée comme head ou neck).</translation>
    </message>
    <message>
        <source>With --q3-player: the joint tag_weapon goes on (default: a right hand).</source>
        <translation>Avec --q3-player : l’articulation qui porte tag_weapon (par défaut : une main droite).</translation>
    </message>
    <message>
        <source>With --target: also write N coarser levels of detail where the game draws them.</source>
        <translation>Avec --target : écrire aussi N niveaux de détail plus grossiers là où le jeu les affiche.</translation>
    </message>
    <message>
        <source>usage: quarry convert INPUT... --target ENGINE --out-dir DIR [--name NAME] [--pack] [--lods N]</source>
        <translation>utilisation : quarry convert ENTRÉE... --target MOTEUR --out-dir DOSSIER [--name NOM] [--pack] [--lods N]</translation>
    </message>
    <message>
        <source>error: --lods takes a number from 0 to 8, not &quot;%1&quot;</source>
        <translation>erreur : --lods prend un nombre de 0 à 8, pas « %1 »</translation>
    </message>
    <message>
        <source>note: the model stands %1 units tall in its bind pose (along Z), far taller than a Quake-family player (about %2): --height %2 scales it to a player&apos;s height (--scale %3)</source>
        <translation>remarque : le modèle mesure %1 unités de haut dans sa pose de liaison (selon Z), bien plus qu’un joueur de la famille Quake (environ %2) : --height %2 le met à la taille d’un joueur (--scale %3)</translation>
    </message>
    <message numerus="yes">
        <source>note: %n morph animation(s) left out (%1): this format does not hold them; a .cfg (or .xpf) keeps them</source>
        <translation>
            <numerusform>remarque : %n animation de morphes laissée de côté (%1) : ce format ne la contient pas ; un .cfg (ou .xpf) la garde</numerusform>
            <numerusform>remarque : %n animations de morphes laissées de côté (%1) : ce format ne les contient pas ; un .cfg (ou .xpf) les garde</numerusform>
        </translation>
    </message>
    <message>
        <source>Quake III model</source>
        <translation>modèle Quake III</translation>
    </message>
    <message>
        <source>Doom 3 MD5 mesh</source>
        <translation>maillage MD5 de Doom 3</translation>
    </message>
    <message>
        <source>Doom 3 MD5 animation</source>
        <translation>animation MD5 de Doom 3</translation>
    </message>
    <message>
        <source>Cal3D XML morph animation</source>
        <translation>animation de morphes XML Cal3D</translation>
    </message>
    <message>
        <source>Cal3D binary morph animation</source>
        <translation>animation de morphes binaire Cal3D</translation>
    </message>
    <message>
        <source>Cal3D avatar list</source>
        <translation>Liste d’avatar Cal3D</translation>
    </message>
    <message>
        <source>Size (bind pose): %1 x %2 x %3 (X, Y, Z)
</source>
        <translation>Taille (pose de liaison) : %1 x %2 x %3 (X, Y, Z)
</translation>
    </message>
    <message>
        <source>Height (bind pose, Z): %1 model units (the extent --height sets)
</source>
        <translation>Hauteur (pose de liaison, Z) : %1 unités du modèle (l’étendue que fixe --height)
</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds no morph animation: %n morph tracks are left out</source>
        <translation>
            <numerusform>%1 ne contient pas d’animation de morphing : %n piste de morphing est omise</numerusform>
            <numerusform>%1 ne contient pas d’animation de morphing : %n pistes de morphing sont omises</numerusform>
        </translation>
    </message>
    <message>
        <source>the morph animations could not be added: %1</source>
        <translation>les animations de morphing n’ont pas pu être ajoutées : %1</translation>
    </message>
    <message>
        <source>the duration must not be negative</source>
        <translation>la durée ne doit pas être négative</translation>
    </message>
    <message>
        <source>no %1 joint found by its name: give %2</source>
        <translation>aucune articulation %1 trouvée par son nom : indiquez %2</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; in the skeleton</source>
        <translation>aucune articulation « %1 » dans le squelette</translation>
    </message>
    <message>
        <source>a Quake III player is split by joints, and the model has no skeleton</source>
        <translation>un joueur Quake III se découpe selon les articulations, et le modèle n’a pas de squelette</translation>
    </message>
    <message>
        <source>the model has no animation: every slot plays its bind pose</source>
        <translation>le modèle n’a pas d’animation : chaque emplacement joue la pose de repos</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; to store as a tag</source>
        <translation>aucune articulation « %1 » à enregistrer comme tag</translation>
    </message>
    <message>
        <source>no joint &quot;%1&quot; to store the model in</source>
        <translation>aucune articulation « %1 » dans l’espace de laquelle enregistrer le modèle</translation>
    </message>
    <message>
        <source>%1 tags: MD3 holds at most %2</source>
        <translation>%1 tags : le MD3 en contient au plus %2</translation>
    </message>
    <message>
        <source>%1 frames: MD3 holds at most %2 (a lower --fps or fewer animations would fit)</source>
        <translation>%1 images : le MD3 en contient au plus %2 (un --fps plus bas ou moins d’animations tiendraient)</translation>
    </message>
    <message>
        <source>%1 surfaces (meshes split at %2 vertices and %3 triangles): MD3 holds at most %4</source>
        <translation>%1 surfaces (maillages coupés à %2 sommets et %3 triangles) : le MD3 en contient au plus %4</translation>
    </message>
    <message>
        <source>a position lies %1 units from the origin; MD3 holds ±512 units (in 1/64-unit steps): --scale %2 would fit</source>
        <translation>une position est à %1 unités de l’origine ; le MD3 contient ±512 unités (par pas de 1/64) : --scale %2 tiendrait</translation>
    </message>
    <message>
        <source>surface name &quot;%1&quot; cut to %2 characters</source>
        <translation>nom de surface « %1 » coupé à %2 caractères</translation>
    </message>
    <message>
        <source>the model has no animation; the game needs %1: a one-frame rest pose is written as %1</source>
        <translation>le modèle n’a pas d’animation ; le jeu a besoin de %1 : une pose de repos d’une image est écrite comme %1</translation>
    </message>
    <message>
        <source>no animation is mapped to %1, which the game needs: &quot;%2&quot; plays it</source>
        <translation>aucune animation n’est associée à %1, dont le jeu a besoin : « %2 » la joue</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; is written as %2</source>
        <translation>l’animation « %1 » est écrite comme %2</translation>
    </message>
    <message>
        <source>%1 loads %2 only in place of %3, which must be in the game</source>
        <translation>%1 ne charge %2 qu’à la place de %3, qui doit exister dans le jeu</translation>
    </message>
    <message>
        <source>%1 draws no levels of detail: --lods is left out</source>
        <translation>%1 n’affiche pas de niveaux de détail : --lods est ignoré</translation>
    </message>
    <message>
        <source>level of detail %1: %2 of %3 triangles (%4)</source>
        <translation>niveau de détail %1 : %2 triangles sur %3 (%4)</translation>
    </message>
    <message>
        <source>an avatar needs a skeleton or a mesh</source>
        <translation>un avatar a besoin d’un squelette ou d’un maillage</translation>
    </message>
    <message>
        <source>not a key=value line</source>
        <translation>pas une ligne clé=valeur</translation>
    </message>
    <message>
        <source>scale=%1 is not a positive number</source>
        <translation>scale=%1 n’est pas un nombre positif</translation>
    </message>
    <message>
        <source>%1= names no file</source>
        <translation>%1= ne nomme aucun fichier</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (ignored)</source>
        <translation>clé « %1 » inconnue (ignorée)</translation>
    </message>
    <message>
        <source>%1=%2: no such file</source>
        <translation>%1=%2 : fichier introuvable</translation>
    </message>
    <message>
        <source>read %1 in place of %2</source>
        <translation>%1 lu à la place de %2</translation>
    </message>
    <message>
        <source>%1=%2: %3</source>
        <translation>%1=%2 : %3</translation>
    </message>
    <message>
        <source>%1 bytes is too large for a .cfg list of files</source>
        <translation>%1 octets, c’est trop pour une liste de fichiers .cfg</translation>
    </message>
    <message>
        <source>a second skeleton= line (Cal3D takes one skeleton)</source>
        <translation>une deuxième ligne skeleton= (Cal3D prend un seul squelette)</translation>
    </message>
    <message>
        <source>a second skeleton (the list names %1)</source>
        <translation>un deuxième squelette (la liste nomme %1)</translation>
    </message>
    <message>
        <source>the list names no skeleton and no mesh</source>
        <translation>la liste ne nomme ni squelette ni maillage</translation>
    </message>
    <message>
        <source>scale=%1 is not applied: Cal3D scales an avatar only with its skeleton</source>
        <translation>scale=%1 n’est pas appliqué : Cal3D ne met un avatar à l’échelle qu’avec son squelette</translation>
    </message>
    <message>
        <source>scaled by %1, as the list&apos;s scale= line makes Cal3D scale the avatar when it loads: bone translations, vertex and morph target positions and animation translations</source>
        <translation>mis à l’échelle par %1, comme Cal3D met l’avatar à l’échelle au chargement selon la ligne scale= de la liste : translations des os, positions des sommets et des cibles de morphe, translations des animations</translation>
    </message>
    <message>
        <source>the model has no skeleton and no mesh to list</source>
        <translation>le modèle n’a ni squelette ni maillage à lister</translation>
    </message>
    <message numerus="yes">
        <source>%n track(s) key no morph target of the meshes (kept, to be written back): %1</source>
        <translation>
            <numerusform>%n piste ne correspond à aucune cible de morphe des maillages (gardée, elle sera réécrite) : %1</numerusform>
            <numerusform>%n pistes ne correspondent à aucune cible de morphe des maillages (gardées, elles seront réécrites) : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a CPF file names morph targets: the tracks by MORPHID were written by their targets&apos; names</source>
        <translation>un fichier CPF nomme les cibles de morphe : les pistes par MORPHID ont été écrites sous le nom de leurs cibles</translation>
    </message>
    <message>
        <source>a morph animation needs the meshes it plays on: open the mesh (.xmf, .cmf) or the .cfg list with it</source>
        <translation>une animation de morphes a besoin des maillages qu’elle anime : ouvrez le maillage (.xmf, .cmf) ou la liste .cfg avec elle</translation>
    </message>
    <message>
        <source>the model has no morph animation to write</source>
        <translation>le modèle n’a pas d’animation de morphes à écrire</translation>
    </message>
    <message>
        <source>a skeleton</source>
        <translation>un squelette</translation>
    </message>
    <message>
        <source>a mesh</source>
        <translation>un maillage</translation>
    </message>
    <message>
        <source>an animation</source>
        <translation>une animation</translation>
    </message>
    <message>
        <source>a material</source>
        <translation>un matériau</translation>
    </message>
    <message>
        <source>a morph animation</source>
        <translation>une animation de morphes</translation>
    </message>
    <message>
        <source>%1 file was given where %2 file belongs</source>
        <translation>fichier donné : %1, là où il faut %2</translation>
    </message>
    <message>
        <source>not a Cal3D skeleton, mesh, animation or material file</source>
        <translation>pas un fichier Cal3D de squelette, de maillage, d’animation ou de matériau</translation>
    </message>
    <message>
        <source>not a skeleton (.xsf), mesh (.xmf), animation (.xaf) or material (.xrf) file: %1</source>
        <translation>pas un fichier de squelette (.xsf), de maillage (.xmf), d’animation (.xaf) ou de matériau (.xrf) : %1</translation>
    </message>
    <message>
        <source>a track by MORPHNAME among tracks by MORPHID, or the other way round</source>
        <translation>une piste par MORPHNAME parmi des pistes par MORPHID, ou l’inverse</translation>
    </message>
    <message>
        <source>MORPHID and MESHID must not be negative</source>
        <translation>MORPHID et MESHID ne doivent pas être négatifs</translation>
    </message>
    <message>
        <source>a submesh ID must not be negative</source>
        <translation>un ID de sous-maillage ne doit pas être négatif</translation>
    </message>
    <message>
        <source>&lt;KEYFRAME&gt; has no &lt;WEIGHT&gt;</source>
        <translation>&lt;KEYFRAME&gt; n’a pas de &lt;WEIGHT&gt;</translation>
    </message>
    <message>
        <source>insertKeys: the clip has no keyed joints or morph targets; give option &quot;joints&quot; or &quot;morphs&quot;</source>
        <translation>insertKeys : le clip n’a ni articulation ni cible de morphing avec des clés ; donnez l’option « joints » ou « morphs »</translation>
    </message>
    <message>
        <source>No morph target is named &quot;%1&quot;: no keys selected.</source>
        <translation>Aucune cible de morphing ne s’appelle « %1 » : aucune clé sélectionnée.</translation>
    </message>
    <message>
        <source>setKey: the mesh &quot;%1&quot; has no morph target &quot;%2&quot;</source>
        <translation>setKey : le maillage « %1 » n’a pas de cible de morphing « %2 »</translation>
    </message>
    <message>
        <source>setKey: no mesh has a morph target &quot;%1&quot;</source>
        <translation>setKey : aucun maillage n’a de cible de morphing « %1 »</translation>
    </message>
    <message>
        <source>setKey: the morph target &quot;%1&quot; is in several meshes (%2): give the option &quot;mesh&quot;</source>
        <translation>setKey : la cible de morphing « %1 » est dans plusieurs maillages (%2) : donnez l’option « mesh »</translation>
    </message>
    <message>
        <source>Keyed the weight of %1 at %2 s.</source>
        <translation>Poids de %1 enregistré en clé à %2 s.</translation>
    </message>
    <message>
        <source>The key is already there.</source>
        <translation>La clé est déjà là.</translation>
    </message>
    <message>
        <source>setKey: the model has no joints: give the option &quot;morph&quot;</source>
        <translation>setKey : le modèle n’a pas d’articulations : donnez l’option « morph »</translation>
    </message>
    <message>
        <source>at joint %1</source>
        <translation>à l’articulation %1</translation>
    </message>
    <message>
        <source>at joint %1 (B: %2)</source>
        <translation>à l’articulation %1 (B : %2)</translation>
    </message>
    <message>
        <source>at mesh %1 vertex %2 (B: mesh %3 vertex %4)</source>
        <translation>au maillage %1 sommet %2 (B : maillage %3 sommet %4)</translation>
    </message>
    <message>
        <source>, animation %1 at %2 s</source>
        <translation>, animation %1 à %2 s</translation>
    </message>
    <message>
        <source>, bind pose</source>
        <translation>, pose de liaison</translation>
    </message>
    <message>
        <source>%1: nothing to compare</source>
        <translation>%1 : rien à comparer</translation>
    </message>
    <message>
        <source>%1: largest %2 %3; mean %4</source>
        <translation>%1 : plus grande %2 %3 ; moyenne %4</translation>
    </message>
    <message>
        <source>Within tolerance: largest distance %1 of height (tolerance %2).</source>
        <translation>Dans la tolérance : plus grande distance %1 de la hauteur (tolérance %2).</translation>
    </message>
    <message>
        <source>NOT within tolerance: vertices without a counterpart; largest distance %1 of height (tolerance %2).</source>
        <translation>PAS dans la tolérance : sommets sans correspondant ; plus grande distance %1 de la hauteur (tolérance %2).</translation>
    </message>
    <message>
        <source>NOT within tolerance: largest distance %1 of height (tolerance %2).</source>
        <translation>PAS dans la tolérance : plus grande distance %1 de la hauteur (tolérance %2).</translation>
    </message>
    <message>
        <source>Distances are fractions of A&apos;s height, %1.</source>
        <translation>Les distances sont des fractions de la hauteur de A, %1.</translation>
    </message>
    <message>
        <source>Structure: the same.</source>
        <translation>Structure : identique.</translation>
    </message>
    <message>
        <source>Structure:</source>
        <translation>Structure :</translation>
    </message>
    <message>
        <source>Matched: %1 joints; %2 vertices of A, %3 of A and %4 of B without a counterpart.</source>
        <translation>Appariés : %1 articulations ; %2 sommets de A, %3 de A et %4 de B sans correspondant.</translation>
    </message>
    <message>
        <source>Bind pose, surface</source>
        <translation>Pose de liaison, surface</translation>
    </message>
    <message>
        <source>Animation %1 (%2 times</source>
        <translation>Animation %1 (%2 instants</translation>
    </message>
    <message>
        <source>; %1 frames a second in A, %2 in B</source>
        <translation> ; %1 images par seconde dans A, %2 dans B</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>articulations</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>surface</translation>
    </message>
    <message>
        <source>Texture coordinates: largest difference %1 %2</source>
        <translation>Coordonnées de texture : plus grand écart %1 %2</translation>
    </message>
    <message>
        <source>Normals: largest difference %1° %2</source>
        <translation>Normales : plus grand écart %1° %2</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: its bone influences are left out: the model has no skeleton</source>
        <translation>maillage « %1 » : ses influences d’os sont omises : le modèle n’a pas de squelette</translation>
    </message>
    <message>
        <source>Scale B to A&apos;s height before measuring (a conversion made with --height or --scale); the factor is reported.</source>
        <translation>Mettre B à la hauteur de A avant de mesurer (une conversion faite avec --height ou --scale) ; le facteur est indiqué.</translation>
    </message>
    <message>
        <source>usage: quarry compare A B [companions] [--json] [--frames N] [--tolerance T] [--fit-scale]</source>
        <translation>usage : quarry compare A B [compagnons] [--json] [--frames N] [--tolerance T] [--fit-scale]</translation>
    </message>
    <message>
        <source>the joints&apos; transforms could not be set: %1</source>
        <translation>les transformations des articulations n&apos;ont pas pu être définies : %1</translation>
    </message>
    <message>
        <source>written as XPF: a CPF file names morph targets, and the names of &quot;%1&quot; also name targets it does not key</source>
        <translation>écrit en XPF : un fichier CPF désigne les cibles de morphing par leur nom, et les noms de « %1 » désignent aussi des cibles qu&apos;elle n&apos;anime pas</translation>
    </message>
    <message>
        <source>B scaled by %1 to A&apos;s height before measuring.</source>
        <translation>B mis à la hauteur de A (facteur %1) avant la mesure.</translation>
    </message>
    <message>
        <source>Vertices matched where animation %1 starts: one model has no skeleton, so no bind pose to compare.</source>
        <translation>Sommets appariés là où commence l&apos;animation %1 : un modèle n&apos;a pas de squelette, donc pas de pose de liaison à comparer.</translation>
    </message>
    <message>
        <source>error: with --q3-player, --lods takes a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>erreur : avec --q3-player, --lods prend un nombre de 0 à %1, pas « %2 »</translation>
    </message>
    <message>
        <source> (Quarry writes none of these)</source>
        <translation> (Quarry n’écrit aucun de ceux-ci)</translation>
    </message>
    <message>
        <source>Quake III draws at most %1 levels of detail: %2 are written</source>
        <translation>Quake III dessine au plus %1 niveaux de détail : %2 sont écrits</translation>
    </message>
    <message>
        <source>a Quake III player is split by joints, and the model has no skeleton: --single-model writes it as one model</source>
        <translation>un joueur Quake III est découpé selon les articulations, et le modèle n’a pas de squelette : --single-model l’écrit comme un seul modèle</translation>
    </message>
    <message>
        <source>%1 (or --single-model for one model)</source>
        <translation>%1 (ou --single-model pour un seul modèle)</translation>
    </message>
    <message>
        <source>%1 loads none of the model formats Quarry writes (IQM, MD3, MD5)</source>
        <translation>%1 ne charge aucun des formats de modèle qu’écrit Quarry (IQM, MD3, MD5)</translation>
    </message>
    <message>
        <source>models in formats Quarry does not write</source>
        <translation>des modèles dans des formats que Quarry n’écrit pas</translation>
    </message>
    <message>
        <source>no loader for IQM, MD3 or MD5</source>
        <translation>aucun chargeur pour IQM, MD3 ou MD5</translation>
    </message>
    <message>
        <source>the engine loads none of the model formats Quarry writes (IQM, MD3, MD5)</source>
        <translation>le moteur ne charge aucun des formats de modèle qu’écrit Quarry (IQM, MD3, MD5)</translation>
    </message>
    <message>
        <source>Draw another model over this one as a ghost, posed at each frame by its matching animation, as the editor&apos;s comparison view does.</source>
        <translation>Dessiner un autre modèle en fantôme par-dessus celui-ci, posé à chaque image par son animation correspondante, comme la vue de comparaison de l&apos;éditeur.</translation>
    </message>
    <message>
        <source>With --compare: colour each vertex by its distance to the other model (blue at 0, red at the tolerance, 0.5% of the height) and draw the scale.</source>
        <translation>Avec --compare : colorer chaque sommet selon sa distance à l&apos;autre modèle (bleu à 0, rouge à la tolérance, 0,5 % de la hauteur) et dessiner l&apos;échelle.</translation>
    </message>
    <message>
        <source>error: --deviation needs --compare FILE</source>
        <translation>erreur : --deviation demande --compare FICHIER</translation>
    </message>
    <message>
        <source>frames %1 to %2 are in no clip: they are the animation &quot;%3&quot; at %4 frames a second</source>
        <translation>les images %1 à %2 ne sont dans aucun clip : elles forment l’animation « %3 » à %4 images par seconde</translation>
    </message>
    <message>
        <source>%1; the frames are read as one animation</source>
        <translation>%1 ; les images sont lues comme une seule animation</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no frames; left out</source>
        <translation>« %1 » n’a aucune image ; laissé de côté</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (frames %2 to %3) lies outside the model&apos;s %4 frames; left out</source>
        <translation>« %1 » (images %2 à %3) sort des %4 images du modèle ; laissé de côté</translation>
    </message>
    <message>
        <source>%1 (as %2)</source>
        <translation>%1 (comme %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n more ranges left out</source>
        <translation>
            <numerusform>%n autre plage laissée de côté</numerusform>
            <numerusform>%n autres plages laissées de côté</numerusform>
        </translation>
    </message>
    <message>
        <source>the clips hold %1 frames, more than %2 times the model&apos;s %3</source>
        <translation>les clips contiennent %1 images, plus de %2 fois les %3 du modèle</translation>
    </message>
    <message>
        <source>read as the clip of the same frames: %1</source>
        <translation>lus comme le clip des mêmes images : %1</translation>
    </message>
    <message>
        <source>a frame rate of %1</source>
        <translation>une fréquence d’images de %1</translation>
    </message>
    <message>
        <source>the file ends before %1: Quake III reads %2 animations</source>
        <translation>le fichier s’arrête avant %1 : Quake III lit %2 animations</translation>
    </message>
    <message>
        <source>%1 needs a first frame, a frame count, looping frames and a frame rate</source>
        <translation>%1 demande une première image, un nombre d’images, des images en boucle et une fréquence d’images</translation>
    </message>
    <message>
        <source>%1: a field is not a number in range</source>
        <translation>%1 : un champ n’est pas un nombre dans les limites</translation>
    </message>
    <message>
        <source>%1 plays its frames backwards in the game; read forwards</source>
        <translation>%1 joue ses images à l’envers dans le jeu ; lues à l’endroit</translation>
    </message>
    <message>
        <source>the game does not animate the head: its frames are one animation</source>
        <translation>le jeu n’anime pas la tête : ses images forment une seule animation</translation>
    </message>
    <message>
        <source>cannot be read (%1); the frames are read as one animation</source>
        <translation>illisible (%1) ; les images sont lues comme une seule animation</translation>
    </message>
    <message>
        <source>%1 bytes are more than a list of clips takes; the frames are read as one animation</source>
        <translation>%1 octets, c’est plus qu’une liste de clips n’en prend ; les images sont lues comme une seule animation</translation>
    </message>
    <message>
        <source>clips and frame rates from %1</source>
        <translation>clips et fréquences d’images tirés de %1</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Images</translation>
    </message>
    <message>
        <source>Frames in %1</source>
        <translation>Images dans %1</translation>
    </message>
    <message>
        <source>resample with --fps %1 (or the dialog&apos;s frame rate) or lower, or export fewer animations</source>
        <translation>rééchantillonnez avec --fps %1 (ou la fréquence d’images du dialogue) ou moins, ou exportez moins d’animations</translation>
    </message>
    <message>
        <source>export fewer or shorter animations (even --fps 1 gives more)</source>
        <translation>exportez des animations moins nombreuses ou plus courtes (même --fps 1 en donne plus)</translation>
    </message>
    <message>
        <source>No holes to fill through the selection.</source>
        <translation>Aucun trou à remplir dans la sélection.</translation>
    </message>
    <message>
        <source>MD5 stores no normals (the engine derives them from the triangles&apos; winding): saved as MD5, this change is lost.</source>
        <translation>MD5 n’enregistre pas de normales (le moteur les déduit du sens des triangles) : enregistrée en MD5, cette modification est perdue.</translation>
    </message>
    <message>
        <source>%1 joints are named &quot;%2&quot;: files and engines find joints by name</source>
        <translation>%1 articulations s’appellent « %2 » : fichiers et moteurs trouvent les articulations par leur nom</translation>
    </message>
    <message>
        <source>textured (the default for a model with a texture found), shaded (the default for one without), wireframe, colors or uv.</source>
        <translation>textured (par défaut pour un modèle dont une texture est trouvée), shaded (par défaut pour un modèle sans), wireframe, colors ou uv.</translation>
    </message>
    <message>
        <source>warning: texture drawn as a checkerboard: %1</source>
        <translation>avertissement : texture dessinée en damier : %1</translation>
    </message>
    <message>
        <source>MD3: split surfaces over the renderers&apos; caps (999 vertices, 1,999 triangles) into parts under both; a model read from an MD3 is otherwise written with its surfaces as read.</source>
        <translation>MD3 : découper les surfaces au-delà des limites des moteurs de rendu (999 sommets, 1 999 triangles) en parties sous les deux ; sinon, un modèle lu depuis un MD3 est écrit avec ses surfaces telles qu’elles ont été lues.</translation>
    </message>
    <message>
        <source>MDL, MD2: sample the animations at this frame rate (default 10).</source>
        <translation>MDL, MD2 : échantillonner les animations à cette fréquence d’images (10 par défaut).</translation>
    </message>
    <message>
        <source>MDL: write every animation as one frame group.</source>
        <translation>MDL : écrire chaque animation comme un groupe de frames.</translation>
    </message>
    <message>
        <source>MDL: keep the flags past bit 7.</source>
        <translation>MDL : garder les drapeaux au-delà du bit 7.</translation>
    </message>
    <message>
        <source>MDL: store a skin laid out in a front and a back half with onseam, as Quake&apos;s tools do.</source>
        <translation>MDL : stocker un skin partagé en une moitié avant et une moitié arrière avec onseam, comme les outils de Quake.</translation>
    </message>
    <message>
        <source>MDL: let skin colours match the fullbright colours (224-255).</source>
        <translation>MDL : permettre aux couleurs de skin de prendre les couleurs pleine lumière (224-255).</translation>
    </message>
    <message>
        <source>MDL: let skin colours match the shirt and pants colours (16-31, 96-111).</source>
        <translation>MDL : permettre aux couleurs de skin de prendre les couleurs de chemise et de pantalon (16-31, 96-111).</translation>
    </message>
    <message>
        <source>MD2: the game folder the skin names start with (e.g. models/monsters/tank/).</source>
        <translation>MD2 : le dossier du jeu par lequel commencent les noms de skin (par ex. models/monsters/tank/).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>MDL, MD2: write past the engines&apos; vertex, triangle, frame and skin limits.</source>
        <translation>MDL, MD2 : écrire au-delà des limites des moteurs en sommets, triangles, frames et skins.</translation>
    </message>
    <message>
        <source>--quake-fps: &quot;%1&quot; is not a positive number</source>
        <translation>--quake-fps : « %1 » n’est pas un nombre positif</translation>
    </message>
    <message>
        <source>Quake model</source>
        <translation>modèle Quake</translation>
    </message>
    <message>
        <source>Quake II model</source>
        <translation>modèle Quake II</translation>
    </message>
    <message>
        <source>%1&apos;s first frame is where the game starts lower.md3&apos;s legs: it cannot move in one part alone (keep the clips before it as long as they are)</source>
        <translation>La première image de %1 est l’endroit où le jeu fait commencer les jambes de lower.md3 : elle ne peut pas être déplacée dans une seule partie (gardez aux clips qui la précèdent leur longueur)</translation>
    </message>
    <message>
        <source>lower.md3 would have no triangles: every vertex weighs most on the torso joint &quot;%1&quot;, on a joint below it or on the head</source>
        <translation>lower.md3 n&apos;aurait aucun triangle : chaque sommet dépend surtout de l&apos;articulation du torse « %1 », d&apos;une articulation en dessous ou de la tête</translation>
    </message>
    <message>
        <source>upper.md3 would have no triangles: no vertex weighs most on the torso joint &quot;%1&quot; or a joint below it short of the head joint &quot;%2&quot;</source>
        <translation>upper.md3 n&apos;aurait aucun triangle : aucun sommet ne dépend surtout de l&apos;articulation du torse « %1 » ou d&apos;une articulation en dessous avant l&apos;articulation de la tête « %2 »</translation>
    </message>
    <message>
        <source>head.md3 would have no triangles: no vertex weighs most on the head joint &quot;%1&quot; or a joint below it</source>
        <translation>head.md3 n&apos;aurait aucun triangle : aucun sommet ne dépend surtout de l&apos;articulation de la tête « %1 » ou d&apos;une articulation en dessous</translation>
    </message>
    <message>
        <source>%1; no choice of joints gives the three parts triangles (the game refuses a player with an empty part): --single-model writes it as one model</source>
        <translation>%1 ; aucun choix d&apos;articulations ne donne des triangles aux trois parties (le jeu refuse un joueur dont une partie est vide) : --single-model l&apos;écrit en un seul modèle</translation>
    </message>
    <message>
        <source>%1, and the game refuses a player with an empty part: choose the %2 joint with %3, one of: %4</source>
        <translation>%1, et le jeu refuse un joueur dont une partie est vide : choisissez l&apos;articulation (%2) avec %3, parmi : %4</translation>
    </message>
    <message>
        <source>torso</source>
        <translation>torse</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>toes ahead of the ankles</source>
        <translation>orteils devant les chevilles</translation>
    </message>
    <message>
        <source>eyes ahead of the head</source>
        <translation>yeux devant la tête</translation>
    </message>
    <message>
        <source>the feet ahead of the ankles</source>
        <translation>les pieds devant les chevilles</translation>
    </message>
    <message>
        <source>which way the model faces cannot be told from its joints (toes, eyes) or its feet: it is written facing +X as it is; give --facing if it faces elsewhere</source>
        <translation>ni ses articulations (orteils, yeux) ni ses pieds ne disent vers où le modèle regarde : il est écrit tel quel, regardant vers +X ; indiquez --facing s&apos;il regarde ailleurs</translation>
    </message>
    <message>
        <source>--facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</source>
        <translation>--facing prend +x, -x, +y, -y ou auto, pas « %1 »</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>comme indiqué</translation>
    </message>
    <message>
        <source>turned to face +X, as the game draws players: it faced %1 (%2)</source>
        <translation>tourné vers +X, comme le jeu dessine les joueurs : il regardait vers %1 (%2)</translation>
    </message>
    <message>
        <source>placed on the game&apos;s floor: the lowest point at Z = %1, the middle on the Z axis</source>
        <translation>posé sur le sol du jeu : le point le plus bas à Z = %1, le milieu sur l&apos;axe Z</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5 (--split-at-caps splits it)</source>
        <translation>la surface « %1 » a %2 sommets et %3 triangles : les moteurs en chargent au plus %4 et %5 (--split-at-caps la découpe)</translation>
    </message>
    <message>
        <source>MDL version %1: Quarry reads version 6, Quake&apos;s</source>
        <translation>MDL version %1 : Quarry lit la version 6, celle de Quake</translation>
    </message>
    <message>
        <source>a QuakeForge 16-bit MDL (&quot;MD16&quot;): Quarry reads Quake&apos;s &quot;IDPO&quot; version 6</source>
        <translation>un MDL 16 bits de QuakeForge (« MD16 ») : Quarry lit le « IDPO » version 6 de Quake</translation>
    </message>
    <message>
        <source>the texture embedded as %1 could not be decoded</source>
        <translation>la texture incorporée comme %1 n’a pas pu être décodée</translation>
    </message>
    <message>
        <source>texture %1 cannot be read (%2); it is not copied</source>
        <translation>la texture %1 ne peut pas être lue (%2) ; elle n’est pas copiée</translation>
    </message>
    <message>
        <source>opacity map %1 cannot be read (%2); the texture keeps its alpha</source>
        <translation>la carte d’opacité %1 ne peut pas être lue (%2) ; la texture garde son alpha</translation>
    </message>
    <message>
        <source>texture %1 is stored top down and cannot be turned over: the game may show it upside down</source>
        <translation>la texture %1 est enregistrée de haut en bas et ne peut pas être retournée : le jeu risque de l&apos;afficher à l&apos;envers</translation>
    </message>
    <message>
        <source>texture %1 was stored top down: stored bottom-up, as the game reads it</source>
        <translation>la texture %1 était enregistrée de haut en bas : enregistrée de bas en haut, comme le jeu la lit</translation>
    </message>
    <message>
        <source>truncated: %1 bytes, shorter than the 18-byte header</source>
        <translation>tronqué : %1 octets, moins que l’en-tête de 18 octets</translation>
    </message>
    <message>
        <source>truncated: the header and colour map need %1 bytes, the file has %2</source>
        <translation>tronqué : l’en-tête et la palette demandent %1 octets, le fichier en a %2</translation>
    </message>
    <message>
        <source>truncated: %1 × %2 pixels at %3 bits need %4 bytes, the file has %5</source>
        <translation>tronqué : %1 × %2 pixels de %3 bits demandent %4 octets, le fichier en a %5</translation>
    </message>
    <message>
        <source>truncated: the run-length data ends at byte %1 after %2 of %3 pixels</source>
        <translation>tronqué : les données compressées par plages finissent à l’octet %1 après %2 pixels sur %3</translation>
    </message>
    <message>
        <source>truncated: the run-length data needs %1 bytes, the file has %2</source>
        <translation>tronqué : les données compressées par plages demandent %1 octets, le fichier en a %2</translation>
    </message>
    <message>
        <source>%1 × %2 pixels: larger than the %3 megapixels a texture may have</source>
        <translation>%1 × %2 pixels : plus que les %3 mégapixels permis à une texture</translation>
    </message>
    <message>
        <source>not readable (stb_image: %1)</source>
        <translation>illisible (stb_image : %1)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>fichier vide</translation>
    </message>
    <message>
        <source>not an image format Quarry reads</source>
        <translation>pas un format d’image que Quarry lit</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>%1 MiB: larger than a texture may be</source>
        <translation>%1 Mio : plus grand qu’une texture ne peut l’être</translation>
    </message>
    <message>
        <source>%1 found as %2, letter case ignored</source>
        <translation>%1 trouvé comme %2, sans tenir compte de la casse</translation>
    </message>
    <message>
        <source>%1 found as %2, by its file name alone in the .cfg&apos;s folder</source>
        <translation>%1 trouvé comme %2, par son seul nom de fichier dans le dossier du .cfg</translation>
    </message>
    <message>
        <source>%1 found as %2, relative to the .cfg&apos;s folder without its leading folders %3</source>
        <translation>%1 trouvé comme %2, relatif au dossier du .cfg sans ses dossiers de tête %3</translation>
    </message>
    <message>
        <source>embedded image: %1</source>
        <translation>image incorporée : %1</translation>
    </message>
    <message>
        <source>%1: not found</source>
        <translation>%1 : introuvable</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : illisible (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Mesh %1: %n degenerate triangles (repeated corners, or no area in any of its %2 frames)</source>
        <translation>
            <numerusform>Maillage %1 : %n triangle dégénéré (coins répétés, ou sans aire dans chacune de ses %2 images)</numerusform>
            <numerusform>Maillage %1 : %n triangles dégénérés (coins répétés, ou sans aire dans chacune de ses %2 images)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more are flat in some frames only and are kept</source>
        <translation>
            <numerusform>; %n autre n’est plat que dans certaines images et est conservé</numerusform>
            <numerusform>; %n autres ne sont plats que dans certaines images et sont conservés</numerusform>
        </translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: texture %2 cannot be read: %3</source>
        <translation>Matériau « %1 » : la texture %2 ne peut pas être lue : %3</translation>
    </message>
    <message>
        <source>Material &quot;%1&quot;: %2</source>
        <translation>Matériau « %1 » : %2</translation>
    </message>
    <message>
        <source>With --q3-player or a player --target: the way the model faces as stored, +x, -x, +y or -y; it is turned to face +X as the games draw players (default: auto, found from the toes and eyes).</source>
        <translation>Avec --q3-player ou un --target de joueur : la direction dans laquelle le modèle regarde tel qu’enregistré, +x, -x, +y ou -y ; il est tourné vers +X, comme les jeux dessinent les joueurs (par défaut : auto, déduite des orteils et des yeux).</translation>
    </message>
    <message>
        <source>A model that is not a player: keeps its size and place (with --target ioquake3: the one-model form, one IQM, instead of the player&apos;s MD3s).</source>
        <translation>Un modèle qui n’est pas un joueur : garde sa taille et sa place (avec --target ioquake3 : la forme à un seul modèle, un IQM, au lieu des MD3 du joueur).</translation>
    </message>
    <message>
        <source>The way the player faces as stored: +x, -x, +y, -y or auto (found from the rig).</source>
        <translation>La direction dans laquelle le joueur regarde tel qu’enregistré : +x, -x, +y, -y ou auto (déduite du rig).</translation>
    </message>
    <message>
        <source>The player&apos;s height the export is given (--height).</source>
        <translation>La hauteur donnée au joueur à l’export (--height).</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>The scale the export is given (--scale).</source>
        <translation>L’échelle donnée à l’export (--scale).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>facteur</translation>
    </message>
    <message>
        <source>error: --facing takes +x, -x, +y, -y or auto, not &quot;%1&quot;</source>
        <translation>erreur : --facing prend +x, -x, +y, -y ou auto, pas « %1 »</translation>
    </message>
    <message>
        <source>taken as a player: %1</source>
        <translation>traité comme un joueur : %1</translation>
    </message>
    <message>
        <source>taken as a model that is not a player, kept at its size: %1</source>
        <translation>traité comme un modèle qui n’est pas un joueur, gardé à sa taille : %1</translation>
    </message>
    <message>
        <source>With --target: a model that is not a player, kept at its size and place (ioquake3: one IQM model with animation.cfg instead of the Quake III player&apos;s lower, upper and head models).</source>
        <translation>Avec --target : un modèle qui n’est pas un joueur, gardé à sa taille et à sa place (ioquake3 : un modèle IQM avec animation.cfg au lieu des modèles lower, upper et head du joueur Quake III).</translation>
    </message>
    <message>
        <source>a NUL byte ends the text here, as the game reads the file; the rest is not read</source>
        <translation>un octet NUL termine ici le texte, comme le jeu lit le fichier ; la suite n’est pas lue</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (ligne %2)</translation>
    </message>
    <message>
        <source>settings Quake III does not know, skipped with the rest of their lines: %1</source>
        <translation>réglages inconnus de Quake III, ignorés avec le reste de leur ligne : %1</translation>
    </message>
    <message>
        <source>%1 keeps its models where they are (no player conventions)</source>
        <translation>%1 laisse ses modèles où ils sont (pas de conventions de joueur)</translation>
    </message>
    <message>
        <source>--single-model: a model that is not a player</source>
        <translation>--single-model : un modèle qui n’est pas un joueur</translation>
    </message>
    <message>
        <source>no skeleton: a weapon, an item or a map object</source>
        <translation>pas de squelette : une arme, un objet ou un élément de carte</translation>
    </message>
    <message>
        <source>a skeleton without a head joint: a weapon, an item or a map object</source>
        <translation>un squelette sans articulation de tête : une arme, un objet ou un élément de carte</translation>
    </message>
    <message>
        <source>a skeleton with a head joint (%1)</source>
        <translation>un squelette avec une articulation de tête (%1)</translation>
    </message>
    <message>
        <source>%1 times too small</source>
        <translation>%1 fois trop petit</translation>
    </message>
    <message>
        <source>%1 times too large</source>
        <translation>%1 fois trop grand</translation>
    </message>
    <message>
        <source>players %1 units tall</source>
        <translation>joueurs de %1 unités de haut</translation>
    </message>
    <message>
        <source>scaled to %1 units on export (--height or --scale to choose another size)</source>
        <translation>mis à %1 unités à l’export (--height ou --scale pour choisir une autre taille)</translation>
    </message>
    <message>
        <source>the player is %1 units tall, %2 for players in %3 (%4 units)</source>
        <translation>le joueur mesure %1 unités, %2 pour les joueurs de %3 (%4 unités)</translation>
    </message>
    <message>
        <source>players facing +X</source>
        <translation>joueurs regardant vers +X</translation>
    </message>
    <message>
        <source>turned to face +X on export</source>
        <translation>tourné vers +X à l’export</translation>
    </message>
    <message>
        <source>the player faces %1 (%2); %3 draws players facing +X, so it would be seen from the side or back</source>
        <translation>le joueur regarde vers %1 (%2) ; %3 dessine les joueurs regardant vers +X, il serait donc vu de côté ou de dos</translation>
    </message>
    <message>
        <source>feet at Z = %1</source>
        <translation>pieds à Z = %1</translation>
    </message>
    <message>
        <source>its lowest point placed at Z = %1 on export</source>
        <translation>son point le plus bas placé à Z = %1 à l’export</translation>
    </message>
    <message>
        <source>the player floats %1 units above the floor in %2 (its lowest point at Z = %3, the floor at %4)</source>
        <translation>le joueur flotte %1 unités au-dessus du sol dans %2 (son point le plus bas à Z = %3, le sol à %4)</translation>
    </message>
    <message>
        <source>the player is sunk %1 units into the floor in %2 (its lowest point at Z = %3, the floor at %4)</source>
        <translation>le joueur est enfoncé de %1 unités dans le sol dans %2 (son point le plus bas à Z = %3, le sol à %4)</translation>
    </message>
    <message>
        <source>the player has no height to scale to the %2 units of players in %1</source>
        <translation>le joueur n’a pas de hauteur à mettre aux %2 unités des joueurs de %1</translation>
    </message>
    <message>
        <source>scaled by %1 to %2&apos;s player height of %3 units (--height or --scale to choose another)</source>
        <translation>mis à l’échelle par %1 à la hauteur des joueurs de %2, soit %3 unités (--height ou --scale pour en choisir une autre)</translation>
    </message>
    <message>
        <source>error: --root-motion takes in-place or keep, not &quot;%1&quot;</source>
        <translation>erreur : --root-motion prend in-place ou keep, pas « %1 »</translation>
    </message>
    <message>
        <source>in-place: the root&apos;s travel across the floor removed from every animation (its height kept), as games that move the player themselves play them; keep: left as it is. Default: in place for a player --target or --q3-player, else kept.</source>
        <translation>in-place : le déplacement de la racine sur le sol est retiré de chaque animation (sa hauteur est gardée), comme les jouent les jeux qui déplacent eux-mêmes le joueur ; keep : laissé tel quel. Par défaut : in-place pour un joueur avec --target ou --q3-player, sinon keep.</translation>
    </message>
    <message>
        <source>Convert even where the output format keeps none of the model&apos;s animation (an MD3&apos;s vertex frames written as IQM); without it, such a conversion stops with an error.</source>
        <translation>Convertit même quand le format de sortie ne garde rien de l’animation du modèle (les images de sommets d’un MD3 écrites en IQM) ; sans cette option, une telle conversion s’arrête sur une erreur.</translation>
    </message>
    <message>
        <source>The file of SLOT = ANIMATION lines the export is given (--animation-map).</source>
        <translation>Le fichier de lignes SLOT = ANIMATION transmis à l’export (--animation-map).</translation>
    </message>
    <message>
        <source>With --target ioquake3: the player&apos;s parts as md3 (Quake III&apos;s own, the default) or iqm (lower.iqm, upper.iqm, head.iqm: skeletal, at the animations&apos; own rates, no frame cap).</source>
        <translation>Avec --target ioquake3 : les parties du joueur en md3 (le format propre à Quake III, par défaut) ou en iqm (lower.iqm, upper.iqm, head.iqm : squelettique, à la fréquence propre des animations, sans limite d’images).</translation>
    </message>
    <message>
        <source>error: --player-format takes md3 or iqm, not &quot;%1&quot;</source>
        <translation>erreur : --player-format prend md3 ou iqm, pas « %1 »</translation>
    </message>
    <message>
        <source>error: --player-format takes one input</source>
        <translation>erreur : --player-format prend une seule entrée</translation>
    </message>
    <message>
        <source>Give --drop-animation to write it without.</source>
        <translation>Indiquez --drop-animation pour l’écrire sans animation.</translation>
    </message>
    <message>
        <source>%1 written anew from the model (%2): its own layout, spacing and number formatting are not kept</source>
        <translation>%1 réécrit à partir du modèle (%2) : sa propre mise en page, ses espacements et le format de ses nombres ne sont pas conservés</translation>
    </message>
    <message>
        <source>the model no longer holds what the file held</source>
        <translation>le modèle ne contient plus ce que contenait le fichier</translation>
    </message>
    <message>
        <source>the clip renamed &quot;%1&quot; is still %2 in %3: animation.cfg&apos;s slots have fixed names (a .framegroups file, as DarkPlaces reads, keeps clip names)</source>
        <translation>le clip renommé « %1 » reste %2 dans %3 : les emplacements d’animation.cfg ont des noms fixes (un fichier .framegroups, tel que le lit DarkPlaces, garde les noms des clips)</translation>
    </message>
    <message>
        <source>is not an MD3 file</source>
        <translation>n’est pas un fichier MD3</translation>
    </message>
    <message>
        <source>has %1 frames, the part %2</source>
        <translation>a %1 images, la partie %2</translation>
    </message>
    <message>
        <source>has a header that does not fit its %1 bytes</source>
        <translation>a un en-tête qui ne correspond pas à ses %1 octets</translation>
    </message>
    <message>
        <source>has its surface %1 outside the file</source>
        <translation>a sa surface %1 hors du fichier</translation>
    </message>
    <message>
        <source>has its surface %1 not ending with its vertex records</source>
        <translation>a sa surface %1 qui ne se termine pas par ses enregistrements de sommets</translation>
    </message>
    <message>
        <source>cannot follow frame %1 of the retimed part, which shows no stored frame</source>
        <translation>ne peut pas suivre l’image %1 de la partie à la durée modifiée, qui ne montre aucune image stockée</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <source>the level of detail %1; it is left as it was and no longer plays as the part does</source>
        <translation>le niveau de détail %1 ; il reste tel quel et ne joue plus comme la partie</translation>
    </message>
    <message>
        <source>%1: meshes sharing a shader merged, %2 surfaces to %3 (MD3 holds %4)</source>
        <translation>%1 : maillages partageant un shader fusionnés, %2 surfaces en %3 (le MD3 en contient %4)</translation>
    </message>
    <message>
        <source>%1.%2 has no triangles: the game refuses the player</source>
        <translation>%1.%2 n’a aucun triangle : le jeu refuse le joueur</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; ioquake3 loads an IQM of at most %3 (a lower --fps or fewer animations would fit)</source>
        <translation>%1 fait %2 octets ; ioquake3 charge un IQM d’au plus %3 (un --fps plus bas ou moins d’animations tiendraient)</translation>
    </message>
    <message>
        <source>clips that share the frames of another: %1</source>
        <translation>clips qui partagent les images d’un autre : %1</translation>
    </message>
    <message>
        <source>%1 to %2 s is not a range of &quot;%3&quot;, which lasts %4 s</source>
        <translation>%1 à %2 s n’est pas une plage de « %3 », qui dure %4 s</translation>
    </message>
    <message numerus="yes">
        <source>%n animation slot(s): %1</source>
        <translation>
            <numerusform>%n emplacement d’animation : %1</numerusform>
            <numerusform>%n emplacements d’animation : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>name the clips after the slots (walk, run, attack, death, jump, crouch, idle, ...) or give --animation-map with SLOT = CLIP lines</source>
        <translation>nommez les clips d’après les emplacements (walk, run, attack, death, jump, crouch, idle, ...) ou donnez --animation-map avec des lignes SLOT = CLIP</translation>
    </message>
    <message>
        <source>all %1 animation slots play %2</source>
        <translation>les %1 emplacements d’animation jouent tous %2</translation>
    </message>
    <message>
        <source>%1 of %2 animation slots play %3</source>
        <translation>%1 emplacements d’animation sur %2 jouent %3</translation>
    </message>
    <message>
        <source>; left out: %1</source>
        <translation> ; omis : %1</translation>
    </message>
    <message>
        <source>%1 vertices in an MD2</source>
        <translation>%1 sommets dans un MD2</translation>
    </message>
    <message>
        <source>Distinct vertex positions</source>
        <translation>Positions de sommet distinctes</translation>
    </message>
    <message>
        <source>simplify the meshes until at most %1 positions remain</source>
        <translation>simplifiez les maillages jusqu’à %1 positions au plus</translation>
    </message>
    <message>
        <source>%1 triangles in an MD2</source>
        <translation>%1 triangles dans un MD2</translation>
    </message>
    <message>
        <source>Triangles in all meshes</source>
        <translation>Triangles dans tous les maillages</translation>
    </message>
    <message>
        <source>simplify the meshes until at most %1 triangles remain</source>
        <translation>simplifiez les maillages jusqu’à %1 triangles au plus</translation>
    </message>
    <message>
        <source>%1 frames in an MD2</source>
        <translation>%1 images dans un MD2</translation>
    </message>
    <message>
        <source>Frames at 10 a second</source>
        <translation>Images à 10 par seconde</translation>
    </message>
    <message>
        <source>export fewer or shorter animations</source>
        <translation>exportez des animations moins nombreuses ou plus courtes</translation>
    </message>
    <message>
        <source>the skin path %1 is longer than the 63 characters an MD2 holds: choose a shorter --name</source>
        <translation>le chemin de skin %1 dépasse les 63 caractères que contient un MD2 : choisissez un --name plus court</translation>
    </message>
    <message>
        <source>not a player (%1): written as %2tris.md2</source>
        <translation>pas un joueur (%1) : écrit en %2tris.md2</translation>
    </message>
    <message>
        <source>Quake II&apos;s 198 player frames play: %1</source>
        <translation>Les 198 images de joueur de Quake II jouent : %1</translation>
    </message>
    <message>
        <source>the model holds no weapon mesh: weapon.md2 is a %1-unit bar in the %2, which the client needs to show the player</source>
        <translation>le modèle ne contient aucun maillage d’arme : weapon.md2 est une barre de %1 unités placée sur %2, dont le client a besoin pour afficher le joueur</translation>
    </message>
    <message>
        <source>player&apos;s origin</source>
        <translation>l’origine du joueur</translation>
    </message>
    <message>
        <source>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</source>
        <translation>%1 coordonnées de texture réparties sur plus de %2 répétitions de leur texture ont été ramenées à une seule : le skin regroupé contient une texture au plus %2 fois le long de chaque axe</translation>
    </message>
    <message>
        <source>%1 textures packed into one %2 × %3 skin (scaled to %4%)</source>
        <translation>%1 textures regroupées dans un skin de %2 × %3 (mises à l’échelle à %4 %)</translation>
    </message>
    <message>
        <source>%1 texels with alpha under one half are index 255 of the palette, which Quake II&apos;s renderers draw transparent</source>
        <translation>%1 texels d’alpha inférieur à 0,5 prennent l’indice 255 de la palette, que les moteurs de rendu de Quake II dessinent transparent</translation>
    </message>
    <message>
        <source>%1: %2 %3; %4 loads at most %5</source>
        <translation>%1 : %2 %3 ; %4 en charge au plus %5</translation>
    </message>
    <message>
        <source>%1: %2 vertices: %3 loads them, QuakeSpasm stops at %4</source>
        <translation>%1 : %2 sommets : %3 les charge, QuakeSpasm s’arrête à %4</translation>
    </message>
    <message>
        <source>%1: %2 triangles: %3 loads them, QuakeSpasm stops at %4</source>
        <translation>%1 : %2 triangles : %3 les charge, QuakeSpasm s’arrête à %4</translation>
    </message>
    <message>
        <source>%1: no enhanced model: the re-release&apos;s are MD5, and the model has no skeleton</source>
        <translation>%1 : pas de modèle amélioré : ceux de la réédition sont en MD5, et le modèle n’a pas de squelette</translation>
    </message>
    <message>
        <source>%1 in place of the .mdl: the model has no skeleton for an MD5</source>
        <translation>%1 à la place du .mdl : le modèle n’a pas de squelette pour un MD5</translation>
    </message>
    <message>
        <source>%1: material &quot;%2&quot; has no texture: %3 has no skin for it</source>
        <translation>%1 : le matériau « %2 » n’a pas de texture : %3 n’a pas de skin pour lui</translation>
    </message>
    <message>
        <source>%1: the file written cannot be read back</source>
        <translation>%1 : le fichier écrit ne peut pas être relu</translation>
    </message>
    <message>
        <source>%1 holds %2 frames where %3 were expected: the .qc and the enhanced model may number them differently</source>
        <translation>%1 contient %2 images alors que %3 étaient attendues : le .qc et le modèle amélioré les numérotent peut-être différemment</translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; cut from the time range the animation map gives</source>
        <translation>animation « %1 » découpée dans la plage de temps que donne la correspondance des animations</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in %2 meshes</source>
        <translation>« %1 » dans %2 maillages</translation>
    </message>
    <message>
        <source>left out %1 custom vertex arrays (%2 does not read them): %3</source>
        <translation>%1 tableaux de sommets personnalisés omis (%2 ne les lit pas) : %3</translation>
    </message>
    <message>
        <source>the player format is md3 or iqm, not &quot;%1&quot;</source>
        <translation>le format de joueur est md3 ou iqm, pas « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>The game requires %n frame(s) of this clip: the first-person weapon is synced to it.</source>
        <translation>
            <numerusform>Le jeu exige %n image de ce clip : l’arme à la première personne y est synchronisée.</numerusform>
            <numerusform>Le jeu exige %n images de ce clip : l’arme à la première personne y est synchronisée.</numerusform>
        </translation>
    </message>
    <message>
        <source>select the vertices, faces or meshes to move first</source>
        <translation>sélectionnez d’abord les sommets, faces ou maillages à déplacer</translation>
    </message>
    <message>
        <source>Move Vertices</source>
        <translation>Déplacer les sommets</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices.</source>
        <translation>
            <numerusform>%n sommet déplacé.</numerusform>
            <numerusform>%n sommets déplacés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices in every frame.</source>
        <translation>
            <numerusform>%n sommet déplacé dans chaque image.</numerusform>
            <numerusform>%n sommets déplacés dans chaque image.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n vertices in the frame shown.</source>
        <translation>
            <numerusform>%n sommet déplacé dans l’image affichée.</numerusform>
            <numerusform>%n sommets déplacés dans l’image affichée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps no vertex animation, and all of this model&apos;s animation is vertex animation (%n morph track(s)): every frame of it would be lost. Formats that keep it: MD3, MD2, MDL, glTF (morph targets) and Cal3D (morph animations); MD5 and IQM keep skeletal animation only.</source>
        <translation>
            <numerusform>%1 ne garde aucune animation de sommets, et toute l’animation de ce modèle est de l’animation de sommets (%n piste de morphing) : chacune de ses images serait perdue. Formats qui la gardent : MD3, MD2, MDL, glTF (cibles de morphing) et Cal3D (animations de morphing) ; MD5 et IQM ne gardent que l’animation squelettique.</numerusform>
            <numerusform>%1 ne garde aucune animation de sommets, et toute l’animation de ce modèle est de l’animation de sommets (%n pistes de morphing) : chacune de ses images serait perdue. Formats qui la gardent : MD3, MD2, MDL, glTF (cibles de morphing) et Cal3D (animations de morphing) ; MD5 et IQM ne gardent que l’animation squelettique.</numerusform>
        </translation>
    </message>
    <message>
        <source>animation &quot;%1&quot; in place: joint &quot;%2&quot; travelled up to %3 units across the floor, now none (its height kept)</source>
        <translation>animation « %1 » sur place : l’articulation « %2 » se déplaçait jusqu’à %3 unités sur le sol, désormais plus du tout (sa hauteur est gardée)</translation>
    </message>
    <message>
        <source>%1 triangles in all</source>
        <translation>%1 triangles en tout</translation>
    </message>
    <message>
        <source>simplify or remove meshes until at most %1 triangles remain</source>
        <translation>simplifiez ou retirez des maillages jusqu’à %1 triangles au plus</translation>
    </message>
    <message>
        <source>; or write the player&apos;s parts as IQM (--player-format iqm, the dialog&apos;s Player parts), which has no frame cap</source>
        <translation> ; ou écrivez les parties du joueur en IQM (--player-format iqm, « Parties du joueur » dans le dialogue), qui n’a pas de limite d’images</translation>
    </message>
    <message>
        <source>%1 frames per %2 file</source>
        <translation>%1 images par fichier %2</translation>
    </message>
    <message>
        <source>MD3 keeps no clip names, frame rates or loop flags: read again without an animation.cfg or .framegroups beside it, the file is one clip &quot;frames&quot; of every frame at %1 frames a second (a .framegroups file keeps them: `quarry convert --framegroups`, or a script&apos;s export with framegroups=True)</source>
        <translation>MD3 ne garde ni noms de clips, ni cadences, ni boucles : relu sans animation.cfg ni .framegroups à côté, le fichier est un seul clip &quot;frames&quot; de toutes les images à %1 images par seconde (un fichier .framegroups les garde : `quarry convert --framegroups`, ou l&apos;export d&apos;un script avec framegroups=True)</translation>
    </message>
    <message>
        <source>submesh %1 has no vertices and %2 texture coordinate sets (at most %3 read)</source>
        <translation>le sous-maillage %1 n&apos;a aucun sommet et %2 jeux de coordonnées de texture (%3 au plus sont lus)</translation>
    </message>
    <message>
        <source>texture coordinates (all 0) given to the meshes that had none, as %1 loads no model without them: %2</source>
        <translation>coordonnées de texture (toutes à 0) données aux maillages qui n&apos;en avaient pas, car %1 ne charge aucun modèle sans elles : %2</translation>
    </message>
    <message>
        <source>Quake III player</source>
        <translation>Joueur Quake III</translation>
    </message>
    <message>
        <source>%1 is a part of a player: lower.md3, upper.md3, head.md3 and animation.cfg lie beside it. Open the whole player, its parts on their tags and every slot of animation.cfg a clip?</source>
        <translation>%1 est une partie d’un joueur : lower.md3, upper.md3, head.md3 et animation.cfg se trouvent à côté. Ouvrir le joueur entier, avec ses parties sur leurs tags et chaque emplacement d’animation.cfg comme un clip ?</translation>
    </message>
    <message>
        <source>Open the Player</source>
        <translation>Ouvrir le joueur</translation>
    </message>
    <message>
        <source>Open This Part</source>
        <translation>Ouvrir cette partie</translation>
    </message>
    <message>
        <source>Remember my answer (Edit &gt; Preferences changes it)</source>
        <translation>Mémoriser ma réponse (modifiable dans Édition &gt; Préférences)</translation>
    </message>
    <message>
        <source>A Quake III player&apos;s lower.md3, upper.md3 or head.md3: the whole player as one model, every animation.cfg slot a clip.</source>
        <translation>lower.md3, upper.md3 ou head.md3 d’un joueur Quake III : le joueur entier comme un seul modèle, chaque emplacement d’animation.cfg un clip.</translation>
    </message>
    <message>
        <source>usage: quarry info FILE [--json] [--player]</source>
        <translation>usage : quarry info FICHIER [--json] [--player]</translation>
    </message>
    <message>
        <source>error: %1 is not lower.md3, upper.md3 or head.md3 with the other two and animation.cfg beside it</source>
        <translation>erreur : %1 n’est pas lower.md3, upper.md3 ou head.md3 avec les deux autres et animation.cfg à côté</translation>
    </message>
    <message>
        <source>Reverse the winding of every triangle (with --target: after the triangles the game would draw inside out are turned, unless --keep-winding).</source>
        <translation>Inverser l’ordre des sommets de chaque triangle (avec --target : après que les triangles que le jeu dessinerait à l’envers ont été retournés, sauf avec --keep-winding).</translation>
    </message>
    <message>
        <source>The frame rate the export is given (--fps).</source>
        <translation>La fréquence d’images donnée à l’export (--fps).</translation>
    </message>
    <message>
        <source>The export keeps the winding as read (--keep-winding): no finding for triangles that face inward.</source>
        <translation>L’export garde l’ordre des sommets tel que lu (--keep-winding) : aucun constat pour les triangles tournés vers l’intérieur.</translation>
    </message>
    <message>
        <source>With --target ioquake3: TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP and TORSO_RAISE keep their clips&apos; frame counts (by default resampled to the 6, 6, 5 and 4 frames the game&apos;s weapon is synced to).</source>
        <translation>Avec --target ioquake3 : TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP et TORSO_RAISE gardent le nombre d’images de leurs clips (par défaut rééchantillonnés aux 6, 6, 5 et 4 images sur lesquelles l’arme du jeu est synchronisée).</translation>
    </message>
    <message>
        <source>With --target: keep every triangle&apos;s winding as read. Without it, triangles the game would draw inside out (wound against their normals) are turned to face outward, before --flip-winding.</source>
        <translation>Avec --target : garder l’ordre des sommets de chaque triangle tel que lu. Sans cette option, les triangles que le jeu dessinerait à l’envers (orientés à l’opposé de leurs normales) sont retournés vers l’extérieur, avant --flip-winding.</translation>
    </message>
    <message>
        <source>glTF 2</source>
        <translation>glTF 2</translation>
    </message>
    <message>
        <source>the file ends inside the 12-byte GLB header (it holds %1 bytes)</source>
        <translation>le fichier se termine dans l’en-tête GLB de 12 octets (il contient %1 octets)</translation>
    </message>
    <message>
        <source>GLB version %1; only version 2 is read</source>
        <translation>GLB version %1 ; seule la version 2 est lue</translation>
    </message>
    <message>
        <source>the GLB header gives the file&apos;s length as %1 bytes, but the file ends at byte %2</source>
        <translation>l’en-tête GLB indique une longueur de fichier de %1 octets, mais le fichier se termine à l’octet %2</translation>
    </message>
    <message>
        <source>GLB chunk %1&apos;s header is cut off by the end of the file</source>
        <translation>l’en-tête du bloc GLB %1 est coupé par la fin du fichier</translation>
    </message>
    <message>
        <source>GLB chunk %1 holds %2 bytes from byte %3, but the file ends at byte %4</source>
        <translation>le bloc GLB %1 contient %2 octets à partir de l’octet %3, mais le fichier se termine à l’octet %4</translation>
    </message>
    <message>
        <source>the first GLB chunk is not JSON</source>
        <translation>le premier bloc GLB n’est pas du JSON</translation>
    </message>
    <message>
        <source>the GLB holds no JSON chunk</source>
        <translation>le GLB ne contient aucun bloc JSON</translation>
    </message>
    <message>
        <source>the file is larger than 4 GiB, which glTF&apos;s reader cannot take</source>
        <translation>le fichier dépasse 4 Gio, ce que le lecteur glTF ne peut pas prendre en charge</translation>
    </message>
    <message>
        <source>cannot read this glTF 2.0 file: %1</source>
        <translation>impossible de lire ce fichier glTF 2.0 : %1</translation>
    </message>
    <message>
        <source>the edit changed more than names, meshes, animations and bind poses</source>
        <translation>la modification a changé plus que des noms, des maillages, des animations et des poses de liaison</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps only a material&apos;s name: the colours of %n materials (%2) are not written</source>
        <translation>
            <numerusform>%1 ne garde que le nom d’un matériau : les couleurs de %n matériau (%2) ne sont pas écrites</numerusform>
            <numerusform>%1 ne garde que le nom d’un matériau : les couleurs de %n matériaux (%2) ne sont pas écrites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved vertices left the box of %n frames (%1): each was given a new box and its vertices quantised again</source>
        <translation>
            <numerusform>des sommets déplacés ont quitté la boîte de %n image (%1) : elle a reçu une nouvelle boîte et ses sommets ont été de nouveau quantifiés</numerusform>
            <numerusform>des sommets déplacés ont quitté la boîte de %n images (%1) : chacune a reçu une nouvelle boîte et ses sommets ont été de nouveau quantifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays in lower.md3 and upper.md3 with one frame numbering: its frames cannot move or change in number in one of them alone (keep its length, or open the whole player as one model to retime it in both)</source>
        <translation>%1 est joué dans lower.md3 et upper.md3 avec une seule numérotation des images : ses images ne peuvent pas être déplacées ni changer de nombre dans un seul des deux (gardez sa longueur, ou ouvrez le joueur entier comme un seul modèle pour le recaler dans les deux)</translation>
    </message>
    <message>
        <source>%1 plays &quot;%2&quot; (%3 frames, %4 s) resampled to %5 frames at %6 frames a second: the game&apos;s first-person weapon is synced to that length (--keep-slot-lengths keeps the clip&apos;s)</source>
        <translation>%1 joue « %2 » (%3 images, %4 s) rééchantillonné à %5 images à %6 images par seconde : l’arme à la première personne du jeu est synchronisée sur cette longueur (--keep-slot-lengths garde celle du clip)</translation>
    </message>
    <message>
        <source>, clips longer than %1 s cut to their first %1 s (%2 s before)</source>
        <translation>, clips de plus de %1 s ramenés à leurs %1 premières secondes (%2 s auparavant)</translation>
    </message>
    <message>
        <source>not a player part with lower.md3, upper.md3, head.md3 and animation.cfg beside it</source>
        <translation>pas une partie de joueur avec lower.md3, upper.md3, head.md3 et animation.cfg à côté</translation>
    </message>
    <message>
        <source>no %1: the next part is drawn at the origin</source>
        <translation>pas de %1 : la partie suivante est dessinée à l’origine</translation>
    </message>
    <message numerus="yes">
        <source>%n surface name(s) cut to their last %1 characters: ioquake3&apos;s OpenGL 2 renderer, its default, ends the map on a longer one (R_CreateVao)</source>
        <translation>
            <numerusform>%n nom de surface réduit à ses %1 derniers caractères : le moteur de rendu OpenGL 2 d’ioquake3, celui par défaut, interrompt la carte sur un nom plus long (R_CreateVao)</numerusform>
            <numerusform>%n noms de surface réduits à leurs %1 derniers caractères : le moteur de rendu OpenGL 2 d’ioquake3, celui par défaut, interrompt la carte sur un nom plus long (R_CreateVao)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: tangents made for %n mesh(es): ioquake3&apos;s OpenGL 2 renderer, its default, refuses an IQM without them</source>
        <translation>
            <numerusform>%1 : tangentes créées pour %n maillage : le moteur de rendu OpenGL 2 d’ioquake3, celui par défaut, refuse un IQM sans elles</numerusform>
            <numerusform>%1 : tangentes créées pour %n maillages : le moteur de rendu OpenGL 2 d’ioquake3, celui par défaut, refuse un IQM sans elles</numerusform>
        </translation>
    </message>
    <message>
        <source>the model no longer holds a player&apos;s three parts</source>
        <translation>le modèle ne contient plus les trois parties d’un joueur</translation>
    </message>
    <message>
        <source>joint &quot;%1&quot; belongs to none of the player&apos;s parts</source>
        <translation>l’articulation « %1 » n’appartient à aucune partie du joueur</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; belongs to none of the player&apos;s parts</source>
        <translation>le maillage « %1 » n’appartient à aucune partie du joueur</translation>
    </message>
    <message>
        <source>a player is saved as its parts: name the file %1, %2 or %3</source>
        <translation>un joueur est enregistré sous forme de ses parties : nommez le fichier %1, %2 ou %3</translation>
    </message>
    <message>
        <source>%1 is stored at frames %2 to %3 of %4, where the saved animation.cfg does not find it: the edit cannot be saved in one animation.cfg</source>
        <translation>%1 est stocké aux images %2 à %3 de %4, où le fichier animation.cfg enregistré ne le trouve pas : la modification ne peut pas être enregistrée dans un seul fichier animation.cfg</translation>
    </message>
    <message>
        <source>%1 bytes: the game reads no character.cfg of more than %2 bytes and does not load the player</source>
        <translation>%1 octets : le jeu ne lit aucun character.cfg de plus de %2 octets et ne charge pas le joueur</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no value: the file ends</source>
        <translation>« %1 » n’a pas de valeur : le fichier se termine</translation>
    </message>
    <message>
        <source>&quot;%1&quot; wants &quot;{&quot; and finds &quot;%2&quot;; the game reads on to the next &quot;}&quot;</source>
        <translation>« %1 » attend « { » et trouve « %2 » ; le jeu lit jusqu’à la prochaine « } »</translation>
    </message>
    <message>
        <source>the block of &quot;%1&quot; is not closed: it takes the rest of the file</source>
        <translation>le bloc de « %1 » n’est pas fermé : il prend le reste du fichier</translation>
    </message>
    <message>
        <source>settings the game does not know: %1</source>
        <translation>réglages que le jeu ne connaît pas : %1</translation>
    </message>
    <message>
        <source>an alien (sex n): clips loop as the game&apos;s NSPA_ slots do</source>
        <translation>un alien (sex n) : les clips bouclent comme les emplacements NSPA_ du jeu</translation>
    </message>
    <message>
        <source>a human: clips loop as the game&apos;s slots do</source>
        <translation>un humain : les clips bouclent comme les emplacements du jeu</translation>
    </message>
    <message>
        <source>files the game loads for no slot of this player: %1</source>
        <translation>fichiers que le jeu ne charge pour aucun emplacement de ce joueur : %1</translation>
    </message>
    <message>
        <source>the game loads no %1.md5anim for this player (%2): clip &quot;%3&quot; is saved but not played</source>
        <translation>le jeu ne charge aucun %1.md5anim pour ce joueur (%2) : le clip « %3 » est enregistré mais pas joué</translation>
    </message>
    <message>
        <source>the game loops &quot;%1&quot; (%2) whatever the clip says: no file keeps a loop flag</source>
        <translation>le jeu joue « %1 » (%2) en boucle, quoi qu’indique le clip : aucun fichier ne garde d’indicateur de boucle</translation>
    </message>
    <message>
        <source>the game plays &quot;%1&quot; (%2) once whatever the clip says: no file keeps a loop flag</source>
        <translation>le jeu joue « %1 » (%2) une seule fois, quoi qu’indique le clip : aucun fichier ne garde d’indicateur de boucle</translation>
    </message>
    <message>
        <source>front faces wound clockwise, as %1 draws them</source>
        <translation>faces avant dans le sens horaire, comme %1 les dessine</translation>
    </message>
    <message>
        <source>the export turns them to face outward (--keep-winding leaves them)</source>
        <translation>l’export les retourne vers l’extérieur (--keep-winding les laisse tels quels)</translation>
    </message>
    <message>
        <source>%1 of %2 triangles face inward as %3 draws them (wound against their normals, or into their part): %4</source>
        <translation>%1 triangles sur %2 sont tournés vers l’intérieur tels que %3 les dessine (orientés à l’opposé de leurs normales, ou vers l’intérieur de leur partie) : %4</translation>
    </message>
    <message>
        <source>%1 of %2 triangles turned to face outward for %3</source>
        <translation>%1 triangles sur %2 retournés vers l’extérieur pour %3</translation>
    </message>
    <message>
        <source>the winding of every triangle reversed (--flip-winding)</source>
        <translation>ordre des sommets de chaque triangle inversé (--flip-winding)</translation>
    </message>
    <message>
        <source>the model has no skeleton: its %1 joint animations are not written (a Cal3D animation needs its skeleton)</source>
        <translation>le modèle n’a pas de squelette : ses %1 animations d’articulations ne sont pas écrites (une animation Cal3D a besoin de son squelette)</translation>
    </message>
    <message>
        <source>%1 is %2 frames long now: the game requires %3 (the first-person weapon is synced to it)</source>
        <translation>%1 dure maintenant %2 images : le jeu en exige %3 (l’arme à la première personne y est synchronisée)</translation>
    </message>
    <message>
        <source>the export lowers the rate, or shortens the longest clips, until every part fits (--fps %1 fits with the clips whole; --player-format iqm keeps every frame)</source>
        <translation>l’export baisse la fréquence, ou raccourcit les clips les plus longs, jusqu’à ce que chaque partie tienne (--fps %1 tient avec les clips entiers ; --player-format iqm garde toutes les images)</translation>
    </message>
    <message>
        <source>the export shortens the longest clips until every part fits (--player-format iqm keeps every frame)</source>
        <translation>l’export raccourcit les clips les plus longs jusqu’à ce que chaque partie tienne (--player-format iqm garde toutes les images)</translation>
    </message>
    <message>
        <source>The export keeps the weapon slots&apos; clip lengths (--keep-slot-lengths): their frames are counted as they are.</source>
        <translation>L’export garde la longueur des clips des emplacements d’arme (--keep-slot-lengths) : leurs images sont comptées telles quelles.</translation>
    </message>
    <message>
        <source>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory at the peak of loading, past the %2 MB it can spare of its %3 MB hunk (com_hunkMegs): without --fps the export lowers the rate until they fit%4</source>
        <translation>les parties du joueur prennent environ %1 Mo de la mémoire d’ioquake3 au plus fort du chargement, au-delà des %2 Mo qu’il peut céder sur son hunk de %3 Mo (com_hunkMegs) : sans --fps, l’export baisse la fréquence jusqu’à ce qu’elles tiennent%4</translation>
    </message>
    <message>
        <source>, and --player-format iqm keeps the frames as joint poses, far smaller</source>
        <translation>, et --player-format iqm garde les images en poses d’articulations, bien plus petites</translation>
    </message>
    <message>
        <source>the player&apos;s parts take about %1 MB of ioquake3&apos;s memory even at one frame a clip (the game has %2 MB, and the map and other players need their share): simplify the meshes%3</source>
        <translation>les parties du joueur prennent environ %1 Mo de la mémoire d’ioquake3 même à une image par clip (le jeu a %2 Mo, et la carte et les autres joueurs ont besoin de leur part) : simplifiez les maillages%3</translation>
    </message>
    <message>
        <source>, or remove joints</source>
        <translation>, ou retirez des articulations</translation>
    </message>
    <message>
        <source>, or --player-format iqm</source>
        <translation>, ou --player-format iqm</translation>
    </message>
    <message>
        <source>frames fitted to ioquake3&apos;s memory: animations at %1 frames a second (up to %2 before)%3; lower.%8 %4 frames, upper.%8 %5, about %6 MB of the game&apos;s %7 MB hunk at the peak of loading (--fps sets the rate%9)</source>
        <translation>images ajustées à la mémoire d’ioquake3 : animations à %1 images par seconde (jusqu’à %2 avant)%3 ; lower.%8 %4 images, upper.%8 %5, environ %6 Mo du hunk de %7 Mo du jeu au plus fort du chargement (--fps fixe la fréquence%9)</translation>
    </message>
    <message>
        <source>, --player-format iqm keeps far more frames</source>
        <translation>, --player-format iqm garde bien plus d’images</translation>
    </message>
    <message>
        <source>slots of no frames, which the game plays as none, have no clip: %1</source>
        <translation>les emplacements sans image, que le jeu ne joue pas, n’ont pas de clip : %1</translation>
    </message>
    <message>
        <source>the file says nonsegmented: the game plays its lines with nonseg.md3, not with this part, whose frames are one animation</source>
        <translation>le fichier dit nonsegmented : le jeu joue ses lignes avec nonseg.md3, pas avec cette partie, dont les images forment une animation</translation>
    </message>
    <message>
        <source>the file does not say nonsegmented: the game does not play nonseg.md3 with it, and its frames are one animation</source>
        <translation>le fichier ne dit pas nonsegmented : le jeu ne joue pas nonseg.md3 avec lui, et ses images forment une animation</translation>
    </message>
    <message>
        <source>27 animation lines: read as Tremulous 1.2&apos;s, with NSPA_CHARGE after NSPA_RUNBACK (Tremulous 1.1 reads the first 26 as its own)</source>
        <translation>27 lignes d’animation : lues comme celles de Tremulous 1.2, avec NSPA_CHARGE après NSPA_RUNBACK (Tremulous 1.1 lit les 26 premières comme les siennes)</translation>
    </message>
    <message>
        <source>the file ends before %1: Tremulous reads %2 animations of a nonsegmented player</source>
        <translation>le fichier se termine avant %1 : Tremulous lit %2 animations d’un joueur non segmenté</translation>
    </message>
    <message>
        <source>Tremulous reads no line after NSPA_DEAD3; this one is not read</source>
        <translation>Tremulous ne lit aucune ligne après NSPA_DEAD3 ; celle-ci n’est pas lue</translation>
    </message>
    <message>
        <source>With --target ioquake3: the player&apos;s parts the export writes, md3 or iqm (--player-format).</source>
        <translation>Avec --target ioquake3 : les parties du joueur que l’export écrit, md3 ou iqm (--player-format).</translation>
    </message>
    <message>
        <source>The levels of detail the export writes (--lods), counted in the game&apos;s memory.</source>
        <translation>Les niveaux de détail que l’export écrit (--lods), comptés dans la mémoire du jeu.</translation>
    </message>
    <message>
        <source>the edit changed more than names, vertex values and triangles</source>
        <translation>la modification a changé plus que des noms, des valeurs de sommets et des triangles</translation>
    </message>
    <message>
        <source>about %1 MB of ioquake3&apos;s hunk at the peak of loading (it can spare %2 MB of its %3 MB)</source>
        <translation>environ %1 Mo du hunk d’ioquake3 au plus fort du chargement (il peut en céder %2 Mo sur ses %3 Mo)</translation>
    </message>
    <message>
        <source>, and %1 MB of its zone for one surface&apos;s vertex buffer (at most %2 MB)</source>
        <translation>, et %1 Mo de sa zone pour le tampon de sommets d’une surface (au plus %2 Mo)</translation>
    </message>
    <message>
        <source>%1 MB of the %2 MB hunk for a player</source>
        <translation>%1 Mo du hunk de %2 Mo pour un joueur</translation>
    </message>
    <message>
        <source>Player memory (estimated)</source>
        <translation>Mémoire du joueur (estimée)</translation>
    </message>
    <message>
        <source>--fps %1 (or lower) fits with the clips whole</source>
        <translation>--fps %1 (ou moins) tient avec les clips entiers</translation>
    </message>
    <message>
        <source>no rate fits with the clips whole</source>
        <translation>aucune cadence ne tient avec les clips entiers</translation>
    </message>
    <message>
        <source>; without --fps the export fits it: %1</source>
        <translation> ; sans --fps, l’export l’ajuste : %1</translation>
    </message>
    <message>
        <source>%1: at --fps %2 the player&apos;s parts take %3; cannot be fixed on export (it writes them at that rate and warns; the game may stop loading with &quot;Hunk_Alloc failed&quot;): %4</source>
        <translation>%1 : à --fps %2, les parties du joueur prennent %3 ; ne peut pas être corrigé à l’export (il les écrit à cette cadence et avertit ; le jeu peut arrêter le chargement avec « Hunk_Alloc failed ») : %4</translation>
    </message>
    <message>
        <source>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; export fixes it: %4</source>
        <translation>%1 : aux cadences propres des animations (jusqu’à %2 images par seconde), les parties du joueur prennent %3 ; l’export le corrige : %4</translation>
    </message>
    <message>
        <source>%1: at the animations&apos; own rates (up to %2 frames a second) the player&apos;s parts take %3; cannot be fixed on export: %4</source>
        <translation>%1 : aux cadences propres des animations (jusqu’à %2 images par seconde), les parties du joueur prennent %3 ; ne peut pas être corrigé à l’export : %4</translation>
    </message>
    <message numerus="yes">
        <source>%n mesh name(s) written as DarkPlaces&apos; .skin reader reads them (no spaces, commas, colons, semicolons, brackets, quotes or slashes, no &quot;tag_&quot; at the start, at most %1 bytes), e.g. %2</source>
        <translation>
            <numerusform>%n nom de maillage écrit comme le lecteur de .skin de DarkPlaces le lit (sans espaces, virgules, deux-points, points-virgules, crochets, guillemets ni barres obliques, sans « tag_ » au début, au plus %1 octets), p. ex. %2</numerusform>
            <numerusform>%n noms de maillage écrits comme le lecteur de .skin de DarkPlaces les lit (sans espaces, virgules, deux-points, points-virgules, crochets, guillemets ni barres obliques, sans « tag_ » au début, au plus %1 octets), p. ex. %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surface name(s) written as the game&apos;s .skin reader reads them (no spaces, commas, quotes, slashes, &quot;tag_&quot;, characters past ASCII or a &apos;_&apos; before the last character), e.g. %1</source>
        <translation>
            <numerusform>%n nom de surface écrit comme le lecteur de .skin du jeu le lit (sans espaces, virgules, guillemets, barres obliques, « tag_ », caractères hors ASCII ni « _ » avant le dernier caractère), p. ex. %1</numerusform>
            <numerusform>%n noms de surface écrits comme le lecteur de .skin du jeu les lit (sans espaces, virgules, guillemets, barres obliques, « tag_ », caractères hors ASCII ni « _ » avant le dernier caractère), p. ex. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; names no folder under models/players: choose another with --name</source>
        <translation>le nom « %1 » ne désigne aucun dossier sous models/players : en choisir un autre avec --name</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; written as &quot;%2&quot;: ioquake3&apos;s .skin reader ends an image&apos;s path at a space, comma or character past ASCII, and the model setting (%2/default) takes no slash, backslash, semicolon or quote</source>
        <translation>le nom « %1 » écrit « %2 » : le lecteur de .skin d’ioquake3 termine le chemin d’une image à une espace, une virgule ou un caractère hors ASCII, et le réglage du modèle (%2/default) n’accepte ni barre oblique, ni barre oblique inverse, ni point-virgule, ni guillemet</translation>
    </message>
    <message>
        <source>shader %1 is %2 characters long: ioquake3 reads 63 and will not find its image (a shorter --name or texture file name fits)</source>
        <translation>le shader %1 fait %2 caractères : ioquake3 en lit 63 et ne trouvera pas son image (un --name ou un nom de fichier de texture plus court tient)</translation>
    </message>
    <message numerus="yes">
        <source>%n material(s) without a texture written (%1) drawn in their diffuse colour: %2 written, so that the skins name no missing file</source>
        <translation>
            <numerusform>%n matériau sans texture écrite (%1) dessiné dans sa couleur diffuse : %2 écrit, pour que les skins ne nomment aucun fichier manquant</numerusform>
            <numerusform>%n matériaux sans texture écrite (%1) dessinés dans leur couleur diffuse : %2 écrits, pour que les skins ne nomment aucun fichier manquant</numerusform>
        </translation>
    </message>
    <message>
        <source>MDL: the skin may use the shirt and pants colours (16-31, 96-111) the game recolours per player (the same as --mdl-player-colours).</source>
        <translation>MDL : le skin peut utiliser les couleurs de chemise et de pantalon (16-31, 96-111) que le jeu recolore pour chaque joueur (comme --mdl-player-colours).</translation>
    </message>
    <message>
        <source>MDL, MD2: the game&apos;s palette for skins: a palette.lmp (or Quake II&apos;s colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx); default: the game&apos;s standard palette.</source>
        <translation>MDL, MD2 : la palette du jeu pour les skins : un palette.lmp (ou le colormap.pcx de Quake II), ou un .pak, un .pk3 ou un dossier de jeu contenant gfx/palette.lmp (pics/colormap.pcx) ; par défaut : la palette standard du jeu.</translation>
    </message>
    <message>
        <source>--palette: %1</source>
        <translation>--palette : %1</translation>
    </message>
    <message>
        <source>skins shown in the game&apos;s palette, %1</source>
        <translation>skins affichés dans la palette du jeu, %1</translation>
    </message>
    <message>
        <source>%1: byte %2: a palette.lmp holds exactly %3 bytes (256 × R, G, B), this one %4</source>
        <translation>%1 : octet %2 : un palette.lmp contient exactement %3 octets (256 × R, V, B), celui-ci %4</translation>
    </message>
    <message>
        <source>%1 holds %2 bytes, more than the %3 expected</source>
        <translation>%1 contient %2 octets, plus que les %3 attendus</translation>
    </message>
    <message>
        <source>%1: no %2 or %3 in the folder, its pak files or its .pk3 files</source>
        <translation>%1 : ni %2 ni %3 dans le dossier, ses fichiers pak ou ses fichiers .pk3</translation>
    </message>
    <message>
        <source>%1 holds neither %2 nor %3</source>
        <translation>%1 ne contient ni %2 ni %3</translation>
    </message>
    <message>
        <source>%1: neither a palette (%2 bytes; this file has %3), a PCX image, a .pak nor a .pk3</source>
        <translation>%1 : ni une palette (%2 octets ; ce fichier en a %3), ni une image PCX, ni un .pak, ni un .pk3</translation>
    </message>
    <message>
        <source>byte %1: %2</source>
        <translation>octet %1 : %2</translation>
    </message>
    <message>
        <source>truncated: a pack file&apos;s header takes %1 bytes, the file has %2</source>
        <translation>tronqué : l’en-tête d’un fichier pack occupe %1 octets, le fichier en a %2</translation>
    </message>
    <message>
        <source>not a Quake pack file: it does not start with &quot;PACK&quot;</source>
        <translation>pas un fichier pack de Quake : il ne commence pas par « PACK »</translation>
    </message>
    <message>
        <source>the directory&apos;s offset is negative (%1)</source>
        <translation>la position du répertoire est négative (%1)</translation>
    </message>
    <message>
        <source>the directory&apos;s length (%1) is not a multiple of %2 bytes, the size of an entry</source>
        <translation>la longueur du répertoire (%1) n’est pas un multiple de %2 octets, la taille d’une entrée</translation>
    </message>
    <message>
        <source>the directory (offset %1, %2 bytes) runs past the end of the file (%3 bytes)</source>
        <translation>le répertoire (position %1, %2 octets) dépasse la fin du fichier (%3 octets)</translation>
    </message>
    <message>
        <source>the directory ends inside an entry</source>
        <translation>le répertoire se termine au milieu d’une entrée</translation>
    </message>
    <message>
        <source>the name of entry %1 does not end within its %2 bytes</source>
        <translation>le nom de l’entrée %1 ne se termine pas dans ses %2 octets</translation>
    </message>
    <message>
        <source>entry %1 (%2: %3 bytes at byte %4) runs past the end of the file (%5 bytes)</source>
        <translation>l’entrée %1 (%2 : %3 octets à partir de l’octet %4) dépasse la fin du fichier (%5 octets)</translation>
    </message>
    <message>
        <source>the file ended while its directory was read</source>
        <translation>le fichier s’est terminé pendant la lecture de son répertoire</translation>
    </message>
    <message>
        <source>the file ended while %1 was read</source>
        <translation>le fichier s’est terminé pendant la lecture de %1</translation>
    </message>
    <message>
        <source>truncated: an 8-bit PCX file with its palette takes at least %1 bytes, this one has %2</source>
        <translation>tronqué : un fichier PCX 8 bits avec sa palette occupe au moins %1 octets, celui-ci en a %2</translation>
    </message>
    <message>
        <source>not a PCX file: it starts with 0x%1, not 0x0A</source>
        <translation>pas un fichier PCX : il commence par 0x%1, pas par 0x0A</translation>
    </message>
    <message>
        <source>%1 bits a pixel, not 8: the image has no 256-colour palette</source>
        <translation>%1 bits par pixel, pas 8 : l’image n’a pas de palette de 256 couleurs</translation>
    </message>
    <message>
        <source>no 256-colour palette at the end of the file: the byte %1 bytes from the end is 0x%2, not 0x0C</source>
        <translation>pas de palette de 256 couleurs à la fin du fichier : l’octet situé %1 octets avant la fin vaut 0x%2, pas 0x0C</translation>
    </message>
    <message>
        <source>cannot find the texture %1 (looked for from %2)</source>
        <translation>texture %1 introuvable (cherchée à partir de %2)</translation>
    </message>
    <message>
        <source>cannot read the texture %1: %2</source>
        <translation>impossible de lire la texture %1 : %2</translation>
    </message>
    <message>
        <source>cannot read the glow texture %1: %2</source>
        <translation>impossible de lire la texture lumineuse %1 : %2</translation>
    </message>
    <message>
        <source>%1: material &quot;%2&quot; has a colour and no texture: its skin is 8 × 8 texels of that colour</source>
        <translation>%1 : le matériau « %2 » a une couleur et pas de texture : son skin fait 8 × 8 texels de cette couleur</translation>
    </message>
</context>
<context>
    <name>quarry::AnimationSlotTable</name>
    <message>
        <source>Slot</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <source>The clip the game plays in each slot; a slot left to the game&apos;s fallback plays the slot the game takes instead (idle, mostly). Written beside the export as its --animation-map file.</source>
        <translation>Le clip que le jeu joue dans chaque emplacement ; un emplacement laissé au repli du jeu joue l’emplacement que le jeu prend à la place (idle, le plus souvent). Écrit à côté de l’export comme son fichier --animation-map.</translation>
    </message>
    <message>
        <source>(the game&apos;s fallback)</source>
        <translation>(repli du jeu)</translation>
    </message>
    <message>
        <source>clip %1</source>
        <translation>clip %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <source>end</source>
        <translation>fin</translation>
    </message>
</context>
<context>
    <name>quarry::Autosave</name>
    <message>
        <source>cannot create %1</source>
        <translation>impossible de créer %1</translation>
    </message>
    <message>
        <source>cannot lock %1</source>
        <translation>impossible de verrouiller %1</translation>
    </message>
</context>
<context>
    <name>quarry::BackgroundTask</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>quarry::BatchConvertDialog</name>
    <message>
        <source>Y-up source turned Z-up</source>
        <translation>source Y vers le haut tournée en Z vers le haut</translation>
    </message>
    <message>
        <source>scale %1</source>
        <translation>échelle %1</translation>
    </message>
    <message>
        <source>height %1</source>
        <translation>hauteur %1</translation>
    </message>
    <message>
        <source>winding reversed</source>
        <translation>ordre des sommets inversé</translation>
    </message>
    <message>
        <source>at most %1 influences</source>
        <translation>au plus %1 influences</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 i/s</translation>
    </message>
    <message>
        <source>as read</source>
        <translation>tel que lu</translation>
    </message>
    <message>
        <source>Settings...</source>
        <translation>Réglages...</translation>
    </message>
    <message>
        <source>Add Files...</source>
        <translation>Ajouter des fichiers...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Convertir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Batch Convert</source>
        <translation>Conversion par lots</translation>
    </message>
    <message>
        <source>Folder to write into</source>
        <translation>Dossier de destination</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Into folder</source>
        <translation>Dans le dossier</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Files at a time</source>
        <translation>Fichiers à la fois</translation>
    </message>
    <message>
        <source>Files to Convert</source>
        <translation>Fichiers à convertir</translation>
    </message>
    <message>
        <source>Folder to Write Into</source>
        <translation>Dossier de destination</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4</source>
        <translation>[%1/%2] %3 -&gt; %4</translation>
    </message>
    <message>
        <source>[%1/%2] cancelled: %3</source>
        <translation>[%1/%2] annulé : %3</translation>
    </message>
    <message>
        <source>[%1/%2] FAILED %3</source>
        <translation>[%1/%2] ÉCHEC %3</translation>
    </message>
    <message>
        <source>Converted %1 of %2 files.</source>
        <translation>%1 fichiers sur %2 convertis.</translation>
    </message>
    <message>
        <source>&amp;Batch Convert...</source>
        <translation>Conversion par &amp;lots...</translation>
    </message>
    <message>
        <source>Convert many files into a folder with the same settings</source>
        <translation>Convertir de nombreux fichiers dans un dossier avec les mêmes réglages</translation>
    </message>
    <message>
        <source>axes as stored</source>
        <translation>axes tels qu&apos;enregistrés</translation>
    </message>
    <message>
        <source>None (the format decides)</source>
        <translation>Aucun (le format décide)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
</context>
<context>
    <name>quarry::BrushActions</name>
    <message>
        <source>Paint Weights</source>
        <translation>Peindre les poids</translation>
    </message>
    <message>
        <source>Paint the selected joint&apos;s weights with a left drag (one undo step per stroke)</source>
        <translation>Peindre les poids de l’articulation sélectionnée en glissant avec le bouton gauche (une étape d’annulation par trait)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Soustraire</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Lisser</translation>
    </message>
    <message>
        <source>What the brush does: add, subtract, replace (towards Weight) or smooth</source>
        <translation>Ce que fait le pinceau : ajouter, soustraire, remplacer (vers le poids) ou lisser</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Rayon</translation>
    </message>
    <message>
        <source>Brush radius in screen pixels</source>
        <translation>Rayon du pinceau en pixels d’écran</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>How much a dab changes at its centre</source>
        <translation>Intensité du changement d’une touche en son centre</translation>
    </message>
    <message>
        <source>Falloff</source>
        <translation>Atténuation</translation>
    </message>
    <message>
        <source>0: the same strength to the rim; 1: fading smoothly to nothing at the rim</source>
        <translation>0 : même force jusqu’au bord ; 1 : s’estompe doucement jusqu’à zéro au bord</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>The weight Replace paints towards</source>
        <translation>Le poids vers lequel peint « Remplacer »</translation>
    </message>
    <message>
        <source>Mirror X</source>
        <translation>Symétrie X</translation>
    </message>
    <message>
        <source>Paint the mirror image across X too, left joints for right</source>
        <translation>Peindre aussi l’image miroir selon X, articulations gauches pour droites</translation>
    </message>
</context>
<context>
    <name>quarry::CompanionClipBox</name>
    <message>
        <source>The clip played with the current one: a player&apos;s torso with its legs, or its legs with its torso, as the game plays them</source>
        <translation>Le clip joué avec l’actuel : le torse d’un joueur avec ses jambes, ou ses jambes avec son torse, comme le jeu les joue</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
</context>
<context>
    <name>quarry::CompareView</name>
    <message>
        <source>Compare</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Compare &amp;With...</source>
        <translation>Comparer &amp;avec...</translation>
    </message>
    <message>
        <source>Show how far the model differs from another file, moving, as fractions of its height</source>
        <translation>Montrer de combien le modèle diffère d’un autre fichier en mouvement, en fractions de sa hauteur</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>Nothing compared yet: File &gt; Compare With…</source>
        <translation>Rien de comparé pour l’instant : Fichier &gt; Comparer avec…</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Comparer à nouveau</translation>
    </message>
    <message>
        <source>Compare the model as it is now with the same file</source>
        <translation>Comparer le modèle tel qu’il est maintenant au même fichier</translation>
    </message>
    <message>
        <source>Within tolerance of %1</source>
        <translation>Dans la tolérance par rapport à %1</translation>
    </message>
    <message>
        <source>NOT within tolerance of %1</source>
        <translation>PAS dans la tolérance par rapport à %1</translation>
    </message>
    <message>
        <source>Click to select it and go to its time</source>
        <translation>Cliquer pour le sélectionner et aller à son instant</translation>
    </message>
    <message>
        <source>Comparing...</source>
        <translation>Comparaison...</translation>
    </message>
    <message>
        <source>Comparing with %1...</source>
        <translation>Comparaison avec %1...</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantôme</translation>
    </message>
    <message>
        <source>Fit Scale</source>
        <translation>Ajuster l&apos;échelle</translation>
    </message>
    <message>
        <source>Draw the compared model as a ghost over this one in the viewport</source>
        <translation>Dessiner le modèle comparé en fantôme par-dessus celui-ci dans la vue</translation>
    </message>
    <message>
        <source>Scale the other model to this one&apos;s height before measuring (a conversion made with --height or --scale); the report says by how much</source>
        <translation>Mettre l&apos;autre modèle à la hauteur de celui-ci avant de mesurer (une conversion faite avec --height ou --scale) ; le rapport indique le facteur</translation>
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
        <translation>Rotation (degrés d’Euler)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>Selected joint</source>
        <translation>Articulation sélectionnée</translation>
    </message>
</context>
<context>
    <name>quarry::CurveView</name>
    <message>
        <source>No keyed joint to show: pick a clip and a joint with keys.</source>
        <translation>Aucune articulation avec des clés à afficher : choisissez un clip et une articulation qui a des clés.</translation>
    </message>
    <message>
        <source>joint %1</source>
        <translation>articulation %1</translation>
    </message>
</context>
<context>
    <name>quarry::DiskChanges</name>
    <message>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Read the file again (one undo step: Undo brings back what the editor had)</source>
        <translation>Relire le fichier (une étape d’annulation : Annuler rétablit ce que l’éditeur avait)</translation>
    </message>
    <message>
        <source>&amp;Ignore</source>
        <translation>&amp;Ignorer</translation>
    </message>
    <message>
        <source>Keep the model as it is in the editor</source>
        <translation>Garder le modèle tel qu’il est dans l’éditeur</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program.</source>
        <translation>%1 a été modifié sur le disque par un autre programme.</translation>
    </message>
    <message>
        <source>%1 was removed or renamed on disk by another program.</source>
        <translation>%1 a été supprimé ou renommé sur le disque par un autre programme.</translation>
    </message>
    <message>
        <source>Reloading %1</source>
        <translation>Rechargement de %1</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>Rechargement impossible</translation>
    </message>
    <message>
        <source>Reloaded %1 from disk; Undo brings back the model as it was.</source>
        <translation>%1 rechargé depuis le disque ; Annuler rétablit le modèle tel qu’il était.</translation>
    </message>
</context>
<context>
    <name>quarry::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>quarry::DocumentFiles</name>
    <message>
        <source>Skeleton beside the mesh</source>
        <translation>Squelette à côté du maillage</translation>
    </message>
    <message>
        <source>%1 lies beside this mesh. Open the mesh with this skeleton?</source>
        <translation>%1 se trouve à côté de ce maillage. Ouvrir le maillage avec ce squelette ?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Ouvrir un modèle</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>Ouverture de %1</translation>
    </message>
    <message>
        <source>Opening %1 cancelled.</source>
        <translation>Ouverture de %1 annulée.</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n warning(s): %1</source>
        <translation>
            <numerusform>Ouvert avec %n avertissement : %1</numerusform>
            <numerusform>Ouvert avec %n avertissements : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n companion file(s)</source>
        <translation>
            <numerusform>%1 ouvert avec %n fichier compagnon</numerusform>
            <numerusform>%1 ouvert avec %n fichiers compagnons</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Importer un modèle</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Importation de %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Importation impossible</translation>
    </message>
    <message>
        <source>%1 holds nothing to import.</source>
        <translation>%1 ne contient rien à importer.</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importé</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: unknown extension.</source>
        <translation>Quarry ne sait pas écrire %1 : extension inconnue.</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>Enregistrement de %1</translation>
    </message>
    <message>
        <source>Saving %1 cancelled; the file is as it was.</source>
        <translation>Enregistrement de %1 annulé ; le fichier est inchangé.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>Exportation de %1</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Exportation annulée.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Exported %1: %2</source>
        <translation>%1 exporté : %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <source>Export for Engine</source>
        <translation>Exporter pour un moteur</translation>
    </message>
    <message>
        <source>Exported for %1</source>
        <translation>Exporté pour %1</translation>
    </message>
    <message>
        <source>Saved %1 and %2</source>
        <translation>%1 et %2 enregistrés</translation>
    </message>
    <message>
        <source>%1 with warnings: %2</source>
        <translation>%1 avec des avertissements : %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported for %1: %n file(s) under %2</source>
        <translation>
            <numerusform>Exporté pour %1 : %n fichier sous %2</numerusform>
            <numerusform>Exporté pour %1 : %n fichiers sous %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::ExportDialog</name>
    <message>
        <source>Reverse the winding of every triangle</source>
        <translation>Inverser l’ordre des sommets de chaque triangle</translation>
    </message>
    <message>
        <source>Weld vertices</source>
        <translation>Souder les sommets</translation>
    </message>
    <message>
        <source>Flip normals</source>
        <translation>Inverser les normales</translation>
    </message>
    <message>
        <source>Normalize weights</source>
        <translation>Normaliser les poids</translation>
    </message>
    <message>
        <source>Remove unused joints</source>
        <translation>Supprimer les articulations inutilisées</translation>
    </message>
    <message>
        <source>Drop to ground</source>
        <translation>Poser au sol</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centrer</translation>
    </message>
    <message>
        <source>Strip texture directories</source>
        <translation>Retirer les dossiers des textures</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>By the file&apos;s extension</source>
        <translation>D’après l’extension du fichier</translation>
    </message>
    <message>
        <source>Z (leave the axes)</source>
        <translation>Z (garder les axes)</translation>
    </message>
    <message>
        <source>Y (turn it Z-up)</source>
        <translation>Y (tourner en Z vers le haut)</translation>
    </message>
    <message>
        <source>Keep the size</source>
        <translation>Garder la taille</translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation>Mettre à l’échelle par</translation>
    </message>
    <message>
        <source>Scale to height</source>
        <translation>Mettre à la hauteur</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>garder</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Source up axis</source>
        <translation>Axe vertical de la source</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Winding</source>
        <translation>Ordre des sommets</translation>
    </message>
    <message>
        <source>Influences per vertex</source>
        <translation>Influences par sommet</translation>
    </message>
    <message>
        <source>Resample animations to</source>
        <translation>Rééchantillonner les animations à</translation>
    </message>
    <message>
        <source>Texture extension</source>
        <translation>Extension des textures</translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exporter vers</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Choisissez un fichier vers lequel exporter.</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: choose a format or an extension it writes.</source>
        <translation>Quarry ne sait pas écrire %1 : choisissez un format ou une extension qu’il sait écrire.</translation>
    </message>
    <message>
        <source>Optimize vertex order for the GPU</source>
        <translation>Optimiser l’ordre des sommets pour le GPU</translation>
    </message>
    <message>
        <source>Triangles in vertex-cache order, vertices in the order they are first used (meshoptimizer); the surface stays the same.</source>
        <translation>Triangles dans l’ordre du cache de sommets, sommets dans l’ordre de leur première utilisation (meshoptimizer) ; la surface reste la même.</translation>
    </message>
    <message>
        <source>As stored (glTF and Collada not turned Y-up)</source>
        <translation>Tel qu&apos;enregistré (glTF et Collada non tournés Y vers le haut)</translation>
    </message>
    <message>
        <source>glTF and Collada files are Y up: the model is turned Y up for them unless the axes stay as stored</source>
        <translation>Les fichiers glTF et Collada ont Y vers le haut : le modèle est tourné Y vers le haut pour eux, sauf si les axes restent tels qu&apos;enregistrés</translation>
    </message>
    <message>
        <source>Also pack the game archive (.pk3, .dpk)</source>
        <translation>Créer aussi l&apos;archive du jeu (.pk3, .dpk)</translation>
    </message>
    <message>
        <source>None (the format decides)</source>
        <translation>Aucun (le format décide)</translation>
    </message>
    <message>
        <source>do not merge</source>
        <translation>ne pas fusionner</translation>
    </message>
    <message>
        <source>Allow merging the least-used joints into their parents down to this many</source>
        <translation>Autoriser la fusion des articulations les moins utilisées dans leurs parents jusqu&apos;à ce nombre</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Merge joints down to</source>
        <translation>Fusionner les articulations jusqu&apos;à</translation>
    </message>
    <message>
        <source>The model goes to %1 under the file&apos;s folder.</source>
        <translation>Le modèle va dans %1 sous le dossier du fichier.</translation>
    </message>
    <message>
        <source>Nothing to fix for %1.</source>
        <translation>Rien à corriger pour %1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Levels of detail</source>
        <translation>Niveaux de détail</translation>
    </message>
    <message>
        <source>Coarser copies for drawing far away, each with half the triangles of the one before, where the game draws them (Xonotic, ioquake3&apos;s player)</source>
        <translation>Copies plus grossières pour l’affichage au loin, chacune avec la moitié des triangles de la précédente, là où le jeu les affiche (Xonotic, le joueur d’ioquake3)</translation>
    </message>
    <message>
        <source>Found from the toes and eyes</source>
        <translation>Déduit des orteils et des yeux</translation>
    </message>
    <message>
        <source>Player faces</source>
        <translation>Le joueur regarde vers</translation>
    </message>
    <message>
        <source>The way the model faces as stored: a player is turned to face +X, as the games draw players</source>
        <translation>La direction dans laquelle le modèle regarde tel qu’enregistré : un joueur est tourné vers +X, comme les jeux dessinent les joueurs</translation>
    </message>
    <message>
        <source>Taken as a player (%1): in %2&apos;s player box, from Z = %3 to %4, it stands %5 facing +X with its feet at Z = %3.</source>
        <translation>Traité comme un joueur (%1) : dans la boîte de joueur de %2, de Z = %3 à %4, il se tient %5, regardant vers +X, les pieds à Z = %3.</translation>
    </message>
    <message>
        <source>at the size chosen</source>
        <translation>à la taille choisie</translation>
    </message>
    <message>
        <source>%1 units tall</source>
        <translation>haut de %1 unités</translation>
    </message>
    <message>
        <source>Not a player (%1): kept at its size and place.</source>
        <translation>Pas un joueur (%1) : gardé à sa taille et à sa place.</translation>
    </message>
    <message>
        <source>Not a player: one model at its own size and place (ioquake3: not lower, upper and head)</source>
        <translation>Pas un joueur : un seul modèle à sa propre taille et à sa place (ioquake3 : pas lower, upper et head)</translation>
    </message>
    <message>
        <source>A weapon, an item, a map object, or a model for a mod that loads one skeletal model: not scaled to the game&apos;s player height, turned or placed on its floor; for ioquake3 one IQM with animation.cfg</source>
        <translation>Une arme, un objet, un élément de carte ou un modèle pour un mod qui charge un seul modèle squelettique : ni mis à la hauteur des joueurs du jeu, ni tourné, ni posé sur son sol ; pour ioquake3, un IQM avec animation.cfg</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>In place for a player, else kept</source>
        <translation>Sur place pour un joueur, sinon gardé</translation>
    </message>
    <message>
        <source>In place (the root&apos;s travel across the floor removed)</source>
        <translation>Sur place (déplacement de la racine sur le sol retiré)</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gardé</translation>
    </message>
    <message>
        <source>Games that move the player themselves play its animations in place: the root joint keeps its place across the floor, its height as animated</source>
        <translation>Les jeux qui déplacent eux-mêmes le joueur jouent ses animations sur place : l’articulation racine garde sa place sur le sol, sa hauteur reste telle qu’animée</translation>
    </message>
    <message>
        <source>Root motion</source>
        <translation>Mouvement de la racine</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>MD3 (Quake III&apos;s own)</source>
        <translation>MD3 (le format propre à Quake III)</translation>
    </message>
    <message>
        <source>IQM (skeletal, no frame cap)</source>
        <translation>IQM (squelettique, sans limite d’images)</translation>
    </message>
    <message>
        <source>ioquake3 loads lower.iqm, upper.iqm and head.iqm where the .md3 files are absent: skeletal animation at the source&apos;s rate, no 1,024-frame cap</source>
        <translation>ioquake3 charge lower.iqm, upper.iqm et head.iqm là où les fichiers .md3 sont absents : animation squelettique à la fréquence de la source, sans limite de 1 024 images</translation>
    </message>
    <message>
        <source>Player parts</source>
        <translation>Parties du joueur</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>Dans le jeu</translation>
    </message>
    <message>
        <source>Animation slots</source>
        <translation>Emplacements d’animation</translation>
    </message>
    <message>
        <source>All %1 slots play &quot;%2&quot;.</source>
        <translation>Les %1 emplacements jouent tous « %2 ».</translation>
    </message>
    <message>
        <source>%1 of the model&apos;s %2 clips play in no slot: %3.</source>
        <translation>%1 des %2 clips du modèle ne sont joués dans aucun emplacement : %3.</translation>
    </message>
    <message>
        <source>%1 cannot be written into: choose another folder.</source>
        <translation>Impossible d’écrire dans %1 : choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>Keep the winding as read (do not turn faces outward)</source>
        <translation>Garder l’ordre des sommets tel que lu (ne pas retourner les faces vers l’extérieur)</translation>
    </message>
    <message>
        <source>The export turns the triangles the game would draw inside out (wound against their normals) to face outward; checked, every triangle keeps its winding (--keep-winding)</source>
        <translation>L’export retourne vers l’extérieur les triangles que le jeu dessinerait à l’envers (orientés à l’opposé de leurs normales) ; coché, chaque triangle garde son ordre des sommets (--keep-winding)</translation>
    </message>
    <message>
        <source>Keep the weapon slots&apos; clip lengths</source>
        <translation>Garder la longueur des clips des emplacements d’arme</translation>
    </message>
    <message>
        <source>The game&apos;s first-person weapon is synced to TORSO_ATTACK and TORSO_ATTACK2 (6 frames), TORSO_DROP (5) and TORSO_RAISE (4): unchecked, the clips that play them are resampled to those lengths</source>
        <translation>L’arme à la première personne du jeu est synchronisée sur TORSO_ATTACK et TORSO_ATTACK2 (6 images), TORSO_DROP (5) et TORSO_RAISE (4) : décoché, les clips qui les jouent sont rééchantillonnés à ces longueurs</translation>
    </message>
    <message>
        <source>Use Timeline Selection</source>
        <translation>Utiliser la sélection de la ligne de temps</translation>
    </message>
    <message>
        <source>The chosen slot plays the range selected on the timeline (its keys&apos; first and last times)</source>
        <translation>L’emplacement choisi joue la plage sélectionnée sur la ligne de temps (premier et dernier temps de ses clés)</translation>
    </message>
    <message>
        <source>Quake skins</source>
        <translation>Skins Quake</translation>
    </message>
    <message>
        <source>The palette cannot be read: %1</source>
        <translation>La palette ne peut pas être lue : %1</translation>
    </message>
</context>
<context>
    <name>quarry::ExportReport</name>
    <message numerus="yes">
        <source>Wrote %n file(s) under %1 (a click opens the file&apos;s folder):</source>
        <translation>
            <numerusform>%n fichier écrit sous %1 (un clic ouvre le dossier du fichier) :</numerusform>
            <numerusform>%n fichiers écrits sous %1 (un clic ouvre le dossier du fichier) :</numerusform>
        </translation>
    </message>
    <message>
        <source>Packed:</source>
        <translation>Empaqueté :</translation>
    </message>
    <message>
        <source>What the export changed and found:</source>
        <translation>Ce que l’export a modifié et constaté :</translation>
    </message>
</context>
<context>
    <name>quarry::ExportUvLayoutDialog</name>
    <message>
        <source>Export UV Layout</source>
        <translation>Exporter la disposition UV</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Texture behind</source>
        <translation>Texture en arrière-plan</translation>
    </message>
    <message>
        <source>Transparent</source>
        <translation>Transparent</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Arrière-plan</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export &amp;UV Layout...</source>
        <translation>Exporter la disposition &amp;UV...</translation>
    </message>
    <message>
        <source>Write the texture-coordinate layout as a PNG image</source>
        <translation>Écrire la disposition des coordonnées de texture dans une image PNG</translation>
    </message>
</context>
<context>
    <name>quarry::FixedLengthQuestion</name>
    <message>
        <source>Clip of a Fixed Length</source>
        <translation>Clip de longueur fixe</translation>
    </message>
    <message>
        <source>This edit changes the length of a clip the game fixes:</source>
        <translation>Cette modification change la longueur d’un clip que le jeu fixe :</translation>
    </message>
    <message>
        <source>Apply it anyway?</source>
        <translation>L’appliquer quand même ?</translation>
    </message>
    <message>
        <source>Apply Anyway</source>
        <translation>Appliquer quand même</translation>
    </message>
</context>
<context>
    <name>quarry::HistoryView</name>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>Memory the undo steps hold. When the history holds more than the undo budget (Edit &gt; Preferences), its oldest steps are dropped.</source>
        <translation>Mémoire occupée par les étapes d’annulation. Quand l’historique occupe plus que le budget d’annulation (Édition &gt; Préférences), ses étapes les plus anciennes sont abandonnées.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo memory: %1 of %2 (%3)</source>
        <translation>Mémoire d’annulation : %1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>Undo memory: %1 (%2)</source>
        <translation>Mémoire d’annulation : %1 (%2)</translation>
    </message>
</context>
<context>
    <name>quarry::JointActions</name>
    <message>
        <source>Add &amp;Joint...</source>
        <translation>Ajouter une &amp;articulation...</translation>
    </message>
    <message>
        <source>Add a joint as a root or under the selected joint, at a typed position or the selection&apos;s centre</source>
        <translation>Ajouter une articulation comme racine ou sous l’articulation sélectionnée, à une position saisie ou au centre de la sélection</translation>
    </message>
    <message>
        <source>Add &amp;Attachment Point...</source>
        <translation>Ajouter un point d’&amp;attache...</translation>
    </message>
    <message>
        <source>Add a leaf joint that no vertex is weighted to, for weapons and tags</source>
        <translation>Ajouter une articulation terminale sans sommet pondéré, pour les armes et les tags</translation>
    </message>
    <message>
        <source>Add Joint at &amp;Clicked Point</source>
        <translation>Ajouter une articulation au point &amp;cliqué</translation>
    </message>
    <message>
        <source>Click on the model: a joint goes there, under the selected joint</source>
        <translation>Cliquez sur le modèle : une articulation y est placée, sous l’articulation sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Move Joint...</source>
        <translation>&amp;Déplacer l’articulation...</translation>
    </message>
    <message>
        <source>Place a joint in the bind pose, keeping the skin or moving its vertices along</source>
        <translation>Placer une articulation dans la pose de repos, en gardant la peau ou en déplaçant ses sommets avec elle</translation>
    </message>
    <message>
        <source>Re&amp;parent Joint...</source>
        <translation>Changer le &amp;parent de l’articulation...</translation>
    </message>
    <message>
        <source>Hang a joint from another, keeping its animated motion</source>
        <translation>Rattacher une articulation à une autre, en gardant son mouvement animé</translation>
    </message>
    <message>
        <source>Add Attachment Point</source>
        <translation>Ajouter un point d’attache</translation>
    </message>
    <message>
        <source>Add Joint</source>
        <translation>Ajouter une articulation</translation>
    </message>
    <message>
        <source>(none: a root)</source>
        <translation>(aucun : une racine)</translation>
    </message>
    <message>
        <source>Selection&apos;s Centre</source>
        <translation>Centre de la sélection</translation>
    </message>
    <message>
        <source>Parent&apos;s Position</source>
        <translation>Position du parent</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Parent:</source>
        <translation>Parent :</translation>
    </message>
    <message>
        <source>Position (model space):</source>
        <translation>Position (espace du modèle) :</translation>
    </message>
    <message>
        <source>Move Joint</source>
        <translation>Déplacer l’articulation</translation>
    </message>
    <message>
        <source>Keep the skin where it is (rebind)</source>
        <translation>Garder la peau en place (relier à nouveau)</translation>
    </message>
    <message>
        <source>Off: the vertices weighted to the joint move with it</source>
        <translation>Désactivé : les sommets pondérés sur l’articulation se déplacent avec elle</translation>
    </message>
    <message>
        <source>Move the joints below it too</source>
        <translation>Déplacer aussi les articulations en dessous</translation>
    </message>
    <message>
        <source>Joint:</source>
        <translation>Articulation :</translation>
    </message>
    <message>
        <source>Move by (model space):</source>
        <translation>Déplacer de (espace du modèle) :</translation>
    </message>
    <message>
        <source>Rotate about X, Y, Z:</source>
        <translation>Rotation autour de X, Y, Z :</translation>
    </message>
    <message>
        <source>Reparent Joint</source>
        <translation>Changer le parent de l’articulation</translation>
    </message>
    <message>
        <source>New parent:</source>
        <translation>Nouveau parent :</translation>
    </message>
</context>
<context>
    <name>quarry::JointsView</name>
    <message>
        <source>Mesh</source>
        <translation>Maillage</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Sommet</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Joint</source>
        <translation>Articulation</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Parent</translation>
    </message>
    <message>
        <source>Bind pose</source>
        <translation>Pose de repos</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(racine)</translation>
    </message>
    <message>
        <source>No joint.</source>
        <translation>Aucune articulation.</translation>
    </message>
    <message>
        <source>%1 weighted vertices (the first %2 listed)</source>
        <translation>%1 sommets pondérés (les %2 premiers listés)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln weighted vertex(es)</source>
        <translation>
            <numerusform>%Ln sommet pondéré</numerusform>
            <numerusform>%Ln sommets pondérés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;About Quarry</source>
        <translation>À &amp;propos de Quarry</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>%1[*] - Quarry</source>
        <translation>%1[*] - Quarry</translation>
    </message>
    <message>
        <source>About Quarry</source>
        <translation>À propos de Quarry</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarry %1&lt;/h3&gt;&lt;p&gt;An editor for game model assets: IQE, IQM, QuickModel and XMF, with import of the common interchange formats through Assimp.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarry %1&lt;/h3&gt;&lt;p&gt;Un éditeur de modèles pour jeux : IQE, IQM, QuickModel et XMF, avec l’importation des formats d’échange courants par Assimp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ready. Open a model with File &gt; Open or drop one here.</source>
        <translation>Prêt. Ouvrez un modèle avec Fichier &gt; Ouvrir ou déposez-en un ici.</translation>
    </message>
    <message>
        <source>Start an empty model</source>
        <translation>Commencer un modèle vide</translation>
    </message>
    <message>
        <source>Open a model; choose an XMF mesh with its skeleton, animations and materials together</source>
        <translation>Ouvrir un modèle ; choisissez un maillage XMF avec son squelette, ses animations et ses matériaux ensemble</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importer...</translation>
    </message>
    <message>
        <source>Add another file&apos;s meshes, materials, joints and animations to this model</source>
        <translation>Ajouter à ce modèle les maillages, matériaux, articulations et animations d’un autre fichier</translation>
    </message>
    <message>
        <source>Save the model</source>
        <translation>Enregistrer le modèle</translation>
    </message>
    <message>
        <source>Save the model under another name or format</source>
        <translation>Enregistrer le modèle sous un autre nom ou format</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>E&amp;xporter...</translation>
    </message>
    <message>
        <source>Write a converted copy (axis, size, winding, influences, frame rate)</source>
        <translation>Écrire une copie convertie (axes, taille, ordre des sommets, influences, fréquence d’images)</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Fermer cette fenêtre</translation>
    </message>
    <message>
        <source>Close every window and quit</source>
        <translation>Fermer toutes les fenêtres et quitter</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Select every mesh</source>
        <translation>Sélectionner tous les maillages</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>&amp;Désélectionner</translation>
    </message>
    <message>
        <source>Select nothing</source>
        <translation>Ne rien sélectionner</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <source>Change the editor&apos;s preferences</source>
        <translation>Changer les préférences de l’éditeur</translation>
    </message>
    <message>
        <source>&amp;Docks</source>
        <translation>&amp;Docks</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>Dis&amp;position</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Réinitialiser la disposition</translation>
    </message>
    <message>
        <source>Put every dock back where it starts</source>
        <translation>Remettre chaque dock à sa place de départ</translation>
    </message>
    <message>
        <source>&amp;Save Layout</source>
        <translation>&amp;Enregistrer la disposition</translation>
    </message>
    <message>
        <source>Layout saved.</source>
        <translation>Disposition enregistrée.</translation>
    </message>
    <message>
        <source>Remember the current dock layout</source>
        <translation>Mémoriser la disposition actuelle des docks</translation>
    </message>
    <message>
        <source>Restore Saved La&amp;yout</source>
        <translation>Restaurer la disposition enre&amp;gistrée</translation>
    </message>
    <message>
        <source>No saved layout.</source>
        <translation>Aucune disposition enregistrée.</translation>
    </message>
    <message>
        <source>Go back to the remembered dock layout</source>
        <translation>Revenir à la disposition mémorisée des docks</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modèle</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>A&amp;nimation</translation>
    </message>
    <message>
        <source>&amp;Current Animation</source>
        <translation>Animation &amp;courante</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Pose de repos</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>List every command&apos;s shortcut</source>
        <translation>Lister le raccourci de chaque commande</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Arborescence</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Matériaux</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Articulations</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Rien de sélectionné</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Sélection : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1 (%2)</source>
        <translation>Échec de l’enregistrement automatique : %1 (%2)</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Restauration impossible</translation>
    </message>
    <message>
        <source>Restored %1 as it was at %2; not saved yet.</source>
        <translation>%1 restauré tel qu’il était à %2 ; pas encore enregistré.</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Sélection</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Run Script...</source>
        <translation>&amp;Exécuter un script...</translation>
    </message>
    <message>
        <source>Run a Python script on this model as one undoable step</source>
        <translation>Exécuter un script Python sur ce modèle en une seule étape annulable</translation>
    </message>
    <message>
        <source>Hel&amp;p</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Script</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mesh(es)</source>
        <translation>
            <numerusform>%Ln maillage</numerusform>
            <numerusform>%Ln maillages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln material(s)</source>
        <translation>
            <numerusform>%Ln matériau</numerusform>
            <numerusform>%Ln matériaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln joint(s)</source>
        <translation>
            <numerusform>%Ln articulation</numerusform>
            <numerusform>%Ln articulations</numerusform>
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
            <numerusform>%Ln forme</numerusform>
            <numerusform>%Ln formes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln vertex(es)</source>
        <translation>
            <numerusform>%Ln sommet</numerusform>
            <numerusform>%Ln sommets</numerusform>
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
            <numerusform>%Ln clé</numerusform>
            <numerusform>%Ln clés</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Posing</source>
        <translation>P&amp;oses</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>Read Quarry&apos;s manual (bundled; no network needed)</source>
        <translation>Lire le manuel de Quarry (fourni ; aucun réseau nécessaire)</translation>
    </message>
    <message>
        <source>UV</source>
        <translation>UV</translation>
    </message>
    <message>
        <source>&lt;p&gt;Copyright © The Quarry developers. Free software under the MIT licence (the file LICENSE; installed as share/doc/quarry/copyright).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Copyright © Les développeurs de Quarry. Logiciel libre sous licence MIT (le fichier LICENSE ; installé en tant que share/doc/quarry/copyright).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export for En&amp;gine...</source>
        <translation>Exporter pour un mo&amp;teur...</translation>
    </message>
    <message>
        <source>Write every file a game engine needs, fixing what its loader would refuse</source>
        <translation>Écrire chaque fichier dont un moteur de jeu a besoin, en corrigeant ce que son chargeur refuserait</translation>
    </message>
</context>
<context>
    <name>quarry::ManualWindow</name>
    <message>
        <source>Quarry Manual</source>
        <translation>Manuel de Quarry</translation>
    </message>
    <message>
        <source>The manual is not installed: it is looked for in share/doc/quarry/manual beside the program.</source>
        <translation>Le manuel n’est pas installé : il est cherché dans share/doc/quarry/manual à côté du programme.</translation>
    </message>
</context>
<context>
    <name>quarry::MaterialsView</name>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>Assign to Selected Meshes</source>
        <translation>Assigner aux maillages sélectionnés</translation>
    </message>
    <message>
        <source>New Material</source>
        <translation>Nouveau matériau</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Diffuse</source>
        <translation>Diffuse</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Ambiante</translation>
    </message>
    <message>
        <source>Specular</source>
        <translation>Spéculaire</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Texture maps</source>
        <translation>Textures</translation>
    </message>
    <message>
        <source>(add a map with the button)</source>
        <translation>(ajoutez une texture avec le bouton)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the texture file</source>
        <translation>Choisir le fichier de texture</translation>
    </message>
    <message>
        <source>Material Color</source>
        <translation>Couleur du matériau</translation>
    </message>
    <message>
        <source>Choose Texture</source>
        <translation>Choisir une texture</translation>
    </message>
    <message>
        <source>Images (%1);;All files (*)</source>
        <translation>Images (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>aucune texture</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>%1
%2 × %3</source>
        <translation>%1
%2 × %3</translation>
    </message>
    <message>
        <source>material%1</source>
        <translation>matériau%1</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>%1: not found beside the model (%2), in the folders above it, or with another extension (.tga, .jpg, .png).</source>
        <translation>%1 : introuvable à côté du modèle (%2), dans les dossiers au-dessus ou avec une autre extension (.tga, .jpg, .png).</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1 : illisible : %2</translation>
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
        <translation>%1 frames : Quake II en charge au plus %2 (baisser la fréquence d’images, option d’écriture « md2.fps »)</translation>
    </message>
    <message>
        <source>the skin path &quot;%1&quot; is longer than 63 characters</source>
        <translation>le chemin de skin « %1 » dépasse 63 caractères</translation>
    </message>
    <message>
        <source>%1 skins: Quake II loads at most %2</source>
        <translation>%1 skins : Quake II en charge au plus %2</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: Quake II loads at most %2</source>
        <translation>le skin fait %1 texels de haut : Quake II en charge au plus %2</translation>
    </message>
    <message>
        <source>the model has no triangles: an MD2 needs at least one</source>
        <translation>le modèle n’a pas de triangle : un MD2 en demande au moins un</translation>
    </message>
    <message>
        <source>every triangle is degenerate once the vertices are stored in bytes</source>
        <translation>chaque triangle est dégénéré une fois les sommets stockés en octets</translation>
    </message>
    <message>
        <source>%1 vertices: Quake II loads at most %2</source>
        <translation>%1 sommets : Quake II en charge au plus %2</translation>
    </message>
    <message>
        <source>%1 triangles: FTE holds at most %2</source>
        <translation>%1 triangles : FTE en contient au plus %2</translation>
    </message>
    <message>
        <source>the skins are named in the MD2 (%1) but not written: put the .pcx images where the game looks for them</source>
        <translation>les skins sont nommés dans le MD2 (%1) mais pas écrits : placer les images .pcx là où le jeu les cherche</translation>
    </message>
    <message>
        <source>no frames to write: an MD2 needs at least one</source>
        <translation>aucune image à écrire : un MD2 en demande au moins une</translation>
    </message>
</context>
<context>
    <name>quarry::Md2Parser</name>
    <message>
        <source>%1: negative count %2</source>
        <translation>%1 : nombre négatif %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</source>
        <translation>%1 (%2 × %3 octets à l’octet %4) dépassent la fin du fichier (%5 octets)</translation>
    </message>
    <message>
        <source>%1 start at byte %2, not a multiple of 4: Q2PRO refuses the file</source>
        <translation>%1 commencent à l’octet %2, qui n’est pas un multiple de 4 : Q2PRO refuse le fichier</translation>
    </message>
    <message>
        <source>not an MD2 file (the ident &quot;IDP2&quot; is missing)</source>
        <translation>pas un fichier MD2 (l’identifiant « IDP2 » manque)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>le fichier se termine dans l’en-tête (%1 sur %2 octets)</translation>
    </message>
    <message>
        <source>MD2 version %1 is not supported (only version 8)</source>
        <translation>la version %1 de MD2 n’est pas prise en charge (seulement la version 8)</translation>
    </message>
    <message>
        <source>the model has no vertices (%1)</source>
        <translation>le modèle n’a pas de sommet (%1)</translation>
    </message>
    <message>
        <source>the model has no triangles (%1)</source>
        <translation>le modèle n’a pas de triangle (%1)</translation>
    </message>
    <message>
        <source>the model has no texture coordinates (%1)</source>
        <translation>le modèle n’a pas de coordonnées de texture (%1)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>le modèle n’a pas de frame (%1)</translation>
    </message>
    <message>
        <source>frames of %1 bytes cannot hold %2 vertices</source>
        <translation>des frames de %1 octets ne peuvent contenir %2 sommets</translation>
    </message>
    <message>
        <source>skins</source>
        <translation>skins</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>coordonnées de texture</translation>
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
        <translation>commandes GL</translation>
    </message>
    <message>
        <source>the skin size is %1 × %2 texels</source>
        <translation>la taille du skin est %1 × %2 texels</translation>
    </message>
    <message>
        <source>%1 vertices: Quake II loads at most %2</source>
        <translation>%1 sommets : Quake II en charge au plus %2</translation>
    </message>
    <message>
        <source>%1 triangles: FTE holds at most %2</source>
        <translation>%1 triangles : FTE en contient au plus %2</translation>
    </message>
    <message>
        <source>%1 frames: Quake II loads at most %2</source>
        <translation>%1 frames : Quake II en charge au plus %2</translation>
    </message>
    <message>
        <source>%1 skins: Quake II loads at most %2</source>
        <translation>%1 skins : Quake II en charge au plus %2</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: Quake II loads at most %2</source>
        <translation>le skin fait %1 texels de haut : Quake II en charge au plus %2</translation>
    </message>
    <message>
        <source>the GL commands do not end with 0: Quake II&apos;s renderer draws only from them</source>
        <translation>les commandes GL ne se terminent pas par 0 : le rendu de Quake II ne dessine qu’à partir d’elles</translation>
    </message>
    <message>
        <source>triangle %1 names %2 %3 of %4</source>
        <translation>le triangle %1 nomme %2 %3 sur %4</translation>
    </message>
    <message>
        <source>vertex</source>
        <translation>le sommet</translation>
    </message>
    <message>
        <source>texture coordinate</source>
        <translation>la coordonnée de texture</translation>
    </message>
    <message>
        <source>%1 vertices of %2 frames are more than a file of %3 bytes can hold</source>
        <translation>%1 sommets sur %2 frames, c’est plus que ne peut en contenir un fichier de %3 octets</translation>
    </message>
    <message>
        <source>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</source>
        <translation>certains sommets désignent une normale au-delà des %1 entrées de la table : lue comme pointant vers le haut</translation>
    </message>
</context>
<context>
    <name>quarry::Md3Parser</name>
    <message>
        <source>%1: negative count %2</source>
        <translation>%1 : nombre négatif %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)</source>
        <translation>%1 (%2 × %3 octets à l’octet %4) dépassent la fin du fichier (%5 octets)</translation>
    </message>
    <message>
        <source>not an MD3 file (the ident &quot;IDP3&quot; is missing)</source>
        <translation>pas un fichier MD3 (l’identifiant « IDP3 » manque)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>le fichier se termine dans l’en-tête (%1 sur %2 octets)</translation>
    </message>
    <message>
        <source>MD3 version %1 is not supported (only version 15)</source>
        <translation>la version %1 du MD3 n’est pas prise en charge (seulement la version 15)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>le modèle n’a aucune image (%1)</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>images</translation>
    </message>
    <message>
        <source>tags: negative count %1</source>
        <translation>tags : nombre négatif %1</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>tags</translation>
    </message>
    <message>
        <source>surfaces: negative count %1</source>
        <translation>surfaces : nombre négatif %1</translation>
    </message>
    <message>
        <source>surfaces</source>
        <translation>surfaces</translation>
    </message>
    <message>
        <source>%1 surfaces of %2 frames are more than a file of %3 bytes can hold</source>
        <translation>%1 surfaces de %2 images dépassent ce qu’un fichier de %3 octets peut contenir</translation>
    </message>
    <message>
        <source>%1 frames: the engines load at most %2</source>
        <translation>%1 images : les moteurs en chargent au plus %2</translation>
    </message>
    <message>
        <source>%1 surfaces: the engines load at most %2</source>
        <translation>%1 surfaces : les moteurs en chargent au plus %2</translation>
    </message>
    <message>
        <source>%1 tags: the engines load at most %2</source>
        <translation>%1 tags : les moteurs en chargent au plus %2</translation>
    </message>
    <message>
        <source>a surface header at byte %1 runs past the end of the file (%2 bytes)</source>
        <translation>un en-tête de surface à l’octet %1 dépasse la fin du fichier (%2 octets)</translation>
    </message>
    <message>
        <source>the surface at byte %1 does not start with &quot;IDP3&quot;</source>
        <translation>la surface à l’octet %1 ne commence pas par « IDP3 »</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 frames, the model %3</source>
        <translation>la surface « %1 » a %2 images, le modèle %3</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; ends at %2 bytes, inside its header</source>
        <translation>la surface « %1 » se termine à %2 octets, dans son en-tête</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot;: %2</source>
        <translation>surface « %1 » : %2</translation>
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
        <translation>coordonnées de texture</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>sommets</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot;: triangle %2 names vertex %3 of %4</source>
        <translation>surface « %1 » : le triangle %2 désigne le sommet %3 sur %4</translation>
    </message>
    <message>
        <source>surface &quot;%1&quot; has %2 vertices and %3 triangles: the engines load at most %4 and %5</source>
        <translation>la surface « %1 » a %2 sommets et %3 triangles : les moteurs en chargent au plus %4 et %5</translation>
    </message>
</context>
<context>
    <name>quarry::MdlEncoder</name>
    <message>
        <source>the texture coordinates do not split into a front and a back half: written without onseam</source>
        <translation>les coordonnées de texture ne se partagent pas en une moitié avant et une moitié arrière : écrit sans onseam</translation>
    </message>
    <message>
        <source>%1 frames: QuakeSpasm loads at most %2 (lower the frame rate, write option &quot;mdl.fps&quot;)</source>
        <translation>%1 frames : QuakeSpasm en charge au plus %2 (baisser la fréquence d’images, option d’écriture « mdl.fps »)</translation>
    </message>
    <message>
        <source>%1 skins: the engines load at most %2</source>
        <translation>%1 skins : les moteurs en chargent au plus %2</translation>
    </message>
    <message>
        <source>the model has no triangles: an MDL needs at least one</source>
        <translation>le modèle n’a pas de triangle : un MDL en demande au moins un</translation>
    </message>
    <message>
        <source>every triangle is degenerate once the vertices are stored in bytes</source>
        <translation>chaque triangle est dégénéré une fois les sommets stockés en octets</translation>
    </message>
    <message>
        <source>%1 vertices: QuakeSpasm loads at most %2</source>
        <translation>%1 sommets : QuakeSpasm en charge au plus %2</translation>
    </message>
    <message>
        <source>%1 triangles: QuakeSpasm loads at most %2</source>
        <translation>%1 triangles : QuakeSpasm en charge au plus %2</translation>
    </message>
    <message>
        <source>flags 0x%1: only bits 0-7 written (the engines disagree on the others; write option &quot;mdl.allFlags&quot; keeps them)</source>
        <translation>drapeaux 0x%1 : seuls les bits 0-7 sont écrits (les moteurs divergent sur les autres ; l’option d’écriture « mdl.allFlags » les garde)</translation>
    </message>
</context>
<context>
    <name>quarry::MdlParser</name>
    <message>
        <source>%1 (%2 bytes at byte %3) run past the end of the file (%4 bytes)</source>
        <translation>%1 (%2 octets à partir de l’octet %3) dépassent la fin du fichier (%4 octets)</translation>
    </message>
    <message>
        <source>not an MDL file (the ident &quot;IDPO&quot; is missing)</source>
        <translation>pas un fichier MDL (l’identifiant « IDPO » manque)</translation>
    </message>
    <message>
        <source>the file ends inside the header (%1 of %2 bytes)</source>
        <translation>le fichier se termine dans l’en-tête (%1 sur %2 octets)</translation>
    </message>
    <message>
        <source>MDL version %1 is not supported (only version 6)</source>
        <translation>la version %1 de MDL n’est pas prise en charge (seulement la version 6)</translation>
    </message>
    <message>
        <source>skins: negative count %1</source>
        <translation>skins : nombre négatif %1</translation>
    </message>
    <message>
        <source>the skins are %1 × %2 texels</source>
        <translation>les skins font %1 × %2 texels</translation>
    </message>
    <message>
        <source>the model has no vertices (%1)</source>
        <translation>le modèle n’a pas de sommet (%1)</translation>
    </message>
    <message>
        <source>the model has no triangles (%1)</source>
        <translation>le modèle n’a pas de triangle (%1)</translation>
    </message>
    <message>
        <source>the model has no frames (%1)</source>
        <translation>le modèle n’a pas de frame (%1)</translation>
    </message>
    <message>
        <source>%1 skins, %2 vertices, %3 triangles and %4 frames are more than a file of %5 bytes holds</source>
        <translation>%1 skins, %2 sommets, %3 triangles et %4 frames, c’est plus que ne contient un fichier de %5 octets</translation>
    </message>
    <message>
        <source>%1 vertices: QuakeSpasm loads at most %2</source>
        <translation>%1 sommets : QuakeSpasm en charge au plus %2</translation>
    </message>
    <message>
        <source>%1 triangles: QuakeSpasm loads at most %2</source>
        <translation>%1 triangles : QuakeSpasm en charge au plus %2</translation>
    </message>
    <message>
        <source>%1 skins: the engines load at most %2</source>
        <translation>%1 skins : les moteurs en chargent au plus %2</translation>
    </message>
    <message>
        <source>the model has no skin: the engines refuse it</source>
        <translation>le modèle n’a pas de skin : les moteurs le refusent</translation>
    </message>
    <message>
        <source>the skins are %1 texels high: Quake loads at most %2</source>
        <translation>les skins font %1 texels de haut : Quake en charge au plus %2</translation>
    </message>
    <message>
        <source>the skins are %1 texels wide, not a multiple of 4: WinQuake refuses them</source>
        <translation>les skins font %1 texels de large, pas un multiple de 4 : WinQuake les refuse</translation>
    </message>
    <message>
        <source>sync type %1: DarkPlaces accepts only 0 and 1</source>
        <translation>type de synchronisation %1 : DarkPlaces n’accepte que 0 et 1</translation>
    </message>
    <message>
        <source>texture coordinates</source>
        <translation>coordonnées de texture</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>triangle %1 names vertex %2 of %3</source>
        <translation>le triangle %1 nomme le sommet %2 sur %3</translation>
    </message>
    <message>
        <source>%1 bytes after the last frame are not part of the model</source>
        <translation>%1 octets après la dernière frame ne font pas partie du modèle</translation>
    </message>
    <message>
        <source>%1 poses: QuakeSpasm loads at most %2</source>
        <translation>%1 poses : QuakeSpasm en charge au plus %2</translation>
    </message>
    <message>
        <source>%1 vertices of %2 poses are more than a file of %3 bytes can hold</source>
        <translation>%1 sommets sur %2 poses, c’est plus que ne peut en contenir un fichier de %3 octets</translation>
    </message>
    <message>
        <source>skin %1</source>
        <translation>skin %1</translation>
    </message>
    <message>
        <source>skin %1 has type %2 (0 single, 1 group)</source>
        <translation>le skin %1 est de type %2 (0 simple, 1 groupe)</translation>
    </message>
    <message>
        <source>skin group %1</source>
        <translation>groupe de skins %1</translation>
    </message>
    <message>
        <source>skin group %1 has %2 images</source>
        <translation>le groupe de skins %1 a %2 images</translation>
    </message>
    <message>
        <source>skin group %1 (%2 images)</source>
        <translation>groupe de skins %1 (%2 images)</translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation>frame %1</translation>
    </message>
    <message>
        <source>frame group %1</source>
        <translation>groupe de frames %1</translation>
    </message>
    <message>
        <source>frame group %1 has %2 frames</source>
        <translation>le groupe de frames %1 a %2 frames</translation>
    </message>
    <message>
        <source>frame group %1 (%2 frames)</source>
        <translation>groupe de frames %1 (%2 frames)</translation>
    </message>
    <message>
        <source>frame group %1: interval %2 is %3, not a running total above the one before (software Quake refuses it); the group plays at 10 frames a second</source>
        <translation>groupe de frames %1 : l’intervalle %2 vaut %3, pas un total cumulé supérieur au précédent (Quake en rendu logiciel le refuse) ; le groupe est joué à 10 frames par seconde</translation>
    </message>
    <message>
        <source>frame %1 has type %2 (0 single, 1 group)</source>
        <translation>la frame %1 est de type %2 (0 simple, 1 groupe)</translation>
    </message>
    <message>
        <source>some vertices name a normal past the table&apos;s %1 entries: read as pointing up</source>
        <translation>certains sommets désignent une normale au-delà des %1 entrées de la table : lue comme pointant vers le haut</translation>
    </message>
</context>
<context>
    <name>quarry::MemoryZip</name>
    <message>
        <source>cannot add %1 to the archive: %2</source>
        <translation>impossible d&apos;ajouter %1 à l&apos;archive : %2</translation>
    </message>
    <message>
        <source>cannot read back the archive made</source>
        <translation>impossible de relire l&apos;archive créée</translation>
    </message>
    <message>
        <source>cannot make the archive: %1</source>
        <translation>impossible de créer l&apos;archive : %1</translation>
    </message>
</context>
<context>
    <name>quarry::ModelOperations</name>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Merge Meshes</source>
        <translation>&amp;Fusionner les maillages</translation>
    </message>
    <message>
        <source>Merge the selected meshes into one</source>
        <translation>Fusionner les maillages sélectionnés en un seul</translation>
    </message>
    <message>
        <source>Split by &amp;Selection</source>
        <translation>Scinder selon la &amp;sélection</translation>
    </message>
    <message>
        <source>Move the selected faces into a mesh of their own</source>
        <translation>Déplacer les faces sélectionnées dans un maillage à part</translation>
    </message>
    <message>
        <source>Split into &amp;Loose Parts</source>
        <translation>Séparer en parties dis&amp;jointes</translation>
    </message>
    <message>
        <source>Make each connected part of the selected meshes a mesh</source>
        <translation>Faire de chaque partie connexe des maillages sélectionnés un maillage</translation>
    </message>
    <message>
        <source>Flip &amp;Winding</source>
        <translation>Inverser l’&amp;ordre des sommets</translation>
    </message>
    <message>
        <source>Reverse the triangle winding of the selected meshes (all when none)</source>
        <translation>Inverser l’ordre des sommets des triangles des maillages sélectionnés (tous si aucun)</translation>
    </message>
    <message>
        <source>Flip &amp;Normals</source>
        <translation>Inverser les &amp;normales</translation>
    </message>
    <message>
        <source>Point the normals of the selected meshes (all when none) the other way</source>
        <translation>Retourner les normales des maillages sélectionnés (tous si aucun)</translation>
    </message>
    <message>
        <source>&amp;Recompute Normals...</source>
        <translation>&amp;Recalculer les normales...</translation>
    </message>
    <message>
        <source>Recompute normals by smoothing angle or by the IQE smoothing groups</source>
        <translation>Recalculer les normales selon un angle de lissage ou les groupes de lissage IQE</translation>
    </message>
    <message>
        <source>W&amp;eld Vertices...</source>
        <translation>So&amp;uder les sommets...</translation>
    </message>
    <message>
        <source>&amp;Unweld Vertices</source>
        <translation>&amp;Dissocier les sommets</translation>
    </message>
    <message>
        <source>Give every triangle corner its own vertex</source>
        <translation>Donner à chaque coin de triangle son propre sommet</translation>
    </message>
    <message>
        <source>&amp;Scale...</source>
        <translation>Mettre à l’éc&amp;helle...</translation>
    </message>
    <message>
        <source>Scale the model by a factor</source>
        <translation>Mettre le modèle à l’échelle par un facteur</translation>
    </message>
    <message>
        <source>Scale to &amp;Height...</source>
        <translation>Mettre à la hauteu&amp;r...</translation>
    </message>
    <message>
        <source>Scale the model so it stands a given height</source>
        <translation>Mettre le modèle à l’échelle pour qu’il ait une hauteur donnée</translation>
    </message>
    <message>
        <source>R&amp;otate...</source>
        <translation>R&amp;otation...</translation>
    </message>
    <message>
        <source>Rotate the model about the origin</source>
        <translation>Tourner le modèle autour de l’origine</translation>
    </message>
    <message>
        <source>&amp;Translate...</source>
        <translation>&amp;Translation...</translation>
    </message>
    <message>
        <source>Move the model</source>
        <translation>Déplacer le modèle</translation>
    </message>
    <message>
        <source>Y-up to &amp;Z-up</source>
        <translation>Y vers le haut en &amp;Z vers le haut</translation>
    </message>
    <message>
        <source>Turn a Y-up model Z-up</source>
        <translation>Tourner un modèle Y vers le haut en Z vers le haut</translation>
    </message>
    <message>
        <source>Z-up to &amp;Y-up</source>
        <translation>Z vers le haut en &amp;Y vers le haut</translation>
    </message>
    <message>
        <source>Turn a Z-up model Y-up</source>
        <translation>Tourner un modèle Z vers le haut en Y vers le haut</translation>
    </message>
    <message>
        <source>&amp;Drop to Ground</source>
        <translation>&amp;Poser au sol</translation>
    </message>
    <message>
        <source>Move the model so its lowest point is at Z = 0</source>
        <translation>Déplacer le modèle pour que son point le plus bas soit à Z = 0</translation>
    </message>
    <message>
        <source>&amp;Centre</source>
        <translation>&amp;Centrer</translation>
    </message>
    <message>
        <source>Move the model so it is centred on the Z axis</source>
        <translation>Déplacer le modèle pour qu’il soit centré sur l’axe Z</translation>
    </message>
    <message>
        <source>Normali&amp;ze Weights</source>
        <translation>Normali&amp;ser les poids</translation>
    </message>
    <message>
        <source>Scale each vertex&apos;s weights to sum to one</source>
        <translation>Mettre à l’échelle les poids de chaque sommet pour que leur somme fasse un</translation>
    </message>
    <message>
        <source>&amp;Limit Influences...</source>
        <translation>&amp;Limiter les influences...</translation>
    </message>
    <message>
        <source>Keep each vertex&apos;s largest weights, renormalized</source>
        <translation>Garder les plus grands poids de chaque sommet, renormalisés</translation>
    </message>
    <message>
        <source>Remove Unused &amp;Joints</source>
        <translation>Supprimer les &amp;articulations inutilisées</translation>
    </message>
    <message>
        <source>Remove joints no vertex is weighted to</source>
        <translation>Supprimer les articulations auxquelles aucun sommet n’est pondéré</translation>
    </message>
    <message>
        <source>Rename Joints by &amp;Pattern...</source>
        <translation>Renommer les articulations par &amp;motif...</translation>
    </message>
    <message>
        <source>Rename joints with a regular expression</source>
        <translation>Renommer les articulations avec une expression régulière</translation>
    </message>
    <message>
        <source>Fix Te&amp;xture Paths...</source>
        <translation>Réparer les chemins de te&amp;xture...</translation>
    </message>
    <message>
        <source>Strip directories from texture paths or change their extension</source>
        <translation>Retirer les dossiers des chemins de texture ou changer leur extension</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <source>Check the model for problems and list them</source>
        <translation>Vérifier les problèmes du modèle et les lister</translation>
    </message>
    <message>
        <source>&amp;Mesh</source>
        <translation>&amp;Maillage</translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <translation>&amp;Transformer</translation>
    </message>
    <message>
        <source>&amp;Skeleton and Weights</source>
        <translation>S&amp;quelette et poids</translation>
    </message>
    <message>
        <source>Recompute Normals</source>
        <translation>Recalculer les normales</translation>
    </message>
    <message>
        <source>Smooth by angle (selected meshes)</source>
        <translation>Lisser selon l’angle (maillages sélectionnés)</translation>
    </message>
    <message>
        <source>By the IQE smoothing groups (whole model)</source>
        <translation>Selon les groupes de lissage IQE (modèle entier)</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Normals</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Smooth where faces meet at most</source>
        <translation>Lisser là où les faces se rejoignent sous au plus</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Mise à l’échelle</translation>
    </message>
    <message>
        <source>Scale factor:</source>
        <translation>Facteur d’échelle :</translation>
    </message>
    <message>
        <source>Rotate (degrees about X, then Y, then Z)</source>
        <translation>Rotation (degrés autour de X, puis Y, puis Z)</translation>
    </message>
    <message>
        <source>Translate</source>
        <translation>Translation</translation>
    </message>
    <message>
        <source>Limit Influences</source>
        <translation>Limiter les influences</translation>
    </message>
    <message>
        <source>Influences per vertex at most:</source>
        <translation>Influences par sommet au plus :</translation>
    </message>
    <message>
        <source>Rename Joints by Pattern</source>
        <translation>Renommer les articulations par motif</translation>
    </message>
    <message>
        <source>Find (regular expression):</source>
        <translation>Rechercher (expression régulière) :</translation>
    </message>
    <message>
        <source>Replace with (\1 for groups):</source>
        <translation>Remplacer par (\1 pour les groupes) :</translation>
    </message>
    <message>
        <source>Rename Joints</source>
        <translation>Renommer les articulations</translation>
    </message>
    <message>
        <source>Not a valid pattern: %1</source>
        <translation>Motif non valide : %1</translation>
    </message>
    <message>
        <source>Fix Texture Paths</source>
        <translation>Réparer les chemins de texture</translation>
    </message>
    <message>
        <source>Strip directories</source>
        <translation>Retirer les dossiers</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>garder</translation>
    </message>
    <message>
        <source>New extension:</source>
        <translation>Nouvelle extension :</translation>
    </message>
    <message>
        <source>Delete the selected objects, faces or vertices</source>
        <translation>Supprimer les objets, faces ou sommets sélectionnés</translation>
    </message>
    <message>
        <source>Merge the selected vertices, or those of the selected meshes, that agree in every attribute</source>
        <translation>Fusionner les sommets sélectionnés, ou ceux des maillages sélectionnés, qui concordent en tous leurs attributs</translation>
    </message>
</context>
<context>
    <name>quarry::ModelOverview</name>
    <message>
        <source>No model. Open one with File &gt; Open.</source>
        <translation>Aucun modèle. Ouvrez-en un avec Fichier &gt; Ouvrir.</translation>
    </message>
    <message>
        <source>%1
%2 meshes, %3 vertices, %4 triangles
%5 materials, %6 joints, %7 animations, %8 shapes</source>
        <translation>%1
%2 maillages, %3 sommets, %4 triangles
%5 matériaux, %6 articulations, %7 animations, %8 formes</translation>
    </message>
    <message>
        <source>Height (bind pose, Z): %1 model units</source>
        <translation>Hauteur (pose de liaison, Z) : %1 unités du modèle</translation>
    </message>
</context>
<context>
    <name>quarry::MorphTargetsPanel</name>
    <message>
        <source>&lt;b&gt;Morph Targets&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cibles de morphing&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Reset All</source>
        <translation>Tout réinitialiser</translation>
    </message>
    <message>
        <source>Set every preview weight back to 0</source>
        <translation>Remettre tous les poids d&apos;aperçu à 0</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Déplace</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Vertices the target moves</source>
        <translation>Sommets que la cible déplace</translation>
    </message>
    <message>
        <source>%1 has no morph targets.</source>
        <translation>%1 n&apos;a aucune cible de morphing.</translation>
    </message>
    <message>
        <source>(unnamed %1)</source>
        <translation>(sans nom %1)</translation>
    </message>
    <message>
        <source>Vertices this target moves: %1 (of %2 listed)</source>
        <translation>Sommets que cette cible déplace : %1 (sur %2 listés)</translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation>Poids de %1</translation>
    </message>
    <message>
        <source>Preview weight: 0..1 on the slider, -1..2 typed</source>
        <translation>Poids d&apos;aperçu : 0..1 avec le curseur, -1..2 en saisie</translation>
    </message>
    <message>
        <source>%1: %2 weights set, the %3 largest are shown.</source>
        <translation>%1 : %2 poids définis, les %3 plus grands sont affichés.</translation>
    </message>
</context>
<context>
    <name>quarry::Names</name>
    <message>
        <source>%1 written as %2, beside the list</source>
        <translation>%1 écrit sous le nom %2, à côté de la liste</translation>
    </message>
    <message>
        <source>%1 written as %2: Quarry does not write that form</source>
        <translation>%1 écrit sous le nom %2 : Quarry n’écrit pas cette forme</translation>
    </message>
</context>
<context>
    <name>quarry::OutlinerView</name>
    <message>
        <source>Meshes</source>
        <translation>Maillages</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Matériaux</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Articulations</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>no material</source>
        <translation>aucun matériau</translation>
    </message>
    <message>
        <source>%1 vertices, %2 triangles, %3</source>
        <translation>%1 sommets, %2 triangles, %3</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>n° %1</translation>
    </message>
    <message>
        <source>%1 frames at %2 fps%3</source>
        <translation>%1 images à %2 i/s%3</translation>
    </message>
    <message>
        <source>, loops</source>
        <translation>, en boucle</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Make Root</source>
        <translation>Faire une racine</translation>
    </message>
    <message>
        <source>hidden; %1</source>
        <translation>masqué ; %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln triangle(s) hidden; %1</source>
        <translation>
            <numerusform>%Ln triangle masqué ; %1</numerusform>
            <numerusform>%Ln triangles masqués ; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::PlayerBoxPreview</name>
    <message>
        <source>The model&apos;s bind pose as exported, from the side (the game&apos;s forward, +X, to the right) and from the front, against the game&apos;s player box and floor</source>
        <translation>La pose de repos du modèle telle qu’exportée, de côté (l’avant du jeu, +X, vers la droite) et de face, sur la boîte de joueur et le sol du jeu</translation>
    </message>
    <message>
        <source>No model to show</source>
        <translation>Aucun modèle à afficher</translation>
    </message>
    <message>
        <source>Side (+X ahead)</source>
        <translation>Côté (+X devant)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>%1 tall, feet at Z = %2; %3 deep, %4 wide</source>
        <translation>%1 de haut, pieds à Z = %2 ; %3 de profondeur, %4 de large</translation>
    </message>
</context>
<context>
    <name>quarry::PlayerJointPickers</name>
    <message>
        <source>The first joint of upper.md3: the legs go to lower.md3, the torso from here on turns on tag_torso</source>
        <translation>La première articulation de upper.md3 : les jambes vont dans lower.md3, le torse tourne à partir d’ici sur tag_torso</translation>
    </message>
    <message>
        <source>The first joint of head.md3, which turns on tag_head</source>
        <translation>La première articulation de head.md3, qui tourne sur tag_head</translation>
    </message>
    <message>
        <source>The joint the weapon hangs on (tag_weapon)</source>
        <translation>L’articulation à laquelle l’arme est accrochée (tag_weapon)</translation>
    </message>
    <message>
        <source>Torso joint</source>
        <translation>Articulation du torse</translation>
    </message>
    <message>
        <source>Head joint</source>
        <translation>Articulation de la tête</translation>
    </message>
    <message>
        <source>Weapon joint</source>
        <translation>Articulation de l’arme</translation>
    </message>
    <message>
        <source>(found from the names)</source>
        <translation>(déduite des noms)</translation>
    </message>
    <message>
        <source>These joints do not split the model into a player&apos;s parts.</source>
        <translation>Ces articulations ne découpent pas le modèle en parties de joueur.</translation>
    </message>
    <message>
        <source>As the viewport colours them: &lt;span style=&quot;color:%1&quot;&gt;&amp;#9632;&lt;/span&gt; lower.md3 %2 vertices, &lt;span style=&quot;color:%3&quot;&gt;&amp;#9632;&lt;/span&gt; upper.md3 %4, &lt;span style=&quot;color:%5&quot;&gt;&amp;#9632;&lt;/span&gt; head.md3 %6</source>
        <translation>Comme la vue les colore : &lt;span style=&quot;color:%1&quot;&gt;&amp;#9632;&lt;/span&gt; lower.md3 %2 sommets, &lt;span style=&quot;color:%3&quot;&gt;&amp;#9632;&lt;/span&gt; upper.md3 %4, &lt;span style=&quot;color:%5&quot;&gt;&amp;#9632;&lt;/span&gt; head.md3 %6</translation>
    </message>
</context>
<context>
    <name>quarry::PoseActions</name>
    <message>
        <source>Auto Key</source>
        <translation>Clés automatiques</translation>
    </message>
    <message>
        <source>Gizmo drags on posed joints set keys at the current time; off, they preview the pose until Key Pose</source>
        <translation>Les glissements du manipulateur sur les articulations posées définissent des clés au temps courant ; désactivé, ils prévisualisent la pose jusqu’à « Poser une clé de pose »</translation>
    </message>
    <message>
        <source>Key Pose</source>
        <translation>Poser une clé de pose</translation>
    </message>
    <message>
        <source>Key translation, rotation and scale of every selected joint at the current time (K)</source>
        <translation>Poser une clé de translation, de rotation et d’échelle sur chaque articulation sélectionnée au temps courant (K)</translation>
    </message>
    <message>
        <source>Copy Pose</source>
        <translation>Copier la pose</translation>
    </message>
    <message>
        <source>Copy the selected joints&apos; pose (every joint&apos;s when none is selected)</source>
        <translation>Copier la pose des articulations sélectionnées (celle de toutes si aucune n’est sélectionnée)</translation>
    </message>
    <message>
        <source>Paste Pose</source>
        <translation>Coller la pose</translation>
    </message>
    <message>
        <source>Key the copied pose at the current time</source>
        <translation>Poser une clé avec la pose copiée au temps courant</translation>
    </message>
    <message>
        <source>Paste Mirrored</source>
        <translation>Coller en miroir</translation>
    </message>
    <message>
        <source>Key the mirror image of the copied pose on the joints of the other side</source>
        <translation>Poser une clé avec l’image miroir de la pose copiée sur les articulations de l’autre côté</translation>
    </message>
    <message>
        <source>Mirror Pose</source>
        <translation>Symétriser la pose</translation>
    </message>
    <message>
        <source>Key the mirror image of the whole pose at the current time</source>
        <translation>Poser une clé avec l’image miroir de toute la pose au temps courant</translation>
    </message>
    <message>
        <source>The axis across which poses are mirrored</source>
        <translation>L’axe selon lequel les poses sont symétrisées</translation>
    </message>
    <message>
        <source>Mirror across %1</source>
        <translation>Symétrie selon %1</translation>
    </message>
    <message>
        <source>Axis: %1</source>
        <translation>Axe : %1</translation>
    </message>
    <message>
        <source>Onion Skin</source>
        <translation>Pelure d’oignon</translation>
    </message>
    <message>
        <source>Show the poses before (blue) and after (green) the current time as fading ghosts</source>
        <translation>Afficher les poses avant (en bleu) et après (en vert) le temps courant comme des fantômes estompés</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Ghosts before the current time</source>
        <translation>Fantômes avant le temps courant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Ghosts after the current time</source>
        <translation>Fantômes après le temps courant</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Frames between ghosts</source>
        <translation>Images entre les fantômes</translation>
    </message>
    <message>
        <source>Ghost Bones Only</source>
        <translation>Fantômes des os seulement</translation>
    </message>
    <message>
        <source>Ghost the skeleton instead of the whole model</source>
        <translation>Montrer en fantôme le squelette au lieu du modèle entier</translation>
    </message>
    <message>
        <source>Mirror Across the Joints&apos; Sides</source>
        <translation>Symétriser selon les côtés des articulations</translation>
    </message>
    <message>
        <source>Axis: Automatic</source>
        <translation>Axe : automatique</translation>
    </message>
    <message>
        <source>Onion Skin Settings</source>
        <translation>Réglages de la pelure d’oignon</translation>
    </message>
</context>
<context>
    <name>quarry::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Demander</translation>
    </message>
    <message>
        <source>Always take it</source>
        <translation>Toujours le prendre</translation>
    </message>
    <message>
        <source>Never take it</source>
        <translation>Ne jamais le prendre</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimité</translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation>Fichiers récents listés</translation>
    </message>
    <message>
        <source>Skeleton beside an opened XMF mesh</source>
        <translation>Squelette à côté d’un maillage XMF ouvert</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Unsaved changes are written to a recovery file this often, and offered again after a crash</source>
        <translation>Les modifications non enregistrées sont écrites dans un fichier de récupération à cet intervalle, et proposées à nouveau après un plantage</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>Enregistrement automatique toutes les</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>A new language takes effect when Quarry is started again.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage de Quarry.</translation>
    </message>
    <message>
        <source>Custom: swap the texts below</source>
        <translation>Personnalisée : échanger les textes ci-dessous</translation>
    </message>
    <message>
        <source>left, e.g. Lft</source>
        <translation>gauche, p. ex. Lft</translation>
    </message>
    <message>
        <source>right, e.g. Rgt</source>
        <translation>droite, p. ex. Rgt</translation>
    </message>
    <message>
        <source>How the names of left and right joints differ, for pasting and mirroring poses (auto: the first rule that finds a partner)</source>
        <translation>Comment les noms des articulations gauches et droites diffèrent, pour coller et symétriser des poses (auto : la première règle qui trouve un partenaire)</translation>
    </message>
    <message>
        <source>Left and right joints</source>
        <translation>Articulations gauches et droites</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <source>When the undo history holds more memory than this, its oldest steps are dropped</source>
        <translation>Quand l’historique d’annulation occupe plus de mémoire que cela, ses étapes les plus anciennes sont abandonnées</translation>
    </message>
    <message>
        <source>Undo steps</source>
        <translation>Étapes d’annulation</translation>
    </message>
    <message>
        <source>Undo memory limit</source>
        <translation>Limite de mémoire d’annulation</translation>
    </message>
    <message>
        <source>Always open the player</source>
        <translation>Toujours ouvrir le joueur</translation>
    </message>
    <message>
        <source>Open the part alone</source>
        <translation>Ouvrir la partie seule</translation>
    </message>
    <message>
        <source>Quake III player part with the others beside it</source>
        <translation>Partie de joueur Quake III avec les autres à côté</translation>
    </message>
</context>
<context>
    <name>quarry::PropertiesView</name>
    <message>
        <source>Select an object in the outliner to see its properties.</source>
        <translation>Sélectionnez un objet dans l’arborescence pour voir ses propriétés.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mesh&lt;/b&gt;</source>
        <translation>&lt;b&gt;Maillage&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Matériau</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Sommets</translation>
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
        <translation>normale</translation>
    </message>
    <message>
        <source>tangent</source>
        <translation>tangente</translation>
    </message>
    <message numerus="yes">
        <source>%n texcoord set(s)</source>
        <translation>
            <numerusform>%n jeu de coordonnées de texture</numerusform>
            <numerusform>%n jeux de coordonnées de texture</numerusform>
        </translation>
    </message>
    <message>
        <source>color</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Flux</translation>
    </message>
    <message>
        <source>Influences</source>
        <translation>Influences</translation>
    </message>
    <message>
        <source>up to %1 per vertex</source>
        <translation>jusqu’à %1 par sommet</translation>
    </message>
    <message>
        <source>not skinned</source>
        <translation>sans habillage</translation>
    </message>
    <message>
        <source>Morph targets</source>
        <translation>Cibles de morph</translation>
    </message>
    <message>
        <source>&lt;b&gt;Material&lt;/b&gt;</source>
        <translation>&lt;b&gt;Matériau&lt;/b&gt;</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>Shininess</source>
        <translation>Brillance</translation>
    </message>
    <message>
        <source>Map (%1)</source>
        <translation>Texture (%1)</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Utilisé par</translation>
    </message>
    <message numerus="yes">
        <source>%n mesh(es)</source>
        <translation>
            <numerusform>%n maillage</numerusform>
            <numerusform>%n maillages</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Joint&lt;/b&gt; #%1</source>
        <translation>&lt;b&gt;Articulation&lt;/b&gt; n° %1</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(racine)</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Parent</translation>
    </message>
    <message>
        <source>Bind pose (relative to the parent)</source>
        <translation>Pose de repos (relative au parent)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Animation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Animation&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>En boucle</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>Fréquence d’images</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>%1 s, %2 frames</source>
        <translation>%1 s, %2 images</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Pistes</translation>
    </message>
    <message>
        <source>%1 joints, %2 keys</source>
        <translation>%1 articulations, %2 clés</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shape&lt;/b&gt;</source>
        <translation>&lt;b&gt;Forme&lt;/b&gt;</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>sphère</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>cône</translation>
    </message>
    <message>
        <source>cube</source>
        <translation>cube</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>cylindre</translation>
    </message>
    <message>
        <source>light</source>
        <translation>lumière</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>surface</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Control vertices</source>
        <translation>Points de contrôle</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Images</translation>
    </message>
    <message>
        <source>shared with %1 (the game plays the same frames for both)</source>
        <translation>partagées avec %1 (le jeu joue les mêmes images pour les deux)</translation>
    </message>
</context>
<context>
    <name>quarry::QuakeSkinOptions</name>
    <message>
        <source>Player colours (shirt and pants, recoloured by the game)</source>
        <translation>Couleurs du joueur (chemise et pantalon, recolorées par le jeu)</translation>
    </message>
    <message>
        <source>the game&apos;s standard palette</source>
        <translation>la palette standard du jeu</translation>
    </message>
    <message>
        <source>The palette MDL and MD2 skins are mapped to: a palette.lmp (Quake II: colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx) (--palette)</source>
        <translation>La palette vers laquelle les skins MDL et MD2 sont convertis : un palette.lmp (Quake II : colormap.pcx), ou un .pak, un .pk3 ou un dossier de jeu contenant gfx/palette.lmp (pics/colormap.pcx) (--palette)</translation>
    </message>
    <message>
        <source>MDL: the skin may take the colours 16-31 and 96-111, which Quake draws in each player&apos;s shirt and pants colours; unchecked they are left out (--colormap)</source>
        <translation>MDL : le skin peut prendre les couleurs 16-31 et 96-111, que Quake dessine dans les couleurs de chemise et de pantalon de chaque joueur ; décochée, elles sont exclues (--colormap)</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Fichier…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Dossier…</translation>
    </message>
    <message>
        <source>Game Folder</source>
        <translation>Dossier du jeu</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Palettes and game archives (*.lmp *.pcx *.pak *.pk3);;All files (*)</source>
        <translation>Palettes et archives de jeu (*.lmp *.pcx *.pak *.pk3);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#c0392b&quot;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#c0392b&quot;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Quake&apos;s and Quake II&apos;s standard palettes</source>
        <translation>les palettes standard de Quake et de Quake II</translation>
    </message>
    <message>
        <source>Palette: %1</source>
        <translation>Palette : %1</translation>
    </message>
    <message>
        <source>Quake: %1; Quake II: %2</source>
        <translation>Quake : %1 ; Quake II : %2</translation>
    </message>
</context>
<context>
    <name>quarry::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Quarry did not close normally last time. These documents had unsaved changes; each can be restored as it was at its last autosave.</source>
        <translation>Quarry ne s’est pas fermé normalement la dernière fois. Ces documents avaient des modifications non enregistrées ; chacun peut être restauré tel qu’il était lors de son dernier enregistrement automatique.</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Autosaved</source>
        <translation>Enregistré automatiquement</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Demander plus &amp;tard</translation>
    </message>
</context>
<context>
    <name>quarry::RenderAnimationDialog</name>
    <message>
        <source>Transparent background</source>
        <translation>Fond transparent</translation>
    </message>
    <message>
        <source>Render Animation</source>
        <translation>Rendu de l’animation</translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation>Perspective</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <source>PNG sequence (one file per frame)</source>
        <translation>Séquence PNG (un fichier par image)</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>GIF animé</translation>
    </message>
    <message>
        <source>Animated PNG</source>
        <translation>PNG animé</translation>
    </message>
    <message>
        <source>For a sequence, %04d in the name becomes the frame number</source>
        <translation>Pour une séquence, %04d dans le nom devient le numéro d’image</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Frames from, to</source>
        <translation>Images de, à</translation>
    </message>
    <message>
        <source>Size (width, height)</source>
        <translation>Taille (largeur, hauteur)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écrire</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Render</source>
        <translation>Rendre</translation>
    </message>
    <message>
        <source>Render To</source>
        <translation>Rendre dans</translation>
    </message>
    <message numerus="yes">
        <source>Rendered %n frames to %1.</source>
        <translation>
            <numerusform>%n image rendue dans %1.</numerusform>
            <numerusform>%n images rendues dans %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rendered %n frames: %1 to %2.</source>
        <translation>
            <numerusform>%n image rendue : %1 à %2.</numerusform>
            <numerusform>%n images rendues : %1 à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Render &amp;Animation...</source>
        <translation>Rendu de l’&amp;animation...</translation>
    </message>
    <message>
        <source>Render a clip to a PNG sequence or an animated GIF or PNG</source>
        <translation>Rendre un clip en séquence PNG ou en GIF ou PNG animé</translation>
    </message>
    <message>
        <source>Save &amp;Screenshot...</source>
        <translation>Enregistrer une &amp;capture d’écran...</translation>
    </message>
    <message>
        <source>Save the 3D view as it shows now to an image file</source>
        <translation>Enregistrer la vue 3D telle qu’elle s’affiche dans un fichier image</translation>
    </message>
    <message>
        <source>There is no 3D view to save.</source>
        <translation>Il n’y a aucune vue 3D à enregistrer.</translation>
    </message>
    <message>
        <source>Save Screenshot</source>
        <translation>Enregistrer une capture d’écran</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.bmp)</source>
        <translation>Images (*.png *.jpg *.bmp)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Draw the joints</source>
        <translation>Dessiner les articulations</translation>
    </message>
    <message>
        <source>Draw the compared model&apos;s ghost</source>
        <translation>Dessiner le fantôme du modèle comparé</translation>
    </message>
    <message>
        <source>Deviation colours and scale</source>
        <translation>Couleurs d&apos;écart et échelle</translation>
    </message>
    <message>
        <source>The model compared with (File &gt; Compare With…) as a ghost over this one, posed at each frame&apos;s time</source>
        <translation>Le modèle comparé (Fichier &gt; Comparer avec…) en fantôme par-dessus celui-ci, posé au temps de chaque image</translation>
    </message>
    <message>
        <source>Colour each vertex by its distance to the compared model, with the scale in the corner, as the Deviation draw mode does</source>
        <translation>Colorer chaque sommet selon sa distance au modèle comparé, avec l&apos;échelle dans le coin, comme le mode de dessin Écart</translation>
    </message>
</context>
<context>
    <name>quarry::RepairActions</name>
    <message>
        <source>Select &amp;Connected</source>
        <translation>Sélectionner les éléments &amp;liés</translation>
    </message>
    <message>
        <source>Select the whole parts the selected vertices or faces are in</source>
        <translation>Sélectionner les parties entières où se trouvent les sommets ou faces sélectionnés</translation>
    </message>
    <message>
        <source>&amp;Grow Selection</source>
        <translation>&amp;Étendre la sélection</translation>
    </message>
    <message>
        <source>Add one ring of vertices or faces round the selection</source>
        <translation>Ajouter un anneau de sommets ou de faces autour de la sélection</translation>
    </message>
    <message>
        <source>S&amp;hrink Selection</source>
        <translation>&amp;Réduire la sélection</translation>
    </message>
    <message>
        <source>Take one ring of vertices or faces off the selection&apos;s edge</source>
        <translation>Retirer un anneau de sommets ou de faces du bord de la sélection</translation>
    </message>
    <message>
        <source>&amp;Invert Selection</source>
        <translation>&amp;Inverser la sélection</translation>
    </message>
    <message>
        <source>Select what is not selected, and nothing that is</source>
        <translation>Sélectionner ce qui n’est pas sélectionné, et rien de ce qui l’est</translation>
    </message>
    <message>
        <source>Select by &amp;Material</source>
        <translation>Sélectionner par &amp;matériau</translation>
    </message>
    <message>
        <source>Select the meshes with the selection&apos;s material</source>
        <translation>Sélectionner les maillages ayant le matériau de la sélection</translation>
    </message>
    <message>
        <source>Select &amp;Boundary</source>
        <translation>Sélectionner les &amp;bords</translation>
    </message>
    <message>
        <source>Select the vertices on the rims of holes</source>
        <translation>Sélectionner les sommets au bord des trous</translation>
    </message>
    <message>
        <source>Select &amp;Non-Manifold</source>
        <translation>Sélectionner le &amp;non-manifold</translation>
    </message>
    <message>
        <source>Select the vertices on edges three faces or more share</source>
        <translation>Sélectionner les sommets des arêtes partagées par trois faces ou plus</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Masquer</translation>
    </message>
    <message>
        <source>Hide the selected faces, or the faces at the selected vertices, or the selected meshes</source>
        <translation>Masquer les faces sélectionnées, ou les faces des sommets sélectionnés, ou les maillages sélectionnés</translation>
    </message>
    <message>
        <source>I&amp;solate</source>
        <translation>I&amp;soler</translation>
    </message>
    <message>
        <source>Hide everything but the selection</source>
        <translation>Masquer tout sauf la sélection</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>&amp;Tout afficher</translation>
    </message>
    <message>
        <source>Show every hidden face</source>
        <translation>Afficher toutes les faces masquées</translation>
    </message>
    <message>
        <source>Delete &amp;Vertices</source>
        <translation>Supprimer les &amp;sommets</translation>
    </message>
    <message>
        <source>Delete the selected vertices and the faces that use them</source>
        <translation>Supprimer les sommets sélectionnés et les faces qui les utilisent</translation>
    </message>
    <message>
        <source>Delete &amp;Faces</source>
        <translation>Supprimer les &amp;faces</translation>
    </message>
    <message>
        <source>Delete the selected faces and the vertices left unused</source>
        <translation>Supprimer les faces sélectionnées et les sommets devenus inutilisés</translation>
    </message>
    <message>
        <source>&amp;Make Face</source>
        <translation>&amp;Créer une face</translation>
    </message>
    <message>
        <source>A face from three selected vertices, or two from four</source>
        <translation>Une face à partir de trois sommets sélectionnés, ou deux à partir de quatre</translation>
    </message>
    <message>
        <source>Fill &amp;Holes</source>
        <translation>Remplir les &amp;trous</translation>
    </message>
    <message>
        <source>Merge Vertices at &amp;Centre</source>
        <translation>Fusionner les sommets au &amp;centre</translation>
    </message>
    <message>
        <source>Snap the selected vertices to their centre and merge them</source>
        <translation>Amener les sommets sélectionnés à leur centre et les fusionner</translation>
    </message>
    <message>
        <source>Merge Vertices at &amp;Last Selected</source>
        <translation>Fusionner les sommets au &amp;dernier sélectionné</translation>
    </message>
    <message>
        <source>Snap the selected vertices to the last one selected and merge them</source>
        <translation>Amener les sommets sélectionnés sur le dernier sélectionné et les fusionner</translation>
    </message>
    <message>
        <source>C&amp;lean Up</source>
        <translation>&amp;Nettoyer</translation>
    </message>
    <message>
        <source>Remove degenerate triangles and unused vertices</source>
        <translation>Supprimer les triangles dégénérés et les sommets inutilisés</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>Copy the selected faces or meshes into new meshes</source>
        <translation>Copier les faces ou maillages sélectionnés dans de nouveaux maillages</translation>
    </message>
    <message>
        <source>Mi&amp;rror...</source>
        <translation>S&amp;ymétrie...</translation>
    </message>
    <message>
        <source>Add a mirrored copy of the selection or meshes</source>
        <translation>Ajouter une copie symétrique de la sélection ou des maillages</translation>
    </message>
    <message>
        <source>Su&amp;bdivide</source>
        <translation>Su&amp;bdiviser</translation>
    </message>
    <message>
        <source>Split each selected face into four</source>
        <translation>Diviser chaque face sélectionnée en quatre</translation>
    </message>
    <message>
        <source>E&amp;xtrude...</source>
        <translation>E&amp;xtruder...</translation>
    </message>
    <message>
        <source>Move the selected faces out along their normals, with walls</source>
        <translation>Sortir les faces sélectionnées le long de leurs normales, avec des parois</translation>
    </message>
    <message>
        <source>Add &amp;Primitive...</source>
        <translation>Ajouter une &amp;primitive...</translation>
    </message>
    <message>
        <source>Add a cube, sphere, cylinder, cone, plane or torus at the origin</source>
        <translation>Ajouter un cube, une sphère, un cylindre, un cône, un plan ou un tore à l’origine</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Réparer</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <source>X (across the YZ plane)</source>
        <translation>X (par rapport au plan YZ)</translation>
    </message>
    <message>
        <source>Y (across the XZ plane)</source>
        <translation>Y (par rapport au plan XZ)</translation>
    </message>
    <message>
        <source>Z (across the XY plane)</source>
        <translation>Z (par rapport au plan XY)</translation>
    </message>
    <message>
        <source>Merge the seam on the plane</source>
        <translation>Fusionner la couture sur le plan</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Axe</translation>
    </message>
    <message>
        <source>Extrude</source>
        <translation>Extruder</translation>
    </message>
    <message>
        <source>Distance along the normals:</source>
        <translation>Distance le long des normales :</translation>
    </message>
    <message>
        <source>Add Primitive</source>
        <translation>Ajouter une primitive</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Cube</translation>
    </message>
    <message>
        <source>Sphere</source>
        <translation>Sphère</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Cylindre</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Cône</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Tore</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Size (edge or diameter)</source>
        <translation>Taille (arête ou diamètre)</translation>
    </message>
    <message>
        <source>Segments round Z</source>
        <translation>Segments autour de Z</translation>
    </message>
    <message>
        <source>Close the holes through the selected faces or vertices, or every hole of the selected meshes</source>
        <translation>Remplir les trous bordés par les faces ou sommets sélectionnés, ou tous les trous des maillages sélectionnés</translation>
    </message>
</context>
<context>
    <name>quarry::SaveAsDialog</name>
    <message>
        <source>Save Model As</source>
        <translation>Enregistrer le modèle sous</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
</context>
<context>
    <name>quarry::ScaleToHeightDialog</name>
    <message>
        <source>Scale to Height</source>
        <translation>Mettre à la hauteur</translation>
    </message>
    <message>
        <source>Current height (bind pose, along Z):</source>
        <translation>Hauteur actuelle (pose de repos, selon Z) :</translation>
    </message>
    <message>
        <source>New height:</source>
        <translation>Nouvelle hauteur :</translation>
    </message>
    <message numerus="yes">
        <source>The whole model is scaled, with its skeleton and animations, not only the %n selected mesh(es): a skinned mesh scaled alone would no longer fit its skeleton.</source>
        <translation>
            <numerusform>Le modèle entier est mis à l’échelle, avec son squelette et ses animations, pas seulement le %n maillage sélectionné : un maillage habillé mis à l’échelle seul ne correspondrait plus à son squelette.</numerusform>
            <numerusform>Le modèle entier est mis à l’échelle, avec son squelette et ses animations, pas seulement les %n maillages sélectionnés : un maillage habillé mis à l’échelle seul ne correspondrait plus à son squelette.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::ScriptDock</name>
    <message>
        <source>Python with the open model as doc and the module quarry: try doc.meshes or doc.run(&quot;flipWinding&quot;).</source>
        <translation>Python avec le modèle ouvert comme doc et le module quarry : essayez doc.meshes ou doc.run(&quot;flipWinding&quot;).</translation>
    </message>
    <message>
        <source>Run Script...</source>
        <translation>Exécuter un script...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source># running %1</source>
        <translation># exécution de %1</translation>
    </message>
    <message>
        <source>Script %1 cancelled.</source>
        <translation>Script %1 annulé.</translation>
    </message>
    <message>
        <source>Script %1 finished.</source>
        <translation>Script %1 terminé.</translation>
    </message>
    <message>
        <source>Script %1 failed: see the Script dock.</source>
        <translation>Échec du script %1 : voir le dock Script.</translation>
    </message>
    <message>
        <source>Run Script</source>
        <translation>Exécuter un script</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Scripts Python (*.py);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>quarry::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>quarry::TargetCheckBox</name>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Choose an engine</source>
        <translation>Choisir un moteur</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>The model changed: check again.</source>
        <translation>Le modèle a changé : vérifiez à nouveau.</translation>
    </message>
    <message>
        <source>Nothing to fix for %1.</source>
        <translation>Rien à corriger pour %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s); some cannot be fixed on export.</source>
        <translation>
            <numerusform>%n constat ; certains ne peuvent pas être corrigés à l&apos;export.</numerusform>
            <numerusform>%n constats ; certains ne peuvent pas être corrigés à l&apos;export.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s); export for this engine fixes them all.</source>
        <translation>
            <numerusform>%n constat ; l&apos;export pour ce moteur le corrige.</numerusform>
            <numerusform>%n constats ; l&apos;export pour ce moteur les corrige tous.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::TimelineActions</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Loop Playback</source>
        <translation>Lecture en &amp;boucle</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Pas en &amp;arrière</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Pas en a&amp;vant</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>Aller au &amp;début</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>Aller à la &amp;fin</translation>
    </message>
    <message>
        <source>&amp;Insert Keys at Cursor</source>
        <translation>&amp;Insérer des clés au curseur</translation>
    </message>
    <message>
        <source>&amp;Delete Keys</source>
        <translation>&amp;Supprimer les clés</translation>
    </message>
    <message>
        <source>&amp;Copy Keys</source>
        <translation>&amp;Copier les clés</translation>
    </message>
    <message>
        <source>&amp;Paste Keys at Cursor</source>
        <translation>Co&amp;ller les clés au curseur</translation>
    </message>
    <message>
        <source>Select &amp;All Keys</source>
        <translation>Sélectionner &amp;toutes les clés</translation>
    </message>
    <message>
        <source>&amp;Scale Keys...</source>
        <translation>&amp;Mettre les clés à l’échelle...</translation>
    </message>
    <message>
        <source>Scale Keys</source>
        <translation>Mettre les clés à l’échelle</translation>
    </message>
    <message>
        <source>Time factor (2 plays the selection half as fast):</source>
        <translation>Facteur de temps (2 joue la sélection deux fois moins vite) :</translation>
    </message>
    <message>
        <source>S&amp;nap to Frames</source>
        <translation>Aimanter aux i&amp;mages</translation>
    </message>
    <message>
        <source>Show Selected &amp;Joints Only</source>
        <translation>N’afficher que les &amp;articulations sélectionnées</translation>
    </message>
    <message>
        <source>Scale Around the &amp;Cursor</source>
        <translation>Mettre à l’échelle autour du &amp;curseur</translation>
    </message>
    <message>
        <source>Scale keys around the cursor instead of the selection&apos;s first key</source>
        <translation>Mettre les clés à l’échelle autour du curseur au lieu de la première clé de la sélection</translation>
    </message>
    <message>
        <source>&amp;New Clip</source>
        <translation>&amp;Nouveau clip</translation>
    </message>
    <message>
        <source>&amp;Rename Clip...</source>
        <translation>&amp;Renommer le clip...</translation>
    </message>
    <message>
        <source>Rename Clip</source>
        <translation>Renommer le clip</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>D&amp;uplicate Clip</source>
        <translation>D&amp;upliquer le clip</translation>
    </message>
    <message>
        <source>Delete Cli&amp;p</source>
        <translation>Su&amp;pprimer le clip</translation>
    </message>
    <message>
        <source>Clip &amp;Loops</source>
        <translation>Clip en &amp;boucle</translation>
    </message>
    <message>
        <source>Set Frame Rate, &amp;Keep Timing...</source>
        <translation>Changer la fréquence, garder la &amp;durée...</translation>
    </message>
    <message>
        <source>Resample the keys at a new frame rate; the clip lasts as long as before</source>
        <translation>Rééchantillonner les clés à une nouvelle fréquence d’images ; le clip dure autant qu’avant</translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep &amp;Frames...</source>
        <translation>Changer la fréquence, garder les &amp;images...</translation>
    </message>
    <message>
        <source>Play the same frames at a new rate: the clip gets faster or slower</source>
        <translation>Jouer les mêmes images à une nouvelle fréquence : le clip devient plus rapide ou plus lent</translation>
    </message>
    <message>
        <source>Spli&amp;t Clip at Cursor</source>
        <translation>&amp;Scinder le clip au curseur</translation>
    </message>
    <message>
        <source>T&amp;rim Clip to Range...</source>
        <translation>&amp;Rogner le clip à une plage...</translation>
    </message>
    <message>
        <source>Trim Clip</source>
        <translation>Rogner le clip</translation>
    </message>
    <message>
        <source>E&amp;xtract Range to New Clip...</source>
        <translation>E&amp;xtraire la plage dans un nouveau clip...</translation>
    </message>
    <message>
        <source>Extract Range</source>
        <translation>Extraire la plage</translation>
    </message>
    <message>
        <source>&amp;Join Another Clip...</source>
        <translation>&amp;Joindre un autre clip...</translation>
    </message>
    <message>
        <source>Join Clips</source>
        <translation>Joindre les clips</translation>
    </message>
    <message>
        <source>Play this clip after the current one:</source>
        <translation>Jouer ce clip après le clip courant :</translation>
    </message>
    <message>
        <source>Re&amp;verse Range...</source>
        <translation>In&amp;verser la plage...</translation>
    </message>
    <message>
        <source>Reverse Range</source>
        <translation>Inverser la plage</translation>
    </message>
    <message>
        <source>Make Loop &amp;Seamless</source>
        <translation>Rendre la boucle &amp;continue</translation>
    </message>
    <message>
        <source>Make the last pose equal the first</source>
        <translation>Rendre la dernière pose égale à la première</translation>
    </message>
    <message>
        <source>C&amp;lip</source>
        <translation>C&amp;lip</translation>
    </message>
    <message>
        <source>First frame:</source>
        <translation>Première image :</translation>
    </message>
    <message>
        <source>Last frame:</source>
        <translation>Dernière image :</translation>
    </message>
    <message>
        <source>Loop playback: on (click to play once)</source>
        <translation>Lecture en boucle : activée (cliquer pour jouer une fois)</translation>
    </message>
    <message>
        <source>Loop playback: off (click to loop)</source>
        <translation>Lecture en boucle : désactivée (cliquer pour boucler)</translation>
    </message>
    <message>
        <source>Frames per second, keeping the timing: the clip lasts %1 s as now and its keys are resampled at the new rate.</source>
        <translation>Images par seconde, en gardant la durée : le clip dure %1 s comme maintenant et ses clés sont rééchantillonnées à la nouvelle fréquence.</translation>
    </message>
    <message numerus="yes">
        <source>Frames per second, keeping the frames: each of the %n frame(s) stays as it is and the clip plays faster or slower (its length changes).</source>
        <translation>
            <numerusform>Images par seconde, en gardant les images : %n image reste telle quelle et le clip joue plus vite ou plus lentement (sa longueur change).</numerusform>
            <numerusform>Images par seconde, en gardant les images : chacune des %n images reste telle quelle et le clip joue plus vite ou plus lentement (sa longueur change).</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep Timing</source>
        <translation>Changer la fréquence, garder la durée</translation>
    </message>
    <message>
        <source>Set Frame Rate, Keep Frames</source>
        <translation>Changer la fréquence, garder les images</translation>
    </message>
</context>
<context>
    <name>quarry::TimelineDock</name>
    <message>
        <source>Timeline</source>
        <translation>Ligne de temps</translation>
    </message>
    <message>
        <source>The clip the timeline shows and the viewport plays</source>
        <translation>Le clip que montre la ligne de temps et que joue la vue 3D</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Aimanter</translation>
    </message>
    <message>
        <source>Scale at Cursor</source>
        <translation>Échelle au curseur</translation>
    </message>
    <message>
        <source>Selected Joints</source>
        <translation>Articulations sélectionnées</translation>
    </message>
    <message>
        <source>%1 (%2 fps, %3 frames)</source>
        <translation>%1 (%2 i/s, %3 images)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Pose de repos</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Courbes</translation>
    </message>
    <message>
        <source> · fixed length</source>
        <translation> · longueur fixe</translation>
    </message>
    <message>
        <source> · shares %1</source>
        <translation> · partage %1</translation>
    </message>
    <message>
        <source>The game plays the frames of %1 for this clip too; an edit of one is saved for it alone.</source>
        <translation>Le jeu joue aussi les images de %1 pour ce clip ; une modification de l’un est enregistrée pour lui seul.</translation>
    </message>
    <message>
        <source>The game plays this clip as %1 and loops it, whatever the clip says.</source>
        <translation>Le jeu joue ce clip comme %1 et le boucle, quoi qu’indique le clip.</translation>
    </message>
    <message>
        <source>The game plays this clip as %1 once, whatever the clip says.</source>
        <translation>Le jeu joue ce clip comme %1 une seule fois, quoi qu’indique le clip.</translation>
    </message>
</context>
<context>
    <name>quarry::TimelineView</name>
    <message>
        <source>No animation: open a model with animations, or add a clip.</source>
        <translation>Aucune animation : ouvrez un modèle avec des animations, ou ajoutez un clip.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>%1 fps · %2 keys</source>
        <translation>%1 i/s · %2 clés</translation>
    </message>
    <message numerus="yes">
        <source>Keys not moved: the move would have replaced %n key(s)</source>
        <translation>
            <numerusform>Clés non déplacées : le déplacement aurait remplacé %n clé</numerusform>
            <numerusform>Clés non déplacées : le déplacement aurait remplacé %n clés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bind pose shown. The model has %n clip(s): %1.
Choose one in the clip list above to play it and see its keys.</source>
        <translation>
            <numerusform>Pose de repos affichée. Le modèle a %n clip : %1.
Choisissez-le dans la liste des clips ci-dessus pour le jouer et voir ses clés.</numerusform>
            <numerusform>Pose de repos affichée. Le modèle a %n clips : %1.
Choisissez-en un dans la liste des clips ci-dessus pour le jouer et voir ses clés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace Keys</source>
        <translation>Remplacer les clés</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already on the frames where the moved keys land, in the same channels, would be replaced.</source>
        <translation>
            <numerusform>%n clé déjà présente sur les images où arrivent les clés déplacées, dans les mêmes canaux, serait remplacée.</numerusform>
            <numerusform>%n clés déjà présentes sur les images où arrivent les clés déplacées, dans les mêmes canaux, seraient remplacées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace %n Key(s)</source>
        <translation>
            <numerusform>Remplacer %n clé</numerusform>
            <numerusform>Remplacer %n clés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n key(s)</source>
        <translation>
            <numerusform>%n clé déplacée</numerusform>
            <numerusform>%n clés déplacées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n key(s) on the same frames and channels replaced</source>
        <translation>
            <numerusform>%1 ; %n clé sur les mêmes images et canaux remplacée</numerusform>
            <numerusform>%1 ; %n clés sur les mêmes images et canaux remplacées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no keys replaced</source>
        <translation>%1 ; aucune clé remplacée</translation>
    </message>
    <message numerus="yes">
        <source> · %n frame(s) fixed</source>
        <translation>
            <numerusform> · %n image fixe</numerusform>
            <numerusform> · %n images fixes</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys not moved: the clip keeps the length the game requires</source>
        <translation>Clés non déplacées : le clip garde la longueur qu’exige le jeu</translation>
    </message>
</context>
<context>
    <name>quarry::TimingActions</name>
    <message>
        <source>Interpolation: &amp;Linear</source>
        <translation>Interpolation : li&amp;néaire</translation>
    </message>
    <message>
        <source>The selected keys go on to the next in a straight line</source>
        <translation>Les clés sélectionnées vont en ligne droite jusqu’à la suivante</translation>
    </message>
    <message>
        <source>Interpolation: &amp;Constant (Step)</source>
        <translation>Interpolation : c&amp;onstante (palier)</translation>
    </message>
    <message>
        <source>The selected keys hold until the next key (square marks)</source>
        <translation>Les clés sélectionnées se maintiennent jusqu’à la clé suivante (marques carrées)</translation>
    </message>
    <message>
        <source>Interpolation: S&amp;mooth</source>
        <translation>Interpolation : ado&amp;ucie</translation>
    </message>
    <message>
        <source>The selected keys ease in and out along a curve through their neighbours (round marks)</source>
        <translation>Les clés sélectionnées accélèrent et ralentissent en douceur le long d’une courbe passant par leurs voisines (marques rondes)</translation>
    </message>
    <message>
        <source>&amp;Move Keys...</source>
        <translation>Dé&amp;placer les clés...</translation>
    </message>
    <message>
        <source>Select &amp;Keys...</source>
        <translation>Sélectionner d&amp;es clés...</translation>
    </message>
    <message>
        <source>&amp;Retime Range with Ease...</source>
        <translation>Modifier la du&amp;rée d’une plage avec lissage...</translation>
    </message>
    <message>
        <source>Move Keys</source>
        <translation>Déplacer les clés</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>images</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Whole frames</source>
        <translation>Images entières</translation>
    </message>
    <message>
        <source>First key to the cursor</source>
        <translation>Première clé sur le curseur</translation>
    </message>
    <message>
        <source>By:</source>
        <translation>De :</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Unité :</translation>
    </message>
    <message>
        <source>Snap:</source>
        <translation>Aimanter :</translation>
    </message>
    <message>
        <source>Select Keys</source>
        <translation>Sélectionner des clés</translation>
    </message>
    <message>
        <source>every joint</source>
        <translation>toutes les articulations</translation>
    </message>
    <message>
        <source>Words matching part of a joint&apos;s name, or wildcards: arm* *.L</source>
        <translation>Mots correspondant à une partie du nom d’une articulation, ou jokers : arm* *.L</translation>
    </message>
    <message>
        <source>Joints:</source>
        <translation>Articulations :</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De :</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>À :</translation>
    </message>
    <message>
        <source>Retime Range</source>
        <translation>Modifier la durée de la plage</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linéaire</translation>
    </message>
    <message>
        <source>Slow in</source>
        <translation>Ralenti à l’entrée</translation>
    </message>
    <message>
        <source>Slow out</source>
        <translation>Ralenti à la sortie</translation>
    </message>
    <message>
        <source>Slow in and out</source>
        <translation>Ralenti à l’entrée et à la sortie</translation>
    </message>
    <message>
        <source>Curve by handles</source>
        <translation>Courbe par poignées</translation>
    </message>
    <message>
        <source>x1 y1 x2 y2 of a Bezier curve from (0,0) to (1,1), as CSS cubic-bezier()</source>
        <translation>x1 y1 x2 y2 d’une courbe de Bézier de (0,0) à (1,1), comme CSS cubic-bezier()</translation>
    </message>
    <message>
        <source>New end:</source>
        <translation>Nouvelle fin :</translation>
    </message>
    <message>
        <source>Ease:</source>
        <translation>Lissage :</translation>
    </message>
    <message>
        <source>Handles:</source>
        <translation>Poignées :</translation>
    </message>
    <message>
        <source>Morph target names, &quot;mesh / target&quot;, words matching part of a name, or wildcards: smile* *blink*</source>
        <translation>Noms de cibles de morphing, « maillage / cible », mots correspondant à une partie d’un nom, ou jokers : smile* *blink*</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>every morph target</source>
        <translation>toutes les cibles de morphing</translation>
    </message>
    <message>
        <source>Morph targets:</source>
        <translation>Cibles de morphing :</translation>
    </message>
</context>
<context>
    <name>quarry::TransformEditor</name>
    <message>
        <source>Translate</source>
        <translation>Translation</translation>
    </message>
    <message>
        <source>Rotate (°)</source>
        <translation>Rotation (°)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
</context>
<context>
    <name>quarry::UvDock</name>
    <message>
        <source>Snap</source>
        <translation>Aimanter</translation>
    </message>
    <message>
        <source>The texture-coordinate set shown and edited</source>
        <translation>Le jeu de coordonnées de texture affiché et modifié</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Sommets</translation>
    </message>
    <message>
        <source>What a click picks</source>
        <translation>Ce qu’un clic sélectionne</translation>
    </message>
    <message>
        <source>Moves by dragging go in whole texture pixels</source>
        <translation>Les déplacements par glisser se font par pixels entiers de la texture</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Îlot</translation>
    </message>
    <message>
        <source>Select the whole UV islands of the selection (or double-click)</source>
        <translation>Sélectionner les îlots UV entiers de la sélection (ou double-clic)</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Cadrer</translation>
    </message>
    <message>
        <source>Show the whole texture</source>
        <translation>Afficher toute la texture</translation>
    </message>
    <message>
        <source>Move along u (1: the texture&apos;s width)</source>
        <translation>Déplacer selon u (1 : la largeur de la texture)</translation>
    </message>
    <message>
        <source>Move along v (1: the texture&apos;s height)</source>
        <translation>Déplacer selon v (1 : la hauteur de la texture)</translation>
    </message>
    <message>
        <source>Rotate in degrees about the selection&apos;s centre</source>
        <translation>Tourner en degrés autour du centre de la sélection</translation>
    </message>
    <message>
        <source>Scale along u about the selection&apos;s centre</source>
        <translation>Mettre à l’échelle selon u autour du centre de la sélection</translation>
    </message>
    <message>
        <source>Scale along v about the selection&apos;s centre</source>
        <translation>Mettre à l’échelle selon v autour du centre de la sélection</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Move, rotate and scale the selected coordinates by these values</source>
        <translation>Déplacer, tourner et mettre à l’échelle les coordonnées sélectionnées selon ces valeurs</translation>
    </message>
    <message>
        <source>Flip U</source>
        <translation>Inverser U</translation>
    </message>
    <message>
        <source>Mirror the selected coordinates left to right</source>
        <translation>Inverser les coordonnées sélectionnées de gauche à droite</translation>
    </message>
    <message>
        <source>Flip V</source>
        <translation>Inverser V</translation>
    </message>
    <message>
        <source>Mirror the selected coordinates top to bottom</source>
        <translation>Inverser les coordonnées sélectionnées de haut en bas</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Scale the selected coordinates to fill the texture</source>
        <translation>Mettre à l’échelle les coordonnées sélectionnées pour remplir la texture</translation>
    </message>
    <message>
        <source>Weld</source>
        <translation>Souder</translation>
    </message>
    <message>
        <source>Sew the selected vertices of a seam together</source>
        <translation>Recoudre ensemble les sommets sélectionnés d’une couture</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Séparer</translation>
    </message>
    <message>
        <source>Cut along the selected edges (or the selected faces off)</source>
        <translation>Couper le long des arêtes sélectionnées (ou détacher les faces sélectionnées)</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Aligner</translation>
    </message>
    <message>
        <source>Put the selected coordinates on one line</source>
        <translation>Placer les coordonnées sélectionnées sur une même ligne</translation>
    </message>
    <message>
        <source>Left (smallest u)</source>
        <translation>Gauche (plus petit u)</translation>
    </message>
    <message>
        <source>Centre (u)</source>
        <translation>Centre (u)</translation>
    </message>
    <message>
        <source>Right (largest u)</source>
        <translation>Droite (plus grand u)</translation>
    </message>
    <message>
        <source>Top (smallest v)</source>
        <translation>Haut (plus petit v)</translation>
    </message>
    <message>
        <source>Middle (v)</source>
        <translation>Milieu (v)</translation>
    </message>
    <message>
        <source>Bottom (largest v)</source>
        <translation>Bas (plus grand v)</translation>
    </message>
    <message>
        <source>Planar Z</source>
        <translation>Planaire Z</translation>
    </message>
    <message>
        <source>Planar Y</source>
        <translation>Planaire Y</translation>
    </message>
    <message>
        <source>Planar X</source>
        <translation>Planaire X</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Boîte</translation>
    </message>
    <message>
        <source>Cylindrical</source>
        <translation>Cylindrique</translation>
    </message>
    <message>
        <source>Spherical</source>
        <translation>Sphérique</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projeter</translation>
    </message>
    <message>
        <source>Project the selected faces (fitted to the texture)</source>
        <translation>Projeter les faces sélectionnées (ajustées à la texture)</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>Planar (View)</source>
        <translation>Planaire (vue)</translation>
    </message>
</context>
<context>
    <name>quarry::ValidationView</name>
    <message>
        <source>Not checked yet.</source>
        <translation>Pas encore vérifié.</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Vérifier à nouveau</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; click one to select it.</source>
        <translation>
            <numerusform>%n problème trouvé ; cliquez dessus pour le sélectionner.</numerusform>
            <numerusform>%n problèmes trouvés ; cliquez sur l’un d’eux pour le sélectionner.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <source>Remove the degenerate triangles and unused vertices of this finding&apos;s mesh</source>
        <translation>Supprimer les triangles dégénérés et les sommets inutilisés du maillage de ce problème</translation>
    </message>
    <message>
        <source>Checking again...</source>
        <translation>Nouvelle vérification…</translation>
    </message>
</context>
<context>
    <name>quarry::Viewport</name>
    <message>
        <source>OpenGL 3.3 is not available on this display.</source>
        <translation>OpenGL 3.3 n’est pas disponible sur cet affichage.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No 3D view&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Everything else works: the model can be inspected, edited, converted and saved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas de vue 3D&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Tout le reste fonctionne : le modèle peut être inspecté, modifié, converti et enregistré.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quarry::ViewportActions</name>
    <message>
        <source>Shaded</source>
        <translation>Ombré</translation>
    </message>
    <message>
        <source>Textured</source>
        <translation>Texturé</translation>
    </message>
    <message>
        <source>Wireframe on Shaded</source>
        <translation>Fil de fer sur ombré</translation>
    </message>
    <message>
        <source>Vertex Colors</source>
        <translation>Couleurs de sommet</translation>
    </message>
    <message>
        <source>UV Checker</source>
        <translation>Damier UV</translation>
    </message>
    <message>
        <source>Wireframe</source>
        <translation>Fil de fer</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Four Views</source>
        <translation>Quatre vues</translation>
    </message>
    <message>
        <source>Perspective, front, side and top at once (Space)</source>
        <translation>Perspective, face, côté et dessus à la fois (Espace)</translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation>Perspective</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <source>The view shown when there is one</source>
        <translation>La vue affichée quand il n’y en a qu’une</translation>
    </message>
    <message>
        <source>Frame All</source>
        <translation>Tout cadrer</translation>
    </message>
    <message>
        <source>Fit the whole model (A)</source>
        <translation>Cadrer le modèle entier (A)</translation>
    </message>
    <message>
        <source>Frame Selected</source>
        <translation>Cadrer la sélection</translation>
    </message>
    <message>
        <source>Fit the selection (F)</source>
        <translation>Cadrer la sélection (F)</translation>
    </message>
    <message>
        <source>How surfaces are drawn</source>
        <translation>Comment les surfaces sont dessinées</translation>
    </message>
    <message>
        <source>Back Faces</source>
        <translation>Faces arrière</translation>
    </message>
    <message>
        <source>Normals</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>Os</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation>Boîtes englobantes</translation>
    </message>
    <message>
        <source>Fast Navigation</source>
        <translation>Navigation rapide</translation>
    </message>
    <message>
        <source>While the view moves, draw large models simplified when full-detail frames are slower than %1 per second</source>
        <translation>Pendant que la vue bouge, dessiner les grands modèles simplifiés quand les images complètes sont plus lentes que %1 par seconde</translation>
    </message>
    <message>
        <source>Z Up</source>
        <translation>Z en haut</translation>
    </message>
    <message>
        <source>Y Up</source>
        <translation>Y en haut</translation>
    </message>
    <message>
        <source>Which model axis points up on screen</source>
        <translation>Quel axe du modèle pointe vers le haut à l’écran</translation>
    </message>
    <message>
        <source>Bind Pose</source>
        <translation>Pose de repos</translation>
    </message>
    <message>
        <source>Show the model in its bind pose instead of the current animation</source>
        <translation>Afficher le modèle dans sa pose de repos au lieu de l’animation courante</translation>
    </message>
    <message>
        <source>Meshes</source>
        <translation>Maillages</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Sommets</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>Articulations</translation>
    </message>
    <message>
        <source>What a click or a box selects</source>
        <translation>Ce que sélectionne un clic ou un rectangle</translation>
    </message>
    <message>
        <source>Select Through</source>
        <translation>Sélection à travers</translation>
    </message>
    <message>
        <source>Box selection also takes vertices and faces hidden behind surfaces</source>
        <translation>La sélection rectangulaire prend aussi les sommets et faces cachés derrière des surfaces</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Mettre à l’échelle</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Aimanter</translation>
    </message>
    <message>
        <source>Snap moves to the step, rotations to 15 degrees, scales to 0.1 (Ctrl while dragging inverts)</source>
        <translation>Aimanter les déplacements au pas, les rotations à 15 degrés, les échelles à 0,1 (Ctrl pendant le glissement inverse)</translation>
    </message>
    <message>
        <source>Snap Step</source>
        <translation>Pas d’aimantation</translation>
    </message>
    <message>
        <source>Move snapping step</source>
        <translation>Pas d’aimantation des déplacements</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Move by, rotate by (degrees about X, then Y, then Z) or scale by the typed values</source>
        <translation>Déplacer, tourner (degrés autour de X, puis Y, puis Z) ou mettre à l’échelle selon les valeurs saisies</translation>
    </message>
    <message>
        <source>Choose the move, rotate or scale tool first.</source>
        <translation>Choisissez d’abord l’outil de déplacement, de rotation ou d’échelle.</translation>
    </message>
    <message>
        <source>View: %1</source>
        <translation>Vue : %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Rendu : %1</translation>
    </message>
    <message>
        <source>Up: %1</source>
        <translation>Haut : %1</translation>
    </message>
    <message>
        <source>Select: %1</source>
        <translation>Sélection : %1</translation>
    </message>
    <message>
        <source>Draw &amp;Mode</source>
        <translation>&amp;Mode de rendu</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Surimpressions</translation>
    </message>
    <message>
        <source>Vie&amp;ws</source>
        <translation>&amp;Vues</translation>
    </message>
    <message>
        <source>Tint faces seen from behind in every draw mode (Shaded tints them lightly anyway) and draw closed meshes whole, so that flipped winding shows</source>
        <translation>Teinter les faces vues de dos dans tous les modes d’affichage (le mode Ombré les teinte déjà légèrement) et dessiner les maillages fermés en entier, pour que l’orientation inversée se voie</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Colour each vertex by its distance to the compared model (File &gt; Compare With…) at the time shown: blue at 0, red at the tolerance and beyond</source>
        <translation>Colorer chaque sommet selon sa distance au modèle comparé (Fichier &gt; Comparer avec…) au temps affiché : bleu à 0, rouge à la tolérance et au-delà</translation>
    </message>
    <message>
        <source>Comparison Ghost</source>
        <translation>Fantôme de comparaison</translation>
    </message>
    <message>
        <source>Draw the compared model (File &gt; Compare With…) as a ghost over this one</source>
        <translation>Dessiner le modèle comparé (Fichier &gt; Comparer avec…) en fantôme par-dessus celui-ci</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Every Frame</source>
        <translation>Chaque image</translation>
    </message>
    <message>
        <source>Frame Shown</source>
        <translation>Image affichée</translation>
    </message>
    <message>
        <source>Which frames of a vertex-animated model (MD3, MD2, MDL, morph targets) moving, rotating or scaling vertices changes: Automatic is every frame in the bind pose and the frame shown with an animation shown</source>
        <translation>Quelles images d’un modèle animé par sommets (MD3, MD2, MDL, cibles de morphing) le déplacement, la rotation ou la mise à l’échelle de sommets modifie : Automatique correspond à chaque image dans la pose de repos et à l’image affichée quand une animation est affichée</translation>
    </message>
    <message>
        <source>Automatic: %1</source>
        <translation>Automatique : %1</translation>
    </message>
    <message>
        <source>Frames: %1</source>
        <translation>Images : %1</translation>
    </message>
</context>
<context>
    <name>quarry::ViewportWidget</name>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Mettre à l’échelle</translation>
    </message>
    <message>
        <source>Pose Joint</source>
        <translation>Poser l’articulation</translation>
    </message>
    <message>
        <source>Scale factors must not be zero.</source>
        <translation>Les facteurs d’échelle ne doivent pas être nuls.</translation>
    </message>
    <message>
        <source>No point picked.</source>
        <translation>Aucun point choisi.</translation>
    </message>
    <message>
        <source>Joints are placed in the bind pose by moving or rotating them.</source>
        <translation>Les articulations se placent dans la pose de repos en les déplaçant ou en les tournant.</translation>
    </message>
    <message>
        <source>Place Joint</source>
        <translation>Placer l’articulation</translation>
    </message>
    <message>
        <source>Click on the model where the point goes; Esc cancels.</source>
        <translation>Cliquez sur le modèle là où va le point ; Échap annule.</translation>
    </message>
    <message>
        <source>Nothing there: click on the model, or Esc to cancel.</source>
        <translation>Rien à cet endroit : cliquez sur le modèle, ou Échap pour annuler.</translation>
    </message>
    <message>
        <source>Choose the joint to paint: select it in the outliner or the Joints dock.</source>
        <translation>Choisissez l’articulation à peindre : sélectionnez-la dans l’arborescence ou le dock Articulations.</translation>
    </message>
    <message>
        <source>Paint Weights</source>
        <translation>Peindre les poids</translation>
    </message>
    <message>
        <source>Move Joint</source>
        <translation>Déplacer l’articulation</translation>
    </message>
    <message>
        <source>Scale Joint</source>
        <translation>Mettre l’articulation à l’échelle</translation>
    </message>
    <message>
        <source>Key Pose keys a clip: choose one on the timeline.</source>
        <translation>« Poser une clé de pose » pose des clés dans un clip : choisissez-en un sur la ligne de temps.</translation>
    </message>
    <message>
        <source>Select the joints to key first.</source>
        <translation>Sélectionnez d’abord les articulations sur lesquelles poser des clés.</translation>
    </message>
    <message>
        <source>Key Pose</source>
        <translation>Poser une clé de pose</translation>
    </message>
    <message>
        <source>The pose is keyed already.</source>
        <translation>La pose a déjà ses clés.</translation>
    </message>
    <message numerus="yes">
        <source>Keyed the pose of %n joints.</source>
        <translation>
            <numerusform>Clé posée pour la pose de %n articulation.</numerusform>
            <numerusform>Clés posées pour la pose de %n articulations.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::WeightActions</name>
    <message>
        <source>&amp;Assign to Joint...</source>
        <translation>&amp;Assigner à une articulation...</translation>
    </message>
    <message>
        <source>Give the selected vertices a weight of a joint: replace, add or subtract</source>
        <translation>Donner aux sommets sélectionnés un poids d’une articulation : remplacer, ajouter ou soustraire</translation>
    </message>
    <message>
        <source>&amp;Remove Influence</source>
        <translation>&amp;Supprimer l’influence</translation>
    </message>
    <message>
        <source>Take the selected joint&apos;s weight off the selected vertices</source>
        <translation>Retirer le poids de l’articulation sélectionnée des sommets sélectionnés</translation>
    </message>
    <message>
        <source>&amp;Single Influence</source>
        <translation>Influence &amp;unique</translation>
    </message>
    <message>
        <source>Keep only each vertex&apos;s largest influence (the selection, or every vertex)</source>
        <translation>Ne garder que la plus grande influence de chaque sommet (la sélection, ou tous les sommets)</translation>
    </message>
    <message>
        <source>A&amp;utomatic Weights...</source>
        <translation>Poids au&amp;tomatiques...</translation>
    </message>
    <message>
        <source>Weights from the distance to the bones (the selection, or every vertex)</source>
        <translation>Poids selon la distance aux os (la sélection, ou tous les sommets)</translation>
    </message>
    <message>
        <source>&amp;Mirror Weights...</source>
        <translation>Sy&amp;métriser les poids...</translation>
    </message>
    <message>
        <source>Copy weights across an axis, left joints swapped for right</source>
        <translation>Copier les poids d’un côté d’un axe à l’autre, articulations gauches échangées avec les droites</translation>
    </message>
    <message>
        <source>Select &amp;Influenced...</source>
        <translation>Sélectionner les &amp;influencés...</translation>
    </message>
    <message>
        <source>Select the vertices the selected joint weights more than a threshold</source>
        <translation>Sélectionner les sommets que l’articulation sélectionnée pondère au-delà d’un seuil</translation>
    </message>
    <message>
        <source>Select &amp;Unweighted</source>
        <translation>Sélectionner les &amp;non pondérés</translation>
    </message>
    <message>
        <source>Select the vertices with no weight</source>
        <translation>Sélectionner les sommets sans poids</translation>
    </message>
    <message>
        <source>Select &amp;Over-Influenced...</source>
        <translation>Sélectionner les sur-&amp;influencés...</translation>
    </message>
    <message>
        <source>Select the vertices with more than a number of influences</source>
        <translation>Sélectionner les sommets ayant plus d’un certain nombre d’influences</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>P&amp;oids</translation>
    </message>
    <message>
        <source>Assign to Joint</source>
        <translation>Assigner à une articulation</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Soustraire</translation>
    </message>
    <message>
        <source>Scale the other joints&apos; weights to sum to one</source>
        <translation>Mettre à l’échelle les poids des autres articulations pour que la somme fasse un</translation>
    </message>
    <message>
        <source>Joint</source>
        <translation>Articulation</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Automatic Weights</source>
        <translation>Poids automatiques</translation>
    </message>
    <message>
        <source>Mirror Weights</source>
        <translation>Symétriser les poids</translation>
    </message>
    <message>
        <source>X (from +X to -X, or from the selection)</source>
        <translation>X (de +X vers -X, ou depuis la sélection)</translation>
    </message>
    <message>
        <source>Y (from +Y to -Y, or from the selection)</source>
        <translation>Y (de +Y vers -Y, ou depuis la sélection)</translation>
    </message>
    <message>
        <source>Z (from +Z to -Z, or from the selection)</source>
        <translation>Z (de +Z vers -Z, ou depuis la sélection)</translation>
    </message>
    <message>
        <source>Any of these</source>
        <translation>N’importe lequel</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Axe</translation>
    </message>
    <message>
        <source>Left and right joints named</source>
        <translation>Articulations gauches et droites nommées</translation>
    </message>
    <message>
        <source>Select Influenced</source>
        <translation>Sélectionner les influencés</translation>
    </message>
    <message>
        <source>Weight above</source>
        <translation>Poids au-dessus de</translation>
    </message>
    <message>
        <source>Select Over-Influenced</source>
        <translation>Sélectionner les sur-influencés</translation>
    </message>
    <message>
        <source>More influences than:</source>
        <translation>Plus d’influences que :</translation>
    </message>
    <message>
        <source>Automatic (where left and right joints lie apart)</source>
        <translation>Automatique (là où les articulations gauches et droites s&apos;écartent)</translation>
    </message>
    <message>
        <source>Influences per vertex at most</source>
        <translation>Influences par sommet au plus</translation>
    </message>
    <message>
        <source>Joints that receive weight</source>
        <translation>Articulations qui reçoivent du poids</translation>
    </message>
</context>
<context>
    <name>quarry::WeightEditor</name>
    <message>
        <source>Normalize</source>
        <translation>Normaliser</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Assigner</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Soustraire</translation>
    </message>
    <message>
        <source>Scale the other joints&apos; weights so that each vertex&apos;s sum to one</source>
        <translation>Mettre à l’échelle les poids des autres articulations pour que la somme de chaque sommet fasse un</translation>
    </message>
    <message>
        <source>Give the selected vertices this weight of the joint</source>
        <translation>Donner aux sommets sélectionnés ce poids de l’articulation</translation>
    </message>
    <message>
        <source>Take the joint&apos;s weight off the selected vertices</source>
        <translation>Retirer le poids de l’articulation des sommets sélectionnés</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Maillage</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Sommet</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Somme</translation>
    </message>
    <message>
        <source>No vertex selected.</source>
        <translation>Aucun sommet sélectionné.</translation>
    </message>
    <message>
        <source>%1 selected vertices (the first %2 listed); a typed weight sets all</source>
        <translation>%1 sommets sélectionnés (les %2 premiers listés) ; un poids saisi s’applique à tous</translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected vertex(es); a typed weight sets all</source>
        <translation>
            <numerusform>%Ln sommet sélectionné ; un poids saisi s’applique à tous</numerusform>
            <numerusform>%Ln sommets sélectionnés ; un poids saisi s’applique à tous</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::WeldDialog</name>
    <message>
        <source>Weld by position only</source>
        <translation>Souder par position seulement</translation>
    </message>
    <message>
        <source>Weld Vertices</source>
        <translation>Souder les sommets</translation>
    </message>
    <message>
        <source>Vertices merge only where every attribute agrees (normals, texture coordinates, colours, weights). By position only, vertices at the same place merge and keep the first one&apos;s attributes: hard edges and texture seams are lost.</source>
        <translation>Les sommets ne fusionnent que là où chaque attribut concorde (normales, coordonnées de texture, couleurs, poids). Par position seulement, les sommets au même endroit fusionnent et gardent les attributs du premier : les arêtes vives et les coutures de texture sont perdues.</translation>
    </message>
    <message>
        <source>Merge vertices closer than (model units):</source>
        <translation>Fusionner les sommets plus proches que (unités du modèle) :</translation>
    </message>
</context>
<context>
    <name>quarry::assimp</name>
    <message>
        <source>the reader sent back a malformed answer</source>
        <translation>le lecteur a renvoyé une réponse mal formée</translation>
    </message>
    <message>
        <source>reading took longer than %1 seconds and was stopped</source>
        <translation>la lecture a pris plus de %1 secondes et a été arrêtée</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison donnée</translation>
    </message>
    <message>
        <source>the reader crashed (%1)</source>
        <translation>le lecteur a planté (%1)</translation>
    </message>
    <message>
        <source>the reader stopped without a result (exit code %1); the file may need more memory than allowed</source>
        <translation>le lecteur s’est arrêté sans résultat (code de sortie %1) ; le fichier demande peut-être plus de mémoire que permis</translation>
    </message>
    <message>
        <source>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</source>
        <translation>le maillage habillé « %1 » est montré par plusieurs nœuds ; il est importé une fois</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>maillage %1</translation>
    </message>
    <message>
        <source>bone %1: its offset matrix cannot be inverted; the node&apos;s rest pose is used</source>
        <translation>os %1 : sa matrice de décalage n’est pas inversible ; la pose de repos du nœud est utilisée</translation>
    </message>
    <message>
        <source>bone %1: meshes disagree on its bind pose; the first mesh&apos;s is used</source>
        <translation>os %1 : les maillages ne s’accordent pas sur sa pose de repos ; celle du premier maillage est utilisée</translation>
    </message>
    <message>
        <source>bone %1 has no node in the scene; it becomes a root joint without animation</source>
        <translation>l’os %1 n’a pas de nœud dans la scène ; il devient une articulation racine sans animation</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>animation %1</translation>
    </message>
    <message>
        <source>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</source>
        <translation>articulation %1 : les nœuds au-dessus du squelette ont une échelle non uniforme ; ses clés sont approchées</translation>
    </message>
    <message>
        <source>animation %1: %2 channels move nodes without geometry or bones (cameras, lights, empty nodes) and were skipped</source>
        <translation>animation %1 : %2 canaux animent des nœuds sans géométrie ni os (caméras, lumières, nœuds vides) et ont été ignorés</translation>
    </message>
    <message>
        <source>writing took longer than %1 seconds and was stopped</source>
        <translation>l’écriture a pris plus de %1 secondes et a été arrêtée</translation>
    </message>
    <message>
        <source>the writer crashed (%1)</source>
        <translation>le processus d’écriture a planté (%1)</translation>
    </message>
    <message>
        <source>the writer stopped without a result (exit code %1); the model may need more memory than allowed</source>
        <translation>le processus d’écriture s’est arrêté sans résultat (code de sortie %1) ; le modèle demande peut-être plus de mémoire que permis</translation>
    </message>
    <message>
        <source>animation %1: %2 morph channels name no mesh with those targets and were skipped</source>
        <translation>animation %1 : %2 canaux de morphing ne nomment aucun maillage ayant ces cibles et ont été ignorés</translation>
    </message>
    <message>
        <source>animation %1: mesh channels are not imported</source>
        <translation>animation %1 : les canaux de maillage ne sont pas importés</translation>
    </message>
    <message>
        <source>the glTF binary file Assimp wrote has no glTF header</source>
        <translation>le fichier glTF binaire écrit par Assimp n’a pas d’en-tête glTF</translation>
    </message>
    <message>
        <source>a chunk of the glTF binary file Assimp wrote runs past its end (byte %1)</source>
        <translation>un bloc du fichier glTF binaire écrit par Assimp dépasse sa fin (octet %1)</translation>
    </message>
    <message>
        <source>the glTF binary file Assimp wrote has no JSON chunk</source>
        <translation>le fichier glTF binaire écrit par Assimp n’a pas de bloc JSON</translation>
    </message>
    <message>
        <source>the glTF file Assimp wrote holds no JSON object</source>
        <translation>le fichier glTF écrit par Assimp ne contient pas d’objet JSON</translation>
    </message>
    <message>
        <source>the glTF file Assimp wrote keeps its buffer inside it</source>
        <translation>le fichier glTF écrit par Assimp garde son tampon en lui-même</translation>
    </message>
</context>
<context>
    <name>quarry::cal3d::BinaryReader</name>
    <message>
        <source>the file ends inside %1 (%2 bytes needed, %3 left)</source>
        <translation>le fichier se termine dans %1 (%2 octets nécessaires, %3 restants)</translation>
    </message>
    <message>
        <source>%1 is negative (%2)</source>
        <translation>%1 est négatif (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 cannot fit in the %3 bytes left</source>
        <translation>%1 de %2 ne tient pas dans les %3 octets restants</translation>
    </message>
    <message>
        <source>not a %1 file (the first bytes are not &quot;%1\0&quot;)</source>
        <translation>pas un fichier %1 (les premiers octets ne sont pas « %1\0 »)</translation>
    </message>
    <message>
        <source>file version %1 is not one Quarry reads (%2 to %3)</source>
        <translation>Quarry ne lit pas la version de fichier %1 (%2 à %3)</translation>
    </message>
</context>
<context>
    <name>quarry::calxml</name>
    <message>
        <source>&lt;%1&gt; has no %2 attribute</source>
        <translation>&lt;%1&gt; n’a pas d’attribut %2</translation>
    </message>
    <message>
        <source>%1 is not a whole number: &quot;%2&quot;</source>
        <translation>%1 n’est pas un nombre entier : « %2 »</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is out of range (0 to %3)</source>
        <translation>%1=&quot;%2&quot; est hors limites (0 à %3)</translation>
    </message>
    <message>
        <source>&lt;%1&gt; needs %2 numbers: &quot;%3&quot;</source>
        <translation>&lt;%1&gt; demande %2 nombres : « %3 »</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has more than %2 numbers: &quot;%3&quot;</source>
        <translation>&lt;%1&gt; a plus de %2 nombres : « %3 »</translation>
    </message>
    <message>
        <source>%1 needs %2 whole numbers: &quot;%3&quot;</source>
        <translation>%1 demande %2 nombres entiers : « %3 »</translation>
    </message>
    <message>
        <source>%1 has more than %2 numbers: &quot;%3&quot;</source>
        <translation>%1 a plus de %2 nombres : « %3 »</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>malformed XML: %1</source>
        <translation>XML mal formé : %1</translation>
    </message>
    <message>
        <source>no elements: not a Cal3D %1 file</source>
        <translation>aucun élément : pas un fichier %1 Cal3D</translation>
    </message>
    <message>
        <source>the header&apos;s MAGIC is &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>le MAGIC de l’en-tête est « %1 », pas « %2 »</translation>
    </message>
    <message>
        <source>the header is not followed by a &lt;%1&gt; element</source>
        <translation>l’en-tête n’est pas suivi d’un élément &lt;%1&gt;</translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where the &lt;%2&gt; element was expected</source>
        <translation>&lt;%1&gt; trouvé là où l’élément &lt;%2&gt; était attendu</translation>
    </message>
    <message>
        <source>&lt;%1&gt; ends where a &lt;%2&gt; element was expected</source>
        <translation>&lt;%1&gt; se termine là où un élément &lt;%2&gt; était attendu</translation>
    </message>
    <message>
        <source>found &lt;%1&gt; where a &lt;%2&gt; element was expected</source>
        <translation>&lt;%1&gt; trouvé là où un élément &lt;%2&gt; était attendu</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has a number beyond the range of a float: &quot;%2&quot;</source>
        <translation>&lt;%1&gt; a un nombre hors de la plage d’un float : « %2 »</translation>
    </message>
    <message>
        <source>the file is %1 MiB; Cal3D XML files over %2 MiB are refused</source>
        <translation>le fichier fait %1 Mio ; les fichiers XML Cal3D de plus de %2 Mio sont refusés</translation>
    </message>
    <message>
        <source>elements nested deeper than %1 levels are refused (Cal3D files nest 4 deep)</source>
        <translation>les éléments imbriqués sur plus de %1 niveaux sont refusés (les fichiers Cal3D ont 4 niveaux d’imbrication)</translation>
    </message>
</context>
<context>
    <name>quarry::compare</name>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 et %2 autres</translation>
    </message>
    <message>
        <source>%1 (%2 times)</source>
        <translation>%1 (%2 fois)</translation>
    </message>
    <message>
        <source>%1: %2 in A, %3 in B</source>
        <translation>%1 : %2 dans A, %3 dans B</translation>
    </message>
    <message>
        <source>meshes</source>
        <translation>maillages</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>sommets</translation>
    </message>
    <message>
        <source>triangles</source>
        <translation>triangles</translation>
    </message>
    <message>
        <source>meshes only in A: %1</source>
        <translation>maillages seulement dans A : %1</translation>
    </message>
    <message>
        <source>meshes only in B: %1</source>
        <translation>maillages seulement dans B : %1</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>maillage %1</translation>
    </message>
    <message>
        <source>, vertices</source>
        <translation>, sommets</translation>
    </message>
    <message>
        <source>, triangles</source>
        <translation>, triangles</translation>
    </message>
    <message>
        <source>, morph targets</source>
        <translation>, cibles de morphing</translation>
    </message>
    <message>
        <source>%1: material %2 in A, %3 in B</source>
        <translation>%1 : matériau %2 dans A, %3 dans B</translation>
    </message>
    <message>
        <source>joints</source>
        <translation>articulations</translation>
    </message>
    <message>
        <source>joints only in A: %1</source>
        <translation>articulations seulement dans A : %1</translation>
    </message>
    <message>
        <source>joints only in B: %1</source>
        <translation>articulations seulement dans B : %1</translation>
    </message>
    <message>
        <source>joints with another parent in B: %1</source>
        <translation>articulations d’un autre parent dans B : %1</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animations</translation>
    </message>
    <message>
        <source>animations only in A: %1</source>
        <translation>animations seulement dans A : %1</translation>
    </message>
    <message>
        <source>animations only in B: %1</source>
        <translation>animations seulement dans B : %1</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>animation %1</translation>
    </message>
    <message>
        <source>%1: %2 frames a second in A, %3 in B</source>
        <translation>%1 : %2 images par seconde dans A, %3 dans B</translation>
    </message>
    <message>
        <source>%1: %2 s long in A, %3 s in B</source>
        <translation>%1 : %2 s dans A, %3 s dans B</translation>
    </message>
    <message>
        <source>%1: loops in A, not in B</source>
        <translation>%1 : en boucle dans A, pas dans B</translation>
    </message>
    <message>
        <source>%1: loops in B, not in A</source>
        <translation>%1 : en boucle dans B, pas dans A</translation>
    </message>
    <message>
        <source>materials</source>
        <translation>matériaux</translation>
    </message>
    <message>
        <source>materials only in A: %1</source>
        <translation>matériaux seulement dans A : %1</translation>
    </message>
    <message>
        <source>materials only in B: %1</source>
        <translation>matériaux seulement dans B : %1</translation>
    </message>
    <message>
        <source>material %1: textures %2 in A, %3 in B</source>
        <translation>matériau %1 : textures %2 dans A, %3 dans B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>quarry::gltf</name>
    <message>
        <source>animation sampler output (accessor %1) holds %2 values for %3 key times</source>
        <translation>la sortie de l’échantillonneur d’animation (accesseur %1) contient %2 valeurs pour %3 temps de clé</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>animation %1</translation>
    </message>
    <message>
        <source>joint %1: the nodes above the skeleton scale unevenly; its keys are approximated</source>
        <translation>articulation %1 : les nœuds au-dessus du squelette sont mis à l’échelle de façon non uniforme ; ses clés sont approchées</translation>
    </message>
    <message>
        <source>animation %1: %2 channels move nodes without geometry or joints (cameras, lights, empty nodes) and were skipped</source>
        <translation>animation %1 : %2 canaux déplacent des nœuds sans géométrie ni articulations (caméras, lumières, nœuds vides) et ont été ignorés</translation>
    </message>
    <message>
        <source>animation %1: %2 morph channels name no mesh with those targets and were skipped</source>
        <translation>animation %1 : %2 canaux de morphing ne désignent aucun maillage ayant ces cibles et ont été ignorés</translation>
    </message>
    <message>
        <source>skinned mesh &quot;%1&quot; is shown by several nodes; it is imported once</source>
        <translation>le maillage habillé « %1 » est montré par plusieurs nœuds ; il est importé une fois</translation>
    </message>
    <message>
        <source>node %1 is its own ancestor</source>
        <translation>le nœud %1 est son propre ancêtre</translation>
    </message>
    <message>
        <source>the node tree has more than %1 nodes (nodes shown by many parents)</source>
        <translation>l’arbre des nœuds a plus de %1 nœuds (nœuds montrés par de nombreux parents)</translation>
    </message>
    <message>
        <source>joint %1: its inverse bind matrix cannot be inverted; the node&apos;s rest pose is used</source>
        <translation>articulation %1 : sa matrice de liaison inverse n’est pas inversible ; la pose de repos du nœud est utilisée</translation>
    </message>
    <message>
        <source>joint %1: meshes disagree on its bind pose; the first mesh&apos;s is used</source>
        <translation>articulation %1 : les maillages ne s’accordent pas sur sa pose de liaison ; celle du premier maillage est utilisée</translation>
    </message>
    <message>
        <source>joint %1 is not in the scene; it becomes a root joint without animation</source>
        <translation>l’articulation %1 n’est pas dans la scène ; elle devient une articulation racine sans animation</translation>
    </message>
</context>
<context>
    <name>quarry::gltf::Accessors</name>
    <message>
        <source>%1 names buffer view %2, which the file does not have</source>
        <translation>%1 désigne la vue de tampon %2, que le fichier ne contient pas</translation>
    </message>
    <message>
        <source>buffer view %1 names buffer %2, which the file does not have</source>
        <translation>la vue de tampon %1 désigne le tampon %2, que le fichier ne contient pas</translation>
    </message>
    <message>
        <source>buffer view %1 (bytes %2 to %3) reaches past the end of buffer %4, which holds %5 bytes</source>
        <translation>la vue de tampon %1 (octets %2 à %3) dépasse la fin du tampon %4, qui contient %5 octets</translation>
    </message>
    <message>
        <source>%1 needs %2 bytes from byte %3 of buffer view %4, which holds %5</source>
        <translation>%1 a besoin de %2 octets à partir de l’octet %3 de la vue de tampon %4, qui en contient %5</translation>
    </message>
    <message>
        <source>accessor %1 does not exist</source>
        <translation>l’accesseur %1 n’existe pas</translation>
    </message>
    <message>
        <source>accessor %1</source>
        <translation>accesseur %1</translation>
    </message>
    <message>
        <source>accessor %1 has an unknown component type or type</source>
        <translation>l’accesseur %1 a un type de composante ou un type inconnu</translation>
    </message>
    <message>
        <source>accessor %1 has no data and %2 elements</source>
        <translation>l’accesseur %1 n’a pas de données et %2 éléments</translation>
    </message>
    <message>
        <source>accessor %1: its buffer view&apos;s stride (%2) is smaller than an element (%3 bytes)</source>
        <translation>accesseur %1 : le pas de sa vue de tampon (%2) est plus petit qu’un élément (%3 octets)</translation>
    </message>
    <message>
        <source>accessor %1&apos;s sparse values</source>
        <translation>valeurs creuses de l’accesseur %1</translation>
    </message>
    <message>
        <source>accessor %1: sparse indices of an unknown type</source>
        <translation>accesseur %1 : indices creux d’un type inconnu</translation>
    </message>
    <message>
        <source>accessor %1: sparse index %2 is past its %3 elements</source>
        <translation>accesseur %1 : l’indice creux %2 dépasse ses %3 éléments</translation>
    </message>
    <message>
        <source>accessor %1 has %2 components where %3 were expected</source>
        <translation>l’accesseur %1 a %2 composantes là où %3 étaient attendues</translation>
    </message>
    <message>
        <source>buffer view %1 does not exist</source>
        <translation>la vue de tampon %1 n’existe pas</translation>
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
        <translation>maillage « %1 » : %2 triangles avec des indices de sommets hors limites ont été ignorés</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: only the first %2 joint sets are read</source>
        <translation>maillage « %1 » : seuls les %2 premiers jeux d’articulations sont lus</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot;: joint set %2 does not match the vertex count; left out</source>
        <translation>maillage « %1 » : le jeu d’articulations %2 ne correspond pas au nombre de sommets ; omis</translation>
    </message>
    <message>
        <source>morph %1</source>
        <translation>morph %1</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has %2 vertices</source>
        <translation>le maillage « %1 » a %2 sommets</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; holds no triangles and was skipped</source>
        <translation>le maillage « %1 » ne contient aucun triangle et a été ignoré</translation>
    </message>
</context>
<context>
    <name>quarry::iqm</name>
    <message>
        <source>the triangles&apos; adjacency is kept as stored although the edit changes which triangles meet (the file&apos;s adjacency was not made as the format&apos;s converter makes it)</source>
        <translation>l’adjacence des triangles est gardée telle qu’enregistrée bien que la modification change les triangles qui se touchent (l’adjacence du fichier n’a pas été construite comme la construit le convertisseur du format)</translation>
    </message>
    <message>
        <source>the triangles&apos; adjacency made anew as the format&apos;s converter makes it (the file&apos;s own was made otherwise)</source>
        <translation>l’adjacence des triangles refaite comme le convertisseur du format la fait (celle du fichier était faite autrement)</translation>
    </message>
    <message>
        <source>the triangles written anew (%1, were %2), with the meshes&apos; triangle ranges, the adjacency and the offsets of the sections after them; every other section&apos;s bytes as stored</source>
        <translation>les triangles réécrits (%1, auparavant %2), avec les plages de triangles des maillages, l’adjacence et les décalages des sections qui suivent ; les octets de toute autre section tels qu’enregistrés</translation>
    </message>
</context>
<context>
    <name>quarry::key_edits</name>
    <message>
        <source>No keys to delete.</source>
        <translation>Aucune clé à supprimer.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n key(s).</source>
        <translation>
            <numerusform>%n clé supprimée.</numerusform>
            <numerusform>%n clés supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>No keys to move.</source>
        <translation>Aucune clé à déplacer.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n key(s)</source>
        <translation>
            <numerusform>%n clé déplacée</numerusform>
            <numerusform>%n clés déplacées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n key(s) on the same frames and channels replaced</source>
        <translation>
            <numerusform>%1 ; %n clé sur les mêmes images et canaux remplacée</numerusform>
            <numerusform>%1 ; %n clés sur les mêmes images et canaux remplacées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no keys replaced</source>
        <translation>%1 ; aucune clé remplacée</translation>
    </message>
    <message>
        <source>The keys stay where they are.</source>
        <translation>Les clés restent où elles sont.</translation>
    </message>
    <message>
        <source>No keys to copy: the clipboard is as it was.</source>
        <translation>Aucune clé à copier : le presse-papiers est inchangé.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n key(s).</source>
        <translation>
            <numerusform>%n clé copiée.</numerusform>
            <numerusform>%n clés copiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>pasteKeys: no clip to paste into</source>
        <translation>pasteKeys : aucun clip où coller</translation>
    </message>
    <message>
        <source>Nothing to paste: copy keys first.</source>
        <translation>Rien à coller : copiez d’abord des clés.</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n key(s).</source>
        <translation>
            <numerusform>%n clé collée.</numerusform>
            <numerusform>%n clés collées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted keys were already there.</source>
        <translation>Les clés collées étaient déjà là.</translation>
    </message>
    <message>
        <source>Nothing to paste: the copied keys are of joints this model does not have.</source>
        <translation>Rien à coller : les clés copiées sont celles d’articulations que ce modèle n’a pas.</translation>
    </message>
</context>
<context>
    <name>quarry::mdl</name>
    <message>
        <source>material &quot;%1&quot;: %2; its part of the skin takes its colour</source>
        <translation>matériau « %1 » : %2 ; sa partie du skin prend sa couleur</translation>
    </message>
    <message>
        <source>%1 materials&apos; textures packed into one %2 × %3 skin (scaled to %4%): an MDL has one texture space</source>
        <translation>textures de %1 matériaux regroupées dans un seul skin de %2 × %3 (mises à l’échelle à %4 %) : un MDL n’a qu’un espace de texture</translation>
    </message>
    <message>
        <source>%1 texture coordinates spread over more than %2 repeats of their texture were clamped into one: the packed skin holds a texture at most %2 times along each axis</source>
        <translation>%1 coordonnées de texture réparties sur plus de %2 répétitions de leur texture ont été ramenées à une seule : le skin regroupé contient une texture au plus %2 fois le long de chaque axe</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: %2; its skin is left blank</source>
        <translation>matériau « %1 » : %2 ; son skin reste vide</translation>
    </message>
    <message>
        <source>material &quot;%1&quot;: %2; it is drawn without fullbright texels</source>
        <translation>matériau « %1 » : %2 ; il est dessiné sans texels pleine lumière</translation>
    </message>
    <message>
        <source>the model has no texture: the MDL gets a blank skin of 64 × 64 texels</source>
        <translation>le modèle n’a pas de texture : le MDL reçoit un skin vide de 64 × 64 texels</translation>
    </message>
    <message>
        <source>the skin is %1 texels high: scaled to %2 × %3 (Quake loads at most %4)</source>
        <translation>le skin fait %1 texels de haut : mis à l’échelle en %2 × %3 (Quake en charge au plus %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n skin image(s) mapped to Quake&apos;s palette (dithered)</source>
        <translation>
            <numerusform>%n image de skin convertie vers la palette de Quake (tramée)</numerusform>
            <numerusform>%n images de skin converties vers la palette de Quake (tramées)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skin image(s) mapped to the palette of %1 (dithered)</source>
        <translation>
            <numerusform>%n image de skin convertie vers la palette de %1 (tramée)</numerusform>
            <numerusform>%n images de skin converties vers la palette de %1 (tramées)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top left texel of %n skin image(s) made colour 0: Quake&apos;s engines paint the area of its colour joined to it in colour 0 (black), taking it for the background</source>
        <translation>
            <numerusform>le texel en haut à gauche de %n image de skin mis à la couleur 0 : les moteurs de Quake peignent en couleur 0 (noir) la zone de sa couleur qui le touche, la prenant pour le fond</numerusform>
            <numerusform>le texel en haut à gauche de %n images de skin mis à la couleur 0 : les moteurs de Quake peignent en couleur 0 (noir) la zone de sa couleur qui le touche, la prenant pour le fond</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texel(s) lit by a glow texture take Quake&apos;s fullbright colours (224-254)</source>
        <translation>
            <numerusform>%n texel éclairé par une texture lumineuse prend les couleurs pleine lumière de Quake (224-254)</numerusform>
            <numerusform>%n texels éclairés par une texture lumineuse prennent les couleurs pleine lumière de Quake (224-254)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quarry::operation_support</name>
    <message>
        <source>the model has no meshes</source>
        <translation>le modèle n’a aucun maillage</translation>
    </message>
    <message>
        <source>the model has no skeleton</source>
        <translation>le modèle n’a pas de squelette</translation>
    </message>
    <message>
        <source>the model has no materials</source>
        <translation>le modèle n’a aucun matériau</translation>
    </message>
    <message>
        <source>the model has no animations</source>
        <translation>le modèle n’a aucune animation</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n vertices.</source>
        <translation>
            <numerusform>%n sommet supprimé.</numerusform>
            <numerusform>%n sommets supprimés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to delete.</source>
        <translation>Rien à supprimer.</translation>
    </message>
    <message>
        <source>select the meshes to work on, or faces or vertices of them</source>
        <translation>sélectionnez les maillages à traiter, ou certaines de leurs faces ou de leurs sommets</translation>
    </message>
</context>
<context>
    <name>quarry::qm</name>
    <message>
        <source>the end of the file</source>
        <translation>la fin du fichier</translation>
    </message>
    <message>
        <source>an unterminated comment</source>
        <translation>un commentaire non terminé</translation>
    </message>
    <message>
        <source>the byte 0x%1</source>
        <translation>l’octet 0x%1</translation>
    </message>
</context>
<context>
    <name>quarry::scripting</name>
    <message>
        <source>%1: Quarry cannot write this format</source>
        <translation>%1 : Quarry ne sait pas écrire ce format</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>maillage</translation>
    </message>
    <message>
        <source>material</source>
        <translation>matériau</translation>
    </message>
    <message>
        <source>joint</source>
        <translation>articulation</translation>
    </message>
    <message>
        <source>animation</source>
        <translation>animation</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>forme</translation>
    </message>
    <message>
        <source>%1: expects whole numbers</source>
        <translation>%1 : attend des nombres entiers</translation>
    </message>
    <message>
        <source>%1: no index %2 (there are %3)</source>
        <translation>%1 : pas d’indice %2 (il y en a %3)</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a number</source>
        <translation>export : « %1 » attend un nombre</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a positive number, not %2</source>
        <translation>export : « %1 » attend un nombre positif, pas %2</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects True or False</source>
        <translation>export : « %1 » attend True ou False</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; expects a string</source>
        <translation>export : « %1 » attend une chaîne</translation>
    </message>
    <message>
        <source>export: &quot;max_influences&quot; expects a whole number from 1 to 64</source>
        <translation>export : « max_influences » attend un nombre entier de 1 à 64</translation>
    </message>
    <message>
        <source>export: &quot;smooth_normals&quot; expects an angle from 0 to 180 degrees</source>
        <translation>export : « smooth_normals » attend un angle de 0 à 180 degrés</translation>
    </message>
    <message>
        <source>export: give &quot;scale&quot; or &quot;height&quot;, not both</source>
        <translation>export : donnez « scale » ou « height », pas les deux</translation>
    </message>
    <message>
        <source>the document is closed</source>
        <translation>le document est fermé</translation>
    </message>
    <message>
        <source>no %1 at index %2 (the model has %3)</source>
        <translation>aucun élément de type %1 à l’indice %2 (le modèle en a %3)</translation>
    </message>
    <message>
        <source>no %1 named &quot;%2&quot;</source>
        <translation>aucun élément de type %1 nommé « %2 »</translation>
    </message>
    <message>
        <source>a %1 is given by its name or index</source>
        <translation>un élément de type %1 se donne par son nom ou son indice</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no texture coordinate set %2 (it has %3)</source>
        <translation>le maillage « %1 » n’a pas de jeu de coordonnées de texture %2 (il en a %3)</translation>
    </message>
    <message>
        <source>mesh &quot;%1&quot; has no vertex %2 (it has %3)</source>
        <translation>le maillage « %1 » n’a pas de sommet %2 (il en a %3)</translation>
    </message>
    <message>
        <source>select: &quot;%1&quot; expects a dict {mesh: [indices]}</source>
        <translation>select : « %1 » attend un dict {maillage: [indices]}</translation>
    </message>
    <message>
        <source>select: %1 of mesh &quot;%2&quot;</source>
        <translation>select : %1 du maillage « %2 »</translation>
    </message>
    <message>
        <source>doc.%1(): a script run in the editor is one undo step and cannot take back its own operations while it runs; undo the whole run afterwards with Edit &gt; Undo</source>
        <translation>doc.%1() : un script exécuté dans l’éditeur est une seule étape d’annulation et ne peut pas annuler ses propres opérations pendant qu’il tourne ; annulez l’exécution entière ensuite avec Édition &gt; Annuler</translation>
    </message>
    <message>
        <source>Quarry cannot write %1: unknown extension</source>
        <translation>Quarry ne sait pas écrire %1 : extension inconnue</translation>
    </message>
    <message>
        <source>error: cannot read the script %1</source>
        <translation>erreur : impossible de lire le script %1</translation>
    </message>
    <message>
        <source>export: &quot;up&quot; expects &quot;z&quot;, &quot;y&quot; or &quot;stored&quot;</source>
        <translation>export : « up » attend « z », « y » ou « stored »</translation>
    </message>
    <message>
        <source>compare: tolerance must be 0 or more</source>
        <translation>compare : tolerance doit valoir 0 ou plus</translation>
    </message>
    <message>
        <source>compare: times must be a positive number or a list of seconds</source>
        <translation>compare : times doit être un nombre positif ou une liste de secondes</translation>
    </message>
    <message>
        <source>compare: other must be a document or a path</source>
        <translation>compare : other doit être un document ou un chemin</translation>
    </message>
    <message>
        <source>export: &quot;root_motion&quot; expects &quot;in-place&quot; or &quot;keep&quot;</source>
        <translation>export : « root_motion » attend « in-place » ou « keep »</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>nothing (unchanged)</source>
        <translation>rien (inchangé)</translation>
    </message>
    <message>
        <source>export: no setting &quot;%1&quot; (it takes: fps, scale, height, up, root_motion, flip_winding, max_influences, framegroups, weld, flip_normals, smooth_normals, iqe_normals, normalize_weights, remove_unused_joints, drop_to_ground, center, strip_texture_dirs, texture_ext, format, target, max_joints, pack, lods, single_model, keep_winding, facing, player_format, keep_slot_lengths, animation_map, tags)</source>
        <translation>export : pas de réglage « %1 » (réglages possibles : fps, scale, height, up, root_motion, flip_winding, max_influences, framegroups, weld, flip_normals, smooth_normals, iqe_normals, normalize_weights, remove_unused_joints, drop_to_ground, center, strip_texture_dirs, texture_ext, format, target, max_joints, pack, lods, single_model, keep_winding, facing, player_format, keep_slot_lengths, animation_map, tags)</translation>
    </message>
</context>
<context>
    <name>quarry::scripting::ScriptSession</name>
    <message>
        <source>A script is already running.
</source>
        <translation>Un script est déjà en cours d’exécution.
</translation>
    </message>
    <message>
        <source>Cancelled: the document is as it was before.
</source>
        <translation>Annulé : le document est tel qu’avant.
</translation>
    </message>
    <message>
        <source>Script: %1</source>
        <translation>Script : %1</translation>
    </message>
    <message>
        <source>Run Script %1</source>
        <translation>Exécuter le script %1</translation>
    </message>
</context>
</TS>
