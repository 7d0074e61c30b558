# Bad input to doc.run and the rest of the API raises quarry.Error saying
# what is wrong, and leaves the document as it was.
import sys

import quarry

doc = quarry.open(sys.argv[1])
original = doc.copy()


def fails(call, *words):
    try:
        call()
    except quarry.Error as e:
        text = str(e)
        for word in words:
            assert word in text, f"{word!r} not in {text!r}"
        assert doc == original, "a failed call changed the model"
        assert not doc.undo(), "a failed call left an undo step"
        return
    raise AssertionError(f"no error for {words}")


fails(lambda: doc.run("noSuchOperation"), "noSuchOperation")
fails(lambda: doc.run("weld", tolerence=0.1), "tolerence", "tolerance")
fails(lambda: doc.run("weld", tolerance="far"), "tolerance", "number")
fails(lambda: doc.run("weld", tolerance=-1.0), "tolerance", "at least")
fails(lambda: doc.run("limitInfluences", max_influences=2.5), "max_influences", "whole number")
fails(lambda: doc.run("limitInfluences", max_influences=0), "max_influences")
fails(lambda: doc.run("recomputeNormals", mode="fancy"), "mode", "angle", "smoothing_groups")
fails(lambda: doc.run("rotate", angles=(1, 2)), "angles", "three numbers")
fails(lambda: doc.run("fixTexturePaths", strip_directories=1), "strip_directories", "true or false")
fails(lambda: doc.run("trimClip", animation="nope"), "animation", "nope")
fails(lambda: doc.run("trimClip", animation=7), "animation", "7")
fails(lambda: doc.run("trimClip", first_frame=5, last_frame=2), "first_frame")
fails(lambda: doc.run("renameJoints", pattern="(unclosed"), "pattern")
fails(lambda: doc.run("insertKeys", joints=["nobody"]), "joints", "nobody")
fails(lambda: doc.run("mergeMeshes", meshes=[0, 1]), "meshes")
fails(lambda: doc.run("splitBySelection"), "Select faces")
fails(lambda: doc.run("weld", tolerance=object()), "tolerance")
fails(lambda: doc.select(meshes=["nope"]), "nope")
fails(lambda: doc.select(faces={0: [10**6]}), "faces", "1000000")
fails(lambda: doc.positions(99), "99")
fails(lambda: doc.texcoords(0, set=5), "5")
fails(lambda: doc.weights(0, -1), "-1")
fails(lambda: doc.joint_world_positions(animation="nope"), "nope")
fails(lambda: doc.save("/tmp/model.unknown-extension"), "unknown extension")
fails(lambda: doc.export("/tmp/x.iqm", heigth=56), "heigth")
fails(lambda: doc.export("/tmp/x.iqm", height=-1), "height")
fails(lambda: doc.export("/tmp/x.iqm", up="x"), "up")
fails(lambda: quarry.open("/no/such/file.iqm"), "/no/such/file.iqm")
print("every bad call raised quarry.Error and changed nothing")
