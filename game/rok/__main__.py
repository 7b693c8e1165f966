"""Play RÖK in the terminal with sampled outcomes and print the log.

``python -m game.rok --players 3 --seed 7`` samples throws and slides;
``--physics`` runs them on the pymunk table instead; ``--record`` prints the
game record (JSON) at the end.
"""

from __future__ import annotations

from game.cli import Parser
from game.core import GameRecord, Rng
from game.rok.components import MAX_PLAYERS, MIN_PLAYERS
from game.rok.log import describe
from game.rok.rules import State, new_game
from game.rok.sampling import random_action
from game.streams import stream


def physical_action(state: State, rng: Rng) -> str:
    """The next action, with throws and slides simulated on the table."""
    from game.rok import table

    if state.phase == "throw":
        return str(table.throw_state(state, seed=rng.next_u64()).to_action())
    seat = state.current_player
    if state.phase == "slide" and seat is not None:
        outcome = table.slide_for(seat, state.players, skill=0.8, seed=rng.next_u64())
        return str(outcome.to_action(seat))
    return str(random_action(state, rng))


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m game.rok", description=__doc__)
    parser.add_argument("--players", type=int, default=3,
                        choices=range(MIN_PLAYERS, MAX_PLAYERS + 1), metavar="2..5")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--physics", action="store_true", help="simulate throws and slides")
    parser.add_argument("--record", action="store_true", help="print the game record")
    args = parser.parse_args(argv)
    try:
        state = new_game(args.players, args.seed)
    except ValueError as exc:
        parser.error(str(exc))
    record = GameRecord("rok", args.players, args.seed)
    rng = stream(args.seed, "cli")
    print(f"RÖK, {args.players} players, seed {args.seed}; Balance runes {state.balance}")
    while not state.is_terminal():
        text = physical_action(state, rng) if args.physics else str(random_action(state, rng))
        print(f"> {text}")
        for event in state.play(text):
            print(f"  {describe(event)}")
        record = record.with_action(text)
    print(f"hoards {state.scores()}, winner(s) {state.winners()}")
    if args.record:
        print(record.to_json())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
