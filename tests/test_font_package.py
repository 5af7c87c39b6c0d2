"""The committed font (firmware/drivers/font5x8.py) is X11's misc-fixed 5x8
as Debian's xfonts-base ships it, converted by host_tools/font.py: made
again from the package, it must match byte for byte. .ci/run installs the
package; on a machine without it this test is skipped (outside CI only)."""
import os

import pytest

from host_tools import font


def test_the_committed_font_is_the_packages_5x8_converted():
    if not os.path.exists(font.PCF):
        if os.environ.get("CI") == "true":
            pytest.fail("%s missing: .ci/run installs %s" % (font.PCF, font.PACKAGE))
        pytest.skip("%s not installed (apt-get install %s)" % (font.PCF, font.PACKAGE))
    with open(font.OUT) as f:
        assert f.read() == font.render(font.build()), "run python -m host_tools.font"

