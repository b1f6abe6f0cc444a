import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Stepper, stepState } from './stepper';

describe('Stepper (docs/screens/giving.md: numbered steps highlighted up to the active one)', () => {
  it.each([
    [0, 1, 'done'],
    [1, 1, 'current'],
    [2, 1, 'upcoming'],
  ])('step %d with step %d active is %s', (index, active, state) => {
    expect(stepState(index, active)).toBe(state);
  });

  // What a reader hears and sees per step: its number and name, "completed" for the steps behind,
  // and the active one announced as the current step.
  it.each([
    {
      language: 'en' as const,
      steps: ['Amount', 'Payment', 'Result', 'Receipt'],
      listName: 'Progress',
      expected: [
        { text: '1Amount(completed)', current: null },
        { text: '2Payment(completed)', current: null },
        { text: '3Result', current: 'step' },
        { text: '4Receipt', current: null },
      ],
    },
    {
      language: 'zh-TW' as const,
      steps: ['金額', '付款', '結果', '收據'],
      listName: '進度',
      expected: [
        { text: '1金額(已完成)', current: null },
        { text: '2付款(已完成)', current: null },
        { text: '3結果', current: 'step' },
        { text: '4收據', current: null },
      ],
    },
  ])(
    'in $language, marks the steps before the active one completed and the active one current',
    ({ language, steps, listName, expected }) => {
      renderWithProviders(<Stepper steps={steps} active={2} />, { language });
      const items = within(screen.getByRole('list', { name: listName })).getAllByRole('listitem');
      expect(
        items.map((item) => ({
          text: item.textContent,
          current: item.getAttribute('aria-current'),
        })),
      ).toEqual(expected);
    },
  );
});
