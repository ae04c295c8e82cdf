import { Button, Loader, Paper } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useRef, useState } from 'react';
import { deferredView } from '../items/deferred-view';
import { sectionTools, TRANSFERABLE_TYPES } from '../runner/profile';
import type { RunnerQuestion } from '../runner/restore';
import type * as Calculator from './calculator-panel';
import type * as Reference from './reference-sheet';
import type * as Review from './review-screen';

// The SAT's reference sheet and GRE's Review screen are dialogs (Mantine's Modal, a table): their
// code comes after the first question (deferred-view.ts); closed, they show nothing until then.
const ReferenceSheet = deferredView<ComponentProps<typeof Reference.ReferenceSheet>>(
  () => import('./reference-sheet').then((m) => m.ReferenceSheet),
  () => null,
);
const ReviewScreen = deferredView<ComponentProps<typeof Review.ReviewScreen>>(
  () => import('./review-screen').then((m) => m.ReviewScreen),
  () => null,
);

// GRE Quant's four-function calculator comes after the first question too; opened before then, its
// panel shows a loader until it arrives.
const CalculatorPanel = deferredView<ComponentProps<typeof Calculator.CalculatorPanel>>(
  () => import('./calculator-panel').then((m) => m.CalculatorPanel),
  () => (
    <Paper withBorder p="sm">
      <Loader size="sm" aria-label="Loading the calculator" />
    </Paper>
  ),
);

// SAT Math's graphing calculator and its plotting library load only when a student opens it.
const GraphingCalculator = lazy(() => import('./graphing-calculator'));

interface ProfileToolsInput {
  testTemplate: string;
  question: RunnerQuestion | undefined;
  /** The questions of the section shown. */
  sectionQuestions: readonly RunnerQuestion[];
  answered: (itemId: string) => boolean;
  marked: (itemId: string) => boolean;
  /** Transfer Display: fills the question shown (a numeric entry). */
  onTransfer: (display: string) => void;
  onGo: (question: RunnerQuestion) => void;
}

/**
 * The tools the exam's profile gives the section shown (runner/profile.ts): the calculator (GRE
 * Quant's four-function one, SAT Math's graphing one) and GRE's Review screen. `header` holds their
 * buttons, `panel` the calculator beside the question, `dialog` the Review screen; each null where
 * the profile has none.
 */
export function useProfileTools(input: ProfileToolsInput) {
  const { question } = input;
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [referenceOpen, setReferenceOpen] = useState(false);
  const calculatorRef = useRef<HTMLButtonElement>(null);
  const tools = sectionTools(input.testTemplate, question?.section.ReferenceType ?? '');
  const transferable = TRANSFERABLE_TYPES.includes((question?.item.ItemType ?? '').toLowerCase());
  const closeCalculator = () => {
    setCalculatorOpen(false);
    // Keyboard users carry on from where they opened it.
    calculatorRef.current?.focus();
  };
  return {
    header: (
      <>
        {tools.reviewScreen && (
          <Button variant="default" aria-haspopup="dialog" onClick={() => setReviewOpen(true)}>
            Review
          </Button>
        )}
        {tools.referenceSheet && (
          <Button variant="default" aria-haspopup="dialog" onClick={() => setReferenceOpen(true)}>
            Reference
          </Button>
        )}
        {tools.calculator && (
          <Button
            ref={calculatorRef}
            variant="default"
            aria-pressed={calculatorOpen}
            onClick={() => setCalculatorOpen((o) => !o)}
          >
            Calculator
          </Button>
        )}
      </>
    ),
    panel: !calculatorOpen ? null : tools.calculator === 'graphing' ? (
      <Suspense
        fallback={
          <Paper withBorder p="sm">
            <Loader size="sm" aria-label="Loading the graphing calculator" />
          </Paper>
        }
      >
        <GraphingCalculator onClose={closeCalculator} />
      </Suspense>
    ) : tools.calculator === 'four-function' ? (
      <CalculatorPanel onTransfer={transferable ? input.onTransfer : undefined} onClose={closeCalculator} />
    ) : null,
    dialog: tools.referenceSheet ? (
      <ReferenceSheet opened={referenceOpen} onClose={() => setReferenceOpen(false)} />
    ) : tools.reviewScreen ? (
      <ReviewScreen
        opened={reviewOpen}
        questions={input.sectionQuestions}
        answered={input.answered}
        marked={input.marked}
        currentItemId={question?.item.ItemID ?? ''}
        onGo={(q) => {
          setReviewOpen(false);
          input.onGo(q);
        }}
        onClose={() => setReviewOpen(false)}
      />
    ) : null,
  };
}
