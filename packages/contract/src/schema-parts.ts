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
 * start or end day in the staff member's own time zone).
 */
export const isoMoment = () =>
  z.iso.datetime({ offset: true, error: 'Give a date and time in ISO 8601 form' }).refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, 'Give a date between the years 2000 and 2100');

/** The company's products a console form offers (an enrolment, a coupon). */
export const ProductChoicesSchema = z.array(
  z.object({ id: z.string(), title: z.string(), validityDays: z.number() }),
);

/** Trimmed text that must not be empty: `required` when missing or blank, `tooLong` past `max`. */
export const requiredString = (required: string, max: number, tooLong = required) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
