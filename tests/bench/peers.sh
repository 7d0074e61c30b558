#!/bin/bash
# Today's ratios against the peers, whole processes, alternating, medians:
#   IQE -> IQM        against the IQM developer kit's converter (QUARRY_IQM_TOOL:
#                     the kit's iqm, built beside, not part of this project; or
#                     QUARRY_IQM_KIT: a checkout of the kit, whose iqm.cpp this
#                     script builds as the kit's Makefile does)
#   info of the IQM   against a process that loads it with Assimp
#   avatar -> IQM     against libcal3d loading the same XSF + XMF + XAF alone
#   GLB import        against a process that loads it with Assimp alone
# The Assimp and libcal3d loaders are built here from the Debian development
# packages the project already uses (libassimp-dev, libcal3d12-dev).
#
#   tests/bench/peers.sh BUILD
#
# Prints each Quarry time, the peer's and peer/Quarry (above 1: Quarry is
# faster) with the goal. QUARRY_BENCH_RUNS sets the runs (7).
set -eu
[ $# -eq 1 ] || { sed -n 2,17p "$0"; exit 2; }
source "$(dirname "$0")/bench_files.sh"
Q=$(quarry_of "$1")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
make_bench_files "$Q"

cat >"$WORK/assimp_load.cpp" <<'CPP'
// Loads a file with Assimp, as an application would (argv[2]: the flags,
// 0 for none); exits 0 when it read a scene.
#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <cstdlib>
int main(int argc, char **argv)
{
    Assimp::Importer importer;
    const unsigned flags = argc > 2 ? unsigned(std::strtoul(argv[2], nullptr, 0)) : 0u;
    return argc > 1 && importer.ReadFile(argv[1], flags) ? 0 : 1;
}
CPP
cat >"$WORK/cal3d_load.cpp" <<'CPP'
// Loads a Cal3D skeleton, mesh and animation with libcal3d; exits 0 when all load.
#include <cal3d/cal3d.h>
int main(int argc, char **argv)
{
    if (argc != 4)
        return 2;
    CalCoreModel core("peer");
    return core.loadCoreSkeleton(argv[1]) && core.loadCoreMesh(argv[2]) >= 0 && core.loadCoreAnimation(argv[3]) >= 0
               ? 0
               : 1;
}
CPP
c++ -O2 -o "$WORK/assimp_load" "$WORK/assimp_load.cpp" -lassimp
c++ -O2 -o "$WORK/cal3d_load" "$WORK/cal3d_load.cpp" -lcal3d
# The glTF import's own post-processing: triangulate, flip UVs, validate.
GLTF_FLAGS=$(( 0x8 | 0x800000 | 0x400 ))
print_load
echo "(peer/Quarry: above 1, Quarry is faster)"

if [ -z "${QUARRY_IQM_TOOL:-}" ] && [ -f "${QUARRY_IQM_KIT:-}/iqm.cpp" ]; then
    c++ -O3 -fomit-frame-pointer -fsigned-char -o "$WORK/iqm" "$QUARRY_IQM_KIT/iqm.cpp" && QUARRY_IQM_TOOL=$WORK/iqm
fi
if [ -n "${QUARRY_IQM_TOOL:-}" ] && [ -x "$QUARRY_IQM_TOOL" ]; then
    $ALTERNATE "$RUNS" "IQE -> IQM, goal >= 8x" quarry "$Q convert $WORK/big.iqe $WORK/out.iqm" \
        iqm-kit "$QUARRY_IQM_TOOL $WORK/kit.iqm $WORK/big.iqe" || true
else
    echo "IQE -> IQM: skipped: set QUARRY_IQM_TOOL to the IQM kit's iqm converter, or QUARRY_IQM_KIT to its source"
fi
$ALTERNATE "$RUNS" "info of the IQM, goal >= 3x" quarry "$Q info $WORK/big.iqm" assimp "$WORK/assimp_load $WORK/big.iqm" || true
$ALTERNATE "$RUNS" "avatar -> IQM at 30 fps, goal >= 2x" quarry "$Q convert $AVATAR $WORK/avatar-out.iqm --fps 30" \
    libcal3d "$WORK/cal3d_load $DOKURO/DokuroChan.xsf $DOKURO/DokuroChan.xmf $DOKURO/DokuroChan_test_bone.xaf" || true
$ALTERNATE "$RUNS" "GLB import (info), goal >= 0.77x" quarry "$Q info $WORK/tube.glb" \
    assimp "$WORK/assimp_load $WORK/tube.glb $GLTF_FLAGS" || true
