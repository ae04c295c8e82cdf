import { Stack, Table, Text, Title } from '@mantine/core';
import type { CodingContent } from '@portico/contract/coding';
import { HtmlContent } from '../../../components/html-content';
import { Mono } from './mono';
import { CODING_TEXTS } from './texts';

/** spec 2 §4 Coding: the task, the test cases the student may see, and how many are hidden. */
export function ExerciseTask({ content, showTitle }: { content: CodingContent; showTitle: boolean }) {
  return (
    <Stack gap="sm">
      {showTitle && (
        <Title order={3} fz="md">
          {content.title}
        </Title>
      )}
      <HtmlContent html={content.content} />
      {content.testCases.length > 0 && (
        <Table withTableBorder layout="fixed" aria-label={CODING_TEXTS.testCases}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{CODING_TEXTS.input}</Table.Th>
              <Table.Th scope="col">{CODING_TEXTS.expected}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {content.testCases.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: test cases have no id and never reorder.
              <Table.Tr key={i}>
                <Table.Td>
                  <Mono text={c.input} />
                </Table.Td>
                <Table.Td>
                  <Mono text={c.output} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {content.hiddenCases > 0 && (
        <Text size="sm" c="dimmed">
          {CODING_TEXTS.hidden(content.hiddenCases)}
        </Text>
      )}
    </Stack>
  );
}
