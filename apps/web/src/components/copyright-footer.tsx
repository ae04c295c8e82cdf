import { Box, Text } from '@mantine/core';
import { useCompany } from '../lib/company-context';

/** spec 3 §2: a footer shows the copyright text from configuration. */
export function CopyrightFooter({ className }: { className?: string }) {
  const { copyRight } = useCompany();
  return (
    <Box component="footer" py="md" px="lg" className={className}>
      <Text size="sm" c="dimmed" ta="center">
        {copyRight}
      </Text>
    </Box>
  );
}
