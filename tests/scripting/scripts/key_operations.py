# The timeline's key operations by id: keys picked by joints and times are
# deleted, moved, scaled, copied and pasted, each edit one undo step, and
# keys copied from one document paste into another.
import sys

import quarry

doc = quarry.open(sys.argv[1])
doc.animation = 0
clip = doc.animations[0]
step = 1.0 / clip.frame_rate
root = doc.joints[0].name


def keyed_positions(d, time):
    return d.joint_world_positions(animation=0, time=time)


def check_step(d, before, op, **options):
    d.run(op, **options)
    assert d != before, f"{op}: the model did not change ({d.message})"
    after = d.copy()
    assert d.undo() and d == before, f"{op}: undo did not give the model before it"
    assert d.redo() and d == after, f"{op}: redo did not give the same model"
    return d.message


# deleteKeys: the keys of one joint in a range; others stay.
before = doc.copy()
message = check_step(doc, before, "deleteKeys", joints=[root], start=step, end=3 * step)
assert message.startswith("Deleted "), message
assert doc.run("deleteKeys", joints=[root], start=step, end=3 * step) is not None
assert doc.message == "No keys to delete.", doc.message
doc.undo()

# moveKeys: every key from frame 2 on, one frame later; the clip grows by a frame.
before = doc.copy()
check_step(doc, before, "moveKeys", start=2 * step, offset=step)
assert abs(doc.animations[0].duration - (clip.duration + step)) < 1e-5, doc.animations[0].duration
# The pose at frame 3 is now the one frame 2 had.
assert all(abs(a - b) < 1e-4 for p, q in zip(keyed_positions(doc, 3 * step), keyed_positions(before, 2 * step))
           for a, b in zip(p, q))
doc.undo()

# scaleKeys: twice as slow around time 0; the pose at 2t is the old pose at t.
before = doc.copy()
check_step(doc, before, "scaleKeys", factor=2.0, pivot=0.0)
assert abs(doc.animations[0].duration - 2 * clip.duration) < 1e-4, doc.animations[0].duration
for p, q in zip(keyed_positions(doc, 4 * step), keyed_positions(before, 2 * step)):
    assert all(abs(a - b) < 1e-4 for a, b in zip(p, q)), (p, q)
doc.undo()

# copyKeys changes nothing; pasteKeys into another document gives its pose.
before = doc.copy()
doc.run("copyKeys", start=0, end=0)
assert doc == before and doc.message.startswith("Copied "), doc.message
other = doc.copy()
other.animation = 0
other.run("deleteKeys")
check_step(other, other.copy(), "pasteKeys", time=5 * step)
for p, q in zip(keyed_positions(other, 5 * step), keyed_positions(doc, 0.0)):
    assert all(abs(a - b) < 1e-4 for a, b in zip(p, q)), (p, q)

# Bad options name themselves.
for bad in [dict(start="soon"), dict(joints=["nobody"]), dict(end=-2.0)]:
    try:
        doc.run("moveKeys", **bad)
    except quarry.Error as error:
        assert list(bad)[0] in str(error), error
    else:
        raise AssertionError(f"moveKeys accepted {bad}")
print("key operations ok")
