#!/usr/bin/env bash
# Sets up a Debian 12 machine for Quarry, builds it, and then either opens
# the editor on the bundled sample (`./build.sh run`), runs every test
# (`./build.sh test`), every test under the sanitizers (`./build.sh test-asan`)
# or every reader under libFuzzer (`./build.sh fuzz [SECONDS]`), or makes the
# Debian package (`./build.sh package`). Safe to run again: packages already
# present are not reinstalled.
set -euo pipefail
cd "$(dirname "$0")"

mode=${1:-run}
shift || true

packages=(
    cmake ninja-build g++                       # the build
    qt6-base-dev libqt6opengl6-dev              # Qt Core, Gui, Widgets, OpenGL, OpenGLWidgets, Test
    qt6-qpa-plugins                             # Qt's X11 platform plugin (a recommendation only)
    libgl1-mesa-dri                             # OpenGL in software where there is no GPU driver
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools  # Linguist tools (lupdate, lrelease)
    libstb-dev                                  # stb_image: TGA (every variant), PSD and HDR textures
    qt6-image-formats-plugins                   # the other texture formats through QImage (WebP, TIFF)
    libgl-dev                                   # OpenGL headers
    libassimp-dev                               # import of interchange formats
    libtinyxml2-dev                             # XMF/XSF/XAF/XRF
    libtinygltf-dev                             # glTF 2.0 and GLB reading (io/gltf)
    libmeshoptimizer-dev                        # vertex-cache and vertex-fetch order (convert --optimize)
    libzip-dev                                  # game archives (.pk3, .dpk) of engine targets (convert --pack)
    pybind11-dev python3-dev                    # the Python module and `quarry script`
)
if [ "$mode" = test ] || [ "$mode" = bench ] || [ "$mode" = test-asan ]; then
    packages+=(
        xvfb xauth                              # a display for GUI and OpenGL tests
        libcal3d12-dev                          # the reference XMF reader the tests compare with
        assimp-utils                            # the reference importer the tests compare with
        desktop-file-utils appstream            # validate the desktop entry and the AppStream metainfo
        shared-mime-info xdg-utils              # recognise the installed MIME types as a desktop does
        dpkg-dev                                # dpkg-shlibdeps: the package's Depends
        unzip                                   # an independent reader of the game archives (--pack)
        imagemagick                             # an independent decoder of the TGA, PSD and HDR fixtures and Quake II's PCX skins
        darkplaces-server                       # an engine that loads the exported models (tst_target_lods)
        openarena                               # ioquake3 and OpenArena's data (about 450 MB): the exported Quake III players in the real game (tst_target_game)
        darkplaces nexuiz-data                  # the DarkPlaces client and Nexuiz's data (about 730 MB with nexuiz-textures): the exported players in a real client (tst_target_darkplaces)
        quakespasm                              # a Quake engine: the quakespasm target's .mdl loaded and drawn on data the test makes (tst_target_quakespasm)
        clang-format                            # the layout check (tests/check_format.sh)
        lld                                     # a faster linker for the hundred-odd test executables
        openarena-081-players                   # shipped MD3 players for the lossless and retime tests (about 75 MB)
    )
fi
if [ "$mode" = package ]; then
    packages+=(
        dpkg-dev                                # dpkg-shlibdeps: the package's Depends
    )
fi
if [ "$mode" = fuzz ]; then
    packages+=(
        clang libclang-rt-14-dev llvm           # libFuzzer and the sanitizer runtimes for clang
    )
fi
if [ "$mode" = run ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    packages+=(xvfb xauth)
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing: ${missing[*]}"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi

jobs=$(nproc)
case "$mode" in
run)
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DQUARRY_BUILD_TESTS=OFF
    cmake --build build -j "$jobs" --target quarry
    sample=resources/sample/sample.iqe
    [ -f "$sample" ] || sample=""
    if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
        # Qt wants a private runtime directory; a bare root shell has none.
        XDG_RUNTIME_DIR=$(mktemp -d)
        export XDG_RUNTIME_DIR
    fi
    if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        echo "No display: starting the editor under xvfb-run."
        exec xvfb-run -a -s "-screen 0 1600x1000x24 -noreset" build/editor/quarry $sample "$@"
    fi
    exec build/editor/quarry $sample "$@"
    ;;
test)
    # Line tables only (-g1): failures and backtraces still name every line,
    # and the hundred test executables take about 1.5 GB instead of the 10 GB
    # that full debug information copied into each of them would.
    cmake -S . -B build-test -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
        -DQUARRY_BUILD_TESTS=ON -DQUARRY_WERROR=ON
    cmake --build build-test -j "$jobs"
    cd build-test
    # One X server for the whole run; GUI and OpenGL suites use it.
    exec xvfb-run -a -s "-screen 0 1600x1000x24 -noreset" ctest --output-on-failure -j "$jobs" "$@"
    ;;
test-asan)
    # Every suite with AddressSanitizer and UndefinedBehaviorSanitizer (gcc).
    # Slow (about 3x the plain run): not in CI, run before every submission.
    # -O1 and line tables only: quicker to build than -O2 -g, and the
    # reports still name every line.
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
        -DQUARRY_BUILD_TESTS=ON -DQUARRY_WERROR=ON -DQUARRY_SANITIZE=ON
    cmake --build build-asan -j "$jobs"
    cd build-asan
    # Leaks are reported at exit; third-party reports that are not ours are
    # listed, with the reason, in tests/sanitizers/*.supp.
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:${ASAN_OPTIONS:-}"
    export LSAN_OPTIONS="suppressions=$PWD/../tests/sanitizers/lsan.supp:print_suppressions=0:${LSAN_OPTIONS:-}"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$PWD/../tests/sanitizers/ubsan.supp:${UBSAN_OPTIONS:-}"
    exec xvfb-run -a -s "-screen 0 1600x1000x24 -noreset" ctest --output-on-failure -j "$jobs" --timeout 1500 "$@"
    ;;
fuzz)
    # libFuzzer targets for every reader, each run SECONDS (default 60).
    seconds=${1:-60}
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
        -DQUARRY_BUILD_TESTS=OFF -DQUARRY_FUZZ=ON
    cmake --build build-fuzz -j "$jobs" --target fuzzers
    tests/fuzz/run_fuzzers.sh build-fuzz "$seconds"
    ;;
bench)
    cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DQUARRY_BUILD_TESTS=OFF -DQUARRY_BUILD_BENCH=ON
    cmake --build build-bench -j "$jobs"
    exec xvfb-run -a -s "-screen 0 1600x1000x24 -noreset" cmake --build build-bench --target run_benchmarks
    ;;
package)
    # Release build, installed under /usr in the package; Depends from dpkg-shlibdeps.
    cmake -S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release -DQUARRY_BUILD_TESTS=OFF
    cmake --build build-package -j "$jobs" --target quarry
    (cd build-package && cpack -G DEB)
    ls build-package/*.deb
    ;;
*)
    echo "usage: $0 run|test|test-asan|bench|fuzz [SECONDS]|package" >&2
    exit 2
    ;;
esac
