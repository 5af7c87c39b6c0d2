# The board runs main.py as source, compiling it on its own heap and keeping
# every name it uses: so this stays two lines, and the entry point's code is
# device.py, deployed as .mpy like the rest.
import device
device.run()
