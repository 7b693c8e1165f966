"""A headless app per test, with its own config directory."""

import pytest

from game.saves import HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.frame.catalogue import GameSetup


@pytest.fixture
def app(tmp_path):
    instance = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                              export_dir=tmp_path / "exports",
                              fps=0, fixed_dt=1 / 60))
    yield instance
    if instance.running or instance.stack.scenes:
        instance.close()


def run_frames(app, frames):
    """Advance a generator-style script (see scenes/app/smoke.py) one frame per step."""
    for _ in frames:
        app.frame(1 / 60)


FAST = 0.1  # seconds per frame for table tests: animations and bot pauses pass in a few frames


@pytest.fixture
def fast_app(tmp_path):
    """A headless app whose frames each advance time by FAST (table scenes)."""
    instance = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                              export_dir=tmp_path / "exports",
                              fps=0, fixed_dt=FAST))
    yield instance
    if instance.stack.scenes:
        instance.close()


@pytest.fixture(params=[("en", 125), ("fr", 125), ("en", 150), ("fr", 150)],
                ids=lambda p: f"{p[0]}-{p[1]}")
def sized_app(request, tmp_path):
    """A headless app (frames of FAST) at each larger text size, in each language."""
    language, scale = request.param
    instance = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                              export_dir=tmp_path / "exports",
                              fps=0, fixed_dt=FAST))
    instance.ctx.change_settings(text_scale=scale)
    yield instance
    if instance.stack.scenes:
        instance.close()


@pytest.fixture(params=["en", "fr"])
def bilingual_app(request, tmp_path):
    """A headless app in English, then in French (a test runs once in each)."""
    instance = App(AppOptions(language=request.param, config_dir=tmp_path,
                              data_dir=tmp_path / "data",
                              export_dir=tmp_path / "exports", fps=0, fixed_dt=FAST))
    yield instance
    if instance.stack.scenes:
        instance.close()


def run_fast(app, frames):
    """Advance a generator-style script one FAST frame per step."""
    for _ in frames:
        app.frame(FAST)


def start_table(app, scene, game, kinds, seed=3, **options):
    """Push ``scene`` for ``game`` with seats P1, P2... (``kinds``: HUMAN or BOT, random bots)
    and return the table (a hot-seat game opens behind its curtain, which stays on top)."""
    seats = tuple(Seat(f"P{i + 1}", kind, None if kind == HUMAN else "random")
                  for i, kind in enumerate(kinds))
    app.stack.push(scene, GameSetup(game, seats, seed, options))
    app.stack.apply_pending()
    return table_of(app)


def table_of(app):
    """The game table on the stack (under any curtain, pause or end overlay)."""
    return next(s for s in reversed(app.stack.scenes) if hasattr(s, "session"))


def lift_curtain(app):
    """Let the called player sit down, as a click on the curtain's button would."""
    if type(app.stack.top).__name__ == "CurtainScene":
        app.stack.top.ready()
        app.stack.apply_pending()


def indexed(app) -> None:
    """The saved games read by the index, as the menu has it done at start (the people of a
    data folder from before are found once it has: scenes/frame/people.py)."""
    app.ctx.indexer.start()
    assert app.ctx.indexer.wait(30)
