"""The game file: its core model, print options, deck data, a designer's art, the limits."""
