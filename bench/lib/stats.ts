// Latency arithmetic shared by the load benchmarks.

/** The p-quantile (0..1) of an ascending array; NaN when empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

export type Latency = { p50: number; p95: number; p99: number; max: number };

export function summarize(latencies: number[]): Latency {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export type Window = { from: number; requests: number; p50: number; p99: number };

/** [seconds since the start of the load, latency ms] pairs, grouped into windows of `size` s. */
export function windowsOf(timeline: [number, number][], size: number): Window[] {
  const buckets = new Map<number, number[]>();
  for (const [at, ms] of timeline) {
    const from = Math.floor(Math.max(0, at) / size) * size;
    const bucket = buckets.get(from);
    if (bucket) bucket.push(ms);
    else buckets.set(from, [ms]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([from, xs]) => {
      const sorted = xs.sort((a, b) => a - b);
      return { from, requests: xs.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    });
}
