# A panel on 4-wire SPI (the 2.42" SSD1309 modules come set for it; the
# SSD1306 and SH1106 ones are sold both ways), behind the two I2C calls
# the panel drivers make (drivers/ssd1306.py, sh1106.py, ssd1309.py): on
# I2C each write starts with a control byte, 0x00 for commands and 0x40
# for display data; on SPI that choice is the D/C pin's level, and the
# bytes after it go out with CS held low. So each driver runs on either
# bus unchanged, and a profile says which (hardware/README.md: wiring).


class SpiBus:
    def __init__(self, spi, dc, cs, res, clock):
        """spi: a machine.SPI; dc, cs, res: output Pins (D/C, chip select,
        reset); the panel is reset once, as its datasheet's power-on
        sequence asks (RES# low at least 3 us, then high)."""
        self.spi = spi
        self.dc = dc
        self.cs = cs
        cs(1)
        res(1)
        clock.sleep_ms(1)
        res(0)
        clock.sleep_ms(10)
        res(1)

    def writeto(self, addr, buf):
        """An I2C write of a control byte and what follows (addr: unused,
        SPI has CS instead)."""
        self.writevto(addr, (buf,))

    def writevto(self, addr, bufs):
        self.dc(1 if bufs[0][0] & 0x40 else 0)
        self.cs(0)
        first = True
        for b in bufs:
            if first:
                first = False
                if len(b) > 1:
                    self.spi.write(memoryview(b)[1:])
            else:
                self.spi.write(b)
        self.cs(1)


def on_profile(machine, board, clock):
    """The SpiBus of a profile with "oled_bus": "spi" (boards/
    esp32_devkit_spi.py): its SPI bus, clock and data pins, D/C, CS and
    reset."""
    P = machine.Pin
    spi = machine.SPI(board["spi_id"], baudrate=board["spi_baud"], sck=P(board["sck"]), mosi=P(board["mosi"]))
    return SpiBus(spi, P(board["dc"], P.OUT), P(board["cs"], P.OUT), P(board["res"], P.OUT), clock)
