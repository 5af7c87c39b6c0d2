import os, re, shutil, subprocess, sys, statistics
from host_tools import instrument
part = sys.argv[1]
binary = instrument.build()
shutil.rmtree(os.path.join(instrument.FLASH, "data"), ignore_errors=True)
out = "/tmp/cg_" + part
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
r = subprocess.run(["valgrind", "--tool=callgrind", "--dump-before=mp_builtin_oct",
                    "--dump-before=mp_builtin_bin", "--dump-instr=no",
                    "--callgrind-out-file=" + os.path.join(out, "cg"),
                    binary, "-X", "heapsize=64k", "-m", "benchmain", "press_cost", part],
                   cwd=instrument.FLASH, env=dict(os.environ, MICROPYPATH=".frozen"),
                   capture_output=True, text=True, timeout=1800)
print(r.returncode)
open(out + "/stdout", "w").write(r.stdout)
