import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../resource/page-title';

/** Every authoring section of the console (CONSOLE.md Authoring, admin), with what each holds. */
const SECTIONS = [
  {
    to: '/console/settings',
    title: 'Settings',
    text: 'Name, brand, colours, logo, sign-up rules and host names.',
  },
  {
    to: '/console/import',
    title: 'Import content',
    text: 'Tests and courses from JSON files, previewed first.',
  },
  { to: '/console/notices', title: 'Notices', text: 'The notice board and notifications, with a schedule.' },
  {
    to: '/console/videos',
    title: 'Dashboard videos',
    text: 'Walkthrough, tips and trending videos per course.',
  },
  {
    to: '/console/live',
    title: 'Live classes',
    text: 'Batch types, batches, classes, recordings and e-books.',
  },
  { to: '/console/products', title: 'Products', text: 'What students buy: prices, validity and courses.' },
  { to: '/console/coupons', title: 'Coupons', text: 'Codes, their validity, limits and what they grant.' },
  { to: '/console/menus', title: 'Menus', text: 'Each course’s menu.' },
  {
    to: '/console/review-decks',
    title: 'Review decks',
    text: 'Word and question cards students review with spaced repetition; import them from CSV.',
  },
  {
    to: '/console/score-meanings',
    title: 'Score meanings',
    text: 'What each exam’s score means (CEFR, CLB, percentiles), with its source.',
  },
  {
    to: '/console/adaptive-tests',
    title: 'Adaptive tests',
    text: 'How multistage and question-by-question tests route students, and their score tables.',
  },
  {
    to: '/console/band-descriptors',
    title: 'Band descriptors',
    text: 'What each band means, beside the bands while your teachers grade.',
  },
  {
    to: '/console/band-estimates',
    title: 'Band estimates',
    text: 'How each written task’s band estimate agrees with your teachers, and whether students see it.',
  },
  { to: '/console/pages', title: 'About us and intro', text: 'The About us pages and the intro steps.' },
] as const;

/** /console/authoring: where an admin finds each part of the portal they can change. */
export function AuthoringPage() {
  return (
    <Stack gap="lg">
      <PageTitle title="Authoring">What your students see, and how your portal works.</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {SECTIONS.map((s) => (
          <Paper component="li" key={s.to} withBorder radius="md" p="md">
            <Anchor component={Link} to={s.to} fw={700}>
              {s.title}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {s.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
