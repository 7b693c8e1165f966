"""The colour-blind palette: words name each Totem suit as it is drawn (the Sword cards are
orange there) in the log, tooltips, refusals and rules; and every number printed on a card
reads at WCAG AA (4.5:1) on what lies under it, in both palettes."""

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from game.pook.cards import CARD_IDS
from game.saves import BOT, Seat
from scenes.frame.catalogue import GameSetup
from scenes.games.totem.scene import TotemScene
from scenes.kit.contrast import AA, contrast, readable
from scenes.kit.palette import COLOURBLIND, STANDARD
from scenes.kit.pieces.pook_art import HAND, TABLE, PookArt, warrior
from scenes.kit.pieces.totem_art import TotemArt
from tests.scenes.conftest import FAST, table_of

PALETTES = pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
TOTEM_FACES = [f"{colour}{level}" for colour in "RBGY" for level in range(1, 14)]


def test_contrast_is_measured_as_wcag_says():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast((230, 190, 40), (246, 238, 220)) < 2  # the yellow 5 the issue saw
    fixed = readable((230, 190, 40), (246, 238, 220))
    assert contrast(fixed, (246, 238, 220)) >= AA and fixed[0] > fixed[2]  # still a yellow


def check_numbers(surface, printed):
    """Each printed number: its ink reads on its ground, the ground is what lies under it
    (the commonest colour of its box) and the digits' pixels reach the ink."""
    assert printed
    for rect, ink, ground in printed:
        assert contrast(ink, ground) >= AA, (ink, ground)
        pixels = [tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
                  for y in range(rect.top, rect.bottom) if surface.get_at((x, y)).a == 255]
        assert Counter(pixels).most_common(1)[0][0] == ground
        assert max(contrast(pixel, ground) for pixel in pixels) >= AA


@PALETTES
def test_every_totem_number_reads(app, palette):
    art = TotemArt(app.ctx.assets, palette)
    for face in TOTEM_FACES:
        check_numbers(art.card(face), art.numbers[face])


@PALETTES
def test_every_pook_number_reads(app, palette):
    art = PookArt(app.ctx.assets, palette)
    for card in CARD_IDS:
        for size, dims in (("table", TABLE), ("hand", HAND)):
            check_numbers(art.card(warrior(card), size), art.numbers[card, dims])
        check_numbers(art.card(f"B:{card}", "hand"), art.numbers[f"B:{card}", HAND])


ROOT = Path(__file__).resolve().parents[2]
COLOUR_WORDS = re.compile(r"\b(red|orange|blue|green|yellow|rouge|bleu|verte?|jaune)\b")


def totem_game(app, colourblind, moves=60):
    app.ctx.change_settings(colourblind=colourblind)
    seats = (Seat("Ana", BOT, "random"), Seat("Bo", BOT, "random"))
    app.stack.push(TotemScene, GameSetup("totem", seats, 8, {}))
    app.stack.apply_pending()
    table = table_of(app)
    for _ in range(3000):
        if len(table.session.record.actions) >= moves or table.session.is_terminal():
            break
        app.frame(FAST)
    return table


def words_in(lines):
    return {match for line in lines for match in COLOUR_WORDS.findall(line)}


def test_the_log_names_suits_as_drawn_and_follows_a_palette_switch(fast_app):
    table = totem_game(fast_app, colourblind=True)
    assert "orange" in words_in(table.log.texts) and "red" not in words_in(table.log.texts)
    lines = len(table.log.texts)
    fast_app.ctx.change_settings(colourblind=False)  # from the pause's settings, mid-game
    assert len(table.log.texts) == lines
    assert "red" in words_in(table.log.texts) and "orange" not in words_in(table.log.texts)
    fast_app.ctx.change_settings(language="fr", colourblind=True)
    assert "orange" in words_in(table.log.texts) and "rouge" not in words_in(table.log.texts)


def test_a_tooltip_names_the_suit_as_drawn(fast_app):
    table = totem_game(fast_app, colourblind=True, moves=4)
    sword = next((p for p in table.board.pieces.values()
                  if p.shown_face and p.shown_face.startswith("R")), None)
    assert sword is not None
    table.mouse = tuple(round(v) for v in sword.centre)
    text = table.painter.tooltip_text()
    assert text.startswith("Orange ") and "red" not in text.lower()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_never_name_a_suit_by_a_colour(language):
    """The rules' pictures draw the suits in the palette's colours, so their words name a
    suit by its emblem only: a colour word would be wrong in one of the two palettes."""
    rules = json.loads((ROOT / "assets" / "rules" / f"totem.{language}.json").read_text(
        encoding="utf-8"))
    text = json.dumps(rules, ensure_ascii=False).lower()
    assert ("sword" if language == "en" else "épée") in text  # the rules' own words were read
    assert words_in([text]) == set()


def test_refusals_name_the_sword_as_drawn(fast_app):
    from game.core import IllegalAction

    table = totem_game(fast_app, colourblind=True, moves=2)
    refusal = IllegalAction("attack Y3+B2 1", "two cards attack together only with a Sword",
                            "T20")
    assert "(orange 1 to 9)" in table.telling.refusal_text(refusal)
    fast_app.ctx.change_settings(colourblind=False)
    assert "(red 1 to 9)" in table.telling.refusal_text(refusal)
