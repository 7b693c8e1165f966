"""Each game's pieces drawn and named (cards, runes, Banners; their names in words): the
tables, the illustrated rules and the hints all use them, so they stand below all three."""
