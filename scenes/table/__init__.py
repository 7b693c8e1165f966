"""Floor 3, the table every game shares: the session, moving cards, the curtain, the log,
the coach, watching, the end (see ``scenes/__init__.py``)."""
