import { Checkbox, NumberInput, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ItemSectionView, PoolItem } from '@portico/contract/console-adaptive';
import { type PoolDraft, poolTopics } from '../utils/adaptive-drafts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const fixed = (n: number, digits = 2) => n.toFixed(digits).replace(/^-/, '−');

/**
 * An item-by-item section's settings (issue 43, decision 064): its length, the randomesque pick
 * among the most informative questions, the exposure cap and the share of each topic.
 */
export function PoolFields({
  section,
  draft,
  onDraft,
}: {
  section: ItemSectionView;
  draft: PoolDraft;
  onDraft: (next: PoolDraft) => void;
}) {
  const { scale } = section;
  return (
    <Stack gap="md">
      <Text size="sm">
        Question by question from a pool of {section.items.length}. The score is {scale.intercept} +{' '}
        {scale.slope} × ability, from {scale.min} to {scale.max} by {scale.step}.{' '}
        {section.attempts === 0
          ? 'No attempt has begun it yet'
          : `${plural(section.attempts, 'attempt')} ${section.attempts === 1 ? 'has' : 'have'} begun it`}
        ;{' '}
        {section.poolVersion === null
          ? 'the questions’ difficulties are the authored ones (too few answers to re-estimate yet).'
          : `difficulties are re-estimated from students’ answers (calibration ${section.poolVersion}).`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Questions per attempt"
          value={draft.length}
          onChange={(v) => onDraft({ ...draft, length: v })}
          min={1}
          max={section.items.length}
          allowDecimal={false}
        />
        <NumberInput
          label="Pick among the most informative"
          description="A random one of this many, so students do not all see the same questions"
          value={draft.topK}
          onChange={(v) => onDraft({ ...draft, topK: v })}
          min={1}
          max={20}
          allowDecimal={false}
        />
        <NumberInput
          label="Exposure cap (%)"
          description="A question is served in at most this share of attempts; empty: no cap"
          value={draft.maxExposure}
          onChange={(v) => onDraft({ ...draft, maxExposure: v })}
          min={1}
          max={100}
          suffix=" %"
        />
      </SimpleGrid>
      <Checkbox
        label="Balance the topics"
        checked={draft.balance}
        onChange={(e) => onDraft({ ...draft, balance: e.currentTarget.checked })}
      />
      {draft.balance && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {poolTopics(section).map((topic) => (
            <NumberInput
              key={topic}
              label={topic || 'No topic'}
              value={draft.shares[topic] ?? 0}
              onChange={(v) => onDraft({ ...draft, shares: { ...draft.shares, [topic]: v } })}
              min={0}
              max={100}
              suffix=" %"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The pool: each question's topic, difficulty as authored and as re-estimated, and how often served. */
export function PoolTable({ items, attempts }: { items: PoolItem[]; attempts: number }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped withTableBorder fz="sm" miw={560}>
        <Table.Caption>
          The pool’s questions. Difficulty b and discrimination a on the logistic scale.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Question</Table.Th>
            <Table.Th scope="col">Topic</Table.Th>
            <Table.Th scope="col">Authored b (a)</Table.Th>
            <Table.Th scope="col">Re-estimated b ± SE</Table.Th>
            <Table.Th scope="col">Served</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.key}</Table.Td>
              <Table.Td>{item.topic || '—'}</Table.Td>
              <Table.Td>
                {fixed(item.authored.b)} ({fixed(item.authored.a)})
              </Table.Td>
              <Table.Td>
                {item.calibrated?.estimated
                  ? `${fixed(item.calibrated.b)}${item.calibrated.seB === null ? '' : ` ± ${fixed(item.calibrated.seB)}`} (${plural(item.calibrated.responses, 'answer')})`
                  : item.calibrated
                    ? `authored kept (${plural(item.calibrated.responses, 'answer')})`
                    : '—'}
              </Table.Td>
              <Table.Td>
                {item.served}
                {attempts > 0 ? ` (${Math.round((item.served / attempts) * 100)} %)` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
