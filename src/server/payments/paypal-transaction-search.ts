import { z } from 'zod';
import type { Cents } from '../../domain/money';
import { fromPayPalValue } from './paypal-types';

// Transaction Search v1's answer (GET /v1/reporting/transactions), as paypal-client.ts reads it: only
// transaction_info, which is all reconciling needs (docs/decisions/038-books-match-paypal.md).

const transactionInfoSchema = z.object({
  transaction_id: z.string().min(1),
  paypal_reference_id: z.string().optional(),
  transaction_event_code: z.string().optional(),
  transaction_initiation_date: z.string(),
  transaction_amount: z.object({ currency_code: z.string(), value: z.string() }),
  transaction_status: z.string().optional(),
  invoice_id: z.string().optional(),
  custom_field: z.string().optional(),
});

export const searchResponseSchema = z.object({
  transaction_details: z.array(z.object({ transaction_info: transactionInfoSchema })).optional(),
  end_date: z.string().optional(),
  last_refreshed_datetime: z.string().optional(),
  page: z.number().optional(),
  total_pages: z.number().optional(),
});

export interface PayPalTransaction {
  id: string;
  /** For a refund or reversal, the capture it takes from. */
  referenceId: string | null;
  eventCode: string;
  timeMs: number;
  /** Signed as PayPal gives it: a refund is negative. */
  amountCents: Cents;
  currency: string;
  /** S, P, D, V (PayPal's transaction_status). */
  status: string;
  invoiceId: string | null;
  customField: string | null;
}

export interface TransactionPage {
  transactions: PayPalTransaction[];
  totalPages: number;
  /** The last moment PayPal's data covers (it may lag behind the end asked for). */
  endMs: number | null;
  /** Up to when PayPal's data is complete (last_refreshed_datetime; it lags up to three hours). */
  refreshedMs: number | null;
}

/** PayPal writes times as 2026-11-28T19:00:00+0000 as well as with a colon or a Z. */
function timeOf(text: string | undefined): number | null {
  if (!text) return null;
  const ms = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? null : ms;
}

export function transactionPage(body: z.infer<typeof searchResponseSchema>): TransactionPage {
  return {
    transactions: (body.transaction_details ?? []).map(({ transaction_info: info }) => ({
      id: info.transaction_id,
      referenceId: info.paypal_reference_id ?? null,
      eventCode: info.transaction_event_code ?? '',
      timeMs: Date.parse(info.transaction_initiation_date),
      amountCents: fromPayPalValue(info.transaction_amount.value),
      currency: info.transaction_amount.currency_code,
      status: info.transaction_status ?? 'S',
      invoiceId: info.invoice_id ?? null,
      customField: info.custom_field ?? null,
    })),
    totalPages: body.total_pages ?? 1,
    endMs: timeOf(body.end_date),
    refreshedMs: timeOf(body.last_refreshed_datetime),
  };
}
