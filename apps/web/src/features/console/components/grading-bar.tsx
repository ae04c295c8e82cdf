import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';
import type { FinishAct } from '../hooks/use-evaluation-draft';
import classes from './grading-bar.module.css';

interface Props {
  /** Criteria not given yet, 'Question 2 (Writing): Task Response'. */
  missing: string[];
  saving: boolean;
  releasing: boolean;
  /** A newer draft is on the server: nothing is saved or released from this page until it is loaded. */
  stopped: boolean;
  /** The autosave's state beside the buttons. */
  status: ReactNode;
  confirming: boolean;
  setConfirming: (open: boolean) => void;
  /** The next attempt waiting, for 'Release and open next'. */
  hasNext: boolean;
  onSave: () => void;
  onRelease: (openNext: boolean) => void;
  onShortcuts: () => void;
  /**
   * 'mark': the school reviews first, and this teacher sends it for review instead of releasing;
   * 'first': picked for a second marking, the teacher sends it for one; 'second': the second marker sends theirs.
   */
  finish: Finish;
  /** An administrator where the school reviews first: mark it reviewed without releasing. */
  onReview?: () => void;
  reviewing?: boolean;
}

/**
 * The workspace's foot, always on screen: Save draft (the draft also saves itself as the teacher
 * types), Release behind a confirmation that can go straight on to the next attempt, and the
 * keyboard shortcuts.
 */
export function GradingBar(props: Props) {
  const { saving, releasing, stopped, status } = props;
  return (
    <div className={classes.bar}>
      <Group gap="xs">
        <Button variant="default" onClick={props.onSave} loading={saving} disabled={releasing || stopped}>
          Save draft
        </Button>
        {props.onReview && (
          <Button
            variant="default"
            onClick={props.onReview}
            loading={props.reviewing}
            disabled={saving || releasing || stopped || props.missing.length > 0}
          >
            Mark reviewed
          </Button>
        )}
        <Button onClick={() => props.setConfirming(true)} disabled={saving || releasing || stopped}>
          {FINISH[props.finish].button}
        </Button>
        {status}
      </Group>
      <Button variant="subtle" size="compact-sm" visibleFrom="sm" onClick={props.onShortcuts}>
        Keyboard shortcuts (?)
      </Button>
      <ReleaseDialog {...props} />
    </div>
  );
}

/**
 * How a finished evaluation leaves the page: its button, confirmation ('Release this evaluation?':
 * refused while a criterion is missing; Enter confirms, and can open the next), the act it sends,
 * and what the workspace says once done.
 */
export const FINISH = {
  release: {
    button: 'Release to the student',
    title: 'Release this evaluation?',
    text: 'The student will see the bands, comments and audio feedback in the report and get a mail. Once released, it can be corrected only with a reason the student is told.',
    act: 'Release',
    kind: 'release',
    done: 'Released',
  },
  mark: {
    button: 'Send for review',
    title: 'Send this evaluation for review?',
    text: 'An administrator reviews it before the student sees it; until then you can still change it.',
    act: 'Send for review',
    kind: 'mark',
    done: 'Sent for review',
  },
  first: {
    button: 'Send for a second marking',
    title: 'Send it for a second marking?',
    text: 'Another teacher grades it without seeing your grades; an administrator settles the two before the student sees it. Your grades are kept as you send them.',
    act: 'Send',
    kind: 'mark',
    done: 'Sent for a second marking',
  },
  second: {
    button: 'Send my second marking',
    title: 'Send your second marking?',
    text: 'An administrator compares it with the first marking and settles the grades the student gets. You cannot change it once sent.',
    act: 'Send',
    kind: 'secondSubmit',
    done: 'Second marking sent',
  },
} as const satisfies Record<string, { kind: FinishAct } & Record<string, string>>;
export type Finish = keyof typeof FINISH;

function ReleaseDialog(props: Props) {
  const { missing, saving, releasing, confirming, setConfirming, hasNext, onRelease } = props;
  const words = FINISH[props.finish];
  const close = () => setConfirming(false);
  const release = (openNext: boolean) => {
    onRelease(openNext);
    close();
  };
  const blocked = missing.length > 0;
  return (
    <Dialog opened={confirming} onClose={close} title={words.title}>
      <Stack gap="sm">
        {blocked ? (
          <Text size="sm">Some criteria are not given yet: {missing.join('; ')}.</Text>
        ) : (
          <Text size="sm">{words.text}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            variant={hasNext ? 'default' : 'filled'}
            loading={releasing}
            disabled={blocked || saving}
            data-autofocus={hasNext || blocked ? undefined : true}
            onClick={() => release(false)}
          >
            {words.act}
          </Button>
          {hasNext && (
            <Button
              loading={releasing}
              disabled={blocked || saving}
              data-autofocus={blocked ? undefined : true}
              onClick={() => release(true)}
            >
              {words.act} and open next
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
