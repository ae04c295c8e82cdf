/**
 * A class's status follows the server's clock (started ten minutes before its start): an open page
 * asks again this often, so Not started turns into Launch without a reload.
 */
export const STATUS_REFRESH_MS = 60_000;
