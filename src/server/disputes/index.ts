// PayPal's disputes: holds, chargebacks and their outcomes. The disputes table is written here only; its
// money is recorded through the refunds' bookkeeping, which reads the table through disputeLinks
// (docs/decisions/083-one-writer-per-table.md).

export { handleDisputeEvent, mayBeHeld, noteCaptureHold } from './dispute-events';
export { disputeLinks } from './dispute-links';
export { badgeOrderDisputed, orderDisputed } from './dispute-store';
export { heldCentsByOrder, heldMoney } from './held-money';
