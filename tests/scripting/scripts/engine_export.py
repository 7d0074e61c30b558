# Export for an engine from a script: ioquake3's player (lower, upper and
# head MD3 with their levels of detail) and its one-model form. argv:
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
single = os.path.join(out, "single")
doc.export(os.path.join(single, "hero.iqm"), target="ioquake3", single_model=True)
assert os.path.exists(os.path.join(single, "models", "players", "hero", "hero.iqm"))
assert not os.path.exists(os.path.join(single, "models", "players", "hero", "lower.md3"))
print("engine export ok")
