# Opens a model, runs a dozen operations (each one undo step: undo gives the
# model before it, redo the model after it), undoes them all and compares
# the model with the original.
import sys

import quarry

doc = quarry.open(sys.argv[1])
# Weld works on the selection alone: every mesh.
doc.select(meshes=list(range(len(doc.meshes))))
original = doc.copy()
steps = [
    ("weld", {"tolerance": 1e-4}),
    ("flipWinding", {}),
    ("flipNormals", {}),
    ("recomputeNormals", {"mode": "angle", "angle": 45.0}),
    ("scaleBy", {"factor": 2.0}),
    ("rotate", {"angles": (0, 0, 90)}),
    ("translate", {"offset": [1.0, 2.0, 3.0]}),
    ("yUpToZUp", {}),
    ("dropToGround", {}),
    ("centre", {}),
    ("scaleToHeight", {"height": 56}),
    ("limitInfluences", {"max_influences": 2}),
    ("normalizeWeights", {}),
    ("renameJoints", {"pattern": "^(.*)$", "replacement": "x_\\1"}),
    ("fixTexturePaths", {"strip_directories": True, "extension": "png"}),
    ("resample", {"animation": 0, "fps": 30.0}),
    ("unweld", {}),
]
changed = 0
for op, options in steps:
    before = doc.copy()
    doc.run(op, **options)
    if doc == before:
        print(f"{op}: no change ({doc.message})")
        continue
    changed += 1
    after = doc.copy()
    assert doc.undo(), op
    assert doc == before, f"{op}: undo did not give the model before it"
    assert doc.redo(), op
    assert doc == after, f"{op}: redo did not give the same model"

assert changed >= 12, f"only {changed} operations changed the model"
assert doc != original
assert doc.joints[0].name.startswith("x_")
assert all(m.textures.get("diffuse", "").endswith(".png") for m in doc.materials)
assert doc.animations[0].frame_rate == 30.0

for _ in range(changed):
    assert doc.undo()
assert not doc.undo(), "more undo steps than operations"
assert doc == original, "undoing every operation did not give the original model"
print(f"{changed} operations undone; the model is the original")
