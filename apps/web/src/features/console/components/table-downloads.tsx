import { Button, Group, Text } from '@mantine/core';

/**
 * A table's downloads (issue 45 part 3): 'Download CSV' and 'Download XLSX' after a line saying what
 * they hold; `href` gives each format's address (the server sends the file as an attachment).
 */
export function TableDownloads({ label, href }: { label: string; href: (format: 'csv' | 'xlsx') => string }) {
  return (
    <Group gap="xs">
      <Text size="sm">{label}</Text>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} component="a" href={href(format)} download size="xs" variant="default">
          {format === 'csv' ? 'Download CSV' : 'Download XLSX'}
        </Button>
      ))}
    </Group>
  );
}
