import { Button, Menu } from '@mantine/core';
import type { Download } from '@portico/contract/live-classes';
import { ChevronDownIcon, DownloadIcon } from '../../../components/icons';
import { TEXTS } from '../texts';

/** spec 3 §2 the e-book download dropdown: each download opens in a new tab. */
export function DownloadsMenu({ downloads }: { downloads: Download[] }) {
  if (downloads.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<DownloadIcon size={16} />}
          rightSection={<ChevronDownIcon size={14} />}
        >
          {TEXTS.eBooks}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {downloads.map((d) => (
          <Menu.Item
            key={d.id}
            component="a"
            href={d.downloadUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<DownloadIcon size={14} />}
          >
            {d.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
