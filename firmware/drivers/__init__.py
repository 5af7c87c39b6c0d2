# Device drivers: the only code that touches `machine`. Each driver keeps its
# hardware-independent part (state machines, diffing, tune stepping) apart
# from the few lines binding machine.Pin / I2C / PWM, so the logic is tested
# on the host with a fake clock and an emulated panel.


def seed():
    """A 32-bit seed for the dealer's generator, from os.urandom (here, as
    the package stays loaded while its drivers do: device.py does not)."""
    import os
    b = os.urandom(4)
    return b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
