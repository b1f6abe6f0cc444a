import {
  confirm,
  getConfig,
  orderDraft,
  useTranslation,
  type ApiError,
  useBackendName,
} from '@eoffering/shared';
import {
  performHandOff,
  planHandOff,
  rememberCardLinkView,
  useApiAction,
  type PaymentAnswer,
} from '@eoffering/shared/flows';
import { formatMoney } from '@eoffering/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_NS } from './payment-strings';
import {
  CARD_BINDING_TYPE,
  PAY_METHOD_OF,
  cardBindingBody,
  orderBody,
  transferInfoAidOf,
  type PaymentMethod,
} from './payment-call';

export interface Payment {
  /**
   * Asks, posts the order once and hands the browser to the method's page; `fee` is the cost the
   * donor covers (docs/api-contract.md, 'Covering the fee'), 0 for none.
   */
  choose: (method: PaymentMethod, fee: number) => Promise<void>;
  /** The type_aid being paid with, from the question until the browser leaves. */
  choosing: number | null;
  /** The call failed (a message the shared handling has not shown already). */
  error: ApiError | null;
  /** The answer pointed somewhere the browser may not go (docs/security-model.md). */
  refused: boolean;
}

/**
 * docs/screens/giving.md, payment method choice. One payment at a time (docs/security-model.md): a second choice,
 * a double click or a click while the question is open is ignored until the first one ends, and
 * the server answers the same order from the same draft with the same pending giving.
 */
export const usePayment = (): Payment => {
  const { t } = useTranslation(PAYMENT_NS);
  const nameOf = useBackendName();
  const crdo = useApiAction('do_tra_type_crdo');
  const linepay = useApiAction('do_tra_type_linepay');
  const vacc = useApiAction('do_tra_type_vacc');
  const cardlink = useApiAction('do_tra_type_cardlink');
  const [choosing, setChoosing] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);
  const paying = useRef(false);

  useEffect(() => {
    // Back from the gateway may show this page from the back-forward cache, frozen as it was when
    // the browser left: let the donor choose again (nothing is posted until they do).
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      paying.current = false;
      setChoosing(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const send = (method: PaymentMethod, fee: number): Promise<PaymentAnswer | undefined> => {
    const draft = orderDraft.get();
    const typeAid = method.type.type_aid;
    switch (method.purpose) {
      case 'do_tra_type_crdo':
        return crdo.run(orderBody(draft, typeAid, fee));
      case 'do_tra_type_linepay':
        return linepay.run(orderBody(draft, typeAid, fee));
      case 'do_tra_type_vacc':
        return vacc.run(orderBody(draft, typeAid, fee));
      case 'do_tra_type_cardlink':
        return cardlink.run(cardBindingBody(draft, typeAid));
    }
  };

  // docs/api-contract.md, 'Covering the fee': a covered fee is its own line before the donor confirms.
  const confirmMessage = (gift: number, fee: number): string =>
    fee > 0
      ? t('payment.confirm.messageWithFee', {
          gift: formatMoney(gift),
          fee: formatMoney(fee),
          amount: formatMoney(gift + fee),
        })
      : t('payment.confirm.message', { amount: formatMoney(gift) });

  const ask = (method: PaymentMethod, fee: number): Promise<boolean> =>
    method.type.type_aid === CARD_BINDING_TYPE
      ? // docs/screens/giving.md: card binding first shows its notice.
        confirm({
          title: t('payment.cardBinding.title'),
          message: t('payment.cardBinding.notice'),
          confirmLabel: t('payment.cardBinding.confirm'),
        })
      : confirm({
          title: t('payment.confirm.title', { method: nameOf(method.type, 'type_name') }),
          message: confirmMessage(orderDraft.get().amount, fee),
          confirmLabel: t('payment.confirm.confirm'),
        });

  const choose = async (method: PaymentMethod, fee: number): Promise<void> => {
    if (paying.current) return;
    paying.current = true;
    setChoosing(method.type.type_aid);
    setRefused(false);
    [crdo, linepay, vacc, cardlink].forEach((action) => action.reset());
    let leaving = false;
    try {
      if (!(await ask(method, fee))) return;
      if (method.type.type_aid === CARD_BINDING_TYPE) {
        // docs/screens/giving.md: the card-binding result page returns to the payment step.
        rememberCardLinkView('payment');
      }
      const answer = await send(method, fee);
      if (!answer) return;
      const config = getConfig();
      const plan = planHandOff(answer, { paymentOrigins: config.paymentOrigins, dev: config.dev });
      if (plan.kind === 'refused') {
        setRefused(true);
        return;
      }
      orderDraft.save({
        type_aid: method.type.type_aid,
        pay_method: PAY_METHOD_OF[method.purpose],
        order_info_aid: transferInfoAidOf(answer.post_url, window.location.origin),
      });
      leaving = performHandOff(plan);
    } finally {
      if (!leaving) {
        paying.current = false;
        setChoosing(null);
      }
    }
  };

  const failed = [crdo, linepay, vacc, cardlink].find((action) => action.error)?.error ?? null;
  return { choose, choosing, refused, error: failed && !failed.handled ? failed : null };
};
