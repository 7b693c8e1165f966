"""Larger text (issue 29): the layout checks of test_layout.py at 125 % and 150 % text, in
English and French — nothing outside the canvas, nothing overlapping, no button or label
whose words are wider or taller than it.

NOT all screens yet: the settings screen, the pause and the curtain pass at both sizes in
both languages; the menu, setup, rules, saved games, history, lessons and the three tables
still have buttons too narrow for their larger words and texts that collide at 125 % and
150 % (README, "Larger text", lists them). They are added here as they are fixed."""

import pytest
from pygame_gui.elements import UIButton, UILabel

from scenes.app.loop import App, AppOptions
from scenes.frame.payloads import PausePayload
from scenes.kit.regions import problems
from tests.scenes.conftest import FAST
from tests.scenes.test_layout import CANVAS, LONG_NAMES


@pytest.fixture(params=[("en", 125), ("fr", 125), ("en", 150), ("fr", 150)],
                ids=lambda p: f"{p[0]}-{p[1]}")
def app(request, tmp_path):
    language, scale = request.param
    instance = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                              fps=0, fixed_dt=FAST))
    instance.ctx.change_settings(text_scale=scale)
    yield instance
    if instance.stack.scenes:
        instance.close()


def cut_words(app):
    """Buttons and labels whose words (in their own, scaled, theme font) do not fit them."""
    root, cut = app.stack.top.root, []
    for e in (root.elements if root else []):
        if isinstance(e, UIButton | UILabel) and e.visible and e.text:
            width, height = e.font.size(e.text)
            rect = e.get_abs_rect()
            room = 12 if isinstance(e, UIButton) else 0
            if width + room > rect.width or height > rect.height:
                cut.append((e.get_object_ids()[-1], e.text, (width, height), rect.size))
    return cut


def check(app, what):
    app.frame(FAST)
    regions = app.stack.top.regions()
    assert regions, f"{what}: no regions listed"
    assert problems(regions, CANVAS) == [], what
    assert cut_words(app) == [], what


def push(app, factory, payload=None):
    app.stack.push(factory, payload)
    app.stack.apply_pending()


def pop(app):
    app.stack.pop()
    app.stack.apply_pending()


def test_the_settings_pause_and_curtain(app):
    from scenes.shell.pause import PauseOverlay
    from scenes.shell.settings_scene import SettingsScene
    from scenes.table.curtain import CurtainPayload, CurtainScene

    for factory, payload in ((SettingsScene, None), (PauseOverlay, PausePayload(None, False)),
                             (CurtainScene, CurtainPayload(LONG_NAMES[0], (90, 150, 220)))):
        push(app, factory, payload)
        check(app, factory.__name__)
        pop(app)


def test_the_text_really_grows(app):
    """The check above is not idle: the fonts it measures are the scaled ones, drawn and
    themed alike, and a label cached at 100 % is not reused."""
    from scenes.shell.settings_scene import SettingsScene

    scale = app.ctx.settings.text_scale
    assert app.ctx.assets.font(17).get_linesize() > 17 * 1.36 * (scale - 10) / 100
    push(app, SettingsScene)
    label = next(e for e in app.stack.top.root.elements if isinstance(e, UILabel))
    assert label.font.size("Mm")[1] >= app.ctx.assets.font(24).size("Mm")[1] - 2
    app.ctx.change_settings(text_scale=100)
    small = app.ctx.assets.label("Léa", 17, (255, 255, 255))
    app.ctx.change_settings(text_scale=scale)
    assert app.ctx.assets.label("Léa", 17, (255, 255, 255)).get_height() > small.get_height()
