import { Kbd, Popover, Radio, Stack, Table, Text } from '@mantine/core';
import { SettingsButton, type SettingsMenuProps, SHORTCUTS, TEXT_SIZES } from './settings-button';

/** The Settings menu (runner-settings.tsx): text size, colours, and the keyboard shortcuts. */
export function SettingsMenu({ settings, update, defaultOpened }: SettingsMenuProps) {
  return (
    <Popover width={300} position="bottom-end" shadow="md" trapFocus withArrow defaultOpened={defaultOpened}>
      <Popover.Target>
        <SettingsButton />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md" role="group" aria-label="Settings">
          <Radio.Group
            label="Text size"
            value={settings.textSize}
            onChange={(v) => update({ textSize: TEXT_SIZES.find((s) => s.value === v)?.value ?? 'standard' })}
          >
            <Stack gap={6} mt={4}>
              {TEXT_SIZES.map((s) => (
                <Radio key={s.value} value={s.value} label={s.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group
            label="Colours"
            value={settings.highContrast ? 'high' : 'standard'}
            onChange={(v) => update({ highContrast: v === 'high' })}
          >
            <Stack gap={6} mt={4}>
              <Radio value="standard" label="Standard" />
              <Radio value="high" label="High contrast (white on black)" />
            </Stack>
          </Radio.Group>
          <div>
            <Text fw={500} size="sm" mb={4}>
              Keyboard shortcuts
            </Text>
            <Table withRowBorders={false} verticalSpacing={2} fz="sm">
              <Table.Tbody>
                {SHORTCUTS.map((s) => (
                  <Table.Tr key={s.action}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Kbd>{s.keys[0]}</Kbd> + <Kbd>{s.keys[1]}</Kbd>
                    </Table.Td>
                    <Table.Td>{s.action}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
