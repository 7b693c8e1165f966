"""This screen's own seat is at the bottom of every table and marked as its person's in words
("Bo (you)"), not by colour alone (scenes/table/yours.py): a laptop's own seat, the only
person at home wherever they sit, at a hot seat the one whose turn it is; a friend who watches
sees the table from the seat they watch from, and nothing is marked as theirs.

Every string the tables draw is recorded as the fonts render it; where a seat's name went is
what its still layer marked (``name:SEAT``, Pook's ``own_name``)."""

from __future__ import annotations

import json
import math

import pytest

from game.core import GameRecord
from game.net.from_host import HostReader
from game.net.host import HostTable
from game.net.messages import encode
from game.net.mirror import Mirror
from game.net.seats import REMOTE
from game.net.seats import Seat as NetSeat
from game.rok import SPEC as ROK
from game.rok import new_game
from game.rok.components import seat_edge
from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.frame.payloads import JoinedPayload
from scenes.games.pook.scene import PookScene
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from scenes.kit.safetext import GuardedFont
from tests.scenes.conftest import lift_curtain, run_fast, start_table
from tests.scenes.test_away import Link
from tests.scenes.test_rok_net import jsonish, laptop_at_a_slide_off

CODE = "K3Y9PA"
NAMES = ["Ana", "Bo", "Cy"]


@pytest.fixture
def drawn(monkeypatch):
    """Every string the fonts render from now on."""
    strings: list[str] = []
    render = GuardedFont.render

    def noting(font, text, *args, **kwargs):
        if isinstance(text, str):
            strings.append(text)
        return render(font, text, *args, **kwargs)

    monkeypatch.setattr(GuardedFont, "render", noting)
    return strings


def marked(app, name: str) -> str:
    return app.ctx.tr("table.you", name=name)


def marks(app, strings: list[str]) -> list[str]:
    """The drawn strings that mark a seat as this screen's."""
    mark = marked(app, "")
    return [s for s in strings if s.endswith(mark)]


def regions(table) -> dict[str, tuple[int, int, int, int]]:
    return {r.name: r.box for r in table.drawn.regions()}


def rok_bottom(table) -> int:
    """The seat whose plate sits lowest on the RÖK cloth (straight below its centre)."""
    players = table.view["players"]
    seat = max(range(players), key=lambda s: table.places.plate(s).centery)
    plate = table.places.plate(seat)
    (x, y), rim = table.places.centre, table.places.table_px
    assert abs(plate.centerx - x) <= 1 and plate.bottom > y + rim  # (past the rim, below it)
    mat = table.places.balance(seat)
    assert abs(mat[0] - x) < 1e-6 and mat[1] > y
    return seat


def joined(app, scene, game: str, players: int, seat: int, watch: bool = False):
    """A laptop's table at ``seat`` of a table hosted by plain calls (``watch``: a friend
    with the watch code instead, watching from the place the host gives)."""
    seats = [NetSeat(NAMES[i], REMOTE) for i in range(players)]
    host = HostTable.of(GameRecord(game, players, 3), seats, CODE, lambda: "token",
                        watch_code="W4TCH9")
    mirror, link = Mirror(), Link()
    host.opened(1, 0.0)
    hello = ({"t": "hello", "v": 1, "spectate": "W4TCH9"} if watch else
             {"t": "hello", "v": 1, "code": CODE, "name": NAMES[seat], "seat": seat})
    for conn, message in host.receive(1, encode(hello), 0.0):
        if conn == 1 and message is not None:
            mirror.take(json.loads(json.dumps(message)))
    if watch:
        mirror.seat = mirror.watching  # (as the Join screen does: the place it watches from)
    app.stack.push(scene, JoinedPayload(link, mirror))
    app.stack.apply_pending()
    run_fast(app, iter(range(3)))
    return app.stack.top


def test_a_laptops_own_rok_seat_is_at_the_bottom_marked_and_slides_toward_the_centre(
        app, drawn):
    """Seat 1 of three at a laptop: the cloth is turned so that its seat (plate, Balance
    rune) is at the bottom, its plate says "Bo (you)" and no other; its slide, a drag back
    from its edge on the turned cloth, leaves toward the Destiny rune (R24)."""
    _, scene, link = laptop_at_a_slide_off(app, "slide 0 12.50")
    assert rok_bottom(scene) == 1
    assert marks(app, drawn) == [marked(app, "Bo")]
    box = regions(scene)["name:1"]
    assert box[2] == scene.pace.plate_fonts()[0].size(marked(app, "Bo"))[0]  # whole
    assert scene.places.plate(1).contains(box)
    run_fast(app, Probe(app).perform(scene.gestures()["slide 1"][0]))
    slide = next(m for m in link.sent if m["t"] == "slide")
    edge = seat_edge(1, 3)
    towards = -(slide["vx"] * edge[0] + slide["vy"] * edge[1]) / (
        math.hypot(slide["vx"], slide["vy"]) * math.hypot(*edge))
    assert towards > 0.99  # (straight at the centre: the pull was turned back to the table)


def test_the_only_person_at_home_sits_at_the_bottom_of_rok_wherever_their_seat(fast_app, drawn):
    table = start_table(fast_app, RokScene, "rok", (BOT, BOT, HUMAN))
    run_fast(fast_app, iter(range(3)))
    assert rok_bottom(table) == 2
    assert set(marks(fast_app, drawn)) == {marked(fast_app, "P3")}


def test_bots_among_themselves_and_a_hot_seat_of_rok_mark_nobody(fast_app, drawn):
    table = start_table(fast_app, RokScene, "rok", (BOT, BOT, BOT))
    run_fast(fast_app, iter(range(3)))
    assert rok_bottom(table) == 0 and marks(fast_app, drawn) == []
    fast_app.stack.clear()
    start_table(fast_app, RokScene, "rok", (HUMAN, HUMAN, BOT))  # (everyone grabs at once)
    run_fast(fast_app, iter(range(3)))
    assert marks(fast_app, drawn) == []


def test_a_friend_watching_rok_sees_it_from_the_seat_they_watch_from_marked_for_nobody(
        app, drawn):
    state = new_game(3, 3)
    mirror, link, reader = Mirror(), Link(), HostReader()
    link.inbox.reader = reader
    mirror.take(reader.read(encode({
        "t": "welcome", "seat": None, "token": None, "watching": 2, "spectator": True,
        "game": "rok", "players": 3, "names": NAMES, "kinds": ["local", "remote", "remote"]})))
    mirror.seat = mirror.watching  # (as the Join screen does)
    mirror.take(reader.read(encode({
        "t": "state", "seq": 0, "rev": 1, "view": jsonish({**ROK.public(state, 2), "legal": []}),
        "log_from": 0, "log": [], "waiting": [], "names": NAMES, "opens": None,
        "offset": 0.0})))
    app.stack.push(RokScene, JoinedPayload(link, mirror))
    app.stack.apply_pending()
    for _ in range(3):
        app.frame(1 / 60)
    assert rok_bottom(app.stack.top) == 2
    assert marks(app, drawn) == [] and "Cy" in drawn


@pytest.mark.parametrize("scene", [TotemScene, PookScene])
def test_a_laptops_own_seat_is_at_the_bottom_and_marked(fast_app, drawn, scene):
    game = "totem" if scene is TotemScene else "pook"
    table = joined(fast_app, scene, game, 2 if game == "totem" else 3, 1)
    assert table.viewer == 1 and marks(fast_app, drawn) == [marked(fast_app, "Bo")]
    box = regions(table)["name:1" if game == "totem" else "own_name"]
    if game == "totem":
        assert box[1] == table.geo.own_zone_y - 40  # (the viewer's side: the bottom)
    else:
        assert box[1] > 600  # (over the hand, at the bottom; the others' plates at the top)
        assert all(regions(table)[f"name:{seat}"][1] < 100 for seat in (0, 2))


@pytest.mark.parametrize("scene", [TotemScene, PookScene])
def test_a_friend_watching_sees_from_the_seat_they_watch_from_marked_for_nobody(
        fast_app, drawn, scene):
    game = "totem" if scene is TotemScene else "pook"
    table = joined(fast_app, scene, game, 2, 1, watch=True)
    watching = table.session.mirror.watching
    assert table.viewer == watching == table.view["seat"] and table.view["public"]
    assert marks(fast_app, drawn) == [] and table.session.humans == []


def test_at_a_hot_seat_the_player_whose_turn_it_is_is_marked_at_the_bottom(fast_app, drawn):
    table = start_table(fast_app, TotemScene, "totem", (HUMAN, HUMAN), seed=3)
    lift_curtain(fast_app)
    run_fast(fast_app, iter(range(3)))
    assert set(marks(fast_app, drawn)) == {marked(fast_app, "P1")}
    table.act("setup " + " ".join(table.view["hand"][:4]))
    run_fast(fast_app, Probe(fast_app).wait(10))
    run_fast(fast_app, Probe(fast_app).key(13))  # (Enter: pass the laptop)
    lift_curtain(fast_app)
    drawn.clear()
    run_fast(fast_app, iter(range(3)))
    assert table.viewer == 1 and set(marks(fast_app, drawn)) == {marked(fast_app, "P2")}
    assert regions(table)["name:1"][1] == table.geo.own_zone_y - 40
