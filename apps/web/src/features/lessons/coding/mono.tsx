import { Text } from '@mantine/core';

/** Program text (input, output, compiler messages): monospace, every space and line kept. */
export function Mono({ text }: { text: string }) {
  return (
    <Text
      component="pre"
      ff="monospace"
      fz="sm"
      m={0}
      px="xs"
      py={4}
      bg="var(--mantine-color-default-hover)"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {text === '' ? (
        <Text span c="dimmed" fs="italic" fz="sm">
          (empty)
        </Text>
      ) : (
        text
      )}
    </Text>
  );
}
