// Why a service could not do what it was asked, in the product's terms. Services throw these with a
// sentence for the person who asked; the error-handler plugin turns the kind into the HTTP status, so
// no service knows about HTTP (docs/decisions/019-route-schemas.md).

export type Failure =
  /** The request breaks one of the product's rules (the page's own checks, an edit that changes nothing). */
  | 'invalid'
  /** What the request names does not exist. */
  | 'not-found'
  /** What it names is in a state that forbids this now (an id taken, a payment already refunded). */
  | 'conflict'
  /** It existed, but can no longer be used (a discount code that ended). */
  | 'gone'
  /** Understood and allowed in general, yet refused for this one (more than is left to refund). */
  | 'refused'
  /** A service we depend on (PayPal) failed or did not answer. */
  | 'unavailable';

export class ServiceError extends Error {
  constructor(
    readonly failure: Failure,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const invalid = (message: string) => new ServiceError('invalid', message);
export const notFound = (message: string) => new ServiceError('not-found', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const gone = (message: string) => new ServiceError('gone', message);
export const refused = (message: string) => new ServiceError('refused', message);
export const unavailable = (message: string) => new ServiceError('unavailable', message);
