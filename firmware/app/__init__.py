# The device app: screens and app logic, hardware-free. It sees the hardware
# only through app.hw.Hardware and button events from app.events.
