"""The network under a hosted table: websockets on a thread of their own, the relay, discovery.

The protocol itself (messages, the host's authority, clocks) is pure code in
:mod:`game.net`; these modules only move its JSON. Each runs an asyncio loop on a daemon
thread (:mod:`.thread`) and talks to the frame thread through queues: what arrives is put in
an inbox (with the time it arrived, for the clock maths), what leaves is handed to the loop
thread-safely. Nothing here is imported before a table is hosted or joined (the first menu
frame imports none of it: ``tests/scenes/test_start.py``), and nothing listens unless a table
is being hosted.

- :mod:`.thread`    the network thread (an asyncio loop) and its queues;
- :mod:`.server`    the host's websocket server (LAN peers only, a connection cap, a size cap)
  and its link to a relay;
- :mod:`.client`    a laptop's link to its host: hello, heartbeats answered at once,
  reconnects with a short backoff, the seat's token taken back;
- :mod:`.hosting`   :class:`~.hosting.HostRunner`, a :class:`game.net.host.HostTable` fed from
  the server's inbox, pumped by a frame loop or a thread of its own;
- :mod:`.relay`     a relay process for friends on other networks (``python -m
  scenes.kit.net.relay``), with delays, reordering and cuts for the tests;
- :mod:`.discovery` DNS-SD (zeroconf): a hosted table announced, tables found;
- :mod:`.tokens`    the seats' secret tokens kept in the config dir;
- :mod:`.address`   addresses as typed, and the relay room a join code names.
"""
