# A screen module that hands a game to another screen's module in its
# Screen() (the line referee to the cross games' or Sausage's, the line
# dealer to Sausage's): the other module's code stays while it is shown,
# and the modules named in `gone` leave the heap after this press.
import sys


def screen(app, arg, name, gone):
    had = set(sys.modules)
    mod = __import__("app.screens." + name, None, None, ("Screen",))
    keep = app.keep
    for m in sys.modules:
        if m not in had:
            keep.add(m)
    for m in gone:
        keep.discard(m)
    return mod.Screen(app, arg)
