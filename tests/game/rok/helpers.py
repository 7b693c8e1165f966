"""Hand-built RÖK positions for the rule tests.

``position`` builds a State directly from what the test cares about — Balance
runes, hoards, runes on the table, trays, hands — and puts every other rune in
the bag (or the ``bag`` given, the rest then going as pairs to the hoards of the
``spare`` seats in turn).
The result is checked by the same ``validate`` that loads snapshots, so a test
cannot start from a position the rules could never reach.
"""

from game.core import Rng
from game.rok.components import RUNES, twin
from game.rok.loading import validate
from game.rok.rules import State


def position(players=3, *, balance, phase="grab", first=0, hoards=None, table=None,
             trays=None, hands=None, bag=None, spare=None, seed=0):
    state = State(players, Rng(seed), first)
    state.phase = phase
    state.throw_no = 1
    state.balance = list(balance)
    state.hoards = [list(h) for h in hoards] if hoards else [[] for _ in range(players)]
    state.trays = [list(t) for t in trays] if trays else [[] for _ in range(players)]
    state.hands = [list(h) for h in hands] if hands else [[] for _ in range(players)]
    state.table = {r: (float(x), float(y), up) for r, (x, y, up) in (table or {}).items()}
    used = set(state.table) | {b for b in state.balance if b}
    for group in (*state.hoards, *state.trays, *state.hands):
        used |= set(group)
    rest = [r for r in RUNES if r not in used]
    if bag is None:
        state.bag = rest
    else:
        state.bag = sorted(bag)
        extra = [r for r in rest if r not in state.bag]
        assert spare is not None, "say which seat's hoard holds the runes left out of the bag"
        assert all(twin(r) in extra for r in extra), "runes left out of the bag must form pairs"
        seats = [spare] if isinstance(spare, int) else list(spare)
        pairs = [r for r in sorted(extra) if r.endswith("a")]
        for i, rune in enumerate(pairs):
            state.hoards[seats[i % len(seats)]] += [rune, twin(rune)]
    validate(state)
    return state


def kinds(events):
    return [e.kind for e in events]


def play_all(state, *texts):
    events = []
    for text in texts:
        events += state.play(text)
    return events
