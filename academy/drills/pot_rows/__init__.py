"""The pot rows two kinds share: a showdown's pots, refunds and what each player receives,
typed by the learner, read, checked and explained (the named pot mistakes and their
models). «Reparte los botes» asks for them on a dealt showdown, «Sigue la acción» at the
end of a hand; neither kind imports the other, both import this.

- :mod:`.models`: the chips worked out right and under each named pot mistake;
- :mod:`.check`: an answer read, checked and explained; the correction of a wrong row;
- :mod:`.rows`: the pot rows of a form (``boteN``, ``ganaN``, ``sobranteN``).
"""
