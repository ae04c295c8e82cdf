// The review decks feature's public face (issue 42 part 3): the dashboard's card of reviews due, and
// the 'Add to deck' selection popover that passages of the lessons, the answer review and the
// reports wrap.
export { AddToDeck } from './components/add-to-deck';
export { ReviewsDueCard } from './components/reviews-due-slot';
