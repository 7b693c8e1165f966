"""``make drive ARGS="evening --screen 1366x768 [--lang fr] [--text-scale 150]"``: the
evening remembered, in a real window.

The data folder starts with earlier finished games (seeded bot play saved as people's):
Totem between Léa and the Easy and Normal bots, and a five-seat RÖK evening of four people
with 16-letter names and a Hard bot, three times. Léa then plays a Totem game against a bot
to its end (the end screen: her rating before and after, the bot's level); then Games
played, a row clicked (its statistics), Ratings and trophies at Totem and at RÖK, every
trophy (two pages) and a rename. The Totem game's first seat is Léa, picked in the seat's
menu (``evening-setup-people``).
Screenshots: ``shots/evening-*``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from tools.drive import ROOT, Driver

LONG = ("Maximilien-Aimé", "Bérengère-Louise", "Jean-Christophe", "Marie-Antoinette")


def prepare(data_dir: Path) -> None:
    """Earlier games in the data folder (and its index): Totem and a five-seat RÖK."""
    from game.core import GameRecord, Rng
    from game.games import load_game, match_of
    from game.index import INDEX_FILE, GameIndex
    from game.indexed import IndexedLibrary
    from game.rok.bots import bot_game
    from game.saves import BOT, SavedGame, Seat

    library = IndexedLibrary(data_dir / "games", GameIndex(data_dir / INDEX_FILE))
    bots = load_game("totem").bots
    for day in range(1, 9):
        levels = ("normal", "easy" if day % 3 else "normal")
        rngs = [Rng(day).fork(seat + 1) for seat in (0, 1)]
        players = [bots[level]() for level in levels]
        match = match_of(GameRecord("totem", 2, day, {}))
        while not match.state.is_terminal():
            seat = match.state.current_player
            assert seat is not None
            text = players[seat].choose(match.state.view(seat), rngs[seat])
            assert text is not None
            match.play(text)
        when = f"2026-11-{day:02d}T20:00:00Z"
        seats = (Seat("Léa"), Seat("Robot", BOT, levels[1]))
        library.write(SavedGame(match.record, seats, when, when, True,
                                f"2026-11-{day:02d}-totem.json", (0, 0)))
    for day in (10, 11, 12):
        played: list[str] = []
        bot_game(["easy", "normal", "hard", "easy", "normal"], day, played=played)
        when = f"2026-11-{day:02d}T21:00:00Z"
        five = (*(Seat(name) for name in LONG), Seat("Robot", BOT, "hard"))
        library.write(SavedGame(GameRecord("rok", 5, day, {}, tuple(played)), five, when,
                                when, True, f"2026-11-{day:02d}-rok.json", (0,) * 5))
    library.index.close()


def click_first_row(d: Driver) -> None:
    """A click on the first row's words (who won: not its icons), wherever the canvas's
    size put it."""
    regions = d.wait_for(lambda s: any(r[1] == "row_0" for r in s["regions"]))["regions"]
    x, y, _, height = next(box for _, name, box in regions if name == "row_0")
    d.click(x + 120, y + height // 4)


def look_around(d: Driver, lang: str) -> None:
    """Games played, a row's statistics, Ratings and trophies at Totem and RÖK."""
    d.press_button("#menu_history")
    d.pause(0.8)
    d.shot(f"evening-history-{lang}")
    d.press_button("#filter_rok")
    d.pause(0.5)
    click_first_row(d)
    d.wait_for(lambda s: s["scene"] == "GameStatsScene")
    d.shot(f"evening-stats-rok-{lang}")
    d.press_button("#back")
    d.press_button("#filter_totem")
    d.pause(0.5)
    click_first_row(d)
    d.wait_for(lambda s: s["scene"] == "GameStatsScene")
    d.shot(f"evening-stats-totem-{lang}")
    d.press_button("#back")
    d.press_button("#evening")
    d.wait_for(lambda s: s["scene"] == "EveningScene")
    d.pause(2.0)  # the trophies are counted on a thread
    d.shot(f"evening-plot-totem-{lang}")
    d.press_button("#game_rok")
    d.pause(0.6)
    d.shot(f"evening-plot-rok-{lang}")
    d.press_button("#evening_trophies")
    d.wait_for(lambda s: s["scene"] == "TrophiesScene")
    d.pause(0.5)
    d.shot(f"evening-trophies-{lang}")
    d.key("Next")  # Page Down: the trophies that did not fit
    d.pause(0.5)
    d.shot(f"evening-trophies-more-{lang}")
    d.press_button("#back")
    d.press_button("#evening_rename")  # the person shown renamed, every game kept
    d.pause(0.4)
    d.key("ctrl+a")
    d.type("Bérengère")
    d.shot(f"evening-rename-{lang}")
    d.key("Return")
    d.pause(0.8)
    d.shot(f"evening-renamed-{lang}")
    d.press_button("#back")
    d.press_button("#back")


def evening(d: Driver, lang: str) -> None:
    d.press_button("#tile_totem")
    d.click_region("#kind_0")  # the seat's menu: Human, the people, Guest, the bots
    d.pause(0.5)
    d.shot(f"evening-setup-people-{lang}")
    setup = json.loads((ROOT / "assets" / "i18n" / f"tablee.{lang}.json").read_text("utf-8"))
    d.press_label(setup[lang]["setup"]["person"].replace("%{name}", "Léa"))
    d.pause(0.5)
    d.shot(f"evening-setup-lea-{lang}")
    d.press_button("#start")
    rng = random.Random(4)
    d.play_game(lambda options: rng.choice(options))
    d.pause(1.2)
    d.shot(f"evening-end-{lang}")
    d.press_button("#end_menu")
    d.pause(0.5)
    look_around(d, lang)
