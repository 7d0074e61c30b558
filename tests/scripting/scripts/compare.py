# doc.compare: the report of `quarry compare --json` as a dict, against a
# document or a path.
import os
import sys

import quarry

doc = quarry.open(sys.argv[1])
out = sys.argv[2]

same = doc.compare(doc.copy())
assert same["within_tolerance"] is True, same
assert same["largest"] == 0.0 and same["surface"]["largest"] == 0.0, same
assert same["matched"]["unmatched_a"] == 0 and same["structure"] == [], same
frames = doc.animations[0].frame_count
assert same["animations"][0]["times"] == frames, (same["animations"], frames)

moved = doc.copy()
moved.run("translate", offset=[0.0, 0.0, 0.1])
report = doc.compare(moved, times=5)
height = report["height"]
assert report["within_tolerance"] is False, report
assert abs(report["surface"]["largest"] - 0.1 / height) < 1e-5, report["surface"]
assert abs(report["joints"]["largest"] - 0.1 / height) < 1e-5, report["joints"]
assert report["animations"][0]["times"] == 5
assert doc.compare(moved, times=[0.0, 0.25], tolerance=0.1)["within_tolerance"] is True
assert doc.compare(moved, times=[0.0, 0.25])["animations"][0]["times"] == 2

# fit_scale: a copy twice the size differs everywhere, unless scaled back.
bigger = doc.copy()
bigger.run("scaleBy", factor=2.0)
assert doc.compare(bigger, times=3)["within_tolerance"] is False
fitted = doc.compare(bigger, times=3, fit_scale=True)
assert fitted["fit_scale"] is True and abs(fitted["scale"] - 0.5) < 1e-6, fitted["scale"]
assert fitted["within_tolerance"] is True, fitted
assert same["fit_scale"] is False and same["scale"] == 1.0

path = os.path.join(out, "copy.iqm")
doc.export(path)
converted = doc.compare(path)
assert converted["within_tolerance"] is True, converted

try:
    doc.compare(os.path.join(out, "missing.iqm"))
    raise SystemExit("a missing file must raise quarry.Error")
except quarry.Error:
    pass
print("compare ok")
