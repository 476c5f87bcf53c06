"""Used by every layer: units, colours, fonts, strings, errors, bundled resources, atomic output."""
