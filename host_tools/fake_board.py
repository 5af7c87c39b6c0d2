"""A stand-in for a MicroPython board on a serial port: the MicroPython unix
port behind a pseudo-terminal pair.

    python -m host_tools.fake_board FLASH_DIR     # prints the port, runs until Ctrl-C

Example (make fake-board does this), then deploying to the port it prints:
    python -m host_tools.fake_board build/fake-flash
    make deploy PORT=/dev/pts/5

`mpremote connect <port> ...` and `make deploy PORT=<port>` work against the
port it prints. Everything that answers there is the real MicroPython runtime:
its own REPL, raw REPL and raw-paste protocol (shared/runtime/pyexec.c, the
same code a board runs), its own `os`, `hashlib`, `binascii` and importer.
FLASH_DIR is mounted at `/` with `os.VfsPosix` and made the working
directory, so `/main.py`, `/rules/...` and `/data/...` are files in FLASH_DIR,
as they are files in the ESP32's flash filesystem. There the deployed
main.py runs the app on the stand-in board's profile (firmware/boards/
unix_standin.py): its screen is FLASH_DIR/screen.txt, its buttons words
written to FLASH_DIR/keys.txt (hardware/README.md).

What this module adds is what the unix port lacks. One: `os.rename` with
absolute paths on a VfsPosix that has a root fails with ENOENT in this build
(micropython#7389, fixed upstream by PR #19570 after it), so the flash is a
VfsPosix subclass whose rename goes through host paths. Two: a soft reset. The unix
port leaves the process on Ctrl-D (in either REPL) or SystemExit (or, for
main.py's SystemExit, this module's boot code asks for a restart), where a
board prints "MPY: soft reboot", runs boot.py, and then, coming from the
friendly REPL, main.py, before its REPL comes back in the mode it left. This
supervisor starts a new `micropython` process to do the same, keeps the
serial port open across the restart, and holds input back while the new
process starts, as a board's UART buffer does.
"""
import os
import re
import select
import subprocess
import sys
import tempfile
import termios
import threading
import time
import tty

from host_tools.deploy import venv_tool

RAW_ENTERED = b"raw REPL; CTRL-B to exit\r\n"
FRIENDLY_ENTERED = b'Type "help()" for more information.\r\n'
BANNER = re.compile(rb'MicroPython [^\r\n]*\r\nType "help\(\)" for more information\.\r\n>>> $')
SOFT_REBOOT = b"MPY: soft reboot\r\n"
_OUTBOX_MAX = 1 << 20   # the host side buffers this much of what nobody reads yet

# What a board does between reset and its REPL, run by the new process with
# `micropython -i -c`: the flash at / as the working directory, then boot.py
# and (friendly mode only) main.py in __main__, printing their exceptions.
_BOOT = """\
open(%(ready)r, 'w').close()
import os as _os, sys as _sys
class _Flash(_os.VfsPosix):
    def rename(self, old, new):
        type(self).host.rename(self._host(old), self._host(new))
    def _host(self, p):
        if p[:1] != '/':
            p = self.getcwd().rstrip('/') + '/' + p
        return %(flash)r + p
_Flash.host = _os.VfsPosix()
_os.umount('/')
_os.mount(_Flash(%(flash)r), '/')
_os.chdir('/')
for _f in %(files)r:
    # A board runs a frozen main.py before one on its flash (pyexec_file_if_exists).
    _image = %(frozen)r and _f == 'main.py'
    try:
        _image or _os.stat(_f)
    except OSError:
        continue
    try:
        if _image:
            _sys.path.insert(0, '.frozen')
            __import__('main')
        else:
            execfile(_f)
    except SystemExit:
        # sys.exit() or machine.soft_reset() in main.py: a board soft-resets,
        # where `micropython -i` would go on to its REPL. Ask the supervisor.
        _Flash.host.open(%(reset)r, 'w').close()
        import time
        time.sleep(60)
    except BaseException as _e:
        _sys.print_exception(_e)
del _os, _sys, _f, _Flash
"""


def _serial_mode(fd, isig):
    """A UART-like line: no echo, no line editing, no newline translation;
    with isig, Ctrl-C raises SIGINT (the unix port's KeyboardInterrupt
    while it runs code, as a board's UART IRQ does)."""
    tty.setraw(fd)
    if isig:
        attr = termios.tcgetattr(fd)
        attr[3] |= termios.ISIG
        termios.tcsetattr(fd, termios.TCSANOW, attr)


class FakeBoard:
    """Start with `with FakeBoard(flash_dir) as board:`; connect to board.port."""

    def __init__(self, flash_dir, heapsize=None, binary=None, frozen=False):
        """binary: another unix port (default: the project's); frozen: it
        has Boneyard frozen in (host_tools/instrument.py), whose main.py
        runs at boot as a frozen image's does."""
        self.flash = os.path.abspath(flash_dir)
        self.binary = binary
        self.frozen = frozen
        os.makedirs(self.flash, exist_ok=True)
        self.heapsize = heapsize
        self.boots = 0
        self._log = bytearray()
        self._log_lock = threading.Lock()
        self._stop = False
        self._raw = False  # REPL mode the running process was last in
        self._outbox = bytearray()  # output the pty could not take yet (_send)
        self._proc = None
        self._tmp = tempfile.mkdtemp(prefix="fake-board-")
        self._master, self._slave = os.openpty()
        _serial_mode(self._slave, isig=False)
        os.set_blocking(self._master, False)
        self.port = os.ttyname(self._slave)
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.close()

    def start(self):
        self._boot()
        self._thread.start()
        return self

    def transcript(self):
        """Everything the board has sent to its serial port so far."""
        with self._log_lock:
            return bytes(self._log)

    def wait_for(self, data, timeout=10):
        """Wait until the board has sent `data`; returns the transcript."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            t = self.transcript()
            if data in t:
                return t
            time.sleep(0.02)
        raise TimeoutError("the board did not send %r; it sent:\n%s" % (data, self.transcript().decode(errors="replace")))

    def close(self):
        self._stop = True
        if self._thread.is_alive():
            self._thread.join(5)
        self._kill()
        for fd in (self._master, self._slave):
            try:
                os.close(fd)
            except OSError:
                pass
        for f in os.listdir(self._tmp):
            os.remove(os.path.join(self._tmp, f))
        os.rmdir(self._tmp)

    # -- the process ---------------------------------------------------

    def _boot(self):
        """Power-on or soft reset: a new micropython process on a new pty."""
        self.boots += 1
        ready = os.path.join(self._tmp, "ready%d" % self.boots)
        self._reset = os.path.join(self._tmp, "reset%d" % self.boots)
        files = ("boot.py",) if self._raw else ("boot.py", "main.py")
        src = _BOOT % {"ready": ready, "reset": self._reset, "flash": self.flash, "files": files,
                       "frozen": self.frozen}
        cmd = [self.binary or venv_tool("micropython")]
        if self.heapsize:
            cmd += ["-X", "heapsize=%s" % self.heapsize]
        cmd += ["-i", "-c", src]
        master, slave = os.openpty()
        _serial_mode(slave, isig=True)
        # The ESP32's sys.path, and "lib" as well: this build's importer does
        # not find modules under an absolute path on the remounted flash.
        env = dict(os.environ, MICROPYPATH=":.frozen:/lib:lib")

        def controlling_tty():
            import fcntl
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self._proc = subprocess.Popen(
            cmd, stdin=slave, stdout=slave, stderr=slave, cwd=self.flash, env=env,
            start_new_session=True, preexec_fn=controlling_tty, close_fds=True)
        os.close(slave)
        self._child = master
        self._ready = ready
        # Raw mode: hold the banner back and enter the raw REPL, as a board
        # resetting from the raw REPL comes back in it.
        self._entering_raw = self._raw
        self._pending = bytearray()  # output held back while entering raw mode
        self._inbox = bytearray()  # input held back until the process runs

    def _kill(self):
        if self._proc and self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()
        if self._proc:
            try:
                os.close(self._child)
            except OSError:
                pass

    # -- the wire ------------------------------------------------------

    def _send(self, data):
        """To the host, never blocking the board. What the pty cannot take
        now waits in an outbox, as the USB-serial bridge and the host's
        driver buffer a board's output: dropped, a long answer (the deploy's
        file hashes) lost its end on a busy machine, and mpremote waited
        for it. Only past _OUTBOX_MAX, with nobody reading, is the oldest
        output lost."""
        with self._log_lock:
            self._log += data
            tail = bytes(self._log[-200:])
        if tail.rfind(RAW_ENTERED) > tail.rfind(FRIENDLY_ENTERED):
            self._raw = True
        elif FRIENDLY_ENTERED in tail:
            self._raw = False
        self._outbox += data
        if len(self._outbox) > _OUTBOX_MAX:
            del self._outbox[:len(self._outbox) - _OUTBOX_MAX]
        self._flush()

    def _flush(self):
        while self._outbox:
            try:
                n = os.write(self._master, self._outbox[:4096])
            except (BlockingIOError, OSError):
                return
            del self._outbox[:n]

    def _from_child(self, data):
        if not self._entering_raw:
            self._send(data)
            return
        self._pending += data
        if BANNER.search(self._pending):
            self._send(BANNER.sub(b"", bytes(self._pending)))
            self._pending = bytearray()
            self._entering_raw = False
            os.write(self._child, b"\x01")

    def _run(self):
        while not self._stop:
            self._flush()
            started = os.path.exists(self._ready) and not self._entering_raw
            if started and self._inbox:
                os.write(self._child, bytes(self._inbox))
                self._inbox = bytearray()
            r, _, _ = select.select([self._master, self._child], [], [], 0.02)
            if self._master in r:
                try:
                    data = os.read(self._master, 4096)
                except (BlockingIOError, OSError):
                    data = b""
                if started and not self._inbox:
                    os.write(self._child, data)
                else:
                    self._inbox += data
            if self._child in r:
                try:
                    data = os.read(self._child, 4096)
                except OSError:  # EIO: the process closed its terminal
                    data = b""
                if data:
                    self._from_child(data)
                    continue
            if self._proc.poll() is not None or os.path.exists(self._reset):
                self._drain_child()
                self._kill()
                self._send(SOFT_REBOOT)
                self._boot()

    def _drain_child(self):
        while True:
            try:
                r, _, _ = select.select([self._child], [], [], 0)
                data = os.read(self._child, 4096) if r else b""
            except OSError:
                data = b""
            if not data:
                return
            self._from_child(data)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    import host_tools
    host_tools.command_line("fake_board", argv, __doc__, (), 1)
    if len(argv) != 1:
        print("usage: python -m host_tools.fake_board FLASH_DIR", file=sys.stderr)
        return 2
    with FakeBoard(argv[0]) as board:
        print("fake board on %s, flash in %s (Ctrl-C to stop)" % (board.port, board.flash), flush=True)
        try:
            while True:
                time.sleep(1)
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
