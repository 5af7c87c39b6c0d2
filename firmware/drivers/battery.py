# The battery's charge, for the settings screen [issue 28, optional]: a
# 1-cell LiPo behind a charger board (hardware/README.md), its voltage
# halved by two equal resistors into the ADC pin the profile names
# ("battery": an ADC1 pin, as ADC2 stops while Wi-Fi runs share mode). A
# LiPo's charge is not a straight line of its voltage: a few points of
# its curve at rest (mV, %), straight lines between them. The stand-in
# board reads the voltage from a file instead (drivers/standin.py).
_CURVE = ((3300, 0), (3600, 10), (3700, 30), (3800, 55), (3900, 75), (4000, 85), (4200, 100))


def percent(mv):
    """The charge in % of a cell at `mv` millivolts."""
    if mv <= _CURVE[0][0]:
        return 0
    for i in range(1, len(_CURVE)):
        v, p = _CURVE[i]
        if mv <= v:
            v0, p0 = _CURVE[i - 1]
            return p0 + (p - p0) * (mv - v0) // (v - v0)
    return 100


def on_adc(machine, pin):
    """() -> the charge in %, read from ADC pin `pin` (0 to 3.3 V: 11 dB
    attenuation; read_uv() is the port's calibrated reading), the cell's
    voltage twice the pin's."""
    adc = machine.ADC(machine.Pin(pin))
    adc.atten(machine.ADC.ATTN_11DB)
    return lambda: percent(adc.read_uv() // 500)


def on_file(path):
    """() -> the charge in % from the millivolts written in file `path`,
    or None while there is no such file (no battery)."""
    def level():
        try:
            with open(path) as f:
                return percent(int(f.read()))
        except (OSError, ValueError):
            return None
    return level
