import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Stepper, stepState } from './stepper';

describe('Stepper (spec 2: numbered steps highlighted up to the active one)', () => {
  it.each([
    [0, 1, 'done'],
    [1, 1, 'current'],
    [2, 1, 'upcoming'],
  ])('step %d with step %d active is %s', (index, active, state) => {
    expect(stepState(index, active)).toBe(state);
  });

  it('marks the steps before the active one done and the active one current', () => {
    renderWithProviders(<Stepper steps={['Amount', 'Payment', 'Result', 'Receipt']} active={2} />, {
      language: 'en',
    });
    const list = screen.getByRole('list', { name: 'Progress' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('1Amount(completed)');
    expect(steps[3]).toHaveTextContent('4Receipt');
    expect(steps.filter((step) => step.className.includes('reached'))).toHaveLength(3);
  });
});
