# An ESP32-WROVER DevKit (ESP32-WROVER-E or -B: 4 MB flash, 8 MB PSRAM, of
# which the ESP32 maps 4 MB) with the default board's parts and wiring.
# Stock MicroPython's PSRAM build ("micropython": the download's name)
# gives Python about 4 MB of heap, so the firmware runs as .mpy files
# (make flash of that build, then make deploy), share mode included
# (hardware/README.md: which boards need the frozen image). GPIO 16 and 17
# drive the PSRAM on a WROVER: the default wiring leaves them free (the
# SPI panel's profile, esp32_devkit_spi.py, takes them: not for this board).
from boards.esp32_devkit import BOARD as _DEVKIT

BOARD = dict(_DEVKIT, name="ESP32-WROVER DevKit (PSRAM)", micropython="ESP32_GENERIC-SPIRAM")
