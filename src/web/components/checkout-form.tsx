import type { ReactNode } from 'react';

interface CheckoutFormProps {
  className: string;
  /** Checkout was pressed, or Enter typed in a field. */
  onCheckout(): void;
  children: ReactNode;
}

/**
 * A buying form: its submit starts the page's own checkout. The browser never sends it
 * (docs/decisions/040-early-input.md) nor checks its fields: the page lists what is missing itself.
 */
export function CheckoutForm({ className, onCheckout, children }: CheckoutFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCheckout();
      }}
    >
      {children}
    </form>
  );
}
