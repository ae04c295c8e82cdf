import { Box } from '@mantine/core';
import type { AnswerResult } from '@portico/contract/answers';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons';

const RESULTS: Record<AnswerResult, { title: string; colour: string; path: ReactNode }> = {
  correct: { title: 'Correct', colour: 'green.8', path: <path d="m8 12 3 3 5-6" /> },
  incorrect: { title: 'Incorrect', colour: 'red.8', path: <path d="m9 9 6 6M15 9l-6 6" /> },
  skipped: { title: 'Skipped', colour: 'gray.7', path: <path d="M8 12h8" /> },
  awaiting: { title: 'Awaiting evaluation', colour: 'orange.9', path: <path d="M12 7v5l3 2" /> },
};

/** spec 3 §2: the result icon, titled Correct / Incorrect / Skipped, with the same text for screen readers. */
export function ResultIcon({ result }: { result: AnswerResult }) {
  // The spec's Duolingo and CELPIP reports spell it 'InCorrect': 'Incorrect' everywhere (decision 045).
  const { title, colour, path } = RESULTS[result];
  return (
    <Box component="span" title={title} c={colour} display="inline-flex" data-result={result}>
      <Icon size={22}>
        <circle cx="12" cy="12" r="9" />
        {path}
      </Icon>
      <span className="visually-hidden">{title}</span>
    </Box>
  );
}
