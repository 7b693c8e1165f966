"""Play over the network, as pure code: the messages, the host's authority, the clocks.

Nothing here opens a socket or reads a clock: every function takes the time it needs as an
argument, so the whole protocol is tested with plain calls (``tests/game/net/``). The
transport (a websocket server and client on a thread of their own, the relay, discovery)
lives in ``scenes/kit/net/`` and only moves the JSON these modules make and check.

Why in ``game/``: the host's authority is the core's contract seen from another laptop —
the host holds the record (the game), checks every action with the core, and hands each
seat only ``state.view(seat)`` and the events of its log — so it stands beside
:mod:`game.match`, imports no pygame, and the floors of ``scenes/`` never see a socket.

- :mod:`game.net.messages` — the message kinds, their limits and their validation;
- :mod:`game.net.clock` — NTP-style offsets (the lowest round trip wins), claims converted
  to host time and bounded by the round trip, the fair window before a RÖK race is decided;
- :mod:`game.net.host` — :class:`~game.net.host.HostTable`, the authority: seats, tokens,
  sequence numbers, views, pauses, bots and the RÖK race;
- :mod:`game.net.mirror` — what a client keeps: the latest view by sequence number and its
  log, merged whatever order messages come in;
- :mod:`game.net.from_host` — what a laptop (or a friend watching) reads from its host, each
  message decoded into its type (:mod:`game.decode`) or refused in words;
- :mod:`game.net.seats`, :mod:`game.net.arrivals`, :mod:`game.net.proof`,
  :mod:`game.net.door` — who sits where, who comes and how (a laptop back for its seat, a
  friend watching), the proof of a seat's token without sending it, the join code;
- :mod:`game.net.race`, :mod:`game.net.gestures` — RÖK at a hosted table: the host's physics
  and fair grab race, and the throws' and slides' inputs every laptop can play.

The protocol as a whole, its limits and its figures: docs/net.md.
"""
