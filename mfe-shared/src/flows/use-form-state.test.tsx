import { screen } from '@testing-library/react';
import { useCallback } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormField } from './form-field';
import { validateRequired, type Validation } from '../validation/rules';
import { useFormState } from './use-form-state';

const INITIAL = { name: '', frequency: '', note: '' };

/** A form with an input, a select and a textarea, the three controls FormField serves. */
const DonorForm = ({ onValid }: { onValid: (values: typeof INITIAL) => Promise<void> }) => {
  const validate = useCallback(
    (values: typeof INITIAL): Record<keyof typeof INITIAL, Validation> => ({
      name: validateRequired(values.name, 'enterName'),
      frequency: validateRequired(values.frequency, 'required'),
      note: null,
    }),
    [],
  );
  const form = useFormState(INITIAL, validate);
  const name = form.field('name');
  const frequency = form.field('frequency');
  const note = form.field('note');
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormField id={name.id} label="Name" message={name.message} required>
        {(control) => (
          <input
            {...control}
            ref={name.ref}
            onBlur={name.onBlur}
            value={form.values.name}
            onChange={(event) => form.set('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={frequency.id} label="Frequency" message={frequency.message} hint="Months">
        {(control) => (
          <select
            {...control}
            ref={frequency.ref}
            onBlur={frequency.onBlur}
            value={form.values.frequency}
            onChange={(event) => form.set('frequency', event.target.value)}
          >
            <option value="">-</option>
            <option value="1">1</option>
          </select>
        )}
      </FormField>
      <FormField id={note.id} label="Note" message={note.message}>
        {(control) => (
          <textarea
            {...control}
            ref={note.ref}
            onBlur={note.onBlur}
            value={form.values.note}
            onChange={(event) => form.set('note', event.target.value)}
          />
        )}
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
};

describe('useFormState with FormField', () => {
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
