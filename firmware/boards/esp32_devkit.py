# The default board (DEVELOPERS.md): ESP32-WROOM-32 DevKit (DevKitC or the
# 30-pin DOIT board), SSD1306 128x64 I2C OLED, four push buttons to ground,
# passive piezo buzzer. Buttons use GPIOs with internal pull-ups that are not
# strapping pins (0, 2, 5, 12, 15) and not input-only (34-39, no pull-ups).
BOARD = {
    "name": "ESP32-WROOM-32 DevKit",
    "parts": "gpio",              # SSD1306 on I2C, buttons on GPIOs, PWM buzzer
    "i2c_id": 0,
    "sda": 21,
    "scl": 22,
    "i2c_freq": 400000,
    "oled_addr": 0x3C,
    "oled_width": 128,
    "oled_height": 64,
    "oled": "ssd1306",            # the 0.96" module; "sh1106": a 1.3" one; "ssd1309": a 2.42" one (on SPI: esp32_devkit_spi.py)
    "oled_pitch_um": 170,         # its pixel pitch (boards/panels.py): 230 for the 1.3", 430 for the 2.42"
    "keys": (32, 33, 25, 26),     # up, down, ok, back (drivers.events order)
    "keys_active_low": True,      # button to GND, internal pull-up
    "buzzer": 27,                 # PWM to the piezo
    "timer": 0,                   # hardware timer sampling the buttons
    "wake_button": 2,                    # the key (OK, GPIO 25: an RTC pin) that wakes it from light sleep
}
