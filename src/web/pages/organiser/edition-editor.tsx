import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { type EditionWire, editionSchema } from '../../../contracts/editions';
import { Card } from '../../components/card';
import { Field, FormStatus, TextareaField } from '../../components/forms';
import {
  editionDraftOf,
  editOfDraft,
  fieldLabels,
  kindLabels,
  priceKey,
  priceKinds,
  textParts,
  timeFields,
  typeName,
  typeTextKey,
  venueFields,
} from './edition-draft';
import { organiserPost } from './organiser-api';
import { useOrganiserAction } from './use-organiser-action';

interface EditionEditorProps {
  pass: string;
  edition: EditionWire;
  /** After a save: the list and its totals read again. */
  onSaved(): void;
  onClose(): void;
}

/**
 * One edition's fields (docs/product/organisers.md, "Editions"), grouped as the pages use them. Times are
 * typed as wall-clock times of the edition's saved zone; a new zone applies to the times once saved (the
 * form then shows them in it). Saving sends every field, so what the form shows is what is kept.
 */
export function EditionEditor({ pass, edition, onSaved, onClose }: EditionEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => editionDraftOf(edition));
  const { busy, status, submit } = useOrganiserAction(onSaved);
  const zone = `${edition.timeZoneLabel}, ${edition.timeZone}`;

  const bind = (key: string) => ({
    value: draft[key] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });
  const text = (key: string, props: { hint?: string; label?: string } = {}) => (
    <Field
      key={key}
      label={props.label ?? fieldLabels[key]}
      hint={props.hint}
      autoComplete="off"
      {...bind(key)}
    />
  );

  function save(event: FormEvent) {
    event.preventDefault();
    submit(editOfDraft(draft, edition.timeZone), async ({ edit }) => {
      const saved = await organiserPost(`/api/organiser/editions/${edition.id}`, pass, edit, editionSchema);
      setDraft(editionDraftOf(saved));
      return saved.current
        ? `Saved the ${saved.year} edition. It is current: the public site shows the change now.`
        : `Saved the ${saved.year} edition.`;
    });
  }

  return (
    <Card
      id={`${id}-heading`}
      level={2}
      heading={
        <>
          Edit the {edition.year} edition{edition.current ? ' (current)' : ''}
        </>
      }
      className="org-no-print"
    >
      <form className="org-form org-edition-form" onSubmit={save} noValidate>
        <fieldset>
          <legend>The edition</legend>
          <div className="org-grid">
            {text('name', { hint: 'The convention’s name, without the year.' })}
            {text('year')}
            {text('datesText', { hint: 'As the pages write them, such as “April 2-5, 2026”.' })}
            {text('timeZone', { hint: 'A name such as America/New_York.' })}
            {text('timeZoneLabel', { hint: 'Such as “Boston time”.' })}
          </div>
        </fieldset>

        <fieldset>
          <legend>Dates and times ({zone})</legend>
          <div className="org-grid">
            {timeFields.map(([key, label]) => (
              <Field key={key} label={label} type="datetime-local" {...bind(key)} />
            ))}
            <Field
              label={fieldLabels.salesCloseAt}
              type="datetime-local"
              hint="Empty: open until closed in Settings."
              {...bind('salesCloseAt')}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>Tickets</legend>
          <div className="org-grid">
            <Field
              label={fieldLabels.inPersonCapacity}
              inputMode="numeric"
              placeholder="no limit"
              hint="The most in-person tickets sold; empty: no limit."
              autoComplete="off"
              {...bind('inPersonCapacity')}
            />
          </div>
          {priceKinds.map(([kind, types]) => (
            <fieldset key={kind} className="org-edition__prices">
              <legend>{kindLabels[kind]} prices (dollars)</legend>
              <div className="org-grid org-grid--four">
                {types.map((type) => (
                  <Field
                    key={type}
                    label={typeName(type)}
                    inputMode="decimal"
                    autoComplete="off"
                    {...bind(priceKey(kind, type))}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>

        <fieldset>
          <legend>Venue</legend>
          <div className="org-grid">{venueFields.map(([field]) => text(`venue.${field}`))}</div>
        </fieldset>

        <fieldset>
          <legend>Texts</legend>
          <TextareaField label={fieldLabels['texts.salesClosed']} rows={2} {...bind('texts.salesClosed')} />
          {priceKinds.map(([kind, types]) =>
            types.map((type) => (
              <fieldset key={`${kind}-${type}`} className="org-edition__type-texts">
                <legend>
                  {kindLabels[kind]} {typeName(type)} ticket
                </legend>
                <div className="org-grid">
                  {textParts
                    .filter(([part]) => part !== 'description')
                    .map(([part, label]) => text(typeTextKey(kind, type, part), { label }))}
                </div>
                <TextareaField
                  label="Description"
                  rows={2}
                  {...bind(typeTextKey(kind, type, 'description'))}
                />
              </fieldset>
            )),
          )}
        </fieldset>

        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Save the {edition.year} edition
          </button>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        <FormStatus status={status} alertOnError />
      </form>
    </Card>
  );
}
