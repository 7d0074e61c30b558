# The files the whole-process benchmarks time (sourced by compare_builds.sh and
# peers.sh): made in $WORK from the corpus (QUARRY_CORPUS_DIR, else ../shared/corpus
# beside the source tree) with the quarry in $1.
#   big.iqe    the corpus mrfixit.iqe with its meshes 300 times (896,400 triangles)
#   big.iqm    that file as IQM
#   tube.glb   mrfixit's meshes 54 times (100,494 vertices, its skeleton and animation) as GLB
#   the avatar DokuroChan (XSF + XMF + XAF) read from the corpus
bench_here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CORPUS=${QUARRY_CORPUS_DIR:-$bench_here/../../../shared/corpus}
RUNS=${QUARRY_BENCH_RUNS:-7}
ALTERNATE="python3 $bench_here/alternate.py"
DOKURO=$CORPUS/xmf/dokuro
AVATAR="$DOKURO/DokuroChan.xmf --skeleton $DOKURO/DokuroChan.xsf --animation $DOKURO/DokuroChan_test_bone.xaf"

# The quarry of a build folder (or the program itself).
quarry_of() {
    if [ -x "$1/editor/quarry" ]; then realpath "$1/editor/quarry"; elif [ -x "$1" ] && [ -f "$1" ]; then realpath "$1"; else
        echo "no quarry in $1" >&2; exit 2
    fi
}

# The corpus IQE with its meshes repeated $3 times (mesh names numbered).
tile_iqe() {
    python3 - "$1" "$2" "$3" <<'PY'
import sys
src = open(sys.argv[1], 'rb').read()
meshes, animation = src.index(b"\nmesh "), src.index(b"\nanimation ")
body = src[meshes + 1:animation + 1]
out = [src[:meshes + 1]]
for i in range(int(sys.argv[3])):
    out.append(body.replace(b'mesh "Body"', b'mesh "Body%d"' % i).replace(b'mesh "Head"', b'mesh "Head%d"' % i))
out.append(src[animation + 1:])
open(sys.argv[2], 'wb').write(b"".join(out))
PY
}

make_bench_files() {
    local quarry=$1
    if [ ! -f "$CORPUS/iqm/mrfixit.iqe" ] || [ ! -f "$DOKURO/DokuroChan.xmf" ]; then
        echo "skipped: the corpus (iqm/mrfixit.iqe, xmf/dokuro) is not in $CORPUS; set QUARRY_CORPUS_DIR" >&2
        exit 0
    fi
    tile_iqe "$CORPUS/iqm/mrfixit.iqe" "$WORK/big.iqe" 300
    tile_iqe "$CORPUS/iqm/mrfixit.iqe" "$WORK/tube.iqe" 54
    "$quarry" convert "$WORK/big.iqe" "$WORK/big.iqm" >/dev/null 2>&1 || { echo "cannot make big.iqm" >&2; exit 1; }
    "$quarry" convert "$WORK/tube.iqe" "$WORK/tube.glb" >/dev/null 2>&1 || { echo "cannot make tube.glb" >&2; exit 1; }
    # shellcheck disable=SC2086
    "$quarry" convert $AVATAR "$WORK/avatar.iqm" --fps 30 >/dev/null 2>&1 || { echo "cannot make avatar.iqm" >&2; exit 1; }
}

print_load() {
    echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; medians of $RUNS alternating runs (each the second of two in a row)"
}
