import { screen } from '@testing-library/react';
import { useCallback } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ChoiceField, FormField } from './form-field';
import { validateRequired, type Validation } from '../../rules/validation/rules';
import { useFormState, type FormValidation } from './use-form-state';

const INITIAL = { name: '', frequency: '', note: '' };

/** A form with an input, a select and a textarea, the three controls FormField serves. */
const DonorForm = ({
  onValid,
  refusal = {},
}: {
  onValid: (values: typeof INITIAL) => Promise<void>;
  refusal?: FormValidation<typeof INITIAL>;
}) => {
  const validate = useCallback(
    (values: typeof INITIAL): Record<keyof typeof INITIAL, Validation> => ({
      name: validateRequired(values.name, 'enterName'),
      frequency: validateRequired(values.frequency, 'required'),
      note: null,
    }),
    [],
  );
  const form = useFormState(INITIAL, validate);
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormField {...form.field('name')} label="Name" required>
        {(control) => <input {...control} />}
      </FormField>
      <FormField {...form.field('frequency')} label="Frequency" hint="Months">
        {(control) => (
          <select {...control}>
            <option value="">-</option>
            <option value="1">1</option>
          </select>
        )}
      </FormField>
      <FormField {...form.field('note')} label="Note">
        {(control) => <textarea {...control} />}
      </FormField>
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.refuse(refusal)}>
        Refuse
      </button>
    </form>
  );
};

describe('useFormState with FormField', () => {
  it('shows a server refusal under its field, focused, until the field changes', async () => {
    const refusal = { note: { key: 'common:validation.dataCheckError' } };
    const { user } = renderWithProviders(<DonorForm onValid={jest.fn()} refusal={refusal} />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Refuse' }));

    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('data check error');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');

    await user.type(note, 'x');
    expect(note).not.toHaveAttribute('aria-invalid');
    expect(note).toHaveValue('x');
  });

  it('shows nothing before the user leaves a field or submits', () => {
    renderWithProviders(<DonorForm onValid={jest.fn()} />, { language: 'en' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows a field message after the field is left', async () => {
    const { user } = renderWithProviders(<DonorForm onValid={jest.fn()} />, { language: 'en' });
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('please enter name');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('on submit shows every message, focuses the first invalid field and sends nothing', async () => {
    const onValid = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<DonorForm onValid={onValid} />, { language: 'zh-TW' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '王小明');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const frequency = screen.getByRole('combobox', { name: 'Frequency' });
    expect(frequency).toHaveFocus();
    expect(frequency).toHaveAttribute('aria-invalid', 'true');
    expect(frequency).toHaveAccessibleDescription('Months 此欄位為必填');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('王小明');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits the values when every rule passes and keeps them in the fields (a refusal loses nothing)', async () => {
    const onValid = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<DonorForm onValid={onValid} />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'for missions');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({ name: 'Grace', frequency: '1', note: 'for missions' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('for missions');
  });
});

interface PledgeValues extends Record<string, unknown> {
  donor: string;
  sid: string;
  day: number;
  agree: boolean;
}

const PLEDGE: PledgeValues = { donor: 'Grace', sid: '', day: 5, agree: false };

const pledgeRules = (values: PledgeValues): FormValidation<PledgeValues> => ({
  donor: validateRequired(values.donor, 'enterName'),
  agree: values.agree ? null : { key: 'common:validation.required' },
});

/** Every kind of field the binding serves: text, text through a parse, a number, a checkbox. */
const PledgeForm = ({
  onValid,
  onEdit,
}: {
  onValid: (values: PledgeValues) => void;
  onEdit: () => void;
}) => {
  const form = useFormState(PLEDGE, pledgeRules, { onEdit });
  const agree = form.field('agree');
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormField {...form.field('donor')} label="Donor" required>
        {(control) => <input {...control} />}
      </FormField>
      <FormField {...form.field('sid', (typed) => typed.toUpperCase())} label="ID number">
        {(control) => <input {...control} />}
      </FormField>
      <FormField {...form.field('day', Number)} label="Day">
        {(control) => (
          <select {...control}>
            <option value="5">5</option>
            <option value="20">20</option>
          </select>
        )}
      </FormField>
      <label>
        <input
          {...agree.input}
          type="checkbox"
          checked={form.values.agree}
          onChange={(event) => form.set('agree', event.target.checked)}
        />
        Agree
      </label>
      <button type="button" onClick={() => form.set('donor', 'Set by the form')}>
        Fill
      </button>
      <button type="submit">Send</button>
    </form>
  );
};

describe('useFormState field binding, spread whole onto FormField', () => {
  const renderPledge = () => {
    const onValid = jest.fn();
    const onEdit = jest.fn();
    const rendered = renderWithProviders(<PledgeForm onValid={onValid} onEdit={onEdit} />, {
      language: 'en',
    });
    return { ...rendered, onValid, onEdit };
  };

  it.each([
    ['donor', 'textbox', 'Donor', 'Grace'],
    ['sid', 'textbox', 'ID number', ''],
    ['day', 'combobox', 'Day', '5'],
  ] as const)(
    'the %s control has its name, the label and the initial value',
    (name, role, label, value) => {
      renderPledge();
      const control = screen.getByRole(role, { name: label });
      expect(control).toHaveAttribute('name', name);
      expect(control).toHaveValue(value);
    },
  );

  it.each([
    ['donor', 'textbox', 'Donor', ' Mary', 'Grace Mary', 'Grace Mary'],
    ['sid', 'textbox', 'ID number', 'a123456789', 'A123456789', 'A123456789'],
    ['day', 'combobox', 'Day', '20', '20', 20],
  ] as const)(
    'a change of %s reaches the control and the submitted values',
    async (name, role, label, typed, shown, submitted) => {
      const { user, onValid, onEdit } = renderPledge();
      const control = screen.getByRole(role, { name: label });
      if (role === 'combobox') await user.selectOptions(control, typed);
      else await user.type(control, typed);
      await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(control).toHaveValue(shown);
      expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ [name]: submitted }));
      expect(onEdit).toHaveBeenCalledTimes(role === 'combobox' ? 1 : typed.length);
    },
  );

  it('calls onEdit for what the user changes, not for what the form sets itself', async () => {
    const { user, onEdit } = renderPledge();
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect(screen.getByRole('textbox', { name: 'Donor' })).toHaveValue('Set by the form');
    expect(onEdit).not.toHaveBeenCalled();
  });

  it.each([
    ['the text field', 'textbox', 'Donor', ''],
    ['the checkbox (name, ref and blur only)', 'checkbox', 'Agree', null],
  ] as const)(
    'on submit %s takes focus when it is the first to fix',
    async (_what, role, label, value) => {
      const { user, onValid } = renderPledge();
      if (role === 'textbox') await user.clear(screen.getByRole(role, { name: label }));
      await user.click(screen.getByRole('button', { name: 'Send' }));

      const control = screen.getByRole(role, { name: label });
      expect(control).toHaveFocus();
      expect(control.getAttribute('value')).toBe(value);
      expect(onValid).not.toHaveBeenCalled();
    },
  );
});

interface GiftValues extends Record<string, unknown> {
  kind: '' | 'once' | 'monthly';
}

// A monthly gift is refused so that a chosen radio can be the one to fix.
const giftRules = (values: GiftValues): FormValidation<GiftValues> => ({
  kind:
    values.kind === 'monthly'
      ? { key: 'common:validation.dataCheckError' }
      : validateRequired(values.kind, 'selectReceiptInfo'),
});

const GiftForm = ({ onValid }: { onValid: (values: GiftValues) => void }) => {
  const form = useFormState<GiftValues>({ kind: '' }, giftRules);
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <ChoiceField
        field={form.field('kind')}
        legend="Gift"
        options={[
          { value: 'once', label: 'Once' },
          { value: 'monthly', label: 'Monthly' },
        ]}
        value={form.values.kind}
        onChoose={(kind) => form.set('kind', kind)}
        classes={{}}
      />
      <button type="submit">Send</button>
    </form>
  );
};

describe('ChoiceField, a radio group bound to one field', () => {
  it.each([
    ['nothing chosen', undefined, 'Once', 'please select receipt info'],
    ['a refused choice', 'Monthly', 'Monthly', 'data check error'],
  ] as const)(
    'on submit with %s focuses that radio and describes the group by the message',
    async (_case, choose, focused, message) => {
      const onValid = jest.fn();
      const { user } = renderWithProviders(<GiftForm onValid={onValid} />, { language: 'en' });
      if (choose) await user.click(screen.getByRole('radio', { name: choose }));
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(screen.getByRole('radio', { name: focused })).toHaveFocus();
      expect(screen.getByRole('group', { name: 'Gift' })).toHaveAccessibleDescription(message);
      for (const radio of screen.getAllByRole('radio')) {
        expect(radio).toHaveAttribute('aria-invalid', 'true');
        expect(radio).toHaveAttribute('name', 'kind');
      }
      expect(onValid).not.toHaveBeenCalled();
    },
  );

  it('submits the chosen value and shows no message', async () => {
    const onValid = jest.fn();
    const { user } = renderWithProviders(<GiftForm onValid={onValid} />, { language: 'en' });
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onValid).toHaveBeenCalledWith({ kind: 'once' });
  });
});
