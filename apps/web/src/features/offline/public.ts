// Offline use (issue 46, decision 073): the 'Save for offline' button the learning pages show, and
// the offline notice of the student's shell.

export { OfflineNoticeSlot } from './components/offline-notice-slot';
export { SaveOfflineButton } from './components/save-offline-button';
