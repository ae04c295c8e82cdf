import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { type PushKind, pushKindLabels } from '@portico/contract/push';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { usePushSettings } from '../api/push-settings';
import { useSetPushPreference } from '../api/set-push-preference';
import { useDevicePush } from '../hooks/use-device-push';

const UNSUPPORTED =
  'This browser cannot show reminders: it has no service worker or push support. Try a current Chrome, Edge, Firefox or Safari (on an iPhone or iPad, add the portal to your Home Screen first).';
const DENIED =
  'Notifications are blocked for this site, so reminders cannot be shown on this device. Allow notifications in your browser’s site settings, then reload this page.';

/** One switch per kind of reminder; they apply to every device the student turned reminders on. */
function KindSwitches({ kinds }: { kinds: { kind: PushKind; enabled: boolean }[] }) {
  const save = useSetPushPreference();
  return (
    <Stack gap="xs" role="group" aria-label="Remind me of">
      <Text fw={600}>Remind me of</Text>
      {kinds.map(({ kind, enabled }) => (
        <Switch
          key={kind}
          label={pushKindLabels[kind]}
          checked={save.isPending && save.variables?.kind === kind ? save.variables.enabled : enabled}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ kind, enabled: e.currentTarget.checked })}
        />
      ))}
      {save.isError && <StatusAlert tone="error">{errorMessage(save.error)}</StatusAlert>}
    </Stack>
  );
}

/**
 * 'Reminders on this device' (issue 46 part 3, decision 072): web push for a live class about to
 * start, reviews due, an evaluation released and a reply from support. Where the browser cannot get
 * them, or the student blocked notifications, it says so instead of offering a switch that cannot work.
 */
export function ReminderSettings() {
  const settings = usePushSettings();
  const device = useDevicePush(settings.data?.publicKey);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reminders-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="reminders-title">
          Reminders on this device
        </Title>
        {device.support === 'unsupported' && <Text>{UNSUPPORTED}</Text>}
        {device.support === 'denied' && <Text>{DENIED}</Text>}
        {device.support === 'supported' && (
          <>
            {settings.isError && <StatusAlert tone="error">{errorMessage(settings.error)}</StatusAlert>}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text>
                {device.state === 'on'
                  ? 'Reminders are on for this device.'
                  : device.state === 'off'
                    ? 'Get a notification on this device when a class is about to start, reviews are due, an evaluation is released or support replies.'
                    : 'Checking this device…'}
              </Text>
              {device.state === 'on' ? (
                <Button variant="default" loading={device.busy} onClick={device.turnOff}>
                  Turn off on this device
                </Button>
              ) : (
                <Button
                  loading={device.busy}
                  disabled={device.state === 'checking' || !settings.data}
                  onClick={device.turnOn}
                >
                  Turn on reminders
                </Button>
              )}
            </Group>
            {device.error && <StatusAlert tone="error">{device.error}</StatusAlert>}
            {settings.data && <KindSwitches kinds={settings.data.kinds} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
