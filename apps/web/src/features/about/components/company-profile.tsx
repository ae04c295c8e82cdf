import { Avatar, Badge, Box, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AboutPerson, AboutProfile } from '@portico/contract/about';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/icons';
import classes from './company-profile.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} id={id} fz={{ base: 22, sm: 26 }} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function PersonCard({ person }: { person: AboutPerson }) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack align="center" gap="xs" ta="center">
        <Avatar
          src={person.image || null}
          alt={person.name}
          size={88}
          radius={999}
          color="brand"
          variant="filled"
        >
          {initials(person.name)}
        </Avatar>
        <Title order={3} fz="lg">
          {person.name}
        </Title>
        <Badge variant="light" color="brand" radius="sm" className={classes.badge}>
          {person.title}
        </Badge>
        {person.bio && (
          <Text size="sm" c="dimmed">
            {person.bio}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function People({ id, title, people }: { id: string; title: string; people: AboutPerson[] }) {
  if (people.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {people.map((p) => (
          <PersonCard key={`${p.name}-${p.title}`} person={p} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Features({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: { title: string; description: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {items.map((item) => (
          <Card key={item.title} withBorder radius="lg" padding="lg" className={classes.card}>
            <Stack gap={6}>
              <Title order={3} fz="md">
                {item.title}
              </Title>
              <Text size="sm" c="dimmed">
                {item.description}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** spec 1 §2 About us with enableNewPage: the fixed company profile page. */
export function CompanyProfile({ profile, companyName }: { profile: AboutProfile; companyName: string }) {
  return (
    <Stack gap={48}>
      <Box className={classes.hero} p={{ base: 'lg', sm: 48 }}>
        <Stack gap="sm" maw={720}>
          <Text tt="uppercase" fw={700} size="xs" className={classes.eyebrow}>
            About {companyName}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            {profile.headline || companyName}
          </Title>
          {profile.summary && (
            <Text fz={{ base: 'md', sm: 'lg' }} className={classes.summary}>
              {profile.summary}
            </Text>
          )}
        </Stack>
      </Box>

      <People id="about-founders" title="Our founders" people={profile.founders} />

      {profile.certifications.length > 0 && (
        <Section id="about-certifications" title="Certifications">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {profile.certifications.map((c) => (
              <Card key={c.title} withBorder radius="lg" padding="md" className={classes.card}>
                <Box className={classes.certification}>
                  <ThemeIcon variant="light" color="brand" radius="xl" size={36} aria-hidden="true">
                    <CheckIcon size={18} />
                  </ThemeIcon>
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>{c.title}</Text>
                    {(c.issuer || c.year) && (
                      <Text size="sm" c="dimmed">
                        {[c.issuer, c.year].filter(Boolean).join(' · ')}
                      </Text>
                    )}
                  </Stack>
                </Box>
              </Card>
            ))}
          </SimpleGrid>
        </Section>
      )}

      <Features id="about-services" title="What we offer" items={profile.services} />
      <Features id="about-differentiators" title="Why students choose us" items={profile.differentiators} />
      <People id="about-directors" title="Our directors" people={profile.directors} />
    </Stack>
  );
}
