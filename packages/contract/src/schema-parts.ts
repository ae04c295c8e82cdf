import { z } from 'zod';

/**
 * Shapes many calls repeat, written once so that a limit or a message cannot drift between them.
 * Each one builds the same zod schema the calls wrote out before, so their types and refusals match.
 */

/** Someone or something named by id: a staff member, an assignee, a course. */
export const PersonSchema = z.object({ id: z.string(), name: z.string() });

/** A route's `:id`; `error` is what a malformed one is refused with. */
export const idParams = (error: string) => z.object({ id: z.uuid({ error }) });

/** Give an item to a staff member, or take it back (null). */
export const AssignRequestSchema = z.object({ staffId: z.uuid().nullable() });

/** A whole number in [min, max]; every refusal says `message`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** As wholeNumber, for a form or query value that may arrive as text. */
export const coercedWholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * A moment as an ISO date-time with its offset, between the years 2000 and 2100 (a console form's
 * start or end day in the staff member's own time zone, a notice's schedule, a class's start).
 * `malformed` refuses what is not such a date-time, `outOfYears` one outside those years.
 */
export const isoMoment = (
  malformed = 'Give a date and time in ISO 8601 form',
  outOfYears = 'Give a date between the years 2000 and 2100',
) =>
  z.iso.datetime({ offset: true, error: malformed }).refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, outOfYears);

/**
 * A form's check that a schedule ends after it starts: true when either end is open (null, absent or empty),
 * else whether the `end` moment comes after the `start` one. Use with `.refine(..., { path: [end] })`.
 */
export const endsAfterStart =
  <S extends string, E extends string>(start: S, end: E) =>
  (v: { [K in S | E]?: string | null }) => {
    const from = v[start];
    const to = v[end];
    return !from || !to || new Date(to) > new Date(from);
  };

/** The company's products a console form offers (an enrolment, a coupon). */
export const ProductChoicesSchema = z.array(
  z.object({ id: z.string(), title: z.string(), validityDays: z.number() }),
);

/** Trimmed text of at most `max` characters (a console form's field; it may be empty). */
export const trimmedText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** Trimmed text that must not be empty: `required` when missing or blank, `tooLong` past `max`. */
export const requiredString = (required: string, max: number, tooLong = required) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * An image a console form links to: '' for none, a path of the portal (`/...`) or an http(s)
 * address, at most 500 characters; `message` refuses anything else.
 */
export const imageAddress = (message: string) =>
  trimmedText(500).refine((v) => v === '' || /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/i.test(v), message);

/** Where a console list shows a record: a whole number from 0 to 9999, 0 when not given. */
export const orderNumber = (message: string) => wholeNumber(message, 0, 9999).default(0);

/** A student as the console lists them: who they are and how to reach them. */
export const StudentContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});

/** A course by id and name (a staff member's courses, the courses a product grants). */
export const CourseChoiceSchema = z.object({ id: z.string(), courseName: z.string() });
/** The company's courses, offered to choose from on a console page (products, videos, staff, batches). */
export const CourseChoicesSchema = z.array(CourseChoiceSchema);

/** The course a student's call is about. */
export const CourseIdSchema = z.uuid({ error: 'courseId must be a course id' });

/**
 * The company a student's call names when the host does not tell it (spec 1 §7): its code and
 * account id, each optional.
 */
export const companyFields = {
  companyCode: z.string().trim().max(64).optional(),
  accountId: z.string().trim().max(64).optional(),
};

/**
 * An attempt's evaluation by a teacher (spec 2 §3): null not requested, 0 pending, 1 done.
 */
export const EvaluationStatusSchema = z.union([z.literal(0), z.literal(1)]).nullable();
