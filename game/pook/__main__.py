"""``python -m game.pook --players 4 --seed 3``: a game between random bots, as a readable log."""

from __future__ import annotations

import sys

from game.cli import Parser
from game.core import Rng
from game.pook.bots import RandomBot
from game.pook.cards import BANNERS
from game.pook.log import describe
from game.pook.position import KNIGHT_PROTECTS, MAGE_SWAP
from game.pook.rules import new_game


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m game.pook",
                    description="Play one Pook game between random bots.")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=0, help="deal (and bot) seed")
    parser.add_argument("--visible-banners", action="store_true", help="variant P28")
    parser.add_argument("--teams", action="store_true", help="variant P29 (4 players)")
    parser.add_argument("--knight-protects", choices=KNIGHT_PROTECTS, default="all")
    parser.add_argument("--mage-swap", choices=MAGE_SWAP, default="any")
    parser.add_argument("--actions", action="store_true",
                        help="also print each action's notation (shows hidden cards)")
    args = parser.parse_args(argv)
    try:
        state = new_game(args.players, args.seed, visible_banners=args.visible_banners,
                         teams=args.teams, knight_protects=args.knight_protects,
                         mage_swap=args.mage_swap)
    except ValueError as exc:
        parser.error(str(exc))
    bot, rng = RandomBot(), Rng(args.seed).fork(1)
    print(f"Pook, {args.players} players, seed {args.seed}, options {state.options}")
    while not state.is_terminal():
        seat = state.current_player
        assert seat is not None
        text = bot.choose(state.view(seat), rng)
        if args.actions:
            print(f"  [seat {seat}] {text}")
        for event in state.play(text):
            print(describe(event))
    for seat, score in enumerate(state.scores()):
        banner = state.banners[state.side(seat)]
        name = BANNERS[banner] if banner >= 0 else "-"
        print(f"Final score seat {seat} ({name}): {score}")
    print(f"Winners: {', '.join(f'seat {s}' for s in state.winners())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
