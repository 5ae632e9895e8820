"""Counts with the PyPI pixelmatch 0.4 (pure Python) for a JSON list of
[name, a.png, b.png, threshold, include_aa]; prints the counts as a JSON list."""
import json
import sys

from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch

jobs = json.load(open(sys.argv[1]))
print(json.dumps([pixelmatch(Image.open(a).convert("RGBA"), Image.open(b).convert("RGBA"), None,
                             threshold=t, includeAA=aa) for _, a, b, t, aa in jobs]))
