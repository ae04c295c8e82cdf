// A score report's options, limits, messages and dates, without a schema (decision 050): the
// dashboard reads these and needs no zod to do it. score-report.ts holds the schemas.
import { UploadMessages } from './upload-rules';

// spec 1 §9: IELTS band score options, 0 to 9.0 in 0.5 steps (19 values).
export const BAND_OPTIONS: readonly number[] = Array.from({ length: 19 }, (_, i) => i / 2);
/** How a band reads in a select ('6.5', '7.0'); also the select's value. */
export const bandLabel = (band: number) => band.toFixed(1);
export const isBand = (v: number) => Number.isInteger(v * 2) && v >= 0 && v <= 9;

// spec 1 §9: reports older than 2 years are not valid.
export const SCORE_REPORT_MAX_AGE_YEARS = 2;
export const REMARK_MAX_LENGTH = 1000;
export const TRF_NUMBER_MAX_LENGTH = 40;

/** Texts of the score submission, verbatim from spec 1 where it gives them (spelling included). */
export const ScoreReportMessages = {
  // spec 1 §5 score document.
  examDateRequired: 'Please select the exam Date',
  documentRequired: 'Please upload a document',
  documentType: UploadMessages.documentType,
  documentSize: UploadMessages.documentSize,
  // spec 1 §5 gives no texts for these; plain ones in the same voice.
  examDateInvalid: 'Please select a valid exam Date',
  examDateFuture: 'The exam date cannot be in the future',
  examDateTooOld: 'Score reports older than 2 years are not valid',
  listeningRequired: 'Please select the Listening score',
  readingRequired: 'Please select the Reading score',
  writingRequired: 'Please select the Writing score',
  speakingRequired: 'Please select the Speaking score',
  bandScoreRequired: 'Please select the Overall Band score',
  badBand: 'must be a band score from 0 to 9 in steps of 0.5',
  trfNumberRequired: 'Please enter the TRF number',
  trfNumberTooLong: `The TRF number must be at most ${TRF_NUMBER_MAX_LENGTH} characters`,
  termsRequired: 'Please accept the terms',
  disabled: 'Score submission is not enabled for this portal',
  alreadyUploaded: 'Your score report has already been submitted and is under verification',
  underVerification: 'Your score report will be under verification once submitted.',
  underVerificationLocked: 'Your score report is under verification.',
  // spec 1 §8.
  updated: 'Updated Successfully',
  remarkAdded: 'Added Successfully',
  noRemarks: 'No data available',
  remarkRequired: 'Please enter a remark',
  remarkTooLong: `A remark can be at most ${REMARK_MAX_LENGTH} characters`,
  // spec 1 §4 remarks banner (its slips corrected: decision 045).
  bannerStudent: 'You added a remark',
  bannerAdmin: 'You got a reply in Remarks',
  // spec 1 §2 probe modal.
  probe: 'Have you taken the actual IELTS?',
  // spec 1 §4 document upload and §8 upload errors.
  uploading: 'Document is Uploading',
  uploaded: 'Document Uploaded Successfully',
  signedUrlError: 'Error: Error in getting signed URL ',
  uploadError: 'Error: Error in uploading File',
  uploadFailure: 'Something went wrong. Please try again later.',
} as const;

// ---- Exam date window -------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar date (YYYY-MM-DD) at `now` in a zone `offsetHours` from UTC. */
export const dateAt = (now: Date, offsetHours = 0) => {
  const d = new Date(now.getTime() + offsetHours * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
/** The same day `years` earlier; 29 February becomes 28 February. */
export const yearsBefore = (date: string, years: number) => {
  const [y, m, d] = date.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${String(Number(y) - years).padStart(4, '0')}-${m}-${day}`;
};

/**
 * The exam dates accepted at `today` (the student's calendar date): not in the future, not older
 * than two years (spec 1 §9). Dates compare as YYYY-MM-DD strings.
 */
export const examDateWindow = (today: string) => ({
  min: yearsBefore(today, SCORE_REPORT_MAX_AGE_YEARS),
  max: today,
});

/**
 * The server does not know the student's zone, so it takes the widest day that is "today"
 * somewhere on earth (UTC-12 … UTC+14): a student just past midnight in India is never refused.
 */
export const serverExamDateWindow = (now: Date) => ({
  min: yearsBefore(dateAt(now, -12), SCORE_REPORT_MAX_AGE_YEARS),
  max: dateAt(now, 14),
});

/** The message for an exam date outside the window, or null. */
export function examDateProblem(date: string, window: { min: string; max: string }): string | null {
  if (date > window.max) return ScoreReportMessages.examDateFuture;
  if (date < window.min) return ScoreReportMessages.examDateTooOld;
  return null;
}

// ---- GET dashboard/trf-details ----------------------------------------------------------------

export const SCORE_REPORT_STATUSES = ['pending', 'verified', 'rejected'] as const;

/** How long a reward lasts, as a student reads it: '4 weeks' for 28 days, '10 days' otherwise. */
export function rewardDuration(days: number): string {
  if (days > 0 && days % 7 === 0) return days === 7 ? '1 week' : `${days / 7} weeks`;
  return days === 1 ? '1 day' : `${days} days`;
}
