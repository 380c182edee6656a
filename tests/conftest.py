from hypothesis import settings

# The first example of a run pays for building the parser; deadlines would flag that, not a bug.
settings.register_profile("toyir", deadline=None)
settings.load_profile("toyir")
