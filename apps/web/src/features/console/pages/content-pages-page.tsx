import { Badge, Button, Group, Modal, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ConsoleAboutPage, ConsoleIntroStep } from '@portico/contract/console-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { contentPagesQuery, type PageAction, usePageAction } from '../api/content-pages';
import { AboutPageForm, IntroStepForm } from '../components/content-page-forms';

type Kind = 'about' | 'intro';
type Item = { id: string; title: string; detail: string; isActive: boolean };
/** What the form edits: a kind and the item (none for a new one). */
type Editing = { kind: 'about'; item?: ConsoleAboutPage } | { kind: 'intro'; item?: ConsoleIntroStep };

const NOUN = { about: 'about page', intro: 'intro step' } as const;

function Items({
  items,
  label,
  onEdit,
  onDelete,
}: {
  items: Item[];
  label: string;
  onEdit: (id: string) => void;
  onDelete: (item: Item) => void;
}) {
  if (!items.length) return <Text c="dimmed">Nothing here yet.</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((i) => (
        <Paper component="li" key={i.id} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {i.title}
            </Text>
            <Badge variant="light" color={i.isActive ? 'green' : 'orange'} style={{ flexShrink: 0 }}>
              {i.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {i.detail}
          </Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" variant="default" onClick={() => onEdit(i.id)} aria-label={`Edit ${i.title}`}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => onDelete(i)}
              aria-label={`Delete ${i.title}`}
            >
              Delete
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /console/pages (CONSOLE.md Authoring, admin): the students' About us pages and the intro's steps, in
 * two tabs; each created and changed in a form with a live sanitised preview, deleted after a confirmation.
 */
export function ContentPagesPage() {
  const pages = useQuery(contentPagesQuery);
  const action = usePageAction();
  const [tab, setTab] = useState<Kind>('about');
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<{ of: Kind; item: Item }>();
  const [done, setDone] = useState('');
  const data = pages.data;

  const act = (a: PageAction, close: () => void) => {
    setDone('');
    action.mutate(a, {
      onSuccess: (message) => {
        setDone(message);
        close();
      },
    });
  };
  const open = (e: Editing) => {
    action.reset();
    setEditing(e);
  };
  const about: Item[] = (data?.about ?? []).map((p) => ({
    id: p.id,
    title: p.pageTitle,
    detail: `/${p.pageId} · order ${p.orderNo}`,
    isActive: p.isActive,
  }));
  const intro: Item[] = (data?.intro ?? []).map((s) => ({
    id: s.id,
    title: s.title,
    detail: `${s.type}${s.actionUrl ? ` · button to ${s.actionUrl}` : ''} · order ${s.orderNo}`,
    isActive: s.isActive,
  }));
  const close = () => setEditing(undefined);
  const formError = action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          About us and intro
        </Title>
        <Text c="dimmed">
          The company profile pages students read under About us, and the steps of the intro.
        </Text>
      </div>
      {done && <StatusAlert tone="success">{done}</StatusAlert>}
      {pages.isPending && <PageLoader />}
      {pages.isError && <StatusAlert tone="error">{errorMessage(pages.error)}</StatusAlert>}
      {data && (
        <Tabs value={tab} onChange={(v) => setTab((v as Kind | null) ?? 'about')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="about">About us pages</Tabs.Tab>
            <Tabs.Tab value="intro">Intro steps</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="about">
            <Stack gap="md">
              <Button style={{ alignSelf: 'flex-start' }} onClick={() => open({ kind: 'about' })}>
                New about page
              </Button>
              <Items
                items={about}
                label="About us pages"
                onEdit={(id) => open({ kind: 'about', item: data.about.find((p) => p.id === id) })}
                onDelete={(item) => setDeleting({ of: 'about', item })}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="intro">
            <Stack gap="md">
              <Button style={{ alignSelf: 'flex-start' }} onClick={() => open({ kind: 'intro' })}>
                New intro step
              </Button>
              <Items
                items={intro}
                label="Intro steps"
                onEdit={(id) => open({ kind: 'intro', item: data.intro.find((s) => s.id === id) })}
                onDelete={(item) => setDeleting({ of: 'intro', item })}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={!!editing}
        onClose={close}
        size="lg"
        title={
          editing?.item
            ? `Edit ${editing.kind === 'about' ? editing.item.pageTitle : editing.item.title}`
            : `New ${editing ? NOUN[editing.kind] : ''}`
        }
      >
        <Stack gap="sm">
          {formError}
          {editing?.kind === 'about' && (
            <AboutPageForm
              item={editing.item}
              pending={action.isPending}
              onCancel={close}
              onSubmit={(body) => act({ kind: 'about', id: editing.item?.id, body }, close)}
            />
          )}
          {editing?.kind === 'intro' && (
            <IntroStepForm
              item={editing.item}
              pending={action.isPending}
              onCancel={close}
              onSubmit={(body) => act({ kind: 'intro', id: editing.item?.id, body }, close)}
            />
          )}
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={!!deleting}
        onClose={() => setDeleting(undefined)}
        title={`Delete this ${deleting ? NOUN[deleting.of] : ''}?`}
      >
        <Stack gap="md">
          <Text size="sm">
            “{deleting?.item.title}” disappears for every student now. To hide it for a while instead, edit it
            and clear Active.
          </Text>
          {formError}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(undefined)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={action.isPending}
              onClick={() =>
                deleting &&
                act({ kind: 'delete', of: deleting.of, id: deleting.item.id }, () => setDeleting(undefined))
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
