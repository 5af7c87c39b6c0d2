# The stand-in board: MicroPython's unix port, which host_tools/fake_board.py
# puts behind a serial port with a host directory as its flash (mounted at
# /). It is no hardware: the unix port has no I2C, GPIO or PWM. Its parts are
# files on that flash (drivers/standin.py), so the deployed app boots and runs
# there as on the ESP32: the screen is written to /screen.txt on every
# change, words written to /keys.txt (up down ok back, ok-long ...) are
# pressed, the buzzer is silent, a battery's voltage is read from
# /battery.txt when there is one. firmware/board.py picks this profile on the
# unix port by itself.
BOARD = {
    "name": "MicroPython unix port (stand-in board)",
    "parts": "standin",
    "screen": "/screen.txt",
    "keys_file": "/keys.txt",
    "oled_width": 128,
    "oled_height": 64,
    "battery": "/battery.txt",    # a LiPo's millivolts, where a test writes them (none: no battery)
}
