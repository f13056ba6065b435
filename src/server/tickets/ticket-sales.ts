import type { Kysely } from 'kysely';
import { fewPlacesLeftText, soldOutText } from '../../../content/tickets';
import { pricesToWire } from '../../contracts/editions';
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
import { type AnswerCache, answerCache, conflict } from '../plugins';
import {
  lockSettings,
  readSettings,
  type StoredSettings,
  setSalesClosed,
  setStreamUrl,
} from './event-settings-store';
import { placesTaken } from './ticket-places';

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
  check(places: number): Promise<void>;
  /**
   * Stores an order PayPal made, only while sales are open and its `places` fit; throws otherwise, and
   * the order is never stored (its buyer never sees PayPal's window). The count and the insert run
   * under the settings row's lock, so concurrent buyers are counted one after the other and never
   * together pass the capacity.
   */
  store(db: Kysely<Database>, order: NewOrder, places: number): Promise<void>;
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
  ): Promise<SalesRules & Pick<TicketSalesState, 'prices' | 'closedText'>> {
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
    };
  }

  async function state(stored: StoredSettings) {
    const rules = await editionRules(db);
    const closesAt = rules.closesAt === null ? null : new Date(rules.closesAt * 1000).toISOString();
    const taken = rules.inPersonCapacity === null ? null : await placesTaken(db);
    const sales: TicketSalesState = {
      open: salesOpen(stored.salesClosed, rules.closesAt, now()),
      closesAt,
      inPersonLeft: taken && placesLeft(rules.inPersonCapacity, taken.sold + taken.held),
      prices: rules.prices,
      closedText: rules.closedText,
    };
    return { sales, taken, rules };
  }

  async function refuse(from: Kysely<Database>, stored: StoredSettings, places: number) {
    const rules = await editionRules(from);
    if (!salesOpen(stored.salesClosed, rules.closesAt, now())) throw conflict(rules.closedText);
    if (places === 0 || rules.inPersonCapacity === null) return;
    const taken = await placesTaken(from);
    const left = placesLeft(rules.inPersonCapacity, taken.sold + taken.held);
    if (!orderFits(left, places)) throw conflict(left ? fewPlacesLeftText(left) : soldOutText);
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
    check: async (places) => refuse(db, await readSettings(db), places),
    store: (from, order, places) =>
      from
        .transaction()
        .execute(async (trx) => {
          await refuse(trx, await lockSettings(trx), places);
          await insertOrder(trx, order, now());
        })
        .finally(() => {
          // Places just taken, or a refusal that saw fewer than the page was last told.
          if (places > 0) answer.invalidate();
        }),
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
