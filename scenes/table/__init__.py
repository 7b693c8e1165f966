"""What every game table shares: the session, moving cards, the curtain, the log, the end."""
