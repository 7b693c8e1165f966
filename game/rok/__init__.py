"""RÖK, the rune-grabbing game: a time-agnostic rules core (docs/rules/rok.md, R01–R25).

The core never simulates and never looks at a clock. What happened on the
table enters as data — where each thrown rune came to rest and which face it
shows, who grabbed which rune in which order, how far slid runes stopped — and
the core decides everything else. ``game/rok/table.py`` (pymunk) produces those
outcomes; it is the only module here that imports pymunk, and the core never
imports it.

Components (:mod:`game.rok.components`): rune ids are colour letter (``b``
black, ``g`` grey, ``w`` white) + sign 1–8 + copy ``a``/``b`` — ``w3a`` and
``w3b`` are a pair. Signs are named fehu, uruz, thurisaz, ansuz, raido, kaunan,
gebo, wunjo. The Destiny rune is ``D``, fixed at ``(0, 0)`` of a round table of
radius ``TABLE_RADIUS`` (table units, y up); seat 0 sits at the bottom and
seats follow clockwise (``seat_angle``). Seats are numbered from 0: the rules'
"seat 1" (R06) is seat 0, which starts unless ``new_game(..., first=k)``.

Turn structure (``State.phase``):

- ``throw``: the runes of this throw are already drawn into hands (R07, unseen
  by all); the next action is the throw's physical outcome (R08).
- ``grab``: any seat grabs face-up runes, one per action, in time order (R09,
  R10, R25); the check R14–R20 runs by itself when grabbing ends (R13), emitting
  one Event per step so the UI can caption each.
- ``slide``: a slide-off (R24), to order several thefts of one colour (R17) or
  to break a final tie (R23); each slider's outcome is an action.
- ``order``: the slide winner orders the thefts of that colour (R17).
- ``over``: ``current_player`` is None.

``current_player`` is the throw's first player during ``throw`` and ``grab``
(the table host who signals, R08; grabs name their own seat, and any seat may
grab), the next slider during ``slide`` and the slide winner during ``order``.

Notation (``str(action)`` / :func:`parse_action`; positions and distances in
table units, kept to 0.01):

- ``throw b1b:down:0.00,7.25 w3a:up:12.50,-3.00`` — every thrown rune once,
  with face and resting centre; face-up runes already on the table that the
  throw knocked aside may be listed too (face ``up``). Sorted by rune.
- ``grab 2 w3a`` — seat 2 takes w3a; ``grab 2 w3a 1.37`` — the same, stamped 1.37 s after
  the runes came to rest (R25: the table records when each grab was read, so a record tells
  each player's pace; the rules never look at the time). ``done`` — grabbing ends now
  (time-out, or every human is done; R13).
- ``slide 3 14.20`` / ``slide 3 touch`` / ``slide 3 off`` — seat 3's slide (R24).
- ``order 2>1,0>3`` — the theft by seat 2 from seat 1 first, then 0's from 3.

``legal_actions()`` lists the enumerable actions only: grabs of every seat
plus ``done`` while grabbing, the possible orders while ordering. During
``throw`` and ``slide`` the action is a physical outcome, so it is ``[]``;
``State.expects_outcome()`` says so, :meth:`State.play` validates such actions
(runes on the table, none twice, none on another or on the Destiny rune — centres
at least ``MIN_SPACING`` apart, R08 — only runes that were thrown; distances
possible) and :func:`random_action` samples them. ``random_action`` is not
uniform while grabbing: mostly sensible grabs, a few mistakes, a rare ``done``.

Events (``play`` returns them in order; ``data["rule"]`` names the rule, and
:func:`game.rok.log.describe` words them): ``throw`` (face-up runes with places,
face-down places only, knocked runes), ``grab`` / ``balance_pair`` (R11),
``grabbing_ends``, then the check: ``pair`` / ``false_pair`` (with its penalty)
/ ``leftover`` (R14), ``split_pair`` (R15), ``slide_off`` / ``slide`` /
``slide_tie`` / ``slide_winner`` / ``order`` (R17, R24), ``theft`` (R16),
``balance_replaced`` / ``no_balance`` (R18), ``face_down_to_bag`` (R19),
``bag_passes`` (R20), then ``draw`` (R07) or ``game_end`` (R21) and ``winner``
(R22, R23). Events never name a face-down rune or what a hand holds.

Grab timing (R25): grabs enter in time order; :func:`resolve_grabs` turns
timestamped claims into that order, and a later grab of a rune already taken
is refused (R25). ``legal_actions()`` lists grabs without a time, which keeps it
finite and exact; a grab played with its time is the same move.

Resolutions beyond docs/rules/rok.md, for cases the booklet leaves open:

- R13: a face-up rune whose twin sits in a tray this throw still counts as a
  pair on the table (the one who took the first rune may take the second).
- R14: true pairs in a tray join the hoard first; leftovers pair up in grab
  order; the penalty pair is the hoard's most recent pair.
- R17: thefts of one colour by a single thief need no slide-off (no order
  changes who holds what); colours resolve black, grey, white.
- R18: every seat without a Balance rune at the check takes one — including a
  seat left without one by an earlier throw; equal distances go to the
  smaller rune id.
- R07's short bag: each seat in turn order draws its full share while runes last.

>>> from game.core import Rng
>>> state = new_game(2, seed=3)
>>> state.current_player, state.phase, [len(h) for h in state.hands]
(0, 'throw', [5, 5])
>>> events = state.play(random_action(state, Rng(1)))
>>> events[0].kind, state.phase in ("grab", "throw")
('throw', True)
"""

from game.core import GameSpec
from game.practice import practising
from game.rok.actions import Action, Done, Grab, Landing, Order, Slide, Throw, parse_action
from game.rok.bots import BOTS
from game.rok.components import MAX_PLAYERS, MIN_PLAYERS
from game.rok.guess import determinize
from game.rok.hints import hint
from game.rok.lesson import CLAIMS, LESSON
from game.rok.loading import from_json
from game.rok.rules import State, new_game
from game.rok.sampling import random_action
from game.rok.shapes import SHAPES
from game.rok.throwing import GrabClaim, resolve_grabs
from game.rok.views import learned_by

NO_TAKE_BACK = "race"
"""Nothing is taken back in RÖK: grabs are a real-time race and throws are chance
(see :mod:`game.match`)."""

SPEC: GameSpec[State, Action] = GameSpec(
    "rok", State, MIN_PLAYERS, MAX_PLAYERS, practising(new_game, from_json), parse_action,
    from_json, random_action,
    determinize, learned_by, lambda state: state.throw_no, BOTS, hint, LESSON, CLAIMS,
    no_take_back=NO_TAKE_BACK, shapes=SHAPES)
"""RÖK as the table, the host and the tools see it (:class:`game.core.GameSpec`): no public
view (every seat sees the same table), no take-back, reviewed by its pairs."""

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NO_TAKE_BACK",
    "SPEC",
    "Action",
    "Done",
    "Grab",
    "GrabClaim",
    "Landing",
    "Order",
    "Slide",
    "State",
    "Throw",
    "determinize",
    "from_json",
    "new_game",
    "parse_action",
    "random_action",
    "resolve_grabs",
]
