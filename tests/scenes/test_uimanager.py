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
