"""Floor 4, beside the games: the screens around the tables (see ``scenes/__init__.py``)."""
