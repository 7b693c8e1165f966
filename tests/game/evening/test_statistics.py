"""End-of-game statistics against counts read straight off the golden playthroughs' text.

The goldens (tests/golden/, written by tools/golden.py) print every event as
``  kind (seat N): {json}``: here those lines are counted with a regular expression, and the
statistics (a replay of the golden's actions through the core) must agree, seat by seat.
"""

import json
import re
import statistics

import pytest

from game.core import GameRecord, InvalidRecord
from game.evening.statistics import POOK_KEYS, ROK_KEYS, TOTEM_KEYS, game_statistics, replay
from tools.golden import GOLDENS

EVENT = re.compile(r"^  ([a-z_]+) \(seat (\d)\):(?: (\{.*\}))?$")
END = re.compile(r"^== end: scores (\[.*\]), winners (\[.*\]) ==$")


def golden_text(golden):
    return golden.path.read_text(encoding="utf-8").splitlines()


def golden_record(golden):
    actions = [line.removeprefix("action: ") for line in golden_text(golden)
               if line.startswith("action: ")]
    return GameRecord(golden.game, len(golden.levels), golden.seed, dict(golden.options),
                      tuple(actions))


def golden_events(golden):
    """(kind, seat, data) of every event line with a seat; a long event's data is written
    below its line, a key a line (tools/golden.py's ``block``)."""
    lines = golden_text(golden)
    for index, line in enumerate(lines):
        found = EVENT.match(line)
        if not found:
            continue
        data = json.loads(found[3]) if found[3] else {}
        for below in lines[index + 1:]:
            if found[3] or not below.startswith("    "):
                break
            key, _, value = below.strip().partition(": ")
            if value and not below.startswith("     "):
                data[key] = json.loads(value)
        yield found[1], int(found[2]), data


def tally(golden, kind, where=lambda data: True):
    counts = [0] * len(golden.levels)
    for found, seat, data in golden_events(golden):
        if found == kind and where(data):
            counts[seat] += 1
    return counts


def column(stats, key):
    return [seat[key] for seat in stats.seats]


def finished_statistics(golden, keys):
    """The statistics of a golden's replay: a finished game with a figure for every key."""
    stats = game_statistics(golden_record(golden))
    assert stats.finished and all(set(seat) == set(keys) for seat in stats.seats)
    return stats


def of_game(name):
    return [g for g in GOLDENS if g.game == name]


@pytest.mark.parametrize("golden", of_game("totem"), ids=lambda g: g.name)
def test_totem_statistics_match_the_golden_lines(golden):
    """T12-T24: attacks, successes, shields held, Eye/Sum/Sword, draws, defenders beaten."""
    stats = finished_statistics(golden, TOTEM_KEYS)
    assert column(stats, "attacks") == tally(golden, "attack")
    assert column(stats, "attacks_won") == tally(golden, "attack_succeeded")
    for power in ("shield", "eye", "sum", "sword"):
        key = "shields_held" if power == "shield" else f"{power}_uses"
        assert column(stats, key) == tally(golden, "power", lambda d, p=power: d["power"] == p)
    assert column(stats, "cards_drawn") == tally(golden, "draw")
    assert column(stats, "defenders_lost") == tally(golden, "discard",
                                                    lambda d: d["from"] == "beaten")
    assert sum(column(stats, "attacks")) > 0 and sum(column(stats, "shields_held")) > 0


def final_block(golden):
    lines = golden_text(golden)
    start = next(i for i, line in enumerate(lines) if END.match(line))
    block = {}
    for line in lines[start + 1:]:
        key, _, value = line.strip().partition(": ")
        if value and line.startswith("  ") and not line.startswith("   "):
            block[key] = json.loads(value)
    return END.match(lines[start]), block


@pytest.mark.parametrize("golden", of_game("pook"), ids=lambda g: g.name)
def test_pook_statistics_match_the_golden_lines(golden):
    """P15, P21-P23, P26: powers by kind, swaps, each Banner's total, the factions' totals."""
    stats = finished_statistics(golden, POOK_KEYS)
    for faction in ("Mage", "Orc", "Viking"):
        by = tally(golden, "flip", lambda d, f=faction: d.get("by") == f)
        mage = tally(golden, "mage_swap", lambda d, f=faction: d.get("by") == f)
        used = [a + b for a, b in zip(by, mage, strict=True)]
        assert column(stats, f"powers_{faction.lower()}") == used
    assert column(stats, "powers_skipped") == tally(golden, "skip")
    assert column(stats, "swaps") == tally(golden, "swap")
    end, block = final_block(golden)
    assert column(stats, "banner_total") == json.loads(end[1])
    assert column(stats, "banner") == block["banners"]
    assert stats.table["faction_totals"] == block["faction_totals"]


@pytest.mark.parametrize("golden", of_game("rok"), ids=lambda g: g.name)
def test_rok_statistics_match_the_golden_lines(golden):
    """R14, R16, R24, R25: pairs, first grabs' times per throw, thefts, slides."""
    stats = finished_statistics(golden, ROK_KEYS)
    assert column(stats, "pairs") == tally(golden, "pair")
    assert column(stats, "thefts_made") == tally(golden, "theft")
    assert column(stats, "slides") == tally(golden, "slide")
    firsts = [[] for _ in golden.levels]
    seen = set()
    for kind, seat, data in golden_events(golden):
        if kind == "throw":
            seen = set()
        elif kind == "grab" and seat not in seen:
            seen.add(seat)
            firsts[seat].append(data["time"])
    assert column(stats, "first_grab_fastest") == [min(f) for f in firsts]
    assert column(stats, "first_grab_median") == [statistics.median(f) for f in firsts]
    assert all(pair >= fastest for pair, fastest in zip(
        column(stats, "fastest_pair"), column(stats, "first_grab_fastest"), strict=True))


def test_rok_thefts_made_and_suffered_match_a_seeded_game():
    """R16: the goldens hold no theft; a seeded three-bot game holds several."""
    from game.rok.bots import bot_game

    log, played = [], []
    bot_game(["normal", "hard", "easy"], 4, log=log, played=played)
    thefts = [event for event in log if event.kind == "theft"]
    assert thefts
    stats = game_statistics(GameRecord("rok", 3, 4, {}, tuple(played)))
    assert column(stats, "thefts_made") == [sum(e.seat == s for e in thefts) for s in range(3)]
    assert column(stats, "thefts_suffered") == [
        sum(e.data["victim"] == s for e in thefts) for s in range(3)]


def test_a_game_under_way_has_statistics_so_far_and_a_bad_record_is_refused():
    golden = of_game("totem")[0]
    record = golden_record(golden)
    part = GameRecord(record.game, record.players, record.seed, {}, record.actions[:10])
    stats = game_statistics(part)
    assert not stats.finished
    assert sum(column(stats, "attacks")) <= sum(column(game_statistics(record), "attacks"))
    with pytest.raises(InvalidRecord, match="action 11"):
        replay(GameRecord(record.game, record.players, record.seed, {},
                          (*record.actions[:10], "attack Z99 9")))
