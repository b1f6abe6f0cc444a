/**
 * docs/screens/shell.md: the FAQ groups, in order, and their questions. Texts live in the shell namespace under
 * `faq.<group>.title` and `faq.<group>.<question>.q` / `.a`; answers state the rules of docs/screens/shell.md.
 */
export const FAQ_GROUPS = [
  { id: 'remittance', questions: ['how', 'items'] },
  { id: 'card', questions: ['page', 'failed'] },
  { id: 'recurring', questions: ['rules', 'once', 'frequency'] },
  { id: 'query', questions: ['lookup', 'deadline'] },
  { id: 'receipts', questions: ['locked', 'password', 'paper'] },
  { id: 'records', questions: ['where', 'edit'] },
  { id: 'proxy', questions: ['supported'] },
  { id: 'account', questions: ['where', 'timeout'] },
] as const;
