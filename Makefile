# Boneyard. Every target installs what it needs into .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum < requirements.txt | cut -d' ' -f1)


.PHONY: sim sim-mp test bench screenshots firmware flash deploy fake-board enclosure clean

sim: $(STAMP)
	$(PY) -m host_tools.simulator $(ARGS)

sim-mp: $(STAMP)
	$(PY) -m host_tools.vendor
	MICROPYPATH=.frozen:firmware:firmware/lib:. $(VENV)/bin/micropython -m host_tools.simulator $(ARGS)

# The tests run on every core (pytest-xdist; a file's tests stay on one
# worker, as they share its fixtures), then those with a time limit alone.
test: $(STAMP)
	$(PY) -m pytest -n auto --dist loadfile -m "not timed"
	$(PY) -m pytest -m timed

# Every bench but the long sweeps (its time: tests/bench/README.md);
# LONG=1: the long sweeps too (`.venv/bin/
# python -m host_tools.bench --help` lists them with their times); ARGS=
# bench names; MICROPYTHON=path: the MicroPython benches on another unix port.
bench: $(STAMP)
	$(PY) -m host_tools.bench $(if $(LONG),--long) $(if $(MICROPYTHON),--micropython "$(MICROPYTHON)") $(ARGS)

# README's pictures of the screen, from the headless simulator (and the
# referee and standings at each panel's true size, tests/screenshots/true-size/); LANG=ru
# (mk, lv) on the command line: the screens README shows in that language
# (a LANG from the environment, the shell's locale, is not this one).
screenshots: $(STAMP)
	$(PY) -m host_tools.screenshots $(if $(filter command line,$(origin LANG)),--lang $(LANG))

# The image a user flashes, Boneyard frozen into MicroPython (where ESP-IDF
# is installed; MPY_DIR: a MicroPython v1.29.0 checkout): hardware/freeze/.
firmware: $(STAMP)
	@PATH="$(CURDIR)/$(VENV)/bin:$$PATH" hardware/freeze/build-esp32 $(MPY_DIR)

# Write an image to the ESP32, keeping the saved matches: FIRMWARE is
# build/esp32/boneyard-ESP32_GENERIC.bin (make firmware) or the .bin from
# https://micropython.org/download/ESP32_GENERIC/; ERASE=1 erases all first.
flash: $(STAMP)
	@$(PY) -m host_tools.flash $(if $(PORT),--port "$(PORT)") $(if $(ERASE),--erase) $(if $(FIRMWARE),"$(FIRMWARE)")

# Copy what changed in firmware/ to the board; saved matches stay.
deploy: $(STAMP)
	@$(PY) -m host_tools.deploy $(if $(PORT),--port "$(PORT)")

# A MicroPython board stand-in on a pty (the unix port), flash in FLASH.
fake-board: $(STAMP)
	@$(PY) -m host_tools.fake_board $(or $(FLASH),build/fake-flash)

# The case, for a 3D printer (hardware/enclosure/enclosure.scad): an STL of
# each part and a picture, in build/enclosure/ (BATTERY=1: with room for a
# LiPo and its charger). Needs OpenSCAD (Debian's
# openscad); the picture, a display or xvfb-run (Debian's xvfb).
enclosure:
	@command -v openscad >/dev/null || { echo "make enclosure needs OpenSCAD: sudo apt-get install openscad (Debian, Ubuntu; https://openscad.org elsewhere)"; exit 1; }
	@mkdir -p build/enclosure
	@for p in shell base; do openscad -q -o build/enclosure/$$p.stl -D 'part="'$$p'"' $(if $(BATTERY),-D battery=true) hardware/enclosure/enclosure.scad || exit 1; echo "build/enclosure/$$p.stl"; done
	@if command -v xvfb-run >/dev/null; then xvfb-run -a openscad -q --render --imgsize=900,600 --camera=0,0,0,50,0,20,330 --viewall --autocenter $(if $(BATTERY),-D battery=true) -o build/enclosure/enclosure.png hardware/enclosure/enclosure.scad && echo build/enclosure/enclosure.png; else echo "the picture needs xvfb-run (sudo apt-get install xvfb): not drawn"; fi

$(STAMP): requirements.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "Boneyard needs Python 3.11 or newer" or 0)'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	rm -f $(VENV)/.installed-*
	touch $@

clean:
	rm -rf $(VENV) .pytest_cache build
