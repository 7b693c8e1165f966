"""No missing glyph anywhere: every translation string (both languages), the rules summaries,
every string literal of scenes/ and every text the tables render during whole games (both
languages, both palettes) is drawn by the fonts in use, never as the .notdef box."""

import ast
import json
import random
from pathlib import Path

import pygame
import pytest

from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GameSetup
from scenes.games.rok.scene import RokScene
from scenes.kit.assets import Assets, ui_font_path
from scenes.kit.glyphs import PROBE, GlyphCheck
from scenes.table.end_overlay import EndOverlay
from tests.scenes.conftest import FAST, table_of
from tests.scenes.test_i18n import flatten

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"


@pytest.fixture
def glyphs():
    """The fonts' check (fonts die with ``pygame.quit``: use it before an app closes)."""
    pygame.font.init()
    fonts = [pygame.font.Font(ui_font_path(bold), 16) for bold in (False, True)]
    italic = ui_font_path().with_name("NotoSans-Italic.ttf")  # the rules' and <i>'s face
    return GlyphCheck([*fonts, pygame.font.Font(italic, 16)])


def test_the_check_finds_what_the_issue_reported(glyphs):
    assert glyphs.missing("13 ≥ 2 ⛨ ✓ ↓ 😀 中 Léa « Œuf » 5×5 — …") == [
        "≥", "⛨", "✓", "↓", "😀", "中"]
    assert glyphs.missing("\u200b") == ["\u200b"]  # renders to nothing: not drawable either


@pytest.mark.parametrize("path", sorted(I18N.glob("*.json")), ids=lambda p: p.name)
def test_every_translation_string_is_drawable(glyphs, path):
    language = path.name.split(".")[1]
    strings = dict(flatten(json.loads(path.read_text(encoding="utf-8"))[language]))
    assert strings
    bad = {key: glyphs.missing(text) for key, text in strings.items() if glyphs.missing(text)}
    assert bad == {}


def literals(path):
    """The string constants of a module, docstrings left out (nobody reads those on screen)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
            and isinstance(node.value, str) and id(node) not in docstrings]


def test_every_string_the_scenes_spell_out_is_drawable(glyphs):
    found = {}
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        for text in literals(path):
            if glyphs.missing(text) and text != PROBE:  # the check's own probe
                found.setdefault(path.name, []).extend(glyphs.missing(text))
    assert found == {}


class Recording:
    """Assets whose fonts note every text they render."""

    def __init__(self):
        self.texts = set()

    def install(self, monkeypatch):
        texts = self.texts

        class RecordingFont(pygame.font.Font):
            def render(self, text, *args, **kwargs):
                texts.add(str(text))
                return super().render(text, *args, **kwargs)

        cache = {}

        def font(assets, size, bold=False, fixed=False):
            if (size, bold) not in cache:
                cache[size, bold] = RecordingFont(ui_font_path(bold), size)
            return cache[size, bold]

        monkeypatch.setattr(Assets, "font", font)


def widget_texts(app):
    return {getattr(e, "text", "") or "" for e in app.ctx.ui.get_sprite_group().sprites()}


def play(app, game, players, humans, recording, seed=5):
    """A whole game, humans playing at random (curtains lifted), every screen drawn."""
    seats = tuple(Seat(f"P{i + 1}", HUMAN if i < humans else BOT,
                       None if i < humans else "random") for i in range(players))
    app.stack.reset(table_scene(game), GameSetup(game, seats, seed, {}))
    app.stack.apply_pending()
    table, rng = table_of(app), random.Random(seed)
    for frame in range(20_000):
        top = app.stack.top
        if isinstance(top, EndOverlay):
            break
        if type(top).__name__ == "CurtainScene":
            top.ready()
        elif top is table and table.hand_over.seat is not None:
            table.hand_over.pass_over()  # the mover has seen their move: "Pass to NAME"
        elif top is table and table.my_turn and not table.board.moving and table.legal:
            table.mouse = (300 + frame % 400, 200 + frame % 300)  # tooltips and the lens too
            table.act(rng.choice(table.legal))
        app.frame(FAST)
        if frame % 20 == 0:
            recording.texts |= widget_texts(app)
    assert isinstance(app.stack.top, EndOverlay)
    app.frame(FAST)
    recording.texts |= widget_texts(app)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("colourblind", [False, True], ids=["standard", "colourblind"])
def test_every_text_a_table_renders_is_drawable(tmp_path, monkeypatch, glyphs, language,
                                                colourblind):
    recording = Recording()
    recording.install(monkeypatch)
    app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST))
    try:
        app.ctx.change_settings(colourblind=colourblind)
        for game, players, humans in (("totem", 2, 2), ("pook", 3, 2), ("rok", 3, 0)):
            play(app, game, players, humans, recording)
        done_grabbing(app)
        assert len(recording.texts) > 200  # the log, plates, banners, captions... were seen
        recording.texts.discard(PROBE)  # the glyph check's own probe
        bad = {text: glyphs.missing(text) for text in recording.texts
               if glyphs.missing(text)}
        assert bad == {}
    finally:
        app.close()


def done_grabbing(app):
    """RÖK with two humans: one says Done with their own key (their plate shows it)."""
    seats = (Seat("A", HUMAN, None), Seat("B", HUMAN, None))
    app.stack.reset(RokScene, GameSetup("rok", seats, 3, {}))
    app.stack.apply_pending()
    table = table_of(app)
    for _ in range(400):
        app.frame(FAST)
        if table.view["phase"] == "throw" and table.my_turn:
            table.signal_throw()
        if table.grabbing and table.my_turn:
            table.pace.seat_done(0)  # their own key (or plate) at a hot seat
            break
    assert table.round is not None and 0 in table.round.done
    table.recompose()
    app.frame(FAST)
