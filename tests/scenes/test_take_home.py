"""A laptop takes its game home: at the end of a hosted game, the record its host sent is
checked and kept among the laptop's games (once, however often it comes), its person rated
there; a record that does not check out is refused in words and nothing is kept."""

from __future__ import annotations

import json

from game.evening.ratings import shipped_bot_ratings
from game.net.from_host import HostReader
from game.net.messages import encode
from game.net.mirror import Mirror
from game.net.result import home_name
from scenes.frame.payloads import JoinedPayload
from scenes.frame.people import people_of
from scenes.games.totem.scene import TotemScene
from scenes.table.end_overlay import EndOverlay
from tests.game.net.test_result import finished, last_state_at_the_laptop
from tests.scenes.conftest import FAST
from tests.scenes.test_away import Link


def laptop_at_the_end(app, tamper=None):
    """The laptop's Totem table (seat 1, "Bo") fed every message its host sent, the last
    state's record through ``tamper``; frames until its end screen."""
    record = finished()
    _, joined, end = last_state_at_the_laptop(record)
    if tamper is not None:
        end = tamper(end)
    mirror, link = Mirror(), Link()
    reader = HostReader()
    for message in joined:
        mirror.take(reader.read(encode(message)))
    link.inbox.reader = reader  # (the laptop's reader, the table it names)
    app.stack.push(TotemScene, JoinedPayload(link, mirror))
    app.stack.apply_pending()
    table = app.stack.top
    app.frame(FAST)
    for message in end:
        link.inbox.put((message, 1.0))
    for _ in range(300):
        app.frame(FAST)
        if isinstance(app.stack.top, EndOverlay):
            break
    return record, table


def test_the_finished_game_is_kept_and_rated_here_once(fast_app):
    app = fast_app
    record, table = laptop_at_the_end(app)
    overlay = app.stack.top
    assert isinstance(overlay, EndOverlay)
    kept = table.session.kept
    assert kept is not None and kept.record == record and kept.finished
    assert kept.name == home_name(record) and app.ctx.saves.store.exists(kept.name)
    assert [seat.name for seat in kept.seats] == ["Ana", "Bo"]
    assert overlay.payload.review == kept  # (reviewed here, from the laptop's own copy)
    assert "Bo" in [person.name for person in people_of(app.ctx).persons]
    ratings = app.ctx.saves.index.ratings(shipped_bot_ratings(), people_of(app.ctx))
    assert [c.name for c in ratings.changes[kept.name]] == ["Bo"]  # Ana: a guest here
    names = app.ctx.saves.store.names(".json")
    table.session.kept = None  # the same game sent again (a reconnect): the same file
    table.net.update(table)
    assert app.ctx.saves.store.names(".json") == names


def test_a_record_of_another_game_is_refused_and_nothing_kept(fast_app):
    app = fast_app
    other = json.loads(finished(7).to_json())

    def swapped(end):  # (a host that sends another game's record with the last state)
        return [*end[:-1], {**end[-1], "record": other}]

    _, table = laptop_at_the_end(app, swapped)
    assert table.session.kept is None and table.session.kept_refused
    assert app.ctx.saves.store.names(".json") == []
    said = app.ctx.notices.items[-1].text
    assert said == app.ctx.tr("net.table.not_kept",
                              why="result: the record ends on another table than the one "
                                  "seen here")
