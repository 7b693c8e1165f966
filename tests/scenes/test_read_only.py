"""A data folder the app cannot write: said at start in words, the games play all the same, and
quitting is clean. The real case is a read-only mount: as root (whom permission bits do not
stop) the app runs inside a mount namespace of its own (``unshare -m``) where its data folder
is bind-mounted read-only, so the kernel itself refuses every write (EROFS); as anyone else,
``chmod 0o555`` refuses them. In-process checks raise the same refusal at the store's open."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import store
from scenes.app.loop import App, AppOptions
from tests.scenes.conftest import FAST
from tests.scenes.test_words_whole import Drawn

ROOT = Path(__file__).resolve().parents[2]
READ_ONLY_MOUNT = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"'


def read_only(folder: Path, command: list[str]) -> list[str]:
    """``command`` run where ``folder`` cannot be written (see the module docstring)."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return command
    if sys.platform != "linux" or shutil.which("unshare") is None:
        pytest.skip("as root, a read-only folder needs Linux's unshare -m")
    probe = subprocess.run(["unshare", "-m", "sh", "-c", READ_ONLY_MOUNT, "sh", str(folder),
                            "true"], capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"cannot make a mount namespace here ({probe.stderr.strip()[:80]})")
    return ["unshare", "-m", "sh", "-c", READ_ONLY_MOUNT, "sh", str(folder), *command]


@pytest.mark.posix
def test_a_read_only_data_folder_is_said_the_game_plays_and_quitting_is_clean(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    command = [sys.executable, "-m", "scenes", "--script", "once-totem", "--seed", "5",
               "--data-dir", str(data), "--config-dir", str(tmp_path / "config")]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(read_only(data, command), cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=240)
    lines = result.stdout.splitlines()
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "Error" not in result.stderr, result.stderr
    assert f"notice Games will not be saved: {data} is read-only" in lines
    assert "finished" in lines and sum(line.startswith("accepted") for line in lines) > 10
    assert not [line for line in lines if line.startswith("saved")]  # none could be
    assert list(data.iterdir()) == []


def refusing_writes(monkeypatch: pytest.MonkeyPatch, *folders: Path) -> None:
    """The store's files opened for writing in ``folders`` refused as a read-only mount
    refuses them (reading goes through ``os.open``, untouched)."""
    real_open = open

    def guarded(path, mode="r", *args, **kwargs):
        if "x" in mode and Path(path).parent in folders:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, mode, *args, **kwargs)

    monkeypatch.setattr(store, "open", guarded, raising=False)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("damage", ["read-only", "a file in its place"])
def test_the_sentence_is_drawn_whole_at_150_beside_the_title(tmp_path, monkeypatch, language,
                                                             damage):
    data = tmp_path / "data"
    if damage == "read-only":
        data.mkdir()
        refusing_writes(monkeypatch, data, data / "games")
    else:
        data.write_text("a file where the data folder should be")
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"text_scale": 150}))
    app = App(AppOptions(language=language, config_dir=tmp_path / "config", data_dir=data,
                         fps=0, fixed_dt=FAST))
    drawn = Drawn(monkeypatch, app)
    try:
        tr = app.ctx.tr
        said = (tr("notice.read_only", folder=str(data)) if damage == "read-only" else
                tr("notice.cannot_write", folder=str(data), reason=os.strerror(errno.EEXIST)))
        assert [n.text for n in app.ctx.notices.items] == [said]
        assert str(data) in said and ("{" not in said)
        app.frame(FAST)
        stream = "".join("".join(text.split()) for text in drawn.strings)
        assert "".join(said.split()) in stream  # every word, the folder broken after a "/"
        area = app.stack.top.notice_area()  # right of the title, which it must not cover
        canvas = app.screen.canvas.get_rect()
        placed = app.ctx.notices.plates(app.ctx.assets, app.ctx.palette, area, canvas)
        assert placed and all(canvas.contains(box) and area.left <= box.left
                              and box.right <= area.right for _, _, box in placed)
    finally:
        app.close()


def test_with_the_index_in_memory_a_game_is_played_and_the_app_closes(tmp_path):
    """No index can be made (a file where the data folder should be): the index lives in
    memory, opened by the index's thread; the app's thread closes it at quit."""
    from game.saves import BOT
    from scenes.app.navigation import table_scene
    from tests.scenes.conftest import start_table

    data = tmp_path / "data"
    data.write_text("in the way")
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=data, fps=0,
                         fixed_dt=FAST))
    try:
        for _ in range(3):
            app.frame(FAST)
        assert app.ctx.indexer.wait(30) and app.ctx.saves.index.in_memory
        table = start_table(app, table_scene("totem"), "totem", (BOT, BOT))
        for _ in range(4000):
            if table.session.is_terminal():
                break
            app.frame(FAST)
        assert table.session.is_terminal()
        assert any("could not be saved" in n.text for n in app.ctx.notices.items)
    finally:
        app.close()


def test_settings_that_cannot_be_saved_are_said_in_the_players_language(tmp_path,
                                                                        monkeypatch):
    (tmp_path / "config").mkdir()
    refusing_writes(monkeypatch, tmp_path / "config")
    app = App(AppOptions(language="fr", config_dir=tmp_path / "config",
                         data_dir=tmp_path / "data", fps=0))
    try:
        app.ctx.change_settings(muted=True)
        assert app.ctx.settings.muted  # for this run
        texts = [n.text for n in app.ctx.notices.items if n.warning]
        assert len(texts) == 1 and texts[0].startswith("Les réglages n'ont pas pu être")
    finally:
        app.close()
