"""When a cache of what files repeat is worth keeping: a trial of its first lookups.

The fast path keeps each distinct type list, the verifier each verdict of an op's traits.  That
pays where a file repeats them and costs where it does not: a miss keeps one more entry, and
the memory it holds.  Each cache keeps a `Trial`, counts its lookups where it looks (a call
per lookup would cost more than the count), and tells it of each miss: once `TRIAL` lookups
have been made and more than half of them missed, the cache stops being filled, at that miss
(the check runs only there, and the trial's last lookup may have hit).
"""

from __future__ import annotations

TRIAL = 5000


class Trial:
    __slots__ = ("lookups", "misses", "on")

    def __init__(self) -> None:
        self.lookups = 0
        self.misses = 0
        self.on = True  # once off, off for good: the trial is over

    def missed(self) -> bool:
        """Count a miss; whether the cache is still worth filling."""
        self.misses += 1
        if self.lookups >= TRIAL and self.misses * 2 > self.lookups:
            self.on = False
        return self.on
