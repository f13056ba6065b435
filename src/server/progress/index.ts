// The running totals the progress views and the overlay show, and the revision that orders them.
export { addToRaised } from './incentive-raised';
export { ofCurrentEdition, paidSince } from './paid-since';
export { progressChanged } from './progress-revision';
export { progressSummary } from './progress-summary';
export { addToTotals, countEditionTotals, removeFromTotals, setLastCounted } from './progress-totals';
