"""The illustrated rules under Xvfb: from the menu's tiles, a few pages of each game, and F1 at
each table opening the section of its moment; in English, then in French.

    python tools/drive.py rules --display :76 --screen 1366x768
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.drive import Driver

PAGES = {"pook": ("level", "power_example", "end"), "rok": ("pairs", "theft"),
         "totem": ("sword", "shield")}


def rules(d: Driver) -> None:
    for language in ("en", "fr"):
        if language != "en":
            d.restart(language)
        d.wait_for(lambda s: s["scene"] == "MenuScene")
        d.shot(f"menu-rules-buttons-{language}")
        for game, pages in PAGES.items():
            d.press_button(f"#tile_rules_{game}")
            d.wait_for(lambda s: s["scene"] == "RulesScene")
            d.shot(f"rules-{game}-{language}")
            for page in pages:
                d.press_button(f"#rules_section_{page}")
                d.shot(f"rules-{game}-{page}-{language}")
            d.key("Escape")
        for game in ("pook", "totem", "rok"):
            f1_at_table(d, game, language)


def f1_at_table(d: Driver, game: str, language: str) -> None:
    """Start ``game`` from its tile (a human against bots), wait for the human's turn (RÖK:
    throw, then grab), press F1, look, and go back to the menu."""
    d.press_button(f"#tile_{game}")
    d.press_button("#start")
    if game == "rok":
        d.wait_for(lambda s: "throw" in s["gestures"], seconds=60)
        d.key("space")
        d.wait_for(lambda s: any(g.startswith("grab") or g == "done" for g in s["gestures"]),
                   seconds=60)
    else:
        d.wait_for(lambda s: bool(s["gestures"]), seconds=60)
    d.shot(f"f1-{game}-table-{language}")
    d.key("F1")
    d.wait_for(lambda s: s["scene"] == "RulesScene")
    d.shot(f"f1-{game}-rules-{language}")
    d.key("Escape")
    d.key("Escape")  # the pause overlay
    d.press_button("#pause_quit")
    d.wait_for(lambda s: s["scene"] == "MenuScene")
