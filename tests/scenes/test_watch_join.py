"""A friend watches from the Join screen, in a headless app on 127.0.0.1: the address and the
watch code typed, Watch pressed; the game's table opens with the public view (no hand), and a
wrong watch code is said in words."""

from __future__ import annotations

import time

from game.core import GameRecord
from game.net.host import HostTable
from game.net.seats import LOCAL, REMOTE, Seat
from scenes.app.smoke import Probe
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.shell.join_scene import JoinScene
from tests.scenes.conftest import run_fast
from tools.lan_play import FAST, WATCH_CODE


def frames_until(app, condition, seconds=10.0):
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        app.frame(0.05)
        time.sleep(0.01)
    return condition()


def watch_with(app, port, code):
    probe = Probe(app)
    run_fast(app, probe.click("#join_address"))
    run_fast(app, probe.type_text(f"127.0.0.1:{port}"))
    run_fast(app, probe.click("#join_code"))
    run_fast(app, probe.type_text(code))
    run_fast(app, probe.click("#join_watch"))


def test_the_join_screen_watches_with_the_watch_code(fast_app):
    seats = [Seat("Ana", LOCAL), Seat("Bo", REMOTE)]
    host = HostTable.of(GameRecord("pook", 2, 5), seats, "TABLE1", new_token, FAST,
                        watch_code=WATCH_CODE)
    runner = HostRunner(host)
    try:
        port = runner.listen("127.0.0.1", 0)
        runner.run_in_thread()
        fast_app.stack.push(JoinScene)
        fast_app.stack.apply_pending()
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
