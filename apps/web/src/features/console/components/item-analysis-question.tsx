import { Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ITEM_FLAG_WORDS, type ItemAnalysis } from '@portico/contract/console-item-analysis';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { FigureList } from './figure-list';
import classes from './item-analysis.module.css';
import { index, percent, problemFlags, seconds, signedPercent } from './item-analysis-figures';

interface QuestionProps {
  item: ItemAnalysis;
  /** An admin's retiring and restoring; null for a teacher, who reads only. */
  onRetire: ((item: ItemAnalysis) => void) | null;
  /** Where an admin edits the question (null: the reader may not). */
  editTo: string | null;
}

/** A question's figures as a list of named values, several a row. */
function QuestionFigures({ item }: { item: ItemAnalysis }) {
  const figures = [
    { label: 'Attempts', value: String(item.attempts) },
    { label: 'Facility', value: percent(item.facility) },
    { label: 'Discrimination', value: index(item.discrimination) },
    { label: 'Upper−lower 27 %', value: index(item.upperLower) },
    { label: 'Efficiency', value: signedPercent(item.efficiency) },
    { label: 'Mean time', value: seconds(item.meanSeconds) },
  ];
  return <FigureList figures={figures} />;
}

type Option = NonNullable<ItemAnalysis['options']>[number];

/** Each option of a choice question: chosen by how many, and by the strongest and weakest thirds. */
function OptionShares({ item }: { item: ItemAnalysis }) {
  return (
    // Scrolled sideways on a narrow phone: a focusable region, so a keyboard can scroll it too.
    <Table.ScrollContainer
      minWidth={320}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`Question ${item.number}: options`}
    >
      <DataTable<Option>
        aria-label={`Question ${item.number}: how often each option was chosen`}
        className={classes.optionsTable}
        fz="sm"
        verticalSpacing={4}
        rows={item.options ?? []}
        rowKey={(o) => o.id}
        columns={[
          {
            header: 'Option',
            rowHeader: true,
            cell: (o) => (
              <>
                {o.label}
                {o.key && (
                  <Badge ml="xs" size="sm" variant="light" color="teal">
                    Key
                  </Badge>
                )}
              </>
            ),
          },
          {
            header: 'Chosen',
            cell: (o) => `${o.count} (${percent(o.share)})`,
            style: { whiteSpace: 'nowrap' },
          },
          { header: 'Strongest third', cell: (o) => percent(o.strong) },
          { header: 'Weakest third', cell: (o) => percent(o.weak) },
        ]}
      />
    </Table.ScrollContainer>
  );
}

/**
 * One question of the test: its text, its figures, what looks broken about it in words, its options'
 * shares, and for an admin a link to edit it and the act of retiring it (or bringing it back).
 */
export function ItemAnalysisQuestion({ item, onRetire, editTo }: QuestionProps) {
  const id = `question-${item.id}`;
  const problems = problemFlags(item.flags);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={3} fz="md" id={id}>
              Question {item.number}
              <Text component="span" size="sm" c="gray.7" fw={400}>
                {` · ${item.section} · ${item.type} · ${item.key}`}
              </Text>
            </Title>
            <Text size="sm" className={classes.questionText}>
              {item.text || 'No text'}
            </Text>
          </Stack>
          <Group gap="xs">
            {item.retired && (
              <Badge color="gray" variant="filled">
                Retired
              </Badge>
            )}
            {problems.length > 0 && (
              <Badge color="red.9" variant="outline">
                Flagged
              </Badge>
            )}
            {editTo && (
              <Button
                component={Link}
                to={editTo}
                size="xs"
                variant="light"
                aria-label={`Edit question ${item.number}`}
              >
                Edit
              </Button>
            )}
            {onRetire && (
              <Button
                size="xs"
                variant={item.retired ? 'default' : 'light'}
                // The visible word first, then which question (WCAG 2.5.3 Label in Name).
                aria-label={`${item.retired ? 'Restore' : 'Retire'} question ${item.number}`}
                onClick={() => onRetire(item)}
              >
                {item.retired ? 'Restore' : 'Retire'}
              </Button>
            )}
          </Group>
        </Group>
        <QuestionFigures item={item} />
        {item.flags.length > 0 && (
          <List size="sm" spacing={2} aria-label={`Question ${item.number}: what the figures say`}>
            {item.flags.map((flag) => (
              <List.Item key={flag} c={flag === 'few-attempts' ? 'gray.7' : 'red.9'}>
                {ITEM_FLAG_WORDS[flag]}
              </List.Item>
            ))}
          </List>
        )}
        {item.options && item.options.length > 0 && <OptionShares item={item} />}
      </Stack>
    </Paper>
  );
}
