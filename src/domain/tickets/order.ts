// What a buyer orders on each ticket page (docs/product/tickets.md, "The order form"): the shapes the pages
// fill in and the server checks. The wire form of these (with the amount in dollars) is in
// src/contracts/tickets.ts.
import type { InPersonCounts, LivestreamCounts } from './counts';

export interface InPersonInfo {
  /** One name on badge per ticket. */
  names: string[];
  /** International form ('+16175550100'); see toE164Phone. */
  phone: string;
  email: string;
  dietaryRestrictions: boolean;
  dietaryRestrictionsDetails: string;
  // The published wire shape spells it 'accomodations'.
  accomodations: boolean;
  accomodationsDetails: string;
  volunteer: boolean;
  dinner: boolean;
}

interface LivestreamInfo {
  /** One email address per ticket: each gets its own stream link. */
  names: string[];
}

export interface InPersonOrder {
  tickets: InPersonCounts;
  info: InPersonInfo;
  /** The discount code as typed; '' for none. */
  discount: string;
}

export interface LivestreamOrder {
  tickets: LivestreamCounts;
  info: LivestreamInfo;
}

export const emptyInPersonInfo: InPersonInfo = {
  names: [''],
  phone: '',
  email: '',
  dietaryRestrictions: false,
  dietaryRestrictionsDetails: '',
  accomodations: false,
  accomodationsDetails: '',
  volunteer: false,
  dinner: false,
};
