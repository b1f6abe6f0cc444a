/** The backend's names that have an English twin (docs/api-contract.md, English names). */
export type NamedField =
  | 'project_name'
  | 'item_name'
  | 'type_name'
  | 'contact_name1'
  | 'bank_name'
  | 'bank_branch'
  | 'bank_account_name';

export type Named<F extends NamedField> = Record<F, string> & Partial<Record<`${F}_en`, string>>;

/**
 * A project's, item's, payment method's, contact's or transfer account's name in `language`: the English field on English pages,
 * the Chinese name where the backend gave none.
 */
export const nameIn = <F extends NamedField>(
  language: string,
  record: Named<F>,
  field: F,
): string => {
  const english: string | undefined = record[`${field}_en`];
  return language === 'en' && english ? english : record[field];
};
