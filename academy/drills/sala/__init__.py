"""«Decisiones de sala»: the floor's rulings, drilled (the workshop's fifth kind).

A learner reads a situation at the table (the seats, the chips pushed, what was said, what
the dealer did), chooses the ruling (and writes its amount where it has one) and is told
the ruling, the rule it applies (its number and its own title) and why. The chip rulings
come from the engine (:mod:`academy.engine.floor`); the rest from the rules cited.
"""
