import { PoolBusyError } from './resilient-pool';

export interface CallGroupOptions<T> {
  /** Groups running at once; calls that come while they all run wait for the next group. */
  atOnce: number;
  /** The most calls one group takes. */
  largest: number;
  /**
   * Calls of one key never share a group nor run side by side: the later one waits until the
   * earlier one's group is done, and they keep their arrival order.
   */
  keyOf: (call: T) => string;
  /** Calls that may wait for a group; one more is refused at once (PoolBusyError, a 503). */
  maxWaiting: number;
  /** How long a call may wait for a group before it is refused the same way. */
  waitMs: number;
}

type Waiting<T, R> = {
  call: T;
  since: number;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
};

/**
 * Group commit (decision 032): calls that come while `atOnce` groups are running wait, and the next
 * group takes every waiting call (up to `largest`, one per key) to `run` together, so a busy process
 * sends one statement for many calls instead of one each. A call that finds a free slot is sent
 * after the callbacks of the current turn of the event loop, with whatever came in that turn: a
 * quiet process still sends each call on its own at once.
 *
 * `run` settles each call of its group in order (or throws, and every call of the group gets the
 * error). The line is bounded like the database pool's: a call past `maxWaiting`, or one that
 * waited `waitMs`, gets PoolBusyError (503 with Retry-After) instead of queueing for seconds.
 */
export class CallGroups<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private running = 0;
  /** The keys of the calls in the groups running now. */
  private readonly busy = new Set<string>();
  private scheduled = false;
  private sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly run: (calls: T[]) => Promise<PromiseSettledResult<R>[]>,
    private readonly options: CallGroupOptions<T>,
  ) {}

  submit(call: T): Promise<R> {
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new PoolBusyError(`${this.waiting.length} answer syncs waiting`));
    }
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ call, since: Date.now(), resolve, reject });
      this.schedule();
      this.watchWaits();
    });
  }

  /** Calls waiting for a group now (for tests and the benches). */
  get waitingCount(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.options.atOnce) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startGroups();
    });
  }

  private startGroups(): void {
    while (this.running < this.options.atOnce && this.waiting.length > 0) {
      const group = this.nextGroup();
      // Every waiting call's key is running: they go when their group is done.
      if (group.length === 0) return;
      this.running += 1;
      void this.runGroup(group);
    }
  }

  /**
   * The oldest waiting calls, one per key and none of a running key, up to `largest`; the rest keep
   * their places. A key seen once is passed over for the rest of this group, so its calls keep their order.
   */
  private nextGroup(): Waiting<T, R>[] {
    const group: Waiting<T, R>[] = [];
    const seen = new Set<string>();
    const left: Waiting<T, R>[] = [];
    for (const w of this.waiting) {
      const key = this.options.keyOf(w.call);
      if (group.length >= this.options.largest || seen.has(key) || this.busy.has(key)) {
        seen.add(key);
        left.push(w);
        continue;
      }
      seen.add(key);
      this.busy.add(key);
      group.push(w);
    }
    this.waiting.splice(0, this.waiting.length, ...left);
    return group;
  }

  private async runGroup(group: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.run(group.map((w) => w.call));
      group.forEach((w, i) => {
        const result = results[i];
        if (result?.status === 'fulfilled') w.resolve(result.value);
        else w.reject(result ? result.reason : new Error('a grouped call got no answer'));
      });
    } catch (err) {
      for (const w of group) w.reject(err);
    } finally {
      for (const w of group) this.busy.delete(this.options.keyOf(w.call));
      this.running -= 1;
      this.startGroups();
    }
  }

  /** Refuses the calls that waited `waitMs`, checked while any wait. */
  private watchWaits(): void {
    if (this.sweep || !Number.isFinite(this.options.waitMs)) return;
    this.sweep = setTimeout(() => {
      this.sweep = undefined;
      const limit = Date.now() - this.options.waitMs;
      const kept = this.waiting.filter((w) => {
        if (w.since > limit) return true;
        w.reject(new PoolBusyError(`an answer sync waited ${this.options.waitMs} ms`));
        return false;
      });
      this.waiting.splice(0, this.waiting.length, ...kept);
      if (this.waiting.length > 0) this.watchWaits();
    }, this.options.waitMs / 4);
    this.sweep.unref();
  }
}
