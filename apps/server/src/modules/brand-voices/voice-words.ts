/** Function words: never a voice's "favourite word". */
export const stopWords: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during
  each even ever every few for from further get gets got had hadn't has hasn't have haven't having he he'd
  he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is
  isn't it it's its itself just let's like made make makes many may me might more most much must mustn't my
  myself need new no nor not now of off on once one only or other ought our ours ourselves out over own really
  same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them
  themselves then there there's these they they'd they'll they're they've this those though through to too
  under until up upon us use used very via was wasn't we we'd we'll we're we've well were weren't what what's
  when when's where where's whether which while who who's whom whose why why's will with without won't would
  wouldn't yet you you'd you'll you're you've your yours yourself yourselves`.split(/\s+/),
);

/**
 * Filler and hype words a voice is offered to avoid, with plain words that can take their place
 * (none: the sentence reads better without it).
 */
export const fillerWords: Readonly<Record<string, readonly string[]>> = {
  synergy: ['teamwork', 'cooperation'],
  leverage: ['use', 'build on'],
  revolutionary: ['new', 'original'],
  'game-changer': ['big step', 'breakthrough'],
  utilize: ['use'],
  very: [],
  'cutting-edge': ['modern', 'latest', 'new'],
  'best-in-class': ['leading', 'strong'],
  disruptive: ['new', 'original'],
  seamless: ['smooth', 'simple', 'easy'],
  robust: ['solid', 'reliable', 'strong'],
  'world-class': ['excellent', 'leading'],
  basically: [],
  literally: [],
  actually: [],
  just: [],
  really: [],
  totally: [],
  unlock: ['open', 'get', 'reach'],
  empower: ['help', 'enable'],
};

/** Everyday words and markers of a relaxed register. */
export const casualWords: ReadonlySet<string> = new Set(
  `awesome cool stuff gonna wanna gotta kinda sorta yeah yep nope hey hi okay ok btw lol super totally
  folks guys amazing crazy huge`.split(/\s+/),
);

/** Connectives of a formal register. */
export const formalWords: ReadonlySet<string> = new Set(
  `therefore furthermore moreover hence thus regarding pursuant accordingly consequently nevertheless
  notwithstanding whereas herein thereby shall hereby`.split(/\s+/),
);
