/**
 * The catalogue of events that cross package boundaries (docs/architecture.md). Events are plain,
 * serialisable objects with a `type`; this union is the whole list.
 */
export interface SessionClaims {
  sub: string;
  member_name: string;
  exp: number;
}

export type DialogTone = 'info' | 'success' | 'warning' | 'error';

export type BusEvent =
  | { type: 'session/changed'; claims: SessionClaims | null }
  | { type: 'session/expired'; reason: 'inactive' | 'expired' | 'rejected' }
  | { type: 'session/login-requested'; allowClose: boolean; returnPath?: string }
  | { type: 'session/logged-out' }
  /** `endsAt`: when the session ends without an answer (epoch ms), for a live countdown. */
  | { type: 'session/stay-signed-in-prompt'; secondsLeft: number; endsAt: number }
  /** Another tab of the browser signed the member out (a logout there, or its token removed). */
  | { type: 'session/ended-elsewhere' }
  /** The prompt is no longer needed: the member stayed signed in or navigated. */
  | { type: 'session/stay-signed-in-dismissed' }
  | { type: 'order/draft-saved'; projectAid: number }
  | { type: 'order/draft-cleared' }
  | { type: 'ui/toast'; tone: DialogTone; message: string; durationMs?: number }
  | {
      type: 'ui/alert';
      id: string;
      tone: DialogTone;
      title: string;
      message: string;
    }
  | { type: 'ui/alert-closed'; id: string }
  | {
      type: 'ui/confirm';
      id: string;
      title: string;
      message: string;
      confirmLabel?: string;
      cancelLabel?: string;
      /** docs/screens/giving.md, receipt printing: the confirm button stays locked this many seconds. */
      countdownSeconds?: number;
    }
  | { type: 'ui/confirm-answered'; id: string; confirmed: boolean }
  | { type: 'nav/full-page'; url: string };

export type BusEventType = BusEvent['type'];
export type EventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;
