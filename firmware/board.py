# Which board profile (firmware/boards/) this flash is for. Change PROFILE
# when building for another board.
PROFILE = "esp32_devkit"

# Keys every profile must give.
KEYS = ("name", "i2c_id", "sda", "scl", "i2c_freq", "oled_addr", "oled_width",
        "oled_height", "keys", "keys_active_low", "buzzer", "timer")


def load(name=None):
    name = name or PROFILE
    try:
        mod = __import__("boards." + name, None, None, ("BOARD",))
    except ImportError:
        raise ValueError("no board profile %r in boards/" % name)
    board = mod.BOARD
    for k in KEYS:
        if k not in board:
            raise ValueError("board profile %r lacks %r" % (name, k))
    return board
