import { callApi } from '@eoffering/shared';

// The member calls this remote reads on load (spec 7, member); each is stable for useLoad.
export const loadDonorInfo = (signal: AbortSignal) =>
  callApi('get_member_donor_info', {}, { signal });

export const loadTransferAccount = (signal: AbortSignal) =>
  callApi('get_member_vacc_num', {}, { signal });

export const loadSavedCards = (signal: AbortSignal) => callApi('get_cardlink_list', {}, { signal });

export const loadSavedTitles = (signal: AbortSignal) =>
  callApi('get_invoice_title_list', {}, { signal });
