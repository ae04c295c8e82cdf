import { Badge, Button, Code, Group, Image, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import { StaffMessages, type TotpSetup } from '@portico/contract/console-staff';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { notify } from '../../../lib/notify';
import { useTotpDisable, useTotpEnable, useTotpSetup } from '../api/console-staff';
import { AccountRecovery } from './account-recovery';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpCodeForm } from './totp-code-form';

/** The secret as apps show it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Two-step sign-in (RFC 6238) on the account page: set up with a QR code and the secret as text,
 * confirmed with a code (its recovery codes shown once); its recovery codes left and a new set; or
 * turned off with the password and a code.
 */
export function AccountTotp({ member }: { member: StaffMember }) {
  const company = useCompany();
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  const [password, setPassword] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secret: TotpSetup | undefined = setup.data;
  const qr = useQrCode(secret?.uri);

  const done = (message: string) => {
    notify.show({ color: 'green', message });
    setup.reset();
    setPassword('');
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2} fz="h3" ref={headingRef} tabIndex={-1}>
          Two-step sign-in
        </Title>
        <Badge color={member.totpEnabled ? 'green' : 'gray'} variant="light">
          {member.totpEnabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      {member.totpSetupRequired && <StatusAlert tone="info">{StaffMessages.totpSetupNeeded}</StatusAlert>}
      {!member.totpEnabled && !secret && (
        <Stack gap="sm" align="flex-start">
          <Text>
            After your password, the console will ask for a 6-digit code from an authenticator app on your
            phone (such as Google Authenticator, Microsoft Authenticator or 1Password).
          </Text>
          {setup.isError && <StatusAlert tone="error">{errorMessage(setup.error)}</StatusAlert>}
          <Button loading={setup.isPending} onClick={() => setup.mutate()}>
            Set up two-step sign-in
          </Button>
        </Stack>
      )}
      {!member.totpEnabled && secret && (
        <TotpSteps
          secret={secret}
          qr={qr}
          pending={enable.isPending}
          error={enable.error}
          onCode={(code) =>
            enable.mutate(
              { code },
              {
                onSuccess: ({ data, message }) => {
                  done(message ?? StaffMessages.totpEnabled);
                  setCodes(data.codes);
                },
              },
            )
          }
        />
      )}
      {member.totpEnabled && <AccountRecovery onCodes={setCodes} />}
      {member.totpEnabled && (
        <TotpTurnOff
          password={password}
          onPassword={setPassword}
          pending={disable.isPending}
          error={disable.error}
          onCode={(code) => disable.mutate({ password, code }, { onSuccess: done })}
        />
      )}
      <RecoveryCodesDialog
        codes={codes}
        email={member.email}
        portal={company.companyName || company.shortName}
        onClose={() => setCodes(null)}
      />
    </Stack>
  );
}

/** The QR code of an otpauth:// URI, as an image's data URL (null until made, or when it fails). */
function useQrCode(uri: string | undefined) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    QRCode.toDataURL(uri, { margin: 1, width: 200 }).then(
      (url) => live && setQr(url),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return qr;
}

interface CodeProps {
  pending: boolean;
  error: Error | null;
  onCode: (code: string) => void;
}

/** Setting it up: the key as a QR code and as text, then a code from the app to turn it on. */
function TotpSteps({
  secret,
  qr,
  pending,
  error,
  onCode,
}: CodeProps & { secret: TotpSetup; qr: string | null }) {
  return (
    <Stack gap="sm">
      <Text>1. Scan this QR code with your authenticator app, or type the key in.</Text>
      {qr && <Image src={qr} alt="QR code of your two-step sign-in key" w={200} h={200} loading="eager" />}
      <Text size="sm">
        Key:{' '}
        <Code data-testid="totp-secret" fz="md">
          {grouped(secret.secret)}
        </Code>
      </Text>
      <Text>2. Enter the code the app shows to turn it on.</Text>
      <TotpCodeForm submitLabel="Turn on" pending={pending} error={error} onCode={onCode} />
    </Stack>
  );
}

type TurnOffProps = CodeProps & { password: string; onPassword: (password: string) => void };

/** Turning it off takes the password and a current code. */
function TotpTurnOff({ password, onPassword, pending, error, onCode }: TurnOffProps) {
  return (
    <Stack gap="sm">
      <Text>Each sign-in asks for a code from your authenticator app.</Text>
      <Text size="sm" c="dimmed">
        To turn it off, enter your password and a current code.
      </Text>
      <PasswordInput
        label="Password"
        name="current-password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
      />
      <TotpCodeForm submitLabel="Turn off two-step sign-in" pending={pending} error={error} onCode={onCode} />
    </Stack>
  );
}
