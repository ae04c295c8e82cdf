import type { Assets } from '@portico/contract/tenancy';
import { useEffect, useState } from 'react';
import classes from './login-slider.module.css';

type Slide = Assets['loginSlider']['slides'][number];

interface LoginSliderProps {
  slides: Slide[];
  intervalMs: number;
}

/**
 * spec 1 §2 Login: an image carousel rotating every intervalMs, with dots to jump to an
 * image. Rotation pauses while the pointer or keyboard focus is on it (WCAG 2.2.2).
 */
export function LoginSlider({ slides, intervalMs }: LoginSliderProps) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: active restarts the timer, so a dot press gives the chosen slide a full interval.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, paused, count, intervalMs]);

  return (
    <section
      className={classes.slider}
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={classes.track}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is role="group" with aria-roledescription="slide", not a form fieldset.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; their position is their identity.
            key={index}
            className={classes.slide}
            data-active={index === active || undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== active}
          >
            <img
              className={classes.image}
              src={slide.image}
              alt=""
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
            {slide.title && <p className={classes.title}>{slide.title}</p>}
            {slide.caption && <p className={classes.caption}>{slide.caption}</p>}
          </div>
        ))}
      </div>
      {count > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: the slide picker is a group of buttons, not a form fieldset.
        <div className={classes.dots} role="group" aria-label="Choose a slide">
          {slides.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              key={index}
              type="button"
              className={classes.dot}
              aria-label={`Show slide ${index + 1} of ${count}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
