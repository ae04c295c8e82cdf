interface ImportMetaEnv {
  /** Optional: the company to load instead of resolving it from the host name. */
  readonly VITE_COMPANY_CODE?: string;
}
