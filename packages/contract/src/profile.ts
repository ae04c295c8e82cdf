import { z } from 'zod';
import { envelope, MessageResponseSchema, requiredText } from './envelope';
import { get, put } from './route';
import { companyFields } from './schema-parts';

/** Optional text where the legacy form may send null; null reads as absent. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v ?? undefined);

// spec 1 §3 Profile; GET getprofile answers a list whose first item is the profile (§7).
export const ProfileSchema = z.object({
  id: z.string(),
  studentName: z.string(),
  emailId: z.string(),
  mobileNumber: z.string(),
  dialCode: z.string(),
  countryCode: z.string(),
  address: z.string(),
  /** A LANGUAGE metadata id, or '' when none is chosen. */
  preferedLanguage: z.string(),
  profileImage: z.string(),
  cityName: z.string(),
  companyCode: z.string(),
  /** False for a walk-in student who has not set a password: the form then sets one (no current password). */
  hasPassword: z.boolean(),
  /** spec 1 §2: the live class batch dates (a calendar file); '' when the student is in no batch. */
  batchDatesUrl: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const GetProfileResponseSchema = envelope(z.array(ProfileSchema));
export type GetProfileResponse = z.infer<typeof GetProfileResponseSchema>;

// spec 1 §5 Profile: name and contact required; e-mail read-only.
export const ProfileUpdateRequestSchema = z.object({
  studentName: requiredText('studentName', 120),
  mobileNumber: z
    .string({ error: 'mobileNumber is required' })
    .trim()
    .min(1, 'mobileNumber is required')
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'mobileNumber must be a valid phone number'),
  /** Empty or absent: the company's default (spec 1 §5, §9). */
  dialCode: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'dialCode must be digits')
    .nullish()
    .transform((v) => v ?? undefined),
  countryCode: z
    .string()
    .trim()
    .regex(/^([a-zA-Z]{2})?$/, 'countryCode must be two letters')
    .nullish()
    .transform((v) => v ?? undefined),
  /** Absent: unchanged; '' clears it. */
  address: optionalText(500, 'address is too long'),
  /** A LANGUAGE metadata id from get-metadata; '' clears it; absent: unchanged. */
  preferedLanguage: optionalText(64, 'preferedLanguage: choose a language from the list'),
  /**
   * Absent: unchanged. Required (not empty) when the company shows the city (showCityName), as at
   * registration; the limit is registration's too, so every stored city can be saved again.
   */
  cityName: optionalText(120, 'cityName is too long'),
  /** Read-only: sending it is allowed only when it is the account's own address. */
  emailId: optionalText(254, 'emailId cannot be changed'),
  /** The signed-in student's own id, when the form sends it. */
  id: z.string().trim().max(64).optional(),
  ...companyFields,
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;
/** What a client sends: optional fields left out stay as they are (docs/decisions/006-profile.md). */
export type ProfileUpdateBody = z.input<typeof ProfileUpdateRequestSchema>;

export const PasswordMessages = {
  required: 'Required',
  newRequired: 'New Password should not be empty',
  newTooShort: 'New Password must be at least 8 characters',
  newTooLong: 'New Password must be at most 128 characters',
  sameAsCurrent: 'Password should not match the current password',
  mismatch: 'Password mismatched',
} as const;

const passwordFields = {
  newpassword: z
    .string({ error: PasswordMessages.newRequired })
    .min(1, PasswordMessages.newRequired)
    .min(8, PasswordMessages.newTooShort)
    .max(128, PasswordMessages.newTooLong),
  confirmpassword: z.string({ error: PasswordMessages.required }).min(1, PasswordMessages.required).max(128),
  id: z.string().trim().max(64).optional(),
  ...companyFields,
};

// spec 1 §5 Change password: new differs from current; confirm equals new.
const checkNewPassword = (
  v: { password?: string; newpassword: string; confirmpassword: string },
  ctx: z.RefinementCtx,
) => {
  if (v.password && v.newpassword === v.password) {
    ctx.addIssue({ code: 'custom', path: ['newpassword'], message: PasswordMessages.sameAsCurrent });
  }
  if (v.confirmpassword !== v.newpassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: PasswordMessages.mismatch });
  }
};

/**
 * The Change Password form: the current password is required ('Required').
 * The web form validates with this one.
 */
export const PasswordChangeFormSchema = z
  .object({
    password: z.string({ error: PasswordMessages.required }).min(1, PasswordMessages.required).max(256),
    ...passwordFields,
  })
  .superRefine(checkNewPassword);
export type PasswordChangeForm = z.infer<typeof PasswordChangeFormSchema>;

/**
 * The Set Password form of a student without a password (Profile.hasPassword false): no current
 * password, the same rules for the new one and its confirmation.
 */
export const PasswordSetFormSchema = z.object(passwordFields).superRefine(checkNewPassword);
export type PasswordSetForm = z.infer<typeof PasswordSetFormSchema>;

/**
 * PUT profilepasswordupdate: as the form, except that `password` may be left out by a walk-in
 * student who has never set one; the service answers 'password: Required' for everyone else.
 */
export const PasswordUpdateRequestSchema = z
  .object({ password: z.string().max(256).optional(), ...passwordFields })
  .superRefine(checkNewPassword);
export type PasswordUpdateRequest = z.infer<typeof PasswordUpdateRequestSchema>;

// spec 1 §7 get-metadata?componentType=LANGUAGE → data.metaList (only active items).
export const MetadataQuerySchema = z.object({
  componentType: requiredText('componentType', 64).transform((v) => v.toUpperCase()),
});
export type MetadataQuery = z.infer<typeof MetadataQuerySchema>;
export const MetadataItemSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });
export type MetadataItem = z.infer<typeof MetadataItemSchema>;
export const MetadataResponseSchema = envelope(z.object({ metaList: z.array(MetadataItemSchema) }));
export type MetadataResponse = z.infer<typeof MetadataResponseSchema>;

// spec 1 §7 getproducts → data (title); the profile shows 'No Products Enrolled' when empty.
export const EnrolledProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  expired: z.boolean(),
  /** Portico: staff revoked it (it is then expired too); ISO 8601, null when not revoked. */
  revokedAt: z.string().nullable().default(null),
});
export type EnrolledProduct = z.infer<typeof EnrolledProductSchema>;
export const ProductsResponseSchema = envelope(z.array(EnrolledProductSchema));
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

/** The profile page's calls (spec 1 §7); the picture's upload is storage's (storage.ts). */
export const profileApi = {
  profile: get('getprofile', { response: GetProfileResponseSchema }),
  update: put('profileupdate', { body: ProfileUpdateRequestSchema, response: MessageResponseSchema }),
  changePassword: put('profilepasswordupdate', {
    body: PasswordUpdateRequestSchema,
    response: MessageResponseSchema,
  }),
  metadata: get('get-metadata', { query: MetadataQuerySchema, response: MetadataResponseSchema }),
  products: get('getproducts', { response: ProductsResponseSchema }),
};
