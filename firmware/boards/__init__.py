# Board profiles: which GPIO goes where, as data. One module per board with
# a BOARD dict; firmware/board.py names the one in use. hardware/README.md
# documents the default board's wiring (tests/test_hardware_docs.py checks
# the two agree).
