"""The human pace's words (assets/i18n/pace.*.json): drawn with glyphs the bundled NotoSans has, and
French typography (a no-break space before : ; ! ?)."""

import json
import re
from pathlib import Path

import pygame
import pytest

from scenes.kit.assets import ui_font_path

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
NO_GLYPH = "\U0010FFFD"  # a code point no font has: renders as .notdef


def strings(language):
    def walk(tree):
        for value in tree.values():
            yield from walk(value) if isinstance(value, dict) else [value]
    data = json.loads((I18N / f"pace.{language}.json").read_text(encoding="utf-8"))
    return list(walk(data[language]))


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_character_has_a_glyph_in_notosans(language, bold):
    pygame.font.init()
    font = pygame.font.Font(ui_font_path(bold), 20)
    missing = font.render(NO_GLYPH, True, (255, 255, 255))
    chars = {c for text in strings(language) for c in text if not c.isspace()}
    chars |= set("·…—[]")  # what the recap and the plates join words with, in the code
    absent = sorted(c for c in chars if pygame.image.tobytes(font.render(c, True, (255,) * 3),
                                                             "RGBA") ==
                    pygame.image.tobytes(missing, "RGBA"))
    assert absent == []


def test_french_puts_a_no_break_space_before_high_punctuation():
    wrong = [text for text in strings("fr") if re.search(r"(^|[^\u00a0\u202f])[:;!?]", text)]
    assert wrong == []
    assert any("\u00a0:" in text for text in strings("fr"))  # the check is not idle
