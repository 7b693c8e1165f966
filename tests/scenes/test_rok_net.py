"""RÖK over the network in the app: a hosted RÖK table and a laptop's, in one
process (tests/scenes/rok_wire.py), play through the host's one race.

The host's person, the host's bot and the laptop's person grab in the same race: the
record holds grabs of all three, and it replays to the host's state; the laptop's table
shows exactly that replay's view of its seat. A laptop's earlier claim beats the host's
later click, though it reaches the host after the click. Keys work at a laptop; a laptop
that leaves a RÖK game is asked about, and a bot takes its seat, throwing and grabbing.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.games import replayed
from game.net.from_host import HostReader
from game.net.messages import encode
from game.rok import new_game, parse_action
from game.saves import SaveLibrary
from scenes.app.scripted_lan import person_choice
from scenes.app.smoke import Probe
from scenes.table.away import AWAY_AFTER
from tests.scenes.conftest import run_frames
from tests.scenes.rok_wire import FRAME, SKEW, Table


@pytest.fixture
def table(tmp_path):
    tables: list[Table] = []

    def make(*args, **kwargs) -> Table:
        tables.append(Table(tmp_path, *args, **kwargs))
        return tables[-1]

    yield make
    for made in tables:
        made.close()


def replay(actions, players: int, seed: int):
    state = new_game(players, seed)
    for text in actions:
        state.play(parse_action(state, text))
    return state


def jsonish(view):
    return json.loads(json.dumps(view))


def until(rok: Table, condition, frames: int = 2000, scripts=(None, None)) -> None:
    for _ in range(frames):
        if condition():
            return
        rok.frame(scripts)
    raise AssertionError(f"not within {frames} frames")


def grabbers(actions) -> set[int]:
    return {int(text.split()[1]) for text in actions if text.startswith("grab ")}


def first_round_open(rok: Table, past_the_bar: bool = True) -> None:
    """Whoever throws first throws (the Throw button's deed); then the runes rest at both
    screens, and (``past_the_bar``) grabbing opened long enough ago for a person at either
    screen to grab (the false-start bar, R26)."""
    for _ in range(600):
        if rok.host.race.opens is not None and rok.hosted.grabbing and rok.joined.grabbing \
                and not (past_the_bar and (rok.hosted.netplay.too_soon
                                           or rok.joined.netplay.too_soon)):
            return
        for scene in (rok.hosted, rok.joined):
            if scene.my_turn and scene.view["phase"] == "throw" and not scene.pace.counting:
                scene.signal_throw()
        rok.frame()
    raise AssertionError("grabbing did not open")


def test_the_first_throws_of_a_hosted_rok_game_with_a_laptop_and_a_bot(table):
    """Both people play by gestures for a few throws: every seat grabs through the one race
    (the bot of the host's screen too), the record replays to the host's state, and the
    laptop's table shows that replay's view of its seat."""
    rok = table(1)
    scripts = (Probe(rok.host_app).play_table(random.Random(3).choice),
               Probe(rok.laptop_app).play_table(random.Random(4).choice))
    until(rok, lambda: grabbers(rok.host.record.actions) == {0, 1, 2}
          and rok.hosted.view["phase"] == "throw" and rok.joined.view["phase"] == "throw"
          and not rok.joined.net.busy, 1500, scripts)
    actions = rok.host.record.actions
    assert replay(actions, 3, 1).to_json() == rok.host.state.to_json()
    assert rok.hosted.session.state is rok.host.state  # one truth: the host's table's match
    assert jsonish(rok.joined.view) == jsonish(rok.host.state.view(1))
    assert {m["t"] for m in rok.wire.sent} >= {"hello", "grab", "done"}


def test_a_whole_rok_game_hosted_and_joined_ends_on_both_screens(table):
    """(~15 s: in the thorough tier) Both people play a whole seeded game by gestures to
    both end screens; the host's saved file replays to its state, and the laptop's last
    view is that replay's view of its seat."""
    rok = table(1)
    rok.play(11)
    assert type(rok.host_app.stack.top).__name__ == "EndOverlay"
    assert type(rok.laptop_app.stack.top).__name__ == "EndOverlay"
    session = rok.hosted.session
    actions = rok.host.record.actions
    state = replay(actions, 3, 1)
    assert state.is_terminal() and state.to_json() == rok.host.state.to_json()
    assert grabbers(actions) == {0, 1, 2}
    assert jsonish(rok.joined.session.mirror.view) == jsonish(state.view(1))
    name = session.saved.name
    rok.close()
    entry = SaveLibrary(rok.folder / "host" / "data" / "games").load(name)
    assert not entry.damaged and entry.saved.finished
    assert replayed(entry.saved.record).to_json() == state.to_json()


def test_the_laptops_earlier_claim_wins_over_the_hosts_later_click(table):
    """The laptop clicks a rune; 3 ms later (host time) the host's person clicks it too,
    before the laptop's claim (5 ms on the way, a home network's) reaches the host. The
    laptop's claim, stamped with its own clock and converted, is earlier: it wins, and the
    host's person is told in words that someone was faster (R25)."""
    rok = table(5, bot=False, delay=0.005)
    first_round_open(rok)
    up = sorted(rok.hosted.face_up() & rok.joined.face_up())
    rune = up[0]
    clicked = rok.wire.now
    rok.joined.netplay.net_claim(1, rune)
    assert rok.wire.sent[-1] == {"t": "grab", "rune": rune, "at": clicked - SKEW}
    rok.wire.now += 0.003
    rok.hosted.netplay.net_claim(0, rune)  # the host's click: host time, at once in the race
    claimed = rok.wire.now
    taken = f"grab 1 {rune} "
    until(rok, lambda: any(a.startswith(taken) for a in rok.host.record.actions), 20)
    assert clicked + rok.wire.delay > claimed  # (its claim reached the host after the click)
    assert not any(a.startswith(f"grab 0 {rune} ") for a in rok.host.record.actions)
    until(rok, lambda: any("faster" in n.text for n in rok.host_app.ctx.notices.items), 10)
    assert rune in rok.hosted.round.claimed


def test_R26_a_click_at_the_host_screen_50_ms_after_opening_is_told_as_a_false_start(table):
    """The host's person clicks a rune 50 ms after grabbing opened: the race refuses it as a
    false start and the host's screen says so in words; the same rune clicked again once
    the claim is no longer pending (and the false start's hold is over) counts."""
    rok = table(5, bot=False)
    first_round_open(rok, past_the_bar=False)
    opens = rok.host.race.opens
    assert rok.wire.now < opens + 0.05
    rok.wire.now = opens + 0.05
    rune = sorted(rok.hosted.face_up())[0]
    rok.hosted.netplay.net_claim(0, rune)
    words = rok.host_app.ctx.tr("rok.refusal.R26")
    until(rok, lambda: any(n.text == words for n in rok.host_app.ctx.notices.items), 10)
    assert words.startswith("False start") and not rok.host.record.actions[1:]
    until(rok, lambda: rune not in rok.hosted.round.pending(), 20)
    rok.hosted.netplay.net_claim(0, rune)
    until(rok, lambda: any(a.startswith(f"grab 0 {rune} ") for a in rok.host.record.actions), 10)


def test_a_laptop_that_quits_once_the_game_is_over_leaves_the_host_its_end_screen(table):
    """The laptop's app ends on its own end screen (the two-process test's laptop quits
    then) while the host's table is still showing the last moves (a loaded machine): the
    host's table reaches its end screen all the same — a game that is over waits for no
    laptop. (Starts two throws before the end of the golden game of seed 3.)"""
    golden = Path(__file__).resolve().parents[1] / "golden" / "rok-3.txt"
    actions = tuple(line.split(": ", 1)[1] for line in golden.read_text("utf-8").splitlines()
                    if line.startswith("action: "))
    rok = table(3, bot=False, actions=actions[:49])
    scripts = (Probe(rok.host_app).play_table(person_choice(random.Random(3))),
               Probe(rok.laptop_app).play_table(person_choice(random.Random(4))))
    until(rok, lambda: rok.host.state.is_terminal(), 1500, scripts)
    assert type(rok.host_app.stack.top).__name__ != "EndOverlay"  # (its last moves show)
    rok.wire.connected = False
    rok.wire.out(rok.host.closed(1, rok.wire.now))  # the laptop's app has quit
    until(rok, lambda: type(rok.host_app.stack.top).__name__ == "EndOverlay", 200)


def test_keys_grab_and_throw_at_a_laptop(table):
    """Enter on a rune (scenes/games/rok/keys.py) sends the claim a click sends; the
    laptop's Throw sends a strength, never a throw's outcome (the host runs the table);
    Done is said to the host, and the table says the others still grab."""
    rok = table(5, bot=False)
    for _ in range(400):
        if rok.joined.my_turn or rok.hosted.my_turn:
            break
        rok.frame()
    first_round_open(rok)
    throws = [m for m in rok.wire.sent if m["t"] == "throw"]
    assert all(set(m) == {"t", "strength"} for m in throws)
    zones = rok.joined.keys.table_zones()
    stop = zones[0].stops[0]
    assert zones[0].name == "runes"
    assert stop.enter is not None
    stop.enter()  # (what Enter on that stop does)
    rune = stop.key.partition(":")[2]
    assert rok.wire.sent[-1]["t"] == "grab" and rok.wire.sent[-1]["rune"] == rune
    until(rok, lambda: any(a.startswith("grab 1 ") for a in rok.host.record.actions), 20)
    rok.joined.grabs.press_done()  # (Enter, or the Done button)
    assert rok.wire.sent[-1] == {"t": "done"} and not rok.joined.my_turn
    assert rok.joined.status_text() == rok.laptop_app.ctx.tr("net.table.rok_done")


def test_a_laptop_that_leaves_a_rok_game_is_replaced_by_a_bot_that_races(table):
    rok = table(5, bot=False)
    first_round_open(rok)
    rok.wire.connected = False
    rok.wire.out(rok.host.closed(1, rok.wire.now))  # the laptop's Wi-Fi drops
    until(rok, lambda: type(rok.host_app.stack.top).__name__ == "AwayOverlay",
          round((AWAY_AFTER + 1) / FRAME))
    done = []

    def give():
        yield from Probe(rok.host_app).click("#away_bot")
        done.append(True)
        while True:
            yield

    until(rok, lambda: done, 60, (give(), None))
    assert rok.host.racers.get(1) == "normal" and not rok.hosted.net.plays_elsewhere(1)
    assert rok.hosted.session.saved.seats[1].kind == "bot"
    given = len(rok.host.record.actions)
    person = Probe(rok.host_app).play_table(random.Random(5).choice)
    until(rok, lambda: 1 in grabbers(rok.host.record.actions[given:]), 1500, (person, None))


def laptop_at_a_slide_off(app, *slides: str):
    """Seat 1's laptop table (of three) at a slide-off (R17) after ``slides``, its view at
    host seq 9: the position, the scene and the laptop's link (the test puts the host's
    messages in)."""
    from game.net.mirror import Mirror
    from scenes.frame.payloads import JoinedPayload
    from scenes.games.rok.scene import RokScene
    from tests.game.rok.helpers import play_all, position
    from tests.scenes.test_away import Link

    state = position(3, balance=["w1a", "w2a", "b3a"], hoards=[["w5a", "w5b"], ["w6a", "w6b"],
                     []], table={"w1b": (5, 0, True), "w2b": (-5, 0, True)})
    play_all(state, "grab 1 w1b", "grab 0 w2b", *slides)
    assert state.phase == "slide"
    mirror, link, reader = Mirror(), Link(), HostReader()
    link.inbox.reader = reader  # (what the laptop hears is read against the same table)
    mirror.take(reader.read(encode({
        "t": "welcome", "seat": 1, "token": "t", "game": "rok", "players": 3,
        "names": ["Ana", "Bo", "Cy"], "kinds": ["local", "remote", "local"]})))
    mirror.take(reader.read(encode({
        "t": "state", "seq": 9, "rev": 1, "view": jsonish(state.view(1)), "log_from": 0,
        "log": [], "waiting": [], "names": ["Ana", "Bo", "Cy"], "opens": None, "offset": 0.0})))
    app.stack.push(RokScene, JoinedPayload(link, mirror))
    app.stack.apply_pending()
    run_frames(app, range(3))
    return state, app.stack.top, link


def test_a_laptops_slide_is_sent_as_the_velocity_of_its_pull(app):
    """A slide-off where the laptop's seat slides (R17): the drag back from its edge — the
    gesture a person makes — sends the pull's velocity; the laptop runs no table itself,
    and waits for the host's view (no second slide meanwhile); the slide's result, when the
    host tells it, is kept for the end screen."""
    state, scene, link = laptop_at_a_slide_off(app, "slide 0 12.50")
    assert state.current_player == 1
    gesture = scene.gestures()["slide 1"][0]
    run_frames(app, Probe(app).perform(gesture))
    run_frames(app, range(3))
    slides = [m for m in link.sent if m["t"] == "slide"]
    assert len(slides) == 1 and set(slides[0]) == {"t", "vx", "vy"}
    assert slides[0]["vx"] ** 2 + slides[0]["vy"] ** 2 > 0
    assert scene.live is None and not scene.my_turn  # (the host's view says where it went)
    link.inbox.put(({"t": "state", "seq": 10, "rev": 2, "view": jsonish(state.view(1)),
                     "log_from": 0, "log": [{"n": 10, "k": "slide", "s": 1,
                                             "d": {"result": 7.5, "rule": "R24"}}],
                     "waiting": [], "names": ["Ana", "Bo", "Cy"],
                     "opens": None, "offset": 0.0}, 0.0))
    run_frames(app, range(5))
    assert any("7.50" in line for line in scene.log.texts)  # (the host's result, told)
