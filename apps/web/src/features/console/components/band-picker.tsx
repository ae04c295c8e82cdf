import { descriptorFor } from '@portico/contract/band-descriptors';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { scaleOf } from '../utils/evaluation-form';
import { isBandKey, typedBand } from '../utils/typed-band';
import classes from './band-picker.module.css';

/** How long a typed digit waits for the next one ('1' then '2' is 12) before it stands alone. */
const TYPING_PAUSE_MS = 1000;

interface Props {
  criterion: { key: string; label: string; min: number; max: number; step: number };
  value: number | null;
  readOnly: boolean;
  onChange: (value: number | null) => void;
  /** What each band of the criterion means (band → text), shown while choosing. */
  descriptors?: Record<string, string>;
}

/** The next band picker after this one on the page, and its chosen band (or its first). */
function focusNextPicker(from: HTMLElement) {
  const pickers = [...document.querySelectorAll<HTMLElement>('[data-band-picker]')];
  const next = pickers[pickers.indexOf(from) + 1];
  const radio =
    next?.querySelector<HTMLInputElement>('input:checked') ?? next?.querySelector<HTMLInputElement>('input');
  radio?.focus();
}

/**
 * A criterion's band or score (issue 40): its scale as radios in a row, one click each, and typed
 * from the keyboard: a number picks its band and, once nothing longer could follow, moves on to
 * the next criterion; the arrows step through the scale; Backspace or Delete clears it.
 */
export function BandPicker({ criterion, value, readOnly, onChange, descriptors }: Props) {
  const name = useId();
  // The band pointed at or focused, whose descriptor shows; else the chosen band's.
  const [shown, setShown] = useState<string | null>(null);
  const scale = scaleOf(criterion);
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosen = value === null ? null : String(value);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      onChange(null);
      return;
    }
    if (!isBandKey(e.key)) return;
    e.preventDefault();
    clearTimeout(timer.current);
    const out = typedBand(typed.current + e.key, scale);
    typed.current = out.typed;
    if (out.value !== null) {
      onChange(Number(out.value));
      e.currentTarget.querySelector<HTMLInputElement>(`input[value="${out.value}"]`)?.focus();
    }
    if (out.done) focusNextPicker(e.currentTarget);
    else
      timer.current = setTimeout(() => {
        typed.current = '';
      }, TYPING_PAUSE_MS);
  };

  return (
    <div
      className={classes.picker}
      role="radiogroup"
      aria-labelledby={`${name}-label`}
      aria-disabled={readOnly || undefined}
      data-band-picker=""
      onKeyDown={onKeyDown}
    >
      <div className={classes.legend} id={`${name}-label`}>
        {criterion.label} ({criterion.min}–{criterion.max})
      </div>
      <div className={classes.scale}>
        {scale.map((v) => (
          <label
            key={v}
            className={classes.option}
            onMouseEnter={() => setShown(v)}
            onMouseLeave={() => setShown(null)}
          >
            <input
              type="radio"
              name={name}
              value={v}
              checked={chosen === v}
              disabled={readOnly}
              onChange={() => onChange(Number(v))}
              onFocus={() => setShown(v)}
              onBlur={() => setShown(null)}
              aria-describedby={descriptors ? `${name}-descriptor` : undefined}
            />
            {v}
          </label>
        ))}
        {chosen !== null && !readOnly && (
          <button type="button" className={classes.clear} onClick={() => onChange(null)}>
            Clear<span className="visually-hidden"> {criterion.label}</span>
          </button>
        )}
      </div>
      {descriptors && (
        <Descriptor id={`${name}-descriptor`} band={shown ?? chosen} descriptors={descriptors} />
      )}
    </div>
  );
}

/** What the band pointed at (or chosen) means, under the scale; nothing while no band is. */
function Descriptor({
  id,
  band,
  descriptors,
}: {
  id: string;
  band: string | null;
  descriptors: Record<string, string>;
}) {
  const texts = band === null ? [] : descriptorFor(descriptors, Number(band));
  return (
    <p className={classes.descriptor} id={id} data-band-descriptor="">
      {texts.length > 0 && (
        <>
          <b>{band}:</b> {texts.join(' … ')}
        </>
      )}
    </p>
  );
}
