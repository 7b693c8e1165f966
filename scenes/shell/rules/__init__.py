"""The illustrated rules: sections per game (``sections``), their pictures drawn with the
games' own art code (``pictures_*``), pages composed from both (``page``)."""
