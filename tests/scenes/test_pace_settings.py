"""Bot speed and RÖK's wait-for-Space are chosen in Settings, apply at once and are kept."""

from scenes.app.smoke import Probe
from scenes.kit.settings import SettingsStore
from scenes.shell.settings_scene import SettingsScene
from tests.scenes.conftest import run_frames


def test_bot_speed_and_throw_wait_are_set_in_settings_and_kept(app, tmp_path):
    assert app.ctx.settings.bot_speed == "normal" and not app.ctx.settings.throw_wait
    app.stack.push(SettingsScene)
    app.stack.apply_pending()
    probe = Probe(app)
    run_frames(app, probe.click("#throw_wait"))
    assert app.ctx.settings.throw_wait and probe.find("#throw_wait").text == "On"
    run_frames(app, probe.click("#bot_speed"))
    run_frames(app, probe.click_text("Slow"))
    assert app.ctx.settings.bot_speed == "slow"
    kept, problem = SettingsStore(tmp_path).load()
    assert problem is None and kept.bot_speed == "slow" and kept.throw_wait
    run_frames(app, probe.click("#throw_wait"))
    assert not app.ctx.settings.throw_wait and probe.find("#throw_wait").text == "Off"


def test_the_settings_screen_reads_in_french_too(app):
    app.ctx.change_settings(language="fr")
    app.stack.push(SettingsScene)
    app.stack.apply_pending()
    probe = Probe(app)
    run_frames(app, probe.wait())
    probe.find_text("Normale")
    assert "pace." not in " ".join(str(getattr(e, "text", "")) for e in probe.elements())
