import { Group } from '@mantine/core';
import {
  type AboutPageInput,
  AboutPageInputSchema,
  type ConsoleAboutPage,
  type ConsoleIntroStep,
  type IntroStepInput,
  IntroStepInputSchema,
  type IntroStepKind,
  introStepTypes,
} from '@portico/contract/console-pages';
import { FormButtons } from '../resource/form-buttons';
import {
  CheckField,
  ConsoleForm,
  HtmlField,
  NumberField,
  SelectField,
  TextField,
  useConsoleForm,
} from '../resource/form-fields';

/** A page's place in its list, whether students see it, and the form's buttons. */
function Footer({
  pending,
  editing,
  onCancel,
}: {
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Group gap="lg" align="flex-end">
        <NumberField name="orderNo" label="Order" min={0} max={9999} w={110} />
        <CheckField name="isActive" label="Active" mb={8} />
      </Group>
      <FormButtons pending={pending} label={editing ? 'Save changes' : 'Create'} onCancel={onCancel} />
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
  const form = useConsoleForm(AboutPageInputSchema, {
    pageId: item?.pageId ?? '',
    pageTitle: item?.pageTitle ?? '',
    pageContent: item?.pageContent ?? '',
    orderNo: item?.orderNo ?? 0,
    isActive: item?.isActive ?? true,
  });
  return (
    <ConsoleForm form={form} onSubmit={onSubmit}>
      <TextField name="pageTitle" label="Title" maxLength={200} required />
      <TextField
        name="pageId"
        label="Page id"
        description="Lower-case letters, digits and hyphens, e.g. our-story"
        maxLength={60}
        required
      />
      <HtmlField name="pageContent" label="Content (HTML)" maxLength={200_000} />
      <Footer pending={pending} editing={!!item} onCancel={onCancel} />
    </ConsoleForm>
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
  const form = useConsoleForm(IntroStepInputSchema, {
    title: item?.title ?? '',
    type: item?.type ?? 'HTML',
    content: item?.content ?? '',
    actionUrl: item?.actionUrl ?? '',
    orderNo: item?.orderNo ?? 0,
    isActive: item?.isActive ?? true,
  });
  const type = form.watch('type');
  return (
    <ConsoleForm form={form} onSubmit={onSubmit}>
      <TextField name="title" label="Title" maxLength={200} required />
      <SelectField
        name="type"
        label="Kind"
        data={introStepTypes.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        empty="HTML"
        allowDeselect={false}
      />
      {type === 'VIDEO' ? (
        <TextField
          name="content"
          label="Video address"
          placeholder="https://…/index.m3u8 or https://vimeo.com/…"
          maxLength={500}
          required
        />
      ) : (
        <HtmlField name="content" label="Content (HTML)" maxLength={200_000} />
      )}
      <TextField
        name="actionUrl"
        label="Button route"
        description="A page of the portal, e.g. /tests"
        maxLength={300}
        required={type === 'TEST'}
      />
      <Footer pending={pending} editing={!!item} onCancel={onCancel} />
    </ConsoleForm>
  );
}
