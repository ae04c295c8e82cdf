// The support feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// A report's Queries tab raises and lists the tickets of its test with the support page's parts.
export { SupportForm } from './components/support-form';
export { TicketList } from './components/ticket-list';
