"""Every board profile in firmware/boards/ loads and is complete, with no
pin used twice and no ESP32 strapping or input-only pin on a key; the PSRAM
boards' profiles [issue 45, item 4] name the stock MicroPython build they
run and leave their PSRAM's pins free."""
import os

import board

import mp

PROFILES = sorted(f[:-3] for f in os.listdir(os.path.join(mp.FIRMWARE, "boards"))
                  if f.endswith(".py") and not f.startswith("_") and f != "panels.py")


def test_every_profile_loads_with_its_parts_pins_each_used_once():
    gpio = [n for n in PROFILES if board.load(n)["parts"] == "gpio"]
    assert {"esp32_devkit", "esp32_devkit_spi", "esp32_s3_devkit", "esp32_wrover", "esp32_s3_psram"} <= set(gpio)
    for name in gpio:
        p = board.load(name)
        pins = list(p["keys"]) + [p["sda"], p["scl"], p["buzzer"]]
        if p.get("oled_bus") == "spi":
            pins += [p[k] for k in ("sck", "mosi", "dc", "cs", "res")]
        assert len(pins) == len(set(pins)), (name, pins)
        strapping = (0, 3, 45, 46) if "S3" in p["name"] else (0, 2, 5, 12, 15)
        for gpio_pin in p["keys"]:
            assert gpio_pin not in strapping, (name, gpio_pin)


def test_the_psram_boards_name_their_stock_build_and_leave_the_psram_pins_free():
    wrover = board.load("esp32_wrover")
    assert wrover["micropython"] == "ESP32_GENERIC-SPIRAM"
    used = set(wrover["keys"]) | {wrover["sda"], wrover["scl"], wrover["buzzer"]}
    assert not used & {16, 17}          # the WROVER's PSRAM
    s3 = board.load("esp32_s3_psram")
    assert s3["micropython"] == "ESP32_GENERIC_S3-SPIRAM_OCT"
    used = set(s3["keys"]) | {s3["sda"], s3["scl"], s3["buzzer"]}
    assert not used & set(range(33, 38))   # octal PSRAM
