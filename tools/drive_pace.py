"""``python tools/drive.py pace``: issue 14 played in a real window.

1. RÖK, one person against two Normal bots: the driver grabs as the human model says an
   attentive adult would (``game.rok.human``, the same model and profile as the pace
   benchmark): it waits out the model's search and reaching time from the moment the runes
   rest, then clicks. It counts the contested pairs each side took, and fails if the person
   took none. Screenshots: the 3-2-1 count, the runes at rest, grabs under way.
2. Totem against a Normal bot at the normal bot speed: a screenshot every 0.4 s of each bot
   turn, to follow it from the pictures alone.
3. Pook hot-seat for two: the move left on screen with "Pass to NAME", the curtain, and
   the recap line the next player finds (clicked: the replay).
"""

from __future__ import annotations

import time
from collections import Counter

from tools.drive import Driver

THROWS = 8
SHOT_EVERY = 0.4


def quick_click(d: Driver, point: list[int]) -> None:
    """A click without the driver's settling pause (a grab is a race)."""
    d.move(*point)
    d.xdotool("click", "1")


def contested(view: dict) -> set[str]:
    """Pairs the race decides: twins both face up, or a face-up twin of a Balance rune."""
    from game.rok.components import pair_of, twin

    up = {r for r, *_ in view["table"]}
    balances = {b for b in view["balance"] if b}
    return {pair_of(r) for r in up if twin(r) in up or twin(r) in balances}


def recorded_grabs(d: Driver) -> list[tuple[int, str]]:
    """The grabs of the game's latest throw, in order, from its autosaved record."""
    games = d.state_file.parent / "data" / "games"
    newest = max(games.glob("*.json"), key=lambda path: path.stat().st_mtime)
    import json

    time.sleep(0.3)  # the last grab reaches the disk (the autosave writes off the frame)
    actions = json.loads(newest.read_text(encoding="utf-8"))["actions"]
    last_throw = max(i for i, text in enumerate(actions) if text.startswith("throw"))
    return [(int(text.split()[1]), text.split()[2]) for text in actions[last_throw:]
            if text.startswith("grab ")]


def first_takers(grabs: list[tuple[int, str]], pairs: set[str]) -> Counter[str]:
    """Who grabbed the first rune of each contested pair."""
    from game.rok.components import pair_of

    taken: Counter[str] = Counter()
    left = set(pairs)
    for seat, rune in grabs:
        if pair_of(rune) in left:
            left.discard(pair_of(rune))
            taken["person" if seat == 0 else "bots"] += 1
    return taken


def rok_race(d: Driver) -> Counter[str]:
    """Grab as the human model would, throw after throw; returns the pairs each side took."""
    from game.core import Rng
    from game.rok.bots import PERSON

    d.press_button("#tile_rok")
    d.press_button("#players_3")
    d.shot("pace-rok-setup")
    d.press_button("#start")
    totals: Counter[str] = Counter()
    for throw in range(1, THROWS + 1):
        screen = d.wait_for(lambda s: s["scene"] == "EndOverlay" or "throw" in s["gestures"]
                            or any(r[1] == "throw_count" for r in s["regions"]), 90)
        if screen["scene"] == "EndOverlay":
            break
        if "throw" in screen["gestures"]:  # ours to signal
            d.perform(screen["gestures"]["throw"][0])
        d.shot(f"pace-rok-count-{throw}", wait=0.1)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:  # watch closely: the race starts at rest
            screen = d.screen()
            if any(k.startswith("grab 0 ") for k in screen["gestures"]) or \
                    (screen["view"] or {}).get("phase") not in ("throw", "grab"):
                break
            time.sleep(0.02)
        if not any(k.startswith("grab 0 ") for k in screen["gestures"]):
            continue  # nothing to grab this throw (R13 ended it at once)
        rest = time.monotonic()  # the runes rest: the person starts looking
        pairs = contested(screen["view"])
        where = {k.split()[2]: steps[-1][1] for k, steps in screen["gestures"].items()
                 if k.startswith("grab 0 ")}  # the stones lie still: their places hold
        d.shot(f"pace-rok-rest-{throw}", wait=0.0)
        seeker = PERSON.seeker(0, screen["view"]["players"], Rng(d.seed * 100 + throw))
        view = screen["view"]
        while view.get("phase") == "grab":
            plan = seeker.next_grab(view, time.monotonic() - rest)
            if plan is None:  # nothing more worth it that the person sees: they wait
                time.sleep(0.2)
            else:
                grab(d, plan, rest, where)
            view = d.screen()["view"] or {}
        taken = first_takers(recorded_grabs(d), pairs)
        d.shot(f"pace-rok-check-{throw}", wait=0.3)
        print(f"throw {throw}: {len(pairs)} contested pairs, the person took {taken['person']}, "
              f"the bots {taken['bots']}")
        totals.update(taken)
        totals["contested"] += len(pairs)
    return totals


def grab(d: Driver, plan: tuple[float, str], rest: float, where: dict[str, list[int]]) -> None:
    """Click the planned rune at its time, unless it goes first: a person sees it go and
    searches again at once (as the bots do), rather than reaching for an empty spot."""
    when, rune = plan
    while True:
        view = d.screen()["view"] or {}
        if view.get("phase") != "grab" or rune not in {r for r, *_ in view["table"]}:
            return
        left = rest + when - time.monotonic()
        if left <= 0:
            quick_click(d, where[rune])
            time.sleep(0.1)
            return
        time.sleep(min(left, 0.05))


def totem_watch(d: Driver, turns: int = 3) -> int:
    """A Totem game against a Normal bot, the person attacking when they can; each of the
    first ``turns`` bot turns is photographed every SHOT_EVERY seconds from its first
    step until the person's turn comes back. Returns how many pictures were taken."""
    import random

    d.press_button("#tile_totem")
    d.press_button("#start")
    rng, shots, watched, chosen = random.Random(4), 0, 0, None
    while watched < turns:
        screen = d.wait_for(lambda s: s["scene"] == "EndOverlay" or bool(s["gestures"])
                            or (s["view"] or {}).get("current_player") == 1, 60)
        if screen["scene"] == "EndOverlay":
            break
        if (screen["view"] or {}).get("current_player") == 1:  # the bot's turn: watch it
            watched += 1
            started = time.monotonic()
            while d.screen()["view"]["current_player"] == 1 and \
                    time.monotonic() - started < 30:
                d.shot(f"pace-totem-bot-turn-{watched}-{shots:02d}", wait=0.0)
                shots += 1
                time.sleep(SHOT_EVERY)
            continue
        gestures = screen["gestures"]
        if chosen not in gestures:
            attacks = sorted(g for g in gestures if g.startswith(("attack", "setup")))
            chosen = rng.choice(attacks or sorted(gestures))
        d.perform(gestures[chosen][0])
        time.sleep(0.3)
    d.key("Escape")
    d.press_button("#pause_quit")
    return shots


def pook_hot_seat(d: Driver) -> None:
    """Two people at one laptop: the first move stays until "Pass to NAME", then the
    curtain, then the second player's recap and its replay."""
    d.press_button("#tile_pook")
    d.click(575, 332)  # the second seat: bot -> human
    d.press_button("human")
    d.press_button("#start")
    d.press_button("#curtain_ready")
    for player in range(2):
        screen = d.wait_for(lambda s: bool(s["gestures"]), 30)
        if player == 1 and "#recap" not in str(screen["regions"]):
            d.pause(0.3)
        d.shot(f"pace-pook-turn-{player + 1}")
        plays = sorted(g for g in screen["gestures"] if g.startswith("play"))
        d.perform(screen["gestures"][plays[0]][0])
        screen = d.wait_for(lambda s: "#handover" in s["buttons"] or bool(s["gestures"]), 20)
        while "#handover" not in screen["buttons"]:  # play on until the turn ends
            options = sorted(screen["gestures"])
            pick = next((o for o in options if o.startswith(("swap", "skip", "end"))),
                        options[0])
            d.perform(screen["gestures"][pick][0])
            screen = d.wait_for(lambda s: "#handover" in s["buttons"] or bool(s["gestures"]),
                                20)
        d.shot(f"pace-pook-handover-{player + 1}")
        d.key("Return")
        d.shot(f"pace-pook-curtain-{player + 1}")
        d.press_button("#curtain_ready")
    recap = next((r for r in d.screen()["regions"] if r[1] == "recap"), None)
    if recap is not None:
        x, y, w, h = recap[2]
        d.shot("pace-pook-recap")
        d.click(x + w // 2, y + h // 2)
        d.shot("pace-pook-replay", wait=0.5)
    d.key("Escape")
    d.press_button("#pause_quit")


def pace(d: Driver) -> None:
    totals = rok_race(d)
    print(f"pace: the human model took {totals['person']} of {totals['contested']} contested "
          f"pairs against two Normal bots (the bots {totals['bots']})")
    if totals["person"] == 0:
        raise RuntimeError("the person took no pair: the bots are still too quick")
    d.key("Escape")
    d.press_button("#pause_quit")
    print(f"pace: {totem_watch(d)} pictures of Totem bot turns")
    pook_hot_seat(d)
