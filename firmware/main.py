# The board runs main.py as source, compiling it on its own heap and keeping
# every name it uses: so it stays short. device.py (deployed as .mpy) boots
# the hardware and leaves the heap; crash.py is loaded only on a failure.
import device
hw = device.boot()
del device
try:
    from app.main import run
    run(hw)
except Exception as e:  # noqa: BLE001 - the last line of defence
    import crash
    crash.handle(hw, e)
