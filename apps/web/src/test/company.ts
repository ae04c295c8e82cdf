import type { Company } from '@portico/contract/tenancy';

/** A company as `getcompanydetails` gives it, for tests that render inside CompanyContext. */
export const company: Company = {
  companyCode: 'portico',
  accountId: 'acc-1',
  faviconURL: '',
  companyName: 'Portico Academy',
  companyURL: '',
  logoURL: '',
  logoIconURL: '',
  shortName: 'Portico',
  copyRight: '',
  hideRegistration: false,
  enableAppProfile: false,
  hideBranch: false,
  showCityName: true,
  defaultCountryCode: 'in',
  defaultDialCode: '91',
  showNoticeBoard: true,
  showLeaderBoard: true,
  agentRegister: false,
  agentRegisterURL: '',
  speakingContact1: '',
  speakingContact2: '',
  aboutStatus: { showAboutUs: false },
  headerScript: '',
  theme: { primaryColor: '#1c7ed6' },
};
