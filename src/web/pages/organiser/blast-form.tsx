import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type BlastKind,
  type BlastReach,
  blastReachSchema,
  dashboardBlastResponseSchema,
} from '../../../contracts/dashboard-blast';
import { ticketRecordSchema } from '../../../contracts/tickets';
import { Card } from '../../components/card';
import { Field, FormStatus, TextareaField } from '../../components/forms';
import { readWith } from '../../lib/socket-readers';
import { useRealtimeEvent } from '../../lib/use-realtime';
import { confirmQuestion, kindChoices, kindPlural, peopleText, reachText, sentText } from './blast-wording';
import { failureText, organiserGet, organiserPost } from './organiser-api';
import { useOrganiserAction } from './use-organiser-action';

const readTicket = readWith(ticketRecordSchema);

/** Whom the chosen kind reaches now, read again when it changes and when a ticket is bought. */
function useReach(token: string, kind: BlastKind | null) {
  const [reach, setReach] = useState<BlastReach | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [bought, setBought] = useState(0);
  useRealtimeEvent('ticket', readTicket, () => setBought((n) => n + 1));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a purchase (bought) changes whom it reaches
  useEffect(() => {
    setReach(null);
    setError(null);
    if (kind === null) return;
    const abort = new AbortController();
    organiserGet('/api/organiser/blast-reach', token, { kind }, blastReachSchema, abort.signal).then(
      setReach,
      (failure: unknown) => {
        if (!abort.signal.aborted) setError(failureText(failure));
      },
    );
    return () => abort.abort();
  }, [token, kind, bought]);
  return { reach, error };
}

/**
 * The signed-in dashboard's email blast (docs/product/organisers.md, "Email blast from the dashboard"):
 * no password again; the organiser chooses whom it is for and reads how many people that is, counted by
 * the server, before anything is sent; sending asks once more with the count as it is then.
 */
export function BlastForm({ token, onSent }: { token: string; onSent(): void }) {
  const id = useId();
  const [kind, setKind] = useState<BlastKind | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [asking, setAsking] = useState<BlastReach | null>(null);
  const { reach, error } = useReach(token, kind);
  const action = useOrganiserAction(onSent);
  const question = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  // Any change belongs to a new attempt: a pending question and the last answer go.
  function changed() {
    setAsking(null);
    action.setStatus(null);
  }

  async function ask(event: FormEvent) {
    event.preventDefault();
    if (kind === null) return action.refuse('Choose whom the email is for.');
    if (subject.trim() === '') return action.refuse('Write a subject.');
    if (text.trim() === '') return action.refuse('Write the text of the email.');
    action.setStatus(null);
    try {
      setAsking(await organiserGet('/api/organiser/blast-reach', token, { kind }, blastReachSchema));
    } catch (failure) {
      action.refuse(failureText(failure));
    }
  }

  async function send() {
    if (kind === null) return;
    const sent = await action.run(async () => {
      const answer = await organiserPost(
        '/api/organiser/blasts',
        token,
        { kind, subject, text },
        dashboardBlastResponseSchema,
      );
      return sentText(subject.trim(), answer);
    });
    setAsking(null);
    if (sent) {
      setSubject('');
      setText('');
    }
  }

  return (
    <Card id={`${id}-heading`} level={2} heading="Send an email" className="org-no-print">
      <p>Each person gets their own copy; nobody sees another address.</p>
      <form className="org-form" onSubmit={(event) => void ask(event)} noValidate>
        <fieldset aria-describedby={`${id}-reach`}>
          <legend>Who gets it</legend>
          {kindChoices.map((choice) => (
            <label key={choice.kind} className="choice org-blast-kind">
              <input
                type="radio"
                name={`${id}-kind`}
                value={choice.kind}
                checked={kind === choice.kind}
                onChange={() => {
                  setKind(choice.kind);
                  changed();
                }}
              />
              <span>
                <strong>{choice.label}</strong> <span className="org-blast-kind__hint">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p id={`${id}-reach`} className="org-blast-reach" role="status">
          {kind === null
            ? 'Choose whom it is for to see how many people it reaches.'
            : error
              ? error
              : reach
                ? reachText(reach)
                : `Counting ${kindPlural(kind)}…`}
        </p>
        <Field
          label="Subject"
          maxLength={200}
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            changed();
          }}
        />
        <TextareaField
          label="Text"
          hint="Plain text, sent exactly as written."
          rows={8}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            changed();
          }}
        />
        {asking ? (
          <div className="org-confirm">
            <p ref={question} tabIndex={-1}>
              <strong>{confirmQuestion(subject.trim(), asking)}</strong>
            </p>
            <div className="org-actions">
              {asking.people > 0 && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={action.busy}
                  onClick={() => void send()}
                >
                  {action.busy ? 'Sending…' : `Send to ${peopleText(asking.kind, asking.people)}`}
                </button>
              )}
              <button type="button" className="button" disabled={action.busy} onClick={() => setAsking(null)}>
                Back to the form
              </button>
            </div>
          </div>
        ) : (
          <div className="org-actions">
            <button type="submit" className="button button--primary">
              Send…
            </button>
          </div>
        )}
        <FormStatus status={action.status} alertOnError />
      </form>
    </Card>
  );
}
