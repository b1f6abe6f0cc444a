import { ROUTES, orderDraft, useNavigate, useSearchParams } from '@eoffering/shared';
import type { Project, ProjectItem } from '@eoffering/shared/contract';
import { useCallback, useRef, useState } from 'react';
import { parseGivingLink } from '../../components/giving-link/giving-link';
import { AmountKeypad } from './amount-keypad';
import { ItemPicker } from './item-picker';
import { lineOf } from '@eoffering/shared/rules';
import { saveNewOrder, savedExpressChoice } from './order-lines';

interface Choice {
  item: ProjectItem;
  amount: number;
}

/**
 * docs/screens/giving.md, express giving: step 0 picks an item, step 1 is the amount keypad. A link with
 * `?item=&amount=` (a printed QR code) or a saved express order of this project opens step 1.
 */
export const ExpressGiving = ({
  project,
  items,
}: {
  project: Project;
  items: readonly ProjectItem[];
}) => {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [choice, setChoice] = useState<Choice | null>(
    () =>
      parseGivingLink(search, items) ??
      savedExpressChoice(orderDraft.get(), project.project_aid, items),
  );

  // A step the donor opened gets focus on its heading, so keyboard and screen-reader users land
  // on it, and the keypad's Next is brought into view on a phone; the step shown on arrival keeps
  // the page's normal focus and scroll.
  const focusWhenShown = useRef(false);
  const revealWhenShown = useRef(false);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && focusWhenShown.current) {
      focusWhenShown.current = false;
      heading.focus();
    }
  }, []);
  const nextRef = useCallback((next: HTMLButtonElement | null) => {
    if (next && revealWhenShown.current) {
      revealWhenShown.current = false;
      next.scrollIntoView({ block: 'nearest' });
    }
  }, []);
  // The draft follows the choice, so a reload finds the item and amount (docs/screens/giving.md).
  const remember = (item: ProjectItem | null, amount: number) =>
    saveNewOrder('express', project.project_aid, item ? [lineOf(item, amount)] : []);
  const open = (next: Choice | null) => {
    focusWhenShown.current = true;
    revealWhenShown.current = next !== null;
    setChoice(next);
    remember(next?.item ?? null, 0);
    // The link's choice is spent once the donor changes it: a reload shows what they chose.
    if (search.size > 0) setSearch(new URLSearchParams(), { replace: true });
  };

  if (choice === null) {
    return (
      <ItemPicker
        items={items}
        headingRef={headingRef}
        onPick={(item) => open({ item, amount: 0 })}
      />
    );
  }
  return (
    <AmountKeypad
      key={choice.item.item_aid}
      item={choice.item}
      initialAmount={choice.amount}
      headingRef={headingRef}
      nextRef={nextRef}
      onAmount={(amount) => remember(choice.item, amount)}
      onChooseAgain={() => open(null)}
      onNext={(amount) => {
        saveNewOrder('express', project.project_aid, [lineOf(choice.item, amount)]);
        navigate(ROUTES.paymentMethods.build({}));
      }}
    />
  );
};
