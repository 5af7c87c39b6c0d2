# What the app gets of the hardware: one bundle of small interfaces, built by
# firmware/device.py from the board profile on the device and by the simulator
# from host stand-ins. Nothing under app/ imports `machine`.
#
#   display  a framebuf.FrameBuffer (128x64, MONO_VLSB) with .show() that
#            sends what changed to the panel, .width / .height, .buffer
#            (its bytes, where drivers.text lays letters straight in), and
#            .brightness(level): 2 bright, 1 dimmed, 0 off (the panel keeps its
#            picture for when it is lit again)
#   buttons  .poll() -> next event (drivers.events) or events.NONE, never blocks;
#            optionally .idle(ms): nothing to do for up to ms, the board
#            sleeping lightly, a button waking it (without: clock.sleep_ms)
#   buzzer   .play(tune) with tune a name of drivers.buzzer.TUNES; .volume 0 (mute) .. 3
#   clock    .ticks_ms(), .ticks_diff(a, b), .sleep_ms(n)
#   root     directory for saved matches and settings ("/data" on the device)
#   seed     () -> 32-bit seed for the dealer's generator (os.urandom on the device)
#   battery  (where the board has one) () -> its charge in %, or None
#            (drivers/battery.py); the settings screen shows it

class Hardware:
    def __init__(self, display, buttons, buzzer, clock, root, seed, board=None):
        self.display = display
        self.buttons = buttons
        self.buzzer = buzzer
        self.clock = clock
        self.root = root
        self.seed = seed
        self.board = board
