"""A throw or a slide made at another screen is played on this one (R08, R24; the network's
gestures: game/net/gestures.py, scenes/games/rok/mirroring.py): the laptop counts 3-2-1
with the host, its stones fly (those from hands as backs) and come to rest where the host's
did; a slide made elsewhere slides here and leaves its mark; grabbing opens only once every
screen has shown a laptop's throw."""

from __future__ import annotations

import math

import pytest

from game.net.from_host import HostReader
from game.net.gestures import COUNT_FROM, COUNT_STEP, shown_after
from game.net.messages import encode
from game.net.mirror import Mirror
from game.rok.table import RuneState
from scenes.frame.payloads import JoinedPayload
from scenes.games.rok.mirroring import matched
from scenes.games.rok.scene import RokScene
from tests.scenes.conftest import run_frames
from tests.scenes.rok_wire import FRAME, Table
from tests.scenes.test_away import Link
from tests.scenes.test_rok_net import jsonish, laptop_at_a_slide_off


@pytest.fixture
def rok(tmp_path, request):
    """A hosted RÖK table and a laptop's; seed 5's first throw leaves pairs to grab, seed 1's
    none (its check follows at once)."""
    table = Table(tmp_path, getattr(request, "param", 1), bot=False)
    yield table
    table.close()


def frames_until(rok: Table, condition, frames: int = 400) -> int:
    for frame in range(frames):
        if condition():
            return frame
        rok.frame()
    raise AssertionError(f"not within {frames} frames")


def test_the_hosts_throw_is_counted_and_flown_on_the_laptop_and_rests_where_the_hosts_did(rok):
    frames_until(rok, lambda: rok.hosted.my_turn and rok.hosted.view["phase"] == "throw")
    rok.hosted.signal_throw()  # (the host's person: Space, or the Throw button)
    rok.frame()
    assert rok.hosted.pace.counting and rok.joined.pace.counting  # told as the count began
    counted = frames_until(rok, lambda: rok.joined.live is not None)
    assert counted * FRAME == pytest.approx(COUNT_FROM * COUNT_STEP, abs=3 * FRAME)
    labels = set(rok.joined.live.bodies)
    assert labels and all(label.startswith(("#", "?")) or len(label) <= 4 for label in labels)
    assert any(label.startswith("#1.") for label in labels)  # the laptop's own hand, unnamed
    assert rok.host.rok.phase == "throw"  # (the host's table flies it at the same time)
    frames_until(rok, lambda: rok.joined.mirroring.rested)
    rest = rok.joined.live.runes()
    frames_until(rok, lambda: not rok.joined.mirroring.playing)
    lying = rok.host.rok.table
    worst = 0.0
    for x, y, up in lying.values():  # every rune the host's throw left, found here
        near = min(math.hypot(s.x - x, s.y - y) for s in rest.values() if s.up == up)
        worst = max(worst, near)
    assert worst <= 0.05  # (table units: the record keeps 0.01)
    frames_until(rok, lambda: not (rok.joined.stepping or rok.joined.net.busy
                                   or rok.joined.board.moving))
    assert jsonish(rok.joined.view) == jsonish(rok.host.state.view(1))  # (the host's record)


@pytest.mark.parametrize("rok", [5], indirect=True)
def test_a_laptops_throw_opens_grabbing_once_every_screen_has_counted_and_flown_it(rok):
    """A throw a laptop sends is run by the host at once (here: the host's table given the
    throw's inputs, as a laptop's strength gives them); the host's screen plays it too, from
    its count, and the race opens after its count and flight (plus the lead)."""
    from game.net.race import throw_text
    from game.streams import throw_seed

    frames_until(rok, lambda: rok.hosted.my_turn and rok.hosted.view["phase"] == "throw")
    host = rok.host
    text, gesture = throw_text(host.rok, 1.0, throw_seed(host.record.seed, host.rok.throw_no))
    sent = rok.wire.now
    rok.wire.out(host.play(text, sent, gesture))
    assert gesture["flight"] > 0.5
    assert host.race.opens == pytest.approx(sent + shown_after(gesture) + host.timing.lead)
    rok.frame()
    assert rok.hosted.pace.counting and rok.hosted.mirroring.playing
    assert rok.joined.pace.counting and rok.joined.mirroring.playing
    frames_until(rok, lambda: rok.hosted.live is not None and rok.joined.live is not None)
    frames_until(rok, lambda: not rok.hosted.mirroring.playing)
    assert rok.wire.now >= host.race.opens - host.timing.lead - 3 * FRAME
    assert not rok.hosted.grabbing or rok.wire.now >= host.race.opens - 3 * FRAME


def test_a_slide_made_elsewhere_slides_here_and_leaves_its_mark(app):
    """R24: seat 0's slide (made at the host's screen) slides on the laptop's table from the
    same start at the same velocity; once it stops and the host's move is here, its mark
    stays where it stopped, and the host's result is told."""
    state, scene, link = laptop_at_a_slide_off(app)
    assert state.current_player == 0
    link.inbox.put(({"t": "gesture", "kind": "slide", "n": 1, "seat": 0, "seq": 9,
                     "start": [0.0, -40.0], "velocity": [0.0, 40.0]}, 0.0))
    run_frames(app, range(2))
    assert scene.live is not None and scene.live_kind == "slide" and scene.live_seat == 0
    assert not scene.my_turn
    for _ in range(600):
        if scene.mirroring.rested:
            break
        app.frame(1 / 60)
    stop = scene.live.slide_outcome("slider").stop
    assert scene.live is not None  # (at rest, it stays until the host's move comes)
    link.inbox.put(({"t": "state", "seq": 10, "rev": 2, "view": jsonish(state.view(1)),
                     "log_from": 0, "log": [{"n": 10, "k": "slide", "s": 0,
                                             "d": {"result": 7.5, "rule": "R24"}}],
                     "waiting": [], "names": ["Ana", "Bo", "Cy"],
                     "opens": None, "offset": 0.0}, 0.0))
    run_frames(app, range(3))
    assert scene.marks[0].stop == pytest.approx(stop)
    run_frames(app, range(120))
    assert not scene.mirroring.playing
    assert any("7.50" in line for line in scene.log.texts)


def laptop_at_the_first_throw(app):
    """Seat 1's laptop table (of two) before a new game's first throw: the position, the
    scene and the laptop's link (the test puts the host's messages in)."""
    from game.rok import new_game

    mirror, link, reader = Mirror(), Link(), HostReader()
    link.inbox.reader = reader  # (what the laptop hears is read against the same table)
    state = new_game(2, 3)
    mirror.take(reader.read(encode({
        "t": "welcome", "seat": 1, "token": "t", "game": "rok", "players": 2,
        "names": ["Ana", "Bo"], "kinds": ["local", "remote"]})))
    mirror.take(reader.read(encode({
        "t": "state", "seq": 0, "rev": 1, "view": jsonish(state.view(1)), "log_from": 0,
        "log": [], "waiting": [], "names": ["Ana", "Bo"], "opens": None, "offset": 0.0})))
    app.stack.push(RokScene, JoinedPayload(link, mirror))
    app.stack.apply_pending()
    run_frames(app, range(3))
    return state, app.stack.top, link


def test_a_garbled_gesture_is_skipped_and_the_move_shows_at_rest(app):
    """A gesture this laptop cannot play (a newer host's kind, or damaged) costs nothing:
    the host's move shows as it comes."""
    from game.net.gestures import throw_gesture

    state, scene, link = laptop_at_the_first_throw(app)
    link.inbox.put(({"t": "gesture", "kind": "juggle", "seq": 0, "seat": 0}, 0.0))
    link.inbox.put(({"t": "gesture", "kind": "throw", "seq": 0, "seat": "\ud800",
                     "lying": [[1]]}, 0.0))
    run_frames(app, range(3))
    assert scene.live is None and not scene.mirroring.playing and not scene.pace.counting
    whole = {**throw_gesture(state, 1.0, 5), "seq": 0}
    for seat in ("\ud800", 99, -1, None):  # (a throw it could play, from nobody's seat)
        scene.mirroring.begin({**whole, "seat": seat})
        assert not scene.mirroring.playing and not scene.pace.counting
    scene.mirroring.begin({**whole, "seat": 0})  # (the same, from a seat: it plays)
    assert scene.mirroring.playing and scene.pace.counting


def test_stones_are_matched_to_the_hosts_runes_by_name_then_by_the_nearest_place():
    rest = {"w1b": RuneState(5.0, 0.0, 0.0, True, False),  # lying, knocked: by its name
            "#0.0": RuneState(10.0, 10.0, 0.0, True, False),
            "#0.1": RuneState(-10.0, 10.0, 0.0, True, False),
            "#1.0": RuneState(0.0, -20.0, 1.0, False, False)}
    faces = {"w1b": (5.0, 0.0), "b2a": (-10.01, 10.0), "b3b": (10.0, 9.99)}
    pairs = dict(matched(rest, faces, [(0.0, -20.0)]))
    assert pairs == {"rune:w1b": "w1b", "rune:b2a": "#0.1", "rune:b3b": "#0.0",
                     "down:0": "#1.0"}


@pytest.mark.parametrize("rok", [5], indirect=True)
def test_a_throw_is_told_to_laptops_once_as_its_count_begins_at_the_host(rok):
    """The host's screen tells its throw as the count begins; at rest the host plays it
    without telling it again (one gesture per throw), and the race opens after the lead."""
    frames_until(rok, lambda: rok.hosted.my_turn and rok.hosted.view["phase"] == "throw")
    told = []
    send = rok.wire.out

    def spy(outs, sent=None):
        told.extend(m for _, m in outs if m and m.get("t") == "gesture")
        send(outs, sent)

    rok.wire.out = spy  # type: ignore[method-assign]
    rok.runner.send = spy  # type: ignore[method-assign]
    rok.hosted.signal_throw()
    assert len(told) == 1 and told[0]["kind"] == "throw" and told[0]["seq"] == 0
    frames_until(rok, lambda: rok.host.rok.phase == "grab")
    assert len(told) == 1
    assert rok.host.race.opens == pytest.approx(rok.wire.now + rok.host.timing.lead, abs=FRAME)


def test_the_hosts_race_plays_matched_bots_at_the_tables_measured_pace(rok):
    """Handicaps and Matched apply in the network race as at home: the host's race reads the
    pace the host's table measures of its people."""
    assert rok.host.pace is not None and rok.host.pace() == rok.hosted.table_pace.fitted
    rok.hosted.table_pace.fitted = (2.0, 1.5)  # (a slower table, as measured)
    assert rok.host.pace() == (2.0, 1.5)


def test_a_spectators_rok_table_says_it_watches_and_counts_with_the_others(app):
    """A friend watching with the watch code: the plate says so, and the count and flight of
    a throw show there as at every seat's screen (nothing to play, no note on take-backs)."""
    from game.rok import SPEC, new_game
    from scenes.app.smoke import Probe, SmokeFailure

    state = new_game(2, 3)
    mirror, link, reader = Mirror(), Link(), HostReader()
    link.inbox.reader = reader  # (what the laptop hears is read against the same table)
    mirror.take(reader.read(encode({
        "t": "welcome", "seat": None, "token": None, "watching": 0, "spectator": True,
        "game": "rok", "players": 2, "names": ["Ana", "Bo"], "kinds": ["local", "remote"]})))
    mirror.seat = mirror.watching  # (as the Join screen does: the table shows that place)
    view = {**SPEC.public(state, 0), "legal": []}  # (what the host sends a spectator)
    mirror.take(reader.read(encode({
        "t": "state", "seq": 0, "rev": 1, "view": jsonish(view), "log_from": 0, "log": [],
        "waiting": [], "names": ["Ana", "Bo"], "opens": None, "offset": 0.0})))
    app.stack.push(RokScene, JoinedPayload(link, mirror))
    app.stack.apply_pending()
    scene = app.stack.top
    run_frames(app, range(3))
    watching = app.ctx.tr("net.table.spectating")
    assert scene.status_text() == watching and not scene.my_turn
    with pytest.raises(SmokeFailure):
        Probe(app).find("#no_take_back")
    from game.net.gestures import throw_gesture

    link.inbox.put(({**throw_gesture(state, 1.0, 77), "seq": 0}, 0.0))
    run_frames(app, range(3))
    assert scene.pace.counting and scene.status_text() != watching


def laptop_before_the_last_slide(app):
    """Seat 1's laptop table (of three) in a tie-break slide-off (R23) where seat 0's slide
    is the game's last move; the position, the scene, its link, and the host's view and log
    entries once that slide is played (``slide 0 30.00``)."""
    from game.net.messages import event_entry
    from tests.game.rok.helpers import play_all, position

    state = position(3, first=1, balance=["b1a", "g1a", "w1a"],
                     table={"w5a": (5, 5, True), "w5b": (6, 6, True)},
                     bag=["b1b", "g1b", "w1b"], spare=[0, 2])
    play_all(state, "grab 1 w5a", "grab 1 w5b", "slide 2 touch")
    assert state.current_player == 0
    mirror, link, reader = Mirror(), Link(), HostReader()
    link.inbox.reader = reader  # (what the laptop hears is read against the same table)
    names = ["Ana", "Bo", "Cy"]
    mirror.take(reader.read(encode({
        "t": "welcome", "seat": 1, "token": "t", "game": "rok", "players": 3,
        "names": names, "kinds": ["local", "remote", "local"]})))
    mirror.take(reader.read(encode({
        "t": "state", "seq": 3, "rev": 1, "view": jsonish(state.view(1)), "log_from": 0,
        "log": [], "waiting": [], "names": names, "opens": None, "offset": 0.0})))
    app.stack.push(RokScene, JoinedPayload(link, mirror))
    app.stack.apply_pending()
    run_frames(app, range(3))
    last = [event_entry(event, 4) for event in state.play("slide 0 30.00")]
    assert state.is_terminal()
    after = {"t": "state", "seq": 4, "rev": 2, "view": jsonish(state.view(1)), "log_from": 0,
             "log": last, "waiting": [], "names": names, "opens": None, "offset": 0.0}
    return app.stack.top, link, after


def test_the_status_plate_tells_the_games_last_slide_while_it_slides_on_a_laptop(app):
    """The host runs a slide at once: its move (the game's last: the view after it is over)
    reaches the laptop with the slide's inputs, while the laptop's table still slides it.
    The status plate speaks of the slide being shown, not of the game the newest view says
    is over (it went blank)."""
    scene, link, after = laptop_before_the_last_slide(app)
    link.inbox.put(({"t": "gesture", "kind": "slide", "n": 1, "seat": 0, "seq": 3,
                     "start": [0.0, -40.0], "velocity": [0.0, 40.0]}, 0.0))
    link.inbox.put((after, 0.0))
    sliding = app.ctx.tr("rok.status.sliding", name="Ana")
    said = []
    for _ in range(120):
        app.frame(1 / 60)
        if scene.live is not None:
            said.append(scene.status_plate[0])
    assert said and set(said) == {sliding}
    assert scene.session.is_terminal()  # (the newest view: the game is over)
    for _ in range(600):  # the slide's mark, the check's last steps, then the end screen
        if type(app.stack.top).__name__ == "EndOverlay":
            break
        app.frame(1 / 30)
    assert type(app.stack.top).__name__ == "EndOverlay"


def test_with_reduced_motion_a_throw_made_elsewhere_shows_at_rest_before_the_hosts_move(app):
    """Reduced motion: a throw told by the host runs to rest at once on the laptop's table
    (nothing of its flight is drawn); from then on its stones are drawn where they rest,
    though the host's move (with the runes' names) has not come yet."""
    import pygame

    from game.net.gestures import throw_gesture

    app.ctx.change_settings(reduced_motion=True)
    state, scene, link = laptop_at_the_first_throw(app)
    assert not state.table  # (the first throw: nothing lies on the cloth before it)
    link.inbox.put(({**throw_gesture(state, 1.0, 77), "seq": 0}, 0.0))
    run_frames(app, range(3))
    assert scene.pace.counting
    before, surface = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
    scene.draw(before)
    for _ in range(600):
        if scene.mirroring.rested:
            break
        app.frame(1 / 60)
    assert scene.mirroring.rested and scene.mirroring.playing  # (the host's move: not yet)
    scene.draw(surface)
    points = [tuple(round(c) for c in scene.places.to_screen(body.x, body.y))
              for body in scene.live.runes().values()]
    assert len(points) >= 10
    unseen = [p for p in points if surface.get_at(p) == before.get_at(p)]
    assert unseen == []  # every stone is drawn where it rests
