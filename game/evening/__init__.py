"""What an evening at the table leaves behind, computed from the saved records alone.

- :mod:`game.evening.ratings`: each person's rating per game (openskill's Weng–Lin
  Plackett–Luce), folded from the finished games in the order they were played, with the
  bots' fixed ratings (``assets/ratings/bots.json``) as anchors;
- :mod:`game.evening.statistics`: a game's end-of-game statistics, replayed through the core;
- :mod:`game.evening.trophies`: feats earned at the table, each dated by its game.

Nothing here is stored apart from the records: a deleted game takes its rating, statistics
and trophies with it.
"""
