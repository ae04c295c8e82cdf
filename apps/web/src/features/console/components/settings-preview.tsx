import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { brandPalette } from '../../../lib/brand-theme';
import classes from './settings-preview.module.css';

interface PreviewProps {
  companyName: string;
  shortName: string;
  logoUrl: string;
  logoIconUrl: string;
  primaryColor: string;
  copyRight: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * What students will see with these settings, before they are saved: the header with the logo, a
 * course card in the brand colour (darkened where needed so white text stays readable, as the portal
 * does), and the footer.
 */
export function SettingsPreview(p: PreviewProps) {
  const colour = HEX.test(p.primaryColor) ? p.primaryColor : '#1c64f2';
  // The portal's own palette of this colour: the same shades students will see.
  const palette = brandPalette(colour);
  const shade = palette[6];
  const dark = palette[8];
  const name = p.companyName || p.shortName;
  return (
    <section aria-labelledby="settings-preview-title">
      <Text id="settings-preview-title" fw={700} mb="xs">
        Preview
      </Text>
      <Paper withBorder radius="md" className={classes.frame}>
        <div className={classes.header} style={{ borderBottomColor: shade }}>
          {p.logoUrl ? (
            <img
              src={p.logoUrl}
              alt={`${name} logo`}
              className={classes.logo}
              loading="eager"
              decoding="async"
            />
          ) : (
            <Text fw={800} c={dark}>
              {p.shortName || name}
            </Text>
          )}
          {p.logoIconUrl && (
            <img
              src={p.logoIconUrl}
              alt={`${name} icon`}
              className={classes.icon}
              loading="eager"
              decoding="async"
            />
          )}
        </div>
        <Stack gap="sm" p="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>IELTS Academic</Text>
            <Badge color={shade}>In progress</Badge>
          </Group>
          <Progress value={40} color={shade} aria-label="Course progress in the preview" />
          <Group gap="xs">
            <Button component="span" color={shade} size="xs">
              Continue learning
            </Button>
            <Button component="span" variant="outline" color={dark} size="xs">
              Mock tests
            </Button>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed" px="md" pb="sm">
          {p.copyRight || `© ${name}`}
        </Text>
      </Paper>
    </section>
  );
}
