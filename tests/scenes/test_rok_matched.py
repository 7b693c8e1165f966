"""R25 at the table and around it: a handicap chosen beside each RÖK bot in the setup reaches
the table; a Matched bot plays at the pace its table's humans have shown (from a prior that is
not the modelled adult's before that); Games played shows a player's pace, in both languages,
long names too."""

from __future__ import annotations

import time

import pygame
import pygame_gui
import pytest

from game.core import GameRecord
from game.rok.bots import PERSON, REFLEXES
from game.rok.pace import (
    MATCHED_AFTER,
    Pace,
    matched_eyes,
    matched_pace,
    prior_pace,
    throws_paced,
)
from game.saves import BOT, HUMAN, SavedGame, Seat
from scenes.frame.catalogue import GameSetup
from scenes.shell.history import MEASURING
from scenes.shell.setup_scene import SetupScene
from tests.game.rok.test_pace import raced_record
from tests.scenes.conftest import FAST
from tests.scenes.test_layout import check, cut_buttons

LONG = "W" * 16


@pytest.fixture
def app(bilingual_app):
    return bilingual_app


def choose(app, menu, value: str) -> None:
    """Pick ``value`` in a drop-down, as pygame_gui reports a choice."""
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu,
                                         selected_option_id=value, text=value))
    app.frame(FAST)


def widget(app, object_id):
    return next(e for e in app.stack.top.root.elements if object_id in e.get_object_ids())


def test_R25_a_handicap_beside_each_bot_reaches_the_table(app):
    app.stack.push(SetupScene, "rok")
    app.stack.apply_pending()
    setup = app.stack.top
    setup.set_players(3)
    app.frame(FAST)
    ids = {e.get_object_ids()[-1] for e in setup.root.elements}
    assert {"#handicap_1", "#handicap_2", "#pace_help"} <= ids and "#handicap_0" not in ids
    assert widget(app, "#pace_help").tool_tip_text == app.ctx.tr("setup.pace_help")
    choose(app, widget(app, "#handicap_1"), "1.5")
    choose(app, widget(app, "#kind_2"), "bot:matched")
    check(app, "RÖK setup with handicaps")
    words = app.ctx.assets.font(21, bold=True)
    for choice in (setup.handicap_words(h) for h in (1.0, 1.25, 1.5, 2.0)):
        assert words.size(choice)[0] + 40 <= 360, choice  # the drop-down's arrow beside it
    assert words.size(app.ctx.tr("setup.bot_matched"))[0] + 40 <= 230
    assert cut_buttons(app) == []
    seats = setup.build_setup(9).seats
    assert (seats[1].handicap, seats[2].level, seats[2].handicap) == (1.5, "matched", 1.0)
    setup.start()
    app.stack.apply_pending()
    table = app.stack.top
    assert table.bot_reflexes(1).eyes.look == pytest.approx(REFLEXES["normal"].eyes.look * 1.5)
    assert table.session.saved.seats[1].handicap == 1.5  # kept in the game's file


def finished_rok(library, name: str, slower: float, seed: int) -> SavedGame:
    """A whole RÖK game with timed grabs: ``name`` at seat 0, ``slower`` times the modelled
    adult's pace, against a Normal bot; written to ``library``."""
    actions = raced_record([PERSON.slower(slower), REFLEXES["normal"]], seed)
    saved = SavedGame.start("rok", seed, (Seat(name, HUMAN), Seat("Robot", BOT, "normal")), {})
    saved = saved.advanced(GameRecord("rok", 2, seed, {}, tuple(actions)), True)
    library.write(saved)
    return saved


def test_R25_a_matched_bot_plays_at_the_pace_its_table_has_shown(app):
    from scenes.games.rok.scene import RokScene

    seats = (Seat("Léa", HUMAN), Seat("Robot", BOT, "matched"))
    app.stack.push(RokScene, GameSetup("rok", seats, 3))
    app.stack.apply_pending()
    prior = app.stack.top.bot_reflexes(1)  # no grab known: the prior, not the modelled adult
    assert prior.eyes == matched_eyes(*prior_pace()) != REFLEXES["normal"].eyes
    assert prior.eyes.look > REFLEXES["normal"].eyes.look
    app.stack.pop()
    app.stack.apply_pending()
    earlier = [finished_rok(app.ctx.saves, "Léa", 1.8, seed)  # two games: 20 paced throws
               for seed in (3, 4)]
    paced = [t for s in earlier for t in throws_paced(s.record.actions, 2, s.record.seed,
                                                      (0,))[0]]
    pace = Pace.of(paced)
    assert pace is not None and len(paced) >= MATCHED_AFTER and pace.factor > 1.3
    app.stack.push(RokScene, GameSetup("rok", seats, 4))
    app.stack.apply_pending()
    table = app.stack.top
    assert table.table_pace.read.wait(30)  # the earlier games are read on a thread of their own
    assert table.table_pace.factor() == pytest.approx(pace.factor)
    assert table.bot_reflexes(1).eyes == matched_eyes(pace.factor, pace.hand)


def test_R25_games_played_shows_a_players_pace_with_a_long_name(app):
    from scenes.shell.history import HistoryScene

    finished_rok(app.ctx.saves, LONG, 1.0, 5)
    app.stack.push(HistoryScene, app.ctx.saves.scan())
    app.stack.apply_pending()
    history = app.stack.top
    assert history.player == LONG
    check(app, "Games played while the pace is measured")
    assert len(history.pace_lines) == 2  # "Measuring…" under the heading
    deadline = time.monotonic() + 30
    while history.paces.get(LONG) == MEASURING and time.monotonic() < deadline:
        app.frame(0.1)  # measured on a thread of its own, started after the stats' frame
        time.sleep(0.05)
    check(app, "Games played with a RÖK pace")
    assert len(history.pace_lines) >= 5  # the heading and its lines, inside the panel
    pace = history.pace_of(LONG)
    assert pace is not None and pace.grabs > 0


def matched_table(app, seed: int):
    """Léa against a Matched bot, her earlier games and drills read: the table."""
    from scenes.games.rok.scene import RokScene

    app.stack.push(RokScene, GameSetup("rok", (Seat("Léa", HUMAN), Seat("Robot", BOT,
                                                                          "matched")), seed))
    app.stack.apply_pending()
    table = app.stack.top
    assert isinstance(table, RokScene) and table.table_pace is not None
    assert table.table_pace.read.wait(30)  # read on a thread of its own
    return table


def test_R25_drill_times_tune_the_matched_bot_and_a_damaged_drill_log_costs_nothing(app):
    """Léa has no RÖK game: with a damaged drill log her table opens at the prior; with her
    drills (a damaged entry beside them let go, Tom's ignored) Matched plays at their fit,
    slower for slow drill times than for fast ones."""
    from game.rok.drill import LOG_FILE, DrillLog
    from game.rok.drill_pace import drill_paces
    from tests.game.rok.test_drill_pace import sessions

    log_file = app.ctx.library.data_dir / LOG_FILE
    log_file.parent.mkdir(parents=True, exist_ok=True)
    log_file.write_text('{"sessions": [')
    table = matched_table(app, 3)
    assert table.table_pace.fitted == prior_pace()
    assert table.bot_reflexes(1).eyes == matched_eyes(*prior_pace())
    app.stack.pop()
    app.stack.apply_pending()
    factors = {}
    for pace in (2.0, 1.0):
        log_file.unlink()
        log = DrillLog(app.ctx.library.data_dir)
        for session in [*sessions("Tom", 0.6, 50), *sessions("Léa", pace, 300)]:
            log.add(session)
        log_file.write_text(log_file.read_text().replace('"sessions": [',
                                                         '"sessions": [{"kind": "pair"}, '))
        table = matched_table(app, 4)
        factors[pace] = table.table_pace.factor()
        mine = [t for s in log.sessions() if s.who == "Léa" for t in drill_paces(s)]
        assert len(mine) == 20 >= MATCHED_AFTER
        assert factors[pace] == pytest.approx(matched_pace([mine])[0])
        app.stack.pop()
        app.stack.apply_pending()
    assert factors[2.0] > 1.15 * factors[1.0]
