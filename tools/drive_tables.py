"""Whole games of Totem and Pook by mouse under Xvfb (``tools/drive.py totem`` / ``pook``):
what a person does at each table, from the menu to the end screen, with screenshots."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.drive import Driver


def totem(d: Driver) -> None:
    """A whole Totem game against the bot, by mouse: setup by dragging, attacks, the end."""
    d.press_button("#tile_totem")
    d.press_button("#start")
    d.pause(1.0)
    d.shot("totem-setup")
    rng = random.Random(3)

    def on_turn(n: int, text: str, screen: dict) -> None:
        if text.startswith("attack") and not Path(d.out / "totem-drag-glow.png").exists():
            step = screen["gestures"][text][0]
            if step[0] == "drag":  # hold the card over the target to show the glow
                d.move(*step[1])
                d.xdotool("mousedown", "1")
                d.move((step[1][0] + step[2][0]) // 2, (step[1][1] + step[2][1]) // 2)
                d.move(*step[2])
                d.shot("totem-drag-glow")
                d.xdotool("mouseup", "1")
                d.pause(0.2)
                d.shot("totem-attack-resolves")
        if n == 12:
            d.shot("totem-mid-game")

    def choose(options: list[str]) -> str:
        attacks = [o for o in options if o.startswith("attack")]
        return rng.choice(attacks if attacks and rng.random() < 0.6 else options)

    d.play_game(choose, on_turn)
    d.pause(1.0)
    d.shot("totem-end")


def hold_drag(d: Driver, start: tuple[int, int], end: tuple[int, int], name: str,
              flip: str | None = None) -> None:
    """A drag held over its target for a screenshot (and, with ``flip``, another one after a
    turn of the mouse wheel turns the held card over and back), then dropped."""
    d.move(*start)
    d.xdotool("mousedown", "1")
    for i in range(1, 5):
        d.move(start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
    d.shot(name)
    if flip:
        d.xdotool("click", "4")  # (the wheel: xdotool's buttons 4 and 5)
        d.move(end[0] + 1, end[1])
        d.shot(flip)
        d.xdotool("click", "4")
        d.move(*end)
    d.xdotool("mouseup", "1")
    d.pause(0.4)


def pook(d: Driver) -> None:
    """A whole hot-seat Pook game for two by mouse: drags with their glow, a face flip, powers,
    Piggy swaps, the curtain, a peek at the Banner, tooltips, the rules, the end screen."""
    d.press_button("#tile_pook")
    d.click(290, 254)  # first name
    d.key("ctrl+a")
    d.type("Alice")
    d.click(290, 332)
    d.key("ctrl+a")
    d.type("Bob")
    d.click(575, 332)  # Bob: bot -> human
    d.press_button("human")
    d.shot("pook-setup")
    d.press_button("#start")
    d.pause(1.0)
    d.shot("pook-start")
    rng = random.Random(7)
    done: set[str] = set()

    def once(name: str) -> bool:
        if name in done:
            return False
        done.add(name)
        return True

    def on_curtain(n: int) -> None:
        if n == 3:
            d.shot("pook-curtain")

    def on_turn(n: int, text: str, screen: dict) -> None:
        step = screen["gestures"][text][0]
        if text.startswith("play") and step[0] == "drag" and n > 4 and once("drag"):
            hold_drag(d, tuple(step[1]), tuple(step[2]), "pook-drag-glow", "pook-drag-flipped")
            return
        swaps = sum(name.startswith("piggy") for name in done)
        if text.startswith("swap") and step[0] == "drag" and n > 8 and swaps < 3 \
                and once(f"piggy-{n}"):  # a few: the swap back shows forbidden on some
            hold_drag(d, tuple(step[1]), tuple(step[2]), f"pook-piggy-drag-{swaps + 1}")
            return
        if text.startswith("power") and once(f"power-{len(text.split())}"):
            d.move(*step[1])
            mage = len(text.split()) == 3
            d.shot(f"pook-power-{'mage' if mage else 'target'}")
            if mage and len(screen["gestures"][text]) == 2:  # the target, then the hand card
                d.click(*step[1])
                d.shot("pook-power-mage-card")
                d.click(*step[1])  # as it was: play_game performs the first step
        if n == 9 and once("peek"):
            d.xdotool("keydown", "b")
            d.pause(0.3)
            d.shot("pook-peek")
            d.xdotool("keyup", "b")
        if n == 14 and text.startswith("play") and once("tooltip"):
            d.click(*step[1])  # select the card, then hover a cell that does not take it
            d.move(200, 120)
            d.shot("pook-tooltip")
            d.click(*step[1])  # unselect
        if n == 20 and once("rules"):
            d.key("Escape")
            d.press_button("#pause_rules")  # Pook's tab first
            d.shot("pook-rules")
            d.key("Escape")
            d.press_button("#pause_resume")
        if n == 24:
            d.shot("pook-mid-game")

    def choose(options: list[str]) -> str:
        powers = [o for o in options if o.startswith("power")]
        swaps = [o for o in options if o.startswith("swap")]
        if powers and rng.random() < 0.9:
            return rng.choice(powers)
        if swaps and rng.random() < 0.5:
            return rng.choice(swaps)
        plays = [o for o in options if o.startswith("play")]
        warriors = [o for o in plays if " W " in o]
        if warriors and rng.random() < 0.6:
            return rng.choice(warriors)
        return rng.choice(plays or options)

    d.play_game(choose, on_turn, on_curtain=on_curtain)
    d.pause(1.5)
    d.shot("pook-end")
    d.press_button("#end_look")
    d.shot("pook-end-table")
    # then four players, one human and three bots, with the Visible Banners variant
    d.press_button("#end_menu")
    d.press_button("#tile_pook")
    d.press_button("#players_4")
    d.click(985, 252)  # Banners: secret -> visible
    d.press_button("True")
    d.click(575, 254 + 2 * 78)  # the third seat's drop-down: Human, then the bot levels
    d.pause(0.4)
    d.shot("pook-setup-levels")
    d.press_button("bot:hard")
    d.pause(0.3)
    d.shot("pook-setup-four")
    d.press_button("#start")

    def four(n: int, text: str, screen: dict) -> None:
        if n == 5:
            d.shot("pook-four-players")

    d.play_game(choose, four)
    d.pause(1.5)
    d.shot("pook-four-players-end")
