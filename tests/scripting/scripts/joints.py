# The joint operations by id: a joint added under another at a position,
# placed with its vertices following or the skin kept, and hung from
# another joint; each one undo step.
import sys

import quarry

doc = quarry.open(sys.argv[1])
names = [j.name for j in doc.joints]
start = doc.copy()

index = doc.run("addJoint", name="tag_weapon", parent="neck", position=(0.5, 0.0, 2.0))
assert index == len(names), index
assert doc.joints[index].name == "tag_weapon" and doc.joints[index].parent == names.index("neck")
position = doc.joint_world_positions()[index]
assert all(abs(a - b) < 1e-5 for a, b in zip(position, (0.5, 0.0, 2.0))), position
again = doc.run("addJoint", name="tag_weapon")
assert doc.joints[again].name == "tag_weapon_2" and doc.joints[again].parent == -1

# The skin stays: every vertex as it was; the joint moved.
before = doc.copy()
doc.run("moveJoint", joint="spine", translation=[0.0, 0.0, 0.25], rotation=[0, 0, 30])
assert doc != before
assert all(doc.positions(m.name) == before.positions(m.name) for m in doc.meshes)
moved = doc.joint_world_positions()[names.index("spine")]
was = before.joint_world_positions()[names.index("spine")]
assert abs(moved[2] - was[2] - 0.25) < 1e-5, (moved, was)
assert doc.undo() and doc == before

# Vertices follow: the head (weighted to "neck" alone) moves by the offset.
doc.run("moveJoint", joint="neck", translation=[1.0, 0.0, 0.0], keep_mesh=False, move_children=False)
for p, q in zip(doc.positions("head"), before.positions("head")):
    assert abs(p[0] - q[0] - 1.0) < 1e-5 and abs(p[1] - q[1]) < 1e-5 and abs(p[2] - q[2]) < 1e-5
assert doc.undo() and doc == before

# Reparenting keeps where the joint is in every frame of the clip.
clip = doc.animations[0]
frames = [i / clip.frame_rate for i in range(clip.frame_count)]
poses = [doc.joint_world_positions(animation=0, time=t) for t in frames]
doc.run("reparentJoint", joint="neck", parent="root")
assert doc.joints[names.index("neck")].parent == names.index("root")
for t, pose in zip(frames, poses):
    now = doc.joint_world_positions(animation=0, time=t)
    for p, q in zip(now, pose):
        assert all(abs(a - b) < 1e-4 for a, b in zip(p, q)), (t, p, q)
try:
    doc.run("reparentJoint", joint="root", parent="neck")
except quarry.Error as error:
    assert "descendant" in str(error), error
else:
    raise AssertionError("a cycle was accepted")

for _ in range(3):
    assert doc.undo()
assert doc == start
print("joint operations ok")
