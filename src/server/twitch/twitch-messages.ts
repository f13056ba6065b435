import type { Kysely } from 'kysely';
import type { OrganiserTwitch, TwitchStatus } from '../../contracts/twitch';
import type { Database } from '../db';

// EventSub message ids (Twitch delivers at least once: a repeat carries the same id and must count
// once) and what they say about the subscription: verified, or revoked.

export interface TakenMessage {
  id: string;
  messageType: string;
  subscriptionType: string;
  subscriptionStatus: string;
}

/**
 * Records the message id; false when it was taken before (a repeat). Inside the transaction that acts
 * on the message, so a message is taken exactly when its effect is written.
 */
export async function takeMessage(trx: Kysely<Database>, message: TakenMessage, nowMs: number) {
  const result = await trx
    .insertInto('twitch_messages')
    .values({
      id: message.id,
      message_type: message.messageType,
      subscription_type: message.subscriptionType,
      subscription_status: message.subscriptionStatus,
      received_ms: nowMs,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** 'revoked' when Twitch's last word on the subscription was a revocation, else 'on'. */
export async function cheerStatus(
  db: Kysely<Database>,
  configured: boolean,
): Promise<TwitchStatus['cheers']> {
  if (!configured) return 'off';
  const last = await db
    .selectFrom('twitch_messages')
    .select('message_type')
    .where('message_type', 'in', ['webhook_callback_verification', 'revocation'])
    .orderBy('received_ms', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.message_type === 'revocation' ? 'revoked' : 'on';
}

/** The newest revocations first, for the dashboard. */
export async function revocations(db: Kysely<Database>, limit = 20): Promise<OrganiserTwitch['revocations']> {
  const rows = await db
    .selectFrom('twitch_messages')
    .select(['subscription_type', 'subscription_status', 'received_ms'])
    .where('message_type', '=', 'revocation')
    .orderBy('received_ms', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    time: new Date(Number(row.received_ms)).toISOString(),
    type: row.subscription_type,
    status: row.subscription_status,
  }));
}
