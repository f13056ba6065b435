import { Fragment } from 'react';
import { edition } from '../../../content/edition';
import {
  type CountdownFormat,
  countdownFields,
  countdownParts,
  describeCountdown,
  unitName,
} from '../../domain/countdown';
import { useNow } from '../lib/clock';
import './countdown.css';

interface CountdownProps {
  /** Unix epoch seconds; the edition's default target when not given (docs/product/site-and-pages.md). */
  target?: number;
  format?: CountdownFormat;
  label?: string;
}

/**
 * Ticks every second toward its target and rests at zero once it has passed. The digits keep their format
 * ('2:03:04:05'); each number has its unit written under it (docs/product/site-and-pages.md, "Countdown").
 */
export function Countdown({ target = edition.dates.defaultCountdownTarget, format, label }: CountdownProps) {
  const parts = countdownParts(target, useNow(1000));
  const fields = countdownFields(parts, format);
  // One column per number and one per colon between them, shared by the digits and the units below.
  const columns = { gridTemplateColumns: `repeat(${fields.length * 2 - 1}, auto)` };
  return (
    <div className="countdown">
      {label && <span className="countdown__label">{label}</span>}
      <div className="countdown__face" style={columns}>
        {/* The visible digits change every second; the spoken version is offered once, not announced. */}
        <span
          className="countdown__digits"
          role="timer"
          aria-live="off"
          aria-label={describeCountdown(parts, format)}
        >
          {fields.map((field, index) => (
            <Fragment key={field.unit}>
              {index > 0 && <span className="countdown__colon">:</span>}
              <span>{field.text}</span>
            </Fragment>
          ))}
        </span>
        {/* Column headings rather than a count, so they never change width as the numbers tick. */}
        <span className="countdown__units" aria-hidden="true">
          {fields.map((field, index) => (
            <Fragment key={field.unit}>
              {index > 0 && <span />}
              <span>{unitName(2, field.unit)}</span>
            </Fragment>
          ))}
        </span>
      </div>
    </div>
  );
}
