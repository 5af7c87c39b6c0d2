# bench: micropython heapsize=192k mpy=1 args=line-block heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-draw heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-two-player heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-kozel heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-sport heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-sea-kozel heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-general heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-seven heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-kids heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-muggins heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-telephone heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-bergen heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-checheve heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-donkey heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-sausage heap32=1 heapsize32=144k
# bench: micropython heapsize=192k mpy=1 args=line-counting heap32=1 heapsize32=144k
# Issue 11: bench_app's power-on (its boot and figures) for each line game,
# `line-GAME` on a fresh flash (tests/bench/line_poweron.py): the game set
# up with the layout referee (pressed in on its house-rules screen), the
# dealer's pages and three rounds by buttons, each tile with its end and
# number. A script of their own, so bench_app's harness carries none of
# their code. The cross and fives games' power-ons (issue 12, line-muggins
# ... line-donkey) are the same on their layout referee
# (app.screens.cross.referee); line-sausage on Sausage's
# (app.screens.sausage.referee); line-counting on the counting game's
# (app.screens.counting.referee, step 2.1). Each runs in the heap make
# deploy states for the .mpy path (host_tools/deploy.py MPY_HEAP_KB: 192 KB
# on the 64-bit port, 144 KB on the 32-bit micropython32, the ESP32's
# object sizes); tests/test_bench.py runs every one of these lines, so a
# game that outgrows that heap fails `make test`. The smallest heap each
# completes in is bench_app_heap's (on both ports): on micropython32, as
# .mpy, 110-120 KB the line and cross games, Sausage 107 KB, the
# counting game 122 KB (tests/bench/README.md). The device runs them
# frozen: bench_frozen. The unix port's GC scans the C stack
# conservatively, so a stale word in a live frame can keep a dropped
# module reachable: the figures move by a few KB with the harness's code.
import sys

from bench_app import run
from line_poweron import one_line_game

for out in run(lambda app: one_line_game(app, sys.argv[-1][5:])):
    print("%s: %s" % out)
