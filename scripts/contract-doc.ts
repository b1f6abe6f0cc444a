// `npm run contract-doc`: docs/api-contract.md, rendered from @eoffering/shared's schemas and the
// mock's messages (a docs build step; scripts/contract-doc.test.ts fails when the file is stale).
import { z } from 'zod';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_RC, CALLS, PLEDGE_PURPOSES, PURPOSES } from '@eoffering/shared/contract';
import type { Purpose } from '@eoffering/shared/contract';
import { callSchemas } from '@eoffering/shared/contract/schemas';
import { coverFeeOf, PLEDGE_AMOUNT_MAX, PLEDGE_MONTHS_MAX } from '@eoffering/shared/rules';
import { API_PATHS } from '../mock-server/src/core/settings';
import { PLEDGE_MESSAGES } from '../mock-server/src/pledges/rpcs';
import { receiptFileName, type FileNameParts } from '../mock-server/src/receipts/file-name';
import { PLAN_CHANGE_MESSAGES } from '../mock-server/src/recurring/plan-change';

export const CONTRACT_DOC = join(__dirname, '..', 'docs', 'api-contract.md');

interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

const range = (low: number | undefined, high: number | undefined, unit: string): string[] => {
  const max = high !== undefined && high < Number.MAX_SAFE_INTEGER ? high : undefined;
  if (low !== undefined && max !== undefined) return [`${unit}${low}..${max}`];
  if (low !== undefined) return [`${unit}>= ${low}`];
  if (max !== undefined) return [`${unit}<= ${max}`];
  return [];
};

const isObject = (schema: JsonSchema): boolean =>
  schema.type === 'object' || schema.properties !== undefined;

/** A one-line type of a JSON schema node (objects and arrays of objects get their own rows). */
const describe = (schema: JsonSchema): string => {
  if (schema.anyOf) return schema.anyOf.map(describe).join(' or ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (schema.type === 'array') {
    const items = !schema.items
      ? 'any'
      : isObject(schema.items)
        ? 'object'
        : describe(schema.items);
    return [`array of ${items}`, ...range(schema.minItems, schema.maxItems, 'items ')].join(', ');
  }
  if (isObject(schema)) return 'object';
  if (schema.type === 'string') {
    return [
      'string',
      ...range(schema.minLength, schema.maxLength, 'length '),
      ...(schema.pattern ? [`pattern \`${schema.pattern}\``] : []),
      ...(schema.format ? [schema.format] : []),
      // A rule no pattern can say (a check digit) is said in the schema's own description.
      ...(schema.description ? [schema.description] : []),
    ].join(', ');
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return [schema.type, ...range(schema.minimum, schema.maximum, '')].join(', ');
  }
  return schema.type ?? 'any';
};

const objectItems = (schema: JsonSchema): JsonSchema | undefined =>
  schema.type === 'array' && schema.items && isObject(schema.items) ? schema.items : undefined;

/** A table row per field, the fields of objects and of arrays of objects under it. */
const rows = (schema: JsonSchema, prefix = ''): string[] => {
  const items = objectItems(schema);
  const target = items ?? schema;
  const base = items ? `${prefix}[]` : prefix;
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties ?? {}).flatMap(([name, child]) => {
    const field = base ? `${base}.${name}` : name;
    const nested = isObject(child) || objectItems(child) ? rows(child, field) : [];
    const row = `| \`${field}\` | ${cell(describe(child))} | ${required.has(name) ? 'yes' : 'no'} |`;
    return [row, ...nested];
  });
};

const table = (schema: JsonSchema): string[] => {
  const variants = schema.anyOf && schema.anyOf.every(isObject) ? schema.anyOf : [schema];
  return variants.flatMap((variant, index) => {
    const list = rows(variant);
    const heading = variants.length > 1 ? [`Variant ${index + 1}:`, ''] : [];
    if (list.length === 0) {
      const empty = variant.type !== 'array' && isObject(variant);
      return [...heading, empty ? '(empty object)' : `\`${describe(variant)}\``, ''];
    }
    const top = variant.type === 'array' ? [`A list; each entry:`, ''] : [];
    return [...heading, ...top, '| field | type | required |', '|---|---|---|', ...list, ''];
  });
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;

const codes = (purposes: readonly Purpose[]): string =>
  purposes.map((purpose) => `\`${purpose}\``).join(', ');

/** The calls that grant a guest pass, and those that answer a guest giving only to its holder. */
const GUEST_PASS_GRANTS = {
  payment: ['do_tra_type_crdo', 'do_tra_type_linepay', 'do_tra_type_vacc'],
  proof: [
    'get_tra_detail_nopg',
    'update_guest_receipt_info',
    'update_tra_items',
    'print_single_receipt',
    'reprint_receipt',
  ],
} as const satisfies Record<string, readonly Purpose[]>;
const GUEST_PASS_CALLS = [
  'get_tra_detail',
  'get_tra_detail_form',
  'get_tra_donor_info',
  'vaccConfirm',
  'tra_order_info_handle',
  'tra_order_info_handle1',
  'tra_order_info_handle2',
  'tra_order_info_handle3',
] as const satisfies readonly Purpose[];

const CHURCH_NAMES = { 'zh-TW': '台北恩典教會', en: 'Grace Church Taipei' } as const;
const FILE_NAME_EXAMPLES: ReadonlyArray<Pick<FileNameParts, 'language' | 'marker' | 'document'>> = [
  { language: 'zh-TW', marker: null, document: { kind: 'single' } },
  { language: 'en', marker: 'reprint', document: { kind: 'single' } },
  { language: 'en', marker: 'preview', document: { kind: 'annual', fiscalYear: 2025 } },
  { language: 'zh-TW', marker: 'reprint', document: { kind: 'annual', fiscalYear: 2025 } },
];

/** The file-name rule worked through by the code that names the files. */
const fileNameExamples = (): string =>
  FILE_NAME_EXAMPLES.map((parts) => {
    const churchName = CHURCH_NAMES[parts.language];
    return `- \`${receiptFileName({ ...parts, churchName, title: '王小明', date: '2026-01-10' })}\``;
  }).join('\n');

/** A `{{name}}` of the template filled in from the rule or message it names. */
const templateValues = (): Record<string, string> => {
  const { windowClosed, ...planTexts } = PLAN_CHANGE_MESSAGES;
  return {
    ...planTexts,
    ...PLEDGE_MESSAGES,
    successRcs: Object.entries(ACTION_RC)
      .map(([action, rc]) => `${action} ${rc}`)
      .join(', '),
    coverFeeExample: String(coverFeeOf({ type_fee_rate: 250 }, 1000)),
    windowClosed: windowClosed('YYYY-MM-DD', 'YYYY-MM-DD'),
    pledgeCalls: codes(PLEDGE_PURPOSES),
    pledgeAmountMax: String(PLEDGE_AMOUNT_MAX),
    pledgeMonthsMax: String(PLEDGE_MONTHS_MAX),
    fileNameExamples: fileNameExamples(),
    guestPassPayment: codes(GUEST_PASS_GRANTS.payment),
    guestPassProof: codes(GUEST_PASS_GRANTS.proof),
    guestPassCalls: codes(GUEST_PASS_CALLS),
  };
};

/**
 * docs/api-contract.md: the prose of `api-contract.template.md`, its `{{name}}`s filled in from
 * the rules and messages they name, then every call of the catalogue with its path, RC, audience
 * and fields.
 */
export const renderContractDoc = (): string => {
  const values = templateValues();
  const prose = readFileSync(join(__dirname, 'api-contract.template.md'), 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`api-contract.template.md: no value for ${name}`);
      return value;
    },
  );
  const lines: string[] = [
    '',
    '| purpose | path | action | success RC | audience | answer |',
    '|---|---|---|---|---|---|',
    ...PURPOSES.map((purpose) => {
      const spec = CALLS[purpose];
      return `| [\`${purpose}\`](#${purpose.toLowerCase()}) | \`${API_PATHS[purpose]}\` | ${spec.action} | ${ACTION_RC[spec.action]} | ${spec.audience} | ${spec.reply === 'file' ? 'file' : 'envelope'} |`;
    }),
    '',
  ];
  for (const purpose of PURPOSES) {
    const spec = CALLS[purpose];
    const schema = callSchemas[purpose];
    lines.push(
      `### ${purpose}`,
      '',
      `\`POST ${API_PATHS[purpose]}\` · ${spec.action} (RC ${ACTION_RC[spec.action]}) · ${spec.audience}`,
      '',
      '**Request**',
      '',
      ...table(jsonSchema(schema.request, 'input')),
      '**Result**',
      '',
      ...(spec.reply === 'file'
        ? ['A file (`application/octet-stream`), not an envelope.', '']
        : table(jsonSchema(schema.result, 'output'))),
    );
  }
  return `${`${prose}${lines.join('\n')}`.trimEnd()}\n`;
};

if (require.main === module) {
  writeFileSync(CONTRACT_DOC, renderContractDoc());
  console.log(`Wrote ${CONTRACT_DOC}`);
}
