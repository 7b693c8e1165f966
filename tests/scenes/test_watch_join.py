"""A friend watches from the Join screen, in a headless app on 127.0.0.1: the address and the
watch code typed, Watch pressed; the game's table opens with the public view (no hand), and a
wrong watch code is said in words."""

from __future__ import annotations

import pytest

from game.core import GameRecord
from game.net.host import HostTable
from game.net.seats import BOT, LOCAL, REMOTE, Seat
from scenes.app.smoke import Probe, SmokeFailure
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.shell.join_scene import JoinScene
from tests.scenes.conftest import run_fast
from tests.scenes.test_host_relay import frames_until
from tools.lan_play import FAST, WATCH_CODE


def watch_with(app, port, code):
    probe = Probe(app)
    run_fast(app, probe.click("#join_address"))
    run_fast(app, probe.type_text(f"127.0.0.1:{port}"))
    run_fast(app, probe.click("#join_code"))
    run_fast(app, probe.type_text(code))
    run_fast(app, probe.click("#join_watch"))


def hosting(app, seats):
    """A Pook table hosted on 127.0.0.1 with the watch code, the Join screen open: (host,
    runner, port)."""
    host = HostTable.of(GameRecord("pook", len(seats), 5), seats, "TABLE1", new_token, FAST,
                        watch_code=WATCH_CODE)
    runner = HostRunner(host)
    port = runner.listen("127.0.0.1", 0)
    runner.run_in_thread()
    app.stack.push(JoinScene)
    app.stack.apply_pending()
    return host, runner, port


def test_the_join_screen_watches_with_the_watch_code(fast_app):
    host, runner, port = hosting(fast_app, [Seat("Ana", LOCAL), Seat("Bo", REMOTE)])
    try:
        screen = fast_app.stack.top
        watch_with(fast_app, port, "table1")  # the join code does not watch
        assert frames_until(fast_app, lambda: screen.message is not None
                            and screen.message[1] and screen.link is None)
        assert "Wrong watch code" in screen.message[0]
        assert screen.code_field is not None
        screen.code_field.set_text("")  # (the code typed anew)
        probe = Probe(fast_app)
        run_fast(fast_app, probe.click("#join_code"))
        run_fast(fast_app, probe.type_text(WATCH_CODE.lower()))
        run_fast(fast_app, probe.click("#join_watch"))
        assert frames_until(fast_app, lambda: type(fast_app.stack.top).__name__ == "PookScene")
        table = fast_app.stack.top
        mirror = table.session.mirror
        assert mirror.spectator and mirror.view["legal"] == [] and not mirror.view["hand"]
        with runner.lock:
            assert host.seats[1].token is None  # (watching takes no seat)
    finally:
        fast_app.stack.clear()
        runner.stop()


def test_a_spectators_table_offers_nothing_to_play_and_says_it_watches(fast_app):
    """The spectator's table shows no seat's prompts, no Hint, no hold-to-see Banner, no note
    on take-backs: its status line says it watches; the host's bots are told with their
    level and handicap."""
    _, runner, port = hosting(fast_app, [Seat("Ana", LOCAL), Seat("Bo", REMOTE),
                                         Seat("Cy", BOT, "hard", 2.0)])
    try:
        watch_with(fast_app, port, WATCH_CODE)
        assert frames_until(fast_app, lambda: type(fast_app.stack.top).__name__ == "PookScene")
        table = fast_app.stack.top
        session = table.session
        assert session.watching and session.humans == []
        assert [(s.kind, s.level, s.handicap) for s in session.saved.seats] == [
            ("human", None, 1.0), ("human", None, 1.0), ("bot", "hard", 2.0)]
        for _ in range(10):
            fast_app.frame(0.05)
        assert table.view["current_player"] == 0 and table.viewer == session.seat
        assert not table.my_turn and table.legal == [] and not table.hint_allowed
        assert table.status_line.status[0] == fast_app.ctx.tr("net.table.spectating")
        assert fast_app.ctx.tr("net.table.spectating") != fast_app.ctx.tr("net.table.watching")
        assert table.taking_back.hint_button is None and not table.peekable
        for nothing in ("#hint", "#no_take_back"):  # (nothing to take back: it plays none)
            with pytest.raises(SmokeFailure):
                Probe(fast_app).find(nothing)
        assert "peek" not in {region.name for region in table.drawn.regions()}
    finally:
        fast_app.stack.clear()
        runner.stop()
