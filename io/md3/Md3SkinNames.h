// Surface names a Quake III player's .skin files can name, as ioquake3
// reads them (renderergl1/2 tr_image.c RE_RegisterSkin, tr_model.c
// R_LoadMD3, tr_model_iqm.c R_LoadIQM):
// - each skin line is read with CommaParse, which ends a word at a comma
//   or at any byte up to a space, and takes a byte past 127 (a signed
//   char) for one too: "mesh 1" is looked up as "mesh", and the surface,
//   matched by no line, is drawn with the default shader ("no shader for
//   surface" on a developer console);
// - a line whose surface name holds "tag_" is skipped;
// - both sides are lower-cased before they are compared (strcmp);
// - an MD3 surface name ending in '_' and one character loses the two
//   ("a crutch for q3data"): "body_a" is looked up as "body";
// - the default renderer (OpenGL 2) needs names of at most 43 characters
//   (io/md3/Md3PlayerRenderer.h).
#pragma once

#include "model/Model.h"

#include <QStringList>

namespace quarry {

// The name a surface called `name` gets: bytes outside printable ASCII,
// commas, quotes and slashes as '_', "tag_" as "tag-", a '_' before the
// last character as '-', cut to its last kQuake3SurfaceNameLength
// characters; "surface" for an empty name. Not yet told apart from others.
QString quake3SkinSurfaceName(const QString &name);

// Every mesh named with quake3SkinSurfaceName, kept apart from each other
// as the game compares them (lower-cased) by a "~N" suffix. The fix lines
// (what was renamed, what was cut), or none.
QStringList quake3SkinSurfaceNames(Model &model);

// The bytes of a mesh name DarkPlaces' .skin reader keeps (MAX_QPATH less
// its terminating zero).
inline constexpr int kDarkplacesSurfaceNameBytes = 63;

// Every mesh named as DarkPlaces' MODEL_0.skin reader (model_shared.c
// Mod_LoadSkinFiles, COM_ParseToken_QuakeC) reads it: a word ends at
// whitespace and at { } ( ) [ ] : , ; and a quote or "//" at its start
// begins a quoted string or a comment, so those (and slashes) as '_'; a
// leading "tag_" (a line it skips) as "tag-"; "replace" (its command) as
// "replace-"; the end kept within kDarkplacesSurfaceNameBytes; names kept
// apart (DarkPlaces compares them as they are) by a "~N" suffix. The fix
// line, or none. Characters past ASCII are kept: the reader takes them.
QStringList darkplacesSkinSurfaceNames(Model &model);

// A player's name as ioquake3 can take it in models/players/NAME/: the
// .skin files name each image by that path, which CommaParse ends at a
// space, a comma or a byte past ASCII; cgame splits the model cvar
// "NAME/default" at its slash; the userinfo that carries it refuses a
// backslash, a semicolon or a double quote (q_shared.c
// Info_SetValueForKey). Each of those written as '_'; empty for a name of
// nothing but dots (a folder the game never looks in).
QString quake3PlayerName(const QString &name);

} // namespace quarry
