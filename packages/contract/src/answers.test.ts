import { describe, expect, it } from 'vitest';
import {
  answerAudioUrl,
  ESSAY_PREVIEW_LENGTH,
  expectedAnswer,
  isAwaitingAssessment,
  plainText,
  resultOf,
  type SavedAnswer,
  yourAnswer,
} from './answers';
import type { StudentTestItem } from './assessment-launch';
import type { AnswerKey, LaunchItem, LaunchOption } from './assessment-test-json';
import { makeItem } from './launch-item-builders';

const option = (id: string, text: string, extra: Partial<LaunchOption> = {}): LaunchOption => ({
  ItemOptionID: id,
  Options: text,
  optionColumnIndex: null,
  ...extra,
});

function item(ItemType: string, fields: Partial<LaunchItem> = {}, Answer?: AnswerKey): LaunchItem {
  return makeItem({
    ItemID: `item-${ItemType}`,
    ItemType,
    Items: '<p>Question</p>',
    ...fields,
    ...(Answer ? { Answer } : {}),
  });
}

const chose = (selectedOptionId: string | null): SavedAnswer => ({
  selectedOptionId,
  enteredText: null,
  inputResponses: [],
});
const typed = (enteredText: string | null): SavedAnswer => ({
  selectedOptionId: null,
  enteredText,
  inputResponses: [],
});
const inputs = (...values: (string | null)[]): SavedAnswer => ({
  selectedOptionId: null,
  enteredText: null,
  inputResponses: values.map((value) => ({ value })),
});

const CAPITALS = [option('o1', 'Paris'), option('o2', '<b>Rome</b>'), option('o3', 'Oslo')];

describe('choice types: option ids become option texts', () => {
  for (const type of ['mcq', 'yesorno', 'dd-mcq', 'ssr']) {
    it(`${type}: the chosen and the right option`, () => {
      const mcq = item(type, { ItemOptionResponse: CAPITALS }, { optionIds: ['o1'] });
      expect(yourAnswer(mcq, chose('o2'))).toBe('Rome');
      expect(expectedAnswer(mcq)).toBe('Paris');
    });
  }

  for (const type of ['mca', 'multi-select']) {
    it(`${type}: comma-joined ids, each shown by its text`, () => {
      const mca = item(type, { ItemOptionResponse: CAPITALS }, { optionIds: ['o1', 'o3'] });
      expect(yourAnswer(mca, chose('o1, o2'))).toBe('Paris, Rome');
      expect(expectedAnswer(mca)).toBe('Paris, Oslo');
    });
  }

  it('mca-audio: audio options read as their position', () => {
    const clips = [option('a', 'https://cdn.example/a.mp3'), option('b', 'https://cdn.example/b.mp3')];
    const mcaAudio = item('mca-audio', { ItemOptionResponse: clips }, { optionIds: ['b'] });
    expect(yourAnswer(mcaAudio, chose('a,b'))).toBe('Audio 1, Audio 2');
    expect(expectedAnswer(mcaAudio)).toBe('Audio 2');
  });

  it('falls back to the options flagged IsCorrect when there is no key', () => {
    const mcq = item('mcq', {
      ItemOptionResponse: [option('o1', 'Yes', { IsCorrect: true }), option('o2', 'No')],
    });
    expect(expectedAnswer(mcq)).toBe('Yes');
  });

  it('nothing chosen is "-"', () => {
    const mcq = item('mcq', { ItemOptionResponse: CAPITALS }, { optionIds: ['o1'] });
    expect(yourAnswer(mcq, chose(null))).toBe('-');
    expect(yourAnswer(mcq, chose(''))).toBe('-');
    expect(yourAnswer(mcq, undefined)).toBe('-');
  });
});

describe('typed types', () => {
  it('an: the text typed; every accepted answer, "~" alternatives split', () => {
    const an = item('an', {}, { accepted: ['blue', 'light blue~sky blue'] });
    expect(yourAnswer(an, typed('  Blue '))).toBe('Blue');
    expect(expectedAnswer(an)).toBe('blue / light blue / sky blue');
    expect(yourAnswer(an, typed('   '))).toBe('-');
  });

  it('ne: the number typed and the accepted number', () => {
    const ne = item('ne', {}, { accepted: ['1,000'] });
    expect(yourAnswer(ne, typed('1000'))).toBe('1000');
    expect(expectedAnswer(ne)).toBe('1,000');
  });

  it('rangelimit: the range as "min to max"', () => {
    const range = item('rangelimit', {}, { accepted: ['3.1~3.2'] });
    expect(yourAnswer(range, typed('3.14'))).toBe('3.14');
    expect(expectedAnswer(range)).toBe('3.1 to 3.2');
  });

  it('bn: numerator and denominator as "n/d"', () => {
    const bn = item('bn', {}, { accepted: ['3/4'] });
    expect(yourAnswer(bn, inputs('6', '8'))).toBe('6/8');
    expect(yourAnswer(bn, inputs('6', ''))).toBe('6/?');
    expect(yourAnswer(bn, inputs('', ''))).toBe('-');
    expect(expectedAnswer(bn)).toBe('3/4');
  });
});

describe('blanks are joined with " | "', () => {
  it('b: the words typed; each blank its accepted words', () => {
    const b = item(
      'b',
      { BlankCount: 2 },
      {
        blanks: [
          { optionIds: [], accepted: ['cat', 'kitten'] },
          { optionIds: [], accepted: ['mat'] },
        ],
      },
    );
    expect(yourAnswer(b, inputs('cat', 'rug'))).toBe('cat | rug');
    expect(yourAnswer(b, inputs('cat', ''))).toBe('cat | -');
    expect(yourAnswer(b, inputs('', null))).toBe('-');
    expect(expectedAnswer(b)).toBe('cat / kitten | mat');
  });

  it('f: the words dragged from the bank', () => {
    const f = item(
      'f',
      { WordBank: ['pepper', 'salt', 'sugar'] },
      {
        blanks: [
          { optionIds: [], accepted: ['salt'] },
          { optionIds: [], accepted: ['pepper'] },
        ],
      },
    );
    expect(yourAnswer(f, inputs('sugar', 'pepper'))).toBe('sugar | pepper');
    expect(expectedAnswer(f)).toBe('salt | pepper');
  });

  it('rf: each dropdown by its option text', () => {
    const options = [
      option('r1', 'am', { optionColumnIndex: 0 }),
      option('r2', 'is', { optionColumnIndex: 0 }),
      option('r3', 'were', { optionColumnIndex: 1 }),
      option('r4', 'was', { optionColumnIndex: 1 }),
    ];
    const rf = item(
      'rf',
      { ItemOptionResponse: options },
      {
        blanks: [
          { optionIds: ['r1'], accepted: [] },
          { optionIds: ['r4'], accepted: [] },
        ],
      },
    );
    expect(yourAnswer(rf, inputs('r2', 'r4'))).toBe('is | was');
    expect(expectedAnswer(rf)).toBe('am | was');
  });

  it('drop: each slot by the text of the option dragged into it', () => {
    const pool = [option('h1', 'Heading i'), option('h2', 'Heading ii'), option('h3', 'Heading iii')];
    const drop = item(
      'drop',
      { ItemOptionResponse: pool },
      {
        blanks: [
          { optionIds: ['h2'], accepted: [] },
          { optionIds: ['h3'], accepted: [] },
        ],
      },
    );
    expect(yourAnswer(drop, inputs('h2', 'h1'))).toBe('Heading ii | Heading i');
    expect(expectedAnswer(drop)).toBe('Heading ii | Heading iii');
  });

  it('without a key, the correct options grouped by column', () => {
    const rf = item('rf', {
      ItemOptionResponse: [
        option('a', 'am', { optionColumnIndex: 0, IsCorrect: true }),
        option('b', 'is', { optionColumnIndex: 0, IsCorrect: false }),
        option('c', 'was', { optionColumnIndex: 1, IsCorrect: true }),
      ],
    });
    expect(expectedAnswer(rf)).toBe('am | was');
  });
});

describe('reorder', () => {
  const paragraphs = [option('p1', 'Then'), option('p2', 'First'), option('p3', 'Finally')];
  const reorder = item('reorder', { ItemOptionResponse: paragraphs }, { order: ['p2', 'p1', 'p3'] });

  it('shows the order by option text, "B → A → C"', () => {
    expect(yourAnswer(reorder, inputs('p1', 'p2', 'p3'))).toBe('Then → First → Finally');
    expect(expectedAnswer(reorder)).toBe('First → Then → Finally');
    expect(yourAnswer(reorder, inputs())).toBe('-');
  });
});

describe('highlight', () => {
  const highlight = item(
    'highlight',
    { Passage: '<p>the quick brwn fox jumpd</p>' },
    { wordIndexes: [2, 4] },
  );

  it('shows the marked words of the transcript, in transcript order', () => {
    expect(yourAnswer(highlight, inputs('4', '1'))).toBe('quick, jumpd');
    expect(expectedAnswer(highlight)).toBe('brwn, jumpd');
    expect(yourAnswer(highlight, inputs())).toBe('-');
  });
});

describe('essays and recordings', () => {
  for (const type of ['essay', 'essay-topic', 'essay-audio']) {
    it(`${type}: the text, truncated; no expected answer`, () => {
      const essay = item(type);
      const long = 'word '.repeat(100);
      const shown = yourAnswer(essay, typed(long));
      expect(shown.length).toBe(ESSAY_PREVIEW_LENGTH);
      expect(shown.endsWith('…')).toBe(true);
      expect(yourAnswer(essay, typed('<p>Cities grow.</p>'))).toBe('Cities grow.');
      expect(yourAnswer(essay, typed(''))).toBe('-');
      expect(expectedAnswer(essay)).toBe('-');
    });
  }

  for (const type of ['record-audio', 'record-notify', 'record-video']) {
    it(`${type}: 'Recording', linked to its URL`, () => {
      const recording = item(type);
      const answer = typed('https://media.example/answers/1.webm');
      expect(yourAnswer(recording, answer)).toBe('Recording');
      expect(answerAudioUrl(recording, answer)).toBe('https://media.example/answers/1.webm');
      expect(expectedAnswer(recording)).toBe('-');
      expect(yourAnswer(recording, typed(null))).toBe('-');
      expect(answerAudioUrl(recording, typed(null))).toBeNull();
    });
  }

  it('only recordings have an audio link', () => {
    expect(answerAudioUrl(item('essay'), typed('https://example.org'))).toBeNull();
  });
});

describe('composite items: one value per part, joined with " | "', () => {
  const turns = [
    option('t1', 'Hello', { optionColumnIndex: 0 }),
    option('t2', 'Bye', { optionColumnIndex: 0 }),
    option('t3', 'Fine', { optionColumnIndex: 1 }),
    option('t4', 'No', { optionColumnIndex: 1 }),
  ];

  it('interactivelistening: each turn by its option text', () => {
    const listening = item(
      'interactivelistening',
      {
        ItemOptionResponse: turns,
        Parts: [
          { itemType: 'mcq', index: 0 },
          { itemType: 'mcq', index: 1 },
        ],
      },
      {
        parts: [
          { optionIds: ['t1'], accepted: [] },
          { optionIds: ['t3'], accepted: [] },
        ],
      },
    );
    expect(yourAnswer(listening, inputs('t2', 't3'))).toBe('Bye | Fine');
    expect(expectedAnswer(listening)).toBe('Hello | Fine');
  });

  it('interactivedropdown: each dropdown, the key falling back to IsCorrect', () => {
    const dropdown = item('interactivedropdown', {
      ItemOptionResponse: [
        option('d1', 'went', { optionColumnIndex: 0, IsCorrect: true }),
        option('d2', 'go', { optionColumnIndex: 0, IsCorrect: false }),
      ],
      Parts: [{ itemType: 'dd-mcq', index: 0 }],
    });
    expect(yourAnswer(dropdown, inputs('d2'))).toBe('go');
    expect(expectedAnswer(dropdown)).toBe('went');
  });

  it('interactivewriting: the written parts, truncated; nothing expected', () => {
    const writing = item('interactivewriting', {
      Parts: [
        { itemType: 'essay', index: 0 },
        { itemType: 'essay', index: 1 },
      ],
    });
    expect(yourAnswer(writing, inputs('First answer', 'Second'))).toBe('First answer | Second');
    expect(expectedAnswer(writing)).toBe('- | -');
  });

  it('selectandspeak: the choice, then the recording', () => {
    const speak = item(
      'selectandspeak',
      {
        ItemOptionResponse: [
          option('s1', 'A', { optionColumnIndex: 0 }),
          option('s2', 'B', { optionColumnIndex: 0 }),
        ],
        Parts: [
          { itemType: 'mcq', index: 0 },
          { itemType: 'record-audio', index: 1 },
        ],
      },
      {
        parts: [
          { optionIds: ['s1'], accepted: [] },
          { optionIds: [], accepted: [] },
        ],
      },
    );
    const answer = inputs('s1', 'https://media.example/s.webm');
    expect(yourAnswer(speak, answer)).toBe('A | Recording');
    expect(answerAudioUrl(speak, answer)).toBe('https://media.example/s.webm');
    expect(expectedAnswer(speak)).toBe('A | -');
  });

  it('selectandessay: a typed part, then the essay', () => {
    const essay = item(
      'selectandessay',
      {
        Parts: [
          { itemType: 'an', index: 0 },
          { itemType: 'essay', index: 1 },
        ],
      },
      {
        parts: [
          { optionIds: [], accepted: ['yes'] },
          { optionIds: [], accepted: [] },
        ],
      },
    );
    expect(yourAnswer(essay, inputs('yes', 'Because.'))).toBe('yes | Because.');
    expect(yourAnswer(essay, inputs('', ''))).toBe('-');
    expect(expectedAnswer(essay)).toBe('yes | -');
  });
});

describe('results', () => {
  const track = (fields: Partial<StudentTestItem>): StudentTestItem => ({
    itemId: 'item-essay',
    sectionId: 's',
    sectionName: 'Writing',
    questionIndex: 0,
    selectedOptionId: null,
    enteredText: null,
    inputResponses: [],
    trackNumber: 1,
    timeRemaining: null,
    timeTaken: 0,
    marked: false,
    ...fields,
  });

  it('an answered essay without a score awaits its assessment', () => {
    const essay = item('essay');
    const pending = track({ enteredText: 'My essay', isCorrect: null });
    expect(isAwaitingAssessment(essay, pending)).toBe(true);
    expect(resultOf(essay, pending)).toBe('awaiting');
    expect(isAwaitingAssessment(essay, track({ enteredText: 'My essay', isCorrect: true }))).toBe(false);
    expect(resultOf(essay, track({ enteredText: '', isCorrect: null }))).toBe('skipped');
  });

  it('objective items are correct, incorrect or skipped (null)', () => {
    const mcq = item('mcq', { ItemOptionResponse: CAPITALS });
    expect(resultOf(mcq, track({ isCorrect: true }))).toBe('correct');
    expect(resultOf(mcq, track({ isCorrect: false }))).toBe('incorrect');
    expect(resultOf(mcq, track({ selectedOptionId: 'o1', isCorrect: null }))).toBe('skipped');
    expect(resultOf(mcq, undefined)).toBe('skipped');
  });
});

describe('plainText', () => {
  it('drops tags and decodes entities', () => {
    expect(plainText('<p>Fish &amp; chips&nbsp;&#8212; <em>hot</em></p>')).toBe('Fish & chips — hot');
  });
});
