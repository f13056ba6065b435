// The running totals the progress views and the overlay show.
export { addToRaised } from './incentive-raised';
export { paidSince } from './paid-since';
export { addToTotals, readTotals, removeFromTotals, setLastCounted } from './progress-totals';
