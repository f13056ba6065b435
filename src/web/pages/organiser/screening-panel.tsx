import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type HeldDonation, type ScreeningStatus, screeningStatusSchema } from '../../../contracts/screening';
import { parseScreeningWords, type ScreeningMode, screeningModes } from '../../../domain/screening/screening';
import { Card } from '../../components/card';
import { FormStatus, TextareaField } from '../../components/forms';
import { HeldCard } from './held-card';
import { organiserPost, useOrganiserData } from './organiser-api';
import { useOrganiserAction } from './use-organiser-action';
import { type Choice, useScreeningDecisions } from './use-screening-decisions';
import './screening-panel.css';
import type { DashboardPanelProps } from './panel-props';

const modeLines: Record<ScreeningMode, string> = {
  off: 'Off: every name and message is shown at once.',
  filter: 'Filter: donations with a listed word or a link wait here; the others are shown at once.',
  screen: 'Screen: every donation with a name or a message waits here.',
};

/**
 * Screening on the dashboard (docs/product/screening.md): the queue of held donations first, oldest
 * first, so a moderator on a phone meets it under the heading; then the mode and the organisers' own
 * words. Several moderators can work it at once: it reloads on every change any of them makes
 * ('screening-changed'). Each decision is confirmed at its card, naming the donation; an approval can
 * be undone there for a few seconds before the server shows it; a decision someone else made first is
 * said at the card too. Keyboard: on a focused donation, A approves and D denies; focus then moves to
 * the next.
 */
export function ScreeningPanel({ pass, version, onChanged }: DashboardPanelProps) {
  const id = useId();
  const { data, error } = useOrganiserData('/api/organiser/screening', pass, screeningStatusSchema, version, {
    reloadOn: ['screening-changed', 'donation'],
  });
  const mode = useOrganiserAction(onChanged);
  // The mode being set shows as chosen while the server saves it.
  const [choosing, setChoosing] = useState<ScreeningMode | null>(null);
  const decisions = useScreeningDecisions(pass, onChanged);
  const list = useRef<HTMLOListElement>(null);
  const waiting = data?.held ?? [];
  const heldIds = new Set(waiting.map((donation) => donation.id));
  // The server's queue with this moderator's decided cards kept in their places (oldest first).
  const cards = [
    ...waiting.filter((donation) => !decisions.decided.has(donation.id)),
    ...[...decisions.decided.values()].map((entry) => entry.donation),
  ].sort((a, b) => a.id - b.id);
  const undecided = cards.filter((donation) => decisions.outcomeOf(donation.id) === undefined);

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

  function decide(donation: HeldDonation, choice: Choice) {
    const index = undecided.findIndex((entry) => entry.id === donation.id);
    void decisions.decide(donation, choice);
    // The next undecided donation (or the one before the last) takes the focus, so a moderator can keep going.
    requestAnimationFrame(() => {
      const next = list.current?.querySelectorAll<HTMLElement>('[data-held]');
      next?.[Math.min(Math.max(index, 0), next.length - 1)]?.focus();
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
    <Card
      id={`${id}-heading`}
      level={2}
      heading={<>Screening{data && data.heldCount > 0 ? `: ${data.heldCount} waiting` : ''}</>}
      className="org-no-print org-screening"
    >
      {error && <p className="org-status org-status--error">{error}</p>}
      {data && data.held.length === 0 && <p>No donation is waiting.</p>}
      <ol className="org-screening__queue" ref={list} aria-label="Waiting donations, oldest first">
        {cards.map((donation) => (
          <HeldCard
            key={donation.id}
            donation={donation}
            outcome={decisions.outcomeOf(donation.id)}
            stillHeld={heldIds.has(donation.id)}
            now={decisions.now}
            onDecide={(choice) => decide(donation, choice)}
            onUndo={(undoUntil) => void decisions.undo(donation, undoUntil)}
            onDismiss={() => decisions.dismiss(donation)}
            onKey={(event) => onKey(event, donation)}
          />
        ))}
      </ol>
      {data && data.heldCount > data.held.length && (
        <p>{data.heldCount - data.held.length} more wait after these; they appear as these are decided.</p>
      )}
      <p>
        A waiting donation already counts in every total; its name and message stay off the stream and the
        site (it shows as “Anonymous”) until approved. An approval can be undone for a few seconds before it
        is shown. Denied ones stay “Anonymous”, and the money stays.
      </p>
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
      {data && <WordsForm pass={pass} status={data} onChanged={onChanged} />}
    </Card>
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
