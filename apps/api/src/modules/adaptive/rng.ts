// A seeded random source for exposure control, tests and the simulation bench (decision 062): the
// CAT takes its randomness as an argument, so a run is reproducible from its seed.

/** A function returning numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** mulberry32: a small, fast 32-bit generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller), for simulated abilities and parameters. */
export function normalDraw(random: Random): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
