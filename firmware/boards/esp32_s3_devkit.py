# ESP32-S3-DevKitC-1 with the same parts: a second profile to show the
# pattern. GPIO 8/9 are the S3's usual I2C pins; 4-7 and 15 are free GPIOs
# that are not strapping pins (0, 3, 45, 46) and not used by octal PSRAM.
BOARD = {
    "name": "ESP32-S3-DevKitC-1",
    "parts": "gpio",              # SSD1306 on I2C, buttons on GPIOs, PWM buzzer
    "i2c_id": 0,
    "sda": 8,
    "scl": 9,
    "i2c_freq": 400000,
    "oled_addr": 0x3C,
    "oled_width": 128,
    "oled_height": 64,
    "oled": "ssd1306",            # the panel (boards/panels.py) and its pixel pitch
    "oled_pitch_um": 170,
    "keys": (4, 5, 6, 7),         # up, down, ok, back
    "keys_active_low": True,
    "buzzer": 15,
    "timer": 0,
    "wake_button": 2,                    # OK (GPIO 6, an RTC pin) wakes it from light sleep
}
