"""How far a laptop's own run of a RÖK throw or slide ends from the host's (tests, the bench).

A laptop receives each gesture's inputs (:mod:`game.net.gestures`) and plays them on its own
pymunk table; the host's record says where the runes came to rest. :func:`mirror_errors`
replays the host's record and, for every gesture a laptop received, puts each stone of the
laptop's run (:func:`~game.net.gestures.rest_of`, before any easing) beside the host's: the
same rune in the state after the throw (a hand's I-th rune, a face-down rune by its place),
or a slide's distance to the Destiny rune as recorded. Distances in centimetres (table
units, :mod:`game.rok.components`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from game.core import GameRecord
from game.games import match_of
from game.net.gestures import SLIDER, hand_label, rest_of
from game.rok.components import distance


@dataclass
class MirrorErrors:
    """Each stone's distance (cm) between a laptop's run and the host's, and faces unlike."""

    distances: list[float] = field(default_factory=list)
    faces_unlike: int = 0
    gestures: int = 0

    @property
    def worst_mm(self) -> float:
        return 10 * max(self.distances, default=0.0)


def labels_of(state: Any) -> dict[str, str]:
    """A throw's labels (as its gesture names the stones) to the runes they are at ``state``."""
    labels = {hand_label(s, i): rune for s, hand in enumerate(state.hands)
              for i, rune in enumerate(hand)}
    down = sorted(((x, y), rune) for rune, (x, y, up) in state.table.items() if not up)
    labels.update({f"?{k}": rune for k, (_, rune) in enumerate(down)})
    labels.update({rune: rune for rune, (_, _, up) in state.table.items() if up})
    return labels


def mirror_errors(record: GameRecord, gestures: list[dict[str, Any]]) -> MirrorErrors:
    """Every received gesture of ``record``'s game run as a laptop runs it, against the host."""
    by_seq = {int(g["seq"]): g for g in gestures}
    match = match_of(GameRecord(record.game, record.players, record.seed, record.options))
    errors = MirrorErrors()
    for k, text in enumerate(record.actions):
        gesture = by_seq.get(k)
        if gesture is None:
            match.play(text)
            continue
        errors.gestures += 1
        labels = labels_of(match.state) if gesture["kind"] == "throw" else {}
        rest = rest_of(gesture)
        match.play(text)
        if gesture["kind"] == "slide":
            result = text.split()[-1]
            stop = rest[SLIDER]
            errors.distances.append(abs(distance(stop[0], stop[1]) - float(result))
                                    if result not in ("off", "touch") else 0.0)
            continue
        table = match.state.table
        for label, (x, y, up) in rest.items():
            rune = labels[label]
            if rune not in table:  # (taken off the table by the throw's own rules)
                continue
            hx, hy, hup = table[rune]
            errors.distances.append(math.hypot(x - hx, y - hy))
            errors.faces_unlike += up != hup
    return errors
