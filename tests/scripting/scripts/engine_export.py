# Export for an engine from a script: ioquake3's player (lower, upper and
# head MD3 with their levels of detail and icon; turned by facing=) and its
# one-model form; a player
# whose parts would hold more frames than MD3 can at the rate given is
# refused with the check's finding and the --fps that fits. argv:
# SAMPLE OUT_DIR
import os
import sys

import quarry

sample, out = sys.argv[1], sys.argv[2]
doc = quarry.open(sample)
player = os.path.join(out, "player")
doc.export(os.path.join(player, "hero.iqm"), target="ioquake3", lods=1)
folder = os.path.join(player, "models", "players", "hero")
for name in ("lower.md3", "lower_1.md3", "upper.md3", "head.md3", "animation.cfg"):
    assert os.path.exists(os.path.join(folder, name)), name
assert not os.path.exists(os.path.join(folder, "hero.iqm"))
assert os.path.exists(os.path.join(folder, "icon_default.tga"))
# The way the player faces, given: turned to +X; a direction it does not take.
doc.export(os.path.join(out, "turned", "hero.iqm"), target="ioquake3", facing="-y")
assert os.path.exists(os.path.join(out, "turned", "models", "players", "hero", "lower.md3"))
try:
    doc.export(os.path.join(out, "sideways", "hero.iqm"), target="ioquake3", facing="up")
    raise SystemExit("facing=\"up\" was taken")
except quarry.Error as e:
    assert "--facing takes +x, -x, +y, -y or auto" in str(e), str(e)
single = os.path.join(out, "single")
doc.export(os.path.join(single, "hero.iqm"), target="ioquake3", single_model=True)
assert os.path.exists(os.path.join(single, "models", "players", "hero", "hero.iqm"))
assert not os.path.exists(os.path.join(single, "models", "players", "hero", "lower.md3"))
# The weapon's slots held to 6 frames (TORSO_ATTACK), unless
# keep_slot_lengths=True keeps the clip's.
def attack_frames(folder):
    with open(os.path.join(folder, "animation.cfg")) as f:
        for line in f:
            if line.rstrip().endswith("// TORSO_ATTACK"):
                return int(line.split()[1])
    raise SystemExit("no TORSO_ATTACK line")
assert attack_frames(folder) == 6, attack_frames(folder)
kept = os.path.join(out, "kept")
doc.export(os.path.join(kept, "hero.iqm"), target="ioquake3", keep_slot_lengths=True)
assert attack_frames(os.path.join(kept, "models", "players", "hero")) != 6
# 1 s at 2,000 frames a second, once in each part: 2,001 frames of 1,024
# in lower.md3, and upper.md3 holds 15 more (the weapon's slots).
try:
    doc.export(os.path.join(out, "long", "hero.iqm"), target="ioquake3", fps=2000)
    raise SystemExit("2,001 frames a part were written")
except quarry.Error as e:
    message = str(e)
    assert "Frames in lower.md3: 2001" in message, message
    assert "--fps 1000" in message, message
assert not os.path.exists(os.path.join(out, "long", "models"))
# The winding kept as read (--keep-winding), for any target.
doc.export(os.path.join(out, "kept", "hero.iqm"), target="xonotic", keep_winding=True)
assert os.path.exists(os.path.join(out, "kept", "models", "player", "hero.iqm"))
print("engine export ok")
