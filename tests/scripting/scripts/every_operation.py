# Runs every operation quarry.operations() lists once, with its default
# options, on a model it applies to: a new operation without script support
# makes this fail. Each that changes the model is checked to be one undo
# step that undo and redo take back and give again exactly.
import os
import sys
import tempfile

import quarry

base = quarry.open(sys.argv[1])
base.run("duplicateClip")  # a second clip, for joinClips
fixture = base.copy()

# What an operation needs before it applies: a selection, and operations
# run first (not checked). Every other operation runs on the model as it is.
faces = {"faces": {0: [0, 1]}}
vertices = {"vertices": {0: [0, 1, 2]}}
prepare = {
    "delete": (faces, []),
    "splitBySelection": (faces, []),
    "selectConnected": (faces, []),
    "growSelection": (faces, []),
    "shrinkSelection": (faces, []),
    "selectByMaterial": ({"meshes": [0]}, []),
    "hide": (faces, []),
    "isolate": (faces, []),
    "unhideAll": (faces, ["hide"]),
    "deleteVertices": (vertices, []),
    "deleteFaces": (faces, []),
    "makeFace": (vertices, []),
    "mergeVertices": (vertices, []),
    "moveVertices": (vertices, []),
    "duplicate": (faces, []),
    "subdivide": (faces, []),
    "extrude": (faces, []),
    "assignWeights": ({**vertices, "joints": [1]}, []),
    "removeInfluence": ({**vertices, "joints": [0]}, []),
    "selectInfluenced": ({"joints": [0]}, []),
    "pasteKeys": ({}, ["copyKeys"]),
    "setKey": ({"joints": [1]}, []),
    "pastePose": ({}, ["copyPose"]),
    "moveJoint": ({"joints": [1]}, []),
    "reparentJoint": ({"joints": [2]}, []),
    # These work on the selection alone.
    "mergeMeshes": ({"meshes": [0, 1]}, []),
    "weld": ({"meshes": [0, 1]}, []),
    "fillHoles": ({"meshes": [0, 1]}, []),
}

# Operations that need what the sample does not have get a model of their
# own: cleanUp, a degenerate triangle and an unused vertex.
untidy = os.path.join(tempfile.mkdtemp(), "untidy.iqe")
with open(untidy, "w") as f:
    f.write("# Inter-Quake Export\nmesh \"m\"\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nvp 5 5 5\nfm 0 1 2\nfm 0 0 1\n")
models = {"cleanUp": untidy}

# Options an operation cannot do without: where exportUVLayout writes.
options = {"exportUVLayout": {"path": os.path.join(tempfile.mkdtemp(), "layout.png")}}
# Options without which an operation is a no-op on the sample (their
# defaults change nothing by design): enough of them run for real that most
# operations are checked as undo steps.
options.update({
    "moveKeys": {"offset": 0.1},
    "setInterpolation": {"mode": "smooth"},
    "retimeRange": {"start": 0.0, "end": 0.5, "new_end": 0.75, "ease": "slow_in"},
    "setKey": {"joint": 1, "translation": [0.1, 0.2, 0.3]},
    "transformUVs": {"translate_u": 0.25},
    "translate": {"offset": [1.0, 0.0, 0.0]},
    "moveVertices": {"offset": [0.5, 0.0, 0.0]},
    "scaleBy": {"factor": 2.0},
    "rotate": {"angles": [0.0, 0.0, 90.0]},
})

ids = [op["id"] for op in quarry.operations()]
assert len(ids) == len(set(ids)), "operation ids repeat"
for op in quarry.operations():
    for option in op["options"]:
        assert {"name", "type", "default", "help"} <= option.keys(), (op["id"], option)

ran = []
for op in quarry.operations():
    doc = quarry.open(models[op["id"]]) if op["id"] in models else fixture.copy()
    if doc.animations:
        doc.animation = 0
        doc.time = doc.animations[0].duration / 2
    selection, first = prepare.get(op["id"], ({}, []))
    doc.select(**selection)
    for other in first:
        doc.run(other)
    before = doc.copy()
    result = doc.run(op["id"], **options.get(op["id"], {}))
    if op["id"] == "validate":
        assert isinstance(result, list)
        for finding in result:
            assert {"check", "message", "meshes", "vertices", "faces", "joints"} <= finding.keys()
    if doc != before:
        after = doc.copy()
        assert doc.undo(), op["id"]
        assert doc == before, f"{op['id']}: undo did not restore the model"
        if not first:
            assert not doc.undo(), f"{op['id']}: more than one undo step"
        assert doc.redo(), op["id"]
        assert doc == after, f"{op['id']}: redo differs from the first run"
        ran.append(op["id"])
    print(f"{op['id']}: {doc.message}")

print(f"{len(ids)} operations run; {len(ran)} changed the model")
assert len(ran) >= len(ids) // 2, ran
