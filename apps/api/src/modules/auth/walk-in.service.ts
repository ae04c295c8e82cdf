import type {
  SessionData,
  WalkInListRequest,
  WalkInResendRequest,
  WalkInVerifyRequest,
} from '@portico/contract/auth';
import { addSeconds } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { newOtp, safeEqualHex, sha256 } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { Limits } from '../../lib/rate-limit';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { otpMail, otpSms } from './auth.mails';
import type { AuthRepository, OtpRow } from './auth.repository';
import type { AuthService, RequestMeta } from './auth.service';

const OTP_TTL_SECONDS = 10 * 60;
const OTP_MAX_ATTEMPTS = 5;
// spec 1 §9: resend countdown 60 s; the server holds the same line.
const RESEND_AFTER_SECONDS = 60;

export const WalkInMessages = {
  sent: 'We have sent a 6-digit OTP to your e-mail address and mobile number.',
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

  async start(company: CompanyRow, body: WalkInListRequest, meta: RequestMeta): Promise<string> {
    await this.ctx.limiter.consume(Limits.otpSendIp, [meta.ip]);
    await this.ctx.limiter.consume(Limits.otpSendAccount, [`${company.code}:${body.emailId}`]);
    const otp = newOtp();
    const now = this.ctx.clock.now();
    const row = await this.repo.insertOtp({
      companyCode: company.code,
      studentName: body.studentName,
      email: body.emailId,
      mobileNumber: body.mobileNumber,
      codeHash: sha256(otp),
      expiresAt: addSeconds(now, OTP_TTL_SECONDS),
      sentAt: now,
    });
    await this.send(company, row, otp);
    return row.id;
  }

  async resend(company: CompanyRow, body: WalkInResendRequest, meta: RequestMeta): Promise<string> {
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
    await this.ctx.limiter.consume(Limits.otpSendAccount, [`${company.code}:${body.emailId}`]);
    const otp = newOtp();
    await this.repo.refreshOtp(row.id, {
      codeHash: sha256(otp),
      expiresAt: addSeconds(now, OTP_TTL_SECONDS),
      sentAt: now,
    });
    await this.send(company, row, otp);
    return WalkInMessages.sent;
  }

  async verify(company: CompanyRow, body: WalkInVerifyRequest, meta: RequestMeta): Promise<SessionData> {
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
    if (!(await this.repo.consumeOtp(row.id, now))) throw badRequest(WalkInMessages.invalidRequest);

    // The OTP proves the e-mail address: sign in its account, or open one.
    let student = await this.repo.studentByEmail(company.code, row.email);
    if (!student) {
      student = await this.repo.insertStudent({
        companyCode: company.code,
        name: body.name || row.studentName,
        email: row.email,
        mobileNumber: row.mobileNumber,
        dialCode: company.defaultDialCode,
        countryCode: company.defaultCountryCode,
        verifiedAt: now,
        source: 'walk-in',
      });
      student ??= await this.repo.studentByEmail(company.code, row.email);
    } else if (!student.verifiedAt) {
      await this.repo.updateStudent(student.id, { verifiedAt: now });
    }
    if (!student) throw badRequest(WalkInMessages.invalidRequest);
    return this.auth.startSession(company, student, meta);
  }

  private async send(company: CompanyRow, row: OtpRow, otp: string) {
    const mail = otpMail(company, row.studentName, otp);
    await this.ctx.outbox.enqueue({
      companyCode: company.code,
      channel: 'email',
      recipient: row.email,
      ...mail,
    });
    await this.ctx.outbox.enqueue({
      companyCode: company.code,
      channel: 'sms',
      recipient: `+${company.defaultDialCode}${row.mobileNumber}`,
      text: otpSms(company, otp),
    });
  }
}
