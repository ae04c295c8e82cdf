import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';

interface Props {
  /** The codes just made; null when the dialog is closed. */
  codes: string[] | null;
  /** Who and where, for the downloaded file's heading: the member's email and the portal. */
  email: string;
  portal: string;
  onClose: () => void;
}

/** The text of the downloaded file: what the codes are for, then one code a line. */
export const recoveryCodesText = (codes: string[], email: string, portal: string) =>
  [
    `Recovery codes for two-step sign-in to the ${portal} console (${email})`,
    'Each code can be used once, in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

/**
 * The recovery codes, shown once (decision 054): copy them or download them as a .txt file; the
 * console never shows them again, so closing asks nothing but says so.
 */
export function RecoveryCodesDialog({ codes, email, portal, onClose }: Props) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = codes ? recoveryCodesText(codes, email, portal) : '';
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Modal
      opened={codes !== null}
      onClose={close}
      title="Your recovery codes"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm">
          If you lose your phone, sign in with one of these codes in place of the code from your authenticator
          app. Each works once. Keep them somewhere safe: they are shown only now.
        </Text>
        <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" p={0} m={0}>
          {(codes ?? []).map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md" style={{ listStyle: 'none' }}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        {copied === 'yes' && <StatusAlert tone="success">Copied.</StatusAlert>}
        {copied === 'failed' && (
          <StatusAlert tone="error">The codes could not be copied: download them instead.</StatusAlert>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => void copy()}>
            Copy
          </Button>
          <Button variant="default" onClick={download}>
            Download .txt
          </Button>
          <Button ml="auto" onClick={close}>
            I have saved them
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
