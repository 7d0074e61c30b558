# The reading side of the API, selection, save and export, on the bundled
# sample (two meshes, three joints, one animation). argv: SAMPLE OUT_DIR
import math
import os
import sys

import quarry

sample, out = sys.argv[1], sys.argv[2]
doc = quarry.open(sample)
assert [m.name for m in doc.meshes] == ["column", "head"], doc.meshes
assert [m.material for m in doc.meshes] == ["body", "head"]
mesh = doc.meshes[0]
assert mesh.vertex_count == len(doc.positions(0)) == len(doc.positions("column"))
assert mesh.vertex_count == len(doc.normals(0)) == len(doc.texcoords(0))
assert mesh.triangle_count == len(doc.triangles("column"))
assert all(0 <= i < mesh.vertex_count for t in doc.triangles(0) for i in t)
assert [(j.name, j.parent) for j in doc.joints] == [("root", -1), ("spine", 0), ("neck", 1)]
clip = doc.animations[0]
assert clip.name == "sway" and clip.frame_rate > 0 and clip.frame_count > 1
assert isinstance(clip.loop, bool)
assert all(isinstance(m.textures, dict) for m in doc.materials)

for v in range(mesh.vertex_count):
    weights = doc.weights(0, v)
    assert weights and abs(sum(w for _, w in weights) - 1) < 1e-3, weights
    assert all(0 <= j < len(doc.joints) for j, _ in weights)

bind = doc.joint_world_positions()
assert len(bind) == 3 and bind == doc.joint_world_positions(time=5.0)
posed = doc.joint_world_positions("sway", clip.duration / 2)
assert posed == doc.joint_world_positions(0, clip.duration / 2)
assert any(math.dist(a, b) > 1e-4 for a, b in zip(bind, posed)), "the animation moves no joint"

# An operation on the selection touches only the selected mesh.
head, column = doc.triangles("head"), doc.triangles("column")
doc.select(meshes=["column"])
doc.run("flipWinding")
assert doc.triangles("column") != column
assert doc.triangles("head") == head
assert doc.modified
doc.select(faces={"column": [0, 1, 2]})
doc.run("splitBySelection")
assert len(doc.meshes) == 3 and doc.meshes[0].triangle_count == mesh.triangle_count - 3
assert doc.undo() and doc.undo() and not doc.undo()
assert doc == quarry.open(sample)

# Save as another format and read it back.
iqm = os.path.join(out, "sample.iqm")
doc.save(iqm)
assert doc.path == os.path.abspath(iqm) and not doc.modified
again = quarry.open(iqm)
assert [m.vertex_count for m in again.meshes] == [m.vertex_count for m in doc.meshes]

# Export applies the settings to a copy; the document stays as it is.
exported = os.path.join(out, "tall.iqm")
messages = doc.export(exported, height=56, fps=10, framegroups=True)
assert isinstance(messages, list)
tall = quarry.open(exported)
zs = [p[2] for p in tall.positions(0) + tall.positions(1)]
assert abs(max(zs) - min(zs) - 56) < 1e-3, (min(zs), max(zs))
assert tall.animations[0].frame_rate == 10
assert os.path.exists(exported + ".framegroups") or os.path.exists(os.path.splitext(exported)[0] + ".framegroups")
assert doc == quarry.open(sample)

# MD3: every frame stored, the joints named by tags= as its tags.
md3 = os.path.join(out, "sample.md3")
doc.export(md3, tags="neck")
frames = quarry.open(md3)
assert [j.name for j in frames.joints] == ["neck"], [j.name for j in frames.joints]
assert len(frames.meshes) == len(doc.meshes)
assert doc == quarry.open(sample)

empty = quarry.new()
assert empty.meshes == [] and empty.joints == [] and empty.path is None
ids = {op["id"] for op in quarry.operations()}
assert {"mergeMeshes", "flipWinding", "weld", "scaleToHeight", "normalizeWeights", "removeUnusedJoints",
        "renameJoints", "fixTexturePaths", "validate"} <= ids
print("api ok")
