"""The theme's combined-id cache (scenes/kit/uimanager.py): the library's answers, small keys."""

from pygame_gui.core import UIAppearanceTheme

from scenes.app.smoke import Probe
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import run_frames


def test_combined_ids_are_the_librarys_and_no_giant_key_is_kept(app):
    probe = Probe(app)
    for game in ("pook", "rok"):
        app.stack.push(SetupScene, game)
        app.stack.apply_pending()
        run_frames(app, probe.click("#players_4"))
        run_frames(app, probe.click("#kind_1"))  # a drop-down: ids three containers deep
        run_frames(app, probe.click("#kind_1"))
        app.stack.pop()
        app.stack.apply_pending()
    theme = app.ctx.ui.get_theme()
    assert len(theme._combined) > 20
    library = UIAppearanceTheme(app.ctx.ui.resource_loader, "en")
    for key, ids in theme._combined.items():
        lists = [None if part is None else list(part) for part in key]
        assert ids == library.build_all_combined_ids(*lists), key
    assert theme.unique_theming_ids == {}
    assert max(len(k) for k in library.unique_theming_ids) > 100_000, "the bug it works around"


def test_the_inline_loader_loads_the_themes_fonts_without_a_thread(tmp_path):
    """The theme's fonts are ready once the manager exists, read on this thread
    (the library's five loading threads cost the start ~10 ms); a missing font file is
    reported as the library's loaders report it, as a warning."""
    import json
    import threading
    import warnings

    import pygame

    from scenes.kit.assets import Assets
    from scenes.kit.uimanager import InlineLoader, UIManager

    pygame.display.init()
    pygame.font.init()
    started = []
    original = threading.Thread.start

    def counting_start(thread: threading.Thread) -> None:
        started.append(thread.name)
        original(thread)

    threading.Thread.start = counting_start  # type: ignore[method-assign]
    try:
        ui = UIManager((1280, 800), str(Assets().path("theme.json")))
    finally:
        threading.Thread.start = original  # type: ignore[method-assign]
    assert started == []
    assert isinstance(ui.resource_loader, InlineLoader) and ui.resource_loader.started()
    fonts = ui.get_theme().get_font_dictionary()
    theme = json.loads(Assets().path("theme.json").read_text(encoding="utf-8"))
    button_font = theme["button"]["font"]
    font_id = fonts.create_font_id(int(button_font["size"]), button_font["name"],
                                   bool(int(button_font["bold"])), False)
    assert fonts.check_font_preloaded(font_id)
    assert fonts.find_font(int(button_font["size"]), button_font["name"], True, False).size("Ab")

    broken = tmp_path / "theme.json"
    theme["defaults"]["font"]["regular_path"] = str(tmp_path / "missing.ttf")
    theme["defaults"]["font"]["name"] = "missing_font"
    broken.write_text(json.dumps(theme), encoding="utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        UIManager((1280, 800), str(broken))
    assert any("missing.ttf" in str(w.message) for w in caught)
