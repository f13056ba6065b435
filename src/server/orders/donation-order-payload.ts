import type { Cents } from '../../domain/money';

/** What the orders table keeps of a donation order: the checked donation, answers to its prompts only. */
export interface DonationOrderPayload {
  name: string;
  amountCents: Cents;
  message: string;
  extraInfo: Record<string, string>;
  incentiveId: string | null;
  /**
   * A new option the donor suggests for the bid war `incentiveId`, cleaned; absent or null for none
   * (orders placed before suggestions existed have no such field).
   */
  suggestedOption?: string | null;
}

export function readDonationPayload(json: string): DonationOrderPayload {
  // Written by createDonationOrder from a parsed, checked donation; never from the client as-is.
  return JSON.parse(json) as DonationOrderPayload;
}
