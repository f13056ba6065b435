import type { Migration } from 'kysely';
import type { Engine } from '../engine';
import { scheduleMigration } from './001-schedule';
import { outboxMigration } from './002-outbox';
import { ordersTicketsMigration } from './003-orders-tickets';
import { incentivesDonationsMigration } from './004-incentives-donations';
import { organiserToolsMigration } from './007-organiser-tools';
import { socketIoAttachmentsMigration } from './009-socket-io-attachments';
import { seedMarkersMigration } from './010-seed-markers';
import { progressTotalsMigration } from './011-progress-totals';
import { moneyAsPayPalBehavesMigration } from './012-money-as-paypal-behaves';
import { toldNotConfirmedMigration } from './013-told-not-confirmed';
import { checkInsMigration } from './014-check-ins';
import { eventSettingsMigration } from './015-event-settings';
import { mailAttachmentsMigration } from './016-mail-attachments';
import { twitchCheersMigration } from './017-twitch-cheers';
import { donationScreeningMigration } from './018-donation-screening';
import { overlayPresenceMigration } from './019-overlay-presence';
import { disputesMigration } from './020-disputes';
import { refundRequestsMigration } from './021-refund-requests';
import { reconciliationMigration } from './022-reconciliation';
import { orderPageAndRetentionMigration } from './024-order-page-and-retention';
import { crewPassesMigration } from './025-crew-passes';
import { ordersOneBadgeAtATimeMigration } from './026-orders-one-badge-at-a-time';
import { erasedMeansGoneMigration } from './027-erased-means-gone';
import { viewerLinksMigration } from './028-viewer-links';
import { orderLimitSlotsMigration } from './029-order-limit-slots';
import { progressRevisionMigration } from './034-progress-revision';
import { prizesMigration } from './035-prizes';
import { booksComparedToMigration } from './036-books-compared-to';
import { milestonesMigration } from './037-milestones';
import { suggestedOptionsMigration } from './038-suggested-options';
import { editionsMigration } from './039-editions';
import { waitingListMigration } from './040-waiting-list';
import { ticketTransfersMigration } from './041-ticket-transfers';
import { disputeReturnsMigration } from './042-dispute-returns';
import { codesAndWaitingListPerEditionMigration } from './044-codes-and-waiting-list-per-edition';

// Applied in key order at every start. Never edit a migration that has shipped: add the next one,
// numbered after the highest here (Kysely refuses a new one that sorts before an applied one).
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001-schedule': scheduleMigration(engine),
    '002-outbox': outboxMigration(engine),
    '003-orders-tickets': ordersTicketsMigration(engine),
    '004-incentives-donations': incentivesDonationsMigration(engine),
    '007-organiser-tools': organiserToolsMigration(engine),
    '009-socket-io-attachments': socketIoAttachmentsMigration(engine),
    '010-seed-markers': seedMarkersMigration(engine),
    '011-progress-totals': progressTotalsMigration(),
    '012-money-as-paypal-behaves': moneyAsPayPalBehavesMigration(engine),
    '013-told-not-confirmed': toldNotConfirmedMigration(engine),
    '014-check-ins': checkInsMigration(engine),
    '015-event-settings': eventSettingsMigration(engine),
    '016-mail-attachments': mailAttachmentsMigration(),
    '017-twitch-cheers': twitchCheersMigration(engine),
    '018-donation-screening': donationScreeningMigration(engine),
    '019-overlay-presence': overlayPresenceMigration(engine),
    '020-disputes': disputesMigration(engine),
    '021-refund-requests': refundRequestsMigration(engine),
    '022-reconciliation': reconciliationMigration(engine),
    '024-order-page-and-retention': orderPageAndRetentionMigration(engine),
    '025-crew-passes': crewPassesMigration(engine),
    '026-orders-one-badge-at-a-time': ordersOneBadgeAtATimeMigration(engine),
    '027-erased-means-gone': erasedMeansGoneMigration(engine),
    '028-viewer-links': viewerLinksMigration(engine),
    '029-order-limit-slots': orderLimitSlotsMigration(engine),
    '034-progress-revision': progressRevisionMigration(),
    '035-prizes': prizesMigration(engine),
    '036-books-compared-to': booksComparedToMigration(engine),
    '037-milestones': milestonesMigration(engine),
    '038-suggested-options': suggestedOptionsMigration(),
    '039-editions': editionsMigration(engine),
    '040-waiting-list': waitingListMigration(engine),
    '041-ticket-transfers': ticketTransfersMigration(engine),
    '042-dispute-returns': disputeReturnsMigration(),
    '044-codes-and-waiting-list-per-edition': codesAndWaitingListPerEditionMigration(engine),
  };
}
