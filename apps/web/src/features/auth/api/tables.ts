/**
 * decision 049 'The login route's budget': the calls made before sign-in load their table with
 * `import()` at the moment of the call, so zod and the schemas stay out of the login route's first
 * JavaScript. This folder names the auth and tenancy contracts by value only through these.
 */
export const loadAuthApi = async () => (await import('@portico/contract/auth')).authApi;
export const loadTenancyApi = async () => (await import('@portico/contract/tenancy')).tenancyApi;

/** These calls are made without a session (or ask whether one exists): no 'Session Expired!' dialog. */
export const withoutSessionDialog = { sessionExpiredDialog: false } as const;
