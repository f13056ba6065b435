import { PayPalButtons, PayPalScriptProvider, type ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import { publicEnv } from '../lib/public-env';

// PayPal's buttons, the same way in both modes. With a client id they come from PayPal's SDK; in test
// mode the server's emulator serves a stand-in SDK at /paypal-emulator/sdk/js with the same contract,
// which react-paypal-js loads through its sdkBaseUrl option. Shipping (NO_SHIPPING) is set by the
// server on the order, not here. A failure to load the SDK is only logged (docs/product/payments.md):
// the provider logs it with console.error and the buttons stay empty.

const emulatorSdkUrl = '/paypal-emulator/sdk/js';

// Built once: the provider reloads the script whenever its options object changes.
const scriptOptions: ReactPayPalScriptOptions = {
  // The SDK's own buttons cover the PayPal wallet and debit/credit cards; nothing to enable.
  components: 'buttons',
  currency: 'USD',
  intent: 'capture',
  ...(publicEnv.paymentsTestMode || !publicEnv.paypalClientId
    ? { clientId: 'test-mode', sdkBaseUrl: emulatorSdkUrl }
    : { clientId: publicEnv.paypalClientId }),
};

type ApproveFollowUp = 'restart' | undefined;

export interface PaymentButtonsProps {
  /** Asks our server to create the order; resolves to PayPal's order id. Throw to stop. */
  createOrder(): Promise<string>;
  /**
   * The payer approved: capture on our server now. Resolving to 'restart' reopens PayPal's window on the
   * same order so the payer can choose another way to pay, PayPal's documented recovery from a declined
   * card or account (INSTRUMENT_DECLINED).
   */
  onApprove(orderID: string): Promise<ApproveFollowUp> | ApproveFollowUp;
  /** The payment widget failed; the message is undefined when it gave none ('Unknown error.'). */
  onError(message: string | undefined): void;
  onCancel?(): void;
  disabled?: boolean;
}

function messageOf(error: Record<string, unknown>): string | undefined {
  return typeof error.message === 'string' && error.message !== '' ? error.message : undefined;
}

export function PaymentButtons({ createOrder, onApprove, onError, onCancel, disabled }: PaymentButtonsProps) {
  return (
    <PayPalScriptProvider options={scriptOptions}>
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'pay' }}
        disabled={disabled ?? false}
        createOrder={() => createOrder()}
        onApprove={async (data, actions) => {
          if ((await onApprove(data.orderID)) === 'restart') return actions.restart();
        }}
        onError={(error) => onError(messageOf(error))}
        onCancel={() => onCancel?.()}
      />
    </PayPalScriptProvider>
  );
}
