"""How fast a RÖK player is, fitted from their recorded grabs: ``python tools/pace_fit.py``.

Every grab a person makes at the RÖK table is kept in the game's record with its time (R25:
``grab 0 w3a 2.41``, seconds after the runes came to rest as the table read the click). This
tool reads the saved games (the app's data folder, or ``--data-dir``), and for each human who
played RÖK (or each ``NAME`` given) fits what the grabs can tell of the human model
(:mod:`game.rok.pace`): the **seeing** pace (reacting and searching, from first grabs) and the
**hand**'s pace (choosing a found stone and clicking it, from the gaps between a pair's first
rune and its twin), each as a factor against the model's attentive adult with a 95 % interval
(a bootstrap over throws), and the paces a Matched bot would play at against that player
alone (from their games' throws and the timed drill tables kept under their name, as the
table reads them). What first grabs and gaps cannot tell apart (a slow reaction from a slow
look, the span of memory, the spread) is not fitted.

    python tools/pace_fit.py --data-dir ~/.local/share/tablee Léa
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

if __name__ == "__main__":  # `python tools/pace_fit.py` from the repository root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rok.drill import DrillLog, Session
from game.rok.drill_pace import DrillPace, evidence_of_players
from game.rok.pace import (
    EARLIER_GAMES,
    MATCHED_AFTER,
    RECENT,
    ThrowPace,
    fit,
    matched_pace,
    throws_of_players,
)
from game.saves import SavedGame, SaveLibrary


def rok_games(folder: Path) -> list[SavedGame]:
    """The RÖK games kept in ``folder`` (a data folder's ``games``), the latest first."""
    return [entry.saved for entry in SaveLibrary(folder).scan()
            if entry.saved is not None and entry.saved.record.game == "rok"]


def humans_of(games: Sequence[SavedGame]) -> list[str]:
    """The names of the humans who sat at ``games``, in the order they first appear."""
    names = [seat.name for saved in games for seat in saved.seats if seat.is_human]
    return list(dict.fromkeys(names))


def report(name: str, games: Sequence[SavedGame], sessions: Sequence[Session] = ()
           ) -> list[str]:
    """What ``name``'s latest RÖK games (at most :data:`EARLIER_GAMES`, as the table reads
    them) and timed drill tables (``sessions``: the drill log's) tell of their pace, in
    lines."""
    mine = [saved for saved in games if any(seat.is_human and seat.name == name
                                            for seat in saved.seats)][:EARLIER_GAMES]
    throws: list[ThrowPace] = throws_of_players(mine, {name}).get(name, [])
    evidence = evidence_of_players(mine, sessions, {name}).get(name, [])
    seeing, hand = matched_pace([evidence])
    tables = sum(isinstance(t, DrillPace) for t in evidence)
    gate = ("open" if len(evidence) >= MATCHED_AFTER else
            f"not open yet: the prior still counts, {len(evidence)} of {MATCHED_AFTER} throws")
    matched = (f"  Matched plays at: seeing x{seeing:.2f}, hand x{hand:.2f} (the gate is {gate}; "
               f"{tables} of the latest {len(evidence)} are drill tables)")
    if not throws:
        return [f"{name}: no timed grabs in {len(mine)} RÖK games", *([matched] * bool(tables))]
    recent = throws[-RECENT:]
    result = fit(recent)
    assert result is not None
    firsts = [t.first for t in recent if t.first is not None]
    lines = [
        f"{name}: {len(mine)} RÖK games, {len(throws)} paced throws (the latest {len(recent)} "
        f"fitted), {sum(t.grabs for t in recent)} grabs",
        f"  seeing (reaction, looking, comparing): x{result.seeing:.2f} the modelled adult's, "
        f"95 % {result.seeing_range[0]:.2f}-{result.seeing_range[1]:.2f} "
        f"(from {len(recent)} first grabs, {len(recent) - len(firsts)} of which never came)",
        f"  hand (choosing a found stone and clicking it): x{result.hand:.2f}, 95 % "
        f"{result.hand_range[0]:.2f}-{result.hand_range[1]:.2f} (from {result.reaches} gaps "
        f"between a pair's first rune and its twin)",
        matched]
    if firsts:
        lines.append(f"  first grab: median {statistics.median(firsts):.2f} s among "
                     f"{statistics.mean(t.face_up for t in recent):.1f} face-up runes")
    return lines


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="players (every human who played RÖK if none)")
    parser.add_argument("--data-dir", type=Path,
                        help="the app's data folder (default: the one the app uses)")
    args = parser.parse_args(argv)
    if args.data_dir is None:
        from scenes.kit.settings import default_data_dir

        args.data_dir = default_data_dir()
    games = rok_games(args.data_dir / "games")
    sessions = DrillLog(args.data_dir).sessions()
    names = args.names or list(dict.fromkeys([*humans_of(games), *(s.who for s in sessions
                                                                   if s.tables())]))
    if not names:
        print(f"no RÖK games with a human in {args.data_dir / 'games'}, no named drills")
        return 1
    for name in names:
        print("\n".join(report(name, games, sessions)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
