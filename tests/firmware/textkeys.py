# A text's number by its key, read from texts/en.txt as host_tools/texts.py
# numbers it (a key takes one number, a plural key three): the tests name
# a text by its key and define no number of their own, on both runtimes.
_EN = __file__[:__file__.rfind("/") + 1] + "../../texts/en.txt"


def number(key):
    n = 0
    with open(_EN) as f:
        for line in f:
            line = line.strip()
            if not line or line[0] == "#" or line.startswith("plural = "):
                continue
            k, _, text = line.partition(" = ")
            if k == key:
                return n
            n += 3 if "|" in text else 1
    raise KeyError(key)
