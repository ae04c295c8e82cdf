import type {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SessionData,
  UserData,
} from '@portico/contract/auth';
import type { Db } from '../../db/client';
import { addDays, addSeconds } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import {
  hashPassword,
  newToken,
  passwordMatches,
  refuseWhenPasswordChecksAreBusy,
  sha256,
} from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { SECRET_MARK } from '../../lib/outbox';
import { companyBaseUrl } from '../../lib/public-url';
import { addressKey, type Limit, Limits } from '../../lib/rate-limit';
import type { SessionStore } from '../../lib/sessions';
import { isUuid } from '../../lib/text';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { resetMail, verifyMail } from './auth.mails';
import type { AuthRepository, StudentRow, TokenPurpose } from './auth.repository';
import { KnownDevices } from './known-devices';

export type RequestMeta = { ip: string; userAgent?: string };
/** A session, and the known-device tokens the browser keeps from now on. */
export type LoginResult = { session: SessionData; devices: string[] };

const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  verify: 48 * 3600,
  reset: 3600,
  'auto-login': 15 * 60,
};

export const Messages = {
  badCredentials: 'Invalid username or password.',
  notVerified:
    'Please verify your e-mail address before logging in. We have sent you a new verification link.',
  registrationDisabled: 'Registration is disabled.',
  emailTaken: 'An account with this e-mail address already exists. Please log in or reset your password.',
  registered: 'Registration successful. Please check your e-mail and click the link to verify your account.',
  forget: 'If an account exists for this username, we have sent a password reset link to its e-mail address.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  resetValid: 'The link is valid. Please choose a new password.',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  verified: 'Your account has been verified. You can now log in.',
  autoLoginInvalid: 'This login link is invalid or has expired.',
  loggedIn: 'Login successful',
  loggedOut: 'You have been logged out.',
} as const;

/** Per purpose of a mailed token: the address's turns a try counts, and the answer when it does not hold. */
const TOKEN_USE: Record<TokenPurpose, { limit: Limit; invalid: string }> = {
  verify: { limit: Limits.verifyIp, invalid: Messages.verifyInvalid },
  reset: { limit: Limits.tokenCheckIp, invalid: Messages.resetInvalid },
  'auto-login': { limit: Limits.tokenCheckIp, invalid: Messages.autoLoginInvalid },
};
/** The mail of each mailed link. */
const LINK_MAILS = { verify: verifyMail, reset: resetMail };
type TokenRow = { id: string; studentId: string; purpose: TokenPurpose };

export const toUserData = (s: StudentRow, company: CompanyRow): UserData => ({
  id: s.id,
  studentName: s.name,
  accountId: company.accountId,
  profileImage: s.profileImage,
});

export class AuthService {
  private readonly devices: KnownDevices;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AuthRepository,
    private readonly sessions: SessionStore,
  ) {
    this.devices = new KnownDevices(repo, ctx.clock);
  }

  /**
   * Decision 009 (ASVS 5.0 V6.3): a browser that presents a known-device cookie of the account
   * is counted on its own; any other is counted per address, per account and address, and against
   * the account's ceiling, so guesses from elsewhere never lock the owner's browser out.
   */
  async login(
    company: CompanyRow,
    body: LoginRequest,
    meta: RequestMeta,
    deviceTokens: string[] = [],
  ): Promise<LoginResult> {
    const account = `${company.code}:${body.loginId.trim().toLowerCase()}`;
    const address = addressKey(meta.ip);
    const presented = deviceTokens.length ? await this.devices.presented(company.code, deviceTokens) : [];
    let student = presented.length ? await this.repo.studentByLogin(company.code, body.loginId) : undefined;
    const device = student && presented.find((d) => d.row.studentId === student?.id);
    // A success starts this count again; the account's ceiling is never reset by one, so that a
    // login does not buy guesses from elsewhere.
    const [own, ownKey]: [Limit, string] = device
      ? [Limits.loginDevice, device.row.id]
      : [Limits.loginAccountIp, `${account}:${address}`];
    // A sign-in that could not have its password checked soon is refused before it counts as one.
    refuseWhenPasswordChecksAreBusy();
    if (!device) await this.ctx.limiter.consume(Limits.loginIp, [address]);
    await this.ctx.limiter.consume(own, [ownKey]);
    if (!device) await this.ctx.limiter.consume(Limits.loginAccount, [account]);
    if (!presented.length) student = await this.repo.studentByLogin(company.code, body.loginId);
    const passwordRight = await passwordMatches(student?.passwordHash, body.password);
    if (!student || !passwordRight) throw new AppError('BAD_CREDENTIALS', Messages.badCredentials);
    if (!student.verifiedAt) {
      await this.sendVerification(company, student);
      throw forbidden(Messages.notVerified);
    }
    await this.ctx.limiter.reset(own, ownKey);
    const devices = await this.devices.remember(student, presented);
    return { session: await this.startSession(company, student, meta), devices };
  }

  /** A new token at every login; the old ones stay valid until they expire or end. */
  async startSession(
    company: CompanyRow,
    student: StudentRow,
    meta: RequestMeta,
    tx?: Db,
  ): Promise<SessionData> {
    const token = await this.sessions.create(student, meta, tx);
    return { token, userData: toUserData(student, company) };
  }

  async register(company: CompanyRow, body: RegisterRequest, meta: RequestMeta): Promise<string> {
    if (company.hideRegistration) throw forbidden(Messages.registrationDisabled);
    await this.ctx.limiter.consume(Limits.registerIp, [meta.ip]);
    if (company.showCityName && !body.cityName) throw badRequest('cityName is required');
    const branchId = body.branchId || null;
    if (branchId && !(await this.repo.branchExists(company.code, branchId))) {
      throw badRequest('branchId: Select your nearest branch');
    }
    const productIds = [
      ...new Set(
        (body.products ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    const chosen = productIds.length
      ? await this.repo.freeProducts(company.code, productIds.filter(isUuid))
      : [];
    if (chosen.length !== productIds.length)
      throw badRequest('products: choose only the free courses offered');

    const now = this.ctx.clock.now();
    const passwordHash = await hashPassword(body.password);
    // The student, their free courses, the verification link and its mail: all or nothing.
    await this.repo.transaction(async (repo, tx) => {
      const student = await repo.insertStudent({
        companyCode: company.code,
        name: body.name,
        email: body.emailId,
        mobileNumber: body.mobileNumber.replace(/\D/g, ''),
        dialCode: body.dialCode || company.defaultDialCode,
        countryCode: (body.countryCode || company.defaultCountryCode).toLowerCase(),
        passwordHash,
        cityName: body.cityName ?? '',
        branchId,
        source: 'register',
      });
      if (!student) throw conflict(Messages.emailTaken);
      await repo.enrol(
        chosen.map((p) => ({
          companyCode: company.code,
          studentId: student.id,
          productId: p.id,
          startsAt: now,
          expiresAt: addDays(now, p.validityDays),
          source: 'free' as const,
        })),
      );
      await this.queueLinkMail(company, student, 'verify', repo, tx);
    });
    this.ctx.outbox.notify();
    return Messages.registered;
  }

  /** What the registration form offers: the free courses and the branches (spec 1 §2 Register). */
  async registrationChoices(company: CompanyRow) {
    const [products, branches] = await Promise.all([
      this.repo.freeProducts(company.code),
      this.repo.branches(company.code),
    ]);
    return { products: products.map(({ id, title }) => ({ id, title })), branches };
  }

  async forget(company: CompanyRow, loginId: string, meta: RequestMeta): Promise<string> {
    await this.ctx.limiter.consume(Limits.forgetIp, [meta.ip]);
    await this.ctx.limiter.consume(Limits.forgetAccount, [`${company.code}:${loginId.trim().toLowerCase()}`]);
    const student = await this.repo.studentByLogin(company.code, loginId);
    // Same answer for known and unknown accounts.
    if (student) await this.mailResetLink(company, student);
    return Messages.forget;
  }

  /**
   * The console's 'send a reset link' (CONSOLE.md students): the mail of Forgot password, limited per
   * account like it, with the staff member's audit entry (`alongside`) in the same transaction.
   * False when the company has no such student.
   */
  async sendResetLink(company: CompanyRow, studentId: string, alongside: (tx: Db) => Promise<void>) {
    const student = isUuid(studentId) ? await this.repo.studentById(company.code, studentId) : undefined;
    if (!student) return false;
    await this.ctx.limiter.consume(Limits.forgetAccount, [`${company.code}:${student.email}`]);
    await this.mailResetLink(company, student, alongside);
    return true;
  }

  private async mailResetLink(
    company: CompanyRow,
    student: StudentRow,
    alongside?: (tx: Db) => Promise<void>,
  ) {
    await this.repo.transaction(async (repo, tx) => {
      await this.queueLinkMail(company, student, 'reset', repo, tx);
      await alongside?.(tx);
    });
    this.ctx.outbox.notify();
  }

  async checkResetToken(company: CompanyRow, token: string, meta: RequestMeta): Promise<string> {
    await this.liveToken(company, 'reset', token, meta, this.ctx.clock.now());
    return Messages.resetValid;
  }

  async resetPassword(company: CompanyRow, body: ResetPasswordRequest, meta: RequestMeta): Promise<string> {
    const now = this.ctx.clock.now();
    const row = await this.liveToken(company, 'reset', body.token, meta, now);
    const passwordHash = await hashPassword(body.password);
    // The link's use, the new password and the end of every session: all or nothing.
    await this.repo.transaction(async (repo, tx) => {
      // Using one link ends every other link of the student (decision 009).
      const used = (await repo.endResetTokens(row.studentId, now)).includes(row.id);
      const student = await this.tokenStudent(repo, company, row, used);
      // The mailed link proves the address, so a reset also verifies an unverified account.
      await repo.updateStudent(student.id, { passwordHash, verifiedAt: student.verifiedAt ?? now });
      await this.sessions.revokeAllOf(student.id, { db: tx });
    });
    return Messages.resetDone;
  }

  async verify(company: CompanyRow, token: string, meta: RequestMeta): Promise<string> {
    const now = this.ctx.clock.now();
    const row = await this.liveToken(company, 'verify', token, meta, now);
    await this.repo.transaction(async (repo) => {
      const student = await this.tokenStudent(repo, company, row, await repo.useToken(row.id, now));
      if (!student.verifiedAt) await repo.updateStudent(student.id, { verifiedAt: now });
    });
    return Messages.verified;
  }

  async autoLogin(company: CompanyRow, token: string, meta: RequestMeta): Promise<SessionData> {
    const now = this.ctx.clock.now();
    const row = await this.liveToken(company, 'auto-login', token, meta, now);
    return this.repo.transaction(async (repo, tx) => {
      const student = await this.tokenStudent(repo, company, row, await repo.useToken(row.id, now));
      return this.startSession(company, student, meta, tx);
    });
  }

  /** The live token of `purpose` a mailed link carries, once the address's turns are counted; 400 when none. */
  private async liveToken(
    company: CompanyRow,
    purpose: TokenPurpose,
    token: string,
    meta: RequestMeta,
    now: Date,
  ) {
    const { limit, invalid } = TOKEN_USE[purpose];
    await this.ctx.limiter.consume(limit, [meta.ip]);
    const row = await this.repo.liveToken(company.code, purpose, sha256(token), now);
    if (!row) throw badRequest(invalid);
    return row;
  }

  /**
   * The token's student, read in the act's transaction; 400 when this act did not use the token up
   * (`used`: another act used it meanwhile) or the student is gone.
   */
  private async tokenStudent(repo: AuthRepository, company: CompanyRow, row: TokenRow, used: boolean) {
    const { invalid } = TOKEN_USE[row.purpose];
    if (!used) throw badRequest(invalid);
    const student = await repo.studentById(company.code, row.studentId);
    if (!student) throw badRequest(invalid);
    return student;
  }

  /** A single-use token of 256 bits; only its hash is stored. */
  async issueToken(student: StudentRow, purpose: TokenPurpose): Promise<string> {
    return (await this.newToken(student, purpose, this.repo)).value;
  }

  /** A new token and when it expires (its mail keeps it no longer), stored through `repo`. */
  private async newToken(student: StudentRow, purpose: TokenPurpose, repo: AuthRepository) {
    const value = newToken();
    const expiresAt = addSeconds(this.ctx.clock.now(), TOKEN_TTL_SECONDS[purpose]);
    await repo.insertToken({
      tokenHash: sha256(value),
      purpose,
      companyCode: student.companyCode,
      studentId: student.id,
      expiresAt,
    });
    return { value, expiresAt };
  }

  /** The dev tools' auto-login link for a student of the company by e-mail address. */
  async autoLoginLinkFor(company: CompanyRow, emailId: string, rurl?: string): Promise<string> {
    const student = await this.repo.studentByEmail(company.code, emailId);
    if (!student) throw notFound('No student with this e-mail address.');
    return this.autoLoginLink(company, student, rurl);
  }

  /** The link a provider hands a student for /token/{id} (spec 3 auto-login). */
  async autoLoginLink(company: CompanyRow, student: StudentRow, rurl?: string): Promise<string> {
    const token = await this.issueToken(student, 'auto-login');
    const query = rurl ? `?rurl=${encodeURIComponent(rurl)}` : '';
    return `${this.base(company)}/token/${token}${query}`;
  }

  /** A new verification link, and its mail, in one transaction. */
  private async sendVerification(company: CompanyRow, student: StudentRow): Promise<void> {
    await this.repo.transaction((repo, tx) => this.queueLinkMail(company, student, 'verify', repo, tx));
    this.ctx.outbox.notify();
  }

  /**
   * A new token of `purpose` and the mail of its link (`/verify/…` or `/reset/…` on the company's
   * host), queued in the act's transaction; the caller notifies the outbox once it has committed.
   */
  private async queueLinkMail(
    company: CompanyRow,
    student: StudentRow,
    purpose: 'verify' | 'reset',
    repo: AuthRepository,
    tx: Db,
  ) {
    const secret = await this.newToken(student, purpose, repo);
    const link = `${this.base(company)}/${purpose}/${SECRET_MARK}`;
    await this.ctx.outbox.queue(tx, {
      companyCode: company.code,
      channel: 'email',
      recipient: student.email,
      ...LINK_MAILS[purpose](company, student.name, link),
      secret,
    });
  }

  private base(company: CompanyRow) {
    return companyBaseUrl(this.ctx.config, company.primaryHost);
  }
}
