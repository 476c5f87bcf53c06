"""Tokens and pawns (issue 5): not drawn yet."""


def token_parts(game, opts) -> list:
    return []
