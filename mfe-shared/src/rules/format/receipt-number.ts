/** A receipt's number as printed on it and named by the server: its id, six digits. */
export const receiptNumber = (receiptAid: number): string => String(receiptAid).padStart(6, '0');
