import { edition } from '../../../content/edition';
import {
  type CountdownFormat,
  countdownParts,
  describeCountdown,
  formatCountdown,
} from '../../domain/countdown';
import { useNow } from '../lib/clock';
import './countdown.css';

interface CountdownProps {
  /** Unix epoch seconds; the edition's default target when not given (docs/product/site-and-pages.md). */
  target?: number;
  format?: CountdownFormat;
  label?: string;
}

/** Ticks every second toward its target and rests at zero once it has passed. */
export function Countdown({ target = edition.dates.defaultCountdownTarget, format, label }: CountdownProps) {
  const parts = countdownParts(target, useNow(1000));
  return (
    <div className="countdown">
      {label && <span className="countdown__label">{label}</span>}
      {/* The visible digits change every second; the spoken version is offered once, not announced. */}
      <span className="countdown__digits" role="timer" aria-live="off" aria-label={describeCountdown(parts)}>
        {formatCountdown(parts, format)}
      </span>
    </div>
  );
}
