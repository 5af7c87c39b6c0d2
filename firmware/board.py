# Which board profile (firmware/boards/) this flash is for. Change PROFILE
# when building for another board.
PROFILE = "esp32_devkit"

# Ports that are no board get their own profile, by sys.platform: the unix
# port runs the stand-in board (boards/unix_standin.py). Every other
# platform ("esp32" on the ESP32 and the S3) gets PROFILE.
BY_PLATFORM = {"linux": "unix_standin", "darwin": "unix_standin"}

# Keys every profile must give, by its kind of parts.
KEYS = {
    "gpio": ("name", "i2c_id", "sda", "scl", "i2c_freq", "oled_addr", "oled_width",
             "oled_height", "keys", "keys_active_low", "buzzer", "timer"),
    "standin": ("name", "screen", "keys_file", "oled_width", "oled_height"),
}


def for_platform(platform):
    """The profile name device.py uses on `platform` (sys.platform)."""
    return BY_PLATFORM.get(platform, PROFILE)


def load(name=None):
    name = name or PROFILE
    try:
        mod = __import__("boards." + name, None, None, ("BOARD",))
    except ImportError:
        raise ValueError("no board profile %r in boards/" % name)
    board = mod.BOARD
    keys = KEYS.get(board.get("parts"))
    if keys is None:
        raise ValueError("board profile %r has no known parts (%s)" % (name, " or ".join(sorted(KEYS))))
    for k in keys:
        if k not in board:
            raise ValueError("board profile %r lacks %r" % (name, k))
    return board
