// The browser stand-in for PayPal's JS SDK (www.paypal.com/sdk/js), served by the emulator. It keeps
// the SDK's contract as @paypal/react-paypal-js uses it: window.paypal.Buttons(options) with
// isEligible(), render(container) -> Promise, close() -> Promise, updateProps(); onInit, onClick,
// createOrder, onApprove({ orderID }, { restart, redirect }), onError(error) and onCancel. Instead of
// PayPal's popup it renders a "Test outcome" chooser (sent as capture_status in the emulator's test-only
// approve call) and two plain buttons: one approves the order at the emulator, one reports an error.
// restart() is PayPal's recovery from a declined card (docs/product/payments.md): PayPal's window opens
// again on the same order; here the next press of the pay button approves that same order again, with
// the chooser back on Completed, and onApprove is called again with the same order id.
//
// installPayPalStandIn runs in the browser: it is sent as its own source text, so it must not use
// anything from outside its body (no imports, no module-level helpers).

type Callback = (...args: unknown[]) => unknown;
type ButtonsOptions = Record<string, unknown>;

function installPayPalStandIn(emulatorBase: string): void {
  const toError = (value: unknown): Error =>
    value instanceof Error ? value : new Error(typeof value === 'string' ? value : 'Unknown error.');

  function Buttons(initial: ButtonsOptions = {}) {
    let options: ButtonsOptions = { ...initial };
    let root: HTMLElement | null = null;
    let enabled = true;
    let busy = false;
    /** Set by restart(): the order the payer approves again, without creating another. */
    let restartedOrderID: string | null = null;
    let lastOrderID: string | null = null;
    const controls: (HTMLButtonElement | HTMLSelectElement)[] = [];
    let outcome: HTMLSelectElement | null = null;

    const callback = (name: string): Callback | undefined => {
      const value = options[name];
      return typeof value === 'function' ? (value as Callback) : undefined;
    };
    const refresh = () => {
      for (const control of controls) control.disabled = !enabled || busy;
    };
    const initActions = {
      enable: () => {
        enabled = true;
        refresh();
        return Promise.resolve();
      },
      disable: () => {
        enabled = false;
        refresh();
        return Promise.resolve();
      },
    };
    const reportError = (error: unknown) => {
      const onError = callback('onError');
      if (onError) onError(toError(error));
      else console.error(error);
    };

    async function newOrderID(data: Record<string, unknown>): Promise<string | null> {
      const onClick = callback('onClick');
      if (onClick) {
        const go = await onClick(data, {
          resolve: () => Promise.resolve(true),
          reject: () => Promise.resolve(false),
        });
        if (go === false) return null;
      }
      const createOrder = callback('createOrder');
      if (!createOrder) throw new Error('The payment buttons need a createOrder callback.');
      const orderID = await createOrder(data, {
        order: {
          create: () => Promise.reject(new Error('Orders are created by the server, not in the browser.')),
        },
      });
      if (typeof orderID !== 'string' || orderID === '') throw new Error('Expected an order id to be passed');
      return orderID;
    }

    async function pay() {
      if (busy || !enabled) return;
      busy = true;
      refresh();
      try {
        const data = { paymentSource: 'paypal' };
        const orderID = restartedOrderID ?? (await newOrderID(data));
        restartedOrderID = null;
        if (orderID === null) return;
        lastOrderID = orderID;
        const response = await fetch(
          `${emulatorBase}/v2/checkout/orders/${encodeURIComponent(orderID)}/approve`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ capture_status: outcome?.value ?? 'COMPLETED' }),
          },
        );
        if (!response.ok)
          throw new Error(`The test payment could not be approved (status ${response.status}).`);
        const order = (await response.json()) as { payer?: { payer_id?: string } };
        const onApprove = callback('onApprove');
        if (onApprove) {
          await onApprove(
            {
              orderID,
              payerID: order.payer?.payer_id ?? null,
              paymentID: null,
              billingToken: null,
              facilitatorAccessToken: 'emulator',
              paymentSource: 'paypal',
            },
            { restart, redirect: () => undefined },
          );
        }
      } catch (error) {
        reportError(error);
      } finally {
        busy = false;
        refresh();
      }
    }

    function restart(): Promise<void> {
      restartedOrderID = lastOrderID;
      // Another way to pay: the declined card is not chosen again by itself.
      if (outcome) outcome.value = 'COMPLETED';
      return Promise.resolve();
    }

    function makeOutcomeChooser() {
      const label = document.createElement('label');
      label.style.cssText = 'display:block;margin:0 0 10px;font:14px/1.4 system-ui,sans-serif;color:#111';
      label.append('Test outcome ');
      const select = document.createElement('select');
      select.style.cssText = 'margin-left:6px;padding:4px 6px;font:inherit;border:1px solid #767676';
      for (const [value, text] of [
        ['COMPLETED', 'Completed'],
        ['PENDING', 'Pending (eCheck)'],
        ['DECLINED', 'Declined card'],
      ] as const) {
        const option = document.createElement('option');
        option.value = value;
        option.textContent = text;
        select.append(option);
      }
      label.append(select);
      controls.push(select);
      outcome = select;
      return label;
    }

    function makeButton(label: string, primary: boolean, onPress: () => void) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.style.cssText = [
        'display:block',
        'width:100%',
        'margin:0 0 10px',
        'padding:12px 16px',
        'border-radius:4px',
        'font:600 16px/1.2 system-ui,sans-serif',
        'cursor:pointer',
        primary
          ? 'background:#ffc439;color:#111;border:1px solid #c99400'
          : 'background:#fff;color:#111;border:1px solid #767676',
      ].join(';');
      button.addEventListener('click', onPress);
      controls.push(button);
      return button;
    }

    return {
      isEligible: () => true,
      hasReturned: () => false,
      resume: () => undefined,
      updateProps(next: ButtonsOptions) {
        options = { ...options, ...next };
        return Promise.resolve();
      },
      render(container: HTMLElement | string) {
        const target =
          typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
        if (!target)
          return Promise.reject(
            new Error(`Document is ready and element ${String(container)} does not exist`),
          );
        root = document.createElement('div');
        root.className = 'paypal-emulator-buttons';
        root.setAttribute('data-paypal-emulator', '');
        root.append(
          makeOutcomeChooser(),
          makeButton('Pay with PayPal (test mode)', true, () => void pay()),
          makeButton('Simulate payment error', false, () =>
            reportError(new Error('Simulated payment error')),
          ),
        );
        target.append(root);
        const onInit = callback('onInit');
        if (onInit) onInit({}, initActions);
        return Promise.resolve();
      },
      close() {
        root?.remove();
        root = null;
        controls.length = 0;
        outcome = null;
        return Promise.resolve();
      },
    };
  }

  const funding = { PAYPAL: 'paypal', CARD: 'card', VENMO: 'venmo', PAYLATER: 'paylater', CREDIT: 'credit' };
  (window as unknown as { paypal: unknown }).paypal = {
    version: 'emulator',
    FUNDING: funding,
    Buttons,
    getFundingSources: () => Object.values(funding),
    isFundingEligible: () => true,
  };
}

/** The script the emulator serves at /sdk/js. */
export function standInScript(emulatorBase: string): string {
  return `/* PayPal JS SDK stand-in (test mode): payments are simulated. */\n(${installPayPalStandIn.toString()})(${JSON.stringify(emulatorBase)});\n`;
}
