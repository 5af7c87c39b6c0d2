# The 128x64 OLED panels sold for these boards, by the driver a profile's
# "oled" names: the diagonal and the pixel pitch in micrometres (the
# active area's width over 128 columns, from the modules' datasheets:
# 21.74, 29.42 and 55.01 mm). The 2.42" SSD1309 is the one
# hardware/README.md recommends for the table: its text sizes are the
# ones tests/test_legibility.py holds the screens to. Data for the host
# tools and the tests; the device reads its own profile's pitch.
PANELS = (("ssd1306", '0.96"', 170), ("sh1106", '1.3"', 230), ("ssd1309", '2.42"', 430))
RECOMMENDED = "ssd1309"
