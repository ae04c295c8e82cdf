import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import {
  SECOND_MARKING_NOTE_MAX,
  type SecondMarkingKeep,
  type SecondMarkingView,
} from '@portico/contract/console-second-marking';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { formatDate } from '../../../lib/dates';
import type { EvaluationActs } from '../hooks/use-evaluation-draft';
import { SecondMarkingCompare } from './second-marking-compare';

const STATUS = {
  'awaiting-first': { label: 'Waiting for the first marking', color: 'gray' },
  open: { label: 'Second marking open', color: 'grape' },
  submitted: { label: 'Both markings in', color: 'orange' },
  settled: { label: 'Settled', color: 'teal' },
} as const;

const KEPT = {
  first: 'the first marking',
  second: 'the second marking',
  own: 'grades of their own',
} as const;

/** What the second marking means for this member now, in a sentence or two. */
function statusText(sm: SecondMarkingView, admin: boolean, percent: number): string {
  const why =
    sm.reason === 'sample'
      ? `Picked for a second marking (your school checks ${percent} % of evaluations this way).`
      : `Second marking asked for by ${sm.requestedBy?.name ?? 'a colleague'}${sm.note ? `: “${sm.note}”` : '.'}`;
  if (sm.marking) {
    return `${why} You give the second marking: grade it as your own. The first marker’s grades stay hidden until an administrator settles the two.`;
  }
  switch (sm.status) {
    case 'awaiting-first':
      return `${why} When the grades are complete, send it for a second marking: another teacher grades it without seeing yours.`;
    case 'open':
      return `${why} ${sm.secondBy ? `${sm.secondBy.name} is giving` : 'Waiting for another teacher to give'} the second marking; the first marking is kept as it was sent.`;
    case 'submitted':
      return admin
        ? `${why} Both markings are in: compare them and settle the grades the student gets, then release.`
        : `${why} Both markings are in: an administrator settles the grades the student gets.`;
    default:
      return `Settled by ${sm.settledBy?.name ?? 'an administrator'} on ${formatDate(sm.settledAt)}, keeping ${sm.settledWith ? KEPT[sm.settledWith] : 'the grades shown'}.`;
  }
}

/** An administrator's settling: one of the markings, or the grades on this page. */
function SettleButtons({ acts }: { acts: EvaluationActs }) {
  const busy = acts.secondPending === 'settle';
  const settle = (keep: SecondMarkingKeep) => () => void acts.settle(keep);
  return (
    <Group gap="xs">
      <Button size="sm" variant="default" onClick={settle('first')} disabled={busy}>
        Keep the first marking
      </Button>
      <Button size="sm" variant="default" onClick={settle('second')} disabled={busy}>
        Keep the second marking
      </Button>
      <Button size="sm" onClick={settle('own')} loading={busy}>
        Settle with the grades on this page
      </Button>
    </Group>
  );
}

/**
 * An evaluation's second marking (issue 40, decision 057): why it has one and where it stands, the
 * two markings side by side for an administrator once both are in (and for both markers once
 * settled), and the settling.
 */
export function SecondMarkingPanel({
  detail,
  admin,
  acts,
}: {
  detail: EvaluationDetail;
  admin: boolean;
  acts: EvaluationActs;
}) {
  const sm = detail.secondMarking;
  if (!sm) return null;
  const status = STATUS[sm.status];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="second-marking">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="h4" id="second-marking">
            Second marking
          </Title>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {statusText(sm, admin, detail.grading.secondMarkingPercent)}
        </Text>
        {sm.comparison && (
          <SecondMarkingCompare
            comparison={sm.comparison}
            names={{ first: sm.firstBy?.name ?? 'first', second: sm.secondBy?.name ?? 'second' }}
          />
        )}
        {admin && sm.status === 'submitted' && <SettleButtons acts={acts} />}
      </Stack>
    </Paper>
  );
}

/**
 * Whether this member may ask for a second marking: its teacher (assigned, or who saved its draft)
 * or an administrator, before release, where none is under way.
 */
export function mayAskSecond(detail: EvaluationDetail, member: { id: string; role: string }) {
  const mine = [detail.item.assignee?.id, detail.draftSavedBy?.id].includes(member.id);
  return (
    (member.role === 'admin' || mine) &&
    !detail.secondMarking &&
    detail.item.state !== 'released' &&
    detail.answers.length > 0
  );
}

/**
 * The ask's dialog and its note: opened by its button, or with a note written for the teacher (a
 * grade far from the band estimate, issue 41).
 */
export function useAskSecondDialog() {
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  const open = (prefill?: string) => {
    if (prefill !== undefined) setNote(prefill.slice(0, SECOND_MARKING_NOTE_MAX));
    setOpened(true);
  };
  return { opened, note, setNote, open, close: () => setOpened(false) };
}

export type AskSecondDialog = ReturnType<typeof useAskSecondDialog>;

/** 'Ask for a second marking' (its teacher or an administrator, before release), with why. */
export function AskSecondMarking({
  detail,
  member,
  acts,
  dialog,
}: {
  detail: EvaluationDetail;
  member: { id: string; role: string };
  acts: EvaluationActs;
  dialog: AskSecondDialog;
}) {
  if (!mayAskSecond(detail, member)) return null;
  const busy = acts.secondPending === 'askSecond';
  return (
    <>
      <Button size="xs" variant="default" onClick={() => dialog.open()}>
        Ask for a second marking
      </Button>
      <Dialog opened={dialog.opened} onClose={dialog.close} title="Ask for a second marking?">
        <Stack gap="sm">
          <Text size="sm">
            Another teacher grades it without seeing the first grades; an administrator settles the two before
            the student sees it.
          </Text>
          <Textarea
            label="Why (optional)"
            value={dialog.note}
            maxLength={SECOND_MARKING_NOTE_MAX}
            autosize
            minRows={2}
            onChange={(e) => dialog.setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => acts.askSecond(dialog.note, dialog.close)}>
              Ask
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
