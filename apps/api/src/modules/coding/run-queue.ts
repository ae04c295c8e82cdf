/** The queue is full, or a run waited too long for a free slot. */
export class QueueBusyError extends Error {
  override readonly name = 'QueueBusyError';
}

/**
 * Runs at most `concurrency` jobs at once in this process (ARCHITECTURE.md 'Code execution'); up to
 * `maxWaiting` more wait in order, each at most `waitMs`. Past that a run is refused at once, so a
 * burst never piles up compilers until the machine falls over.
 */
export class RunQueue {
  private active = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly waitMs: number,
  ) {}

  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }

  async schedule<T>(job: () => Promise<T>): Promise<T> {
    await this.slot();
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  private slot(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new QueueBusyError('queue full'));
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new QueueBusyError('waited too long'));
        }, this.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release() {
    const next = this.waiting.shift();
    // The slot passes straight to the next in line; `active` stays the same.
    if (next) next.start();
    else this.active -= 1;
  }
}
