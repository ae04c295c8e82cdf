/** The queue is full, or a run waited too long for a free slot. */
export class QueueBusyError extends Error {
  override readonly name = 'QueueBusyError';
}

/** This key (a student) already has as many runs running or waiting as it may. */
export class KeyBusyError extends Error {
  override readonly name = 'KeyBusyError';
}

/** How much of the queue one key may hold (decision 025, 'Fair share'). */
export interface PerKeyLimits {
  /** Its jobs running at once. */
  running: number;
  /** Its jobs running and waiting, together; past it a job is refused at once (KeyBusyError). */
  inAll: number;
}

/** One program at a time per student, and one more in line (decision 025: one student crowded others out). */
export const PER_STUDENT: PerKeyLimits = { running: 1, inAll: 2 };

type Waiting = { seq: number; start: () => void; timer: NodeJS.Timeout };
type Line = { running: number; waiting: Waiting[]; lastStarted: number };

/**
 * Runs at most `concurrency` jobs at once in this process (ARCHITECTURE.md 'Code execution'); up to
 * `maxWaiting` more wait, each at most `waitMs`. Past that a run is refused at once, so a burst never
 * piles up compilers until the machine falls over.
 *
 * Each job belongs to a key (a student), and keys take turns: a free slot goes to the key whose last
 * job started longest ago (never is longest), its oldest job first. A key holds at most
 * `perKey.running` slots and `perKey.inAll` jobs in all, so one student flooding the runner fills
 * neither the slots nor the line, and others' runs start as soon as a slot frees.
 */
export class RunQueue {
  private active = 0;
  private waitingCount = 0;
  /** Counts arrivals and starts: the order of turns. */
  private seq = 0;
  /** Only keys with a job running or waiting. */
  private readonly lines = new Map<string, Line>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly waitMs: number,
    private readonly perKey: PerKeyLimits = PER_STUDENT,
  ) {}

  get stats() {
    return { active: this.active, waiting: this.waitingCount };
  }

  async schedule<T>(job: () => Promise<T>, key: string): Promise<T> {
    await this.slot(key);
    try {
      return await job();
    } finally {
      this.release(key);
    }
  }

  private slot(key: string): Promise<void> {
    const line = this.lines.get(key) ?? { running: 0, waiting: [], lastStarted: 0 };
    if (line.running + line.waiting.length >= this.perKey.inAll) {
      return Promise.reject(new KeyBusyError('this key has its most runs'));
    }
    // Every waiting job is held by its own key's limit whenever a slot is free (dispatch runs after
    // each change), so a job whose key is under its limit may take a free slot at once.
    if (this.active < this.concurrency && line.running < this.perKey.running) {
      this.lines.set(key, line);
      this.begin(line);
      return Promise.resolve();
    }
    if (this.waitingCount >= this.maxWaiting) return Promise.reject(new QueueBusyError('queue full'));
    this.lines.set(key, line);
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        seq: ++this.seq,
        start: resolve,
        timer: setTimeout(() => {
          const at = line.waiting.indexOf(entry);
          if (at >= 0) {
            line.waiting.splice(at, 1);
            this.waitingCount -= 1;
            this.forgetIfIdle(key, line);
          }
          reject(new QueueBusyError('waited too long'));
        }, this.waitMs),
      };
      line.waiting.push(entry);
      this.waitingCount += 1;
    });
  }

  private begin(line: Line) {
    line.running += 1;
    line.lastStarted = ++this.seq;
    this.active += 1;
  }

  private release(key: string) {
    const line = this.lines.get(key);
    if (line) {
      line.running -= 1;
      this.forgetIfIdle(key, line);
    }
    this.active -= 1;
    this.dispatch();
  }

  /** Hands free slots to the keys whose turn it is. */
  private dispatch() {
    while (this.active < this.concurrency) {
      let next: Line | undefined;
      for (const line of this.lines.values()) {
        const head = line.waiting[0];
        if (!head || line.running >= this.perKey.running) continue;
        if (!next || turnBefore(line, next)) next = line;
      }
      const entry = next?.waiting.shift();
      if (!next || !entry) return;
      this.waitingCount -= 1;
      clearTimeout(entry.timer);
      this.begin(next);
      entry.start();
    }
  }

  private forgetIfIdle(key: string, line: Line) {
    if (line.running === 0 && line.waiting.length === 0) this.lines.delete(key);
  }
}

/** The line whose last start is older goes first; between equals, the one waiting longer. */
function turnBefore(a: Line, b: Line): boolean {
  if (a.lastStarted !== b.lastStarted) return a.lastStarted < b.lastStarted;
  return (a.waiting[0]?.seq ?? 0) < (b.waiting[0]?.seq ?? 0);
}
