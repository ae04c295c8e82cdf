import { Button, Stack, Tabs, Text } from '@mantine/core';
import type { ConsoleAboutPage, ConsoleIntroStep } from '@portico/contract/console-pages';
import { useQuery } from '@tanstack/react-query';
import { contentPagesQuery, usePageAction } from '../api/content-pages';
import { CardList } from '../components/card-list';
import { AboutPageForm, IntroStepForm } from '../components/content-page-forms';
import { ActiveBadge } from '../resource/active-badge';
import { CardTitle } from '../resource/card-head';
import { RemoveConfirm, ResourceEditor } from '../resource/resource-dialogs';
import { WRAP } from '../resource/resource-list';
import { ResourcePage } from '../resource/resource-page';
import { RowActions } from '../resource/row-actions';
import { outcomeOf, useResourceEditing } from '../resource/use-resource-editing';
import { useSearchFilter } from '../resource/use-search-filter';

type Kind = 'about' | 'intro';
/** What the form edits: a kind and the item (none for a new one). */
type Editing = { kind: 'about'; item?: ConsoleAboutPage } | { kind: 'intro'; item?: ConsoleIntroStep };
/** A page or a step as its tab lists it, with what its form edits. */
type Item = { id: string; title: string; detail: string; isActive: boolean; editing: Editing };

const KINDS: readonly Kind[] = ['about', 'intro'];
const NOUN = { about: 'about page', intro: 'intro step' } as const;
/** Each tab's name, also its list's accessible name. */
const TAB = { about: 'About us pages', intro: 'Intro steps' } as const;

function Items({
  items,
  label,
  onEdit,
  onDelete,
}: {
  items: Item[];
  label: string;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}) {
  if (!items.length) return <Text c="dimmed">Nothing here yet.</Text>;
  return (
    <CardList label={label} items={items}>
      {(i) => (
        <>
          <CardTitle badge={<ActiveBadge active={i.isActive} />}>{i.title}</CardTitle>
          <Text size="sm" c="dimmed" style={WRAP}>
            {i.detail}
          </Text>
          <RowActions name={i.title} onEdit={() => onEdit(i)} onRemove={() => onDelete(i)} />
        </>
      )}
    </CardList>
  );
}

const aboutItem = (p: ConsoleAboutPage): Item => ({
  id: p.id,
  title: p.pageTitle,
  detail: `/${p.pageId} · order ${p.orderNo}`,
  isActive: p.isActive,
  editing: { kind: 'about', item: p },
});
const introItem = (s: ConsoleIntroStep): Item => ({
  id: s.id,
  title: s.title,
  detail: `${s.type}${s.actionUrl ? ` · button to ${s.actionUrl}` : ''} · order ${s.orderNo}`,
  isActive: s.isActive,
  editing: { kind: 'intro', item: s },
});

/** A tab's items, as its list shows them. */
const itemsOf = (data: { about: ConsoleAboutPage[]; intro: ConsoleIntroStep[] }, kind: Kind) =>
  kind === 'about' ? data.about.map(aboutItem) : data.intro.map(introItem);

interface PanelProps {
  kind: Kind;
  items: Item[];
  onNew: () => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/** One tab: its New button, then its items. */
function KindPanel({ kind, onNew, ...items }: PanelProps) {
  return (
    <Tabs.Panel value={kind}>
      <Stack gap="md">
        <Button style={{ alignSelf: 'flex-start' }} onClick={onNew}>
          New {NOUN[kind]}
        </Button>
        <Items {...items} label={TAB[kind]} />
      </Stack>
    </Tabs.Panel>
  );
}

const editorTitle = (editing: Editing | undefined) =>
  editing?.item
    ? `Edit ${editing.kind === 'about' ? editing.item.pageTitle : editing.item.title}`
    : `New ${editing ? NOUN[editing.kind] : ''}`;

type PageSave = Parameters<ReturnType<typeof usePageAction>['mutate']>[0];

interface FormProps {
  editing: Editing;
  pending: boolean;
  onCancel: () => void;
  save: (action: PageSave) => void;
}

/** The form of what is edited: an about page or an intro step. */
function EditingForm({ editing, pending, onCancel, save }: FormProps) {
  return editing.kind === 'about' ? (
    <AboutPageForm
      item={editing.item}
      pending={pending}
      onCancel={onCancel}
      onSubmit={(body) => save({ kind: 'about', id: editing.item?.id, body })}
    />
  ) : (
    <IntroStepForm
      item={editing.item}
      pending={pending}
      onCancel={onCancel}
      onSubmit={(body) => save({ kind: 'intro', id: editing.item?.id, body })}
    />
  );
}

/**
 * /console/pages (CONSOLE.md Authoring, admin): the students' About us pages and the intro's steps, in
 * two tabs (the open one kept in the address, `?tab=intro`); each created and changed in a form with a
 * live sanitised preview, deleted after a confirmation.
 */
export function ContentPagesPage() {
  const pages = useQuery(contentPagesQuery);
  const action = usePageAction();
  const [tab, setTab] = useSearchFilter('tab', KINDS, 'about');
  const ed = useResourceEditing<Editing, { of: Kind; item: Item }>(action.reset);
  const out = outcomeOf(action);
  const { editing, removing } = ed;
  const save = (a: Parameters<typeof action.mutate>[0]) => action.mutate(a, { onSuccess: ed.closeEditor });

  return (
    <ResourcePage
      title="About us and intro"
      description="The company profile pages students read under About us, and the steps of the intro."
      query={pages}
      outcome={{ ...out, formOpen: ed.open }}
      dialogs={
        <>
          <ResourceEditor
            opened={!!editing}
            onClose={ed.closeEditor}
            title={editorTitle(editing)}
            error={out.error}
          >
            {editing && (
              <EditingForm editing={editing} pending={out.pending} onCancel={ed.closeEditor} save={save} />
            )}
          </ResourceEditor>
          <RemoveConfirm
            opened={!!removing}
            onClose={ed.closeRemove}
            title={`Delete this ${removing ? NOUN[removing.of] : ''}?`}
            error={out.error}
            pending={out.pending}
            onConfirm={() =>
              removing &&
              action.mutate(
                { kind: 'delete', of: removing.of, id: removing.item.id },
                { onSuccess: ed.closeRemove },
              )
            }
          >
            “{removing?.item.title}” disappears for every student now. To hide it for a while instead, edit it
            and clear Active.
          </RemoveConfirm>
        </>
      }
    >
      {(data) => (
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'about')}>
          <Tabs.List mb="md">
            {KINDS.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {TAB[kind]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {KINDS.map((kind) => (
            <KindPanel
              key={kind}
              kind={kind}
              items={itemsOf(data, kind)}
              onNew={() => ed.edit({ kind })}
              onEdit={(item) => ed.edit(item.editing)}
              onDelete={(item) => ed.remove({ of: kind, item })}
            />
          ))}
        </Tabs>
      )}
    </ResourcePage>
  );
}
