interface ProgressBarProps {
  /** 0..1 */
  value: number;
  /** Names the bar for screen readers, e.g. 'Killer sudoku: $120.00'. */
  label: string;
  /** What the bar measures in words, read instead of a bare percentage. */
  valueText: string;
}

/** A goal's or a bid war option's progress. The figures are also printed beside it, so colour is not needed. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <span
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </span>
  );
}
