import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DownloadIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { openSignedUrl } from '../api/get-signed-url';

/** A document opened through get-signedurl in a new tab (spec 3 §7); a refusal is an error toast. */
export function DocumentButton({
  url,
  children,
  ...props
}: ButtonProps & { url: string; children: ReactNode; 'aria-label'?: string }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openSignedUrl(url);
    } catch (error) {
      notify.show({
        color: 'red',
        message: errorMessage(error, 'The file could not be opened. Please try again.'),
      });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<DownloadIcon size={16} />}
      loading={opening}
      onClick={open}
      {...props}
    >
      {children}
    </Button>
  );
}
