# An ESP32-S3-DevKitC-1 N8R8 or N16R8 (8 or 16 MB flash, 8 MB octal PSRAM)
# with the S3 profile's parts and wiring (esp32_s3_devkit.py: its pins
# leave the octal PSRAM's GPIO 33-37 free). Stock MicroPython's octal
# PSRAM build ("micropython": the download's name) gives Python about
# 8 MB of heap, so the firmware runs as .mpy files (make flash of that
# build, then make deploy), share mode included (hardware/README.md).
from boards.esp32_s3_devkit import BOARD as _S3

BOARD = dict(_S3, name="ESP32-S3-DevKitC-1 N8R8 / N16R8 (octal PSRAM)", micropython="ESP32_GENERIC_S3-SPIRAM_OCT")
