import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { type EmulatorAnswer, type InvalidField, orderNotFound, unprocessable } from './emulator-errors';
import { type EmulatorOrder, type EmulatorState, own } from './emulator-store';

// Orders v2 as the emulator keeps it: create, (test-only) approve, capture. Each step is a
// synchronous change of the state, so the store can run it atomically.

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// PayPal's payer ids avoid 0, 1, I and O.
const payerIdAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomCode(length: number, alphabet = idAlphabet): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** PayPal writes times to the second: 2025-03-01T12:00:00Z. */
function paypalTime(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const createOrderBodySchema = z.object({
  intent: z.literal('CAPTURE', { message: 'Only intent CAPTURE is emulated.' }),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        amount: z.object({
          currency_code: z.literal('USD', { message: 'The emulator takes USD only.' }),
          value: z
            .string()
            .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Must be a decimal string with at most two decimals.')
            .refine((value) => Number(value) > 0, 'Must be greater than zero.'),
        }),
        custom_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
      }),
    )
    .length(1, 'The emulator takes exactly one purchase unit.'),
  payment_source: z
    .object({ paypal: z.object({}).passthrough().optional() })
    .passthrough()
    .optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const approveBodySchema = z
  .object({
    payer: z
      .object({ name: z.string().max(300).optional(), email: z.string().max(254).optional() })
      .optional(),
    decline: z.boolean().optional(),
  })
  .optional();
export type ApproveBody = z.infer<typeof approveBodySchema>;

export function schemaProblems(error: z.ZodError): InvalidField[] {
  return error.issues.map((issue) => ({
    field: `/${issue.path.join('/')}`,
    issue: issue.code === 'invalid_type' ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
    description: issue.message,
  }));
}

export function createOrder(state: EmulatorState, body: CreateOrderBody, now: Date): EmulatorOrder {
  const unit = body.purchase_units[0]!;
  const id = randomCode(17);
  const time = paypalTime(now);
  const order: EmulatorOrder = {
    id,
    // With payment_source.paypal PayPal answers PAYER_ACTION_REQUIRED, otherwise CREATED.
    status: body.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    createTime: time,
    updateTime: time,
    amount: unit.amount,
    ...(unit.custom_id ? { customId: unit.custom_id } : {}),
    ...(unit.description ? { description: unit.description } : {}),
    decline: false,
    captureAnswers: {},
  };
  state.orders[id] = order;
  return order;
}

export function approveOrder(
  state: EmulatorState,
  orderId: string,
  body: ApproveBody,
  now: Date,
): { order: EmulatorOrder } | { refusal: EmulatorAnswer } {
  const order = own(state.orders, orderId);
  if (!order) return { refusal: orderNotFound(orderId) };
  if (order.status === 'COMPLETED') return { refusal: unprocessable('ORDER_ALREADY_CAPTURED') };
  const [givenName = 'Test', ...rest] = (body?.payer?.name?.trim() || 'Test Buyer').split(/\s+/);
  order.payer = {
    givenName,
    surname: rest.join(' '),
    email: body?.payer?.email?.trim() || 'buyer@example.com',
    payerId: order.payer?.payerId ?? randomCode(13, payerIdAlphabet),
  };
  order.decline = body?.decline ?? false;
  order.status = 'APPROVED';
  order.updateTime = paypalTime(now);
  return { order };
}

/** Decides a capture. `render` turns the captured order into PayPal's 201 body (it needs the URL base). */
export function captureOrder(
  state: EmulatorState,
  orderId: string,
  requestId: string | undefined,
  now: Date,
  render: (order: EmulatorOrder) => unknown,
): { answer: EmulatorAnswer; capturedNow: EmulatorOrder | null } {
  const order = own(state.orders, orderId);
  if (!order) return { answer: orderNotFound(orderId), capturedNow: null };
  // Same PayPal-Request-Id: the first answer again, and nothing happens twice.
  const earlier = requestId === undefined ? undefined : own(order.captureAnswers, requestId);
  if (earlier !== undefined) return { answer: { status: 201, body: earlier }, capturedNow: null };
  if (order.status === 'COMPLETED')
    return { answer: unprocessable('ORDER_ALREADY_CAPTURED'), capturedNow: null };
  if (order.status !== 'APPROVED') return { answer: unprocessable('ORDER_NOT_APPROVED'), capturedNow: null };
  if (order.decline) return { answer: unprocessable('INSTRUMENT_DECLINED'), capturedNow: null };

  const time = paypalTime(now);
  order.status = 'COMPLETED';
  order.updateTime = time;
  order.capture = { id: randomCode(17), createTime: time };
  const body = render(order);
  if (requestId !== undefined) order.captureAnswers[requestId] = body;
  return { answer: { status: 201, body }, capturedNow: order };
}

function captureRepresentation(order: EmulatorOrder, base: string) {
  if (!order.capture) return undefined;
  const { id, createTime } = order.capture;
  return {
    id,
    status: 'COMPLETED',
    amount: order.amount,
    final_capture: true,
    ...(order.customId ? { custom_id: order.customId } : {}),
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    create_time: createTime,
    update_time: createTime,
    links: [
      { href: `${base}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
  };
}

/** The order as GET /v2/checkout/orders/{id} (and the capture) answer it. */
export function orderRepresentation(order: EmulatorOrder, base: string) {
  const capture = captureRepresentation(order, base);
  const payer = order.payer;
  const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    links.push({
      href: `${base}/checkoutnow?token=${order.id}`,
      rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
      method: 'GET',
    });
  }
  if (order.status === 'APPROVED') {
    links.push({ href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' });
  }
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...(payer
      ? {
          payment_source: {
            paypal: {
              email_address: payer.email,
              account_id: payer.payerId,
              account_status: 'VERIFIED',
              name: { given_name: payer.givenName, surname: payer.surname },
            },
          },
        }
      : order.status === 'PAYER_ACTION_REQUIRED'
        ? { payment_source: { paypal: {} } }
        : {}),
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.amount,
        payee: { email_address: 'merchant@example.com', merchant_id: 'EMULATORMERCH' },
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.description ? { description: order.description } : {}),
        ...(capture ? { payments: { captures: [capture] } } : {}),
      },
    ],
    ...(payer
      ? {
          payer: {
            name: { given_name: payer.givenName, surname: payer.surname },
            email_address: payer.email,
            payer_id: payer.payerId,
          },
        }
      : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links,
  };
}
