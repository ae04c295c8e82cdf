import { addDays, type Clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import type { AuthRepository, KnownDeviceRow, StudentRow } from './auth.repository';

/** How long a browser stays known after its last successful login. */
export const DEVICE_TTL_DAYS = 180;
/** Tokens one browser keeps (accounts signed in on a shared computer). */
export const DEVICE_TOKENS_PER_BROWSER = 5;
const DEVICES_PER_STUDENT = 20;

export type PresentedDevice = { token: string; row: KnownDeviceRow };

/**
 * Known-device cookies (OWASP 'Slow Down Online Guessing Attacks with Device Cookies'): a browser
 * that signed in to an account before keeps a random token; only its hash is stored.
 */
export class KnownDevices {
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
  ) {}

  /** The live devices of the company among the presented tokens. */
  async presented(companyCode: string, tokens: string[]): Promise<PresentedDevice[]> {
    const rows = await this.repo.liveDevices(companyCode, tokens.map(sha256), this.clock.now());
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    return tokens.flatMap((token) => {
      const row = byHash.get(sha256(token));
      return row ? [{ token, row }] : [];
    });
  }

  /**
   * After a successful login: the account's token first (kept and extended when the browser has
   * one, else a new one), then the browser's live tokens of other accounts.
   */
  async remember(student: StudentRow, presented: PresentedDevice[]): Promise<string[]> {
    const now = this.clock.now();
    const expiresAt = addDays(now, DEVICE_TTL_DAYS);
    const own = presented.find((d) => d.row.studentId === student.id);
    let token = own?.token;
    if (own) {
      await this.repo.extendDevice(own.row.id, expiresAt);
    } else {
      token = newToken();
      await this.repo.insertDevice({
        tokenHash: sha256(token),
        companyCode: student.companyCode,
        studentId: student.id,
        expiresAt,
      });
      await this.repo.pruneDevices(student.id, now, DEVICES_PER_STUDENT);
    }
    const others = presented.filter((d) => d.row.studentId !== student.id).map((d) => d.token);
    return [token as string, ...others].slice(0, DEVICE_TOKENS_PER_BROWSER);
  }
}
