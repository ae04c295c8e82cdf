import type { RecordingRegistry } from '../items/recording-registry';

export const RECORDING_KEPT =
  'Your recording is kept on this device and will be uploaded when the connection returns.';

const RETRY_MS = 10_000;

export interface RecordingUploadsOptions {
  /** Keeps a recording on this device (the runner's durable store) until its upload is confirmed. */
  keep(itemId: string, blob: Blob, mimeType: string): Promise<void>;
  /** The upload is confirmed and its answer queued: the device's copy can go. */
  forget(itemId: string): Promise<void>;
  /** Uploads the recording; resolves to the address its answer stores, throws when it failed. */
  upload(itemId: string, blob: Blob, mimeType: string): Promise<string>;
  /** The upload went through: the address becomes the item's answer, queued when this resolves. */
  uploaded(itemId: string, url: string): Promise<void>;
  /** After each upload's end: how many recordings still wait for theirs. */
  onUnsent?(count: number): void;
  retryMs?: number;
}

interface Unsent {
  blob: Blob;
  mimeType: string;
  kept: boolean;
}

/**
 * The runner's spoken answers on their way to the server (ITEM-TYPES.md record-audio): each one is
 * kept on this device, uploaded, and its address queued as the answer; a failed upload is tried
 * again every 10 s. `finish()` is what an act that leaves the question or ends the test waits for:
 * it stops every recording in progress, then tries every upload still owed.
 */
export class RecordingUploads implements RecordingRegistry {
  private readonly recorders = new Set<() => Promise<void>>();
  private readonly unsent = new Map<string, Unsent>();
  private readonly sending = new Map<string, Promise<boolean>>();
  private readonly retries = new Map<string, ReturnType<typeof setTimeout>>();
  private finishers = 0;
  private disposed = false;

  constructor(private readonly options: RecordingUploadsOptions) {}

  began = (finish: () => Promise<void>) => {
    this.recorders.add(finish);
    return () => {
      this.recorders.delete(finish);
    };
  };

  /** Something for `finish()` to wait for: a recording in progress, or one not uploaded yet. */
  get busy(): boolean {
    return this.recorders.size > 0 || this.unsent.size > 0;
  }

  /** An act is finishing the recordings: one handed over now was stopped for it, not by its own end. */
  get finishing(): boolean {
    return this.finishers > 0;
  }

  /**
   * A finished recording (`kept`: one this device already holds, left by an earlier visit): kept,
   * then uploaded. Resolves true once its answer is queued, false when the upload must wait.
   */
  add(itemId: string, blob: Blob, mimeType: string, kept = false): Promise<boolean> {
    // A newer recording of the item replaces one still on its way: only the newest is the answer.
    this.unsent.set(itemId, { blob, mimeType, kept });
    return this.send(itemId);
  }

  /**
   * Stops every recording in progress, waits until each is handed over, then tries every upload still
   * owed (at once, not at its next retry). True when every recording's answer is queued.
   */
  async finish(): Promise<boolean> {
    this.finishers += 1;
    try {
      await Promise.all([...this.recorders].map((finish) => finish()));
      await Promise.all([...this.unsent.keys()].map((itemId) => this.send(itemId)));
      return this.unsent.size === 0;
    } finally {
      this.finishers -= 1;
    }
  }

  /** The runner is gone: no more tries from here (what is unsent stays on the device for the next visit). */
  dispose(): void {
    this.disposed = true;
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
  }

  private send(itemId: string): Promise<boolean> {
    const running = this.sending.get(itemId);
    if (running) return running;
    const retry = this.retries.get(itemId);
    if (retry) clearTimeout(retry);
    this.retries.delete(itemId);
    // Started a step later, so it is in `sending` before it can end (and take itself out).
    const attempt = Promise.resolve().then(() => this.attempt(itemId));
    this.sending.set(itemId, attempt);
    return attempt;
  }

  /**
   * Sends the item's newest recording until none is owed. It ends only where nothing is awaited, so a
   * recording added after it has ended starts an attempt of its own.
   */
  private async attempt(itemId: string): Promise<boolean> {
    const end = (saved: boolean) => {
      this.sending.delete(itemId);
      this.options.onUnsent?.(this.unsent.size);
      return saved;
    };
    for (;;) {
      const entry = this.unsent.get(itemId);
      if (!entry) return end(true);
      if (!entry.kept) {
        // A full device still uploads the recording; it is only not kept through a reload.
        await this.options.keep(itemId, entry.blob, entry.mimeType).catch(() => undefined);
        entry.kept = true;
        continue;
      }
      // A recording handed over as the runner goes (a new launch) is kept for the next one to upload.
      if (this.disposed) return end(false);
      try {
        const url = await this.options.upload(itemId, entry.blob, entry.mimeType);
        if (this.unsent.get(itemId) !== entry) continue; // recorded again meanwhile: the newer one goes
        await this.options.uploaded(itemId, url);
        if (this.unsent.get(itemId) === entry) this.unsent.delete(itemId);
        await this.options.forget(itemId).catch(() => undefined);
      } catch {
        if (this.unsent.get(itemId) !== entry) continue;
        if (!this.disposed) {
          this.retries.set(
            itemId,
            setTimeout(() => void this.send(itemId), this.options.retryMs ?? RETRY_MS),
          );
        }
        return end(false);
      }
    }
  }
}
