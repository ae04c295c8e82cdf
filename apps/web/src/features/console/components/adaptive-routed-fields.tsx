import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { RoutedSectionView } from '@portico/contract/console-adaptive';
import { parseTable, type RoutedDraft } from '../utils/adaptive-drafts';

const RULES = [
  { value: 'raw-threshold', label: 'Questions right in the routing module' },
  { value: 'theta-threshold', label: 'Ability estimate from the routing module' },
];

/**
 * A routed module's settings (issue 43, decision 063): what sends a student to the harder module
 * (questions right, or the ability estimate, at or above the threshold) and each route's raw→scaled
 * table, one 'raw, scaled' line per raw score.
 */
export function RoutedFields({
  section,
  draft,
  onDraft,
}: {
  section: RoutedSectionView;
  draft: RoutedDraft;
  onDraft: (next: RoutedDraft) => void;
}) {
  const raw = draft.kind === 'raw-threshold';
  const { scale } = section;
  const tableHelp = `One line per raw score (questions right in both modules): “raw, scaled”${
    scale ? `, on the ${scale.label} scale (${scale.min}–${scale.max} by ${scale.step})` : ''
  }. Empty: the ${section.referenceType} table of the test scores this route.`;
  return (
    <Stack gap="md">
      <Text size="sm">
        Routed from <strong>{section.from.title}</strong> ({section.from.questions} questions). The easier
        module has {section.questions.easier} questions, the harder {section.questions.harder}. So far{' '}
        {section.attempts.easier} attempts went the easier way and {section.attempts.harder} the harder way.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Route by"
          data={RULES}
          value={draft.kind}
          onChange={(e) => onDraft({ ...draft, kind: e.currentTarget.value as RoutedDraft['kind'] })}
        />
        <NumberInput
          label="Harder module from"
          description={
            raw
              ? `At least this many right of ${section.from.questions} goes to the harder module`
              : 'An ability (θ, −4 to 4) at least this goes to the harder module'
          }
          value={draft.threshold}
          onChange={(v) => onDraft({ ...draft, threshold: v })}
          min={raw ? 0 : -4}
          max={raw ? section.from.questions : 4}
          step={raw ? 1 : 0.1}
          decimalScale={raw ? 0 : 2}
          allowNegative={!raw}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['easier', 'harder'] as const).map((route) => (
          <Textarea
            key={route}
            label={route === 'easier' ? 'Easier route’s table' : 'Harder route’s table'}
            description={tableHelp}
            autosize
            minRows={4}
            maxRows={14}
            value={draft[route]}
            error={parseTable(draft[route]).error}
            onChange={(e) => onDraft({ ...draft, [route]: e.currentTarget.value })}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
