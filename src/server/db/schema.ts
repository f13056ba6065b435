import type { Generated } from 'kysely';
import type { CrewRole } from '../../contracts/crew';
import type { Incentive } from '../../domain/incentives/incentive';
import type { ScreeningState } from '../../domain/screening/screening';

// One typed view of the database for both engines. Times are Unix epoch milliseconds unless the
// column name says seconds; money is integer cents.

interface ScheduleEntryTable {
  id: Generated<number>;
  /** Epoch seconds. Entries before the content's timeslot threshold have no real timeslot yet. */
  start_s: number;
  end_s: number;
  location: string;
  events: string;
  emcees: string;
  description: string | null;
}

/** One email to one address; see src/server/mail/outbox.ts. */
export interface OutboxTable {
  id: Generated<number>;
  /** Unique: queuing the same logical message again does nothing. */
  dedupe_key: string;
  /** What the message is about ('ticket', 'livestream', 'blast', ...) and which one (order id, blast id). */
  kind: string;
  ref: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_ms: number;
  /** Not tried before this time: the retry backoff moves it forward after each failure. */
  send_after_ms: number;
  attempts: Generated<number>;
  last_error: string | null;
  /** Set once the SMTP server (or the .eml file) has accepted the message. */
  sent_ms: number | null;
  /** A worker holds the row until this time; another process may take it only after. */
  claimed_until_ms: number | null;
  claim_token: string | null;
  /** Inline images to draw when sending (badge QR codes), as JSON; null when the mail has none. */
  attachments: string | null;
}

export type OrderKind = 'ticket' | 'donation';
/**
 * created: PayPal order made for the server's price. approved: the payer approved and capture was asked
 * for (or PayPal could not be asked: the sweep asks again). pending: PayPal holds a PENDING capture
 * (eCheck, payment review); recorded when PayPal completes it. declined: PayPal declined the payer's
 * instrument; the payer may choose another way to pay on the same order (a fresh capture attempt).
 * captured: recorded (exactly once); refunds lower refunded_cents, the state stays. failed: PayPal
 * refused the capture and holds none (re-checked by the sweep for a while, see orders/in-flight-sweep.ts).
 * abandoned: never approved, or PayPal no longer knows the order. mismatch: PayPal captured a different
 * amount or currency than the order's; kept for the organisers, not counted as paid.
 */
export type OrderStatus =
  | 'created'
  | 'approved'
  | 'pending'
  | 'declined'
  | 'captured'
  | 'failed'
  | 'abandoned'
  | 'mismatch';

export interface OrderTable {
  /** PayPal's order id. */
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  amount_cents: number;
  currency: string;
  /** The validated order as JSON (ticket counts and info, or the donation's fields). */
  payload: string;
  created_ms: number;
  updated_ms: number;
  capture_id: string | null;
  captured_amount_cents: number | null;
  captured_currency: string | null;
  payer_name: string | null;
  payer_email: string | null;
  failure: string | null;
  /** PayPal's status of the capture, once there is one: COMPLETED, PENDING, DECLINED, REFUNDED... */
  capture_status: string | null;
  /** Bumped after a decline, so the next capture carries a fresh PayPal-Request-Id. */
  capture_attempt: Generated<number>;
  /** Refunded and reversed so far (refunds table); what still counts as paid is the rest. */
  refunded_cents: Generated<number>;
  /** The discount code the order was priced with (discount_codes.code), upper case. */
  discount_code: string | null;
  /** True once the order holds one use of its code (claimed before capture, so a cap holds). */
  discount_claimed: Generated<boolean | number>;
  /** When a capture call told the buyer PayPal had not confirmed the payment yet (202); else null. */
  told_not_confirmed_ms: number | null;
  /** Our invoice_id at PayPal, unique per order (orders/paypal-reference.ts); null before migration 020. */
  invoice_id: string | null;
  /** When the retention sweep erased the order's personal data (src/server/retention/); null before. */
  erased_ms: number | null;
  /** The edition it was made in (migration 039): the current one at the time. */
  edition_id: Generated<number | null>;
}

/** One refund or reversal of a capture, by PayPal's id: the same refund reported twice counts once. */
export interface RefundTable {
  /** PayPal's refund id (or the reversal's id for a chargeback). */
  id: string;
  order_id: string;
  capture_id: string;
  /**
   * 'refund' (organisers or PayPal's dashboard), 'reversal' (a chargeback or a denied capture), or
   * 'returned' (money PayPal gave back after a reversal: a chargeback the seller won).
   */
  kind: string;
  /** 'organiser' (the dashboard) or 'paypal' (a webhook or the sweep). */
  source: string;
  /** PayPal's status of the refund: COMPLETED, PENDING... */
  status: string;
  amount_cents: number;
  currency: string;
  time_ms: number;
}

/** A dispute, or a hold PayPal put on a recorded capture (migration 020): open while resolved_ms is null. */
export interface DisputeTable {
  /** PayPal's dispute id, or HOLD-<capture id> for a capture PayPal holds. */
  id: string;
  order_id: string;
  capture_id: string;
  /** PayPal's dispute status (OPEN, UNDER_REVIEW, RESOLVED...), or the held capture's (PENDING). */
  status: string;
  /** PayPal's reason: MERCHANDISE_OR_SERVICE_NOT_RECEIVED, UNAUTHORISED, BUYER_COMPLAINT, CHARGEBACK... */
  reason: string;
  amount_cents: number;
  currency: string;
  /** dispute_outcome.outcome_code once resolved (RESOLVED_BUYER_FAVOUR, RESOLVED_SELLER_FAVOUR...). */
  outcome: string | null;
  /** Taken out by a resolution for the buyer. */
  taken_cents: Generated<number>;
  /** The PAYMENT.CAPTURE.REVERSED PayPal sent for the money taken_cents already took out. */
  reversal_id: string | null;
  /**
   * PayPal's id (Transaction Search's T1202, T1207 or T1208) of the money a win for the seller gave back,
   * once the dispute's record of it and PayPal's are known to be the same money (migration 042).
   */
  return_id: string | null;
  created_ms: number;
  updated_ms: number;
  resolved_ms: number | null;
}

/** A refund asked for with an Idempotency-Key (migration 021): the same key is the same refund. */
export interface RefundRequestTable {
  idempotency_key: string;
  order_id: string;
  capture_id: string;
  /** What was asked, in cents; null: whatever was left. */
  asked_cents: number | null;
  /** What PayPal was asked to refund. */
  cents: number;
  /** Sent as PayPal-Request-Id, so PayPal too makes one refund of this request. */
  paypal_request_id: string;
  /** PayPal's refund id, once known. */
  refund_id: string | null;
  created_ms: number;
  /** Who asked, for the change log line written when PayPal's refund is recorded (null before 025). */
  asked_by: string | null;
  /** JSON list of the badge (or viewer) codes refunded (migration 026); null: a refund of an amount. */
  badges: string | null;
}

/** The one row of the daily comparison with PayPal (migrations/022-reconciliation.ts). */
export interface ReconciliationTable {
  id: number;
  due_ms: number;
  started_ms: number | null;
  finished_ms: number | null;
  outcome: 'match' | 'differences' | 'failed' | null;
  /** JSON: the differences' sentences. */
  differences: Generated<string>;
  reason: string | null;
  /** Up to when the last run compared: where PayPal's lagging data ended (migration 036). */
  compared_to_ms: number | null;
}

/** A discount code, seeded from content/ and managed by organisers; never shipped to the page. */
export interface DiscountCodeTable {
  /**
   * The edition the code belongs to (migration 044): only the current edition's codes work. Null only
   * between the migration and the first edition's seed on a database made before editions.
   */
  edition_id: number | null;
  /** Upper case; buyers may type any case. Unique per edition. */
  code: string;
  /** Exactly one of the two effects is set. */
  percent_off: number | null;
  amount_off_cents: number | null;
  /** The code gives nothing to an order with more tickets than this. */
  max_tickets: number | null;
  /** The code gives its discount only when the order holds a ticket of this type. */
  requires_ticket_type: string | null;
  /** Orders that may use the code in all; null: no cap. */
  max_uses: number | null;
  /** The code stops working at this time; null: no end. */
  ends_ms: number | null;
  disabled: Generated<boolean | number>;
  /** Orders holding a use (claimed before capture, released if the payment fails). */
  uses: Generated<number>;
  /** Who the code is for ('Sponsor: Nine Square'); organisers' own words. */
  note: Generated<string>;
  created_ms: number;
}

/** Requests per address and purpose in the current window (server/limits/), shared by every instance. */
interface RateLimitTable {
  bucket: string;
  address: string;
  count: number;
  window_start_ms: number;
}

/**
 * An order a per-address limit counted, until it is paid (its count is given back) or its window ends
 * (limits/order-create-limit.ts).
 */
interface OrderLimitSlotTable {
  order_id: string;
  bucket: string;
  address: string;
  /** The window of rate_limits that counted it: a payment gives back only to that same window. */
  window_start_ms: number;
  /** The limit's count when it was counted: a payment gives back a slot below it. */
  limit_count: number;
}

/** The progress record of one ticket purchase: count, amount, stream (docs/product/tickets.md, "Calls"). */
interface TicketTable {
  id: Generated<number>;
  order_id: string;
  count: number;
  amount_cents: number;
  /** SQLite gives 0/1, PostgreSQL true/false: read through Boolean(). */
  stream: boolean | number;
  time_ms: number;
  buyer_email: string;
  /** Refunded so far; the purchase counts amount_cents - refunded_cents. */
  refunded_cents: Generated<number>;
  /** Tickets (badges, stream links) refunded so far (migration 026): they no longer count as sold. */
  refunded_count: Generated<number>;
}

interface BadgeTable {
  id: Generated<number>;
  order_id: string;
  code: string;
  name: string;
  ticket_type: string;
  late_registrant: boolean | number;
  created_ms: number;
  /** Set when the badge (or its whole order) was refunded: the badge no longer admits anyone. */
  refunded_ms: number | null;
  /** The address of the person the badge was passed to (migration 041); null while the buyer holds it. */
  holder_email: string | null;
}

/** A badge's code from before it changed hands (migration 041): the door says it was transferred. */
interface BadgeTransferTable {
  old_code: string;
  new_code: string;
  order_id: string;
  transferred_ms: number;
  /** Who passed it on: 'buyer', 'holder' (from the holder's own link) or 'desk'. */
  by: string;
}

/** A badge checked in at the door (docs/product/organisers.md, "Check-in at the door"); one row at most. */
interface CheckInTable {
  code: string;
  checked_in_ms: number;
  /** The random label of the check-in page that did it. */
  device: string | null;
}

interface LivestreamAccessTable {
  /** At least 128 bits of randomness, base64url. */
  token: string;
  order_id: string;
  email: string;
  created_ms: number;
  /** Set when the link stops working: its viewer was refunded, or their address changed. */
  revoked_ms: number | null;
  /** Set (with revoked_ms) when the ticket was given to another address (migration 028). */
  moved_ms: number | null;
  /**
   * The viewer's code (migration 026): names the viewer's place in the order on the dashboard, never
   * the secret link; a changed address keeps it. Null only for a row written before the migration ran.
   */
  code: string | null;
  /** Set when this viewer (or the whole order) was refunded. */
  refunded_ms: number | null;
  /** The viewer's ticket type (adult, student...), for their share of the order; null before migration 026. */
  ticket_type: string | null;
}

/** One email blast (or test send); its messages are the outbox rows of kind 'blast' with ref = id. */
interface BlastTable {
  id: Generated<number>;
  subject: string;
  /** 'test' (one address), 'regular', 'livestream' or 'regular+livestream'. */
  audience: string;
  recipient_count: number;
  created_ms: number;
}

/** Organiser-password tries per client address (src/server/limits/attempt-limiter.ts). */
interface OrganiserAttemptTable {
  address: string;
  tries: number;
  window_start_ms: number;
  locked_until_ms: number | null;
}

/** What organisers changed and when, shown on the dashboard. */
interface OrganiserAuditTable {
  id: Generated<number>;
  time_ms: number;
  /** One sentence: 'Hid incentive "Blindfold solve"'. */
  what: string;
  /** Who made the change: a crew pass's name, or 'organiser password'. */
  by: Generated<string>;
}

/** A crew pass (docs/product/organisers.md, "Crew passes"): only the hash of its token is kept. */
interface CrewPassTable {
  id: Generated<number>;
  token_hash: string;
  name: string;
  role: CrewRole;
  created_ms: number;
  /** Who made it, as the change log names people. */
  created_by: string;
  expires_ms: number;
  revoked_ms: number | null;
}

/**
 * An incentive (docs/product/donations-and-incentives.md, "Incentives"); a child option's id is
 * '<parent_id>:<option>'. The id and text columns hold the domain's fields as they are.
 */
export interface IncentiveTable
  extends Pick<Incentive, 'id' | 'title' | 'name' | 'author' | 'description' | 'image' | 'link'> {
  parent_id: string | null;
  type: string;
  goal_cents: number | null;
  /**
   * Captured donations choosing this incentive; a bid war's own is the money of its denied suggested
   * options (its total is that and its options').
   */
  raised_cents: Generated<number>;
  expires_ms: number | null;
  min_donation_cents: number | null;
  /** JSON array of prompts. */
  info_needed: string;
  disabled: boolean | number;
  hidden: boolean | number;
  accepts_suggestions: Generated<boolean | number>;
  /** A donor's suggested option (docs/decisions/074-suggested-options.md): its folded title, else null. */
  suggested_fold: Generated<string | null>;
  /** 'held', 'approved' or 'denied' for a suggested option; null for the organisers' own. */
  suggestion: Generated<string | null>;
  /** The order whose donation suggested it first: the decision on that donation decides the option. */
  suggested_order: Generated<string | null>;
  /** Position in the content seed; incentives added later go after. */
  sort: number;
}

/** One captured donation, or one Twitch cheer (docs/product/donations-and-incentives.md, "Bits"). */
export interface DonationTable {
  id: Generated<number>;
  /** The PayPal order; null for a cheer. */
  order_id: string | null;
  /** As typed; '' shows as 'Anonymous'. */
  name: string;
  amount_cents: number;
  message: string;
  /** JSON object prompt -> answer. Private: organisers only, never in a public answer or event. */
  extra_info: string;
  incentive_id: string | null;
  time_ms: number;
  /** Refunded so far; the donation counts amount_cents - refunded_cents, and is not shown once 0. */
  refunded_cents: Generated<number>;
  /** A cheer's bits (1 bit counts as 1 cent); null for a PayPal donation. */
  bits: number | null;
  /**
   * Whether the name and message may be shown (docs/product/screening.md): 'published' (never held),
   * 'held', 'approved' or 'denied'. The money counts whatever it says.
   */
  screening: Generated<ScreeningState>;
  /** Why it was held ('word', 'link', 'screen'); null when it was not. */
  held_reason: string | null;
  /** The organiser (or pass) that approved or denied it, and when. */
  decided_by: string | null;
  decided_ms: number | null;
  /** The read page: when a host marked it read, and whether it is pinned. */
  read_ms: number | null;
  pinned: Generated<boolean | number>;
  /** When the retention sweep erased a cheer's message (a PayPal donation is erased with its order). */
  erased_ms: number | null;
  /** A cheer's Twitch account (migration 035), so one viewer's cheers add up for prizes; erased with it. */
  twitch_user_id: Generated<string | null>;
  /** The edition it was given in (migration 039): the current one at the time. */
  edition_id: Generated<number | null>;
}

/** A prize donors enter by giving (docs/product/prizes.md). */
interface PrizeTable {
  id: Generated<number>;
  name: string;
  description: string;
  image_url: string;
  sponsor: string;
  minimum_cents: number;
  /** The window: donations from opens_ms (included) to closes_ms (excluded) are entries. */
  opens_ms: number;
  closes_ms: number;
  /** How many winners it has. */
  winners: number;
  /** 'shipped' or 'code'. */
  delivery: string;
  /** Drawings so far: each drawing raises it first, so two at once take turns (migration 035). */
  draws: Generated<number>;
  created_ms: number;
  created_by: string;
}

/** A winner drawn for one place of a prize; a lapsed one frees the place for the next drawing. */
interface PrizeWinnerTable {
  id: Generated<number>;
  prize_id: number;
  draw_number: number;
  place: number;
  drawn_ms: number;
  /** Who drew, as the change log names people. */
  drawn_by: string;
  /** Among how many entries. */
  entry_count: number;
  /** Which donor won (their address or Twitch account): never drawn again for this prize. '' once erased. */
  donor_key: string;
  /** Where the claim link went; null for a cheer (no address) or once erased. */
  email: string | null;
  /** As the public sees it: the donation's shown name, or 'Anonymous'. */
  public_name: string;
  donation_id: number;
  order_id: string | null;
  /** SHA-256 of the claim link's secret, hex. */
  claim_token_hash: string;
  claim_deadline_ms: number;
  claimed_ms: number | null;
  /** Set when the deadline passed unclaimed and the place was drawn again. */
  lapsed_ms: number | null;
  erased_ms: number | null;
}

/** Every EventSub message id taken (a repeat counts once), and Twitch's revocations. */
interface TwitchMessageTable {
  /** Twitch-Eventsub-Message-Id. */
  id: string;
  /** 'notification', 'webhook_callback_verification' or 'revocation'. */
  message_type: string;
  subscription_type: string;
  /** The subscription's status in the message: a revocation's reason. */
  subscription_status: string;
  received_ms: number;
}

/** A cell lit on the /markcell overlay by a cheer, until until_ms (clearing sets it to the clearing time). */
interface CellMarkTable {
  id: Generated<number>;
  /** 'r5c5'. */
  cell: string;
  name: string;
  bits: number;
  marked_ms: number;
  until_ms: number;
}

/** Running totals for the overlay (progress/progress-totals.ts): one row each for donations and tickets. */
interface ProgressTotalsTable {
  name: string;
  /** Donations recorded, or tickets sold. */
  count: number;
  cents: number;
  last_id: number | null;
}

/** Exactly one row, id 1: raised with every change of the progress totals (progress/progress-revision.ts). */
interface ProgressRevisionTable {
  id: number;
  revision: number;
}

/** A total raised organisers celebrate on stream (migration 037, docs/decisions/072-milestones-announced-once.md). */
interface MilestoneTable {
  id: Generated<number>;
  amount_cents: number;
  created_ms: number;
  /** The totals' revision that crossed it (announced then); null while the total is below it. */
  reached_revision: number | null;
}

/**
 * What organisers set while the event runs (docs/product/organisers.md, "Ticket sales and the stream
 * link"). Exactly one row, id 1, made by its migration.
 */
interface EventSettingsTable {
  id: number;
  /** Organisers closed ticket sales (content's closing time closes them too, see tickets/ticket-sales.ts). */
  sales_closed: boolean | number;
  /** Where /live-{token} sends ticket holders; null until organisers set it. */
  stream_url: string | null;
  /** 'off', 'filter' or 'screen' as set on the dashboard; null: as DONATION_SCREENING says. */
  screening_mode: string | null;
  /** JSON array of the organisers' own screening words. */
  screening_words: Generated<string>;
  updated_ms: number;
  /** The current edition (editions.id); null only before the first start's seed. */
  current_edition_id: Generated<number | null>;
}

/**
 * One year's convention (migration 039, docs/decisions/075-editions-as-data.md). `venue`, `prices` and
 * `texts` are JSON (src/contracts/editions.ts); `schedule`/`incentives` are the copies a new edition
 * waits with until it is made current, null once they are in their own tables.
 */
export interface EditionTable {
  id: Generated<number>;
  year: number;
  name: string;
  starts_ms: number;
  ends_ms: number;
  time_zone: string;
  time_zone_label: string;
  dates_text: string;
  venue: string;
  prices: string;
  texts: string;
  in_person_capacity: number | null;
  sales_close_ms: number | null;
  fundraiser_from_ms: number;
  fundraiser_until_ms: number;
  stream_starts_ms: number;
  stream_ends_ms: number;
  schedule: string | null;
  incentives: string | null;
  created_ms: number;
}

/**
 * One stream overlay page load and its live connection (realtime/overlay-presence-store.ts). `id` is the
 * random id the page made; `socket_id` the connection the row now follows.
 */
export interface OverlayPresenceTable {
  id: string;
  /** 'donationbar' or 'markcell'. */
  overlay: string;
  socket_id: string;
  connected_ms: number;
  /** The last heartbeat written (at most every 30 s while connected). */
  last_heard_ms: number;
  disconnected_ms: number | null;
  /** socket.io's reason for the disconnect; 'client namespace disconnect' when the page hung up itself. */
  disconnect_reason: string | null;
}

/** One link to an order's page (src/server/order-page/): only the hash of its token is kept. */
interface OrderLinkTable {
  token_hash: string;
  order_id: string;
  /**
   * The viewer the link opens, by their stream link: a viewer's email opens their ticket only. Null: the
   * whole order (the buyer's email, or a viewer's email to the buyer's own address).
   */
  access_token: string | null;
  created_ms: number;
  /** The one badge the link opens, by its code when the link was sent (migration 041); null: not limited. */
  badge_code: string | null;
}

/** What the buyer changed on the order page, shown to organisers and on the page itself. */
interface OrderHistoryTable {
  id: Generated<number>;
  order_id: string;
  time_ms: number;
  what: string;
}

/** Which content seeds have run (src/server/seed.ts). */
interface SeedMarkerTable {
  name: string;
  seeded_ms: number;
}

/** One person waiting for in-person places; `id` is the place in line (migration 040). */
interface WaitingListTable {
  id: Generated<number>;
  /** The edition whose places the person waits for (migration 044); only the current one's are offered. */
  edition_id: number | null;
  /** As typed (trimmed); personal data, erased with the retention rule. */
  email: string;
  /** The address in lower case: one entry per address and edition. */
  email_key: string;
  /** How many places the person wants. */
  places: number;
  joined_ms: number;
  /** While a hold is offered: the places kept, until when, since when, and the link's secret (SHA-256). */
  held_places: number | null;
  held_until_ms: number | null;
  offered_ms: number | null;
  hold_token_hash: string | null;
  /** The order made through the hold, whose own places count while it is being paid. */
  order_id: string | null;
}

export interface Database {
  editions: EditionTable;
  blasts: BlastTable;
  organiser_attempts: OrganiserAttemptTable;
  organiser_audit: OrganiserAuditTable;
  schedule_entries: ScheduleEntryTable;
  seed_markers: SeedMarkerTable;
  progress_totals: ProgressTotalsTable;
  progress_revision: ProgressRevisionTable;
  milestones: MilestoneTable;
  outbox: OutboxTable;
  orders: OrderTable;
  incentives: IncentiveTable;
  donations: DonationTable;
  tickets: TicketTable;
  badges: BadgeTable;
  badge_transfers: BadgeTransferTable;
  check_ins: CheckInTable;
  livestream_access: LivestreamAccessTable;
  refunds: RefundTable;
  refund_requests: RefundRequestTable;
  discount_codes: DiscountCodeTable;
  event_settings: EventSettingsTable;
  rate_limits: RateLimitTable;
  order_limit_slots: OrderLimitSlotTable;
  twitch_messages: TwitchMessageTable;
  cell_marks: CellMarkTable;
  overlay_presence: OverlayPresenceTable;
  disputes: DisputeTable;
  reconciliation: ReconciliationTable;
  order_links: OrderLinkTable;
  order_history: OrderHistoryTable;
  crew_passes: CrewPassTable;
  prizes: PrizeTable;
  prize_winners: PrizeWinnerTable;
  waiting_list: WaitingListTable;
}
