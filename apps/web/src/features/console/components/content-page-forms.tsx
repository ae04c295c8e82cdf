import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AboutPageInput,
  type ConsoleAboutPage,
  type ConsoleIntroStep,
  type IntroStepInput,
  type IntroStepKind,
  introStepTypes,
  isIntroVideo,
  isPortalRoute,
  PagesMessages,
} from '@portico/contract/console-pages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';

/** Authored HTML and, under it, how students see it (through the same sanitiser). */
function HtmlField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <Textarea
        label={label}
        description="Shown to students as sanitised HTML: scripts and event handlers are removed."
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        rows={8}
        maxLength={200_000}
      />
      <Paper withBorder p="sm" radius="md" component="section" aria-label="Preview">
        <Text size="xs" c="dimmed" mb={4}>
          Preview, as students see it
        </Text>
        {value.trim() ? (
          <HtmlContent html={value} />
        ) : (
          <Text size="sm" c="dimmed">
            Nothing to show yet.
          </Text>
        )}
      </Paper>
    </>
  );
}

function Footer({
  order,
  setOrder,
  active,
  setActive,
  error,
  pending,
  editing,
  onCancel,
}: {
  order: number | string;
  setOrder: (v: number | string) => void;
  active: boolean;
  setActive: (v: boolean) => void;
  error?: string;
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
}): ReactNode {
  return (
    <>
      <Group gap="lg" align="flex-end">
        <NumberInput
          label="Order"
          value={order}
          onChange={setOrder}
          min={0}
          max={9999}
          allowDecimal={false}
          w={110}
          error={error}
        />
        <Checkbox
          label="Active"
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Group gap="sm">
        <Button type="submit" loading={pending}>
          {editing ? 'Save changes' : 'Create'}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </>
  );
}

interface FormProps<T, I> {
  item?: T;
  pending: boolean;
  onSubmit: (body: I) => void;
  onCancel: () => void;
}

/** An About us page: its page id (the address part), title, HTML, order and flag. */
export function AboutPageForm({
  item,
  pending,
  onSubmit,
  onCancel,
}: FormProps<ConsoleAboutPage, AboutPageInput>) {
  const [pageId, setPageId] = useState(item?.pageId ?? '');
  const [pageTitle, setTitle] = useState(item?.pageTitle ?? '');
  const [pageContent, setContent] = useState(item?.pageContent ?? '');
  const [orderNo, setOrder] = useState<number | string>(item?.orderNo ?? 0);
  const [isActive, setActive] = useState(item?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/.test(pageId.trim())) found.pageId = PagesMessages.pageId;
    if (!pageTitle.trim()) found.pageTitle = PagesMessages.title;
    if (typeof orderNo !== 'number') found.orderNo = PagesMessages.order;
    setErrors(found);
    if (!Object.keys(found).length)
      onSubmit({
        pageId: pageId.trim(),
        pageTitle: pageTitle.trim(),
        pageContent,
        orderNo: Number(orderNo),
        isActive,
      });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          value={pageTitle}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.pageTitle}
          maxLength={200}
          required
        />
        <TextInput
          label="Page id"
          description="Lower-case letters, digits and hyphens, e.g. our-story"
          value={pageId}
          onChange={(e) => setPageId(e.currentTarget.value)}
          error={errors.pageId}
          maxLength={60}
          required
        />
        <HtmlField label="Content (HTML)" value={pageContent} onChange={setContent} />
        <Footer
          order={orderNo}
          setOrder={setOrder}
          active={isActive}
          setActive={setActive}
          error={errors.orderNo}
          pending={pending}
          editing={!!item}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

const TYPE_LABELS: Record<IntroStepKind, string> = {
  HTML: 'Text (HTML)',
  VIDEO: 'Video',
  TEST: 'Test (HTML and a button)',
};

/** An intro step: HTML, a video (HLS or Vimeo address) or a test (HTML and the route its button opens). */
export function IntroStepForm({
  item,
  pending,
  onSubmit,
  onCancel,
}: FormProps<ConsoleIntroStep, IntroStepInput>) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [type, setType] = useState<IntroStepKind>(item?.type ?? 'HTML');
  const [content, setContent] = useState(item?.content ?? '');
  const [actionUrl, setActionUrl] = useState(item?.actionUrl ?? '');
  const [orderNo, setOrder] = useState<number | string>(item?.orderNo ?? 0);
  const [isActive, setActive] = useState(item?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = PagesMessages.title;
    if (type === 'VIDEO' && !isIntroVideo(content.trim())) found.content = PagesMessages.video;
    if (actionUrl.trim() && !isPortalRoute(actionUrl.trim())) found.actionUrl = PagesMessages.actionUrl;
    else if (type === 'TEST' && !actionUrl.trim()) found.actionUrl = PagesMessages.actionUrlRequired;
    if (typeof orderNo !== 'number') found.orderNo = PagesMessages.order;
    setErrors(found);
    if (!Object.keys(found).length)
      onSubmit({
        title: title.trim(),
        type,
        content,
        actionUrl: actionUrl.trim(),
        orderNo: Number(orderNo),
        isActive,
      });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={200}
          required
        />
        <Select
          label="Kind"
          data={introStepTypes.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={type}
          onChange={(v) => setType((v as IntroStepKind | null) ?? 'HTML')}
          allowDeselect={false}
        />
        {type === 'VIDEO' ? (
          <TextInput
            label="Video address"
            placeholder="https://…/index.m3u8 or https://vimeo.com/…"
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
            error={errors.content}
            maxLength={500}
            required
          />
        ) : (
          <HtmlField label="Content (HTML)" value={content} onChange={setContent} />
        )}
        <TextInput
          label="Button route"
          description="A page of the portal, e.g. /tests"
          value={actionUrl}
          onChange={(e) => setActionUrl(e.currentTarget.value)}
          error={errors.actionUrl}
          maxLength={300}
          required={type === 'TEST'}
        />
        <Footer
          order={orderNo}
          setOrder={setOrder}
          active={isActive}
          setActive={setActive}
          error={errors.orderNo}
          pending={pending}
          editing={!!item}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
