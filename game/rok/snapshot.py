"""RÖK snapshots written: ``State.to_json`` (format ``tablee-rok-state/1``), and the public
part a view shares; :mod:`game.rok.loading` reads them back."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the state writes itself here: only its type is needed
    from game.rok.rules import State

FORMAT = "tablee-rok-state/1"


# --- writing ---------------------------------------------------------------------------------


def public_dict(state: State) -> dict[str, Any]:
    """Everything on the table that every seat sees (shared by snapshots and views)."""
    contest = state.contest
    return {
        "players": state.players,
        "first": state.first,
        "phase": state.phase,
        "throw": state.throw_no,
        "trays": [list(t) for t in state.trays],
        "hoards": [list(h) for h in state.hoards],
        "balance": list(state.balance),
        "thefts": [[t.thief, t.victim, t.rune] for t in state.thefts],
        "contest": None if contest is None else {
            "purpose": contest.purpose,
            "colour": contest.colour,
            "sliders": list(contest.sliders),
            "results": [[s, contest.results[s]] for s in contest.sliders
                        if s in contest.results],
        },
        "chooser": state.chooser,
        "tie_winner": state.tie_winner,
        "tie_slides": [[s, r] for s, r in sorted(state.tie_slides.items())],
    }


def state_to_dict(state: State) -> dict[str, Any]:
    data = {"format": FORMAT, **public_dict(state)}
    data["rng"] = state.rng.to_json()
    data["bag"] = list(state.bag)
    data["hands"] = [list(h) for h in state.hands]
    data["table"] = [[r, x, y, up] for r, (x, y, up) in sorted(state.table.items())]
    return data


def state_to_json(state: State) -> str:
    return json.dumps(state_to_dict(state), ensure_ascii=False)


