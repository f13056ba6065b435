// PayPal's REST API (or the built-in emulator at a URL), as the rest of the server calls it.
import type { PayPalClient } from './paypal-client';

export type {
  CaptureDetails,
  CaptureResult,
  CreateOrderInput,
  PayPalClient,
  PayPalOrder,
  PayPalTransaction,
  RefundResult,
} from './paypal-client';
export { PayPalError } from './paypal-error';
export { emulatorPrefix, setUpPayPal, webhookPath } from './paypal-setup';
export { fromPayPalValue } from './paypal-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal, or the built-in emulator when no credentials are configured; decorated once in app.ts. */
    paypal: PayPalClient;
  }
}
