"""The desktop simulator (placeholder until the app lands)."""
import sys

if __name__ == "__main__":
    print("The simulator is not there yet: the device app is being built (issue 5).")
    sys.exit(0)
