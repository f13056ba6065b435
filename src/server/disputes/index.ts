// PayPal's disputes: holds, chargebacks and their outcomes, recorded through the refunds' bookkeeping.
export { handleDisputeEvent, mayBeHeld, noteCaptureHold } from './dispute-events';
