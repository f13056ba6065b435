import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { donationRecordSchema } from '../../../contracts/donations';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import {
  type HeldDonation,
  type ScreeningStatus,
  screeningDecisionResponseSchema,
  screeningStatusSchema,
} from '../../../contracts/screening';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { parseScreeningWords, type ScreeningMode, screeningModes } from '../../../domain/screening/screening';
import { FormStatus, TextareaField } from '../../components/forms';
import { readWith } from '../../lib/socket-readers';
import { organiserPost, useOrganiserData } from './organiser-api';
import { organiserTime } from './organiser-time';
import { useOrganiserAction } from './use-organiser-action';
import './screening-panel.css';

const readNotice = readWith(changeNoticeSchema);
const readDonation = readWith(donationRecordSchema);

const modeLines: Record<ScreeningMode, string> = {
  off: 'Off: every name and message is shown at once.',
  filter: 'Filter: donations with a listed word or a link wait here; the others are shown at once.',
  screen: 'Screen: every donation with a name or a message waits here.',
};

const reasonLines: Record<HeldDonation['reason'], string> = {
  word: 'a listed word',
  link: 'a link',
  screen: 'screening every donation',
};

/**
 * Screening on the dashboard (docs/product/screening.md): the mode, the organisers' own words, and the
 * queue of held donations, oldest first. Several moderators can work it at once: it reloads on every
 * change any of them makes ('screening-changed'), and a decision someone else made first is said, not
 * made twice. Keyboard: on a focused donation, A approves and D denies; focus then moves to the next.
 */
export function ScreeningPanel({
  pass,
  version,
  onChanged,
}: {
  pass: string;
  version: number;
  onChanged(): void;
}) {
  const id = useId();
  const { data, error } = useOrganiserData('/api/organiser/screening', pass, screeningStatusSchema, version, {
    reloadOn: { 'screening-changed': readNotice, donation: readDonation },
  });
  const mode = useOrganiserAction(onChanged);
  // The mode being set shows as chosen while the server saves it.
  const [choosing, setChoosing] = useState<ScreeningMode | null>(null);
  const decision = useOrganiserAction(onChanged);
  // Decided here and not yet gone from the list: hidden at once so the next one is in reach.
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const list = useRef<HTMLOListElement>(null);
  const held = (data?.held ?? []).filter((donation) => !decided.has(donation.id));

  function setMode(next: ScreeningMode) {
    setChoosing(next);
    void mode
      .run(async () => {
        await organiserPost('/api/organiser/screening/mode', pass, { mode: next }, screeningStatusSchema);
        return `Screening is now “${next}”.`;
      })
      .then((done) => {
        if (!done) setChoosing(null);
      });
  }
  // Saved: from the next read on, the server's answer says which mode is on.
  useEffect(() => {
    if (choosing !== null && data?.mode === choosing) setChoosing(null);
  }, [data, choosing]);

  function decide(donation: HeldDonation, choice: 'approve' | 'deny') {
    const index = held.findIndex((entry) => entry.id === donation.id);
    setDecided((ids) => new Set(ids).add(donation.id));
    void decision
      .run(async () => {
        await organiserPost(
          `/api/organiser/screening/${donation.id}/decision`,
          pass,
          { decision: choice },
          screeningDecisionResponseSchema,
        );
        return `${choice === 'approve' ? 'Approved' : 'Denied'}: ${formatUsd(dollarsToCents(donation.amount))} from ${donation.name || 'Anonymous'}.`;
      })
      .then((done) => {
        // Refused (someone else decided first, or the server failed): the list's next read says what holds.
        if (!done) setDecided((ids) => new Set([...ids].filter((one) => one !== donation.id)));
      });
    // The next donation (or the one before the last) takes the focus, so a moderator can keep going.
    requestAnimationFrame(() => {
      const cards = list.current?.querySelectorAll<HTMLElement>('[data-held]');
      cards?.[Math.min(index, cards.length - 1)]?.focus();
    });
  }

  function onKey(event: KeyboardEvent<HTMLElement>, donation: HeldDonation) {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 'a' || key === 'd') {
      event.preventDefault();
      decide(donation, key === 'a' ? 'approve' : 'deny');
    }
  }

  return (
    <section className="card org-no-print org-screening" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Screening{data && data.heldCount > 0 ? `: ${data.heldCount} waiting` : ''}</h2>
      {error && <p className="org-status org-status--error">{error}</p>}
      <fieldset className="org-screening__modes" disabled={!data || mode.busy}>
        <legend>Mode</legend>
        {screeningModes.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={(choosing ?? data?.mode) === option}
              onChange={() => setMode(option)}
            />{' '}
            {modeLines[option]}
          </label>
        ))}
      </fieldset>
      <FormStatus status={mode.status} alertOnError />
      <p>
        A waiting donation already counts in every total; its name and message stay off the stream and the
        site (it shows as “Anonymous”) until approved. Denied ones stay “Anonymous”, and the money stays.
      </p>
      {data && held.length === 0 && <p>No donation is waiting.</p>}
      <ol className="org-screening__queue" ref={list} aria-label="Waiting donations, oldest first">
        {held.map((donation) => (
          <HeldCard
            key={donation.id}
            donation={donation}
            busy={decision.busy}
            onDecide={(choice) => decide(donation, choice)}
            onKey={(event) => onKey(event, donation)}
          />
        ))}
      </ol>
      {data && data.heldCount > held.length + decided.size && (
        <p>{data.heldCount - data.held.length} more wait after these; they appear as these are decided.</p>
      )}
      <FormStatus status={decision.status} alertOnError />
      {data && <WordsForm pass={pass} status={data} onChanged={onChanged} />}
    </section>
  );
}

interface HeldCardProps {
  donation: HeldDonation;
  busy: boolean;
  onDecide(choice: 'approve' | 'deny'): void;
  onKey(event: KeyboardEvent<HTMLElement>): void;
}

function HeldCard({ donation, busy, onDecide, onKey }: HeldCardProps) {
  const who = donation.name || 'Anonymous';
  const amount =
    donation.bits === null ? formatUsd(dollarsToCents(donation.amount)) : `${donation.bits} bits`;
  return (
    <li
      className="org-screening__item"
      data-held
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card takes focus so A and D decide it.
      tabIndex={0}
      onKeyDown={onKey}
      aria-label={`${amount} from ${who}`}
    >
      <p className="org-screening__head">
        <strong>{amount}</strong> from <span className="org-screening__name">{who}</span>
        <span className="org-screening__meta">
          {' '}
          · {organiserTime(donation.time)} · held for {reasonLines[donation.reason]}
          {donation.incentiveTitle ? ` · ${donation.incentiveTitle}` : ''}
        </span>
      </p>
      {donation.message && <p className="org-screening__message">{donation.message}</p>}
      <div className="org-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onDecide('approve')}
        >
          Approve
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onDecide('deny')}>
          Deny
        </button>
      </div>
    </li>
  );
}

function WordsForm({
  pass,
  status,
  onChanged,
}: {
  pass: string;
  status: ScreeningStatus;
  onChanged(): void;
}) {
  const save = useOrganiserAction(onChanged);
  // null while untouched: the box shows the saved words.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? status.words.join(', ');

  function submit(event: FormEvent) {
    event.preventDefault();
    const words = parseScreeningWords(shown);
    void save.run(async () => {
      await organiserPost('/api/organiser/screening/words', pass, { words }, screeningStatusSchema);
      setDraft(null);
      return words.length === 0
        ? 'No words of your own.'
        : `Saved ${words.length} ${words.length === 1 ? 'word' : 'words'}.`;
    });
  }

  return (
    <form className="org-form org-screening__words" onSubmit={submit}>
      <TextareaField
        label="Your own words"
        hint={`Separated by commas or lines; matched as read, through case, accents, spaces, look-alike letters and digits, at the start of a word with any ending. The site's list (${status.listedWords} words) applies too.`}
        rows={2}
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="org-actions">
        <button type="submit" className="button" disabled={save.busy}>
          Save words
        </button>
      </div>
      <FormStatus status={save.status} alertOnError />
    </form>
  );
}
