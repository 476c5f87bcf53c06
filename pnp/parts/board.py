"""Boards (issue 4): not drawn yet."""


def board_parts(game, opts) -> list:
    return []
