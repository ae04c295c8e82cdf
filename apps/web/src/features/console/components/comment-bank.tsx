import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { bankFor, COMMENT_BANK_TEXT_MAX_LENGTH } from '@portico/contract/comment-bank';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CrossIcon } from '../../../components/icons';
import { commentBankQuery, useCommentBankAction } from '../api/grading-aids';

const ANY = '';

interface Props {
  /** The answer's criteria, by name: the bank's comments for them come first. */
  criteria: string[];
  /** What the comment field holds now: the words 'Keep' offers to keep. */
  current: string;
  /** A kept comment chosen: added to the field. */
  onPick: (text: string) => void;
  label: string;
}

/**
 * The teacher's comment bank beside a comment field (issue 40): their kept comments for this
 * answer's criteria and for any answer, one click to add; and the field's words kept for next time.
 */
export function CommentBank({ criteria, current, onPick, label }: Props) {
  const [opened, setOpened] = useState(false);
  const bank = useQuery({ ...commentBankQuery, enabled: opened });
  const act = useCommentBankAction();
  const [keep, setKeep] = useState<{ criterion: string; text: string } | null>(null);
  const groups = bankFor(bank.data?.entries ?? [], criteria);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      trapFocus
      shadow="md"
      hideDetached={false}
    >
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpened((o) => !o)}>
          Comment bank<span className="visually-hidden"> for {label}</span>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {keep ? (
            <KeepForm
              keep={keep}
              criteria={criteria}
              busy={act.isPending}
              error={act.error?.message}
              onChange={setKeep}
              onCancel={() => setKeep(null)}
              onSave={() =>
                act.mutate(
                  { kind: 'add', body: { criterion: keep.criterion || null, text: keep.text } },
                  { onSuccess: () => setKeep(null) },
                )
              }
            />
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setKeep({ criterion: ANY, text: current.trim() })}
            >
              Keep a comment…
            </Button>
          )}
          {bank.isPending ? (
            <Text size="sm">Loading your comments…</Text>
          ) : groups.length === 0 ? (
            <Text size="sm" c="gray.7">
              Your bank is empty. Keep the comments you write again and again, per criterion.
            </Text>
          ) : (
            <BankList
              groups={groups}
              onPick={(text) => {
                onPick(text);
                setOpened(false);
              }}
              onRemove={(id) => act.mutate({ kind: 'remove', id })}
            />
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function KeepForm({
  keep,
  criteria,
  busy,
  error,
  onChange,
  onCancel,
  onSave,
}: {
  keep: { criterion: string; text: string };
  criteria: string[];
  busy: boolean;
  error: string | undefined;
  onChange: (k: { criterion: string; text: string }) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <Stack gap={6}>
      <NativeSelect
        label="For"
        size="xs"
        data={[{ value: ANY, label: 'Any answer' }, ...criteria.map((c) => ({ value: c, label: c }))]}
        value={keep.criterion}
        onChange={(e) => onChange({ ...keep, criterion: e.currentTarget.value })}
      />
      <Textarea
        label="Comment to keep"
        size="xs"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={COMMENT_BANK_TEXT_MAX_LENGTH}
        value={keep.text}
        onChange={(e) => onChange({ ...keep, text: e.currentTarget.value })}
        error={error}
      />
      <Group gap="xs">
        <Button size="compact-sm" onClick={onSave} loading={busy} disabled={!keep.text.trim()}>
          Keep
        </Button>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/** The kept comments, by criterion: each one click to add, and removable. */
function BankList({
  groups,
  onPick,
  onRemove,
}: {
  groups: ReturnType<typeof bankFor>;
  onPick: (text: string) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      {groups.map((g) => (
        <Stack key={g.label ?? ANY} gap={2} mb="xs">
          <Text size="xs" fw={700} c="gray.7">
            {g.label ?? 'Any answer'}
          </Text>
          {g.entries.map((e) => (
            <Group key={e.id} gap={4} wrap="nowrap" align="flex-start">
              <Button
                variant="default"
                size="compact-sm"
                styles={{
                  root: { height: 'auto', flex: 1 },
                  label: { whiteSpace: 'normal', textAlign: 'left', padding: '4px 0' },
                }}
                onClick={() => onPick(e.text)}
              >
                {e.text}
              </Button>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove from your bank: ${e.text.slice(0, 60)}`}
                onClick={() => onRemove(e.id)}
              >
                <CrossIcon />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ))}
    </ScrollArea.Autosize>
  );
}
