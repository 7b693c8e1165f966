"""Floor 4, the games' own tables: Pook, RÖK and Totem (see ``scenes/__init__.py``)."""
