# bench: micropython heapsize=168k mpy=1 args=line-block heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-draw heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-two-player heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-kozel heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-sport heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-sea-kozel heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-general heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-seven heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-kids heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-muggins heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-telephone heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-bergen heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-checheve heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-donkey heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-sausage heap32=1 heapsize32=96k
# bench: micropython heapsize=168k mpy=1 args=line-counting heap32=1 heapsize32=96k
# Issue 11: bench_app's power-on (its boot and figures) for each line game,
# `line-GAME` on a fresh flash (tests/bench/line_poweron.py): the game set
# up with the layout referee (pressed in on its house-rules screen), the
# dealer's pages and three rounds by buttons, each tile with its end and
# number. A script of their own, so bench_app's harness carries none of
# their code. The cross and fives games' power-ons (issue 12, line-muggins
# ... line-donkey) are the same on their layout referee
# (app.screens.cross.referee); line-sausage on Sausage's
# (app.screens.sausage.referee); line-counting on the counting game's
# (app.screens.counting.referee, step 2.1). Measured (held between presses; smallest
# heap the power-on completes in, bisected with host_tools.bench's
# run_micropython):
#   32-bit build (the ESP32's object sizes), heapsize32=96k:
#     line games   held 40.8-42.4 KB, smallest 76-84 KB, 713-747 names
#     cross games  held 46.9-47.3 KB, smallest 81-82 KB, 796-818 names
#     Sausage      held 45.5 KB, smallest 77 KB, 778 names
#   64-bit port, in a larger heap (the header lines):
#     line games   held 58.6-60.9 KB, smallest 107-118 KB, 689-722 names
#     cross games  held 66.9-67.5 KB, smallest 114-115 KB, 769-792 names
#     Sausage      held 65.3 KB, 753 names
# (The referees' shared picker keys, app.screens.picker, cost 0.15-0.2 KB
# of these on the 32-bit build.)
# Within the 48 KB target and 96 KB on the 32-bit build; over both on the
# 64-bit port, where the power-on interns past the 620 names at which the
# port adds a sixth qstr pool (~7 KB) and the dealer's press alone holds
# ~51 KB. The 64-bit cross figures move by up to 8 KB with the harness's
# own code (Muggins, Chechevé and Donkey: 73.4-73.7 KB here, 65.8-66.3 KB
# with a per-screen tally added to bench_app's handle):
# the unix port's GC scans the C stack conservatively, and a stale word in
# a live frame keeps a dropped module reachable. The cross referee holds
# rules.cross.layout, not the engine (rules.cross.position with rules.line.position's deal
# code), and loads rules.cross.check only for the press that reports a play.
import sys

from bench_app import run
from line_poweron import one_line_game

for out in run(lambda app: one_line_game(app, sys.argv[-1][5:])):
    print("%s: %s" % out)
