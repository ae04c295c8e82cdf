import type {
  EnrolledProduct,
  MetadataItem,
  PasswordUpdateRequest,
  Profile,
  ProfileUpdateRequest,
} from '@portico/contract/profile';
import type { AppContext } from '../../lib/context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { badRequest, forbidden } from '../../lib/errors';
import { Limits } from '../../lib/rate-limit';
import type { SessionStore, StudentRow } from '../../lib/sessions';
import { isUuid } from '../../lib/text';
import type { LiveClassesService } from '../live-classes/live-classes.service';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type { ProfileRepository, StudentUpdate } from './profile.repository';

export const ProfileMessages = {
  updated: 'Updated Successfully!',
  passwordUpdated: 'Password updated successfully',
  currentRequired: 'password: Required',
  currentIncorrect: 'Current password is incorrect',
  emailReadOnly: 'emailId cannot be changed',
  badLanguage: 'preferedLanguage: choose a language from the list',
  notYours: 'You can only change your own profile.',
  cityRequired: 'cityName is required',
} as const;

export const LANGUAGE = 'LANGUAGE';

export class ProfileService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ProfileRepository,
    private readonly sessions: SessionStore,
    private readonly liveClasses: LiveClassesService,
  ) {}

  async profile(company: CompanyRow, s: StudentRow): Promise<Profile> {
    const batchDatesUrl = await this.liveClasses.batchDatesUrl(company.code, s.id);
    return {
      id: s.id,
      studentName: s.name,
      emailId: s.email,
      mobileNumber: s.mobileNumber,
      // spec 1 §5: dial and country code default when empty (to the portal's own defaults).
      dialCode: s.dialCode || company.defaultDialCode,
      countryCode: s.countryCode || company.defaultCountryCode,
      address: s.address,
      preferedLanguage: s.preferredLanguage ?? '',
      profileImage: s.profileImage,
      cityName: s.cityName,
      companyCode: company.code,
      hasPassword: Boolean(s.passwordHash),
      batchDatesUrl,
    };
  }

  async update(company: CompanyRow, student: StudentRow, body: ProfileUpdateRequest): Promise<string> {
    assertSelf(student, body.id);
    if (body.emailId && body.emailId.toLowerCase() !== student.email) {
      throw badRequest(ProfileMessages.emailReadOnly);
    }
    const values: StudentUpdate = {
      name: body.studentName,
      mobileNumber: body.mobileNumber.replace(/\D/g, ''),
    };
    if (body.dialCode !== undefined) values.dialCode = body.dialCode || company.defaultDialCode;
    if (body.countryCode !== undefined) {
      values.countryCode = (body.countryCode || company.defaultCountryCode).toLowerCase();
    }
    if (body.address !== undefined) values.address = body.address;
    if (body.cityName !== undefined) {
      // spec 1 §5: the city is required where it is shown, as at registration.
      if (company.showCityName && !body.cityName) throw badRequest(ProfileMessages.cityRequired);
      values.cityName = body.cityName;
    }
    if (body.preferedLanguage !== undefined) {
      const lang = body.preferedLanguage;
      if (lang && !(isUuid(lang) && (await this.repo.activeMetadataExists(company.code, LANGUAGE, lang)))) {
        throw badRequest(ProfileMessages.badLanguage);
      }
      values.preferredLanguage = lang || null;
    }
    await this.repo.updateStudent(company.code, student.id, values);
    return ProfileMessages.updated;
  }

  /** Every other session of the student ends; the one that made the change goes on. */
  async changePassword(
    company: CompanyRow,
    student: StudentRow,
    sessionId: string,
    body: PasswordUpdateRequest,
  ): Promise<string> {
    assertSelf(student, body.id);
    // A walk-in student who never set a password has none to confirm (docs/decisions/006-profile.md).
    if (student.passwordHash) {
      if (!body.password) throw badRequest(ProfileMessages.currentRequired);
      // Guessing the current password with a session is limited per student, apart from login
      // so that it never locks the student out of signing in elsewhere (decision 009).
      const subject = `${company.code}:${student.id}`;
      await this.ctx.limiter.consume(Limits.passwordCheck, [subject]);
      if (!(await verifyPassword(student.passwordHash, body.password))) {
        throw badRequest(ProfileMessages.currentIncorrect);
      }
      await this.ctx.limiter.reset(Limits.passwordCheck, subject);
    }
    const passwordHash = await hashPassword(body.newpassword);
    // The new password, the end of every other session and of every reset link: all or nothing.
    await this.repo.transaction(async (repo, tx) => {
      await repo.updateStudent(company.code, student.id, { passwordHash });
      await this.sessions.revokeAllOf(student.id, { except: sessionId, db: tx });
      // A reset link asked for before the change would undo it: they all end (decision 009).
      await repo.endResetTokens(student.id, this.ctx.clock.now());
    });
    return ProfileMessages.passwordUpdated;
  }

  async metadata(companyCode: string, componentType: string): Promise<MetadataItem[]> {
    const rows = await this.repo.activeMetadata(companyCode, componentType);
    return rows.map((r) => ({ id: r.id, name: r.name, isActive: r.isActive }));
  }

  /**
   * One entry per product, with its latest expiry, and its latest revoke when staff revoked every
   * enrolment in it; newest enrolment first.
   */
  async products(companyCode: string, studentId: string): Promise<EnrolledProduct[]> {
    const now = this.ctx.clock.now();
    const byProduct = new Map<string, { title: string; expiresAt: Date; revokedAt: Date | null }>();
    for (const r of await this.repo.enrolledProducts(companyCode, studentId)) {
      const seen = byProduct.get(r.productId);
      if (!seen) {
        byProduct.set(r.productId, { title: r.title, expiresAt: r.expiresAt, revokedAt: r.revokedAt });
        continue;
      }
      seen.expiresAt = later(seen.expiresAt, r.expiresAt);
      // Revoked while every enrolment in it was.
      seen.revokedAt = seen.revokedAt && r.revokedAt && later(seen.revokedAt, r.revokedAt);
    }
    return [...byProduct].map(([id, p]) => ({
      id,
      title: p.title,
      expiresAt: p.expiresAt.toISOString(),
      expired: p.expiresAt <= now,
      revokedAt: p.revokedAt && p.expiresAt <= now ? p.revokedAt.toISOString() : null,
    }));
  }
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** A payload's `id`, when sent, names the signed-in student and nobody else. */
function assertSelf(student: StudentRow, id?: string) {
  if (id && id !== student.id) throw forbidden(ProfileMessages.notYours);
}
