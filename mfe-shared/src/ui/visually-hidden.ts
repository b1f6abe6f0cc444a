import hidden from './visually-hidden.module.css';

/** The class of text that assistive technology reads out and the screen does not show. */
export const visuallyHiddenClassName: string = hidden.visuallyHidden ?? '';
