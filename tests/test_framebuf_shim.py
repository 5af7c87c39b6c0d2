"""The simulator's framebuf (host_tools/shims/framebuf.py, CPython only) draws
byte-for-byte what MicroPython's built-in framebuf draws: every font glyph and
60 random sequences of fill, rect, lines, text, scroll, ellipse and blit in
three pixel formats. A user would see any difference as the simulator
showing a different screen from the device."""
import subprocess
import sys

import mp

SCRIPT = "tests/scripts/framebuf_ops.py"


def test_shim_draws_the_same_bytes_as_the_real_framebuf():
    cpy = subprocess.run([sys.executable, SCRIPT], capture_output=True, text=True, cwd=mp.ROOT,
                         env={"PYTHONPATH": mp.ROOT})
    assert cpy.returncode == 0, cpy.stderr
    upy = mp.run([SCRIPT])
    assert upy.returncode == 0, upy.stderr
    assert cpy.stdout.count("case-") == 60 and cpy.stdout.endswith("end\n")
    cl, ul = cpy.stdout.splitlines(), upy.stdout.splitlines()
    assert len(cl) == len(ul)
    for c, u in zip(cl, ul):
        assert c == u, "first difference: " + c.split()[0]


def test_shim_is_only_used_on_cpython():
    import framebuf
    assert framebuf.__file__.endswith("host_tools/shims/framebuf.py")
    r = mp.run(["-c", "import framebuf; print(hasattr(framebuf, '__file__'))"])
    assert r.stdout.strip() == "False"  # the unix port's own, built in
