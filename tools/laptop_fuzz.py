"""A real laptop against a hostile host: a headless app's table, its :class:`ClientLink` on
loopback, its person playing by gestures, while the host (:mod:`tools.hostile_host`) tampers
with one message every few frames. The tests (``tests/net/test_hostile_host.py``) and
``make bench ONLY=lan`` (``lan_laptop_fuzz_*``) run it.

What it counts: the frames the host sent the laptop and how many were tampered with; the
app's deaths (an exception out of a frame: there must be none); the links ended by what the
laptop would not read (each answered as a player would, with Reconnect); and whether, after
the last tampering, the laptop's view is the host's own view of its seat again.
"""

from __future__ import annotations

import json
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.net.mirror import Mirror
from scenes.app.loop import App, AppOptions
from scenes.app.scripted_lan import person_choice
from scenes.app.smoke import Probe, SmokeFailure
from scenes.frame.payloads import JoinedPayload
from scenes.kit.net.address import join_url
from scenes.kit.net.client import ClientLink
from scenes.kit.net.thread import NetThread
from tools.hostile_host import CODE, HostileTable, Tampering

TABLES = (("totem", 2), ("pook", 3), ("rok", 2))
FRAME = 0.05  # seconds each frame moves the app's clock on
MAX_FRAMES = 20_000  # a game that has not ended by then is left (counted: ``stalled``)


@dataclass
class Outcome:
    sent: int = 0
    tampered: int = 0
    deaths: int = 0
    reconnects: int = 0
    games: int = 0
    whole_again: int = 0  # games where the laptop's view was the host's again at the end
    stalled: int = 0  # games left after MAX_FRAMES
    not_whole: list[str] = field(default_factory=list)  # what each game not whole showed
    deaths_told: list[str] = field(default_factory=list)


def joined(app: App, host: HostileTable, wait: float = 10.0) -> ClientLink:
    """The laptop joins ``host`` by its code (as the Join screen does) and its table opens."""
    link = ClientLink(NetThread("fuzz-laptop"), join_url(host.url, CODE), name="Laptop",
                      code=CODE)
    link.start()
    mirror = Mirror()
    deadline = time.monotonic() + wait
    while mirror.view is None:
        if link.ended is not None or time.monotonic() > deadline:
            raise SmokeFailure(f"the laptop could not join: {link.ended}")
        while not link.inbox.empty():
            mirror.take(link.inbox.get_nowait()[0])
        time.sleep(0.005)
    assert mirror.game is not None
    app.ctx.nav.table(mirror.game, JoinedPayload(link, mirror), replace=False)
    app.stack.apply_pending()
    return link


def fuzz(folder: Path, draw: Callable[[], Tampering], tamperings: int, seed: int = 1,
         every: int = 1, tables: tuple[tuple[str, int], ...] = TABLES,
         seconds: float = 600.0, per_game: int | None = None) -> Outcome:
    """Games of ``tables`` in turn until ``tamperings`` were made (or ``seconds`` passed),
    one armed every ``every`` frames, each game taking ``per_game`` (by default an equal
    share for each table)."""
    outcome = Outcome()
    rng = random.Random(seed)
    started = time.monotonic()
    game_no = 0
    while outcome.tampered < tamperings and time.monotonic() - started < seconds:
        game, players = tables[game_no % len(tables)]
        game_no += 1
        app = App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data",
                             fps=0, fixed_dt=FRAME))
        host = HostileTable(game, players, rng.randrange(1 << 30))
        share = outcome.tampered + (per_game or max(1, -(-tamperings // len(tables))))
        try:
            _one_game(app, host, draw, min(tamperings, share), every, rng, outcome)
        finally:
            outcome.sent += host.runner.sent
            outcome.tampered += host.runner.tampered
            host.stop()
            if app.stack.scenes:
                app.close()
    return outcome


def _one_game(app: App, host: HostileTable, draw: Callable[[], Tampering], budget: int,
              every: int, rng: random.Random, outcome: Outcome) -> None:
    probe = Probe(app)
    app.frame(FRAME)
    joined(app, host)
    outcome.games += 1

    def reconnect() -> Iterator[None]:
        outcome.reconnects += 1
        yield from probe.click("#lost_reconnect")

    def person() -> Iterator[None]:
        return probe.play_table(person_choice(rng), max_frames=20_000,
                                answers={"SeatLostOverlay": reconnect})

    steps = person()
    frame = 0
    while app.running and frame < MAX_FRAMES:
        if frame % every == 0 and outcome.tampered + host.runner.tampered < budget:
            host.runner.arm(draw())
            provoke(host, _session(app), frame)
        try:
            if next(steps, None) is None and _ended(app):
                break
        except Exception:  # (the person, not the app, lost their way on a hostile view: the
            steps = person()  # driver reads where to click from what the table shows)
        try:
            app.frame(FRAME)
        except Exception:  # the app died: what a hostile host must never do
            outcome.deaths += 1
            outcome.deaths_told.append(f"{traceback.format_exc()}\nlast sent: {host.runner.told}")
            return
        frame += 1
        time.sleep(0)  # (the host's thread answers meanwhile)
        if outcome.tampered + host.runner.tampered >= budget and frame % 50 == 0:
            break
    else:
        outcome.stalled += 1
    host.runner.arm(None)
    if _honest_again(app, host):
        outcome.whole_again += 1
    else:
        outcome.not_whole.append(_shown(app, host))


def provoke(host: HostileTable, session: Any, frame: int) -> None:
    """Make the host send a message of a kind a tampering waits for and play does not bring
    on its own: a welcome (and the proof before it) after a cut, a refusal of a stale move."""
    runner = host.runner
    if session is None or session.link.ended is not None or session.joining is not None:
        return
    if (runner.waiting_for("welcome") or runner.waiting_for("prove")) and frame % 40 == 0:
        session.link.cut()
    elif runner.waiting_for("refused") and frame % 40 == 20:
        session.link.send({"t": "act", "seq": -1, "action": "end"})


def _ended(app: App) -> bool:
    return type(app.stack.top).__name__ == "EndOverlay"


def _honest_again(app: App, host: HostileTable, seconds: float = 30.0) -> bool:
    """Once nothing is tampered with, the laptop's table shows the host's view of its seat
    within ``seconds`` (reconnecting if its link had ended: the link's backoff is real time)."""
    probe = Probe(app)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        top = app.stack.top
        if type(top).__name__ == "SeatLostOverlay":
            for _ in probe.click("#lost_reconnect"):
                app.frame(FRAME)
            continue
        session = _session(app)
        with host.runner.lock:
            theirs = host.runner.table.state.view(1)
        if session is not None and session.mirror.view == _json(theirs) \
                and session.link.ended is None:
            return True
        app.frame(FRAME)
        time.sleep(0.002)
    return False


def _shown(app: App, host: HostileTable) -> str:
    """What a laptop that did not come back whole showed (for the failure's words)."""
    session = _session(app)
    with host.runner.lock:
        theirs = _json(host.runner.table.state.view(1))
        told = host.runner.told
    scenes = [type(scene).__name__ for scene in app.stack.scenes]
    if session is None:
        return f"{host.game}: no laptop table under {scenes}"
    mine = session.mirror.view or {}
    differ = [key for key in theirs if isinstance(theirs, dict) and mine.get(key) != theirs[key]]
    return (f"{host.game}: {scenes}, link ended {session.link.ended!r}, connected "
            f"{session.link.connected}, views differ at {differ[:6]}, last tampered {told[-2:]}")


def _session(app: App) -> Any:
    """The laptop's session (its table's), under whatever is on top of it."""
    for scene in reversed(app.stack.scenes):
        session = getattr(scene, "session", None)
        if session is not None and hasattr(session, "mirror"):
            return session
    return None


def _json(value: object) -> object:
    return json.loads(json.dumps(value))
