import type { CreateDonationBody } from '../../../contracts/donations';
import { useCheckout } from '../../components/checkout/use-checkout';
import { donationOrders } from './donation-api';

/**
 * The donation flow of the page (the shared checkout flow, without terms). `body` is the donation as
 * the form holds it now; it is sent when the payer starts paying.
 */
export function useDonation(body: CreateDonationBody) {
  return useCheckout('donation', false, {
    create: () => donationOrders.create(body),
    capture: donationOrders.capture,
  });
}
