# The default board with the panel recommended for the table
# (hardware/README.md): a 2.42" SSD1309 module as it is sold, on 4-wire SPI
# (drivers/spi_bus.py). Set board.PROFILE = "esp32_devkit_spi" to build for
# it. VSPI's clock and data pins, and three free GPIOs that are not
# strapping pins for D/C, CS and reset; the rest as the default board's.
# (Its own profile, not keys in the default's: on the .mpy path each new
# name is interned on the heap, and eight of them took the Mexican Train
# match's smallest heap from 121 to 129 KB: a new qstr pool.)
from boards.esp32_devkit import BOARD as _DEVKIT

BOARD = dict(_DEVKIT, name="ESP32-WROOM-32 DevKit, 2.42\" SSD1309 on SPI", oled="ssd1309", oled_pitch_um=430,
             oled_bus="spi", spi_id=2, spi_baud=10000000, sck=18, mosi=23, dc=16, cs=4, res=17)
