"""The Totem table: two players, hands at the edges, four defender slots each."""
