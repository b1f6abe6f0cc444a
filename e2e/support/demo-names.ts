import { knownBackendText } from '@eoffering/shared/rules';
import { buildFixtures } from '../../mock-server/src/fixtures';

/**
 * The demo data's fields that hold a name the backend gives in one language only (no `_en`
 * twin): people, receipt titles, banks and their branches, the church's account name, contacts
 * and their details (a phone with its extension), card brands, and a donor's own card labels and
 * remarks, which are their words.
 */
const NAME_FIELDS = new Set([
  'member_name',
  'donor_name',
  'invoice_title',
  'bank_name',
  'bank_branch',
  'bank_account_name',
  'contact_name1',
  'contact_info1',
  'cardlink_issuer',
  'cardlink_name',
  'cardlink_userlbl',
  'comments',
]);

const namesIn = (value: unknown, field: string): string[] => {
  if (typeof value === 'string') return NAME_FIELDS.has(field) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((each) => namesIn(each, field));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, each]) => namesIn(each, key));
  }
  return [];
};

/**
 * Every such name in mock-server's demo data, as the walk's pages show them. A remark the backend
 * writes itself (`anonymous giving`) is a backend text, shown in the page's language, not a name.
 */
export const demoNames = (): string[] => [
  ...new Set(
    namesIn(buildFixtures(new Date()), '').filter(
      (name) => name.trim() !== '' && knownBackendText(name) === null,
    ),
  ),
];
