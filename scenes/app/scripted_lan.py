"""``tablee --script host-GAME`` / ``--script join-GAME@ADDRESS/CODE``: two app processes at
one table over the network, driven as players would (the two-process test).

``host-GAME`` opens the game's setup from the menu, sets seat 2 to "Another laptop" in its
drop-down, presses "Host the table", prints ``hosting PORT CODE`` (what the Host screen
shows), then plays seat 1 by gestures until the end screen; ``host-GAME@RELAY`` also types
a relay's address on the Host screen and hosts through it (``… through RELAY``).
``join-GAME@ADDRESS/CODE`` opens "Play over the network" from the menu, types the address
and the code into the Join screen, presses Join, and plays its seat by gestures (printing
``moves N`` as the game goes, so a test can cut a laptop off mid-game: the host then
answers "A bot takes the seat" at the Easy level, printing ``gave seat N to a bot``).
Both print ``finished MOVES DIGEST``:
the host the SHA-256 of its state's ``to_json()`` and its saved game's file name, the
laptop the SHA-256 of the view its screen showed last (:func:`view_digest`), so a test
can replay the host's record and compare both.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from scenes.app.smoke import Probe, SmokeFailure

if TYPE_CHECKING:
    from scenes.app.loop import App

FRAME_PAUSE = 0.002  # seconds each scripted frame sleeps (the scripted loop has no cap)
END_FRAMES = 30  # frames the end screen stays before the process quits (the last messages go)


def view_digest(view: Any) -> str:
    """The SHA-256 of a seat's view as JSON (keys sorted): what a laptop's screen showed."""
    text = json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def lan_script(app: App, name: str, seed: int, say: Callable[[str], None]) -> Iterator[None]:
    probe = Probe(app)
    yield from probe.until(lambda: getattr(app.stack.top, "settled", False), "the menu", 600)
    kind, _, rest = name.partition("-")
    game, _, where = rest.partition("@")
    if kind == "host":
        yield from host(app, probe, game, say, relay=where)
    else:
        address, _, code = where.partition("/")
        yield from join(app, probe, address, code, say)
    rng = random.Random(seed)
    table = probe.table()
    session: Any = table.session
    moves = 0

    def away() -> Iterator[None]:  # the host: a laptop left; an easy bot takes its seat
        seat = getattr(app.stack.top, "payload", None)
        yield from probe.click("#away_level_easy")
        yield from probe.click("#away_bot")
        say(f"gave seat {getattr(seat, 'seat', '?')} to a bot")

    for step in probe.play_table(person_choice(rng), max_frames=1_000_000,
                                 answers={"AwayOverlay": away}):
        time.sleep(FRAME_PAUSE)  # (the other process's frames need the cores too)
        if len(session.record.actions) != moves:
            moves = len(session.record.actions)
            say(f"moves {moves}")  # (a test may cut this laptop off at a given move)
        yield step
    if kind == "host":
        say(f"finished {len(session.record.actions)} "
            f"{hashlib.sha256(session.state.to_json().encode()).hexdigest()[:16]} "
            f"{session.saved.name}")
    else:
        say(f"finished {session.moves} {view_digest(session.mirror.view)}")
    yield from probe.wait(END_FRAMES)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    while True:
        yield


def person_choice(rng: random.Random) -> Callable[[list[str]], str]:
    """How a scripted person picks among the gestures (sorted action texts): at random;
    at a RÖK table the twin of a rune they went for, else one half of a pair lying face up,
    else Done — a person grabbing runes at random makes false pairs and singles, which go
    back to the bag, and the game lasts hundreds of throws."""
    went_for: set[str] = set()

    def choose(options: list[str]) -> str:
        grabs = {o.split()[2]: o for o in options if o.startswith("grab ")}
        twins = sorted(o for rune, o in grabs.items() if twin_of(rune) in went_for)
        pairs = sorted(o for rune, o in grabs.items() if twin_of(rune) in grabs)
        if not (twins or pairs):
            went_for.clear()  # (done grabbing, or no race: the next throw starts afresh)
            return "done" if "done" in options else rng.choice(options)
        chosen = rng.choice(twins or pairs)
        went_for.add(chosen.split()[2])
        return chosen
    return choose


def twin_of(rune: str) -> str:
    """The other half of a RÖK rune's pair (``w5a`` and ``w5b``)."""
    return rune[:-1] + {"a": "b", "b": "a"}.get(rune[-1:], "")


def until(condition: Callable[[], object], what: str, seconds: float) -> Iterator[None]:
    """Let frames pass until ``condition()`` holds, for ``seconds`` at most (another
    process's pace, not frames, decides how long it takes)."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SmokeFailure(f"waited {seconds} s for {what}")
        time.sleep(FRAME_PAUSE)
        yield


def host(app: App, probe: Probe, game: str, say: Callable[[str], None],
         relay: str = "") -> Iterator[None]:
    yield from probe.click(f"#tile_{game}")
    probe.expect_top("SetupScene")
    yield from probe.click("#kind_1")  # the second seat's drop-down opens ...
    yield from probe.click_text(app.ctx.tr("net.seat_laptop"))  # ... and "Another laptop"
    yield from probe.click("#start")  # (now "Host the table")
    probe.expect_top("HostScene")
    top: Any = app.stack.top
    if top.runner is None:
        raise SmokeFailure(f"the table did not open: {top.problem}")
    if relay:  # friends far away: the relay's address typed on the Host screen
        yield from probe.click("#host_relay")
        yield from probe.type_text(relay)
        yield from probe.click("#host_relay_go")
        yield from until(lambda: top.relay is not None or top.relay_url == "",
                         "the relay's answer", 15)
        if top.relay is None:
            raise SmokeFailure(f"the Host screen says: {top.relay_words}")
    say(f"hosting {top.port} {top.code}" + (f" through {top.relay}" if relay else ""))
    yield from until(lambda: probe.top_name() != "HostScene", "a laptop to join", 60)


def join(app: App, probe: Probe, address: str, code: str,
         say: Callable[[str], None]) -> Iterator[None]:
    yield from probe.click("#menu_network")
    probe.expect_top("JoinScene")
    yield from probe.click("#join_address")
    yield from probe.type_text(address)
    yield from probe.click("#join_code")
    yield from probe.type_text(code)
    yield from probe.click("#join")
    screen: Any = app.stack.top

    def refused() -> bool:
        return screen.message is not None and screen.message[1]

    yield from until(lambda: probe.top_name() != "JoinScene" or refused(),
                     "the host's welcome", 20)
    if probe.top_name() == "JoinScene":
        raise SmokeFailure(f"the Join screen says: {screen.message[0]}")
    say(f"joined seat {probe.table().viewer}")
