# bench: micropython heapsize=64k
# bench: cpython
# Issue 5: bytes sent to the OLED per typical screen update with the diffing
# driver, against a full redraw (what micropython-lib's driver sends every
# time), on the emulated panel; and the heap the driver takes.
from benchlib import MICROPYTHON, heap_used, report

import host_tools  # noqa: F401
from app import draw
from host_tools.oled import Panel

before = heap_used()
from drivers.ssd1306 import SSD1306  # noqa: E402
panel = Panel()
d = SSD1306(panel)
after = heap_used()
if MICROPYTHON:
    report("display driver + 1 KB frame + 1 KB shadow heap", after - before, "bytes")

FULL = 12 + 1 + 1024   # micropython-lib show(): 6 two-byte commands, control byte, frame


def sent(fn):
    b = panel.bus_bytes
    fn()
    d.show()
    assert panel.frame() == d.buffer
    return panel.bus_bytes - b


names = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank"]
scores = ["12", "40", "7", "103", "55", "0"]
state = {"sel": 0, "top": 0}


def menu_screen():
    d.fill(0)
    draw.title(d, "Totals")
    state["top"] = draw.menu(d, names, state["sel"], state["top"], values=scores)


sent(menu_screen)
cases = []


def move():
    state["sel"] += 1
    menu_screen()


cases.append(("move selection in a list", sent(move)))


def total():
    d.fill(0)
    draw.title(d, "Bob's turn")
    draw.big_center(d, "40", 20, 24)


sent(total)


def bump():
    d.fill(0)
    draw.title(d, "Bob's turn")
    draw.big_center(d, "45", 20, 24)


cases.append(("change a big total", sent(bump)))


def toast():
    draw.toast(d, "Saved")


cases.append(("show a toast", sent(toast)))
cases.append(("nothing changed", sent(lambda: None)))
for name, n in cases:
    report("%s: bytes to panel (full redraw %d)" % (name, FULL), n, "(%.0f%%)" % (100.0 * n / FULL))
