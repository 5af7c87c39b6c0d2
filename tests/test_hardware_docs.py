"""The wiring table in hardware/README.md matches the default board profile
(firmware/boards/esp32_devkit.py): someone soldering from the docs gets the
pins the firmware reads."""
import os
import re

import mp
from boards.esp32_devkit import BOARD

DOC = os.path.join(mp.ROOT, "hardware", "README.md")


def wiring_table():
    rows = {}
    with open(DOC) as f:
        text = f.read()
    section = text.split("## Wiring", 1)[1].split("\n## ", 1)[0]
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and re.fullmatch(r"\d+", cells[1]):
            rows[cells[0]] = int(cells[1])
    return rows, section


def test_wiring_table_matches_the_board_profile():
    rows, _ = wiring_table()
    up, down, ok, back = BOARD["keys"]
    assert rows == {
        "OLED SDA": BOARD["sda"], "OLED SCL": BOARD["scl"],
        "Button up": up, "Button down": down, "Button ok": ok, "Button back": back,
        "Buzzer": BOARD["buzzer"],
    }


def test_diagram_and_address_agree_with_the_profile():
    _, section = wiring_table()
    assert "address 0x%02X" % BOARD["oled_addr"] in section
    for gpio in (BOARD["sda"], BOARD["scl"], BOARD["buzzer"]) + tuple(BOARD["keys"]):
        assert "GPIO%d " % gpio in section + " "
