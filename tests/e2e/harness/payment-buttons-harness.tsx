import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PaymentButtons } from '../../../src/web/components/payment-buttons';

// A test-only page around PaymentButtons, bundled by payment-buttons.spec.ts: until a ticket or
// donation page uses the component, this checks it with the real react-paypal-js and the emulator's
// SDK stand-in. Orders are created and captured at the emulator directly, with its public test
// credentials, standing in for our own API.

const emulator = '/paypal-emulator';

async function emulatorToken(): Promise<string> {
  const response = await fetch(`${emulator}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa('emulator-client-id:emulator-client-secret')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function emulatorCall(path: string, body: unknown): Promise<{ id: string; status: string }> {
  const response = await fetch(`${emulator}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await emulatorToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The emulator answered ${response.status}`);
  return response.json();
}

function Harness() {
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, line]);
  const query = new URLSearchParams(location.search);
  const failCreate = query.has('fail-create');
  // The first approval answers as our server does for a declined card: PayPal's window should reopen.
  const [restartFirst, setRestartFirst] = useState(query.has('restart-once'));
  return (
    <main>
      <h1>Payment buttons</h1>
      <PaymentButtons
        createOrder={async () => {
          if (failCreate) throw new Error('The server refused the order');
          const order = await emulatorCall('/v2/checkout/orders', {
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: 'USD', value: '12.34' } }],
            payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
          });
          note(`created ${order.id}`);
          return order.id;
        }}
        onApprove={async (orderID) => {
          note(`approved ${orderID}`);
          if (restartFirst) {
            setRestartFirst(false);
            note(`restart ${orderID}`);
            return 'restart';
          }
          const captured = await emulatorCall(`/v2/checkout/orders/${orderID}/capture`, {});
          note(`captured ${captured.id} ${captured.status}`);
          return undefined;
        }}
        onError={(message) => note(`error: ${message ?? 'Unknown error.'}`)}
      />
      <ul aria-label="Payment log">
        {log.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, and a line may repeat.
          <li key={index}>{line}</li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('harness')!).render(<Harness />);
