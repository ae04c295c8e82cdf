import type {
  SessionData,
  WalkInListRequest,
  WalkInResendRequest,
  WalkInVerifyRequest,
} from '@portico/contract/auth';
import { type ParsedMobile, parseMobile } from '@portico/contract/phone';
import { INVALID_MOBILE } from '@portico/contract/phone-messages';
import type { Db } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { newOtp, safeEqualHex, sha256 } from '../../lib/crypto';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { SECRET_MARK } from '../../lib/outbox';
import { Limits } from '../../lib/rate-limit';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { otpMail, otpSms } from './auth.mails';
import type { AuthRepository, OtpRow, StudentRow } from './auth.repository';
import { type AuthService, Messages, type RequestMeta } from './auth.service';

const OTP_TTL_SECONDS = 10 * 60;
const OTP_MAX_ATTEMPTS = 5;
// spec 1 §9: resend countdown 60 s; the server holds the same line.
const RESEND_AFTER_SECONDS = 60;

export type WalkInChannel = 'email' | 'sms';

export const WalkInMessages = {
  /** What was really sent: SMS only where a provider (or the dev outbox) takes them (decision 012). */
  sent: (channels: WalkInChannel[]) =>
    channels.includes('sms')
      ? 'We have sent a 6-digit OTP to your e-mail address and mobile number.'
      : 'We have sent a 6-digit OTP to your e-mail address.',
  invalidRequest: 'This OTP request is invalid or has expired. Please start again.',
  expired: 'This OTP has expired. Please request a new one.',
  tooMany: 'Too many wrong attempts. Please request a new OTP.',
  wrong: (left: number) => `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  wait: (s: number) => `Please wait ${s} seconds before requesting a new OTP.`,
};

/** Walk-in visitors sign in by a one-time password (spec 1 §2 Walk-in). */
export class WalkInService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AuthRepository,
    private readonly auth: AuthService,
  ) {}

  /**
   * For an e-mail address or mobile number that belongs to an account, the code goes only to that
   * account's own e-mail and mobile on file, never to what the requester typed; the answer is the
   * same either way (decision 009).
   */
  /**
   * The channels a code goes out on. They depend on the configuration only, never on the account
   * found (decision 009): an account with no mobile on file gets no SMS, and the answer is the same.
   */
  channels(): WalkInChannel[] {
    return this.ctx.outbox.reaches('sms') ? ['email', 'sms'] : ['email'];
  }

  async start(company: CompanyRow, body: WalkInListRequest, meta: RequestMeta): Promise<string> {
    assertRegistrationOpen(company);
    const mobile = walkInMobile(company, body.mobileNumber);
    await this.ctx.limiter.consume(Limits.otpSendIp, [meta.ip]);
    await this.ctx.limiter.consume(Limits.otpSendAccount, sendSubjects(company, body.emailId, mobile.e164));
    const owner = await this.repo.studentByEmailOrMobile(
      company.code,
      body.emailId,
      mobile,
      company.defaultDialCode,
    );
    const otp = newOtp();
    const now = this.ctx.clock.now();
    const expiresAt = addSeconds(now, OTP_TTL_SECONDS);
    // The request and its messages: all or nothing.
    const row = await this.repo.transaction(async (repo, tx) => {
      const row = await repo.insertOtp({
        companyCode: company.code,
        studentName: body.studentName,
        email: body.emailId,
        // E.164: the number parsed by its own country (decision 016).
        mobileNumber: mobile.e164,
        studentId: owner?.id ?? null,
        codeHash: sha256(otp),
        expiresAt,
        sentAt: now,
      });
      await this.queue(tx, company, row, { value: otp, expiresAt }, owner);
      return row;
    });
    this.ctx.outbox.notify();
    return row.id;
  }

  async resend(company: CompanyRow, body: WalkInResendRequest, meta: RequestMeta): Promise<string> {
    assertRegistrationOpen(company);
    walkInMobile(company, body.mobileNumber);
    await this.ctx.limiter.consume(Limits.otpSendIp, [meta.ip]);
    const row = body.otpRefId
      ? await this.repo.otpById(company.code, body.otpRefId)
      : await this.repo.latestOtp(company.code, body.emailId);
    if (!row || row.consumedAt || row.email !== body.emailId) throw badRequest(WalkInMessages.invalidRequest);
    const now = this.ctx.clock.now();
    const waited = (now.getTime() - row.sentAt.getTime()) / 1000;
    if (waited < RESEND_AFTER_SECONDS) {
      throw new AppError('RATE_LIMITED', WalkInMessages.wait(Math.ceil(RESEND_AFTER_SECONDS - waited)));
    }
    await this.ctx.limiter.consume(Limits.otpSendAccount, sendSubjects(company, row.email, row.mobileNumber));
    const owner = row.studentId ? await this.repo.studentById(company.code, row.studentId) : undefined;
    if (row.studentId && !owner) throw badRequest(WalkInMessages.invalidRequest);
    const otp = newOtp();
    const expiresAt = addSeconds(now, OTP_TTL_SECONDS);
    await this.repo.transaction(async (repo, tx) => {
      await repo.refreshOtp(row.id, { codeHash: sha256(otp), expiresAt, sentAt: now });
      await this.queue(tx, company, row, { value: otp, expiresAt }, owner);
    });
    this.ctx.outbox.notify();
    return WalkInMessages.sent(this.channels());
  }

  async verify(company: CompanyRow, body: WalkInVerifyRequest, meta: RequestMeta): Promise<SessionData> {
    assertRegistrationOpen(company);
    walkInMobile(company, body.mobileNumber);
    await this.ctx.limiter.consume(Limits.otpVerifyIp, [meta.ip]);
    const row = await this.repo.otpById(company.code, body.otpRefId);
    if (!row || row.consumedAt || row.email !== body.emailId) throw badRequest(WalkInMessages.invalidRequest);
    const now = this.ctx.clock.now();
    if (row.expiresAt <= now) throw badRequest(WalkInMessages.expired);
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('RATE_LIMITED', WalkInMessages.tooMany);
    const attempts = await this.repo.countOtpAttempt(row.id);
    if (attempts > OTP_MAX_ATTEMPTS) throw new AppError('RATE_LIMITED', WalkInMessages.tooMany);
    if (!safeEqualHex(sha256(body.otp), row.codeHash)) {
      const left = OTP_MAX_ATTEMPTS - attempts;
      if (left <= 0) throw new AppError('RATE_LIMITED', WalkInMessages.tooMany);
      throw badRequest(WalkInMessages.wrong(left));
    }
    // The code's use, the account it opens or verifies, and the session: all or nothing.
    return this.repo.transaction(async (repo, tx) => {
      if (!(await repo.consumeOtp(row.id, now))) throw badRequest(WalkInMessages.invalidRequest);
      // The code went to the account's own channels on file: sign it in. Otherwise it went to the
      // typed ones, which prove nothing about an account opened since: open a new one or nothing.
      const student = row.studentId
        ? await repo.studentById(company.code, row.studentId)
        : await this.openAccount(repo, company, row, body.name, now);
      if (!student) throw badRequest(WalkInMessages.invalidRequest);
      if (!student.verifiedAt) await repo.updateStudent(student.id, { verifiedAt: now });
      return this.auth.startSession(company, student, meta, tx);
    });
  }

  private async openAccount(repo: AuthRepository, company: CompanyRow, row: OtpRow, name: string, now: Date) {
    // A request stored before numbers were kept in E.164 holds the company's national form.
    const mobile = parseMobile(row.mobileNumber, company.defaultCountryCode);
    if (!mobile) throw badRequest(INVALID_MOBILE);
    if (await repo.studentByEmailOrMobile(company.code, row.email, mobile, company.defaultDialCode)) {
      return undefined;
    }
    // Loses to a registration of the same address in between (unique e-mail): nothing is opened.
    // Stored as Register stores it: the national number, its dial code and country.
    return repo.insertStudent({
      companyCode: company.code,
      name: name || row.studentName,
      email: row.email,
      mobileNumber: mobile.nationalNumber,
      dialCode: mobile.callingCode,
      countryCode: (mobile.country ?? company.defaultCountryCode).toLowerCase(),
      verifiedAt: now,
      source: 'walk-in',
    });
  }

  /**
   * To the account's own e-mail and mobile when there is one, else to the typed ones; the SMS only
   * where it really leaves (an SMS provider, or the dev outbox).
   */
  private async queue(
    tx: Db,
    company: CompanyRow,
    row: OtpRow,
    secret: { value: string; expiresAt: Date },
    owner: StudentRow | undefined,
  ) {
    const name = owner?.name ?? row.studentName;
    const email = owner?.email ?? row.email;
    const mobile = owner
      ? accountMobile(company, owner)
      : parseMobile(row.mobileNumber, company.defaultCountryCode)?.e164;
    const base = { companyCode: company.code, secret };
    await this.ctx.outbox.queue(tx, {
      ...base,
      channel: 'email',
      recipient: email,
      ...otpMail(company, name, SECRET_MARK),
    });
    if (!mobile || !this.channels().includes('sms')) return;
    await this.ctx.outbox.queue(tx, {
      ...base,
      channel: 'sms',
      recipient: mobile,
      text: otpSms(company, SECRET_MARK),
    });
  }
}

/** A company with closed registration has no walk-in either; the same refusal for everyone. */
function assertRegistrationOpen(company: CompanyRow) {
  if (company.hideRegistration) throw forbidden(Messages.registrationDisabled);
}

/** The typed number parsed by its own country (the company's for a national form), else 400. */
function walkInMobile(company: CompanyRow, value: string): ParsedMobile {
  const mobile = parseMobile(value, company.defaultCountryCode);
  if (!mobile) throw badRequest(INVALID_MOBILE);
  return mobile;
}

/**
 * An account's mobile in E.164: its national number after its dial code (else the company's), a local
 * form's trunk 0 dropped; a number that does not parse keeps the old `+{dial}{number}` form.
 */
function accountMobile(company: CompanyRow, owner: StudentRow): string | undefined {
  if (!owner.mobileNumber) return undefined;
  const dial = (owner.dialCode || company.defaultDialCode).replace(/\D/g, '');
  const parsed =
    parseMobile(`+${dial}${owner.mobileNumber}`, company.defaultCountryCode) ??
    parseMobile(`+${dial}${owner.mobileNumber.replace(/^0+/, '')}`, company.defaultCountryCode);
  return parsed?.e164 ?? `+${dial}${owner.mobileNumber}`;
}

/**
 * Sends are counted per typed e-mail and per typed mobile: whichever of them finds an account, its
 * channels get at most that many codes a window, and the count never depends on whether it exists.
 */
const sendSubjects = (company: CompanyRow, email: string, mobile: string) => [
  `${company.code}:${email}`,
  `${company.code}:mobile:${mobile}`,
];
