import { List, Text } from '@mantine/core';

export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A QTI report's list under its heading (items left out, notes), each line once; nothing when empty. */
export function ReportLines({ title, lines }: { title: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {[...new Set(lines)].map((line) => (
          <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
