"""``make drive ARGS=review``: a game's review, in a real window at 1366×768, in English and
French.

The data folder starts with two finished games of Léa's (a Pook game for two and a RÖK game
for three, each played by bots for her, seeded). Léa plays a Totem game against a bot to its
end; the end screen offers Review: the progress bar, then the review (the chart, the three
costliest decisions); Show opens the replay at the costliest one through her eyes. Then
Games played: the Pook and the RÖK reviews. The app starts again in French and opens all
three again (kept beside the games: at once). Screenshots: ``shots/review-*``.
"""

from __future__ import annotations

import random
from pathlib import Path

from game.games import load_game
from tools.drive import Driver


def prepare(data_dir: Path) -> None:
    """Léa's finished Pook and RÖK games in the data folder (and its index)."""
    from game.core import GameRecord, Rng
    from game.index import INDEX_FILE, GameIndex
    from game.indexed import IndexedLibrary
    from game.match import Match
    from game.pook.bots import make_bot
    from game.rok.bots import bot_game
    from game.saves import BOT, SavedGame, Seat

    library = IndexedLibrary(data_dir / "games", GameIndex(data_dir / INDEX_FILE))
    bot, rng = make_bot("normal"), Rng(21)
    match = Match.new(load_game("pook"), 2, 21)
    while not match.state.is_terminal():
        match.play(bot.choose(match.state.view(match.state.current_player), rng))
    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"))
    library.write(SavedGame.start("pook", 21, seats, {}).advanced(match.record, True))
    played: list[str] = []
    bot_game(["normal", "hard", "normal"], 7, played=played)
    seats = (Seat("Léa"), Seat("Robot", BOT, "hard"), Seat("Tom", BOT, "normal"))
    library.write(SavedGame.start("rok", 7, seats, {}).advanced(
        GameRecord("rok", 3, 7, {}, tuple(played)), True))
    library.index.close()


def wait_review(d: Driver, seconds: float = 120) -> None:
    """Until the review is there (its Back button replaces Cancel)."""
    d.wait_for(lambda s: s["scene"] == "ReviewScene" and "#back" in s["buttons"], seconds)
    d.pause(0.6)


def open_row_review(d: Driver, game: str, name: str) -> None:
    d.press_button(f"#filter_{game}")
    d.pause(0.5)
    d.press_button("#review_0")
    wait_review(d)
    d.shot(name)
    d.press_button("#back")
    d.pause(0.4)


def review(d: Driver) -> None:
    d.press_button("#tile_totem")
    d.press_button("#start")
    rng = random.Random(4)
    d.play_game(lambda options: rng.choice(options))
    d.pause(1.2)
    d.shot("review-end-screen-en")
    d.press_button("#end_review")
    d.wait_for(lambda s: s["scene"] == "ReviewScene")
    d.pause(1.0)
    d.shot("review-working-en")
    wait_review(d)
    d.shot("review-totem-en")
    if "#review_show_0" in d.screen()["buttons"]:
        d.press_button("#review_show_0")
        d.pause(1.5)
        d.shot("review-totem-show-en")
        d.press_button("#watch_leave")
        d.pause(0.5)
    d.press_button("#back")
    d.pause(0.4)
    d.press_button("#end_menu")
    d.press_button("#menu_history")
    d.pause(0.6)
    d.shot("review-history-en")
    open_row_review(d, "pook", "review-pook-en")
    open_row_review(d, "rok", "review-rok-en")
    d.restart("fr")
    d.press_button("#menu_history")
    d.pause(0.6)
    d.shot("review-history-fr")
    for game in ("totem", "pook", "rok"):
        open_row_review(d, game, f"review-{game}-fr")
