"""hardware/freeze/manifest.py freezes the whole firmware. MicroPython's
tools/manifestfile.py (and the ESP-IDF build around it) is not installed
here, so this runs the manifest the way that tool does (exec with the
manifest's directory as the working directory) and records what it asks for."""
import os

import mp

MANIFEST = os.path.join(mp.ROOT, "hardware", "freeze", "manifest.py")


def run_manifest(manifest=MANIFEST):
    calls = []

    def include(path, **kw):
        calls.append(("include", path))
        if not path.startswith("$("):
            # The firmware's own manifest, run as the tool runs an include:
            # from its own directory.
            calls.extend(run_manifest(os.path.join(os.path.dirname(manifest), path)))

    env = {
        "include": include,
        "package": lambda name, files=None, base_path=".", opt=None: calls.append(
            ("package", os.path.normpath(os.path.join(base_path, name)))),
        "module": lambda name, base_path=".", opt=None: calls.append(
            ("module", os.path.normpath(os.path.join(base_path, name)))),
    }
    cwd = os.getcwd()
    os.chdir(os.path.dirname(manifest))
    try:
        with open(manifest) as f:
            exec(f.read(), env)
        return [(kind, os.path.abspath(p) if kind != "include" else p) for kind, p in calls]
    finally:
        os.chdir(cwd)


def frozen_files(calls):
    out = set()
    for kind, path in calls:
        if kind == "module":
            out.add(path)
        elif kind == "package":
            out.update(os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".py"))
    return out


def test_manifest_freezes_every_firmware_file_and_the_version():
    calls = run_manifest()
    assert ("include", "$(PORT_DIR)/boards/manifest.py") in calls
    assert ("include", "boneyard.py") in calls
    files = frozen_files(calls)
    firmware = {os.path.join(d, f) for d, _, fs in os.walk(mp.FIRMWARE) for f in fs if f.endswith(".py")}
    assert firmware <= files
    version = os.path.join(mp.ROOT, "build", "freeze", "version.py")
    assets = os.path.join(mp.ROOT, "build", "freeze", "image_assets.py")
    assert files - firmware == {version, assets}
    with open(version) as f:
        assert f.read().splitlines()[1].startswith("VERSION = '")


BUILD_ESP32 = os.path.join(mp.ROOT, "hardware", "freeze", "build-esp32")


def _build_esp32(*args, path=None):
    import subprocess
    env = dict(os.environ, PATH=path or os.environ["PATH"])
    env.pop("MPY_DIR", None)
    return subprocess.run([BUILD_ESP32, *args], capture_output=True, text=True, env=env, timeout=60)


def test_build_esp32_names_what_it_needs_in_one_line(tmp_path):
    # ESP-IDF cannot be installed here: the script's own checks are what
    # can be tested, each one line and exit status 2, nothing built.
    r = _build_esp32()
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "MPY_DIR" in r.stderr
    tree = tmp_path / "micropython"
    (tree / "ports" / "esp32").mkdir(parents=True)
    (tree / "ports" / "esp32" / "Makefile").write_text("all:\n\tfalse\n")
    r = _build_esp32(str(tree), path="/usr/bin:/bin")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "ESP-IDF" in r.stderr


def test_the_instrument_freezes_the_firmware_manifest_and_the_ports_asyncio():
    # The 32-bit instrument's image is the firmware's manifest plus the
    # bench's harness: the figures are those of the image a user flashes.
    from host_tools import instrument
    text = instrument.manifest_text()
    assert "include(%r)" % instrument.FIRMWARE_MANIFEST in text
    assert "micropython32.manifest.py" in text
    # The firmware's modules come from its manifest only, never listed again.
    assert "base_path=%r" % mp.FIRMWARE not in text


def test_the_image_carries_the_firmwares_files():
    calls = run_manifest()
    assets = os.path.join(mp.ROOT, "build", "freeze", "image_assets.py")
    assert ("module", assets) in calls
    ns = {}
    with open(assets) as f:
        exec(f.read(), ns)
    files = dict(ns["FILES"])
    for rel in ("app/lang_en.bin", "app/lang_lv.bin", "app/font3x5.bin", "share/page.html"):
        with open(os.path.join(mp.FIRMWARE, rel), "rb") as f:
            assert files[rel] == f.read(), rel
    assert not [p for p in files if p.endswith((".py", ".md")) or p.startswith("lib/")]
