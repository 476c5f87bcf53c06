"""Pieces onto pages: imposition, crop marks, typesetting, diagrams, icons."""
