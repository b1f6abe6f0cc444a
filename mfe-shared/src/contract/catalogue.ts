/**
 * Every backend call of docs/api-contract.md, by purpose. The real paths live in runtime configuration
 * (`config.json`, `api` map); this table fixes what each call is: its action type, which decides
 * the success RC (docs/api-contract.md: Create 101, Edit 201, Delete 301, Get 501), and who may make it.
 */
export const ACTION_RC = { create: 101, edit: 201, delete: 301, get: 501 } as const;
export type ActionType = keyof typeof ACTION_RC;

/** public: anyone; guest: anyone, but proves ownership with giving number + identity; member: bearer token. */
export type Audience = 'public' | 'guest' | 'member';

/** Responses that are a file (receipt PDFs) instead of the RC/RM/Result envelope. */
export type Reply = 'envelope' | 'file';

interface CallSpec {
  action: ActionType;
  audience: Audience;
  reply?: Reply;
}

const call = (action: ActionType, audience: Audience, reply: Reply = 'envelope'): CallSpec => ({
  action,
  audience,
  reply,
});

export const CALLS = {
  // Projects and items
  get_project_info_list: call('get', 'public'),
  get_project_info_detail: call('get', 'public'),
  get_project_items: call('get', 'public'),
  get_offering_types: call('get', 'public'),

  // Payment, per method (docs/screens/giving.md: card form, LINE Pay redirect, virtual-account transfer, card binding)
  do_tra_type_crdo: call('create', 'public'),
  do_tra_type_linepay: call('create', 'public'),
  do_tra_type_vacc: call('create', 'public'),
  do_tra_type_cardlink: call('create', 'member'),

  // Transaction
  get_tra_detail: call('get', 'public'),
  get_tra_detail_form: call('get', 'public'),
  get_tra_donor_info: call('get', 'public'),
  vaccConfirm: call('get', 'public'),
  tra_order_info_handle: call('edit', 'public'),
  tra_order_info_handle1: call('edit', 'public'),
  tra_order_info_handle2: call('edit', 'member'),
  tra_order_info_handle3: call('edit', 'public'),

  // Guest giving lookup
  get_tra_detail_nopg: call('get', 'guest'),
  // Beyond docs/api-contract.md (docs/decisions.md): the guest givings whose pass this browser holds.
  get_guest_givings: call('get', 'public'),
  update_guest_receipt_info: call('edit', 'guest'),
  update_tra_items: call('edit', 'guest'),

  // Recurring
  ach_setting_handle1: call('create', 'member'),
  ach_setting_handle2: call('create', 'member'),
  get_ach_detail: call('get', 'member'),
  get_ach_list: call('get', 'member'),
  update_ach_setting: call('edit', 'member'),
  // Beyond docs/api-contract.md (docs/decisions.md): one card for every active plan of the member.
  ach_card_update_all: call('edit', 'member'),
  // Beyond docs/api-contract.md (docs/decisions.md): a plan's amounts, day, card, pause or skip changed in place.
  change_ach_plan: call('edit', 'member'),

  // Member
  get_member_donor_info: call('get', 'member'),
  update_member_identity: call('edit', 'member'),
  get_member_vacc_num: call('get', 'member'),
  get_invoice_title_list: call('get', 'member'),
  add_invoice_title: call('create', 'member'),
  // Beyond docs/api-contract.md (docs/decisions.md): a saved title edited in place.
  update_invoice_title: call('edit', 'member'),
  delete_invoice_title: call('delete', 'member'),
  get_cardlink_list: call('get', 'member'),
  remove_cardlink: call('delete', 'member'),
  update_cardlink_label: call('edit', 'member'),
  get_cardlink_detail: call('get', 'member'),
  get_cardlink_form: call('create', 'member'),
  get_tra_offering_list: call('get', 'member'),
  get_tra_offering_detail: call('get', 'member'),
  update_member_receipt_info: call('edit', 'member'),

  // Receipts
  get_receipt_list: call('get', 'member'),
  get_receipt_status: call('get', 'member'),
  preview_annual_receipt: call('get', 'member', 'file'),
  download_annual_receipt: call('get', 'member', 'file'),
  print_single_receipt: call('get', 'guest', 'file'),
  reprint_receipt: call('get', 'guest', 'file'),

  // Reminder settings
  get_notice_settings: call('get', 'member'),
  save_notice_setting: call('edit', 'member'),

  // Beyond the spec (docs/api-contract.md, 'Campaigns and pledges'): optional, see PLEDGE_PURPOSES.
  get_pledge_list: call('get', 'member'),
  add_pledge: call('create', 'member'),
  update_pledge: call('edit', 'member'),
  withdraw_pledge: call('delete', 'member'),
} as const satisfies Record<string, CallSpec>;

export type Purpose = keyof typeof CALLS;
export const PURPOSES = Object.keys(CALLS) as Purpose[];

/**
 * The pledge calls: a backend declares pledging by giving config.json their paths. A config
 * without them is still valid; the portal then offers no pledges (docs/api-contract.md).
 */
export const PLEDGE_PURPOSES = [
  'get_pledge_list',
  'add_pledge',
  'update_pledge',
  'withdraw_pledge',
] as const satisfies readonly Purpose[];

/** The RC a successful answer to this call carries. */
export const successRc = (purpose: Purpose): number => ACTION_RC[CALLS[purpose].action];
