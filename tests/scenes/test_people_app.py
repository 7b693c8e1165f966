"""People in the app: a data folder from before people existed keeps everyone's ratings but
the default names'; a name used at the setup becomes a person, an empty field a guest; the
end screen says a guest is not rated."""

from __future__ import annotations

from dataclasses import replace

from game.evening.people import PeopleStore
from game.saves import Seat
from scenes.frame.people import DEFAULT_NAME, people_of
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import FAST, indexed
from tests.scenes.test_evening_end import ROBOT, earlier_win, ended, last_move_left


def test_the_default_seat_names_of_both_languages_are_guests(app):
    for language in ("en", "fr"):
        app.ctx.tr.language = language
        for seat in range(1, 6):
            assert DEFAULT_NAME.match(app.ctx.tr("setup.default_name", n=seat))


def test_a_first_run_makes_a_person_of_every_name_but_the_default_ones(app):
    guest = replace(earlier_win(), seats=(Seat("Player 1"), ROBOT), name="guest.json")
    for saved in (earlier_win(), guest):
        app.ctx.saves.write(saved)
    assert people_of(app.ctx).persons == ()  # (not before every saved game is read)
    indexed(app)
    people = people_of(app.ctx)
    assert [p.name for p in people.persons] == ["Léa"]
    assert PeopleStore(app.ctx.library.data_dir).load() == (people, None)


def test_a_guest_at_the_end_screen_is_not_rated(fast_app):
    app = fast_app
    unfinished, _ = last_move_left()
    unfinished = replace(unfinished, seats=(Seat("Player 1"), ROBOT))
    overlay = ended(app, unfinished)
    cells = {row[0]: row[-1] for row in overlay.payload.rows}
    assert cells["Player 1"] == app.ctx.tr("evening.ratings.guest")


def test_the_setup_makes_a_person_of_a_typed_name_and_not_of_an_empty_field(app):
    app.stack.push(SetupScene, "totem")
    app.stack.apply_pending()
    setup = app.stack.top
    setup.set_name(0, "Inès")
    setup.start()
    app.stack.apply_pending()
    app.frame(FAST)
    assert [p.name for p in people_of(app.ctx).persons] == ["Inès"]
    assert PeopleStore(app.ctx.library.data_dir).load()[0] == people_of(app.ctx)


def test_a_seat_s_menu_offers_the_people_and_a_guest(app):
    """A person picked in a seat's menu: a human seat under their name (the menu says Human
    again); Guest: the field emptied, the default name (never rated)."""
    from scenes.frame.people import keep

    keep(app.ctx, people_of(app.ctx).created("Zoé", "2026-12-07T20:00:00Z"))
    app.stack.push(SetupScene, "totem")
    app.stack.apply_pending()
    setup = app.stack.top
    setup.set_kind(1, "bot:easy")
    setup.set_kind(1, "person:Zoé")
    assert setup.kinds[1] == "human" and setup.seat_names()[1] == "Zoé"
    assert setup.entries[1].get_text() == "Zoé"
    setup.set_kind(1, "guest")
    assert setup.seat_names()[1] == setup.default_name(1)
    assert DEFAULT_NAME.match(setup.seat_names()[1])


SAVED_BEFORE_PEOPLE = (
    '{"format": "tablee-game/1", "game": "totem", "players": 2, "seed": 6, "options": {}, '
    '"seats": [{"name": "%s", "kind": "human", "level": null}, {"name": "Robot", "kind": '
    '"bot", "level": "easy"}], "started": "2026-11-0%dT20:00:00Z", "updated": '
    '"2026-11-0%dT20:00:00Z", "finished": true, "hints": [0, 0], "lesson": false, '
    '"actions": ["setup B2 B9 G7 G9", "setup Y10 Y2 G12 Y1", "attack R9+Y4 3", '
    '"attack Y6 2", "defend Y13 2", "attack R13 2", "attack B1 4", "attack R7+Y9 1", '
    '"attack G13 1"]}')
"""A finished game's file as the app wrote it before people existed (Totem, seed 6: the
human at seat 0 beats Easy)."""


def test_files_saved_before_people_are_read_and_rated(app):
    """Two games written as before: Léa's and a default name's. Read anew, Léa is a person
    rated on hers; "Player 1" is a guest, shown and never rated."""
    games = app.ctx.library.data_dir / "games"
    games.mkdir(parents=True, exist_ok=True)
    for day, name in ((1, "Léa"), (2, "Player 1")):
        (games / f"old-{day}.json").write_text(SAVED_BEFORE_PEOPLE % (name, day, day),
                                               encoding="utf-8")
    indexed(app)
    assert [p.name for p in people_of(app.ctx).persons] == ["Léa"]
    from game.evening.ratings import shipped_bot_ratings

    ratings = app.ctx.saves.index.ratings(shipped_bot_ratings(), people_of(app.ctx))
    assert [c.name for c in ratings.changes["old-1.json"]] == ["Léa"]
    assert ratings.changes["old-2.json"] == ()
    assert ratings.display("Léa", "totem") > 1500


def test_a_person_made_before_the_games_are_read_leaves_the_others_to_join(app):
    """A game started in the first seconds (the folder not read yet) keeps its new person;
    the names of the games played before join once every saved game is read."""
    from scenes.frame.people import first_use

    app.ctx.saves.write(earlier_win())
    first_use(app.ctx, ["Inès"])
    assert [p.name for p in PeopleStore(app.ctx.library.data_dir).load()[0].persons] == ["Inès"]
    indexed(app)
    people = people_of(app.ctx)
    assert [p.name for p in people.persons] == ["Inès", "Léa"] and people.found
    assert PeopleStore(app.ctx.library.data_dir).load()[0] == people
