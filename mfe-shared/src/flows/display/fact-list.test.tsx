import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FactList, type FactListLook } from './fact-list';

const FACTS = [
  { label: 'Giving number', value: '1024' },
  { label: 'Total', value: <strong>NT$1,200</strong> },
];

describe('FactList', () => {
  it('names each value by its label, in order, as a description list', () => {
    renderWithProviders(<FactList facts={FACTS} />);
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Giving number', 'Total']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['1024', 'NT$1,200']);
    expect(within(definitions[1] as HTMLElement).getByText('NT$1,200').tagName).toBe('STRONG');
    expect(terms[0]?.closest('dl')).toBe(definitions[0]?.closest('dl'));
  });

  // A look changes only the layout (docs/screens/giving.md, member-centre.md); what a reader
  // hears, each value named by its label, stays the same in every look.
  it.each<FactListLook | undefined>([undefined, 'panel', 'spaced', 'bare'])(
    'look %s keeps each value after its label',
    (look) => {
      renderWithProviders(<FactList facts={FACTS} look={look} />);
      const list = screen.getAllByRole('term')[0]?.closest('dl') as HTMLElement;
      expect(
        within(list)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ).toEqual([
        ['Giving number', '1024'],
        ['Total', 'NT$1,200'],
      ]);
    },
  );
});
