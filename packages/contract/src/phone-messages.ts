/**
 * spec 1 §8 Walk-in: the message of a mobile number that is not one. Apart from phone.ts, so the sign-in
 * calls' table (auth.ts) names it without loading libphonenumber's metadata.
 */
export const INVALID_MOBILE = 'Invalid Mobile Number!';
