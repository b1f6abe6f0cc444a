/** RM of each business-rule RC: the reason phrase of the same number, as the backend sends it. */
const RM = { 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Entity' } as const;

/** RC of a business-rule failure: 404 no data, 409 conflict, 422 rule broken (envelope.ts). */
export type RuleRc = keyof typeof RM;

/** A `msg` text, or a pattern for texts that carry ids or dates. */
export type MessageMatch = string | RegExp;

const msgOf = (message: MessageMatch): unknown =>
  typeof message === 'string' ? message : expect.stringMatching(message);

/** The envelope of a business-rule failure: RC, its RM and one `{ msg }` per text (docs/api-contract.md). */
export const rcErrorBody = (
  rc: RuleRc,
  ...messages: MessageMatch[]
): { RC: RuleRc; RM: string; Result: Array<{ msg: unknown }> } => ({
  RC: rc,
  RM: RM[rc],
  Result: messages.map((message) => ({ msg: msgOf(message) })),
});

/**
 * Asserts a supertest answer is a business-rule failure: HTTP 200 (docs/api-contract.md turns other non-2xx
 * statuses into a sign-out) with the error RC, RM and exactly the given texts in the envelope.
 */
export const expectRcError = (
  res: { status: number; body: unknown },
  rc: RuleRc,
  ...messages: MessageMatch[]
): void => {
  expect({ status: res.status, body: res.body }).toEqual({
    status: 200,
    body: rcErrorBody(rc, ...messages),
  });
};
