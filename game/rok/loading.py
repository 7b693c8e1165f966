"""A RÖK snapshot read back (``from_json``): types checked, then the rules' invariants
(:func:`validate`): the 49 runes conserved, Balance runes all different, hoards made of pairs,
and each phase's shape. Anything wrong raises :class:`~game.core.InvalidRecord`; nothing is
half-loaded."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from game.core import InvalidRecord, Rng, check_counts, expect_format, parse_json_object, require
from game.rok.actions import OFF, TOUCH, SlideResult, units
from game.rok.components import (
    COLOURS,
    CONTACT_DISTANCE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    RUNE_SET,
    RUNES,
    TABLE_RADIUS,
    THROW_SIZES,
    on_table,
    twin,
)
from game.rok.position import PHASES, Contest, Theft
from game.rok.rules import State
from game.rok.snapshot import FORMAT

# --- reading ---------------------------------------------------------------------------------


def _seat(value: object, players: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise InvalidRecord(f"{what} must be a seat 0..{players - 1}, got {value!r}")
    return value


def _optional_seat(data: Mapping[str, Any], key: str, players: int) -> int | None:
    value = data.get(key)
    return None if value is None else _seat(value, players, key)


def _rune(value: object, what: str) -> str:
    if not isinstance(value, str) or value not in RUNE_SET:
        raise InvalidRecord(f"{what}: {value!r} is not a rune id")
    return value


def rune_list(value: object, what: str) -> list[str]:
    if not isinstance(value, list):
        raise InvalidRecord(f"{what} must be a list of runes")
    return [_rune(r, what) for r in value]


def per_seat_runes(data: Mapping[str, Any], key: str, players: int) -> list[list[str]]:
    groups = require(data, key, list)
    if len(groups) != players:
        raise InvalidRecord(f"{key} must hold one list per seat ({players}), got {len(groups)}")
    return [rune_list(g, f"{key}[{i}]") for i, g in enumerate(groups)]


def coordinate(value: object, what: str) -> float:
    """A finite number as a float (an integer too large for a float is refused, not raised)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= 10**9:
        value = float(value)
    if not isinstance(value, float) or not math.isfinite(value):
        raise InvalidRecord(f"{what} must be a finite number, got {_short(value)}")
    return units(value)


def _short(value: object) -> str:
    """``repr`` cut short, so a hostile value cannot flood a message."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _slide_result(value: object, what: str) -> SlideResult:
    if value in (TOUCH, OFF):
        return str(value)
    return coordinate(value, what)


def _contest(value: object, players: int) -> Contest | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise InvalidRecord("contest must be an object or null")
    purpose = require(value, "purpose", str)
    colour = value.get("colour")
    if colour is not None and (not isinstance(colour, str) or colour not in COLOURS):
        raise InvalidRecord(f"contest colour {_short(colour)} is not one of {', '.join(COLOURS)}")
    sliders = [_seat(s, players, "contest slider") for s in require(value, "sliders", list)]
    return Contest(purpose, colour, sliders, _slide_results(require(value, "results", list),
                                                            players, "contest results"))


def _slide_results(items: list[Any], players: int, what: str) -> dict[int, SlideResult]:
    results: dict[int, SlideResult] = {}
    for item in items:
        if not isinstance(item, list) or len(item) != 2:
            raise InvalidRecord(f"{what} are [seat, result] pairs")
        results[_seat(item[0], players, "slider")] = _slide_result(item[1], "slide result")
    return results


def load_public(data: Mapping[str, Any]) -> State:
    """A state holding the public fields of ``data`` (secrets left empty)."""
    players = require(data, "players", int)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidRecord(f"players must be {MIN_PLAYERS}..{MAX_PLAYERS}, got {players}")
    state = State(players, Rng(0), _seat(require(data, "first", int), players, "first"))
    state.phase = require(data, "phase", str)
    state.throw_no = require(data, "throw", int)
    state.trays = per_seat_runes(data, "trays", players)
    state.hoards = per_seat_runes(data, "hoards", players)
    balance = require(data, "balance", list)
    if len(balance) != players:
        raise InvalidRecord(f"balance must hold one entry per seat ({players})")
    state.balance = [None if b is None else _rune(b, "balance") for b in balance]
    for item in require(data, "thefts", list):
        if not isinstance(item, list) or len(item) != 3:
            raise InvalidRecord("thefts are [thief, victim, rune] triples")
        state.thefts.append(Theft(_seat(item[0], players, "thief"),
                                  _seat(item[1], players, "victim"), _rune(item[2], "theft")))
    state.contest = _contest(data.get("contest"), players)
    state.chooser = _optional_seat(data, "chooser", players)
    state.tie_winner = _optional_seat(data, "tie_winner", players)
    slides = data.get("tie_slides", [])  # (a snapshot from before they were kept: none)
    if not isinstance(slides, list):
        raise InvalidRecord("tie_slides must be a list of [seat, result] pairs")
    state.tie_slides = _slide_results(slides, players, "tie_slides")
    return state


def from_json(text: str | bytes) -> State:
    """Load a snapshot written by ``State.to_json``.

    :raises InvalidRecord: saying what is wrong; nothing is half-loaded.
    """
    data = parse_json_object(text, "RÖK snapshot")
    expect_format(data, FORMAT)
    state = load_public(data)
    state.rng = Rng.from_json(data.get("rng"))
    state.bag = rune_list(require(data, "bag", list), "bag")
    state.hands = per_seat_runes(data, "hands", state.players)
    for item in require(data, "table", list):
        if not isinstance(item, list) or len(item) != 4 or not isinstance(item[3], bool):
            raise InvalidRecord("table entries are [rune, x, y, face_up]")
        rune = _rune(item[0], "table")
        if rune in state.table:
            raise InvalidRecord(f"table: {rune} lies twice")
        state.table[rune] = (coordinate(item[1], "x"), coordinate(item[2], "y"), item[3])
    if state.bag != sorted(state.bag):
        raise InvalidRecord("bag: runes must be listed sorted")
    validate(state)
    return state


# --- the rules' invariants -------------------------------------------------------------------


def validate(state: State) -> None:
    """Raise InvalidRecord unless ``state`` is one the rules can reach."""
    everything = [*state.bag, *state.table]
    for group in (*state.hands, *state.trays, *state.hoards):
        everything += group
    everything += [b for b in state.balance if b is not None]
    check_counts(everything, RUNES, "runes (R01)")
    for rune, (x, y, _) in state.table.items():
        if not on_table(x, y):
            raise InvalidRecord(f"table: {rune} at ({x}, {y}) lies off the table (R08)")
    held = [b[:2] for b in state.balance if b is not None]
    if len(held) != len(set(held)):
        raise InvalidRecord(f"balance: Balance runes must all differ, got {state.balance} (R05)")
    for seat, hoard in enumerate(state.hoards):
        if len(hoard) % 2 or any(twin(hoard[i]) != hoard[i + 1] for i in range(0, len(hoard), 2)):
            raise InvalidRecord(f"hoards[{seat}]: a hoard holds pairs, two by two (R14)")
    if state.throw_no < 1:
        raise InvalidRecord("throw: the first throw is number 1")
    if state.phase not in PHASES:
        raise InvalidRecord(f"phase {state.phase!r} is not one of {', '.join(PHASES)}")
    _validate_phase(state)


def _fail_unless(condition: bool, message: str) -> None:
    if not condition:
        raise InvalidRecord(message)


def _validate_phase(state: State) -> None:
    phase = state.phase
    hands = sum(len(h) for h in state.hands)
    trays = sorted(r for t in state.trays for r in t)
    face_down = any(not up for (_, _, up) in state.table.values())
    if phase == "throw":
        _fail_unless(hands > 0 and all(len(h) <= THROW_SIZES[state.players] for h in state.hands),
                     "throw: each seat holds at most its share of runes, and someone holds one "
                     "(R07)")
    else:
        _fail_unless(hands == 0, f"{phase}: hands are empty once the runes are thrown")
    if phase in ("throw", "over"):
        _fail_unless(not face_down, f"{phase}: face-down runes go back to the bag (R19)")
    if phase != "grab":
        _fail_unless(sorted(t.rune for t in state.thefts) == trays,
                     f"{phase}: trays hold exactly the runes of pending thefts (R16)")
    else:
        _fail_unless(not state.thefts, "grab: thefts are found at the check (R16)")
        _fail_unless(bool(state.wanted()), "grab: grabbing ended when no pair was left (R13)")
    for t in state.thefts:
        _fail_unless(t.thief != t.victim and state.balance[t.victim] == twin(t.rune)
                     and t.rune in state.trays[t.thief],
                     f"theft {t}: the thief holds the twin of the victim's Balance rune (R16)")
    for seat, tray in enumerate(state.trays):
        _fail_unless(state.balance[seat] is None or twin(state.balance[seat] or "") not in tray,
                     f"trays[{seat}]: the twin of one's own Balance rune goes to the hoard (R11)")
    _validate_contest(state)


def _check_results(results: dict[int, SlideResult], what: str) -> None:
    for result in results.values():
        _fail_unless(isinstance(result, str) or CONTACT_DISTANCE <= result <= TABLE_RADIUS,
                     f"{what}: impossible slide result {result!r} (R24)")


def _validate_contest(state: State) -> None:
    phase, contest = state.phase, state.contest
    _fail_unless((contest is not None) == (phase in ("slide", "order")),
                 f"{phase}: a slide-off exists exactly while sliding or ordering (R24)")
    _fail_unless((state.chooser is not None) == (phase == "order"),
                 f"{phase}: a chooser exists exactly while ordering thefts (R17)")
    _fail_unless(state.tie_winner is None or phase == "over", "tie_winner: only once over (R23)")
    _fail_unless(not state.tie_slides or state.tie_winner in state.tie_slides,
                 "tie_slides: the slides of a tie's winner and the others tied (R23)")
    _check_results(state.tie_slides, "tie_slides")
    if phase == "over":
        _fail_unless(len(state.bag) <= state.players, "over: the bag was nearly empty (R21)")
    if contest is None:
        return
    _fail_unless(len(contest.sliders) == len(set(contest.sliders)) >= 2,
                 "contest: at least two different seats slide (R17, R23)")
    _fail_unless(set(contest.results) <= set(contest.sliders), "contest: results of sliders only")
    _check_results(contest.results, "contest")
    if contest.purpose == "order":
        group = [t for t in state.thefts if t.colour == contest.colour]
        _fail_unless(len(group) >= 2 and set(contest.sliders) <= {t.thief for t in group},
                     "contest: the thieves of one colour's thefts slide (R17)")
    elif contest.purpose == "tie":
        scores = state.scores()
        _fail_unless(not state.thefts and all(scores[s] == max(scores) for s in contest.sliders),
                     "contest: only players tied for the most runes slide (R23)")
    else:
        raise InvalidRecord(f"contest purpose {contest.purpose!r} is not 'order' or 'tie'")
    if phase == "slide":
        _fail_unless(contest.next_slider() is not None, "slide: someone has yet to slide (R24)")
    else:
        _fail_unless(contest.purpose == "order" and contest.next_slider() is None,
                     "order: every thief has slid (R17)")
