import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, students } from '../db/schema';
import { addDays, type Clock } from './clock';
import { newToken, sha256 } from './crypto';
import { unauth } from './errors';

export type StudentRow = typeof students.$inferSelect;
export type AuthContext = { sessionId: string; student: StudentRow };

/** Opaque tokens, stored only as SHA-256, 7 days, revocable (ARCHITECTURE.md "Sessions"). */
export class SessionStore {
  private readonly lookup: ReturnType<typeof sessionLookup>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlDays: number,
  ) {
    this.lookup = sessionLookup(db);
  }

  /** A new session; `db` is the transaction of the act that opens it. */
  async create(
    student: StudentRow,
    meta: { userAgent?: string; ip?: string },
    db = this.db,
  ): Promise<string> {
    const token = newToken();
    await db.insert(sessions).values({
      tokenHash: sessionTokenHash(token),
      companyCode: student.companyCode,
      studentId: student.id,
      expiresAt: addDays(this.clock.now(), this.ttlDays),
      userAgent: (meta.userAgent ?? '').slice(0, 300),
      ip: meta.ip ?? '',
    });
    return token;
  }

  /** The session of a token, only on its own company's host. */
  async authenticate(token: string, companyCode: string): Promise<AuthContext | undefined> {
    const rows = await this.lookup.execute({
      tokenHash: sessionTokenHash(token),
      companyCode,
      now: this.clock.now(),
    });
    return rows[0];
  }

  /** The session of a token, or the UNAUTH error every signed-in route answers without one. */
  async require(token: string, companyCode: string): Promise<AuthContext> {
    const auth = await this.authenticate(token, companyCode);
    if (!auth) throw unauth();
    return auth;
  }

  /** Ends a session, only on its own company's host. */
  async revoke(token: string, companyCode: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(
        and(
          eq(sessions.tokenHash, sessionTokenHash(token)),
          eq(sessions.companyCode, companyCode),
          isNull(sessions.revokedAt),
        ),
      );
  }

  /**
   * Ends every session of a student but `except` (password change, reset); `db` is the transaction
   * of the act that asks for it.
   */
  async revokeAllOf(studentId: string, opts: { except?: string; db?: Db } = {}): Promise<void> {
    const conds = [eq(sessions.studentId, studentId), isNull(sessions.revokedAt)];
    if (opts.except) conds.push(ne(sessions.id, opts.except));
    await (opts.db ?? this.db)
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(...conds));
  }
}

/** What a session's token is stored and looked up as. */
export const sessionTokenHash = (token: string) => sha256(token);

const COOKIE = 'portico_session';
/** Readable by the SPA's route guards; carries no secret. */
export const SIGNED_IN_COOKIE = 'portico_signed_in';

export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${COOKIE}` : COOKIE);

export function tokenFromRequest(req: FastifyRequest, secure: boolean): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return req.cookies[sessionCookieName(secure)] || undefined;
}

export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean, ttlDays: number) {
  const maxAge = Math.round(ttlDays * 86400);
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge,
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', secure, sameSite: 'lax' });
}

/** Every authenticated call runs this lookup, so it is built once and prepared (named on PostgreSQL). */
function sessionLookup(db: Db) {
  return db
    .select({ sessionId: sessions.id, student: students })
    .from(sessions)
    .innerJoin(students, eq(students.id, sessions.studentId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.companyCode, sql.placeholder('companyCode')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('portico_session_lookup');
}
