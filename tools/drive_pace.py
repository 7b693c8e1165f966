"""``python tools/drive.py pace``: the human pace played in a real window.

1. RÖK, one person against two Normal bots, whole games until at least 40 contested pairs:
   the driver grabs as the human model says an attentive adult would (``game.rok.human``,
   the same model, profile and generators as the pace benchmark), its clicks timed through
   the table's latency pipeline (``game.rok.latency``) from the clock the app publishes. It
   counts the contested pairs each side took, races the same throws headless for comparison,
   and fails unless the person took 25–45 % (a third is fair against two equals).
   Screenshots: the 3-2-1 count, the check of the first throws, each end screen.
2. Totem against a Normal bot at the normal bot speed: a screenshot every 0.4 s of each bot
   turn, to follow it from the pictures alone.
3. Pook hot-seat for two: the move left on screen with "Pass to NAME", the curtain, and
   the recap line the next player finds (clicked: the replay).
"""

from __future__ import annotations

import time
from collections import Counter

from tools.drive import ROOT, Driver

MIN_PAIRS = 40  # the race is counted over at least this many contested pairs
SHOT_EVERY = 0.4


def click_lead(d: Driver, tries: int = 7) -> float:
    """How long an ``xdotool`` call takes to reach the X server (the median of a few round
    trips): a click is sent this much ahead of the moment it should arrive."""
    times = []
    for _ in range(tries):
        started = time.monotonic()
        d.xdotool("getmouselocation")
        times.append(time.monotonic() - started)
    return sorted(times)[len(times) // 2]


def game_seed(d: Driver) -> int:
    """The seed of the game being played: its autosaved record's (the newest file)."""
    import json

    games = d.state_file.parent / "data" / "games"
    for _ in range(100):
        files = sorted(games.glob("*.json"), key=lambda path: path.stat().st_mtime)
        if files:
            return int(json.loads(files[-1].read_text(encoding="utf-8"))["seed"])
        time.sleep(0.1)
    raise RuntimeError("the game's record never reached the disk")


def rok_race(d: Driver) -> Counter[str]:
    """Whole RÖK games against two Normal bots, seat 0 grabbing as the human model says an
    attentive adult would, through the table's pipeline (game.rok.latency): it plans from the
    table as last drawn (the clock the app publishes), moves the pointer onto the stone, and
    clicks so that the click arrives when the model's click would. Played until ``MIN_PAIRS``
    contested pairs; then the same throws are raced headless, for comparison."""
    d.press_button("#tile_rok")
    d.press_button("#players_3")
    d.shot("pace-rok-setup")
    d.press_button("#start")
    lead = click_lead(d)
    print(f"pace: an xdotool click takes about {1000 * lead:.1f} ms to leave")
    games: list[tuple[int, int]] = []  # (seed, throws) of each game played
    totals: Counter[str] = Counter()
    while totals["contested"] < MIN_PAIRS:
        seed, throws = play_rok_game(d, lead, len(games))
        games.append((seed, throws))
        totals = count_pairs(d, games)
        print(f"pace: game {len(games)} had seed {seed} and {throws} throws")
        print(f"pace: after {len(games)} game(s), the person took {totals['person']} of "
              f"{totals['contested']} contested pairs (headless on the same throws: "
              f"{totals['headless']})")
        if totals["contested"] < MIN_PAIRS:
            d.wait_for(lambda s: "#end_again" in s["buttons"], 60)
            d.press_button("#end_again")
            d.wait_for(lambda s: s["scene"] != "EndOverlay", 30)  # the next game's table
    return totals


def play_rok_game(d: Driver, lead: float, number: int) -> tuple[int, int]:
    """One game to its end screen; returns its seed and how many throws it had."""
    from game.rok.bots import PERSON
    from game.streams import eyes_rng

    seed: int | None = None
    throw = 0
    while True:
        screen = d.wait_for(lambda s: s["scene"] == "EndOverlay" or bool(s["gestures"])
                            or s.get("round") is not None
                            or any(r[1] == "throw_count" for r in s["regions"]), 120)
        if screen["scene"] == "EndOverlay":
            d.shot(f"pace-rok-end-{number + 1}", wait=0.5)
            return (seed if seed is not None else game_seed(d)), throw
        other = sorted(k for k in screen["gestures"] if k.startswith(("slide", "order")))
        if other and screen.get("round") is None:  # a slide or an order of thefts is ours
            d.perform(screen["gestures"][other[0]][0])
            time.sleep(0.5)
            continue
        if "throw" in screen["gestures"]:  # ours to signal
            d.perform(screen["gestures"]["throw"][0])
            if throw == 0:
                d.shot(f"pace-rok-count-{number + 1}", wait=0.1)
            continue
        if screen.get("round") is None:
            time.sleep(0.01)
            continue
        throw = screen["round"]["throw"]
        seed = game_seed(d) if seed is None else seed
        seeker = PERSON.seeker(0, screen["view"]["players"], eyes_rng(seed, 0, throw))
        grab_throw(d, seeker, throw, lead)
        if throw <= 2:
            d.shot(f"pace-rok-check-{number + 1}-{throw}", wait=0.3)


def grab_throw(d: Driver, seeker, throw: int,  # type: ignore[no-untyped-def]
               lead: float) -> None:
    """Seat 0's grabs in one throw, each click timed to arrive as the model's would."""
    from game.rok.latency import click_arrives

    viewport = d.viewport()
    plan: tuple[float, str] | None = None  # (arrival on the round clock, rune)
    planned_at = -1
    while True:
        screen = d.screen()
        round_ = screen.get("round")
        if round_ is None or round_["throw"] != throw:
            return
        view = screen["view"]
        up = {r for r, *_ in view["table"]}
        if plan is not None and plan[1] not in up:
            plan = None  # it saw the rune go: it thinks again
        if plan is None and planned_at != screen["played"]:
            planned_at = screen["played"]
            found = seeker.next_grab(view, round_["shown"])
            if found is not None:
                plan = (click_arrives(found[0]), found[1])
                spot = round_["spots"].get(found[1])
                if spot is None:
                    plan = None
                else:  # the hand travels while the model reaches: the pointer goes there now
                    wx, wy = viewport.to_window(tuple(spot))
                    d.xdotool("mousemove", "--window", d.window, str(wx), str(wy))
        if plan is None:
            time.sleep(0.01)
            continue
        due = round_["frame_started"] + (plan[0] - round_["clock"]) - lead
        left = due - time.monotonic()
        if left <= 0:
            d.xdotool("click", "1")
            plan = None
        else:
            time.sleep(min(left, 0.005))


def count_pairs(d: Driver, games: list[tuple[int, int]], verbose: bool = True
                ) -> Counter[str]:
    """The contested pairs of every game played, who took them at the table, and what the
    same throws give raced headless (tools/pace_app.race_again)."""
    import json

    from tools.pace_app import race_again, throws_of

    time.sleep(0.5)  # the last grab reaches the disk (the autosave writes off the frame)
    folder = d.state_file.parent / "data" / "games"
    records = {}
    for path in folder.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("game") == "rok":
            records[int(data["seed"])] = data["actions"]
    totals: Counter[str] = Counter()
    for seed, _ in games:
        for rest, throw in throws_of(records[seed], 3, seed):
            mine, pairs = throw.taken_by(0)
            totals["person"] += mine
            totals["bots"] += pairs - mine
            totals["contested"] += pairs
            again = race_again(rest, seed, ("normal", "normal"))
            totals["headless"] += again.taken_by(0)[0]
            if verbose and again.grabs != throw.grabs:  # where the table and the race part
                pad = " " * len(str(rest.throw_no))
                print(f"  throw {rest.throw_no}: at the table {' | '.join(throw.grabs)}\n"
                      f"  {pad}        headless {' | '.join(again.grabs)}")
    return totals


def pace_screens(d: Driver, language: str = "en") -> None:
    """What RÖK's pace added around the table: Games played with a player's pace (from a whole
    game with timed grabs written beside the app's saves), the rules' page on the robots, and
    the RÖK setup with a handicap and a Matched bot, its "?" tooltip shown."""
    import json

    from game.core import GameRecord
    from game.rok.bots import PERSON, REFLEXES, bot_game
    from game.saves import BOT, HUMAN, SavedGame, SaveLibrary, Seat

    words = json.loads((ROOT / "assets" / "i18n" / f"tablee.{language}.json").read_text(
        encoding="utf-8"))[language]["setup"]
    played: list[str] = []
    bot_game([PERSON.slower(1.3), REFLEXES["normal"]], 8, played=played)
    saved = SavedGame.start("rok", 8, (Seat("Léa" if language == "fr" else "Lea", HUMAN),
                                      Seat("Robot", BOT, "normal")), {})
    SaveLibrary(d.state_file.parent / "data" / "games").write(
        saved.advanced(GameRecord("rok", 2, 8, {}, tuple(played)), True))
    d.press_button("#menu_settings")  # the menu reads the saves again when it comes back
    d.press_button("#back")
    d.press_button("#menu_history")
    d.pause(3.0)  # the pace is measured off the frame thread
    d.shot(f"pace-history-{language}", wait=0.3)
    d.press_button("#back")
    d.press_button("#tile_rules_rok")
    d.press_button("#rules_section_robots")
    d.shot(f"pace-rules-robots-{language}", wait=0.6)
    d.press_button("#back")
    d.press_button("#tile_rok")
    d.press_button("#players_3")
    d.click_region("#handicap_1")  # the second seat's handicap
    d.press_label(words["pace_slower"].replace("%{factor}", "1.5" if language == "en" else "1,5"))
    d.click_region("#kind_2")  # the third seat's level
    d.press_label(words["bot_matched"])
    d.move(*d.screen()["buttons"]["#pace_help"])
    d.shot(f"pace-setup-handicap-{language}", wait=1.5)
    d.press_button("#back")


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
    d.click_region("#kind_1")  # the second seat: bot -> human
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
    share = 100 * totals["person"] / totals["contested"]
    headless = 100 * totals["headless"] / totals["contested"]
    print(f"pace: the human model took {totals['person']} of {totals['contested']} contested "
          f"pairs against two Normal bots ({share:.1f} %; the bots {totals['bots']}); the same "
          f"throws raced headless give it {totals['headless']} ({headless:.1f} %)")
    if not 25 <= share <= 45:
        raise RuntimeError(f"the person took {share:.1f} % of the pairs: a third is fair")
    d.wait_for(lambda s: "#end_menu" in s["buttons"], 60)
    d.press_button("#end_menu")
    print(f"pace: {totem_watch(d)} pictures of Totem bot turns")
    pook_hot_seat(d)
