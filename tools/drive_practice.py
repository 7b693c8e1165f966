"""``make drive ARGS="practice --lang fr"``: practice from the review, in a real window at
1366×768: a Totem game's review, Retry at its costliest decision (the table redealt, one move
chosen, the retry screen's grade, the answer asked for after a miss), Play on (the practice
table against bots), and a Pook game's review with what Léa's plays gave away of her Banner,
RÖK's drills opened from Léa's review, Your mistakes (the reviews' named decisions, one of
them dealt at the table, graded, and the deck a day later), Games played with a finished
practice game marked, and last a practice game's end screen ("Unrated") from Continue.
Screenshots: ``shots/practice-*``.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import TYPE_CHECKING

from tools.drive import Driver

if TYPE_CHECKING:
    from game.saves import SavedGame


def prepare(data_dir: Path) -> None:
    """Léa's finished Totem game (against a Normal bot) and Pook game for three."""
    from game.core import Rng
    from game.games import load_game
    from game.index import INDEX_FILE, GameIndex
    from game.indexed import IndexedLibrary
    from game.match import Match
    from game.saves import BOT, SavedGame, Seat

    library = IndexedLibrary(data_dir / "games", GameIndex(data_dir / INDEX_FILE))
    from game.core import GameRecord
    from game.rok.bots import bot_game

    played: list[str] = []
    bot_game(["normal", "normal"], 7, played=played)
    library.write(SavedGame.start("rok", 7, (Seat("Léa"), Seat("Robot", BOT, "normal")), {})
                  .advanced(GameRecord("rok", 2, 7, {}, tuple(played)), True))
    for game, players, seed in (("totem", 2, 4), ("pook", 3, 3)):
        spec, rng = load_game(game), Rng(seed)
        bot = spec.bots["normal"]()
        match = Match.new(spec, players, seed)
        while not match.state.is_terminal():
            answer = bot.choose(match.state.view(match.state.current_player), rng)
            assert answer is not None
            match.play(answer)
        seats = (Seat("Léa"), *(Seat(name, BOT, "normal") for name in ("Robot", "Tom")))
        library.write(SavedGame.start(game, seed, seats[:players], {}).advanced(
            match.record, True))
    library.write(finished_practice())
    library.write(practice_near_end())
    library.index.close()


def practice_near_end() -> SavedGame:
    """Léa's practice game one Robot move from its end (Continue shows its end screen)."""
    from game.core import GameRecord, Rng
    from game.games import load_game, match_of, replayed
    from game.match import Match
    from game.practice import practice_record
    from game.saves import BOT, SavedGame, Seat

    spec = load_game("totem")
    for seed in range(5, 60):
        rng, bot = Rng(seed), spec.bots["normal"]()
        match = Match.new(spec, 2, seed)
        for _ in range(12):
            match.play(str(spec.random_action(match.state, rng)))
        on = match_of(practice_record(spec, match.state, 0, seed, 12, "seeded"))
        while not on.state.is_terminal():
            answer = bot.choose(on.state.view(on.state.current_player), rng)
            assert answer is not None
            on.play(answer)
        whole = on.record
        if replayed(whole, len(whole.actions) - 1).current_player == 1:
            cut = GameRecord("totem", 2, whole.seed, dict(whole.options), whole.actions[:-1])
            return SavedGame.start("totem", whole.seed, (Seat("Léa"), Seat("Robot", BOT, "normal")),
                                   dict(whole.options)).advanced(cut, False)
    raise AssertionError("no seed leaves a practice game's last move to the robot")


def finished_practice() -> SavedGame:
    """Léa's practice game against a Normal bot, played on to its end from move 12 of a
    seeded Totem game (Games played marks it)."""
    from game.core import Rng
    from game.games import load_game, match_of
    from game.match import Match
    from game.practice import practice_record
    from game.saves import BOT, SavedGame, Seat

    spec, rng = load_game("totem"), Rng(5)
    bot = spec.bots["normal"]()
    match = Match.new(spec, 2, 5)
    for _ in range(12):
        match.play(str(spec.random_action(match.state, rng)))
    record = practice_record(spec, match.state, 0, 6, 12, "seeded")
    on = match_of(record)
    while not on.state.is_terminal():
        answer = bot.choose(on.state.view(on.state.current_player), rng)
        assert answer is not None
        on.play(answer)
    saved = SavedGame.start("totem", record.seed, (Seat("Léa"), Seat("Robot", BOT, "normal")),
                            record.options).advanced(on.record, True)
    day = "2026-11-28T20:00:00Z"  # (the day before: the review opens the ordinary game)
    return dataclasses.replace(saved, started=day, updated=day)


def open_review(d: Driver, game: str) -> None:
    d.press_button("#menu_history")
    d.pause(0.6)
    d.press_button(f"#filter_{game}")
    d.pause(0.5)
    d.press_button("#review_0")
    d.wait_for(lambda s: s["scene"] == "ReviewScene" and "#back" in s["buttons"], 240)
    d.pause(0.8)


def practice(d: Driver, lang: str, tag: str = "") -> None:
    name = f"{lang}{tag}"
    open_review(d, "totem")
    d.shot(f"practice-review-{name}")
    d.press_button("#review_retry_0")
    screen = d.wait_for(lambda s: bool(s["gestures"]), 60)
    d.pause(0.8)
    d.shot(f"practice-retry-table-{name}")
    gestures = screen["gestures"]
    d.perform(gestures[sorted(gestures)[-1]][0])
    d.wait_for(lambda s: s["scene"] == "RetryScene" and "#retry_play_on" in s["buttons"], 60)
    d.pause(12)  # the judgement, at the review's budget
    d.move(40, 40)  # (the pointer off the buttons)
    d.shot(f"practice-retry-judged-{name}")
    if "#retry_answer" in d.screen()["buttons"]:  # a miss: a hint, and the answer on demand
        d.press_button("#retry_answer")
        d.pause(0.6)
        d.move(40, 40)
        d.shot(f"practice-retry-answer-{name}")
    d.press_button("#retry_play_on")
    d.wait_for(lambda s: s["scene"] != "RetryScene", 30)
    d.pause(2.0)
    d.shot(f"practice-retry-play-on-{name}")
    d.restart(lang)
    open_review(d, "totem")
    d.press_button("#review_play_on_0")
    d.wait_for(lambda s: s["scene"] != "ReviewScene", 30)
    d.pause(2.0)
    d.shot(f"practice-play-on-{name}")
    d.restart(lang)
    open_review(d, "pook")
    d.press_button("#review_banner")
    d.pause(0.8)
    d.shot(f"practice-pook-banner-{name}")
    d.restart(lang)
    open_review(d, "rok")
    d.press_button("#review_train")
    d.wait_for(lambda s: s["scene"] == "DrillScene")
    d.press_button("#drill_twin")
    d.pause(0.3)
    d.shot(f"practice-drill-choose-{name}")
    for _ in range(2):
        drill(d, name)
        d.press_button("#drill_pair")
        d.press_button("#drill_size_8")
    d.restart(lang)
    d.press_button("#menu_history")
    d.pause(0.8)
    d.move(40, 40)
    d.shot(f"practice-history-{name}")
    d.restart(lang)  # last (it finishes a game): a practice game's end says "Unrated"
    d.press_button("#menu_saved_games")  # (the oldest unfinished: Play on's came after it)
    rows = d.wait_for(lambda s: "#continue_0" in s["buttons"])["buttons"]
    d.press_button(f"#continue_{sum(name.startswith('#continue_') for name in rows) - 1}")
    d.wait_for(lambda s: s["scene"] == "EndOverlay", 60)
    d.pause(0.8)
    d.move(40, 40)
    d.shot(f"practice-end-unrated-{name}")
    d.restart(lang)  # last: its table makes one more unfinished game
    d.press_button("#menu_mistakes")  # the reviews opened above dealt their mistakes here
    d.wait_for(lambda s: s["scene"] == "MistakesScene")
    d.pause(0.8)
    d.move(40, 40)
    d.shot(f"practice-mistakes-{name}")
    if "#deck_practise_totem" in d.screen()["buttons"]:
        d.press_button("#deck_practise_totem")
        gestures = d.wait_for(lambda s: bool(s["gestures"]), 60)["gestures"]
        d.pause(0.8)
        d.shot(f"practice-mistakes-table-{name}")
        d.perform(gestures[sorted(gestures)[0]][0])  # a move, graded as Retry grades it
        d.wait_for(lambda s: s["scene"] == "RetryScene" and "#retry_play_on" in s["buttons"],
                   60)
        d.pause(12)
        d.move(40, 40)
        d.shot(f"practice-mistakes-graded-{name}")
        d.press_button("#back")
        d.wait_for(lambda s: s["scene"] == "MistakesScene")
        d.pause(0.8)
        d.shot(f"practice-mistakes-after-{name}")
        a_day_later(d.state_file.parent / "data")
        d.restart(lang)
        d.press_button("#menu_mistakes")
        d.wait_for(lambda s: s["scene"] == "MistakesScene")
        d.pause(0.8)
        d.move(40, 40)
        d.shot(f"practice-mistakes-next-day-{name}")


def a_day_later(data: Path) -> None:
    """The clock moved a day on, as far as the deck can tell: every card's time a day earlier."""
    path = data / "practice" / "deck.json"
    deck = json.loads(path.read_text(encoding="utf-8"))
    for card in deck["cards"]:
        card["due"] = max(0.0, card["due"] - 24 * 3600.0)
    path.write_text(json.dumps(deck), encoding="utf-8")


def watch_play_on(d: Driver, lang: str, tag: str = "") -> None:
    """``practice --watch``: Léa's Pook game watched again, a few moves on, then Play on
    from here (through Léa's eyes, against Normal bots)."""
    name = f"{lang}{tag}"
    d.press_button("#menu_history")
    d.pause(0.6)
    d.press_button("#filter_pook")
    d.pause(0.5)
    d.press_button("#watch_0")
    d.wait_for(lambda s: "#watch_play_on" in s["buttons"], 30)
    for _ in range(8):
        d.key("Right")
        d.pause(0.6)
    d.move(40, 40)
    d.shot(f"practice-watch-{name}", wait=1.0)
    d.press_button("#watch_play_on")
    d.wait_for(lambda s: "#watch_play_on" not in s["buttons"], 30)
    d.pause(2.0)
    d.shot(f"practice-watch-play-on-{name}")


def drill(d: Driver, name: str) -> None:
    """A session as a person plays it: each table looked at, the right rune clicked."""
    from game.rok.components import pair_of, twin

    d.press_button("#drill_start")
    for round_no in range(5):
        screen = d.wait_for(lambda s: any(r[1].startswith("rune_") for r in s["regions"]), 10)
        d.pause(0.5)
        regions = {r[1]: r[2] for r in screen["regions"]}
        runes = [n[5:] for n in regions if n.startswith("rune_")]
        balance = [n[8:] for n in regions if n.startswith("balance_")]
        if balance:
            target = twin(balance[0])
        else:
            target = next(r for r in runes if sum(pair_of(o) == pair_of(r) for o in runes) == 2)
        if round_no == 0:
            d.shot(f"practice-drill-table-{name}")
        x, y, w, h = regions[f"rune_{target}"]
        d.click(x + w // 2, y + h // 2)
        d.wait_for(lambda s, box=regions[f"rune_{target}"]: all(
            r[2] != box for r in s["regions"]), 10)
    d.pause(0.8)
    d.shot(f"practice-drill-chart-{name}")
