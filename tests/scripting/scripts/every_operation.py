# Runs every operation quarry.operations() lists once, with its default
# options, on a model it applies to: a new operation without script support
# makes this fail. Each that changes the model is checked to be one undo
# step that undo and redo take back and give again exactly.
import sys

import quarry

base = quarry.open(sys.argv[1])
base.run("duplicateClip")  # a second clip, for joinClips
fixture = base.copy()

# Operations that work on a selection get one: two faces of the first mesh.
selection = {
    "delete": {"faces": {0: [0, 1]}},
    "splitBySelection": {"faces": {0: [0, 1]}},
}

ids = [op["id"] for op in quarry.operations()]
assert len(ids) == len(set(ids)), "operation ids repeat"
for op in quarry.operations():
    for option in op["options"]:
        assert {"name", "type", "default", "help"} <= option.keys(), (op["id"], option)

ran = []
for op in quarry.operations():
    doc = fixture.copy()
    doc.animation = 0
    doc.time = doc.animations[0].duration / 2
    doc.select(**selection.get(op["id"], {}))
    before = doc.copy()
    result = doc.run(op["id"])
    if op["id"] == "validate":
        assert isinstance(result, list)
        for finding in result:
            assert {"check", "message", "meshes", "vertices", "faces", "joints"} <= finding.keys()
    if doc != before:
        after = doc.copy()
        assert doc.undo(), op["id"]
        assert doc == before, f"{op['id']}: undo did not restore the model"
        assert not doc.undo(), f"{op['id']}: more than one undo step"
        assert doc.redo(), op["id"]
        assert doc == after, f"{op['id']}: redo differs from the first run"
        ran.append(op["id"])
    print(f"{op['id']}: {doc.message}")

print(f"{len(ids)} operations run; {len(ran)} changed the model")
assert len(ran) >= len(ids) // 2, ran
