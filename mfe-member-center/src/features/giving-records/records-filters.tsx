import { Button, formatRocYear, useTranslation } from '@eoffering/shared';
import { FormField, type FieldControlProps } from '@eoffering/shared/flows';
import type { InvoiceTitle, PayMethod } from '@eoffering/shared/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { MEMBER_NS } from '../../strings';
import {
  PAY_METHODS,
  isGivingNumberQuery,
  rangeChoices,
  yearOf,
  type RangeChoice,
  type RecordsFilter,
} from './records-filter';
import styles from './giving-records.module.css';

interface RecordsFiltersProps {
  filter: RecordsFilter;
  today: Date;
  /** The member's saved titles (docs/screens/member-centre.md: the receipt-title choices); empty while loading. */
  titles: readonly InvoiceTitle[];
  onChange: (change: Partial<Omit<RecordsFilter, 'page'>>) => void;
}

const ALL = 'all';

/**
 * docs/screens/member-centre.md history filters: date, receipt title and pay method apply as soon as one is chosen; the
 * giving number applies on search, digits only (docs/screens/member-centre.md), and a refused entry stays as typed.
 */
export const RecordsFilters = ({ filter, today, titles, onChange }: RecordsFiltersProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const [number, setNumber] = useState(filter.number);
  const [numberMessage, setNumberMessage] = useState<string | undefined>();

  // Back and Forward change the query under the form: show the number the page now lists.
  useEffect(() => {
    setNumber(filter.number);
    setNumberMessage(undefined);
  }, [filter.number]);

  const rangeLabel = (range: RangeChoice): string => {
    const year = yearOf(range);
    return year === null ? t(`records.range.${range}`) : formatRocYear(year);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!isGivingNumberQuery(number)) {
      setNumberMessage(t('records.filter.numberInvalid'));
      return;
    }
    setNumberMessage(undefined);
    onChange({ number: number.trim() });
  };

  const select = (
    control: FieldControlProps,
    value: string,
    options: ReadonlyArray<[string, string]>,
    apply: (value: string) => void,
  ) => (
    <select {...control} value={value} onChange={(event) => apply(event.target.value)}>
      {options.map(([optionValue, label]) => (
        <option key={optionValue} value={optionValue}>
          {label}
        </option>
      ))}
    </select>
  );

  // docs/api-contract.md: -1 is anonymous and 0 the member's own name (called by the receipts' one
  // name for it); saved titles are disable 0.
  const titleOptions: Array<[string, string]> = [
    [ALL, t('records.filter.all')],
    ['-1', t('records.filter.anonymous')],
    ['0', t('receipts.ownName')],
    ...titles
      .filter((title) => title.disable === 0)
      .map((title): [string, string] => [
        String(title.invoice_title_aid),
        `${title.invoice_title} (${title.invoice_tax_id})`,
      ]),
  ];
  const titleValue = filter.title === null ? ALL : String(filter.title);
  if (!titleOptions.some(([value]) => value === titleValue)) {
    titleOptions.push([titleValue, t('records.filter.otherTitle')]);
  }

  return (
    <section aria-label={t('records.filter.label')} className={styles.filters}>
      <FormField label={t('records.filter.range')}>
        {(control) =>
          select(
            control,
            filter.range,
            rangeChoices(today).map((range) => [range, rangeLabel(range)]),
            (range) => onChange({ range: range as RangeChoice }),
          )
        }
      </FormField>
      <FormField label={t('records.filter.title')}>
        {(control) =>
          select(control, titleValue, titleOptions, (value) =>
            onChange({ title: value === ALL ? null : Number(value) }),
          )
        }
      </FormField>
      <FormField label={t('records.filter.method')}>
        {(control) =>
          select(
            control,
            filter.method ?? ALL,
            [
              [ALL, t('records.filter.all')],
              ...PAY_METHODS.map((method): [string, string] => [
                method,
                t(`records.payMethod.${method}`),
              ]),
            ],
            (value) => onChange({ method: value === ALL ? null : (value as PayMethod) }),
          )
        }
      </FormField>
      <form className={styles.numberSearch} onSubmit={search} noValidate>
        <FormField label={t('records.filter.number')} message={numberMessage}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary">
          {t('records.filter.search')}
        </Button>
      </form>
    </section>
  );
};
