"""After a game, a review: what each human decision cost, and (RÖK) the pairs missed.

- :mod:`game.review.turns`: Pook and Totem. For each decision a human made, the seat's view
  (never the state: what it could not see stays unseen) is searched by the Hard bot with a
  fixed, seeded budget; the move played and the best move found are then both played out
  from the same dealt samples of that view, and their shares of wins are the estimated
  chances. The costliest decisions are those whose chance fell most.
- :mod:`game.review.pairs`: RÖK. Per throw, the pairs that lay face up and who took them
  when; the pairs a human saw longer than their own median time to a grab, then lost.
- :mod:`game.review.saved`: a review as JSON, checked on reading, and the cache beside the
  saved games (recomputed when :data:`game.review.saved.ENGINE` changes).

Everything here is pure and seeded: the same record and seed give the same review.
"""
