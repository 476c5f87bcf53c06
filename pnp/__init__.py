"""pnp: print-and-play material generator."""

__version__ = "0.1.0"
