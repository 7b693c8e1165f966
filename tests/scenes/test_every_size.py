"""Every screen at the three laptop and desktop sizes, in both languages, at 100 and 150 %
text: no words cut, no region out of place, no text left at 100 % (tools/screen_walk.py),
with the longest real names (16 letters) at the tables and in the lists.

The windows are what each desktop opens at first start (1280×720 and 1366×768 give a
canvas wider than 1280×800, shown shrunk; 1920×1080 is drawn at its size). ``make test``
keeps the two hardest pairs at each size (French at 150 %, English at 100 %); the other two
run in CI's thorough pass (tests/tiers.py), and ``make bench ONLY=screens`` counts all
twelve, with the reviews."""

import pytest

from tools.screen_walk import WINDOWS, walk


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("text_scale", [150, 100])
@pytest.mark.parametrize("desktop", sorted(WINDOWS))
def test_every_screen_keeps_its_words_whole_and_grown(desktop, language, text_scale, tmp_path):
    findings = walk(WINDOWS[desktop], language, text_scale, tmp_path, reviews=())
    assert len(findings.screens) >= 30, findings.screens
    assert findings.cut == []
    assert findings.not_grown == []
