# Boneyard. Every target installs what it needs into .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum < requirements.txt | cut -d' ' -f1)

.PHONY: sim sim-mp test bench flash deploy clean

sim: $(STAMP)
	$(PY) -m host_tools.simulator $(ARGS)

sim-mp: $(STAMP)
	MICROPYPATH=.frozen:firmware:. $(VENV)/bin/micropython -m host_tools.simulator $(ARGS)

test: $(STAMP)
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) -m host_tools.bench

$(STAMP): requirements.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "Boneyard needs Python 3.11 or newer" or 0)'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	rm -f $(VENV)/.installed-*
	touch $@

clean:
	rm -rf $(VENV) .pytest_cache build
