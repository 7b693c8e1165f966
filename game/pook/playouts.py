"""Pook Hard's search: the judgement's best moves, each played out as Normal would play on.

Tree search over a Pook turn spends most of its budget on moves the judgement already
ranks low, and its short rollouts judge the end by each seat's own (guessed) lights, so
it barely differs from Normal. This search asks instead "what happens if I play this
and everyone then plays as Normal does?", over full states dealt from the view:

- the candidates are the judgement's ``width`` best plays or powers (by the seat's guess
  of the rivals' Banners, :mod:`game.pook.banners`) and every Piggy swap, Banner,
  ``skip`` or ``end``, or in a tie-break every Bourse it may pick (P27: which one turns
  up decides the game, and which face-down card is likely whose is what the deals know);
- each sample deals one full state from the view (the rivals' Banners as likely as their
  public history makes them) and plays *every* remaining candidate from it, then the rest
  of the game (or ``horizon`` actions) by :func:`normal_move`: the comparison is paired,
  so the deal's luck cancels out between candidates;
- the result is the seat's finish against each rival under that deal's Banners (1 ahead,
  ½ level, 0 behind; before the end, by the margin of what is on the table and in hand);
- sequential halving spends the budget where the decision is close: after each round the
  worse half of the candidates is dropped, and the survivors get more samples; the search
  stops as soon as the leader's paired lead over the next is sure (:func:`settled`: three
  standard errors clear).

Measured against Normal (docs/bench.md, "bots: the ladder"): 78.7 % over the ladder's 47 two-player
games; at four players 67.0 % and 71.6 % over 400 games on each of two seeds (Hard at each
seat in turn against three Normals), where this search handed the true state scored 76 %
(tools/pook_ceiling.py): what it cannot see, the rivals' cards above all, is what it lacks.

The budget is a count of playouts and all chance comes from the Rng given, so the same
view and seed give the same move.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.bots import rank_by
from game.core import Rng
from game.pook.actions import END, Action, End, Pick, Play, Power, Skip, Swap, TakeBanner
from game.pook.cards import BANNER_FACTIONS, CARD_FACTION, CARD_LEVEL
from game.pook.heuristics import IN_HAND, Judge, candidates, intended_banner
from game.pook.position import AFTER, EMPTY, START
from game.pook.rules import State

Deal = Callable[[Mapping[str, Any], Rng], State]

SETTLED_AFTER = 8  # deals before a decision may be called settled
SETTLED_Z = 3.0  # standard errors of the paired lead that settle it
MARGIN = 10.0  # points of margin that make a rival clearly beaten before the end


def normal_move(state: State) -> Action:
    """Normal's choice, quickly: the judgement's best play, power or pick (no Piggy swap)."""
    phase = state.phase
    if phase == AFTER:
        return END
    judge = Judge(state)
    if phase == START and not (state.visible_banners
                               and state.banners[state.side(state.current)] == EMPTY):
        return judge.best_play()
    return max(candidates(state), key=judge)


def standing(state: State, seat: int) -> list[float]:
    """Each side's points: its factions on the table, and a share of those in its hands."""
    totals = state.faction_totals()
    points = []
    for side, banner in enumerate(state.banners):
        seats = [s for s in range(state.players) if state.side(s) == side]
        if banner == EMPTY:
            banner = intended_banner(state, seats[0])
        factions = BANNER_FACTIONS[banner] if banner != EMPTY else ()
        value = float(sum(totals[f] for f in factions))
        for s in seats:
            value += IN_HAND * sum(CARD_LEVEL[c] for c in state.hands[s]
                                   if CARD_FACTION[c] in factions)
        points.append(value)
    return points


def result(state: State, seat: int) -> float:
    """``seat``'s finish against each rival seat, averaged (1 ahead, ½ level, 0 behind);
    before the end, by the margin of :func:`standing`."""
    side = state.side(seat)
    rivals = [s for s in range(state.players) if state.side(s) != side]
    if state.is_terminal():
        scores, winners = state.scores(), state.winners()
        won = seat in winners
        total = 0.0
        for rival in rivals:
            if won != (rival in winners):
                total += 1.0 if won else 0.0
            elif won or scores[rival] == scores[seat]:
                total += 0.5
            else:
                total += 1.0 if scores[seat] > scores[rival] else 0.0
        return total / len(rivals)
    points = standing(state, seat)
    mine = points[side]
    return sum(min(1.0, max(0.0, 0.5 + (mine - points[state.side(r)]) / MARGIN))
               for r in rivals) / len(rivals)


def playout(state: State, seat: int, horizon: int | None) -> float:
    """Play on by :func:`normal_move` to the end (or ``horizon`` actions) and judge."""
    steps = 0
    while not state.is_terminal() and (horizon is None or steps < horizon):
        state.apply(normal_move(state))
        steps += 1
    return result(state, seat)


def root_candidates(state: State, width: int, weights: Sequence[float] | None) -> list[Action]:
    """The moves worth comparing, the judgement's favourite first (see the module docstring)."""
    scored = rank_by(Judge(state, weights), candidates(state))
    plays: list[Action] = []
    seen: dict[tuple[int, bool], int] = {}
    for _, action in scored:
        if type(action) is Play:
            key = (action.card, action.warrior)
            if seen.get(key, 0) >= 2:  # compare cards, not one card's many cells
                continue
            seen[key] = seen.get(key, 0) + 1
        elif type(action) is not Power:
            continue
        plays.append(action)
        if len(plays) == width:
            break
    return plays + [a for _, a in scored if type(a) in (Swap, TakeBanner, End, Skip, Pick)]


def halving(view: Mapping[str, Any], rng: Rng, deal: Deal, budget: int, width: int,
            weights: Sequence[float] | None, horizon: int | None, settle: bool = True
            ) -> Action:
    """The candidate with the best average result after sequential halving of ``budget``
    playouts (see the module docstring); the judgement's favourite wins ties."""
    seat = view["seat"]
    first = deal(view, rng)
    alive = root_candidates(first, width, weights)
    if len(alive) == 1:
        return alive[0]
    order = {action: k for k, action in enumerate(alive)}
    results: dict[Action, list[float]] = {action: [] for action in alive}
    rounds = max(1, math.ceil(math.log2(len(alive))))
    dealt = first
    for round_ in range(rounds):
        for _ in range(max(1, budget // (rounds * len(alive)))):
            for action in alive:
                state = dealt.clone()
                state.apply(action)
                results[action].append(playout(state, seat, horizon))
            dealt = deal(view, rng)
            alive = sorted(alive, key=lambda a: (-sum(results[a]), order[a]))
            if settle and settled(results[alive[0]], results[alive[1]]):
                return alive[0]
        if round_ < rounds - 1:
            alive = alive[:(len(alive) + 1) // 2]
    return alive[0]


def settled(leader: Sequence[float], second: Sequence[float], least: int = SETTLED_AFTER,
            z: float = SETTLED_Z) -> bool:
    """The leader's paired lead over the runner-up is sure enough to stop: ``z`` standard
    errors after at least ``least`` deals, or the two never differed in as many."""
    n = len(second)
    if n < least:
        return False
    diffs = [a - b for a, b in zip(leader[-n:], second, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n) or (var == 0.0 and mean >= 0.0)
