#!/bin/bash
# Two builds of quarry side by side on the headline commands, whole processes,
# alternating (old, new, old, ...), medians; prints each command's times and
# new/old (below 1: the new build is faster).
#
#   tests/bench/compare_builds.sh OLD_BUILD NEW_BUILD
#
# A build is a build folder (its editor/quarry, with quarry-editor beside it
# for the glTF) or the quarry program. QUARRY_BENCH_RUNS sets the runs (7),
# QUARRY_CORPUS_DIR the corpus. A command one build lacks says "failed".
set -eu
[ $# -eq 2 ] || { sed -n 2,10p "$0"; exit 2; }
source "$(dirname "$0")/bench_files.sh"
OLD=$(quarry_of "$1")
NEW=$(quarry_of "$2")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
make_bench_files "$NEW"
print_load
TARGETS=$("$NEW" targets | cut -d' ' -f1 | tr '\n' ' ')

# $1 label, $2 the arguments (after the program), as the shell quotes them.
both() {
    $ALTERNATE "$RUNS" "$1" old "$OLD $2" new "$NEW $2" || true
}
both "IQE -> IQM (896,400 triangles)" "convert $WORK/big.iqe $WORK/out.iqm"
both "info of the IQM" "info $WORK/big.iqm"
both "avatar -> IQM at 30 fps" "convert $AVATAR $WORK/avatar-out.iqm --fps 30"
both "GLB import (info, 100,494 vertices)" "info $WORK/tube.glb"
both "avatar -> MD3 at 6 fps" "convert $AVATAR $WORK/avatar-out.md3 --fps 6"
both "compare avatar with its IQM, every frame" "compare $AVATAR $WORK/avatar.iqm --frames 4887"
# check against every target: one process per target, the list timed whole
# (check exits 1 when it finds what a target refuses).
for q in OLD NEW; do
    script="for t in $TARGETS; do ${!q} check $AVATAR --target \$t >/dev/null 2>&1; [ \$? -le 1 ] || exit 1; done"
    printf -v "CHECK_$q" "%s" "sh -c '$script'"
done
$ALTERNATE "$RUNS" "check the avatar against every target ($(echo $TARGETS | wc -w) processes)" old "$CHECK_OLD" new "$CHECK_NEW" || true
