import type { Kysely } from 'kysely';
import { fewPlacesLeftText, soldOutText } from '../../../content/tickets';
import { holdEndedText } from '../../../content/waiting-list';
import { pricesToWire, typeTextsToWire } from '../../contracts/editions';
import type { EventSettings } from '../../contracts/event-settings';
import type { TicketSalesState } from '../../contracts/ticket-sales';
import {
  orderFits,
  placesLeft,
  type SalesOverrides,
  type SalesRules,
  salesOpen,
  streamRedirectTarget,
} from '../../domain/tickets/ticket-sales';
import type { Database } from '../db';
import { readCurrentEdition } from '../editions';
import { insertOrder, type NewOrder } from '../orders';
import { type AnswerCache, answerCache, conflict, gone } from '../plugins';
import {
  lockSettings,
  readSettings,
  type StoredSettings,
  setSalesClosed,
  setStreamUrl,
} from './event-settings-store';
import { placesTaken } from './ticket-places';
import { findActiveHold, tieHoldToOrder } from './waiting-list-store';

// Whether tickets can be bought, and the in-person capacity held under a rush (docs/product/tickets.md,
// "When sales close" and "How many can come").

export interface TicketSalesOptions {
  db: Kysely<Database>;
  /**
   * Set over the current edition's (IN_PERSON_CAPACITY, TICKET_SALES_CLOSE_AT; tests give their own); a
   * rule left out is the current edition's, read at each use (docs/decisions/075-editions-as-data.md).
   */
  overrides: SalesOverrides;
  now: () => number;
}

export interface TicketSalesService {
  /** GET /api/tickets/sales, read at most once a second; dropped at once when organisers change sales. */
  answer: AnswerCache;
  /**
   * Throws, with the sentence the pages show, when no order of `places` in-person tickets can be made
   * now. A first look without any lock, so a refused buyer never reaches PayPal.
   */
  check(places: number, holdToken?: string): Promise<void>;
  /**
   * Stores an order PayPal made, only while sales are open and its `places` fit; throws otherwise, and
   * the order is never stored (its buyer never sees PayPal's window). The count and the insert run
   * under the settings row's lock, so concurrent buyers are counted one after the other and never
   * together pass the capacity. `holdToken`: the secret of a waiting-list link, whose held places this
   * order may take (docs/product/tickets.md, "The waiting list"); the order is then tied to the hold.
   */
  store(db: Kysely<Database>, order: NewOrder, places: number, holdToken?: string): Promise<void>;
  /**
   * The rules in force now: the current edition's, with the configuration's over them, and its
   * closed-sales sentence. `from`: a transaction that must read them under its own lock.
   */
  rules(from?: Kysely<Database>): Promise<SalesRules & { closedText: string }>;
  /** The dashboard's view: sales, places and the stream link. */
  settings(): Promise<EventSettings>;
  /** `by`: who, as the change log names them. */
  setClosed(closed: boolean, by: string): Promise<EventSettings>;
  setStreamUrl(url: string | null, by: string): Promise<EventSettings>;
  /** Where /live-{token} sends ticket holders; null until organisers set a link the rules take. */
  streamUrl(): Promise<string | null>;
}

export function ticketSales(options: TicketSalesOptions): TicketSalesService {
  const { db, overrides } = options;
  const now = options.now;

  /** The current edition's rules, with the configuration's over them, and its closed-sales sentence. */
  async function editionRules(
    from: Kysely<Database>,
  ): Promise<SalesRules & Pick<TicketSalesState, 'prices' | 'closedText' | 'typeTexts'>> {
    const edition = await readCurrentEdition(from);
    return {
      closesAt:
        overrides.closesAt !== undefined
          ? overrides.closesAt
          : edition.salesCloseMs === null
            ? null
            : Math.floor(edition.salesCloseMs / 1000),
      inPersonCapacity:
        overrides.inPersonCapacity !== undefined ? overrides.inPersonCapacity : edition.inPersonCapacity,
      closedText: edition.texts.salesClosed,
      prices: pricesToWire(edition.prices),
      typeTexts: typeTextsToWire(edition.texts),
    };
  }

  async function state(stored: StoredSettings) {
    const rules = await editionRules(db);
    const closesAt = rules.closesAt === null ? null : new Date(rules.closesAt * 1000).toISOString();
    const taken = rules.inPersonCapacity === null ? null : await placesTaken(db, now());
    const sales: TicketSalesState = {
      open: salesOpen(stored.salesClosed, rules.closesAt, now()),
      closesAt,
      inPersonLeft: taken && placesLeft(rules.inPersonCapacity, taken.sold + taken.held + taken.waitingList),
      prices: rules.prices,
      closedText: rules.closedText,
      typeTexts: rules.typeTexts,
    };
    return { sales, taken, rules };
  }

  /** Throws when the order cannot be made; answers the waiting-list entry whose hold it uses, if any. */
  async function refuse(
    from: Kysely<Database>,
    stored: StoredSettings,
    places: number,
    holdToken: string | undefined,
  ): Promise<number | undefined> {
    const rules = await editionRules(from);
    if (!salesOpen(stored.salesClosed, rules.closesAt, now())) throw conflict(rules.closedText);
    if (places === 0 || rules.inPersonCapacity === null) return undefined;
    // A link whose hold ended says so, rather than a bare "sold out" (its places went to the next in line).
    const hold = holdToken === undefined ? undefined : await findActiveHold(from, holdToken, now());
    if (holdToken !== undefined && !hold) throw gone(holdEndedText);
    const taken = await placesTaken(from, now(), hold?.id);
    const left = placesLeft(rules.inPersonCapacity, taken.sold + taken.held + taken.waitingList);
    if (!orderFits(left, places)) throw conflict(left ? fewPlacesLeftText(left) : soldOutText);
    return hold?.id;
  }

  async function settings(): Promise<EventSettings> {
    const stored = await readSettings(db);
    const { sales, taken, rules } = await state(stored);
    return {
      sales: { ...sales, closedByOrganisers: stored.salesClosed },
      places:
        taken && rules.inPersonCapacity !== null ? { capacity: rules.inPersonCapacity, ...taken } : null,
      streamUrl: stored.streamUrl,
    };
  }

  const answer = answerCache(async () => (await state(await readSettings(db))).sales, 1_000, now);

  return {
    answer,
    check: async (places, holdToken) => {
      await refuse(db, await readSettings(db), places, holdToken);
    },
    store: (from, order, places, holdToken) =>
      from
        .transaction()
        .execute(async (trx) => {
          const hold = await refuse(trx, await lockSettings(trx), places, holdToken);
          await insertOrder(trx, order, now());
          if (hold !== undefined) await tieHoldToOrder(trx, hold, order.id);
        })
        .finally(() => {
          // Places just taken, or a refusal that saw fewer than the page was last told.
          if (places > 0) answer.invalidate();
        }),
    rules: (from = db) => editionRules(from),
    settings,
    async setClosed(closed, by) {
      await setSalesClosed(db, closed, by, now());
      answer.invalidate();
      return settings();
    },
    async setStreamUrl(url, by) {
      await setStreamUrl(db, url, by, now());
      return settings();
    },
    streamUrl: async () => streamRedirectTarget((await readSettings(db)).streamUrl),
  };
}
