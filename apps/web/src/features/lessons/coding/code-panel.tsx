import { Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { type CodingLanguage, codingLanguageLabels } from '@portico/contract/coding';
import { useEffect, useId, useRef, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage';
import { EditorSlot } from './editor-slot';
import { CODING_TEXTS } from './texts';

const TAB_KEY = 'coding.tab-indents';

type Props = {
  language: CodingLanguage;
  languages: CodingLanguage[];
  onLanguage: (language: CodingLanguage) => void;
  code: string;
  onCode: (code: string) => void;
  onReset: () => void;
  onRun: () => void;
  running: boolean;
};

/** The language select (spec 2 §9), the editor with its keys explained, Reset code and Run. */
export function CodePanel({ language, languages, onLanguage, code, onCode, onReset, onRun, running }: Props) {
  const hintId = useId();
  const [tabIndents, setTabIndents] = useState(() => readStored<boolean>(TAB_KEY) === true);
  const label = codingLanguageLabels[language];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={CODING_TEXTS.language}
          data={languages.map((l) => ({ value: l, label: codingLanguageLabels[l] }))}
          value={language}
          onChange={(v) => {
            const next = languages.find((l) => l === v);
            if (next) onLanguage(next);
          }}
          allowDeselect={false}
          w={140}
        />
        <ResetCode label={label} onReset={onReset} />
      </Group>
      <Stack gap={4} miw={0}>
        <Text size="sm" fw={500} aria-hidden="true">
          {CODING_TEXTS.code}
        </Text>
        <EditorSlot
          value={code}
          onChange={onCode}
          language={language}
          label={CODING_TEXTS.code}
          describedBy={hintId}
          tabIndents={tabIndents}
          onRun={onRun}
        />
        <Text id={hintId} size="xs" c="dimmed">
          {tabIndents ? CODING_TEXTS.tabHintOn : CODING_TEXTS.tabHintOff} {CODING_TEXTS.runHint}
        </Text>
      </Stack>
      <Group justify="space-between" gap="sm">
        <Switch
          size="sm"
          label={CODING_TEXTS.tabIndents}
          checked={tabIndents}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setTabIndents(on);
            writeStored(TAB_KEY, on);
          }}
        />
        <Button onClick={onRun} loading={running} disabled={running}>
          {CODING_TEXTS.run}
        </Button>
      </Group>
    </Stack>
  );
}

/** Reset code, which asks first: focus goes to Cancel when it asks, and back to Reset code when answered. */
function ResetCode({ label, onReset }: { label: string; onReset: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current && !confirming) resetButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return confirming ? (
    <Group gap="xs" role="group" aria-label={CODING_TEXTS.reset}>
      <Text size="sm">{CODING_TEXTS.resetQuestion(label)}</Text>
      <Button
        size="xs"
        color="red"
        onClick={() => {
          onReset();
          setConfirming(false);
        }}
      >
        {CODING_TEXTS.resetYes}
      </Button>
      <Button size="xs" variant="default" onClick={() => setConfirming(false)} autoFocus>
        {CODING_TEXTS.resetNo}
      </Button>
    </Group>
  ) : (
    <Button ref={resetButton} size="xs" variant="subtle" onClick={() => setConfirming(true)}>
      {CODING_TEXTS.reset}
    </Button>
  );
}
