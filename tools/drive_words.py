"""``python tools/drive.py words [--lang fr] [--colourblind] [--screen 1366x768]``: every word
on the three tables, seen in a real window.

Totem against a bot: a setup refusal, setup by dragging, a Sword pairing and its hint, a
clash banner, the log scrolled up with its marker; Pook: a refused cell's tooltip and notice,
a Pook game continued at its tie-break to the end screen; RÖK: grabbing with the stones on the
cloth, the magnifier, a face-down stone's refusal. Screenshots: ``shots/words-*`` (named with
the language, the palette and the screen size).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from game.games import load_game
from tools.drive import Driver
from tools.drive_saves import act


def perform(d: Driver, pick: Callable[[list[str]], str | None]) -> str:
    """Perform by mouse the legal action ``pick`` chooses (the first one if it finds none),
    all of its steps (a Totem setup takes five: four drags and Confirm)."""
    text = act(d, lambda options: pick(options) or options[0])
    if text in d.screen()["gestures"]:
        act(d, lambda options: text if text in options else options[0])
    return text


def starting(prefix: str) -> Callable[[list[str]], str | None]:
    return lambda options: next((o for o in options if o.startswith(prefix)), None)


def totem(d: Driver, tag: str) -> None:
    d.press_button("#tile_totem")
    d.press_button("#start")
    screen = d.wait_for(lambda s: any(t.startswith("setup") for t in s["gestures"]), 30)
    setup = next(t for t in screen["gestures"] if t.startswith("setup"))
    card = screen["gestures"][setup][0][1]  # a hand card, dropped on an enemy slot
    d.drag(tuple(card), (475 - 189, 212))
    d.shot(f"words-totem-setup-refusal-{tag}", wait=0.2)
    perform(d, starting("setup"))
    for turn in range(40):
        screen = d.wait_for(lambda s: s["scene"] == "EndOverlay" or bool(s["gestures"]), 60)
        if screen["scene"] == "EndOverlay":
            break
        options = sorted(screen["gestures"])
        pairs = [o for o in options if o.startswith("attack") and "+" in o]
        if pairs and not Path(d.out / f"words-totem-pairing-{tag}.png").exists():
            faces = pairs[0].split()[1].split("+")
            steps = screen["gestures"][pairs[0]]
            for step in steps[:-1]:  # pick both cards up: the hint says how to cancel
                d.perform(step)
            d.shot(f"words-totem-pairing-{tag}")
            d.click(300, 420, button=3)  # right click puts them down
            print(f"paired {faces}, then put down")
            continue
        attacks = [o for o in options if o.startswith("attack") and "+" not in o]
        if attacks and turn % 3 == 0:
            text = attacks[0]
            d.perform(screen["gestures"][text][0])
            d.shot(f"words-totem-clash-{turn}-{tag}", wait=0.15)
            continue
        perform(d, lambda opts: next((o for o in opts if o.startswith(("defend", "discard",
                                                                          "end"))), None))
        if turn == 8:
            d.shot(f"words-totem-mid-{tag}")
            d.move(1100, 300)
            for _ in range(6):
                d.xdotool("click", "4")  # the wheel, up: the log scrolls back
            d.shot(f"words-totem-log-scrolled-{tag}")
            d.move(1100, 300)
            for _ in range(30):
                d.xdotool("click", "5")
    if d.screen()["scene"] == "EndOverlay":
        d.shot(f"words-totem-end-{tag}", wait=1.0)
        d.press_button("#end_menu")
    else:
        d.key("Escape")
        d.press_button("#pause_quit")


def pook(d: Driver, tag: str) -> None:
    d.press_button("#tile_pook")
    d.press_button("#start")
    for turn in range(3):
        screen = d.wait_for(lambda s: any(t.startswith("play") for t in s["gestures"]), 60)
        text = next(t for t in sorted(screen["gestures"]) if t.startswith("play "))
        step = screen["gestures"][text][0]
        if turn == 1 and step[0] == "drag":  # hold a card over a cell that does not take it
            start = tuple(step[1])
            d.move(*start)
            d.xdotool("mousedown", "1")
            for i in range(1, 6):
                d.move(start[0] + (200 - start[0]) * i // 5, start[1] + (120 - start[1]) * i // 5)
            d.pause(0.8)
            d.shot(f"words-pook-refusal-tip-{tag}")
            d.xdotool("mouseup", "1")
            d.shot(f"words-pook-refusal-notice-{tag}", wait=0.3)
        perform(d, starting("play"))
        if "end" in d.screen()["gestures"]:
            perform(d, starting("end"))
    d.shot(f"words-pook-mid-{tag}", wait=1.0)
    d.key("Escape")
    d.press_button("#pause_quit")


def pook_tiebreak(d: Driver, tag: str, language: str) -> None:
    """A Pook game saved just as its tie-break opens (P27), continued and played out."""
    from game.core import Rng
    from game.match import Match
    from game.pook import random_action
    from game.replay import Replay
    from game.saves import BOT, HUMAN, SavedGame, SaveLibrary, Seat

    match, rng = Match.new(load_game("pook"), 3, 6), Rng(6)  # seed 6 ends in a tie for first
    while not match.state.is_terminal():
        match.play(str(random_action(match.state, rng)))
    record = match.record
    events = Replay.of(record).events
    cut = next(i for i, happened in enumerate(events) if any(e.kind == "tiebreak"
                                                            for e in happened))
    seats = (Seat("Ana", HUMAN, None), Seat("Bob", HUMAN, None), Seat("Cléo", BOT, "easy"))
    saved = SavedGame.start("pook", 6, seats, {})
    library = SaveLibrary(d.state_file.parent / "data" / "games")
    library.write(saved.advanced(replace(record, actions=record.actions[:cut + 1]), False))
    d.restart(language)
    d.press_button("#menu_continue")
    d.play_game(lambda options: options[0])
    d.pause(1.5)
    d.shot(f"words-pook-tiebreak-end-{tag}")
    d.press_button("#end_menu")


def rok(d: Driver, tag: str) -> None:
    d.press_button("#tile_rok")
    d.press_button("#players_3")
    d.press_button("#start")
    for throw in range(2):
        screen = d.wait_for(lambda s: "throw" in s["gestures"] or "done" in s["gestures"], 60)
        if "throw" in screen["gestures"]:
            d.perform(screen["gestures"]["throw"][0])
        screen = d.wait_for(lambda s: "done" in s["gestures"], 60)
        grabs = [t for t in screen["gestures"] if t.startswith("grab")]
        d.shot(f"words-rok-grab-{throw}-{tag}", wait=0.0)
        if grabs:
            d.move(*screen["gestures"][grabs[0]][-1][1])  # the magnifier over a stone
            d.shot(f"words-rok-lens-{throw}-{tag}", wait=0.1)
        regions = {name: box for kind, name, box in d.screen()["regions"] if kind == "card"}
        down = next((box for name, box in regions.items() if name.startswith("down:")), None)
        if down and throw == 0:
            d.click(down[0] + down[2] // 2, down[1] + down[3] // 2)
            d.shot(f"words-rok-refusal-{tag}", wait=0.1)
        done = d.screen()["gestures"].get("done")
        if done:
            d.perform(done[0])
        d.pause(2.5)
        d.shot(f"words-rok-check-{throw}-{tag}", wait=0.0)
    d.key("Escape")
    d.press_button("#pause_quit")


def words(d: Driver, language: str, colourblind: bool) -> None:
    width, height = d.screen_size
    tag = f"{language}-{'cb' if colourblind else 'std'}-{width}x{height}"
    totem(d, tag)
    pook(d, tag)
    rok(d, tag)
    pook_tiebreak(d, tag, language)
