# One module per screen, imported when it is shown and dropped when it is
# left (app.main.App.go), so only the current screen's code is on the heap.
#
# A screen is a class Screen(app, arg) with key(ev) and draw(fb); it may add
# tick(now) -> True to redraw without a key (animations) and undo() -> True
# when it undoes something itself.
