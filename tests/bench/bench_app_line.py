# bench: micropython heapsize=144k mpy=1 args=line-block heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-draw heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-two-player heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-kozel heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-sport heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-sea-kozel heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-general heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-seven heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-kids heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-muggins heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-telephone heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-bergen heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-checheve heap32=1 heapsize32=96k
# bench: micropython heapsize=144k mpy=1 args=line-donkey heap32=1 heapsize32=96k
# Issue 11: bench_app's power-on (its boot and figures) for each line game,
# `line-GAME` on a fresh flash (tests/bench/line_poweron.py): the game set
# up with the layout referee (pressed in on its house-rules screen), the
# dealer's pages and three rounds by buttons, each tile with its end and
# number. They intern 720-741 names on the 64-bit port, past the sixth
# pool, and hold 57-60 KB there: over the
# 48 KB target, so they run in a larger heap (the header lines); on the
# 32-bit port they hold 45-47 KB and run in 96 KB (heapsize32). A script of
# their own, so bench_app's harness carries none of their code. The cross
# and fives games' power-ons (issue 12, line-muggins ... line-donkey) are
# the same on their layout referee (app.screens.cross_referee). They hold
# 80-92 KB on the 64-bit port and 62-64 KB on the 32-bit build (rules.cross
# now imports rules.line's deal code, so the line engine stays beside the
# cross referee), over the target, and run in 96k on the 32-bit build.
import sys

from bench_app import run
from line_poweron import one_line_game

for out in run(lambda app: one_line_game(app, sys.argv[-1][5:])):
    print("%s: %s" % out)
