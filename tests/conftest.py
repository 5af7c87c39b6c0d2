import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, os.path.join(ROOT, "tests", "firmware"))
import host_tools  # noqa: E402,F401  (firmware/ and the CPython shims on sys.path)
from host_tools import vendor  # noqa: E402

vendor.ensure()   # firmware/lib/: what the board has in /lib (microdot)
