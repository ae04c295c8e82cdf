import { Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { HtmlContent } from '../../../components/html-content';
import { BLANK_ATTR, markBlanks } from './blanks';
import classes from './items.module.css';

interface BlankTextProps {
  html: string;
  count: number;
  /** The control of blank i (its aria-label should be 'Blank i+1'). */
  renderBlank(i: number): ReactNode;
}

/**
 * The item's text with a control in place of each '___' marker. The sanitised HTML is rendered
 * whole (so paragraphs and lists keep their shape) and each control is portalled into its
 * placeholder; blanks without a marker follow the text as numbered fields.
 */
export function BlankText({ html, count, renderBlank }: BlankTextProps) {
  const marked = useMemo(() => markBlanks(html, count), [html, count]);
  const ref = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  useLayoutEffect(() => {
    const found = Array.from(ref.current?.querySelectorAll<HTMLElement>(`[${BLANK_ATTR}]`) ?? []);
    setHosts(marked.html ? found : []);
  }, [marked.html]);
  const extra = Array.from({ length: marked.missing }, (_, k) => marked.inline + k);
  return (
    <>
      <HtmlContent ref={ref} html={marked.html} className={classes.blankText} />
      {hosts.slice(0, marked.inline).map((host, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blanks have no id; the n-th marked host in this HTML is blank n.
        <Fragment key={`${marked.html.length}-${i}`}>{createPortal(renderBlank(i), host)}</Fragment>
      ))}
      {extra.length > 0 && (
        <Stack gap="xs">
          {extra.map((i) => (
            <div key={i} className={classes.extraBlank}>
              <Text span fw={600} size="sm" aria-hidden="true">
                {i + 1}.
              </Text>
              {renderBlank(i)}
            </div>
          ))}
        </Stack>
      )}
    </>
  );
}
