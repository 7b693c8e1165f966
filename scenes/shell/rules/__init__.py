"""The illustrated rules: sections per game (``sections``), their pictures drawn with the
games' own art code (``pictures_*``), pages composed from both (``page``).

The pictures are never loaded from files: they draw the booklets' worked examples with the
tables' own art (``PookArt``, ``TotemArt``, ``RuneArt``), and what each example claims (a cell
is legal, a count, a score, what a theft takes) is data that ``tests/scenes/test_rules_scene.py``
checks against the core: the pictures explain, the core decides. A section too long for its
page at a larger text size runs on over sheets (``sheets``).
"""
