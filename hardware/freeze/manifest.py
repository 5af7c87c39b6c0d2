# The ESP32 image a user flashes: MicroPython with Boneyard frozen in, so its
# bytecode, constants and names run from flash instead of the heap.
#
#   hardware/freeze/build-esp32     (where ESP-IDF is installed; see README.md)
#
# See README.md beside this file. MicroPython's tools/manifestfile.py runs this
# file with its directory as the working directory; relative paths are from here.

# Everything MicroPython's own ESP32 build freezes (asyncio, the port's _boot.py, ...).
include("$(PORT_DIR)/boards/manifest.py")

# The firmware itself: the same manifest the 32-bit unix instrument of
# `make bench` includes.
include("boneyard.py")
