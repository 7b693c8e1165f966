"""The board's pieces glide to their places, and a card taken off the table can glide away."""

from scenes.table.board import GLIDE_SECONDS, LEAVING_LAYER, Board, Placement


def shown(**placed):
    return {key: Placement("X", centre) for key, centre in placed.items()}


def test_a_gone_piece_vanishes_at_once_without_an_exit_point():
    board = Board()
    board.show(shown(a=(10, 10), b=(50, 10)), spawn=lambda key: (0, 0))
    board.show(shown(b=(50, 10)), spawn=lambda key: (0, 0))
    assert set(board.pieces) == {"b"}


def test_a_gone_piece_with_an_exit_point_glides_there_on_top_then_vanishes():
    board = Board()
    board.show(shown(a=(10, 10)), spawn=lambda key: (10, 10))
    board.show({}, spawn=lambda key: (0, 0), exit_to={"a": (300, 200)}.get)
    piece = board.pieces["a"]
    assert piece.end == (300, 200) and piece.layer == LEAVING_LAYER and piece.moving
    board.show({}, spawn=lambda key: (0, 0))  # a later view keeps it gliding
    board.update(GLIDE_SECONDS / 2)
    assert "a" in board.pieces and piece.centre != (10, 10)
    board.update(GLIDE_SECONDS)
    assert board.pieces == {} and board.leaving == set()


def test_a_leaving_piece_that_comes_back_is_aimed_at_its_place_again():
    board = Board()
    board.show(shown(a=(10, 10)), spawn=lambda key: (10, 10))
    board.show({}, spawn=lambda key: (0, 0), exit_to=lambda key: (300, 200))
    board.show(shown(a=(40, 40)), spawn=lambda key: (0, 0))
    board.snap()
    assert board.pieces["a"].centre == (40, 40) and board.leaving == set()
