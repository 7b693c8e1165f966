"""Pook's end screen: who won, the faction totals, and every seat's score as the table gives it.

After a tie-break (P27) the picked Bourses are turned face up, and those Warriors count for
every Banner that holds their faction — also for seats that were not tied. Only the tied
seats are ranked again, but no number on screen may contradict the table: the Score column
is what the final table gives each seat (the view's ``table_scores``), and a Tie-break column
says what the flips added to it since the last card was played (the ``game_over`` event's
scores, read back from the record). When the flips added points to a seat that was not tied
(the French booklet has only the tied players turn Bourses over and count again), the
subtitle says so: the flipped Warriors count for its Banner too, and it is not ranked again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core import GameRecord
from game.replay import Replay
from scenes.kit.pieces.pook_words import banner_name, faction_name
from scenes.table.end_overlay import EndPayload
from scenes.table.outcomes import pook_title

Tr = Callable[..., str]
Colour = tuple[int, int, int]


def end_of_play_scores(record: GameRecord) -> list[int] | None:
    """Each seat's score when the last card was played (P26), before any tie-break."""
    for events in Replay.of(record).events:
        for event in events:
            if event.kind == "game_over":
                return list(event.data["scores"])
    return None


def end_payload(tr: Tr, view: Mapping[str, Any], names: Sequence[str],
                colours: Sequence[Colour], before: Sequence[int] | None) -> EndPayload:
    """The results: ``before`` is each seat's score when play ended (None: no tie-break)."""
    players = view["players"]
    ranked = view["scores"] or [0] * players  # what the winners were decided by
    table = view.get("table_scores") or ranked  # what the final table gives each seat
    winners = view["winners"]
    totals = " · ".join(f"{faction_name(tr, k)} {v}" for k, v in view["faction_totals"].items())
    subtitle = tr("pook.end.totals", totals=totals)
    headers = [tr("end.player"), tr("pook.end.banner"), tr("pook.end.score")]
    tiebreak = view["tiebreak"] and before is not None
    if tiebreak:
        rounds = view["tiebreak"]["round"]
        subtitle += " — " + tr("pook.end.tiebreak", n=rounds, count=rounds)
        assert before is not None
        top = max(before)
        others = [names[s] for s in range(players)
                  if before[s] < top and table[s] > before[s]]  # not tied, yet scored more
        subtitle += " " + (tr("pook.end.others", names=", ".join(others), count=len(others))
                           if others else tr("pook.end.reranked"))
        headers.append(tr("pook.end.added"))
    order = sorted(range(players), key=lambda s: (s not in winners, -table[s], -ranked[s], s))
    rows = []
    for seat in order:
        row = [names[seat], banner_name(tr, view["banners"][seat]), str(table[seat])]
        if tiebreak:
            assert before is not None
            row.append(f"+{table[seat] - before[seat]}")
        rows.append(tuple(row))
    return EndPayload(pook_title(tr, view, names), subtitle, tuple(headers), tuple(rows),
                      tuple(i for i, s in enumerate(order) if s in winners),
                      colours=tuple(colours[s] for s in order))
