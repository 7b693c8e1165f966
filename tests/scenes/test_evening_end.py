"""The end screen's ratings: each person's number before and after the game just finished,
as the core folds it from every game before it; a bot shows its level's fixed rating."""

from __future__ import annotations

from game.core import GameRecord
from game.evening.ratings import outcome_of, rate_all, shipped_bot_ratings
from game.games import replayed
from game.listing import row_of
from game.saves import BOT, SavedGame, Seat
from scenes.kit.regions import problems
from scenes.shell.game_rows import open_game
from scenes.table.end_overlay import EndOverlay
from tests.game.evening.seeded import turn_game
from tests.scenes.conftest import FAST, indexed

LEA, ROBOT = Seat("Léa"), Seat("Robot", BOT, "easy")


def earlier_win() -> SavedGame:
    """Léa (Normal's play at seat 0) beat Easy the day before."""
    record = turn_game("totem", ("normal", "easy"), 6)
    assert replayed(record).winners() == [0]
    when = "2026-11-01T20:00:00Z"
    return SavedGame(record, (LEA, ROBOT), when, when, True, "earlier.json", (0, 0))


def last_move_left() -> tuple[SavedGame, GameRecord]:
    """A Totem game one bot move from its end (the bot at seat 1 makes it), and the whole."""
    for seed in range(1, 40):
        record = turn_game("totem", ("easy", "easy"), seed)
        if replayed(record, len(record.actions) - 1).current_player == 1:
            cut = GameRecord("totem", 2, seed, {}, record.actions[:-1])
            return SavedGame.start("totem", seed, (LEA, ROBOT), {}).advanced(cut, False), record
    raise AssertionError("no seed leaves the last move to the bot")


def ended(app, *games: SavedGame) -> EndOverlay:
    """``games`` saved, the unfinished one continued (its bot plays the last move): its end."""
    for saved in games:
        app.ctx.saves.write(saved)
    indexed(app)
    row = app.ctx.saves.index.latest_unfinished()
    assert row is not None and open_game(app.ctx, row)
    app.stack.apply_pending()
    for _ in range(400):
        app.frame(FAST)
        if isinstance(app.stack.top, EndOverlay):
            break
    overlay = app.stack.top
    assert isinstance(overlay, EndOverlay)
    return overlay


def test_the_end_screen_shows_a_persons_rating_change_and_a_bots_level(fast_app):
    app, bots = fast_app, shipped_bot_ratings()
    unfinished, whole = last_move_left()
    overlay = ended(app, earlier_win(), unfinished)
    # the core's numbers, folded from the two records alone
    first = earlier_win()
    last = unfinished.advanced(whole, True)
    table = rate_all([outcome_of(row_of(g, replayed(g.record))) for g in (first, last)], bots)
    lea = table.changes[unfinished.name][0]
    assert lea.before == table.changes["earlier.json"][0].after > 1500
    easy = table.shown("totem", bots.get("totem", "easy"))
    payload = overlay.payload
    assert payload.headers[-1] == "Rating"
    cells = {row[0]: row[-1] for row in payload.rows}
    change = lea.after - lea.before
    sign = "+" if change > 0 else "\u2212"
    assert lea.provisional  # (two games: a new rating, marked and explained)
    assert cells["Léa"] == f"{lea.before:,} › {lea.after:,}? ({sign}{abs(change):,})"
    assert cells["Robot"] == f"Easy bot: {easy:,}"
    assert app.ctx.tr("evening.ratings.first_games") in payload.subtitle.splitlines()
    assert not problems(overlay.regions(), (0, 0, 1280, 800))


def practice_last_move_left() -> SavedGame:
    """A practice game (played on from a redealt position of a Totem game) one bot move
    from its end (the bot at seat 1 makes it)."""
    from game.core import Rng
    from game.games import load_game
    from game.match import Match
    from game.practice import practice_record

    spec = load_game("totem")
    for seed in range(1, 40):
        record = turn_game("totem", ("easy", "easy"), seed)
        at = len(record.actions) - 8
        practice = practice_record(spec, replayed(record, at), 0, seed, at)
        match, rng = Match(spec, practice), Rng(seed)
        while not match.state.is_terminal():
            match.play(str(spec.random_action(match.state, rng)))
        whole = match.record
        if replayed(whole, len(whole.actions) - 1).current_player == 1:
            cut = GameRecord("totem", 2, whole.seed, dict(whole.options), whole.actions[:-1])
            start = SavedGame.start("totem", whole.seed, (LEA, ROBOT), dict(whole.options))
            return start.advanced(cut, False)
    raise AssertionError("no seed leaves the last move to the bot")


def test_a_practice_games_end_says_it_is_unrated_and_why(sized_app):
    """A practice game never counts for ratings: its end screen says so in its rating column
    and under its title (it dropped the column without a word), whole at the text size."""
    app = sized_app
    overlay = ended(app, earlier_win(), practice_last_move_left())
    tr, payload = app.ctx.tr, overlay.payload
    assert payload.headers[-1] == tr("evening.ratings.rating")
    assert [row[-1] for row in payload.rows] == [tr("evening.ratings.unrated_cell")] * 2
    assert tr("evening.ratings.practice") in payload.subtitle.split("\n")
    for (left, room), need in zip(overlay.columns(), overlay.needs(), strict=True):
        assert room >= need  # every column whole (the names' may be cut, not these)
        assert left + room <= overlay.panel.width - 40  # inside the panel's margin
    subtitle = overlay.subtitle(overlay.panel.width)
    assert subtitle.get_width() <= overlay.panel.width - 40
    assert not problems(overlay.regions(), (0, 0, 1280, 800))
