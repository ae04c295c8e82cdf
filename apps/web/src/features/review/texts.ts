// What a student reads on the review pages (issue 42 part 3).
export const TEXTS = {
  title: 'Review',
  intro:
    'Short daily reviews keep words and past mistakes in memory. Cards come back just before you would forget them.',
  due: (n: number) => (n === 1 ? '1 card due' : `${n} cards due`),
  cards: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
  noDecks: 'No decks yet for this course.',
  start: 'Review',
  open: 'Open',
  allDone: 'All caught up',
  allDoneText: 'Nothing is due in this deck just now. Come back later.',
  back: 'Back to decks',
  showAnswer: 'Show answer',
  showAnswerHint: 'Space or Enter',
  answerHint: 'Keys 1–4 answer; on a phone, swipe left for Again or right for Good.',
  ratings: { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' } as const,
  example: 'Example',
  explanation: 'Explanation',
  play: 'Play the word',
  progress: (done: number, left: number) => `${done} reviewed · ${left} left`,
  pending: (n: number) => (n === 1 ? '1 review waiting to be saved' : `${n} reviews waiting to be saved`),
  saved: 'All reviews saved',
  notDurable: 'This browser cannot keep reviews while offline: stay online until they are saved.',
  dashboardTitle: 'Reviews due',
  dashboardText: (n: number) =>
    n === 0
      ? 'Nothing due today. Well done.'
      : `${n === 1 ? '1 card is' : `${n} cards are`} due for review today.`,
  dashboardLink: 'Go to review',
  addToDeck: 'Add to deck',
  added: (word: string) => `'${word}' added to My words`,
  kinds: {
    authored: 'Course deck',
    vocabulary: 'Vocabulary set',
    mistakes: 'Your wrong answers',
    words: 'Words you saved',
  },
} as const;
