import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { GuideCard } from '@portico/contract/dashboard';
import { Link } from 'react-router';
import { TEXTS } from '../texts';

/** spec 1 §2 banner cards: Test Your English (unless disabled) and the Guide to … cards. */
export function BannerCards({
  guideCards,
  showTestYourEnglish,
}: {
  guideCards: GuideCard[];
  showTestYourEnglish: boolean;
}) {
  if (!showTestYourEnglish && guideCards.length === 0) return null;
  return (
    <SimpleGrid
      cols={{ base: 2, md: 3, lg: Math.min(6, guideCards.length + (showTestYourEnglish ? 1 : 0)) }}
      spacing="md"
    >
      {showTestYourEnglish && (
        <Paper
          component={Link}
          to="/test-your-english"
          radius="lg"
          p="md"
          bg="var(--mantine-primary-color-filled)"
          c="var(--mantine-primary-color-contrast)"
          style={{ textDecoration: 'none' }}
        >
          <Stack gap={4}>
            <Text fw={700}>{TEXTS.testYourEnglish}</Text>
            <Text size="sm" visibleFrom="sm">
              {TEXTS.testYourEnglishBody}
            </Text>
          </Stack>
        </Paper>
      )}
      {guideCards.map((g) => (
        <Paper key={g.title} withBorder radius="lg" p="md">
          <Stack gap={4}>
            {g.image && <ThemeIcon variant="light" size="lg" radius="md" />}
            <Anchor href={g.url} target="_blank" rel="noopener noreferrer" fw={700} c="inherit">
              {g.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Anchor>
            {g.description && (
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {g.description}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
