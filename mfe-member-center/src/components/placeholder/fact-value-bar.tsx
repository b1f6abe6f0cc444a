import { Skeleton } from '@eoffering/shared';

/**
 * A fact's value while it loads: a bar one line tall, or a button's height where the value has a
 * button beside it, so the list has its final height before the data comes (docs/decisions.md,
 * 'No layout shift').
 */
export const FactValueBar = ({ besideButton = false }: { besideButton?: boolean }) => (
  <Skeleton shape="rect" width="60%" height={besideButton ? 'var(--eo-tap-size)' : '1lh'} />
);
