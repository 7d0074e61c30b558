#!/usr/bin/env bash
# Every *.cpp and *.h under model io views editor tests is laid out as
# .clang-format says (clang-format 14, the Debian package clang-format).
#
# usage: tests/check_format.sh [--fix] [SOURCE_DIR]
# Without --fix: exit status 1 and the files that differ, with the command
# that formats them. With --fix: formats them in place.
set -euo pipefail
fix=0
if [ "${1:-}" = --fix ]; then
    fix=1
    shift
fi
root=${1:-$(dirname "$0")/..}
cd "$root"
tool=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$tool" ]; then
    # 77: skipped, as CTest's SKIP_RETURN_CODE says (./build.sh test installs it).
    echo "check_format: clang-format is not installed (Debian package clang-format): not checked" >&2
    exit 77
fi
version=$("$tool" --version | sed -n 's/.*version \([0-9]*\).*/\1/p')
if [ "$version" != 14 ]; then
    echo "check_format: $tool is version $version; .clang-format is checked with version 14" >&2
fi
mapfile -d '' files < <(find model io views editor tests \( -name '*.cpp' -o -name '*.h' \) -type f -print0 | sort -z)
if [ "$fix" = 1 ]; then
    printf '%s\0' "${files[@]}" | xargs -0 -n 50 "$tool" -i --style=file
    echo "formatted ${#files[@]} files"
    exit 0
fi
# --dry-run names each place that would change as FILE:LINE:COLUMN: warning.
mapfile -t bad < <(printf '%s\0' "${files[@]}" | xargs -0 -n 100 "$tool" --style=file --dry-run 2>&1 \
                   | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: warning: code should be clang-formatted.*/\1/p' | sort -u)
if [ ${#bad[@]} -gt 0 ]; then
    printf '%s: not formatted as .clang-format says\n' "${bad[@]}"
    echo "${#bad[@]} of ${#files[@]} files differ; format them with: tests/check_format.sh --fix"
    exit 1
fi
echo "${#files[@]} files formatted as .clang-format says"
