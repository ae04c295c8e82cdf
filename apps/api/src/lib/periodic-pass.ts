/**
 * A background pass run now and then (the outbox's delivery, the sweep of stale uploads): a call while
 * a pass is under way shares it; a pass that fails is handed to `failed` and never rejects, so the next
 * pass tries again; `start` repeats it on an unref'd timer, which never keeps the process alive; `stop`
 * ends the timer and waits for the pass under way.
 */
export class PeriodicPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly failed: (err: unknown) => void,
  ) {}

  /** One pass now, or the one under way. */
  run(): Promise<void> {
    this.running ??= this.pass()
      .then(() => undefined, this.failed)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** A pass every `intervalMs`; a second start changes nothing. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
