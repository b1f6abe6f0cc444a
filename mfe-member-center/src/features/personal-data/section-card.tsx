import { type ApiResultState, LoadingArea, Skeleton, useTranslation } from '@eoffering/shared';
import { type ReactNode, type Ref } from 'react';
import { Card } from '../../components/card/card';
import { MEMBER_NS } from '../../strings';

interface SectionCardProps<T> {
  title: string;
  state: ApiResultState<T>;
  /**
   * What the card shows while its data loads, of the size the data will take, so the cards below
   * do not move when it arrives (docs/decisions.md, 'No layout shift'). Two lines when not given.
   */
  placeholder?: ReactNode;
  /** False when the failure is handled elsewhere (the page leaves), so no message is shown. */
  showFailure?: boolean;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
  /** The section's heading, where focus goes when the control that had it is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One card of the personal page: a titled section that shows loading, failure or its data. */
export const SectionCard = <T,>({
  title,
  state,
  placeholder,
  showFailure = true,
  children,
  footer,
  headingRef,
}: SectionCardProps<T>) => {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <Card title={title} headingRef={headingRef}>
      {state.status === 'loading' && (
        <LoadingArea>
          {placeholder ?? (
            <>
              <Skeleton />
              <Skeleton width="60%" />
            </>
          )}
        </LoadingArea>
      )}
      {state.status === 'failed' && showFailure && <p role="alert">{t('sectionFailed')}</p>}
      {state.status === 'ready' && children(state.data)}
      {footer}
    </Card>
  );
};
