#!/usr/bin/env python3
"""Times whole processes, alternating: used by compare_builds.sh and peers.sh.

    alternate.py RUNS LABEL NAME_A COMMAND_A NAME_B COMMAND_B

Each command is a shell-quoted string. A and B run in turn RUNS times; each
run is the command twice in a row after `sync` (so that no process waits for
the disk to take the previous one's output), and the second is counted. Prints
one line: the medians of the wall and processor times (user + system, every
thread) of each, and B's over A's (above 1: A is faster). A command that
fails prints "failed" for the line instead.

Processor time counts every process the command started, those that outlive
it too (Quarry's Assimp reader ends after the editor that started it): this
program adopts them (PR_SET_CHILD_SUBREAPER) and reaps them after each run.
"""
import ctypes
import os
import shlex
import statistics
import subprocess
import sys
import time


def adopt_orphans():
    try:
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass


def reap_rest():
    """Processor seconds of the adopted processes, once they have ended."""
    seconds = 0.0
    while True:
        try:
            pid, _, usage = os.wait4(-1, 0)
        except ChildProcessError:
            return seconds
        seconds += usage.ru_utime + usage.ru_stime


def run(command):
    os.sync()
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    rest = reap_rest()
    if status != 0:
        return None
    return wall, usage.ru_utime + usage.ru_stime + rest


def main():
    if len(sys.argv) != 7:
        sys.exit(__doc__)
    adopt_orphans()
    runs, label = int(sys.argv[1]), sys.argv[2]
    sides = [(sys.argv[3], shlex.split(sys.argv[4])), (sys.argv[5], shlex.split(sys.argv[6]))]
    times = {name: ([], []) for name, _ in sides}
    for _ in range(runs):
        for name, command in sides:
            for repeat in range(2):
                t = run(command)
                if t is None:
                    print(f"{label}: {name} failed: {shlex.join(command)}")
                    return 1
            times[name][0].append(t[0])
            times[name][1].append(t[1])
    (a, _), (b, _) = sides
    wa, ca = statistics.median(times[a][0]), statistics.median(times[a][1])
    wb, cb = statistics.median(times[b][0]), statistics.median(times[b][1])
    print(f"{label}: {a} {wa * 1000:.0f} ms ({ca * 1000:.0f} ms cpu), {b} {wb * 1000:.0f} ms ({cb * 1000:.0f} ms cpu): "
          f"{b}/{a} {wb / wa:.2f}x wall, {cb / ca:.2f}x cpu")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
