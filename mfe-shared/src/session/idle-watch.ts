import { bus } from '../bus/event-bus';
import { INACTIVITY_MS, INPUT_ACTIVITY_THROTTLE_MS, STAY_PROMPT_MS } from './session-timing';
import { clearTimers, delay, type Timer } from './timers';

/**
 * Beyond docs/screens/shell.md's keys: the last activity (a route change or user input) in any tab of this
 * browser, so inactivity counts across tabs (docs/screens/shell.md) and an idle tab never signs out the one in use.
 */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

const sharedLastActivity = (): number => {
  const stored = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(stored) ? stored : 0;
};

/** docs/decisions.md (typing counts as activity): the input that shows a member is there. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;
const INPUT_LISTENING = { capture: true, passive: true } as const;

export interface IdleWatchOptions {
  /** True while a member is signed in: only then is inactivity timed. */
  signedIn(): boolean;
  /** True while a token is stored: only a member's activity is shared with the other tabs. */
  hasToken(): boolean;
  /** The inactivity limit passed with no activity in any tab. */
  onIdle(): void;
}

/**
 * Inactivity across the browser's tabs (docs/screens/shell.md): the latest activity of any tab, the
 * stay-signed-in prompt before the limit (WCAG 2.2.1) and the end at it.
 */
export class IdleWatch {
  private running = false;
  private lastActivity = Date.now();
  private promptOpen = false;
  private lastInputAt = 0;
  private timers: Timer[] = [];

  constructor(private readonly options: IdleWatchOptions) {}

  private readonly onInput = (): void => {
    // While the prompt is open only its button answers it: a key that moves a screen reader
    // through the dialog must not close it under the reader.
    if (this.promptOpen) return;
    const now = Date.now();
    if (now - this.lastInputAt < INPUT_ACTIVITY_THROTTLE_MS) return;
    this.lastInputAt = now;
    this.record();
  };

  /** Starts counting from the latest activity of any tab and listening to input. */
  start(): void {
    this.running = true;
    this.lastActivity = Math.max(Date.now(), sharedLastActivity());
    INPUT_EVENTS.forEach((type) => document.addEventListener(type, this.onInput, INPUT_LISTENING));
  }

  stop(): void {
    this.running = false;
    INPUT_EVENTS.forEach((type) =>
      document.removeEventListener(type, this.onInput, INPUT_LISTENING),
    );
    this.disarm();
  }

  /** Activity here: shared with the other tabs when a member is signed in; the prompt closes. */
  record(): void {
    this.lastActivity = Date.now();
    // Only a member's activity is shared: a guest leaves nothing in storage (docs/screens/shell.md, logout).
    if (this.options.hasToken()) {
      localStorage.setItem(LAST_ACTIVITY_KEY, String(this.lastActivity));
    }
    this.dismissPrompt();
    if (this.running) this.arm();
  }

  /** Activity another tab stored (`at`, in ms) keeps this one alive too. */
  activeElsewhere(at: number): void {
    this.lastActivity = Math.max(this.lastActivity, at);
    this.dismissPrompt();
    if (this.running) this.arm();
  }

  /** How long this tab has seen no activity. */
  idleFor(): number {
    return Date.now() - this.lastActivity;
  }

  /**
   * Times the prompt and the inactivity end from the latest activity of any tab; each timer looks
   * again when it fires, as another tab's activity may have arrived without its event.
   */
  arm(): void {
    this.disarm();
    if (!this.options.signedIn()) return;
    this.lastActivity = Math.max(this.lastActivity, sharedLastActivity());
    const idleFor = this.idleFor();
    const stillActive = (): boolean => sharedLastActivity() > this.lastActivity;
    this.timers = [
      setTimeout(
        () => {
          if (stillActive()) return this.arm();
          this.promptOpen = true;
          bus.emit({
            type: 'session/stay-signed-in-prompt',
            secondsLeft: STAY_PROMPT_MS / 1000,
            endsAt: this.lastActivity + INACTIVITY_MS,
          });
        },
        delay(INACTIVITY_MS - STAY_PROMPT_MS - idleFor),
      ),
      setTimeout(
        () => {
          if (stillActive()) {
            this.dismissPrompt();
            return this.arm();
          }
          this.options.onIdle();
        },
        delay(INACTIVITY_MS - idleFor),
      ),
    ];
  }

  disarm(): void {
    clearTimers(this.timers);
  }

  dismissPrompt(): void {
    if (!this.promptOpen) return;
    this.promptOpen = false;
    bus.emit({ type: 'session/stay-signed-in-dismissed' });
  }
}
