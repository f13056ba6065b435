// What the page is told while PayPal holds a payment (docs/product/payments.md, "What the capture call
// answers"), written out word for word rather than read from the server, so a changed sentence fails.

export const pendingMessage =
  'Your payment is being processed by PayPal. Your tickets will arrive by email when PayPal completes it; there is no need to pay again.';
export const notConfirmedMessage =
  'PayPal has not confirmed your payment yet. We will complete it automatically within a few minutes. Your tickets will arrive by email once it goes through; there is no need to pay again.';
export const donationPendingMessage =
  'Your payment is being processed by PayPal. Your donation will be counted when PayPal completes it; there is no need to pay again.';
export const donationNotConfirmedMessage =
  'PayPal has not confirmed your payment yet. We will complete it automatically within a few minutes. Your donation will be counted once it goes through; there is no need to pay again.';

/** The capture call's answer while PayPal holds the payment: 202, the order, and `message`. */
export const toldToWait = (orderId: string, message: string) => ({
  status: 202,
  body: { id: orderId, status: 'PENDING', message },
});
