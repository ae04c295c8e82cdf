import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { BrandImageKind } from '@portico/contract/console-settings';
import { UPLOAD_RULES } from '@portico/contract/storage';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { smallerImage } from '../../../lib/smaller-image';
import { useUploadBrandImage } from '../api/settings';
import classes from './settings-preview.module.css';

/**
 * The largest side each image is sent at (twice what the header, the sign-in page and the small
 * spaces show, for sharp screens). The favicon is sent as chosen: a tab's icon stays PNG or GIF.
 */
const MAX_SIDE: Partial<Record<BrandImageKind, number>> = { logo: 640, logoIcon: 256 };

interface BrandImageFieldProps {
  kind: BrandImageKind;
  label: string;
  description: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
}

/** A logo, icon or favicon: its address (typed, or set by an upload) and what it looks like. */
export function BrandImageField({ kind, label, description, value, error, onChange }: BrandImageFieldProps) {
  const upload = useUploadBrandImage();
  const [uploadError, setUploadError] = useState<string>();
  const rule = UPLOAD_RULES['brand-image'];

  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    setUploadError(undefined);
    // A large PNG or JPEG goes up scaled to its use and as WebP: students download that.
    const side = MAX_SIDE[kind];
    const file = side ? await smallerImage(chosen, side) : chosen;
    if (file.size > rule.maxBytes) {
      setUploadError(rule.sizeMessage);
      return;
    }
    upload.mutate(
      { kind, file },
      { onSuccess: onChange, onError: (err) => setUploadError(errorMessage(err)) },
    );
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={description}
        value={value}
        error={error ?? uploadError}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder="/api/brand/… or https://…"
      />
      <Group gap="sm" wrap="nowrap">
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/gif,image/webp">
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={upload.isPending}>
              Upload {label.toLowerCase()}
            </Button>
          )}
        </FileButton>
        {value ? (
          <img
            src={value}
            alt={`Current ${label.toLowerCase()}`}
            className={classes.logo}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Text size="sm" c="dimmed">
            None yet
          </Text>
        )}
      </Group>
    </Stack>
  );
}
