"""What stands between a player and the RÖK table on a laptop: the same for bots and people (R25).

A person sees a frame only after the display has shown it, and a click reaches the app only
after the mouse has reported it; the app reads its input once a frame. A bot's click passes
through the same pipeline, so neither a bot nor a person is served first:

- :data:`DISPLAY_LATENCY`, 30 ms: from the frame the app finished to the light a person sees.
  A 60 Hz panel shows a finished frame at its next refresh (0–16.7 ms) and then takes its own
  processing and response time. Casiez et al. (UIST 2017, "Characterizing latency in touch
  and button-equipped interactive systems") found that most of a desktop's end-to-end
  latency comes from the display side; 30 ms is an assumed middle value, not a measurement
  of any one screen.
- :data:`INPUT_LATENCY`, 10 ms: from the mouse button's contact to the event in the app's
  queue. Wimmer, Schmid & Bockes (CHI 2019, "On the latency of USB-connected input
  devices") measured mice from a few milliseconds to tens of milliseconds, shaped by the
  125 Hz (8 ms) default USB polling; 10 ms is assumed.
- :data:`FRAME`: the app reads input at the start of each 60 Hz frame and stamps a click
  with the grab round's clock of that moment (the clock of the frame before).

The clocks: the grab round's clock is 0 at the frame that drew the runes at rest. The human
model (:mod:`game.rok.human`) counts a person's time from when they *see* a frame; a frame
drawn at round time ``t`` is seen at ``t + DISPLAY_LATENCY``, so a decision made ``d`` seconds
after seeing the table drawn at ``t`` reaches the app at ``t + d + DISPLAY_LATENCY +
INPUT_LATENCY`` (:func:`click_arrives`) and is stamped :func:`read_at` that. A grab the app
plays is drawn at the end of that frame, one :data:`FRAME` after its stamp
(:func:`drawn_after`). Two clicks stamped alike are ordered by a seeded lot
(:func:`tie_lot`), never by seat.

>>> read_at(click_arrives(0.5)) < 0.54 <= read_at(click_arrives(0.5)) + FRAME
True
"""

from __future__ import annotations

import math

DISPLAY_LATENCY = 0.030  # s, a finished frame to light on the panel (assumed, see above)
INPUT_LATENCY = 0.010  # s, a mouse button to the event in the app's queue (assumed)
FRAME = 1 / 60  # s, the app reads input once a frame


def click_arrives(decided: float) -> float:
    """The round time at which a click reaches the app, for a person (or bot) who decided
    it ``decided`` seconds into the round as they saw it (see the module)."""
    return decided + DISPLAY_LATENCY + INPUT_LATENCY


def read_at(arrival: float, frame: float = FRAME) -> float:
    """The round clock the app stamps a click arriving at ``arrival`` with: the clock of the
    last frame whose input was read before it came."""
    return max(0.0, (math.ceil(arrival / frame - 1e-9) - 1) * frame)


def drawn_after(stamp: float, frame: float = FRAME) -> float:
    """The round time of the frame that shows a grab the app stamped ``stamp``."""
    return stamp + frame

