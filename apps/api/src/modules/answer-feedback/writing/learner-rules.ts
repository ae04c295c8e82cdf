import type { FeedbackMark } from '@portico/contract/answer-feedback';

/**
 * Errors learners of English make often that Harper does not look for (decision 058): measured on
 * twelve common learner errors, Harper found four; these rules find the most frequent of the rest.
 * Each is narrow on purpose — a word list, not a parse — so that it marks nothing in correct
 * English (the clean paragraphs of labelled-essays.ts stay unmarked).
 */

type Rule = {
  pattern: RegExp;
  message: string;
  fix: (m: RegExpExecArray) => string;
  at?: (m: RegExpExecArray) => { start: number; end: number };
};

/** Verbs learners give an -s after a plural subject ('people believes'), as the -s form. */
const VERBS_S =
  'believes|thinks|says|wants|needs|likes|prefers|agrees|feels|knows|lives|works|uses|spends|goes|worries|hopes|helps|gives|takes|comes|becomes|makes|gets|has|does|tries|seems|wishes|plays|studies|travels|buys|pays|chooses|argues|claims';
const PLURAL_SUBJECTS = 'people|children|students|parents|they|we|governments|companies|adults|teenagers';
/** Plural determiners after which 'there is' should be 'there are'. */
const PLURAL_AFTER = 'many|several|two|three|four|five|numerous|various|some people|few';

const base = (verb: string) => {
  if (verb === 'has') return 'have';
  if (verb === 'does') return 'do';
  if (verb === 'goes') return 'go';
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
};

const RULES: Rule[] = [
  {
    // 'I am agree' — agree is a verb, not an adjective.
    pattern: /\b(am|is|are|was|were)\s+(agree|disagree)\b/gi,
    message: '“Agree” is a verb: “I agree”, not “I am agree”.',
    fix: (m) => m[2] ?? '',
  },
  {
    pattern: new RegExp(`\\b(there)\\s+(is|was)\\s+(?=(?:${PLURAL_AFTER})\\b)`, 'gi'),
    message: 'A plural follows: “there are” (or “there were”).',
    fix: (m) => `${m[1]} ${m[2]?.toLowerCase() === 'was' ? 'were' : 'are'}`,
    at: (m) => ({ start: m.index, end: m.index + m[0].trimEnd().length }),
  },
  {
    // Not where the plural is inside a singular subject: 'the number of students has', 'one of them is'.
    pattern: new RegExp(
      `(?<!\\b(?:number|one|each|none|neither|either|every one|the rest)\\s+of\\s+(?:the\\s+|these\\s+|those\\s+|my\\s+|our\\s+|their\\s+)?)\\b(${PLURAL_SUBJECTS})\\s+(${VERBS_S})\\b`,
      'gi',
    ),
    message: 'The verb agrees with a plural subject: no -s.',
    fix: (m) => `${m[1]} ${base((m[2] ?? '').toLowerCase())}`,
  },
  {
    // 'The number of students have' — the subject is 'the number'.
    pattern: /\b(the number of\s+\w+)\s+(have|are|were)\b/gi,
    message: 'The subject is “the number”, which is singular.',
    fix: (m) => `${m[1]} ${{ have: 'has', are: 'is', were: 'was' }[(m[2] ?? '').toLowerCase()] ?? m[2]}`,
  },
  {
    // 'If I will have time' — the present after 'if' for the future.
    pattern: /\b(if\s+(?:i|you|we|they)\s+)will\s+(\w+)/gi,
    message: 'After “if”, use the present for the future: “if I have time”.',
    fix: (m) => `${m[1]}${m[2]}`,
  },
];

/** The learner errors of the text, each with its span and a suggestion. */
export function learnerMistakes(text: string): FeedbackMark[] {
  const marks: FeedbackMark[] = [];
  for (const rule of RULES) {
    for (const m of text.matchAll(rule.pattern)) {
      const match = m as RegExpExecArray;
      const span = rule.at?.(match) ?? { start: match.index, end: match.index + match[0].length };
      marks.push({
        ...span,
        quote: text.slice(span.start, span.end),
        kind: 'grammar',
        message: rule.message,
        suggestions: [rule.fix(match)],
      });
    }
  }
  return marks;
}
