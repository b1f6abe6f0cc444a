import * as shared from '../index';

// The token store is the session's plumbing: packages ask the session for capabilities
// (prepareSignIn, takeReturnPath, endForGivingMismatch …) instead of touching storage themselves.
describe('the session in the public surface of @eoffering/shared', () => {
  it.each(['tokenStore', 'ID_TOKEN_KEY', 'decodeClaims'])('does not export %s', (name) => {
    expect(Object.keys(shared)).not.toContain(name);
  });

  it.each(['prepareSignIn', 'takeReturnPath', 'endForGivingMismatch', 'endRejected'] as const)(
    'offers session.%s',
    (capability) => {
      expect(typeof shared.session[capability]).toBe('function');
    },
  );
});
