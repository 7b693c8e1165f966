"""Every screen at the three laptop and desktop sizes, in both languages, at 100 and 150 %
text: no words cut, no region out of place, no text left at 100 % (tools/screen_walk.py).

The windows are what each desktop opens at first start (1280×720 and 1366×768 give a
canvas wider than 1280×800, shown shrunk; 1920×1080 is drawn at its size). ``make test``
keeps the two hardest pairs at each size (French at 150 %, English at 100 %); the other two
run in CI's thorough pass (tests/tiers.py), and ``make bench ONLY=screens`` counts all
twelve, with the reviews, known gaps included."""

import pytest

from tools.screen_walk import LONG_NAMES, WINDOWS, walk


def a_name_cut(what: str) -> bool:
    """A drawn string that is one of the long names shortened ("Jean-Christop…"), marked as
    this screen's or not ("Jean-Christop… (you)")."""
    text = what.removeprefix("drawn cut: ").strip("'\"")
    head, ellipsis, rest = text.partition("…")
    return bool(ellipsis) and rest.strip() in ("", "(you)", "(vous)") and any(
        name.startswith(head) for name in LONG_NAMES)


# Known gaps (ARCHITECTURE.md): where a long real name is still shortened, or words set
# smaller. Each is (the screens it is met on, what is met); anything else fails here.
KNOWN_CUTS = (
    (("rok table", "rok keys", "rok pause"), a_name_cut),  # RÖK's plates, 150 wide
    (("rok results", "rok watched again", "pook results"), a_name_cut),  # results' names
    (("pook lesson",), a_name_cut),  # the viewer's name beside its Banner (Visible Banners)
)
KNOWN_NOT_GROWN = ("painter paint.paint_totals",  # Pook's faction totals beside the grid
                   "painter paint.draw_own_plate")  # Pook's own name, left of a full hand


def unknown_cuts(found):
    return [(screen, what) for screen, what in found
            if not any(screen in screens and known(what) for screens, known in KNOWN_CUTS)]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("text_scale", [150, 100])
@pytest.mark.parametrize("desktop", sorted(WINDOWS))
def test_every_screen_keeps_its_words_whole_and_grown(desktop, language, text_scale, tmp_path):
    findings = walk(WINDOWS[desktop], language, text_scale, tmp_path, reviews=())
    assert len(findings.screens) >= 30, findings.screens
    assert unknown_cuts(findings.cut) == []
    assert [(s, w) for s, w in findings.not_grown if w not in KNOWN_NOT_GROWN] == []


def test_the_known_gaps_are_names_only():
    """The allowance above lets through a shortened long name, not any cut on those screens."""
    assert unknown_cuts([("rok table", "drawn cut: 'Jean-Christop…'")]) == []
    assert unknown_cuts([("rok table", "drawn cut: 'Lancez…'")]) != []
    assert unknown_cuts([("rok table", "text status (1, 2, 3, 4) overlaps plate")]) != []
    assert unknown_cuts([("pook table", "drawn cut: 'Jean-Christop…'")]) != []
    assert unknown_cuts([("pook lesson", "drawn cut: 'Jean-Christop… (vous)'")]) == []
    assert unknown_cuts([("pook lesson", "drawn cut: 'Jean-Christop… (vous) joue'")]) != []
