# The board runs main.py as source, compiling it on its own heap and keeping
# every name it uses: so it stays short, and the boot's code is device.py
# (deployed as .mpy), which leaves the heap once the hardware is built.
import device
hw = device.boot()
del device
try:
    from app.main import run
    run(hw)
except Exception as e:  # noqa: BLE001 - the last line of defence
    import device
    device.crashed(hw, e)
    device.restart(hw)
