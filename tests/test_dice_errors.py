"""Bad input to `pnp dice`: one clear line, a non-zero exit, no traceback, nothing written."""

import pytest
from conftest import assert_clean_error, run_pnp

CASES = [
    (["--faces", ""], "faces"),
    (["--faces", "1,,3"], "empty face"),
    (["--faces", " , "], "empty face"),
    (["--faces", "1,2,3,4", "--style", "net"], "4 faces for a d6"),
    (["--faces", "1,2,3,4,5,6", "--die", "0mm"], "--die"),
    (["--faces", "1,2,3,4,5,6", "--die", "-16mm"], "--die"),
    (["--faces", "1,2,3,4,5,6", "--style", "net", "--face", "0mm"], "--face"),
    (["--faces", "1,2,3,4,5,6", "--style", "net", "--face", "99mm"], "margins"),
    (["--faces", "1,2,3,4,5,6", "--sticker", "95mm", "--die", "98mm"], "margins"),
    (["--faces", "1,2,3,4,5,6", "--die", "16furlongs"], "unknown unit"),
    (["--game", "monopoly"], "unknown game"),
    (["--faces", "1,2,3,4,5,6", "--style", "origami"], "--style"),
    (["--faces", "1,2,3,4,5,6", "--paper", "b5"], "paper"),
    (["--faces", "1,2,3,4,5,6", "--format", "pdf,jpg"], "format"),
    (["--faces", "1,2,3,4,5,6", "--count", "0"], "--count"),
    (["--faces", "1,2,3,4,5,6", "--count", "many"], "--count"),
    (["--faces", "1,2,3,4,5,6", "--color", "bleu"], "colour"),
    (["--faces", "1,2,3,4,5,6", "--sticker", "17mm"], "larger"),
    (["--faces", "Supercalifragilistic,2,3,4,5,6", "--sticker", "5mm", "--die", "6mm"], "does not fit"),
    (["--faces", "1,2,3,4,5,6", "--lang", "xx"], "--lang"),
    ([], "--faces"),
]


@pytest.mark.parametrize("args, words", CASES, ids=[" ".join(a) or "nothing" for a, _ in CASES])
def test_bad_input(tmp_path, args, words):
    out = tmp_path / "out"
    run = run_pnp("dice", *args, "--out", str(out))
    assert_clean_error(run, words)
    assert not out.exists() or not any(out.iterdir())
