"""After a game, a review: what each human decision cost, and (RÖK) the pairs missed.

- :mod:`game.review.turns`: Pook and Totem. For each decision a human made, the seat's view
  (never the state: what it could not see stays unseen) is searched by the Hard bot with a
  fixed, seeded budget; the move played and the best move found are then both played out
  from the same dealt samples of that view, and their shares of wins are the estimated
  chances. The costliest decisions are those whose chance fell most.
- :mod:`game.review.pairs`: RÖK. Per throw, the pairs that lay face up and who took them
  when; the pairs a human saw longer than their own median time to a grab, then lost.
- :mod:`game.review.whole`: a whole game's review as JSON, checked field by field when read
  back, and :data:`game.review.whole.ENGINE`, raised whenever the bots, the rules or the
  analysis change what a review says;
- :mod:`game.review.cache`: reviews kept beside the saved games, used again only for the same
  engine, seed and budget (a damaged one put aside and made again);
- :mod:`game.review.retried`: a retried decision judged as the review judges (practice).

Everything here is pure and seeded: the same record and seed give the same review.
"""
