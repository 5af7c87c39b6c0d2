# Device drivers: the only code that touches `machine`. Each driver keeps its
# hardware-independent part (state machines, diffing, tune stepping) apart
# from the few lines binding machine.Pin / I2C / PWM, so the logic is tested
# on the host with a fake clock and an emulated panel.
