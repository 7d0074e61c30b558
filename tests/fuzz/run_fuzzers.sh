#!/usr/bin/env bash
# Runs every fuzz target of a -DQUARRY_FUZZ=ON build for SECONDS each:
#   tests/fuzz/run_fuzzers.sh BUILD_DIR [SECONDS] [READER...]
# Seeds: Quarry's sample model in every format (tests/fuzz/seeds), the files of
# ../shared/corpus and the tests' fixtures with the reader's extensions, and
# the kept regressions (tests/fuzz/regressions/READER). What libFuzzer learns
# stays in BUILD_DIR/fuzz-corpus/READER for the next run; a crash, leak,
# timeout or allocation over the limit is written to BUILD_DIR/fuzz-crashes/READER.
set -uo pipefail
cd "$(dirname "$0")/../.."
build=${1:?usage: run_fuzzers.sh BUILD_DIR [SECONDS] [READER...]}
seconds=${2:-60}
shift 2 || shift $#
readers=("$@")
[ ${#readers[@]} -eq 0 ] && readers=(iqe iqm md3 mdl md2 md5mesh md5anim qm xmf xsf xaf xrf cmf csf caf crf cfg xpf cpf framegroups
    animationcfg animationmap glb gltf pak pcx)
corpus=${QUARRY_CORPUS_DIR:-../shared/corpus}

# The names of a reader's files: its extension, or the name the games
# give the file (animation.cfg); --animation-map files have no name of
# their own and take their seeds from tests/fuzz/seeds alone.
patterns() {
    case "$1" in
    animationcfg) echo "animation.cfg" ;;
    animationmap) ;;
    *) echo "*.$1" ;;
    esac
}

seeds=$build/fuzz-seeds
rm -rf "$seeds"

failed=()
for reader in "${readers[@]}"; do
    mkdir -p "$seeds/$reader" "$build/fuzz-corpus/$reader" "$build/fuzz-crashes/$reader"
    [ -d "tests/fuzz/seeds/$reader" ] && cp -t "$seeds/$reader" tests/fuzz/seeds/"$reader"/*
    pattern=$(patterns "$reader")
    if [ -n "$pattern" ]; then
        n=0
        while IFS= read -r -d '' file; do
            # Files the games give one name (animation.cfg) are kept apart
            # under numbered names; others by their own.
            n=$((n + 1))
            name=$(basename "$file")
            [[ "$pattern" == *"*"* ]] || name="$n-$name"
            cp "$file" "$seeds/$reader/$name"
        done < <(
            [ -d "$corpus" ] && find "$corpus" -type f -iname "$pattern" -print0 2>/dev/null
            find tests resources -type f -iname "$pattern" -not -path "tests/fuzz/*" -print0 2>/dev/null
        )
    fi
    [ -d "tests/fuzz/regressions/$reader" ] && cp -t "$seeds/$reader" tests/fuzz/regressions/"$reader"/* 2>/dev/null
    echo "== fuzz_$reader: $seconds s, $(ls "$seeds/$reader" | wc -l) seeds"
    start=$(date +%s)
    # 64x the largest input is far more than any reader needs: a bigger
    # allocation is a count taken from the file unchecked.
    "$build/tests/fuzz/fuzz_$reader" -max_total_time="$seconds" -timeout=10 -max_len=131072 \
        -rss_limit_mb=2560 -malloc_limit_mb=512 -print_final_stats=1 \
        -artifact_prefix="$build/fuzz-crashes/$reader/" \
        "$build/fuzz-corpus/$reader" "$seeds/$reader" > "$build/fuzz-$reader.log" 2>&1
    status=$?
    end=$(date +%s)
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$build/fuzz-$reader.log" | grep -o '[0-9]*$')
    cov=$(grep -o 'cov: [0-9]*' "$build/fuzz-$reader.log" | tail -1)
    echo "   ran $((end - start)) s, ${execs:-?} inputs, $cov, exit $status (log: $build/fuzz-$reader.log)"
    if [ $status -ne 0 ]; then
        failed+=("$reader")
        grep -m3 -E 'ERROR|SUMMARY|runtime error' "$build/fuzz-$reader.log" | sed 's/^/   /'
        ls "$build/fuzz-crashes/$reader" | sed 's/^/   kept: /'
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "Failed: ${failed[*]}"
    exit 1
fi
echo "All fuzz targets ran clean."
